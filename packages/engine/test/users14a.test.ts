// What users saw, round 14a: an employment contract, a consulting agreement and two services agreements, each written
// the way the other side would send it (test/fixtures/users14a/), reviewed as the playbook's side and read as its lawyer
// would. Each misreading is fixed as a class: three or four wordings of our own (different verbs, order, parties,
// British and US drafting), each with a benign twin that shares its words, written before the fix.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { review, type DocumentType } from '../src/index.js';
import { bad, good, row, rows } from './judge-rows.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/users14a/${name}`, import.meta.url), 'utf8');

const services = (body: string) =>
  `SERVICES AGREEMENT\n\nThis Agreement is made between Halden Works Ltd ("Supplier") and Brampton Foods plc ("Customer").\n\n1. Services. The Supplier shall provide the services described in Schedule 1.\n\n2. Charges. The Customer shall pay each invoice within thirty (30) days of receipt.\n\n3. ${body}\n\n4. Law. This agreement is governed by the law of England and Wales.\n`;
const consulting = (body: string) =>
  `CONSULTING AGREEMENT\n\nThis Agreement is between Ridgeline Partners LLC ("Consultant") and Tamsin Foods Inc. ("Client").\n\n1. Services. Consultant shall perform the services described in each Statement of Work.\n\n2. Fees. Client shall pay each invoice within thirty (30) days.\n\n3. ${body}\n\n4. Law. This Agreement is governed by the laws of the State of New York.\n`;

// A renewal stopped only by a long notice: the services and consulting playbooks had no renewal check, so "unless either
// party gives at least 120 days' notice before the end of the then-current term" fell to none; a renewal named by a
// defined "Renewal Period" was not read as one.
rows('a renewal that only a long notice stops (services, consulting)', [
  [bad('services', 'services.auto_renewal', services('Duration. At the end of the Initial Term this agreement shall extend for a Renewal Period, and at the end of each Renewal Period for a further Renewal Period, unless either party gives the other written notice of not less than one hundred and twenty days before the end of the then-current Renewal Period that it does not wish the agreement to be extended.')),
    row('services', 'services.auto_renewal', services('Duration. At the end of the Initial Term this agreement shall extend for a Renewal Period, and at the end of each Renewal Period for a further Renewal Period, unless either party gives the other written notice of not less than thirty days before the end of the then-current Renewal Period that it does not wish the agreement to be extended.'), 'acceptable')],
  [bad('consulting', 'consulting.auto_renewal', consulting('Term. This Agreement continues for one (1) year and thereafter renews for successive one (1) year periods unless either party notifies the other of non-renewal at least one hundred fifty (150) days before the end of the then-current term.')),
    row('consulting', 'consulting.auto_renewal', consulting('Term. This Agreement continues for one (1) year and thereafter renews for successive one (1) year periods unless either party notifies the other of non-renewal at least sixty (60) days before the end of the then-current term.'), 'acceptable')],
  [bad('services', 'services.auto_renewal', consulting('Term. The Term will automatically renew for additional twelve-month periods unless Client cancels by written notice received by Consultant at least six months before the renewal date.').replace(/Consultant/g, 'Provider').replace(/Client/g, 'Customer')),
    row('services', 'services.auto_renewal', consulting('Term. The Term will automatically renew for additional twelve-month periods unless Client cancels by written notice received by Consultant at least one month before the renewal date.').replace(/Consultant/g, 'Provider').replace(/Client/g, 'Customer'), 'acceptable')],
  [bad('consulting', 'consulting.auto_renewal', services('Duration. This agreement shall be extended automatically for further periods of two years each unless the Customer serves notice on the Supplier not later than four months before the expiry of the then current period.').replace(/Supplier/g, 'Consultant').replace(/Customer/g, 'Client')),
    row('consulting', 'consulting.auto_renewal', services('Duration. This agreement may be extended for further periods of two years each by written agreement of both parties made before the expiry of the then current period.').replace(/Supplier/g, 'Consultant').replace(/Customer/g, 'Client'), 'acceptable')],
  // a renewal period named where the agreement only may be renewed, or a party elects to renew, is no renewal to stop
  [bad('services', 'services.auto_renewal', services('Duration. The term of this agreement shall automatically be extended for a further Renewal Period unless either party gives the other not less than six months\' notice before the end of the then-current term.')),
    row('services', 'services.auto_renewal', services('Duration. The term of this agreement shall begin on 1 January 2027, continue for five years and may be renewed under clause 8 (the initial period and any renewal periods being the Term).'), 'preferred')],
]);

