import { bad, good, rows } from './judge-rows.js';
import { msa, services } from './adverse/contracts.js';

/*
 * Judge round 11 (issue 11): the misreadings of spent sets (hold-out 4's misses, the lead's SaaS and reseller
 * agreements), sorted into classes of drafting and fixed where each class is read. Every row is our own wording, not
 * a spent set's: each class has at least three wordings, each with a benign twin that shares its words. A row gives the
 * position the check must reach and whether an issue is raised.
 */

// ---- 1. A protection disapplied, or lapsing with the relationship, somewhere else in the document ----
rows('a protection disapplied or lapsing later in the document (scope.ts findOverrides, inSection; liability)', [
  // a numbered clause that "ceases to have effect" when the employment ends, against one that lasts a period after it
  [bad('employment', 'employment.confidentiality', '4. Secrecy.\n4.1 The Employee shall keep the Company\'s trade secrets and confidential information secret.\n4.2 Clause 4.1 will cease to have effect when the employment ends.'),
    good('employment', 'employment.confidentiality', '4. Secrecy.\n4.1 The Employee shall keep the Company\'s trade secrets and confidential information secret.\n4.2 Clause 4.1 will cease to have effect five (5) years after the employment ends.')],
  // "shall no longer apply upon expiry or termination" against "three years after" it
  [bad('msa', 'msa.confidentiality', msa({ extra: '(c) Section 3 shall no longer apply upon expiry or termination of this Agreement.' })),
    good('msa', 'msa.confidentiality', msa({ extra: '(c) Section 3 shall no longer apply three (3) years after expiry or termination of this Agreement.' }))],
  // a covenant by number that "does not apply in the event that" the employer dismisses, against a narrow exception
  [bad('employment', 'employment.non_solicit', '8. Non-solicitation. For nine (9) months after the employment ends, the Employee shall not solicit any client or employee of the Company.\n9. Exceptions. Section 8 does not apply in the event that the Company dismisses the Employee without cause.'),
    good('employment', 'employment.non_solicit', '8. Non-solicitation. For nine (9) months after the employment ends, the Employee shall not solicit any client or employee of the Company.\n9. Exceptions. Section 8 does not apply where the Employee answers an advertisement published to the general public.')],
  // a cap disapplied to the customer as a whole, by number or by name, against a cap disapplied to one head
  [bad('msa', 'msa.limitation_of_liability', 'LIABILITY\n10.1 Each party\'s total liability under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim.\n10.2 Clause 10.1 shall not apply to the Customer.'),
    good('msa', 'msa.limitation_of_liability', 'LIABILITY\n10.1 Each party\'s total liability under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim.\n10.2 Clause 10.1 shall not apply to the Customer\'s obligation to pay the fees.')],
  [bad('saas', 'saas.limitation_of_liability', 'Limitation of Liability. Each party\'s aggregate liability shall not exceed the fees paid by Customer in the prior twelve (12) months. The limitations of liability in this Section shall not apply to Customer.'),
    good('saas', 'saas.limitation_of_liability', 'Limitation of Liability. Each party\'s aggregate liability shall not exceed the fees paid by Customer in the prior twelve (12) months. The limitations of liability in this Section shall not apply to claims for death or personal injury.')],
  // a sub-clause numbered inside its clause's first line ("9. Indemnity. 9.1 ..."), switched off by special conditions
  [bad('services', 'services.indemnification', '9. Indemnity. 9.1 The Provider shall defend the Customer against any claim that the Services infringe a third party\'s intellectual property rights.\n\nSPECIAL CONDITIONS FOR ORDER 12\n(a) Clause 9.1 shall not apply to this Order.'),
    good('services', 'services.indemnification', '9. Indemnity. 9.1 The Provider shall defend the Customer against any claim that the Services infringe a third party\'s intellectual property rights.\n\nSPECIAL CONDITIONS FOR ORDER 12\n(a) Clause 9.1 shall not apply to any claim to the extent it arises from the Customer\'s own materials.')],
  // every obligation ceasing with a termination named far before it, against the other party's release only
  [bad('nda', 'nda.survival_of_obligations', '9. Term. Either party may terminate this Agreement at any time by written notice to the other party, or on the date on which the parties sign a definitive agreement for the proposed transaction, whereupon all obligations under this Agreement shall cease and neither party shall owe anything to the other.'),
    good('nda', 'nda.survival_of_obligations', '9. Term. Either party may terminate this Agreement at any time by written notice to the other party, or on the date on which the parties sign a definitive agreement for the proposed transaction; the obligations under Sections 2 and 3 shall survive for three (3) years after termination.')],
]);

