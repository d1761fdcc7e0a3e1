import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';
import { dataRegimes } from '../src/redline-contract-words.js';

/*
 * Session 19, redline23: the redlines of session 18's lead (a US vendor's DPA read as a UK controller's lawyer, a Leeds
 * office lease read as the tenant's) that a lawyer would not send back, each a class of drafting in wordings written
 * for this file.
 */

const redlines = (text: string, type: 'dpa' | 'lease' | 'license' | 'services') => {
  const out = review({ text, document_type: type, options: { suggest_redlines: true } } as Parameters<typeof review>[0]);
  // (a redline that makes several changes of one clause carries one issue's id: the others are named in its rationale by their check's title)
  const title = (id: string) => out.review.checks.find((c) => c.check_id === id)?.title;
  return { out, forCheck: (id: string) => out.review.redlines?.find((r) => out.review.issues.find((i) => i.id === r.issue_id)?.check_id === id) ?? out.review.redlines?.find((r) => out.review.issues.some((i) => i.check_id === id) && r.rationale.includes(`${title(id)}:`)) };
};

// ---- 1. The data protection vocabulary follows the regime the DPA names, not its governing law ----
// (a UK GDPR DPA under California law got "the European Economic Area" and "Union or Member State law")
describe('data protection words follow the regime the DPA names', () => {
  const dpa = (lawDef: string, governing: string, processor = 'Processor', controller = 'Controller') => `DATA PROCESSING AGREEMENT

This Agreement is made between Harrow Cloud Inc. ("${processor}") and Quayside Foods Limited ("${controller}").

1. Definitions
1.1 ${lawDef}

2. Processing
2.1 ${processor} shall process Personal Data only on the documented instructions of ${controller}.

3. Transfers
3.1 ${processor} may store and process Personal Data in any country where it or its sub-processors have facilities.

4. Return and deletion
4.1 On expiry, ${processor} may keep Personal Data for as long as it considers necessary for its business.

5. Law
5.1 ${governing}
`;
  const transfer = (text: string) => {
    const { forCheck } = redlines(text, 'dpa');
    const t = forCheck('dpa.international_transfers');
    expect(t).toBeDefined();
    return t!;
  };
  const deletion = (text: string) => redlines(text, 'dpa').forCheck('dpa.deletion_return');

  it('a UK GDPR DPA under Delaware law speaks of the United Kingdom and the UK\'s law', () => {
    const text = dpa('"Data Protection Legislation" means the UK GDPR and the Data Protection Act 2018.', 'This Agreement is governed by the laws of the State of Delaware.');
    const t = transfer(text);
    expect(t.suggested_text).toMatch(/outside the United Kingdom/);
    expect(t.suggested_text).not.toMatch(/European Economic Area|European Commission/);
    expect(t.rationale).not.toMatch(/speaks of EU law/);
    const d = deletion(text);
    if (d) expect(d.suggested_text).toMatch(/unless domestic law requires/);
  });

  it('a DPA under New York law naming the Data Protection Act 2018 alone takes the UK\'s words too', () => {
    const t = transfer(dpa('"Applicable Privacy Law" means the Data Protection Act 2018 and the regulations made under it.', 'The laws of the State of New York govern this Agreement.', 'Vendor', 'Company'));
    expect(t.suggested_text).toMatch(/outside the United Kingdom/);
    expect(t.suggested_text).not.toMatch(/European Economic Area/);
  });

  it('an EU GDPR DPA under English law speaks of the EEA and Union law', () => {
    const text = dpa('"Data Protection Law" means Regulation (EU) 2016/679 and the laws of the Member States implementing it.', 'This Agreement is governed by the law of England and Wales.', 'Supplier', 'Customer');
    const t = transfer(text);
    expect(t.suggested_text).toMatch(/outside the European Economic Area/);
    expect(t.suggested_text).not.toMatch(/United Kingdom|UK GDPR/);
    const d = deletion(text);
    if (d) expect(d.suggested_text).toMatch(/Union or Member State law/);
  });

  it('a DPA naming both the UK GDPR and the EU GDPR, under California law, names both', () => {
    const text = dpa('"Data Protection Laws" means the UK GDPR, the Data Protection Act 2018 and, where applicable, Regulation (EU) 2016/679.', 'This Agreement is governed by the laws of the State of California.');
    const t = transfer(text);
    expect(t.suggested_text).toMatch(/outside the United Kingdom and the European Economic Area/);
    expect(t.suggested_text).toMatch(/International Data Transfer Addendum/);
    expect(t.rationale).not.toMatch(/speaks of EU law/);
    expect(t.rationale).toMatch(/the UK and the EEA/);
    const d = deletion(text);
    if (d) expect(d.suggested_text).toMatch(/unless the law of the United Kingdom or Union or Member State law requires/);
  });

  it('a Swiss DPA speaks of Switzerland and Swiss law', () => {
    const t = transfer(dpa('"Data Protection Law" means the Swiss Federal Act on Data Protection (FADP) and its ordinances.', 'This Agreement is governed by the laws of the State of Delaware.', 'Provider', 'Client'));
    expect(t.suggested_text).toMatch(/outside Switzerland/);
    expect(t.suggested_text).not.toMatch(/European Economic Area|GDPR/);
  });

  it('a DPA naming neither takes its governing law\'s words, and under a law the library cannot fit says so', () => {
    const english = transfer(dpa('"Data Protection Law" means all laws on the processing of personal data that apply to it.', 'This Agreement is governed by the law of England and Wales.'));
    expect(english.suggested_text).toMatch(/outside the United Kingdom/);
    const german = transfer(dpa('"Data Protection Law" means all laws on the processing of personal data that apply to it.', 'This Agreement is governed by German law.'));
    expect(german.suggested_text).toMatch(/outside the European Economic Area/);
    const ny = transfer(dpa('"Data Protection Law" means all laws on the processing of personal data that apply to it.', 'This Agreement is governed by the laws of the State of New York.'));
    expect(ny.suggested_text).toMatch(/European Economic Area/);
    expect(ny.rationale).toMatch(/governed by another law \(New York\)/);
  });

  it.each([
    ['the UK GDPR under Delaware law', 'The UK GDPR applies.', 'Delaware', ['uk']],
    ['the EU GDPR under English law', 'Regulation (EU) 2016/679 applies.', 'England and Wales', ['eu']],
    ['both', 'The UK GDPR and the EU GDPR apply.', 'California', ['uk', 'eu']],
    ['the FADP', 'The revFADP applies.', null, ['ch']],
    ['neither, Irish law', 'The GDPR applies.', 'Ireland', ['eu']],
    ['neither, New York law', 'The GDPR applies.', 'New York', []],
  ])('%s', (_n, text, law, want) => expect(dataRegimes(text, law)).toEqual(want));
});