// Suspension of the services for any late sum on a few days' notice: services agreements had no suspension check, and
// SaaS read only a suspension "without notice" as the provider's free hand.
rows('suspension for any late sum on a few days\' notice (services, SaaS)', [
  [bad('services', 'services.suspension', services('Suspension. If any amount owed by Customer is more than five (5) days past due, the Supplier may suspend the Services, in whole or in part, upon two (2) business days\' notice to Customer.')),
    good('services', 'services.suspension', services('Suspension. If any undisputed amount owed by Customer is more than thirty (30) days past due, the Supplier may suspend the Services, in whole or in part, upon ten (10) business days\' notice to Customer.'))],
  [bad('services', 'services.suspension', services('Suspension. The Supplier may suspend performance of the Services on 48 hours\' notice if any invoice is unpaid on its due date.')),
    good('services', 'services.suspension', services('Suspension. The Supplier may suspend performance of the Services on fourteen days\' notice if any undisputed invoice is unpaid thirty days after its due date.'))],
  [bad('services', 'services.suspension', services('Suspension. Should the Customer fail to pay any sum when due, the Supplier may, on giving three days\' written notice, suspend work under every statement of work.')),
    good('services', 'services.suspension', services('Suspension. Should the Customer fail to pay any undisputed sum within thirty days of its due date, the Supplier may, on giving seven days\' written notice, suspend work under every statement of work.'))],
  [bad('services', 'services.suspension', services('Suspension. If any payment is not received by the Supplier on its due date, the Supplier has the right to suspend the Services until payment has been received.')),
    good('services', 'services.suspension', services('Suspension. If any undisputed payment is not received by the Supplier within thirty days of its due date, the Supplier has the right to suspend the Services until payment has been received.'))],
  [bad('services', 'services.suspension', services('Suspension. If the Customer has failed to pay any amount when due, the Supplier may suspend the Services until it is paid.')),
    good('services', 'services.suspension', services('Suspension. If the Customer has failed to pay any amount when due and the non-payment is not being disputed in good faith, the Supplier may suspend the Services until it is paid.'))],
  [bad('services', 'services.suspension', services('Suspension. The Supplier may suspend or terminate the Support Services if the Customer fails to timely pay the support fees.')),
    good('services', 'services.suspension', services('Suspension. The Supplier may suspend or terminate the Support Services if the Customer fails to pay undisputed support fees within thirty days after written notice.'))],
  [bad('saas', 'saas.suspension', services('Suspension. Provider may suspend Customer\'s access to the Platform on twenty-four (24) hours\' notice if any fees are overdue.').replace(/Supplier/g, 'Provider')),
    good('saas', 'saas.suspension', services('Suspension. Provider may suspend Customer\'s access to the Platform on seven (7) days\' notice if any undisputed fees are more than thirty (30) days overdue.').replace(/Supplier/g, 'Provider'))],
]);

