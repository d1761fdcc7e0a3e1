/**
 * Second blind hold-out (issue 11, 2026-11-24): 40 pairs written before reading the rule code, as a lawyer
 * drafting for the other side would put them — the operative clause rewritten in place or overridden by a later
 * special condition — each with a benign twin that shares its words. Scored once on main before any rule change
 * for it (README "Adverse-terms suite"); the rules were then changed in general ways with their own tuning pairs
 * (`TUNING2` in cases.ts' block of this change), never to fit these. Kept as written.
 *
 * Where a check the reading needs does not exist on main (suspension at will, unilateral changes to the terms,
 * landlord's entry), the pair names the check it should have; on main such a pair counts as a miss.
 */
import type { AdverseCase } from './cases.js';
import { consulting, dpa, employment, lease, license, msa, nda, services } from './contracts.js';

/** Replace the body of the numbered section headed `heading` ("4. Sub-processors. ...") with `body`. */
export function swap(text: string, heading: string, body: string): string {
  const re = new RegExp(`^(\\d+)\\. ${heading}\\. .*$`, 'm');
  if (!re.test(text)) throw new Error(`no section "${heading}"`);
  return text.replace(re, (_m, n: string) => `${n}. ${heading}. ${body}`);
}

const dpaWith = (heading: string, body: string) => swap(dpa('In the event of conflict concerning Personal Data, this Agreement prevails over the services agreement.'), heading, body);
const employmentWith = (heading: string, body: string) => swap(employment('The Employee shall devote the Employee\'s full working time and attention to the Company\'s business.'), heading, body);
const leaseWith = (heading: string, body: string) => swap(lease('Tenant shall use the Premises only as a retail bakery and café.'), heading, body);
const saas = (extra: string) => msa({ title: 'SAAS SUBSCRIPTION AGREEMENT', extra });
const servicesWith = (heading: string, body: string) => swap(services('Notices. Notices under this Agreement shall be given in writing to the addresses on the signature page.'), heading, body);

