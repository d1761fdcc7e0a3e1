/**
 * The adverse-terms suite: each case is a clause a lawyer would flag, and a benign twin that a
 * naive keyword matcher would flag too (same words, opposite effect). Written for this package.
 *
 * pattern: which reading the case exercises —
 *   disapplied   an exception or section switched off elsewhere ("shall not apply", "is deleted")
 *   override     an obligation removed or changed by "notwithstanding", "subject to", an order form
 *   polarity     a permission phrased as a prohibition or the reverse ("may not", "nothing ... restricts")
 *   role         who holds the right (provider / customer, licensor / licensee, landlord / tenant)
 *   reference    a term stated by reference to another place (cover page, order form, schedule)
 *   markup       Markdown / HTML read as text
 *   position     the terms judged, not only their presence (duration, cap size, one-sided cap, carve-outs)
 *   layout       a sentence broken over lines or padded with runs of spaces, as text extracted from a filing is
 */
import type { CheckOutcome, DocumentType, Position } from '../../src/index.js';
import { consulting, dpa, employment, lease, license, msa, nda, services, supply } from './contracts.js';

export interface Side {
  text: string;
  outcome?: CheckOutcome;
  position: Position | Position[];
  issue: boolean;
}

export interface AdverseCase {
  id: string;
  pattern: 'disapplied' | 'override' | 'polarity' | 'role' | 'reference' | 'markup' | 'position' | 'layout';
  type: DocumentType;
  check: string;
  adverse: Side;
  benign: Side;
}

