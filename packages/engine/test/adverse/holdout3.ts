/**
 * Third blind hold-out (issue 11, 2026-11-24, seventh round): 40 pairs written before reading the rule code or
 * the earlier hold-outs' wording, in documents of this file's own drafting (not the suite's skeletons in
 * contracts.ts). Each pair is a clause a lawyer acting for the playbook's side would flag, and a benign twin that
 * shares its words. About half are whole short agreements with the one hostile clause placed among ordinary
 * terms; the rest are excerpts (a clause, a schedule or an order-form line, read alone). Scored once on main
 * before any rule change for it (README "Third blind hold-out"); kept as written. Fixes are tuned on
 * `TUNING3` (tuning3.ts), in other wording.
 */
import type { AdverseCase } from './cases.js';
import { bad, good } from './sides.js';

/** Numbered clauses "N. Heading. Body", with any default replaced by `over[heading]`. */
function clauses(defaults: [string, string][], over: Record<string, string>): string {
  for (const k of Object.keys(over)) if (!defaults.some(([h]) => h === k)) throw new Error(`no clause "${k}"`);
  return defaults.map(([h, body], i) => `${i + 1}. ${h}. ${over[h] ?? body}`).join('\n\n');
}

function dpaDoc(over: Record<string, string>): string {
  return `DATA PROCESSING ADDENDUM

This Data Processing Addendum ("Addendum") forms part of the Master Subscription Agreement dated 2 February 2026 (the "Principal Agreement") between Kestrel Retail GmbH ("Customer", acting as controller) and Norvik Cloud Ltd ("Supplier", acting as processor).

${clauses([
    ['Definitions', 'Terms such as "Personal Data", "Personal Data Breach", "processing" and "Data Subject" have the meanings given in Regulation (EU) 2016/679 (the "GDPR").'],
    ['Processing on Instructions', 'Supplier shall process Customer Personal Data only on the documented instructions of Customer, which include the Principal Agreement and this Addendum, unless required otherwise by Union or Member State law to which Supplier is subject.'],
    ['Confidentiality of Personnel', 'Supplier shall ensure that every person it authorises to process Customer Personal Data is bound by a duty of confidentiality.'],
    ['Security', 'Supplier shall implement and maintain the technical and organisational measures described in Annex 2, having regard to the state of the art, the costs of implementation and the risks to Data Subjects.'],
    ['Sub-processing', 'Supplier shall not engage another processor without Customer\'s prior written authorisation. Customer authorises the sub-processors listed in Annex 3, and Supplier shall give Customer at least thirty (30) days\' notice of any intended addition or replacement, during which Customer may object on reasonable grounds.'],
    ['Data Subject Rights and Assistance', 'Supplier shall assist Customer by appropriate technical and organisational measures in responding to requests from Data Subjects and in meeting Customer\'s obligations under Articles 32 to 36 of the GDPR.'],
    ['Personal Data Breach', 'Supplier shall notify Customer without undue delay, and in any event within forty-eight (48) hours, after becoming aware of a Personal Data Breach affecting Customer Personal Data, and shall provide the information Customer reasonably needs to meet its own obligations.'],
    ['Deletion or Return', 'On termination of the Principal Agreement, Supplier shall, at Customer\'s election, delete or return all Customer Personal Data and delete existing copies within thirty (30) days, unless Union or Member State law requires their storage.'],
    ['Audits', 'Supplier shall make available to Customer all information necessary to demonstrate compliance with Article 28 of the GDPR and shall allow for and contribute to audits, including inspections, conducted by Customer or an auditor mandated by Customer.'],
    ['International Transfers', 'Supplier shall not transfer Customer Personal Data to a country outside the European Economic Area unless that country benefits from an adequacy decision or the transfer is made under the Standard Contractual Clauses.'],
    ['Order of Precedence', 'If this Addendum conflicts with the Principal Agreement, this Addendum prevails as regards the processing of Personal Data.'],
  ], over)}
`;
}

function employmentDoc(over: Record<string, string>, extra = ''): string {
  return `EXECUTIVE EMPLOYMENT AGREEMENT

THIS AGREEMENT is made on 9 March 2026 between Harrow Biologics, Inc., a Delaware corporation (the "Company"), and Dana Whitfield (the "Executive").

${clauses([
    ['Position and Duties', 'The Company employs the Executive as Vice President, Research. The Executive will devote substantially all of the Executive\'s business time to the Company.'],
    ['Base Salary', 'The Company will pay the Executive a base salary of $245,000 per year, payable in accordance with the Company\'s regular payroll practices and reviewed annually by the Board.'],
    ['Termination by Notice', 'Either party may end the Executive\'s employment by giving the other not less than three (3) months\' written notice. The Company may instead pay base salary in lieu of all or part of the notice period.'],
    ['Termination for Cause', 'The Company may terminate the Executive\'s employment for Cause at any time with immediate effect. "Cause" means (a) the Executive\'s conviction of, or plea of guilty or no contest to, a felony; (b) fraud, embezzlement or gross misconduct; (c) a material breach of this Agreement or of written Company policy that is not cured within fifteen (15) days after written notice; or (d) wilful failure to perform the Executive\'s duties.'],
    ['Confidential Information', 'The Executive shall not, during or at any time after the employment, use or disclose any confidential information of the Company, except in the proper performance of the Executive\'s duties or as required by law.'],
    ['Inventions', 'The Executive hereby assigns to the Company all right, title and interest in all inventions, discoveries and works of authorship conceived or made by the Executive, alone or with others, in the course of the employment or with the use of Company resources.'],
    ['Non-Competition', 'For six (6) months after the employment ends, the Executive shall not be employed by or provide services to any business that develops antibody therapeutics in competition with the Company in the United States.'],
    ['Non-Solicitation', 'For twelve (12) months after the employment ends, the Executive shall not solicit or hire any employee of the Company, or solicit any customer of the Company with whom the Executive dealt in the last year of employment.'],
    ['Governing Law', 'This Agreement is governed by the laws of the State of Delaware.'],
  ], over)}${extra ? `\n\n${extra}` : ''}
`;
}

