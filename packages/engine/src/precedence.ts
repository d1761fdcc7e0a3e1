/**
 * A clause that gives another document of the contract the last say over its clauses (session 29, device29): "In the
 * event of a conflict ..., the Statement of Work shall prevail", "If anything in the Letter differs from this agreement,
 * the Letter wins", "These notes prevail over the clauses of this Lease", "the Order Form above, which prevails over
 * these Terms", "the Work Order shall take precedence". Where that document states a term otherwise than the clause a
 * check reads, the document's words are the term (review.ts, withPrevailingDocument). Not a clause that keeps the
 * agreement on top ("these terms prevail unless the Statement of Work expressly says otherwise"), nor one between forms
 * of a number ("the figures prevail").
 */

/** The documents a contract ranks above its own clauses: schedules, order forms, statements of work, letters, notes. */
const DOCUMENT = String.raw`(?:statements?\s+of\s+work|sows?|order\s+forms?|orders?|work\s+orders?|purchase\s+orders?|schedules?|annex(?:es|ures?)?|appendi(?:x|ces)|exhibits?|particulars|(?:side\s+)?letters?(?:\s+of\s+(?:appointment|offer|engagement))?|offer\s+letters?|notes|special\s+(?:conditions|terms|provisions)|key\s+terms|cover\s+(?:page|sheet)|addend(?:um|a)|riders?|quotes?|quotations?|proposals?|engagement\s+letters?)`;
const PREVAILS_RE = new RegExp(String.raw`\b(?:the|these|those|that|such|each|any|an?|this|relevant|applicable)\s+(?:[\w-]+\s+){0,2}?(${DOCUMENT})(?:\s+(?:above|below|attached(?:\s+(?:hereto|to\s+(?:it|this\s+\w+)))?|hereto|no\.?\s*\d+))?\s*,?\s*(?:which\s+)?(?:shall\s+|will\s+|is\s+to\s+|are\s+to\s+|must\s+)?(?:prevails?|wins?|takes?\s+(?:precedence|priority)|overrides?|(?:has|have|shall\s+have|will\s+have)\s+(?:precedence|priority))\b`, 'i');
/** The cheap test before PREVAILS_RE. */
export const PREVAILS_GATE_RE = /\b(?:prevail|wins?\b|precedence|priority|overrid)/i;

/**
 * The document a sentence ranks above the contract's clauses, as a pattern for its name wherever the document is
 * headed or names itself ("statement of work", "letter", "schedule"); null when it ranks none.
 */
export function documentRankedAbove(sentence: string): RegExp | null {
  if (!PREVAILS_GATE_RE.test(sentence)) return null;
  const m = PREVAILS_RE.exec(sentence);
  if (!m) return null;
  // the name, its last word singular ("schedules and exhibits" → schedule, "Statement of Work" → statement of work)
  const name = m[1].toLowerCase().replace(/\s+/g, ' ').replace(/(\w+?)(?:(?<=ex|ix)es|(?<=[^s])s)$/, '$1').replace(/\s+(?:above|below|attached.*|hereto|no.*)$/, '');
  return new RegExp(String.raw`\b${name.replace(/ /g, '\\s+')}`, 'i');
}