// An exit that costs what the rest of the term or of the order would have cost, however the remainder is worded (and
// behind a section number, which the pattern's sentence span used to stop at).
const exit = (type: DocumentType, text: string, position: string) => row(type, `${type}.termination_for_convenience`, text, position);
rows('an exit priced at the rest of the term or of the order (services, consulting, MSA)', [
  [exit('services', services('13.2 The Customer may terminate this agreement at any time by giving the Supplier not less than thirty days\' written notice, on payment of an early termination charge equal to the Charges that would have been payable for the remainder of the Initial Term.'), 'unacceptable'),
    exit('services', services('13.2 The Customer may terminate this agreement at any time by giving the Supplier not less than thirty days\' written notice, on payment of the Charges for the Services performed up to the date of termination.'), 'preferred')],
  [exit('msa', services('13.2 Customer may terminate this Agreement for convenience upon thirty (30) days\' written notice, provided Customer pays an early termination fee equal to the Monthly Fees for the remainder of the Initial Term.'), 'unacceptable'),
    exit('msa', services('13.2 Customer may terminate this Agreement for convenience upon thirty (30) days\' written notice, provided Customer pays the Monthly Fees for the Services rendered through the termination date.'), 'preferred')],
  [exit('consulting', consulting('Termination. Client may terminate this Agreement or any Statement of Work on thirty (30) days\' notice. If Client terminates a Statement of Work under this Section 3.2, Client shall pay Consultant a cancellation fee equal to fifty percent (50%) of the fees remaining to be paid under that Statement of Work.'), 'unacceptable'),
    exit('consulting', consulting('Termination. Client may terminate this Agreement or any Statement of Work on thirty (30) days\' notice. If Client terminates a Statement of Work under this Section 3.2, Client shall pay Consultant the fees for Services performed under that Statement of Work up to the termination date.'), 'preferred')],
  [exit('services', services('Early exit. The Customer may terminate this agreement early on 30 days\' notice, subject to paying the remaining subscription fees for the unexpired term.'), 'unacceptable'),
    exit('services', services('Early exit. The Customer may terminate this agreement early on 30 days\' notice, and the Supplier shall refund the remaining subscription fees for the unexpired term.'), 'preferred')],
]);

// The client's licence to deliverables the other side keeps, ending with a statement of work or the project, or granted
// in the passive ("Client is granted", "Customer receives", "shall have a licence").
const ip = (type: DocumentType, clause: string) => review({ text: (type === 'consulting' ? consulting : services)(`Ownership. ${clause}`), document_type: type }).review.checks.find((c) => c.check_id === `${type}.ip_ownership`)!;
describe('a licence to the deliverables that ends with the statement of work or the project', () => {
  const cases: [string, string][] = [
    ['Consultant retains all right, title and interest in the Deliverables. Subject to Client\'s payment in full of all fees, Consultant grants Client a non-exclusive, non-transferable license to use the Deliverables for Client\'s internal business purposes for the duration of the applicable Statement of Work.', 'unacceptable'],
    ['The Supplier owns all work product. The Customer is granted a licence to use the work product for the term of the relevant SOW.', 'unacceptable'],
    ['Provider owns all Deliverables. Customer shall have a non-exclusive licence to use the Deliverables during the term of this Agreement.', 'unacceptable'],
    ['Provider owns the deliverables it prepares. Customer receives a licence to use the deliverables until the project is completed.', 'unacceptable'],
    // benign twins: the fallback, a perpetual licence, in the same voices
    ['Consultant retains all right, title and interest in the Deliverables. Subject to Client\'s payment in full of all fees, Consultant grants Client a perpetual, non-transferable license to use the Deliverables for Client\'s internal business purposes.', 'acceptable'],
    ['The Supplier owns all work product. The Customer is granted a perpetual, royalty-free licence to use the work product.', 'acceptable'],
    ['Provider owns the deliverables it prepares. Customer receives a perpetual licence to use the deliverables.', 'acceptable'],
  ];
  it.each(cases)('%s', (clause, want) => {
    const named = (t: string, type: DocumentType) => (type === 'consulting' ? t.replace(/\b(?:Provider|Supplier)\b/g, 'Consultant').replace(/\bCustomer\b/g, 'Client') : t.replace(/\bConsultant\b/g, 'Supplier').replace(/\bClient\b/g, 'Customer'));
    expect(ip('services', named(clause, 'services')).position).toBe(want);
    expect(ip('consulting', named(clause, 'consulting')).position).toBe(want);
  });
});

