import { describe, expect, it } from 'vitest';
import { exonerationKind } from '../src/liability.js';

/*
 * Session 28, leftovers32: what session 27 noticed and left, each a class written here in wordings and documents of
 * this file's own, with a benign twin that must keep working.
 */

// ---- 1. One list of the heads of loss that make an exclusion one head rather than liability in general ----
describe('the exoneration readers share one list of heads of loss', () => {
  // A head broken over a line (text from a PDF) is still the head: each reader declines the sentence.
  const oneHead: [string, string][] = [
    ['US, lost profits over a line break', 'The Manager shall not be liable for any act or omission in the performance of its duties, including lost\nprofits, except for its gross negligence or wilful misconduct.'],
    ['English, force majeure over a line break', 'The Adviser shall not be liable for any loss arising from any act or omission, or any force\nmajeure event, except by reason of its fraud.'],
    ['Australian, loss of revenue with two spaces', 'The Trustee will not be held liable for any claim, including loss  of revenue, save for its wilful default.'],
  ];
  it.each(oneHead)('%s: not an exoneration', (_n, s) => {
    expect(exonerationKind(s)).toBeNull();
  });
  // twins: the same sentences with no head named are exonerations saved only for misconduct
  const general: [string, string][] = [
    ['US', 'The Manager shall not be liable for any act or omission in the performance of its duties, except for its gross negligence or wilful misconduct.'],
    ['English', 'The Adviser shall not be liable for any loss arising from any act or omission, except by reason of its fraud.'],
    ['Australian', 'The Trustee will not be held liable for any claim, save for its wilful default.'],
  ];
  it.each(general)('%s twin: an exoneration', (_n, s) => {
    expect(exonerationKind(s)).toBe('misconduct');
  });
  it('a mutual exclusion of indirect loss read by every reader is no exoneration', () => {
    expect(exonerationKind('Neither party shall be liable for any indirect or consequential loss however arising.')).toBeNull();
    expect(exonerationKind('The Supplier is liable only for indirect loss caused by its gross negligence.')).toBeNull();
  });
});
