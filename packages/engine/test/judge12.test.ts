import { bad, good, rows } from './judge-rows.js';

/*
 * Judge round 12 (issue 11): the misreadings of spent sets (hold-out 5's and hold-out 4's misses, TEST8, the lead's
 * software licence) sorted into classes of drafting and fixed where each class is read. Every row is our own wording, not
 * a spent set's: each class has at least three wordings, each with a benign twin that shares its words. A row gives the
 * position the check must reach and whether an issue is raised.
 */

const GRANT = 'Licensor grants Licensee a non-exclusive licence to use the Platform Software for its internal operations during the Term.';

// ---- 1. A grant that can be withdrawn ----
rows('a licence the licensor may withdraw at will (license.ts LICENCE_WITHDRAWN_AT_WILL, LICENSOR_ENDS_AT_WILL)', [
  [bad('license', 'license.grant_scope', 'Licensor grants Licensee a non-exclusive licence, revocable by Licensor at any time, to use the Platform Software for its internal operations.'),
    good('license', 'license.grant_scope', 'Licensor grants Licensee a non-exclusive licence, revocable by Licensor only for Licensee\'s uncured material breach, to use the Platform Software for its internal operations.')],
  [bad('license', 'license.grant_scope', `${GRANT}\n\n3.4 Licensor may withdraw the licence, wholly or partly, at any time by written notice where Licensor decides, in its absolute discretion, that the use no longer suits it.`),
    good('license', 'license.grant_scope', `${GRANT}\n\n3.4 Licensor may withdraw the licence, wholly or partly, by written notice only if Licensee fails to pay the fees within sixty days of a reminder.`)],
  [bad('license', 'license.grant_scope', `${GRANT} Licensor reserves the right to terminate this Agreement immediately upon written notice for any reason.`),
    good('license', 'license.grant_scope', `${GRANT} Either party may terminate this Agreement immediately upon written notice if the other commits a material breach.`)],
  [bad('license', 'license.grant_scope', `${GRANT} The Licensor may at any time terminate this Agreement without cause, with immediate effect.`),
    good('license', 'license.grant_scope', `${GRANT} In the event the Licensee ceases to carry on business, the Licensor may at any time terminate this Agreement with immediate effect.`)],
]);

// ---- 2. A number outside the tier ----
rows('a number outside the tier: a share of the fees, a high uplift, a long deposit return (liability.ts capFeeMonths; saas.ts HIGH_CAP; lease.ts)', [
  [bad('msa', 'msa.limitation_of_liability', 'Each party\'s total liability under this Agreement shall not exceed twenty per cent (20%) of the fees paid in the twelve (12) months before the claim.'),
    good('msa', 'msa.limitation_of_liability', 'Each party\'s total liability under this Agreement shall not exceed two hundred per cent (200%) of the fees paid in the twelve (12) months before the claim.')],
  [bad('saas', 'saas.price_increases', 'Provider may raise the Subscription Fees at each renewal by no more than twenty-five percent (25%) of the previous year\'s fees.'),
    good('saas', 'saas.price_increases', 'Provider may raise the Subscription Fees at each renewal by no more than three percent (3%) of the previous year\'s fees.')],
  [bad('lease', 'lease.deposit', 'The Landlord shall return the deposit within one hundred and fifty (150) days after the Lease ends.'),
    good('lease', 'lease.deposit', 'The Landlord shall return the deposit within twenty-one (21) days after the Lease ends.')],
]);

// ---- 3. Paid before the goods come ----
rows('payment due before delivery or with the order (msa.ts PAID_BEFORE_DELIVERY)', [
  [bad('msa', 'msa.payment_terms', 'The Buyer shall pay forty percent (40%) of each order\'s value upon placement of the order and the balance within thirty (30) days after delivery.'),
    good('msa', 'msa.payment_terms', 'The Buyer shall pay each order\'s value within thirty (30) days after delivery.')],
  [bad('msa', 'msa.payment_terms', 'The Customer shall pay the full invoice no later than ten (10) days before the scheduled shipment date.'),
    good('msa', 'msa.payment_terms', 'The Customer shall pay the full invoice no later than forty-five (45) days after the shipment date.', 'preferred')],
  [bad('msa', 'msa.payment_terms', 'All amounts are payable in advance of dispatch of the goods, and the Supplier may hold any goods until paid.'),
    good('msa', 'msa.payment_terms', 'All amounts are payable within thirty (30) days of dispatch of the goods; the price is the price list in force at the time of placement of the order.')],
  [bad('msa', 'msa.payment_terms', 'Half of the price shall be paid at the time each order is placed, and the rest within thirty (30) days after the goods are delivered.'),
    good('msa', 'msa.payment_terms', 'The price shall be paid within thirty (30) days after the goods are delivered, at the rates in force at the time each order is placed.')],
]);

