import { describe, expect, it } from 'vitest';
import { dpa, license, msa, services } from './adverse/contracts.js';
import { bad, good, read, row, rows } from './judge-rows.js';

/*
 * Commercial round 19 (issue 11), a checklist round: for the MSA, SaaS, licence, services and DPA checks other than
 * caps, indemnities and consequential loss, the ways a customer's, licensee's or controller's lawyer knows a term is
 * commonly made adverse, each written here in wordings of our own (other verbs, order, party names, US, English,
 * Australian and Canadian drafting) with a benign twin sharing its words, before the readers were changed. None of
 * these sentences is a hold-out's or a suite agreement's own.
 */

const saasDoc = (clause: string) => msa({ title: 'SOFTWARE AS A SERVICE SUBSCRIPTION AGREEMENT', extra: clause });
/** A SaaS agreement that already protects Customer Data, so that only the added clause can take the protection away. */
const saasData = (clause: string) => saasDoc(`Customer Data. Customer retains all rights in Customer Data. Provider shall protect Customer Data with industry-standard security measures and return it to Customer at the end of the term.\n\n${clause}`);
const msaDoc = (clause: string) => msa({ extra: clause });
const licenceDoc = (clause: string) => license('Use. Licensee shall use the Licensed Software in accordance with the Documentation.', clause);
/** A DPA whose security clause, or whose end-of-processing clause, is the one given. */
const dpaBase = () => dpa('Controller may give further instructions in writing.');
const dpaSecurity = (clause: string) => dpaBase().replace(/3\. Security\.[^\n]*/, `3. Security. ${clause}`);
const dpaEnd = (clause: string) => dpaBase().replace(/7\. End of Processing\.[^\n]*/, `7. End of Processing. ${clause}`);

// ---- 1. Price changes: a change for a renewal told long before it and avoidable (by not renewing, declining,
// terminating) is the fallback, whatever words give the notice; a short notice or no way out is not ----
rows('a price change on long notice with a way out is the fallback (saas/license.price_increases)', [
  [row('license', 'license.price_increases', licenceDoc('Renewal fees. The Licensor may change the fees for a Renewal Term by written notice given at least ten (10) days before the end of the then-current term.'), 'unacceptable'),
    row('license', 'license.price_increases', licenceDoc('Renewal fees. The Licensor may change the fees for a Renewal Term by written notice given at least ninety (90) days before the end of the then-current term, and the Licensee may then avoid the new fees by giving notice of non-renewal.'), 'acceptable')],
  [row('saas', 'saas.price_increases', saasDoc('Any revised Subscription Fees for a renewal period will be notified to the Customer no later than five days before the renewal date and apply automatically.'), 'unacceptable'),
    row('saas', 'saas.price_increases', saasDoc('Any revised Subscription Fees for a renewal period will be notified to the Customer no later than four months before the renewal date, and the Customer may decline the renewal by written notice before that date.'), 'acceptable')],
  [row('saas', 'saas.price_increases', saasDoc('The Supplier may revise its charges with effect from any date by giving the Customer written notice, and the revised charges bind the Customer from that date.'), 'unacceptable'),
    row('saas', 'saas.price_increases', saasDoc('The Supplier may revise its charges with effect from any renewal date by giving the Customer not less than three months\' written notice, in which case the Customer may elect not to renew.'), 'acceptable')],
]);

// ---- 2. An index with a floor and no ceiling: "the greater of 7% and CPI" rises without limit ----
rows('an increase by the greater of an index and a floor (saas/license.price_increases)', [
  [bad('saas', 'saas.price_increases', saasDoc('Price adjustment. On each anniversary of the Effective Date the Provider may increase the Fees by the greater of seven percent (7%) and the annual change in CPI.')),
    good('saas', 'saas.price_increases', saasDoc('Price adjustment. On each anniversary of the Effective Date the Provider may increase the Fees by the lesser of three percent (3%) and the annual change in CPI.'))],
  [bad('license', 'license.price_increases', licenceDoc('Indexation. The Licensor may raise the licence fees each year by the higher of the Retail Prices Index increase and 8 per cent.')),
    good('license', 'license.price_increases', licenceDoc('Indexation. The Licensor may raise the licence fees each year by the Retail Prices Index increase, capped at 3 per cent.'))],
  [bad('saas', 'saas.price_increases', saasDoc('Indexation. The Vendor may adjust its subscription fees annually by CPI or 6%, whichever is greater.')),
    good('saas', 'saas.price_increases', saasDoc('Indexation. The Vendor may adjust its subscription fees annually by CPI or 3%, whichever is less.'))],
]);

