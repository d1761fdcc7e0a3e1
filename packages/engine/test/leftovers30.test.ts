import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reviewed } from './redlined.js';
import { segmentDetailed } from '../src/segment.js';
import { pageFurniture } from '../src/page-lines.js';

/*
 * Session 26, leftovers30: what session 25 noticed and left, each a class written here in wordings and documents of
 * this file's own, with a benign twin that must keep working.
 */

const src = (f: string) => readFileSync(new URL(`../src/${f}`, import.meta.url), 'utf8');

// ---- 1. One home for a clause label's shape ----
describe("one home for a clause label's shape", () => {
  // the pieces of a label written as a regular expression's text: a roman numeral of up to six letters, a clause number
  // of two levels or more, a loose label of four letters or digits before a stop or a bracket
  const PIECES = [String.raw`[ivxlc]{1,6}`, String.raw`[IVXLC]{1,6}`, String.raw`\d{1,3}(?:\.\d{1,3})+`, String.raw`\d{1,3}(?:\.\d{1,3}){1,3}`, String.raw`\(?[a-z0-9]{1,4}[.)]`];
  const FILES = ['review.ts', 'segment.ts', 'sections.ts', 'redline.ts', 'redline-dependants.ts', 'redline-lists.ts', 'playbooks/msa.ts'];
  it.each(FILES)('%s writes no label piece of its own', (f) => {
    const text = src(f);
    expect(PIECES.filter((p) => text.includes(p))).toEqual([]);
  });
  it('labels.ts holds the pieces', async () => {
    const labels = await import('../src/labels.js');
    const item = new RegExp(`^${labels.ITEM_LABEL}(?=\\s)`);
    for (const l of ['(a)', '( iv )', '(B)', '(IV)', 'a.', 'iv)', 'C.', '12.', '12.3', '13.1.3.']) expect(item.test(`${l} x`), l).toBe(true);
    for (const l of ['Clause', '(abc)', '1234.', 'x']) expect(item.test(`${l} x`), l).toBe(false);
    const list = new RegExp(`^${labels.LIST_ITEM_LABEL}`);
    for (const l of ['(e) ', 'e. ', '3) ', '13.1.3 ', '2.1. ']) expect(list.test(l), l).toBe(true);
    expect(list.test('Clause 4')).toBe(false);
    const bare = new RegExp(`^${labels.BARE_LABEL}$`);
    for (const l of ['a.', '(iv)', '2.1', 'IV', '(AA)']) expect(bare.test(l), l).toBe(true);
    for (const l of ['(III)', 'Term.']) expect(bare.test(l), l).toBe(false);
  });
});

// ---- 2. A running line that carries the page number, whatever its length, is page furniture ----
// (Hertz's "LICENSEOR: HERTZ INVESTMENT GROUP, LLC 2 TRADEMARK LICENSE AGREEMENT LICENSEE: ..." over 80 characters,
// Kiromic's "844.KEY.CURE | www.kiromic.com PAGE 1" run into the end of a paragraph: read as a clause or inside a sentence)
describe('a line repeated page after page with only its number changing is page furniture', () => {
  // a page of prose, about 700 characters, in the drafting style of each row
  const para = (who: string, n: number) => `${n}. ${who} shall perform its obligations under this clause ${n} diligently, in a good and workmanlike manner, in accordance with good industry practice and all applicable laws, and shall keep complete and accurate records of everything it does under this clause, which the other party may inspect on reasonable notice during normal business hours. The parties shall meet at least once in each calendar quarter to review performance under this clause and shall each bear their own costs of doing so. Neither party shall be liable for any delay caused by the other party's failure to perform its own obligations under this Agreement on time.`;
  const build = (title: string, who: string, footer: (n: number) => string, runIn: boolean) => {
    let t = `${title}\n\n`;
    for (let n = 1; n <= 5; n++) {
      const p = para(who, n);
      if (runIn) {
        // the footer run into a paragraph that goes on after the page break
        const cut = p.indexOf(' diligently');
        t += `${p.slice(0, cut)} ${footer(n)}\n\n${p.slice(cut + 1)}\n\n`;
      } else {
        t += `${p}\n\n${footer(n)}\n\n`;
      }
    }
    return t;
  };
  const has = (text: string, words: string) => {
    const seg = segmentDetailed(text);
    return seg.sentences.filter((s) => seg.plain.slice(s.start, s.end).includes(words)).length;
  };
  const rows: [string, string, string][] = [
    ['US trademark licence, the page number in the middle of a footer of 110 characters',
      build('BRAND LICENSE AGREEMENT', 'Licensee', (n) => `LICENSOR: MAPLE BRANDS HOLDINGS, LLC ${n} BRAND LICENSE AGREEMENT LICENSEE: NORTHERN STAR RETAIL CORPORATION`, false),
      'MAPLE BRANDS HOLDINGS'],
    ['Australian consulting agreement, a footer with its page number run into the end of a paragraph',
      build('CONSULTING AGREEMENT', 'The Consultant', (n) => `1300.WATTLE.ADV | www.wattleadvisory.com.au PAGE ${n}`, true),
      'wattleadvisory'],
    ['Indian services agreement, the page number opening a footer of 95 characters',
      build('SOFTWARE SERVICES AGREEMENT', 'The Service Provider', (n) => `${n} | SOFTWARE SERVICES AGREEMENT BETWEEN SAHYADRI INFOTECH PRIVATE LIMITED AND KAVERI TEXTILES LIMITED`, false),
      'KAVERI TEXTILES'],
  ];
  it.each(rows)('%s: no sentence reads the footer', (_n, text, words) => {
    expect(has(text, words)).toBe(0);
    const runs = pageFurniture(text);
    expect(runs.filter(([a, b]) => text.slice(a, b).includes(words)).length).toBe(5);
  });
  it('a sentence run over the page break reads whole', () => {
    const text = rows[1][1];
    const seg = segmentDetailed(text);
    const whole = seg.sentences.map((s) => seg.plain.slice(s.start, s.end).replace(/\s+/g, ' ')).filter((t) => t.includes('under this clause 2 diligently'));
    expect(whole.length).toBe(1);
  });
  // twins: the same line repeated with its number changing is the contract's own where it is a heading of a numbered
  // part, a signature block repeated for each signatory, or a paragraph that ends with a stop
  const twins: [string, string, string][] = [
    ['a statement of work heading repeated for each statement',
      build('MASTER SERVICES AGREEMENT', 'Supplier', (n) => `STATEMENT OF WORK NO. ${n} UNDER THE MASTER SERVICES AGREEMENT BETWEEN REDWOOD ANALYTICS, INC. AND BLUE HERON LLC`, false),
      'BLUE HERON'],
    ['a milestone heading repeated for each milestone',
      build('DEVELOPMENT AGREEMENT', 'The Developer', (n) => `Milestone ${n} Payment on acceptance of the Deliverables by the Customer's Project Board under the Development Plan`, false),
      "Project Board under"],
    ['signature blocks, one for each guarantor',
      `DEED OF GUARANTEE\n\n${para('Each Guarantor', 1)}\n\n${[1, 2, 3].map((n) => `SIGNED, SEALED AND DELIVERED as a deed by GUARANTOR ${n} acting by its duly authorised director in the presence of the witness below\n\nDirector: ____________\n\nWitness: ____________`).join('\n\n')}\n`,
      'SEALED AND DELIVERED'],
  ];
  it.each(twins)('twin, %s: not furniture', (_n, text, words) => {
    const runs = pageFurniture(text);
    expect(runs.filter(([a, b]) => text.slice(a, b).includes(words)).length).toBe(0);
  });
});

