// Hold-out 17's misses as classes (session 22): hold-out 17 was scored blind in session 21 and is spent. Each class below
// is a kind of drafting one of its misses belongs to, written as rows of our own (other verbs, order, party names;
// US, English, Australian, Indian, Canadian drafting), each adverse wording with a benign twin sharing its words,
// written before the fix. The hold-out's own sentences are not among them.
import { describe } from 'vitest';
import { row, rows } from './judge-rows.js';

const nda = (body: string) =>
  `MUTUAL NON-DISCLOSURE AGREEMENT\n\nThis agreement is between Kaveri Biotech Pvt Ltd ("Kaveri") and Lakehead Minerals Inc. ("Lakehead"), each a "Disclosing Party" when it discloses and a "Receiving Party" when it receives Confidential Information.\n\n1. Confidential Information. "Confidential Information" means any information disclosed by a Disclosing Party in connection with a possible joint venture, in any form.\n\n2. Confidentiality. The Receiving Party shall keep the Disclosing Party's Confidential Information confidential and use it only to evaluate the joint venture.\n\n3. ${body}\n\n4. Term. This agreement lasts for three (3) years from its date, and the duties in clause 2 survive for three (3) years after it ends.\n\n5. Law. This agreement is governed by the laws of Ontario.`;

const msa = (body: string) =>
  `MASTER SERVICES AGREEMENT\n\nThis Master Services Agreement is entered into by Bluestem Surveying, LLC ("Vendor") and Prairie Grain Cooperative ("Customer").\n\n1. Services. Vendor shall perform the services described in each Statement of Work.\n\n2. Fees. Customer shall pay each undisputed invoice within thirty (30) days after receipt.\n\n3. Limitation of Liability. Each party's aggregate liability shall not exceed the fees paid in the twelve (12) months before the claim.\n\n4. ${body}\n\n5. Governing Law. This Agreement is governed by the laws of the State of Kansas.`;

const saas = (body: string) =>
  `SUBSCRIPTION AGREEMENT\n\nThis agreement is between Wattle Scheduling Pty Ltd ("Provider") and Gippsland Water Corporation ("Customer").\n\n1. Service. Provider grants Customer a right to use its hosted maintenance-scheduling platform (the "Service") during the Subscription Term.\n\n2. Fees. Customer must pay the subscription fees in the Order Form annually in advance.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of Victoria.`;

const services = (body: string) =>
  `SERVICES AGREEMENT\n\nThis agreement is made between Malabar Freight Pvt Ltd (the "Supplier") and Konkan Foods Ltd (the "Customer").\n\n1. Services. The Supplier shall provide freight-forwarding services as described in Schedule 1.\n\n2. Fees. The Customer shall pay the fees in Schedule 2 within thirty (30) days of invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of India.`;

const consulting = (body: string) =>
  `CONSULTING AGREEMENT\n\nThis agreement is made between Thornbury Advisory Ltd (the "Consultant") and Severn Water plc (the "Client").\n\n1. Services. The Consultant shall review the Client's leakage-reduction programme and deliver a written report.\n\n2. Fees. The Client shall pay the Consultant's invoices within thirty (30) days of receipt.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of England and Wales.`;

const memo = (body: string) =>
  `SUPPLY MEMORANDUM\n\nBetween Taveuni Taro Growers Co-operative Limited ("the Growers") and Lautoka Fresh Exports Limited ("Lautoka Fresh").\n\n1. ${body}\n\n2. The Growers will sell and Lautoka Fresh will buy at least 200 tonnes of taro in each of the 2026 and 2027 seasons at the Suva market price less FJD 90 per tonne.\n\n3. This memorandum is governed by the laws of Fiji.`;

const unpaid = (body: string) =>
  `EMPLOYMENT AGREEMENT\n\nThis agreement is between Northshore Robotics Ltd. (the "Employer") and Priya Raman (the "Employee").\n\n1. Position. The Employee is employed as Senior Controls Engineer from 1 April 2026.\n\n2. ${body}\n\n3. Termination. Either party may terminate the employment by giving the other one (1) month's written notice.\n\n4. Law. This agreement is governed by the laws of the Province of British Columbia.`;

