import { describe, expect, it } from 'vitest';
import { reviewed } from './redlined.js';
import { buildContext, sectionHeadingOf } from '../src/review.js';
import { parentSection, topSection } from '../src/sections.js';
import { FOOTER_RE, furnitureRuns } from '../src/page-lines.js';

/*
 * Session 25, leftovers29: what session 24 noticed and left, each a class written here in wordings of this file's own,
 * with a benign twin that must keep working.
 */

const checkOf = (out: ReturnType<typeof reviewed>, id: string) => out.review.checks.find((c) => c.check_id === id)!;

// ---- 1. A cross-reference, a decimal or an abbreviation inside a sentence does not end a pattern's span ----
// (patterns that keep to one sentence with "[^.;]" stopped at the dot of "14.2(d)", "12.1.2", "$1.5 million", "U.S.",
// "Inc.": a non-compete whose promise and verb stand either side of one was not read)
describe('a dot that ends no sentence does not end a sentence-bounded span', () => {
  const service = (body: string, names: { company: string; person: string; law: string }) => `SERVICE AGREEMENT

This Agreement is made between ${names.company} (the "Company") and ${names.person} (the "Executive").

1. Appointment
1.1 The Company shall employ the Executive as Chief Technology Officer.

2. Salary
2.1 The Company shall pay the Executive a salary of 150,000 a year.

14. Restrictions
${body}

15. Governing law
15.1 This Agreement is governed by the law of ${names.law}.
`;
  const english = { company: 'Harlow Robotics Limited', person: 'Jane Porter', law: 'England and Wales' };
  const us = { company: 'Redwood Analytics, Inc.', person: 'Michael Chen', law: 'the State of Delaware' };
  const au = { company: 'Kookaburra Mining Pty Ltd', person: 'Liam Walsh', law: 'New South Wales' };
  const india = { company: 'Sahyadri Infotech Private Limited', person: 'Priya Menon', law: 'India' };
  const rows: [string, string, typeof english][] = [
    ['English, a lead-in with a cross-reference to a sub-paragraph, its items compete',
      '14.2 The Executive undertakes that the Executive will not, for eighteen (18) months after the Termination Date (and in respect of clause 14.2(d) below only, at any time):\n\n(a) in the Restricted Territory, be engaged by or compete with any business which competes with the Company;\n\n(b) solicit any customer of the Company;\n\n(c) employ any senior employee of the Company; or\n\n(d) hold himself out as connected with the Company.',
      english],
    ['US, a section number and "U.S." before the verb',
      '14.2 Without prejudice to Section 9.3(b), the Executive will not, for a period of eighteen (18) months following the termination of employment, anywhere in the U.S. compete with the Company.',
      us],
    ['Australian, a three-part clause number and a decimal sum',
      '14.2 The Executive must not, in consideration of the payment of $1.5 million under clause 12.1.2, for twenty-four (24) months after the Termination Date carry on or be concerned in any business that competes with the Company in Australia.',
      au],
    ['Indian, an abbreviation with a lower-case word after it',
      '14.2 The Executive agrees that he shall not, for a period of twenty four (24) months after cessation of employment with the Company or any of its affiliates, i.e. any entity controlled by the Company under clause 1.4, directly or indirectly compete with the business of the Company.',
      india],
  ];
  it.each(rows)('%s', (_n, body, names) => {
    const c = checkOf(reviewed(service(body, names), 'employment'), 'employment.non_compete');
    expect(c.position).toBe('unacceptable');
  });
  // twins: a real full stop between the promise and the word of competing: the span stops there, as before
  const twins: [string, string, typeof english][] = [
    ['English, the full stop of a sentence ending in a clause number',
      '14.2 The Executive will not be entitled to any payment under clause 14.2. After eighteen (18) months the Executive may work for a business that competes with the Company.',
      english],
    ['US, a sentence ending in "Inc."',
      '14.2 The Executive will not be seconded to Redwood Analytics, Inc. Competitors of the Company may engage the Executive eighteen (18) months after the employment ends.',
      us],
    ['Australian, a sentence ending in a decimal sum',
      '14.2 The Executive must not be paid more than $1.5. A business that competes with the Company may employ the Executive twenty-four (24) months after the Termination Date.',
      au],
    ['Indian, a sentence ending in an abbreviation, the next in capitals',
      '14.2 The Executive shall not be transferred to an affiliate under the I.T. Act. Competitive employment is open to the Executive twenty four (24) months after cessation of employment.',
      india],
  ];
  it.each(twins)('twin: %s', (_n, body, names) => {
    const c = checkOf(reviewed(service(body, names), 'employment'), 'employment.non_compete');
    expect(c.position).not.toBe('unacceptable');
  });
});

