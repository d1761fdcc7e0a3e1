// Hold-out 16's misses as classes (session 21): hold-out 16 was scored blind in session 20 and is spent. Each class below
// is a kind of drafting one of its misses belongs to, written as rows of our own (other verbs, order, party names;
// US, English, Australian, Indian, Canadian drafting), each adverse wording with a benign twin sharing its words,
// written before the fix. The hold-out's own sentences are not among them.
import { describe } from 'vitest';
import { row, rows } from './judge-rows.js';

const nda = (body: string) =>
  `MUTUAL NON-DISCLOSURE AGREEMENT\n\nThis agreement is between Tamarind Agro Pvt Ltd ("Tamarind") and Polder Genetics B.V. ("Polder"), each a "Disclosing Party" when it discloses and a "Receiving Party" when it receives Confidential Information.\n\n1. Confidentiality. The Receiving Party shall keep the Disclosing Party's Confidential Information confidential and use it only to evaluate a possible licensing arrangement.\n\n2. Term. This agreement lasts for three (3) years from its date.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of England and Wales.`;

const msa = (body: string) =>
  `MASTER SERVICES AGREEMENT\n\nThis Master Services Agreement is entered into by Redrock Geodata, Inc. ("Vendor") and Great Plains Rail Corporation ("Customer").\n\n1. Services. Vendor shall perform the services described in each Statement of Work.\n\n2. Fees. Customer shall pay each undisputed invoice within thirty (30) days after receipt.\n\n3. ${body}\n\n4. Governing Law. This Agreement is governed by the laws of the State of Nebraska.`;

const saas = (body: string) =>
  `SUBSCRIPTION AGREEMENT\n\nThis agreement is between Banksia Rostering Pty Ltd ("Provider") and Murray Health Pty Ltd ("Customer").\n\n1. Service. Provider grants Customer a right to use its hosted rostering service (the "Service") during the Subscription Term.\n\n2. Fees. Customer must pay the subscription fees in the Order Form annually in advance.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of New South Wales.`;

const services = (body: string) =>
  `SERVICES AGREEMENT\n\nThis agreement is made between Nilgiri Logistics Pvt Ltd (the "Supplier") and Deccan Pharma Ltd (the "Customer").\n\n1. Services. The Supplier shall provide warehousing and cold-chain services as described in Schedule 1.\n\n2. Fees. The Customer shall pay the fees in Schedule 2 within thirty (30) days of invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of India.`;

const consulting = (body: string) =>
  `CONSULTING AGREEMENT\n\nThis agreement is made between Kerrigan Advisory Ltd (the "Consultant") and Wexford Port Company (the "Client").\n\n1. Services. The Consultant shall review the Client's berth-allocation process and deliver a written report.\n\n2. Fees. The Client shall pay the Consultant's invoices within thirty (30) days of receipt.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of Ireland.`;

const dpa = (body: string) =>
  `DATA PROCESSING ADDENDUM\n\nThis Addendum forms part of the Services Agreement (the "Agreement") between Ardmore Payroll Ltd ("Processor") and Kestrel Housing Association ("Controller").\n\n1. Processing. Processor shall process Personal Data only on the documented instructions of Controller.\n\n2. Security. Processor shall implement the technical and organisational measures set out in Schedule 2.\n\n3. ${body}\n\n4. Law. This Addendum is governed by the law of England and Wales.`;

const employment = (body: string) =>
  `CONTRACT OF EMPLOYMENT\n\nEmployer: Harbourline Robotics Limited ("we", "us")\nEmployee: Tomasz Wiśniewski ("you")\nJob title: Controls Engineer\n\n1. Pay. Your salary is GBP 64,000 a year, paid monthly in arrears.\n\n2. Hours. Your normal hours are 37.5 hours a week.\n\n3. Ending your employment. ${body}\n\n4. Law. This contract is governed by the laws of Scotland.`;

