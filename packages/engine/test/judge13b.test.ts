import { consulting, license, msa, services } from './adverse/contracts.js';
import { bad, good, rows } from './judge-rows.js';

/*
 * Judge round 13b (issue 11): the classes of drafting behind TEST9's and TEST9_MORE's disagreements with the lawyer,
 * each written in our own wordings (at least three, over more than one contract type where the class applies) before
 * the rules were changed, each with a twin that shares its words and reads the other way. None of these sentences is
 * the spent contracts' own.
 */

/** A plain two-party alliance reviewed as `other` (the general playbook), with one clause added. */
const alliance = (clause: string) => `STRATEGIC ALLIANCE AGREEMENT

This Agreement is made on March 3, 2026 between Harbor Health Inc. ("Harbor") and Pinecrest Clinics LLC ("Pinecrest").

1. Purpose. Each party will refer clients to the other and promote the other's services.

2. Term. This Agreement commences on the date above and continues for three (3) years.

3. Governing Law. This Agreement is governed by the laws of the State of Ohio.

4. ${clause}
`;

/** The MSA with its assignment clause (10) replaced. */
const msaAssign = (clause: string) => msa().replace(/10\. Assignment\.[^\n]*/, `10. Assignment. ${clause}`);

// ---- 1. The provider changes the products it supplies at its own discretion ----
rows('the provider alters, withdraws or revises its products at its discretion (msa.ts SERVICE_CHANGE)', [
  [bad('msa', 'msa.unilateral_changes', msa({ extra: '(a) Provider reserves the right, in its sole discretion, to alter or discontinue any of the Products at any time.' })),
    good('msa', 'msa.unilateral_changes', msa({ extra: '(a) Provider reserves the right, with Customer\'s written approval, to alter or discontinue any of the Products.' }))],
  [bad('msa', 'msa.unilateral_changes', msa({ extra: '(a) Provider may revise the list of Products from time to time by notifying Customer.' })),
    good('msa', 'msa.unilateral_changes', msa({ extra: '(a) Provider may revise the list of Products only by a written amendment signed by both parties.' }))],
  [bad('services', 'services.unilateral_changes', services('Products. The Provider may at any time modify or withdraw any product or product line supplied under this Agreement.')),
    good('services', 'services.unilateral_changes', services('Products. The Provider may modify or withdraw a product or product line supplied under this Agreement only with the Customer\'s written consent.'))],
]);

// ---- 2. The provider's free assignment in the passive voice ----
rows('the agreement "may be assigned by" the provider on notice or at will (msa.ts FREE_ASSIGNMENT)', [
  [bad('services', 'services.assignment', services('Assignment. This Agreement and the rights under it may be assigned by the Provider upon written notice to the Customer.')),
    good('services', 'services.assignment', services('Assignment. This Agreement and the rights under it may not be assigned by the Provider without the written consent of the Customer.'))],
  [bad('msa', 'msa.assignment', msaAssign('The rights and duties of Provider under this Agreement may be transferred by Provider at any time to any third party.')),
    good('msa', 'msa.assignment', msaAssign('The rights and duties of Provider under this Agreement may not be transferred by Provider to any third party without Customer\'s prior written consent.'))],
  [bad('consulting', 'consulting.assignment', consulting('Assignment. This Agreement may be assigned or novated by the Consultant without the Client\'s consent.')),
    good('consulting', 'consulting.assignment', consulting('Assignment. This Agreement may be assigned or novated by the Consultant only with the Client\'s prior written consent.'))],
]);

// ---- 3. A cap on the provider alone, named by a name with a full stop in it ----
const dotted = (cap: string) => msa({ cap }).replace('Northwind Software Inc. ("Provider")', 'Net.Works Software Inc. ("Net.Works" or "Provider")');
rows('a one-sided cap whose holder\'s name carries a full stop (msa.ts limitation_of_liability topic)', [
  [bad('msa', 'msa.limitation_of_liability', dotted('IN NO EVENT SHALL NET.WORKS\'S LIABILITY HEREUNDER EXCEED THE SUM OF THE PAYMENTS MADE BY CUSTOMER IN THE INITIAL TERM.')),
    good('msa', 'msa.limitation_of_liability', dotted('IN NO EVENT SHALL EITHER PARTY\'S LIABILITY HEREUNDER EXCEED THE SUM OF THE PAYMENTS MADE BY CUSTOMER IN THE PRECEDING TWELVE MONTHS.'))],
  [bad('msa', 'msa.limitation_of_liability', dotted('The liability of Net.Works under this Agreement is limited to the fees paid by Customer in the preceding twelve months.')),
    good('msa', 'msa.limitation_of_liability', dotted('The liability of each party under this Agreement is limited to the fees paid by Customer in the preceding twelve months.'))],
  [bad('msa', 'msa.limitation_of_liability', dotted('Net.Works\'s total liability shall in no event exceed the amounts Customer paid in the twelve months before the claim.')),
    good('msa', 'msa.limitation_of_liability', dotted('Each party\'s total liability shall in no event exceed the amounts Customer paid in the twelve months before the claim.'))],
]);

// ---- 4. A termination right in the passive, or a rolling term ended on notice ----
rows('termination "may be terminated by either party" or "shall be terminated upon notice" (general.ts termination)', [
  [bad('other', 'general.termination', alliance('Notices. Every notice under this Agreement shall be given in writing to the other party at least sixty (60) days in advance.'), 'missing'),
    good('other', 'general.termination', alliance('Early end. This Agreement may be terminated by either party at any time on sixty (60) days\' written notice to the other party.'))],
  [bad('other', 'general.termination', alliance('Reporting. Each party shall report referrals to the other party every ninety (90) days.'), 'missing'),
    good('other', 'general.termination', alliance('Ending early. This Agreement shall be earlier terminated upon ninety (90) days\' advance written notice by either party to the other party.'))],
  [bad('other', 'general.termination', alliance('Meetings. The parties shall meet every three months to review the referrals.'), 'missing'),
    good('other', 'general.termination', alliance('Ending. Harbor or Pinecrest can bring this Agreement to an end by giving the other three months\' written notice.'))],
]);