// ---- 2. The pay clause is the compensation check's first evidence ----
// (no clause type was named "compensation" in the taxonomy, so the check's evidence fell to document order: "may
// terminate your employment ... without payment of compensation" was cited before the salary clause)
describe('the compensation check cites the pay clause first', () => {
  const employment = (parties: string, early: string, pay: string) => `EMPLOYMENT AGREEMENT

This Agreement is made between ${parties}.

3. Probation and termination
3.1 ${early}

4. Duties
4.1 The Employee shall perform the duties of Operations Manager and such other duties as the Employer reasonably assigns.

${pay}

6. Holidays
6.1 The Employee is entitled to twenty-five days' paid holiday in each holiday year.
`;
  const rows: [string, string, string, string, string][] = [
    ['English, headed "Salary", its clause naming wages',
      'Fenwick Logistics Limited (the "Employer") and Tom Ashby (the "Employee")',
      'During the first six months the Employer may terminate the employment on one week\'s notice without payment of compensation.',
      '5. Salary\n5.1 The Employee shall be paid wages at the rate of £21.50 an hour, paid weekly in arrears.', '£21.50'],
    ['US, headed "Base Compensation"',
      'Lakeshore Dental Partners, LLC (the "Employer") and Maria Lopez (the "Employee")',
      'The Employer may terminate the Employee\'s employment for Cause at any time, and no compensation shall be payable after the date of termination.',
      '5. Base Compensation\n5.1 The Employer shall pay the Employee an annual base salary of $118,000, payable in accordance with the Employer\'s regular payroll practices.', '$118,000'],
    ['Australian, headed "Remuneration"',
      'Banksia Health Pty Ltd (the "Employer") and Liam O\'Connor (the "Employee")',
      'The Employer may summarily dismiss the Employee for serious misconduct without notice and without any compensation.',
      '5. Remuneration\n5.1 The Employer will pay the Employee a total remuneration package of $96,000 per annum inclusive of superannuation, paid fortnightly.', '$96,000'],
    ['Indian, a pay clause with no heading',
      'Sahyadri Infotech Private Limited (the "Employer") and Priya Menon (the "Employee")',
      'Either party may terminate this Agreement during probation on seven days\' notice, and no compensation shall be claimed by the Employee on such termination.',
      '5. The Employer shall pay the Employee a gross base salary of INR 18,00,000 per annum, payable monthly on the last working day of each month.', '18,00,000'],
  ];
  it.each(rows)('%s', (_n, parties, early, pay, sum) => {
    const c = checkOf(reviewed(employment(parties, early, pay), 'employment'), 'employment.compensation');
    expect(c.evidence[0]?.quote).toContain(sum);
  });
  // twins: with no pay clause, the one sentence naming compensation is still cited; and a services agreement's fee
  // clause headed "Compensation" is still the payment check's first evidence
  it.each(rows)('twin, no pay clause: %s', (_n, parties, early) => {
    const c = checkOf(reviewed(employment(parties, early, '5. Place of work\n5.1 The Employee shall work at the Employer\'s main office.'), 'employment'), 'employment.compensation');
    expect(c.evidence[0]?.quote).toContain(early.slice(0, 30));
  });
  const services = (head: string) => `CONSULTING SERVICES AGREEMENT

This Agreement is made between Northgate Retail Inc. (the "Client") and Ashford Advisory LLC (the "Consultant").

1. Services
1.1 The Consultant shall provide the advisory services described in Exhibit A. Any late payment shall bear interest at one percent per month.

2. ${head}
2.1 The Client shall pay the Consultant a fee of $9,500 per month. The Consultant shall invoice monthly and the Client shall pay each undisputed invoice within thirty (30) days of receipt.

3. Term
3.1 This Agreement continues for twelve months.
`;
  it.each([['Compensation'], ['Fees and Compensation'], ['Consulting Fees']])('twin, a services agreement headed "%s": the payment check cites its fee clause first', (head: string) => {
    const text = services(head);
    const out = reviewed(text, 'services');
    const c = out.review.checks.find((x) => x.check_id.endsWith('.payment_terms'));
    expect(c).toBeDefined();
    expect(c!.evidence[0]?.start).toBeGreaterThan(text.indexOf('2.1 The Client'));
    expect(c!.evidence[0]?.start).toBeLessThan(text.indexOf('3. Term'));
  });
});

