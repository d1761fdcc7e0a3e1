import { describe, expect, it } from 'vitest';
import { segment } from '../src/segment.js';
import { extractKeyTermsDetailed } from '../src/keyterms.js';
import { roleLexicon } from '../src/scope.js';
import { issueOf, redlinesOf, reviewed } from './redlined.js';

/*
 * Session 22, leftovers26: what session 21 noticed and left, each a class found on a real contract and written here in
 * wordings of this file's own, with a benign twin that must keep working.
 */

const sectionOf = (text: string, words: string) => {
  const at = text.indexOf(words);
  const c = segment(text).filter((x) => x.start <= at && at < x.end).pop();
  return c?.section;
};

// ---- 1. A numbered list item inside a clause is part of that clause, never a top-level section ----
// (IBM's hosting agreement with Bluefly: "2. loss of, or damage to, Customer's ... records or data", an item of a
// lead-in inside clause 9.1(c), was cited as "section 2")
describe('a numbered list item inside a clause', () => {
  const rows: [string, string, [string, string][]][] = [
    ['US, lettered sub-clause with numbered items', `HOSTING SERVICES AGREEMENT

7.0 Fees

7.1 Customer will pay the charges in the Statement of Work.

8.0 Limitation of Liability

8.1 Provider's Liability

Provider is liable for no more than:

a. damages for bodily injury; and

b. the amount of any other actual direct damages, up to the charges paid in the twelve (12) months before the claim. Under no circumstances is Provider liable for any of the following:

      1.    third party claims against Customer; or

      2.    loss of, or damage to, Customer's records or data.

8.2 Customer's Liability

Customer is liable for no more than the charges payable under this Agreement.
`, [["loss of, or damage to, Customer's records", '8.1(b)(2)'], ['third party claims against Customer', '8.1(b)(1)'], ['Customer is liable for no more than the charges', '8.2']]],
    ['English, sub-clause with numbered items closed by brackets', `SERVICES AGREEMENT

11. INDEMNITIES

11.1 The Supplier shall indemnify the Customer against any claim that the Deliverables infringe the rights of a third party, save that the Supplier shall have no liability for claims arising from:

1) any modification of the Deliverables by the Customer;

2) the use of the Deliverables with equipment not supplied by the Supplier; or

3) compliance with the Customer's written specifications.

11.2 The Customer shall indemnify the Supplier against claims arising from the Customer Materials.

12. TERMINATION

12.1 Either party may terminate this Agreement on ninety days' written notice.
`, [['use of the Deliverables with equipment', '11.1(2)'], ["compliance with the Customer's written specifications", '11.1(3)'], ['Either party may terminate', '12.1']]],
    ['Australian, a page number between the items', `MANAGED SERVICES AGREEMENT

5.3 Exclusions

The Contractor is not responsible for any failure of the Services to the extent caused by:

1. the Principal's breach of this agreement;

2. an act or omission of a third party engaged by the Principal;

14

3. a Force Majeure Event; or

4. any change to the Principal's systems made without the Contractor's consent.

5.4 Service credits are the Principal's sole remedy for a failure to meet a Service Level.
`, [["the Principal's breach of this agreement", '5.3(1)'], ['a Force Majeure Event', '5.3(3)'], ["any change to the Principal's systems", '5.3(4)'], ['Service credits are the', '5.4']]],
  ];
  it.each(rows)('%s: each item is cited inside its clause', (_n, text, want) => {
    for (const [words, section] of want) expect(sectionOf(text, words)).toBe(section);
  });

  // twins: numbered top-level sections stay sections
  const twins: [string, string, [string, string][]][] = [
    ['recitals numbered, then "agree as follows:" and clause 1', `CONSULTING AGREEMENT

BACKGROUND

1. The Company carries on the business of software development.

2. The Consultant has agreed to provide consulting services to the Company.

NOW THE PARTIES AGREE as follows:

1. Services

The Consultant shall provide the Services described in the Schedule.

2. Fees

The Company shall pay the Consultant the fees in the Schedule.
`, [['The Company shall pay the Consultant', '2'], ['The Consultant shall provide the Services', '1']]],
    ['a sub-clause lead-in followed by the next top-level section', `SUPPLY AGREEMENT

1. Definitions

1.1 In this Agreement the following words have the following meanings:

"Goods" means the goods in the Schedule.

2. Supply

2.1 The Supplier shall supply the Goods in accordance with the orders.

3. Price

3.1 The price of the Goods is the price in the Schedule.
`, [['The Supplier shall supply the Goods', '2.1'], ['The price of the Goods', '3.1']]],
    ['a list in clause 1.2 and then clause 2 as a heading', `LICENCE AGREEMENT

1. Licence

1.1 The Licensor grants the Licensee a licence to use the Software.

1.2 The Licensee shall not:

1. copy the Software except for back-up purposes;

2. modify the Software.

2. Fees

The Licensee shall pay the licence fee on signature.
`, [['copy the Software except', '1.2(1)'], ['modify the Software.', '1.2(2)'], ['The Licensee shall pay the licence fee', '2']]],
  ];
  it.each(twins)('twin: %s', (_n, text, want) => {
    for (const [words, section] of want) expect(sectionOf(text, words)).toBe(section);
  });

  it('a review cites the item inside its clause', () => {
    const out = reviewed(rows[0][1], 'saas');
    const cited = out.review.issues.flatMap((i) => i.citations ?? []).filter((c) => /records or data/.test(c.quote));
    for (const c of cited) expect(c.section).not.toBe('2');
  });
});

