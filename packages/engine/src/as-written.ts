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

/**
 * A sentence as its patterns read it: runs of white space as one space, and a count written figure first
 * ("30 (thirty) days") in the usual order, words first ("thirty (30) days").
 */
export function asWritten(t: string): string {
  t = oneSpace(t);
  return t.includes('(') && FIGURE_HINT_RE.test(t) ? t.replace(FIGURE_FIRST_RE, '$2 ($1)') : t;
}
