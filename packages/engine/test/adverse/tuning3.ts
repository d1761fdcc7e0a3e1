/**
 * Tuning pairs for the readings added after the third blind hold-out (`holdout3.ts`) was scored: one or more per rule
 * change, in wording of their own (not the hold-out's sentences), each with a benign twin that shares its words. These
 * are fitted: the rules were written with them. Same shape as CASES.
 */
import type { AdverseCase, Side } from './cases.js';
import { consulting, dpa, employment, lease, license, msa, services } from './contracts.js';
import { swap } from './holdout2.js';

const bad = (text: string): Side => ({ text, outcome: 'contradicted', position: 'unacceptable', issue: true });
const good = (text: string): Side => ({ text, position: ['preferred', 'acceptable'], issue: false });

const dpaWith = (heading: string, body: string) => swap(dpa('This Agreement prevails over the services agreement as to Personal Data.'), heading, body);
const employmentWith = (heading: string, body: string) => swap(employment('The Employee shall work from the Company\'s Denver office.'), heading, body);
const leaseWith = (heading: string, body: string) => swap(lease('Tenant shall use the Premises only as a veterinary clinic.'), heading, body);
const saas = (extra: string) => msa({ title: 'HOSTED SOFTWARE SUBSCRIPTION AGREEMENT', extra });
const servicesWith = (heading: string, body: string) => swap(services('Notices. Notices shall be sent by email to the addresses in the Statement of Work.'), heading, body);

