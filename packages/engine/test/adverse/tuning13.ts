/**
 * Tuning pairs of judge round 13a (issue 11): for each class of drafting that the sixth blind hold-out (`holdout6.ts`,
 * spent) showed the rules misreading, two or three pairs in wording of their own (other verbs, order, party names,
 * British and US drafting, other contract types where the class applies), written before any rule was changed and run
 * on the unchanged engine first (README "Judge round 13a"). These are fitted: the rules were then written with them.
 * Same shape as the hold-outs: an adverse side a lawyer for the playbook's side would flag, and a benign twin sharing its
 * words.
 */
import type { AdverseCase } from './cases.js';
import { consulting, dpa, lease, msa, nda, services, employment } from './contracts.js';
import { bad, badOrMissing, good, swap } from './sides.js';

const STANDARD_EXCEPTIONS = 'The obligations in Section 2 do not apply to information that: (a) is or becomes publicly available through no fault of the Recipient; (b) was known to the Recipient before disclosure without a duty of confidentiality; (c) is rightfully received from a third party without a duty of confidentiality; or (d) is independently developed by the Recipient without use of the Confidential Information.';
const saas = (extra: string) => msa({ title: 'SOFTWARE AS A SERVICE SUBSCRIPTION AGREEMENT', extra });
const dpaPersonnel = (body: string) => swap(dpa('This Agreement prevails over the services agreement as to Personal Data.'), 'Personnel. Processor shall ensure that persons authorised to process Personal Data are bound by obligations of confidentiality.', `Personnel. ${body}`);
const leaseRepairs = (body: string) => swap(lease('Tenant shall use the Premises only as a bakery and café.'), '3. Repairs. Landlord shall keep the roof, structure and building systems in good repair, and Tenant shall keep the interior in good condition, fair wear and tear excepted.', `3. ${body}`);
const leaseReview = (clause: string) => lease(clause);