// ---- 4. The provider's own use of the customer's data, named by where it comes from ----
rows('own use of data named by its source: training, benchmarking, any purpose (msa.ts DATA_FROM_CUSTOMER, OWN_USE_OF_CUSTOMER_DATA)', [
  [bad('license', 'license.confidentiality', 'Each party shall keep the other\'s confidential information confidential. Licensor may use any data processed by the Software to train its machine learning models.'),
    good('license', 'license.confidentiality', 'Each party shall keep the other\'s confidential information confidential. Licensor may use any data processed by the Software solely to provide support to Licensee.')],
  [bad('msa', 'msa.confidentiality', 'Each party shall keep the other\'s confidential information confidential. Provider may use all information received from Customer for benchmarking and to improve its products.'),
    good('msa', 'msa.confidentiality', 'Each party shall keep the other\'s confidential information confidential. Provider shall not use any information received from Customer for benchmarking or to improve its products.')],
  [bad('saas', 'saas.confidentiality', 'Each party shall keep the other\'s confidential information confidential. Provider is entitled to use the Customer\'s documents and files for any purpose.'),
    good('saas', 'saas.confidentiality', 'Each party shall keep the other\'s confidential information confidential. Provider may use the Customer\'s documents and files for any purpose the Customer instructs in writing.')],
]);

// ---- 5. A protection that lapses with the relationship ----
rows('a protection that lapses: the duty under "this clause", a licence for the term, an exit that leaves the orders running', [
  [bad('employment', 'employment.confidentiality', '9. Confidentiality. The Employee shall not disclose the Company\'s confidential information. The Employee\'s obligations under this clause terminate on the termination of the employment.'),
    good('employment', 'employment.confidentiality', '9. Confidentiality. The Employee shall not disclose the Company\'s confidential information. The Employee\'s obligations under this clause survive the termination of the employment.')],
  [bad('consulting', 'consulting.ip_ownership', 'All work product created under this Agreement remains the property of the Consultant, and the Consultant grants the Client a non-exclusive licence to use the work product for the duration of this Agreement.'),
    good('consulting', 'consulting.ip_ownership', 'All work product created under this Agreement remains the property of the Consultant, and the Consultant grants the Client a non-exclusive, perpetual licence to use the work product.', 'acceptable')],
  [bad('msa', 'msa.termination_for_convenience', 'Customer may terminate this Agreement for convenience on thirty (30) days\' notice. No such termination shall terminate any Order Form then in effect, and each Order Form shall remain in force until its scheduled expiry.'),
    good('msa', 'msa.termination_for_convenience', 'Customer may terminate this Agreement, or any Order Form, for convenience on thirty (30) days\' notice. No such termination shall affect the fees accrued before it.')],
]);

// ---- 6. A right held by one side only ----
rows('a right of one side only: assignment without the customer\'s consent, others barred from the licensee\'s use (msa.ts, license.ts OTHERS_BARRED)', [
  [bad('msa', 'msa.assignment', 'The Customer shall not assign this Agreement without the consent of Bramble Systems Ltd. Bramble Systems Ltd may transfer this Agreement to any third party without the prior written consent of the Customer.'),
    good('msa', 'msa.assignment', 'The Customer shall not assign this Agreement without the consent of Bramble Systems Ltd. Bramble Systems Ltd may not transfer this Agreement to any third party without the prior written consent of the Customer.')],
  [bad('license', 'license.sublicensing', '4.2 Licensee shall not allow any of its contractors or affiliates to use the Software, even for Licensee\'s own business.'),
    good('license', 'license.sublicensing', '4.2 Licensee shall not allow any person to use the Software, but may allow its contractors and affiliates to use the Software for Licensee\'s own business.', 'acceptable')],
  [bad('license', 'license.sublicensing', 'Licensee may not permit use of the Software by any outsourcing provider or affiliated company, including one acting only for Licensee.'),
    good('license', 'license.sublicensing', 'Licensee may not permit use of the Software by any outsourcing provider or affiliated company unless it acts only for Licensee.', 'acceptable')],
]);