function leaseDoc(over: Record<string, string>, extra = ''): string {
  return `COMMERCIAL LEASE

This Lease is made on 1 April 2026 between Granite Row Properties LLC ("Landlord") and Bluebell Dental Practice PLLC ("Tenant") for Suite 210, 400 Mercer Avenue (the "Premises").

${clauses([
    ['Term', 'The Term is five (5) years from 1 May 2026 (the "Commencement Date") to 30 April 2031 (the "Expiry Date").'],
    ['Base Rent', 'Tenant shall pay Base Rent of $6,250 per month, in advance, on the first day of each calendar month.'],
    ['Rent Adjustment', 'On each anniversary of the Commencement Date the monthly Base Rent shall increase by three percent (3%) over the Base Rent payable immediately before that anniversary.'],
    ['Security Deposit', 'On signing Tenant shall deposit $12,500 with Landlord as security for its obligations. Landlord shall return the deposit, less any amount properly applied to cure Tenant\'s default, within thirty (30) days after the Term ends.'],
    ['Maintenance and Repair', 'Landlord shall maintain the roof, structure, common areas and base building systems in good repair. Tenant shall keep the interior of the Premises in good condition, reasonable wear and tear excepted.'],
    ['Assignment and Subletting', 'Tenant shall not assign this Lease or sublet the Premises without Landlord\'s prior written consent, which Landlord shall not unreasonably withhold, condition or delay.'],
    ['Entry by Landlord', 'Landlord may enter the Premises during normal business hours on at least twenty-four (24) hours\' prior notice to inspect or carry out repairs, and at any time in an emergency.'],
    ['Insurance', 'Tenant shall maintain commercial general liability insurance of at least $1,000,000 per occurrence. Landlord shall insure the Building against fire and other insurable risks for its full reinstatement value.'],
    ['Option to Renew', 'Tenant may extend the Term for one further period of five (5) years by written notice to Landlord given not less than six (6) months before the Expiry Date, at the then fair market rent.'],
    ['Governing Law', 'This Lease is governed by the laws of the State of New York.'],
  ], over)}${extra ? `\n\n${extra}` : ''}
`;
}

function saasDoc(over: Record<string, string>, orderForm = ''): string {
  return `CLOUD SERVICES AGREEMENT

This Cloud Services Agreement is entered into on 15 January 2026 by Tallyhook Software, Inc. ("Tallyhook") and Meridian Freight Co. ("Subscriber").

${clauses([
    ['Services', 'Tallyhook will provide Subscriber with access to the Tallyhook dispatch platform (the "Services") during the Subscription Term stated in the Order Form.'],
    ['Fees', 'Subscriber shall pay the fees stated in the Order Form annually in advance. Fees are fixed for the initial Subscription Term.'],
    ['Availability', 'Tallyhook will make the Services available 99.9% of each calendar month, excluding scheduled maintenance notified at least 48 hours in advance, and will credit Subscriber as set out in the Service Level Schedule if it does not.'],
    ['Subscriber Data', 'Subscriber owns all data it submits to the Services ("Subscriber Data"). Tallyhook will process Subscriber Data only to provide the Services and will protect it with industry-standard administrative, physical and technical safeguards.'],
    ['Suspension', 'Tallyhook may suspend the Services if an invoice remains unpaid thirty (30) days after written notice of non-payment, and will restore them promptly once payment is made.'],
    ['Changes', 'Tallyhook may improve the Services from time to time, provided that it does not materially reduce their functionality during a Subscription Term.'],
    ['Limitation of Liability', 'Each party\'s total liability arising out of this Agreement shall not exceed the fees paid or payable by Subscriber in the twelve (12) months before the event giving rise to the claim.'],
    ['Term and Renewal', 'The Subscription Term renews for successive one-year periods unless either party gives notice of non-renewal at least sixty (60) days before the end of the current term.'],
    ['Governing Law', 'This Agreement is governed by the laws of the State of California.'],
  ], over)}${orderForm ? `\n\nORDER FORM\n\n${orderForm}` : ''}
`;
}

