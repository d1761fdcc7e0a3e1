// Speed round 31: what a verification context of an edited text reads again, made cheaper without changing a reading.
// - page-lines.ts: the passes of furnitureOf that look across lines and find nothing in most texts (lettered exhibit page
//   numbers, page numbers run into a line's end) are skipped on an edited text where their gate can match neither in the
//   base nor near the edits (`mayMatchEdited`); these rows hold that the furniture so read equals a fresh reading, on
//   texts of our own where the edits themselves make such page numbers (so the skip must not happen) and on CUAD texts;
// - scope.ts `inSection` keeps its section keys and its sentence patterns by text: its answers equal the first
//   implementation's (copied here) over every clause, reference and sentence of a slice of CUAD;
// - amendments.ts `wordAmendments` keeps what its operations match in a sentence in the review's memo: the amendments read
//   through the memo equal those read without it, and every verification context a review of an amended agreement builds
//   (US, English, Australian, Indian and Canadian drafting), built again from the review's memo and from scratch, gives
//   every check of the playbook the same evaluation.
// Nothing is timed.
import { describe, expect, it } from 'vitest';
import escapeRegExp from 'escape-string-regexp';
import { applyEdits, buildContext, review, type DocumentType } from '../src/index.js';
import { TextMemo } from '../src/memo.js';
import { forgetSegmentations, reuseCounts } from '../src/segment.js';
import { editedLineFurniture, furnitureOf, lineFurniture, lineRegions, mayMatchEdited, pageFurniture, wholeGates } from '../src/page-lines.js';
import { inSection } from '../src/scope.js';
import { markupKind } from '../src/markup-kind.js';
import { wordAmendments } from '../src/amendments.js';
import { cuadDocs } from '../eval/roundtrip.ts';
import type { Clause } from '../src/types.js';

import { compareContexts, sharedOf, type Edit } from './support/edits.js';


/** The furniture of `text` edited, read as plainViewThrough reads it (the base's gates, the regions), and fresh. */
function furnitureBoth(text: string, edits: Edit[]): { got: [number, number][]; fresh: [number, number][] } {
  const edited = applyEdits(text, edits);
  const shared = sharedOf(text, edits);
  const regions = lineRegions(text, edited, shared);
  const lines = editedLineFurniture(text, lineFurniture(text), edited, shared, regions);
  return { got: furnitureOf(edited, lines, { regions, was: wholeGates(text) }), fresh: pageFurniture(edited) };
}

const PARA = (s: string) => `${s} ${'Each party shall act reasonably and in good faith in performing its obligations under this agreement. '.repeat(7)}`;
/** A contract of our own with no page furniture at all (neither gate matches it). */
const plainContract = (clauses: string[], nl = '\n') => clauses.map(PARA).join(`${nl}${nl}`).replace(/\n/g, nl);

const BASES: [string, string][] = [
  ['US supply agreement', plainContract(['1. Supply. Seller shall supply the Products.', '2. Price. Buyer shall pay the Price within 30 days.', '3. Warranty. Seller warrants the Products for one year.', '4. Indemnity. Seller shall indemnify Buyer.', '5. Term. This Agreement runs for two years.', '6. Law. The laws of Delaware govern.'])],
  ['English services agreement, CRLF line ends', plainContract(['1 SERVICES The Supplier shall perform the Services.', '2 CHARGES The Client shall pay the Charges.', '3 LIABILITY Nothing limits liability for death.', '4 TERMINATION Either party may terminate on notice.', '5 GENERAL This agreement is governed by English law.', '6 NOTICES Notices are given in writing.'], '\r\n')],
  ['Australian lease', plainContract(['1. Rent. The Tenant must pay the Rent monthly.', '2. Outgoings. The Tenant must pay the Outgoings.', '3. Repairs. The Landlord must keep the structure in repair.', '4. Default. The Landlord may re-enter.', '5. Insurance. The Tenant must insure.', '6. Disputes. Disputes go to mediation in Brisbane.'])],
  ['Indian vendor agreement', plainContract(['1. Scope. The Vendor shall supply the Goods.', '2. Price. The Purchaser shall pay Rs. 10,00,000.', '3. Warranty. The Vendor warrants the Goods.', '4. Arbitration. Disputes go to arbitration in Mumbai.', '5. Stamp duty. The Purchaser bears stamp duty.', '6. Notices. Notices go by registered post.'])],
];