const dpa = (body: string) =>
  `DATA PROCESSING ADDENDUM\n\nThis Addendum forms part of the Services Agreement (the "Agreement") between Fjordline Analytics ApS ("Processor") and Daugava Energy SIA ("Controller").\n\n1. Processing. Processor shall process Personal Data only on the documented instructions of Controller.\n\n2. Security. Processor shall implement the technical and organisational measures set out in Annex 2.\n\n3. ${body}\n\n4. Law. This Addendum is governed by the law of Latvia.`;

const employment = (body: string) =>
  `EMPLOYMENT AGREEMENT\n\nThis agreement is between Northshore Robotics Ltd. (the "Employer") and Priya Raman (the "Employee").\n\n1. Position. The Employee is employed as Senior Controls Engineer from 1 April 2026.\n\n2. Salary. The Employer shall pay the Employee a salary of CAD 118,000 a year in equal bi-weekly instalments.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of the Province of British Columbia.`;

describe('hold-out 17\'s misses as classes', () => {
  // ---- consequential loss (the customer's side) ----

  // A mutual exclusion of lost profit and consequential loss that keeps the customer liable for the provider's own lost
  // profit (on cancelled or reduced work, standby), by a save, an "except that", or a sentence deeming that loss direct
  // and recoverable from the customer: only the provider is spared in truth. Not the same loss excluded for both.
  const keeps = (check: string, text: string, position: string) => row(check.split('.')[0] as 'msa', check, text, position);
  rows('an exclusion of lost profit that keeps the customer liable for the provider\'s lost profit', [
    [keeps('msa.consequential_damages', msa('Exclusion of Loss. Neither party shall be liable for any indirect or consequential loss or loss of profit, except that Customer shall remain liable to Vendor for Vendor\'s loss of profit on any Statement of Work that Customer cancels.'), 'unacceptable'),
      keeps('msa.consequential_damages', msa('Exclusion of Loss. Neither party shall be liable for any indirect or consequential loss or loss of profit, including Vendor\'s loss of profit on any Statement of Work that Customer cancels.'), 'preferred')],
    [keeps('services.consequential_damages', services('Liability. Neither party is liable to the other for loss of profits or for any indirect or consequential loss, except for breach of confidentiality, data protection breaches, indemnified claims, gross negligence or wilful misconduct; save that the Customer shall compensate the Supplier for its lost profits and standby costs if the Customer suspends or reduces the Services.'), 'unacceptable'),
      keeps('services.consequential_damages', services('Liability. Neither party is liable to the other for loss of profits or for any indirect or consequential loss, except for breach of confidentiality, data protection breaches, indemnified claims, gross negligence or wilful misconduct; and the Customer need not compensate the Supplier for its lost profits or standby costs if the Customer suspends or reduces the Services.'), 'preferred')],
    [keeps('consulting.consequential_damages', consulting('Liability. Neither Party shall be liable for indirect or consequential losses or loss of profit, save in respect of breach of confidentiality, data protection, indemnities, gross negligence or wilful misconduct. For this clause 3, the Consultant\'s lost profit on any work the Client cancels is direct loss recoverable from the Client.'), 'unacceptable'),
      keeps('consulting.consequential_damages', consulting('Liability. Neither Party shall be liable for indirect or consequential losses or loss of profit, save in respect of breach of confidentiality, data protection, indemnities, gross negligence or wilful misconduct. For this clause 3, the Consultant\'s lost profit on any work the Client cancels is indirect loss recoverable from neither Party.'), 'preferred')],
    [keeps('saas.consequential_damages', saas('Liability. Neither party is liable for any indirect or consequential loss or lost profits, except for breach of confidentiality or of data protection obligations, indemnified claims, or gross negligence or wilful misconduct, provided that Customer will remain liable for Provider\'s lost profits on the remainder of the Subscription Term if Customer ends it early.'), 'unacceptable'),
      keeps('saas.consequential_damages', saas('Liability. Neither party is liable for any indirect or consequential loss or lost profits, except for breach of confidentiality or of data protection obligations, indemnified claims, or gross negligence or wilful misconduct, and Customer will not be liable for Provider\'s lost profits on the remainder of the Subscription Term if Customer ends it early.'), 'preferred')],
  ]);

  // ---- NDA (both parties of a mutual NDA) ----

  // Information disclosed orally or visually taken out of the protection outright, beside a definition "in any form", by a
  // "notwithstanding", "shall not be treated as" or "nothing ... is protected": what is said in a meeting or shown on a
  // visit is free even when called confidential at the time. Not the same words bringing it in.
  const oral = (body: string, position: string) => row('nda', 'nda.oral_information_included', nda(`Spoken information. ${body}`), position);
  rows('information disclosed orally or visually taken out of the protection', [
    [oral('Notwithstanding clause 1, anything disclosed orally or visually, including during site visits and meetings, is not Confidential Information, whether or not it is identified as confidential at the time.', 'unacceptable'),
      oral('Notwithstanding clause 1, anything disclosed orally or visually, including during site visits and meetings, is Confidential Information, whether or not it is identified as confidential at the time.', 'preferred')],
    [oral('Information conveyed in conversations, presentations or plant tours shall not be treated as Confidential Information, even if the Disclosing Party says at the time that it is confidential.', 'unacceptable'),
      oral('Information conveyed in conversations, presentations or plant tours shall be treated as Confidential Information, even if the Disclosing Party does not say at the time that it is confidential.', 'preferred')],
    [oral('Nothing that Kaveri or Lakehead says in a meeting or call, or shows on a screen or at a demonstration, is protected by this agreement, even if it is described as confidential.', 'unacceptable'),
      oral('Everything that Kaveri or Lakehead says in a meeting or call, or shows on a screen or at a demonstration, is protected by this agreement, even if it is not described as confidential.', 'preferred')],
  ]);

  // ---- suspension (the customer's side) ----

  // The provider free to suspend the service for any late invoice, disputed or not, on a day's notice or none: the
  // customer cannot withhold a disputed sum without losing the service. Not an undisputed sum after a month's notice.
  const suspend = (check: string, text: string, position: string) => row(check.split('.')[0] as 'saas', check, text, position);
  rows('suspension for any late invoice, disputed or not', [
    [suspend('services.suspension', services('Suspension. The Supplier may suspend the Services on forty-eight (48) hours\' notice if any invoice, whether or not disputed, is overdue.'), 'unacceptable'),
      suspend('services.suspension', services('Suspension. The Supplier may suspend the Services on thirty (30) days\' written notice if an undisputed invoice is overdue.'), 'preferred')],
    [suspend('saas.suspension', saas('Suspension. Provider may suspend Customer\'s account on two (2) days\' notice if any invoice, disputed or not, remains unpaid.'), 'unacceptable'),
      suspend('saas.suspension', saas('Suspension. Provider may suspend Customer\'s account on thirty (30) days\' notice if an undisputed invoice remains unpaid.'), 'preferred')],
    [suspend('saas.suspension', saas('Suspension. Provider may suspend access to the Service on one (1) day\'s notice where any amount invoiced is unpaid on its due date, whether or not Customer disputes it.'), 'unacceptable'),
      suspend('saas.suspension', saas('Suspension. Provider may suspend access to the Service on fifteen (15) days\' notice where any undisputed amount invoiced is unpaid on its due date.'), 'preferred')],
  ]);

  // The provider's right to suspend the product itself, named as what it is (the platform, the booking engine, the
  // portal, the system), at any time and without notice for its own reasons: a suspension at will. Not a suspension of
  // the same product only for unpaid fees after notice.
  rows('a suspension at will of the product named as what it is', [
    [suspend('saas.suspension', saas('Suspension. Provider may suspend the scheduling platform, in whole or in part, at any time and without notice for its own operational reasons.'), 'unacceptable'),
      suspend('saas.suspension', saas('Suspension. Provider may suspend the scheduling platform, in whole or in part, only if undisputed fees remain unpaid thirty (30) days after written notice.'), 'preferred')],
    [suspend('saas.suspension', saas('Suspension. The Provider may at its discretion suspend the customer portal at any time, for any reason.'), 'unacceptable'),
      suspend('saas.suspension', saas('Suspension. The Provider may suspend the customer portal only to the extent necessary to stop an imminent security threat, and will restore it promptly.'), 'preferred')],
    [suspend('services.suspension', services('Suspension. The Supplier may suspend the tracking system without notice whenever it sees fit.'), 'unacceptable'),
      suspend('services.suspension', services('Suspension. The Supplier may suspend the tracking system only if undisputed fees remain unpaid thirty (30) days after written notice.'), 'preferred')],
  ]);
  // ---- renewal (the customer's side) ----

  // A benign-twin class: the notice that stops an automatic renewal counted back from the start of the next period ("before
  // the next renewal year starts", "before the next period begins", "before the start of the next term") and given by
  // telling the other party in writing that it will not renew: read and graded as any such notice. Its adverse twins ask
  // for half a year's notice.
  const renewal = (check: string, text: string, position: string) => row(check.split('.')[0] as 'msa', check, text, position);
  rows('a renewal notice counted back from the start of the next period', [
    [renewal('services.auto_renewal', services('Term. This agreement renews automatically for one (1) year at a time unless either party tells the other in writing, at least six (6) months before the next renewal year starts, that it will not renew.'), 'unacceptable'),
      renewal('services.auto_renewal', services('Term. This agreement renews automatically for one (1) year at a time unless either party tells the other in writing, at least thirty (30) days before the next renewal year starts, that it will not renew.'), 'acceptable')],
    [renewal('saas.auto_renewal', saas('Term. The Subscription Term renews automatically for further periods of twelve (12) months unless Customer gives notice of non-renewal no later than one hundred and fifty (150) days before the next period begins.'), 'unacceptable'),
      renewal('saas.auto_renewal', saas('Term. The Subscription Term renews automatically for further periods of twelve (12) months unless Customer gives notice of non-renewal no later than thirty (30) days before the next period begins.'), 'acceptable')],
    [renewal('consulting.auto_renewal', consulting('Term. This agreement continues for successive terms of one (1) year unless either party informs the other in writing, not less than six (6) months before the start of the next term, that it does not wish to renew.'), 'unacceptable'),
      renewal('consulting.auto_renewal', consulting('Term. This agreement continues for successive terms of one (1) year unless either party informs the other in writing, not less than one (1) month before the start of the next term, that it does not wish to renew.'), 'acceptable')],
    [renewal('services.auto_renewal', services('Term. This agreement renews automatically for one (1) season at a time, unless either of us tells the other in writing, at any time up to five (5) months before the next season starts, that it will not renew.'), 'unacceptable'),
      renewal('services.auto_renewal', services('Term. This agreement renews automatically for one (1) season at a time, unless either of us tells the other in writing, at any time up to thirty (30) days before the next season starts, that it will not renew.'), 'acceptable')],
  ]);

  // ---- DPA (the controller's side) ----

  // The processor's help with data subjects' requests and Articles 32 to 36 given only as the processor chooses: under an
  // order it may decline, at its discretion, or refused on request. Not the same help the processor may not decline.
  const helps = (body: string, position: string) => row('dpa', 'dpa.assistance', dpa(`Assistance. ${body}`), position);
  rows('assistance the processor may decline', [
    [helps('Processor will assist Controller with data subject requests and impact assessments only where Controller places a written order for that help, which Processor may decline.', 'unacceptable'),
      helps('Processor will assist Controller with data subject requests and impact assessments where Controller places a written order for that help, which Processor may not decline.', 'preferred')],
    [helps('The Processor shall assist the Controller with data subject requests and its obligations under Articles 32 to 36 GDPR at the Processor\'s sole discretion.', 'unacceptable'),
      helps('The Processor shall assist the Controller with data subject requests and its obligations under Articles 32 to 36 GDPR whenever the Controller asks; the Processor has no discretion to refuse.', 'preferred')],
    [helps('Processor may refuse any request for assistance with data subject requests or data protection impact assessments.', 'unacceptable'),
      helps('Processor may not refuse any request for assistance with data subject requests or data protection impact assessments.', 'preferred')],
  ]);

  // ---- employment (the employer's side) ----

  // The employer able to end the contract only by paying a year or more of salary in place of notice, or a notice clause
  // worded "end this contract" or "end this Agreement": read as any notice clause (not silence). Not a market notice, or a
  // payment in lieu of a month's notice.
  const ending = (body: string, position: string) => row('employment', 'employment.notice_period', employment(`Ending this contract. ${body}`), position);
  rows('the employer able to end the contract only by paying long notice, or a notice clause that ends "this contract"', [
    [ending('We may end this contract only by paying you eighteen (18) months\' salary in lieu of notice.', 'unacceptable'),
      ending('Either of us may end this contract by giving the other one (1) month\'s notice, and we may pay you one month\'s salary in lieu of notice.', 'preferred')],
    [ending('The Employer may terminate the Employee\'s employment only upon payment of twenty-four (24) months\' base salary in lieu of notice.', 'unacceptable'),
      ending('The Employer may terminate the Employee\'s employment upon two (2) months\' notice or payment of two (2) months\' base salary in lieu of notice.', 'preferred')],
    [ending('The Employer shall be entitled to end this Agreement only by paying the Employee two (2) years\' salary in place of notice.', 'unacceptable'),
      ending('Either party shall be entitled to end this Agreement by giving the other two (2) months\' notice in writing.', 'preferred')],
    [ending('Either of us may end this contract by giving the other nine (9) months\' notice.', 'unacceptable'),
      ending('Either of us may end this contract by giving the other one (1) month\'s notice.', 'preferred')],
  ]);
  // ---- governing law (every typed playbook's side) ----

  // A law named by a kind of place that one party picks, names or changes later ("the EU Member State that the Processor
  // selects in its records", "the State or Territory that Provider nominates from time to time", "the country which the
  // Supplier designates in its invoices"): no party knows at signing which law governs, whatever place the words name.
  // Not the same words naming the place outright.
  const lawOf = (check: string, text: string, position: string) => row(check.split('.')[0] as 'msa', check, text, position);
  const noLaw = (doc: string) => doc.replace(/\n\n\d\. (?:Governing )?Law\. [^\n]*$/, '');
  rows('a law of a place one party picks or changes later', [
    [lawOf('dpa.governing_law', noLaw(dpa('Law. This Addendum is governed by the law of the EU Member State that the Processor selects in its records of processing, as updated from time to time.')), 'missing'),
      lawOf('dpa.governing_law', noLaw(dpa('Law. This Addendum is governed by the law of Latvia, the EU Member State in which the Controller is established.')), 'preferred')],
    [lawOf('saas.governing_law', noLaw(saas('Law. This agreement is governed by the laws of the Australian State or Territory that Provider nominates by notice to Customer from time to time.')), 'missing'),
      lawOf('saas.governing_law', noLaw(saas('Law. This agreement is governed by the laws of Victoria, the Australian State in which Customer has its head office.')), 'preferred')],
    [lawOf('services.governing_law', noLaw(services('Law. This agreement is governed by the laws of the country which the Supplier designates in its invoices.')), 'missing'),
      lawOf('services.governing_law', noLaw(services('Law. This agreement is governed by the laws of India, the country in which the Supplier issues its invoices.')), 'preferred')],
  ]);
  // ---- assignment (either party of a mutual NDA; a party the general playbook does not name) ----

  // One party alone left free to transfer the agreement to anyone (in or outside its group, any buyer of any part of its
  // business), at any time, without the other's consent or telling it only afterwards, beside a general bar, or by a
  // definition that takes in whoever it transfers to. Not a transfer kept to a buyer of all or most of the business.
  const transfer = (check: string, text: string, position: string) => row(check.split('.')[0] as 'nda', check, text, position);
  rows('one party alone free to transfer the agreement to anyone without consent', [
    [transfer('nda.assignment', nda('Transfer. Neither party may transfer this agreement without the other\'s written consent. However, Lakehead may transfer this agreement to any company, in or outside its group, at any time, and need only notify Kaveri afterwards.'), 'unacceptable'),
      transfer('nda.assignment', nda('Transfer. Neither party may transfer this agreement without the other\'s written consent. However, either party may transfer this agreement to a buyer of all or substantially all of its business, and must notify the other beforehand.'), 'preferred')],
    [transfer('nda.assignment', nda('Transfer. Kaveri may at any time novate this agreement to any person it chooses without Lakehead\'s consent; Lakehead may not assign it at all.'), 'unacceptable'),
      transfer('nda.assignment', nda('Transfer. Kaveri may not novate this agreement to any person it chooses without Lakehead\'s consent; nor may Lakehead assign it without Kaveri\'s consent.'), 'preferred')],
    [transfer('general.assignment', memo('Definitions. "Lautoka Fresh" includes any person to whom Lautoka Fresh Exports Limited transfers this memorandum, which it may do at any time without the Growers\' consent.'), 'unacceptable'),
      transfer('general.assignment', memo('Definitions. "Lautoka Fresh" includes a successor to all or substantially all of the business of Lautoka Fresh Exports Limited, to whom it may transfer this memorandum; it may make no other transfer without the Growers\' consent.'), 'preferred')],
  ]);
  // ---- confidentiality in commercial agreements (the customer's side) ----

  // "Confidential Information" defined as what the provider discloses to the customer, beside a duty both parties give:
  // the customer's own information is not protected, whatever "each party" promises. Not a definition of what either
  // party discloses to the other.
  const defined = (check: string, text: string, position: string) => row(check.split('.')[0] as 'msa', check, text, position);
  rows('confidential information defined as what the provider discloses to the customer', [
    [defined('msa.confidentiality', msa('Confidentiality. "Confidential Information" means all non-public information disclosed by Vendor to Customer under this Agreement. Each party shall keep the Confidential Information confidential for five (5) years after this Agreement ends.'), 'unacceptable'),
      defined('msa.confidentiality', msa('Confidentiality. "Confidential Information" means all non-public information disclosed by either party to the other under this Agreement. Each party shall keep the Confidential Information confidential for five (5) years after this Agreement ends.'), 'preferred')],
    [defined('saas.confidentiality', saas('Confidentiality. "Confidential Information" means information provided by the Provider to the Customer, including its pricing and product roadmap. Each party must keep Confidential Information confidential during the Subscription Term and for three (3) years after it ends.'), 'unacceptable'),
      defined('saas.confidentiality', saas('Confidentiality. "Confidential Information" means information provided by either party to the other, including the Provider\'s pricing and the Customer\'s maintenance records. Each party must keep Confidential Information confidential during the Subscription Term and for three (3) years after it ends.'), 'preferred')],
    [defined('services.confidentiality', services('Confidentiality. In this agreement, "Confidential Information" means any information of the Supplier furnished to the Customer in connection with the Services. Each party shall hold Confidential Information in confidence during this agreement and for three (3) years afterwards.'), 'unacceptable'),
      defined('services.confidentiality', services('Confidentiality. In this agreement, "Confidential Information" means any information of either party furnished to the other in connection with the Services. Each party shall hold Confidential Information in confidence during this agreement and for three (3) years afterwards.'), 'preferred')],
  ]);
  // ---- employment (the employer's side) ----

  // The salary stated only as the figure for a grade or band in a table, scale or policy the employer may change at any
  // time, with no sum in the contract: no pay is agreed (as hold-out 15's audit settled an unstated salary). Not a stated
  // sum that the same table explains.
  const pay = (body: string, position: string) => row('employment', 'employment.compensation', unpaid(`Salary. ${body}`), position);
  rows('salary defined by a table the employer may change', [
    [pay('Your salary is the rate for your band in our Pay Scale, which we may change at any time.', 'unacceptable'),
      pay('Your salary is CAD 118,000 a year, the rate for your band in our Pay Scale, which we review each April.', 'preferred')],
    [pay('The Employee\'s remuneration shall be as set out in the Company\'s salary grid for Grade 4, as amended by the Company from time to time.', 'unacceptable'),
      pay('The Employee\'s remuneration shall be INR 24,00,000 a year, as set out in the Company\'s salary grid for Grade 4, reviewed annually.', 'preferred')],
    [pay('The Employer will pay the Employee the base salary applicable to the Employee\'s level under the Employer\'s remuneration policy, which the Employer may vary at its discretion.', 'unacceptable'),
      pay('The Employer will pay the Employee a base salary of AUD 142,000 a year, which is the salary applicable to the Employee\'s level under the Employer\'s remuneration policy.', 'preferred')],
  ]);
});
