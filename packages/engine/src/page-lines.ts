/**
 * Page furniture: the lines a printed or filed contract carries on every page that are not its words, a filing
 * banner ("Source: ACME INC, 10-K, 3/30/2020", on every page of an EDGAR exhibit) and a page number written as one
 * ("- 12 -", "-12-", "Page 12", "Page 12 of 40"). A bare number on a line of its own is not taken: it may be a
 * figure in a table.
 *
 * The plain view blanks these lines, and a page number left at the end of a line of text (same length, same offsets), so
 * a sentence that runs over a page break reads as one, no sentence begins with a banner or ends in a page number, and a
 * citation never starts or ends in one.
 */

/** A filing banner, read within one line. */
export const FILING_BANNER = String.raw`source:[^\n]{0,160}?\d{1,2}\/\d{1,2}\/\d{2,4}`;
/**
 * A page number written as one: dashes around it, or the word "page" (one home of the shapes: the page-number lines, the
 * furniture run into a line and the redline's footer lines read these; "[Pp]age" so that a pattern without the "i"
 * flag reads "Page 3" as one with it reads "PAGE 3").
 */
const PAGE_DASHED = String.raw`-[ \t]*\d{1,4}[ \t]*-`;
const PAGE_WORD = String.raw`[Pp]age[ \t]+\d{1,4}(?:[ \t]+of[ \t]+\d{1,4})?`;
const PAGE_NUMBER = `${PAGE_DASHED}|${PAGE_WORD}`;

const PAGE_LINE_RE = new RegExp(String.raw`^[ \t]*(?:${FILING_BANNER}|${PAGE_NUMBER})[ \t]*$`, 'gim');
/** Cheap test before the line scan: most texts carry neither a banner nor a page number. */
const MAYBE_RE = /source:|page[ \t]+\d|-[ \t]*\d{1,4}[ \t]*-/i;

/**
 * A page number a conversion left at the end of a line of text ("... shall be void. - 6 -", "... stayed by appeal; or   -7-"):
 * after a finished sentence, or set apart from the words by a tab or two spaces or more. One space after a word is the
 * contract's own ("Phase 2 - 3 -"), and so is a dash that is no page number's.
 */
const LINE_END_PAGE_NUMBER_RE = new RegExp(String.raw`(?:(?<=[.;:!?)"”’][ \t]+)|(?<=\S(?:[ \t]*\t|[ \t]{2,})))${PAGE_DASHED}(?=[ \t]*(?:\r?\n|$))`, 'g');

/** PAGE_LINE_RE tried at one line start (sticky), and what ends a line in a multiline pattern. */
const PAGE_LINE_AT_RE = new RegExp(PAGE_LINE_RE.source.slice(1), 'iym');
const LINE_BREAK_RE = /[\n\r\u2028\u2029]/g;

/**
 * `text` with the runs turned to spaces (the line breaks stay): with pageFurniture's runs, the plain view's page furniture
 * blanked (markup.ts plainView), so that a sentence runs whole over a page break.
 */
export function blankRuns(text: string, runs: readonly (readonly [number, number])[]): string {
  if (!runs.length) return text;
  let out = '';
  let done = 0;
  for (const [a, b] of runs) {
    out += text.slice(done, a) + ' '.repeat(b - a);
    done = b;
  }
  return out + text.slice(done);
}

/**
 * The page furniture of a text, as sorted [start, end) runs that do not overlap: lines of a page number or a filing
 * banner (PAGE_LINE_RE, tried at line starts only instead of at every character), and the furniture a conversion ran
 * into a line or set on a line of its own with a footer's words ("Page 12 of 40 Confidential", "19 Source: ACME INC,
 * 10-Q, 11/1/2019" at a page's end). The one home of what a page carries that is not the contract's words: the plain
 * view blanks these runs, segmentation reads a sentence on over them (segment.ts, a page break), a citation is split
 * around them (review.ts citationsOf) and a redline is not placed after them (redline.ts, `footerLines`).
 */
export function pageFurniture(text: string): [number, number][] {
  return furnitureOf(text, lineFurniture(text));
}