// ---- 3. A sub-clause knows its parent's heading ----
// ("4. FEE CHANGES 4.1 ... 4.2 ...": 4.1 and 4.2 are clauses of their own with no heading of their own; the review's
// sectionHeadingOf gives them their parent's, which these rows pin. A heading run in on the article's line with its
// first clause ("4. PRICE ADJUSTMENTS 4.1 ...") was measured and backed out: one more false issue on a held-out set)
describe("a sub-clause's section heading is its parent's", () => {
  const contract = (body: string) => `SERVICES AGREEMENT

This Agreement is made between Alder Cloud Ltd (the "Provider") and Birch Foods Ltd (the "Customer").

3. SERVICES
3.1 The Provider shall provide the Services described in the Order.

${body}

9. GOVERNING LAW
9.1 This Agreement is governed by the law of England and Wales.
`;
  const rows: [string, string, string, string[]][] = [
    ['English, the heading on its own line, decimal sub-clauses',
      '4. FEE CHANGES\n4.1 The Provider may increase the Fees once a year on sixty days\' notice.\n4.2 No increase shall exceed five per cent.',
      'FEE CHANGES', ['4.1 The Provider may increase', '4.2 No increase']],
    ['US, a heading in title case on its own line',
      '4. Price Adjustments\n4.1 Provider may adjust the Fees annually upon sixty (60) days\' prior written notice.\n4.2 No adjustment shall exceed the CPI increase for the prior year.',
      'Price Adjustments', ['4.1 Provider may adjust', '4.2 No adjustment']],
    ['Australian, lettered items under a numbered heading',
      '4. CHANGES TO CHARGES\n(a) The Provider may vary the Charges once in each Contract Year by giving 60 days\' notice.\n(b) A variation must not exceed the CPI movement.',
      'CHANGES TO CHARGES', ['(a) The Provider may vary', '(b) A variation']],
    ['Indian, a three-level sub-clause under its parent and grandparent',
      '4. REVISION OF FEES\n4.1 Fee revision\n4.1.1 The Provider may revise the Fees once in every financial year with sixty days\' notice.\n4.1.2 No revision shall exceed ten per cent.',
      'REVISION OF FEES', ['4.1.1 The Provider may revise', '4.1.2 No revision']],
  ];
  it.each(rows)('%s', (_n, body, heading, starts) => {
    const text = contract(body);
    const ctx = buildContext(text);
    for (const s of starts) {
      const c = ctx.clauses.find((x) => text.slice(x.start, x.end).trimStart().startsWith(s));
      expect(c, s).toBeDefined();
      // its own heading where it has one ("Fee revision"), else the nearest enclosing section's
      expect([heading, 'Fee revision']).toContain(sectionHeadingOf(ctx, c!));
    }
  });
  // twins: a clause after an unnumbered heading does not take the numbered section's; a cross-reference to "4.1" after a
  // heading-like phrase inside a sentence is no heading and no clause
  it('twin: a paragraph under an unnumbered heading', () => {
    const text = contract('4. FEE CHANGES\n4.1 The Provider may increase the Fees once a year.\n\nSCHEDULE OF SERVICES\n\nThe Services are hosting and support.');
    const ctx = buildContext(text);
    const c = ctx.clauses.find((x) => text.slice(x.start, x.end).includes('The Services are hosting'));
    expect(c).toBeDefined();
    expect(sectionHeadingOf(ctx, c!)).not.toBe('FEE CHANGES');
  });
  it('twin: "4. FEE CHANGES" written inside a sentence with a reference to 4.1', () => {
    const text = contract('4. Fees\n4.1 The Customer shall pay the Fees in the Order within thirty days of invoice, as adjusted under clause 4. FEE CHANGES 4.1 of the Order are not allowed.');
    const ctx = buildContext(text);
    expect(ctx.clauses.some((x) => x.heading === 'FEE CHANGES')).toBe(false);
  });
});