const lease = (body: string) =>
  `LEASE\n\nLandlord: Westgate Industrial Holdings LLC. Tenant: Blue Mesa Fabrication, Inc.\n\n1. Premises. Unit 4, 2200 Industrial Parkway, Albuquerque, New Mexico (the "Premises"), in the building at that address (the "Building").\n\n2. Term and Rent. The term is five (5) years from March 1, 2026. Base Rent is $9,400 per month, payable in advance on the first day of each month.\n\n3. Repairs. Landlord shall keep the roof, structure and exterior of the Building in repair.\n\n4. ${body}\n\n5. Governing Law. This Lease is governed by the laws of the State of New Mexico.`;

describe('hold-out 16\'s misses as classes', () => {
  // ---- NDA (both parties of a mutual NDA) ----

  // The recipient free to pass the information to its people whether or not they need to know it, or whether or not they
  // owe any duty of confidence: the discloser's information spreads through the recipient's whole workforce, unbound.
  // Not sharing kept to those who need to know and are bound.
  const sharing = (body: string, position: string) => row('nda', 'nda.sharing_with_employees', nda(`Who may see it. ${body}`), position);
  rows('sharing with staff whether or not they need to know it or are bound', [
    [sharing('The Receiving Party may disclose Confidential Information to any of its staff, regardless of whether they need to know it.', 'unacceptable'),
      sharing('The Receiving Party may disclose Confidential Information to those of its staff who need to know it, and to no others.', 'preferred')],
    [sharing('The Receiving Party shall be free to share the Confidential Information with its employees, consultants and agents, irrespective of whether such persons are bound by any obligation of confidentiality.', 'unacceptable'),
      sharing('The Receiving Party shall be free to share the Confidential Information with its employees, consultants and agents who need to know it, provided such persons are bound by obligations of confidentiality.', 'preferred')],
    [sharing('Either party may give its personnel access to the other\'s Confidential Information without any need-to-know restriction and without requiring them to keep it confidential.', 'unacceptable'),
      sharing('Either party may give its personnel access to the other\'s Confidential Information on a need-to-know basis, and shall require them to keep it confidential.', 'preferred')],
  ]);

  // A benign-twin class: a cap on "anything else" or "any other claim", in the same sentence that leaves a breach of the
  // confidentiality clauses unlimited, does not limit the NDA's remedy. Its adverse twins cap every claim, a breach of
  // confidentiality among them.
  const cap = (body: string, position: string) => row('nda', 'nda.liability_not_limited', nda(`Liability. ${body}`), position);
  rows('a cap on everything else beside unlimited liability for breach of confidentiality', [
    [cap('The aggregate liability of either Party under this Agreement, including for breach of Clauses 1 and 2, shall not exceed INR 5,00,000.', 'unacceptable'),
      cap('Nothing in this Agreement shall limit the liability of either Party for breach of Clauses 1 and 2, but the aggregate liability of either Party for any other claim shall not exceed INR 5,00,000.', 'preferred')],
    [cap('Each party\'s total liability under this agreement, breaches of sections 1 and 2 included, is limited to CAD 25,000.', 'unacceptable'),
      cap('Neither party\'s liability for breach of sections 1 and 2 is limited; each party\'s total liability for all other claims under this agreement is limited to CAD 25,000.', 'preferred')],
    [cap('The total liability of each party for anything arising under this agreement, a breach of clause 1 (Confidentiality) among them, is limited to £10,000.', 'unacceptable'),
      cap('Liability for a breach of clause 1 (Confidentiality) is unlimited; the total liability of each party for anything else arising under this agreement is limited to £10,000.', 'preferred')],
  ]);

  // A bar on developing products or technology similar to the other's, for a time, whether or not the information is used:
  // the recipient gives up its freedom to develop, which the check asks it to keep. Not the same freedom kept, with only
  // the use of the information barred.
  const develop = (body: string, position: string) => row('nda', 'nda.independent_development', nda(`Freedom to develop. ${body}`), position);
  rows('a bar on developing similar products whether or not the information is used', [
    [develop('Neither party will develop, or engage others to develop, any product that competes with or is similar to the other party\'s products for two (2) years after the date of this agreement.', 'unacceptable'),
      develop('Nothing in this agreement restricts either party from developing, or engaging others to develop, any product that competes with or is similar to the other party\'s products, provided it does not use the other party\'s Confidential Information.', 'preferred')],
    [develop('The Receiving Party shall not, for the duration of this agreement and eighteen months thereafter, design or build any software comparable to the Disclosing Party\'s, whether or not it makes use of the Confidential Information.', 'unacceptable'),
      develop('The Receiving Party may, during this agreement and at any time thereafter, design or build software comparable to the Disclosing Party\'s, so long as it makes no use of the Confidential Information.', 'preferred')],
    [develop('Each party undertakes that it shall not develop any technology similar to that disclosed by the other party during the term and for three (3) years thereafter, irrespective of whether the Confidential Information is used.', 'unacceptable'),
      develop('Each party shall remain free to develop any technology similar to that disclosed by the other party, during the term and thereafter, provided the Confidential Information is not used.', 'preferred')],
    [develop('Tamarind and Polder shall not develop competing seed-coating processes for three (3) years, even if neither uses the other\'s Confidential Information to do so.', 'unacceptable'),
      develop('This agreement shall not be construed to restrict Tamarind or Polder from developing competing seed-coating processes, even if they resemble those the other has disclosed.', 'preferred')],
    [develop('The Receiving Party agrees that it will not develop or have developed for it any products that are similar to or compete with the Disclosing Party\'s, whether or not it uses the Confidential Information.', 'unacceptable'),
      develop('Nothing in this agreement is a representation or agreement that the Receiving Party will not develop or have developed for it any products that are similar to or compete with the Disclosing Party\'s.', 'preferred')],
  ]);

  // ---- confidentiality in commercial agreements (the customer's side) ----

  // A duty of confidence that lasts only while the agreement runs, made to end with it by a sentence of the clause (the
  // survival clause disapplied, "does not survive", "these obligations cease on its expiry"): the customer's
  // information is free the day the agreement ends. Not a duty carried past the end.
  const ends = (check: string, text: string, position: string) => row(check.split('.')[0] as 'msa', check, text, position);
  rows('confidentiality that ends with the agreement, said in the clause', [
    [ends('msa.confidentiality', msa('Confidentiality. Each party shall keep the other party\'s Confidential Information confidential while this Agreement is in force. This Section 3 does not survive the expiry or termination of this Agreement.'), 'unacceptable'),
      ends('msa.confidentiality', msa('Confidentiality. Each party shall keep the other party\'s Confidential Information confidential while this Agreement is in force. This Section 3 survives the expiry or termination of this Agreement for five (5) years.'), 'preferred')],
    [ends('saas.confidentiality', saas('Confidentiality. Each party must keep the other\'s Confidential Information confidential during the Subscription Term. Clause 12.4 (Survival) does not apply to this clause 3.'), 'unacceptable'),
      ends('saas.confidentiality', saas('Confidentiality. Each party must keep the other\'s Confidential Information confidential during the Subscription Term. Clause 12.4 (Survival) applies to this clause 3, which continues for three (3) years after the Subscription Term ends.'), 'preferred')],
    [ends('services.confidentiality', services('Confidentiality. Each party shall maintain the confidentiality of the other party\'s Confidential Information for so long as the Services are provided, and these obligations shall cease upon the expiry or earlier termination of this agreement.'), 'unacceptable'),
      ends('services.confidentiality', services('Confidentiality. Each party shall maintain the confidentiality of the other party\'s Confidential Information for so long as the Services are provided, and these obligations shall continue for three (3) years after the expiry or earlier termination of this agreement.'), 'preferred')],
  ]);

  // One party's liability capped and the other's left unlimited in the same sentence (", and", ";", "while"): the
  // customer's side uncapped beside the provider's cap. Not a mutual cap whose second half carves out one head.
  const capBoth = (check: string, text: string, position: string) => row(check.split('.')[0] as 'msa', check, text, position);
  rows('a cap for the provider and unlimited liability for the customer in one sentence', [
    [capBoth('dpa.limitation_of_liability', dpa('Liability. The Processor\'s total liability under this Addendum shall not exceed GBP 5,000, and the Controller\'s liability is unlimited.'), 'unacceptable'),
      capBoth('dpa.limitation_of_liability', dpa('Liability. Each party\'s total liability under this Addendum shall not exceed the fees paid in the twelve (12) months before the claim, and liability for fraud is unlimited.'), 'preferred')],
    [capBoth('msa.limitation_of_liability', msa('Limitation of Liability. Vendor\'s aggregate liability shall in no event exceed the fees paid in the twelve (12) months before the claim; Customer\'s liability under this Agreement shall not be limited.'), 'unacceptable'),
      capBoth('msa.limitation_of_liability', msa('Limitation of Liability. Each party\'s aggregate liability shall in no event exceed the fees paid in the twelve (12) months before the claim; liability for a party\'s indemnity obligations shall not be limited.'), 'preferred')],
    [capBoth('saas.limitation_of_liability', saas('Liability. Provider\'s liability is limited to the fees paid in the previous twelve months, while Customer\'s liability is uncapped.'), 'unacceptable'),
      capBoth('saas.limitation_of_liability', saas('Liability. Each party\'s liability is limited to the fees paid in the previous twelve months, while liability for a breach of confidentiality is uncapped.'), 'preferred')],
  ]);

  // A benign-twin class: a prior confidentiality agreement between the parties made part of this one, or kept in force for
  // the information exchanged under it, is the playbook's fallback (a separate NDA incorporated by reference), not an
  // agreement without confidentiality. Its adverse twins end the prior NDA and put nothing in its place.
  const priorNda = (check: string, text: string, position: string) => row(check.split('.')[0] as 'msa', check, text, position);
  rows('a prior confidentiality agreement incorporated or kept in force', [
    [priorNda('msa.confidentiality', msa('Prior agreement. The parties\' Non-Disclosure Agreement dated 3 March 2025 is superseded by this Agreement and has no further effect.'), 'missing'),
      priorNda('msa.confidentiality', msa('Prior agreement. The parties\' Non-Disclosure Agreement dated 3 March 2025 is incorporated into this Agreement and applies to all information exchanged under it.'), 'acceptable')],
    [priorNda('services.confidentiality', services('Confidentiality. The Confidentiality Agreement executed between the parties on 12 January 2025 shall stand terminated with effect from the date of this agreement.'), 'missing'),
      priorNda('services.confidentiality', services('Confidentiality. The Confidentiality Agreement executed between the parties on 12 January 2025 shall continue in full force and shall govern all information exchanged under this agreement.'), 'acceptable')],
    [priorNda('saas.confidentiality', saas('Confidentiality. The mutual NDA signed by the parties on 1 February 2026 ends on the date of this agreement and does not apply to information exchanged under it.'), 'missing'),
      priorNda('saas.confidentiality', saas('Confidentiality. The mutual NDA signed by the parties on 1 February 2026 continues to apply to all information exchanged under this agreement and survives its termination.'), 'acceptable')],
  ]);

  // ---- renewal (the customer's side) ----

  // The notice that stops an automatic renewal counted back from "it ends", "this Agreement expires", "the Subscription
  // Term ends" (not "the end of the term"): read and graded as any other such notice. Not a renewal stoppable on a
  // month's notice.
  const renews = (check: string, text: string, position: string) => row(check.split('.')[0] as 'msa', check, text, position);
  rows('a renewal notice counted back from "it ends" or "this Agreement expires"', [
    [renews('consulting.auto_renewal', consulting('Term. This agreement runs for one (1) year and renews automatically for further periods of two (2) years unless either party gives written notice at least six (6) months before it ends.'), 'unacceptable'),
      renews('consulting.auto_renewal', consulting('Term. This agreement runs for one (1) year and renews automatically for further periods of one (1) year unless either party gives written notice at least thirty (30) days before it ends.'), 'acceptable')],
    [renews('services.auto_renewal', services('Term. This agreement renews automatically on each anniversary for a further year unless the Customer notifies the Supplier at least five (5) months before this agreement expires.'), 'unacceptable'),
      renews('services.auto_renewal', services('Term. This agreement renews automatically on each anniversary for a further year unless the Customer notifies the Supplier at least one (1) month before this agreement expires.'), 'acceptable')],
    [renews('saas.auto_renewal', saas('Term. The Subscription Term is extended automatically by successive periods of twelve (12) months unless Customer gives notice no later than one hundred and twenty (120) days before the Subscription Term ends.'), 'unacceptable'),
      renews('saas.auto_renewal', saas('Term. The Subscription Term is extended automatically by successive periods of twelve (12) months unless Customer gives notice no later than thirty (30) days before the Subscription Term ends.'), 'acceptable')],
  ]);

  // ---- DPA (the controller's side) ----

  // The processor allowed to change the agreed security measures in a way that removes or relaxes some of them (with at
  // most a floor of its own opinion): the Article 32 annex is no commitment. Not changes that may not remove or relax any.
  const measures = (body: string, position: string) => row('dpa', 'dpa.security', dpa(`Changes to security. ${body}`), position);
  rows('the processor free to remove or relax the agreed security measures', [
    [measures('Processor may amend Schedule 2 from time to time, including by removing or relaxing any of the measures listed in it.', 'unacceptable'),
      measures('Processor may amend Schedule 2 from time to time, provided no amendment removes or relaxes any of the measures listed in it.', 'preferred')],
    [measures('The Processor is entitled to vary its security measures, even where a variation withdraws some of them, so long as it considers the remaining measures adequate.', 'unacceptable'),
      measures('The Processor is entitled to vary its security measures, so long as no variation withdraws any of them and the remaining measures stay adequate to the risk.', 'preferred')],
    [measures('Processor may update the technical and organisational measures at any time, including by downgrading or discontinuing those measures, where it considers in its sole opinion that security remains reasonable.', 'unacceptable'),
      measures('Processor may update the technical and organisational measures at any time, without reducing or discontinuing any of them, so that security remains appropriate to the risk.', 'preferred')],
  ]);

  // The processor's help with data subjects' requests and the controller's Article 32 to 36 duties cut to a self-service
  // tool, refused, or put outside the addendum: the controller is left alone with requests and impact assessments. Not
  // help that includes the tool and goes beyond it.
  const help = (body: string, position: string) => row('dpa', 'dpa.assistance', dpa(`Assistance. ${body}`), position);
  rows('assistance cut to a self-service tool, refused or put outside the addendum', [
    [help('Processor will assist Controller in responding to data subject requests only by giving Controller access to the reporting dashboard in the Service.', 'unacceptable'),
      help('Processor will assist Controller in responding to data subject requests, including by giving Controller access to the reporting dashboard in the Service, and with data protection impact assessments.', 'preferred')],
    [help('The Processor is not obliged to assist the Controller with data protection impact assessments, prior consultations or data subject requests.', 'unacceptable'),
      help('The Processor is obliged to assist the Controller with data protection impact assessments, prior consultations and data subject requests.', 'preferred')],
    [help('Processor shall assist Controller with data subject requests. Any further assistance, such as with impact assessments under Article 35, is outside the scope of this Addendum.', 'unacceptable'),
      help('Processor shall assist Controller with data subject requests. Any further assistance, such as with impact assessments under Article 35, is within the scope of this Addendum and provided free of charge.', 'preferred')],
  ]);

  // ---- employment (the employer's side) ----

  // An employment contract written in the first and second person ("we", "you", "your employment"): its notice clause is
  // read as any other is (a notice far beyond the market, or no notice at all from the employer for years). Not the same
  // clause on a market notice.
  const notice = (body: string, position: string) => row('employment', 'employment.notice_period', employment(body), position);
  rows('notice in a contract written as "we" and "you"', [
    [notice('Either of us may end your employment by giving the other twelve (12) months\' written notice.', 'unacceptable'),
      notice('Either of us may end your employment by giving the other one (1) month\'s written notice.', 'preferred')],
    [notice('We may not end your employment during your first three (3) years with us, except for gross misconduct.', 'unacceptable'),
      notice('We may end your employment during your first three (3) years with us on one (1) month\'s notice, or without notice for gross misconduct.', 'preferred')],
    [notice('You may end your employment on four weeks\' notice, but we may end it only by giving you nine (9) months\' notice.', 'unacceptable'),
      notice('You may end your employment on four weeks\' notice, and we may end it by giving you four weeks\' notice.', 'preferred')],
  ]);

  // The employer barred from giving notice until a named calendar date years away, beside an ordinary notice clause: the
  // employer is locked in until then whatever the notice says. Not the same bar kept to the probation, nor notice the
  // employer may give before that date.
  const lockIn = (body: string, position: string) => row('employment', 'employment.notice_period', employment(`Either of us may end your employment by giving the other three (3) months' written notice. ${body}`), position);
  rows('the employer barred from giving notice until a named date', [
    [lockIn('However, we may not give you notice before 31 March 2029, except for gross misconduct.', 'unacceptable'),
      lockIn('However, we may give you notice at any time, including before 31 March 2029, and without notice for gross misconduct.', 'preferred')],
    [lockIn('The Company shall not terminate the Employee\'s employment by notice prior to 1 July 2028.', 'unacceptable'),
      lockIn('The Company shall not terminate the Employee\'s employment by notice prior to the end of the probationary period.', 'preferred')],
    [lockIn('The Employer will not dismiss the Employee, other than for just cause, until January 15, 2030.', 'unacceptable'),
      lockIn('The Employer may dismiss the Employee, other than for just cause, on three months\' notice at any time, including before January 15, 2030.', 'preferred')],
  ]);

  // ---- lease (the tenant's side) ----

  // The tenant's indemnity reaching the landlord's own negligence however the negligence is qualified ("sole, joint or
  // concurrent", "contributory", "active or passive"). Not the same indemnity with that negligence carved out.
  const indemnity = (body: string, position: string) => row('lease', 'lease.tenant_indemnity', lease(`Indemnity. ${body}`), position);
  rows('a tenant indemnity reaching the landlord\'s sole, concurrent or contributory negligence', [
    [indemnity('Tenant shall defend, indemnify and hold harmless Landlord from all claims arising out of the Premises, including claims resulting from Landlord\'s sole, joint or concurrent negligence.', 'unacceptable'),
      indemnity('Tenant shall defend, indemnify and hold harmless Landlord from all claims arising out of the Premises, except claims resulting from Landlord\'s sole, joint or concurrent negligence.', 'preferred')],
    [indemnity('The Lessee shall indemnify the Lessor against all losses relating to the Premises, including losses caused by the Lessor\'s contributory negligence.', 'unacceptable'),
      indemnity('The Lessee shall indemnify the Lessor against all losses relating to the Premises, other than losses caused by the Lessor\'s contributory negligence.', 'preferred')],
    [indemnity('The Tenant indemnifies the Landlord against all claims in connection with the Premises, even where caused by the Landlord\'s active or passive negligence.', 'unacceptable'),
      indemnity('The Tenant indemnifies the Landlord against all claims in connection with the Premises, but not claims caused by the Landlord\'s active or passive negligence.', 'preferred')],
  ]);

  // A benign-twin class: the landlord need not insure the tenant's own goods, fixtures or equipment (which the tenant
  // insures), beside the landlord's insurance of the building: the usual split, not a landlord who insures nothing. Its
  // adverse twins free the landlord of insuring the building itself.
  const insure = (body: string, position: string) => row('lease', 'lease.insurance', lease(`Insurance. Landlord shall insure the Building against fire and the other usual risks for its full replacement cost, and Base Rent abates while insured damage makes the Premises unfit for use. ${body}`), position);
  rows('a landlord not insuring the tenant\'s own property', [
    [insure('However, the Landlord is not obliged to insure the Building against flood, which the Tenant must insure itself.', 'unacceptable'),
      insure('However, the Landlord is not obliged to insure the Tenant\'s stock, fit-out or plant, which the Tenant must insure itself.', 'preferred')],
    [insure('Notwithstanding the foregoing, Landlord shall have no obligation to insure the Building or any improvements on the Premises.', 'unacceptable'),
      insure('Notwithstanding the foregoing, Landlord shall have no obligation to insure any personal property, trade fixtures or equipment of Tenant.', 'preferred')],
    [insure('The Landlord shall not be obliged to insure the Building against terrorism or subsidence.', 'unacceptable'),
      insure('The Landlord shall not be obliged to insure the Tenant\'s fixtures, fittings and contents.', 'preferred')],
  ]);
});
