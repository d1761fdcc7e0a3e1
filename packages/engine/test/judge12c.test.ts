import { describe, expect, it } from 'vitest';
import { consulting, msa, services } from './adverse/contracts.js';
import { bad, good, read, rows } from './judge-rows.js';

/*
 * Judge round 12c (issue 11): the services and consulting playbooks read as the client's lawyer would. Each class of
 * drafting found in the lead's consulting agreement is tested in our own wordings (at least three), each with a benign
 * twin that shares its words; a row gives the position the check must reach and whether an issue is raised.
 */

/** The services contract with its insurance clause (4) replaced. */
const withInsurance = (clause: string, make = services) => make('Publicity. Neither party shall issue a press release about this Agreement.').replace(/4\. Insurance\.[^\n]*/, `4. Insurance. ${clause}`);

// ---- 1. A discretion with no floor: the provider sets its own cover ----
rows('insurance at the provider\'s own choice, with no minimum (services.ts INSURANCE_AT_OWN_CHOICE)', [
  [bad('services', 'services.insurance', withInsurance('Provider will carry insurance of the types and in the amounts that it deems sufficient for its business.')),
    good('services', 'services.insurance', withInsurance('Provider will carry insurance of the types and in the amounts that it deems sufficient for its business, and in any event professional liability cover of not less than $1,000,000 per claim.'))],
  [bad('services', 'services.insurance', withInsurance('The Provider shall keep in force such policies of insurance as the Provider, in its sole discretion, determines.')),
    good('services', 'services.insurance', withInsurance('The Provider shall keep in force such policies of insurance as the Customer, acting reasonably, determines.'))],
  [bad('consulting', 'consulting.insurance', withInsurance('Provider shall obtain whatever insurance cover it thinks fit.', consulting)),
    good('consulting', 'consulting.insurance', withInsurance('Provider shall obtain the insurance cover that is customary in the industry for consultants of its size.', consulting))],
  [bad('services', 'services.insurance', withInsurance('Provider undertakes to maintain insurance at levels chosen by the Provider.')),
    good('services', 'services.insurance', withInsurance('Provider undertakes to maintain insurance at levels a prudent provider of similar services would choose.'))],
]);

// ---- 2. A unilateral price change, and money due at once or dearly when late ----
rows('prices the provider changes by itself (msa.ts PRICE_CHANGE, read by the services playbooks\' unilateral_changes)', [
  [bad('consulting', 'consulting.unilateral_changes', consulting('Rates. Consultant reserves the right to adjust its hourly rates from time to time, and the adjusted rates apply from the next invoice.')),
    good('consulting', 'consulting.unilateral_changes', consulting('Rates. Consultant may adjust its hourly rates once in each year of the term by no more than three percent (3%), on sixty days\' notice.'))],
  [bad('services', 'services.unilateral_changes', services('Rates. The fee schedule is subject to change at any time by the Provider.')),
    good('services', 'services.unilateral_changes', services('Rates. The fee schedule is subject to change only by a written amendment signed by both parties.'))],
  [bad('services', 'services.unilateral_changes', services('Pricing. Provider may increase the fees by giving Customer written notice, effective on the first day of the following month.')),
    good('services', 'services.unilateral_changes', services('Pricing. Provider may increase the fees with Customer\'s prior written approval, effective on the first day of the following month.'))],
]);

rows('payment due the moment it is invoiced, or late interest above 1.5% a month (msa.ts DUE_AT_ONCE, LATE_INTEREST_HIGH)', [
  [bad('consulting', 'consulting.payment_terms', consulting('Invoicing. Each invoice is payable on presentation.').replace(/2\. Fees\.[^\n]*/, '2. Fees. Client shall pay the fees stated in each Statement of Work.')),
    good('consulting', 'consulting.payment_terms', consulting('Invoicing. Each invoice is payable within thirty (30) days of presentation.').replace(/2\. Fees\.[^\n]*/, '2. Fees. Client shall pay the fees stated in each Statement of Work.'))],
  [bad('services', 'services.payment_terms', services('Late payment. Any sum not paid when due carries interest at three percent (3%) per month until paid.')),
    good('services', 'services.payment_terms', services('Late payment. Any sum not paid when due carries interest at one percent (1%) per month until paid.'))],
  [bad('msa', 'msa.payment_terms', msa({ extra: '(a) Overdue invoices bear interest at 24% per annum.' })),
    good('msa', 'msa.payment_terms', msa({ extra: '(a) Overdue invoices bear interest at 8% per annum.' }))],
  [bad('services', 'services.payment_terms', services('Invoices. All amounts become due when invoiced.').replace(/2\. Fees\.[^\n]*/, '2. Fees. Customer shall pay the fees in each Statement of Work.')),
    good('services', 'services.payment_terms', services('Invoices. All amounts are payable within forty-five (45) days after they are invoiced.').replace(/2\. Fees\.[^\n]*/, '2. Fees. Customer shall pay the fees in each Statement of Work.'))],
]);

