// Measurable tiers the playbooks state, session 29 (tiers29): the checks session 28 left with a quantity in their
// positions and no tier data (payment in hours; deemed acceptance at the playbook's own fifteen business days; a
// sub-processor change's notice; the landlord's entry notice; a rent rise; a change of control's termination notice;
// confidentiality surviving the agreement). Each class has three wordings of our own (numbers in words, figures and both;
// hours, business hours, business days, working days, weeks, months; "not less than", "at least", "within"), each
// adverse clause beside a twin at the fallback and/or the preferred sharing its words; then traps. Written before the
// reader.
import { describe } from 'vitest';
import { consulting, dpa, lease, licence, type Make, quietRows, services, tierClass } from './support/tier-rows.js';

const msa = (body: string) =>
    `MASTER SERVICES AGREEMENT\n\nThis agreement is made between Halifax Harbour Tugs Inc. ("Customer") and Dartmouth Marine Software Ltd. ("Provider").\n\n1. Services. Provider shall provide the dispatch services described in each Order.\n\n2. Fees. Customer shall pay each invoice within thirty (30) days of receipt.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of the Province of Nova Scotia.`;
const nda = (body: string) =>
  `MUTUAL NON-DISCLOSURE AGREEMENT\n\nThis agreement is made between Tauranga Kiwifruit Exporters Limited and Bay of Plenty Cold Chain Limited (each a "Party").\n\n1. Confidential Information. Each Party shall keep confidential all information the other Party discloses to it in connection with the proposed packhouse venture, and use it only to evaluate that venture.\n\n2. Term. This Agreement continues for two (2) years from the date of signature.\n\n3. ${body}\n\n4. Law. This Agreement is governed by the laws of New Zealand.`;

/** The same agreement with its fees clause stating no time to pay (the payment rows' own clause states it). */
const unpaid = (make: Make): Make => (body) => make(body).replace(/2\. Fees\.[^\n]*/, '2. Fees. The fees are set out in the Schedule.');

