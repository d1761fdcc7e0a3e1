// People and places round 18: hold-out 10's lease misses (spent at session 14's end, read as tuning data) sorted into
// classes of drafting. Each class has three wordings of our own (different verbs, order, parties, US / English /
// Australian drafting), each with a benign twin sharing its words, written before the fix.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';
import { rows, row } from './judge-rows.js';

const lease = (body: string, landlord = 'Landlord', tenant = 'Tenant') =>
  `LEASE\n\nThis lease is made between Harbourline Property Holdings Pty Ltd (the "${landlord}") and Wattle Street Bakery Pty Ltd (the "${tenant}").\n\n1. Premises. The ${landlord} leases to the ${tenant} Shop 4, 18 Wattle Street, Newtown NSW.\n\n2. Rent. The ${tenant} shall pay rent of $4,000 a month in advance.\n\n3. ${body}${body.startsWith('Governing law.') ? '' : '\n\n4. Law. This lease is governed by the law of New South Wales.'}`;

// The deposit given back only once the premises are let again (to a new, replacement or incoming tenant): an event
// in the landlord's hands, with no date after the lease ends. Not a return by a date that does not wait for a re-letting.
const deposit = (body: string, position: string, l?: string, t?: string) => row('lease', 'lease.deposit', lease(`Security deposit. ${body}`, l, t), position);
rows('a deposit held until the premises are re-let', [
  [deposit('The Lessor will refund the security bond to the Lessee once the Premises have been re-let to a new lessee and that lessee has taken possession.', 'unacceptable', 'Lessor', 'Lessee'),
    deposit('The Lessor will refund the security bond to the Lessee within fourteen days after the Lessee gives up possession, whether or not the Premises have been re-let to a new lessee.', 'preferred', 'Lessor', 'Lessee')],
  [deposit('The Tenant\'s security deposit will not be returned until the Landlord has found a replacement tenant for the Premises, and will then be returned less any unpaid rent.', 'unacceptable'),
    deposit('The Tenant\'s security deposit will be returned within 30 days after the end of the Term, less any unpaid rent, even if the Landlord has not yet found a replacement tenant for the Premises.', 'preferred')],
  [deposit('Only after the Premises are relet and the incoming tenant has paid its first rent will the Landlord release the Deposit to the Tenant, less any deductions.', 'unacceptable'),
    deposit('Within thirty days after the Tenant vacates, whether the Premises are relet or not, the Landlord will release the Deposit to the Tenant, less any deductions.', 'preferred')],
]);

// A renewal option lost for any breach at any time, however minor and even if remedied (strict compliance throughout
// the term as a condition): the tenant's lawyer flags it. Not an option barred only by a subsisting, notified breach.
const option = (body: string, position: string, l?: string, t?: string) => row('lease', 'lease.renewal_option', lease(`Option to renew. ${body}`, l, t), position);
rows('a renewal option lost for any past breach', [
  [option('The Lessee has an option to renew this lease for a further term of three years by notice to the Lessor, but the right to renew lapses if the Lessee has at any time during the term been in default under this lease, even if the default was later remedied.', 'unacceptable', 'Lessor', 'Lessee'),
    option('The Lessee has an option to renew this lease for a further term of three years by notice to the Lessor, but the right to renew may not be exercised while a default notified by the Lessor remains unremedied.', 'preferred', 'Lessor', 'Lessee')],
  [option('The Tenant shall have an option to renew this Lease for one further term of five years, which the Tenant may not exercise if the Tenant has ever paid rent late or otherwise breached this Lease.', 'unacceptable'),
    option('The Tenant shall have an option to renew this Lease for one further term of five years, which the Tenant may not exercise if, at the date of its notice, the Tenant is in material breach of this Lease and has not remedied it within thirty days after notice.', 'preferred')],
  [option('The Lessor must grant a further term of 5 years (the option to renew) if the Lessee gives notice of exercise not later than 3 months before the end of the Term and the Lessee has strictly performed and observed all of its covenants throughout the Term.', 'unacceptable', 'Lessor', 'Lessee'),
    option('The Lessor must grant a further term of 5 years (the option to renew) if the Lessee gives notice of exercise not later than 3 months before the end of the Term and at that date has remedied every breach of which the Lessor has given it written notice.', 'preferred', 'Lessor', 'Lessee')],
]);