export const HOLDOUT2: AdverseCase[] = [
  // ---------------- DPA (GDPR Art. 28) ----------------
  {
    id: 'h2-dpa-general-authorisation-silent', pattern: 'position', type: 'dpa', check: 'dpa.sub_processors',
    adverse: { text: dpaWith('Sub-processors', 'Controller hereby gives Processor a general authorisation to engage sub-processors, and Processor need not notify Controller of the addition or replacement of any sub-processor.'), position: ['unacceptable', 'missing'], issue: true },
    benign: { text: dpaWith('Sub-processors', 'Controller hereby gives Processor a general authorisation to engage sub-processors, provided that Processor notifies Controller at least thirty (30) days before adding or replacing one, and Controller may object to the change on reasonable grounds.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-dpa-sub-processors-website-notwithstanding', pattern: 'override', type: 'dpa', check: 'dpa.sub_processors',
    adverse: { text: dpa('Notwithstanding Section 4, Processor may appoint or replace sub-processors at any time by updating the list published on its website.'), position: ['unacceptable', 'missing'], issue: true },
    benign: { text: dpa('Processor shall publish its current list of sub-processors on its website, and Section 4 applies to every addition to or replacement on that list.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-dpa-breach-thirty-days', pattern: 'position', type: 'dpa', check: 'dpa.breach_notification',
    adverse: { text: dpaWith('Breaches', 'Processor shall inform Controller of a Personal Data Breach within thirty (30) days after confirming that it has occurred.'), position: 'unacceptable', issue: true },
    benign: { text: dpaWith('Breaches', 'Processor shall inform Controller of a Personal Data Breach without undue delay and no later than thirty-six (36) hours after becoming aware of it, and may provide further details in phases over the following thirty (30) days.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-dpa-breach-after-investigation', pattern: 'position', type: 'dpa', check: 'dpa.breach_notification',
    adverse: { text: dpaWith('Breaches', 'Where Processor determines that a Personal Data Breach is likely to result in a high risk to data subjects, it shall notify Controller once its internal investigation of the breach has been completed.'), position: ['unacceptable', 'missing'], issue: true },
    benign: { text: dpaWith('Breaches', 'Processor shall notify Controller of any Personal Data Breach without undue delay after becoming aware of it, and shall not postpone that notice until its internal investigation of the breach has been completed.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-dpa-own-purposes', pattern: 'position', type: 'dpa', check: 'dpa.instructions',
    adverse: { text: dpaWith('Processing', 'Processor shall process Personal Data on Controller\'s instructions and may also process it for Processor\'s own legitimate business purposes, including analytics and the development of its products.'), position: 'unacceptable', issue: true },
    benign: { text: dpaWith('Processing', 'Processor shall process Personal Data only on Controller\'s documented instructions, including with regard to transfers, unless Union or Member State law requires otherwise, in which case Processor shall inform Controller of that legal requirement before processing.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-dpa-retain-at-discretion', pattern: 'position', type: 'dpa', check: 'dpa.deletion_return',
    adverse: { text: dpaWith('End of Processing', 'After the services end, Processor may retain Personal Data for as long as it considers necessary for its business purposes.'), position: ['unacceptable', 'missing'], issue: true },
    benign: { text: dpaWith('End of Processing', 'Within thirty (30) days after the services end, Processor shall delete all Personal Data and certify the deletion in writing, unless Union or Member State law requires it to retain the data.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-dpa-audit-by-certificate-only', pattern: 'position', type: 'dpa', check: 'dpa.audits',
    adverse: { text: dpaWith('Audits', 'Controller\'s rights of audit are satisfied exclusively by Processor providing a summary of its most recent third-party certification, and Controller shall have no right to inspect Processor\'s premises, systems or records.'), position: ['unacceptable', 'missing'], issue: true },
    benign: { text: dpaWith('Audits', 'Processor shall provide its most recent third-party audit report on request and, where that report does not reasonably demonstrate compliance, shall allow Controller or an auditor mandated by Controller to inspect its premises, systems and records on thirty (30) days\' notice.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-dpa-transfers-anywhere', pattern: 'position', type: 'dpa', check: 'dpa.international_transfers',
    adverse: { text: dpaWith('Transfers', 'Processor and its sub-processors may store, access and process Personal Data in any country in which they maintain facilities.'), position: ['unacceptable', 'missing'], issue: true },
    benign: { text: dpaWith('Transfers', 'Processor and its sub-processors may store, access and process Personal Data in any country in which they maintain facilities, provided that any transfer outside the European Economic Area is made to a country covered by an adequacy decision or under the Standard Contractual Clauses.'), position: ['preferred', 'acceptable'], issue: false },
  },
  // ---------------- employment ----------------
  {
    id: 'h2-employment-no-overtime-pay', pattern: 'position', type: 'employment', check: 'employment.compensation',
    adverse: { text: employment('The Employee\'s base salary compensates the Employee for all hours worked, and the Employee shall not be entitled to any additional payment for hours worked in excess of forty (40) in any week.'), position: 'unacceptable', issue: true },
    benign: { text: employment('The Employee shall be paid for all hours worked in excess of forty (40) in any week at one and one-half times the Employee\'s regular rate of pay.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-employment-unilateral-variation', pattern: 'position', type: 'employment', check: 'employment.compensation',
    adverse: { text: employment('The Company may vary the Employee\'s salary, duties and place of work at any time at its sole discretion.'), position: 'unacceptable', issue: true },
    benign: { text: employment('The Company shall review the Employee\'s salary annually, and any change to the Employee\'s salary, duties or place of work requires the Employee\'s written agreement.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-employment-non-compete-worldwide', pattern: 'position', type: 'employment', check: 'employment.non_compete',
    adverse: { text: employment('For thirty-six (36) months after the employment ends for any reason, the Employee shall not, anywhere in the world, directly or indirectly be engaged by, advise or hold any interest in any business that competes with any business of the Company or its affiliates.'), position: 'unacceptable', issue: true },
    benign: { text: employment('While employed by the Company, the Employee shall not be engaged by, advise or hold any interest in any business that competes with the Company, other than a holding of less than one percent (1%) of a listed company.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-employment-competing-business-after-termination', pattern: 'position', type: 'employment', check: 'employment.non_compete',
    adverse: { text: employment('Following the Termination Date, the Employee covenants that for a period of eighteen (18) months the Employee will not render services to any Competing Business in any territory in which the Company sells its products.'), position: 'unacceptable', issue: true },
    benign: { text: employment('The Employee will not render services to any Competing Business while employed, and the Company waives any restriction on the Employee\'s work for a Competing Business after the Termination Date.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-employment-inventions-own-time', pattern: 'position', type: 'employment', check: 'employment.ip_assignment',
    adverse: { text: employmentWith('Inventions', 'The Employee hereby assigns to the Company every invention the Employee conceives during the period of employment, whether or not during working hours, whether or not using the Company\'s resources and whether or not related to the Company\'s business.'), position: 'unacceptable', issue: true },
    benign: { text: employmentWith('Inventions', 'The Employee hereby assigns to the Company every invention the Employee conceives during the period of employment that relates to the Company\'s business or results from work performed for the Company; this does not apply to an invention developed entirely on the Employee\'s own time without using the Company\'s equipment, facilities or trade secret information.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-employment-dismissal-without-notice', pattern: 'position', type: 'employment', check: 'employment.notice_period',
    adverse: { text: employmentWith('Termination', 'The Company may terminate the employment at any time, with or without cause, without notice and without payment in lieu of notice. The Employee shall give one (1) month\'s written notice of resignation.'), position: 'unacceptable', issue: true },
    benign: { text: employmentWith('Termination', 'Either party may terminate the employment on one (1) month\'s written notice, and the Company may pay salary in lieu of notice. No notice is required where the Company terminates the employment for cause, including gross misconduct.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-employment-notice-one-sided', pattern: 'role', type: 'employment', check: 'employment.notice_period',
    adverse: { text: employmentWith('Termination', 'The Employee may resign on three (3) months\' written notice. The Company may end the employment on one (1) week\'s written notice.'), position: 'unacceptable', issue: true },
    benign: { text: employmentWith('Termination', 'The Employee may resign on one (1) week\'s written notice. The Company may end the employment on three (3) months\' written notice.'), position: ['preferred', 'acceptable'], issue: false },
  },
  // ---------------- lease ----------------
  {
    id: 'h2-lease-entry-without-notice', pattern: 'position', type: 'lease', check: 'lease.landlord_access',
    adverse: { text: lease('Landlord and its agents may enter the Premises at any time and for any purpose without notice to Tenant.'), position: 'unacceptable', issue: true },
    benign: { text: lease('Landlord and its agents may enter the Premises at reasonable times on at least twenty-four (24) hours\' notice to Tenant to inspect or repair them, and at any time without notice in an emergency.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-lease-upward-only-review', pattern: 'position', type: 'lease', check: 'lease.rent_increases',
    adverse: { text: lease('On each anniversary of the commencement date the rent shall be reviewed to the open market rent, provided that the rent following any review shall never be less than the rent payable immediately before it.'), position: 'unacceptable', issue: true },
    benign: { text: lease('On each anniversary of the commencement date the rent shall be adjusted, upward or downward, by the change in the Consumer Price Index over the preceding year, provided that no increase shall exceed three percent (3%).'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-lease-rent-set-by-landlord', pattern: 'position', type: 'lease', check: 'lease.rent_increases',
    adverse: { text: lease('Landlord may increase the rent on sixty (60) days\' written notice to such amount as Landlord determines.'), position: 'unacceptable', issue: true },
    benign: { text: lease('The rent shall increase by two and one-half percent (2.5%) on each anniversary of the commencement date, and Landlord may not otherwise increase the rent during the term.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-lease-tenant-structural-repairs', pattern: 'role', type: 'lease', check: 'lease.repairs',
    adverse: { text: leaseWith('Repairs', 'Tenant shall at its own cost keep the whole of the Premises, including the roof, foundations, structure and building systems, in good and substantial repair and condition.'), position: 'unacceptable', issue: true },
    benign: { text: leaseWith('Repairs', 'Tenant shall keep the interior of the Premises in good repair. Landlord shall at its own cost repair the roof, foundations, structure and building systems, and Tenant shall not be responsible for any structural repair.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-lease-no-break', pattern: 'polarity', type: 'lease', check: 'lease.termination_for_convenience',
    adverse: { text: lease('Tenant shall have no right to terminate this Lease before the end of the term for any reason, including where the Premises can no longer be used for Tenant\'s business.'), position: ['unacceptable', 'missing'], issue: true },
    benign: { text: lease('Tenant may terminate this Lease on the third anniversary of the commencement date by giving Landlord not less than six (6) months\' written notice.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-lease-consent-absolute-discretion', pattern: 'override', type: 'lease', check: 'lease.assignment_subletting',
    adverse: { text: lease('Notwithstanding Section 4, Landlord may withhold its consent to any assignment or subletting in its sole and absolute discretion.'), position: 'unacceptable', issue: true },
    benign: { text: lease('Notwithstanding Section 4, Landlord shall respond to any request for consent to an assignment or subletting within fifteen (15) business days, and its consent shall not be unreasonably conditioned or delayed.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-lease-deposit-six-months', pattern: 'position', type: 'lease', check: 'lease.deposit',
    adverse: { text: lease('Tenant shall pay a security deposit equal to six (6) months\' rent, which Landlord may apply to any amount it claims and need not return until twelve (12) months after the term ends.'), position: 'unacceptable', issue: true },
    benign: { text: lease('Tenant shall pay a security deposit equal to one (1) month\'s rent, which Landlord shall return within thirty (30) days after the term ends, less any amounts properly applied to unpaid rent.'), position: ['preferred', 'acceptable'], issue: false },
  },
  // ---------------- SaaS ----------------
  {
    id: 'h2-saas-suspension-at-will', pattern: 'position', type: 'saas', check: 'saas.suspension',
    adverse: { text: saas('Provider may suspend Customer\'s access to the Service at any time, for any reason or no reason, without liability to Customer.'), position: 'unacceptable', issue: true },
    benign: { text: saas('Provider may suspend Customer\'s access to the Service only if an undisputed invoice remains unpaid thirty (30) days after written notice, or to the extent necessary to prevent an imminent security threat, and shall restore access promptly once the cause is resolved.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-saas-terms-changed-by-posting', pattern: 'position', type: 'saas', check: 'saas.unilateral_changes',
    adverse: { text: saas('Provider may revise these terms from time to time by posting an updated version on its website, and Customer\'s continued use of the Service after posting constitutes acceptance of the revised terms.'), position: 'unacceptable', issue: true },
    benign: { text: saas('No amendment to this Agreement is effective unless it is in writing and signed by both parties, and updated versions of any terms posted on Provider\'s website do not bind Customer.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-saas-renewal-at-list-price', pattern: 'position', type: 'saas', check: 'saas.price_increases',
    adverse: { text: saas('The subscription fees for each renewal term shall be Provider\'s list price then in effect.'), position: 'unacceptable', issue: true },
    benign: { text: saas('The subscription fees for each renewal term shall not exceed the fees for the preceding term by more than four percent (4%).'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-saas-delete-without-export', pattern: 'position', type: 'saas', check: 'saas.data_protection',
    adverse: { text: saas('Upon expiry or termination of the subscription, Provider will immediately and permanently delete all Customer Data and shall have no obligation to provide Customer with any copy of it.'), position: 'unacceptable', issue: true },
    benign: { text: saas('Upon expiry or termination of the subscription, Provider will make all Customer Data available for export in a standard machine-readable format for sixty (60) days, and will then permanently delete it.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-saas-sla-no-remedy', pattern: 'position', type: 'saas', check: 'saas.service_levels',
    adverse: { text: saas('Provider will use commercially reasonable efforts to make the Service available 99.5% of the time; failure to meet this target shall not entitle Customer to any credit, refund or other remedy.'), position: 'unacceptable', issue: true },
    benign: { text: saas('Provider will make the Service available 99.5% of the time in each month; if it does not, Customer will receive a service credit of ten percent (10%) of the monthly fee for each full percentage point below that target.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-saas-renewal-long-notice', pattern: 'position', type: 'saas', check: 'saas.auto_renewal',
    adverse: { text: saas('This Agreement renews automatically for successive three (3) year terms unless Customer gives written notice of non-renewal at least one hundred eighty (180) days before the end of the then-current term.'), position: 'unacceptable', issue: true },
    benign: { text: saas('This Agreement renews automatically for successive one (1) year terms unless either party gives written notice of non-renewal at least thirty (30) days before the end of the then-current term.'), position: ['preferred', 'acceptable'], issue: false },
  },
  // ---------------- services and consulting ----------------
  {
    id: 'h2-services-deemed-acceptance', pattern: 'position', type: 'services', check: 'services.acceptance',
    adverse: { text: servicesWith('Acceptance', 'Each deliverable shall be deemed accepted on delivery unless Customer notifies Provider of a material non-conformity within two (2) business days.'), position: 'unacceptable', issue: true },
    benign: { text: servicesWith('Acceptance', 'A deliverable is accepted only when Customer confirms in writing that it meets its acceptance criteria; neither Customer\'s silence nor its use of a deliverable for testing shall be deemed acceptance.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-services-acceptance-by-use', pattern: 'override', type: 'services', check: 'services.acceptance',
    adverse: { text: services('Use. Customer\'s use of any deliverable in its business shall constitute final and irrevocable acceptance of that deliverable, notwithstanding Section 3.'), position: 'unacceptable', issue: true },
    benign: { text: services('Use. Customer may use a deliverable in its business before acceptance without waiving its right to reject it under Section 3.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-services-provider-withdraws', pattern: 'role', type: 'services', check: 'services.termination_for_convenience',
    adverse: { text: services('Cancellation. Provider may withdraw from any Statement of Work at its discretion on five (5) days\' notice.'), position: 'unacceptable', issue: true },
    benign: { text: services('Cancellation. Customer may cancel any Statement of Work at its discretion on five (5) days\' notice and shall pay for the Services performed up to the cancellation.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-consulting-consultant-keeps-deliverables', pattern: 'role', type: 'consulting', check: 'consulting.ip_ownership',
    adverse: { text: consulting('Ownership. Consultant retains all right, title and interest in the deliverables and work product, and grants Client a revocable licence to use them for its internal purposes.'), position: 'unacceptable', issue: true },
    benign: { text: consulting('Ownership. Client owns all deliverables and work product on payment; Consultant retains its pre-existing tools and grants Client a perpetual, irrevocable licence to use them as part of the deliverables.'), position: ['preferred', 'acceptable'], issue: false },
  },
  // ---------------- licence ----------------
  {
    id: 'h2-license-no-contractor-use', pattern: 'polarity', type: 'license', check: 'license.sublicensing',
    adverse: { text: license('Third Parties. Licensee shall not sublicense the Licensed Software or permit any third party, including its affiliates and contractors acting on its behalf, to use it.'), position: 'unacceptable', issue: true },
    benign: { text: license('Third Parties. Licensee may permit its affiliates and contractors to use the Licensed Software on its behalf, and remains responsible for their compliance with this Agreement.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-license-audit-always-licensee-cost', pattern: 'position', type: 'license', check: 'license.royalties_audit',
    adverse: { text: license('Records. Licensor may audit Licensee\'s records relating to the use of the Licensed Software once in each year on thirty (30) days\' notice, and Licensee shall bear all costs of every audit.'), position: 'unacceptable', issue: true },
    benign: { text: license('Records. Licensor may audit Licensee\'s records relating to the use of the Licensed Software once in each year on thirty (30) days\' notice at Licensor\'s cost; Licensee shall reimburse the cost of an audit only if it reveals an underpayment of more than five percent (5%).'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-license-modifications-assigned', pattern: 'position', type: 'license', check: 'license.improvements',
    adverse: { text: license('Modifications. Licensee hereby assigns to Licensor all right, title and interest in any modification, enhancement or derivative work of the Licensed Software made by or for Licensee.'), position: 'unacceptable', issue: true },
    benign: { text: license('Modifications. Licensee owns the modifications and derivative works of the Licensed Software that it makes, and grants Licensor a non-exclusive licence to use any error correction that Licensee chooses to report to Licensor.'), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-license-revocable-at-will', pattern: 'role', type: 'license', check: 'license.termination_for_convenience',
    adverse: { text: license('Revocation. Licensor may revoke the licence granted in Section 1 at any time by written notice to Licensee.'), position: 'unacceptable', issue: true },
    benign: { text: license('Revocation. Licensor may revoke the licence granted in Section 1 only if Licensee fails to pay undisputed fees within thirty (30) days after written notice of the non-payment.'), position: ['preferred', 'acceptable'], issue: false },
  },
  // ---------------- MSA and NDA twists ----------------
  {
    id: 'h2-msa-carve-outs-swallow-customer-cap', pattern: 'position', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: { text: msa({ cap: 'Each party\'s aggregate liability arising out of this Agreement shall not exceed the fees paid or payable in the twelve (12) months preceding the claim. The limit in this Section does not apply to Customer\'s payment obligations, to any breach of Section 3 by Customer, or to any other breach of this Agreement by Customer.' }), position: 'unacceptable', issue: true },
    benign: { text: msa({ cap: 'Each party\'s aggregate liability arising out of this Agreement shall not exceed the fees paid or payable in the twelve (12) months preceding the claim. The limit in this Section does not apply to either party\'s breach of Section 3 or to its obligations under Section 6.' }), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-msa-consequential-includes-direct', pattern: 'override', type: 'msa', check: 'msa.consequential_damages',
    adverse: { text: msa({ extra: 'For the purposes of Section 5, "consequential damages" include lost profits, lost revenue, loss of data, the cost of procuring substitute services and any other damages that flow directly from a breach of this Agreement.' }), position: 'unacceptable', issue: true },
    benign: { text: msa({ extra: 'For the purposes of Section 5, the cost of procuring substitute services and of restoring lost data are direct damages recoverable by either party and are not consequential damages.' }), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-nda-prior-knowledge-ignored', pattern: 'override', type: 'nda', check: 'nda.third_party_acquisition',
    adverse: { text: nda({ extra: 'Information disclosed by the Discloser remains Confidential Information even where the Recipient already held it before disclosure or later obtains it from another source.' }), position: 'unacceptable', issue: true },
    benign: { text: nda({ extra: 'Information disclosed by the Discloser remains Confidential Information until the Recipient shows, by written records, that one of the exceptions in Section 3 applies to it.' }), position: ['preferred', 'acceptable'], issue: false },
  },
  {
    id: 'h2-nda-until-public', pattern: 'position', type: 'nda', check: 'nda.term_length',
    adverse: { text: nda({ term: 'The Recipient\'s obligations under Section 2 continue until the Confidential Information falls within one of the exceptions in Section 3.' }), position: 'unacceptable', issue: true },
    benign: { text: nda({ term: 'The Recipient\'s obligations under Section 2 continue for three (3) years after each disclosure, or until the Confidential Information falls within one of the exceptions in Section 3, if earlier.' }), position: ['preferred', 'acceptable'], issue: false },
  },
];

/**
 * The pairs the rules still get wrong after the changes made for this hold-out, with why. The employment pairs were
 * written from the employee's side, but the employment playbook takes the employer's (what a court would not enforce
 * is its risk; a right to vary or to dismiss at will is not); one pair's skeleton lets the customer end the agreement
 * on 30 days' notice, which ends any renewal too. Six more (SOW withdrawal at discretion, "Client owns all deliverables"
 * and a revocable licence, carve-outs leaving only Customer uncapped, "consequential damages" taking in direct losses,
 * the exceptions overridden without naming them, a duty lasting until the information falls within an exception) are
 * read since issue 11's TEST5 round.
 */
export const HOLDOUT2_MISSES: Record<string, string> = {
  'h2-employment-unilateral-variation': 'employer-side playbook: a right to vary pay or duties is no risk to the employer',
  'h2-employment-dismissal-without-notice': 'employer-side playbook: ending the employment at will is preferred where the law allows it',
  'h2-employment-notice-one-sided': 'employer-side playbook: a longer notice from the employee favours the employer',
  'h2-saas-renewal-long-notice': 'the skeleton lets Customer terminate on 30 days\' notice, which also ends a renewal (the fallback, rightly)',
  'h2-license-revocable-at-will': 'the revocation at will is read (issue 11, TEST5 round), but the benign twin expects no issue where the licence playbook flags a licensee with no right of its own to end the licence',
};