// ---- 3. The auto-renewal read where the renewal is: a fee sentence that names the notice of non-renewal as the way to
// avoid new fees renews nothing, and "may prevent a renewal by giving notice" stops one ----
describe('a renewal stopped by notice, and a fee sentence that only names the notice of non-renewal (auto_renewal)', () => {
  const renew = 'Term. This Agreement renews automatically for successive one-year terms after the initial term.';
  it('a renewal either party may prevent by notice is the fallback', () => expect(read({ type: 'license', check: 'license.auto_renewal', text: licenceDoc(`${renew} Either party may prevent a renewal by giving the other written notice at least sixty (60) days before the end of the current term.`) }).position).toBe('acceptable'));
  it('a renewal stopped only on six months\' notice is beyond the fallback', () => expect(read({ type: 'license', check: 'license.auto_renewal', text: licenceDoc(`${renew} The Licensee may stop a renewal by serving written notice at least one hundred and eighty (180) days before the end of the current term.`) })).toEqual({ position: 'unacceptable', issue: true }));
  it('a renewal nobody can stop is still unacceptable beside a fee sentence naming non-renewal', () => expect(read({ type: 'license', check: 'license.auto_renewal', text: licenceDoc(`${renew} The Licensor may change the fees for a Renewal Term by written notice, and the Licensee may then avoid the new fees by giving notice of non-renewal.`) }).position).toBe('unacceptable'));
  it('the fee sentence alone is no automatic renewal', () => expect(read({ type: 'license', check: 'license.auto_renewal', text: licenceDoc('Renewal fees. The Licensor may change the fees for a Renewal Term by written notice given at least ninety (90) days before the end of the then-current term, and the Licensee may then avoid the new fees by giving notice of non-renewal.') }).issue).toBe(false));
});

// ---- 4. The licensee's improvements made the licensor's without the word "assign": vesting, title passing, belonging,
// a trust, an exclusive licence back; a non-exclusive licence back is the fallback ----
rows('the licensee\'s improvements made the licensor\'s (license.improvements)', [
  [bad('license', 'license.improvements', licenceDoc('Improvements. All right, title and interest in any Improvements made by or for the Licensee shall vest in the Licensor on creation.')),
    good('license', 'license.improvements', licenceDoc('Improvements. All right, title and interest in any Improvements made by or for the Licensee shall vest in the Licensee on creation.'))],
  [bad('license', 'license.improvements', licenceDoc('Derivatives. Any modification or derivative work of the Licensed Software that Licensee creates shall form part of the Licensed Software and belong to Licensor.')),
    good('license', 'license.improvements', licenceDoc('Derivatives. Any modification or derivative work of the Licensed Software that Licensor creates shall form part of the Licensed Software and belong to Licensor.'))],
  [bad('license', 'license.improvements', licenceDoc('Enhancements. Licensee must promptly disclose to Licensor each enhancement it develops to the Licensed Software, and title to each such enhancement passes to Licensor upon its creation.')),
    good('license', 'license.improvements', licenceDoc('Enhancements. Licensee may disclose to Licensor any enhancement it develops to the Licensed Software, and title to each such enhancement remains with Licensee.'))],
  [bad('license', 'license.improvements', licenceDoc('Modifications. Title to all modifications of the Software developed by the Customer shall pass to the Licensor upon delivery.')),
    good('license', 'license.improvements', licenceDoc('Modifications. Title to all modifications of the Software developed by the Customer shall remain with the Customer upon delivery.'))],
  [bad('license', 'license.improvements', licenceDoc('Improvements. The Licensee hereby grants to the Licensor an exclusive, perpetual, irrevocable and royalty-free licence of every improvement or modification the Licensee makes to the Licensed Software.')),
    row('license', 'license.improvements', licenceDoc('Improvements. The Licensee hereby grants to the Licensor a non-exclusive, perpetual, irrevocable and royalty-free licence of every improvement or modification the Licensee makes to the Licensed Software.'), 'acceptable')],
]);
describe('improvements the licensee keeps', () => {
  it('held on trust for the licensor is the licensor\'s', () => expect(read({ type: 'license', check: 'license.improvements', text: licenceDoc('Improvements. The Licensee shall hold all of its Improvements on trust for the Licensor and shall, at the Licensor\'s request, assign them to the Licensor.') }).position).toBe('unacceptable'));
  it('the licensee owning its improvements while the software stays the licensor\'s is not', () => expect(read({ type: 'license', check: 'license.improvements', text: licenceDoc('Improvements. The Licensee owns its Improvements, and title to the Licensed Software itself remains vested in the Licensor.') }).position).toBe('preferred'));
});