// Recapture: the landlord, asked to consent to an assignment or subletting, may end the lease or take the premises
// back instead (an offer-back before applying in English drafting). Not a landlord who must answer the request and may
// not unreasonably refuse.
const alienation = (body: string, position: string, l?: string, t?: string) => row('lease', 'lease.assignment_subletting', lease(`Dealings. ${body}`, l, t), position);
rows('the landlord may take the premises back when asked to consent to a dealing', [
  [alienation('Should the Lessee apply for consent to sublet the whole or any part of the Premises, the Lessor may by notice end this Lease from the date the proposed sublease would have begun.', 'unacceptable', 'Lessor', 'Lessee'),
    alienation('Should the Lessee apply for consent to sublet the whole or any part of the Premises, the Lessor must answer within fourteen days and its consent is not to be unreasonably withheld.', 'preferred', 'Lessor', 'Lessee')],
  [alienation('Landlord shall have the right to recapture the Premises, in whole or in part, within thirty (30) days after receiving Tenant\'s request for consent to any assignment or sublease.', 'unacceptable'),
    alienation('Landlord shall respond within thirty (30) days after receiving Tenant\'s request for consent to any assignment or sublease, and such consent shall not be unreasonably withheld.', 'preferred')],
  [alienation('Before applying for consent to underlet, the Tenant must first offer to surrender this Lease to the Landlord, and the Landlord may accept the surrender at nil premium.', 'unacceptable'),
    alienation('When applying for consent to underlet, the Tenant must give the Landlord the proposed undertenant\'s references, and the Landlord\'s consent shall not be unreasonably withheld.', 'preferred')],
]);

// Hold-out 10's employment misses (read from the employer's side).
const employment = (body: string, employer = 'Company', employee = 'Executive') =>
  `CONTRACT OF EMPLOYMENT\n\nThis contract is made between Ostrava Freight Systems Ltd (the "${employer}") and Dana Whitcombe (the "${employee}").\n\n1. Duties. The ${employee} shall serve as Head of Operations.\n\n2. ${body}\n\n3. Notice. Either party may end the employment by giving the other three months' written notice.\n\n4. Law. This contract is governed by the law of England and Wales.`;

// "Cause" (or gross misconduct) taken away by a proviso that excuses whatever the employee believed served the
// employer: the right to dismiss for cause is then the employee's to give. Not a proviso that protects only a refusal
// to act unlawfully, or acts the board authorised.
const cause = (body: string, position: string, l?: string, e?: string) => row('employment', 'employment.termination_for_cause', employment(body, l, e), position);
rows('cause excused by the employee\'s belief that the act served the employer', [
  [cause('Termination. Employer may terminate Employee for Cause, meaning theft, fraud or willful misconduct, except that no conduct shall be treated as Cause where Employee acted in the good-faith belief that it served the best interests of Employer.', 'unacceptable', 'Employer', 'Employee'),
    cause('Termination. Employer may terminate Employee for Cause, meaning theft, fraud or willful misconduct, except that no conduct shall be treated as Cause where Employee acted on the written instruction of Employer\'s Board.', 'preferred', 'Employer', 'Employee')],
  [cause('Summary dismissal. The Company may summarily dismiss the Executive for gross misconduct, save that nothing the Executive does in the honest belief that it benefits the Group shall amount to gross misconduct.', 'unacceptable'),
    cause('Summary dismissal. The Company may summarily dismiss the Executive for gross misconduct, save that nothing the Executive does on the express written instructions of the Board shall amount to gross misconduct.', 'preferred')],
  [cause('Cause. The Executive\'s employment may be terminated for Cause; provided, however, that any act or failure to act which the Executive in good faith considered to be in the Company\'s interest shall not be Cause.', 'unacceptable'),
    cause('Cause. The Executive\'s employment may be terminated for Cause; provided, however, that any act or failure to act which the Board expressly authorised in advance shall not be Cause.', 'preferred')],
]);

