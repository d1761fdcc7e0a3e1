// Hold-out 21's misses as classes (session 26): hold-out 21 was scored blind in session 25 and is spent. Each class below
// is a kind of drafting one of its misses belongs to, written as rows of our own (other verbs, order, party names;
// US, English, Australian, Indian, Canadian drafting), each adverse wording with a benign twin sharing its words,
// written before the fix. The hold-out's own sentences are not among them.
import { describe } from 'vitest';
import { at, clauseOf, eachPlaybook, rows } from './support/class-rows.js';

const employment = (body: string) =>
  `EMPLOYMENT AGREEMENT\n\nThis agreement is made between Red Deer Seed Cleaning Ltd. (the "Company"), of Red Deer, Alberta, and Priya Raman (the "Employee").\n\n1. Position. The Employee is employed as Plant Supervisor from 1 June 2026 and shall work forty (40) hours a week.\n\n2. ${body}\n\n3. Notice. Either party may end the employment on one (1) month's written notice.\n\n4. Law. This agreement is governed by the laws of the Province of Alberta.`;

const employmentWithPay = (body: string) =>
  `EMPLOYMENT AGREEMENT\n\nThis agreement is made between Geelong Wool Scourers Pty Ltd (the "Employer") and Tomasz Nowak (the "Employee").\n\n1. Position. The Employee is employed as Shift Manager from 1 July 2026.\n\n2. Pay. The Employee's salary is AUD 96,000 a year, paid fortnightly in arrears.\n\n3. ${body}\n\n4. Notice. Either party may end the employment on four (4) weeks' written notice.\n\n5. Law. This agreement is governed by the laws of Victoria.`;

const nda = (defn: string, body = '') =>
  `MUTUAL NON-DISCLOSURE AGREEMENT\n\nThis agreement is made between Tamworth Grain Storage Pty Ltd ("Tamworth") and Ludhiana Agri Machines Private Limited ("Ludhiana"), each a "Recipient" of the other's Confidential Information.\n\n1. Definitions. ${defn}\n\n2. Obligations. The Recipient shall keep the other party's Confidential Information confidential and use it only to evaluate a proposed silo-automation venture (the "Venture").\n\n3. ${body || 'Records. Each party shall keep a record of the Confidential Information it receives.'}\n\n4. Term. This agreement lasts two (2) years, and clause 2 survives for three (3) years after it ends.\n\n5. Law. This agreement is governed by the laws of New South Wales.`;

const services = (body: string) =>
  `SERVICES AGREEMENT\n\nThis agreement is made between Fraser Valley Berry Growers Ltd. (the "Customer") and Abbotsford Cold Chain Logistics Inc. (the "Provider").\n\n1. Services. The Provider shall store and ship the Customer's frozen berries as described in Schedule A.\n\n2. Fees. The Customer shall pay the fees in Schedule B within thirty (30) days of invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of the Province of British Columbia.`;

const consulting = (body: string) =>
  `CONSULTANCY AGREEMENT\n\nThis agreement is made between Coimbatore Spinning Mills Limited (the "Client") and Erode Textile Advisory LLP (the "Consultant").\n\n1. Services. The Consultant shall review the Client's yarn quality systems as set out in the Schedule.\n\n2. Fees. The Client shall pay the Consultant's fees within thirty (30) days of each invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of India, and the courts at Coimbatore have jurisdiction.`;

const msa = (body: string) =>
  `MASTER SERVICES AGREEMENT\n\nThis agreement is made between Yakima Valley Hop Processors, Inc. (the "Customer") and Cascade Kiln Controls LLC (the "Provider").\n\n1. Services. The Provider shall maintain the Customer's kiln control systems as described in each Statement of Work.\n\n2. Fees. The Customer shall pay each undisputed invoice within thirty (30) days of receipt.\n\n3. Term. This agreement lasts three (3) years from the Effective Date.\n\n4. ${body}\n\n5. Law. This agreement is governed by the laws of the State of Washington.`;

const saas = (body: string) =>
  `SUBSCRIPTION AGREEMENT\n\nThis agreement is made between Darling Downs Cotton Gins Pty Ltd (the "Customer") and Toowoomba Yield Analytics Pty Ltd (the "Provider").\n\n1. Service. The Provider shall make its bale-tracking platform (the "Service") available to the Customer.\n\n2. Fees. The Customer shall pay the subscription fees annually in advance within thirty (30) days of invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of Queensland.`;

