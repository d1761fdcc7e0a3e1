/**
 * Held-out pairs: written after the rules of this change were settled and run once to measure them;
 * the rules were not changed to fit these. Same shape as CASES.
 */
import type { AdverseCase } from './cases.js';
import { dpa, employment, lease, license, msa, nda, services } from './contracts.js';

export const HOLDOUT: AdverseCase[] = [
  {
    id: 'h-nda-exclusions-inapplicable', pattern: 'disapplied', type: 'nda', check: 'nda.standard_exclusions',
    adverse: { text: nda({ extra: 'The carve-outs listed in Section 3 will not apply to any technical information.' }), position: 'unacceptable', issue: true },
    benign: { text: nda({ extra: 'The carve-outs listed in Section 3 will be construed narrowly.' }), position: 'preferred', issue: false },
  },
  {
    id: 'h-nda-non-compete-solicit-business', pattern: 'polarity', type: 'nda', check: 'nda.non_compete',
    adverse: { text: nda({ extra: 'The Recipient agrees that, for three (3) years, it will not engage in or assist any business competitive with the Discloser in North America.' }), position: 'unacceptable', issue: true },
    benign: { text: nda({ extra: 'Each Party acknowledges that the other Party may currently or in the future develop information internally, or receive information from others, that is similar to the Confidential Information, and nothing in this Agreement prohibits either Party from competing.' }), position: 'preferred', issue: false },
  },
  {
    id: 'h-nda-residuals-free-to-use', pattern: 'polarity', type: 'nda', check: 'nda.residuals',
    adverse: { text: nda({ extra: 'Each Party shall be free to use the ideas, concepts and know-how retained in the unaided memories of its representatives.' }), position: 'unacceptable', issue: true },
    benign: { text: nda({ extra: 'No Party shall be free to use ideas or know-how merely because they are retained in the unaided memories of its representatives.' }), position: 'preferred', issue: false },
  },
  {
    id: 'h-nda-indefinite', pattern: 'position', type: 'nda', check: 'nda.term_length',
    adverse: { text: nda({ term: 'The Recipient\'s obligations of confidentiality shall continue indefinitely.' }), position: 'unacceptable', issue: true },
    benign: { text: nda({ term: 'The Recipient\'s obligations of confidentiality shall continue for four (4) years after disclosure.' }), position: 'preferred', issue: false },
  },
  {
    id: 'h-msa-vendor-terminate-convenience', pattern: 'role', type: 'msa', check: 'msa.termination_for_convenience',
    adverse: { text: msa({ termination: 'Provider shall have the right to terminate this Agreement for convenience upon fifteen (15) days\' written notice.' }), position: 'unacceptable', issue: true },
    benign: { text: msa({ termination: 'Customer shall have the right to terminate this Agreement for convenience upon fifteen (15) days\' written notice.' }), position: 'preferred', issue: false },
  },
  {
    id: 'h-msa-cap-three-months', pattern: 'position', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: { text: msa({ cap: 'The aggregate liability of each party shall be limited to the fees paid during the three (3) months preceding the event giving rise to the claim.' }), position: 'unacceptable', issue: true },
    benign: { text: msa({ cap: 'The aggregate liability of each party shall be limited to the fees paid during the eighteen (18) months preceding the event giving rise to the claim.' }), position: 'preferred', issue: false },
  },
  {
    id: 'h-msa-indemnity-disapplied', pattern: 'disapplied', type: 'msa', check: 'msa.indemnification',
    adverse: { text: msa({ extra: 'Clause 6 shall not apply to any Statement of Work issued under this Agreement.' }), position: 'unacceptable', issue: true },
    benign: { text: msa({ extra: 'Clause 8 shall not apply to any Statement of Work issued under this Agreement.' }), position: 'preferred', issue: false },
  },
  {
    id: 'h-license-grant-back', pattern: 'position', type: 'license', check: 'license.improvements',
    adverse: { text: license('Improvements. All enhancements and derivative works created by Licensee shall be the sole and exclusive property of Licensor.'), position: 'unacceptable', issue: true },
    benign: { text: license('Improvements. All enhancements and derivative works created by Licensee shall be the property of Licensee.'), position: 'preferred', issue: false },
  },
  {
    id: 'h-dpa-breach-seven-days', pattern: 'position', type: 'dpa', check: 'dpa.breach_notification',
    adverse: { text: dpa('Notwithstanding Section 6, notice of a Personal Data Breach may be given within seven (7) days.').replace('without undue delay and in any event within forty-eight (48) hours', 'within seven (7) days'), position: 'unacceptable', issue: true },
    benign: { text: dpa('Notices under Section 6 shall be sent by e-mail to the Controller\'s data protection officer within the same forty-eight (48) hours.'), position: 'preferred', issue: false },
  },
  {
    id: 'h-employment-non-compete-two-years', pattern: 'position', type: 'employment', check: 'employment.non_compete',
    adverse: { text: employment('During employment and for two (2) years thereafter, the Employee will not be employed by any competitor of the Company.'), position: 'unacceptable', issue: true },
    benign: { text: employment('During employment, the Employee will not be employed by any competitor of the Company.'), position: 'preferred', issue: false },
  },
  {
    id: 'h-lease-landlord-break', pattern: 'role', type: 'lease', check: 'lease.termination_for_convenience',
    adverse: { text: lease('Landlord may end this Lease without cause by giving Tenant sixty (60) days\' notice.'), position: 'unacceptable', issue: true },
    benign: { text: lease('Tenant may end this Lease without cause by giving Landlord six (6) months\' notice.'), position: 'preferred', issue: false },
  },
  {
    id: 'h-services-no-warranty', pattern: 'polarity', type: 'services', check: 'services.services_warranty',
    adverse: { text: services('Warranties. Provider makes no warranties of any kind regarding the Services.'), position: 'unacceptable', issue: true },
    benign: { text: services('Warranties. Provider warrants that the Services will conform to the Statement of Work and makes no other warranties.'), position: 'preferred', issue: false },
  },
];