/** A short lease with a deposit clause under test as clause 3 (rent stated in clause 2). */
const leaseWith = (rent: string, clause3: string, heading = 'Deposit', names: [string, string] = ['Landlord', 'Tenant']) => `LEASE

This Lease is made between Ashgrove Holdings Pty Ltd ("${names[0]}") and Kestrel Print Limited ("${names[1]}").

1. Premises
1.1 The ${names[0]} lets the Premises to the ${names[1]} for a term of five years.

2. Rent
2.1 ${rent}

3. ${heading}
3.1 ${clause3}

4. Law
4.1 This Lease is governed by the law of England and Wales.
`;

// ---- 2. A redline keeps the sentence that creates what the check is about ----
// (the deposit redline struck "The Tenant shall pay the Landlord a deposit of £48,000 on the date of this Lease": the
// language returns "the Security Deposit" and creates none, so the deposit vanished; the creation stays, its size is
// amended where it is over the tiers, and the return and deductions are rewritten)
describe('a redline keeps the sentence that creates the deposit', () => {
  const cases: [string, string, string, RegExp, [string, string]?][] = [
    ['The Tenant shall pay a yearly rent of £60,000 by equal quarterly payments in advance.',
      'The Tenant shall pay the Landlord a deposit of £30,000 on the date of this Lease. The deposit shall be repaid to the Tenant at the end of the Term, less any sums the Landlord considers are owed.',
      'The Tenant shall pay the Landlord a deposit of £', /deposit of £10,000/],
    ['Tenant shall pay Base Rent of $3,000 per month, in advance on the first day of each month.',
      'Tenant shall deposit with Landlord a security deposit in the amount of $9,000 upon execution of this Lease. Landlord may apply the security deposit to any amount that Landlord in its sole discretion determines is owed.',
      'Tenant shall deposit with Landlord a security deposit in the amount of $', /amount of \$6,000/],
    ['The Lessee must pay rent of $2,500 per month in advance.',
      'The Lessee must provide a bond of $5,000 before the Commencement Date. The Lessor may retain the bond until the Premises have been re-let.',
      'The Lessee must provide a bond of $', /bond of \$5,000/, ['Lessor', 'Lessee']],
  ];
  for (const [rent, clause, creation, size, names] of cases) {
    it(creation.slice(0, 50), () => {
      const { out } = redlines(leaseWith(rent, clause, 'Deposit', names), 'lease');
      expect(out.review.issues.some((i) => i.check_id === 'lease.deposit')).toBe(true);
      const red = out.review.redlines?.find((r) => r.original_text.includes('3.1'));
      expect(red).toBeDefined();
      // the deposit is still created, at the size the tiers allow, and returned by the playbook's language
      expect(red!.suggested_text).toContain(creation);
      expect(red!.suggested_text).toMatch(size);
      expect(red!.suggested_text).toMatch(/return the (?:Security Deposit|deposit|security deposit|bond)/i);
    });
  }
  it('a deposit returned properly raises no issue (the twin)', () => {
    const { out } = redlines(leaseWith('The Tenant shall pay a yearly rent of £60,000 by equal quarterly payments in advance.', 'The Tenant shall pay the Landlord a deposit of £10,000 on the date of this Lease. The Landlord shall return the deposit to the Tenant within thirty days after the end of the Term, less any rent then due.'), 'lease');
    expect(out.review.issues.some((i) => i.check_id === 'lease.deposit')).toBe(false);
  });
});

