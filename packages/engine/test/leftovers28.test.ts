import { describe, expect, it } from 'vitest';
import { reviewed } from './redlined.js';
import { buildContext } from '../src/review.js';
import { extractKeyTermsDetailed } from '../src/keyterms.js';
import { applyRedlines } from '../src/index.js';

/*
 * Session 24, leftovers28: what session 23 noticed and left, each a class written here in wordings of this file's own,
 * with a benign twin that must keep working.
 */

const checkOf = (out: ReturnType<typeof reviewed>, id: string) => out.review.checks.find((c) => c.check_id === id)!;

// ---- 1. Page furniture run into a sentence: the sentence is read and cited whole ----
// (a PDF conversion puts a page's footer, or its number and a filing banner, between two halves of a sentence; a
// continuation in capitals ("Kestrel Motors plc against ...") was read as a new paragraph, so the sentence was cut at
// the page break and its citation ended mid-phrase, the rest of it not cited)
describe('a sentence that runs over page furniture is read and cited whole', () => {
  const FURNITURE = /Source:|Page \d+ of \d+|CONFIDENTIAL|Confidential\s*$|- \d+ -/;
  const supply = (sentence: string, style: { buyer: string; seller: string }) => `SUPPLY AGREEMENT

This Agreement is made between ${style.seller} (the "Supplier") and ${style.buyer} (the "Buyer").

1. Supply
1.1 The Supplier shall supply the Products to the Buyer in accordance with each Order.

2. Indemnity
2.1 ${sentence}

3. Term
3.1 This Agreement continues for three years from the Effective Date.
`;
  const rows: [string, string, { buyer: string; seller: string }, string, string][] = [
    ['English, a footer with the page count on a line of its own',
      'The Supplier shall indemnify and hold harmless\n\nPage 12 of 40 Confidential\n\nKestrel Motors plc and its officers against all losses arising from any defect in the Products.',
      { seller: 'Harrow Components Ltd', buyer: 'Kestrel Motors plc' }, 'hold harmless', 'Kestrel Motors plc and its officers against all losses'],
    ['US, a page number and a filing banner run onto the end of the line',
      'Supplier shall defend, indemnify and hold harmless   14   Source: MERIDIAN FOODS INC, 10-Q, 5/4/2021\n\n\n\nBuyer, its Affiliates and their respective officers from and against any and all third party claims arising out of the Products.',
      { seller: 'Ridgeway Packaging LLC', buyer: 'Meridian Foods Inc.' }, 'hold harmless', 'Buyer, its Affiliates and their respective officers'],
    ['Australian, a confidentiality footer in capitals before the page number',
      'The Supplier must indemnify\n\nCONFIDENTIAL Page 3 of 9\n\nWattle Grove Pty Ltd against any loss or damage suffered as a result of a defect in the Products.',
      { seller: 'Banksia Fabrication Pty Ltd', buyer: 'Wattle Grove Pty Ltd' }, 'must indemnify', 'Wattle Grove Pty Ltd against any loss'],
  ];
  it.each(rows)('%s', (_n, sentence, style, before, after) => {
    const text = supply(sentence, style);
    const ctx = buildContext(text);
    // one sentence, both halves
    expect(ctx.sentenceText.some((t) => t.includes(before) && t.includes(after.slice(0, 20)))).toBe(true);
    const out = reviewed(text, 'msa');
    const ev = checkOf(out, 'msa.indemnification').evidence;
    const at = ev.findIndex((e) => e.quote.includes(before));
    expect(at).toBeGreaterThanOrEqual(0);
    // the quote that ends mid-phrase is followed by the rest of its sentence, and no quote carries the furniture
    expect(ev[at + 1]?.quote.startsWith(after)).toBe(true);
    for (const e of ev) {
      expect(e.quote).toBe(text.slice(e.start, e.end));
      expect(e.quote).not.toMatch(FURNITURE);
    }
  });
  // twins: a sentence that ends before the page furniture, and a new clause after it: two sentences, as written
  const twins: [string, string, { buyer: string; seller: string }, string][] = [
    ['English, a full stop before the footer',
      'The Supplier shall indemnify the Buyer against all losses arising from any defect in the Products.\n\nPage 12 of 40 Confidential\n\nKestrel Motors plc shall notify the Supplier of any claim promptly.',
      { seller: 'Harrow Components Ltd', buyer: 'Kestrel Motors plc' }, 'Kestrel Motors plc shall notify'],
    ['US, a full stop before the banner',
      'Supplier shall defend and indemnify Buyer from any third party claims arising out of the Products.   14   Source: MERIDIAN FOODS INC, 10-Q, 5/4/2021\n\n\n\nBuyer shall give Supplier prompt notice of each claim.',
      { seller: 'Ridgeway Packaging LLC', buyer: 'Meridian Foods Inc.' }, 'Buyer shall give Supplier'],
    ['Australian, a full stop before the footer in capitals',
      'The Supplier must indemnify the Buyer against any loss suffered as a result of a defect in the Products.\n\nCONFIDENTIAL Page 3 of 9\n\nWattle Grove Pty Ltd must notify the Supplier of any claim.',
      { seller: 'Banksia Fabrication Pty Ltd', buyer: 'Wattle Grove Pty Ltd' }, 'Wattle Grove Pty Ltd must notify'],
  ];
  it.each(twins)('twin: %s', (_n, sentence, style, second) => {
    const ctx = buildContext(supply(sentence, style));
    const own = ctx.sentenceText.find((t) => t.includes(second));
    expect(own).toBeDefined();
    expect(own!.trim().startsWith(second)).toBe(true);
  });
});