export const TUNING13: AdverseCase[] = [
  // ---- 1. the standard exceptions made to depend on the discloser's say-so (nda.standard_exclusions) ----
  {
    id: 't13-nda-exceptions-need-the-disclosers-agreement', pattern: 'override', type: 'nda', check: 'nda.standard_exclusions',
    adverse: badOrMissing(nda({ exceptions: `${STANDARD_EXCEPTIONS} The Recipient may invoke any of these exceptions only with the prior written agreement of the Discloser.` })),
    benign: good(nda({ exceptions: `${STANDARD_EXCEPTIONS} The Recipient may invoke any of these exceptions only if it can show, by written records made at the time, that the exception applies.` })),
  },
  {
    id: 't13-nda-exceptions-acknowledged-by-disclosing-party-in-its-discretion', pattern: 'override', type: 'nda', check: 'nda.standard_exclusions',
    adverse: badOrMissing(nda({ extra: 'Information shall be treated as falling within Section 3 only where the Disclosing Party, acting in its sole discretion, has first acknowledged in writing that it does.' })),
    benign: good(nda({ extra: 'Information shall be treated as falling within Section 3 only where the Recipient has first demonstrated by competent written evidence that it does.' })),
  },
  {
    id: 't13-nda-company-must-approve-reliance-on-exceptions', pattern: 'override', type: 'nda', check: 'nda.standard_exclusions',
    adverse: badOrMissing(nda({ exceptions: STANDARD_EXCEPTIONS.replace(/\.$/, '; provided that no reliance may be placed on paragraphs (a) to (d) unless the Discloser consents to it in writing.') })),
    benign: good(nda({ exceptions: STANDARD_EXCEPTIONS.replace(/\.$/, '; provided that no reliance may be placed on paragraphs (a) to (d) unless the Recipient first notifies the Discloser in writing.') })),
  },

  // ---- 2. a licence to the information wider than the Purpose, beside a "no licence" clause (nda.no_license_granted) ----
  {
    id: 't13-nda-irrevocable-licence-to-develop-products', pattern: 'override', type: 'nda', check: 'nda.no_license_granted',
    adverse: bad(nda({ extra: 'No right or licence in the Confidential Information is granted, except that each Discloser grants the Recipient an irrevocable, royalty-free licence to use the Confidential Information to develop and market its own products.' })),
    benign: good(nda({ extra: 'No right or licence in the Confidential Information is granted, except that each Discloser grants the Recipient a revocable, royalty-free licence to use the Confidential Information only for the Purpose while this Agreement is in force.' })),
  },
  {
    id: 't13-nda-perpetual-right-to-exploit-commercially', pattern: 'override', type: 'nda', check: 'nda.no_license_granted',
    adverse: bad(nda({ extra: 'Nothing in this Agreement transfers ownership of any Confidential Information. The Discloser grants to the Recipient a perpetual right to exploit the Confidential Information commercially in any field.' })),
    benign: good(nda({ extra: 'Nothing in this Agreement transfers ownership of any Confidential Information. The Discloser grants to the Recipient a limited right to use the Confidential Information to evaluate the Purpose, ending when this Agreement ends.' })),
  },
  {
    id: 't13-nda-licence-for-any-purpose-whatsoever', pattern: 'override', type: 'nda', check: 'nda.no_license_granted',
    adverse: bad(nda({ extra: 'All Confidential Information remains the property of the Discloser, save that the Recipient is granted a worldwide licence of the Confidential Information for any purpose whatsoever.' })),
    benign: good(nda({ extra: 'All Confidential Information remains the property of the Discloser, save that the Recipient is granted a non-exclusive licence of the Confidential Information for the Purpose and for no other purpose.' })),
  },

  // ---- 3. a non-solicitation binding one side only, longer than a year, reaching customers (nda.no_solicitation) ----
  {
    id: 't13-nda-recipient-alone-barred-three-years-staff-and-customers', pattern: 'position', type: 'nda', check: 'nda.no_solicitation',
    adverse: bad(nda({ extra: 'For thirty-six (36) months after the date of this Agreement, the Recipient shall not solicit or hire any employee of the Discloser, or solicit any customer of the Discloser, whether or not introduced through the Purpose.' })),
    benign: good(nda({ extra: 'For twelve (12) months after the date of this Agreement, neither Party shall solicit for employment any employee of the other Party whom it met through the Purpose, except through general advertisements.' })),
  },
  {
    id: 't13-nda-named-party-may-not-entice-staff-or-clients-two-years', pattern: 'position', type: 'nda', check: 'nda.no_solicitation',
    adverse: bad(nda({ extra: 'Beta Analytics LLC shall not, for two years from the date hereof, directly or indirectly entice away any employee or client of Alpha Robotics Inc.' })),
    benign: good(nda({ extra: 'For one year from the date hereof, each Party shall refrain from enticing away any employee of the other Party with whom it dealt under this Agreement, save by general advertisements.' })),
  },

  // ---- 4. the customer barred from buying from rival suppliers after the term (msa.non_compete) ----
  {
    id: 't13-msa-customer-may-not-buy-comparable-services-after-end', pattern: 'position', type: 'msa', check: 'msa.non_compete',
    adverse: bad(msa({ extra: 'For eighteen (18) months after this Agreement ends, Customer shall not buy or license from any other vendor services comparable to the Services.' })),
    benign: good(msa({ extra: 'While this Agreement is in force, Customer shall not resell within the Territory services that directly compete with the Services; nothing restricts Customer after it ends.' })),
  },
  {
    id: 't13-msa-customer-not-to-procure-similar-service-year-after', pattern: 'position', type: 'msa', check: 'msa.non_compete',
    adverse: bad(msa({ extra: 'Customer agrees that, during the term and for one year thereafter, it will not procure from a third party any service substantially similar to the Services.' })),
    benign: good(msa({ extra: 'Customer agrees that, during the term only, it will not resell to third parties within the Territory any service that directly competes with the Services.' })),
  },
  {
    id: 't13-msa-customer-not-to-source-from-competitors-after-termination', pattern: 'position', type: 'msa', check: 'msa.non_compete',
    adverse: bad(msa({ extra: 'Customer undertakes not to source equivalent services from any competitor of Provider for a period of three (3) years following termination.' })),
    benign: good(msa({ extra: 'Customer remains free to source equivalent services from any competitor of Provider, both during the term and following termination.' })),
  },

  // ---- 5. suspension without notice for any late sum or on the provider's own view (saas.suspension) ----
  {
    id: 't13-saas-suspended-without-notice-when-an-invoice-is-late', pattern: 'position', type: 'saas', check: 'saas.suspension',
    adverse: bad(saas('Provider may suspend Customer\'s account immediately and without notice if any invoice is not paid on its due date.')),
    benign: good(saas('Provider may suspend Customer\'s account if any undisputed invoice remains unpaid thirty (30) days after Provider notifies Customer in writing that it is overdue.')),
  },
  {
    id: 't13-saas-suspension-without-prior-notice-payment-or-harm', pattern: 'position', type: 'saas', check: 'saas.suspension',
    adverse: bad(saas('Provider may, without prior notice to Customer, suspend Customer\'s access to the Services where any payment is late or where Provider thinks Customer\'s use could harm the Services.')),
    benign: good(saas('Provider may, after giving Customer ten (10) days\' prior notice, suspend Customer\'s access to the Services where any undisputed payment is more than thirty (30) days late, or without notice where necessary to stop an imminent security threat to the Services.')),
  },
  {
    id: 't13-saas-access-suspended-without-advance-notice-vendor-considers', pattern: 'position', type: 'saas', check: 'saas.suspension',
    adverse: bad(saas('Access to the Services may be suspended by Provider without advance notice where Provider considers that Customer\'s use might damage Provider\'s systems or that any sum is outstanding.')),
    benign: good(saas('Access to the Services may be suspended by Provider on five (5) business days\' written notice where Customer\'s use is materially damaging Provider\'s systems, or where any undisputed sum is more than thirty (30) days outstanding.')),
  },

  // ---- 6. no refund even when the provider ends or withdraws the service (saas.refunds) ----
  {
    id: 't13-saas-not-refundable-even-if-provider-ceases-the-service', pattern: 'override', type: 'saas', check: 'saas.refunds',
    adverse: bad(saas('Fees paid are not refundable. This applies even where Provider ceases to offer the Services or terminates the subscription without cause.')),
    benign: good(saas('Fees paid are not refundable, except that where Provider ceases to offer the Services or terminates the subscription without cause, Provider shall refund the unused portion of prepaid fees.')),
  },
  {
    id: 't13-saas-no-refund-including-when-provider-ends-for-convenience', pattern: 'override', type: 'saas', check: 'saas.refunds',
    adverse: bad(saas('Customer shall not be entitled to any refund of prepaid subscription fees, including where Provider discontinues the platform or ends this Agreement for its convenience.')),
    benign: good(saas('Customer shall be entitled to a pro rata refund of prepaid subscription fees where Provider discontinues the platform or ends this Agreement for its convenience.')),
  },
  {
    id: 't13-saas-no-refund-if-provider-withdraws-the-service', pattern: 'override', type: 'saas', check: 'saas.refunds',
    adverse: bad(saas('No refund of fees will be made if Provider withdraws the Services before the end of the subscription term.')),
    benign: good(saas('A pro-rata refund of prepaid fees will be made if Provider withdraws the Services before the end of the subscription term.')),
  },

  // ---- 7. an "independent contractor" who may bind the client, or whose taxes the client bears (consulting.independent_contractor) ----
  {
    id: 't13-consulting-contractor-may-sign-agreements-binding-client', pattern: 'polarity', type: 'consulting', check: 'consulting.independent_contractor',
    adverse: bad(consulting('Relationship. Consultant acts as an independent contractor, but may enter into agreements binding on Client without Client\'s prior approval.')),
    benign: good(consulting('Relationship. Consultant acts as an independent contractor and may not enter into agreements binding on Client without Client\'s prior approval.')),
  },
  {
    id: 't13-consulting-client-withholds-payroll-taxes-and-benefits', pattern: 'role', type: 'consulting', check: 'consulting.independent_contractor',
    adverse: bad(consulting('Status. The Consultant is an independent contractor. The Client will withhold and pay all payroll taxes, social security contributions and employee benefits for the Consultant.')),
    benign: good(consulting('Status. The Consultant is an independent contractor. The Consultant will pay all taxes, social security contributions and benefits for itself and its staff, and the Client will not withhold any amount.')),
  },
  {
    id: 't13-consulting-authority-to-incur-obligations-on-clients-behalf', pattern: 'polarity', type: 'consulting', check: 'consulting.independent_contractor',
    adverse: bad(consulting('Independent Contractor. Consultant is an independent contractor; however, Consultant shall have authority to sign purchase orders and incur obligations on behalf of Client.')),
    benign: good(consulting('Independent Contractor. Consultant is an independent contractor and shall have no authority to sign purchase orders or incur obligations on behalf of Client.')),
  },

  // ---- 8. a confidentiality exception for what the employee judges useful (employment.confidentiality) ----
  {
    id: 't13-employment-exception-for-client-information-the-employee-considers-useful', pattern: 'override', type: 'employment', check: 'employment.confidentiality',
    adverse: bad(employment('Exceptions. The Employee\'s confidentiality obligations do not extend to any information about the Company\'s clients or pricing that the Employee considers useful for a future role.')),
    benign: good(employment('Exceptions. The Employee\'s confidentiality obligations do not extend to information that has become public other than through the Employee\'s breach.')),
  },
  {
    id: 't13-employment-free-to-use-business-information-the-employee-deems-relevant', pattern: 'override', type: 'employment', check: 'employment.confidentiality',
    adverse: bad(employment('Carve-out. Nothing in Section 3 restricts the Employee from using, after the employment ends, any business information that the Employee deems relevant to his or her career.')),
    benign: good(employment('Carve-out. Nothing in Section 3 restricts the Employee from using, after the employment ends, the general skills and experience acquired in the employment.')),
  },
  {
    id: 't13-employment-commercial-information-needed-in-the-employees-judgement', pattern: 'override', type: 'employment', check: 'employment.confidentiality',
    adverse: bad(employment('Limits. Section 3 shall not apply to such of the Company\'s commercial information as the Employee, in the Employee\'s own judgement, needs for any later business.')),
    benign: good(employment('Limits. Section 3 shall not apply to any disclosure the Employee is required by law to make.')),
  },

  // ---- 9. a yearly rise with a floor above the 3 % the tenant accepts (lease.rent_increases) ----
  {
    id: 't13-lease-rent-rises-by-higher-of-six-percent-and-cpi', pattern: 'position', type: 'lease', check: 'lease.rent_increases',
    adverse: bad(leaseReview('Rent Review. On each anniversary of the commencement date the rent shall increase by the higher of six percent (6%) and the rise in CPI over the previous year.')),
    benign: good(leaseReview('Rent Review. On each anniversary of the commencement date the rent shall increase by the lower of three percent (3%) and the rise in CPI over the previous year.')),
  },
  {
    id: 't13-lease-base-rent-escalates-not-less-than-seven-percent', pattern: 'position', type: 'lease', check: 'lease.rent_increases',
    adverse: bad(leaseReview('Escalation. Base Rent shall escalate on each anniversary of the commencement date by not less than seven percent (7%).')),
    benign: good(leaseReview('Escalation. Base Rent shall escalate on each anniversary of the commencement date by not more than three percent (3%).')),
  },
  {
    id: 't13-lease-cpi-rise-with-a-minimum-of-ten-per-cent', pattern: 'position', type: 'lease', check: 'lease.rent_increases',
    adverse: bad(leaseReview('Indexation. Each year the rent is increased in line with the retail price index, provided that the increase in any year shall be no less than 10 per cent.')),
    benign: good(leaseReview('Indexation. Each year the rent is increased in line with the retail price index, provided that the increase in any year shall be no more than 3 per cent.')),
  },

  // ---- 10. a covenant list under "the Tenant covenants": the tenant repairing the structure (lease.repairs) ----
  {
    id: 't13-lease-tenant-covenants-list-keep-roof-and-structure', pattern: 'layout', type: 'lease', check: 'lease.repairs',
    adverse: bad(leaseRepairs('Tenant\'s Covenants. The Tenant covenants with the Landlord as follows:\n(a) to pay the rent on the days appointed;\n(b) to keep the whole of the Premises, including the roof and main structure, in good and substantial repair.')),
    benign: good(leaseRepairs('Tenant\'s Covenants. The Tenant covenants with the Landlord as follows:\n(a) to pay the rent on the days appointed;\n(b) to keep the interior of the Premises in good repair, fair wear and tear excepted, the roof and main structure being for the Landlord to repair.')),
  },
  {
    id: 't13-lease-lessee-agrees-to-maintain-foundations-and-walls', pattern: 'layout', type: 'lease', check: 'lease.repairs',
    adverse: bad(leaseRepairs('LESSEE\'S COVENANTS. The Lessee agrees:\n\n1. To maintain the Premises, including the foundations, roof and exterior walls, in first-class order and repair at its own expense.')),
    benign: good(leaseRepairs('LESSEE\'S COVENANTS. The Lessee agrees:\n\n1. To maintain the interior of the Premises in good order and repair, the Lessor being responsible for the foundations, roof and exterior walls.')),
  },
  {
    id: 't13-lease-extracted-tenant-shall-put-structure-into-repair', pattern: 'layout', type: 'lease', check: 'lease.repairs',
    adverse: bad(leaseRepairs('TENANT\'S OBLIGATIONS\n     The Tenant shall:\n     (a)   put and keep the Premises, including the\n     structure and roof, in good repair, whether or not\n     the disrepair results from an inherent defect;')),
    benign: good(leaseRepairs('TENANT\'S OBLIGATIONS\n     The Tenant shall:\n     (a)   put and keep the interior of the Premises in\n     good repair, fair wear and tear excepted, the Landlord\n     keeping the structure and roof in repair;')),
  },

  // ---- 11. consequential loss excluded for the provider only while the customer bears it; a mutual exclusion with carve-outs (msa.consequential_damages) ----
  {
    id: 't13-msa-provider-excludes-consequential-loss-customer-bears-it', pattern: 'role', type: 'msa', check: 'msa.consequential_damages',
    adverse: bad(msa({ cap: 'Provider shall not be liable for any indirect or consequential loss or loss of profit. Customer shall be liable to Provider for all loss it causes, including indirect and consequential loss.' })),
    benign: good(msa({ cap: 'Neither party shall be liable for any indirect or consequential loss or loss of profit, except for breaches of confidentiality.' })),
  },
  {
    id: 't13-msa-customer-compensates-all-damages-including-consequential', pattern: 'role', type: 'msa', check: 'msa.consequential_damages',
    adverse: bad(msa({ cap: 'IN NO EVENT WILL PROVIDER BE RESPONSIBLE FOR LOST PROFITS OR CONSEQUENTIAL DAMAGES. CUSTOMER SHALL COMPENSATE PROVIDER FOR ALL DAMAGES OF ANY KIND, INCLUDING CONSEQUENTIAL DAMAGES, ARISING FROM CUSTOMER\'S BREACH.' })),
    benign: good(msa({ cap: 'IN NO EVENT WILL EITHER PARTY BE RESPONSIBLE FOR LOST PROFITS OR CONSEQUENTIAL DAMAGES. THE FOREGOING EXCLUSION DOES NOT APPLY TO A PARTY\'S FRAUD OR WILFUL MISCONDUCT.' })),
  },
  {
    id: 't13-msa-provider-no-liability-customer-indemnifies-consequential', pattern: 'role', type: 'msa', check: 'msa.consequential_damages',
    adverse: bad(msa({ cap: 'Provider has no liability for any indirect or consequential loss. Customer shall indemnify Provider against all losses, including loss of profit and consequential loss, arising from Customer\'s breach.' })),
    benign: good(msa({ cap: 'Neither party has any liability for indirect or consequential loss. This clause shall not apply to either party\'s indemnification obligations or its breach of Section 3.' })),
  },

  // ---- 12. a fixed term with no exit except for breach (termination_for_convenience) ----
  {
    id: 't13-consulting-neither-may-end-before-term-except-breach', pattern: 'polarity', type: 'consulting', check: 'consulting.termination_for_convenience',
    adverse: bad(consulting('Term. This Agreement runs for eighteen (18) months. Neither party may end it before then other than for the other party\'s uncured material breach.')),
    benign: good(consulting('Term. This Agreement runs for eighteen (18) months. Client may end it before then on thirty (30) days\' written notice.')),
  },
  {
    id: 't13-msa-may-not-be-terminated-prior-to-expiry-save-breach', pattern: 'polarity', type: 'msa', check: 'msa.termination_for_convenience',
    adverse: bad(msa({ termination: 'This Agreement may not be terminated by either party prior to the expiry of its term, save for material breach.' })),
    benign: good(msa({ termination: 'This Agreement may be terminated by Customer prior to the expiry of its term on sixty (60) days\' notice.' })),
  },
  {
    id: 't13-services-customer-has-no-right-to-cancel-for-convenience', pattern: 'polarity', type: 'services', check: 'services.termination_for_convenience',
    adverse: bad(services('Commitment. Customer commits to the full three-year term and has no right to cancel this Agreement for convenience.')),
    benign: good(services('Commitment. Customer commits to a three-year term but may cancel this Agreement for convenience on thirty (30) days\' notice.')),
  },

  // ---- 13. staff let in to the data with no duty of confidence (dpa.personnel_confidentiality) ----
  {
    id: 't13-dpa-no-obligation-to-bind-staff-to-confidentiality', pattern: 'polarity', type: 'dpa', check: 'dpa.personnel_confidentiality',
    adverse: bad(dpaPersonnel('Processor is under no obligation to ensure that persons authorised to process Personal Data are bound by obligations of confidentiality.')),
    benign: good(dpaPersonnel('Processor shall ensure that persons authorised to process Personal Data are bound by obligations of confidentiality, whether contractual or statutory.')),
  },
  {
    id: 't13-dpa-staff-access-without-any-duty-of-confidentiality', pattern: 'polarity', type: 'dpa', check: 'dpa.personnel_confidentiality',
    adverse: bad(dpaPersonnel('Processor\'s employees and subcontractors may access Personal Data without being subject to any duty of confidentiality.')),
    benign: good(dpaPersonnel('Processor\'s employees and subcontractors may access Personal Data only while subject to a duty of confidentiality.')),
  },
  {
    id: 't13-dpa-confidentiality-undertakings-not-required-from-personnel', pattern: 'polarity', type: 'dpa', check: 'dpa.personnel_confidentiality',
    adverse: bad(dpaPersonnel('Confidentiality undertakings shall not be required from the personnel of the Processor who process Personal Data.')),
    benign: good(dpaPersonnel('Confidentiality undertakings shall be required from all personnel of the Processor who process Personal Data.')),
  },

  // ---- 14. the rent left to the landlord to set (lease.rent) ----
  {
    id: 't13-lease-rent-as-landlord-determines', pattern: 'reference', type: 'lease', check: 'lease.rent',
    adverse: badOrMissing(lease('Tenant shall use the Premises only as a bakery and café.', 'Tenant shall pay monthly rent in the amount Landlord determines from time to time.')),
    benign: good(lease('Tenant shall use the Premises only as a bakery and café.', 'Tenant shall pay monthly rent of $6,200 on the first day of each month.')),
  },
  {
    id: 't13-lease-annual-rent-such-sum-as-landlord-specifies', pattern: 'reference', type: 'lease', check: 'lease.rent',
    adverse: badOrMissing(lease('Tenant shall use the Premises only as a bakery and café.', 'The annual rent shall be such sum as the Landlord may specify by notice to the Tenant, payable quarterly in advance.')),
    benign: good(lease('Tenant shall use the Premises only as a bakery and café.', 'The annual rent shall be £48,000, payable quarterly in advance on the usual quarter days.')),
  },
  {
    id: 't13-lease-rent-at-rate-lessor-publishes', pattern: 'reference', type: 'lease', check: 'lease.rent',
    adverse: badOrMissing(lease('Tenant shall use the Premises only as a bakery and café.', 'Rent is payable monthly at the rate published by Lessor from time to time for comparable units.')),
    benign: good(lease('Tenant shall use the Premises only as a bakery and café.', 'Rent is payable monthly at the rate of $22 per rentable square foot per year.')),
  },
];

/** Variant pairs the rules still misread after this round (why), expected to fail until a rule reads them. */
// (none since round 12 of what users saw: the early exit refused is read as refused, and its redline strikes only the
// refusing words, keeping the breach right and the other party's restriction the sentence also states)
export const TUNING13_MISSES: Record<string, string> = {};