// ---- 5. A redline judged first on the preamble reads the parties' sides as the whole contract does ----
// (BlueRock's agency agreement under the MSA playbook: the review reads "Manager" as the customer from what it does in
// the body, but the redline's first, cheap reading, on the preamble and the new words alone, took "Manager" for a
// provider by its defined name, judged "Manager may terminate ... for convenience" the provider's right, and the
// redline was lost)
describe('a redline read with the sides of the whole contract', () => {
  const msa = (opening: string, body: [string, string]) => `SERVICES AGREEMENT

${opening}

1. Services
1.1 ${body[0]}

2. Fees
2.1 ${body[1]}

3. Term
3.1 This Agreement commences on the Effective Date and continues for three years.

4. Governing Law
4.1 This Agreement is governed by the laws of the State of New York.
`;
  const rows: [string, string, [string, string], string][] = [
    ['US, a fund manager buys facilities services',
      'This Services Agreement is made between Harbourside Facilities LLC, a Delaware limited liability company ("Harbourside"), and Crestline Fund Manager LLC (the "Manager").',
      ['Harbourside shall provide the facilities management services described in Schedule 1 to the properties the Manager administers.', 'The Manager shall pay Harbourside the fees set out in Schedule 2 within thirty days of invoice.'], 'Manager'],
    ['English, a carrier buys hosting',
      'This Agreement is dated 1 March 2025 and made between Fenland Data Centres Limited, a company registered in England ("Fenland"), and Severn Mobile Networks plc (the "Carrier").',
      ['Fenland shall host the platform described in Schedule 1 for the Carrier and keep it available in accordance with Schedule 3.', 'The Carrier shall pay Fenland the monthly charges in Schedule 2 within thirty days of the date of each invoice.'], 'Carrier'],
    ['Australian, a principal engages a named firm',
      'This Agreement is made between Wattle Maintenance Pty Ltd (ABN 11 222 333 444) ("Wattle") and Southern Ports Corporation (the "Principal").',
      ['Wattle shall perform the maintenance services described in Schedule 1 at the Principal\'s sites.', 'The Principal shall pay Wattle the fees in Schedule 2 within 30 days after receiving a valid tax invoice.'], 'Principal'],
  ];
  it.each(rows)('%s: the termination-for-convenience redline gives the right to the party the review reads as the customer', (_n, opening, body, holder) => {
    const out = reviewed(msa(opening, body), 'msa');
    const issue = issueOf(out, 'msa.termination_for_convenience');
    expect(issue).toBeDefined();
    const rl = redlinesOf(out, 'msa.termination_for_convenience');
    expect(rl.length).toBeGreaterThan(0);
    expect(rl.map((r) => r.operations.filter((o) => o.op === 'insert').map((o) => o.text).join(' ')).join(' ')).toMatch(new RegExp(`${holder} may terminate`));
  });
  // twin: the manager that supplies the services is the provider; the right goes to the other side
  it('twin: a manager that manages for a named owner: the owner gets the right', () => {
    const out = reviewed(msa('This Agreement is made between Redgum Holdings Pty Ltd ("Redgum") and Coastal Property Manager Pty Ltd (the "Manager").',
      ['The Manager shall manage the properties listed in Schedule 1 on behalf of Redgum and provide the services described in Schedule 2.', 'Redgum shall pay the Manager a management fee equal to four per cent of the gross rent collected.']), 'msa');
    const rl = redlinesOf(out, 'msa.termination_for_convenience');
    expect(rl.length).toBeGreaterThan(0);
    expect(rl.map((r) => r.operations.filter((o) => o.op === 'insert').map((o) => o.text).join(' ')).join(' ')).toMatch(/Redgum may terminate/);
  });
});