// The redline of such a licence: struck alone, it left the client with no licence at all while the provider kept the
// deliverables (the check reads provider ownership alone as its fallback); the ownership clause now takes the playbook's
// language and the short licence goes.
describe('the redline of a licence that ends with the term or the statement of work', () => {
  const cases: [DocumentType, string][] = [
    ['consulting', 'Consultant retains all right, title and interest in the Deliverables. Subject to Client\'s payment in full of all fees, Consultant grants Client a non-exclusive, non-transferable license to use the Deliverables for Client\'s internal business purposes for the duration of the applicable Statement of Work.'],
    ['services', 'The Supplier owns all work product. The Customer is granted a licence to use the work product for the term of the relevant SOW.'],
    ['services', 'The Supplier retains all right, title and interest in the Deliverables. The Supplier grants the Customer a non-exclusive licence to use the Deliverables throughout the Term.'],
  ];
  it.each(cases)('%s: %s', (type, clause) => {
    const out = review({ text: (type === 'consulting' ? consulting : services)(`Ownership. ${clause}`), document_type: type, options: { suggest_redlines: true } });
    const issue = out.review.issues.find((i) => i.check_id === `${type}.ip_ownership`)!;
    // (the redline that resolves it, which may carry other issues' changes to the same clause)
    const texts = (out.review.redlines ?? []).filter((r) => r.id === issue.redline_id).map((r) => r.suggested_text).join(' ');
    expect(texts).toMatch(/belong to (?:the )?(?:Client|Customer)\b/);
  });
});

// A price the provider may change by itself, where the fee is named by its period or kind ("the Monthly Fee", "the
// annual Charges", "the Support Fees").
rows('a fee named by its period or kind that the provider may change (services, consulting)', [
  [bad('services', 'services.unilateral_changes', services('Fees. Provider may change the Monthly Fee by giving Customer thirty (30) days\' notice.').replace(/Supplier/g, 'Provider'), 'unacceptable'),
    good('services', 'services.unilateral_changes', services('Fees. Provider may change the Monthly Fee only with Customer\'s prior written agreement.').replace(/Supplier/g, 'Provider'))],
  [bad('services', 'services.unilateral_changes', services('Charges. The Supplier may increase the annual charges at any time on written notice to the Customer.')),
    good('services', 'services.unilateral_changes', services('Charges. The Supplier may increase the annual charges on each anniversary of the Commencement Date by no more than the increase in the Consumer Prices Index.'))],
  [bad('consulting', 'consulting.unilateral_changes', consulting('Fees. Consultant may adjust the Support Fees from time to time by notice to Client.')),
    good('consulting', 'consulting.unilateral_changes', consulting('Fees. Consultant may adjust the Support Fees from time to time only with Client\'s prior written consent.'))],
]);

const employment = (body: string, employer = 'Company', employee = 'Executive') =>
  `SERVICE AGREEMENT\n\nThis agreement is made between Oldacre Instruments Limited (the "${employer}") and Jordan Pell (the "${employee}").\n\n1. Salary. The ${employer} shall pay the ${employee} a salary of £120,000 a year, monthly in arrears.\n\n2. ${body}\n\n3. Law. This agreement is governed by the law of England and Wales.\n`;

// The employer's long notice, given in the passive or as its duty ("may be terminated by the Company giving ...", "the
// Employer shall give ..."), beside a probation's short notice: the probation's week or month was read as the notice.
const notice = (body: string, position: string, employer?: string, employee?: string) => row('employment', 'employment.notice_period', employment(body, employer, employee), position);
rows('the employer\'s long notice, in the passive or as its duty, beside a probation\'s short one', [
  [notice('Termination. 2.1 The first six months of the Employment shall be a probationary period, during which either party may terminate the Employment on one month\'s written notice. 2.2 After the end of the probationary period, the Employment may be terminated by the Company giving the Executive not less than nine months\' written notice, or by the Executive giving the Company not less than three months\' written notice.', 'unacceptable'),
    notice('Termination. 2.1 The first six months of the Employment shall be a probationary period, during which either party may terminate the Employment on one month\'s written notice. 2.2 After the end of the probationary period, the Employment may be terminated by the Company giving the Executive not less than three months\' written notice, or by the Executive giving the Company not less than three months\' written notice.', 'preferred')],
  [notice('Notice. The Employee\'s employment may be ended by the Employer on twelve (12) months\' prior written notice and by the Employee on three (3) months\' notice.', 'unacceptable', 'Employer', 'Employee'),
    notice('Notice. The Employee\'s employment may be ended by the Employer on three (3) months\' prior written notice and by the Employee on one (1) month\'s notice.', 'preferred', 'Employer', 'Employee')],
  [notice('Notice. During the probationary period either party may end the employment on one week\'s notice. Thereafter the Company shall give the Executive not less than eight months\' notice of termination, and the Executive shall give one month\'s notice.', 'unacceptable'),
    notice('Notice. During the probationary period either party may end the employment on one week\'s notice. Thereafter the Company shall give the Executive not less than two months\' notice of termination, and the Executive shall give one month\'s notice.', 'preferred')],
  // a notice between the preferred and the fallback, read past the probation's week
  [notice('Notice. While the Employee is on probation, either party may terminate the employment on one week\'s notice. Once the probation has ended, the Employer may terminate the employment on four months\' notice, and the Employee may resign on one month\'s notice.', 'acceptable', 'Employer', 'Employee'),
    notice('Notice. While the Employee is on probation, either party may terminate the employment on one week\'s notice. Once the probation has ended, the Employer may terminate the employment on two months\' notice, and the Employee may resign on one month\'s notice.', 'preferred', 'Employer', 'Employee')],
]);