// ---- 5. A licence warranty too short: under thirty days is below the fallback, thirty days to three months is it ----
rows('a performance warranty shorter than the fallback (license.warranty)', [
  [bad('license', 'license.warranty', licenceDoc('Warranty. Licensor warrants that the Licensed Software will perform materially in accordance with the Documentation for fourteen (14) days after delivery.')),
    good('license', 'license.warranty', licenceDoc('Warranty. Licensor warrants that the Licensed Software will perform materially in accordance with the Documentation for one hundred and eighty (180) days after delivery.'))],
  [bad('license', 'license.warranty', licenceDoc('Limited warranty. For a period of seven days following installation, the Licensor warrants that the Software will be free from material defects; Licensee must report any defect within that period.')),
    good('license', 'license.warranty', licenceDoc('Limited warranty. For a period of twelve months following installation, the Licensor warrants that the Software will be free from material defects; Licensee must report any defect within seven days of finding it.'))],
  [bad('license', 'license.warranty', licenceDoc('Limited warranty. The Licensor warrants that, during the first ten (10) days from the date of delivery, the Software will conform to its Specifications.')),
    row('license', 'license.warranty', licenceDoc('Limited warranty. The Licensor warrants that, during the first thirty (30) days from the date of delivery, the Software will conform to its Specifications.'), 'acceptable')],
]);
describe('a warranty of thirty days to three months is the fallback', () => {
  it('forty-five days', () => expect(read({ type: 'license', check: 'license.warranty', text: licenceDoc('Warranty. Licensor warrants that the Licensed Software will perform materially in accordance with the Documentation for forty-five (45) days after delivery.') })).toEqual({ position: 'acceptable', issue: false }));
  it('two months', () => expect(read({ type: 'license', check: 'license.warranty', text: licenceDoc('Warranty. The Software is warranted to operate substantially as described in the user guide for two months from acceptance.') })).toEqual({ position: 'acceptable', issue: false }));
  it('a twelve-month warranty with a five-day reporting window stays preferred', () => expect(read({ type: 'license', check: 'license.warranty', text: licenceDoc('Warranty. The Software is warranted to operate substantially as described in the user guide for twelve months from acceptance; defects notified within 5 days of discovery will be corrected.') }).position).toBe('preferred'));
});