describe('measurable tiers the playbooks state (session 29)', () => {
  // ---- payment due in hours (or business hours) rather than days, under the fallback's 15 days ----
  tierClass('payment due in hours, under the fifteen-day fallback', [
    { type: 'msa', check: 'msa.payment_terms', make: unpaid(msa),
      adverse: 'Payment. Customer shall pay each invoice within seventy-two (72) hours of its receipt, by wire transfer to the account Provider designates.',
      fallback: 'Payment. Customer shall pay each invoice within fifteen (15) days of its receipt, by wire transfer to the account Provider designates.',
      preferred: 'Payment. Customer shall pay each invoice within thirty (30) days of its receipt, by wire transfer to the account Provider designates.' },
    { type: 'services', check: 'services.payment_terms', make: unpaid(services),
      adverse: 'Invoices. Each invoice is payable no later than 48 business hours after the Customer receives it.',
      fallback: 'Invoices. Each invoice is payable no later than 20 business days after the Customer receives it.',
      preferred: 'Invoices. Each invoice is payable no later than 45 days after the Customer receives it.' },
    { type: 'consulting', check: 'consulting.payment_terms', make: unpaid(consulting),
      adverse: 'Invoicing. The Consultant will invoice monthly and the Client must pay every invoice within 96 hours.',
      fallback: 'Invoicing. The Consultant will invoice monthly and the Client must pay every invoice within fifteen days.',
      preferred: 'Invoicing. The Consultant will invoice monthly and the Client must pay every invoice within forty-five days.' },
  ]);

  // ---- deemed acceptance: the playbook's own fifteen business days, not ten ----
  tierClass('deemed acceptance sooner than the fallback\'s fifteen business days', [
    { type: 'services', check: 'services.acceptance', make: services,
      adverse: 'Acceptance. Each deliverable shall be deemed accepted unless the Customer notifies the Provider in writing of a material non-conformity within ten (10) business days after its delivery.',
      fallback: 'Acceptance. Each deliverable shall be deemed accepted unless the Customer notifies the Provider in writing of a material non-conformity within fifteen (15) business days after its delivery.' },
    { type: 'consulting', check: 'consulting.acceptance', make: consulting,
      adverse: 'Acceptance. A deliverable is treated as accepted if the Client has not rejected it in writing within two weeks of receiving it.',
      fallback: 'Acceptance. A deliverable is treated as accepted if the Client has not rejected it in writing within four weeks of receiving it.' },
    { type: 'services', check: 'services.acceptance', make: services,
      adverse: 'Deemed acceptance. Deliverables are considered accepted on the twelfth (12th) working day after delivery unless the Customer has given notice of rejection stating its reasons.',
      fallback: 'Deemed acceptance. Deliverables are considered accepted on the twenty-first (21st) working day after delivery unless the Customer has given notice of rejection stating its reasons.' },
  ]);

  // ---- a sub-processor change on less than the fallback's 30 days' notice ----
  tierClass('a new sub-processor on less than thirty days\' notice', [
    { type: 'dpa', check: 'dpa.sub_processors', make: dpa,
      adverse: 'Sub-processors. The Controller gives general authorisation for the sub-processors listed in Annex 3. The Processor shall notify the Controller of any intended addition or replacement of a sub-processor at least ten (10) days in advance, and the Controller may object and terminate the affected services.',
      preferred: 'Sub-processors. The Controller gives general authorisation for the sub-processors listed in Annex 3. The Processor shall notify the Controller of any intended addition or replacement of a sub-processor at least thirty (30) days in advance, and the Controller may object and terminate the affected services.' },
    { type: 'dpa', check: 'dpa.sub_processors', make: dpa,
      adverse: 'Subprocessors. Processor may engage new Subprocessors under the general written authorisation in this clause, provided it gives Controller not less than 5 business days\' notice of the change, during which Controller may object; if it objects, Controller may terminate this agreement.',
      preferred: 'Subprocessors. Processor may engage new Subprocessors under the general written authorisation in this clause, provided it gives Controller not less than 25 business days\' notice of the change, during which Controller may object; if it objects, Controller may terminate this agreement.' },
    { type: 'dpa', check: 'dpa.sub_processors', make: dpa,
      adverse: 'Other processors. We may appoint another processor under our general authorisation if we tell you one week before the new processor starts, and you may object and end the agreement.',
      preferred: 'Other processors. We may appoint another processor under our general authorisation if we tell you six weeks before the new processor starts, and you may object and end the agreement.' },
  ]);

  // ---- the landlord's entry on less than the preferred 24 hours' notice (the fallback names none) ----
  tierClass('landlord\'s entry on less than twenty-four hours\' notice', [
    { type: 'lease', check: 'lease.landlord_access', make: lease,
      adverse: 'Access. The Landlord may enter the Premises at reasonable times on two (2) hours\' notice to the Tenant to inspect, repair or show the Premises, and at any time without notice in an emergency.',
      preferred: 'Access. The Landlord may enter the Premises at reasonable times on twenty-four (24) hours\' notice to the Tenant to inspect, repair or show the Premises, and at any time without notice in an emergency.' },
    { type: 'lease', check: 'lease.landlord_access', make: lease,
      adverse: 'Entry. The Tenant must allow the Landlord and its agents to enter the Premises during business hours after giving not less than 4 hours\' notice, except in an emergency.',
      preferred: 'Entry. The Tenant must allow the Landlord and its agents to enter the Premises during business hours after giving not less than 2 business days\' notice, except in an emergency.' },
    { type: 'lease', check: 'lease.landlord_access', make: lease,
      adverse: 'Right of entry. Landlord may access the Premises to carry out repairs and inspections upon at least twelve hours prior written notice to Tenant.',
      preferred: 'Right of entry. Landlord may access the Premises to carry out repairs and inspections upon at least forty-eight hours prior written notice to Tenant.' },
  ]);

  // ---- a rent rise beyond the preferred 3 % that is not an open-market review (the fallback) ----
  tierClass('a fixed rent rise beyond three per cent', [
    { type: 'lease', check: 'lease.rent_increases', make: lease,
      adverse: 'Rent review. On each anniversary of the commencement date the rent shall increase by the greater of the change in the Consumer Price Index and seven and a half per cent.',
      preferred: 'Rent review. On each anniversary of the commencement date the rent shall increase by the lesser of the change in the Consumer Price Index and three per cent.' },
    { type: 'lease', check: 'lease.rent_increases', make: lease,
      adverse: 'Rent increases. The annual rent will be increased by 6% on each anniversary of the Commencement Date.',
      fallback: 'Rent increases. On each fifth anniversary of the Commencement Date the annual rent will be reviewed to the open market rent, upwards or downwards, determined by an independent valuer if the parties do not agree.',
      preferred: 'Rent increases. The annual rent will be increased by 2.5% on each anniversary of the Commencement Date.' },
    { type: 'lease', check: 'lease.rent_increases', make: lease,
      adverse: 'Escalation. Base rent for each lease year after the first shall be the base rent for the previous lease year multiplied by 1.05.',
      preferred: 'Escalation. Base rent for each lease year after the first shall be the base rent for the previous lease year multiplied by 1.03.' },
    { type: 'lease', check: 'lease.rent_increases', make: lease,
      adverse: 'Review. On each review date the annual rent is increased by whichever is the higher of (i) the annual change in the All Items Consumer Price Index for the capital city in the twelve months ending on the last quarter before the review date, and (ii) five per cent (5%).',
      preferred: 'Review. On each review date the annual rent is increased by whichever is the lower of (i) the annual change in the All Items Consumer Price Index for the capital city in the twelve months ending on the last quarter before the review date, and (ii) five per cent (5%).' },
  ]);

  // ---- termination on a change of control on less than the fallback's 90 days' notice ----
  tierClass('termination on a change of control on less than ninety days\' notice', [
    { type: 'license', check: 'license.change_of_control', make: licence,
      adverse: 'Change of control. If the Licensee undergoes a change of control in which a direct competitor of the Licensor acquires it, the Licensor may terminate this agreement on thirty (30) days\' written notice.',
      fallback: 'Change of control. If the Licensee undergoes a change of control in which a direct competitor of the Licensor acquires it, the Licensor may terminate this agreement on ninety (90) days\' written notice.' },
    { type: 'license', check: 'license.change_of_control', make: licence,
      adverse: 'Control. Where a change in the control of the Licensee gives control of it to a competitor of the Licensor, the Licensor may terminate this licence by giving not less than 2 weeks\' notice.',
      fallback: 'Control. Where a change in the control of the Licensee gives control of it to a competitor of the Licensor, the Licensor may terminate this licence by giving not less than 3 months\' notice.' },
    { type: 'license', check: 'license.change_of_control', make: licence,
      adverse: 'Acquisition by a competitor. Upon a change in control of the Licensee resulting in its control by a competitor of the Licensor, the Licensor may terminate the licence by forty-five (45) days\' prior written notice to the Licensee.',
      fallback: 'Acquisition by a competitor. Upon a change in control of the Licensee resulting in its control by a competitor of the Licensor, the Licensor may terminate the licence by one hundred and twenty (120) days\' prior written notice to the Licensee.' },
  ]);

  // ---- confidentiality surviving for less than the two years both positions name ----
  tierClass('confidentiality surviving for less than two years', [
    { type: 'nda', check: 'nda.survival_of_obligations', make: nda,
      adverse: 'Survival. The obligations of confidentiality in this Agreement shall survive its termination or expiry for a period of six (6) months.',
      preferred: 'Survival. The obligations of confidentiality in this Agreement shall survive its termination or expiry for a period of three (3) years.' },
    { type: 'nda', check: 'nda.survival_of_obligations', make: nda,
      adverse: 'Duration of obligations. The Recipient\'s duties under this agreement continue to apply for one year after the agreement expires or is terminated, after which they lapse.',
      preferred: 'Duration of obligations. The Recipient\'s duties under this agreement continue to apply for five years after the agreement expires or is terminated, after which they lapse.' },
    { type: 'nda', check: 'nda.survival_of_obligations', make: nda,
      adverse: 'Survival. Each party\'s obligations under clauses 2 and 3 remain in force for 12 months from the date this Agreement terminates.',
      preferred: 'Survival. Each party\'s obligations under clauses 2 and 3 remain in force for 24 months from the date this Agreement terminates.' },
  ]);

  // ---- a royalty audit on less than the preferred 30 days' notice: the fallback's "reasonable notice", acceptable (no
  // stated notice is beyond it: the fallback names no number) ----
  quietRows('a royalty audit on less than thirty days\' notice is the fallback, not the preferred', [
    ['row 1: acceptable', 'license', 'license.royalties_audit', licence, 'Audit. The Licensor may audit the Licensee\'s records of royalties once in each calendar year during business hours at its own cost, on at least ten (10) days\' written notice.', 'acceptable'],
    ['row 2: preferred', 'license', 'license.royalties_audit', licence, 'Audit. The Licensor may audit the Licensee\'s records of royalties once in each calendar year during business hours at its own cost, on at least thirty (30) days\' written notice.', 'preferred'],
    ['row 3: acceptable', 'license', 'license.royalties_audit', licence, 'Records. Licensor may, at its own cost and not more than once in any twelve (12) month period, inspect Licensee\'s books and records relating to royalties during normal business hours upon 5 business days prior written notice.', 'acceptable'],
    ['row 4: preferred', 'license', 'license.royalties_audit', licence, 'Records. Licensor may, at its own cost and not more than once in any twelve (12) month period, inspect Licensee\'s books and records relating to royalties during normal business hours upon 25 business days prior written notice.', 'preferred'],
    ['row 5: acceptable', 'license', 'license.royalties_audit', licence, 'Verification. The licensor may examine the licensee\'s accounts to verify royalties, at the licensor\'s expense and no more than once a year, giving the licensee two weeks\' notice in advance.', 'acceptable'],
    ['row 6: preferred', 'license', 'license.royalties_audit', licence, 'Verification. The licensor may examine the licensee\'s accounts to verify royalties, at the licensor\'s expense and no more than once a year, giving the licensee six weeks\' notice in advance.', 'preferred'],
  ]);

  // ---- a placement fee beyond the fallback's quarter of the first-year salary ----
  tierClass('a placement fee beyond a quarter of the first year\'s salary', [
    { type: 'services', check: 'services.non_solicitation', make: services,
      adverse: 'Personnel. During the term and for twelve (12) months after it, the Customer shall not solicit any employee of the Provider who worked on the Services; if the Customer hires such an employee it shall pay the Provider a placement fee of forty percent (40%) of that employee\'s first-year salary.',
      fallback: 'Personnel. During the term and for twelve (12) months after it, the Customer shall not solicit any employee of the Provider who worked on the Services; if the Customer hires such an employee it shall pay the Provider a placement fee of twenty percent (20%) of that employee\'s first-year salary.' },
    { type: 'consulting', check: 'consulting.non_solicitation', make: consulting,
      adverse: 'Non-solicitation. For 12 months after this engagement ends the Client shall not engage any of the Consultant\'s staff, failing which the Client shall pay the Consultant a fee equal to 35 per cent of the gross annual remuneration offered to that person.',
      fallback: 'Non-solicitation. For 12 months after this engagement ends the Client shall not engage any of the Consultant\'s staff, failing which the Client shall pay the Consultant a fee equal to 25 per cent of the gross annual remuneration offered to that person.' },
    { type: 'services', check: 'services.non_solicitation', make: services,
      adverse: 'No poaching. The Customer will not hire any of the Provider\'s people who worked on the Services until six months after the agreement ends, unless it pays the Provider a fee equal to four (4) months\' salary of that person.',
      fallback: 'No poaching. The Customer will not hire any of the Provider\'s people who worked on the Services until six months after the agreement ends, unless it pays the Provider a fee equal to two (2) months\' salary of that person.' },
  ]);

  // ---- a mutual break on less than the fallback's six months' notice (the tenant's own break on short notice is preferred) ----
  tierClass('a mutual break on less than six months\' notice', [
    { type: 'lease', check: 'lease.termination_for_convenience', make: lease,
      adverse: 'Break. Either party may terminate this Lease at any time by giving the other not less than three (3) months\' written notice.',
      fallback: 'Break. Either party may terminate this Lease at any time by giving the other not less than six (6) months\' written notice.' },
    { type: 'lease', check: 'lease.termination_for_convenience', make: lease,
      adverse: 'Early termination. The Landlord or the Tenant may end this lease early on 90 days notice to the other.',
      fallback: 'Early termination. The Landlord or the Tenant may end this lease early on 180 days notice to the other.' },
    { type: 'lease', check: 'lease.termination_for_convenience', make: lease,
      adverse: 'Termination on notice. Each party may terminate this lease by giving the other at least eight weeks\' prior written notice.',
      fallback: 'Termination on notice. Each party may terminate this lease by giving the other at least twenty-six weeks\' prior written notice.' },
  ]);

  // ---- the usual traps: another measure beside the tier's ----
  quietRows('another measure beside the tier\'s is not read as it', [
      ['entry without notice in an emergency beside the 24 hours', 'lease', 'lease.landlord_access', lease, 'Access. The Landlord may enter on at least twenty-four (24) hours\' written notice, or immediately and without notice in an emergency threatening damage within the next two (2) hours.', 'preferred'],
      ['late interest on rent, not a rent rise', 'lease', 'lease.rent_increases', lease, 'Rent review. The rent increases each year by the change in the Consumer Price Index. Rent not paid when due bears interest at ten per cent (10%) a year.', 'preferred'],
      ['an outgoing share, not a rent rise', 'lease', 'lease.rent_increases', lease, 'Rent review. The rent increases each year by two per cent (2%). The Tenant also pays 15% of the building\'s outgoings, which may increase.', 'preferred'],
      ['an objection window, not the notice', 'dpa', 'dpa.sub_processors', dpa, 'Sub-processors. The Processor shall give the Controller at least thirty (30) days\' prior notice of any new sub-processor; the Controller may object within ten (10) days of that notice and, if it objects, terminate the services.', 'preferred'],
      ['a late fee after seventy-two hours, not payment terms', 'msa', 'msa.payment_terms', msa, 'Payment. Customer shall pay each invoice within thirty (30) days of receipt. Provider will confirm receipt of each payment within seventy-two (72) hours.', 'preferred'],
      ['a cure period on a change of control, not the notice', 'license', 'license.change_of_control', licence, 'Change of control. If the Licensee undergoes a change of control in which a direct competitor of the Licensor acquires it, the Licensor may terminate this agreement on ninety (90) days\' written notice, and the Licensee shall return the Software within ten (10) days after termination.', 'acceptable'],
      ['the licensee\'s notice of the change, not a termination notice', 'license', 'license.change_of_control', licence, 'Change of control. The Licensee shall give the Licensor thirty (30) days\' prior written notice of any change of control, and if a direct competitor of the Licensor acquires the Licensee, the Licensor may terminate this agreement on ninety (90) days\' written notice.', 'acceptable'],
      ['a non-solicitation that survives a year beside confidentiality for three', 'nda', 'nda.survival_of_obligations', nda, 'Survival. The confidentiality obligations in this Agreement survive its termination for three (3) years, and the non-solicitation undertaking in clause 5 survives for twelve (12) months.', 'preferred'],
      ['the tenant\'s own break on a month\'s notice', 'lease', 'lease.termination_for_convenience', lease, 'Break. The Tenant may terminate this Lease at any time by giving the Landlord not less than one (1) month\'s written notice.', 'preferred'],
  ]);
});