// side effect of 2, on CUAD (a distributor agreement's "Either party may terminate this Agreement upon 30 days [page
// number] prior written notice to the other upon the occurrence of any of the following events: (A) ..."): read whole
// over the page break, a termination on notice upon the events listed after it was read as one for convenience
describe('a termination on notice upon events listed after it is no termination for convenience', () => {
  const doc = (names: [string, string], law: string, s: string) => `SERVICES AGREEMENT
This Agreement is made between ${names[0]} (the "Provider") and ${names[1]} (the "Customer").

8. Termination
${s}

9. Governing law
9.1 This Agreement is governed by the law of ${law}.
`;
  const read = (text: string) => reviewed(text, 'msa').review.checks.find((c) => c.check_id === 'msa.termination_for_convenience')!;
  const rows: [string, [string, string], string, string][] = [
    ['US, upon the occurrence of any of the following events', ['Cobalt Ledger, Inc.', 'Prairie Feed Co.'], 'the State of Illinois',
      '8.1 Either party may terminate this Agreement upon thirty (30) days prior written notice to the other upon the occurrence of any of the following events:\n(a) the other party fails to pay any sum due within ten (10) days of its due date;\n(b) the other party ceases to carry on business.'],
    ['English, on the happening of any of the following', ['Tamar Cloud Ltd', 'Wherry Foods Ltd'], 'England and Wales',
      '8.1 Either party may terminate this Agreement by giving not less than thirty (30) days\' written notice to the other on the happening of any of the following:\n(a) the other party commits a material breach of this Agreement;\n(b) the other party has a receiver appointed over its assets.'],
    ['Indian, in any of the following events', ['Sahyadri Infotech Private Limited', 'Kaveri Textiles Limited'], 'India',
      '8.1 The Customer may terminate this Agreement by giving fifteen (15) days\' written notice to the Provider in any of the following events:\n(a) the Provider fails to meet the service levels in two consecutive months;\n(b) the Provider is wound up.'],
  ];
  it.each(rows)('%s: no convenience exit', (_n, names, law, s) => {
    expect(read(doc(names, law, s)).outcome).not.toBe('entailed');
  });
  // twins: notice is the only condition
  const twins: [string, [string, string], string, string][] = [
    ['US, on notice alone', ['Cobalt Ledger, Inc.', 'Prairie Feed Co.'], 'the State of Illinois',
      '8.1 Either party may terminate this Agreement upon thirty (30) days prior written notice to the other.'],
    ['English, on notice alone, a list of what follows termination', ['Tamar Cloud Ltd', 'Wherry Foods Ltd'], 'England and Wales',
      '8.1 Either party may terminate this Agreement by giving not less than thirty (30) days\' written notice to the other.\n8.2 On termination the following apply:\n(a) the Customer shall pay for the Services performed;\n(b) each party shall return the other\'s property.'],
    ['Indian, the Customer on notice alone', ['Sahyadri Infotech Private Limited', 'Kaveri Textiles Limited'], 'India',
      '8.1 The Customer may terminate this Agreement by giving fifteen (15) days\' written notice to the Provider.'],
  ];
  it.each(twins)('twin, %s: a convenience exit', (_n, names, law, s) => {
    expect(read(doc(names, law, s)).outcome).toBe('entailed');
  });
});
