// Hold-out 15's misses as classes (session 20): hold-out 15 was scored blind in session 19 and is spent. Each class below
// is a kind of drafting one of its misses belongs to, written as rows of our own (other verbs, order, party names;
// US, English, Australian, Indian, Canadian drafting), each adverse wording with a benign twin sharing its words,
// written before the fix. The hold-out's own sentences are not among them.
import { describe } from 'vitest';
import { row, rows } from './judge-rows.js';

const nda = (body: string) =>
  `MUTUAL NON-DISCLOSURE AGREEMENT\n\nThis agreement is between Larchfield Analytics Inc. ("Larchfield") and Quorum Biologics Ltd ("Quorum"), each a "Disclosing Party" when it discloses and a "Receiving Party" when it receives Confidential Information.\n\n1. Confidentiality. The Receiving Party shall keep the Disclosing Party's Confidential Information confidential, use it only to evaluate a possible supply arrangement, and disclose it only to its employees who need to know it.\n\n2. Term. This agreement lasts for three (3) years from its date.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of Ontario.`;

const services = (body: string) =>
  `SERVICES AGREEMENT\n\nThis agreement is made between Sahyadri Facility Services Pvt Ltd (the "Supplier") and Konkan Retail Ltd (the "Customer").\n\n1. Services. The Supplier shall provide housekeeping and security services at the Customer's stores as described in Schedule 1.\n\n2. Fees. The Customer shall pay the fees in Schedule 2 within thirty (30) days of invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of India.`;

const msa = (body: string) =>
  `MASTER SERVICES AGREEMENT\n\nThis Master Services Agreement is entered into by Brightwater Analytics, Inc. ("Vendor") and Coastal Mutual Insurance Company ("Customer").\n\n1. Services. Vendor shall perform the services described in each Statement of Work.\n\n2. Fees. Customer shall pay each undisputed invoice within thirty (30) days after receipt.\n\n3. ${body}\n\n4. Governing Law. This Agreement is governed by the laws of the State of Illinois.`;

const saas = (body: string) =>
  `SUBSCRIPTION AGREEMENT\n\nThis agreement is between Wattle Cloud Pty Ltd ABN 12 345 678 901 ("Provider") and Coorong Logistics Pty Ltd ("Customer").\n\n1. Service. Provider grants Customer a right to use its hosted fleet-tracking service (the "Service") during the Subscription Term.\n\n2. Fees. Customer must pay the subscription fees in the Order Form annually in advance.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of Victoria.`;

const consulting = (body: string) =>
  `CONSULTING AGREEMENT\n\nThis agreement is made between Laurentian Advisory Inc. (the "Consultant") and Fraser Valley Growers Co-operative (the "Client").\n\n1. Services. The Consultant shall review the Client's irrigation network and deliver a written report (the "Deliverables").\n\n2. Fees. The Client shall pay the Consultant CAD 85,000 in three instalments, each within thirty (30) days of invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of the Province of British Columbia.`;

const employment = (body: string) =>
  `EMPLOYMENT AGREEMENT\n\nThis agreement is made between Northcote Games Ltd (the "Company") and Priya Raman (the "Employee").\n\n1. Position. The Employee is employed as Lead Producer.\n\n2. Salary. The Company shall pay the Employee a salary of GBP 78,000 a year in equal monthly instalments.\n\n3. Notice. Either party may end the employment by giving the other three months' written notice.\n\n4. ${body}\n\n5. Law. This agreement is governed by the laws of England and Wales.`;

const dpa = (body: string) =>
  `DATA PROCESSING ADDENDUM\n\nThis Addendum forms part of the Master Services Agreement (the "Agreement") between Halcyon Payroll Services Ltd ("Processor") and Tamworth Building Society ("Controller").\n\n1. Processing. Processor shall process Personal Data only on the documented instructions of Controller.\n\n2. Security. Processor shall implement the technical and organisational measures set out in Schedule 2.\n\n3. ${body}\n\n4. Law. This Addendum is governed by the law of England and Wales.`;