// ---- 2. Parties without role words: a title page, a contents heading, "hereinafter referred to as:" ----
// (T-Mobile's MVNE agreement with Elephant Talk: the title page "BETWEEN / T-MOBILE NETHERLANDS B.V. / & / Elephant Talk
// Communication Holding AG" gave one party, "T-MOBILE NETHERLANDS B.V" (the legal form's full stop read as a sentence's
// end, the "&" line not as a separator); "TABLE OF CONTENT" was no contents heading, so the opening after it, with
// 'hereinafter referred to as: "ELEPHANT TALK"', was never read)
describe('parties of a title page and of the opening after the contents', () => {
  const parties = (text: string) => extractKeyTermsDetailed(text).parties;
  const body = `
1. Definitions
1.1 "Services" means the hosting services described in Annex 1.

2. Fees
2.1 The fees are set out in Annex 2.
`;
  const rows: [string, string, [string, string | undefined][]][] = [
    ['Dutch and Swiss, "TABLE OF CONTENT", "hereinafter referred to as:"', `NETWORK HOSTING AGREEMENT

BETWEEN

NOORDZEE NETWERKEN B.V.

&

Alpenblick Telecom Holding AG

TABLE OF CONTENT 1. Definitions 2. Fees 3. Term 4. Liability 5. Governing Law

NETWORK HOSTING AGREEMENT by and between ALPENBLICK and Noordzee

This Agreement is made between "Alpenblick Telecom Holding AG", a company incorporated under the laws of Switzerland, having its registered office at Bahnhofstrasse 12, 8001 Zurich, Switzerland, hereinafter referred to as: "ALPENBLICK"

and

Noordzee Netwerken B.V., a company incorporated under the laws of the Netherlands, having its registered office at Havenweg 4, 3011 Rotterdam, the Netherlands, hereinafter referred to as: "Noordzee"

each individually referred to as "Party" and together as "Parties".
${body}`, [['Alpenblick Telecom Holding AG', 'ALPENBLICK'], ['Noordzee Netwerken B.V.', 'Noordzee']]],
    ['Belgian and French, a title page alone, "&" between the names', `LOGISTICS SERVICES AGREEMENT

BETWEEN

SCHELDE LOGISTIEK N.V.

&

TRANSPORTS DU RHONE S.A.

Dated 3 March 2025
${body}`, [['SCHELDE LOGISTIEK N.V.', undefined], ['TRANSPORTS DU RHONE S.A.', undefined]]],
    ['Australian, "PTY. LTD." and "hereinafter called:"', `MANAGED HOSTING AGREEMENT

Table of Content

1. Definitions ..... 2
2. Fees ..... 3

This Agreement is made between Koala Cloud Pty. Ltd. (ACN 111 222 333) of 10 George Street, Sydney, hereinafter called: "Koala", and Emu Mobile Pty Ltd (ACN 444 555 666) of 5 Queen Street, Brisbane, hereinafter called: "Emu".
${body}`, [['Koala Cloud Pty. Ltd.', 'Koala'], ['Emu Mobile Pty Ltd', 'Emu']]],
  ];
  it.each(rows)('%s', (_n, text, want) => {
    const got = parties(text);
    expect(got.length).toBe(want.length);
    for (const [name, def] of want) {
      const p = got.find((x) => x.name === name);
      expect(p, name).toBeDefined();
      expect(p!.defined_as).toBe(def);
    }
  });
  // twins: a sentence's full stop after a legal form still ends the opening; "&" inside a name stays in it
  it.each([
    ['an opening sentence ending with "Inc."', `SUPPLY AGREEMENT

This Supply Agreement is made between Copperleaf Foods Inc. ("Copperleaf") and Brightwater Retail Corp. ("Brightwater").

The parties agree as follows.
${body}`, [['Copperleaf Foods Inc.', 'Copperleaf'], ['Brightwater Retail Corp.', 'Brightwater']]],
    ['a name with "&" in it', `CONSULTING AGREEMENT

This Agreement is made between Hale & Partners LLP ("Hale") and Northgate Homes Limited ("Northgate").
${body}`, [['Hale & Partners LLP', 'Hale'], ['Northgate Homes Limited', 'Northgate']]],
  ] as [string, string, [string, string][]][])('twin: %s', (_n, text, want) => {
    const got = parties(text);
    for (const [name, def] of want) expect(got.find((x) => x.name === name)?.defined_as, name).toBe(def);
  });
});