describe('the notice-period key term is not a probation\'s', () => {
  const kt = (body: string, employer?: string, employee?: string) => review({ text: employment(body, employer, employee), document_type: 'employment' }).key_terms;
  it.each([
    ['Termination. 2.1 The first six months of the Employment shall be a probationary period, during which either party may terminate the Employment on one month\'s written notice. 2.2 After the end of the probationary period, the Employment may be terminated by the Company giving the Executive not less than nine months\' written notice, or by the Executive giving the Company not less than three months\' written notice.', 'P9M'],
    ['Notice. During the probationary period either party may end the employment on one week\'s notice. Thereafter either party may end the employment on two months\' notice.', 'P2M'],
    // benign twin: no probation, the one notice stays
    ['Notice. Either party may end the employment on one month\'s notice.', 'P1M'],
  ])('%s', (body, want) => expect(kt(body).notice_period).toBe(want));
});

// The agreement's term given by a defined name whose definition states its length: the term was null, and "shall continue
// for the Initial Term" was read as a survival by reference to a schedule that sets out the charges.
describe('a term named by a defined period whose definition gives its length', () => {
  const kt = (defs: string, body: string) => review({ text: services(`Definitions. ${defs}\n\n3A. Duration. ${body}`).replace('2. Charges. The Customer shall pay each invoice', '2. Charges. The Customer shall pay the charges set out in Schedule 2 for each invoice'), document_type: 'services' }).key_terms;
  it.each([
    ['"Initial Term" means the period of three years from the Commencement Date.', 'This agreement shall commence on the Commencement Date and shall continue for the Initial Term.', 'P3Y'],
    ['"Initial Term" shall mean a period of twenty-four (24) months beginning on the Effective Date.', 'This Agreement shall remain in effect for the Initial Term, unless terminated earlier.', 'P24M'],
    ['"Term" means the period of five (5) years starting on the date of this agreement.', 'This agreement continues for the Term.', 'P5Y'],
  ])('%s', (defs, body, want) => {
    const k = kt(defs, body);
    expect(k.term).toBe(want);
    expect(k.survival).toBeNull();
    expect(k.sources?.survival).toBeUndefined();
  });
  // benign twin: a definition that gives no length leaves the term unread
  it('a definition without a length', () => expect(kt('"Initial Term" has the meaning given in clause 3A.', 'This agreement shall continue for the Initial Term.').term).toBeNull());
});

// The employee keeping what the employment produces by calling it an improvement of their own thing.
const inventions = (body: string, position: string) => row('employment', 'employment.ip_assignment', employment(`Intellectual property. All inventions and works made by the Executive in the course of the Employment shall belong to the Company, and the Executive hereby assigns them to the Company. ${body}`), position);
rows('improvements made in the employment kept by the employee', [
  [inventions('The Executive shall retain all rights in the open-source software library known as "Tessel" and in all improvements, modifications and extensions to it, whether made before or during the Employment.', 'unacceptable'),
    inventions('The Executive shall retain all rights in the open-source software library known as "Tessel" as it stood before the Employment began.', 'preferred')],
  [inventions('The Executive will own any improvements to the Executive\'s pre-existing software that the Executive makes in the course of the Employment.', 'unacceptable'),
    inventions('Any improvements to the Executive\'s pre-existing software that the Executive makes in the course of the Employment shall belong to the Company.', 'preferred')],
  [inventions('Executive shall retain ownership of the Prior Inventions and of all enhancements and derivative works of them developed during Executive\'s employment with the Company.', 'unacceptable'),
    inventions('Executive shall retain ownership of the Prior Inventions listed in Schedule 3, which were developed before Executive\'s employment with the Company.', 'preferred')],
]);

