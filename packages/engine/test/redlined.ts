/**
 * A document reviewed with redlines and every redline accepted, for the redline class tests: the redlined issues must
 * all be resolved and none raised (asserted here), and `forCheck` gives the redline of a check's issue.
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