// ---- 2b. An indemnity read where only the customer gives one: a compelled disclosure's "opportunity to defend" ----
// (the MVNE agreement, its parties now read: Elephant Talk, the hosted customer, alone indemnifies T-Mobile; the
// provider's indemnity was then read from the confidentiality clause's "give the disclosing Party the opportunity to
// defend, limit or protect against such disclosure")
describe('a compelled disclosure is no indemnity', () => {
  const saas = (parties: string, disclosure: string, customerIndemnity: string) => `HOSTING AGREEMENT

This Agreement is made between ${parties}.

1. Services
1.1 Provider shall host the Customer's platform and make it available in accordance with the service levels in Annex 1.

2. Fees
2.1 Customer shall pay Provider the monthly fees in Annex 2 within thirty days of invoice.

3. Confidentiality
3.1 Each Party shall keep the other Party's Confidential Information confidential.
3.2 If a Party is required by law to disclose Confidential Information, it shall: i. notify the disclosing Party promptly; ii. ${disclosure}; and iii. disclose only the portion legally required.

4. Intellectual Property
4.1 ${customerIndemnity}

5. Governing Law
5.1 This Agreement is governed by the laws of the Netherlands.
`;
  const rows: [string, string, string, string][] = [
    ['Dutch, "the opportunity to defend, limit or protect against such disclosure"', 'Polder Hosting B.V. ("Provider") and Tulip Mobile B.V. ("Customer")',
      'give the disclosing Party the opportunity to defend, limit or protect against such disclosure',
      "Customer shall defend, indemnify and hold Provider harmless against any claim by a third party that the Customer's services infringe its intellectual property rights."],
    ['English, "a reasonable chance to defend against the order"', 'Thames Cloud Limited ("Provider") and Avon Telecom Limited ("Customer")',
      'allow the disclosing Party a reasonable chance to defend itself against the order or to seek a protective order',
      "Customer will indemnify Provider against all claims brought by third parties alleging that Customer Content infringes their intellectual property rights."],
    ['US, "the right to defend against the subpoena"', 'Prairie Compute Inc. ("Provider") and Lakeshore Wireless LLC ("Customer")',
      'cooperate with the disclosing Party, which shall have the right to defend against the subpoena at its own expense',
      "Customer agrees to defend Provider from any third-party claim that the Customer Materials infringe any patent, copyright or trade secret."],
  ];
  it.each(rows)('%s: no provider indemnity is read from it', (_n, parties, disclosure, indemnity) => {
    const out = reviewed(saas(parties, disclosure, indemnity), 'saas');
    const c = out.review.checks.find((x) => x.check_id === 'saas.indemnification')!;
    expect(c.position, JSON.stringify(c.evidence?.map((e) => e.quote))).toBe('missing');
    for (const e of c.evidence ?? []) expect(e.quote).not.toContain(disclosure.slice(0, 30));
  });
  // (and the customer's "shall bear full responsibility and indemnify Provider" is the customer's promise, not the provider's)
  it.each([
    ['Should Customer wilfully fail to comply with a Provider request, Customer shall bear full responsibility and indemnify Provider for all damages Provider suffers as a result.'],
    ['If the Customer breaches clause 3, the Customer will accept sole liability and indemnify the Provider against every loss the Provider incurs because of it.'],
    ['Where a Customer User misuses the platform, Customer must assume all responsibility and hold Provider harmless from the consequences.'],
  ])('the customer\'s "%s" is no provider indemnity', (indemnity) => {
    const out = reviewed(saas('Polder Hosting B.V. ("Provider") and Tulip Mobile B.V. ("Customer")', 'notify the disclosing Party of the requirement', indemnity), 'saas');
    expect(out.review.checks.find((x) => x.check_id === 'saas.indemnification')!.position).toBe('missing');
  });
  // twin: the provider's own promise to defend the customer against a claim is still the indemnity
  it('twin: "Provider shall defend Customer against any claim" is read', () => {
    const out = reviewed(saas('Polder Hosting B.V. ("Provider") and Tulip Mobile B.V. ("Customer")', 'give the disclosing Party the opportunity to defend, limit or protect against such disclosure',
      'Provider shall defend, indemnify and hold harmless Customer from and against any third-party claim that the hosting services infringe any intellectual property right, and pay all damages, costs and reasonable legal fees awarded against Customer or agreed in a settlement.'), 'saas');
    expect(out.review.checks.find((x) => x.check_id === 'saas.indemnification')!.position).toBe('preferred');
  });
});