// ---- 2. A clause the redline adds is a clause of its own, numbered in the article's scheme ----
// (Vapotherm / Medica: the termination-for-convenience clause was appended to the last paragraph of Article 13, a
// paragraph that continues 13.4.2 after a page break, unnumbered, instead of a clause of its own in the article)
describe('an inserted clause is its own numbered clause, not a paragraph of the article\'s last clause', () => {
  const ending = {
    english: `10.4.2 The Supplier shall not undergo a Change of Control without first notifying the Customer in writing and

giving the Customer not less than sixty days to object to it, where "Change of Control" means the acquisition by any person of more than half of the voting shares in the Supplier.`,
    us: `10.4.2 Vendor shall give Customer prompt written notice of any Change of Control of Vendor.

[***] Confidential treatment requested; omitted portions filed separately with the Commission.

For purposes of this Section 10.4.2, "Change of Control" means a merger, consolidation or sale of all or substantially all of Vendor's assets.`,
    indian: `10.4.2 The Service Provider shall inform the Client of any proposed amalgamation or transfer of its undertaking.

Provided that nothing in this Clause 10.4.2 shall oblige the Service Provider to disclose information that is price-sensitive under the regulations of the Securities and Exchange Board of India.`,
  };
  const msa = (p: { provider: string; customer: string; prov: string; cust: string }, last: string) => `MASTER SERVICES AGREEMENT

This Agreement is made between ${p.provider} (the "${p.prov}") and ${p.customer} (the "${p.cust}").

ARTICLE 1

SERVICES AND FEES

1.1 The ${p.prov} shall provide the Services described in each Statement of Work to the ${p.cust}.

1.2 The ${p.cust} shall pay the fees set out in each Statement of Work within thirty days of receipt of a valid invoice.

ARTICLE 2

LIABILITY AND INDEMNITY

2.1 Neither party shall be liable to the other for any indirect or consequential loss, or for loss of profits.

2.2 Each party's total liability under this Agreement shall not exceed the fees paid in the twelve months before the claim, save for liability for death or personal injury caused by negligence, fraud, breach of confidentiality or the indemnity in Section 2.3.

2.3 The ${p.prov} shall indemnify the ${p.cust} against any third-party claim that the Services infringe that party's intellectual property rights.

ARTICLE 3

CONFIDENTIALITY

3.1 Each party shall keep the other party's Confidential Information confidential and use it only to perform this Agreement.

ARTICLE 10

TERM AND TERMINATION

10.1 Term. This Agreement begins on the Effective Date and continues for three years.

10.2 Termination. This Agreement may be terminated as follows:

(a) by either party on thirty days' written notice if the other party commits a material breach and fails to remedy it within that period; or

(b) by either party immediately if the other party becomes insolvent.

10.3 Effect of Termination. On termination each party shall return the other party's Confidential Information.

10.4 Continuity.

10.4.1 The ${p.prov} shall keep a business continuity plan and test it once a year.

${last}

ARTICLE 11

GENERAL

11.1 Governing Law. This Agreement is governed by the laws of England and Wales.
`;
  const parties = {
    english: { provider: 'Fenwick Analytics Ltd', customer: 'Broadmoor Retail plc', prov: 'Supplier', cust: 'Customer' },
    us: { provider: 'Quillon Systems, Inc.', customer: 'Harbor Freightways LLC', prov: 'Vendor', cust: 'Customer' },
    indian: { provider: 'Sahyadri Infotech Private Limited', customer: 'Narmada Textiles Limited', prov: 'Service Provider', cust: 'Client' },
  } as const;
  const rows = Object.keys(ending) as (keyof typeof ending)[];
  const forConvenience = (text: string) => {
    const out = reviewed(text, 'msa');
    const issue = out.review.issues.find((i) => i.check_id === 'msa.termination_for_convenience');
    const r = (out.review.redlines ?? []).find((x) => x.id === issue?.redline_id);
    return { out, r };
  };
  it.each(rows)('%s: the new clause is numbered in Article 10 and stands apart', (k) => {
    const text = msa(parties[k], ending[k]);
    const { out, r } = forConvenience(text);
    expect(r).toBeDefined();
    const added = r!.operations.filter((o) => o.op === 'insert').map((o) => o.text).join('');
    // its own paragraph, numbered in the article's scheme at its end (10.5, or 10.4.3 after 10.4.2), or an item of 10.2
    // after its last that says what it says
    expect(added).toMatch(/^\s*\n\s*\n\s*(?:10\.5\b|10\.4\.3\b|\(c\))/);
    expect(added).toMatch(/convenience/i);
    // after Article 10's last clause whole (or 10.2's last item), before Article 11
    const accepted = applyRedlines(text, out.clauses, [r!]).text;
    const at = accepted.search(/\n(?:10\.5|10\.4\.3|\(c\)) [^\n]*convenience/i);
    expect(at).toBeGreaterThan(/^\s*10\.(?:5|4\.3)/.test(added) ? accepted.indexOf(k === 'english' ? 'voting shares' : k === 'us' ? 'substantially all of Vendor' : 'Securities and Exchange Board') : accepted.indexOf('(b) by either party immediately'));
    expect(at).toBeLessThan(accepted.indexOf('ARTICLE 11'));
  });
  // twins: an article whose last clause has no paragraph after it, and a contract that already gives the right
  it.each(rows)('twin %s: the last clause numbered alone still takes 10.5', (k) => {
    const last = ending[k].split('\n\n')[0].replace(/ and$/, '.');
    const { r } = forConvenience(msa(parties[k], last));
    const added = r!.operations.filter((o) => o.op === 'insert').map((o) => o.text).join('');
    expect(added).toMatch(/^\s*\n\s*\n\s*(?:10\.5\b|10\.4\.3\b|\(c\))/);
  });
  it.each(rows)('twin %s: a right to terminate for convenience, no insertion', (k) => {
    const p = parties[k];
    const text = msa(p, ending[k]).replace('(b) by either party immediately if the other party becomes insolvent.',
      `(b) by either party immediately if the other party becomes insolvent; or\n\n(c) by the ${p.cust} for convenience at any time on thirty days' written notice to the ${p.prov}.`);
    const { out } = forConvenience(text);
    expect(out.review.issues.some((i) => i.check_id === 'msa.termination_for_convenience')).toBe(false);
  });
});