// ---- 4. Sides: a collaboration puts no party on a side; a holder of a regulator's licence is no licensee of this deal ----
// (FibroGen's collaboration with Astellas read FibroGen as the provider because Astellas pays; Emmis's station owner,
// "Licensee" of its FCC licences, read as the customer of the programmer who pays it for airtime)
describe('sides of collaborations and of a regulator\'s licensee', () => {
  const sidesOf = (text: string) => {
    const ctx = buildContext(text);
    return new Map(ctx.keyTerms.parties.map((p, i) => [p.defined_as ?? p.name, ctx.lex.sides[i] ?? 'none']));
  };
  const collaboration = (title: string, a: string, b: string, body: string) => `${title}

This ${title.toLowerCase().replace(/^\w/, (c) => c.toUpperCase())} is made on 1 March 2021 between ${a} and ${b}.

1. Purpose
${body}

2. Term
This Agreement continues for five years.
`;
  const rows: [string, string, string, string, string, [string, string]][] = [
    ['US pharma, one party pays milestones', 'COLLABORATION AGREEMENT', 'Harbor Biologics, Inc. ("Harbor")', 'Ostend Pharma K.K. ("Ostend")',
      'Harbor shall conduct the Development Program and shall supply clinical material to Ostend. Ostend shall pay Harbor the milestone payments set out in Schedule 2. Ostend shall pay Harbor royalties on Net Sales.', ['Harbor', 'Ostend']],
    ['English research collaboration, one university paid', 'RESEARCH COLLABORATION AGREEMENT', 'Fenland Genomics Limited ("Fenland")', 'the University of Wessex (the "University")',
      'The University shall perform the Research and shall deliver the Results to Fenland. Fenland shall pay the University the Research Funding quarterly in advance.', ['Fenland', 'University']],
    ['Indian joint development, one party supplies', 'JOINT DEVELOPMENT AGREEMENT', 'Kaveri Motors Private Limited ("Kaveri")', 'Nilgiri Batteries Limited ("Nilgiri")',
      'Nilgiri shall develop and supply prototype battery packs to Kaveri. Kaveri shall pay Nilgiri the development fees in Annexure B.', ['Kaveri', 'Nilgiri']],
  ];
  // (backed out at merge: session 23's leftovers27 holds "a collaboration where one party only pays keeps its sides".
  // Session 26 (leftovers30) decided for that reading: in each of these rows one party only pays and the other only
  // performs, so the payer is the customer of the work whatever the title; a collaboration where each side supplies and
  // each receives (the mutual rule, scope.ts partySides) puts neither on a side: rows in test/leftovers30.test.ts.)
  it.each(rows)('collaboration, %s: one party only pays, so the sides stand', (_n, title, a, b, body, names) => {
    const sides = sidesOf(collaboration(title, a, b, body));
    expect(names.map((n) => sides.get(n)).sort()).toEqual(['customer', 'provider']);
    // (the one that pays is the customer)
    const payer = names.find((n) => new RegExp(`\\b${n} shall pay`).test(body))!;
    expect(sides.get(payer)).toBe('customer');
  });
  // twins: the same words under a supply or services title are a sale, its sides read
  it.each(rows)('twin, the same under a services title, %s: sides read', (_n, _title, a, b, body, names) => {
    const sides = sidesOf(collaboration('SERVICES AGREEMENT', a, b, body));
    expect(names.map((n) => sides.get(n)).sort()).toEqual(['customer', 'provider']);
  });

  const station = (licensee: string, other: string, regulator: string, body: string) => `LOCAL PROGRAMMING AGREEMENT

This Agreement is made on 2 May 2022 between ${licensee} (the "Licensee") and ${other} (the "Programmer").

Recitals
A. Licensee owns and operates the radio station WKVX pursuant to licenses issued by the ${regulator}.

1. Airtime
${body}
`;
  const regulators: [string, string, string, string, string][] = [
    ['US, FCC', 'Lakeview Broadcasting, Inc.', 'Harbor Voice LLC', 'Federal Communications Commission',
      'Licensee shall make airtime available to Programmer on the Station. Programmer shall pay Licensee a monthly fee of $12,000 for the airtime.'],
    ['English, Ofcom', 'Kestrel Radio Limited', 'Meridian Audio Productions Ltd', 'Office of Communications (Ofcom)',
      'The Licensee shall broadcast the Programmer\'s programmes on the Station. The Programmer shall pay the Licensee a fee of £8,000 a month.'],
    ['Australian, ACMA', 'Southern Cross Community Radio Pty Ltd', 'Outback Sounds Pty Ltd', 'Australian Communications and Media Authority',
      'The Licensee must transmit the Programmer\'s programs on the Station. The Programmer must pay the Licensee an airtime fee of $9,000 each month.'],
  ];
  it.each(regulators)('a regulator\'s licensee, %s: the station owner paid for airtime is the provider', (_n, licensee, other, regulator, body) => {
    const sides = sidesOf(station(licensee, other, regulator, body));
    expect(sides.get('Licensee')).toBe('provider');
    expect(sides.get('Programmer')).toBe('customer');
  });
  // twins: a licensee of this agreement's licence stays the customer
  it.each(regulators)('twin, a software licensee, %s: the customer', (_n, licensee, other, _regulator) => {
    const text = `SOFTWARE LICENCE AGREEMENT

This Agreement is made on 2 May 2022 between ${other} (the "Licensor") and ${licensee} (the "Licensee").

1. Licence
The Licensor grants the Licensee a non-exclusive licence to use the Software. The Licensee shall pay the Licensor the Licence Fee within thirty days of invoice.
`;
    const sides = sidesOf(text);
    expect(sides.get('Licensee')).toBe('customer');
  });
});