// ---- 3. "All information exchanged is non-confidential; provided ... under the separate agreement" ----
// (IBM's hosting agreement with Bluefly: "All information exchanged between the parties is non-confidential; provided,
// however if either or both parties require the exchange of confidential information, such information will be exchanged
// under the terms and conditions of the Agreement for Exchange of Confidential Information executed by IBM ..." read
// preferred, as if this agreement bound the parties to confidentiality. A lawyer reads the protection as the separate
// agreement's alone (the playbook's fallback, acceptable), and a bare declaration as no protection at all.)
describe('information declared non-confidential', () => {
  const saas = (parties: string, clause: string) => `SUBSCRIPTION AGREEMENT

This Agreement is made between ${parties}.

1. Services
1.1 Provider shall make the Services available to Customer in accordance with the service levels in Schedule 1.

2. Fees
2.1 Customer shall pay Provider the fees in Schedule 2 within thirty days of invoice.

3. Information
3.1 ${clause}

4. Governing Law
4.1 This Agreement is governed by the laws of the State of New York.
`;
  const conf = (out: ReturnType<typeof reviewed>) => out.review.checks.find((x) => x.check_id === 'saas.confidentiality')!;
  const withProviso: [string, string, string][] = [
    ['US, a proviso to an exchange agreement', 'Summit Hosting Inc. ("Provider") and Larkspur Apparel Inc. ("Customer")',
      'All information exchanged between the parties under this Agreement is non-confidential; provided, however, that where either party needs to disclose confidential information, it will be disclosed under the terms of the Mutual Non-Disclosure Agreement between the parties dated 2 February 2024.'],
    ['English, "shall be treated as non-confidential" unless the NDA applies', 'Fenwick Cloud Limited ("Provider") and Marlow Retail Limited ("Customer")',
      'Any information supplied by one party to the other in connection with this Agreement shall be treated as non-confidential, save that information disclosed under the Confidentiality Agreement signed by the parties on 5 May 2024 shall be governed by that Confidentiality Agreement.'],
    ['Canadian, "not confidential" and the NDA governs the rest', 'Laurentian Data Corp. ("Provider") and Maritime Outfitters Inc. ("Customer")',
      'Information the parties exchange in performing this Agreement is not confidential, except that confidential information that either party chooses to disclose will be subject to the Non-Disclosure Agreement executed by the parties, which continues to apply.'],
  ];
  it.each(withProviso)('%s: the separate agreement, acceptable, not preferred', (_n, parties, clause) => {
    expect(conf(reviewed(saas(parties, clause), 'saas')).position).toBe('acceptable');
  });
  it.each([
    ['All information exchanged between the parties is non-confidential and may be used by the receiving party for any purpose.'],
    ['Any information either party gives the other under this Agreement shall be deemed non-confidential.'],
  ])('no separate agreement: "%s" protects nothing', (clause) => {
    expect(conf(reviewed(saas('Summit Hosting Inc. ("Provider") and Larkspur Apparel Inc. ("Customer")', clause), 'saas')).position).not.toMatch(/preferred|acceptable/);
  });
  // twin: an exclusion of non-confidential information from a mutual duty is the duty, preferred
  it('twin: a duty whose exclusions name non-confidential information stays preferred', () => {
    const out = reviewed(saas('Summit Hosting Inc. ("Provider") and Larkspur Apparel Inc. ("Customer")',
      "Each party shall keep the other party's Confidential Information confidential during the term of this Agreement and for five years after it, and shall not be bound in respect of information that is non-confidential because it is in the public domain."), 'saas');
    expect(conf(out).position).toBe('preferred');
  });
});

