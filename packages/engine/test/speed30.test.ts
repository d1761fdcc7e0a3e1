// Speed round 30: a text built to verify a redline (the review's text with edits) reads its plain view's page furniture
// only where the edits are: the lines the edits left whole take the review's line readings, moved (page-lines.ts
// `editedLineFurniture`, segment.ts `plainViewThrough`), and what looks across lines (running headers and footers,
// the lines beside the furniture) is read again on the whole text. These rows hold that the readings so put together
// equal a fresh reading of the edited text, for edits of our own on texts with banners, page numbers and running lines
// (US, English, Australian and Indian drafting; "\r\n" line ends) and on CUAD texts; and that every context a review's
// redline verification builds, built again from the review's memo and from scratch, is the same in everything a check
// reads (the context's fields, key terms, sides, piece index, and every check of the playbook evaluated on it).
// Nothing is timed.
import { describe, expect, it } from 'vitest';
import { applyEdits, buildContext, review, type DocumentType } from '../src/index.js';
import { TextMemo } from '../src/memo.js';
import { forgetSegmentations, reuseCounts, segmentDetailed } from '../src/segment.js';
import { editedLineFurniture, furnitureOf, lineFurniture, pageFurniture } from '../src/page-lines.js';
import { plainView } from '../src/markup.js';
import { cuadDocs } from '../eval/roundtrip.ts';
import { SAMPLE_NDA, RISKY_NDA } from './fixtures.js';

import { compareContexts, sharedOf, type Edit } from './support/edits.js';


/** lineFurniture put together from `text`'s for `edited`, and the furniture from it, against a fresh reading. */
function compareFurniture(text: string, edits: Edit[]): void {
  const edited = applyEdits(text, edits);
  const lines = editedLineFurniture(text, lineFurniture(text), edited, sharedOf(text, edits));
  expect(lines).toEqual(lineFurniture(edited));
  expect(furnitureOf(edited, lines)).toEqual(pageFurniture(edited));
}

/** A page of our own: a clause, a filing banner or a page number, and a running footer. */
function pages(clauses: string[], furniture: (n: number) => string, nl = '\n'): string {
  return clauses.map((c, i) => `${c}${nl}${nl}${furniture(i + 1)}${nl}${nl}`).join('').replace(/\n/g, nl);
}

const LONG = (s: string) => `${s} ${'The parties shall act in good faith in the performance of this clause and its obligations. '.repeat(8)}`;

const OWN: [string, string][] = [
  ['US filing: banners with a page number run in', pages(['1. Services. Provider shall provide the Services.', '2. Fees. Customer shall pay the Fees within 30 days.', '3. Term. This Agreement continues for two years.', '4. Liability. Provider shall not be liable for indirect damages.'].map(LONG), (n) => `${n + 10} Source: ACME CORP, 10-K, 3/1/2004`)],
  ['English agreement: dashed page numbers and a running footer', pages(['1 THE SERVICES 1.1 The Supplier shall perform the Services.', '2 CHARGES 2.1 The Client shall pay the Charges.', '3 TERM 3.1 The Agreement starts on the Commencement Date.', '4 LIABILITY 4.1 Nothing limits liability for death.'].map(LONG), (n) => `- ${n} -\n\nMaster Services Agreement`)],
  ['Australian lease: "Page n of m" and initials, CRLF line ends', pages(['1. Rent. The Tenant must pay the Rent monthly in advance.', '2. Outgoings. The Tenant must pay the Outgoings.', '3. Repairs. The Landlord must keep the structure in repair.', '4. Default. The Landlord may re-enter on default.'].map(LONG), (n) => `Page ${n} of 4 Initials: ____`, '\r\n')],
  ['Indian agreement: a running header counting pages', pages(['1. Scope. The Vendor shall supply the Goods.', '2. Price. The Purchaser shall pay Rs. 10,00,000.', '3. Warranty. The Vendor warrants the Goods for 12 months.', '4. Arbitration. Disputes go to arbitration in Mumbai.'].map(LONG), (n) => `SUPPLY AGREEMENT BETWEEN ORION LTD AND VEGA PVT LTD PAGE ${n}`)],
];