// ---- 3. A one-way indemnity by the customer's side, nothing back ----
// (Gridiron / Shi Farms: the buyer indemnifies the seller "without limitation" and the seller gives no indemnity; the
// check read "missing" with the note of a contract silent on indemnities: the worse case went unsaid)
describe('a one-way indemnity given by the customer side is named in the missing indemnity issue', () => {
  const doc = (type: string, head: string, parties: string, body: string) => [type, `${head}

${parties}

1. Supply
1.1 The goods and services are supplied as described in Schedule 1 at the prices stated there.

2. Indemnity
2.1 ${body}

3. Law
3.1 This Agreement is governed by the laws stated in Schedule 1.
`] as const;
  const rows = [
    ['US, a buyer of goods, without limitation', ...doc('msa', 'PURCHASE AGREEMENT', 'This Purchase Agreement is between Prairie Fiber Co. (the "Seller") and Redwater Processing Inc. (the "Buyer").',
      'Buyer shall indemnify, defend and hold harmless Seller from and against any and all claims, losses and expenses, without limitation, arising out of Buyer\'s processing or resale of the goods.'), 'Buyer'],
    ['English, a customer of services, for its breach', ...doc('services', 'SERVICES AGREEMENT', 'This Agreement is made between Ashcombe Consulting Limited (the "Supplier") and Thornbury Estates plc (the "Customer").',
      'The Customer shall indemnify the Supplier against all losses, costs and claims which the Supplier incurs as a result of the Customer\'s breach of this Agreement.'), 'Customer'],
    ['Canadian, a licensee, in the passive', ...doc('license', 'SOFTWARE LICENCE AGREEMENT', 'This Agreement is made between Laurentide Software Inc. (the "Licensor") and Muskoka Outfitters Ltd. (the "Licensee").',
      'The Licensee agrees to indemnify and save harmless the Licensor and its directors from any claim brought by a third party in connection with the Licensee\'s use of the Software.'), 'Licensee'],
  ] as const;
  const issueOfIndemnity = (type: string, text: string) => reviewed(text, type).review.issues.find((i) => i.check_id === `${type}.indemnification`);
  it.each(rows)('%s: missing, and the note says the customer side gives an indemnity and gets none', (_n, type, text, customer) => {
    const issue = issueOfIndemnity(type, text);
    expect(issue).toBeDefined();
    expect(issue!.title).toMatch(/gets no indemnity back|gets none|nothing back/i);
    expect(issue!.title).toContain(customer);
    // the one-way indemnity is quoted
    expect(issue!.explanation).toMatch(/indemnif/i);
    expect(issue!.citations.some((c) => /indemnif/i.test(c.quote))).toBe(true);
  });
  // twins: the same promise with one back, and a contract silent on indemnities
  it.each(rows)('twin %s: an indemnity back, no one-way note', (_n, type, text) => {
    const back = text.replace(/(2\.1 [^\n]*)/, `$1\n2.2 The ${type === 'msa' ? 'Seller' : type === 'license' ? 'Licensor' : 'Supplier'} shall defend and indemnify the ${type === 'msa' ? 'Buyer' : type === 'license' ? 'Licensee' : 'Customer'} against any third-party claim that the ${type === 'license' ? 'Software infringes' : 'goods or services infringe'} any intellectual property right.`);
    const issue = issueOfIndemnity(type, back);
    expect(issue?.title ?? '').not.toMatch(/gets no indemnity back|gets none|nothing back/i);
  });
  it.each(rows)('twin %s: no indemnity at all, the plain missing note', (_n, type, text) => {
    const issue = issueOfIndemnity(type, text.replace(/2\.1 [^\n]*/, '2.1 Each party shall bear its own costs of performing this Agreement.'));
    expect(issue).toBeDefined();
    expect(issue!.title).not.toMatch(/gets no indemnity back|gets none|nothing back/i);
  });
});