// ---- 2c. "Party A" and "Party B": each party's side read from what it does ----
// (parties25: Chinese forms giving the parties as "Party A: ..." and "Party B: ..." had their sides unread, the body
// naming them only by their labels)
describe('the sides of Party A and Party B', () => {
  const sidesOf = (text: string) => {
    const ps = extractKeyTermsDetailed(text).parties;
    return roleLexicon(ps, text).sides;
  };
  const form = (title: string, a: string, b: string, body: string) => `${title}

Party A: ${a}
Address: 88 Keji Road, Nanshan District, Shenzhen

Party B: ${b}
Address: 12 Queen's Road, Central, Hong Kong

Party A and Party B, through friendly negotiation, agree as follows:

${body}
`;
  const rows: [string, string, (string | null)[]][] = [
    ['Party B provides services, Party A pays', form('TECHNICAL SERVICES AGREEMENT', 'Shenzhen Lianhua Electronics Co., Ltd.', 'Harbour Software Services Limited',
      '1. Party B shall provide Party A with the software development services described in Appendix 1.\n2. Party A shall pay Party B the service fee of RMB 500,000 within 30 days after acceptance.'), ['customer', 'provider']],
    ['Party A supplies goods, Party B buys', form('PURCHASE CONTRACT', 'Ningbo Eastport Machinery Co., Ltd.', 'Pacific Rim Trading Pte. Ltd.',
      '1. Party A shall supply the goods listed in Schedule 1 to Party B.\n2. Party B shall pay the purchase price by irrevocable letter of credit.'), ['provider', 'customer']],
    ['Party A licenses software, Party B is the licensee', form('SOFTWARE LICENCE CONTRACT', 'Hangzhou Cloudpeak Technology Co., Ltd.', 'Taipei Harbour Logistics Co., Ltd.',
      '1. Party A hereby grants Party B a non-exclusive licence to use the Software in Taiwan.\n2. Party B shall pay Party A an annual licence fee of USD 40,000.'), ['provider', 'customer']],
  ];
  it.each(rows)('%s', (_n, text, want) => {
    expect(sidesOf(text)).toEqual(want);
  });
  // twin: a cooperation in which neither label does more than the other leaves both unread
  it('twin: a cooperation with no side taken', () => {
    expect(sidesOf(form('COOPERATION AGREEMENT', 'Shenzhen Lianhua Electronics Co., Ltd.', 'Harbour Software Services Limited',
      '1. The Parties shall cooperate in good faith to explore the market for smart meters in Guangdong.\n2. Each Party shall bear its own costs.'))).toEqual([null, null]);
  });
});

