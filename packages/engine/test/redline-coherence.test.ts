import { describe, expect, it } from 'vitest';
import { applyRedlines, review, type DocumentType } from '../src/index.js';

// A redline must read as one coherent clause: a rewrite replaces every sentence that states the position it
// replaces and keeps the rest; a new topic gets a section of its own. The contracts are written for these tests.

function redlined(text: string, document_type: DocumentType) {
  const out = review({ text, document_type, options: { suggest_redlines: true } });
  const redlines = out.review.redlines ?? [];
  const forCheck = (id: string) => {
    const issue = out.review.issues.find((i) => i.check_id === id);
    expect(issue?.redline_id, `a redline for ${id}`).toBeDefined();
    return redlines.find((r) => r.id === issue!.redline_id)!;
  };
  return { out, redlines, forCheck };
}

const SUPPLY = (liability: string, term: string) => `MATERIALS SUPPLY AGREEMENT

This Materials Supply Agreement is entered into on 3 March 2026 between Harbourline Polymers Ltd (the "Vendor") and Greenfield Packaging Inc. (the "Customer").

1. SUPPLY
1.1 The Vendor shall supply the Materials ordered by the Customer in accordance with the Specification.
1.2 The Customer shall pay each invoice within thirty (30) days of receipt.

2. TERM
2.1 ${term}

3. LIABILITY
3.1 ${liability}

4. INTELLECTUAL PROPERTY
4.1 All tooling, moulds and designs developed by the Vendor for the Materials shall remain the property of the Vendor.

5. GENERAL
5.1 This Agreement is governed by the laws of England and Wales.
`;

const TERM = 'This Agreement begins on the date above and remains in force until terminated by either party on ninety (90) days\' written notice.';