// ---- 3. A redline keeps the contract's own names for things ----
// (the insurance redline replaced "Calverley House" with "the building", the deposit redline called "the bond" "the
// security deposit": the language's generic noun is the contract's name for the same thing where it has one)
describe("a redline keeps the contract's names for the building and the deposit", () => {
  const lease = (building: string, use: string) => `LEASE

This Lease is made between Ashgrove Holdings Limited ("Landlord") and Kestrel Print Limited ("Tenant").

1. Premises
1.1 The Landlord lets to the Tenant the third floor of ${building} (the "Premises") for a term of five years.

2. Rent
2.1 The Tenant shall pay a yearly rent of £60,000 by equal quarterly payments in advance.

3. Insurance
3.1 ${use}

4. Law
4.1 This Lease is governed by the law of England and Wales.
`;
  const cases: [string, string, string][] = [
    ['Calverley House, 30 Park Square, Leeds', 'The Landlord shall insure Calverley House against the insured risks. If the Premises are damaged by an insured risk, the rent shall continue to be payable in full.', 'Calverley House'],
    ['the Meridian Building, 400 Pine Street, Seattle', 'Landlord shall keep the Meridian Building insured against fire and other casualty. Base Rent shall not abate during any period in which the Premises are untenantable due to fire or other casualty.', 'the Meridian Building'],
    ['Riverside Centre, 12 Eagle Street, Brisbane', 'The Landlord must insure Riverside Centre against the usual risks. No abatement of rent shall apply if the Premises are damaged or destroyed.', 'Riverside Centre'],
  ];
  for (const [building, clause, name] of cases) {
    it(name, () => {
      const { out } = redlines(lease(building, clause), 'lease');
      const all = out.review.redlines ?? [];
      expect(out.review.issues.some((i) => i.check_id === 'lease.insurance')).toBe(true);
      // the language that speaks of the building (insurance, repairs) names it as the lease does, and never generically
      const count = (t: string) => t.split(name).length - 1;
      expect(all.some((r) => count(r.suggested_text) > count(r.original_text))).toBe(true);
      for (const r of all) expect(r.suggested_text).not.toMatch(/\bthe building\b(?! systems)/i);
    });
  }
  it('a lease that names no building keeps the generic noun (the twin)', () => {
    const { forCheck } = redlines(lease('the building at 8 Mill Lane, Leeds', 'The Landlord shall insure the building against the insured risks. If the Premises are damaged by an insured risk, the rent shall continue to be payable in full.'), 'lease');
    expect(forCheck('lease.insurance')!.suggested_text).toMatch(/insure the building/);
  });
  it.each([
    ['the bond', 'The Lessee must pay a bond of $5,000 before the Commencement Date. The Lessor may retain the bond until the Premises have been re-let.', /return the bond\b/],
    ['the deposit', 'The Tenant shall pay the Landlord a deposit of £10,000. The Landlord may retain the deposit until the Premises have been re-let.', /return the deposit\b/],
    ['the Rent Deposit', 'The Tenant shall pay the Landlord £10,000 (the "Rent Deposit") on the date of this Lease. The Landlord may retain the Rent Deposit until the Premises have been re-let.', /return the Rent Deposit\b/],
  ])('the deposit by its own name: %s', (_n, clause, want) => {
    const { forCheck } = redlines(lease('Calverley House, Leeds', clause), 'lease');
    expect(forCheck('lease.deposit')!.suggested_text).toMatch(want);
  });
});

