/**
 * Position twins: two versions of one clause that both have the term the check looks for, so the outcome is the
 * same, but a lawyer places them at different positions of the playbook (preferred against the fallback, the
 * fallback against beyond it). Written for this package, not taken from any contract.
 */
import type { CheckOutcome, DocumentType, Position } from '../../src/index.js';
import { consulting, license, msa, services } from './contracts.js';

export interface PositionTwin {
  id: string;
  type: DocumentType;
  check: string;
  /** the same clause, one version per expected position */
  versions: { text: string; outcome: CheckOutcome; position: Position; issue: boolean }[];
}

export const POSITION_TWINS: PositionTwin[] = [
  {
    id: 'indemnity-only-for-negligent-injury',
    type: 'msa',
    check: 'msa.indemnification',
    versions: [
      { text: msa({ indemnity: 'Provider shall defend and indemnify Customer against third-party claims for bodily injury, death or damage to tangible property caused by the negligence of Provider or its personnel.' }), outcome: 'entailed', position: 'acceptable', issue: false },
      { text: msa({ indemnity: 'Provider shall defend and indemnify Customer against third-party claims that the Services infringe any intellectual property right, and against claims for bodily injury caused by the negligence of Provider or its personnel.' }), outcome: 'entailed', position: 'preferred', issue: false },
    ],
  },
  {
    id: 'indemnity-only-for-breach-of-warranties',
    type: 'msa',
    check: 'msa.indemnification',
    versions: [
      { text: msa({ indemnity: 'Provider agrees to indemnify and hold harmless Customer from any losses resulting from a breach of its representations and warranties under this Agreement.' }), outcome: 'entailed', position: 'acceptable', issue: false },
      { text: msa({ indemnity: 'Provider agrees to indemnify and hold harmless Customer from any and all claims arising out of the Services, including claims resulting from a breach of its representations and warranties under this Agreement.' }), outcome: 'entailed', position: 'preferred', issue: false },
    ],
  },
  {
    id: 'indemnity-with-a-negligence-carve-out-is-not-narrow',
    type: 'services',
    check: 'services.indemnification',
    versions: [
      { text: services('Indemnity. Provider shall indemnify Customer against any and all losses arising out of Provider\'s gross negligence or wilful misconduct.'), outcome: 'entailed', position: 'acceptable', issue: false },
      { text: services('Indemnity. Provider shall indemnify Customer against any and all losses arising out of this Agreement, other than as a consequence of the gross negligence or wilful misconduct of Customer.'), outcome: 'entailed', position: 'preferred', issue: false },
    ],
  },
  {
    id: 'indemnity-naming-patents-and-copyrights',
    type: 'msa',
    check: 'msa.indemnification',
    versions: [
      { text: msa({ indemnity: 'Provider shall defend Customer against any suit alleging that the Software violates a patent or copyright, and against any claim for damage to property caused by the negligence of Provider.' }), outcome: 'entailed', position: 'preferred', issue: false },
      { text: msa({ indemnity: 'Provider shall defend Customer against any suit for damage to property caused by the negligence of Provider.' }), outcome: 'entailed', position: 'acceptable', issue: false },
    ],
  },
  {
    id: 'renewal-conditional-on-the-customer',
    type: 'msa',
    check: 'msa.auto_renewal',
    versions: [
      { text: msa({ termination: 'Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty (30) days of notice.', extra: 'Provided that Customer purchases at least $50,000.00 of Services during the initial term, this Agreement will automatically renew for one further year.' }), outcome: 'entailed', position: 'acceptable', issue: false },
      { text: msa({ termination: 'Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty (30) days of notice.', extra: 'Whether or not Customer purchases any Services during the initial term, this Agreement will automatically renew for one further year.' }), outcome: 'contradicted', position: 'unacceptable', issue: true },
    ],
  },
  {
    id: 'termination-notice-tiers',
    type: 'msa',
    check: 'msa.termination_for_convenience',
    versions: [
      { text: msa({ termination: 'Either party may terminate this Agreement at any time by giving ninety (90) days\' prior written notice to the other.' }), outcome: 'entailed', position: 'acceptable', issue: false },
      { text: msa({ termination: 'Either party may terminate this Agreement at any time by giving thirty (30) days\' prior written notice to the other.' }), outcome: 'entailed', position: 'preferred', issue: false },
      { text: msa({ termination: 'Either party may terminate this Agreement at any time by giving one hundred twenty (120) days\' prior written notice to the other.' }), outcome: 'entailed', position: 'unacceptable', issue: true },
    ],
  },
  {
    id: 'termination-notice-in-the-list-items',
    type: 'consulting',
    check: 'consulting.termination_for_convenience',
    versions: [
      { text: consulting('Termination. This Agreement may be terminated at any time as follows: (a) by the Client on three (3) months\' prior notice; or (b) by either party on thirty (30) days\' notice of an uncured material breach.'), outcome: 'entailed', position: 'acceptable', issue: false },
      { text: consulting('Termination. This Agreement may be terminated at any time as follows: (a) by the Client on two (2) weeks\' prior notice; or (b) by either party on thirty (30) days\' notice of an uncured material breach.'), outcome: 'entailed', position: 'preferred', issue: false },
    ],
  },
  {
    id: 'ownership-acknowledged-to-the-other-side',
    type: 'services',
    check: 'services.ip_ownership',
    versions: [
      { text: services('Ownership. Provider acknowledges that Customer owns all Proprietary Rights in the deliverables.'), outcome: 'entailed', position: 'preferred', issue: false },
      { text: services('Ownership. Customer acknowledges that Provider owns all Proprietary Rights in the deliverables, and Provider grants Customer a perpetual licence to use them.'), outcome: 'contradicted', position: 'acceptable', issue: false },
    ],
  },
  {
    id: 'renewal-unless-terminated-on-notice',
    type: 'msa',
    check: 'msa.termination_for_convenience',
    versions: [
      { text: msa({ termination: 'This Agreement renews automatically for one-year periods, unless terminated by either party upon sixty (60) days\' written notice to the other.' }), outcome: 'entailed', position: 'acceptable', issue: false },
      { text: msa({ termination: 'This Agreement renews automatically for one-year periods, unless terminated by either party upon sixty (60) days\' written notice before the end of the then-current period.' }), outcome: 'not_mentioned', position: 'missing', issue: true },
    ],
  },
  {
    id: 'audit-at-reasonable-times-or-on-notice-alone',
    type: 'license',
    check: 'license.royalties_audit',
    versions: [
      // (judge round 13b: reasonable times or business hours alone, with no notice, frequency or cost rule, are no limit, as
      // TEST9_MORE's lawyer read "during normal business hours" alone: test/judge13b.test.ts; the limited version carries a frequency)
      { text: license('Grant.', 'Audit. Licensor may inspect Licensee\'s books and records relating to the fees at all reasonable times, and no more than once in any calendar year.'), outcome: 'entailed', position: 'preferred', issue: false },
      { text: license('Grant.', 'Audit. Licensor may, on ten (10) days\' written notice, inspect Licensee\'s books and records relating to the fees.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    ],
  },
  // ---------------- fourth round (issue 11): read from TEST3, twins of our own ----------------
  {
    id: 'licence-change-of-control-defined-as-an-acquisition-by-a-competitor',
    type: 'license',
    check: 'license.change_of_control',
    versions: [
      { text: license('Definitions. "Change of Control" means any transaction by which a third party acquires more than half of the voting shares of Licensee.', 'Change of Control. Licensor may terminate this Agreement on written notice upon a Change of Control of Licensee.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
      { text: license('Definitions. "Change of Control" means any transaction by which a competitor of Licensor acquires more than half of the voting shares of Licensee.', 'Change of Control. Licensor may terminate this Agreement on written notice upon a Change of Control of Licensee.'), outcome: 'contradicted', position: 'acceptable', issue: false },
    ],
  },
  {
    id: 'licence-change-of-control-listed-cases-each-to-a-competitor',
    type: 'license',
    check: 'license.change_of_control',
    versions: [
      { text: license('Grant.', 'Change of Control. Licensor may terminate this Agreement on written notice if (i) Licensee is acquired by a direct competitor of Licensor, or (ii) a direct competitor of Licensor acquires control of Licensee\'s parent.'), outcome: 'contradicted', position: 'acceptable', issue: false },
      { text: license('Grant.', 'Change of Control. Licensor may terminate this Agreement on written notice if (i) Licensee is acquired by a direct competitor of Licensor, or (ii) Licensee merges with or is acquired by any other person.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    ],
  },
  {
    id: 'licence-non-sublicensable-broken-at-the-hyphen',
    type: 'license',
    check: 'license.sublicensing',
    versions: [
      { text: license('Sublicensing. Licensee may sublicense its rights under this Agreement to its Affiliates, and remains responsible for them.'), outcome: 'entailed', position: 'preferred', issue: false },
      { text: license('Sublicensing. The licence granted in Section 1 is personal, non-transferable and non- sublicensable.'), outcome: 'contradicted', position: 'acceptable', issue: false },
    ],
  },
  {
    id: 'licence-closed-to-the-licensees-affiliates',
    type: 'license',
    check: 'license.sublicensing',
    versions: [
      { text: license('Sublicensing. Licensee may not sublicense its rights under this Agreement, but its Affiliates may use the Licensed Software on its behalf.'), outcome: 'contradicted', position: 'acceptable', issue: false },
      { text: license('Sublicensing. Licensee may not sublicense its rights under this Agreement, and shall not permit any use of the Licensed Software by any other person, including its Affiliates.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    ],
  },
  {
    id: 'services-provider-remains-the-owner',
    type: 'services',
    check: 'services.ip_ownership',
    versions: [
      { text: services('Ownership. Customer shall own all deliverables created for it under this Agreement.'), outcome: 'entailed', position: 'preferred', issue: false },
      { text: services('Ownership. Provider shall remain the owner of all intellectual property in the deliverables and grants Customer a perpetual, royalty-free licence to use them.'), outcome: 'contradicted', position: 'acceptable', issue: false },
    ],
  },
];