/** Edits that make lettered page numbers or page numbers run into a line's end where the base has none, and others. */
function gatedEdits(text: string): Edit[][] {
  const L = text.length;
  const para = (f: number) => {
    const at = text.indexOf('\n\n', Math.floor(L * f));
    return at < 0 ? L : at;
  };
  const [p1, p2, p3] = [para(0.2), para(0.5), para(0.8)];
  return [
    // three exhibit page numbers on lines of their own, in one edit and in three
    [{ start: p1, end: p1, insert: '\n\nE - 1\n\nE - 2\n\nE - 3\n' }],
    [{ start: p1, end: p1, insert: '\n\nB-7\n' }, { start: p2, end: p2, insert: '\n\nB-8\n' }, { start: p3, end: p3, insert: '\n\nB-9\n' }],
    [{ start: p2, end: p2, insert: '\n\nExhibit D - Page 4\n' }],
    // a page's number run into the end of its last line, two blank lines after it, page after page
    [{ start: p1, end: p1, insert: ' 16\n\n\n' }, { start: p2, end: p2, insert: ' 17\n\n\n' }, { start: p3, end: p3, insert: ' 18\n\n\n' }],
    // the same made by taking away what stood between (the seam between two of the base's stretches)
    [{ start: p1, end: p1 + 2, insert: ' 4\n\n\n' }, { start: p2, end: p2 + 2, insert: ' 5\n\n\n' }, { start: p3, end: p3 + 2, insert: ' 6\n\n\n' }],
    // edits that make none
    [{ start: p2, end: p2, insert: '\n\nThe Supplier shall keep records.' }],
    [{ start: Math.floor(L * 0.4), end: Math.floor(L * 0.4) + 30, insert: ' and any replacement' }],
    [{ start: 0, end: 0, insert: 'AMENDED ' }, { start: L, end: L, insert: '\n\nSigned for and on behalf of the parties.' }],
  ];
}