/**
 * What pageFurniture reads in each line on its own, for the lines of `text` from `a` to `b` (`a` a line's start, 0 or
 * after a "\n"; `b` the text's end or after a "\n"), in offsets of `text`: the page-number and banner lines, the
 * furniture run into a line, the page numbers left at a line's end, and each line's key as a running line
 * (numberedRunningLines). None of the patterns reads past a "\n" (no `\s`, every negated class names "\n", a look-behind
 * reads spaces and one character that is not a "\n", a look-ahead ends at a "\n" or the text's end), so a stretch of
 * lines reads the same inside any text that holds it (speed round 30: a text built to verify a redline takes the
 * review's readings for the lines its edits left alone, `editedLineFurniture`).
 */
export interface LineFurniture {
  pageLines: [number, number][];
  runInto: [number, number][];
  lineEnds: [number, number][];
  /** numberedRunningLines' candidates, in the text's order: the key of a line or of its end, and the line's bounds. */
  running: { key: string; at: number; end: number }[];
}

export function lineFurniture(text: string, a = 0, b = text.length): LineFurniture {
  const t = a === 0 && b === text.length ? text : text.slice(a, b);
  const out: LineFurniture = { pageLines: [], runInto: [], lineEnds: [], running: [] };
  const maybe = MAYBE_RE.test(t);
  if (maybe) {
    for (let at = 0; ; ) {
      PAGE_LINE_AT_RE.lastIndex = at;
      const m = PAGE_LINE_AT_RE.exec(t);
      if (m) out.pageLines.push([a + at, a + at + m[0].length]);
      LINE_BREAK_RE.lastIndex = m ? at + m[0].length : at;
      const br = LINE_BREAK_RE.exec(t);
      if (!br) break;
      at = br.index + 1;
    }
    // (and a page number left at the end of a line of text, LINE_END_PAGE_NUMBER_RE)
    for (const m of t.matchAll(LINE_END_PAGE_NUMBER_RE)) out.lineEnds.push([a + m.index!, a + m.index! + m[0].length]);
  }
  if (MAYBE_RUN_INTO_LINE_RE.test(t)) for (const m of t.matchAll(RUN_INTO_LINE_RE)) out.runInto.push([a + m.index!, a + m.index! + m[0].length]);
  runningCandidates(t, a, out.running);
  return out;
}

/**
 * What furnitureOf is told of a text built from another (`editedLineFurniture`'s base) with edits: the stretches of lines
 * as lineRegions cuts them, and whether the base's whole-text gates matched (`wholeGates`). A whole-text pass that finds
 * nothing in most texts (letteredPageNumbers, trailingPageNumbers) is skipped where its gate cannot match the edited
 * text: not in the base, and not near a stretch read afresh or a seam between stretches (`mayMatchEdited`).
 */
export interface EditedFrom {
  regions: readonly (readonly [number, number, number | null])[];
  was: WholeGates;
}
export interface WholeGates { lettered: boolean; trailing: boolean }

/** The whole-text gates of furnitureOf's passes that look across lines, on a base text. */
export function wholeGates(text: string): WholeGates {
  return { lettered: MAYBE_LETTERED_RE.test(text), trailing: MAYBE_TRAILING_RE.test(text) };
}

/**
 * Whether `re` may match `text`, a text whose stretches `regions` (lineRegions) are the base's or read afresh, where `re`
 * matches nowhere in the base. `re` has no anchor, look-around or word boundary and a match of it lies within three
 * lines (MAYBE_LETTERED_RE: a line with the line break before it and its own; MAYBE_TRAILING_RE: a digit and three line
 * breaks), so a match of it in `text` lies either inside one of the base's stretches, where the base would match too
 * (none does), or within the window of four lines either side of a stretch read afresh or of a seam between two of the
 * base's stretches; each window is tried. True may be wrong (the pass then runs, its own gate first); false is exact.
 */
export function mayMatchEdited(text: string, regions: EditedFrom['regions'], re: RegExp): boolean {
  for (let k = 0; k < regions.length; k++) {
    const [a, b, d] = regions[k];
    if (d === null) {
      if (re.test(text.slice(linesBack(text, a, 4), linesOn(text, b, 4)))) return true;
    } else if (k > 0 && re.test(text.slice(linesBack(text, a, 4), linesOn(text, a, 4)))) return true;
  }
  return false;
}