// ---- 6. A rationale speaks of the term structure the contract has ----
// (session 18's licence22 fitted the language to a licence with no initial term, and the rationale still said "Fees are
// fixed for the initial term; renewal increases are capped")
describe('a rationale quotes no initial term or renewal the agreement lacks', () => {
  const licence = (fees: string, term: string) => `SOFTWARE LICENCE AGREEMENT

This Agreement is made between Corvane Systems Inc. ("Licensor") and Tallis Hospitals Limited ("Licensee").

1. Licence
1.1 Licensor grants Licensee a non-exclusive licence to use the Software for its internal business purposes.

2. Term
2.1 ${term}

3. Fees
3.1 ${fees}
`;
  const cases: [string, string][] = [
    ["Licensor may increase the annual support fee on each anniversary of the Effective Date by giving Licensee 30 days' notice. Any such increase shall not exceed 12% of the fee for the preceding year.", 'This Agreement continues until terminated by either party on ninety days\' notice.'],
    ['The Licensor may revise the maintenance charges at any time at its sole discretion.', 'This Agreement shall commence on the Effective Date and remain in force until terminated in accordance with clause 6.'],
    ['Licensor may raise the subscription fee each year by any amount it chooses.', 'This Agreement begins on the Effective Date and continues for five (5) years (the "Term").'],
  ];
  for (const [fees, term] of cases) {
    it(fees.slice(0, 50), () => {
      const { out } = redlines(licence(fees, term), 'license');
      const red = out.review.redlines?.find((r) => r.original_text.includes('3.1'));
      expect(red).toBeDefined();
      expect(red!.rationale).not.toMatch(/initial term|renewal/i);
      expect(red!.rationale).toMatch(/capped at 5% or CPI/);
    });
  }
  it('an agreement with an initial term and renewals keeps them (the twin)', () => {
    const { out } = redlines(licence('Licensor may increase the fees for any renewal term as it sees fit.', 'This Agreement has an initial term of three years (the "Initial Term") and renews for successive one-year renewal terms unless either party gives notice.'), 'license');
    const red = out.review.redlines?.find((r) => r.original_text.includes('3.1'));
    expect(red!.rationale).toMatch(/initial term; renewal increases/);
  });
});

// ---- 7. Rent that runs on after insured damage is a high-severity point for a tenant ----
// (lease.insurance is a low-severity check, so the override that leaves rent payable, or the building unbuilt, was a
// low issue; the override carries its own severity, playbook data: override_severity)
describe('an insurance override raises a high-severity issue; who insures what stays low', () => {
  const lease = (damage: string) => `LEASE

This Lease is made between Wexcombe Estates LLP ("Landlord") and Pellow Dental Ltd ("Tenant").

1. Rent
1.1 The Tenant shall pay a yearly rent of £48,000 by equal quarterly payments in advance.

2. Insurance
2.1 ${damage}

3. Law
3.1 This Lease is governed by the law of England and Wales.
`;
  const severity = (text: string) => review({ text: lease(text), document_type: 'lease' }).review.issues.find((i) => i.check_id === 'lease.insurance')?.severity;
  it.each([
    ['The Landlord shall insure the Building. Rent shall remain payable in full even if the Premises are destroyed by fire.', 'high'],
    ['Lessor shall insure the Building against casualty. Lessee\'s obligation to pay Rent shall not abate as a result of any casualty damage to the Premises.', 'high'],
    ['The Landlord shall insure the Building, but shall be under no obligation to reinstate it after damage by an insured risk.', 'high'],
    // (the twins: the rent suspended is no issue; the tenant insuring the whole building stays at the check's severity)
    ['The Landlord shall insure the Building, and the rent shall be suspended while an insured risk makes the Premises unfit for use.', undefined],
    ['The Tenant shall insure the whole of the Building, including its structure, at its own cost.', 'low'],
  ])('%s', (text, want) => expect(severity(text)).toBe(want));
});

