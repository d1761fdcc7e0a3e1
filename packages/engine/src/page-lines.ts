/**
 * Page furniture: the lines a printed or filed contract carries on every page that are not its words, a filing
 * banner ("Source: ACME INC, 10-K, 3/30/2020", on every page of an EDGAR exhibit) and a page number written as one
 * ("- 12 -", "-12-", "Page 12", "Page 12 of 40"). A bare number on a line of its own is not taken: it may be a
 * figure in a table.
 *
 * The plain view blanks these lines (same length, same offsets), so a sentence that runs over a page break reads
 * as one, no sentence begins with a banner, and a citation never starts or ends in one.
 */

/** A filing banner, read within one line. */
export const FILING_BANNER = String.raw`source:[^\n]{0,160}?\d{1,2}\/\d{1,2}\/\d{2,4}`;
/** A page number written as one: dashes around it, or the word "page". */
const PAGE_NUMBER = String.raw`-[ \t]*\d{1,4}[ \t]*-|page[ \t]+\d{1,4}(?:[ \t]+of[ \t]+\d{1,4})?`;

const PAGE_LINE_RE = new RegExp(String.raw`^[ \t]*(?:${FILING_BANNER}|${PAGE_NUMBER})[ \t]*$`, 'gim');
/** Cheap test before the line scan: most texts carry neither a banner nor a page number. */
const MAYBE_RE = /source:|page[ \t]+\d|-[ \t]*\d{1,4}[ \t]*-/i;

/** The text with its page furniture lines turned to spaces (the line breaks stay). */
export function blankPageLines(text: string): string {
  if (!MAYBE_RE.test(text)) return text;
  return text.replace(PAGE_LINE_RE, (line) => ' '.repeat(line.length));
}