// ---- 2. A discretion, or an opinion, held by the other side over what the check protects ----
rows('a discretion or opinion held by the other side (playbooks/shared.ts OWN_DISCRETION, OWN_OPINION)', [
  // suspension on the provider's own view of a risk, against a reasonable view of an imminent threat or unpaid fees
  [bad('saas', 'saas.suspension', 'Suspension. Provider may suspend Customer\'s access to the Service if Provider considers that Customer\'s use may expose Provider to risk.'),
    good('saas', 'saas.suspension', 'Suspension. Provider may suspend Customer\'s access to the Service if Provider reasonably considers that Customer\'s use poses an imminent threat to the security of the Service.')],
  [bad('saas', 'saas.suspension', 'Suspension. Access to the Service may be suspended by the Supplier, in its sole opinion, where the Customer\'s use could be harmful to the Supplier.'),
    good('saas', 'saas.suspension', 'Suspension. Access to the Service may be suspended by the Supplier where undisputed fees remain unpaid thirty (30) days after written notice to the Customer.')],
  [bad('saas', 'saas.suspension', 'Suspension. The Provider may suspend the account whenever the Provider believes the Customer\'s activity is potentially damaging to its business.'),
    good('saas', 'saas.suspension', 'Suspension. The Provider may suspend the account if the Customer\'s activity is in material breach of the Acceptable Use Policy and the breach is not cured within ten (10) days after notice.')],
  // sub-processors chosen as the processor sees fit, with no notice or objection, against the same with both
  [bad('dpa', 'dpa.sub_processors', 'Sub-processing. The Controller authorises the Processor to engage sub-processors as it sees fit.'),
    good('dpa', 'dpa.sub_processors', 'Sub-processing. The Controller authorises the Processor to engage sub-processors as it sees fit, provided that it gives the Controller thirty (30) days\' notice of each new sub-processor and the Controller may object to it.')],
  [bad('dpa', 'dpa.sub_processors', 'Sub-processing. The Processor may use sub-processors of its own choosing.'),
    good('dpa', 'dpa.sub_processors', 'Sub-processing. The Processor may use sub-processors of its own choosing, after notifying the Controller in writing, and the Controller may object on reasonable grounds.')],
  // personal data kept after the end for as long as the processor thinks fit, against as long as the law requires
  [bad('dpa', 'dpa.deletion_return', 'End of processing. After the Services end the Processor shall delete the Personal Data, but may keep backup copies, and any Personal Data held in its archives or systems, for such period as it thinks fit.'),
    good('dpa', 'dpa.deletion_return', 'End of processing. After the Services end the Processor shall delete the Personal Data, but may keep backup copies, and any Personal Data held in its archives or systems, for such period as applicable law requires.')],
  // disclosure to whomever the consultant considers appropriate, against personnel who need to know
  [bad('consulting', 'consulting.confidentiality', 'Confidentiality. The Consultant shall keep the Client\'s confidential information confidential, except that the Consultant may disclose it to such persons as it considers appropriate.'),
    good('consulting', 'consulting.confidentiality', 'Confidentiality. The Consultant shall keep the Client\'s confidential information confidential, except that the Consultant may disclose it to such of its personnel as need to know it to perform the services.')],
  // a renewal "option" whose rent the landlord sets at its discretion, against one set by an independent surveyor
  [bad('lease', 'lease.renewal_option', 'Option to Renew. The Tenant may renew this Lease for a further term of five (5) years by giving notice six (6) months before the Term ends, at a rent the Landlord sets at its absolute discretion.'),
    good('lease', 'lease.renewal_option', 'Option to Renew. The Tenant may renew this Lease for a further term of five (5) years by giving notice six (6) months before the Term ends, at the open market rent determined by an independent surveyor.')],
]);

