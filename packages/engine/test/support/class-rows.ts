/**
 * The row harness of the hold-out misses class tests (test/misses18, misses19, misses20, misses21): one home for it.
 * A class is at least three wordings of our own, each an adverse clause with a benign twin sharing its words; a row is
 * the position a check must reach on a text, with an issue exactly when that position is unacceptable or missing (the
 * adverse harness's reading). The rows are run by `rows` of test/judge-rows.ts.
 */
import type { DocumentType } from '../../src/types.js';
import { row, rows, type Row } from '../judge-rows.js';

export { rows, type Row };

/** A row of `check` on the whole text, at `position`. */
export const at = (type: DocumentType, check: string, text: string, position: string): Row => row(type, check, text, position);

/** Rows of one check on a clause a document builder `make` places: `(body, position)`. */
export const clauseOf = (type: DocumentType, check: string, make: (body: string) => string) =>
  (body: string, position: string): Row => at(type, check, make(body), position);

/** Rows of the check named `name` in whichever playbook a row's type gives (`${type}.${name}`). */
export const eachPlaybook = (name: string) =>
  (type: DocumentType, make: (body: string) => string, body: string, position: string): Row => at(type, `${type}.${name}`, make(body), position);