function servicesDoc(over: Record<string, string>): string {
  return `CONSULTING SERVICES AGREEMENT

This Agreement is made on 3 June 2026 between Pell & Orrin Advisory LLP (the "Consultant") and Sunfield Energy Corp. (the "Client").

${clauses([
    ['Services', 'The Consultant shall perform the services described in each Statement of Work (the "Services") and deliver the deliverables stated there (the "Deliverables").'],
    ['Relationship', 'The Consultant is an independent contractor. The Consultant is solely responsible for its own taxes, insurance and personnel, and nothing in this Agreement creates an employment, agency or partnership relationship.'],
    ['Acceptance', 'The Client shall have ten (10) business days after delivery to review each Deliverable against its Statement of Work and either accept it or give written reasons for rejection, after which the Consultant shall correct it and resubmit it.'],
    ['Warranty', 'The Consultant warrants that the Services will be performed with reasonable skill and care, in accordance with good industry practice, by suitably qualified personnel.'],
    ['Insurance', 'The Consultant shall maintain professional indemnity insurance of not less than $2,000,000 per claim and general liability insurance of not less than $1,000,000 per occurrence throughout the term and for three years after it.'],
    ['Fees', 'The Client shall pay the fees in each Statement of Work within thirty (30) days after receipt of a correct invoice.'],
    ['Termination', 'Either party may terminate this Agreement for material breach not remedied within thirty (30) days after notice, and the Client may terminate it for convenience on fifteen (15) days\' notice.'],
    ['Governing Law', 'This Agreement is governed by the laws of the State of Texas.'],
  ], over)}
`;
}

function licenseDoc(over: Record<string, string>): string {
  return `SOFTWARE LICENCE AGREEMENT

This Licence Agreement is dated 20 July 2026 and made between Quillon Analytics Ltd (the "Licensor") and Brackenridge Insurance plc (the "Licensee").

${clauses([
    ['Grant', 'Subject to payment of the Licence Fee, the Licensor grants the Licensee a non-exclusive, non-transferable licence for the Term to install and use the Software for the Licensee\'s internal business purposes at the Sites listed in Schedule 1.'],
    ['Affiliates and Contractors', 'The Licensee may permit its Affiliates and contractors acting on its behalf to use the Software, and remains responsible for their compliance with this Agreement.'],
    ['Licence Fee and Records', 'The Licensee shall pay the annual Licence Fee in Schedule 2 and keep accurate records of the number of users. Not more than once a year, on thirty (30) days\' notice, the Licensor may have those records inspected by an independent accountant at the Licensor\'s cost, unless the inspection shows an underpayment of more than five percent (5%).'],
    ['Improvements', 'Any modification of the Software made by or for the Licensee belongs to the Licensee, subject to the Licensor\'s rights in the underlying Software.'],
    ['Term and Termination', 'This Agreement continues for three (3) years and may be terminated by either party if the other commits a material breach not remedied within thirty (30) days after notice.'],
    ['Governing Law', 'This Agreement is governed by the laws of England and Wales.'],
  ], over)}
`;
}

function msaDoc(over: Record<string, string>, sow = ''): string {
  return `MASTER SERVICES AGREEMENT

This Master Services Agreement is entered into as of 11 August 2026 by Corvane Systems Inc. ("Supplier") and Thistledown Health Partners LLC ("Client").

${clauses([
    ['Services', 'Supplier shall provide the services described in each Statement of Work ("SOW") signed by both parties.'],
    ['Fees and Payment', 'Client shall pay undisputed invoices within forty-five (45) days of receipt.'],
    ['Intellectual Property', 'Except as a SOW expressly provides otherwise, all Deliverables shall be owned by Client upon payment, and Supplier hereby assigns to Client all rights in them.'],
    ['Confidentiality', 'Each party shall keep the other\'s Confidential Information confidential and use it only to perform this Agreement.'],
    ['Limitation of Liability', 'Each party\'s aggregate liability under this Agreement shall not exceed the fees paid or payable in the twelve (12) months preceding the claim. Neither party excludes liability for fraud, for death or personal injury caused by negligence, or for breach of confidentiality.'],
    ['Term and Termination', 'This Agreement has an initial term of three (3) years. Client may terminate this Agreement or any SOW for convenience on thirty (30) days\' written notice.'],
    ['Governing Law', 'This Agreement is governed by the laws of the State of Illinois.'],
  ], over)}${sow ? `\n\nSTATEMENT OF WORK NO. 1\n\n${sow}` : ''}
`;
}

function ndaDoc(over: Record<string, string>): string {
  return `MUTUAL CONFIDENTIALITY AGREEMENT

This Agreement is made on 5 October 2026 between Larkspur Foods plc and Ostrander Packaging B.V. (each a "party"), who wish to discuss a possible joint venture (the "Project").

${clauses([
    ['Confidential Information', '"Confidential Information" means information of any kind disclosed by or on behalf of one party to the other in connection with the Project, whether in writing, orally or by inspection.'],
    ['Undertakings', 'Each party receiving Confidential Information shall keep it secret, use it only to evaluate the Project, and disclose it only to its directors, employees and professional advisers who need to know it and are bound by equivalent duties.'],
    ['Exceptions', 'These undertakings do not apply to information that is or becomes public other than through breach, was lawfully in the receiving party\'s possession before disclosure, is lawfully received from a third party free of any restriction, or is independently developed without use of the Confidential Information.'],
    ['Return', 'On request each party shall return or destroy the other\'s Confidential Information.'],
    ['Duration', 'This Agreement may be terminated by either party at any time on written notice. The undertakings in clause 2 shall continue for five (5) years after termination in respect of Confidential Information disclosed before termination.'],
    ['Law', 'This Agreement is governed by English law.'],
  ], over)}
`;
}