// ---- 5. Duties meant to survive, ended by a general clause naming them by number ----
// (leftovers27 read "Clause 7 has effect only during the employment" for the employment non-solicitation only; a
// confidentiality duty, a use restriction or a non-compete ended so by a general clause was still read as preferred)
describe('a surviving duty ended by a general clause naming its number, beyond the employment non-solicitation', () => {
  const docs: [string, string, string, string, string, string][] = [
    ['US, an NDA\'s use restriction', 'nda', 'nda.limited_use', `MUTUAL NONDISCLOSURE AGREEMENT

This Agreement is entered into by Cobalt Ridge Analytics, Inc. ("Cobalt") and Saltmarsh Biologics LLC ("Saltmarsh").

1. Purpose. The parties wish to evaluate a possible supply relationship (the "Purpose").

4. Use. Each Recipient shall use the Confidential Information of the other party solely for the Purpose and for no other purpose.

5. Confidentiality. Each Recipient shall hold the other party's Confidential Information in strict confidence and shall not disclose it to any third party.

9. Miscellaneous.
9.1 This Agreement is governed by the laws of the State of Delaware.
9.2 {general}
`, 'Section 4 shall apply only during the term of this Agreement.', 'Section 4 shall apply during the term of this Agreement and for five (5) years after it ends.'],
    ['English, a consultancy\'s confidentiality', 'consulting', 'consulting.confidentiality', `CONSULTANCY AGREEMENT

This Agreement is made between Hollins Advisory Limited (the "Consultant") and Waterside Homes plc (the "Client").

1. Services
1.1 The Consultant shall provide the advisory services described in the Schedule to the Client.

2. Fees
2.1 The Client shall pay the Consultant's fees within thirty days of invoice.

7. Confidentiality
7.1 The Consultant shall keep confidential all information of the Client which comes to its knowledge and shall not disclose it to any third party without the Client's written consent.

15. General
15.1 This Agreement is governed by the law of England and Wales.
15.2 {general}
`, 'The obligations in clause 7 shall end on the date on which this Agreement terminates.', 'The obligations in clause 7 shall continue for five years after the date on which this Agreement terminates.'],
    ['Australian, an employee\'s non-compete', 'employment', 'employment.non_compete', `EMPLOYMENT AGREEMENT

This agreement is between Ironbark Surveying Pty Ltd (the "Employer") and Callum Reid (the "Employee").

1. Position
The Employee is employed as Senior Surveyor, based in Perth.

2. Remuneration
The Employer must pay the Employee a salary of AUD 150,000 a year, paid fortnightly.

8. Non-competition
For six (6) months after the employment ends, the Employee must not be engaged in any business that competes with the Employer in Western Australia.

12. General
12.1 This agreement is governed by the laws of Western Australia.
12.2 {general}
`, 'Clause 8 has effect only while the Employee is employed by the Employer.', 'Clause 8 has effect while the Employee is employed by the Employer and for six months afterwards.'],
  ];
  for (const [name, type, id, doc, ends, twin] of docs) {
    const at = (general: string) => checkOf(reviewed(doc.replace('{general}', general), type), id);
    it(`${name}: not preferred once the general clause ends it`, () => {
      expect(at('Each party shall bear its own costs.').position).toBe('preferred');
      expect(at(ends).position).not.toBe('preferred');
    });
    it(`${name} (twin, it survives): as before`, () => {
      expect(at(twin).position).toBe(at('Each party shall bear its own costs.').position);
    });
  }
});

