// People and places round 19 (session 16): a checklist round on the employment and lease playbooks. For each check, what
// the playbook's own side's lawyer looks for in the clause (employment: the employer's; lease: the tenant's), written as
// rows of our own in varied drafting (US, English, Australian, Canadian, Irish, NZ, Scots), each adverse wording with a
// benign twin sharing its words, written before the fix. Sources of the classes: hold-out 11's employment and lease
// misses and TEST14B's Irish office lease (spent, read as tuning data), and practice.
import { describe } from 'vitest';
import { rows, row } from './judge-rows.js';

const employment = (body: string, employer = 'Company', employee = 'Executive') =>
  `CONTRACT OF EMPLOYMENT\n\nThis contract is made between Harrow Lane Logistics Ltd (the "${employer}") and Morag Ferguson (the "${employee}").\n\n1. Duties. The ${employee} shall serve as Regional Sales Director.\n\n2. ${body}\n\n3. Notice. Either party may end the employment by giving the other three months' written notice.\n\n4. Law. This contract is governed by the law of Scotland.`;

const lease = (body: string, landlord = 'Landlord', tenant = 'Tenant') =>
  `LEASE\n\nThis lease is made between Ardmore Estates Limited (the "${landlord}") and Bluegum Dental Pty Ltd (the "${tenant}").\n\n1. Premises. The ${landlord} leases to the ${tenant} Suite 3, Level 2, 44 Quay Street.\n\n2. Rent. The ${tenant} shall pay rent of $6,500 a month in advance.\n\n3. ${body}\n\n4. Law. This lease is governed by the law of Victoria.`;