describe('whole-text furniture passes gated near the edits (speed round 31)', () => {
  it('finds the lettered and trailing page numbers edits make in a text that had none', () => {
    let made = 0;
    let n = 0;
    for (const [, text] of BASES) {
      expect(wholeGates(text)).toEqual({ lettered: false, trailing: false });
      expect(pageFurniture(text)).toEqual([]);
      for (const edits of gatedEdits(text)) {
        const { got, fresh } = furnitureBoth(text, edits);
        expect(got).toEqual(fresh);
        if (fresh.length) made++;
        n++;
      }
    }
    expect(n).toBe(32);
    // (the edits of the first five kinds make furniture in each text: the skip must not happen there)
    expect(made).toBeGreaterThanOrEqual(16);
  });

  it('says a gate may match only where it can, and never misses one', () => {
    const [, text] = BASES[0];
    const none = [{ start: 100, end: 100, insert: 'The Supplier shall keep records.' }];
    const edited = applyEdits(text, none);
    const regions = lineRegions(text, edited, sharedOf(text, none));
    expect(mayMatchEdited(edited, regions, /\d[ \t]*\r?\n[ \t]*\r?\n[ \t]*\r?\n/)).toBe(false);
    const some = [{ start: 100, end: 100, insert: ' 3\n\n\n' }];
    const edited2 = applyEdits(text, some);
    expect(mayMatchEdited(edited2, lineRegions(text, edited2, sharedOf(text, some)), /\d[ \t]*\r?\n[ \t]*\r?\n[ \t]*\r?\n/)).toBe(true);
  });

  it('reads edited CUAD texts as a fresh reading does', () => {
    const docs = cuadDocs().filter((_, i) => i % 5 === 4);
    if (!docs.length) return;
    let n = 0;
    for (const d of docs) for (const edits of gatedEdits(d.text)) {
      const { got, fresh } = furnitureBoth(d.text, edits);
      expect(got).toEqual(fresh);
      n++;
    }
    expect(n).toBeGreaterThan(200);
  });

  it('gives the same plain view through the review\'s memo (the path taken), and markup an edit brings read as markup', () => {
    for (const [, text] of BASES) {
      forgetSegmentations();
      const memo = TextMemo.create();
      buildContext(text, memo);
      const at = text.indexOf('\n\n', text.length >> 1) + 2;
      const markup: Edit[][] = [
        [{ start: at, end: at, insert: 'The **Fees** are due monthly.\n\n' }],
        [{ start: at, end: at, insert: '# Schedule of Fees\n\n' }],
        [{ start: at, end: at, insert: 'See <b>clause 2</b> for the Price.\n\n' }],
        [{ start: at, end: at, insert: 'Fees &amp; charges are set out in the `schedule` below.\n\n' }],
        [{ start: at, end: at, insert: 'Notices to AT&T go to its #3 office.\n\n' }],
      ];
      for (const edits of [...markup, ...gatedEdits(text)]) {
        const edited = applyEdits(text, edits);
        const before = reuseCounts.furniture;
        forgetSegmentations();
        const got = buildContext(edited, memo.reader(), false, undefined, edits);
        expect(reuseCounts.furniture).toBe(before + (markupKind(edited) === 'plain' ? 1 : 0));
        forgetSegmentations();
        const fresh = buildContext(edited);
        expect({ plain: got.plain, clauses: got.clauses, sentences: got.sentences }).toEqual({ plain: fresh.plain, clauses: fresh.clauses, sentences: fresh.sentences });
      }
    }
    // (four of the five markup edits make markup; the last is plain text with an ampersand and a hash)
    expect(BASES.map(([, t]) => markupKind(`${t}\n\nThe **Fees** are due.`))).toEqual(['markdown', 'markdown', 'markdown', 'markdown']);
  });
});

/** inSection as written before speed round 31 (scope.ts), to compare the kept readings with. */
function inSectionFirst(clause: Clause, ref: string, sentence?: string): boolean {
  const s = clause.section.replace(/^Article\s+/i, '').replace(/[()]/g, '');
  const r = ref.replace(/[()]/g, '');
  if (s === r) return true;
  if (s.startsWith(r)) return /^[.¶a-z]/i.test(s.slice(r.length));
  if (!sentence || !r.startsWith(`${s}.`)) return false;
  return new RegExp(String.raw`^(?:[^.;]{0,60}?[.:]\s+)?${escapeRegExp(r)}\.?\s+\S`).test(sentence.slice(0, 100).replace(/^\s*\d+\.\s+/, ''));
}

describe('inSection with its readings kept (speed round 31)', () => {
  it('answers as the first implementation over the clauses, references and sentences of CUAD texts', () => {
    const docs = cuadDocs().filter((_, i) => i % 40 === 9);
    const own = [
      '10. Indemnity. 10.1 The Provider shall indemnify the Customer. 10.2 Clause 10.1 shall not apply to fraud.',
      'Article IV Payment. 4.1 The Buyer shall pay. 4.2(a) Interest accrues. (b) Notwithstanding Section 4.2(a), no interest accrues on disputed sums.',
      '7 TERM 7.1 This agreement runs for two years. 7.1.2 It renews yearly. 8 LAW English law governs.',
    ];
    let n = 0;
    let yes = 0;
    for (const text of [...own, ...docs.map((d) => d.text)]) {
      const ctx = buildContext(text);
      const refs = [...new Set(ctx.clauses.flatMap((c) => [c.section, c.section.replace(/^Article\s+/i, ''), `${c.section}.1`, `${c.section}.2`, `${c.section}(a)`, `${c.section}.1(b)`]))].slice(0, 40);
      ctx.sentences.forEach((s, i) => {
        const clause = ctx.clauseById.get(s.clause_id);
        if (!clause) return;
        for (const r of refs) {
          for (const sentence of [ctx.sentenceText[i], undefined]) {
            const want = inSectionFirst(clause, r, sentence);
            // (twice: the second call reads what the first kept)
            expect(inSection(clause, r, sentence)).toBe(want);
            expect(inSection(clause, r, sentence)).toBe(want);
            n++;
            if (want) yes++;
          }
        }
      });
    }
    expect(n).toBeGreaterThan(5000);
    expect(yes).toBeGreaterThan(100);
  });
});