// ---- 7. A discretion or opinion held by the other side ----
rows('a discretion held by the other side: deposit deductions, disclosure as it sees fit, suspension on its belief of any breach (lease.ts, nda.ts, saas.ts)', [
  [bad('lease', 'lease.deposit', 'The Landlord shall return the deposit within thirty (30) days after the Lease ends, after deducting such sums as the Landlord in its absolute discretion determines are owed.'),
    good('lease', 'lease.deposit', 'The Landlord shall return the deposit within thirty (30) days after the Lease ends, after deducting such sums as are then due from the Tenant under this Lease.')],
  [bad('nda', 'nda.sharing_with_third_parties', 'The Recipient may disclose the Confidential Information to any third party, as the Recipient thinks fit.'),
    good('nda', 'nda.sharing_with_third_parties', 'The Recipient may disclose the Confidential Information to any third party with the Discloser\'s prior written consent, as the Recipient thinks fit.', 'acceptable')],
  [bad('saas', 'saas.suspension', 'Provider may suspend Customer\'s access at any time and without notice if Provider believes that Customer has violated any term of this Agreement.'),
    good('saas', 'saas.suspension', 'Provider may suspend Customer\'s access after written notice if Provider reasonably believes that Customer has materially violated any term of this Agreement.')],
]);

// ---- 8. An override later in the document ----
rows('an override later in the document: exclusions stretched, a term yielding to the order form (nda.ts, keyterms.ts defersToOrder)', [
  [bad('nda', 'nda.standard_exclusions', '3. The obligations in clause 2 do not apply to information that is or becomes public through no fault of the Recipient, was already known to the Recipient, is received from a third party without restriction or is independently developed by the Recipient.\n\n7. Notwithstanding clause 3, the duties in clause 2 will apply to any information disclosed, even if it is public or already known to the Recipient.', 'unacceptable'),
    good('nda', 'nda.standard_exclusions', '3. The obligations in clause 2 do not apply to information that is or becomes public through no fault of the Recipient, was already known to the Recipient, is received from a third party without restriction or is independently developed by the Recipient.\n\n7. Subject to clause 3, the duties in clause 2 will apply to any information disclosed, even if it is public or already known to the Recipient.')],
  [bad('msa', 'msa.payment_terms', 'Unless otherwise specified in the applicable Statement of Work, Customer shall pay invoices within forty-five (45) days.\n\nSTATEMENT OF WORK 3\nPayment: invoices are payable within five (5) days of the invoice date.'),
    good('msa', 'msa.payment_terms', 'Unless otherwise specified in the applicable Statement of Work, Customer shall pay invoices within forty-five (45) days.\n\nSTATEMENT OF WORK 3\nPayment: invoices are payable within sixty (60) days of the invoice date.')],
  [bad('nda', 'nda.compelled_disclosure_notice', 'The Recipient may disclose Confidential Information to any court or regulator that asks for it, without telling the Discloser.'),
    good('nda', 'nda.compelled_disclosure_notice', 'If a court or regulator orders the Recipient by law to disclose Confidential Information, the Recipient may do so after giving the Discloser prompt notice.')],
]);

// ---- 9. All liability excluded save what the law keeps ----
rows('an exclusion of all liability save what the law keeps (liability.ts LAW_ONLY)', [
  [bad('services', 'services.limitation_of_liability', 'The Supplier shall not be liable for any loss or damage of any kind, except to the extent that its liability cannot be limited by law.'),
    good('services', 'services.limitation_of_liability', 'Each party\'s liability for any loss or damage of any kind shall not exceed the Charges paid in the previous twelve (12) months, except to the extent that its liability cannot be limited by law.')],
  [bad('msa', 'msa.limitation_of_liability', 'The Provider will have no liability for any claims arising out of this Agreement, save as required by applicable law.'),
    good('msa', 'msa.limitation_of_liability', 'The Provider will have no liability for any indirect or consequential loss arising out of this Agreement, save as required by applicable law. Each party\'s aggregate liability shall not exceed the fees paid in the twelve (12) months before the claim.')],
  [bad('services', 'services.limitation_of_liability', 'The Supplier shall not be held liable for any losses whatsoever, unless the applicable law does not permit such exclusion.'),
    // (liability round 19: the Supplier liable only for its gross negligence or wilful misconduct is the checklist's
    // "liability limited to gross negligence", unacceptable beside any cap of the customer's; the twin caps it instead)
    good('services', 'services.limitation_of_liability', 'The Supplier shall not be held liable for any losses whatsoever in excess of the fees paid in the twelve (12) months before the claim, unless caused by its gross negligence or wilful misconduct. The Customer\'s liability shall not exceed the fees paid in the twelve (12) months before the claim.')],
]);

