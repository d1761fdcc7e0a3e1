import { describe, expect, it } from 'vitest';
import { dpa, msa, services } from './adverse/contracts.js';
import { swap } from './adverse/sides.js';
import { bad, good, read, rows } from './judge-rows.js';

/*
 * Commercial round 18 (issue 11): classes of drafting the spent tenth hold-out (`test/adverse/holdout10.ts`) found
 * read as preferred on the MSA, SaaS and services playbooks, each in wordings written for this file (other verbs,
 * order, party names, US, English and Australian drafting) before the rules were changed, each with a benign twin
 * that shares its words. None of these sentences is a hold-out's own.
 */

const saasDoc = (clause: string) => msa({ title: 'SOFTWARE AS A SERVICE SUBSCRIPTION AGREEMENT', extra: clause });
const msaDoc = (clause: string) => msa({ extra: clause });
const servicesDoc = (clause: string) => services(clause);
const dpaPersonnel = (body: string) => swap(dpa('This Agreement prevails over the services agreement as to Personal Data.'), 'Personnel. Processor shall ensure that persons authorised to process Personal Data are bound by obligations of confidentiality.', `Personnel. ${body}`);

// ---- 1. One side changes a document the customer is bound by (a policy, a schedule, the scope or the rates) by its
// own act: "as it may amend it from time to time", "takes effect ... and the Customer's agreement is not required",
// "is taken to have accepted it unless it objects within three days" ----
rows('a document varied by the provider alone (msa/saas/services.unilateral_changes)', [
  [bad('saas', 'saas.unilateral_changes', saasDoc('Customer shall, and shall procure that its users, observe the Supplier\'s Platform Rules as updated by the Supplier from time to time and posted on its help centre.')),
    good('saas', 'saas.unilateral_changes', saasDoc('Customer shall, and shall procure that its users, observe the Supplier\'s Platform Rules in the form set out in Annex B; an update binds Customer only once both parties have signed it.'))],
  [bad('msa', 'msa.unilateral_changes', msaDoc('Provider may update the Service Catalogue and the Rate Card by publishing a new version on its customer portal. Each new version applies from the first day of the following month, and Customer\'s consent is not needed.')),
    good('msa', 'msa.unilateral_changes', msaDoc('Provider may propose updates to the Service Catalogue and the Rate Card by sending a new version to Customer. A new version applies only once Customer has approved it in a signed change request.'))],
  [bad('services', 'services.unilateral_changes', servicesDoc('Changes. The Provider may alter the scope of the Services or its hourly rates by notice to the Customer, and the Customer is taken to have accepted the alteration unless it objects in writing within three (3) Business Days.')),
    good('services', 'services.unilateral_changes', servicesDoc('Changes. The Provider may request an alteration to the scope of the Services or its hourly rates by notice to the Customer, and an alteration has effect only if the Customer approves it in a document both parties sign.'))],
  [bad('saas', 'saas.unilateral_changes', saasDoc('The Support Policy, as the Vendor may revise it at any time, forms part of this Agreement.')),
    good('saas', 'saas.unilateral_changes', saasDoc('The Support Policy, in the version attached at signing, forms part of this Agreement.'))],
]);

// ---- 2. Consent to an assignment deemed given when the customer stays silent (msa.assignment) ----
rows('consent to assignment deemed given by silence (msa.assignment)', [
  [bad('msa', 'msa.assignment', 'ASSIGNMENT\n\nNeither party may assign this Agreement without the prior written consent of the other, except that Customer shall be treated as having consented to an assignment by Supplier unless it objects in writing within seven (7) days of being told of it.'),
    good('msa', 'msa.assignment', 'ASSIGNMENT\n\nNeither party may assign this Agreement without the prior written consent of the other, such consent not to be unreasonably withheld, except that either party may assign it to a buyer of substantially all of its business on seven (7) days\' notice.')],
  [bad('msa', 'msa.assignment', 'Assignment. Vendor may assign this Agreement on ten (10) days\' written notice to Client, and Client\'s failure to object within that period constitutes its consent to the assignment. Client may not assign without Vendor\'s consent.'),
    good('msa', 'msa.assignment', 'Assignment. Neither Vendor nor Client may assign this Agreement without the other\'s written consent, and a failure to object to a proposed assignment does not constitute consent to it.')],
  [bad('msa', 'msa.assignment', 'Novation. The Supplier must not novate or assign this agreement without the Customer\'s consent, but the Customer is deemed to give that consent if it does not respond to the Supplier\'s request within five Business Days.'),
    good('msa', 'msa.assignment', 'Novation. The Supplier must not novate or assign this agreement without the Customer\'s consent, which the Customer may give or refuse in its absolute discretion within a reasonable time of the Supplier\'s request.')],
]);