// ---- 5. A convenience termination that costs the rest of the term is no right ----
// (an exit on paying the fees for the remainder of the term was read as priced at the remainder, unless the sentence also
// said that nothing paid is refunded or credited, or wrote the remainder as "through the end of the term" or "the
// remaining period": then the right read preferred)
describe('an exit on paying the rest of the term is no right to terminate for convenience', () => {
  const doc = (names: [string, string], law: string, s: string) => `SUBSCRIPTION AGREEMENT
This Agreement is made between ${names[0]} (the "Provider") and ${names[1]} (the "Customer").

3. Term
3.1 The Initial Term is thirty-six (36) months from the Start Date.
3.2 ${s}

9. Governing law
9.1 This Agreement is governed by the law of ${law}.
`;
  const rows: [string, [string, string], string, string][] = [
    ['English, the balance of the term, nothing paid in advance refunded', ['Tamar Cloud Ltd', 'Wherry Foods Ltd'], 'England and Wales',
      'The Customer may terminate this Agreement at any time for convenience on thirty (30) days\' notice, subject to paying the Provider the Charges for the balance of the Initial Term, and no Charges paid in advance will be refunded.'],
    ['US, liable for the fees through the end of the term, non-refundable', ['Cobalt Ledger, Inc.', 'Prairie Feed Co.'], 'the State of Illinois',
      'Customer may terminate this Agreement for convenience upon thirty (30) days\' written notice, provided that Customer shall remain liable for all Subscription Fees through the end of the then-current Subscription Term, which are non-refundable.'],
    ['Australian, the rest of the term without any credit', ['Gumtree Systems Pty Ltd', 'Riverina Grain Co-operative Ltd'], 'New South Wales',
      'The Customer may end this agreement for convenience by giving 30 days\' notice, provided that it pays the Provider all Fees for the rest of the Initial Term, without any credit for Services not used.'],
    ['Indian, the remaining period, nothing credited or refunded', ['Deccan Cloudworks Private Limited', 'Malabar Spices Limited'], 'India',
      'The Customer may terminate this Agreement without cause by giving one month\'s notice, whereupon the Customer shall pay to the Provider the entire Fees for the remaining period of the Initial Term, and no amount shall be credited or refunded.'],
  ];
  for (const type of ['saas', 'msa']) {
    it.each(rows)(`${type}: %s`, (_n, names, law, s) => {
      const c = checkOf(reviewed(doc(names, law, s), type), `${type}.termination_for_convenience`);
      expect(c.position).toBe('unacceptable');
    });
  }
  // twins: a fee of a few months' charges is a priced right, as read today; a refund for the rest of the term, or the
  // fees through the end of the notice period, cost nothing beyond the notice
  const twins: [string, [string, string], string, string][] = [
    ['English, an early termination fee of three months\' Charges', ['Tamar Cloud Ltd', 'Wherry Foods Ltd'], 'England and Wales',
      'The Customer may terminate this Agreement at any time for convenience on thirty (30) days\' notice, subject to paying the Provider an early termination fee equal to three (3) months\' Charges, and no Charges paid in advance will be refunded.'],
    ['US, the fees through the end of the notice period, non-refundable', ['Cobalt Ledger, Inc.', 'Prairie Feed Co.'], 'the State of Illinois',
      'Customer may terminate this Agreement for convenience upon thirty (30) days\' written notice, provided that Customer shall remain liable for all Subscription Fees through the end of the notice period, which are non-refundable.'],
    ['Australian, a refund for the rest of the term', ['Gumtree Systems Pty Ltd', 'Riverina Grain Co-operative Ltd'], 'New South Wales',
      'The Customer may end this agreement for convenience by giving 30 days\' notice, and the Provider must refund any prepaid Fees for the rest of the Initial Term.'],
    ['Indian, the fees up to the date of termination', ['Deccan Cloudworks Private Limited', 'Malabar Spices Limited'], 'India',
      'The Customer may terminate this Agreement without cause by giving one month\'s notice, whereupon the Customer shall pay to the Provider the Fees for the period up to the date of termination, and no amount already paid shall be credited or refunded.'],
  ];
  for (const type of ['saas', 'msa']) {
    it.each(twins)(`twin, ${type}: %s`, (_n, names, law, s) => {
      const c = checkOf(reviewed(doc(names, law, s), type), `${type}.termination_for_convenience`);
      expect(c.position).toBe('preferred');
    });
  }
});

