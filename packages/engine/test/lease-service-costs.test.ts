// A lease's service charge is often the tenant's proportion of "Service Costs" (or "Operating Costs", "Outgoings")
// defined elsewhere, and what hurts the tenant is in that definition or beside it: the landlord's rebuilding, renewal and
// improvement of the structure passed on, and no limit on the sum. TEST12B's office lease (spent) read this way as the
// fallback; these rows, written before the fix, are other wordings of the same class, with benign twins.
import { describe, expect, it } from 'vitest';
import { read } from './judge-rows.js';

const lease = (charge: string) => `LEASE OF OFFICE PREMISES

This Lease is made between Harlow Estates Limited (the "Landlord") and Fenwick Design LLP (the "Tenant").

1. Letting. The Landlord lets the Premises to the Tenant for a term of five years at the Annual Rent of £84,000.

2. Rent. The Tenant shall pay the Annual Rent by equal quarterly instalments in advance.

3. Service charge. ${charge}

4. Repair. The Tenant shall keep the interior of the Premises in good repair.
`;

const serviceCharges = (charge: string) => read({ type: 'lease', check: 'lease.service_charges', text: lease(charge) });

describe('a service charge whose costs take in the structure, or have no limit', () => {
  const adverse = [
    'The Tenant shall pay a fair proportion of the Service Costs. The Service Costs are all costs incurred by the Landlord in running the Building, including rebuilding, renewing and improving its structure and roof. There is no limit on the Service Costs recoverable in any year.',
    'Tenant shall pay Tenant\'s Share of Operating Costs, which include the cost of replacing or upgrading the roof and structural components of the Building; there shall be no cap on Operating Costs.',
    'The Tenant shall pay the Tenant\'s Proportion of the Service Costs. There is no limit on the amount of the Service Costs that the Landlord may recover in any year.',
  ];
  it.each(adverse)('%s', (charge) => expect(serviceCharges(charge)).toEqual({ position: 'unacceptable', issue: true }));

  const benign = [
    'The Tenant shall pay a fair proportion of the Service Costs, which exclude the costs of rebuilding, renewing or improving the structure and roof, and the Service Costs recoverable in any year shall not exceed those of the previous year by more than five per cent.',
    'The Tenant shall pay a fair proportion of the Service Costs, which cover cleaning, lighting and security of the common parts only, and are capped at £40,000 in any year.',
  ];
  it.each(benign)('%s', (charge) => {
    const read = serviceCharges(charge);
    expect(read.issue).toBe(false);
    expect(read.position).toBe('preferred');
  });
});

// The deposit given back in other words than "returned": "pay the balance of the deposit to the Tenant", "release the
// deposit to the Tenant", "account to the Lessee for the deposit". Read as no return at all, they raised a false issue
// (TEST12B's office lease, spent; rows written before the fix). Twins: the tenant paying a deposit in is no return, and
// a return long after the lease ends stays unacceptable.
describe('a deposit given back in other words', () => {
  const deposit = (clause: string) => read({ type: 'lease', check: 'lease.deposit', text: lease(`The Tenant shall pay the Service Charge quarterly. ${clause}`) }).position;
  const given: [string, string][] = [
    ['On the date of this Lease the Tenant shall pay the Landlord a deposit of two months\' rent. Within thirty days after the end of the Term, the Landlord shall pay the balance of the deposit and accrued interest to the Tenant, after deducting any sums properly due.', 'preferred'],
    ['The Tenant shall provide a security deposit equal to two months\' rent, and the Landlord shall release the deposit to the Tenant within 30 days of the end of the Lease, less any arrears.', 'preferred'],
    ['The Lessee shall lodge a deposit of two months\' rent with the Lessor, who must account to the Lessee for the deposit, with interest, within 30 days after the lease ends.', 'preferred'],
    ['The Tenant shall pay the Landlord a deposit of two months\' rent, which the Landlord shall hold for the term.', 'unacceptable'],
    ['The Tenant shall pay a deposit of two months\' rent, and the Landlord shall pay the balance of the deposit to the Tenant no earlier than six months after the end of the Term.', 'unacceptable'],
  ];
  it.each(given)('%s', (clause, position) => expect(deposit(clause)).toBe(position));
});