// ---- 3. Deemed acceptance with a window too short to test in ----
rows('deemed acceptance unless rejected within days (services.ts DEEMED_ACCEPTED_QUICKLY)', [
  [bad('services', 'services.acceptance', services('Deemed acceptance. Each deliverable shall be deemed accepted unless Customer notifies Provider of a defect within three (3) working days of receiving it.')),
    // (deemed acceptance after a window is the playbook's fallback: acceptable since tiers28, session 28)
    good('services', 'services.acceptance', services('Deemed acceptance. Each deliverable shall be deemed accepted unless Customer notifies Provider of a defect within thirty (30) working days of receiving it.'), 'acceptable')],
  [bad('consulting', 'consulting.acceptance', consulting('Sign-off. If Client does not reject a deliverable within 48 hours after it is delivered, the deliverable is treated as accepted.')),
    good('consulting', 'consulting.acceptance', consulting('Sign-off. If Client does not reject a deliverable within 48 hours after it is delivered, Consultant may remind Client in writing, and the deliverable is accepted only when Client signs it off.'))],
  [bad('services', 'services.acceptance', services('Acceptance period. Work product will be considered accepted if no written objection reaches Provider in the first five days after delivery.')),
    good('services', 'services.acceptance', services('Acceptance period. Work product will be considered accepted if no written objection reaches Provider in the first twenty business days after delivery.'), 'acceptable')],
]);

// deemed acceptance after a longer silence, alone, is the playbook's fallback
describe('deemed acceptance alone, after a longer window, is the fallback', () => {
  it('reads acceptable, with no issue', () => {
    const text = services('Publicity. Neither party shall issue a press release about this Agreement.').replace(/3\. Acceptance\.[^\n]*/, '3. Acceptance. A deliverable is deemed accepted if Customer does not reject it within twenty (20) business days of delivery.');
    expect(read(good('services', 'services.acceptance', text, 'acceptable'))).toEqual({ position: 'acceptable', issue: false });
  });
});

// ---- 4. An indemnity covering the indemnified party's own fault ----
rows('the customer indemnifying the provider even for the provider\'s own fault (msa.ts OWN_FAULT_INDEMNIFIED)', [
  [bad('consulting', 'consulting.indemnification', consulting('Indemnity. Client shall indemnify Consultant against all losses connected with the project, even if the loss results from Consultant\'s own negligence.')),
    // (the benign twin leaves the client without an indemnity of its own: missing, an issue, but not the reversed one)
    bad('consulting', 'consulting.indemnification', consulting('Indemnity. Client shall indemnify Consultant against all losses caused by Client\'s breach of this Agreement, except to the extent the loss results from Consultant\'s own negligence.'), 'missing')],
  [bad('services', 'services.indemnification', services('Indemnity. Customer will hold Provider harmless from third-party claims relating to the deliverables, including claims caused by the Provider\'s gross negligence or wilful misconduct.')),
    good('services', 'services.indemnification', services('Indemnity. Provider will hold Customer harmless from third-party claims relating to the deliverables, including claims caused by the Provider\'s gross negligence or wilful misconduct.'), 'acceptable')],
  [bad('msa', 'msa.indemnification', msa({ indemnity: 'Customer shall defend and indemnify Provider from any claim concerning the Services, regardless of whether the claim is caused in whole or in part by Provider\'s negligence.' })),
    good('msa', 'msa.indemnification', msa({ indemnity: 'Customer shall defend and indemnify Provider from any claim concerning Customer\'s data, unless the claim is caused in whole or in part by Provider\'s negligence. Provider shall defend Customer against any third-party claim that the Services infringe.' }))],
]);

// ---- 5. A restriction on our side, long or priced as a penalty ----
rows('a no-hire binding the customer, long or penalty-backed (services.ts customerNoHire)', [
  [bad('services', 'services.non_solicitation', services('Staff. For a period of two (2) years after the last Statement of Work ends, Customer will not employ or engage any of Provider\'s personnel.')),
    good('services', 'services.non_solicitation', services('Staff. For a period of two (2) years after the last Statement of Work ends, Provider will not employ or engage any of Customer\'s personnel.'))],
  [bad('consulting', 'consulting.non_solicitation', consulting('Staff. During the engagement, Client agrees not to recruit any of Consultant\'s employees. If Client hires such an employee, Client shall pay Consultant liquidated damages equal to twelve (12) months\' salary of that employee.')),
    good('consulting', 'consulting.non_solicitation', consulting('Staff. During the engagement, Client agrees not to recruit any of Consultant\'s employees. If Client hires such an employee, Client shall pay Consultant a placement fee equal to twenty percent (20%) of that employee\'s first-year salary.'), 'acceptable')],
  [bad('services', 'services.non_solicitation', services('No-hire. Neither party shall solicit or hire the other party\'s staff, and a party that hires such staff shall pay the other a sum equal to 100% of that person\'s annual compensation.')),
    good('services', 'services.non_solicitation', services('No-hire. Neither party shall solicit the other party\'s staff during the term, but a general advertisement not aimed at such staff is not solicitation.'), 'acceptable')],
  [bad('consulting', 'consulting.non_solicitation', consulting('People. Client shall refrain from hiring any Consultant contractor during the term and for eighteen months thereafter.')),
    good('consulting', 'consulting.non_solicitation', consulting('People. Client shall refrain from hiring any Consultant contractor during the term and for six months thereafter.'), 'acceptable')],
]);
