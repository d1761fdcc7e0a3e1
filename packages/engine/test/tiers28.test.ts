// Measurable tiers the playbooks state (session 28, tiers28): a check whose preferred position or fallback names a
// quantity (a percentage, a number of hours, days, business days, months, or times a year) is read against it: the
// quantity the deciding sentences state is compared with the preferred and the fallback tiers (`detection.tiers`,
// src/tiers.ts). Each class below has at least three wordings of our own in different drafting styles (US, English,
// Australian, Indian, Canadian; plain English), each adverse wording beside a twin at the fallback and a twin at the
// preferred sharing its words. Numbers in words, in figures and in both, business days beside calendar days, hours beside
// days, ordinals ("the second Business Day") and multipliers ("multiplied by 1.08") are among the wordings. Written before
// the reader; the hold-outs' own sentences are not among them.
import { describe } from 'vitest';
import { consulting, dpa, lease, licence, quietRows, saas, services, tierClass } from './support/tier-rows.js';

describe('measurable tiers the playbooks state', () => {
  // ---- price increases: a percentage beyond the 5 % (or CPI) cap, with no 60 days' notice (the fallback) ----
  tierClass('a price increase beyond the cap, without the fallback\'s notice', [
    { type: 'saas', check: 'saas.price_increases', make: saas,
      adverse: 'Renewal. The subscription fees for each renewal term shall increase by eight percent (8%) over the fees for the prior term.',
      fallback: 'Renewal. The subscription fees for each renewal term shall increase by eight percent (8%) over the fees for the prior term, on at least sixty (60) days\' written notice before the renewal term begins.',
      preferred: 'Renewal. The subscription fees for each renewal term shall increase by no more than three percent (3%) over the fees for the prior term.' },
    { type: 'saas', check: 'saas.price_increases', make: saas,
      adverse: 'Indexation. On each anniversary of the start date the Charges shall be uplifted by seven per cent.',
      fallback: 'Indexation. On each anniversary of the start date the Charges shall be uplifted by seven per cent, as notified to Customer in writing not less than ninety (90) days beforehand.',
      preferred: 'Indexation. On each anniversary of the start date the fees are uplifted by the lesser of the change in the Consumer Price Index and four per cent.' },
    { type: 'license', check: 'license.price_increases', make: licence,
      adverse: 'Annual fee. The licence fee for each later year is the previous year\'s licence fee multiplied by 1.15.',
      fallback: 'Annual fee. The licence fee for each later year is the previous year\'s licence fee multiplied by 1.15, notified to the Licensee at least 60 days before that year begins.',
      preferred: 'Annual fee. The licence fee for each later year is the previous year\'s licence fee multiplied by 1.03.' },
    { type: 'license', check: 'license.price_increases', make: licence,
      adverse: 'Escalation. The licence fee shall stand escalated by ten per cent (10%) every year from the second year of the licence.',
      fallback: 'Escalation. The licence fee shall stand escalated by ten per cent (10%) every year from the second year of the licence, on sixty (60) days\' prior written notice to the Licensee.',
      preferred: 'Escalation. The licence fee shall stand escalated by five per cent (5%) every year from the second year of the licence.' },
  ]);

  // ---- a conformity warranty shorter than the 30-day fallback (90 days preferred) ----
  tierClass('a conformity warranty shorter than the fallback', [
    { type: 'services', check: 'services.services_warranty', make: services,
      adverse: 'Warranty. The Provider warrants that the services will be performed with reasonable skill and care and that each deliverable will conform to its specification for fourteen (14) days after delivery, and shall re-perform any non-conforming services.',
      fallback: 'Warranty. The Provider warrants that the services will be performed with reasonable skill and care and that each deliverable will conform to its specification for sixty (60) days after delivery, and shall re-perform any non-conforming services.',
      preferred: 'Warranty. The Provider warrants that the services will be performed with reasonable skill and care and that each deliverable will conform to its specification for ninety (90) days after delivery, and shall re-perform any non-conforming services.' },
    { type: 'consulting', check: 'consulting.services_warranty', make: consulting,
      adverse: 'Warranty. The Consultant warrants that the services shall be rendered in a professional manner and that every report shall conform to the agreed scope during a warranty period of 10 days from its submission, and shall re-perform the services if it does not.',
      fallback: 'Warranty. The Consultant warrants that the services shall be rendered in a professional manner and that every report shall conform to the agreed scope during a warranty period of 45 days from its submission, and shall re-perform the services if it does not.',
      preferred: 'Warranty. The Consultant warrants that the services shall be rendered in a professional manner and that every report shall conform to the agreed scope during a warranty period of 6 months from its submission, and shall re-perform the services if it does not.' },
    { type: 'license', check: 'license.warranty', make: licence,
      adverse: 'Warranty. The Licensor warrants that the Software will perform materially in accordance with its documentation for a period of two (2) weeks from delivery and is free of malicious code; the Licensor shall repair or replace non-conforming Software or refund the fees.',
      fallback: 'Warranty. The Licensor warrants that the Software will perform materially in accordance with its documentation for a period of thirty (30) days from delivery and is free of malicious code; the Licensor shall repair or replace non-conforming Software or refund the fees.',
      preferred: 'Warranty. The Licensor warrants that the Software will perform materially in accordance with its documentation for a period of twelve (12) months from delivery and is free of malicious code; the Licensor shall repair or replace non-conforming Software or refund the fees.' },
  ]);

  // ---- deemed acceptance sooner than 10 business days (the engine's fallback since judge round 11; the text says 15); business
  // days against calendar days ----
  tierClass('deemed acceptance sooner than the fallback\'s ten business days', [
    { type: 'services', check: 'services.acceptance', make: services,
      adverse: 'Acceptance. A deliverable shall be deemed accepted by the Customer unless the Customer rejects it in writing within eight (8) business days after delivery.',
      fallback: 'Acceptance. A deliverable shall be deemed accepted by the Customer unless the Customer rejects it in writing within fifteen (15) business days after delivery.' },
    { type: 'consulting', check: 'consulting.acceptance', make: consulting,
      adverse: 'Acceptance. Each deliverable is accepted on the seventh (7th) working day after the Consultant delivers it, unless the Client has rejected it in writing before then.',
      fallback: 'Acceptance. Each deliverable is accepted on the twentieth (20th) working day after the Consultant delivers it, unless the Client has rejected it in writing before then.' },
    { type: 'services', check: 'services.acceptance', make: services,
      adverse: 'Acceptance testing. If the Customer does not give written notice of a non-conformity within 10 days of delivery, the deliverable will be treated as accepted.',
      fallback: 'Acceptance testing. If the Customer does not give written notice of a non-conformity within 30 days of delivery, the deliverable will be treated as accepted.' },
  ]);

  // ---- personal data breaches notified later than 72 hours (48 preferred); hours against days and business days ----
  tierClass('a breach notified later than the fallback\'s 72 hours', [
    { type: 'dpa', check: 'dpa.breach_notification', make: dpa,
      adverse: 'Breaches. The Processor shall notify the Controller of a Personal Data Breach promptly and in any event no later than ninety-six (96) hours after becoming aware of it.',
      fallback: 'Breaches. The Processor shall notify the Controller of a Personal Data Breach promptly and in any event no later than seventy-two (72) hours after becoming aware of it.',
      preferred: 'Breaches. The Processor shall notify the Controller of a Personal Data Breach promptly and in any event no later than forty-eight (48) hours after becoming aware of it.' },
    { type: 'dpa', check: 'dpa.breach_notification', make: dpa,
      adverse: 'Breaches. Processor will tell Controller about a personal data breach without undue delay, and within 3 business days of becoming aware of it.',
      fallback: 'Breaches. Processor will tell Controller about a personal data breach without undue delay, and within 3 days of becoming aware of it.',
      preferred: 'Breaches. Processor will tell Controller about a personal data breach without undue delay, and within 1 day of becoming aware of it.' },
    { type: 'dpa', check: 'dpa.breach_notification', make: dpa,
      adverse: 'Breaches. Upon becoming aware of a Personal Data Breach the Processor shall inform the Controller without undue delay and not later than 4 (four) days thereafter.',
      fallback: 'Breaches. Upon becoming aware of a Personal Data Breach the Processor shall inform the Controller without undue delay and not later than 60 (sixty) hours thereafter.',
      preferred: 'Breaches. Upon becoming aware of a Personal Data Breach the Processor shall inform the Controller without undue delay and not later than 24 (twenty-four) hours thereafter.' },
  ]);

  // ---- availability below the 99.5 % fallback (99.9 % preferred) ----
  tierClass('availability below the fallback', [
    { type: 'saas', check: 'saas.service_levels', make: saas,
      adverse: 'Service levels. Provider will make the Service available at least 99% of the time in each calendar month, and will credit Customer 5% of the monthly fee for each hour of shortfall.',
      fallback: 'Service levels. Provider will make the Service available at least 99.5% of the time in each calendar month, and will credit Customer 5% of the monthly fee for each hour of shortfall.',
      preferred: 'Service levels. Provider will make the Service available at least 99.9% of the time in each calendar month, and will credit Customer 5% of the monthly fee for each hour of shortfall.' },
    { type: 'saas', check: 'saas.service_levels', make: saas,
      adverse: 'Availability. The Service shall have a monthly uptime of not less than ninety-eight per cent (98%), failing which Customer shall receive the service credits in Schedule 3.',
      fallback: 'Availability. The Service shall have a monthly uptime of not less than ninety-nine point five per cent (99.5%), failing which Customer shall receive the service credits in Schedule 3.',
      preferred: 'Availability. The Service shall have a monthly uptime of not less than ninety-nine point nine five per cent (99.95%), failing which Customer shall receive the service credits in Schedule 3.' },
    { type: 'saas', check: 'saas.service_levels', make: saas,
      adverse: 'Uptime. We aim to keep the Service up for 97.5 per cent of each month, measured by our monitoring tools, and if we miss that you get a service credit of 10% of that month\'s fee.',
      fallback: 'Uptime. We aim to keep the Service up for 99.7 per cent of each month, measured by our monitoring tools, and if we miss that you get a service credit of 10% of that month\'s fee.' },
  ]);

  // ---- the deposit returned later than 60 days (30 preferred): the deposit's second measure ----
  tierClass('a deposit returned later than the fallback', [
    { type: 'lease', check: 'lease.deposit', make: lease,
      adverse: 'Security deposit. The Tenant shall pay a security deposit of one month\'s rent, which the Landlord shall return within ninety (90) days after the lease ends, less any amounts the Tenant owes.',
      fallback: 'Security deposit. The Tenant shall pay a security deposit of one month\'s rent, which the Landlord shall return within forty-five (45) days after the lease ends, less any amounts the Tenant owes.',
      preferred: 'Security deposit. The Tenant shall pay a security deposit of one month\'s rent, which the Landlord shall return within fourteen (14) days after the lease ends, less any amounts the Tenant owes.' },
    { type: 'lease', check: 'lease.deposit', make: lease,
      adverse: 'Bond. The Tenant must lodge a bond equal to two months\' rent. The Landlord will refund the bond no later than four months after the Tenant gives vacant possession, less documented amounts owing.',
      fallback: 'Bond. The Tenant must lodge a bond equal to two months\' rent. The Landlord will refund the bond no later than two months after the Tenant gives vacant possession, less documented amounts owing.',
      preferred: 'Bond. The Tenant must lodge a bond equal to two months\' rent. The Landlord will refund the bond no later than one month after the Tenant gives vacant possession, less documented amounts owing.' },
    { type: 'lease', check: 'lease.deposit', make: lease,
      adverse: 'Deposit. The Tenant pays the Landlord a deposit of AUD 2,400, and the Landlord will return the deposit to the Tenant 120 days after the lease ends, less anything the Tenant owes.',
      fallback: 'Deposit. The Tenant pays the Landlord a deposit of AUD 2,400, and the Landlord will return the deposit to the Tenant 50 days after the lease ends, less anything the Tenant owes.',
      preferred: 'Deposit. The Tenant pays the Landlord a deposit of AUD 2,400, and the Landlord will return the deposit to the Tenant 21 days after the lease ends, less anything the Tenant owes.' },
  ]);

  // ---- royalty audits more often than twice a year (once a year preferred), from the licensee's seat ----
  tierClass('royalty audits more often than the fallback allows', [
    { type: 'license', check: 'license.royalties_audit', make: licence,
      adverse: 'Audit. The Licensor may audit the Licensee\'s records of use on reasonable notice during business hours, up to four (4) times in any calendar year.',
      fallback: 'Audit. The Licensor may audit the Licensee\'s records of use on reasonable notice during business hours, up to two (2) times in any calendar year.',
      preferred: 'Audit. The Licensor may audit the Licensee\'s records of use on thirty (30) days\' notice during business hours, not more than once in any calendar year, at the Licensor\'s cost unless an underpayment of more than 5% is found.' },
    { type: 'license', check: 'license.royalties_audit', make: licence,
      adverse: 'Records. The Licensee shall keep accurate records of use, which the Licensor may inspect on reasonable notice during business hours once every month.',
      fallback: 'Records. The Licensee shall keep accurate records of use, which the Licensor may inspect on reasonable notice during business hours twice a year.' },
    { type: 'license', check: 'license.royalties_audit', make: licence,
      adverse: 'Audit rights. On reasonable notice and during business hours, the Licensor may audit the Licensee quarterly to verify the licence fees paid.',
      fallback: 'Audit rights. On reasonable notice and during business hours, the Licensor may audit the Licensee semi-annually to verify the licence fees paid.' },
  ]);

  // ---- a change to the terms or policies on less than the fallback's thirty days' notice ----
  const msa = (body: string) =>
    `MASTER SERVICES AGREEMENT\n\nThis agreement is made between Halifax Harbour Tugs Inc. ("Customer") and Dartmouth Marine Software Ltd. ("Provider").\n\n1. Services. Provider shall provide the dispatch services described in each Order.\n\n2. Fees. Customer shall pay each invoice within thirty (30) days of receipt.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of the Province of Nova Scotia.`;
  tierClass('a change to the terms on less notice than the fallback', [
    { type: 'msa', check: 'msa.unilateral_changes', make: msa,
      adverse: 'Policies. Provider may amend its Acceptable Use Policy on ten (10) days\' prior written notice, and if an amendment is materially adverse Customer may terminate this Agreement and receive a pro-rata refund of prepaid fees.',
      fallback: 'Policies. Provider may amend its Acceptable Use Policy on thirty (30) days\' prior written notice, and if an amendment is materially adverse Customer may terminate this Agreement and receive a pro-rata refund of prepaid fees.' },
    { type: 'saas', check: 'saas.unilateral_changes', make: saas,
      adverse: 'Changes. Provider may update the Service Terms by giving Customer 14 days\' notice by email; if Customer objects to an update it may terminate the Subscription and Provider will refund the prepaid fees for the rest of the term.',
      fallback: 'Changes. Provider may update the Service Terms by giving Customer 45 days\' notice by email; if Customer objects to an update it may terminate the Subscription and Provider will refund the prepaid fees for the rest of the term.' },
    { type: 'services', check: 'services.unilateral_changes', make: services,
      adverse: 'Variation of policies. The Provider may vary its site safety policies by giving the Customer one week\'s notice, and if a variation is materially adverse to the Customer, the Customer may end this agreement and recover any fees paid in advance.',
      fallback: 'Variation of policies. The Provider may vary its site safety policies by giving the Customer one month\'s notice, and if a variation is materially adverse to the Customer, the Customer may end this agreement and recover any fees paid in advance.' },
  ]);

  // ---- personal data deleted later than the fallback's 90 days after the end ----
  tierClass('personal data deleted later than the fallback', [
    { type: 'dpa', check: 'dpa.deletion_return', make: dpa,
      adverse: 'Deletion. At the end of the services the Processor shall, at the Controller\'s choice, return or delete all Personal Data, and shall delete all existing copies within one hundred and eighty (180) days after the end of the services unless Union or Member State law requires storage.',
      preferred: 'Deletion. At the end of the services the Processor shall, at the Controller\'s choice, return or delete all Personal Data, and shall delete all existing copies within thirty (30) days after the end of the services unless Union or Member State law requires storage.' },
    { type: 'dpa', check: 'dpa.deletion_return', make: dpa,
      adverse: 'End of processing. When the Agreement ends, Processor will return Controller\'s personal data if asked and will erase it from its systems no later than 6 months after termination.',
      preferred: 'End of processing. When the Agreement ends, Processor will return Controller\'s personal data if asked and will erase it from its systems no later than 3 months after termination.' },
    { type: 'dpa', check: 'dpa.deletion_return', make: dpa,
      adverse: 'Return and destruction. Within 120 days of expiry the Processor must destroy all personal data it holds for the Controller, or return it if the Controller so directs, and certify the destruction in writing.',
      preferred: 'Return and destruction. Within 60 days of expiry the Processor must destroy all personal data it holds for the Controller, or return it if the Controller so directs, and certify the destruction in writing.' },
  ]);

  // ---- processor audits less often than the fallback's once a year ----
  tierClass('audits of the processor less often than once a year', [
    { type: 'dpa', check: 'dpa.audits', make: dpa,
      adverse: 'Audits. The Processor shall make available to the Controller all information necessary to demonstrate compliance and shall allow audits, including inspections, by the Controller or its auditor no more than once every three (3) years.',
      preferred: 'Audits. The Processor shall make available to the Controller all information necessary to demonstrate compliance and shall allow audits, including inspections, by the Controller or its auditor no more than once in any twelve (12) month period.' },
    { type: 'dpa', check: 'dpa.audits', make: dpa,
      adverse: 'Audit. Controller may audit Processor\'s compliance with this agreement once during the term of the agreement, on 30 days\' notice, and Processor will provide the information Controller reasonably asks for.',
      preferred: 'Audit. Controller may audit Processor\'s compliance with this agreement once in each contract year, on 30 days\' notice, and Processor will provide the information Controller reasonably asks for.' },
    { type: 'dpa', check: 'dpa.audits', make: dpa,
      adverse: 'Inspections. The Controller or an independent auditor it appoints may inspect the Processor\'s facilities and records relating to the processing, but not more than once in any 24-month period.',
      preferred: 'Inspections. The Controller or an independent auditor it appoints may inspect the Processor\'s facilities and records relating to the processing, but not more than once in any calendar year.' },
  ]);

  // ---- the usual traps: another measure beside the tier's, which the reader must not take for it ----
  quietRows('another measure beside the tier\'s is not read as it', [
      ['a test period and a window after a reminder', 'services', 'services.acceptance', services, 'Acceptance. The Customer shall have ten (10) business days after delivery to test each deliverable; a deliverable shall be deemed accepted only if the Customer neither accepts nor rejects it within five (5) business days after a written reminder from the Provider.', 'acceptable'],
      ['more users bought, not a fee increase', 'saas', 'saas.price_increases', saas, 'Users. Fees are fixed for the initial term. Customer may order additional Users at the fee per User stated in the Order, up to a 20% increase in the number of Users in any year.', 'preferred'],
      ['interest on late fees, not an increase', 'license', 'license.price_increases', licence, 'Fee review. The Licensor may increase the licence fee for a renewal year by no more than three per cent (3%); overdue fees bear interest at 18 per cent a year.', 'preferred'],
      ['a follow-up report after the notification', 'dpa', 'dpa.breach_notification', dpa, 'Breaches. The Processor shall notify the Controller of a Personal Data Breach within twenty-four (24) hours of becoming aware of it and provide a full written report within ten (10) days thereafter.', 'preferred'],
      ['a time to notify a defect beside a 90-day warranty', 'services', 'services.services_warranty', services, 'Warranty. The Provider warrants that each deliverable will conform to its specification for ninety (90) days after delivery, provided the Customer notifies any defect within ten (10) days of discovering it, and shall re-perform non-conforming services.', 'preferred'],
      ['the deposit\'s size in months of rent', 'lease', 'lease.deposit', lease, 'Deposit. The Tenant shall pay a deposit of two months\' rent, returned within thirty (30) days after the lease ends, less only documented amounts owed.', 'preferred'],
      ['credit thresholds below the availability promised', 'saas', 'saas.service_levels', saas, 'Service levels. Provider will make the Service available 99.9% of each month; if availability falls below 99.0% Customer receives a credit of 10% of the monthly fee, and if it falls below 95% a credit of 25%.', 'preferred'],
      ['a ceiling a little above the preferred cap is a cap all the same', 'saas', 'saas.price_increases', saas, 'Renewal pricing. Provider shall not increase the subscription fees for any renewal year by more than six percent (6%) over the fees for the preceding year.', 'acceptable'],
      ['a fee that is a share of another sum, not an increase', 'saas', 'saas.price_increases', saas, 'Bookings. Fees are fixed for the initial term. For each booking Customer pays the carrier\'s freight charge plus a handling fee of no more than 30% of that freight charge in each year.', 'acceptable'],
      ['a fee for more scope, not an increase over time', 'license', 'license.price_increases', licence, 'Additional sites. The licence fee for the first year is CAD 20,000, and for each additional terminal site added later the licence fee shall be increased by 25% per site.', 'acceptable'],
      ['a change made as a remedy for late payment, not a change to the terms', 'msa', 'msa.unilateral_changes', msa, 'Late payment. If Customer is more than thirty (30) days late in paying an undisputed invoice, Provider may, upon seven (7) days\' written notice, suspend deliveries or change the payment terms for later orders to payment in advance.', 'preferred'],
  ]);
});