/** Texts whose run-in breaks matter: article headings run in after a sentence, whole pages on one line (PDF conversions). */
const RUN_IN: [string, string][] = [
  ['US supply agreement: articles run in after a sentence\'s end', [1, 2, 3, 4, 5, 6].map((n) => `Preceding text of article ${n - 1} ends here. ARTICLE ${n} ${['DEFINITIONS', 'SUPPLY', 'PRICE AND PAYMENT', 'WARRANTIES', 'LIABILITY', 'GOVERNING LAW'][n - 1]} ${n}.1 ${LONG('The Supplier shall supply the Products.')}\n${n}.2 The Buyer shall pay within 30 days.\n`).join('\n')],
  ['English agreement: pages run together, paragraphs three spaces apart', [1, 2, 3, 4].map((n) => `${n}. ${['Definitions.', 'Services.', 'Charges.', 'Termination.'][n - 1]}   (a) "Agreement" means this agreement.   (b) The Supplier shall perform the Services with reasonable skill and care.   (c) ${LONG('The Client shall pay.')}   ${n}.2 Either party may terminate on notice.`).join('\n\n')],
  ['Indian agreement: sections run in with roman articles', ['I', 'II', 'III', 'IV'].map((r, i) => `The parties so agree. Article ${r} ${['SCOPE OF WORK', 'CONSIDERATION', 'CONFIDENTIALITY', 'DISPUTES'][i]} ${i + 1}.1 ${LONG('The Contractor shall perform the Works.')}`).join('\n')],
];

/** Edits at a line's start, inside a line, over a line break, at the start and the end, and two at once. */
function editsOf(text: string): Edit[][] {
  const L = text.length;
  const lineAt = (x: number) => text.lastIndexOf('\n', x) + 1;
  const out: Edit[][] = [];
  for (const f of [0.05, 0.3, 0.5, 0.77, 0.95]) {
    const at = Math.floor(L * f);
    const ls = lineAt(at);
    out.push([{ start: ls, end: ls, insert: 'The Supplier shall keep records.\n\n' }]);
    out.push([{ start: at, end: Math.min(L, at + 40), insert: ' and any replacement' }]);
    out.push([{ start: ls, end: ls, insert: '- 17 -\n' }]);
    out.push([{ start: ls, end: ls, insert: '99 Source: ACME CORP, 10-K, 3/1/2004\n' }]);
    // a line break taken away (two lines joined) and one added inside a line
    const nl = text.indexOf('\n', at);
    if (nl > 0) out.push([{ start: nl, end: nl + 1, insert: ' ' }]);
    out.push([{ start: at, end: at, insert: '\n' }]);
  }
  out.push([{ start: 0, end: 0, insert: 'AMENDED ' }]);
  out.push([{ start: L, end: L, insert: '\nSchedule 1 - 3 -' }]);
  out.push([{ start: 0, end: Math.min(L, 30), insert: '' }]);
  const a = lineAt(Math.floor(L * 0.25));
  const b = lineAt(Math.floor(L * 0.75));
  if (a < b) out.push([{ start: a, end: a, insert: 'Page 2 of 4\n' }, { start: b, end: Math.min(L, b + 10), insert: 'Either party may terminate.' }]);
  return out;
}