const general = (body: string) =>
  `DISTRIBUTION AND PROMOTION AGREEMENT\n\nThis agreement is made between Kaveri Films Pvt Ltd ("Kaveri") and Monsoon Screens LLP ("Monsoon").\n\n1. Term. This agreement runs from 1 June 2026 until 31 May 2029 (the "Term").\n\n2. Promotion. Monsoon shall screen and promote the films listed in the Schedule, and Kaveri shall supply the prints and publicity material.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of India.`;

describe('hold-out 15\'s misses as classes', () => {
  // ---- NDA (both parties of a mutual NDA) ----

  // Either party free to transfer the NDA to anyone by merely telling the other: the information may end up bound to a
  // stranger, or to a competitor. Not a transfer by notice kept to a successor to the whole business.
  const transfer = (body: string, position: string) => row('nda', 'nda.assignment', nda(`Transfer. ${body}`), position);
  rows('the NDA transferable to anyone by merely telling the other party', [
    [transfer('Either party may assign this agreement to anyone by telling the other party in writing.', 'unacceptable'),
      transfer('Either party may assign this agreement to a successor to all or substantially all of its business by telling the other party in writing; any other assignment is not permitted without the other party\'s written consent.', 'preferred')],
    [transfer('Each party may transfer this agreement, and any of its rights under it, to anybody at all simply by informing the other.', 'unacceptable'),
      transfer('Neither party may transfer this agreement, or any of its rights under it, to anybody at all, except to the buyer of its whole business, simply by informing the other.', 'preferred')],
    [transfer('Larchfield or Quorum may transfer this agreement to whomever it chooses by writing to the other.', 'unacceptable'),
      transfer('Neither Larchfield nor Quorum may transfer this agreement to whomever it chooses by writing to the other; a transfer needs both parties\' signatures.', 'preferred')],
  ]);

  // The recipient free to keep whatever copies it likes after return, or copies it keeps put outside the agreement: the
  // information is neither returned nor protected. Not copies the law requires, kept under the agreement.
  const kept = (body: string, position: string) => row('nda', 'nda.retention_after_return', nda(`Return. On the Disclosing Party's request, the Receiving Party shall return or destroy the Confidential Information. ${body}`), position);
  rows('copies kept at the recipient\'s choice, or outside the agreement', [
    [kept('The Receiving Party may keep whatever copies it chooses after returning the originals.', 'unacceptable'),
      kept('The Receiving Party may keep copies that the law requires it to keep after returning the originals, and those copies remain subject to this agreement.', 'preferred')],
    [kept('The Receiving Party may retain copies for its records, and the obligations of this agreement shall not apply to any retained copies.', 'unacceptable'),
      kept('The Receiving Party may retain copies that its regulator requires for its records, and the obligations of this agreement shall continue to apply to any retained copies.', 'preferred')],
    [kept('The Receiving Party may, however, retain any copies it wishes for archival purposes.', 'unacceptable'),
      kept('The Receiving Party may, however, retain copies held in automatic electronic back-ups for archival purposes, which remain confidential.', 'preferred')],
  ]);

  // ---- confidentiality in commercial agreements (the customer's side) ----

  // A confidentiality duty that lapses a short fixed time (days, weeks, up to a year and a half) after each piece of
  // information is disclosed, whether or not the agreement is still running: the customer's information is soon free.
  // Not a duty counted in years from disclosure, nor one that runs until a time after the agreement ends.
  const lapse = (check: string, text: string, position: string) => row(check.split('.')[0] as 'msa', check, text, position);
  rows('confidentiality that lapses a short fixed time after each disclosure', [
    [lapse('msa.confidentiality', msa('Confidentiality. Each party shall hold the other party\'s Confidential Information in confidence. These obligations apply to each item of Confidential Information for six (6) months from the date on which it is disclosed, after which they cease.'), 'unacceptable'),
      lapse('msa.confidentiality', msa('Confidentiality. Each party shall hold the other party\'s Confidential Information in confidence. These obligations apply to each item of Confidential Information for five (5) years from the date on which it is disclosed, and survive the end of this Agreement.'), 'preferred')],
    [lapse('saas.confidentiality', saas('Confidentiality. Each party must keep the other\'s Confidential Information confidential. Its obligations under this clause in respect of any information expire one (1) year after the date that information was first disclosed to it.'), 'unacceptable'),
      lapse('saas.confidentiality', saas('Confidentiality. Each party must keep the other\'s Confidential Information confidential. Its obligations under this clause in respect of any information expire five (5) years after the date this agreement ends.'), 'preferred')],
    [lapse('services.confidentiality', services('Confidentiality. Each party shall keep confidential all Confidential Information it receives from the other; for each disclosure, this duty lasts ninety (90) days following receipt and then falls away.'), 'unacceptable'),
      lapse('services.confidentiality', services('Confidentiality. Each party shall keep confidential all Confidential Information it receives from the other; for each disclosure, this duty lasts until three (3) years following the termination of this agreement.'), 'preferred')],
  ]);

  // "Confidential Information" defined as the provider's information alone (its prices, methods, know-how), so that the
  // duty both parties give protects nothing of the customer's. Not a definition of either party's information.
  const defined = (check: string, text: string, position: string) => row(check.split('.')[0] as 'msa', check, text, position);
  rows('"Confidential Information" defined as the provider\'s information alone', [
    [defined('services.confidentiality', services('Confidentiality. "Confidential Information" means all information relating to the Supplier\'s business, prices and working methods, however recorded. Each party shall keep the Confidential Information confidential and use it only for this agreement.'), 'unacceptable'),
      defined('services.confidentiality', services('Confidentiality. "Confidential Information" means all information relating to either party\'s business, prices and working methods, however recorded. Each party shall keep the Confidential Information confidential and use it only for this agreement.'), 'preferred')],
    [defined('msa.confidentiality', msa('Confidentiality. "Confidential Information" means non-public information disclosed by Vendor, including its pricing, source code and product roadmaps. Each party shall protect Confidential Information with reasonable care and shall not disclose it to any third party.'), 'unacceptable'),
      defined('msa.confidentiality', msa('Confidentiality. "Confidential Information" means non-public information disclosed by Vendor or Customer, including pricing, source code, claims data and product roadmaps. Each party shall protect Confidential Information with reasonable care and shall not disclose it to any third party.'), 'preferred')],
    [defined('consulting.confidentiality', consulting('Confidentiality. In this agreement, "Confidential Information" means any information belonging to the Consultant, including its methodologies, models and fee proposals. Both parties shall keep Confidential Information secret.'), 'unacceptable'),
      defined('consulting.confidentiality', consulting('Confidentiality. In this agreement, "Confidential Information" means any information belonging to the Consultant or the Client, including methodologies, models, crop records and fee proposals. Both parties shall keep Confidential Information secret.'), 'preferred')],
  ]);

  // ---- indemnities (the customer's side) ----

  // The provider saying outright that it gives no indemnity against the claims the check asks it to cover. Not the
  // same sentence as a promise.
  const noIndemnity = (check: string, text: string, position: string) => row(check.split('.')[0] as 'msa', check, text, position);
  rows('the provider saying it does not indemnify against infringement claims', [
    [noIndemnity('consulting.indemnification', consulting('Intellectual property. The Consultant gives no indemnity to the Client in respect of any claim that the Deliverables infringe a third party\'s intellectual property rights.'), 'unacceptable'),
      noIndemnity('consulting.indemnification', consulting('Intellectual property. The Consultant indemnifies the Client in respect of any claim that the Deliverables infringe a third party\'s intellectual property rights.'), 'preferred')],
    [noIndemnity('services.indemnification', services('Infringement. The Supplier will not indemnify the Customer for any claim that the Services infringe the intellectual property rights of a third party; the Customer\'s sole remedy is to terminate this agreement.'), 'unacceptable'),
      noIndemnity('services.indemnification', services('Infringement. The Supplier will indemnify the Customer for any claim that the Services infringe the intellectual property rights of a third party; the Customer may also terminate this agreement.'), 'preferred')],
    [noIndemnity('msa.indemnification', msa('Indemnity. Vendor does not defend or indemnify Customer against any third-party claim alleging that the Deliverables infringe a patent or copyright.'), 'unacceptable'),
      noIndemnity('msa.indemnification', msa('Indemnity. Vendor shall defend and indemnify Customer against any third-party claim alleging that the Deliverables infringe a patent or copyright.'), 'preferred')],
  ]);

  // ---- payment (the customer's side) ----

  // A payment window counted in business, working or banking days that is shorter than the fallback's fifteen days. Not
  // a window of thirty such days or more.
  const pay = (check: string, text: string, position: string) => row(check.split('.')[0] as 'msa', check, text, position);
  rows('a short payment window counted in business or working days', [
    [pay('services.payment_terms', services('Invoicing. The Customer shall pay each invoice within seven (7) business days of the invoice date.').replace(/\n\n2\. Fees\.[^\n]*/, ''), 'unacceptable'),
      pay('services.payment_terms', services('Invoicing. The Customer shall pay each invoice within thirty (30) business days of the invoice date.').replace(/\n\n2\. Fees\.[^\n]*/, ''), 'preferred')],
    [pay('consulting.payment_terms', consulting('Invoices. The Client must pay the Consultant\'s invoices no later than ten (10) banking days after receipt, without set-off.').replace(/ in three instalments, each within thirty \(30\) days of invoice/, ''), 'unacceptable'),
      pay('consulting.payment_terms', consulting('Invoices. The Client must pay the Consultant\'s invoices no later than forty (40) banking days after receipt, without set-off.').replace(/ in three instalments, each within thirty \(30\) days of invoice/, ''), 'preferred')],
    [pay('msa.payment_terms', msa('Payment. Customer will make payment of all fees within three Working Days of the date of each invoice.').replace(/\n\n2\. Fees\.[^\n]*/, ''), 'unacceptable'),
      pay('msa.payment_terms', msa('Payment. Customer will make payment of all fees within thirty Working Days of the date of each invoice.').replace(/\n\n2\. Fees\.[^\n]*/, ''), 'preferred')],
  ]);

  // ---- employment (the employer's side) ----

  // A non-solicitation covenant that runs for a defined period ("Restricted Period") which the definition makes the
  // employment itself: nothing binds the employee once they leave. Not a defined period that runs on after it.
  const period = (body: string, position: string) => row('employment', 'employment.non_solicit', employment(body), position);
  rows('a non-solicitation covenant whose defined period is the employment itself', [
    [period('Non-solicitation. "Restricted Period" means the period during which the Employee is employed by the Company. During the Restricted Period the Employee shall not solicit or entice away any employee or client of the Company.', 'unacceptable'),
      period('Non-solicitation. "Restricted Period" means the period of twelve (12) months after the Employee ceases to be employed by the Company. During the Restricted Period the Employee shall not solicit or entice away any employee or client of the Company.', 'preferred')],
    [period('Restrictions. For the purposes of this clause, "Non-Solicitation Period" means the term of the Employee\'s employment with the Company. The Employee will not, within the Non-Solicitation Period, approach any customer of the Company to take its business elsewhere.', 'unacceptable'),
      period('Restrictions. For the purposes of this clause, "Non-Solicitation Period" means the term of the Employee\'s employment with the Company and six (6) months after it ends. The Employee will not, within the Non-Solicitation Period, approach any customer of the Company to take its business elsewhere.', 'preferred')],
    [period('Covenants. In this clause "Protected Period" shall mean the continuance of the Employee\'s engagement under this agreement. Throughout the Protected Period the Employee must not canvass or poach any member of the Company\'s staff.', 'unacceptable'),
      period('Covenants. In this clause "Protected Period" shall mean the continuance of the Employee\'s engagement under this agreement and nine (9) months thereafter. Throughout the Protected Period the Employee must not canvass or poach any member of the Company\'s staff.', 'preferred')],
  ]);

  // ---- DPA (the controller's side) ----

  // The processor's staff bound to confidentiality only while they work for it: the duty ends when they leave. Not a
  // duty that continues after they leave.
  const staff = (body: string, position: string) => row('dpa', 'dpa.personnel_confidentiality', dpa(`Personnel. Processor shall ensure that every person it authorises to process Personal Data is bound by a duty of confidentiality. ${body}`), position);
  rows('personnel confidentiality that ends when the person leaves', [
    [staff('The confidentiality undertakings given by Processor\'s staff lapse when their employment ends.', 'unacceptable'),
      staff('The confidentiality undertakings given by Processor\'s staff survive when their employment ends.', 'preferred')],
    [staff('Those persons are bound to confidentiality only for as long as they are employed or engaged by Processor.', 'unacceptable'),
      staff('Those persons are bound to confidentiality for as long as they are employed or engaged by Processor and at all times afterwards.', 'preferred')],
    [staff('Each such person\'s duty of confidence ceases on the day that person leaves Processor.', 'unacceptable'),
      staff('Each such person\'s duty of confidence continues after the day that person leaves Processor.', 'preferred')],
  ]);

  // Transfers allowed to named countries and to "any other country" where the processor, its group or its
  // sub-processors happen to operate, with no safeguard named: the data may go wherever the processor grows. Not named
  // countries under the Standard Contractual Clauses with no other country without the controller's prior consent.
  const abroad = (body: string, position: string) => row('dpa', 'dpa.international_transfers', dpa(`Transfers. ${body}`), position);
  rows('transfers to any other country where the processor\'s group operates', [
    [abroad('Processor may transfer Personal Data to India, Canada and any other country in which Processor or its affiliates have an office.', 'unacceptable'),
      abroad('Processor may transfer Personal Data to India and Canada under the Standard Contractual Clauses, and to no other country in which Processor or its affiliates have an office without Controller\'s prior written consent.', 'preferred')],
    [abroad('Controller authorises Processor to store Personal Data in the United States and in any other country where Processor\'s sub-processors operate.', 'unacceptable'),
      abroad('Controller authorises Processor to store Personal Data in the United States under the Standard Contractual Clauses, and in no other country where Processor\'s sub-processors operate unless Controller gives its prior written consent.', 'preferred')],
    [abroad('Personal Data may be hosted in Singapore or in any other jurisdiction in which Processor maintains a data centre.', 'unacceptable'),
      abroad('Personal Data may be hosted in Singapore under the Standard Contractual Clauses, but in no other jurisdiction in which Processor maintains a data centre without Controller\'s prior written consent.', 'preferred')],
  ]);

  // A conflict between the DPA and the main agreement (or the SCCs) settled by whichever term favours the processor, or
  // burdens it least. Not one settled by whichever favours the controller or protects the data more.
  const conflict = (body: string, position: string) => row('dpa', 'dpa.precedence', dpa(`Order of precedence. ${body}`), position);
  rows('conflicts settled in the processor\'s favour', [
    [conflict('In the event of any conflict between this Addendum and the Agreement, the provision that is more favourable to the Processor shall prevail.', 'unacceptable'),
      conflict('In the event of any conflict between this Addendum and the Agreement, the provision that is more favourable to the Controller shall prevail.', 'acceptable')],
    [conflict('Where the Standard Contractual Clauses, this Addendum and the Agreement conflict, whichever of them places the lesser obligation on the Processor takes precedence.', 'unacceptable'),
      conflict('Where the Standard Contractual Clauses, this Addendum and the Agreement conflict, whichever of them places the greater obligation on the Processor takes precedence.', 'acceptable')],
    [conflict('If there is an inconsistency between this Addendum and the Agreement, the terms most favourable to Processor will govern.', 'unacceptable'),
      conflict('If there is an inconsistency between this Addendum and the Agreement, the terms most favourable to Controller will govern.', 'acceptable')],
  ]);

  // ---- refunds (the customer's side) ----

  // A benign-twin class: fees declared non-refundable "in every other case", "otherwise" or "save as set out above", after
  // a refund the clause has just promised (the provider's convenience exit, the customer's exit for breach), are the
  // fallback's exceptions said once, not fees kept in every case. The adverse twins keep the fees even where the
  // provider ends the service.
  const refund = (body: string, position: string) => row('saas', 'saas.refunds', saas(`Refunds. ${body}`), position);
  rows('non-refundable "in every other case" after a refund just promised', [
    [refund('If Customer ends this agreement for Provider\'s breach, Provider will refund the prepaid fees for the unexpired term. In every other case, including where Provider ends it for convenience, fees are non-refundable.', 'unacceptable'),
      refund('If Customer ends this agreement for Provider\'s breach, or Provider ends it for convenience, Provider will refund the prepaid fees for the unexpired term. In every other case fees are non-refundable.', 'preferred')],
    [refund('Subscription fees are non-refundable in all circumstances, even where Provider terminates without cause.', 'unacceptable'),
      refund('Where Provider terminates without cause or Customer terminates for Provider\'s material breach, Provider shall refund the unused portion of the prepaid subscription fees. Otherwise, subscription fees are non-refundable.', 'preferred')],
    [refund('All amounts paid are non-refundable, even if Provider withdraws the Service before the end of the Subscription Term.', 'unacceptable'),
      refund('Provider shall refund a share of the prepaid fees if it withdraws the Service before the end of the Subscription Term or Customer terminates for its breach. Save as set out above, all amounts paid are non-refundable.', 'preferred')],
  ]);

  // ---- renewal (the customer's side) ----

  // A benign-twin class: an extension that happens only at the customer's own option, election or request (by its
  // notice), which no one can impose on it, is no silent renewal. Its adverse twins are renewals that run on by
  // themselves unless the customer gives a long notice.
  const renewal = (body: string, position: string) => row('services', 'services.auto_renewal', services(`Term. The Initial Term is three (3) years from the date of this agreement. ${body}`), position);
  rows('an extension only at the customer\'s option is no silent renewal', [
    [renewal('This agreement then renews automatically for further periods of two (2) years each unless the Customer gives notice at least nine (9) months before the expiry of the current period.', 'unacceptable'),
      renewal('This agreement may then be extended for further periods of one (1) year each at the Customer\'s option, by written notice to the Supplier at least thirty (30) days before the expiry of the current period.', 'acceptable')],
    [renewal('The term is then extended automatically by successive periods of three years, unless the Customer serves notice of termination no later than six months before expiry.', 'unacceptable'),
      renewal('The term may then be extended by successive periods of one year at the Customer\'s election, by notice served no later than one month before expiry.', 'acceptable')],
    [renewal('On expiry of the Initial Term this agreement continues for further terms of two years each, unless the Customer notifies the Supplier at least 180 days before the end of the current term.', 'unacceptable'),
      renewal('On expiry of the Initial Term this agreement continues for further terms of one year each only if the Customer so requests, by notifying the Supplier at least 30 days before the end of the current term.', 'acceptable')],
  ]);

  // ---- exclusive dealing after the agreement (the customer's side) ----

  // The customer barred from engaging, using or retaining anyone but the provider for the same kind of services, for a
  // time after the agreement ends (a sole-provider tie that outlasts the deal). Not the same bar while the agreement runs.
  const tie = (check: string, text: string, position: string) => row(check.split('.')[0] as 'msa', check, text, position);
  rows('the customer barred from engaging anyone but the provider after the agreement ends', [
    [tie('msa.non_compete', msa('Exclusivity. For eighteen (18) months after this Agreement ends, Customer shall not engage any contractor other than Vendor to provide analytics services of the kind provided under it.'), 'unacceptable'),
      tie('msa.non_compete', msa('Exclusivity. While this Agreement is in force, Customer shall not engage any contractor other than Vendor to provide analytics services of the kind provided under it.'), 'preferred')],
    [tie('msa.non_compete', msa('Exclusivity. Customer will not, during the term and for two years afterwards, use any provider other than Vendor for claims analytics in the State of Illinois.'), 'unacceptable'),
      tie('msa.non_compete', msa('Exclusivity. Customer will not, during the term only, use any provider other than Vendor for claims analytics in the State of Illinois.'), 'preferred')],
    [tie('msa.non_compete', msa('Exclusivity. Customer must not retain a firm other than Vendor to carry out actuarial modelling work for three (3) years from the expiry of this Agreement.'), 'unacceptable'),
      tie('msa.non_compete', msa('Exclusivity. Customer must not retain a firm other than Vendor to carry out actuarial modelling work until the expiry of this Agreement.'), 'preferred')],
  ]);

  // ---- changes to the provider's documents (the customer's side) ----

  // The provider's documents (service description, policies, user guides) made part of the deal in whatever version the
  // provider issues, said in the present tense ("as the Provider updates it from time to time"), each new version
  // binding the customer. Not a fixed version, nor one changed only with the customer's written agreement.
  const docs = (body: string, position: string) => row('saas', 'saas.unilateral_changes', saas(body), position);
  rows('the provider\'s documents binding in whatever version it issues', [
    [docs('Service description. The Service Description, as the Provider updates it from time to time, forms part of this agreement.', 'unacceptable'),
      docs('Service description. The Service Description, in the version the Provider issued on 1 February 2026, forms part of this agreement.', 'preferred')],
    [docs('Acceptable use. Customer must comply with the acceptable use rules published on the Provider\'s website, as the Provider revises them from time to time.', 'unacceptable'),
      docs('Acceptable use. Customer must comply with the acceptable use rules published on the Provider\'s website on the date of this agreement, a copy of which is attached.', 'preferred')],
    [docs('Documentation. "Documentation" means the user guides the Provider issues for the Service, as the Provider amends them from time to time; each amendment binds Customer when it is issued.', 'unacceptable'),
      docs('Documentation. "Documentation" means the user guides the Provider issued for the Service before the date of this agreement; a later amendment binds Customer only when Customer agrees to it in writing.', 'preferred')],
  ]);

  // ---- general (either side) ----

  // Termination ruled out for the whole term, even for the other party's breach: a party is held to a contract the other
  // has broken, with damages its only remedy. Not a right to end the contract for an unremedied material breach.
  const end = (body: string, position: string) => row('other', 'general.termination', general(`Termination. ${body}`), position);
  rows('termination ruled out even for the other party\'s breach', [
    [end('Neither party may terminate this agreement before the end of the Term, whether for breach, insolvency or otherwise; any breach sounds in damages only.', 'unacceptable'),
      end('Either party may terminate this agreement before the end of the Term for the other\'s material breach that remains unremedied thirty (30) days after notice; any other breach sounds in damages only.', 'preferred')],
    [end('This agreement is not terminable by either party for any reason, including a material breach, before the expiry of the Term.', 'unacceptable'),
      end('This agreement is terminable by either party for a material breach not remedied within thirty (30) days of notice, before the expiry of the Term.', 'preferred')],
    [end('Neither Kaveri nor Monsoon shall be entitled to terminate this agreement on account of any breach by the other, however serious, and the innocent party\'s remedy is limited to damages.', 'unacceptable'),
      end('Kaveri and Monsoon shall each be entitled to terminate this agreement by notice on account of a serious breach by the other that is not remedied within twenty-one (21) days, and the innocent party may also claim damages.', 'preferred')],
  ]);
});