// The post-employment non-compete taken away by a clause that disapplies its section ("The covenants in clause 15.1 shall
// not apply if the Company terminates ... in breach"): the non-solicitation beside it read so, the non-compete did not,
// because a bar on competing while employed (another clause) was cited with it and the section rule needs every cited
// sentence in the section taken away. A bar only while employed is no post-employment non-compete.
const compete = (body: string, position: string, employer?: string, employee?: string) => row('employment', 'employment.non_compete', employment(body, employer, employee), position);
rows('a non-compete section disapplied, beside a bar on competing while employed', [
  [compete('Outside interests. The Executive shall not during the Employment be engaged in any business which competes with the Company.\n\n4. Restrictions.\n\n4.1 For twelve months after the Termination Date the Executive shall not be engaged in any business which competes with the Company.\n\n4.2 The covenants in clause 4.1 shall not apply if the Company terminates the Employment in breach of this agreement.', 'unacceptable'),
    compete('Outside interests. The Executive shall not during the Employment be engaged in any business which competes with the Company.\n\n4. Restrictions.\n\n4.1 For twelve months after the Termination Date the Executive shall not be engaged in any business which competes with the Company.\n\n4.2 The covenants in clause 4.1 shall apply however the Employment ends.', 'acceptable')],
  [compete('Other work. While employed, Employee will not work for any competitor of the Company.\n\n9. Covenants.\n\n9.1 For six (6) months following the termination of employment, Employee shall not compete with the Company in the United States.\n\n9.2 The restrictions in Section 9.1 will not apply if Employee\'s employment is terminated by the Company without Cause.', 'unacceptable', 'Company', 'Employee'),
    compete('Other work. While employed, Employee will not work for any competitor of the Company.\n\n9. Covenants.\n\n9.1 For six (6) months following the termination of employment, Employee shall not compete with the Company in the United States.\n\n9.2 The restrictions in Section 9.1 will apply however the employment ends.', 'preferred', 'Company', 'Employee')],
  [compete('Exclusive service. The Employee must not, in the course of the employment, take up any competing work.\n\n8. After the employment.\n\n8.1 For 6 months after leaving, the Employee must not work for a competitor of the Employer.\n\n8.2 Clause 8.1 shall cease to apply if the Employer terminates the employment other than for gross misconduct.', 'unacceptable', 'Employer', 'Employee'),
    compete('Exclusive service. The Employee must not, in the course of the employment, take up any competing work.\n\n8. After the employment.\n\n8.1 For 6 months after leaving, the Employee must not work for a competitor of the Employer.\n\n8.2 Clause 8.1 shall apply however the employment ends.', 'preferred', 'Employer', 'Employee')],
]);

// A disclaimer of the warranties other than one the contract gives, where the exception names a numbered section ("EXCEPT
// AS STATED IN SECTION 9.1"): the section number's full stop hid the exception, and the disclaimer read as "as is".
const warranty = (type: DocumentType, body: string, position: string) => row(type, `${type}.services_warranty`, (type === 'consulting' ? consulting : services)(body), position);
rows('a disclaimer of the other warranties, saved for a numbered section', [
  [warranty('consulting', 'Warranty. 9.2 CONSULTANT MAKES NO WARRANTIES, EXPRESS OR IMPLIED, INCLUDING ANY WARRANTY OF MERCHANTABILITY.', 'unacceptable'),
    warranty('consulting', 'Warranty. 9.1 Consultant warrants that the Services will be performed in a professional and workmanlike manner. 9.2 EXCEPT AS STATED IN SECTION 9.1, CONSULTANT MAKES NO WARRANTIES, EXPRESS OR IMPLIED, INCLUDING ANY WARRANTY OF MERCHANTABILITY.', 'preferred')],
  [warranty('services', 'Warranty. The Supplier gives no warranty of any kind in relation to the Services.', 'unacceptable'),
    warranty('services', 'Warranty. 8.1 The Supplier shall perform the Services with reasonable skill and care. 8.2 Save as set out in clause 8.1, the Supplier gives no warranty of any kind in relation to the Services.', 'preferred')],
  [warranty('services', 'Warranties. Provider makes no warranties or representations regarding the Services.'.replace(/Provider/g, 'Supplier'), 'unacceptable'),
    warranty('services', 'Warranties. 7.3 Supplier warrants that the Services will conform to the Statement of Work. 7.4 Except for the warranties in Section 7.3, Supplier makes no warranties or representations regarding the Services.', 'preferred')],
]);