// ---- 6. Sides: the other side's home read from its address's postcode ----
// (hold-out 16's ten more: a plain-English engagement letter from a Singapore family office ("we") to a London adviser
// ("you", "20 St Dunstan's Hill, London EC3R 8HL") governed by English law read preferred: the adviser's address names
// no country, so its home, and the law's being the other side's, was not read)
describe('a party\'s home read from the postcode of its address', () => {
  const letter = (from: string, to: string, law: string) => `ENGAGEMENT LETTER

From: ${from} ("we", "us")
To: ${to} ("you")
Date: 2 March 2026

1. What you will do
You will review our procurement policies and deliver the report described in the Statement of Work.

2. Fees
We will pay your invoices within thirty (30) days of receiving them.

3. Confidentiality
Each of us will keep the other's confidential information confidential, during this engagement and after it ends.

4. How long this lasts
This engagement runs for six (6) months from the date of this letter. We may end it at any time on thirty (30) days' written notice.

5. Law
This letter is governed by ${law}.
`;
  const rows: [string, string, string, string, string][] = [
    ['a UK postcode (London)', 'Kallang Basin Holdings Pte. Ltd., 8 Marina View, #20-01, Singapore 018960', 'Aldgate Procurement Advisers LLP, 14 Mitre Street, London EC3A 5BU',
      'the laws of England and Wales', 'the laws of Singapore'],
    ['a Canadian postal code (Toronto)', 'Liffey Quay Foods Limited, 3 George\'s Dock, Dublin 1, Ireland', 'Bayview Sourcing Partners Inc., 181 Bay Street, Suite 2800, Toronto ON M5J 2T3',
      'the laws of the Province of Ontario', 'the laws of Ireland'],
    ['a UK postcode (Edinburgh)', 'Yarra Bend Logistics Pty Ltd, 101 Collins Street, Melbourne, Victoria 3000, Australia', 'Forth Supply Consulting LLP, 5 Rutland Square, Edinburgh EH1 2AS',
      'the law of Scotland', 'the laws of Victoria, Australia'],
  ];
  const law = (text: string) => checkOf(reviewed(text, 'consulting'), 'consulting.governing_law');
  it.each(rows)('%s: the law of "you"\'s home is not preferred', (_n, from, to, theirs) => {
    expect(law(letter(from, to, theirs)).position).not.toBe('preferred');
  });
  it.each(rows)('twin, %s: the law of "we"\'s home stays preferred', (_n, from, to, _theirs, ours) => {
    expect(law(letter(from, to, ours)).position).toBe('preferred');
  });
});

