/**
 * Tuning pairs for the readings added after the second blind hold-out (`holdout2.ts`) was scored: one or more per
 * rule change, in wording of their own (not the hold-out's sentences), each with a benign twin that shares its words.
 * These are fitted: the rules were written with them. Same shape as CASES.
 */
import type { AdverseCase } from './cases.js';
import { dpa, employment, lease, license, msa, services } from './contracts.js';
import { swap } from './holdout2.js';

const saas = (extra: string) => msa({ title: 'SUBSCRIPTION SERVICES AGREEMENT', extra });
const employmentTerminating = (body: string) => swap(employment('The Employee shall work from the Company\'s Seattle office.'), 'Termination', body);
const leaseRepairing = (body: string) => swap(lease('Tenant shall use the Premises only as offices.'), 'Repairs', body);

export const TUNING2: AdverseCase[] = [
  {
    id: 't2-dpa-processor-improves-own-services', pattern: 'position', type: 'dpa', check: 'dpa.instructions',
    adverse: { text: dpa('The Processor is entitled to use Personal Data to improve and develop its own services.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: dpa('The Processor shall not use Personal Data to improve or develop its own services.'), position: 'preferred', issue: false },
  },
  {
    id: 't2-dpa-sub-processor-added-uninformed', pattern: 'override', type: 'dpa', check: 'dpa.sub_processors',
    adverse: { text: dpa('The Processor is not required to inform the Controller before it adds a sub-processor.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: dpa('The Processor is required to inform the Controller before it adds a sub-processor, and the Controller may object.'), position: 'preferred', issue: false },
  },
  {
    id: 't2-dpa-kept-at-discretion', pattern: 'override', type: 'dpa', check: 'dpa.deletion_return',
    adverse: { text: dpa('The Processor may keep Personal Data at its sole discretion after the services end.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: dpa('The Processor may keep Personal Data after the services end only where Union law requires it, and shall delete it once that requirement lapses.'), position: 'preferred', issue: false },
  },
  {
    id: 't2-employment-no-overtime-unless-exempt', pattern: 'position', type: 'employment', check: 'employment.compensation',
    adverse: { text: employment('No overtime will be paid for work beyond the Employee\'s normal hours.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: employment('The Employee\'s position is classified as exempt, and no overtime will be paid for work beyond the Employee\'s normal hours.'), position: 'preferred', issue: false },
  },
  {
    id: 't2-employment-inventions-regardless-of-equipment', pattern: 'position', type: 'employment', check: 'employment.ip_assignment',
    adverse: { text: employment('The Employee agrees to assign to the Company all inventions made during the employment, regardless of whether they were made using the Company\'s equipment.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: employment('The Employee agrees to assign to the Company all inventions made during the employment using the Company\'s equipment, and none made entirely on the Employee\'s own time without it.'), position: 'preferred', issue: false },
  },
  {
    id: 't2-employment-resignation-notice', pattern: 'position', type: 'employment', check: 'employment.notice_period',
    adverse: { text: employmentTerminating('The employment continues until it ends in accordance with applicable law.'), outcome: 'not_mentioned', position: 'missing', issue: true },
    benign: { text: employmentTerminating('The Employee may resign, and the Company may end the employment, on two (2) months\' written notice.'), outcome: 'entailed', position: 'preferred', issue: false },
  },
  {
    id: 't2-lease-review-not-below-passing-rent', pattern: 'position', type: 'lease', check: 'lease.rent_increases',
    adverse: { text: lease('The rent shall be reviewed every three (3) years to the open market rent, but shall not be reduced below the rent payable before the review.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    // (an open-market review up or down is the playbook's own fallback, acceptable, not its preferred capped rise: people
    // round 19, as TEST14B's lawyer read the Irish lease's review)
    benign: { text: lease('The rent shall be reviewed every three (3) years to the open market rent, which may be higher or lower than the rent payable before the review.'), position: 'acceptable', issue: false },
  },
  {
    id: 't2-lease-tenant-keeps-exterior', pattern: 'role', type: 'lease', check: 'lease.repairs',
    adverse: { text: leaseRepairing('Tenant covenants to put and keep the Premises, including the exterior and the roof, in good repair.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: leaseRepairing('Tenant covenants to put and keep the interior of the Premises in good repair, and Landlord shall repair the exterior and the roof.'), position: 'preferred', issue: false },
  },
  {
    id: 't2-lease-deposit-ninety-days', pattern: 'position', type: 'lease', check: 'lease.deposit',
    adverse: { text: lease('Landlord shall refund the security deposit within ninety (90) days after Tenant vacates the Premises.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: lease('Landlord shall refund the security deposit within thirty (30) days after Tenant vacates the Premises, with a statement of any deductions.'), position: 'preferred', issue: false },
  },
  {
    id: 't2-lease-entry-any-purpose', pattern: 'position', type: 'lease', check: 'lease.landlord_access',
    adverse: { text: lease('The Landlord reserves a right of entry to the Premises at all hours for any purpose it considers appropriate.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: lease('The Landlord reserves a right of entry to the Premises during business hours on two (2) business days\' notice, and at any hour in an emergency.'), position: 'preferred', issue: false },
  },
  {
    id: 't2-lease-access-at-all-times', pattern: 'position', type: 'lease', check: 'lease.landlord_access',
    adverse: { text: lease('Landlord shall have access to the Premises at all times.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: lease('Landlord shall have access to the Premises at all reasonable times on prior notice, and at all times in an emergency.'), position: 'preferred', issue: false },
  },
  {
    id: 't2-saas-no-credits-below-target', pattern: 'polarity', type: 'saas', check: 'saas.service_levels',
    adverse: { text: saas('If availability falls below 99.9% in any month, Customer will not be eligible for service credits or any refund.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: saas('If availability falls below 99.9% in any month, Customer will receive service credits and will not be required to pay for that month.'), position: 'preferred', issue: false },
  },
  {
    id: 't2-saas-renewal-at-then-current-rates', pattern: 'position', type: 'saas', check: 'saas.price_increases',
    adverse: { text: saas('Each renewal term will be invoiced at Provider\'s then-current rates.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: saas('Each renewal term will be invoiced at Provider\'s then-current rates, which shall not exceed the rates of the prior term by more than three percent (3%).'), position: 'preferred', issue: false },
  },
  {
    id: 't2-saas-deleted-before-retrieval', pattern: 'position', type: 'saas', check: 'saas.data_protection',
    adverse: { text: saas('When the subscription ends, Provider may delete Customer Data without giving Customer an opportunity to retrieve it.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: saas('When the subscription ends, Provider will give Customer thirty (30) days to retrieve Customer Data before deleting it.'), position: 'preferred', issue: false },
  },
  {
    id: 't2-saas-suspension-without-cause', pattern: 'position', type: 'saas', check: 'saas.suspension',
    adverse: { text: saas('Provider reserves the right to suspend the Services without cause on notice to Customer.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: saas('Provider may suspend the Services if Customer\'s use breaches the acceptable use policy, after notice to Customer.'), position: 'preferred', issue: false },
  },
  {
    id: 't2-saas-suspension-at-its-option', pattern: 'position', type: 'saas', check: 'saas.suspension',
    adverse: { text: saas('Provider may, at its option, suspend Customer\'s access immediately and without notice.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: saas('Provider may suspend Customer\'s access immediately and without notice if Customer\'s use threatens the security of the Service.'), position: 'preferred', issue: false },
  },
  {
    id: 't2-saas-continuing-use-accepts-terms', pattern: 'position', type: 'saas', check: 'saas.unilateral_changes',
    adverse: { text: saas('By continuing to use the Service after an update, Customer is deemed to accept the updated Terms of Service.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: saas('Updated Terms of Service bind Customer only when Customer accepts them in a signed writing; continuing to use the Service is not acceptance.'), position: 'preferred', issue: false },
  },
  {
    id: 't2-saas-policy-change-with-exit', pattern: 'position', type: 'saas', check: 'saas.unilateral_changes',
    adverse: { text: saas('Provider may amend the acceptable use policy at any time.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: saas('Provider may amend the acceptable use policy on sixty (60) days\' notice, and Customer may terminate this Agreement without penalty if the change is materially adverse to it.'), position: 'acceptable', issue: false },
  },
  {
    id: 't2-license-not-even-affiliates', pattern: 'position', type: 'license', check: 'license.sublicensing',
    adverse: { text: license('Use by Others. Licensee may not sublicense the Licensed Software, and may not allow anyone else, even its affiliates or outsourcing providers, to use it.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: license('Use by Others. Licensee may not sublicense the Licensed Software, but may allow its affiliates and outsourcing providers to use it on its behalf.'), position: 'acceptable', issue: false },
  },
  {
    id: 't2-license-every-audit-at-licensee-cost', pattern: 'position', type: 'license', check: 'license.royalties_audit',
    adverse: { text: license('Audit. Licensor may inspect Licensee\'s records during business hours, and Licensee shall pay the full costs of each audit.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: license('Audit. Licensor may inspect Licensee\'s records during business hours, and Licensee shall pay the costs of an audit only if it shows an underpayment of more than five percent (5%).'), position: 'preferred', issue: false },
  },
  {
    id: 't2-services-paying-is-accepting', pattern: 'polarity', type: 'services', check: 'services.acceptance',
    adverse: { text: services('Payment. Payment of an invoice for a deliverable amounts to acceptance of that deliverable.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: { text: services('Payment. Payment of an invoice for a deliverable does not amount to acceptance of that deliverable.'), position: 'preferred', issue: false },
  },
];