// ---- 3. A right held by one side only ----
const terms = (clause: string) => `SUBSCRIPTION TERMS

These terms are agreed on 2 March 2026 between Larkspur Hosting Limited ("Larkspur", "we") and Eddington Parish Council ("the Customer", "you").

1. The service. We will provide the hosted records service to you.

2. ${clause}

3. Law. These terms are governed by the law of England and Wales.
`;
rows('a right held by one side only (scope.ts pronouns; msa.ts assignment, indemnity and grant-back)', [
  // the provider named "we" walks away on notice while the customer ("you") waits for the end of a year
  [bad('saas', 'saas.termination_for_convenience', terms('Ending these terms. We may terminate these terms at any time on thirty (30) days\' notice. You may terminate them only at the end of a subscription year.')),
    good('saas', 'saas.termination_for_convenience', terms('Ending these terms. You may terminate these terms at any time on thirty (30) days\' notice. We may terminate them only at the end of a subscription year.'))],
  [bad('saas', 'saas.suspension', terms('Suspension. We may suspend your access at our discretion.')),
    good('saas', 'saas.suspension', terms('Suspension. You may suspend your access at your discretion.'))],
  // the provider free to assign under a long list of transfer verbs, against neither party
  [bad('msa', 'msa.assignment', 'Assignment. The Vendor may assign, delegate, subcontract, novate or otherwise transfer this Agreement or any of its rights or obligations under it to any third party at any time without the Customer\'s consent.'),
    good('msa', 'msa.assignment', 'Assignment. Neither party may assign, delegate, subcontract, novate or otherwise transfer this Agreement or any of its rights or obligations under it to any third party at any time without the other party\'s consent.')],
  // the customer indemnifying the provider against claims that the provider's own work infringes, against the reverse
  [bad('msa', 'msa.indemnification', 'Indemnity. The Customer shall defend and indemnify the Supplier against any claim that the Software infringes the intellectual property rights of a third party.'),
    good('msa', 'msa.indemnification', 'Indemnity. The Supplier shall defend and indemnify the Customer against any claim that the Software infringes the intellectual property rights of a third party.')],
  // the customer side's own work assigned to the provider, against kept by it
  [bad('msa', 'msa.ip_ownership', 'Deliverables. The Supplier owns the Deliverables and grants the Customer a perpetual licence to use them. Any reports written by the Customer about the Deliverables belong to the Supplier, and the Customer assigns all rights in them to the Supplier.'),
    good('msa', 'msa.ip_ownership', 'Deliverables. The Supplier owns the Deliverables and grants the Customer a perpetual licence to use them. Any reports written by the Customer about the Deliverables belong to the Customer, and the Supplier takes no rights in them.', 'acceptable')],
  // ... read through the parties' own names ("Bexmoor" the supplier, "Cardew" the reseller)
  [bad('msa', 'msa.ip_ownership', 'DISTRIBUTION AGREEMENT\n\nThis Agreement is made between Bexmoor Instruments Ltd ("Bexmoor") and Cardew Trading Ltd ("Reseller").\n\n1. Appointment. Bexmoor appoints Reseller to resell the Products.\n\n2. Materials. Bexmoor owns all intellectual property in the Products. Any brochure or other material prepared by Reseller under this Agreement belongs to Bexmoor, and Reseller assigns all rights in it to Bexmoor.'),
    good('msa', 'msa.ip_ownership', 'DISTRIBUTION AGREEMENT\n\nThis Agreement is made between Bexmoor Instruments Ltd ("Bexmoor") and Cardew Trading Ltd ("Reseller").\n\n1. Appointment. Bexmoor appoints Reseller to resell the Products.\n\n2. Materials. Bexmoor owns all intellectual property in the Products. Any brochure or other material prepared by Reseller under this Agreement belongs to Reseller, and Bexmoor takes no rights in it.', 'acceptable')],
]);