// Invoices said to be "due" within a period, with no word of paying: the period to pay was not read at all.
const pay = (type: DocumentType, body: string, position: string) => row(type, `${type}.payment_terms`, (type === 'consulting' ? consulting : services)(body).replace(/\n\n2\. (?:Charges|Fees)\.[^\n]*/, ''), position);
rows('invoices due within a period, with no word of paying', [
  [pay('consulting', 'Invoicing. Consultant will invoice Client monthly. Invoices are due within ten (10) days of the invoice date.', 'unacceptable'),
    pay('consulting', 'Invoicing. Consultant will invoice Client monthly. Invoices are due within forty-five (45) days of the invoice date.', 'preferred')],
  [pay('services', 'Invoicing. Each invoice falls due no later than seven days after its date.', 'unacceptable'),
    pay('services', 'Invoicing. Each invoice falls due no later than thirty days after its date.', 'preferred')],
  [pay('services', 'Invoicing. The Supplier\'s fees are due within 5 business days of receipt of invoice.', 'unacceptable'),
    pay('services', 'Invoicing. The Supplier\'s fees are due within 60 business days of receipt of invoice.', 'preferred')],
]);

describe('the round-14a agreements, reviewed whole', () => {
  const read = (name: string, type: DocumentType) => {
    const out = review({ text: fixture(name), document_type: type });
    return (id: string) => out.review.checks.find((c) => c.check_id === id)!.position;
  };
  it('the consulting agreement the consultant sent: renewal window, SOW-priced exit, SOW-long licence', () => {
    const p = read('consulting-us.txt', 'consulting');
    expect(p('consulting.auto_renewal')).toBe('unacceptable');
    expect(p('consulting.termination_for_convenience')).toBe('unacceptable');
    expect(p('consulting.ip_ownership')).toBe('unacceptable');
    expect(p('consulting.services_warranty')).toBe('preferred');
    expect(p('consulting.payment_terms')).toBe('acceptable');
  });
  it('the facilities services agreement: the 120-day window, the exit at the rest of the Initial Term, a fair suspension', () => {
    const p = read('services-renewal-uk.txt', 'services');
    expect(p('services.auto_renewal')).toBe('unacceptable');
    expect(p('services.termination_for_convenience')).toBe('unacceptable');
    expect(p('services.suspension')).toBe('preferred');
  });
  it('the employment contract the employer sent: the nine months\' notice (not the probation\'s month), improvements kept by the executive', () => {
    const p = read('employment-cto-uk.txt', 'employment');
    expect(p('employment.notice_period')).toBe('unacceptable');
    expect(p('employment.ip_assignment')).toBe('unacceptable');
    expect(p('employment.non_compete')).toBe('unacceptable');
    expect(review({ text: fixture('employment-cto-uk.txt'), document_type: 'employment' }).key_terms.notice_period).toBe('P9M');
  });
  it('the managed IT agreement: suspension on two business days\' notice, the Monthly Fee changed by notice, a 90-day window', () => {
    const p = read('services-suspension-us.txt', 'services');
    expect(p('services.suspension')).toBe('unacceptable');
    expect(p('services.unilateral_changes')).toBe('unacceptable');
    expect(p('services.auto_renewal')).toBe('acceptable');
    expect(p('services.termination_for_convenience')).toBe('unacceptable');
  });
});