/** The employment agreement with the employer called by its name ("Solace"), not "the Company", and no inventions clause. */
const employerByName = (clause: string) => employment(clause)
  .replace('4. Inventions. The Employee hereby assigns to the Company all inventions and work product created in the course of employment.', '4. Records. The Employee shall keep accurate records of the work.')
  .replace('(the "Company")', '("Solace")').replace(/the Company's/g, "Solace's").replace(/the Company/g, 'Solace');

const markdownNda = (extra: string) => nda({ extra })
  .replace(/^(\d+)\. ([A-Z][A-Za-z ]+)\./gm, '$1. **$2**.')
  .replace(/"Recipient"/g, '"<span class="defined">Recipient</span>"')
  .replace('MUTUAL NON-DISCLOSURE AGREEMENT', '# Mutual Non-Disclosure Agreement');

/** The consulting agreement without its insurance clause. */
const consultingUninsured = (clause: string) => consulting(clause).replace('4. Insurance. Consultant shall maintain professional indemnity insurance of at least $2,000,000.', '4. Records. Consultant shall keep records of the time spent on the Services.');
/**
 * The MSA with no right to end it at will (only for an uncured breach): a renewal it cannot stop is not ended by
 * termination on notice either (`ended_by`).
 */
const msaNoExit = (p: { extra: string }) => msa({ ...p, termination: 'Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty (30) days of notice.' });
/** The supply agreement with its indemnity under a numbered section heading and a numbered sub-heading. */
const supplyIndemnityHeaded = (by: string, indemnity: string) => supply({ indemnity }).replace('5. Indemnity. ', `5. INDEMNIFICATION 5.1 Indemnification by ${by}.\n\n`);
/** The services agreement without its governing-law clause. */
const servicesNoLaw = (clause: string) => services(clause).replace('6. Governing Law. This Agreement is governed by the laws of the State of Texas.', '6. Notices. Notices under this Agreement shall be given in writing.');

/**
 * A co-marketing agreement between two parties known by their own names, each promoting the other's products, so that
 * the contract does not tell which of them is the customer (fourth round, issue 11).
 */
const coMarketing = (cap: string) => `CO-MARKETING AGREEMENT

This Agreement is made on 9 March 2026 between Kestrel Analytics Inc. ("Kestrel") and Marlowe Health LLC ("Marlowe").

1. Promotion. Each party shall promote the other party's products to its own clients in the Territory.

2. Costs. Each party shall bear its own costs of promotion.

3. Confidentiality. Each party shall keep the other party's Confidential Information confidential.

4. Liability. ${cap}

5. Term. This Agreement continues for two (2) years from its date.

6. Governing Law. This Agreement is governed by the laws of the State of Delaware.
`;

/** The MSA with its payment clause replaced. */
const msaFees = (fees: string) => msa().replace('Customer shall pay undisputed invoices within thirty (30) days after receipt.', fees);

/** A short supply order with neither a governing-law nor a confidentiality clause of its own. */
const supplyOrder = (clause: string) => `SUPPLY ORDER

This Supply Order is made on 2 April 2026 between Halvorsen Optics AS ("Supplier") and Brightwater Medical LLC ("Customer").

1. Products. Supplier shall supply the Products listed in Schedule 1.

2. Price. Customer shall pay each invoice within thirty (30) days of receipt.

3. ${clause}
`;

export const CASES: AdverseCase[] = [
  // ---------------- NDA ----------------
  {
    id: 'nda-exclusions-disapplied-by-section', pattern: 'disapplied', type: 'nda', check: 'nda.standard_exclusions',
    adverse: { text: nda({ extra: 'The exclusions in Section 3 shall not apply to any information disclosed under this Agreement.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: nda({ extra: 'The exclusions in Section 3 shall apply to information disclosed by either Party, and the Recipient bears the burden of showing that one of them applies.' }), position: 'preferred', issue: false },
  },
  {
    id: 'nda-exclusions-notwithstanding', pattern: 'override', type: 'nda', check: 'nda.standard_exclusions',
    adverse: { text: nda({ extra: 'Notwithstanding Section 3, all information disclosed by the Discloser shall remain Confidential Information even if it becomes publicly available.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: nda({ extra: 'Notwithstanding Section 3, information shall not be deemed publicly available merely because individual features of it are in the public domain.' }), position: 'preferred', issue: false },
  },
  {
    id: 'nda-independent-development-section-deleted', pattern: 'disapplied', type: 'nda', check: 'nda.independent_development',
    adverse: { text: nda({ extra: 'Section 3 is deleted in its entirety.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: nda({ extra: 'Section 4 is deleted in its entirety.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'nda-third-party-exceptions-do-not-apply', pattern: 'disapplied', type: 'nda', check: 'nda.third_party_acquisition',
    adverse: { text: nda({ extra: 'The exceptions set out in Section 3 do not apply.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: nda({ extra: 'The exceptions set out in Section 3 do not apply to personal data, which the Recipient shall protect in accordance with applicable data protection law.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'nda-return-on-request-removed', pattern: 'override', type: 'nda', check: 'nda.return_or_destroy',
    adverse: { text: nda({ extra: 'Notwithstanding Section 4, the Recipient is not required to return or destroy any Confidential Information and may keep it after this Agreement ends.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    // return on the Discloser's request only (the base contract's Section 4) meets the playbook's fallback
    benign: { text: nda({ extra: 'The Recipient shall keep a written record of the copies of Confidential Information it makes.' }), outcome: 'not_mentioned', position: 'acceptable', issue: false },
  },
  {
    id: 'nda-compelled-disclosure-without-notice', pattern: 'polarity', type: 'nda', check: 'nda.compelled_disclosure_notice',
    adverse: { text: nda({ extra: 'Where a law or a court requires the Recipient to disclose Confidential Information, the Recipient may do so without notice to the Discloser.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: nda({ extra: 'Where a law or a court requires the Recipient to disclose Confidential Information, the Recipient shall first give the Discloser prompt written notice, where lawful, and disclose only what is required.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'nda-residuals-permitted', pattern: 'polarity', type: 'nda', check: 'nda.residuals',
    adverse: { text: nda({ extra: 'The Recipient may use for any purpose the residuals, meaning information retained in the unaided memory of its employees who had access to Confidential Information.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: nda({ extra: 'Nothing in this Agreement permits the Recipient to use or disclose information retained in the unaided memory of its employees.' }), position: 'preferred', issue: false },
  },
  {
    id: 'nda-residuals-nothing-restricts', pattern: 'polarity', type: 'nda', check: 'nda.residuals',
    adverse: { text: nda({ extra: 'Nothing in this Agreement restricts the Recipient from using information retained in the unaided memory of its personnel.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: nda({ extra: 'Information retained in the unaided memory of the Recipient\'s personnel remains Confidential Information and subject to this Agreement.' }), position: 'preferred', issue: false },
  },
  {
    id: 'nda-non-compete-worldwide', pattern: 'polarity', type: 'nda', check: 'nda.non_compete',
    adverse: { text: nda({ extra: 'For five (5) years after the date of this Agreement, the Recipient shall not, anywhere in the world, directly or indirectly engage in any business that competes with the Discloser.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: nda({ extra: 'The Recipient shall not use the Discloser\'s Confidential Information to compete with the Discloser.' }), position: 'preferred', issue: false },
  },
  {
    id: 'nda-non-compete-neither-party', pattern: 'polarity', type: 'nda', check: 'nda.non_compete',
    adverse: { text: nda({ extra: 'During the term of this Agreement and for two (2) years thereafter, neither Party shall develop, market or sell any product that competes with the products of the other Party.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: nda({ extra: 'Nothing in this Agreement prevents either Party from developing, marketing or selling products that compete with the products of the other Party.' }), position: 'preferred', issue: false },
  },
  {
    id: 'nda-perpetual-confidentiality', pattern: 'position', type: 'nda', check: 'nda.term_length',
    adverse: { text: nda({ term: 'This Agreement continues for two (2) years from its date. The obligations of confidentiality in Section 2 shall survive in perpetuity.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: nda({ term: 'This Agreement continues for two (2) years from its date. The obligations in Section 2 survive for three (3) years after it ends, and in perpetuity for trade secrets for as long as they remain trade secrets.' }), position: 'preferred', issue: false },
  },
  {
    id: 'nda-perpetual-by-notwithstanding', pattern: 'override', type: 'nda', check: 'nda.term_length',
    adverse: { text: nda({ extra: 'Notwithstanding Section 5, the obligations of confidentiality in Section 2 shall survive indefinitely.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: nda({ extra: 'Notwithstanding Section 5, the obligations of confidentiality in Section 2 survive in perpetuity for trade secrets, for as long as they remain trade secrets.' }), position: 'preferred', issue: false },
  },
  {
    id: 'nda-confidentiality-fifteen-years', pattern: 'position', type: 'nda', check: 'nda.term_length',
    adverse: { text: nda({ term: 'The obligations of confidentiality in Section 2 shall survive for fifteen (15) years after termination of this Agreement.' }), position: 'unacceptable', issue: true },
    benign: { text: nda({ term: 'The obligations of confidentiality in Section 2 shall survive for five (5) years after termination of this Agreement.' }), position: 'preferred', issue: false },
  },
  {
    id: 'nda-governing-law-by-reference', pattern: 'reference', type: 'nda', check: 'nda.governing_law',
    adverse: { text: nda({ law: 'Each Party shall comply with all laws applicable to its performance of this Agreement.' }), outcome: 'not_mentioned', position: 'missing', issue: true },
    benign: { text: nda({ law: 'This Agreement is governed by the laws of the State specified on the Cover Page, without regard to its conflict of laws rules.' }), outcome: 'entailed', position: 'acceptable', issue: false },
  },
  {
    id: 'nda-governing-law-order-form-resolved', pattern: 'reference', type: 'nda', check: 'nda.governing_law',
    adverse: { text: nda({ law: 'The courts of competent jurisdiction may hear any dispute.' }), outcome: 'not_mentioned', position: 'missing', issue: true },
    benign: { text: `${nda({ law: 'This Agreement is governed by the law stated in the Order Form.' })}\nORDER FORM\nGoverning Law: Ontario\nJurisdiction: Toronto\n`, outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'nda-injunction-waived', pattern: 'polarity', type: 'nda', check: 'nda.injunctive_relief',
    adverse: { text: nda({ extra: 'Each Party waives any right to seek injunctive or other equitable relief for a breach of this Agreement.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: nda({ extra: 'Neither Party waives its right to seek injunctive or other equitable relief by accepting damages for a breach.' }), position: 'preferred', issue: false },
  },
  {
    id: 'nda-markdown-non-compete', pattern: 'markup', type: 'nda', check: 'nda.non_compete',
    adverse: { text: markdownNda('The <span class="defined">Recipient</span> shall not, for **three (3) years**, engage in any business that competes with the Discloser.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: markdownNda('The <span class="defined">Recipient</span> shall not use **Confidential Information** to compete with the Discloser.'), position: 'preferred', issue: false },
  },
  {
    id: 'nda-markdown-exclusions-disapplied', pattern: 'markup', type: 'nda', check: 'nda.standard_exclusions',
    adverse: { text: markdownNda('The exclusions in <span class="ref">Section 3</span> shall not apply.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: markdownNda('The exclusions in <span class="ref">Section 3</span> apply to both Parties.'), position: 'preferred', issue: false },
  },
  // ---------------- MSA ----------------
  {
    id: 'msa-indemnity-removed-notwithstanding', pattern: 'override', type: 'msa', check: 'msa.indemnification',
    adverse: { text: msa({ extra: 'Notwithstanding Section 6, Provider shall have no obligation to defend or indemnify Customer.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ extra: 'Notwithstanding Section 6, Customer shall have no obligation to indemnify Provider for claims arising from Provider\'s own modifications.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-indemnity-section-deleted', pattern: 'disapplied', type: 'msa', check: 'msa.indemnification',
    adverse: { text: msa({ extra: 'Section 6 (Indemnification) is deleted in its entirety.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ extra: 'Section 8 (Publicity) is deleted in its entirety.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-cap-one-sided-unlimited', pattern: 'position', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: { text: msa({ cap: 'Provider\'s aggregate liability arising out of this Agreement shall not exceed the fees paid in the twelve (12) months preceding the claim. Customer\'s liability under this Agreement is unlimited.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ cap: 'Each party\'s aggregate liability arising out of this Agreement shall not exceed the fees paid in the twelve (12) months preceding the claim. Liability for a party\'s indemnification obligations is unlimited.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-cap-provider-only', pattern: 'role', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: { text: msa({ cap: 'In no event shall Provider\'s total liability exceed the fees paid by Customer in the twelve (12) months preceding the claim.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ cap: 'In no event shall either party\'s total liability exceed the fees paid by Customer in the twelve (12) months preceding the claim.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-cap-one-month', pattern: 'position', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: { text: msa({ cap: 'Each party\'s aggregate liability shall not exceed the fees paid by Customer in the one (1) month preceding the claim.' }), outcome: 'entailed', position: 'unacceptable', issue: true },
    benign: { text: msa({ cap: 'Each party\'s aggregate liability shall not exceed the fees paid by Customer in the twelve (12) months preceding the claim.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-no-cap-at-all', pattern: 'position', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: { text: msa({ cap: 'Each party is liable for all losses caused by its breach of this Agreement.' }), outcome: 'not_mentioned', position: 'missing', issue: true },
    benign: { text: msa({ cap: 'Each party is liable for losses caused by its breach, but each party\'s total liability shall not exceed two times the annual fees.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-provider-terminates-at-will', pattern: 'role', type: 'msa', check: 'msa.termination_for_convenience',
    adverse: { text: msa({ termination: 'Provider may terminate this Agreement at any time for any reason on thirty (30) days\' notice.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ termination: 'Customer may terminate this Agreement at any time for any reason on thirty (30) days\' notice.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-customer-may-not-terminate', pattern: 'polarity', type: 'msa', check: 'msa.termination_for_convenience',
    adverse: { text: msa({ termination: 'Customer may not terminate this Agreement for convenience.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    // sixty days' notice is the playbook's own fallback (up to 90 days): acceptable, no issue
    benign: { text: msa({ termination: 'Either party may terminate this Agreement for convenience on sixty (60) days\' written notice.' }), outcome: 'entailed', position: 'acceptable', issue: false },
  },
  {
    id: 'msa-termination-notice-too-long', pattern: 'position', type: 'msa', check: 'msa.termination_for_convenience',
    adverse: { text: msa({ termination: 'Customer may terminate this Agreement for convenience on one hundred eighty (180) days\' written notice.' }), outcome: 'entailed', position: 'unacceptable', issue: true },
    benign: { text: msa({ termination: 'Customer may terminate this Agreement for convenience on thirty (30) days\' written notice at any time after the first one hundred eighty (180) days of the Term.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'consulting-termination-notice-in-months', pattern: 'position', type: 'consulting', check: 'consulting.termination_for_convenience',
    adverse: { text: consulting('Termination. Client may terminate this Agreement at any time on six (6) months\' written notice to Consultant.'), outcome: 'entailed', position: 'unacceptable', issue: true },
    benign: { text: consulting('Termination. Client may terminate this Agreement at any time on six (6) weeks\' written notice to Consultant.'), outcome: 'entailed', position: 'acceptable', issue: false },
  },
  {
    id: 'msa-free-assignment-across-a-line-break', pattern: 'layout', type: 'msa', check: 'msa.assignment',
    adverse: { text: msa({ extra: 'Provider may freely\n      assign this Agreement to any third party.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ extra: 'Provider may not\n      assign this Agreement to any third party.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-sole-liability-of-provider-only', pattern: 'role', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: { text: msa({ cap: 'PROVIDER\'S SOLE LIABILITY AND CUSTOMER\'S EXCLUSIVE REMEDY FOR ANY CLAIM SHALL BE LIMITED TO THE FEES PAID BY CUSTOMER IN THE PRIOR TWELVE (12) MONTHS.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ cap: 'EACH PARTY\'S SOLE LIABILITY AND THE OTHER PARTY\'S EXCLUSIVE REMEDY FOR ANY CLAIM SHALL BE LIMITED TO THE FEES PAID BY CUSTOMER IN THE PRIOR TWELVE (12) MONTHS.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-termination-right-disapplied', pattern: 'disapplied', type: 'msa', check: 'msa.termination_for_convenience',
    adverse: { text: msa({ extra: 'Section 7 shall not apply during the first three (3) years of this Agreement.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ extra: 'Section 8 shall not apply during the first three (3) years of this Agreement.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-termination-except-as-order-form', pattern: 'override', type: 'msa', check: 'msa.termination_for_convenience',
    adverse: { text: msa({ termination: 'Except as set out in the Order Form, Customer may terminate this Agreement for convenience on thirty (30) days\' notice.', extra: 'Customer may not terminate this Agreement for convenience during the Initial Term.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ termination: 'Except as set out in the Order Form, Customer may terminate this Agreement for convenience on thirty (30) days\' notice.', extra: 'Provider may not terminate this Agreement for convenience during the Initial Term.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-renewal-automatic-or-by-option', pattern: 'position', type: 'msa', check: 'msa.auto_renewal',
    adverse: { text: msaNoExit({ extra: 'This Agreement renews automatically for successive one-year terms.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msaNoExit({ extra: 'Customer shall have the option to extend this Agreement for successive one-year renewal terms by giving Provider written notice at least sixty (60) days before the end of the then-current term.' }), outcome: 'entailed', position: 'acceptable', issue: false },
  },
  {
    id: 'msa-renewal-words-in-definitions', pattern: 'position', type: 'msa', check: 'msa.auto_renewal',
    adverse: { text: msaNoExit({ extra: '"Calendar Quarter" means each successive period of three (3) consecutive calendar months. This Agreement shall be automatically renewed for successive periods of one (1) year.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msaNoExit({ extra: '"Calendar Quarter" means each successive period of three (3) consecutive calendar months. "Renewal Term" has the meaning given in the Order Form.' }), outcome: 'not_mentioned', position: 'preferred', issue: false },
  },
  {
    id: 'msa-payment-immediately', pattern: 'position', type: 'msa', check: 'msa.payment_terms',
    adverse: { text: msa().replace('Customer shall pay undisputed invoices within thirty (30) days after receipt.', 'Customer shall pay each invoice immediately upon receipt.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa().replace('Customer shall pay undisputed invoices within thirty (30) days after receipt.', 'Customer shall make all payments by wire transfer in immediately available funds to the account Provider designates.'), outcome: 'not_mentioned', position: 'acceptable', issue: false },
  },
  {
    id: 'msa-renewal-stoppable-by-notice', pattern: 'position', type: 'msa', check: 'msa.auto_renewal',
    adverse: { text: msaNoExit({ extra: 'This Agreement shall be automatically renewed for successive one-year periods, unless terminated for cause under Section 7.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msaNoExit({ extra: 'This Agreement shall be automatically renewed for successive one-year periods, unless terminated by either party on sixty (60) days\' written notice before the end of the then-current period.' }), outcome: 'entailed', position: 'acceptable', issue: false },
  },
  {
    id: 'msa-payment-fifteen-days-is-the-fallback', pattern: 'position', type: 'msa', check: 'msa.payment_terms',
    adverse: { text: msa().replace('Customer shall pay undisputed invoices within thirty (30) days after receipt.', 'Customer shall pay each invoice within seven (7) days of its date.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa().replace('Customer shall pay undisputed invoices within thirty (30) days after receipt.', 'Customer shall pay each invoice within fifteen (15) days of its date.'), position: 'acceptable', issue: false },
  },
  {
    id: 'msa-assignment-free-or-to-a-successor', pattern: 'override', type: 'msa', check: 'msa.assignment',
    adverse: { text: msa({ extra: 'Notwithstanding Section 10, Provider may freely assign this Agreement and its obligations hereunder to any third party.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ extra: 'Notwithstanding Section 10, either party may assign this Agreement without consent to a successor to all or substantially all of its business.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-renewal-notice-too-long', pattern: 'position', type: 'msa', check: 'msa.auto_renewal',
    adverse: { text: msaNoExit({ extra: 'This Agreement renews automatically for successive one-year terms unless either party gives written notice of non-renewal at least six (6) months before the end of the then-current term.' }), outcome: 'entailed', position: 'unacceptable', issue: true },
    benign: { text: msaNoExit({ extra: 'This Agreement renews automatically for successive one-year terms unless either party gives written notice of non-renewal at least sixty (60) days before the end of the then-current term.' }), outcome: 'entailed', position: 'acceptable', issue: false },
  },
  // ---------------- SaaS ----------------
  {
    id: 'saas-cap-one-month-of-fees', pattern: 'position', type: 'saas', check: 'saas.limitation_of_liability',
    adverse: { text: msa({ title: 'SAAS SUBSCRIPTION AGREEMENT', cap: 'The total liability of each party shall be limited to one month of fees.' }), outcome: 'entailed', position: 'unacceptable', issue: true },
    benign: { text: msa({ title: 'SAAS SUBSCRIPTION AGREEMENT', cap: 'The total liability of each party shall be limited to twelve months of fees.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'saas-provider-terminates-without-cause', pattern: 'role', type: 'saas', check: 'saas.termination_for_convenience',
    adverse: { text: msa({ title: 'SAAS SUBSCRIPTION AGREEMENT', termination: 'Northwind may terminate the subscription without cause at any time.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ title: 'SAAS SUBSCRIPTION AGREEMENT', termination: 'Contoso may terminate the subscription without cause at any time.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'saas-customer-data-any-purpose', pattern: 'polarity', type: 'saas', check: 'saas.data_protection',
    adverse: { text: msa({ title: 'SAAS SUBSCRIPTION AGREEMENT', extra: 'Provider may use Customer Data for any purpose, including to train and improve its products.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ title: 'SAAS SUBSCRIPTION AGREEMENT', extra: 'Provider may use Customer Data only to provide the Service, and shall protect it with industry-standard security measures.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'saas-price-increase-discretion', pattern: 'position', type: 'saas', check: 'saas.price_increases',
    adverse: { text: msa({ title: 'SAAS SUBSCRIPTION AGREEMENT', extra: 'Provider may increase the fees at any time in its sole discretion.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ title: 'SAAS SUBSCRIPTION AGREEMENT', extra: 'Provider may increase the fees on renewal by no more than five percent (5%).' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'saas-price-change-or-exchange-rate', pattern: 'position', type: 'saas', check: 'saas.price_increases',
    adverse: { text: msa({ title: 'SAAS SUBSCRIPTION AGREEMENT', extra: 'Provider may change its fees on thirty (30) days\' notice.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ title: 'SAAS SUBSCRIPTION AGREEMENT', extra: 'Fees invoiced in euros are converted to US dollars at the exchange rate published on the invoice date. The costs of any changes Customer requests to a Statement of Work are added to the fees.' }), outcome: 'not_mentioned', position: 'acceptable', issue: false },
  },
  {
    id: 'saas-price-increase-on-notice-with-exit', pattern: 'position', type: 'saas', check: 'saas.price_increases',
    adverse: { text: msa({ title: 'SAAS SUBSCRIPTION AGREEMENT', extra: 'Provider may increase the fees for a renewal term on ninety (90) days\' written notice.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ title: 'SAAS SUBSCRIPTION AGREEMENT', extra: 'Provider may increase the fees for a renewal term on ninety (90) days\' written notice, and Customer may terminate this Agreement before the increase takes effect.' }), position: 'acceptable', issue: false },
  },
  {
    id: 'saas-indemnity-subject-to-order-form', pattern: 'override', type: 'saas', check: 'saas.indemnification',
    adverse: { text: msa({ title: 'SAAS SUBSCRIPTION AGREEMENT', extra: 'Provider\'s indemnification obligations under Section 6 shall not apply to the Service.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ title: 'SAAS SUBSCRIPTION AGREEMENT', extra: 'Customer\'s indemnification obligations shall not apply to claims caused by the Service.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  // ---------------- Licence ----------------
  {
    id: 'license-improvements-assigned', pattern: 'position', type: 'license', check: 'license.improvements',
    adverse: { text: license('Improvements. Licensee hereby assigns to Licensor all right, title and interest in any improvements or modifications Licensee makes to the Licensed Software.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: license('Improvements. Licensee shall own all improvements and modifications it makes to the Licensed Software, and Licensor retains ownership of the Licensed Software itself.'), position: 'preferred', issue: false },
  },
  {
    id: 'license-change-of-control', pattern: 'role', type: 'license', check: 'license.change_of_control',
    adverse: { text: license('Change of Control. Licensor may terminate this Agreement upon a change of control of Licensee.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: license('Change of Control. A change of control of Licensee shall not require Licensor\'s consent and shall not give Licensor a right to terminate this Agreement.'), position: 'preferred', issue: false },
  },
  {
    id: 'license-exclusivity-on-licensee', pattern: 'polarity', type: 'license', check: 'license.exclusivity',
    adverse: { text: license('Exclusivity. During the Term, Licensee shall not license, use or distribute any product that competes with the Licensed Software.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: license('Exclusivity. Licensor shall not grant any other licence of the Licensed Software in the Territory, and nothing in this Agreement prevents Licensee from using products that compete with it.'), position: 'preferred', issue: false },
  },
  {
    id: 'license-licensor-terminates-at-will', pattern: 'role', type: 'license', check: 'license.termination_for_convenience',
    adverse: { text: license('Termination. Licensor may terminate this Agreement at any time without cause on ten (10) days\' notice.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: license('Termination. Licensee may terminate this Agreement at any time without cause on thirty (30) days\' notice.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'license-change-of-control-free-or-needing-consent', pattern: 'polarity', type: 'license', check: 'license.change_of_control',
    adverse: { text: license('Change of Control. A merger or a sale of all or substantially all of the stock of Licensee shall be deemed an assignment requiring Licensor\'s prior written consent, regardless of whether Licensee is the surviving entity.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: license('Change of Control. No consent of Licensor is required for an assignment to a successor in a merger, change of control or sale of all or substantially all of Licensee\'s assets.'), position: 'preferred', issue: false },
  },
  {
    id: 'license-audit-words-that-grant-no-audit', pattern: 'position', type: 'license', check: 'license.royalties_audit',
    adverse: { text: license('Audit. Licensor may audit Licensee\'s books and records relating to royalties at any time without notice. Licensee shall deliver its audited financial statements to Licensor each year.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: license('Reports. Licensee shall deliver its audited financial statements to Licensor each year, and may share Confidential Information with its auditors, attorneys and advisers.'), outcome: 'not_mentioned', position: 'preferred', issue: false },
  },
  {
    id: 'license-audit-cost-shifts-on-underpayment', pattern: 'position', type: 'license', check: 'license.royalties_audit',
    adverse: { text: license('Audit. Licensor may audit Licensee\'s records relating to royalties whenever it wishes, and Licensee shall bear the cost of every audit.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: license('Audit. Licensor may audit Licensee\'s records relating to royalties. The cost of the audit shall be borne by Licensor unless it reveals an underpayment of more than five percent (5%).'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'license-audit-without-notice', pattern: 'position', type: 'license', check: 'license.royalties_audit',
    adverse: { text: license('Audit. Licensor may audit Licensee\'s books and records at any time without notice.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: license('Audit. Licensor may audit Licensee\'s records relating to the fees no more than once in any twelve (12) month period, on thirty (30) days\' written notice, during normal business hours.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'license-indemnity-not-required', pattern: 'override', type: 'license', check: 'license.indemnification',
    adverse: { text: license('Special Conditions. Notwithstanding anything to the contrary, Licensor shall not be required to defend or indemnify Licensee against any claim.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: license('Special Conditions. Notwithstanding anything to the contrary, Licensee shall not be required to indemnify Licensor for claims arising from Licensor\'s own negligence.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  // ---------------- DPA ----------------
  {
    id: 'dpa-sub-processors-without-consent', pattern: 'polarity', type: 'dpa', check: 'dpa.sub_processors',
    adverse: { text: dpa('Notwithstanding Section 4, Processor may engage sub-processors at its discretion without notice to or consent of Controller.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: dpa('Processor shall not engage or replace any sub-processor without notice to and the consent of Controller.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'dpa-breach-notice-too-late', pattern: 'position', type: 'dpa', check: 'dpa.breach_notification',
    adverse: { text: dpa('Section 6 is replaced as follows: Processor shall notify Controller of a Personal Data Breach within ten (10) business days.').replace('without undue delay and in any event within forty-eight (48) hours', 'within ten (10) business days'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: dpa('Processor shall notify Controller of any security breach affecting Personal Data within twenty-four (24) hours of becoming aware of it.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'dpa-own-purposes', pattern: 'polarity', type: 'dpa', check: 'dpa.instructions',
    adverse: { text: dpa('Processor may process Personal Data for its own purposes, including product analytics.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: dpa('Processor may not process Personal Data for its own purposes, including product analytics.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'dpa-no-audit', pattern: 'polarity', type: 'dpa', check: 'dpa.audits',
    adverse: { text: dpa('Controller shall have no right to audit or inspect Processor\'s facilities, and Section 8 shall not apply.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: dpa('Controller shall give Processor thirty (30) days\' notice of any audit or inspection under Section 8.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'dpa-retention-after-end', pattern: 'polarity', type: 'dpa', check: 'dpa.deletion_return',
    adverse: { text: dpa('Processor may retain Personal Data indefinitely after termination for its own purposes.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: dpa('Processor may not retain Personal Data after termination, except where Union law requires storage.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  // ---------------- Employment ----------------
  {
    id: 'employment-non-compete-three-years', pattern: 'position', type: 'employment', check: 'employment.non_compete',
    adverse: { text: employment('For thirty-six (36) months after the employment ends, the Employee shall not engage in any business that competes with the Company.'), outcome: 'entailed', position: 'unacceptable', issue: true },
    benign: { text: employment('For six (6) months after the employment ends, the Employee shall not engage in any business that competes with the Company in the states where the Employee worked.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'employment-employee-keeps-ip', pattern: 'polarity', type: 'employment', check: 'employment.ip_assignment',
    adverse: { text: employment('Notwithstanding Section 4, the Employee shall retain all intellectual property in inventions created during employment.').replace('4. Inventions. The Employee hereby assigns to the Company all inventions and work product created in the course of employment.', '4. Inventions. Inventions are dealt with in Section 7.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: employment('The Employee shall retain ownership of inventions made entirely on the Employee\'s own time without the Company\'s equipment, as permitted by law.'), position: 'preferred', issue: false },
  },
  {
    id: 'employment-ip-assigned-to-employer-by-name', pattern: 'role', type: 'employment', check: 'employment.ip_assignment',
    adverse: { text: employerByName('Inventions. The Employee shall own all inventions created during the employment.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: employerByName('Inventions. The Employee hereby assigns to Solace all inventions and work product created in the course of the employment.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  // ---------------- Lease ----------------
  {
    id: 'lease-landlord-terminates-at-will', pattern: 'role', type: 'lease', check: 'lease.termination_for_convenience',
    adverse: { text: lease('Landlord may terminate this Lease at any time for any reason on thirty (30) days\' notice.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: lease('Tenant may terminate this Lease at any time for any reason on ninety (90) days\' notice.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'lease-rent-increase-discretion', pattern: 'position', type: 'lease', check: 'lease.rent_increases',
    adverse: { text: lease('Landlord may increase the rent at any time in its sole discretion.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: lease('The rent shall increase on each anniversary of the commencement date by the lesser of CPI and three percent (3%).'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'lease-deposit-non-refundable', pattern: 'polarity', type: 'lease', check: 'lease.deposit',
    adverse: { text: lease('Tenant shall pay a security deposit of $16,000, which is non-refundable.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: lease('Tenant shall pay a security deposit of $16,000, which Landlord shall return within thirty (30) days after the end of the term.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  // ---------------- Parties known by their own names: sides read from the recitals and the counterparty ----------------
  {
    id: 'supply-cap-protects-named-supplier-only', pattern: 'role', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: { text: supply({ cap: 'In no event will the aggregate liability incurred by Halvorsen under this Agreement exceed the amounts paid to Halvorsen for the Products giving rise to the claim.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: supply({ cap: 'In no event will the aggregate liability incurred by either party under this Agreement exceed the amounts paid to Halvorsen for the Products giving rise to the claim.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'supply-named-supplier-cap-against-role-buyer', pattern: 'role', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: { text: supply({ buyerDefinedAs: 'Distributor', cap: 'Halvorsen\'s entire liability for any damages from any cause whatsoever shall in no event exceed the price paid for the Products out of which the claim arose.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: supply({ buyerDefinedAs: 'Distributor', cap: 'Each party\'s entire liability for any damages from any cause whatsoever shall in no event exceed the price paid for the Products out of which the claim arose.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'supply-indemnity-given-by-named-distributor', pattern: 'role', type: 'msa', check: 'msa.indemnification',
    adverse: { text: supply({ indemnity: 'Brightwater agrees to defend, indemnify and hold harmless Halvorsen against any third-party claim arising from Brightwater\'s marketing of the Products, including claims that its promotional materials infringe any intellectual property right.' }), outcome: 'not_mentioned', position: 'missing', issue: true },
    benign: { text: supply({ indemnity: 'Halvorsen agrees to defend, indemnify and hold harmless Brightwater against any third-party claim alleging that the Products infringe any intellectual property right.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  // ---------------- Services / consulting ----------------
  {
    id: 'services-as-is', pattern: 'polarity', type: 'services', check: 'services.services_warranty',
    adverse: { text: services('Warranty. THE SERVICES ARE PROVIDED "AS IS" AND PROVIDER DISCLAIMS ALL WARRANTIES.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: services('Warranty. Provider warrants that the Services will be performed in a professional and workmanlike manner; Provider disclaims all other warranties, express or implied.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'services-disclaimer-beside-an-express-warranty', pattern: 'override', type: 'services', check: 'services.services_warranty',
    adverse: { text: services('Warranty. Provider warrants that the Services will be performed in a professional and workmanlike manner.\n\n8. Disclaimer. Notwithstanding Section 7, PROVIDER MAKES NO WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, AS TO THE SERVICES.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: services('Warranty. Provider warrants that the Services will be performed in a professional and workmanlike manner.\n\n8. Disclaimer. EXCEPT AS EXPRESSLY SET FORTH IN SECTION 7, PROVIDER MAKES NO WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, AS TO THE SERVICES, AND DISCLAIMS ALL WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'services-deemed-accepted', pattern: 'override', type: 'services', check: 'services.acceptance',
    adverse: { text: services('Delivery. Notwithstanding Section 3, each deliverable shall be deemed accepted upon delivery.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    // (deemed acceptance after fifteen business days is the playbook's fallback word for word: acceptable since tiers28)
    benign: { text: services('Delivery. A deliverable shall be deemed accepted only if Customer does not reject it within fifteen (15) business days after delivery.'), outcome: 'entailed', position: 'acceptable', issue: false },
  },
  {
    id: 'consulting-consultant-terminates-at-will', pattern: 'role', type: 'consulting', check: 'consulting.termination_for_convenience',
    adverse: { text: consulting('Termination. Consultant may terminate this Agreement at any time without cause.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: consulting('Termination. Client may terminate this Agreement at any time without cause.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  // ---------------- third round (issue 11): rules read from TEST2 and checked on CUAD, twins of our own ----------------
  {
    id: 'services-performance-standard-without-the-word-warrant', pattern: 'polarity', type: 'services', check: 'services.services_warranty',
    adverse: { text: services('Scheduling. Provider shall perform the Services at the times Customer reasonably requests.'), outcome: 'not_mentioned', position: 'missing', issue: true },
    benign: { text: services('Standard of Performance. Provider shall perform the Services in a good and workmanlike manner in accordance with industry standards.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'consulting-insurance-is-the-clients', pattern: 'role', type: 'consulting', check: 'consulting.insurance',
    adverse: { text: consultingUninsured('Benefits. Consultant shall not be eligible to participate in any benefit plans or insurance coverage provided by Client, and Consultant shall be an additional insured under Client\'s general liability insurance.'), outcome: 'not_mentioned', position: 'missing', issue: true },
    benign: { text: consultingUninsured('Insurance. Consultant shall maintain general liability insurance of at least $1,000,000 and shall name Client as an additional insured.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'license-change-of-control-consent-waived-in-a-lead-in', pattern: 'polarity', type: 'license', check: 'license.change_of_control',
    adverse: { text: license('Change of Control. Licensor\'s prior written consent is required for any Change of Control of Licensee, and in that event: (a) the successor shall assume all obligations of Licensee; and (b) the licence shall not extend to affiliates of the successor after the Change of Control.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: license('Change of Control. No such consent of Licensor is required in the event of a Change of Control of Licensee, so long as: (a) the successor assumes all obligations of Licensee; and (b) the licence shall not extend to affiliates of the successor after the Change of Control.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'supply-cap-held-by-a-chain-of-possessives', pattern: 'role', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: { text: supply({ cap: 'IN NO EVENT SHALL HALVORSEN\'S OR ITS LICENSORS\' LIABILITY ARISING OUT OF THIS AGREEMENT EXCEED THE AMOUNTS RECEIVED BY HALVORSEN IN THE TWELVE (12) MONTHS BEFORE THE CLAIM.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: supply({ cap: 'IN NO EVENT SHALL EITHER PARTY\'S OR ITS LICENSORS\' LIABILITY ARISING OUT OF THIS AGREEMENT EXCEED THE AMOUNTS PAID AND PAYABLE IN THE TWELVE (12) MONTHS BEFORE THE CLAIM.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'consulting-termination-by-notice-of-termination', pattern: 'role', type: 'consulting', check: 'consulting.termination_for_convenience',
    adverse: { text: consulting('Termination. This Agreement shall terminate upon any of the following events: (a) the death of Consultant; or (b) sixty (60) days after Consultant gives Client written notice of termination for any or no reason.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: consulting('Termination. This Agreement shall terminate upon any of the following events: (a) the death of Consultant; or (b) sixty (60) days after Client gives Consultant written notice of termination for any or no reason.'), outcome: 'entailed', position: 'acceptable', issue: false },
  },
  {
    id: 'license-audit-limited-by-notice-alone', pattern: 'position', type: 'license', check: 'license.royalties_audit',
    adverse: { text: license('Audit. Licensor may, upon reasonable notice, inspect all of Licensee\'s books and records.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: license('Audit. Licensor may, upon reasonable notice and during normal business hours, inspect Licensee\'s books and records no more than once a year.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'services-law-by-a-list-of-verbs', pattern: 'reference', type: 'services', check: 'services.governing_law',
    adverse: { text: servicesNoLaw('Disputes. Any dispute shall be heard by the courts of the place where the claimant has its seat.'), outcome: 'not_mentioned', position: 'missing', issue: true },
    benign: { text: servicesNoLaw('Applicable Law. This Agreement shall be interpreted, construed and enforced according to the laws of the State of Texas.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'supply-indemnity-under-a-double-numbered-heading', pattern: 'role', type: 'msa', check: 'msa.indemnification',
    adverse: { text: supplyIndemnityHeaded('Brightwater', 'Brightwater shall defend, indemnify and hold harmless Halvorsen against any third-party claim arising from Brightwater\'s resale of the Products.'), outcome: 'not_mentioned', position: 'missing', issue: true },
    benign: { text: supplyIndemnityHeaded('Halvorsen', 'Halvorsen shall defend, indemnify and hold harmless Brightwater against any third-party claim alleging that the Products infringe any intellectual property right.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'license-assignment-on-notice-alone', pattern: 'polarity', type: 'license', check: 'license.assignment',
    adverse: { text: license('Assignment. 9.1 Licensor shall have the right to assign this Agreement, subject only to prior written notice to Licensee.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: license('Assignment. 9.1 Licensor may not assign this Agreement without the prior written consent of Licensee, which it shall request by prior written notice.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-renewal-ended-by-termination-on-notice', pattern: 'role', type: 'msa', check: 'msa.auto_renewal',
    adverse: { text: msa({ extra: 'This Agreement renews automatically for successive one-year terms.', termination: 'Provider may terminate this Agreement for convenience on thirty (30) days\' written notice.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ extra: 'This Agreement renews automatically for successive one-year terms.', termination: 'Customer may terminate this Agreement for convenience on thirty (30) days\' written notice.' }), outcome: 'entailed', position: 'acceptable', issue: false },
  },
  {
    id: 'msa-termination-at-any-time-on-a-condition', pattern: 'polarity', type: 'msa', check: 'msa.termination_for_convenience',
    adverse: { text: msa({ termination: 'Customer may terminate this Agreement at any time in the event that Provider fails to meet the service levels for three consecutive months.' }), outcome: 'not_mentioned', position: 'missing', issue: true },
    benign: { text: msa({ termination: 'Customer may terminate this Agreement at any time on thirty (30) days\' written notice.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'consulting-termination-without-cause-as-a-listed-ground', pattern: 'role', type: 'consulting', check: 'consulting.termination_for_convenience',
    adverse: { text: consulting('Termination. Consultant may terminate this Agreement upon any of the following: (a) Client fails to pay an invoice within thirty (30) days of its due date; or (b) without cause on seven (7) days\' prior written notice.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: consulting('Termination. Client may terminate this Agreement upon any of the following: (a) Consultant fails to deliver a deliverable within thirty (30) days of its due date; or (b) without cause on seven (7) days\' prior written notice.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'license-exclusive-right-to-exercise-the-grant', pattern: 'role', type: 'license', check: 'license.exclusivity',
    adverse: { text: license('Exclusivity. During the Term, Licensee shall exclusively use the Licensed Software and shall not use any product that competes with it.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: license('Exclusivity. During the Term, Licensor agrees that Licensee has the exclusive right to exercise the rights granted to it under this Agreement in the Territory.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-termination-under-a-heading-with-a-colon', pattern: 'role', type: 'msa', check: 'msa.termination_for_convenience',
    adverse: { text: msa({ termination: 'TERMINATION: Provider shall have the right to terminate this Agreement with thirty (30) days written notice, for any reason whatsoever.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ termination: 'TERMINATION: either party shall have the right to terminate this Agreement with thirty (30) days written notice, for any reason whatsoever.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-termination-at-any-time-for-breach', pattern: 'polarity', type: 'msa', check: 'msa.termination_for_convenience',
    adverse: { text: msa({ termination: 'Customer shall have the right to terminate this Agreement at any time for an uncured material breach by Provider.' }), outcome: 'not_mentioned', position: 'missing', issue: true },
    benign: { text: msa({ termination: 'Customer shall have the right to terminate this Agreement at any time for any reason on thirty (30) days\' written notice.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  // ---------------- fourth round (issue 11): rules read from TEST3 and checked on CUAD, twins of our own ----------------
  {
    id: 'msa-cap-on-a-named-party-whose-side-is-unknown', pattern: 'role', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: { text: coMarketing('In no event shall Kestrel\'s aggregate liability under this Agreement exceed fifty thousand dollars ($50,000).'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: coMarketing('In no event shall the aggregate liability of Kestrel or of Marlowe under this Agreement exceed fifty thousand dollars ($50,000).'), outcome: 'entailed', issue: false, position: 'preferred' },
  },
  {
    id: 'msa-cap-phrased-will-not-exceed', pattern: 'position', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: { text: msa({ cap: 'PROVIDER\'S LIABILITY ARISING OUT OF THIS AGREEMENT WILL NOT EXCEED ONE THOUSAND DOLLARS ($1,000).' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ cap: 'EACH PARTY\'S LIABILITY ARISING OUT OF THIS AGREEMENT WILL NOT EXCEED THE FEES PAID OR PAYABLE IN THE TWELVE (12) MONTHS PRECEDING THE CLAIM.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-payment-immediately-is-not-notice-given-immediately', pattern: 'polarity', type: 'msa', check: 'msa.payment_terms',
    adverse: { text: msaFees('Customer shall pay each invoice immediately upon receipt.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msaFees('Customer shall pay the fees set out in each Statement of Work. If either party cannot perform this Agreement because of force majeure (other than payment obligations already accrued), the affected party shall immediately notify the other party.'), outcome: 'not_mentioned', position: 'acceptable', issue: false },
  },
  {
    id: 'services-confidentiality-of-the-agreements-terms-only', pattern: 'position', type: 'services', check: 'services.confidentiality',
    adverse: { text: services('Confidentiality. The parties shall keep the terms and conditions of this Agreement confidential and shall not disclose them to any third party.'), outcome: 'entailed', position: 'unacceptable', issue: true },
    benign: { text: services('Confidentiality. Each party shall keep the terms of this Agreement and the other party\'s Confidential Information confidential and shall not disclose them to any third party.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'consulting-intellectual-property-only-defined', pattern: 'polarity', type: 'consulting', check: 'consulting.ip_ownership',
    adverse: { text: consulting('Definitions. The term Intellectual Property includes the following: (i) patents and inventions; (ii) copyrights and works of authorship; and (iii) all other intellectual property owned or licensed by Client.'), outcome: 'not_mentioned', position: 'missing', issue: true },
    benign: { text: consulting('Definitions. The term Intellectual Property includes the following: (i) patents and inventions; (ii) copyrights and works of authorship; and (iii) all other intellectual property owned or licensed by Client. Consultant hereby assigns to Client all Intellectual Property in the deliverables.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-termination-on-notice-as-a-listed-ground', pattern: 'role', type: 'msa', check: 'msa.termination_for_convenience',
    adverse: { text: msa({ termination: 'Provider shall have the right (but not the obligation) to terminate this Agreement if:\n\n(a) Customer fails to pay any invoice within sixty (60) days of its due date; or\n\n(b) Upon Provider giving Customer at least thirty (30) days\' advance written notice of termination of this Agreement.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: msa({ termination: 'Customer shall have the right (but not the obligation) to terminate this Agreement if:\n\n(a) Provider fails to meet the service levels for three consecutive months; or\n\n(b) Upon Customer giving Provider at least thirty (30) days\' advance written notice of termination of this Agreement.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-governing-law-carried-by-the-master-agreement', pattern: 'reference', type: 'msa', check: 'msa.governing_law',
    adverse: { text: supplyOrder('Delivery. Supplier shall deliver the Products to Customer\'s warehouse in Denver, Colorado, which Customer occupies pursuant to a Master Lease Agreement that governs all of its sites.'), outcome: 'not_mentioned', position: 'missing', issue: true },
    benign: { text: supplyOrder('Master Agreement. This Supply Order is subject to the terms and conditions of the Master Supply Agreement between the parties dated 1 March 2025, which shall prevail in case of conflict.'), outcome: 'not_mentioned', position: 'acceptable', issue: false },
  },
  // ---- judge9 (issue 11): a nominal sum as the cap; a cap worded as liability refused beyond the fees ----
  {
    id: 'msa-cap-nominal-sum-for-both', pattern: 'position', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: { text: msa({ cap: 'EACH PARTY\'S TOTAL LIABILITY ARISING OUT OF THIS AGREEMENT SHALL NOT EXCEED FIFTY EUROS (EUR 50).' }), outcome: 'entailed', position: 'unacceptable', issue: true },
    benign: { text: msa({ cap: 'EACH PARTY\'S TOTAL LIABILITY ARISING OUT OF THIS AGREEMENT SHALL NOT EXCEED FIVE HUNDRED THOUSAND EUROS (EUR 500,000).' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 'msa-cap-worded-not-liable-beyond-fees', pattern: 'position', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: { text: msa({ cap: 'Neither party shall be liable for any damages exceeding the fees paid in the one (1) month preceding the claim.' }), outcome: 'entailed', position: 'unacceptable', issue: true },
    benign: { text: msa({ cap: 'Neither party shall be liable for any damages exceeding the fees paid in the twelve (12) months preceding the claim.' }), outcome: 'entailed', position: 'preferred', issue: false },
  },
];
