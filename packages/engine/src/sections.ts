/**
 * Section numbers as segmentation writes them ("5", "5.2", "5.2(a)", "Article 3", "13.2¶1", "¶4"): the one home of
 * reading a section's place among the others, for the review (topSection) and for `ask` (parentSection).
 */
import { LOOSE_LABEL } from './labels.js';

/** The number of the top-level clause a section is in ("5" of "5.2(a)"); null for unnumbered paragraphs. */
export function topSection(section: string): string | null {
  let n = 0;
  while (n < section.length && section.charCodeAt(n) >= 48 && section.charCodeAt(n) <= 57) n++;
  return n ? section.slice(0, n) : null;
}

const PARENT_RE = new RegExp(String.raw`^(.+?)(?:\.\d{1,3}|\s*\(${LOOSE_LABEL}\))\.?$`, 'i');

/** A numbered clause's parent ("4" for "4.2", "7.1" for "7.1(b)"); empty for a clause with no parent. */
export function parentSection(section: string): string {
  const m = PARENT_RE.exec(section.trim());
  return m ? m[1] : '';
}