// A salary that rises each year by a guaranteed minimum, automatically or whatever the performance: a cost the employer
// cannot control. Not a review at the employer's discretion.
const pay = (body: string, position: string, l?: string, e?: string) => row('employment', 'employment.compensation', employment(`Salary. The ${e ?? 'Executive'} shall be paid a salary of £84,000 a year. ${body}`, l, e), position);
rows('a salary that rises each year by a guaranteed minimum', [
  [pay('The Employee\'s salary will rise automatically on each anniversary of the Start Date by eight per cent.', 'unacceptable', 'Employer', 'Employee'),
    pay('The Employee\'s salary will be reviewed on each anniversary of the Start Date, and any rise is at the Employer\'s discretion.', 'preferred', 'Employer', 'Employee')],
  [pay('Base Salary shall be increased each January 1 by a minimum of seven percent (7%), irrespective of performance.', 'unacceptable'),
    pay('Base Salary shall be reviewed each January 1 and may be increased at the Company\'s discretion, having regard to performance.', 'preferred')],
  [pay('Each year the Company shall raise the Executive\'s remuneration by the greater of 6% and the rise in the Consumer Prices Index.', 'unacceptable'),
    pay('Each year the Company shall consider whether to raise the Executive\'s remuneration, taking into account the rise in the Consumer Prices Index.', 'preferred')],
]);

// The employee's Confidential Information cut down to what is marked, stamped or identified as confidential: what the
// employee knows from the job and was never labelled is free. Not a definition that covers it "whether or not" marked.
const secret = (body: string, position: string, l?: string, e?: string) => row('employment', 'employment.confidentiality', employment(`Confidentiality. ${body}`, l, e), position);
rows('employment Confidential Information narrowed to what is marked', [
  [secret('For the purposes of this clause, "Confidential Information" means information that the Employer has marked or identified in writing as confidential at the time of disclosure. The Employee shall keep Confidential Information secret during and after the employment.', 'unacceptable', 'Employer', 'Employee'),
    secret('For the purposes of this clause, "Confidential Information" means all information relating to the Employer\'s business, whether or not the Employer has marked or identified it in writing as confidential. The Employee shall keep Confidential Information secret during and after the employment.', 'preferred', 'Employer', 'Employee')],
  [secret('As used in this Agreement, Confidential Information is limited to written materials of the Company stamped "Proprietary" or "Confidential", and the Executive shall not disclose Confidential Information to any third party during or after the employment.', 'unacceptable'),
    secret('As used in this Agreement, Confidential Information includes all non-public information of the Company, including but not limited to written materials stamped "Proprietary" or "Confidential", and the Executive shall not disclose Confidential Information to any third party during or after the employment.', 'preferred')],
  [secret('The Executive shall not, during or after the employment, disclose any confidential information of the Company, which for this purpose covers only documents labelled as confidential by the Company.', 'unacceptable'),
    secret('The Executive shall not, during or after the employment, disclose any confidential information of the Company, which for this purpose covers all information the Executive ought reasonably to regard as confidential, whether or not labelled.', 'preferred')],
]);

