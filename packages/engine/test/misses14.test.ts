// Hold-out 14's misses as classes (session 19): hold-out 14 was scored blind in session 18 and is spent. Each class below
// is a kind of drafting one of its misses belongs to, written as rows of our own (other verbs, order, party names;
// US, English, Australian, Indian, Canadian drafting), each adverse wording with a benign twin sharing its words,
// written before the fix. The hold-out's own sentences are not among them.
import { describe } from 'vitest';
import { row, rows } from './judge-rows.js';

const employment = (body: string, employer = 'Company', employee = 'Employee') =>
  `EMPLOYMENT AGREEMENT\n\nThis agreement is made between Tamarind Freight Systems Pvt Ltd (the "${employer}") and Rohan Mehta (the "${employee}").\n\n1. Position. The ${employee} is employed as Head of Network Planning.\n\n2. Salary. The ${employer} shall pay the ${employee} a salary of INR 4,200,000 a year in equal monthly instalments.\n\n3. ${body}\n\n4. Notice. Either party may end the employment by giving the other two months' written notice.\n\n5. Law. This agreement is governed by the laws of India.`;

// the same without a notice clause, for rows on notice itself
const fixedTerm = (body: string) =>
  `EMPLOYMENT AGREEMENT\n\nThis agreement is made between Harbourside Clinics Pty Ltd (the "Employer") and Grace Whitfield (the "Employee").\n\n1. Position. The Employee is employed as Practice Manager.\n\n2. Salary. The Employer shall pay the Employee a salary of AUD 118,000 a year in fortnightly instalments.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of Queensland.`;

const nda = (body: string) =>
  `MUTUAL NON-DISCLOSURE AGREEMENT\n\nThis agreement is between Larchfield Analytics Inc. ("Larchfield") and Quorum Biologics Ltd ("Quorum"), each a "Disclosing Party" when it discloses and a "Receiving Party" when it receives Confidential Information.\n\n1. Confidentiality. The Receiving Party shall keep the Disclosing Party's Confidential Information confidential, use it only to evaluate a possible supply arrangement, and disclose it only to its employees who need to know it.\n\n2. Term. This agreement lasts for three (3) years from its date.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of the State of New York.`;

const services = (body: string) =>
  `SERVICES AGREEMENT\n\nThis agreement is made between Kestrel Haulage Pty Ltd (the "Supplier") and Bramble Foods Pty Ltd (the "Customer").\n\n1. Services. The Supplier shall provide warehousing and distribution services to the Customer as described in Schedule 1.\n\n2. Fees. The Customer shall pay the fees in Schedule 2 within thirty (30) days of invoice.\n\n3. ${body}\n\n4. Amendment. No amendment to this agreement is effective unless it is in writing and signed by both parties.\n\n5. Law. This agreement is governed by the laws of New South Wales.`;

const lease = (body: string) =>
  `COMMERCIAL LEASE\n\nThis lease is made between Northgate Properties Inc. (the "Landlord") and Maple Leaf Optometry Ltd. (the "Tenant").\n\n1. Premises. The Landlord leases to the Tenant Unit 4, 220 King Street West, Toronto.\n\n2. Term. The term is five (5) years from 1 March 2027 (the "Term").\n\n3. Rent. The Tenant shall pay base rent of CAD 7,800 a month in advance.\n\n4. Assignment. The Tenant may not assign this lease without the Landlord's consent, which the Landlord may refuse in its absolute discretion.\n\n5. ${body}\n\n6. Law. This lease is governed by the laws of the Province of Ontario.`;

const dpa = (body: string) =>
  `DATA PROCESSING ADDENDUM\n\nThis Addendum forms part of the Master Services Agreement (the "Agreement") between Pinecrest Cloud Inc. ("Processor") and Wexford Retail Limited ("Controller").\n\n1. Processing. Processor shall process Personal Data only on the documented instructions of Controller.\n\n2. Security. Processor shall implement the technical and organisational measures set out in Schedule 2.\n\n3. Breaches. Processor shall notify Controller of a Personal Data Breach without undue delay and in any event within 48 hours.\n\n4. Order of precedence. ${body}\n\n5. Law. This Addendum is governed by the law of Ireland.`;