// ---- 5. The tenant's break takes the landlord's place under a heading that names the landlord ----
// (the planner tried the replacement and fell back to putting the tenant's break beside the landlord's redevelopment
// break: the heading "LANDLORD'S RIGHT TO END THE LEASE", read with the tenant's break under it, still gave the landlord
// a right to end the lease at any time; the heading now names the tenant, and the tenant's bar elsewhere goes with it)
describe("the tenant's break replaces the landlord's under a heading naming the landlord", () => {
  const lease = (bar: string, heading: string, clause: string, names: [string, string] = ['Landlord', 'Tenant']) => `LEASE

This Lease is made between Calder Vale Properties Limited ("${names[0]}") and Birchwood Studio Limited ("${names[1]}").

1. Term
1.1 The ${names[0]} lets the Premises to the ${names[1]} for a term of ten years from 1 May 2026.
1.2 ${bar}

2. Rent
2.1 The ${names[1]} shall pay a yearly rent of £60,000 by equal quarterly payments in advance.

3. ${heading}
${clause}

4. Law
4.1 This Lease is governed by the law of England and Wales.
`;
  const cases: [string, string, string, [string, string]?][] = [
    ['The Tenant may not terminate this Lease before the end of the Term.', "LANDLORD'S RIGHT TO END THE LEASE", "The Landlord may end this Lease at any time by giving the Tenant not less than three (3) months' notice if the Landlord wishes to redevelop the Building."],
    ['Tenant may not end this Lease before the expiry of the Term.', 'Termination by Landlord', "Landlord may terminate this Lease at any time for any reason on sixty (60) days' written notice to Tenant."],
    ['The Lessee may not terminate this Lease before the end of the term.', "Lessor's Break Right", "The Lessor may determine this Lease at any time by giving the Lessee six months' written notice.", ['Lessor', 'Lessee']],
  ];
  for (const [bar, heading, clause, names] of cases) {
    it(heading, () => {
      const { out } = redlines(lease(bar, heading, clause, names), 'lease');
      const reds = out.review.redlines ?? [];
      const red = reds.find((r) => r.original_text.includes(heading));
      expect(red).toBeDefined();
      const [, tenant] = names ?? ['Landlord', 'Tenant'];
      expect(red!.suggested_text).not.toContain(clause.slice(0, 40));
      expect(red!.suggested_text).toMatch(new RegExp(`${tenant} may terminate this Lease at any time`));
      // the heading names the tenant's right now
      expect(red!.suggested_text).toContain(heading.replace(/Landlord|LANDLORD|Lessor/, (m) => (m === 'LANDLORD' ? 'TENANT' : m === 'Lessor' ? 'Lessee' : 'Tenant')));
      // the bar goes too, in a redline of its own
      expect(reds.some((r) => r.original_text.includes(bar.slice(0, 30)) && !r.suggested_text.includes(bar.slice(0, 30)))).toBe(true);
    });
  }
  it('a heading that names neither party stays (the twin)', () => {
    const { out } = redlines(lease('The Tenant may not terminate this Lease before the end of the Term.', 'REDEVELOPMENT', "The Landlord may end this Lease at any time by giving the Tenant three months' notice if it wishes to redevelop."), 'lease');
    const red = out.review.redlines?.find((r) => r.original_text.includes('REDEVELOPMENT'));
    expect(red!.suggested_text).toMatch(/^3\. REDEVELOPMENT\n/);
  });
});