// Read in the new Queensland retail lease (test/fixtures/people18/): the option's condition in a sentence of its own
// that names only "the option", and a deposit clause whose cross-reference ("clause 5.2") carries a full stop.
rows('a renewal option lost for any past breach, stated in a sentence of its own', [
  [option('The Lessee has an option to renew for a further term of five years. The Lessee may exercise the option only if it has complied with every obligation under this lease, and any breach at any time during the Term, whether or not remedied, means the option cannot be exercised.', 'unacceptable', 'Lessor', 'Lessee'),
    option('The Lessee has an option to renew for a further term of five years. The Lessee may exercise the option only if, at the date of its notice, there is no breach that the Lessor has notified and the Lessee has not remedied.', 'preferred', 'Lessor', 'Lessee')],
  [option('Tenant may extend the Term once, for three years, by notice. Tenant loses the option if any default has occurred at any time, even if it was cured.', 'unacceptable'),
    option('Tenant may extend the Term once, for three years, by notice. Tenant loses the option if a default has occurred and is continuing when the notice is given.', 'preferred')],
  [option('The Tenant shall have a right to renew for one further term of four years. That right may be exercised only if the Tenant has strictly observed all of its covenants at all times during the Term.', 'unacceptable'),
    option('The Tenant shall have a right to renew for one further term of four years. That right may be exercised only if the Tenant is not then in material breach of its covenants.', 'preferred')],
]);
rows('a deposit held until re-letting, past a dotted cross-reference', [
  [deposit('The Lessor must refund the security bond, less any amount properly drawn under clause 5.2, only after the Premises have been re-let to a new tenant.', 'unacceptable', 'Lessor', 'Lessee'),
    deposit('The Lessor must refund the security bond, less any amount properly drawn under clause 5.2, within thirty days after the Lessee vacates, whether or not the Premises have been re-let.', 'preferred', 'Lessor', 'Lessee')],
  [deposit('Subject to section 9.4, the Deposit will be returned to Tenant once Landlord has leased the Premises to a replacement tenant.', 'unacceptable'),
    deposit('Subject to section 9.4, the Deposit will be returned to Tenant within 30 days after the Term ends, even if Landlord has not leased the Premises to a replacement tenant.', 'preferred')],
  [deposit('After the Premises are relet, and subject to clause 12.3, the Landlord shall repay the Deposit to the Tenant.', 'unacceptable'),
    deposit('Within thirty days after the Tenant gives up possession, and subject to clause 12.3, the Landlord shall repay the Deposit to the Tenant.', 'preferred')],
]);

// The governing law of an Australian state or territory other than New South Wales and Victoria was not read at all
// ("governed by the law of Queensland" gave no governing law), and "Western Australia" was read as Australia.
describe('the law of every Australian state and territory', () => {
  const law = (clause: string) => review({ text: lease(`Governing law. ${clause}`), document_type: 'lease' }).key_terms.governing_law;
  it.each([
    ['This lease is governed by the law of Queensland, and the parties submit to the jurisdiction of its courts.', 'AU-QLD'],
    ['This Lease shall be governed by and construed in accordance with the laws of the State of Western Australia.', 'AU-WA'],
    ['The laws in force in the Australian Capital Territory govern this lease.', 'AU-ACT'],
    ['This lease is governed by the law of South Australia.', 'AU-SA'],
    ['This lease is governed by the law of Tasmania.', 'AU-TAS'],
    ['This lease is governed by the law of the Northern Territory.', 'AU-NT'],
    ['This lease is governed by the law of the Commonwealth of Australia.', 'AU'],
  ])('%s', (clause, code) => expect(law(clause)).toBe(code));
});

// The Queensland retail lease of this round, sent by the landlord and read as the tenant's lawyer would.
describe('the Queensland retail lease, whole', () => {
  const text = readFileSync(new URL('./fixtures/people18/retail-lease-qld.txt', import.meta.url), 'utf8');
  const out = review({ text, document_type: 'lease' });
  const position = (id: string) => out.review.checks.find((c) => c.check_id === id)?.position;
  const flagged = (id: string) => out.review.issues.some((i) => i.check_id === id);
  it('reads Queensland law', () => expect(out.key_terms.governing_law).toBe('AU-QLD'));
  it.each(['lease.deposit', 'lease.renewal_option', 'lease.assignment_subletting', 'lease.rent_increases', 'lease.landlord_access', 'lease.tenant_indemnity'])('flags %s', (id) => {
    expect(position(id)).toBe('unacceptable');
    expect(flagged(id)).toBe(true);
  });
  it('leaves the landlord\'s structural repairs unflagged', () => expect(flagged('lease.repairs')).toBe(false));
});