rows('a rolling term that runs until either party ends it on notice: a right to end it at will (msa.ts termination_for_convenience)', [
  [bad('services', 'services.termination_for_convenience', services('Term. After the first year, this Agreement continues month to month until terminated by Provider or Customer upon one hundred eighty (180) days\' written notice to the other.')),
    good('services', 'services.termination_for_convenience', services('Term. After the first year, this Agreement continues month to month until terminated by Provider or Customer upon thirty (30) days\' written notice to the other.'))],
  [bad('msa', 'msa.termination_for_convenience', msa({ termination: 'Thereafter it shall continue from year to year until terminated by either party giving six (6) months\' written notice.' })),
    good('msa', 'msa.termination_for_convenience', msa({ termination: 'Thereafter it shall continue from year to year until terminated by either party giving sixty (60) days\' written notice.' }), 'acceptable')],
  [bad('consulting', 'consulting.termination_for_convenience', consulting('Duration. This Agreement remains in force until ended by the Client or the Consultant on four (4) months\' written notice.')),
    good('consulting', 'consulting.termination_for_convenience', consulting('Duration. This Agreement remains in force until ended by the Client or the Consultant on fourteen (14) days\' written notice.'))],
]);

// ---- 5. A termination for convenience only while no order is open ----
rows('termination for convenience only between engagements: the fallback (msa.ts termination_for_convenience)', [
  [good('services', 'services.termination_for_convenience', services('Termination. Provided that no Statement of Work is then in progress, Customer may terminate this Agreement for convenience on fifteen (15) days\' notice.'), 'acceptable'),
    good('services', 'services.termination_for_convenience', services('Termination. Whether or not any Statement of Work is then in progress, Customer may terminate this Agreement for convenience on fifteen (15) days\' notice.'))],
  [good('msa', 'msa.termination_for_convenience', msa({ termination: 'While no Order Form remains open, either party may terminate this Agreement without cause on thirty (30) days\' written notice.' }), 'acceptable'),
    good('msa', 'msa.termination_for_convenience', msa({ termination: 'Either party may terminate this Agreement, and any Order Form that remains open, without cause on thirty (30) days\' written notice.' }))],
  [good('consulting', 'consulting.termination_for_convenience', consulting('Ending the engagement. Client may terminate this Agreement for any reason on ten (10) days\' notice, but only when there are no outstanding Statements of Work.'), 'acceptable'),
    good('consulting', 'consulting.termination_for_convenience', consulting('Ending the engagement. Client may terminate this Agreement for any reason on ten (10) days\' notice, together with any outstanding Statements of Work.'))],
]);

// ---- 6. Liability limited to direct damages, with no cap ----
rows('liability for direct damages only, no cap: the general playbook\'s fallback (general.ts limitation_of_liability)', [
  [bad('other', 'general.limitation_of_liability', alliance('Liability. Each party shall be liable to the other for all damages it causes, whether direct or otherwise.'), 'missing'),
    good('other', 'general.limitation_of_liability', alliance('Liability. Neither party shall be liable to the other for any damages other than direct damages.'), 'acceptable')],
  [bad('other', 'general.limitation_of_liability', alliance('Damages. The parties\' responsibility to each other covers actual direct damages and all other losses.'), 'missing'),
    good('other', 'general.limitation_of_liability', alliance('Damages. The parties\' liability to each other is limited to actual direct damages.'), 'acceptable')],
  [bad('other', 'general.limitation_of_liability', alliance('Recovery. Each party may recover from the other its direct damages and any other loss.'), 'missing'),
    good('other', 'general.limitation_of_liability', alliance('Recovery. Each party may recover from the other only its direct damages, and no other loss.'), 'acceptable')],
]);

// ---- 7. An audit limited by nothing but business hours ----
rows('an audit in business hours with no notice, frequency or cost limit (license.ts royalties_audit)', [
  [bad('license', 'license.royalties_audit', license('Audit. Licensor may examine Licensee\'s books and records during normal business hours to verify compliance with this Agreement.')),
    good('license', 'license.royalties_audit', license('Audit. Licensor may examine Licensee\'s books and records during normal business hours, on thirty (30) days\' notice and no more than once a year, to verify compliance with this Agreement.'))],
  [bad('license', 'license.royalties_audit', license('Records. Licensee shall permit Licensor\'s auditors to inspect its records at reasonable times.')),
    good('license', 'license.royalties_audit', license('Records. Licensee shall permit Licensor\'s auditors to inspect its records at reasonable times, not more than once in any calendar year, on reasonable prior notice.'))],
  [bad('license', 'license.royalties_audit', license('Verification. Licensee grants Licensor the right to audit its use of the Software during Licensee\'s business hours.')),
    good('license', 'license.royalties_audit', license('Verification. Licensee grants Licensor the right to audit its use of the Software during Licensee\'s business hours, at Licensor\'s cost unless the audit reveals an underpayment of more than five percent (5%).'))],
  [bad('license', 'license.royalties_audit', license('Inspection. Licensor may inspect the Licensee\'s royalty records during business hours.')),
    good('license', 'license.royalties_audit', license('Inspection. Licensor may inspect the Licensee\'s royalty records during business hours, and if an inspection shows an underpayment of five percent or more, Licensee shall reimburse the costs of that inspection.'))],
]);
