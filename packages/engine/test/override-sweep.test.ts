import { describe, expect, it } from 'vitest';
import { listBuiltInPlaybooks, review, type DocumentType } from '../src/index.js';
import { findOverrides } from '../src/scope.js';
import { rate, sweep } from '../eval/override-sweep.js';
import { nda } from './adverse/contracts.js';

// A clause taken away by a later clause is read as gone, for every check (judge round 13c, eval/override-sweep.ts,
// README "Override sweep (judge round 13c)").

describe('the sections a sentence takes away (scope.ts findOverrides)', () => {
  const rows: { given: string; want: string[] | null; full?: boolean }[] = [
    // the parties remove it, in different words and orders
    { given: 'The parties hereby waive Section 8.', want: ['8'], full: true },
    { given: 'Customer and Supplier agree to disapply clause 11.2 in full.', want: ['11.2'], full: true },
    { given: 'Special terms: The Licensee and the Licensor exclude clause 9 of the Terms.', want: ['9'], full: true },
    // a permission or a refusal to remove it is no removal
    { given: 'Either party may waive clause 8 by written notice.', want: null },
    { given: 'Failure to enforce clause 8 shall not be a waiver of it.', want: null },
    // the section replaced, or the subject of a verb that removes it
    { given: 'Clause 14 (Audit) is replaced in its entirety by the following: "14. Audit. Intentionally omitted."', want: ['14'], full: true },
    { given: 'In substitution for clause 6, the Supplier may keep any copies it holds.', want: ['6'], full: true },
    { given: '3. Section 10 shall not form part of this Agreement.', want: ['10'], full: true },
    // "excluded" of what a section names is not the section excluded
    { given: 'Liability under Section 9 is excluded.', want: null },
    // notwithstanding it, it binds nobody; not: it binds in part, or another clause applies
    { given: 'Notwithstanding Section 5 of the Agreement, neither Party shall be bound by that Section.', want: ['5'], full: true },
    { given: 'Notwithstanding clause 5, nothing in clause 5 applies to information relating to pricing.', want: null },
    { given: 'Notwithstanding clause 5, the Supplier shall comply with clause 9.', want: null },
    // disapplied for one party or one obligation only: a disapplication, not the whole section gone
    { given: 'Clauses 12.1 and 12.2 shall not apply to the Customer.', want: ['12.1', '12.2'], full: false },
    { given: 'Clause 12 shall not apply to this Agreement.', want: ['12'], full: true },
  ];
  it.each(rows)('$given', ({ given, want, full }) => {
    const o = findOverrides([given]);
    if (want === null) expect(o).toEqual([]);
    else {
      expect(o.map((x) => x.sections)).toEqual([want]);
      expect(o[0].full).toBe(full);
    }
  });
});

function issue(text: string, type: DocumentType, check: string): boolean {
  const out = review({ text, document_type: type, options: { suggest_redlines: false } }).review;
  const c = out.checks.find((x) => x.check_id === check)!;
  for (const e of c.evidence) expect(text.slice(e.start, e.end)).toBe(e.quote);
  return out.issues.some((i) => i.check_id === check);
}

describe('a clause taken away by a later clause reads as gone', () => {
  const rows: { name: string; extra: string; law?: string; check: string; want: boolean }[] = [
    { name: 'waived by the parties', extra: 'The parties waive clause 4 in full.', check: 'nda.return_or_destroy', want: true },
    { name: 'deleted, US drafting', extra: 'Section 4 is hereby deleted in its entirety and is of no further force or effect.', check: 'nda.return_or_destroy', want: true },
    { name: 'replaced by a permission to keep', extra: 'In place of Section 4, the Recipient may keep the Confidential Information it holds.', check: 'nda.return_or_destroy', want: true },
    { name: 'notwithstanding, bound by nobody', extra: 'Notwithstanding Section 4, neither Party shall be bound by that Section.', check: 'nda.return_or_destroy', want: true },
    { name: 'the governing law clause struck out', extra: 'Clause 6 is struck out.', check: 'nda.governing_law', want: true },
    // benign twins: the same shapes that leave it standing
    { name: 'extended to advisers', extra: 'Clause 4 applies also to copies held by the Recipient\'s advisers.', check: 'nda.return_or_destroy', want: false },
    { name: 'another clause waived', extra: 'The parties waive clause 7 in full.', check: 'nda.return_or_destroy', want: false },
    { name: 'notwithstanding another, it continues', extra: 'Notwithstanding Section 7, Section 4 shall continue to apply in full.', check: 'nda.return_or_destroy', want: false },
    // read as its replacement: a replacement that keeps the protection is no issue, one that drops it is
    { name: 'governing law replaced by another law', extra: 'Clause 6 is replaced by the following: "6. Governing Law. This Agreement is governed by the laws of England and Wales."', check: 'nda.governing_law', want: false },
    // an adverse term taken away: no law chosen, replaced by a law (read as its replacement, no issue)
    { name: 'no chosen law replaced by a law', law: 'Each party may bring proceedings in any court it chooses.', extra: 'Clause 6 is deleted and replaced by the following: this Agreement is governed by the laws of England and Wales.', check: 'nda.governing_law', want: false },
    { name: 'governing law replaced by a free choice of court', extra: 'Clause 6 is deleted and replaced with the following: each Party may bring proceedings in any court it chooses.', check: 'nda.governing_law', want: true },
  ];
  it.each(rows)('$name', ({ extra, law, check, want }) => {
    expect(issue(nda({ extra, law }), 'nda', check)).toBe(want);
  });
});

describe('override sweep, held-out templates (B)', () => {
  // at bdeafec: adverse flagged 36.4 % (168 of 462), benign flagged 0 % (0 of 616)
  it('flags a protection taken away for nearly every check, and no benign twin', () => {
    const res = sweep(review as never, listBuiltInPlaybooks() as never, 'B');
    const rows = res.rows.filter((r) => r.set === 'B');
    expect(rows.length).toBeGreaterThan(400);
    expect(rate(rows, 'adverse').pct).toBeGreaterThanOrEqual(95);
    expect(rate(rows, 'benign').pct).toBeLessThanOrEqual(1);
  });
});