// ---- 6. A no-hire fee as large as the person's first year's pay, for taking staff on as employees or contractors ----
rows('a fee of a first year\'s pay for engaging the provider\'s people (services.non_solicitation)', [
  [bad('services', 'services.non_solicitation', services('Personnel. Should the Customer engage any member of the Provider\'s staff within one year after the Services end, it shall pay the Provider a placement fee equal to the person\'s first year\'s remuneration.')),
    good('services', 'services.non_solicitation', services('Personnel. Should the Customer engage any member of the Provider\'s staff within one year after the Services end, it shall pay the Provider a placement fee equal to fifteen per cent of the person\'s first year\'s remuneration.'), 'acceptable')],
  [bad('services', 'services.non_solicitation', services('Personnel. Where the Client engages, whether as an employee or a contractor, any of the Provider\'s personnel during the engagement or for six months after it, the Client will pay the Provider a fee equivalent to that individual\'s first year\'s gross salary.')),
    good('services', 'services.non_solicitation', services('Personnel. Where the Client engages, whether as an employee or a contractor, any of the Provider\'s personnel during the engagement or for six months after it, the Client will pay the Provider a fee equivalent to twenty per cent of that individual\'s first year\'s gross salary.'), 'acceptable')],
  [bad('services', 'services.non_solicitation', services('Staff. If the Customer engages any Provider staff member within 12 months of the end of the Services, the Customer must pay the Provider an amount equal to the staff member\'s full first-year remuneration.')),
    good('services', 'services.non_solicitation', services('Staff. If the Customer engages any Provider staff member within 12 months of the end of the Services, the Customer must pay the Provider an amount equal to a quarter of the staff member\'s first-year remuneration.'), 'acceptable')],
]);

// ---- 7. The agreement novated or transferred by the provider on notice alone ----
rows('the provider novates or transfers the agreement on notice alone (msa/services.assignment)', [
  [bad('msa', 'msa.assignment', msaDoc('Transfer. Provider may novate this Agreement to any entity of its choosing by giving Customer notice.')),
    good('msa', 'msa.assignment', msaDoc('Transfer. Provider may novate this Agreement to an entity that acquires all or substantially all of its business by giving Customer notice, provided the entity is not a competitor of Customer.'))],
  [bad('services', 'services.assignment', services('Novation. The Provider may transfer this Agreement to a third party on thirty days\' written notice to the Customer.')),
    good('services', 'services.assignment', services('Novation. The Provider may transfer this Agreement to a third party only with the Customer\'s prior written consent, which the Customer may give or refuse on thirty days\' written notice.'))],
  [bad('msa', 'msa.assignment', msaDoc('Transfer. Supplier has the right to novate this Agreement upon written notice to Customer, and Customer shall sign any novation deed Supplier reasonably requires.')),
    good('msa', 'msa.assignment', msaDoc('Transfer. Supplier may novate this Agreement only with Customer\'s prior written consent, and Customer shall sign any novation deed it has consented to.'))],
]);

// ---- 8. SaaS: data derived from Customer Data kept or used as the provider's own; sub-processors engaged untold ----
rows('customer data exposed through derived data or untold sub-processors (saas.data_protection)', [
  [bad('saas', 'saas.data_protection', saasData('Aggregated Data. The Provider may collect, aggregate and de-identify Customer Data and use, disclose and commercialise the resulting data for any purpose, during and after the term.')),
    good('saas', 'saas.data_protection', saasData('Aggregated Data. The Provider may compile aggregated statistics about use of the Service, which contain no Customer Data, and use them only to operate and improve the Service.'))],
  [bad('saas', 'saas.data_protection', saasData('Anonymised data. Customer agrees that Supplier may retain anonymised or de-identified copies of Customer Data after termination and use them indefinitely for its own purposes.')),
    good('saas', 'saas.data_protection', saasData('Anonymised data. Supplier shall delete Customer Data on termination and shall not retain anonymised or de-identified copies of it for its own purposes.'))],
  [bad('saas', 'saas.data_protection', saasData('Data. The Provider owns all Aggregated Data, meaning data derived from Customer Data and combined with data of other customers, and may exploit it without restriction.')),
    good('saas', 'saas.data_protection', saasData('Data. The Customer owns all Aggregated Data, meaning data derived from Customer Data and combined with data of other customers, and the Provider may exploit it without restriction only with the Customer\'s consent.'))],
  [bad('saas', 'saas.data_protection', saasData('Subprocessors. Provider may engage any subprocessor to process Customer Data without notice to Customer.')),
    good('saas', 'saas.data_protection', saasData('Subprocessors. Provider may engage subprocessors to process Customer Data on thirty days\' notice to Customer, who may object.'))],
]);

