/**
 * The sentence text the checks' patterns read, written one way where contracts write the same thing several ways.
 * Patterns are written for one form; a sentence is brought to it here, once, instead of every pattern spelling out
 * every form. Each rewrite keeps the sentence's words (only their order or spacing changes), so the word-piece gates
 * (gate.ts), built from the text itself, stay exact. Offsets into this text are not the document's: citations slice
 * the original.
 */

export const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
export const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const NUMBER_WORD = String.raw`(?:${[...ONES, ...TENS.slice(2), 'hundred', 'thousand'].join('|')})`;
/** A figure before a bracketed word: the cheap test before FIGURE_FIRST_RE. */
const FIGURE_HINT_RE = /\d\s?\(\s?[a-z]/i;
/** A count with its figure first and its words after in brackets: "30 (thirty)", "45 (forty-five)", "120 (one hundred and twenty)". */
const FIGURE_FIRST_RE = new RegExp(String.raw`\b(\d{1,6})\s?\(\s?(${NUMBER_WORD}(?:(?:[\s-]|\sand\s)${NUMBER_WORD}){0,5})\s?\)`, 'gi');

const ENDS_IN_NUMBER_WORD_RE = new RegExp(String.raw`\b${NUMBER_WORD}\s*$`, 'i');

/** Whether a text ends in a number's word ("... on six", "... within forty-five"). */
export function endsInNumberWord(t: string): boolean {
  return ENDS_IN_NUMBER_WORD_RE.test(t);
}

/** A sentence with every run of white space (line breaks, padding, tabs) as one space; offsets within it are not the text's. */
export function oneSpace(t: string): string {
  return /\s\s|[^\S ]/.test(t) ? t.replace(/\s+/g, ' ') : t;
}

/** A value that switches a row's term off: the cheap test before SWITCHED_OFF_ROW_RE. */
/** The values that switch a term off: "None", "Nil", "N/A", "Not applicable", "Not included", "Excluded". */
export const SWITCHED_OFF_VALUE = String.raw`none|nil|n\/a|not\s+(?:applicable|required|provided|included|offered|available|covered)|excluded`;
const SWITCH_HINT_RE = new RegExp(String.raw`\b(?:${SWITCHED_OFF_VALUE})\b`, 'i');
/**
 * A row of a table or of particulars (segment.ts reads each as a sentence) whose value switches its term off: "Service
 * credits | None", "Insurance required: Not applicable", "Item 6 — Bond: nil", "Professional indemnity insurance
 * Not required for this Call-Off". Its label, a few words before the cell's edge (a pipe, a colon, a dash, a tab or a
 * column's gap of three spaces or more), is the term; the value says there is none of it.
 */
const SWITCHED_OFF_ROW_RE = /^([ \t|]*(?:Item\s+\d{1,2}[A-Za-z]?\s*[-–—.:)]?\s*)?)([A-Z][A-Za-z0-9'’&/(), -]{1,60}?)((?:[ \t]*(?:\||:|[-–—](?=\s))[ \t]*|\t[ \t]*| {3,})(?:(?:none|nil|n\/a)[ \t.]*(?:\([^)\n]{0,60}\)[ \t.]*)?|(?:not\s+(?:applicable|required|provided|included|offered|available|covered)|excluded)\b[^\n|]{0,80})[ \t|]*$)/gim;

/**
 * A row whose value switches its term off read as a statement on its term: "no" put before its label ("Service credits |
 * None" as "no Service credits | None"), so that a check's patterns read "no service credits" as they would in a
 * sentence. Only "no" is added: a word of two letters carries no pattern piece (gate.ts), so the gates stay exact.
 */
function switchedOffRows(t: string): string {
  return t.replace(SWITCHED_OFF_ROW_RE, (all, lead: string, label: string, rest: string) => (label.trim().split(/\s+/).length > 8 || /^no\b/i.test(label) ? all : `${lead}no ${label}${rest}`));
}

/**
 * A sentence as its patterns read it: runs of white space as one space, and a count written figure first
 * ("30 (thirty) days") in the usual order, words first ("thirty (30) days").
 */
export function asWritten(t: string): string {
  // (a row is short: a long sentence is not tested)
  if (t.length < 400 && SWITCH_HINT_RE.test(t)) t = switchedOffRows(t);
  t = oneSpace(t);
  return t.includes('(') && FIGURE_HINT_RE.test(t) ? t.replace(FIGURE_FIRST_RE, '$2 ($1)') : t;
}