/** The start of the line `n` lines before the one holding `at` (or 0). */
function linesBack(text: string, at: number, n: number): number {
  let p = at;
  for (let i = 0; i < n && p > 0; i++) p = p < 2 ? 0 : text.lastIndexOf('\n', p - 2) + 1;
  return p;
}
/** The end of the `n`th line from `at` on, after its "\n" (or the text's end). */
function linesOn(text: string, at: number, n: number): number {
  let p = at;
  for (let i = 0; i < n; i++) {
    const nl = text.indexOf('\n', p);
    if (nl < 0) return text.length;
    p = nl + 1;
  }
  return p;
}

/**
 * pageFurniture from the readings of every line of `text` (lineFurniture's, for the whole text or put together); with
 * `edited`, for a text built from a base with edits, the passes that look across lines skipped where their gate cannot
 * match (EditedFrom).
 */
export function furnitureOf(text: string, lines: LineFurniture, edited?: EditedFrom): [number, number][] {
  const runs: [number, number][] = lines.pageLines.map(([x, y]) => [x, y]);
  if (lines.runInto.length || lines.lineEnds.length) {
    // (merged: a page-number line is found by both)
    mergeRuns(runs, [...lines.runInto, ...lines.lineEnds].map(([x, y]) => [x, y] as [number, number]));
  }
  const numbered = numberedRunningLines(text, lines.running);
  if (numbered.length) mergeRuns(runs, numbered);
  const lettered = edited && !edited.was.lettered && !mayMatchEdited(text, edited.regions, MAYBE_LETTERED_RE) ? [] : letteredPageNumbers(text);
  if (lettered.length) mergeRuns(runs, lettered);
  const trailing = edited && !edited.was.trailing && !mayMatchEdited(text, edited.regions, MAYBE_TRAILING_RE) ? [] : trailingPageNumbers(text);
  if (trailing.length) mergeRuns(runs, trailing);
  return runs.length >= RUNNING_MIN ? withRunningLines(text, runs) : runs;
}

/**
 * An exhibit's, schedule's or annex's page number alone on a line, as filings print them ("E - 12", "B-3", "SB-2",
 * "Exhibit D-4", "Schedule 2 - Page 4"): a letter or two (or the part's word and its letter), a dash and the page's
 * number. "... - Page 4" after a part's name is one wherever it stands alone; the bare shape only where the text has
 * three or more of them (a figure or a rating, "A-1", stands once), and the shape after the part's word only where
 * three or more count pages of one part up by one ("Exhibit A-1" and "Exhibit A-2" above their forms are titles).
 */
const LETTERED_PAGE_RE = /^[ \t]*(?:((?:Exhibit|EXHIBIT|Schedule|SCHEDULE|Annex(?:ure)?|ANNEX(?:URE)?|Appendix|APPENDIX|Attachment|ATTACHMENT)[ \t]+)?([A-Z]{1,2})[ \t]*-[ \t]*(\d{1,3})|(?:Exhibit|EXHIBIT|Schedule|SCHEDULE|Annex(?:ure)?|ANNEX(?:URE)?|Appendix|APPENDIX|Attachment|ATTACHMENT)[ \t]+[A-Z0-9]{1,3}[ \t]*[-–,][ \t]*(?:Page|PAGE)[ \t]+\d{1,3})[ \t]*$/gm;
/** Cheap test before LETTERED_PAGE_RE: a capital, a dash and a digit on a line of their own, or "- Page". */
const MAYBE_LETTERED_RE = /\n[ \t]*(?:[A-Za-z]+[ \t]+)?[A-Z]{1,2}[ \t]*-[ \t]*\d{1,3}[ \t]*\r?\n|[-–,][ \t]*(?:Page|PAGE)[ \t]+\d/;
const LETTERED_MIN = 3;