// ---- 6. One home for one concern (code; no reading moves) ----
describe('one home: section numbers and page-number shapes', () => {
  it('topSection and parentSection read section numbers from one module', () => {
    expect(topSection('5.2(a)')).toBe('5');
    expect(topSection('13.2¶1')).toBe('13');
    expect(topSection('¶4')).toBeNull();
    expect(parentSection('4.2')).toBe('4');
    expect(parentSection('7.1(b)')).toBe('7.1');
    expect(parentSection('4')).toBe('');
  });
  it('the redline\'s footer lines and the plain view\'s page numbers share their shapes', () => {
    for (const line of ['- 6 -', '-12-', 'Page 3', 'PAGE 3 of 9', 'Source: ACME INC, 10-K, 3/30/2020', '3 of 10', '[***] Confidential']) expect(FOOTER_RE.test(line), line).toBe(true);
    for (const line of ['Phase 2 - 3 - the plan', 'The Supplier shall deliver', '- 6 - and more']) expect(FOOTER_RE.test(line), line).toBe(false);
    const text = 'The Supplier shall deliver the Goods.\n- 6 -\nThe Buyer shall pay.\nPage 7\n';
    expect(furnitureRuns(text, 0, text.length).map(([a, b]) => text.slice(a, b).trim())).toEqual(['- 6 -', 'Page 7']);
  });
});

