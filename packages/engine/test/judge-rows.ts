/**
 * The harness of the judge rounds' class tests (test/judge11.test.ts, judge12, judge12b, judge12c): rows of our own wording, each
 * the position a check must reach on a text and whether it raises an issue; a class is at least three wordings, each an
 * adverse clause with a benign twin that shares its words.
 */
import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';
import type { DocumentType } from '../src/types.js';

export interface Row { type: DocumentType; check: string; text: string; position: string; issue: boolean }
export const bad = (type: DocumentType, check: string, text: string, position = 'unacceptable'): Row => ({ type, check, text, position, issue: true });
export const good = (type: DocumentType, check: string, text: string, position = 'preferred'): Row => ({ type, check, text, position, issue: false });
/** A row whose issue follows from its position: an issue exactly when the position is unacceptable or missing. */
export const row = (type: DocumentType, check: string, text: string, position: string): Row => ({ type, check, text, position, issue: position === 'unacceptable' || position === 'missing' });

/**
 * Rows for `check` on a clause headed `heading` in an agreement `make` builds around it (the lead's class tests,
 * lead20 and lead21): `(body, position)` → a row whose issue follows from its position.
 */
export const inClause = (make: (b: string) => string, type: DocumentType, check: string, heading: string) =>
  (body: string, position: string) => row(type, check, make(`${heading}. ${body}`), position);

/** A check's whole evaluation on a text, and the issue it raises if any (the class tests' common reader). */
export function evaluation(row: Pick<Row, 'type' | 'check' | 'text'>) {
  const out = review({ text: row.text, document_type: row.type });
  const c = out.review.checks.find((x) => x.check_id === row.check);
  if (!c) throw new Error(`no check ${row.check}`);
  return { c, issue: out.review.issues.find((i) => i.check_id === row.check) };
}

/** What a check reads on a text: its position, and whether it raises an issue. */
export function read(row: Pick<Row, 'type' | 'check' | 'text'>) {
  const { c, issue } = evaluation(row);
  return { position: c.position, issue: !!issue };
}

export function rows(name: string, pairs: [Row, Row][]) {
  describe(name, () => {
    it('has at least three wordings, each with a benign twin', () => expect(pairs.length).toBeGreaterThanOrEqual(3));
    pairs.forEach(([adverse, benign], k) => {
      it(`wording ${k + 1}: ${adverse.check} flags the adverse clause`, () => expect(read(adverse)).toEqual({ position: adverse.position, issue: adverse.issue }));
      it(`wording ${k + 1}: ${benign.check} passes the benign twin`, () => expect(read(benign)).toEqual({ position: benign.position, issue: benign.issue }));
    });
  });
}

/**
 * A row of the benign-class tests (benign21, benign22): named for what it shows, whether its check raises an issue, and
 * (`applies: false`) a check that has nothing to judge in the contract.
 */
export interface FlagRow { name: string; type: DocumentType; check: string; text: string; issue: boolean; applies?: boolean }

/**
 * The benign-class tests' rows: each raises an issue or not as it says; one that raises none is at a position the
 * playbook accepts; one whose check does not apply reads as nothing to judge (not mentioned, acceptable, no evidence);
 * every citation slices the text. `kinds` names the kinds of row the class needs at least three of.
 */
export function flagRows(title: string, list: FlagRow[], kinds: { what: string; has: (r: FlagRow) => boolean }[]) {
  describe(title, () => {
    for (const r of list) {
      it(`${r.issue ? 'flags' : 'passes'}: ${r.name}`, () => {
        const { c, issue } = evaluation(r);
        expect(Boolean(issue), `${c.outcome}/${c.position} ${issue?.title ?? ''}`).toBe(r.issue);
        if (!r.issue) expect(['preferred', 'acceptable']).toContain(c.position);
        if (r.applies === false) {
          expect(c.outcome).toBe('not_mentioned');
          expect(c.position).toBe('acceptable');
          expect(c.evidence).toEqual([]);
        }
        for (const e of c.evidence) expect(r.text.slice(e.start, e.end)).toBe(e.quote);
      });
    }
    it(`has ${kinds.map((k) => k.what).join(' and ')}`, () => {
      for (const k of kinds) expect(list.filter(k.has).length, k.what).toBeGreaterThanOrEqual(3);
    });
  });
}