export const TUNING3: AdverseCase[] = [
  // DPA
  {
    id: 't3-dpa-breach-follow-up-report', pattern: 'position', type: 'dpa', check: 'dpa.breach_notification',
    adverse: bad(dpaWith('Breaches', 'Processor shall report a Personal Data Breach to Controller within ten (10) working days of detecting it.')),
    benign: good(dpaWith('Breaches', 'Processor shall report a Personal Data Breach to Controller within twenty-four (24) hours of detecting it and shall send a full incident analysis within ten (10) working days thereafter.')),
  },
  {
    id: 't3-dpa-sub-processor-emergency-swap', pattern: 'position', type: 'dpa', check: 'dpa.sub_processors',
    adverse: bad(dpaWith('Sub-processors', 'Processor may add or replace sub-processors without notice to Controller.')),
    benign: good(dpaWith('Sub-processors', 'Processor may replace a failing sub-processor without notice to Controller, provided that Processor informs Controller within three (3) days, after which Controller may object to the replacement.')),
  },
  {
    id: 't3-dpa-certificate-only-audit', pattern: 'position', type: 'dpa', check: 'dpa.audits',
    adverse: bad(dpaWith('Audits', 'Processor\'s current SOC 2 report is the only means of demonstrating Processor\'s compliance with this Agreement.')),
    benign: good(dpaWith('Audits', 'Processor\'s current SOC 2 report is one means of demonstrating compliance; Controller may also audit Processor on reasonable notice.')),
  },
  {
    id: 't3-dpa-no-onsite-audit', pattern: 'position', type: 'dpa', check: 'dpa.audits',
    adverse: bad(dpaWith('Audits', 'Processor shall answer Controller\'s written security questionnaires, and no on-site audit shall be permitted.')),
    benign: good(dpaWith('Audits', 'Processor shall answer Controller\'s written security questionnaires, and no on-site audit shall be permitted more than once in any calendar year.')),
  },
  {
    id: 't3-dpa-processing-for-own-products', pattern: 'position', type: 'dpa', check: 'dpa.instructions',
    adverse: bad(dpaWith('Processing', 'Processor shall process Personal Data as Controller instructs and shall also use it to develop its own products.')),
    benign: good(dpaWith('Processing', 'Processor shall process Personal Data only as Controller instructs in writing and shall not use it to develop its own products.')),
  },
  {
    id: 't3-dpa-instructions-named', pattern: 'position', type: 'dpa', check: 'dpa.instructions',
    adverse: bad(dpaWith('Processing', 'Processor will use Personal Data for any purpose connected with its business.')),
    benign: good(dpaWith('Processing', 'Processor will process Personal Data on Controller\'s written instructions, and for no other purpose.')),
  },
  {
    id: 't3-dpa-hosted-wherever', pattern: 'position', type: 'dpa', check: 'dpa.international_transfers',
    adverse: bad(dpaWith('Transfers', 'Processor may host Personal Data in any jurisdiction where its data centres are located.')),
    benign: good(dpaWith('Transfers', 'Processor may host Personal Data in any jurisdiction where its data centres are located, provided that each transfer outside the EEA is covered by the Standard Contractual Clauses.')),
  },
  {
    id: 't3-dpa-measures-withdrawn', pattern: 'position', type: 'dpa', check: 'dpa.security',
    adverse: bad(dpaWith('Security', 'Processor applies the security measures in Annex B, which Processor may withdraw or replace from time to time.')),
    benign: good(dpaWith('Security', 'Processor applies the security measures in Annex B, which Processor may replace from time to time with measures that are no less protective.')),
  },
  {
    id: 't3-dpa-no-commitment-on-security', pattern: 'position', type: 'dpa', check: 'dpa.security',
    adverse: bad(dpaWith('Security', 'Processor makes no commitment regarding the security of Personal Data beyond what its general terms of service describe.')),
    benign: good(dpaWith('Security', 'Processor commits to the security of Personal Data as described in Annex B and shall implement appropriate technical and organisational measures.')),
  },

  // paraphrases probed after the fixes above (fitted like the rest)
  {
    id: 't3-dpa-audit-limited-to-certificate', pattern: 'position', type: 'dpa', check: 'dpa.audits',
    adverse: bad(dpaWith('Audits', 'The Controller\'s right of audit is limited exclusively to reviewing the Processor\'s ISO 27001 certificate.')),
    benign: good(dpaWith('Audits', 'The Controller\'s right of audit is not limited to reviewing the Processor\'s ISO 27001 certificate and includes inspections on notice.')),
  },
  {
    id: 't3-dpa-measures-discontinued', pattern: 'position', type: 'dpa', check: 'dpa.security',
    adverse: bad(dpaWith('Security', 'Processor may discontinue any of the security measures in Annex B at any time.')),
    benign: good(dpaWith('Security', 'Processor may discontinue a security measure in Annex B only if it replaces it with an equally protective one.')),
  },
  {
    id: 't3-dpa-hosted-anywhere', pattern: 'position', type: 'dpa', check: 'dpa.international_transfers',
    adverse: bad(dpaWith('Transfers', 'Processor can host Personal Data anywhere in the world.')),
    benign: good(dpaWith('Transfers', 'Processor can host Personal Data anywhere in the EEA and shall not transfer it outside the EEA without Controller\'s prior written consent.')),
  },

  // Employment (employer side)
  {
    id: 't3-emp-employer-long-notice', pattern: 'position', type: 'employment', check: 'employment.notice_period',
    adverse: bad(employmentWith('Termination', 'The Employee may end the employment on two (2) weeks\' notice. The employer may terminate the employment only with eighteen (18) months\' prior written notice.')),
    benign: good(employmentWith('Termination', 'The Employee may end the employment on two (2) weeks\' notice. The employer may terminate the employment with one (1) month\'s prior written notice.')),
  },
  {
    id: 't3-emp-cause-only-final-judgment', pattern: 'position', type: 'employment', check: 'employment.termination_for_cause',
    adverse: bad(employmentWith('Termination', 'Either party may terminate the employment on one (1) month\'s written notice. The Company may dismiss the Employee for cause only where a criminal conviction has been entered against the Employee and all rights of appeal have expired.')),
    benign: good(employmentWith('Termination', 'Either party may terminate the employment on one (1) month\'s written notice. The Company may dismiss the Employee for cause, including for a criminal conviction, whether or not rights of appeal remain.')),
  },
  {
    id: 't3-emp-cause-means-solely', pattern: 'position', type: 'employment', check: 'employment.termination_for_cause',
    adverse: bad(employment('For this Agreement, "Cause" means solely the Employee\'s wilful theft of Company property.')),
    benign: good(employment('For this Agreement, "Cause" means the Employee\'s theft of Company property, gross misconduct or material breach of this Agreement.')),
  },
  {
    id: 't3-emp-work-vests-in-employee', pattern: 'role', type: 'employment', check: 'employment.ip_assignment',
    adverse: bad(swap(employment('The Employee shall work from home two days a week.'), 'Inventions', 'All intellectual property in the software and designs written by the Employee shall vest in the Employee, and the Company may use them while the employment lasts.')),
    benign: good(swap(employment('The Employee shall work from home two days a week.'), 'Inventions', 'All intellectual property in the software and designs written by the Employee in the course of employment shall vest in the Company; software the Employee wrote before the employment shall vest in the Employee.')),
  },
  {
    id: 't3-emp-confidentiality-expires', pattern: 'position', type: 'employment', check: 'employment.confidentiality',
    adverse: bad(swap(employment('The Employee shall comply with the Company\'s code of conduct.'), 'Confidentiality', 'The Employee shall keep the Company\'s confidential information secret, and these obligations expire on the termination of the employment.')),
    benign: good(swap(employment('The Employee shall comply with the Company\'s code of conduct.'), 'Confidentiality', 'The Employee shall keep the Company\'s confidential information secret, and these obligations survive the termination of the employment.')),
  },
  {
    id: 't3-emp-non-solicit-lapses-on-dismissal', pattern: 'disapplied', type: 'employment', check: 'employment.non_solicit',
    adverse: bad(employment('The non-solicitation covenant in Section 5 lapses on any dismissal of the Employee by the Company.')),
    benign: good(employment('The non-solicitation covenant in Section 5 continues on any dismissal of the Employee by the Company.')),
  },
  {
    id: 't3-emp-non-compete-falls-away', pattern: 'disapplied', type: 'employment', check: 'employment.non_compete',
    adverse: bad(employment('For six (6) months after the employment ends, the Employee shall not work for a competitor of the Company. This non-compete shall be void if the Company terminates the employment without cause.')),
    benign: good(employment('For six (6) months after the employment ends, the Employee shall not work for a competitor of the Company. This non-compete shall be binding even if the Company terminates the employment without cause.')),
  },

  {
    id: 't3-emp-cause-limited-solely', pattern: 'position', type: 'employment', check: 'employment.termination_for_cause',
    adverse: bad(employment('"Cause" is limited solely to a conviction for fraud.')),
    benign: good(employment('"Cause" includes a conviction for fraud, gross misconduct and a material breach of this Agreement.')),
  },

  // Lease (tenant side)
  {
    id: 't3-lease-rent-revised-by-landlords-valuer', pattern: 'position', type: 'lease', check: 'lease.rent_increases',
    adverse: bad(lease('On the fifth anniversary the rent shall be revised to the figure fixed by a valuer appointed by Landlord.')),
    benign: good(lease('On the fifth anniversary the rent shall be revised to the figure fixed by a valuer appointed by Landlord and Tenant jointly, but by no more than 4%.')),
  },
  {
    id: 't3-lease-renewal-needs-landlord-approval', pattern: 'position', type: 'lease', check: 'lease.renewal_option',
    adverse: bad(lease('Tenant may extend the term for an additional term of three (3) years, subject to Landlord\'s sole approval.')),
    benign: good(lease('Tenant may extend the term for an additional term of three (3) years by notice given six (6) months before expiry.')),
  },
  {
    id: 't3-lease-renewal-landlord-refuses', pattern: 'position', type: 'lease', check: 'lease.renewal_option',
    adverse: bad(lease('Tenant shall have the option to renew for a further term of five (5) years. Landlord may decline any renewal in its unfettered discretion.')),
    benign: good(lease('Tenant shall have the option to renew for a further term of five (5) years. Landlord may decline a renewal only if Tenant is then in default.')),
  },
  {
    id: 't3-lease-renewal-refused-on-a-ground', pattern: 'position', type: 'lease', check: 'lease.renewal_option',
    adverse: bad(lease('Tenant shall have the option to renew for a further term of five (5) years. Landlord may refuse any renewal in its sole discretion.')),
    benign: good(lease('Tenant shall have the option to renew for a further term of five (5) years. Landlord may refuse any renewal in its sole discretion if Tenant has been in default during the Term.')),
  },
  {
    id: 't3-lease-no-alienation-at-all', pattern: 'position', type: 'lease', check: 'lease.assignment_subletting',
    adverse: bad(leaseWith('Assignment', 'Lessee may not sublet the Premises or assign this Lease in whole or in part, and any purported transfer is null.')),
    benign: good(leaseWith('Assignment', 'Lessee may not sublet the Premises or assign this Lease in whole or in part without Lessor\'s consent, which Lessor shall not unreasonably withhold.')),
  },
  {
    id: 't3-lease-entry-emergency-first', pattern: 'position', type: 'lease', check: 'lease.landlord_access',
    adverse: bad(lease('Landlord may enter the premises without notice whenever Landlord wishes.')),
    benign: good(lease('Landlord may enter the premises on reasonable notice; in case of emergency, Landlord may enter the premises without notice.')),
  },

  // SaaS (customer side)
  {
    id: 't3-saas-client-content-licensed', pattern: 'position', type: 'saas', check: 'saas.data_protection',
    adverse: bad(saas('Customer grants Provider an irrevocable licence to reproduce and distribute Customer Content.')),
    benign: good(saas('Customer grants Provider a licence to reproduce Customer Content solely to host it for Customer, and Provider shall keep Customer Content confidential.')),
  },
  {
    id: 't3-saas-rates-raised', pattern: 'position', type: 'saas', check: 'saas.price_increases',
    adverse: bad(saas('Provider may raise its rates on giving Customer fifteen (15) days\' notice.')),
    benign: good(saas('Provider may raise its rates only by mutual written agreement of the parties.')),
  },
  {
    id: 't3-saas-suspended-on-own-opinion', pattern: 'position', type: 'saas', check: 'saas.suspension',
    adverse: bad(saas('Provider may suspend the account where Provider determines, in its absolute discretion, that Customer is in violation of any provision of this Agreement.')),
    benign: good(saas('Provider may suspend the account where Customer is in material violation of the acceptable use policy and fails to cure it within ten (10) days of notice.')),
  },

  // Services and consulting (client side)
  {
    id: 't3-svc-accepted-when-delivered', pattern: 'position', type: 'services', check: 'services.acceptance',
    adverse: bad(servicesWith('Acceptance', 'Each deliverable is deemed to be accepted by Customer at the time it is delivered.')),
    benign: good(servicesWith('Acceptance', 'Each deliverable is deemed to be accepted by Customer only after it passes the acceptance tests in the Statement of Work.')),
  },
  {
    id: 't3-svc-no-insurance-duty', pattern: 'position', type: 'services', check: 'services.insurance',
    adverse: bad(servicesWith('Insurance', 'Provider is under no obligation to carry insurance of any kind.')),
    benign: good(servicesWith('Insurance', 'Provider is under no obligation to carry insurance in excess of the $2,000,000 professional indemnity cover it shall maintain.')),
  },
  {
    id: 't3-svc-insurance-need-not', pattern: 'position', type: 'services', check: 'services.insurance',
    adverse: bad(servicesWith('Insurance', 'Provider need not maintain any insurance.')),
    benign: good(servicesWith('Insurance', 'Provider shall maintain professional indemnity insurance of $2,000,000 and need not maintain any insurance beyond it.')),
  },
  {
    id: 't3-cons-on-clients-payroll', pattern: 'role', type: 'consulting', check: 'consulting.independent_contractor',
    adverse: bad(consulting('The Company will deduct payroll taxes from all payments due to the Consultant, as it does for its staff.')),
    benign: good(consulting('The Company will not deduct payroll taxes from any payments due to the Consultant, who is an independent contractor.')),
  },

  // the third hold-out's lapse in the next sentence, in other wording (fitted after that miss was known)
  {
    id: 't3-emp-confidentiality-such-duty-ceases', pattern: 'position', type: 'employment', check: 'employment.confidentiality',
    adverse: bad(employmentWith('Confidentiality', 'The Employee shall keep confidential the customer lists and pricing of the Company. Such duty will cease upon the termination of the Employee\'s employment.')),
    benign: good(employmentWith('Confidentiality', 'The Employee shall keep confidential the customer lists and pricing of the Company. Such duty will continue after the termination of the Employee\'s employment.')),
  },

  // the third hold-out's non-compete whose other duration belongs to another clause, in other wording (fitted after
  // that miss was known)
  {
    id: 't3-emp-noncompete-other-sections-period', pattern: 'position', type: 'employment', check: 'employment.non_compete',
    // a covenant too long is still a covenant (entailed), beyond the fallback
    adverse: { text: employmentWith('Covenants', 'For two (2) years after the employment ends, the Employee shall not work for any competitor of the Company in Colorado; nothing here affects Section 5, which restricts solicitation for three (3) months after the employment ends.'), outcome: 'entailed', position: 'unacceptable', issue: true },
    benign: good(employmentWith('Covenants', 'For three (3) months after the employment ends, the Employee shall not work for any competitor of the Company in Colorado; nothing here affects Section 5, which restricts solicitation for two (2) years after the employment ends.')),
  },

  // Eighth round: short agreements the service-side drafts still misread (customer data, suspension, services terms)
  {
    id: 't3-saas-content-trains-models', pattern: 'position', type: 'saas', check: 'saas.data_protection',
    adverse: bad(saas('Provider may use Customer Content to train its machine-learning models and for any other lawful purpose.')),
    benign: good(saas('Provider may use Customer Content only to provide the Service to Customer, and shall keep it confidential.')),
  },
  {
    id: 't3-saas-breach-notice-after-review', pattern: 'position', type: 'saas', check: 'saas.data_protection',
    adverse: bad(saas('Provider shall protect Customer Data with industry-standard security measures. Provider shall notify Customer of any unauthorised access to Customer Data once Provider has concluded its internal review of the event.')),
    benign: good(saas('Provider shall protect Customer Data with industry-standard security measures. Provider shall notify Customer of any unauthorised access to Customer Data within forty-eight (48) hours, and shall send its findings once Provider has concluded its internal review of the event.')),
  },
  {
    id: 't3-saas-data-erased-at-end', pattern: 'position', type: 'saas', check: 'saas.data_protection',
    adverse: bad(saas('Provider shall protect Customer Data with industry-standard security measures. When this Agreement ends, Provider shall erase all Customer Data from its systems within five (5) business days.')),
    benign: good(saas('Provider shall protect Customer Data with industry-standard security measures. When this Agreement ends, Provider shall return all Customer Data to Customer and then erase it from its systems within thirty (30) days.')),
  },
  {
    id: 't3-saas-suspension-on-providers-view', pattern: 'position', type: 'saas', check: 'saas.suspension',
    adverse: bad(saas('Provider may suspend Customer\'s account whenever Provider considers, acting reasonably, that a suspension is advisable.')),
    benign: good(saas('Provider may suspend Customer\'s account whenever Provider considers, acting reasonably, that a suspension is needed to stop a security threat to the Service.')),
  },
  {
    id: 't3-svc-confidential-while-in-force', pattern: 'position', type: 'services', check: 'services.confidentiality',
    // the duty is stated (entailed) but falls short of every fallback
    adverse: { text: services('Confidentiality. Provider shall hold in confidence all information it receives from Customer for the duration of this Agreement.'), outcome: 'entailed', position: 'unacceptable', issue: true },
    benign: good(services('Confidentiality. Provider shall hold in confidence all information it receives from Customer for the duration of this Agreement and for three (3) years after it ends.')),
  },
  {
    id: 't3-svc-deliverables-revocable-licence', pattern: 'position', type: 'services', check: 'services.ip_ownership',
    adverse: bad(services('Deliverables. All deliverables created under a Statement of Work are the property of Provider, and Provider grants Customer a limited, revocable licence to use those deliverables in Customer\'s business.')),
    benign: good(services('Deliverables. All deliverables created under a Statement of Work are the property of Provider, and Provider grants Customer a perpetual, irrevocable licence to use those deliverables in Customer\'s business.')),
  },
  {
    id: 't3-svc-customer-covers-providers-acts', pattern: 'role', type: 'services', check: 'services.indemnification',
    adverse: bad(services('Indemnity. Customer shall indemnify Provider against all losses resulting from Provider\'s acts or omissions in carrying out the services.')),
    benign: good(services('Indemnity. Provider shall indemnify Customer against all losses resulting from Provider\'s acts or omissions in carrying out the services.')),
  },
  // judge round 10: positions the rules misjudged, each a class (own wording)
  {
    id: 't3-lic-no-duty-to-indemnify-any-claim', pattern: 'position', type: 'license', check: 'license.indemnification',
    adverse: bad(license('Support. Licensor shall answer support requests within two business days.', 'Notwithstanding Section 4, Licensor has no obligation to defend or indemnify Licensee with respect to any claims arising from Licensee\'s use of the Licensed Software.')),
    benign: good(license('Support. Licensor shall answer support requests within two business days.', 'Notwithstanding Section 4, Licensor has no obligation to defend or indemnify Licensee with respect to any claims arising from Licensee\'s modification of the Licensed Software.')),
  },
  {
    id: 't3-lic-no-sublicence-no-affiliate', pattern: 'position', type: 'license', check: 'license.sublicensing',
    adverse: { text: license('Sublicensing. Licensee shall not sublicense the Licensed Software, and none of Licensee\'s affiliates may use it.'), outcome: 'contradicted', position: 'unacceptable', issue: true },
    benign: good(license('Sublicensing. Licensee shall not sublicense the Licensed Software, and Licensee\'s affiliates may use it on Licensee\'s behalf.')),
  },
  {
    id: 't3-msa-prices-by-posting', pattern: 'position', type: 'msa', check: 'msa.unilateral_changes',
    adverse: bad(msa({ extra: 'Provider may revise its prices at any time by posting a new price list on its website.' })),
    benign: good(msa({ extra: 'Provider may revise its prices once a year by no more than the change in the consumer price index.' })),
  },
  {
    id: 't3-msa-post-term-non-compete', pattern: 'position', type: 'msa', check: 'msa.non_compete',
    adverse: bad(msa({ extra: 'For three (3) years after this Agreement ends, Customer shall not anywhere in the world offer services that compete with the Services.' })),
    benign: good(msa({ extra: 'While this Agreement is in force, Customer shall not resell services that compete with the Services.' })),
  },
  {
    id: 't3-msa-customer-covers-all-claims', pattern: 'role', type: 'msa', check: 'msa.indemnification',
    adverse: bad(msa({ indemnity: 'Customer shall indemnify Provider against all claims arising out of or in connection with this Agreement, however caused.' })),
    benign: good(msa({ indemnity: 'Provider shall defend, indemnify and hold harmless Customer against any third-party claim alleging that the Services infringe any intellectual property right. Customer shall indemnify Provider against all claims arising out of Customer\'s breach of this Agreement, however caused.' })),
  },
  {
    id: 't3-msa-nothing-limits-customer', pattern: 'position', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: bad(msa({ cap: 'Each party\'s aggregate liability arising out of this Agreement shall not exceed the fees paid or payable in the twelve (12) months preceding the claim. Nothing in this Section limits Customer\'s liability.' })),
    benign: good(msa({ cap: 'Each party\'s aggregate liability arising out of this Agreement shall not exceed the fees paid or payable in the twelve (12) months preceding the claim. Nothing in this Section limits either party\'s liability for fraud.' })),
  },
];
