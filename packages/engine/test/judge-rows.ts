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