const dpa = (body: string) =>
  `DATA PROCESSING AGREEMENT\n\nThis agreement is made between Halifax Lobster Exporters Ltd. ("Controller") and Moncton Payroll Services Inc. ("Processor").\n\n1. Processing. Processor shall process personal data of Controller's employees only on Controller's documented instructions, to run Controller's payroll.\n\n2. Confidentiality. Processor shall ensure that its personnel who process the data are bound by a duty of confidentiality.\n\n3. ${body}\n\n4. Sub-processors. Processor shall not engage any sub-processor without Controller's prior written authorisation.\n\n5. Law. This agreement is governed by the laws of the Province of Nova Scotia.`;

const lease = (body: string) =>
  `LEASE\n\nThis lease is made between Wellington Harbour Properties Limited (the "Landlord") and Petone Freight Forwarders Limited (the "Tenant").\n\n1. Premises. The Landlord leases to the Tenant the second floor of 12 Wharf Street, Petone, for six (6) years from 1 August 2026.\n\n2. Rent. The Tenant shall pay rent of NZD 96,000 a year plus GST, by equal monthly instalments in advance on the first day of each month.\n\n3. Repairs. ${body}\n\n4. Use. The Tenant shall use the Premises only as offices.\n\n5. Law. This lease is governed by the laws of New Zealand.`;

