/**
 * A document reviewed with redlines and every redline accepted, for the redline class tests: the redlined issues must
 * all be resolved and none raised (asserted here), and `forCheck` gives the redline of a check's issue. Also the one
 * home of `reviewed`, `issueOf` and `redlinesOf`, which redline24 and leftovers25 each wrote.
 */
import { expect } from 'vitest';
import { applyRedlines, review, type DocumentType } from '../src/index.js';

export function redlined(text: string, document_type: DocumentType) {
  const out = review({ text, document_type, options: { suggest_redlines: true } });
  const redlines = out.review.redlines ?? [];
  const all = applyRedlines(text, out.clauses, redlines);
  expect(all.skipped).toEqual([]);
  // every redlined issue resolved, none raised
  const again = review({ text: all.text, document_type }).review.issues.map((i) => i.check_id);
  expect(again).toEqual(out.review.issues.filter((i) => !i.redline_id).map((i) => i.check_id));
  const forCheck = (id: string) => {
    const issue = out.review.issues.find((i) => i.check_id === id);
    expect(issue?.redline_id, `a redline for ${id}`).toBeDefined();
    return redlines.find((r) => r.id === issue!.redline_id)!;
  };
  return { out, redlines, accepted: all.text, forCheck };
}

/** The review of a text with the redlines suggested (nothing asserted). */
export const reviewed = (text: string, type: string) => review({ text, document_type: type, options: { suggest_redlines: true } } as Parameters<typeof review>[0]);

export type Reviewed = ReturnType<typeof reviewed>;

/** The first issue of a check. */
export const issueOf = (out: Reviewed, id: string) => out.review.issues.find((i) => i.check_id === id);

/**
 * The redlines of a check: those written for one of its issues, and one written for another issue that an issue of the
 * check points to (`redline_id`: one redline carrying the changes of several issues of a clause).
 */
export const redlinesOf = (out: Reviewed, id: string) => {
  const own = out.review.issues.filter((i) => i.check_id === id).map((i) => i.id);
  return (out.review.redlines ?? []).filter((r) => own.includes(r.issue_id) || out.review.issues.some((i) => i.redline_id === r.id && i.check_id === id));
};