function letteredPageNumbers(text: string): [number, number][] {
  if (!MAYBE_LETTERED_RE.test(text)) return [];
  const bare: [number, number][] = [];
  const named: { run: [number, number]; part: string; n: number }[] = [];
  const out: [number, number][] = [];
  for (const m of text.matchAll(LETTERED_PAGE_RE)) {
    const run: [number, number] = [m.index!, m.index! + m[0].length];
    if (!m[2]) out.push(run);
    else if (m[1]) named.push({ run, part: m[2], n: Number(m[3]) });
    else bare.push(run);
  }
  if (bare.length >= LETTERED_MIN) out.push(...bare);
  // (pages of one part counted up by one: three or more in all, two of them consecutive)
  const paged = named.filter((x) => named.some((y) => y !== x && y.part === x.part && Math.abs(y.n - x.n) === 1));
  if (named.length >= LETTERED_MIN && paged.length >= 2) out.push(...paged.map((x) => x.run));
  return out.sort((x, y) => x[0] - y[0]);
}

/**
 * A page's number run into the end of its last line of text, where the conversion set no line of its own for it
 * ('... the successors and assigns of any of the foregoing (the "Acme 16' / blank lines / 'Indemnitees"), and hold
 * ...'): a number of one to three digits after a space at a line's end, two blank lines or more after it (a page break;
 * one blank line is a paragraph's end), not after a word that counts parts ("clause 4", "year 3"), in three or more
 * such lines that count up by one (a page without its number skipped), a page apart on average.
 */
const TRAILING_PAGE_RE = /(?<=\S[ \t]+)(\d{1,3})(?=[ \t]*\r?\n[ \t]*\r?\n[ \t]*\r?\n)/g;
/** Cheap test before TRAILING_PAGE_RE: a digit before three line breaks. */
const MAYBE_TRAILING_RE = /\d[ \t]*\r?\n[ \t]*\r?\n[ \t]*\r?\n/;

function trailingPageNumbers(text: string): [number, number][] {
  if (!MAYBE_TRAILING_RE.test(text)) return [];
  const found: { at: number; end: number; n: number }[] = [];
  for (const m of text.matchAll(TRAILING_PAGE_RE)) {
    const at = m.index!;
    const before = text.slice(Math.max(0, at - 24), at);
    // (not a part's number, "Schedule 3")
    if (PART_NUMBER_RE.test(before)) continue;
    found.push({ at, end: at + m[0].length, n: Number(m[1]) });
  }
  if (found.length < RUNNING_MIN) return [];
  const out: [number, number][] = [];
  let run: typeof found = [];
  const take = () => {
    if (run.length >= RUNNING_MIN && run.filter((r, i) => i > 0 && r.n === run[i - 1].n + 1).length >= run.length / 2 && (run[run.length - 1].at - run[0].end) / (run.length - 1) >= PAGE_MIN_CHARS) out.push(...run.map((r) => [r.at, r.end] as [number, number]));
  };
  for (const r of found) {
    const prev = run[run.length - 1];
    if (prev && (r.n === prev.n + 1 || r.n === prev.n + 2)) run.push(r);
    else {
      take();
      run = [r];
    }
  }
  take();
  return out;
}

/**
 * lineFurniture of `text`, made from `was` (whose readings `wasLines` are) and the stretches of `text` that are `was`'s
 * (`shared`: sorted, each `text.slice(from, to) === was.slice(from - d, to - d)`, as segment.ts `sharedWith` checks): the
 * whole lines inside a stretch, and a stretch's first line only when it starts a line in both texts, take `was`'s
 * readings moved by `d`; the lines between are read. Equal to lineFurniture(text) (test/speed30.test.ts).
 */
export function editedLineFurniture(was: string, wasLines: LineFurniture, text: string, shared: readonly { from: number; to: number; d: number }[], regions: EditedFrom['regions'] = lineRegions(was, text, shared)): LineFurniture {
  const out: LineFurniture = { pageLines: [], runInto: [], lineEnds: [], running: [] };
  for (const [a, b, d] of regions) {
    if (d === null) {
      const r = lineFurniture(text, a, b);
      out.pageLines.push(...r.pageLines);
      out.runInto.push(...r.runInto);
      out.lineEnds.push(...r.lineEnds);
      out.running.push(...r.running);
      continue;
    }
    // (was's readings from a - d to b - d, moved by d: each list is sorted by start, and a reading lies within its line)
    for (const [from, to] of [[wasLines.pageLines, out.pageLines], [wasLines.runInto, out.runInto], [wasLines.lineEnds, out.lineEnds]] as const) {
      for (let k = firstAt(from, a - d); k < from.length && from[k][0] < b - d; k++) to.push([from[k][0] + d, from[k][1] + d]);
    }
    const rs = wasLines.running;
    for (let k = firstWhere(rs.length, (i) => rs[i].at >= a - d); k < rs.length && rs[k].at < b - d; k++) out.running.push({ key: rs[k].key, at: rs[k].at + d, end: rs[k].end + d });
  }
  return out;
}