describe('hold-out 21\'s misses as classes', () => {
  // ---- pay left to the employer's say from time to time (the employer's side) ----

  // The salary clause names no sum: the employee is paid whatever the board, the chairman or the employer fixes "from
  // time to time". No salary is stated and none can be enforced. Not a stated salary beside a bonus or perquisites left
  // to the employer's discretion.
  const pay = clauseOf('employment', 'employment.compensation', (b) => employment(`Remuneration. ${b}`));
  rows('pay left to the employer\'s say from time to time', [
    [pay('The Employee shall receive such remuneration as the Board may determine from time to time.', 'unacceptable'),
      pay('The Employee shall receive a salary of CAD 82,000 a year, paid every two weeks, and such bonus, if any, as the Board may determine from time to time.', 'preferred')],
    [pay('The Company will pay the Employee wages at whatever rate the Company sets from time to time, on such days as it decides.', 'unacceptable'),
      pay('The Company will pay the Employee wages at the rate of CAD 31.50 an hour, every second Friday, and any later increase will be at whatever rate the Company sets from time to time.', 'preferred')],
    [pay('The Employee shall be entitled to such salary and perquisites as the Chairman may decide and notify to him from time to time.', 'unacceptable'),
      pay('The Employee shall be entitled to a basic salary of INR 9,60,000 per annum, paid monthly, and such perquisites as the Chairman may decide and notify to him from time to time.', 'preferred')],
  ]);

  // ---- the employer's information left free once the employment ends (the employer's side) ----

  // The duty of confidence is stated, but a sentence of its own frees the information when the employee leaves: the
  // employee "may use and disclose" what it learned, is "free to" use it. Not a sentence that keeps it bound after.
  const free = clauseOf('employment', 'employment.confidentiality', (b) => employmentWithPay(`Confidentiality. ${b}`));
  rows('the employer\'s information left free once the employment ends', [
    [free('You must keep our confidential information, including our customer lists and prices, confidential while you work for us. Once you leave, you are free to use and disclose anything you learned with us.', 'unacceptable'),
      free('You must keep our confidential information, including our customer lists and prices, confidential while you work for us. Once you leave, you are still not free to use or disclose anything you learned with us.', 'preferred')],
    [free('The Employee shall keep the Employer\'s confidential information secret and shall not disclose it. Following the termination of the employment, the Employee may use and disclose any information acquired in the course of it.', 'unacceptable'),
      free('The Employee shall keep the Employer\'s confidential information secret and shall not disclose it. Following the termination of the employment, the Employee may not use or disclose any information acquired in the course of it.', 'preferred')],
    [free('The Employee must not disclose the Employer\'s confidential information to anyone. After the employment ends the Employee can freely use and disclose that information for any purpose.', 'unacceptable'),
      free('The Employee must not disclose the Employer\'s confidential information to anyone. After the employment ends the Employee still cannot use or disclose that information for any purpose.', 'preferred')],
  ]);

  // ---- Confidential Information defined to take in what is public (either party of a mutual NDA) ----

  // The definition reaches information "whether or not publicly available", "even if it is in the public domain",
  // "regardless of whether it is generally known", with no exclusions clause to take it out again. Not a definition that
  // leaves public information out.
  const breadth = (defn: string, position: string) => at('nda', 'nda.definition_breadth', nda(defn), position);
  rows('Confidential Information defined to take in what is public', [
    [breadth('"Confidential Information" means all information about a party and its business that the other party receives, whether or not that information is publicly available.', 'unacceptable'),
      breadth('"Confidential Information" means all information about a party and its business that the other party receives, other than information that is publicly available.', 'preferred')],
    [breadth('"Confidential Information" means any information relating to the Venture, in any form, even if it is in the public domain or later becomes public.', 'unacceptable'),
      breadth('"Confidential Information" means any information relating to the Venture, in any form, unless it is in the public domain or later becomes public through no fault of the Recipient.', 'preferred')],
    [breadth('"Confidential Information" shall mean all information of either party, regardless of whether it is generally known or available to the public.', 'unacceptable'),
      breadth('"Confidential Information" shall mean all information of either party that is not generally known or available to the public.', 'preferred')],
  ]);

  // ---- the bar on reverse engineering taken back by a proviso (either party of a mutual NDA) ----

  // The recipient may not reverse engineer the samples, "provided that", "however", "save that" it may analyse, test or
  // take them apart for its own purposes. Not a proviso that allows it only with the discloser's consent, nor one that
  // allows only running the sample to evaluate it.
  const apart = (body: string, position: string) => at('nda', 'nda.no_reverse_engineering', nda('"Confidential Information" means all non-public information that one party discloses to the other about the Venture, including prototypes and samples.', `Samples. ${body}`), position);
  rows('the bar on reverse engineering taken back by a proviso', [
    [apart('The Recipient shall not reverse engineer or decompile any prototype, provided that it may examine, test and take apart any prototype for the purposes of its own product development.', 'unacceptable'),
      apart('The Recipient shall not reverse engineer or decompile any prototype, provided that it may examine, test and take apart any prototype only with the disclosing party\'s prior written consent.', 'preferred')],
    [apart('Neither party will disassemble or reverse-engineer the other\'s equipment; however, either party may analyse the composition of any material it receives and use the results in its own processes.', 'unacceptable'),
      apart('Neither party will disassemble or reverse-engineer the other\'s equipment; however, either party may analyse the composition of any material it receives with the other party\'s written consent, and use the results only for the Venture.', 'preferred')],
    [apart('The Recipient must not decompile or reverse engineer any software sample, save that it may disassemble and study any sample to the extent it considers useful for its own research.', 'unacceptable'),
      apart('The Recipient must not decompile or reverse engineer any software sample, save that it may run and observe any sample only to evaluate it for the Venture.', 'preferred')],
  ]);

  // ---- one party's confidentiality left to its own judgement (the customer's or client's side) ----

  // The provider's or consultant's duty of confidence is stated, then emptied: it may disclose "to the extent it
  // considers appropriate", "in so far as it thinks fit", "as it deems appropriate in its sole discretion". Not an
  // exception for what the law or a court requires, or for what performing the agreement needs.
  const conf = eachPlaybook('confidentiality');
  rows('one party\'s confidentiality left to its own judgement', [
    [conf('consulting', consulting, 'Confidentiality. Each party shall keep the other\'s information confidential, except that the Consultant may disclose the Client\'s information to the extent it considers appropriate for its business, including to its other clients.', 'unacceptable'),
      conf('consulting', consulting, 'Confidentiality. Each party shall keep the other\'s information confidential, except that the Consultant may disclose the Client\'s information to the extent required by law, after notice to the Client.', 'preferred')],
    [conf('services', services, 'Confidentiality. The Customer shall keep the Provider\'s pricing confidential. The Provider shall keep the Customer\'s information confidential save in so far as the Provider thinks fit to disclose it.', 'unacceptable'),
      conf('services', services, 'Confidentiality. The Customer shall keep the Provider\'s pricing confidential. The Provider shall keep the Customer\'s information confidential save in so far as a court orders the Provider to disclose it.', 'preferred')],
    [conf('msa', msa, 'Confidentiality. Each party shall hold the other party\'s confidential information in confidence; provided that the Provider may use and disclose the Customer\'s confidential information as it deems appropriate in its sole discretion.', 'unacceptable'),
      conf('msa', msa, 'Confidentiality. Each party shall hold the other party\'s confidential information in confidence; provided that the Provider may use and disclose the Customer\'s confidential information only as needed to perform the Services.', 'preferred')],
  ]);

  // ---- the provider's assignment freed by a carve-out to anyone, or by consent read from silence (the customer's side) ----

  // The bar on assignment needs consent, but the clause then "does not restrict" the provider from assigning the
  // agreement to any lender, any third party or any subcontractor it appoints, or the customer's consent is "taken" or
  // "treated as given" when it does not object within a few days. Not a carve-out for a successor to the whole business
  // that takes on the obligations, nor consent said not to be read from silence.
  const assign = eachPlaybook('assignment');
  rows('the provider\'s assignment freed by a carve-out to anyone, or by consent read from silence', [
    [assign('services', services, 'Assignment. Neither party may assign this agreement without the other\'s written consent. This clause does not restrict the Provider from assigning this agreement to any person that lends to it or to any subcontractor it appoints.', 'unacceptable'),
      assign('services', services, 'Assignment. Neither party may assign this agreement without the other\'s written consent. This clause does not restrict the Provider from assigning this agreement to a successor to its whole business that takes on its obligations.', 'preferred')],
    [assign('msa', msa, 'Assignment. Neither party shall assign this Agreement without the other party\'s prior written consent; provided that nothing in this Section prevents Provider from transferring this Agreement to any financing party or other third party.', 'unacceptable'),
      assign('msa', msa, 'Assignment. Neither party shall assign this Agreement without the other party\'s prior written consent; provided that nothing in this Section prevents Provider from transferring this Agreement to an entity that acquires all or substantially all of its business and assumes its obligations.', 'preferred')],
    [assign('saas', saas, 'Assignment. Neither party may assign this agreement without the other\'s consent, and the Customer is taken to consent to any assignment by the Provider that it does not object to within five (5) business days of notice.', 'unacceptable'),
      assign('saas', saas, 'Assignment. Neither party may assign this agreement without the other\'s consent, and the Customer is not taken to consent to any assignment by the Provider that it does not object to within five (5) business days of notice.', 'preferred')],
    [assign('services', services, 'Assignment. The Provider may assign this agreement only with the Customer\'s written consent, which is treated as given if the Customer does not object within ten (10) days of the Provider\'s request.', 'unacceptable'),
      assign('services', services, 'Assignment. The Provider may assign this agreement only with the Customer\'s written consent, which is not treated as given merely because the Customer does not object within ten (10) days of the Provider\'s request.', 'preferred')],
  ]);

  // ---- security measures the processor may reduce at will, told or not (the controller's side) ----

  // The measures are in an annex, and the processor may reduce, withdraw or downgrade them whenever it likes, even if
  // it publishes the change: the Article 32 floor is its to lower. Not a change that may not lower the level of security.
  const sec = (body: string, position: string) => at('dpa', 'dpa.security', dpa(`Security. Processor shall implement the technical and organisational measures described in Schedule 2. ${body}`), position);
  rows('security measures the processor may reduce at will, told or not', [
    [sec('Processor may reduce or withdraw any of those measures at its discretion by posting the change on its website.', 'unacceptable'),
      sec('Processor may update any of those measures by posting the change on its website, but shall not reduce the level of security they provide.', 'preferred')],
    [sec('Processor reserves the right to downgrade the measures in Schedule 2 at any time, on thirty (30) days\' notice to Controller.', 'unacceptable'),
      sec('Processor reserves the right to upgrade the measures in Schedule 2 at any time, on thirty (30) days\' notice to Controller, and shall never downgrade them.', 'preferred')],
    [sec('Schedule 2 may be amended by Processor from time to time, including so as to lessen any measure, and Schedule 2 as so amended applies.', 'unacceptable'),
      sec('Schedule 2 may be amended by Processor from time to time, but not so as to lessen any measure, and Schedule 2 as so amended applies.', 'preferred')],
  ]);

  // ---- a non-solicitation that binds only if the employee is dismissed for cause (the employer's side) ----

  // The covenant is ordinary, then a sentence makes it apply only where the employer dismisses the employee for
  // misconduct or cause: if the employee resigns, it never binds. Not a covenant that applies however the employment ends.
  const solicit = clauseOf('employment', 'employment.non_solicit', (b) => employmentWithPay(`Non-solicitation. For twelve (12) months after the employment ends the Employee shall not solicit any customer or employee of the Employer with whom the Employee dealt in the last year of the employment. ${b}`));
  rows('a non-solicitation that binds only if the employee is dismissed for cause', [
    [solicit('This clause applies only if the Employer dismisses the Employee for serious misconduct.', 'unacceptable'),
      solicit('This clause applies however the employment ends, including if the Employer dismisses the Employee for serious misconduct.', 'preferred')],
    [solicit('This clause shall not apply where the employment ends otherwise than by the summary dismissal of the Employee.', 'unacceptable'),
      solicit('This clause shall apply whether or not the employment ends by the summary dismissal of the Employee.', 'preferred')],
    [solicit('The restrictions in this clause do not bind the Employee unless the Employer terminated the employment for cause.', 'unacceptable'),
      solicit('The restrictions in this clause bind the Employee whether or not the Employer terminated the employment for cause.', 'preferred')],
  ]);
  // ---- the tenant paying only for the damage it causes (the tenant's side) ----

  // The landlord repairs the structure, and the tenant pays the cost of it: the whole cost "whatever the cause" is the
  // landlord's protection taken back; the cost of repairs needed only because of the tenant's own damage, breach or
  // misuse ("damage done by the Tenant", "due to the Tenant's breach", "arising from the Lessee's misuse") is ordinary.
  const repairs = clauseOf('lease', 'lease.repairs', lease);
  rows('the tenant paying only for the damage it causes', [
    [repairs('The Landlord shall keep the roof and structure of the Premises in good repair, and the Tenant shall reimburse the Landlord for the whole cost of those repairs, whatever their cause.', 'unacceptable'),
      repairs('The Landlord shall keep the roof and structure of the Premises in good repair, and the Tenant shall reimburse the Landlord for the cost of those repairs only where they are needed because of damage done by the Tenant.', 'preferred')],
    [repairs('The Landlord will maintain the main structure and exterior, but the Tenant must pay the Landlord\'s costs of doing so on demand.', 'unacceptable'),
      repairs('The Landlord will maintain the main structure and exterior, but the Tenant must pay the Landlord\'s costs of doing so where the work is due to the Tenant\'s breach of this lease or its negligence.', 'preferred')],
    [repairs('The Landlord shall carry out all structural repairs to the building, and the Tenant shall bear the entire expense of such repairs.', 'unacceptable'),
      repairs('The Landlord shall carry out all structural repairs to the building, and the Tenant shall bear the expense of such repairs only to the extent they arise from the Tenant\'s misuse of the building.', 'preferred')],
  ]);

  // ---- a warranty whose only remedy puts nothing right (the customer's or client's side) ----

  // The services are warranted, but the sole remedy for a breach is words: a written explanation, a meeting to discuss
  // it, a report on its cause. No re-performance, repair, refund or way out. Not a remedy that re-performs or refunds
  // beside the explanation.
  const remedy = eachPlaybook('services_warranty');
  rows('a warranty whose only remedy puts nothing right', [
    [remedy('services', services, 'Warranty. The Provider warrants that the Services will be performed with reasonable skill and care, and the Customer\'s sole remedy for any breach of this warranty is a written explanation from the Provider of what went wrong.', 'unacceptable'),
      remedy('services', services, 'Warranty. The Provider warrants that the Services will be performed with reasonable skill and care, and the Customer\'s remedies for any breach of this warranty are re-performance of the Services and a written explanation from the Provider of what went wrong.', 'preferred')],
    [remedy('consulting', consulting, 'Warranty. The Consultant warrants that each report will be prepared with the skill and care of a competent textile engineer, and the Client\'s exclusive remedy for a defective report is a meeting with the Consultant to discuss it.', 'unacceptable'),
      remedy('consulting', consulting, 'Warranty. The Consultant warrants that each report will be prepared with the skill and care of a competent textile engineer, and the Client\'s exclusive remedy for a defective report is its re-performance, or a refund of the fee for it, after a meeting with the Consultant to discuss it.', 'preferred')],
    [remedy('services', services, 'Warranty. Provider warrants that the Services will be performed in a professional and workmanlike manner; Provider\'s only obligation for any nonconformity shall be to provide Customer with a written report describing its cause.', 'unacceptable'),
      remedy('services', services, 'Warranty. Provider warrants that the Services will be performed in a professional and workmanlike manner; Provider\'s only obligation for any nonconformity shall be to re-perform the nonconforming Services and provide Customer with a written report describing its cause.', 'preferred')],
  ]);
});