// ---- 9. DPA security measures the processor may change at will, with no floor ----
rows('security measures the processor may change at will (dpa.security)', [
  [bad('dpa', 'dpa.security', dpaSecurity('Processor shall implement the technical and organisational measures described on its website at trust.cloudnine.example, as the Processor may update them from time to time.')),
    good('dpa', 'dpa.security', dpaSecurity('Processor shall implement the technical and organisational measures described on its website at trust.cloudnine.example, as the Processor may update them from time to time, provided that no update materially lowers the overall level of security.'))],
  [bad('dpa', 'dpa.security', dpaSecurity('The Processor shall apply the security measures in Annex II. The Processor may change those measures from time to time without the Controller\'s approval.')),
    good('dpa', 'dpa.security', dpaSecurity('The Processor shall apply the security measures in Annex II. The Processor may change those measures from time to time, but no change may reduce the protection Annex II gives.'))],
  [bad('dpa', 'dpa.security', dpaSecurity('Vendor shall protect Personal Data with the security measures in its Security Standards, which Vendor may revise unilaterally.')),
    good('dpa', 'dpa.security', dpaSecurity('Vendor shall protect Personal Data with the security measures in its Security Standards, which Vendor may revise to strengthen them.'))],
]);
describe('not security changed at will', () => {
  it('the controller changing its own instructions', () => expect(read({ type: 'dpa', check: 'dpa.security', text: dpaSecurity('Processor shall implement appropriate technical and organisational measures; the Controller may change its instructions on security at any time.') }).position).toBe('preferred'));
  it('measures "as updated in accordance with clause 5", the clause that keeps the floor', () => expect(read({ type: 'dpa', check: 'dpa.security', text: dpaSecurity('Processor shall implement the technical and organisational security measures in its Security Overview, as updated from time to time in accordance with clause 5.') }).position).toBe('preferred'));
});

// ---- 10. DPA deletion: kept on the processor's own terms (its retention policy, backups without limit, at its
// option, for as long as its business needs) ----
rows('personal data kept on the processor\'s own terms (dpa.deletion_return)', [
  [bad('dpa', 'dpa.deletion_return', dpaEnd('At the end of the services, Processor shall delete or return Personal Data in accordance with its data retention policy as in force from time to time.')),
    good('dpa', 'dpa.deletion_return', dpaEnd('At the end of the services, Processor shall delete or return Personal Data at Controller\'s choice, in accordance with Controller\'s written instructions.'))],
  [bad('dpa', 'dpa.deletion_return', dpaEnd('On termination, the Processor shall delete the Personal Data, except that copies held in backup systems may be kept indefinitely.')),
    good('dpa', 'dpa.deletion_return', dpaEnd('On termination, the Processor shall delete the Personal Data, except that copies held in backup systems may be kept until overwritten in the ordinary backup cycle, and in any event no longer than ninety (90) days.'))],
  [bad('dpa', 'dpa.deletion_return', dpaEnd('Upon expiry, the data importer shall, at its option, delete the Personal Data or retain it subject to these Clauses.')),
    good('dpa', 'dpa.deletion_return', dpaEnd('Upon expiry, the data importer shall, at the option of the data exporter, delete the Personal Data or return it to the data exporter.'))],
  [bad('dpa', 'dpa.deletion_return', dpaEnd('After the engagement ends, Customer Personal Data will be retained or disposed of in line with the Service Provider\'s records-management policies.')),
    good('dpa', 'dpa.deletion_return', dpaEnd('After the engagement ends, Customer Personal Data will be returned or disposed of in line with the Customer\'s records-management policies.'))],
  [bad('dpa', 'dpa.deletion_return', dpaEnd('Vendor will delete Customer Personal Data within 30 days after termination, save that Vendor may keep archived copies for as long as its business needs require.')),
    good('dpa', 'dpa.deletion_return', dpaEnd('Vendor will delete Customer Personal Data within 30 days after termination, save that Vendor may keep archived copies for as long as applicable law requires.'))],
]);