describe('people and places round 19', () => {
  // ---- employment (the employer's side) ----

  // A post-employment restraint whose verb is parted from "shall not" by a place or time set off in commas ("shall not, anywhere
  // in the Asia-Pacific region, be employed by ..."): still a non-compete, read for its length. Not one of six months.
  const restraint = (body: string, position: string, l?: string, e?: string) => row('employment', 'employment.non_compete', employment(`Restrictions. ${body}`, l, e), position);
  rows('a restraint whose verb is parted from "shall not" by a place or a time', [
    [restraint('For eighteen (18) months after the Termination Date, the Employee shall not, within Canada or the United States, be employed by or provide services to any business that carries on a business of the kind carried on by the Employer.', 'unacceptable', 'Employer', 'Employee'),
      restraint('For six (6) months after the Termination Date, the Employee shall not, within Canada or the United States, be employed by or provide services to any business that carries on a business of the kind carried on by the Employer.', 'preferred', 'Employer', 'Employee')],
    [restraint('The Executive undertakes that he will not, for a period of two years following the termination of his employment, be engaged or concerned in any undertaking that supplies freight services in the United Kingdom.', 'unacceptable'),
      restraint('The Executive undertakes that he will not, for a period of six months following the termination of his employment, be engaged or concerned in any undertaking that supplies freight services in the United Kingdom.', 'preferred')],
    [restraint('The Executive must not, in the Restricted Area and during the 24 months after the employment ends, carry on or be interested in any business which is similar to the business of the Company.', 'unacceptable'),
      restraint('The Executive must not, in the Restricted Area and during the 6 months after the employment ends, carry on or be interested in any business which is similar to the business of the Company.', 'preferred')],
  ]);

  // A cure period before any dismissal for cause that is long, or given even for conduct that cannot be cured (dishonesty,
  // fraud): the employer cannot act on gross misconduct for months. Not a short cure for curable breaches only.
  const cure = (body: string, position: string, l?: string, e?: string) => row('employment', 'employment.termination_for_cause', employment(`Termination for Cause. ${body}`, l, e), position);
  rows('a long cure period before dismissal for cause, or a cure for conduct that cannot be cured', [
    [cure('The Employer may terminate the Employee\'s employment for Cause, which means fraud, theft, gross negligence or a material breach of this Agreement, but only after giving the Employee sixty (60) days\' written notice of the grounds and an opportunity to remedy them within that period.', 'unacceptable', 'Employer', 'Employee'),
      cure('The Employer may terminate the Employee\'s employment for Cause, which means fraud, theft, gross negligence or a material breach of this Agreement, immediately on written notice, save that a curable material breach must first be notified and left unremedied for ten (10) days.', 'preferred', 'Employer', 'Employee')],
    [cure('The Company may summarily dismiss the Executive for gross misconduct or dishonesty, provided that the Company has first given the Executive a cure period of not less than forty-five days, whether or not the misconduct is capable of remedy.', 'unacceptable'),
      cure('The Company may summarily dismiss the Executive for gross misconduct or dishonesty, without any cure period; a breach of a lesser kind that is capable of remedy may be remedied within seven days of notice.', 'preferred')],
    [cure('Before any dismissal for Cause the Company must allow the Executive three months to rectify the conduct complained of, even where it involves dishonesty; "Cause" means serious misconduct, dishonesty or a conviction.', 'unacceptable'),
      cure('Before any dismissal for Cause the Company must tell the Executive in writing what conduct is complained of and hear the Executive\'s answer; "Cause" means serious misconduct, dishonesty or a conviction.', 'preferred')],
  ]);

  // The employer's core business information taken out of Confidential Information: its customers, prices and margins,
  // suppliers, or whatever the employee can carry away in memory. Not a definition that includes them and carves out
  // only what is public.
  const carve = (body: string, position: string, l?: string, e?: string) => row('employment', 'employment.confidentiality', employment(`Confidentiality. ${body}`, l, e), position);
  rows('confidential information that leaves out the customers, prices or suppliers, or what is remembered', [
    [carve('The Employee shall not, during or after the employment, use or disclose any Confidential Information, provided that Confidential Information shall not include the names of, or the contract terms agreed with, the Employer\'s clients, nor its fee rates.', 'unacceptable', 'Employer', 'Employee'),
      carve('The Employee shall not, during or after the employment, use or disclose any Confidential Information, which shall include the names of, and the contract terms agreed with, the Employer\'s clients, and its fee rates, but shall not include information in the public domain.', 'preferred', 'Employer', 'Employee')],
    [carve('During and after the employment the Executive shall keep the Company\'s confidential information secret. Nothing in this clause applies to the Company\'s supplier lists, purchase prices or margins, which the Executive may use freely after leaving.', 'unacceptable'),
      carve('During and after the employment the Executive shall keep the Company\'s confidential information secret, including its supplier lists, purchase prices and margins. Nothing in this clause applies to information that has become public other than through the Executive\'s breach.', 'preferred')],
    [carve('The Executive shall not disclose the Company\'s confidential information at any time; for this purpose information the Executive retains in unaided memory is excluded and may be used freely.', 'unacceptable'),
      carve('The Executive shall not disclose the Company\'s confidential information at any time; for this purpose information that is lawfully received from a third party free of any duty of confidence is excluded.', 'preferred')],
  ]);

  // ---- lease (the tenant's side) ----

  // A fixed rise each year above the 3% the tenant accepts, stated as a bare rate ("fixed increase of 8%", "escalates at
  // four percent annually"): not a cap but a floor. Not a fixed rise of 3% or less, nor CPI with a cap.
  const rise = (body: string, position: string, l?: string, t?: string) => row('lease', 'lease.rent_increases', lease(`Rent review. ${body}`, l, t), position);
  rows('a fixed yearly rise above three per cent', [
    [rise('The rent shall increase by five per cent (5%) on each anniversary of the commencement date.', 'unacceptable'),
      rise('The rent shall increase by two and a half per cent (2.5%) on each anniversary of the commencement date.', 'preferred')],
    [rise('On every anniversary of the Commencement Date the annual Rent escalates at 4% compounded.', 'unacceptable', 'Lessor', 'Lessee'),
      rise('On every anniversary of the Commencement Date the annual Rent escalates at 3% compounded.', 'preferred', 'Lessor', 'Lessee')],
    [rise('Fixed review: the rent is increased by seven percent on 1 July in each year of the term, including any renewed term.', 'unacceptable'),
      rise('CPI review: the rent is increased on 1 July in each year of the term by the CPI change over the prior year, not exceeding three percent.', 'preferred')],
  ]);

  // An open-market review decided by an independent valuer, up or down: the playbook's fallback, not its preferred capped
  // rise. Not a CPI review with a cap.
  const market = (body: string, position: string, l?: string, t?: string) => row('lease', 'lease.rent_increases', lease(`Rent review. ${body}`, l, t), position);
  rows('an open-market rent review is the fallback', [
    [market('On each Review Date the rent shall be reviewed to the open market rent, which may be higher or lower than the rent then payable, determined in default of agreement by an independent valuer.', 'acceptable'),
      market('On each Review Date the rent shall be reviewed by the percentage change in the Consumer Price Index, capped at three per cent (3%).', 'preferred')],
    [market('The Base Rent for each Option Term shall be adjusted to the fair market rental value of the Premises, as agreed or, failing agreement, fixed by an independent appraiser.', 'acceptable', 'Lessor', 'Lessee'),
      market('The Base Rent for each year of the Term shall be adjusted by the lesser of the CPI increase and three percent (3%).', 'preferred', 'Lessor', 'Lessee')],
    [market('Market review: the rent payable from the third anniversary will be the current market rent determined by a registered valuer acting as expert, and may go up or down.', 'acceptable'),
      market('CPI review: the rent payable from each anniversary will rise by the CPI change, capped at 3%.', 'preferred')],
  ]);

  // The service charge's cost pool defined to take in the landlord's capital spending: replacing plant and lifts at the
  // end of their life, improvements whether or not repair, a sinking or reserve fund, with no limit. Not a pool that
  // excludes them.
  const pool = (body: string, position: string, l?: string, t?: string) => row('lease', 'lease.service_charges', lease(`Outgoings. ${body}`, l, t), position);
  rows('the cost pool defined to take in capital spending', [
    [pool('The Tenant shall pay 12% of the Building Costs each year. "Building Costs" means all expenditure of the Landlord on the Building, including replacing the lifts, chillers and other plant when the Landlord decides they are worn out.', 'unacceptable'),
      pool('The Tenant shall pay 12% of the Building Costs each year. "Building Costs" means the Landlord\'s reasonable costs of cleaning, lighting and maintaining the Building, excluding replacing the lifts, chillers and other plant.', 'preferred')],
    [pool('The Lessee shall pay its proportion of the Outgoings. The Outgoings include contributions to a sinking fund for future capital works and the cost of any refurbishment of the common areas the Lessor sees fit to undertake.', 'unacceptable', 'Lessor', 'Lessee'),
      pool('The Lessee shall pay its proportion of the Outgoings. The Outgoings include the cost of cleaning and lighting the common areas but do not include contributions to a sinking fund, capital works or any refurbishment.', 'preferred', 'Lessor', 'Lessee')],
    [pool('The Tenant shall pay the Service Charge, being its share of the Service Costs. The Service Costs comprise all costs of the Landlord in managing and improving the Centre, whether or not in the nature of repair, without any limit in any year.', 'unacceptable'),
      pool('The Tenant shall pay the Service Charge, being its share of the Service Costs. The Service Costs comprise the reasonable costs of the Landlord in managing and cleaning the Centre, and shall not exceed the previous year\'s by more than 4%.', 'preferred')],
  ]);

  // The tenant made to insure the whole building (structure and common parts), or the landlord freed of any duty to
  // insure. Not the tenant insuring its own contents and liability while the landlord insures the building.
  const cover = (body: string, position: string, l?: string, t?: string) => row('lease', 'lease.insurance', lease(`Insurance. ${body}`, l, t), position);
  rows('the tenant insures the whole building, or the landlord need not insure', [
    [cover('The Tenant must insure the Building, including its structure, for its full replacement value in the joint names of the Landlord and the Tenant, and pay all premiums.', 'unacceptable'),
      cover('The Landlord must insure the Building, including its structure, for its full replacement value, and the Tenant must insure its own fit-out and stock and pay those premiums.', 'preferred')],
    [cover('Lessee shall at its own cost keep the entire building of which the Premises form part insured against fire and all other usual risks. Lessor is under no obligation to insure.', 'unacceptable', 'Lessor', 'Lessee'),
      cover('Lessor shall keep the entire building of which the Premises form part insured against fire and all other usual risks. Lessee shall at its own cost insure its contents and carry public liability cover.', 'preferred', 'Lessor', 'Lessee')],
    [cover('The Landlord shall not be obliged to insure the Premises or the Building, and the Tenant shall effect buildings insurance for their reinstatement cost.', 'unacceptable'),
      cover('The Landlord shall insure the Premises and the Building for their reinstatement cost, and the Tenant shall effect contents insurance and public liability insurance.', 'preferred')],
  ]);

  // Entry on "reasonable notice" with no stated period: the playbook's fallback, not its 24 hours' written notice. Not a
  // clause that names the period.
  const entry = (body: string, position: string, l?: string, t?: string) => row('lease', 'lease.landlord_access', lease(`Access. ${body}`, l, t), position);
  rows('entry on reasonable notice with no stated period is the fallback', [
    [entry('The Tenant shall permit the Landlord to enter the Premises at reasonable times on reasonable prior notice to inspect and repair them, and without notice in an emergency.', 'acceptable'),
      entry('The Tenant shall permit the Landlord to enter the Premises at reasonable times on at least 48 hours\' prior written notice to inspect and repair them, and without notice in an emergency.', 'preferred')],
    [entry('Lessor may enter the Premises during business hours after giving reasonable notice, to carry out repairs or show prospective purchasers.', 'acceptable', 'Lessor', 'Lessee'),
      entry('Lessor may enter the Premises during business hours after giving twenty-four (24) hours\' notice, to carry out repairs or show prospective purchasers.', 'preferred', 'Lessor', 'Lessee')],
    [entry('The Landlord has the right to enter the Premises on giving the Tenant adequate notice, except in an emergency.', 'acceptable'),
      entry('The Landlord has the right to enter the Premises on giving the Tenant two business days\' notice, except in an emergency.', 'preferred')],
  ]);
  // A break right the landlord holds too ("either party", "the Landlord or the Tenant"): the playbook's fallback (mutual
  // break rights), not its preferred tenant-only break. Not a break the tenant alone holds.
  const brk = (body: string, position: string, l?: string, t?: string) => row('lease', 'lease.termination_for_convenience', lease(`Break. ${body}`, l, t), position);
  rows('a break right the landlord holds too is the fallback', [
    [brk('Either party may terminate this Lease on the third anniversary of the Term Commencement Date by giving the other not less than six months\' written notice.', 'acceptable'),
      brk('The Tenant may terminate this Lease on the third anniversary of the Term Commencement Date by giving the Landlord not less than six months\' written notice.', 'preferred')],
    [brk('The Lessor or the Lessee may end this lease at the end of the fourth year of the term on giving the other at least nine months\' notice in writing.', 'acceptable', 'Lessor', 'Lessee'),
      brk('The Lessee may end this lease at the end of the fourth year of the term on giving the Lessor at least nine months\' notice in writing.', 'preferred', 'Lessor', 'Lessee')],
    [brk('Each of the Landlord and the Tenant may determine this Lease with effect from 30 June 2029 by serving on the other at least six months\' prior written notice.', 'acceptable'),
      brk('Only the Tenant may determine this Lease with effect from 30 June 2029 by serving on the Landlord at least six months\' prior written notice.', 'preferred')],
  ]);

  // Consent to assign on condition that the outgoing tenant guarantees its assignee (an English authorised guarantee
  // agreement, or remaining liable with the assignee): the playbook's fallback. Not consent with no such condition.
  const aga = (body: string, position: string, l?: string, t?: string) => row('lease', 'lease.assignment_subletting', lease(`Assignment. ${body}`, l, t), position);
  rows('consent to assign on the tenant guaranteeing its assignee is the fallback', [
    [aga('The Tenant shall not assign the whole of the Premises without the Landlord\'s consent, which shall not be unreasonably withheld. It is a condition of any such consent that the Tenant enters into an authorised guarantee agreement in respect of the assignee.', 'acceptable'),
      aga('The Tenant shall not assign the whole of the Premises without the Landlord\'s consent, which shall not be unreasonably withheld. It is a condition of any such consent that the assignee provides a rent deposit of three months\' rent.', 'preferred')],
    [aga('Lessee may assign this Lease with Lessor\'s consent, not to be unreasonably withheld, provided that Lessee shall remain jointly and severally liable with the assignee for the performance of all of Lessee\'s obligations under this Lease.', 'acceptable', 'Lessor', 'Lessee'),
      aga('Lessee may assign this Lease with Lessor\'s consent, not to be unreasonably withheld, and on assignment Lessee shall be released from the performance of all of Lessee\'s obligations under this Lease.', 'preferred', 'Lessor', 'Lessee')],
    [aga('The Tenant may assign with the Landlord\'s consent, which the Landlord must not unreasonably withhold, but the Tenant must first guarantee the incoming tenant\'s performance of this lease.', 'acceptable'),
      aga('The Tenant may assign with the Landlord\'s consent, which the Landlord must not unreasonably withhold, but the Tenant must first pay the Landlord\'s reasonable legal costs of the consent.', 'preferred')],
  ]);

  // The landlord repairs the structure, but recovers the whole cost through the service charge: the playbook's fallback
  // (the tenant contributes through the service charge). Not the landlord repairing at its own cost.
  const fix = (body: string, position: string, l?: string, t?: string) => row('lease', 'lease.repairs', lease(`Repair. ${body}`, l, t), position);
  rows('the landlord repairs the structure at the cost of the service charge: the fallback', [
    [fix('The Tenant shall keep the interior of the Premises in good repair, fair wear and tear excepted. The Landlord shall keep the structure, roof and common parts in good repair, the cost being a Service Cost.', 'acceptable'),
      fix('The Tenant shall keep the interior of the Premises in good repair, fair wear and tear excepted. The Landlord shall keep the structure, roof and common parts in good repair at its own cost.', 'preferred')],
    [fix('Lessor shall maintain and repair the roof, foundations and exterior walls of the Building, and the cost of doing so shall be included in Operating Expenses. Lessee shall maintain the interior of the Premises.', 'acceptable', 'Lessor', 'Lessee'),
      fix('Lessor shall maintain and repair the roof, foundations and exterior walls of the Building, and the cost of doing so shall not be included in Operating Expenses. Lessee shall maintain the interior of the Premises.', 'preferred', 'Lessor', 'Lessee')],
    [fix('The Landlord must keep the structure and the building services in repair and may recover the cost as part of the Outgoings. The Tenant must keep the inside of the Premises clean and tidy, fair wear and tear excepted.', 'acceptable'),
      fix('The Landlord must keep the structure and the building services in repair and may not recover the cost from the Tenant. The Tenant must keep the inside of the Premises clean and tidy, fair wear and tear excepted.', 'preferred')],
  ]);

  // A deposit of three months' rent stated as months of a named rent ("three months' Annual Rent", "yearly rent"), or
  // returned within two months rather than one: the playbook's fallback. Not two months' rent returned within 30 days.
  const bond = (body: string, position: string, l?: string, t?: string) => row('lease', 'lease.deposit', lease(`Deposit. ${body}`, l, t), position);
  rows('a deposit at the fallback: three months of a named rent, or returned within two months', [
    [bond('On completion the Tenant shall pay a deposit equal to three months\' Annual Rent, which the Landlord shall return within thirty days after the end of the Term.', 'acceptable'),
      bond('On completion the Tenant shall pay a deposit equal to two months\' Annual Rent, which the Landlord shall return within thirty days after the end of the Term.', 'preferred')],
    [bond('Lessee shall deposit with Lessor an amount equal to two months\' rent, to be returned to Lessee within sixty (60) days after the expiration of the Term, less amounts then due.', 'acceptable', 'Lessor', 'Lessee'),
      bond('Lessee shall deposit with Lessor an amount equal to two months\' rent, to be returned to Lessee within thirty (30) days after the expiration of the Term, less amounts then due.', 'preferred', 'Lessor', 'Lessee')],
    [bond('The Tenant must provide a bond of two months\' rent. The Landlord must refund the bond to the Tenant within 45 days after the Tenant vacates, less any amount properly owing.', 'acceptable'),
      bond('The Tenant must provide a bond of two months\' rent. The Landlord must refund the bond to the Tenant within 14 days after the Tenant vacates, less any amount properly owing.', 'preferred')],
  ]);
  // The employee's restrictive covenants switched off from the day the employment ends (the covenant itself named, or a
  // freedom to approach clients and staff from the last day): the employer loses them exactly when it needs them. Not a
  // covenant kept for twelve months after leaving.
  const off = (body: string, position: string, l?: string, e?: string) => row('employment', 'employment.non_solicit', employment(`Restrictions. The ${e ?? 'Executive'} shall not solicit any client or employee of the ${l ?? 'Company'} during the employment or for twelve months after it ends. ${body}`, l, e), position);
  rows('restrictive covenants switched off once the employment ends', [
    [off('Clause 12 (Restrictive Covenants) shall cease to apply from the Termination Date.', 'unacceptable'),
      off('Clause 12 (Restrictive Covenants) shall continue to apply for twelve months from the Termination Date.', 'preferred')],
    [off('Notwithstanding the above, once the Employee has left, the Employee is free to approach and deal with any client or staff member of the Employer from the Employee\'s last day of employment.', 'unacceptable', 'Employer', 'Employee'),
      off('Notwithstanding the above, once the Employee has left, the Employee is free to approach and deal with any client or staff member of the Employer with whom the Employee had no dealings in the last year of employment.', 'preferred', 'Employer', 'Employee')],
    [off('The non-solicitation undertakings in this clause will not apply after the employment ends.', 'unacceptable'),
      off('The non-solicitation undertakings in this clause will apply for twelve months after the employment ends.', 'preferred')],
  ]);
});