// ---- 6. Sides: a "you" the opening describes and does not name ----
// (leftovers27 left: 'the clinic that signs the order form ("you")' gave no party for "you", or a place's name for it)
describe('a party described by its signing, not named, is the "you" of the contract', () => {
  const rest = '\n\n1. Services\nWe will host your images and keep them available.\n\n2. Fees\nYou will pay our fees monthly in advance.\n';
  const rows: [string, string, string, RegExp][] = [
    ['English, the clinic that signs the Order Form', 'This Agreement is between Fernhill Imaging Limited ("we", "us") and the clinic that signs the Order Form ("you").', 'Fernhill Imaging Limited', /^the clinic that signs the Order Form$/],
    ['US, the person or business signing below', 'These terms are an agreement between Pinecrest Scheduling, Inc. ("we" or "us") and you, the person or business signing below ("you").', 'Pinecrest Scheduling, Inc.', /^(?:you, )?the person or business signing below$/],
    ['Australian, the employer that accepts online', 'This agreement is made between Wattle Payroll Pty Ltd ("we") and the employer that accepts this agreement online ("you").', 'Wattle Payroll Pty Ltd', /^the employer that accepts this agreement online$/],
  ];
  it.each(rows)('%s: two parties, the described one defined as "you"', (_n, opening, we, you) => {
    const parties = extractKeyTermsDetailed(opening + rest).parties;
    expect(parties.map((p) => p.name)).toHaveLength(2);
    expect(parties[0]).toMatchObject({ name: we, defined_as: 'we' });
    expect(parties[1].name).toMatch(you);
    expect(parties[1].defined_as).toBe('you');
  });
  // twins: a name before the description keeps the name
  const twins: [string, string, string][] = [
    ['English, a named clinic', 'This Agreement is between Fernhill Imaging Limited ("we", "us") and Hollybank Dental Clinic Ltd, the clinic that signs the Order Form ("you").', 'Hollybank Dental Clinic Ltd'],
    ['US, a named business', 'These terms are an agreement between Pinecrest Scheduling, Inc. ("we" or "us") and Maple Row Salon LLC, the business signing below ("you").', 'Maple Row Salon LLC'],
    ['Australian, a named employer', 'This agreement is made between Wattle Payroll Pty Ltd ("we") and Gumtree Landscaping Pty Ltd, the employer that accepts this agreement online ("you").', 'Gumtree Landscaping Pty Ltd'],
  ];
  it.each(twins)('twin: %s keeps its name', (_n, opening, name) => {
    const parties = extractKeyTermsDetailed(opening + rest).parties;
    expect(parties[1]).toMatchObject({ name, defined_as: 'you' });
  });
});