// ---- 10. Fees kept whatever happens, and what is not a refund ----
rows('fees non-refundable with no exception; an audit\'s repayment is no refund (saas.ts PLAIN_NON_REFUNDABLE)', [
  [bad('saas', 'saas.refunds', 'All fees paid under this Agreement are non-refundable.'),
    good('saas', 'saas.refunds', 'All fees paid under this Agreement are non-refundable, except where Customer terminates for Provider\'s breach.', 'acceptable')],
  [bad('saas', 'saas.refunds', 'On termination for any reason, no fees paid shall be refundable.'),
    good('saas', 'saas.refunds', 'On termination for any reason, the set-up fee paid shall not be refundable.', 'acceptable')],
  [bad('saas', 'saas.refunds', 'Subscription payments are not refundable.'),
    good('saas', 'saas.refunds', 'If an audit reveals that Provider overcharged Customer, Provider shall refund the excess fees within thirty days.', 'acceptable')],
]);

// ---- 11. What a licence lawyer checks that the playbook did not ----
rows('the licence\'s new checks and readings: "as is", fees at the licensor\'s will, audits at any time, products barred by what they do (license.ts)', [
  [bad('license', 'license.warranty', 'THE SOFTWARE IS LICENSED "AS IS" AND LICENSOR DISCLAIMS ALL WARRANTIES, EXPRESS OR IMPLIED.'),
    good('license', 'license.warranty', 'Licensor warrants that for ninety (90) days from delivery the Software will perform materially in accordance with the Documentation.')],
  [bad('license', 'license.warranty', 'Licensor makes no warranties of any kind, express or implied, with respect to the Licensed Technology.'),
    good('license', 'license.warranty', 'Licensor makes no warranty that the operation of the Software will be uninterrupted, and warrants that it will be free from material defects for six months.')],
  [bad('license', 'license.price_increases', 'Licensor may increase the licence fees for any renewal term in such amount as Licensor sees fit.'),
    good('license', 'license.price_increases', 'Licensor may increase the licence fees for any renewal term by no more than the change in the consumer price index.')],
  [bad('license', 'license.royalties_audit', 'Licensor may audit Licensee\'s records at any time, without prior notice.'),
    good('license', 'license.royalties_audit', 'Licensor may audit Licensee\'s records once a year, during normal business hours, on thirty days\' prior notice.')],
  [bad('license', 'license.exclusivity', 'During the Term the Licensee shall not market any product that provides substantially the same functionality as the Licensed Software.'),
    good('license', 'license.exclusivity', 'During the Term the Licensee may market any product, including one that provides substantially the same functionality as the Licensed Software.')],
]);

// ---- 12. Left with the provider side, or not required of it, in a long sentence ----
rows('ownership or insurance left with the provider side, however long the sentence (employment.ts, services.ts)', [
  [bad('employment', 'employment.ip_assignment', 'Every invention or work of authorship that the Employee conceives, develops or reduces to practice while employed, whether alone or jointly with others, and whether at the workplace or elsewhere, shall be the sole property of the Employee.'),
    good('employment', 'employment.ip_assignment', 'Every invention or work of authorship that the Employee conceives, develops or reduces to practice while employed, whether alone or jointly with others, and whether at the workplace or elsewhere, shall be the sole property of the Employer.')],
  [bad('consulting', 'consulting.insurance', 'The Consultant is not required to maintain any professional indemnity, public liability or other insurance for the Services.'),
    good('consulting', 'consulting.insurance', 'The Consultant shall maintain professional indemnity and public liability insurance of at least $1,000,000 for the Services.')],
  [bad('consulting', 'consulting.insurance', 'The Consultant need not obtain professional liability, cyber or any other insurance in connection with this Agreement.'),
    good('consulting', 'consulting.insurance', 'The Consultant shall obtain professional liability, cyber and general liability insurance in connection with this Agreement, and provide certificates on request.')],
]);
