/**
 * Page furniture: the lines a printed or filed contract carries on every page that are not its words, a filing
 * banner ("Source: ACME INC, 10-K, 3/30/2020", on every page of an EDGAR exhibit) and a page number written as one
 * ("- 12 -", "-12-", "Page 12", "Page 12 of 40"). A bare number on a line of its own is not taken: it may be a
 * figure in a table.
 *
 * The plain view blanks these lines, and a page number left at the end of a line of text (same length, same offsets),
 * so a sentence that runs over a page break reads as one, no sentence begins with a banner or ends in a page number,
 * and a citation never starts or ends in one.
 */

/** A filing banner, read within one line. */
export const FILING_BANNER = String.raw`source:[^\n]{0,160}?\d{1,2}\/\d{1,2}\/\d{2,4}`;
/** A page number written as one: dashes around it, or the word "page". */
const PAGE_NUMBER = String.raw`-[ \t]*\d{1,4}[ \t]*-|page[ \t]+\d{1,4}(?:[ \t]+of[ \t]+\d{1,4})?`;

const PAGE_LINE_RE = new RegExp(String.raw`^[ \t]*(?:${FILING_BANNER}|${PAGE_NUMBER})[ \t]*$`, 'gim');
/** Cheap test before the line scan: most texts carry neither a banner nor a page number. */
const MAYBE_RE = /source:|page[ \t]+\d|-[ \t]*\d{1,4}[ \t]*-/i;

/**
 * A page number a conversion left at the end of a line of text ("... shall be void. - 6 -", "... stayed by appeal; or   -7-"):
 * after a finished sentence, or set apart from the words by a tab or two spaces or more. One space after a word is the
 * contract's own ("Phase 2 - 3 -"), and so is a dash that is no page number's.
 */
const LINE_END_PAGE_NUMBER_RE = /(?:(?<=[.;:!?)"”’][ \t]+)|(?<=\S(?:[ \t]*\t|[ \t]{2,})))-[ \t]*\d{1,4}[ \t]*-(?=[ \t]*(?:\r?\n|$))/g;

/** PAGE_LINE_RE tried at one line start (sticky), and what ends a line in a multiline pattern. */
const PAGE_LINE_AT_RE = new RegExp(PAGE_LINE_RE.source.slice(1), 'iym');
const LINE_BREAK_RE = /[\n\r\u2028\u2029]/g;

/**
 * The text with its page furniture lines turned to spaces (the line breaks stay): `text.replace(PAGE_LINE_RE, blank)`,
 * with the pattern tried at line starts only instead of at every character; then the page numbers left at lines' ends.
 */
export function blankPageLines(text: string): string {
  if (!MAYBE_RE.test(text)) return text;
  let out = '';
  let done = 0;
  for (let at = 0; ; ) {
    PAGE_LINE_AT_RE.lastIndex = at;
    const m = PAGE_LINE_AT_RE.exec(text);
    if (m) {
      out += text.slice(done, at) + ' '.repeat(m[0].length);
      done = at + m[0].length;
    }
    LINE_BREAK_RE.lastIndex = done > at ? done : at;
    const br = LINE_BREAK_RE.exec(text);
    if (!br) break;
    at = br.index + 1;
  }
  const lines = done ? out + text.slice(done) : text;
  return lines.replace(LINE_END_PAGE_NUMBER_RE, (m) => ' '.repeat(m.length));
}

/**
 * Page furniture run into a line of text, where a conversion joined the words either side of a page break: a filing
 * banner with the page number before it ("... reasonable 22 Source: BLOOM ENERGY CORP, DRS/A (on S-1), 3/21/2018
 * disbursements ..."), a page count with what a footer carries beside it ("Confidential Page 3 of 7 Initials: ____",
 * "Case 18-10248 Doc 632-1 Filed 04/18/18 Page 34 of 60"), a line for initials. "Page" in capitals only: "listed on
 * page 3 of 7 of Schedule B" is the contract's own words.
 */
const INLINE_FURNITURE_RE = new RegExp([
  String.raw`(?:\b\d{1,4}[ \t]+)?\b(?:Source|SOURCE):[^\n]{0,160}?\d{1,2}\/\d{1,2}\/\d{2,4}`,
  String.raw`(?:\bCase[ \t]+\d{1,2}-\d{3,6}[^\n]{0,60}?\bFiled[ \t]+\d{1,2}\/\d{1,2}\/\d{2,4}[ \t]+)?(?:\b(?:CONFIDENTIAL|Confidential)[ \t]+)?\b(?:Page|PAGE)[ \t]+\d{1,4}[ \t]+(?:of|OF)[ \t]+\d{1,4}\b(?:[ \t]+(?:CONFIDENTIAL|Confidential)\b)?(?:[ \t]+Initials?:?(?:[ \t]*_{2,})+)?`,
  String.raw`\bInitials?:?(?:[ \t]*_{2,})+`,
  // (and a page number on a line of its own, which the plain view blanks: a citation is sliced from the text)
  String.raw`(?<=^|\n)[ \t]*(?:-[ \t]*\d{1,4}[ \t]*-|[Pp]age[ \t]+\d{1,4}(?:[ \t]+of[ \t]+\d{1,4})?)[ \t]*(?=\r?\n|$)`,
].join('|'), 'g');
/** Cheap test before INLINE_FURNITURE_RE. */
const MAYBE_INLINE_RE = /Source:|SOURCE:|Page[ \t]+\d|PAGE[ \t]+\d|page[ \t]+\d|Initial|-[ \t]*\d{1,4}[ \t]*-/;

/** The runs of page furniture inside `text` between `from` and `to` (INLINE_FURNITURE_RE), as [start, end) offsets. */
export function furnitureRuns(text: string, from: number, to: number): [number, number][] {
  const t = text.slice(from, to);
  if (!MAYBE_INLINE_RE.test(t)) return [];
  return [...t.matchAll(INLINE_FURNITURE_RE)].map((m) => [from + m.index!, from + m.index! + m[0].length] as [number, number]);
}