/**
 * `text` cut into stretches of whole lines ("\n"-ended, or the text's last), in order and covering it: `[a, b, d]` where
 * the lines from `a` to `b` are `was`'s from `a - d` to `b - d` (inside one of the `shared` stretches, and starting a line
 * in both texts), `[a, b, null]` where they are to be read. A reading of each line alone is the same in both texts for
 * the first kind (editedLineFurniture; segment.ts, the run-in breaks).
 */
export function lineRegions(was: string, text: string, shared: readonly { from: number; to: number; d: number }[]): [number, number, number | null][] {
  const out: [number, number, number | null][] = [];
  let at = 0;
  for (const { from, to, d } of shared) {
    // the whole lines of the stretch: from a line's start in both texts to the end of its last "\n" (or of both texts)
    const starts = (from === 0 || text.charCodeAt(from - 1) === NEWLINE) && (from - d === 0 || was.charCodeAt(from - d - 1) === NEWLINE);
    const nl = starts ? -1 : text.indexOf('\n', from);
    if (!starts && (nl < 0 || nl >= to)) continue;
    const a = starts ? from : nl + 1;
    const b = to === text.length && to - d === was.length ? to : text.lastIndexOf('\n', to - 1) + 1;
    if (a < at || b <= a) continue;
    if (a > at) out.push([at, a, null]);
    out.push([a, b, d]);
    at = b;
  }
  if (at < text.length) out.push([at, text.length, null]);
  return out;
}

/** The first index below `n` for which `ok` holds, `ok` false then true over the indexes (n when none). */
export function firstWhere(n: number, ok: (i: number) => boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const m = (lo + hi) >> 1;
    if (!ok(m)) lo = m + 1;
    else hi = m;
  }
  return lo;
}

const NEWLINE = 10;

/** The first of sorted runs that starts at `x` or after. */
function firstAt(runs: readonly (readonly [number, number])[], x: number): number {
  let lo = 0;
  let hi = runs.length;
  while (lo < hi) {
    const m = (lo + hi) >> 1;
    if (runs[m][0] < x) lo = m + 1;
    else hi = m;
  }
  return lo;
}

/** Adds `more` to the sorted, disjoint `runs`, in place: sorted again, and runs that overlap or touch merged. */
function mergeRuns(runs: [number, number][], more: [number, number][]): void {
  runs.push(...more);
  runs.sort((x, y) => x[0] - y[0]);
  let k = 0;
  for (const r of runs) {
    if (k > 0 && r[0] <= runs[k - 1][1]) runs[k - 1][1] = Math.max(runs[k - 1][1], r[1]);
    else runs[k++] = r;
  }
  runs.length = k;
}