// ---- 4. A number outside the playbook's tier ----
rows('a number outside the tier (liability.ts nominalCap; lease, services and msa positions)', [
  // a cap at the lesser of the fees and a nominal sum, against the greater
  [bad('msa', 'msa.limitation_of_liability', 'Liability. The total liability of either party shall not exceed the lesser of the fees paid in the preceding twelve (12) months and two hundred and fifty dollars ($250).'),
    good('msa', 'msa.limitation_of_liability', 'Liability. The total liability of either party shall not exceed the greater of the fees paid in the preceding twelve (12) months and two hundred and fifty thousand dollars ($250,000).')],
  // (the twins: an open-market review up or down is the playbook's fallback, acceptable: people round 19)
  // a rent review to the higher of the old rent and the market rent, against a review either way
  [bad('lease', 'lease.rent_increases', 'Rent Review. From each Review Date the rent shall be the greater of the open market rent and the rent payable immediately before that Review Date.'),
    good('lease', 'lease.rent_increases', 'Rent Review. From each Review Date the rent shall be the open market rent, which may be more or less than the rent payable immediately before that Review Date, as an independent surveyor determines.', 'acceptable')],
  [bad('lease', 'lease.rent_increases', 'Rent Review. The rent shall be reviewed every five years to the open market rent or the rent then payable, whichever is the higher.'),
    good('lease', 'lease.rent_increases', 'Rent Review. The rent shall be reviewed every five years to the open market rent, as agreed or as an independent expert decides.', 'acceptable')],
  // deliverables accepted on the day they arrive, against acceptance after a period of testing
  [bad('services', 'services.acceptance', services('Acceptance. A Deliverable is deemed accepted by the Customer on the day of its receipt.')),
    // (deemed acceptance after a window is the playbook's fallback: acceptable since tiers28, session 28; the window is the
    // fallback's own fifteen business days since tiers29, session 29: ten business days, this row's wording before, is now
    // short of it, test/tiers29.test.ts)
    good('services', 'services.acceptance', services('Acceptance. A Deliverable is deemed accepted by the Customer fifteen (15) business days after its receipt unless the Customer notifies a failure to meet the acceptance criteria.'), 'acceptable')],
  // an exit for convenience at the price of the rest of the term, against a fee for the work done
  [bad('msa', 'msa.termination_for_convenience', 'Termination. The Customer may terminate this Agreement for convenience on thirty (30) days\' notice, provided that it pays the Supplier the monthly charges for the remainder of the Initial Term.'),
    good('msa', 'msa.termination_for_convenience', 'Termination. The Customer may terminate this Agreement for convenience on thirty (30) days\' notice, provided that it pays the Supplier the charges for the services performed up to the date of termination.')],
]);

// ---- 5. A duty switched off, or a limit opened, by a phrase of negation or scope ----
rows('a duty negated or a limit opened by a phrase the rules did not read (nda.ts, dpa.ts)', [
  // no duty to tell the discloser of a compelled disclosure, against a duty to tell and no duty to resist
  [bad('nda', 'nda.compelled_disclosure_notice', 'Required disclosure. The Recipient may disclose Confidential Information if required by law or by order of a court, and is under no obligation to notify the Discloser beforehand.'),
    good('nda', 'nda.compelled_disclosure_notice', 'Required disclosure. The Recipient may disclose Confidential Information if required by law or by order of a court, after it has notified the Discloser, and is under no obligation to contest the order.')],
  [bad('nda', 'nda.compelled_disclosure_notice', 'Required disclosure. Where the law requires the Recipient to disclose Confidential Information it may do so, and it owes no duty to inform the Discloser.'),
    good('nda', 'nda.compelled_disclosure_notice', 'Required disclosure. Where the law requires the Recipient to disclose Confidential Information it may do so, after it has notified the Discloser of the requirement, and it owes no duty to appeal.')],
  // use for any other purpose, against use for no other purpose
  [bad('nda', 'nda.limited_use', 'Use. The Recipient may use the Confidential Information for the Evaluation and for any other business purpose it chooses.'),
    good('nda', 'nda.limited_use', 'Use. The Recipient may use the Confidential Information for the Evaluation only, and for no other purpose.')],
  // a non-compete that names the products it bars, against the freedom to make them
  [bad('nda', 'nda.non_compete', 'Restriction. For two (2) years the Recipient shall not design, manufacture or sell any device that is substantially the same as the Discloser\'s devices.'),
    good('nda', 'nda.non_compete', 'Freedom. The Recipient may design, manufacture or sell devices that are substantially the same as the Discloser\'s devices, provided it does not use the Confidential Information to do so.')],
  // audit rights met by a document alone, or waived, against documents first and an audit after
  [bad('dpa', 'dpa.audits', 'Audits. The Controller\'s right to audit the Processor is satisfied solely by the Processor sending its latest SOC 2 report on request.'),
    good('dpa', 'dpa.audits', 'Audits. The Processor shall send its latest SOC 2 report on request, and the Controller may audit the Processor on thirty (30) days\' notice if the report does not answer its questions.')],
  [bad('dpa', 'dpa.audits', 'Audits. The Processor shall make available its certifications on request, and the Controller waives its right to inspect the Processor\'s facilities.'),
    good('dpa', 'dpa.audits', 'Audits. The Processor shall make available its certifications on request, and the Controller may inspect the Processor\'s facilities once a year.')],
  // a breach-notice clock that starts when the processor has finished its own inquiry, against when it becomes aware
  [bad('dpa', 'dpa.breach_notification', 'Breaches. The Processor shall notify the Controller of a Personal Data Breach within forty-eight (48) hours after the Processor has determined that a breach took place.'),
    good('dpa', 'dpa.breach_notification', 'Breaches. The Processor shall notify the Controller of a Personal Data Breach within forty-eight (48) hours after the Processor becomes aware of it.')],
]);