describe('a rewrite of a cap replaces the sentences that state the old cap', () => {
  it('deletes the one-sided cap that stood beside the uncapped party, and keeps the clause\'s sentence on another matter', () => {
    const text = SUPPLY('The Vendor\'s total liability arising under this Agreement shall not exceed GBP 5,000. The Customer\'s liability is unlimited. Each party shall notify the other in writing of any claim promptly after becoming aware of it.', TERM);
    const rl = redlined(text, 'msa').forCheck('msa.limitation_of_liability');
    expect(rl.suggested_text).toMatch(/each party's aggregate liability/i);
    // the old one-sided cap and the uncapped party are gone: no two caps side by side
    expect(rl.suggested_text).not.toContain('GBP 5,000');
    expect(rl.suggested_text).not.toMatch(/unlimited/);
    // the notification sentence is about something else and stays
    expect(rl.suggested_text).toContain('Each party shall notify the other in writing of any claim');
  });

  it('deletes a sentence that disclaims the limit for one party, but keeps a carve-out for a named head of liability', () => {
    const text = SUPPLY('The Vendor\'s aggregate liability under this Agreement shall not exceed the fees paid in the two (2) months preceding the claim. Nothing in this Clause restricts the Customer\'s liability. Nothing in this Agreement limits either party\'s liability for fraud.', TERM);
    const rl = redlined(text, 'msa').forCheck('msa.limitation_of_liability');
    expect(rl.suggested_text).toMatch(/each party's aggregate liability/i);
    expect(rl.suggested_text).not.toContain('restricts the Customer');
    expect(rl.suggested_text).toContain('Nothing in this Agreement limits either party\'s liability for fraud.');
  });

  // (the lead's licence, session 14: the sentence leaving the licensee uncapped was cited first and rewritten, and the
  // licensor's three-month cap stayed beside the new mutual one)
  it.each([
    'Pellucid\'s total liability under or in connection with this Agreement shall not exceed the Licence Fee paid in the three (3) months before the claim. The Customer\'s liability is not limited.',
    'The Customer\'s liability under this Agreement is unlimited, and Pellucid\'s total liability shall not exceed the Licence Fee paid in the three (3) months before the claim.',
    // (round 18: the same with the cap after the uncapped party, in another fee term and other words)
    'The liability of the Customer shall not be limited. Pellucid\'s aggregate liability is limited to the Support Fee paid during the three month period preceding the claim.',
    'Nothing in this Agreement limits the Customer\'s liability; the maximum liability of Pellucid shall not exceed an amount equal to three months\' Licence Fee.',
  ])('rewrites the one-sided cap, not the sentence that leaves the other party uncapped: %s', (liability) => {
    const text = `SOFTWARE LICENCE AGREEMENT\n\nThis Agreement is made between Pellucid Data Systems Limited ("Pellucid") and Marlowe Logistics Limited ("the Customer").\n\n1. LICENCE\n1.1 Pellucid grants the Customer a non-exclusive licence to use the Software.\n\n2. LIABILITY\n2.1 ${liability}\n\n3. LAW\n3.1 This Agreement is governed by the law of England and Wales.\n`;
    const rl = redlined(text, 'license').forCheck('license.limitation_of_liability');
    expect(rl.suggested_text).toMatch(/each party's aggregate liability/i);
    expect(rl.suggested_text).not.toMatch(/three \(3\) months|not limited|unlimited/);
  });
});

describe('a rewrite of one part of a sentence keeps the other parts', () => {
  it('keeps the initial term and changes only the automatic renewal', () => {
    const text = SUPPLY('Each party\'s aggregate liability arising out of this Agreement shall not exceed the fees paid or payable in the twelve (12) months preceding the claim.', 'This Agreement shall remain in force for an initial term of four (4) years from the date above and will then renew automatically for consecutive terms of two (2) years unless the Vendor ends it.');
    const rl = redlined(text, 'msa').forCheck('msa.auto_renewal');
    expect(rl.suggested_text).toContain('This Agreement shall remain in force for an initial term of four (4) years from the date above');
    // the renewal is gone (deleted, or rewritten to the playbook's language)
    expect(rl.suggested_text).not.toMatch(/renew automatically/);
  });

  // (the lead's licence, session 14: ", after which it renews automatically" took the initial term with it)
  it.each([
    ['This Agreement starts on its date and continues for an initial term of three (3) years, after which it renews automatically for successive periods of three (3) years unless the Customer gives notice of non-renewal at least twelve (12) months before the end of the then current term.', 'This Agreement starts on its date and continues for an initial term of three (3) years'],
    ['The Agreement commences on the date above and remains in force for an initial period of four (4) years, whereupon it shall renew automatically for further periods of four (4) years unless terminated by either party on twelve (12) months\' notice.', 'The Agreement commences on the date above and remains in force for an initial period of four (4) years'],
    ['This Agreement shall continue for an initial term of five (5) years, following which it will be extended automatically for successive five (5) year terms unless the Customer objects in writing at least nine (9) months before expiry.', 'This Agreement shall continue for an initial term of five (5) years'],
  ])('keeps the initial term before ", after which": %s', (term, kept) => {
    const rl = redlined(SUPPLY('Each party\'s aggregate liability arising out of this Agreement shall not exceed the fees paid or payable in the twelve (12) months preceding the claim.', term), 'msa').forCheck('msa.auto_renewal');
    expect(rl.suggested_text).toContain(kept);
    expect(rl.suggested_text).not.toMatch(/renew(?:s|ed)? automatically|extended automatically/);
  });
});

describe('a clause of a new topic', () => {
  it('goes in as a section of its own after the last substantive section, not as a sub-clause of an unrelated one', () => {
    const text = SUPPLY('Each party\'s aggregate liability arising out of this Agreement shall not exceed the fees paid or payable in the twelve (12) months preceding the claim.', TERM);
    const { forCheck } = redlined(text, 'msa');
    const rl = forCheck('msa.confidentiality');
    // (the redline of section 4's end carries every clause added there: the confidentiality clause is one insertion of it)
    const inserted = rl.operations.filter((o) => o.op === 'insert' && /CONFIDENTIAL/.test(o.text)).map((o) => o.text.slice(o.text.search(/\n\n4[A-Z]\./))).join('');
    // after section 4 (intellectual property), before the general section: 4A (or 4B after another new section) with
    // a heading line, spaced as the sections are; not 4.2
    expect(inserted).toMatch(/^\n\n4[A-Z]\. CONFIDENTIALITY[A-Z ]*\n\S/);
    expect(inserted).not.toMatch(/4\.2/);
  });
});

describe('two issues in one clause', () => {
  it('give one redline that carries both changes: its suggested text is the clause with both, and both issues point to it', () => {
    const text = SUPPLY('The Vendor\'s total liability arising under this Agreement shall not exceed GBP 5,000. The Customer\'s liability is unlimited.', TERM);
    const { out, redlines, forCheck } = redlined(text, 'msa');
    const cap = forCheck('msa.limitation_of_liability');
    const indirect = forCheck('msa.consequential_damages');
    expect(cap).toBe(indirect);
    expect(redlines.filter((r) => r.clause_id === cap.clause_id)).toHaveLength(1);
    // pasting its suggested text over the clause is accepting both changes
    const pasted = text.replace(cap.original_text, cap.suggested_text);
    expect(pasted).toBe(applyRedlines(text, out.clauses, redlines.filter((r) => r === cap)).text);
    expect(cap.suggested_text).toMatch(/each party's aggregate liability/i);
    expect(cap.suggested_text).toMatch(/consequential/);
    expect(cap.suggested_text).not.toContain('GBP 5,000');
    // (session 20: the indemnity the contract lacks joins them; the carve-out "except for ... indemnification obligations"
    // in the new cap promises none, so it no longer passes for one)
    expect(cap.rationale).toMatch(/makes the 3 changes of this clause together/);
    expect(cap.suggested_text).toMatch(/shall defend, indemnify and hold harmless/i);
    expect(cap.issue_id).toBeDefined();
    expect(out.review.issues.find((i) => i.check_id === 'msa.indemnification')?.redline_id).toBe(cap.id);
    // one of the issues is the redline's own, and the review reads neither once it is accepted
    expect([cap.issue_id]).toEqual(expect.arrayContaining([out.review.issues.find((i) => i.check_id === 'msa.limitation_of_liability')!.id]));
    const again = review({ text: pasted, document_type: 'msa' }).review.issues.map((i) => i.check_id);
    expect(again).not.toContain('msa.limitation_of_liability');
    expect(again).not.toContain('msa.consequential_damages');
    expect(again).not.toContain('msa.indemnification');
  });
});

/** Each redline's place in the text (its clause's start), and its end. */
function spans(text: string, out: ReturnType<typeof review>) {
  return (out.review.redlines ?? []).map((r) => {
    const at = out.clauses.find((c) => c.id === r.clause_id)!.start;
    expect(text.startsWith(r.original_text, at)).toBe(true);
    return { r, at, end: at + r.original_text.length };
  }).sort((a, b) => a.at - b.at);
}

/** Pasting every redline's suggested text over its original text, in the text's order. */
function pasteAll(text: string, out: ReturnType<typeof review>): string {
  let pasted = '';
  let at = 0;
  for (const s of spans(text, out)) {
    pasted += text.slice(at, s.at) + s.r.suggested_text;
    at = s.end;
  }
  return pasted + text.slice(at);
}

describe('one redline per place', () => {
  const PRICES = `MATERIALS SUPPLY AGREEMENT

This Materials Supply Agreement is entered into on 3 March 2026 between Harbourline Polymers Ltd (the "Vendor") and Greenfield Packaging Inc. (the "Customer").

1. PRICES
1.1 The Customer shall pay the prices in the Vendor's price list. The Vendor may revise its price list at any time by posting the revised list on its website, and the revision takes effect when posted.

2. LIABILITY
2.1 The Vendor's total liability arising under this Agreement shall not exceed GBP 5,000. The Customer's liability is unlimited.

3. TERM
3.1 This Agreement begins on the date above and remains in force until terminated by either party on ninety (90) days' written notice.

4. GENERAL
4.1 The Vendor may amend these terms by giving the Customer fourteen (14) days' notice by email; continuing to order after that date is acceptance.
4.2 This Agreement is governed by the laws of England and Wales.
`;

  it('an issue whose changes lie in two distant clauses gets a redline in each, none carrying the text between', () => {
    const { out, redlines, forCheck } = redlined(PRICES, 'msa');
    const changes = forCheck('msa.unilateral_changes');
    const issue = out.review.issues.find((i) => i.check_id === 'msa.unilateral_changes')!;
    const own = redlines.filter((r) => r.issue_id === issue.id);
    // the price clause and the amendment clause, each in a redline of its own
    expect(own).toHaveLength(2);
    expect(own.find((r) => /^1\.1/.test(r.original_text))).toBeDefined();
    expect(own.find((r) => /^4\.1/.test(r.original_text))).toBeDefined();
    for (const r of own) expect(r.original_text).not.toMatch(/LIABILITY|TERM/);
    // the one the issue points to says where the other is, and the other names the issue
    expect(changes.rationale).toMatch(/one other place too \(section (?:1|4)\.1\)/);
    expect(own.find((r) => r !== changes)!.rationale).toContain(`goes with the redline for ${issue.id}`);
    // the amendment clause it cites takes the language (not the price clause), and the price clause loses only the
    // revision sentence
    expect(changes.original_text).toMatch(/^4\.1/);
    expect(changes.suggested_text).toMatch(/^4\.1 No amendment to this Agreement/);
    const prices = own.find((r) => /^1\.1/.test(r.original_text))!;
    expect(prices.suggested_text).toBe('1.1 The Customer shall pay the prices in the Vendor\'s price list.');
    const cap = forCheck('msa.limitation_of_liability');
    expect(cap.original_text).toMatch(/^2\.1/);
    expect(cap.original_text).not.toMatch(/price list|amend these terms/);
  });

  it('the redlines of a review never overlap, and pasting each suggested text gives the text with every redline accepted', () => {
    const out = review({ text: PRICES, document_type: 'msa', options: { suggest_redlines: true } });
    const s = spans(PRICES, out);
    expect(s.length).toBeGreaterThanOrEqual(4);
    for (let k = 1; k < s.length; k++) expect(s[k].at).toBeGreaterThanOrEqual(s[k - 1].end);
    const accepted = applyRedlines(PRICES, out.clauses, out.review.redlines!);
    expect(accepted.skipped).toEqual([]);
    expect(pasteAll(PRICES, out)).toBe(accepted.text);
    const again = review({ text: accepted.text, document_type: 'msa' }).review.issues.map((i) => i.check_id);
    expect(again).not.toContain('msa.unilateral_changes');
    expect(again).not.toContain('msa.limitation_of_liability');
  });
});

/** A distribution agreement whose clause 4.1 (customer records) is given: an override of the confidentiality duty or not. Written for these tests. */
const DEAL = (records: string) => `DISTRIBUTION AGREEMENT

This Distribution Agreement is made on 9 June 2026 between Kestrel Instruments GmbH ("Kestrel") and Ardmore Lab Supplies Ltd ("Distributor").

1. APPOINTMENT
1.1 Kestrel appoints Distributor as its non-exclusive distributor of the Instruments in Ireland.

2. CONFIDENTIALITY
2.1 Distributor shall keep secret all non-public information it obtains from Kestrel and shall use it only for the purposes of this Agreement.

3. PAYMENT
3.1 Distributor shall pay each invoice within forty-five (45) days of receipt.

4. CUSTOMER RECORDS
4.1 ${records}

5. LAW
5.1 This Agreement is governed by the laws of Ireland.
`;

describe('an override far from the clause it overrides', () => {
  const DISTRIBUTION = DEAL("Kestrel may use any information concerning Distributor's customers that it obtains under this Agreement for any purpose, including selling its own services to them.");

  it('gets a redline: the duty made mutual in its clause, and the data-use clause that overrode it struck in its own', () => {
    const { out, redlines, forCheck } = redlined(DISTRIBUTION, 'msa');
    const conf = forCheck('msa.confidentiality');
    expect(conf.original_text).toMatch(/^2\.1/);
    expect(conf.suggested_text).toMatch(/each party/i);
    const issue = out.review.issues.find((i) => i.check_id === 'msa.confidentiality')!;
    expect(conf.rationale).toMatch(/one other place too \(section 4\.1\)/);
    // (the clauses added after section 4, the last before the boilerplate, are changes of the same clause: one redline)
    const data = redlines.find((r) => /^4\.1 Kestrel may use/.test(r.original_text))!;
    expect(data.rationale).toContain(`goes with the redline for ${issue.id} (section 2.1)`);
    expect(data.original_text).not.toMatch(/CONFIDENTIALITY|PAYMENT/);
    expect(data.suggested_text).toMatch(/^4\.1 \[Reserved\.\]/);
    expect(data.suggested_text).not.toMatch(/for any purpose/);
    const accepted = applyRedlines(DISTRIBUTION, out.clauses, redlines).text;
    expect(pasteAll(DISTRIBUTION, out)).toBe(accepted);
    const again = review({ text: accepted, document_type: 'msa' }).review.issues.map((i) => i.check_id);
    expect(again).not.toContain('msa.confidentiality');
  });
});

describe('two clauses added at one place', () => {
  it('are numbered in reading order: no sub-clause after a lettered section, the letters from A on', () => {
    const text = `HOSTING TERMS

These terms are agreed on 2 February 2026 between Lindqvist Hosting AB ("Provider") and Marlow Estates Ltd ("Customer").

1. SERVICE
1.1 Provider shall host the Customer's website and keep it available during business hours.

2. FEES
2.1 Customer shall pay the monthly fee within thirty (30) days of each invoice.

3. LIABILITY
3.1 Each party's total liability under these terms shall not exceed the fees paid in the twelve (12) months before the claim.
3.2 Neither party shall be liable for any indirect or consequential loss.

4. GENERAL
4.1 These terms are governed by the laws of Sweden.
`;
    const { redlines } = redlined(text, 'saas');
    const added = redlines.map((r) => r.suggested_text).join('\n');
    const labels = [...added.matchAll(/^(\d+(?:\.\d+)?[A-Z]?)\.?\s/gm)].map((m) => m[1]).filter((l) => !text.includes(`\n${l} `) && !text.includes(`\n${l}. `));
    // the new labels read in order: sub-clauses of the section first, then lettered sections from A on, one letter each
    const lettered = labels.filter((x) => /[A-Z]$/.test(x));
    expect(lettered.length).toBeGreaterThanOrEqual(2);
    expect(lettered).toEqual(lettered.map((_l, k) => `3${String.fromCharCode(65 + k)}`));
    expect(labels.slice(labels.indexOf(lettered[0])).every((x) => /[A-Z]$/.test(x))).toBe(true);
  });
  it('letter a new section from A when a sub-clause of the same section went in first (6.4, then 6A)', () => {
    const text = `SUBSCRIPTION TERMS

These terms are agreed on 12 January 2026 between Halcyon Cloud Limited (company number 08812345) ("Halcyon", "we") and Tarn Valley Housing Association ("the Subscriber").

1. THE SERVICE
1.1 We will make the Halcyon Tenancy Manager service available to the Subscriber's authorised users in accordance with these terms.
1.2 We may modify, replace or withdraw any feature of the service at our discretion and without notice.

2. AVAILABILITY
2.1 We aim to make the service available 99.5% of the time in each month, but we do not guarantee any level of availability and no service credits are payable.
2.2 We may suspend access to the service immediately if we consider that the Subscriber's use of it creates a risk to our systems.

3. FEES
3.1 The Subscriber shall pay the annual subscription fee in advance. Fees are non-refundable in all circumstances.
3.2 We may increase the fees on each anniversary of these terms by such amount as we may determine.

4. SUBSCRIBER DATA
4.1 The Subscriber owns all data it uploads to the service ("Subscriber Data").
4.2 We will process personal data contained in Subscriber Data only on the Subscriber's documented instructions and will implement appropriate technical and organisational measures to protect it.
4.3 We will notify the Subscriber of any personal data breach affecting Subscriber Data without undue delay.
4.4 On termination we will delete all Subscriber Data within seven (7) days. It is the Subscriber's responsibility to export any data it wishes to keep before termination.

5. TERM
5.1 These terms continue for an initial period of twelve (12) months and then automatically for successive periods of twelve (12) months unless either party gives at least thirty (30) days' notice before the end of the current period.
5.2 We may terminate these terms at any time on sixty (60) days' notice. The Subscriber may terminate only at the end of a subscription period.

6. LIABILITY
6.1 Nothing in these terms limits liability for death or personal injury caused by negligence, or for fraud.
6.2 Subject to clause 6.1, our total liability in each contract year shall not exceed the fees paid by the Subscriber in that year.
6.3 We shall not be liable for any loss of data, loss of profit or any indirect or consequential loss howsoever arising.

7. GENERAL
7.1 These terms are governed by the law of England and Wales and the parties submit to the exclusive jurisdiction of the courts of England.
`;
    const { redlines } = redlined(text, 'saas');
    const added = redlines.map((r) => r.suggested_text).join('\n');
    expect(added).toMatch(/^6\.4 /m);
    expect(added).toMatch(/^6A\. /m);
    expect(added).not.toMatch(/^6B\. /m);
  });
});

describe('a rewrite of one cited sentence of a clause', () => {
  // an unlimited audit right (read as such by the check) beside an audit-cost sentence the check reads too; written
  // for this test
  const LICENCE = `SOFTWARE LICENCE AGREEMENT

This Software Licence Agreement is made on 9 June 2026 between Torvald Geodata AS ("Licensor") and Pennine Surveying Ltd ("Licensee").

1. LICENCE
1.1 Licensor grants Licensee a non-exclusive licence to use the mapping software for Licensee's internal surveying work during the term.

2. CHARGES
2.1 Licensee shall pay the annual subscription charges set out in the order within thirty (30) days of invoice. Charges are exclusive of VAT.

3. RECORDS AND AUDIT
3.1 Licensor's representatives may audit Licensee's offices, computers and books on any day and as often as Licensor chooses, to check that the software is used as licensed. Licensee shall pay all costs of any audit, whatever the result.

4. OWNERSHIP
4.1 Licensor owns the software and all intellectual property rights in it.

5. LIABILITY
5.1 Each party's total liability under this Agreement shall not exceed the charges paid in the twelve (12) months before the claim.

6. TERM
6.1 This Agreement lasts for one (1) year from the date above.
6.2 Either party may terminate this Agreement for the other party's material breach not remedied within thirty (30) days of notice.

7. GENERAL
7.1 This Agreement is governed by the laws of England and Wales.
`;

  it('replaces or strikes every cited sentence that still states the replaced position: no unlimited audit is left before the limited one', () => {
    const { out, forCheck } = redlined(LICENCE, 'license');
    const rl = forCheck('license.royalties_audit');
    expect(rl.original_text).toContain('as often as Licensor chooses');
    expect(rl.suggested_text).not.toMatch(/as often as Licensor chooses|pay all costs of any audit/);
    expect(rl.suggested_text).toMatch(/no more than once in any twelve \(12\) month period/);
    const accepted = applyRedlines(LICENCE, out.clauses, out.review.redlines ?? []).text;
    expect(review({ text: accepted, document_type: 'license' }).review.issues.map((i) => i.check_id)).not.toContain('license.royalties_audit');
  });
});

describe('a struck sentence takes its dependants with it', () => {
  // a provider-drafted services agreement; clause 5.3 is each row's. Written for these tests.
  const MSA = (charges: string, provider = 'Halvorsen Systems Ltd ("Halvorsen")') => `MASTER SERVICES AGREEMENT

This Master Services Agreement is made on 2 February 2026 between ${provider} and Brightwater Logistics Ltd (the "Customer").

1. SERVICES
1.1 The Services shall be provided in accordance with each Order with reasonable skill and care.

5. CHARGES
5.1 The Customer shall pay the Charges set out in each Order.
5.2 The Customer shall pay each undisputed invoice within thirty (30) days of receipt.
5.3 ${charges}

6. LIABILITY
6.1 Each party's aggregate liability arising out of this Agreement shall not exceed the Charges paid or payable in the twelve (12) months preceding the claim.

7. GENERAL
7.1 This Agreement is governed by the laws of England and Wales.
`;

  /** The redline of clause 5.3, its text with every redline accepted, and the issues of the original and of that text. */
  function clause53(body: string, provider?: string) {
    const text = MSA(body, provider);
    const out = review({ text, document_type: 'msa', options: { suggest_redlines: true } });
    const redlines = out.review.redlines ?? [];
    const rl = redlines.find((r) => r.original_text.startsWith('5.3 '));
    expect(rl, 'a redline of clause 5.3').toBeDefined();
    const accepted = applyRedlines(text, out.clauses, redlines);
    expect(accepted.skipped).toEqual([]);
    const before = new Set(out.review.issues.map((i) => i.check_id));
    const after = review({ text: accepted.text, document_type: 'msa' }).review.issues.map((i) => i.check_id);
    return { rl: rl!, after, fresh: after.filter((id) => !before.has(id)) };
  }

  // given: the struck sentence, then what follows it in 5.3; want: the words that must be gone and those that stay
  const rows: { name: string; body: string; provider?: string; gone: RegExp[]; kept: string[] }[] = [
    { name: 'English: "Any increase" after "may increase its Charges"',
      body: 'Halvorsen may increase its Charges on 1 January of each year by giving not less than 30 days\' written notice. Any increase shall take effect from the date stated in the notice.',
      gone: [/may increase/, /Any increase/], kept: [] },
    { name: 'US: "Any such increase" after the Provider\'s right to raise the Fees, with the Fees defined by the Order',
      provider: 'Cobaltline Software, Inc. ("Provider")',
      body: 'Provider may increase the Charges upon thirty (30) days\' notice to Customer. Any such increase will become effective on the first day of the following month.',
      gone: [/may increase/, /such increase/], kept: [] },
    { name: '"Such change" after "reserves the right to change"',
      body: 'The Supplier reserves the right to change the Charges at any time. Such change will apply to all Orders placed after it is published on the Supplier\'s website.',
      provider: 'Orrin Data Ltd (the "Supplier")',
      gone: [/reserves the right to change/, /Such change/], kept: [] },
    { name: '"The revised terms" after "may revise these terms"',
      provider: 'Tessaly Networks LLC ("Vendor")',
      body: 'Vendor may revise the Charges and these terms from time to time by posting them on its website. The revised terms bind the Customer from the date they are posted.',
      gone: [/may revise/, /revised terms/], kept: [] },
    { name: '"In that event" after a unilateral change',
      body: 'Halvorsen may change the Charges on sixty (60) days\' notice. In that event, the new Charges apply from the end of the notice period.',
      gone: [/may change/, /In that event/], kept: [] },
    { name: 'a dependant two sentences on, past an independent sentence that stays',
      body: 'Halvorsen may increase its Charges by written notice to the Customer. All Charges are exclusive of VAT. Any increase shall be shown on the next invoice.',
      gone: [/may increase/, /Any increase/], kept: ['All Charges are exclusive of VAT.'] },
    { name: '"If Halvorsen does so" after a right to vary the Charges',
      body: 'Halvorsen may vary the Charges by written notice to the Customer. If Halvorsen does so, the varied Charges apply from the next billing period.',
      gone: [/may vary/, /does so/], kept: [] },
    { name: '"This right" after an entitlement to change the Charges',
      body: 'Halvorsen shall be entitled to change the Charges on 30 days\' notice. This right may be exercised once in each Contract Year.',
      gone: [/entitled to change/, /This right/], kept: [] },
    { name: 'a list of the conditions of the struck right goes with it',
      body: 'Halvorsen may amend the Charges at any time provided that the following conditions are met: (a) Halvorsen gives 30 days\' notice; (b) the amendment applies to all customers.',
      gone: [/may amend the Charges/, /\(a\)|\(b\)/], kept: [] },
    { name: '"Such notice" names the notice the struck sentence gave',
      body: 'Halvorsen may increase its Charges by giving written notice. Such notice shall state the new Charges and the date they apply.',
      gone: [/may increase/, /Such notice/], kept: [] },
    // benign twins: the next sentence is on its own matter
    { name: 'twin: "The notice period" of another matter is no reference to the notice struck',
      body: 'Halvorsen may increase its Charges by giving written notice. The notice period for termination by either party is ninety (90) days.',
      gone: [/may increase/], kept: ['The notice period for termination by either party is ninety (90) days.'] },
    { name: 'twin: a dependant that keeps the Customer\'s duty to pay stays',
      body: 'Halvorsen may increase its Charges by written notice. Any increase shall not relieve the Customer of its obligation to pay undisputed invoices on time.',
      gone: [/may increase/], kept: ['Any increase shall not relieve the Customer of its obligation to pay undisputed invoices on time.'] },
    { name: 'twin: the next sentence is a duty of the Customer\'s that stands alone',
      body: 'Halvorsen may increase its Charges on 1 January of each year by giving not less than 30 days\' written notice. The Customer shall reimburse reasonable travel expenses approved in advance.',
      gone: [/may increase/], kept: ['The Customer shall reimburse reasonable travel expenses approved in advance.'] },
    { name: 'twin: "Any invoice" is no increase',
      body: 'Halvorsen may increase its Charges by written notice to the Customer. Any invoice not paid when due bears interest at 4% a year above base rate.',
      gone: [/may increase/], kept: ['Any invoice not paid when due bears interest at 4% a year above base rate.'] },
    { name: 'twin: "This Agreement" points at the contract, not at the struck sentence',
      body: 'Halvorsen may change the Charges on sixty (60) days\' notice. This Agreement does not oblige the Customer to place any minimum number of Orders.',
      gone: [/may change/], kept: ['This Agreement does not oblige the Customer to place any minimum number of Orders.'] },
  ];

  for (const row of rows) {
    it(row.name, () => {
      const { rl, after, fresh } = clause53(row.body, row.provider);
      for (const g of row.gone) expect(rl.suggested_text).not.toMatch(g);
      for (const k of row.kept) expect(rl.suggested_text).toContain(k);
      // the redline still resolves its issue and raises none
      expect(after).not.toContain('msa.unilateral_changes');
      expect(fresh).toEqual([]);
    });
  }
});

describe('a struck override takes its dependants with it, and leaves an unrelated sentence', () => {
  // a data-use clause that overrides the confidentiality duty, with a second sentence of each kind
  const records = (body: string) => {
    const text = DEAL(body);
    const out = review({ text, document_type: 'msa', options: { suggest_redlines: true } });
    const rl = (out.review.redlines ?? []).find((r) => r.original_text.startsWith('4.1 '));
    expect(rl, 'a redline of clause 4.1').toBeDefined();
    const accepted = applyRedlines(text, out.clauses, out.review.redlines ?? []);
    expect(accepted.skipped).toEqual([]);
    const again = review({ text: accepted.text, document_type: 'msa' }).review.issues.map((i) => i.check_id);
    expect(again).not.toContain('msa.confidentiality');
    // (the clauses added after section 4 are changes of the same place: its own line is the clause's)
    return rl!.suggested_text.split('\n')[0];
  };

  it('"Such use" goes with the use it described: the clause keeps its number as reserved', () => {
    expect(records('Kestrel may use any information concerning Distributor\'s customers that it obtains under this Agreement for any purpose. Such use may include contacting those customers directly.')).toBe('4.1 [Reserved.]');
  });
  it('"The foregoing" goes with the sentence before it (US drafting, the licence word first)', () => {
    expect(records('Notwithstanding clause 2, Kestrel may use and disclose any information about Distributor\'s customers for any purpose. The foregoing includes marketing Kestrel\'s own products to those customers.')).toBe('4.1 [Reserved.]');
  });
  it('twin: a duty of the Distributor\'s on another matter stays', () => {
    const kept = records('Kestrel may use any information concerning Distributor\'s customers that it obtains under this Agreement for any purpose. Distributor shall keep accurate records of its sales of the Instruments.');
    expect(kept).toBe('4.1 Distributor shall keep accurate records of its sales of the Instruments.');
  });
});

describe('a rewrite that mentions another finding\'s topic', () => {
  // (the lead's DPA, session 14: the transfers rewrite of "Kestrel and its Sub-processors may process ... in any
  // country" also took the sub-processor language, already redlined where the sub-processor issue cites)
  it('does not repeat the other finding\'s language when that finding cites another sentence', () => {
    const text = `DATA PROCESSING ADDENDUM

This Addendum forms part of the agreement between Kestrel Analytics Ltd ("Kestrel") and Moorland Foods plc ("Customer").

1. Processing. Kestrel shall process Customer Personal Data only on Customer's documented instructions.

2. Sub-processors. Customer gives Kestrel a general authorisation to engage sub-processors, which are listed on Kestrel's website. Customer's continued use of the Services after the list is updated constitutes Customer's acceptance of the new sub-processor.

3. Transfers. Kestrel and its Sub-processors may process Customer Personal Data in any country in which they maintain facilities.

4. Security. Kestrel shall implement appropriate technical and organisational measures.
`;
    const { forCheck } = redlined(text, 'dpa');
    const transfers = forCheck('dpa.international_transfers');
    expect(transfers.suggested_text).not.toMatch(/another processor/);
    expect(forCheck('dpa.sub_processors').suggested_text).toMatch(/another processor/);
  });
});