// ---- 11. Assignment to anyone, the affiliates or successors named only as examples of "any person" ----
rows('assignment to any person, exceptions named only as examples (msa/services.assignment)', [
  [bad('services', 'services.assignment', services('Assignment. The Provider may assign or novate this Agreement to any person, including an Affiliate or a buyer of its business, without the Customer\'s consent.')),
    good('services', 'services.assignment', services('Assignment. The Provider may assign or novate this Agreement to an Affiliate or a buyer of its business without the Customer\'s consent, but to no other person.'))],
  [bad('msa', 'msa.assignment', msaDoc('Transfer. Supplier is free to transfer this Agreement to any third party, whether or not an affiliate of Supplier, and need not obtain Customer\'s approval.')),
    good('msa', 'msa.assignment', msaDoc('Transfer. Supplier may transfer this Agreement to any third party, whether or not an affiliate of Supplier, only with Customer\'s prior written approval.'))],
  [bad('services', 'services.assignment', services('Transfer of contract. The Supplier has the right to transfer this Agreement to any company, including a related body corporate or a financier, without the Customer\'s consent.')),
    good('services', 'services.assignment', services('Transfer of contract. The Supplier has the right to transfer this Agreement to any company, including a related body corporate or a financier, only with the Customer\'s prior written consent.'))],
]);

// ---- 12. A no-hire that reaches every hire however made, or prices it at a year's pay in words ----
rows('a no-hire over a long list of ways to hire, or at a year\'s pay in words (services.non_solicitation)', [
  [bad('services', 'services.non_solicitation', services('Personnel. For eighteen months after the Services end, the Customer shall not hire, engage or contract with, whether directly or through any recruitment agency or intermediary, any employee of the Provider.')),
    good('services', 'services.non_solicitation', services('Personnel. During the Services only, the Customer shall not hire, engage or contract with, whether directly or through any recruitment agency or intermediary, any employee of the Provider.'), 'acceptable')],
  [bad('services', 'services.non_solicitation', services('Staff. If the Customer hires any of the Provider\'s staff within six months after the Services end, it shall pay the Provider a fee of one hundred per cent (100%) of that person\'s annual salary.')),
    good('services', 'services.non_solicitation', services('Staff. If the Customer hires any of the Provider\'s staff within six months after the Services end, it shall pay the Provider a fee of twenty per cent (20%) of that person\'s annual salary.'), 'acceptable')],
  [bad('services', 'services.non_solicitation', services('Staff. If the Client employs any of the Provider\'s consultants within six months after the Services end, the Client will pay a fee of seventy-five percent of that consultant\'s annual remuneration.')),
    good('services', 'services.non_solicitation', services('Staff. If the Client employs any of the Provider\'s consultants within six months after the Services end, the Client will pay a fee of fifteen percent of that consultant\'s annual remuneration.'), 'acceptable')],
]);

// ---- 13. The choice at the end given to the processor, or retention for as long as it thinks fit ----
rows('the processor chooses to keep the data at the end (dpa.deletion_return)', [
  [bad('dpa', 'dpa.deletion_return', dpaEnd('At the end of the services, the data importer shall, at the choice of the data importer, delete all personal data or retain it subject to these Clauses.')),
    good('dpa', 'dpa.deletion_return', dpaEnd('At the end of the services, the data importer shall, at the choice of the data exporter, delete all personal data or return it to the data exporter.'))],
  [bad('dpa', 'dpa.deletion_return', dpaEnd('On termination the Processor will return the Personal Data or, at the election of the Processor, keep it for as long as the Processor deems appropriate.')),
    good('dpa', 'dpa.deletion_return', dpaEnd('On termination the Processor will return the Personal Data or, at the election of the Controller, keep it for as long as the Controller deems appropriate.'))],
  [bad('dpa', 'dpa.deletion_return', dpaEnd('When the Services end, Vendor shall delete Customer Personal Data, but may store copies for as long as Vendor thinks useful.')),
    good('dpa', 'dpa.deletion_return', dpaEnd('When the Services end, Vendor shall delete Customer Personal Data, but may store copies for as long as Vendor considers necessary to comply with applicable law.'))],
]);