// ---- amendments read through the review's memo ----

const msa = (late: string) =>
  `MASTER SERVICES AGREEMENT\n\nThis agreement is made between Saskatoon Pulse Growers Co-operative Ltd. (the "Customer") and Regina Grain Systems Inc. (the "Provider").\n\n1. Services. The Provider shall maintain the Customer's grain-cleaning lines as described in each Statement of Work.\n\n2. Fees. The Customer shall pay each undisputed invoice within thirty (30) days of receipt.\n\n3. Indemnity. The Provider shall defend and indemnify the Customer against any claim that the Services infringe a third party's intellectual property rights.\n\n4. Confidentiality. Each party shall keep the other's confidential information confidential and use it only to perform this agreement.\n\n5. Liability. Each party's total liability is limited to the fees paid in the twelve (12) months before the claim, except for indemnities and breach of confidentiality.\n\n6. Termination. Either party may terminate this agreement on ninety (90) days' written notice.\n\n7. Law. This agreement is governed by the laws of the Province of Saskatchewan.\n\n8. Amendments. ${late}\n`;
const AMENDED: [string, string, DocumentType][] = [
  ['Canadian: words replaced in a named clause', msa('In clause 2, the words "thirty (30) days" are deleted and replaced with "five (5) days of its date, whether or not disputed".'), 'msa'],
  ['English: a clause amended by deleting words', msa('Clause 5 is amended by deleting "except for indemnities and breach of confidentiality" and inserting "in every case".'), 'msa'],
  ['US: words added after quoted words', msa('After "use it only to perform this agreement" in Section 4, add "or for any other purpose the Provider chooses".'), 'msa'],
  ['Australian: a prevailing sentence', msa('Despite clause 3, the Provider gives no indemnity against intellectual property claims, and the Customer must defend the Provider against any such claim.'), 'msa'],
  ['Indian: replace and insert with no clause named', msa('Replace "ninety (90) days\' written notice" with "seven (7) days\' notice by registered post".'), 'msa'],
  ['benign: a change that leaves the term fair', msa('In clause 2, the words "thirty (30) days" are deleted and replaced with "forty-five (45) days".'), 'msa'],
];


describe('amendments read through the review\'s memo (speed round 31)', () => {
  it('reads the same word amendments with the memo recording, reading and without it', () => {
    let found = 0;
    for (const [, text] of [...AMENDED.map(([n, t]) => [n, t] as [string, string]), ...cuadDocs().filter((_, i) => i % 25 === 2).map((d) => [d.name, d.text] as [string, string])]) {
      forgetSegmentations();
      const ctx = buildContext(text);
      const memo = TextMemo.create();
      const want = wordAmendments(ctx.plain, ctx.sentences, ctx.clauseById);
      expect(wordAmendments(ctx.plain, ctx.sentences, ctx.clauseById, memo)).toEqual(want);
      expect(wordAmendments(ctx.plain, ctx.sentences, ctx.clauseById, memo.reader())).toEqual(want);
      expect(wordAmendments(ctx.plain, ctx.sentences, ctx.clauseById, memo)).toEqual(want);
      if (want.length) found++;
    }
    // (the four of our own that amend quoted words, at least)
    expect(found).toBeGreaterThanOrEqual(4);
  });

  it('gives every check the same evaluation in each verification context, from the review\'s memo and from scratch', () => {
    let n = 0;
    for (const [, text, type] of AMENDED) n += compareContexts(text, type);
    expect(n).toBeGreaterThan(3);
  }, 300_000);
});