export const HOLDOUT3: AdverseCase[] = [
  // ---- DPA (controller side): 7 ----
  {
    id: 'h3-dpa-breach-business-days', pattern: 'position', type: 'dpa', check: 'dpa.breach_notification',
    adverse: bad(dpaDoc({ 'Personal Data Breach': 'Supplier shall inform Customer of any Personal Data Breach that Supplier has confirmed following its internal investigation, within five (5) Business Days after such confirmation.' })),
    benign: good(dpaDoc({ 'Personal Data Breach': 'Supplier shall inform Customer of any Personal Data Breach without undue delay and in any event within forty-eight (48) hours after becoming aware of it, and shall deliver a written root-cause report within five (5) Business Days thereafter.' })),
  },
  {
    id: 'h3-dpa-subprocessor-affiliates-override', pattern: 'override', type: 'dpa', check: 'dpa.sub_processors',
    adverse: bad(dpaDoc({ 'Order of Precedence': 'Notwithstanding clause 5, Supplier may appoint, replace or add sub-processors at any time, and shall maintain a current list on its website; Customer shall have no right to object.' })),
    benign: good(dpaDoc({ 'Order of Precedence': 'Notwithstanding clause 5, Supplier may replace a sub-processor without notice where urgently needed to keep the service secure, provided it notifies Customer within five (5) days afterwards and Customer may then object as set out in clause 5.' })),
  },
  {
    id: 'h3-dpa-audit-report-only', pattern: 'position', type: 'dpa', check: 'dpa.audits',
    adverse: bad('9. Audits. The Processor shall make available to the Controller, on request, a summary of its most recent ISO/IEC 27001 certification audit. The Controller agrees that such summary shall be the sole means of verifying the Processor\'s compliance, and that no inspection of the Processor\'s premises, systems or records shall take place.'),
    benign: good('9. Audits. The Processor shall make available to the Controller, on request, a summary of its most recent ISO/IEC 27001 certification audit. Where the Controller reasonably considers that summary insufficient, or a supervisory authority so requires, the Processor shall permit an inspection of its premises, systems and records by the Controller or an independent auditor on thirty (30) days\' notice.'),
  },
  {
    id: 'h3-dpa-retention-commercial', pattern: 'position', type: 'dpa', check: 'dpa.deletion_return',
    adverse: bad(dpaDoc({ 'Deletion or Return': 'Upon expiry of the Principal Agreement, Supplier may retain Customer Personal Data for as long as Supplier considers it useful for its business, including for analytics and benchmarking.' })),
    benign: good(dpaDoc({ 'Deletion or Return': 'Upon expiry of the Principal Agreement, Supplier shall delete all Customer Personal Data within thirty (30) days. Supplier may retain Customer Personal Data beyond that period only to the extent and for as long as applicable law requires, and shall keep it confidential and not otherwise process it.' })),
  },
  {
    id: 'h3-dpa-instructions-model-training', pattern: 'position', type: 'dpa', check: 'dpa.instructions',
    adverse: bad(dpaDoc({ 'Processing on Instructions': 'Supplier will process Customer Personal Data on Customer\'s documented instructions and, in addition, to train, test and improve the machine-learning models that Supplier offers to its other customers.' })),
    benign: good(dpaDoc({ 'Processing on Instructions': 'Supplier will process Customer Personal Data only on Customer\'s documented instructions. Supplier will not use Customer Personal Data to train, test or improve machine-learning models offered to its other customers.' })),
  },
  {
    id: 'h3-dpa-transfers-anywhere', pattern: 'position', type: 'dpa', check: 'dpa.international_transfers',
    adverse: bad('SCHEDULE 4 - LOCATIONS OF PROCESSING\n\nThe Processor and its Sub-processors may store and process Personal Data in any country in which they maintain facilities from time to time, and the Controller consents to every such transfer.'),
    benign: good('SCHEDULE 4 - LOCATIONS OF PROCESSING\n\nThe Processor and its Sub-processors store and process Personal Data only in Ireland and Germany. The Processor shall not transfer Personal Data to any other country except under the Standard Contractual Clauses approved by the European Commission and with the Controller\'s prior written consent.'),
  },
  {
    id: 'h3-dpa-security-capitals', pattern: 'position', type: 'dpa', check: 'dpa.security',
    adverse: bad(dpaDoc({ Security: 'SUPPLIER GIVES NO UNDERTAKING AS TO THE SECURITY MEASURES APPLIED TO CUSTOMER PERSONAL DATA, WHICH SUPPLIER MAY CHANGE OR WITHDRAW AT ITS SOLE DISCRETION.' })),
    benign: good(dpaDoc({ Security: 'Supplier shall implement the technical and organisational measures set out in Annex 2. Supplier may change those measures at its discretion, provided that no change reduces the overall level of security applied to Customer Personal Data.' })),
  },

  // ---- Employment (employer side): 6 ----
  {
    id: 'h3-emp-noncompete-three-years', pattern: 'position', type: 'employment', check: 'employment.non_compete',
    adverse: bad(employmentDoc({ 'Non-Competition': 'For three years after the employment ends, the Executive shall not be engaged, concerned or interested in any business anywhere in the world that competes with any business of the Company or its affiliates.' })),
    benign: good(employmentDoc({ 'Non-Competition': 'For six months after the employment ends, the Executive shall not be engaged in any business in the United States that competes with the Company\'s antibody programmes; this clause does not shorten clause 5, whose obligations continue for three years after the employment ends.' })),
  },
  {
    id: 'h3-emp-nonsolicit-disapplied', pattern: 'disapplied', type: 'employment', check: 'employment.non_solicit',
    adverse: bad(employmentDoc({}, '10. Special Conditions. Clause 8 (Non-Solicitation) shall cease to apply if the Company terminates the Executive\'s employment for any reason other than Cause.')),
    benign: good(employmentDoc({}, '10. Special Conditions. Clause 8 (Non-Solicitation) shall apply however the employment ends, whether the Company or the Executive terminates it and whether or not for Cause.')),
  },
  {
    id: 'h3-emp-inventions-stay-with-employee', pattern: 'role', type: 'employment', check: 'employment.ip_assignment',
    adverse: bad('6. Inventions. All inventions, discoveries and works of authorship made or conceived by the Executive, whether or not during working hours, shall remain the exclusive property of the Executive, who grants the Company a non-exclusive licence to use them in the Company\'s business during the employment.'),
    benign: good('6. Inventions. All inventions, discoveries and works of authorship made or conceived by the Executive in the course of the employment are the exclusive property of the Company, and the Executive hereby assigns them to the Company. This clause does not apply to an invention that qualifies fully under Section 2870 of the California Labor Code.'),
  },
  {
    id: 'h3-emp-confidentiality-ends', pattern: 'position', type: 'employment', check: 'employment.confidentiality',
    adverse: bad(employmentDoc({ 'Confidential Information': 'During the employment, the Executive shall not use or disclose any confidential information of the Company except in the proper performance of the Executive\'s duties. This obligation shall lapse when the employment terminates.' })),
    benign: good(employmentDoc({ 'Confidential Information': 'The Executive shall not use or disclose any confidential information of the Company except in the proper performance of the Executive\'s duties. This obligation continues after the employment terminates, but does not apply to information that becomes public other than through the Executive\'s breach.' })),
  },
  {
    id: 'h3-emp-notice-one-sided', pattern: 'role', type: 'employment', check: 'employment.notice_period',
    adverse: bad(employmentDoc({ 'Termination by Notice': 'The Executive may resign at any time without notice. The Company may terminate the Executive\'s employment, other than for Cause, only on giving the Executive not less than twelve (12) months\' written notice.' })),
    benign: good(employmentDoc({ 'Termination by Notice': 'The Executive may resign on giving not less than three (3) months\' written notice. The Company may terminate the Executive\'s employment, other than for Cause, on giving the Executive not less than three (3) months\' written notice or paying base salary in lieu.' })),
  },
  {
    id: 'h3-emp-cause-conviction-only', pattern: 'position', type: 'employment', check: 'employment.termination_for_cause',
    adverse: bad(employmentDoc({ 'Termination for Cause': 'The Company may terminate the Executive\'s employment for Cause. For this purpose "Cause" means only the Executive\'s conviction of a felony involving moral turpitude, as finally determined by a court after all rights of appeal have been exhausted.' })),
    benign: good(employmentDoc({ 'Termination for Cause': 'The Company may terminate the Executive\'s employment for Cause with immediate effect. For this purpose "Cause" includes the Executive\'s conviction of a felony, dishonesty or gross misconduct, and any material breach of this Agreement that the Executive fails to cure within ten (10) days after written notice.' })),
  },

  // ---- Lease (tenant side): 6 ----
  {
    id: 'h3-lease-market-review-override', pattern: 'override', type: 'lease', check: 'lease.rent_increases',
    adverse: bad(leaseDoc({}, '11. Rider. Notwithstanding clause 3, Landlord may at any time during the Term revise the Base Rent to the open market rent as determined by a surveyor appointed by Landlord, and Tenant shall pay the revised Base Rent from the date Landlord notifies it.')),
    benign: good(leaseDoc({}, '11. Rider. Notwithstanding clause 3, on the third anniversary of the Commencement Date the Base Rent shall be revised to the open market rent as determined by an independent surveyor, provided that the revised Base Rent shall not exceed the Base Rent then payable by more than five percent (5%).')),
  },
  {
    id: 'h3-lease-deposit-forfeit', pattern: 'position', type: 'lease', check: 'lease.deposit',
    adverse: bad(leaseDoc({ 'Security Deposit': 'On signing Tenant shall pay Landlord a security deposit of $12,500, which shall be non-refundable and which Landlord may apply at any time in its discretion.' })),
    benign: good(leaseDoc({ 'Security Deposit': 'On signing Tenant shall pay Landlord a security deposit of $12,500, which Landlord shall hold in a separate account and refund within thirty (30) days after the Term ends, less only amounts Landlord has applied to remedy Tenant\'s default after giving notice.' })),
  },
  {
    id: 'h3-lease-structural-repairs', pattern: 'role', type: 'lease', check: 'lease.repairs',
    adverse: bad('5. Repairs. The Tenant shall, at its sole cost, keep the whole of the Premises, including the roof, foundations, external walls, structure and all building systems, in good and substantial repair and condition, and shall renew or replace them whenever necessary.'),
    benign: good('5. Repairs. The Landlord shall, at its sole cost, keep the roof, foundations, external walls, structure and building systems in good and substantial repair and condition, and shall renew or replace them whenever necessary. The Tenant shall keep the interior of the Premises clean and in good decorative order.'),
  },
  {
    id: 'h3-lease-absolute-alienation', pattern: 'position', type: 'lease', check: 'lease.assignment_subletting',
    adverse: bad(leaseDoc({ 'Assignment and Subletting': 'Tenant shall not assign, charge or part with possession of this Lease or sublet the whole or any part of the Premises, and any attempt to do so shall be void.' })),
    benign: good(leaseDoc({ 'Assignment and Subletting': 'Tenant shall not assign, charge or part with possession of this Lease or sublet the whole or any part of the Premises without Landlord\'s consent, such consent not to be unreasonably withheld or delayed.' })),
  },
  {
    id: 'h3-lease-entry-at-will', pattern: 'position', type: 'lease', check: 'lease.landlord_access',
    adverse: bad(leaseDoc({ 'Entry by Landlord': 'Landlord and its agents, contractors and prospective purchasers or tenants may enter the Premises at any time, with or without notice, for any purpose Landlord considers appropriate.' })),
    benign: good(leaseDoc({ 'Entry by Landlord': 'Landlord and its agents may enter the Premises on at least forty-eight (48) hours\' notice, during business hours and accompanied by Tenant if Tenant so wishes, to inspect or repair; in an emergency Landlord may enter at any time without notice.' })),
  },
  {
    id: 'h3-lease-renewal-discretion', pattern: 'position', type: 'lease', check: 'lease.renewal_option',
    adverse: bad(leaseDoc({ 'Option to Renew': 'Tenant may ask Landlord to extend the Term for one further period of five (5) years, by written request given not less than six (6) months before the Expiry Date; Landlord may grant or refuse such request in its absolute discretion.' })),
    benign: good(leaseDoc({ 'Option to Renew': 'Tenant shall have the option to extend the Term for one further period of five (5) years by written notice given not less than six (6) months before the Expiry Date, provided Tenant is not then in material default; Landlord may not refuse an extension validly exercised.' })),
  },

  // ---- SaaS (customer side): 6 ----
  {
    id: 'h3-saas-order-form-fees-discretion', pattern: 'reference', type: 'saas', check: 'saas.price_increases',
    adverse: bad(saasDoc({ Fees: 'Subscriber shall pay the fees stated in the Order Form annually in advance.' }, 'Subscription Term: 36 months\nPlatform fee: US$48,000 per year\nPricing: Tallyhook may revise the fees at any time during the Subscription Term by notice to Subscriber.')),
    benign: good(saasDoc({ Fees: 'Subscriber shall pay the fees stated in the Order Form annually in advance.' }, 'Subscription Term: 36 months\nPlatform fee: US$48,000 per year\nPricing: Tallyhook may revise the fees for any renewal term by notice given at least ninety (90) days before it begins, by no more than four percent (4%).')),
  },
  {
    id: 'h3-saas-suspend-sole-judgement', pattern: 'position', type: 'saas', check: 'saas.suspension',
    adverse: bad(saasDoc({ Suspension: 'Tallyhook may suspend Subscriber\'s access to all or part of the Services immediately and without notice if Tallyhook believes, in its sole judgement, that Subscriber has breached any term of this Agreement.' })),
    benign: good(saasDoc({ Suspension: 'Tallyhook may suspend access only to the extent reasonably necessary to stop an active threat to the security of the Services, giving prior notice where practicable, and shall not suspend for non-payment without at least fifteen (15) days\' written notice.' })),
  },
  {
    id: 'h3-saas-sla-information-only', pattern: 'position', type: 'saas', check: 'saas.service_levels',
    adverse: bad('SERVICE LEVEL SCHEDULE\n\nThe availability target of 99.5% is provided for information only. A failure by the Provider to meet it shall not be a breach of the Agreement and shall not entitle the Customer to any service credit or other remedy.'),
    benign: good('SERVICE LEVEL SCHEDULE\n\nThe Provider shall make the Service available at least 99.5% of each month. If it fails to do so, the Customer shall be entitled to the service credits below, which shall not be the Customer\'s sole remedy if availability falls below 99.5% in three consecutive months.'),
  },
  {
    id: 'h3-saas-terms-by-posting', pattern: 'position', type: 'saas', check: 'saas.unilateral_changes',
    adverse: bad(saasDoc({ Changes: 'Tallyhook may amend this Agreement from time to time by posting revised terms at tallyhook.com/legal; Subscriber\'s continued use of the Services after posting constitutes acceptance of the revised terms.' })),
    benign: good(saasDoc({ Changes: 'No amendment to this Agreement is effective unless made in writing and signed by both parties; terms posted at tallyhook.com/legal from time to time shall not amend this Agreement.' })),
  },
  {
    id: 'h3-saas-data-licence-perpetual', pattern: 'position', type: 'saas', check: 'saas.data_protection',
    adverse: bad(saasDoc({ 'Subscriber Data': 'Subscriber grants Tallyhook a perpetual, irrevocable, worldwide and royalty-free licence to use, copy, modify and commercialise Subscriber Data for any purpose, which shall survive termination of this Agreement.' })),
    benign: good(saasDoc({ 'Subscriber Data': 'Subscriber grants Tallyhook a non-exclusive licence to host, copy and process Subscriber Data solely to provide the Services to Subscriber during the Subscription Term; Tallyhook acquires no other right in Subscriber Data.' })),
  },
  {
    id: 'h3-saas-cap-nominal', pattern: 'position', type: 'saas', check: 'saas.limitation_of_liability',
    adverse: bad(saasDoc({ 'Limitation of Liability': 'IN NO EVENT SHALL TALLYHOOK\'S TOTAL LIABILITY ARISING OUT OF OR RELATING TO THIS AGREEMENT EXCEED ONE HUNDRED UNITED STATES DOLLARS (US$100).' })),
    benign: good(saasDoc({ 'Limitation of Liability': 'IN NO EVENT SHALL EITHER PARTY\'S TOTAL LIABILITY ARISING OUT OF OR RELATING TO THIS AGREEMENT EXCEED THE FEES PAID OR PAYABLE BY SUBSCRIBER IN THE TWELVE MONTHS BEFORE THE EVENT GIVING RISE TO THE CLAIM.' })),
  },

  // ---- Services / consulting (client side): 5 ----
  {
    id: 'h3-svc-deemed-acceptance-on-delivery', pattern: 'position', type: 'services', check: 'services.acceptance',
    adverse: bad(servicesDoc({ Acceptance: 'Each Deliverable shall be deemed accepted by the Client upon delivery, and the Consultant shall have no obligation to correct any Deliverable after delivery.' })),
    benign: good(servicesDoc({ Acceptance: 'The Client shall have ten (10) business days after delivery to test each Deliverable against its Statement of Work; a Deliverable shall be deemed accepted only if the Client neither accepts nor rejects it within five (5) business days after a written reminder from the Consultant.' })),
  },
  {
    id: 'h3-cons-as-is', pattern: 'position', type: 'consulting', check: 'consulting.services_warranty',
    adverse: bad(servicesDoc({ Warranty: 'THE SERVICES AND DELIVERABLES ARE PROVIDED "AS IS". THE CONSULTANT DISCLAIMS ALL WARRANTIES, WHETHER EXPRESS, IMPLIED OR STATUTORY, INCLUDING ANY WARRANTY OF QUALITY OR FITNESS FOR PURPOSE.' })),
    benign: good(servicesDoc({ Warranty: 'The Consultant warrants that the Services will be performed with reasonable skill and care in accordance with good industry practice. EXCEPT AS EXPRESSLY SET OUT IN THIS CLAUSE, THE CONSULTANT DISCLAIMS ALL OTHER WARRANTIES, WHETHER EXPRESS, IMPLIED OR STATUTORY.' })),
  },
  {
    id: 'h3-cons-client-pays-payroll-taxes', pattern: 'role', type: 'consulting', check: 'consulting.independent_contractor',
    adverse: bad('2. Status. The Client shall withhold income tax and pay social security contributions on all fees paid to the Consultant, and the Consultant shall be eligible to participate in the Client\'s employee benefit plans on the same basis as the Client\'s employees.'),
    benign: good('2. Status. The Consultant is an independent contractor. The Consultant shall pay its own income tax and social security contributions on all fees paid to it, and shall not be eligible to participate in the Client\'s employee benefit plans.'),
  },
  {
    id: 'h3-svc-insurance-optional', pattern: 'position', type: 'services', check: 'services.insurance',
    adverse: bad(servicesDoc({ Insurance: 'The Consultant may, at its option, maintain such insurance as it considers appropriate, and shall not be required to produce evidence of any insurance to the Client.' })),
    benign: good(servicesDoc({ Insurance: 'The Consultant shall maintain, at its own cost, professional indemnity insurance of not less than $2,000,000 per claim and shall produce evidence of it to the Client on request; the Consultant may maintain any further insurance it considers appropriate.' })),
  },
  {
    id: 'h3-svc-one-sided-cap', pattern: 'role', type: 'services', check: 'services.limitation_of_liability',
    adverse: bad('12. Liability. 12.1 The Consultant\'s total liability under or in connection with this Agreement shall not exceed the fees paid in the three (3) months before the claim arose. 12.2 Nothing in this clause 12 limits the liability of the Client.'),
    benign: good('12. Liability. 12.1 The total liability of each party under or in connection with this Agreement shall not exceed the fees paid in the twelve (12) months before the claim arose. 12.2 Nothing in this clause 12 limits either party\'s liability for fraud or for death or personal injury caused by its negligence.'),
  },

  // ---- Licence (licensee side): 5 ----
  {
    id: 'h3-lic-revocable-at-will', pattern: 'position', type: 'license', check: 'license.grant_scope',
    adverse: bad(licenseDoc({ Grant: 'The Licensor grants the Licensee a non-exclusive, non-transferable licence to install and use the Software for the Licensee\'s internal business purposes, which the Licensor may revoke at any time on written notice for any reason or no reason.' })),
    benign: good(licenseDoc({ Grant: 'The Licensor grants the Licensee a non-exclusive, non-transferable, perpetual and irrevocable (save under clause 5) licence to install and use the Software for the Licensee\'s internal business purposes.' })),
  },
  {
    id: 'h3-lic-licensee-bound-exclusive', pattern: 'role', type: 'license', check: 'license.exclusivity',
    adverse: bad('4. Exclusivity. During the Term the Licensee shall not license, use or distribute any software that competes with the Software, and shall obtain all of its requirements for claims-analytics software exclusively from the Licensor.'),
    benign: good('4. Exclusivity. During the Term the Licensor shall not license the Software, or any software that competes with it, to any other insurer in the United Kingdom, and the Licensee\'s licence in that field is exclusive.'),
  },
  {
    id: 'h3-lic-no-sublicence-even-affiliates', pattern: 'polarity', type: 'license', check: 'license.sublicensing',
    adverse: bad(licenseDoc({ 'Affiliates and Contractors': 'The Licensee shall have no right to grant sublicences, and may not permit any Affiliate, contractor or outsourcing provider to use the Software.' })),
    benign: good(licenseDoc({ 'Affiliates and Contractors': 'Nothing in this Agreement shall restrict the Licensee from granting sublicences to its Affiliates, or from permitting contractors and outsourcing providers to use the Software on its behalf.' })),
  },
  {
    id: 'h3-lic-audit-unlimited-costs', pattern: 'position', type: 'license', check: 'license.royalties_audit',
    adverse: bad(licenseDoc({ 'Licence Fee and Records': 'The Licensee shall pay the annual Licence Fee in Schedule 2. The Licensor may audit the Licensee\'s books, systems and premises at any time and as often as it wishes, without notice, and the Licensee shall bear the full cost of every audit whatever its outcome.' })),
    benign: good(licenseDoc({ 'Licence Fee and Records': 'The Licensee shall pay the annual Licence Fee in Schedule 2. The Licensor may audit the Licensee\'s records once in any twelve-month period on thirty (30) days\' notice; the Licensor shall bear the cost of the audit unless it shows an underpayment of more than five percent (5%), in which case the Licensee shall bear it.' })),
  },
  {
    id: 'h3-lic-improvements-assigned', pattern: 'role', type: 'license', check: 'license.improvements',
    adverse: bad(licenseDoc({ Improvements: 'All modifications, enhancements and derivative works of the Software made by or for the Licensee shall vest in the Licensor on creation, and the Licensee hereby assigns to the Licensor all rights in them without further payment.' })),
    benign: good(licenseDoc({ Improvements: 'All modifications, enhancements and derivative works of the Software made by or for the Licensee shall vest in the Licensee on creation; the Licensee grants the Licensor a non-exclusive licence to use any of them that the Licensee chooses to share.' })),
  },

  // ---- MSA (customer side): 3 ----
  {
    id: 'h3-msa-client-uncapped-proviso', pattern: 'role', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: bad(msaDoc({ 'Limitation of Liability': 'Supplier\'s aggregate liability under this Agreement shall not exceed the fees paid in the six (6) months preceding the claim. Nothing in this clause limits or excludes any liability of Client.' })),
    benign: good(msaDoc({ 'Limitation of Liability': 'Each party\'s aggregate liability under this Agreement shall not exceed the fees paid in the twelve (12) months preceding the claim. Nothing in this clause limits or excludes either party\'s liability for fraud or for death or personal injury caused by negligence.' })),
  },
  {
    id: 'h3-msa-supplier-walkaway', pattern: 'role', type: 'msa', check: 'msa.termination_for_convenience',
    adverse: bad(msaDoc({ 'Term and Termination': 'This Agreement has an initial term of three (3) years. Supplier may terminate this Agreement or any SOW for convenience on thirty (30) days\' written notice; Client may terminate only for Supplier\'s uncured material breach.' })),
    benign: good(msaDoc({ 'Term and Termination': 'This Agreement has an initial term of three (3) years. Client may terminate this Agreement or any SOW for convenience on thirty (30) days\' written notice; Supplier may terminate only for Client\'s uncured material breach.' })),
  },
  {
    id: 'h3-msa-sow-ip-override', pattern: 'override', type: 'msa', check: 'msa.ip_ownership',
    adverse: bad(msaDoc({}, 'Scope: migration of the Client\'s patient-scheduling system.\nOwnership: Notwithstanding Section 3 of the Agreement, all Deliverables under this SOW shall be owned by Supplier, and Client receives a non-exclusive licence to use them for its internal purposes.')),
    benign: good(msaDoc({}, 'Scope: migration of the Client\'s patient-scheduling system.\nOwnership: Notwithstanding Section 3 of the Agreement, Supplier retains ownership of its pre-existing tools, and Client receives a non-exclusive, perpetual licence to use them as incorporated in the Deliverables, which Client owns.')),
  },

  // ---- NDA (mutual): 2 ----
  {
    id: 'h3-nda-residuals-memory', pattern: 'position', type: 'nda', check: 'nda.residuals',
    adverse: bad(ndaDoc({ Return: 'On request each party shall return or destroy the other\'s Confidential Information. Each party may nevertheless use for any purpose information retained in the unaided memory of its personnel who had access to the Confidential Information.' })),
    benign: good(ndaDoc({ Return: 'On request each party shall return or destroy the other\'s Confidential Information. Information retained in the unaided memory of a party\'s personnel remains Confidential Information and may not be used except as this Agreement permits.' })),
  },
  {
    id: 'h3-nda-obligations-end-on-termination', pattern: 'position', type: 'nda', check: 'nda.survival_of_obligations',
    adverse: bad(ndaDoc({ Duration: 'This Agreement may be terminated by either party at any time on written notice, whereupon all undertakings under it shall cease.' })),
    benign: good(ndaDoc({ Duration: 'This Agreement may be terminated by either party at any time on written notice, whereupon no further Confidential Information shall be disclosed; the undertakings under it shall continue for five (5) years after termination.' })),
  },
];

/**
 * The pairs still read wrongly after the seventh round's general fixes, with why; each runs as an expected failure
 * until a rule reads it (then take it off the list). The licence, MSA and NDA misses were read by the second-wave
 * judge round (issue 11); none is left.
 */
export const HOLDOUT3_MISSES: Record<string, string> = {
};