describe('page furniture read only where the edits are (speed round 30)', () => {
  it('reads a stretch of lines as the whole text reads them', () => {
    for (const [, text] of OWN) {
      const whole = lineFurniture(text);
      const cut = text.indexOf('\n', text.length >> 1) + 1;
      const a = lineFurniture(text, 0, cut);
      const b = lineFurniture(text, cut);
      expect({ pageLines: [...a.pageLines, ...b.pageLines], runInto: [...a.runInto, ...b.runInto], lineEnds: [...a.lineEnds, ...b.lineEnds], running: [...a.running, ...b.running] }).toEqual(whole);
      expect(pageFurniture(text).length).toBeGreaterThan(3);
    }
  });

  it('puts together the furniture of edited texts of our own as a fresh reading gives it', () => {
    let n = 0;
    for (const [, text] of OWN) for (const edits of editsOf(text)) {
      compareFurniture(text, edits);
      n++;
    }
    expect(n).toBeGreaterThan(100);
  });

  it('puts together the furniture of edited CUAD texts as a fresh reading gives it', () => {
    const docs = cuadDocs().filter((_, i) => i % 10 === 3);
    if (!docs.length) return;
    let withFurniture = 0;
    for (const d of docs) {
      if (pageFurniture(d.text).length) withFurniture++;
      for (const edits of editsOf(d.text)) compareFurniture(d.text, edits);
    }
    expect(withFurniture).toBeGreaterThan(5);
  });

  it('gives the plain view a fresh reading gives, through the review\'s memo, with the edits as a hint', () => {
    for (const [, text] of [...OWN, ...cuadDocs().filter((_, i) => i % 25 === 7).map((d) => [d.name, d.text] as [string, string])]) {
      forgetSegmentations();
      const memo = TextMemo.create();
      buildContext(text, memo);
      for (const edits of editsOf(text).slice(0, 8)) {
        const edited = applyEdits(text, edits);
        const before = reuseCounts.furniture;
        forgetSegmentations();
        const got = buildContext(edited, memo.reader(), false, undefined, edits).plain;
        expect(reuseCounts.furniture).toBe(before + 1);
        expect(got).toBe(plainView(edited).plain);
      }
    }
  });
});

describe('run-in breaks read line by line (speed round 30)', () => {
  it('segments edited texts of our own and of CUAD through the review\'s memo as a fresh read does', () => {
    const before = reuseCounts.runIn;
    let n = 0;
    for (const [, text] of [...RUN_IN, ...OWN, ...cuadDocs().filter((_, i) => i % 30 === 13).map((d) => [d.name, d.text] as [string, string])]) {
      forgetSegmentations();
      const memo = TextMemo.create();
      buildContext(text, memo);
      for (const edits of editsOf(text)) {
        const edited = applyEdits(text, edits);
        forgetSegmentations();
        const fresh = segmentDetailed(edited, TextMemo.create(), false);
        forgetSegmentations();
        const got = segmentDetailed(edited, memo.reader(), false, edits);
        expect({ clauses: got.clauses, sentences: got.sentences, context: got.context, plain: got.plain }).toEqual({ clauses: fresh.clauses, sentences: fresh.sentences, context: fresh.context, plain: fresh.plain });
        n++;
      }
    }
    expect(n).toBeGreaterThan(200);
    expect(reuseCounts.runIn - before).toBe(n);
  });
});

describe('verification contexts built from the review\'s and from scratch (speed round 30)', () => {
  it('are the same for agreements of our own', () => {
    let n = 0;
    for (const [text, type] of [[SAMPLE_NDA, 'nda'], [RISKY_NDA, 'nda'], [OWN[0][1], 'msa'], [OWN[1][1], 'msa'], [OWN[3][1], 'msa']] as [string, DocumentType][]) n += compareContexts(text, type);
    expect(n).toBeGreaterThan(0);
  });

  it('are the same for a slice of CUAD under the MSA and NDA playbooks', () => {
    const docs = cuadDocs().filter((_, i) => i % 20 === 11);
    if (!docs.length) return;
    const before = reuseCounts.furniture;
    let n = 0;
    for (const d of docs) for (const type of ['msa', 'nda'] as const) n += compareContexts(d.text, type);
    expect(n).toBeGreaterThan(15);
    // (the incremental path was taken, in the reviews and again in the rebuilt contexts)
    expect(reuseCounts.furniture - before).toBeGreaterThan(n);
  }, 600_000);
});