const consulting = (body: string) =>
  `CONSULTING AGREEMENT\n\nThis agreement is made between Ridgeline Advisory LLP (the "Consultant") and Saffron Hotels Ltd (the "Client").\n\n1. Services. The Consultant shall advise the Client on the refurbishment programme for its hotels.\n\n2. Fees. The Client shall pay the Consultant a monthly retainer of GBP 12,000, invoiced monthly in arrears. The Initial Term is twelve months from the date of this agreement.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of England and Wales.`;

const supply = (body: string, seller = 'Supplier', buyer = 'Customer') =>
  `SUPPLY AGREEMENT\n\nThis agreement is made between Okabe Precision Co., Ltd. (the "${seller}") and Harlow Robotics Inc. (the "${buyer}").\n\n1. Supply. The ${seller} shall sell and the ${buyer} shall buy the products listed in Schedule 1 (the "Products"), together with any related equipment (the "Equipment").\n\n2. Price. The ${buyer} shall pay each invoice within forty-five (45) days of receipt.\n\n3. ${body}\n\n4. Liability. Each party's liability under this agreement is limited to the price paid in the twelve months before the claim.\n\n5. Law. This agreement is governed by the laws of the State of Delaware.`;

describe('hold-out 14\'s misses as classes', () => {
  // ---- employment (the employer's side) ----

  // A non-solicitation covenant that binds only while the employment lasts: the employer's staff and clients are open to
  // the employee from the day they leave. Not a covenant that runs on for a stated period after the employment.
  const solicit = (body: string, position: string) => row('employment', 'employment.non_solicit', employment(`Non-solicitation. ${body}`), position);
  rows('a non-solicitation covenant that binds only during the employment', [
    [solicit('For so long as the employment continues, the Employee shall not entice away any employee or client of the Company.', 'unacceptable'),
      solicit('For so long as the employment continues and for twelve (12) months after it ends, the Employee shall not entice away any employee or client of the Company.', 'preferred')],
    [solicit('The Employee shall not, during the term of his employment, solicit or approach any customer of the Company with a view to taking its business elsewhere.', 'unacceptable'),
      solicit('The Employee shall not, during the term of his employment and for a period of twelve months following its termination, solicit or approach any customer of the Company with a view to taking its business elsewhere.', 'preferred')],
    [solicit('Whilst he remains employed by the Company, the Employee will not canvass or solicit the Company\'s staff to leave their employment.', 'unacceptable'),
      solicit('Whilst he remains employed by the Company and for six months thereafter, the Employee will not canvass or solicit the Company\'s staff to leave their employment.', 'preferred')],
  ]);

  // Pay left to be agreed, determined or fixed later, with no sum stated: the contract does not say what the employee is
  // paid. Not a stated sum to be reviewed later, nor one set out in a schedule.
  const salary = (body: string, position: string) => row('employment', 'employment.compensation', employment(`Remuneration. ${body}`).replace(/\n\n2\. Salary\.[^\n]*/, ''), position);
  rows('pay left to be agreed or set later, with no sum', [
    [salary('The Employee\'s base salary shall be determined by the Company at the end of the first quarter of employment.', 'unacceptable'),
      salary('The Employee\'s base salary of INR 3,600,000 a year shall be reviewed by the Company at the end of the first quarter of employment.', 'preferred')],
    [salary('The Employee\'s remuneration is to be agreed between the parties once the Employee\'s role has been confirmed.', 'unacceptable'),
      salary('The Employee\'s remuneration is INR 300,000 a month; any increase is to be agreed between the parties once the Employee\'s role has been confirmed.', 'preferred')],
    [salary('The Employee\'s wages will be fixed at a later date by the Company and notified to the Employee in writing.', 'unacceptable'),
      salary('The Employee\'s wages are INR 75,000 a week, paid monthly, and will be reviewed at a later date by the Company and notified to the Employee in writing.', 'preferred')],
  ]);

  // A fixed term that neither side may end on notice before it runs out: the employer is locked in for the whole term
  // whatever happens. Not a fixed term that either side may end early on stated notice.
  const locked = (body: string, position: string) => row('employment', 'employment.notice_period', fixedTerm(`Term. ${body}`), position);
  rows('a fixed term that cannot be ended on notice before it runs out', [
    [locked('This is a fixed-term contract ending on 30 June 2029, and neither party may terminate it before that date by giving notice.', 'unacceptable'),
      locked('This is a fixed-term contract ending on 30 June 2029, and either party may terminate it before that date by giving one month\'s notice.', 'preferred')],
    [locked('The employment is for a fixed term of two years and is not terminable on notice by either party during that term.', 'unacceptable'),
      locked('The employment is for a fixed term of two years and is terminable on one month\'s notice by either party during that term.', 'preferred')],
    [locked('The Employee\'s appointment runs for three years from the start date and cannot be brought to an end early by notice.', 'unacceptable'),
      locked('The Employee\'s appointment runs for three years from the start date and can be brought to an end early by either party on two months\' notice.', 'preferred')],
  ]);

  // Dismissal for cause, or summary dismissal, allowed only once a warning procedure has run (warnings first, then time
  // to improve), whatever the misconduct: the employer cannot act at once on gross misconduct. Not warnings kept for
  // lesser misconduct or poor performance, with gross misconduct dismissed at once.
  const warned = (body: string, position: string) => row('employment', 'employment.termination_for_cause', employment(`Dismissal. ${body}`), position);
  rows('dismissal for cause only after a warning procedure, whatever the misconduct', [
    [warned('The Company may terminate the Employee\'s employment for cause only after it has issued at least two written warnings and the Employee has failed to improve within ninety days of the last of them, even in a case of gross misconduct.', 'unacceptable'),
      warned('The Company may terminate the Employee\'s employment for cause immediately and without any prior warning in a case of gross misconduct; for poor performance it will first issue a written warning.', 'preferred')],
    [warned('No dismissal for gross misconduct shall take effect unless the Employee has first received a final written warning and a further three months in which to improve.', 'unacceptable'),
      warned('A dismissal for gross misconduct takes effect at once, without any warning; for lesser misconduct the Employee will first receive a final written warning and three months in which to improve.', 'preferred')],
    [warned('The Company shall not summarily dismiss the Employee, whatever the misconduct, before the verbal, written and final warnings of its disciplinary procedure have all been given.', 'unacceptable'),
      warned('The Company may summarily dismiss the Employee for gross misconduct without giving the verbal, written and final warnings of its disciplinary procedure, which apply to lesser misconduct.', 'preferred')],
  ]);

  // ---- NDA (the disclosing side) ----

  // A remedies clause that takes injunctions away: a party barred from applying for or obtaining one, or damages made the
  // only remedy. Not one that keeps equitable relief beside damages, nor a bar on opposing an injunction.
  const remedies = (body: string, position: string) => row('nda', 'nda.injunctive_relief', nda(`Remedies. ${body}`), position);
  rows('a remedies clause that rules out injunctions', [
    [remedies('No party may seek or obtain injunctive relief, specific performance or any other equitable remedy in relation to an actual or threatened breach of this agreement.', 'unacceptable'),
      remedies('Any party may seek and obtain injunctive relief, specific performance or any other equitable remedy in relation to an actual or threatened breach of this agreement, in addition to damages.', 'preferred')],
    [remedies('Monetary damages shall be the sole and exclusive remedy of the Disclosing Party for any breach of this agreement, and it shall not be entitled to an injunction.', 'unacceptable'),
      remedies('Monetary damages shall not be the sole remedy of the Disclosing Party for a breach of this agreement, which shall also be entitled to an injunction without proof of special damage.', 'preferred')],
    [remedies('The Disclosing Party agrees that it will not apply to a court for an interim injunction or restraining order to prevent a disclosure, and that its remedy lies in damages alone.', 'unacceptable'),
      remedies('The Receiving Party agrees that it will not oppose an application to a court for an interim injunction or restraining order to prevent a disclosure, since damages alone would not be an adequate remedy.', 'preferred')],
  ]);

  // The terms of the agreement (and so its existence and the talks) taken out of what is confidential: by the definition,
  // by the obligations not applying to them, or by saying they are not confidential. Not a definition that includes them.
  const dealings = (body: string, position: string) => row('nda', 'nda.confidentiality_of_agreement', nda(`Dealings. ${body}`), position);
  rows('the terms and existence of the agreement or the talks carved out of what is confidential', [
    [dealings('Confidential Information excludes the terms and existence of this agreement and of the parties\' negotiations, which either party may reveal to anyone.', 'unacceptable'),
      dealings('Confidential Information includes the terms and existence of this agreement and of the parties\' negotiations, which neither party may reveal to anyone without the other\'s consent.', 'preferred')],
    [dealings('For the avoidance of doubt, the obligations of confidence in this agreement do not apply to the terms of this agreement or to the fact or content of the parties\' discussions.', 'unacceptable'),
      dealings('For the avoidance of doubt, the obligations of confidence in this agreement apply to the terms of this agreement and to the fact and content of the parties\' discussions.', 'preferred')],
    [dealings('The terms of this agreement and the existence of the discussions between the parties shall not be treated as Confidential Information.', 'unacceptable'),
      dealings('The terms of this agreement and the existence of the discussions between the parties shall be treated as Confidential Information.', 'preferred')],
  ]);

  // ---- services (the customer's side) ----

  // The supplier's own standard terms, policy or rules made part of the agreement "as amended from time to time" (or
  // "as current" on its website): the supplier can change the deal by re-publishing them. Not a fixed version annexed,
  // nor the customer's own policies, nor the law as amended.
  const trading = (body: string, position: string) => row('services', 'services.unilateral_changes', services(`Standard terms. ${body}`), position);
  rows('the supplier\'s own terms incorporated as amended from time to time', [
    [trading('The services are subject to the Supplier\'s standard conditions of carriage, as updated from time to time and posted on its website, which are incorporated into this agreement.', 'unacceptable'),
      trading('The services are subject to the Supplier\'s standard conditions of carriage in the form attached as Schedule 3, which are incorporated into this agreement; no later version applies unless both parties sign it.', 'preferred')],
    [trading('The Customer shall comply with the Supplier\'s site safety rules as revised from time to time, and those rules form part of this agreement.', 'unacceptable'),
      trading('The Supplier shall comply with the Customer\'s site safety rules as revised from time to time, and those rules form part of this agreement.', 'preferred')],
    [trading('This agreement incorporates the Supplier\'s Terms of Trade as in force from time to time, which prevail over this agreement if they conflict.', 'unacceptable'),
      trading('This agreement incorporates the Supplier\'s Terms of Trade as in force at the date of this agreement, and this agreement prevails over them if they conflict.', 'preferred')],
  ]);

  // ---- supply (MSA playbook, the buyer's side) ----

  // The buyer made to defend and indemnify the seller against claims that the seller's own goods infringe, with no
  // promise of the seller's: the seller's IP risk moved onto the buyer. Not the seller's indemnity with the usual
  // exception for the buyer's own designs.
  const ip = (body: string, position: string, seller?: string, buyer?: string) => row('msa', 'msa.indemnification', supply(`Intellectual property. ${body}`, seller, buyer), position);
  rows('the buyer indemnifying the seller against claims that the goods infringe', [
    [ip('Buyer shall indemnify and hold Seller harmless against any third-party claim that the Goods infringe a patent, trade mark or copyright.', 'unacceptable', 'Seller', 'Buyer'),
      ip('Seller shall indemnify and hold Buyer harmless against any third-party claim that the Goods infringe a patent, trade mark or copyright, except to the extent the claim arises from Buyer\'s specifications.', 'preferred', 'Seller', 'Buyer')],
    [ip('Where a third party alleges that the Equipment infringes its intellectual property rights, the Customer will defend the allegation at its own expense and indemnify the Supplier against all resulting losses.', 'unacceptable'),
      ip('Where a third party alleges that the Equipment infringes its intellectual property rights, the Supplier will defend the allegation at its own expense and indemnify the Customer against all resulting losses.', 'preferred')],
    [ip('If any claim is made that the Products infringe the rights of a third party, the Distributor shall, at its own cost, defend and indemnify the Supplier, and the Supplier shall have no liability in respect of the claim.', 'unacceptable', 'Supplier', 'Distributor'),
      ip('If any claim is made that the Products infringe the rights of a third party, the Supplier shall, at its own cost, defend and indemnify the Distributor, save where the claim arises from the Distributor\'s designs.', 'preferred', 'Supplier', 'Distributor')],
  ]);

  // The buyer barred from buying the same kind of goods from anyone but the seller, for a time after the agreement ends
  // (a sole-supply tie that outlasts the deal), put as a prohibition. Not the same bar while the agreement runs (the
  // ordinary bargain of a supply agreement; a bar on competing products during the term is the fallback).
  const tie = (body: string, position: string, seller?: string, buyer?: string) => row('msa', 'msa.non_compete', supply(`Exclusivity. ${body}`, seller, buyer), position);
  rows('the buyer barred from buying from anyone but the seller after the agreement ends', [
    [tie('For two (2) years after this agreement ends, the Buyer shall not buy goods of the kind supplied under it from any manufacturer other than the Seller.', 'unacceptable', 'Seller', 'Buyer'),
      tie('While this agreement is in force, the Buyer shall not buy goods of the kind supplied under it from any manufacturer other than the Seller.', 'preferred', 'Seller', 'Buyer')],
    [tie('The Customer will not, during the term and for eighteen months thereafter, source components similar to the Products from any supplier except the Supplier.', 'unacceptable'),
      tie('The Customer will not, during the term only, source components similar to the Products from any supplier except the Supplier.', 'preferred')],
    [tie('The Distributor must not, for three years from the expiry of this agreement, procure products that compete with the Products from a third party other than the Supplier.', 'unacceptable', 'Supplier', 'Distributor'),
      tie('The Distributor must not, until the expiry of this agreement, procure products that compete with the Products from a third party other than the Supplier.', 'acceptable', 'Supplier', 'Distributor')],
  ]);

  // ---- lease (the tenant's side) ----

  // A "renewal" that is only a request for a new lease which the landlord may refuse as it pleases, said across two
  // sentences (the request, then the landlord's discretion over it). Not an option the tenant exercises by notice, and
  // not the landlord's discretion over something else (an assignment).
  const renew = (body: string, position: string) => row('lease', 'lease.renewal_option', lease(`Renewal. ${body}`), position);
  rows('a renewal that is a request the landlord may refuse as it likes, said in two sentences', [
    [renew('The Tenant may apply for a further lease of the Premises not later than six (6) months before the Term expires. The Landlord may accept or decline any such application at its sole discretion.', 'unacceptable'),
      renew('The Tenant may take a further lease of the Premises for five (5) years by notice given not later than six (6) months before the Term expires. The Landlord may not decline a notice validly given.', 'preferred')],
    [renew('At least nine months before the Term ends, the Tenant may request a new lease on the Landlord\'s then current terms. Whether to grant it is a matter for the Landlord in its absolute discretion.', 'unacceptable'),
      renew('At least nine months before the Term ends, the Tenant may by notice require the Landlord to grant a new lease for a further term of three years on the same terms, save as to rent.', 'preferred')],
    [renew('If the Tenant wishes to stay on after the Term, it may ask the Landlord for a new lease. The Landlord may refuse that request in its absolute discretion.', 'unacceptable'),
      renew('If the Tenant wishes to stay on after the Term, it has an option for a new lease of three years, exercisable by notice at least six months before the Term ends.', 'preferred')],
  ]);

  // ---- consulting (the client's side) ----

  // An exit for convenience that costs the fees for every month left in the term (a "kill fee", a "cancellation fee"):
  // no real right to leave. Not a payment for the months up to the termination, or for work already done.
  const exit = (body: string, position: string) => row('consulting', 'consulting.termination_for_convenience', consulting(`Termination. ${body}`), position);
  rows('an exit for convenience priced at the fees for the months left to run', [
    [exit('The Client may end this agreement without cause on thirty (30) days\' notice, but must then pay the Consultant the monthly retainer for each month left to run in the Initial Term.', 'unacceptable'),
      exit('The Client may end this agreement without cause on thirty (30) days\' notice, but must then pay the Consultant the monthly retainer for each month in which services were provided up to the termination date.', 'preferred')],
    [exit('The Client may terminate for convenience by giving thirty days\' notice, in which case the retainer for all remaining months of the engagement becomes payable at once as a cancellation fee.', 'unacceptable'),
      exit('The Client may terminate for convenience by giving thirty days\' notice, in which case the retainer for the months up to the termination date becomes payable at once.', 'preferred')],
    [exit('The Client may terminate this agreement at any time on one month\'s notice, provided it pays the Consultant a termination fee equal to the retainer for the unexpired months of the Initial Term.', 'unacceptable'),
      exit('The Client may terminate this agreement at any time on one month\'s notice, provided it pays the Consultant the retainer for the work done up to the date of termination.', 'preferred')],
  ]);

  // The consultant keeps the work it makes for the client, and the client may use it only for a time or one purpose (the
  // campaign, the project, a number of months): the client is left without what it paid for. Not work the client owns,
  // nor the consultant's own limits on reusing it.
  const creative = (body: string, position: string) => row('consulting', 'consulting.ip_ownership', consulting(`Ownership. ${body}`), position);
  rows('work the consultant keeps, which the client may use only for a time or one purpose', [
    [creative('The Consultant retains ownership of all work product it produces under this agreement, and the Client may use it only for the spring refurbishment campaign.', 'unacceptable'),
      creative('The Client owns all work product the Consultant produces under this agreement, and the Consultant may use it only in its own portfolio.', 'preferred')],
    [creative('All Deliverables prepared by the Consultant shall remain the property of the Consultant; the Client is permitted to use them solely during the twelve months that follow their delivery.', 'unacceptable'),
      creative('All Deliverables prepared by the Consultant shall become the property of the Client on payment; the Consultant is permitted to use them solely during the twelve months that follow their delivery, in its own portfolio.', 'preferred')],
    [creative('The Deliverables belong to the Consultant, and the Client may use them only in connection with the project described in Schedule 1 and for no longer than six months.', 'unacceptable'),
      creative('The Deliverables belong to the Client, and the Consultant may use them only in connection with the project described in Schedule 1 and for no longer than six months.', 'preferred')],
  ]);

  // The consultant given authority to bind the client (sign, conclude, commit, incur in its name or on its behalf), said
  // beside the usual "independent contractor" sentence rather than in it: an agent, whatever the label. Not a consultant
  // that has no such authority.
  const agent = (body: string, position: string) => row('consulting', 'consulting.independent_contractor', consulting(`Relationship. The Consultant is an independent contractor. ${body}`), position);
  rows('authority to bind the client, beside the independent-contractor label', [
    [agent('The Consultant is authorised to sign supplier purchase orders on behalf of the Client, up to GBP 20,000 each, without referring them to the Client.', 'unacceptable'),
      agent('The Consultant is not authorised to sign supplier purchase orders on behalf of the Client; every order must be signed by the Client itself.', 'preferred')],
    [agent('The Consultant may negotiate and conclude contracts with building contractors in the Client\'s name, and those contracts bind the Client.', 'unacceptable'),
      agent('The Consultant may negotiate contracts with building contractors for the Client\'s approval, and only the Client may conclude them.', 'preferred')],
    [agent('The Consultant shall have full authority to commit the Client to hotel bookings and to incur travel costs on behalf of the Client.', 'unacceptable'),
      agent('The Consultant shall have no authority to commit the Client to hotel bookings or to incur travel costs on behalf of the Client.', 'preferred')],
  ]);

  // ---- DPA (the controller's side) ----

  // A split order of precedence: the DPA wins a conflict on the processing of personal data, the main agreement every
  // other conflict (read as the DPA's win where it says so, else the stated order's fallback; not the main agreement
  // winning everything). Not a main agreement that wins
  // every conflict, the processing of data included.
  const order = (body: string, position: string | string[]) => row('dpa', 'dpa.precedence', dpa(body), position as string);
  rows('the DPA prevailing on the processing of personal data, the main agreement on every other matter', [
    [order('If this Addendum and the Master Services Agreement conflict, the Master Services Agreement shall prevail, including as to the processing of Personal Data.', 'unacceptable'),
      order('If this Addendum and the Master Services Agreement conflict as to the processing of Personal Data, this Addendum shall prevail; in all other respects the Master Services Agreement shall prevail.', 'preferred')],
    [order('Where there is any inconsistency between them, the Master Services Agreement takes precedence over this Addendum in every respect.', 'unacceptable'),
      order('Where there is any inconsistency between them concerning Personal Data, this Addendum takes precedence. In any other inconsistency, the Master Services Agreement takes precedence over this Addendum.', 'preferred')],
    [order('The Master Services Agreement will govern in the event of a conflict with this Addendum, whatever the matter in conflict.', 'unacceptable'),
      order('Otherwise than on the protection of Personal Data, where this Addendum will govern, the Master Services Agreement will govern in the event of a conflict with this Addendum.', 'acceptable')],
  ]);
});