// ---- 6. Prepaid fees kept in every case (a new SaaS check, saas.refunds) ----
rows('prepaid fees kept in every case (saas.refunds)', [
  [bad('saas', 'saas.refunds', 'Fees. The Customer pays the annual fee in advance. Fees are non-refundable in any circumstances.'),
    good('saas', 'saas.refunds', 'Fees. The Customer pays the annual fee in advance. Fees are non-refundable, except on termination for the Provider\'s breach.', 'acceptable')],
  [bad('saas', 'saas.refunds', 'Fees. Subscription fees are paid annually in advance, and no refunds will be given for any reason whatsoever.'),
    good('saas', 'saas.refunds', 'Fees. Subscription fees are paid annually in advance, and the Provider will refund the unused portion of the fees if the Customer terminates for the Provider\'s breach.')],
  [bad('saas', 'saas.refunds', 'Payment. Amounts paid under an Order Form shall not be refunded, even if this Agreement is terminated by the Provider.'),
    good('saas', 'saas.refunds', 'Payment. Amounts paid under an Order Form shall be refunded pro rata if this Agreement is terminated by the Provider without cause.')],
]);

// ---- 7. A saving or a negation read as the clause it saves from (license.ts, services.ts, employment.ts) ----
rows('a saving or a negation read as the clause it qualifies', [
  // a change of control said not to be an assignment, against one deemed to be one
  [bad('license', 'license.change_of_control', 'Change of Control. A Change of Control of the Licensee shall be treated as an assignment of this Agreement and shall require the Licensor\'s prior written consent.'),
    good('license', 'license.change_of_control', 'Change of Control. Neither a Change of Control of the Licensee nor a merger shall be deemed an assignment of this Agreement requiring the Licensor\'s consent.')],
  [bad('license', 'license.change_of_control', '12.4 Any Change of Control of the Licensee entitles the Licensor to terminate this Agreement on notice.'),
    good('license', 'license.change_of_control', '12.4 No Change of Control of the Licensee entitles the Licensor to terminate this Agreement or requires its consent.')],
  // "as is" saved for the warranty the contract gives, against "as is" alone
  [bad('services', 'services.services_warranty', '5.1 The Services are provided "as is" and without warranty of any kind.'),
    good('services', 'services.services_warranty', '5.1 The Supplier warrants that the Services will be performed with reasonable skill and care.\n5.2 Save as set out in clause 5.1, the Services are supplied "as is" and all implied warranties are excluded.')],
  // the employee's own-time inventions kept by the employee beside an assignment of the rest, against every invention kept
  [bad('employment', 'employment.ip_assignment', 'Inventions. All inventions made by the Employee, whether or not in working hours, shall remain the property of the Employee.'),
    good('employment', 'employment.ip_assignment', 'Inventions. All inventions made by the Employee in the course of the employment shall be the property of the Company, and the Employee hereby assigns them to the Company. Inventions made on the Employee\'s own time and unrelated to the Company\'s business shall remain the property of the Employee.')],
]);

// ---- 8. The customer's licence to the deliverables one the provider may end (msa.ts LICENCE_PROVIDER_MAY_END) ----
rows('a licence to the deliverables the provider may end', [
  [bad('msa', 'msa.ip_ownership', 'Ownership. The Supplier owns the Deliverables and grants the Customer a licence to use the Deliverables, which the Supplier may terminate on notice.'),
    good('msa', 'msa.ip_ownership', 'Ownership. The Supplier owns the Deliverables and grants the Customer a licence to use the Deliverables, which the Customer may terminate on notice.', 'acceptable')],
  [bad('consulting', 'consulting.ip_ownership', 'Ownership. The Consultant shall own all intellectual property in the reports and grants the Client a perpetual licence to use the reports. The Consultant may revoke the licence to the reports if the Client engages a competitor.'),
    good('consulting', 'consulting.ip_ownership', 'Ownership. The Consultant shall own all intellectual property in the reports and grants the Client a perpetual licence to use the reports. The Consultant may revoke the licence to its pre-existing templates if the Client engages a competitor.', 'acceptable')],
  [bad('msa', 'msa.ip_ownership', 'Ownership. All intellectual property in the Work Product shall vest in the Contractor, which grants the Customer a licence to use the Work Product that the Contractor may withdraw at any time.'),
    good('msa', 'msa.ip_ownership', 'Ownership. All intellectual property in the Work Product shall vest in the Contractor, which grants the Customer a licence to use the Work Product that the Contractor may not withdraw.', 'acceptable')],
]);