// ---- side effects read on CUAD (item 1 let the exclusion of a customer's indemnity read past "Section 19.1", and item 5
// read "through the end of the then-current Term"): a promise to defend or settle a claim brought against the customer
// is the provider's defence (ETELOS's 19.1); fees for the rest of the term owed when the provider terminates are no price
// of the customer's exit (Gopage's 6.3(c)) ----
describe('side effects: a promise to defend claims brought against the customer; an acceleration on the provider\'s termination', () => {
  const supply = (s: string) => `DISTRIBUTION AGREEMENT

This Agreement is made between Norrland Circuits AB (the "Supplier") and Cascade Electronics Inc. (the "Distributor").

19. Indemnification
19.1 ${s}

20. Governing law
20.1 This Agreement is governed by the law of the State of Washington.
`;
  const rows: [string, string][] = [
    ['US, defend or at its option settle', 'Supplier agrees that it will at its expense, defend or at its option settle any claim, suit or other action brought against Distributor for infringement of any United States patent or copyright by the Products, and will pay any final judgment entered against Distributor.'],
    ['English, defend or settle any action brought against', 'The Supplier shall at its own cost defend or settle any action brought against the Distributor alleging that the Products infringe the intellectual property rights of a third party, and shall pay any damages awarded.'],
    ['Australian, must defend any proceeding brought against', 'The Supplier must, at its cost, defend any proceeding brought against the Distributor in which it is alleged that the Products infringe a third party\'s intellectual property rights.'],
  ];
  it.each(rows)('%s: the provider\'s defence is read', (_n, s) => {
    const c = checkOf(reviewed(supply(s), 'msa'), 'msa.indemnification');
    expect(c.outcome).toBe('entailed');
  });
  it.each([
    ['the distributor defends claims brought against the supplier', 'Distributor agrees that it will at its expense defend any claim brought against Supplier for infringement arising from Distributor\'s modifications of the Products.'],
    ['the distributor settles claims brought against the supplier', 'Distributor shall at its cost defend or settle any action brought against Supplier arising from the Distributor\'s marketing claims about the Products.'],
  ])('twin, %s: not the provider\'s defence', (_n, s) => {
    const c = checkOf(reviewed(supply(s), 'msa'), 'msa.indemnification');
    expect(c.outcome).not.toBe('entailed');
  });
  const licence = (extra: string) => `CONTENT LICENSE AGREEMENT

This Agreement is made between Harbor Media LLC (the "Licensor") and Pinecrest Apps Inc. (the "Licensee").

6. Term and termination
6.1 The Term is three (3) years from the Effective Date.
6.2 Licensor may terminate this Agreement on thirty (30) days' notice if Licensee fails to pay any License Fees when due.
6.3 ${extra}

9. Governing law
9.1 This Agreement is governed by the law of the State of New York.
`;
  it.each([
    ['US', 'If termination is by Licensor pursuant to Section 6.2, all License Fees that would have been payable through the end of the then-current Term shall become immediately due and payable.'],
    ['English', 'Where the Licensor terminates under clause 6.2, the Licensee shall pay the Licence Fees for the remainder of the Term.'],
  ])('twin, %s: fees accelerated on the provider\'s termination are no price of a customer\'s exit', (_n, s) => {
    const c = checkOf(reviewed(licence(s), 'license'), 'license.termination_for_convenience');
    expect(c.position).not.toBe('unacceptable');
  });
});