/** The fewest characters between two pages' running lines (a contract's page holds more). */
const PAGE_MIN_CHARS = 600;
/** The longest line read whole as a running line; a line's end read as one. */
const RUNNING_LINE_MAX = 400;
const RUNNING_TAIL_KEY = 24;
/** A number that counts a numbered part of the contract, not its pages: "No. 3", "Schedule 3", "Schedule "3"", "Exhibit A(3)", "Exhibit C-3", "Milestone 3". */
const PART_NUMBER_RE = /\b(?:no|nos|number|schedule|exhibit|annex(?:ure)?|appendix|attachment|part|article|section|clause|item|paragraph|milestone|phase|stage|step|tranche|year|month|week|order|amendment|counterpart|guarantor|party|lot|unit|sow|release|version|option|module|table|figure|level|tier|class|series|round)\.?(?:[ \t]*["“'(]|[ \t]+[A-Z]{1,2}[-(.]?)?[ \t]*$/i;
const DIGITS_RE = /\d+/g;

interface Running { at: number; end: number; numbers: number[]; before: string[] }

/**
 * Running headers and footers that carry the page number, whatever their length: a line, or a line's end where a
 * conversion ran the footer into the last paragraph of a page, that repeats page after page with only one number
 * changing, and that number counting up by one (Hertz's "LICENSEOR: HERTZ INVESTMENT GROUP, LLC 2 TRADEMARK LICENSE
 * AGREEMENT LICENSEE: ...", Kiromic's "... and 844.KEY.CURE | www.kiromic.com PAGE 4"). Not a numbered part's heading
 * ("STATEMENT OF WORK NO. 3 ...", "Milestone 3 Payment ...": the number follows a word that counts parts), nor lines
 * closer together than a page (a signature block for each of three signatories).
 */
function numberedRunningLines(text: string, candidates: readonly { key: string; at: number; end: number }[]): [number, number][] {
  // (the keys counted first, and only a key seen RUNNING_MIN times or more given its list: most lines with a digit are
  // seen once, and an edited text's context reads them all again; the groups in the order of their first line, as before)
  const count = new Map<string, number>();
  for (const c of candidates) count.set(c.key, (count.get(c.key) ?? 0) + 1);
  const groups = new Map<string, Running[]>();
  for (const c of candidates) {
    if (count.get(c.key)! < RUNNING_MIN) continue;
    const r: Running = { at: c.at, end: c.end, numbers: [], before: [] };
    const list = groups.get(c.key);
    if (list) list.push(r);
    else groups.set(c.key, [r]);
  }
  const out: [number, number][] = [];
  for (const [key, list] of groups) {
    if (key[0] === 'T') {
      // the common end of the lines before their last number, from a word's start: the footer run in
      const heads = list.map((r) => text.slice(r.at, r.end).replace(/\d+$/, ''));
      let n = 0;
      const shortest = Math.min(...heads.map((t) => t.length));
      while (n < shortest && heads.every((t) => t[t.length - 1 - n] === heads[0][heads[0].length - 1 - n])) n++;
      const unit = heads[0].slice(heads[0].length - n);
      const cut = heads.some((t) => t.length === n) ? 0 : unit.search(/(?<=\s)\S/);
      if (cut < 0) continue;
      const words = unit.slice(cut);
      if (words.length < 8 || !/\p{L}{2}/u.test(words)) continue;
      for (const r of list) r.at = r.at + heads[list.indexOf(r)].length - words.length;
    }
    for (const r of list) {
      const t = text.slice(r.at, r.end);
      for (const m of t.matchAll(DIGITS_RE)) {
        // (a part of a clause number, "3.2.4", is a clause's, not a page's: written as NaN, it never counts up)
        const dotted = (t[m.index! - 1] === '.' && /\d/.test(t[m.index! - 2] ?? '')) || (t[m.index! + m[0].length] === '.' && /\d/.test(t[m.index! + m[0].length + 1] ?? ''));
        r.numbers.push(dotted ? NaN : Number(m[0]));
        r.before.push(t.slice(Math.max(0, m.index! - 20), m.index!));
      }
    }
    // the one number that changes
    const width = list[0].numbers.length;
    if (!width || list.some((r) => r.numbers.length !== width)) continue;
    const changing = [...Array(width).keys()].filter((i) => list.some((r) => r.numbers[i] !== list[0].numbers[i]));
    if (changing.length !== 1) continue;
    const i = changing[0];
    if (PART_NUMBER_RE.test(list[0].before[i])) continue;
    // the longest run of pages counted up by one, a page apart on average (a signature page may be short)
    let best: Running[] = [];
    let run: Running[] = [];
    for (const r of list) {
      const prev = run[run.length - 1];
      if (prev && r.numbers[i] === prev.numbers[i] + 1 && r.at > prev.end) run.push(r);
      else run = [r];
      if (run.length > best.length) best = run;
    }
    if (best.length < RUNNING_MIN || (best[best.length - 1].at - best[0].end) / (best.length - 1) < PAGE_MIN_CHARS) continue;
    for (const r of best) out.push([r.at, r.end]);
    // ... and the same line where a word stands for the number ("... LLC Signature Page TRADEMARK LICENSE AGREEMENT ...")
    if (key[0] === 'L') {
      const first = text.slice(best[0].at, best[0].end);
      const m = [...first.matchAll(DIGITS_RE)][i];
      const head = first.slice(0, m.index!);
      const tail = first.slice(m.index! + m[0].length);
      if (head.trim().length >= 8 && head.length + tail.length >= 20) {
        const within = text.slice(best[0].at, best[best.length - 1].end + 4 * PAGE_MIN_CHARS * 2);
        for (let at = within.indexOf(head); at >= 0; at = within.indexOf(head, at + 1)) {
          const lineEnd = within.indexOf('\n', at);
          const line = within.slice(at, lineEnd < 0 ? within.length : lineEnd).trimEnd();
          const middle = line.length - head.length - tail.length;
          if ((at === 0 || within[at - 1] === '\n' || /^[ \t]*$/.test(within.slice(within.lastIndexOf('\n', at - 1) + 1, at))) && line.endsWith(tail) && middle > 0 && middle <= 20 && !/\d/.test(line.slice(head.length, head.length + middle))) {
            out.push([best[0].at + at, best[0].at + at + line.length]);
          }
        }
      }
    }
  }
  return out.sort((x, y) => x[0] - y[0]);
}

/**
 * numberedRunningLines' candidates among the lines of `text` (a stretch of lines of a text, from `off` in it), in that
 * text's offsets, added to `out`: a line with a digit (its key: the line with its numbers as "#"), and a long line's end
 * in a digit (its last RUNNING_TAIL_KEY characters so).
 */
function runningCandidates(text: string, off: number, out: { key: string; at: number; end: number }[]): void {
  for (let pos = 0; pos < text.length;) {
    let nl = text.indexOf('\n', pos);
    if (nl < 0) nl = text.length;
    let a = pos;
    let b = nl;
    pos = nl + 1;
    while (a < b && text.charCodeAt(a) <= 32) a++;
    while (b > a && text.charCodeAt(b - 1) <= 32) b--;
    if (b - a < 8) continue;
    const last = text.charCodeAt(b - 1);
    const endsInDigit = last >= 48 && last <= 57;
    if (b - a <= RUNNING_LINE_MAX) {
      const line = text.slice(a, b);
      if (/\d/.test(line)) out.push({ key: `L${line.replace(DIGITS_RE, '#')}`, at: off + a, end: off + b });
    }
    if (endsInDigit && b - a > RUNNING_TAIL_KEY) out.push({ key: `T${text.slice(b - RUNNING_TAIL_KEY, b).replace(DIGITS_RE, '#')}`, at: off + a, end: off + b });
  }
}

/** How many pages a running header or footer must be seen on. */
const RUNNING_MIN = 3;

/**
 * The runs with the running headers and footers beside them: a line next to page furniture (the first or last line
 * with words after or before a page number or banner, blank lines between) whose words are the same beside three runs
 * or more ("Distributor Agreement" under each "-7-"). Only those beside the furniture are taken: the title of the same
 * words at the head of the contract stays.
 */
function withRunningLines(text: string, runs: [number, number][]): [number, number][] {
  const beside = new Map<string, [number, number][]>();
  const note = (a: number, b: number) => {
    const t = text.slice(a, b).trim();
    if (t.length < 3 || t.length > 80 || /[.;:]$/.test(t) || !/\p{L}{2}/u.test(t)) return;
    const at = a + text.slice(a, b).indexOf(t);
    const list = beside.get(t) ?? [];
    if (!list.length) beside.set(t, list);
    if (!list.some(([x]) => x === at)) list.push([at, at + t.length]);
  };
  for (const [a, b] of runs) {
    // the line after: past blank lines
    let p = b;
    while (p < text.length && /\s/.test(text[p])) p++;
    if (p < text.length && p > b && text.slice(b, p).includes('\n')) {
      const e = text.indexOf('\n', p);
      note(p, e < 0 ? text.length : e);
    }
    // the line before
    let q = a;
    while (q > 0 && /\s/.test(text[q - 1])) q--;
    if (q > 0 && q < a && text.slice(q, a).includes('\n')) note(text.lastIndexOf('\n', q - 1) + 1, q);
  }
  const more: [number, number][] = [];
  for (const list of beside.values()) if (list.length >= RUNNING_MIN) more.push(...list);
  if (!more.length) return runs;
  return [...runs, ...more].sort((x, y) => x[0] - y[0]).filter((r, i, all) => i === 0 || r[0] >= all[i - 1][1]);
}

/**
 * Page furniture run into a line of text, where a conversion joined the words either side of a page break: a filing
 * banner (its filer's name in capitals, the form and the date) with the page number before it ("... reasonable 22 Source: BLOOM ENERGY CORP, DRS/A (on S-1), 3/21/2018
 * disbursements ..."), a page count with what a footer carries beside it ("Confidential Page 3 of 7 Initials: ____",
 * "Case 18-10248 Doc 632-1 Filed 04/18/18 Page 34 of 60"), a line for initials. "Page" in capitals only: "listed on
 * page 3 of 7 of Schedule B" is the contract's own words.
 */
const RUN_INTO_LINE = [
  String.raw`(?:\b\d{1,4}[ \t]+)?\b(?:Source|SOURCE):[ \t]*[A-Z0-9][^a-z\n]{0,120}?,[ \t]*[^,\n]{1,40},[ \t]*\d{1,2}\/\d{1,2}\/\d{2,4}`,
  String.raw`(?:\bCase[ \t]+\d{1,2}-\d{3,6}[^\n]{0,60}?\bFiled[ \t]+\d{1,2}\/\d{1,2}\/\d{2,4}[ \t]+)?(?:\b(?:CONFIDENTIAL|Confidential)[ \t]+)?\b(?:Page|PAGE)[ \t]+\d{1,4}[ \t]+(?:of|OF)[ \t]+\d{1,4}\b(?:[ \t]+(?:CONFIDENTIAL|Confidential)\b)?(?:[ \t]+Initials?:?(?:[ \t]*_{2,})+)?`,
  String.raw`\bInitials?:?(?:[ \t]*_{2,})+`,
];
/** The furniture run into a line alone (pageFurniture finds the page-number lines with its own line scan). */
const RUN_INTO_LINE_RE = new RegExp(RUN_INTO_LINE.join('|'), 'g');
const INLINE_FURNITURE_RE = new RegExp([
  ...RUN_INTO_LINE,
  // (and a page number on a line of its own, which the plain view blanks: a citation is sliced from the text)
  String.raw`(?<=^|\n)[ \t]*(?:${PAGE_NUMBER})[ \t]*(?=\r?\n|$)`,
].join('|'), 'g');
/** Cheap test before INLINE_FURNITURE_RE. */
const MAYBE_INLINE_RE = /Source:|SOURCE:|Page[ \t]+\d|PAGE[ \t]+\d|page[ \t]+\d|Initial|-[ \t]*\d{1,4}[ \t]*-/;
/** Cheap test before RUN_INTO_LINE_RE. */
const MAYBE_RUN_INTO_LINE_RE = /Source:|SOURCE:|Page[ \t]+\d|PAGE[ \t]+\d|Initial/;

/** The runs of page furniture inside `text` between `from` and `to` (INLINE_FURNITURE_RE), as [start, end) offsets. */
export function furnitureRuns(text: string, from: number, to: number): [number, number][] {
  const t = text.slice(from, to);
  if (!MAYBE_INLINE_RE.test(t)) return [];
  return [...t.matchAll(INLINE_FURNITURE_RE)].map((m) => [from + m.index!, from + m.index! + m[0].length] as [number, number]);
}

/**
 * A line shaped like a footer (a filing banner, a page number or count, "[***] Confidential"), read by the redline to
 * place nothing after it.
 */
export const FOOTER_RE = new RegExp(String.raw`^[ \t]*(?:Source:|${PAGE_WORD}|(?:${PAGE_DASHED})$|\d+\s*(?:of|\/)\s*\d+$|\[\*+\]\s*Confidential)`, 'i');

/** Lines that are page furniture: repeated three times or more, or shaped like a footer. */
export function footerLines(text: string): Set<string> {
  const count = new Map<string, number>();
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (t.length < 3 || t.length > 80) continue;
    count.set(t, (count.get(t) ?? 0) + 1);
  }
  const out = new Set<string>();
  // repeated lines are page furniture when they carry a page number or a date, or are a running header in capitals
  for (const [t, n] of count) if ((n >= 3 && (/\d/.test(t) || (t === t.toUpperCase() && /[A-Z]{3}/.test(t)))) || FOOTER_RE.test(t)) out.add(t);
  return out;
}