// ---- 4. A heading naming two clause types counts for both where its words are about both ----
// ("Indemnity and Insurance" is typed by the taxonomy's first listed, indemnification: the insurance the redline adds
// went after the section as a new one, "4A. Insurance", not into the section whose heading and words are about it)
describe('a clause whose heading names two types counts for the second where its words are about it', () => {
  const doc = (p: { type: string; prov: string; cust: string; head: string; second: string }) => `${p.type === 'consulting' ? 'CONSULTING' : 'SERVICES'} AGREEMENT

This Agreement is made between Hartwell Facilities Limited (the "${p.prov}") and Brookmere Retail plc (the "${p.cust}").

1. Services
1.1 The ${p.prov} shall provide the services described in the Schedule.

2. Fees
2.1 The ${p.cust} shall pay the ${p.prov}'s invoices within thirty days of receipt.

3. Warranty and Liability
3.1 The ${p.prov} warrants that the services will be performed with reasonable skill and care.
3.2 Neither party's total liability under this Agreement shall exceed the fees paid in the twelve months before the claim.

4. ${p.head}
The ${p.prov} shall indemnify the ${p.cust} against any third-party claim that the services infringe any intellectual property right. ${p.second}

5. General
5.1 This Agreement is governed by the laws of England and Wales.
5.2 Each party shall keep the other party's confidential information confidential and use it only to perform this Agreement.
5.3 The ${p.cust} may terminate this Agreement for convenience at any time on thirty days' written notice.
`;
  const rows = [
    ['English, "Indemnity and Insurance", the customer\'s own cover', { type: 'services', prov: 'Supplier', cust: 'Customer', head: 'Indemnity and Insurance', second: 'The Customer shall maintain insurance of its own premises and stock against fire and theft.' }],
    ['US, "Indemnification; Insurance", insurance policies named', { type: 'consulting', prov: 'Consultant', cust: 'Client', head: 'Indemnification; Insurance', second: 'The Client shall keep its insurance policies covering its offices in force and shall name no other party on them.' }],
    ['Indian, "Indemnities and Insurance", cover procured', { type: 'services', prov: 'Service Provider', cust: 'Client', head: 'Indemnities and Insurance', second: 'The Client shall procure insurance for its own warehouses with an insurer registered with the IRDAI.' }],
  ] as const;
  const insuranceInsert = (text: string, type: string) => {
    const out = reviewed(text, type);
    const issue = out.review.issues.find((i) => i.check_id === `${type}.insurance`);
    const r = (out.review.redlines ?? []).find((x) => x.id === issue?.redline_id);
    return r?.operations.filter((o) => o.op === 'insert').map((o) => o.text).find((t) => /maintain[^.]*insurance/i.test(t));
  };
  it.each(rows)('%s: the provider\'s insurance goes in as a paragraph of section 4', (_n, p) => {
    expect(insuranceInsert(doc(p), p.type)).toMatch(/^\s*\n\s*\nThe /);
  });
  // twins: a heading that names the indemnity only (its words still on insurance) keeps the insurance a section of its own
  it.each(rows)('twin %s: a heading of the indemnity alone, a section of its own', (_n, p) => {
    expect(insuranceInsert(doc({ ...p, head: 'Indemnity' }), p.type)).toMatch(/^\s*\n\s*\n(?:4A|5)\b/);
  });
});