// ---- 4. A transfer restriction whose exceptions are items after "except as follows:" ----
// (Otis's intellectual property agreement: "No Party may ... transfer (whether by asset or stock sale, merger ...) ...
// without ... consent ..., except as follows: (a) ... (C) to a Person acquiring ... all or substantially all of the
// relevant business" was read as a change-of-control restriction; leftovers25 mended the exception in the sentence)
describe('exceptions listed after the restriction', () => {
  const licence = (parties: string, clause: string) => `INTELLECTUAL PROPERTY LICENCE AGREEMENT

This Agreement is made between ${parties}.

1. Licence
1.1 Licensor grants Licensee a non-exclusive, perpetual licence to use the Licensed IP in the Field.

2. Fees
2.1 Licensee shall pay the licence fee set out in Schedule 1.

3. Assignment
${clause}

4. Governing Law
4.1 This Agreement is governed by the laws of the State of New York.
`;
  const rows: [string, string, string][] = [
    ['US, lettered items with roman sub-items, on one line', 'Boreal Elevators Corp. ("Licensor") and Cascade Lifts Inc. ("Licensee")',
      '3.1 No Party may directly or indirectly sell, assign or otherwise transfer (whether by asset or stock sale, merger, reorganization or otherwise) this Agreement or any of its rights hereunder without the express prior written consent of the other Party, except as follows: (a) either Party may (i) assign its rights to any Affiliate; and (ii) transfer this Agreement (A) to any financing entity, or (B) to a Person acquiring (whether by asset or stock sale, merger or otherwise) all or substantially all of the relevant business of that Party, that agrees to be bound by this Agreement.'],
    ['English, numbered items on their own lines', 'Thornbury Patents Limited ("Licensor") and Severn Controls Limited ("Licensee")',
      '3.1 Neither party may assign, transfer or novate this Agreement, whether by merger, change of control or otherwise, without the prior written consent of the other party, save as follows:\n(a) either party may assign this Agreement to a member of its Group; and\n(b) either party may transfer this Agreement to a purchaser of all or substantially all of the business to which this Agreement relates.'],
    ['Australian, "other than as follows:"', 'Wattle IP Pty Ltd ("Licensor") and Banksia Devices Pty Ltd ("Licensee")',
      '3.1 A party must not assign or otherwise deal with its rights under this agreement, including by way of a merger or change in control, without the other party\'s prior written consent, other than as follows: (a) to a related body corporate; or (b) to a successor to all or substantially all of that party\'s business who agrees in writing to be bound by this agreement.'],
  ];
  const coc = (out: ReturnType<typeof reviewed>) => out.review.checks.find((x) => x.check_id === 'license.change_of_control')!;
  it.each(rows)('%s: the acquirer of the business is free of consent: no change-of-control restriction', (_n, parties, clause) => {
    expect(coc(reviewed(licence(parties, clause), 'license')).position).toBe('preferred');
  });
  // twins: exceptions that free affiliates only, or a restriction with no exceptions: still a restriction
  it.each([
    ['3.1 No Party may assign or otherwise transfer (whether by merger, change of control or otherwise) this Agreement without the prior written consent of the other Party, except as follows: (a) either Party may assign this Agreement to an Affiliate; and (b) either Party may grant a security interest to a lender.'],
    ['3.1 Neither party may assign this Agreement, whether by merger, change of control or otherwise, without the prior written consent of the other party, save as follows:\n(a) to a member of its Group; and\n(b) to a lender by way of security.'],
  ])('twin: "%s" still restricts a change of control', (clause) => {
    expect(coc(reviewed(licence('Boreal Elevators Corp. ("Licensor") and Cascade Lifts Inc. ("Licensee")', clause), 'license')).position).toBe('unacceptable');
  });
});

