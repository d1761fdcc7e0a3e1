/**
 * Speed round 32 (session 29): the contexts a review derives from one it has built (the document with the sections a
 * later clause takes away blanked, review.ts `sectionsGone`; the document as its word amendments amend it,
 * `amendmentsOf`) are built with the edits that make them from the review's own text (base-edits.ts `composeEdits`), as a
 * redline's verification context is: read afresh only where they differ. Nothing read may change: the edits composed give
 * the derived text from the review's text exactly, and every context so built equals one built from scratch.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeEdits, type TextEdit } from '../src/base-edits.js';
import { compareContexts } from './support/edits.js';
import { buildContext } from '../src/index.js';
import { dataPath, hasData } from '../eval/data.ts';

function apply(text: string, edits: readonly TextEdit[]): string {
  let out = '';
  let at = 0;
  for (const e of [...edits].sort((a, b) => a.start - b.start || a.end - b.end)) {
    out += text.slice(at, e.start) + e.insert;
    at = e.end;
  }
  return out + text.slice(at);
}

/** A small deterministic generator (mulberry32), so that the random rows are the same every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Up to `n` edits of a text of length `len`, none overlapping (some empty: insertions; some inserting nothing: deletions). */
function randomEdits(r: () => number, text: string, n: number, blank: boolean): TextEdit[] {
  const points = Array.from({ length: 2 * n }, () => Math.floor(r() * (text.length + 1))).sort((a, b) => a - b);
  const out: TextEdit[] = [];
  for (let k = 0; k < n; k++) {
    const start = points[2 * k];
    const end = r() < 0.3 ? start : points[2 * k + 1];
    const insert = blank ? text.slice(start, end).replace(/[^\n\r]/g, ' ') : r() < 0.3 ? '' : 'xyz\nw'.slice(0, 1 + Math.floor(r() * 5));
    out.push({ start, end, insert });
  }
  return out;
}

describe('composeEdits', () => {
  const given: { name: string; base: string; first: TextEdit[]; second: TextEdit[] }[] = [
    { name: 'no first edits (the review\'s own context)', base: 'abcdef\nghij', first: [], second: [{ start: 2, end: 4, insert: '  ' }] },
    { name: 'a blanking inside an inserted stretch', base: 'abcdef', first: [{ start: 2, end: 3, insert: 'XYZW' }], second: [{ start: 3, end: 5, insert: '  ' }] },
    { name: 'a blanking across an inserted stretch and the text either side', base: 'abcdefgh', first: [{ start: 3, end: 5, insert: 'QQ' }], second: [{ start: 1, end: 7, insert: '      ' }] },
    { name: 'a deletion where a blanking starts', base: 'abcdefgh', first: [{ start: 2, end: 4, insert: '' }], second: [{ start: 2, end: 4, insert: '  ' }] },
    { name: 'a deletion where a blanking ends', base: 'abcdefgh', first: [{ start: 4, end: 6, insert: '' }], second: [{ start: 1, end: 4, insert: '   ' }] },
    { name: 'an insertion beside a blanking', base: 'abcdefgh', first: [{ start: 6, end: 6, insert: 'new' }], second: [{ start: 0, end: 2, insert: '  ' }, { start: 6, end: 9, insert: '   ' }] },
    { name: 'edits far apart', base: 'one two three four five', first: [{ start: 4, end: 7, insert: 'TWO' }], second: [{ start: 14, end: 18, insert: '    ' }] },
  ];
  it.each(given)('gives the derived text from the base: $name', ({ base, first, second }) => {
    const mid = apply(base, first);
    const text = apply(mid, second);
    const got = composeEdits(base, first, mid, second, text);
    expect(got).toBeDefined();
    expect(apply(base, got!)).toBe(text);
  });

  it('gives nothing for edits that overlap, or that do not make the text given', () => {
    expect(composeEdits('abcdef', [{ start: 1, end: 4, insert: 'x' }, { start: 2, end: 5, insert: 'y' }], 'axf', [], 'axf')).toBeUndefined();
    expect(composeEdits('abcdef', [], 'abcdef', [{ start: 1, end: 4, insert: 'x' }, { start: 3, end: 5, insert: 'y' }], 'axyf')).toBeUndefined();
    expect(composeEdits('abcdef', [{ start: 1, end: 2, insert: 'Q' }], 'aQcdef', [{ start: 0, end: 1, insert: ' ' }], ' Qcdeg')).toBeUndefined();
  });

  it('gives the derived text from the base for 2,000 random edits of random texts', () => {
    const r = rng(32);
    for (let k = 0; k < 2000; k++) {
      const base = Array.from({ length: 1 + Math.floor(r() * 60) }, () => 'ab c\nd.'[Math.floor(r() * 7)]).join('');
      const first = randomEdits(r, base, Math.floor(r() * 4), false);
      const mid = apply(base, first);
      const second = randomEdits(r, mid, Math.floor(r() * 4), r() < 0.5);
      const text = apply(mid, second);
      const got = composeEdits(base, first, mid, second, text);
      expect(got, JSON.stringify({ base, first, second })).toBeDefined();
      expect(apply(base, got!)).toBe(text);
      // (each composed edit changes something or sits where one did: no more of them than the edits given)
      expect(got!.length).toBeLessThanOrEqual(first.length + second.length);
    }
  });
});