// ---- 3. The customer bound to buy only from the provider (a requirements or sole-supplier clause) past the end of
// the agreement: a restraint on buying competing products after it (msa.non_compete); while the agreement runs it is the
// ordinary bargain of a supply agreement, not flagged (the lawyer-read suite's TEST11 supply agreement reads it so) ----
rows('the customer bound to buy only from the provider (msa.non_compete)', [
  [bad('msa', 'msa.non_compete', msaDoc('Exclusive supply. During the Term and for one (1) year thereafter, Client shall obtain all of its payroll processing services solely from Vendor.')),
    good('msa', 'msa.non_compete', msaDoc('Exclusive supply. Nothing in this Agreement obliges Client to obtain its payroll processing services solely from Vendor, whether during the Term or thereafter.'))],
  [bad('msa', 'msa.non_compete', msaDoc('Sole supplier. The Customer shall, for the duration of this Agreement and for two years after its expiry, use the Supplier as its sole and exclusive supplier of cloud hosting services.')),
    good('msa', 'msa.non_compete', msaDoc('Sole supplier. The Customer is not obliged to use the Supplier as its sole and exclusive supplier of cloud hosting services, during this Agreement or after its expiry.'))],
  [bad('msa', 'msa.non_compete', msaDoc('Requirements. The Customer must purchase all of its requirements for the Goods exclusively from the Supplier while this agreement is in force and for six months after it ends.')),
    good('msa', 'msa.non_compete', msaDoc('Requirements. The Customer must purchase all of its requirements for the Goods exclusively from the Supplier while this agreement is in force.'))],
]);

// ---- 4. Some of the processor's people taken out of the confidentiality duty: access "without any confidentiality
// agreement", or the duty that "does not extend to" contractors, agency or offshore staff (dpa.personnel_confidentiality) ----
rows('categories of the processor\'s people carved out of confidentiality (dpa.personnel_confidentiality)', [
  [bad('dpa', 'dpa.personnel_confidentiality', dpaPersonnel('The Processor shall ensure that its permanent employees who process Personal Data are bound by a duty of confidence. Sub-contractors and interim workers may be given access to the Personal Data without any confidentiality agreement.')),
    good('dpa', 'dpa.personnel_confidentiality', dpaPersonnel('The Processor shall ensure that its permanent employees who process Personal Data are bound by a duty of confidence. Sub-contractors and interim workers may be given access to the Personal Data only after signing a confidentiality agreement.'))],
  [bad('dpa', 'dpa.personnel_confidentiality', dpaPersonnel('Vendor will require its employees with access to Customer Personal Data to sign confidentiality agreements; this requirement does not extend to Vendor\'s independent contractors or offshore personnel.')),
    good('dpa', 'dpa.personnel_confidentiality', dpaPersonnel('Vendor will require its employees with access to Customer Personal Data to sign confidentiality agreements; this requirement extends to Vendor\'s independent contractors and offshore personnel.'))],
  [bad('dpa', 'dpa.personnel_confidentiality', dpaPersonnel('The Processor must ensure its staff are bound by confidentiality obligations, but that obligation does not apply to labour-hire workers or casual personnel engaged through agencies.')),
    good('dpa', 'dpa.personnel_confidentiality', dpaPersonnel('The Processor must ensure its staff are bound by confidentiality obligations, and that obligation applies equally to labour-hire workers and casual personnel engaged through agencies.'))],
]);

// Sentences of the same words that change nothing by one side's act (read on CUAD texts while the class was written):
// a document amended by its own attachments, a representative replaced with approval, a third party's consent not
// obtained, a customer's right to change what it asks for where mutual agreement is not required.
describe('not a document varied by the provider alone', () => {
  const t = (type: Parameters<typeof read>[0]['type'], check: string, text: string) => it(text.slice(0, 70), () => expect(read({ type, check, text }).position).not.toBe('unacceptable'));
  t('services', 'services.unilateral_changes', servicesDoc('Commissions. Commissions are as specified in the schedule of commissions in Exhibit A, as amended or supplemented by such attachments from time to time.'));
  t('msa', 'msa.unilateral_changes', msaDoc('Steering committee. Each party may replace its committee members at any time on written notice, but neither party may replace a member with a less senior person without the approval of the other.'));
  t('services', 'services.unilateral_changes', servicesDoc('Third-party consents. If any required consent is not obtained, the parties shall cooperate to agree an alternative arrangement for the affected services.'));
  t('saas', 'saas.unilateral_changes', saasDoc('Changes requested by Customer. Upon such mutual agreement (or, where mutual agreement is not required, upon notice of the changes Customer wants), Provider shall alter the hosting specification accordingly.'));
});

describe('not a document varied by the provider alone: the customer\'s own choice without the provider\'s consent', () => {
  it('an alternative supplier the customer may pick is no change of the terms', () => expect(read({ type: 'msa', check: 'msa.unilateral_changes', text: msaDoc('Second source. If the parties fail to agree a second supplier within thirty days, Customer may proceed with an alternative supplier of its choice without Provider\'s consent.') }).position).not.toBe('unacceptable'));
});