// ---- 2d. Parties given only in a table of abbreviations ----
// (Datec's outsourcing agreement with Bank of South Pacific: no opening sentence; the parties stand in the
// "Abbreviations" table, "Bank South Pacific Limited   BSP", "Datec PNG Limited   Datec", and the text calls them so)
describe('parties of an abbreviations table', () => {
  const doc = (heading: string, rows: string[], body: string) => `Network Services Agreement

Document Distribution, Approval and Revision History

${heading}

${rows.join('\n\n')}

Service Level Agreement   SLA

Wide Area Network   WAN

1. Services

${body}
`;
  const cases: [string, string, string[], string, [string, string][]][] = [
    ['Papua New Guinea, "Abbreviations" run into the first row, acronyms', 'Document Outline', ['Abbreviations   Highlands Savings Bank Limited   HSB', 'Kumul Networks PNG Limited   Kumul'],
      'Kumul will manage the HSB Wide Area Network and the HSB shall pay Kumul the monthly fee. Kumul shall report to the HSB each month.',
      [['Highlands Savings Bank Limited', 'HSB'], ['Kumul Networks PNG Limited', 'Kumul']]],
    ['Indian, "Glossary", a private limited company', 'Glossary', ['Deccan Cooperative Bank Limited   DCB', 'Sahyadri Infotech Private Limited   Sahyadri'],
      'Sahyadri shall operate the data centre for DCB. DCB shall pay Sahyadri the charges in Schedule 2, and Sahyadri shall give DCB monthly reports.',
      [['Deccan Cooperative Bank Limited', 'DCB'], ['Sahyadri Infotech Private Limited', 'Sahyadri']]],
    ['Fijian, "Acronyms", a Pte Ltd', 'Acronyms and Abbreviations', ['Coral Coast Bank Ltd   CCB', 'Viti Data Services Pte Ltd   VDS'],
      'VDS will provide help desk services to CCB. CCB will pay VDS within 30 days of invoice, and VDS will keep CCB data confidential.',
      [['Coral Coast Bank Ltd', 'CCB'], ['Viti Data Services Pte Ltd', 'VDS']]],
  ];
  it.each(cases)('%s', (_n, heading, rows, body, want) => {
    const got = extractKeyTermsDetailed(doc(heading, rows, body)).parties;
    expect(got.map((p) => [p.name, p.defined_as])).toEqual(want);
  });
  // twins: an opening that names the parties keeps them; a table of a company's suppliers names no party
  it('twin: an opening sentence still decides', () => {
    const text = `SERVICES AGREEMENT\n\nThis Agreement is made between Highlands Savings Bank Limited ("HSB") and Kumul Networks PNG Limited ("Kumul").\n\nAbbreviations\n\nTelikom PNG Limited   Telikom\n\nService Level Agreement   SLA\n\n1. Services\n\nKumul will manage the network and Telikom will supply the lines.\n`;
    expect(extractKeyTermsDetailed(text).parties.map((p) => p.name)).toEqual(['Highlands Savings Bank Limited', 'Kumul Networks PNG Limited']);
  });
  it('twin: a table whose companies the text does not use as names', () => {
    const text = doc('Abbreviations', ['Telikom PNG Limited   TPL', 'Digicel PNG Limited   DPL'], 'The contractor shall manage the network for the bank and report each month.');
    expect(extractKeyTermsDetailed(text).parties.length).toBe(0);
  });
});