describe('contexts derived from a review\'s context, built with the composed edits', () => {
  // three CUAD texts whose reviews derive such contexts (a clause another takes away whole; found by counting them in
  // every CUAD text under 60 kB), and one of our own: a services agreement whose later clause deletes a clause whole
  const files = [
    'VIVINT SOLAR, INC. - NON-COMPETITION AGREEMENT.txt',
    'ScansourceInc_20190822_10-K_EX-10.39_11793959_EX-10.39_Distributor Agreement.txt',
  ];
  const own = [
    'MASTER SERVICES AGREEMENT',
    'This Master Services Agreement is made between Northwind Analytics Ltd ("Provider") and Harbour Freight plc ("Customer").',
    '1. Services. Provider shall provide the services described in each order form.',
    '2. Fees. Customer shall pay the fees within thirty (30) days of the invoice date.',
    '3. Limitation of Liability. Each party\'s total liability under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim.',
    '4. Indemnification. Provider shall defend and indemnify Customer against any third-party claim that the services infringe intellectual property rights.',
    '5. Confidentiality. Each party shall keep the other party\'s Confidential Information confidential.',
    '6. Termination. Either party may terminate this Agreement on ninety (90) days\' written notice.',
    '7. Special Conditions. Clause 4 (Indemnification) is deleted in its entirety. In clause 2, "thirty (30) days" is replaced by "ninety (90) days".',
    '8. Governing Law. This Agreement is governed by the laws of England and Wales.',
  ].join('\n\n');
  it('equal to the contexts built from scratch (our own agreement, MSA and NDA playbooks)', () => {
    // (the deletion is an override of a whole section: the reviews derive the document without it)
    expect(buildContext(own).overrides.some((o) => o.full)).toBe(true);
    expect(compareContexts(own, 'msa')).toBeGreaterThan(0);
    expect(compareContexts(own, 'nda')).toBeGreaterThan(0);
  }, 600_000);
  it.skipIf(!hasData('cuad', 'full_contract_txt'))('equal to the contexts built from scratch (CUAD texts, MSA and NDA playbooks)', () => {
    for (const f of files) {
      const path = resolve(dataPath('cuad', 'full_contract_txt'), f);
      if (!existsSync(path)) continue;
      const text = readFileSync(path, 'utf8');
      for (const type of ['msa', 'nda'] as const) expect(compareContexts(text, type)).toBeGreaterThan(0);
    }
  }, 900_000);
});
