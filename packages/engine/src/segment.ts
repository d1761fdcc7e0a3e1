/**
 * Segmentation: extracted contract text → clauses and sentences with exact character offsets.
 *
 * A clause is a numbered section (1., 1.1, Article IV, Section 5), a list item ((a), (ii), a., A.)
 * or an unnumbered paragraph. Stand-alone heading lines are attached to the clause that follows.
 * Hard-wrapped lines (PDF conversions) are joined back into their paragraph when the previous
 * line did not end a sentence or the next one starts in lower case.
 */
import type { Clause, Sentence } from './types.js';
import { classifyClauseMarked } from './taxonomy.js';
import { pieceTokens, PieceIndex, PieceMarks, type PieceTokens } from './gate.js';
import { plainView, markupKind } from './markup.js';
import { blankRuns, editedLineFurniture, firstWhere, furnitureOf, lineFurniture, lineRegions, wholeGates, type LineFurniture, type WholeGates } from './page-lines.js';
import { asWritten, endsInNumberWord, oneSpace } from './as-written.js';
import type { TextMemo } from './memo.js';
import { fromRoman } from './redline-numbering.js';
import { BARE_LABEL, CLAUSE_NUMBER, ROMAN, SUB_CLAUSE_NUMBER } from './labels.js';

interface Line {
  start: number; // offset of first non-space char
  end: number; // offset after last non-space char
  blankBefore: boolean;
  /** Page furniture (page-lines.ts) stood between this line and the one before it: a page break. */
  pageBefore: boolean;
}

type LabelKind = 'article' | 'decimal' | 'alpha' | 'ALPHA' | 'roman' | 'paren-num';

interface Label {
  kind: LabelKind;
  label: string; // as it should appear in `section`
  raw: string;
  length: number; // characters consumed from the line start (label + following spaces)
}

const ARTICLE_RE = /^(ARTICLE|Article|SECTION|Section|CLAUSE|Clause|§)\s*([IVXLC]+|\d{1,3}(?:\.\d{1,3})*)\b[.:]?\s*/;
/** (a number of two parts or more may be glued to its heading's first word, as a conversion leaves "23.10Language: the Parties ...") */
const DECIMAL_RE = /^(\d{1,2}(?:\.\d{1,3}){0,4})(?:\.|\))?(?:(?=\s)\s*|(?<=\d\.\d{1,3})(?=[A-Z][a-z]))/;
const PAREN_RE = new RegExp(String.raw`^\(([a-z]{1,2}|${ROMAN}|\d{1,2}|[A-Z]{1,2})\)\s*`);
const LETTER_DOT_RE = /^([a-z]|[ivx]{1,5})[.)](?=\s)\s*/;
const CAP_LETTER_DOT_RE = /^([A-Z])[.)](?=\s)\s*/;
const ROMAN_RE = /^[ivxlc]+$/i;

function parseLabel(s: string, prevAlpha: string | null): Label | null {
  let m = ARTICLE_RE.exec(s);
  if (m) {
    // "Section 4.1" is a decimal section; "Article IV" / "Section 5" open a top-level part
    if (/^\d/.test(m[2]) && (m[2].includes('.') || !/^article$/i.test(m[1]))) return { kind: 'decimal', label: m[2], raw: m[0].trim(), length: m[0].length };
    return { kind: 'article', label: m[2], raw: m[0].trim(), length: m[0].length };
  }
  m = DECIMAL_RE.exec(s);
  if (m) {
    // "2004 revenue" or "30 days" at a line start is not a section number.
    const first = Number(m[1].split('.')[0]);
    if (first > 60 && !m[1].includes('.')) return null;
    if (!/[.)]/.test(m[0]) && !m[1].includes('.')) {
      // a bare number needs a capitalised word after it ("1 Definitions")
      const rest = s.slice(m[0].length);
      if (!/^[A-Z“"]/.test(rest)) return null;
    }
    return { kind: 'decimal', label: m[1], raw: m[0].trim(), length: m[0].length };
  }
  m = PAREN_RE.exec(s);
  if (m) {
    const v = m[1];
    let kind: LabelKind;
    if (/^\d+$/.test(v)) kind = 'paren-num';
    else if (/^[A-Z]+$/.test(v)) kind = 'ALPHA';
    else if (ROMAN_RE.test(v) && !(prevAlpha && isNextLetter(prevAlpha, v))) kind = 'roman';
    else kind = 'alpha';
    return { kind, label: `(${v})`, raw: m[0].trim(), length: m[0].length };
  }
  m = LETTER_DOT_RE.exec(s);
  if (m) {
    const v = m[1];
    // ("i." is a roman numeral as "(i)" is, unless it follows "h.": "(a) ... the right to: i. license ...; ii. copy ...")
    const kind: LabelKind = ROMAN_RE.test(v) && (v.length > 1 || !(prevAlpha && isNextLetter(prevAlpha, v))) ? 'roman' : 'alpha';
    return { kind, label: `(${v})`, raw: m[0].trim(), length: m[0].length };
  }
  m = CAP_LETTER_DOT_RE.exec(s);
  if (m && !/^[AI][.)]\s+[a-z]/.test(s)) {
    return { kind: 'ALPHA', label: `(${m[1]})`, raw: m[0].trim(), length: m[0].length };
  }
  return null;
}

function isNextLetter(prev: string, v: string): boolean {
  return v.length === 1 && prev.length === 1 && v.charCodeAt(0) === prev.charCodeAt(0) + 1;
}

const HEADING_WORD_RE = /^[A-Z0-9“"'(&]/;
const MINOR_WORDS = new Set(['of', 'and', 'or', 'the', 'to', 'in', 'for', 'on', 'by', 'a', 'an', 'with', 'as', 'at', 'non', 'upon', 'its']);

/**
 * A line in capitals that reads as a sentence, whatever its length: a modal or a finite verb a heading does not carry
 * ("SHALL", "WILL", "MUST", "DOES NOT", "HEREBY", "AGREES", "EXCLUDES", ...; "IS", "ARE", "HAS" after a sentence's
 * subject), or a stop between two runs of words ("READ THIS CAREFULLY. IT LIMITS LIABILITY"). Not "AT WILL", "GOOD
 * WILL", "AS IS" or "WHERE IS", which head clauses, nor a heading put as a question ("WHAT THE SUPPLIER WILL DO"). A
 * line in title case is a sentence only by "shall", "must", "hereby", "agrees" or "undertakes".
 */
const SENTENCE_VERB_RE = /\b(?:SHALL|WILL|MUST|DOES|DO\s+NOT|HEREBY|AGREES|ACKNOWLEDGES|UNDERTAKES|EXCLUDES|CONFIRMS)\b/;
/**
 * "IS", "ARE", "HAS", "HAVE" after a subject a sentence opens with ("THE GOODS ARE SUPPLIED ...", "IT IS AGREED"); not
 * in a heading that states its rule ("TIME IS OF THE ESSENCE", "RIGHTS OF PARTIES ARE CUMULATIVE.").
 */
const SUBJECT_BE_RE = /\b(?:THE|THIS|THAT|THESE|THOSE|EACH|ALL|ANY|IT|THEY|WE|YOU|SUCH|NO|NONE)\b.*?\b(?:IS|ARE|WAS|WERE|HAS|HAVE)\b/;
/** In title case only the verbs no heading carries: "Timing Is Important", "Good Will" head clauses. */
const TITLE_SENTENCE_VERB_RE = /\b(?:shall|must|hereby|agrees|undertakes)\b/i;
const HEADING_VERB_RE = /\b(?:AT\s+WILL|GOOD\s+WILL|AS\s+IS|WHERE\s+IS)\b/g;
const QUESTION_HEADING_RE = /^(?:what|how|when|where|who|why|which)\b/i;
/**
 * A word of three letters or more after another word, a stop, then two words or more: not a label ("XII. STANDARDS")
 * nor an abbreviation ("INC.", "CO.", "LTD.", "NO.", "TEL.").
 */
const STOP_INSIDE_RE = /\S\s+(?!(?:inc|ltd|llc|corp|plc|pty|bhd|etc|nos?|co|tel|ext|dept|[ivxlc]+)\.)[A-Za-z]{3,}\.\s+[A-Za-z]+\s+[A-Za-z]/i;

export function readsAsSentence(t: string): boolean {
  if (QUESTION_HEADING_RE.test(t)) return false;
  if (t !== t.toUpperCase()) return TITLE_SENTENCE_VERB_RE.test(t);
  const bare = t.replace(HEADING_VERB_RE, ' ');
  return SENTENCE_VERB_RE.test(bare) || SUBJECT_BE_RE.test(bare) || STOP_INSIDE_RE.test(bare);
}

/** A short line in title case or capitals without sentence punctuation, that does not read as a sentence. */
export function looksLikeHeading(s: string): boolean {
  const t = s.trim();
  if (t.length < 3 || t.length > 90) return false;
  if (/[.;,]$/.test(t) && !/^[A-Z0-9 .&'’\-]+$/.test(t)) return false;
  if (!/[A-Za-z]{3}/.test(t)) return false;
  const words = t.replace(/[:.]$/, '').split(/\s+/).filter(Boolean);
  if (words.length > 12) return false;
  // (the sentence test last: only a line that otherwise reads as a heading pays for it)
  if (t === t.toUpperCase()) return !readsAsSentence(t);
  let significant = 0;
  let capitalised = 0;
  for (const w of words) {
    const bare = w.replace(/^[“"'(]+/, '').toLowerCase();
    if (MINOR_WORDS.has(bare)) continue;
    significant++;
    if (HEADING_WORD_RE.test(w)) capitalised++;
  }
  return significant > 0 && capitalised / significant >= 0.8 && !readsAsSentence(t);
}

/** A clause number or label before a heading: "4. ", "4.1 ", "Section 4. ", "ARTICLE IV - ". */
const HEADING_LABEL_RE = /^(?:(?:[Ss]ection|SECTION|[Aa]rticle|ARTICLE|[Cc]lause|CLAUSE)\s+[\dIVXLC]+(?:\.\d{1,3})*\.?\s*|\d{1,3}(?:\.\d{1,3})*\.?\s+|\(?(?:[A-Za-z]|[IVXLCivxlc]{1,6})[.)]\s+)?(?:[-–—:]\s*)?/;

/**
 * Where a sentence's own words begin after the heading lines it opens with ("4. Return of Materials" on a line of its
 * own, "Termination by Client:", "11. PAYMENT:" / "Under Letter of Credit:"; up to three), as a full stop would have
 * ended them ("4. Return of Materials. On the ..."); 0 when it opens with none. A heading is one line in title case or
 * capitals (looksLikeHeading) ended by its line or a colon, and followed by a capital; a line of capitals ended by a
 * single line break may be a sentence in capitals hard-wrapped, so capitals count only before a blank line or colon.
 * A heading in capitals glued to the sentence on its line ("7. RETURN OF MATERIALS On the ...") ends where the
 * sentence's first word in lower case begins.
 */
export function afterHeadingLines(raw: string): number {
  let at = 0;
  const lead = raw.length > 92 ? raw.slice(0, 92) : raw;
  if (!lead.includes('\n') && !lead.includes(':') && !CAPS_START_RE.test(lead)) return 0;
  for (let n = 0; n < 3; n++) {
    const rest = raw.slice(at, at + 92);
    const m = /[:\n]/.exec(rest);
    if (!m || m.index > 90) break;
    const end = m.index;
    const next = /^[:\s]*/.exec(rest.slice(end))![0].length + end;
    if (next >= rest.length || !/[A-Z"“(]/.test(rest[next])) break;
    const title = rest.slice(0, end).replace(HEADING_LABEL_RE, '').trim();
    if (title.length < 3 || /[.;,]$/.test(title) || !looksLikeHeading(title)) break;
    if (title === title.toUpperCase() && rest[end] !== ':' && !rest.slice(end + 1, next).includes('\n')) break;
    at += next;
  }
  // a heading in capitals glued to its sentence on one line, as filings print them ("7. RETURN OF MATERIALS On the ...")
  const glued = CAPS_START_RE.test(raw.slice(at, at + 12)) ? GLUED_CAPS_HEADING_RE.exec(raw.slice(at, at + 120)) : null;
  if (glued && (glued[1] || /\s/.test(glued[2].trim()))) at += glued[0].length;
  return at;
}

const CAPS_START_RE = /^(?:(?:Section|SECTION)\s+)?[\d.]*\s*[A-Z][A-Z]/;
/** A clause number (optional), a run of words in capitals (one of four letters or more, or several), then a word in lower case. */
const GLUED_CAPS_HEADING_RE = /^((?:(?:Section|SECTION)\s+)?\d{1,3}(?:\.\d{1,3})*\.?\s+)?((?:[A-Z][A-Z&'’/,-]*\s+){0,7}[A-Z][A-Z&'’/-]{3,}\s+|(?:[A-Z][A-Z&'’/,-]*\s+){1,7}[A-Z][A-Z&'’/-]*\s+)(?=["“]?[A-Z][a-z])/;

/** "Confidentiality. The Recipient shall ..." → "Confidentiality" */
const RUN_IN_RE = /^([A-Z“"][A-Za-z0-9’'“”"&/,;\- ]{1,70}?)(?:\.|:|\s[-–—])\s+(?=\S)/;

function runInHeading(s: string): string | null {
  const m = RUN_IN_RE.exec(s);
  if (!m) return null;
  const h = m[1].trim();
  if (h.split(/\s+/).length > 8) return null;
  if (!looksLikeHeading(h)) return null;
  // "This Agreement: ..." or "The Parties." are sentences, not headings
  if (/^(This|The|That|Each|Either|Any|All|In|If|Such|No|Notwithstanding)\b/.test(h) && h !== h.toUpperCase()) return null;
  return h.replace(/^[“"]|[”"]$/g, '');
}

function splitLines(text: string, breaks: number[] | null = null, furniture: readonly (readonly [number, number])[] = []): Line[] {
  const lines: Line[] = [];
  let pos = 0;
  let blank = true;
  // (the next run of page furniture, and whether one ended since the last line)
  let f = 0;
  let page = false;
  const n = text.length;
  let k = 0;
  // (the rest of a line after a break that holds nothing is no blank line)
  let afterBreak = false;
  while (pos <= n) {
    let nl = text.indexOf('\n', pos);
    if (nl === -1) nl = n;
    // a row of a table written on one line with the others breaks the line where its tag was (htmlRowBreaks)
    while (breaks && k < breaks.length && breaks[k] <= pos) k++;
    const cut = breaks && k < breaks.length && breaks[k] < nl;
    const stop = cut ? breaks[k] : nl;
    let a = pos;
    let b = stop;
    while (a < b && isSpace(text.charCodeAt(a))) a++;
    while (b > a && isSpace(text.charCodeAt(b - 1))) b--;
    while (f < furniture.length && furniture[f][1] <= a) {
      if (lines.length && furniture[f][0] >= lines[lines.length - 1].end) page = true;
      f++;
    }
    if (b > a) {
      lines.push({ start: a, end: b, blankBefore: blank, pageBefore: page });
      blank = false;
      page = false;
    } else if (!cut && !afterBreak) {
      blank = true;
    }
    afterBreak = !!cut;
    pos = cut ? stop : nl + 1;
  }
  return lines;
}

/** A tag that starts or ends a table's row, or the table: the cheap test before HTML_ROW_TAG_RE is `<t` or `</t`. */
const HTML_ROW_TAG_RE = /<(?:tr|\/tr|table|\/table|caption)\b[^>]*>/gi;
/**
 * Where the rows of an HTML table written on one line ("<table><tr><td>Bond</td><td>six months' rent</td></tr><tr>...")
 * start and end: the offsets of the row and table tags that have words before them on their line (the plain view blanks
 * the tags and keeps the line, so every row of such a table would be one line). A tag that opens its line gives none:
 * a table written a row to a line reads as before. Null when the text has no such tag.
 */
function htmlRowBreaks(original: string, plain: string): number[] | null {
  if (!/<\/?t(?:r|able)\b/i.test(original)) return null;
  const out: number[] = [];
  for (const m of original.matchAll(HTML_ROW_TAG_RE)) {
    const at = m.index ?? 0;
    let j = at - 1;
    while (j >= 0 && plain.charCodeAt(j) !== 10 && isSpace(plain.charCodeAt(j))) j--;
    if (j >= 0 && plain.charCodeAt(j) !== 10) out.push(at);
  }
  return out.length ? out : null;
}

/**
 * An article or section heading in capitals run into the line after a sentence's end, with its first numbered clause
 * after it, as PDF conversions leave them: "... end of Article XIX's text. ARTICLE XX GOVERNING LAW 20.1 This Agreement
 * ...", "... Section 4.2. SECTION 5 LIMITATION OF LIABILITY 5.1 ...". The clause's number must be the article's (20.1
 * under XX), which a cross-reference or a table of contents run together seldom gives after a full stop. An article
 * that opens its line with its first clause run in after its heading ("ARTICLE 3. TERM AND TERMINATION 3.1 Either Party
 * may ...") is taken too.
 */
export const RUN_IN_ARTICLE_RE = /(?:(?<=[.;:]["”’)]*)[ \t]+|(?<=^|\n))((?:ARTICLE|Article|SECTION|Section)[ \t]+([IVXLC]{1,7}|\d{1,3})\.?[ \t]+[A-Z][A-Z0-9&'’,;/()-]*(?:[ \t]+[A-Z0-9&'’,;/()-]+){0,9}?[ \t]+)((\d{1,3})\.\d{1,2}\.?)(?=[ \t])/g;

/**
 * Where a line breaks before a run-in article heading (RUN_IN_ARTICLE_RE) and before its first clause, so that each
 * starts a block of its own as it would on a line of its own; null when the text has none.
 */
function runInArticleBreaks(plain: string): number[] | null {
  const out = articleBreaksIn(plain, 0, plain.length);
  return out.length ? out : null;
}

/**
 * runInArticleBreaks' breaks in the lines of `plain` from `a` to `b` (a line's start; the text's end or a line's), in
 * offsets of `plain`: a match of RUN_IN_ARTICLE_RE lies within one line (no class of it holds a "\n"), and its
 * look-behinds read a stop, quotes or brackets and spaces, or a line's start, so a line reads the same alone.
 */
function articleBreaksIn(plain: string, a: number, b: number): number[] {
  const t = a === 0 && b === plain.length ? plain : plain.slice(a, b);
  const out: number[] = [];
  if (!/(?:ARTICLE|Article|SECTION|Section)[ \t]/.test(t)) return out;
  for (const m of runInArticles(t)) {
    const n = /^\d/.test(m[2]) ? Number(m[2]) : fromRoman(m[2]);
    if (n === null || n !== Number(m[4]) || !/[A-Z]{3}/.test(m[1].slice(m[1].indexOf(m[2]) + m[2].length))) continue;
    const at = a + m.index! + m[0].length - m[1].length - m[3].length;
    out.push(at, at + m[1].length);
  }
  return out;
}

/**
 * An article's number and heading in capitals run in after a sentence's end, without the word "Article", with its first
 * clause after it (session 24, the lead's reading of a filed services agreement): "... for a period of five (5) years. 8.
 * INDEMNIFICATION 8.1 PC Financial shall ...", "... as follows: 1. DEFINITIONS AND INTERPRETATION 1.1 ...". The first
 * clause must be the article's first (8.1 under 8), which a cross-reference or a sum after a full stop seldom gives.
 * The heading may end its line, the first clause opening the next (session 26, a filed supply agreement: "... OF SUCH
 * DAMAGES.   10. INDEMNIFICATION." and "10.1. PcoMed's Indemnification. ..." below it).
 */
const RUN_IN_NUMBERED_ARTICLE_RE = /[.;:]["”’)]*([ \t]+)((\d{1,3})\.[ \t]+[A-Z][A-Z0-9&'’,;/()-]*(?:[ \t]+[A-Z0-9&'’,;/()-]+){0,9}?(?:[ \t]+|\.?[ \t]*\n[ \t\n]*))((\d{1,3})\.1\.?)(?=[ \t])/g;
/** Cheap test before RUN_IN_NUMBERED_ARTICLE_RE. */
const RUN_IN_NUMBERED_ARTICLE_GATE_RE = /[.;:]["”’)]*[ \t]+\d{1,3}\.[ \t]+[A-Z]{3}/;

/** Where a line breaks before a run-in numbered article heading (RUN_IN_NUMBERED_ARTICLE_RE) and its first clause. */
function runInNumberedArticleBreaks(plain: string): number[] | null {
  if (!RUN_IN_NUMBERED_ARTICLE_GATE_RE.test(plain)) return null;
  const out: number[] = [];
  for (const m of plain.matchAll(RUN_IN_NUMBERED_ARTICLE_RE)) {
    if (m[3] !== m[5] || !/[A-Z]{3}/.test(m[2].slice(m[3].length))) continue;
    const at = m.index! + m[0].length - m[2].length - m[4].length;
    // (a first clause on the next line already starts a line of its own)
    if (m[2].includes('\n')) out.push(at);
    else out.push(at, at + m[2].length);
  }
  return out.length ? out : null;
}

/** RUN_IN_ARTICLE_RE tried at one position (sticky). */
const RUN_IN_ARTICLE_AT_RE = new RegExp(RUN_IN_ARTICLE_RE.source, 'y');
/** The word every match of RUN_IN_ARTICLE_RE holds after its spaces. */
const ARTICLE_WORD_RE = /(?:ARTICLE|Article|SECTION|Section)[ \t]/g;

/**
 * The matches of RUN_IN_ARTICLE_RE in `plain`, as `plain.matchAll(RUN_IN_ARTICLE_RE)` gives them, found by trying the
 * pattern only where one can start: every match starts at the first of the spaces or tabs before an article or section
 * word (its look-behind wants a stop, a quote or a bracket before it, never a space), so the pattern runs there, sticky,
 * in the same text, instead of its look-behind at every character of the contract (segmentation reads every text a
 * redline is verified in: session 21's cost of this reading).
 */
export function runInArticles(plain: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  let last = 0;
  ARTICLE_WORD_RE.lastIndex = 0;
  for (let w = ARTICLE_WORD_RE.exec(plain); w; w = ARTICLE_WORD_RE.exec(plain)) {
    let s = w.index;
    for (let c = plain.charCodeAt(s - 1); s > 0 && (c === 32 || c === 9); c = plain.charCodeAt(--s - 1));
    // (no space before the word, unless it opens its line ("ARTICLE 3. TERM AND TERMINATION 3.1 Either Party ..."), or
    // spaces a match already took: matchAll goes on from a match's end)
    if ((s === w.index && s > 0 && plain.charCodeAt(s - 1) !== 10) || s < last) continue;
    RUN_IN_ARTICLE_AT_RE.lastIndex = s;
    const m = RUN_IN_ARTICLE_AT_RE.exec(plain);
    if (!m) continue;
    out.push(m);
    last = s + m[0].length;
    if (ARTICLE_WORD_RE.lastIndex < last) ARTICLE_WORD_RE.lastIndex = last;
  }
  return out;
}

/** Cheap test before the label scan: a stop, two spaces and a clause number (one such clause in the text at least). */
const RUN_IN_SECTION_GATE_RE = /[.;:]["”’)]*[ \t]+\d{1,3}\.\d/;
/**
 * A run-in heading after the number: up to eight words, the first a capital's, ended by a full stop or colon ("Free from
 * Infringement.", "No waiver:"), or by the end of its line, the clause's words on the next ("... bound by this agreement
 * 18.2 Assignment By BSP" at a line's end: session 26, a filed outsourcing agreement), unless its last word is a page
 * number, as a table of contents' line ends ("12.2 Right of First Refusal   14     ii").
 */
const RUN_IN_SECTION_HEADING_RE = /^\d{1,3}\.\d{1,3}\.?[ \t]*[A-Z][\w&'’/,()-]*(?:[ \t]+[\w&'’/,()-]+){0,7}(?:[.:][ \t]|(?<![ \t](?:\d{1,4}|[ivxl]{1,5}))\.?[ \t]*\n)/;
/**
 * A clause number: at a line's start, after a stop and two spaces, after a stop and one space (group 2; a page number
 * between them, "... days. 4 4.2 Late amounts ...", is passed over), or after a word and three spaces (group 1); glued to its
 * heading or not.
 */
const SECTION_LABEL_RE = /(?:^[ \t]*|(?<=[.;:]["”’)]*)[ \t]{2,}|(?<=[.;:]["”’)]*(?:[ \t]\d{1,3})?)([ \t])|(?<=\w)([ \t]{3,}))(\d{1,3})\.(\d{1,3})(?:\.?[ \t]+(?=[A-Z])|(?=[A-Z][a-z]))/gm;
/**
 * Where numbered clauses run into the line after the clause before them, as PDF conversions leave whole pages on one
 * line: "... related to this Agreement.   7.2 Limitation of Liability. EXCEPT FOR ...", "23.10Language: ...". Taken only
 * where the number follows the clause before it (7.2 after 7.1; 8.1 after a clause of article 7 or of the article before
 * it; a clause on a line of its own and an article's first clause run in, RUN_IN_ARTICLE_RE, count as the clause
 * before). One or two clauses missed may be skipped when the next has a run-in heading of its own ("Free from
 * Infringement."); a number after words with no stop ("... Left intentionally blank     23.5 No waiver: ...") must be the
 * next and have its heading. A cross-reference ("Section 7.2"), a sum ("   2.5 million") or a table of contents run
 * together (numbers out of order, no heading's stop) is not taken for a clause.
 */
function runInSectionBreaks(plain: string, articleBreaks: number[] | null): number[] | null {
  if (!RUN_IN_SECTION_GATE_RE.test(plain)) return null;
  // the labels in order: (offset, article, clause, run in?), with the first clauses of run-in articles among them
  // (a label after words with no stop, three spaces or more apart, "... Left intentionally blank     23.5 No waiver: ...",
  // is weak: it must be the next clause and have its heading; one a single space after a stop is tight: it must be the
  // next clause, none skipped)
  const labels: [number, number, number, 'line' | 'run' | 'weak' | 'tight'][] = [];
  for (const m of plain.matchAll(SECTION_LABEL_RE)) {
    const lead = m[0].length - m[0].trimStart().length;
    const at = m.index! + lead;
    const lineStart = m.index === 0 || plain.charCodeAt(m.index! - 1) === 10;
    labels.push([at, Number(m[3]), Number(m[4]), lineStart ? 'line' : m[2] ? 'weak' : m[1] ? 'tight' : 'run']);
  }
  for (let i = 1; articleBreaks && i < articleBreaks.length; i += 2) {
    const l = /^(\d{1,3})\.(\d{1,3})/.exec(plain.slice(articleBreaks[i], articleBreaks[i] + 8));
    if (l) labels.push([articleBreaks[i], Number(l[1]), Number(l[2]), 'line']);
  }
  labels.sort((x, y) => x[0] - y[0]);
  const out: number[] = [];
  let art = -1;
  let num = -1;
  for (const [at, a, b, how] of labels) {
    if (how !== 'line') {
      // the next clause, or the next article's first, stands on its number; one after a clause missed needs its heading
      const next = (a === art && b === num + 1) || (b === 1 && art >= 0 && (a === art + 1 || a === art + 2));
      const skip = art >= 0 && ((a === art && b > num + 1 && b <= num + 3) || (b <= 3 && a === art + 1));
      const headed = RUN_IN_SECTION_HEADING_RE.test(plain.slice(at, at + 100));
      if (how === 'weak' ? !(next && headed) : how === 'tight' ? !next : !next && !(skip && headed)) continue;
      out.push(at);
    }
    art = a;
    num = b;
  }
  return out.length ? out : null;
}

/** A title of up to eight words ended by its only full stop ("Rights Granted.", "Term and Termination."). */
const TITLE_ALONE_RE = /^[ \t]*[A-Z][^.;:,\n]{1,80}[A-Za-z)]\.[ \t]*$/;
/** The shortest line read as a page run together (a table's row or a justified line is far shorter). */
const PAGE_LINE_MIN = 400;
/**
 * A paragraph's end inside a page run together: a run of three spaces or more after a sentence's stop, after a heading
 * in capitals of two words or more that opens the line or follows such a run ("SERVICES AGREEMENT   This Agreement"),
 * or before a clause label (a number, a bracketed letter or numeral, a roman numeral with a stop, an article or section
 * word). A stop that ends a label ("A.       INDEMNIFICATION", "(b)   The") is the label's, not a sentence's. Two spaces part sentences; three spaces with no stop and no label are a justified line's.
 */
const PAGE_PARAGRAPH_RE = new RegExp(String.raw`(?:(?<=[.:;!?]["”’)\]]*)(?<!(?:^|[ \t])(?:(?:[A-Za-z]|[ivxlcIVXLC]{1,6}|${CLAUSE_NUMBER})\.|\(?[A-Za-z0-9]{1,4}\)))[ \t]{3,}(?=\S)|(?<=(?:^[ \t]*|[ \t]{3})[A-Z][A-Z0-9&,'’\/-]*(?:[ \t]+[A-Z0-9&,'’\/-]+){1,9})[ \t]{3,}(?=["“]?[A-Z])|(?<=\S)[ \t]{3,}(?=(?:${CLAUSE_NUMBER}\.?[ \t]+[A-Z"“(]|${SUB_CLAUSE_NUMBER}[A-Z]|\((?:[a-z]{1,2}|[ivxl]{1,6}|[A-Z]|\d{1,2})\)[ \t]+\S|[ivxl]{1,6}\.[ \t]+[A-Z]|(?:ARTICLE|Article|SECTION|Section)[ \t]+[\dIVXL])))`, 'g');

/** A run of three spaces or more between two words, with the characters either side of it. */
const SPACE_RUN_RE = /(\S)[ \t]{3,}(?=(\S))/g;
/** A run's sides inside a sentence: a letter in lower case or a comma before it, a letter in lower case after. */
const IN_SENTENCE_BEFORE_RE = /[a-z,]/;
const IN_SENTENCE_AFTER_RE = /[a-z]/;
/** The share of such runs inside sentences above which a text's long lines are pages of hard-wrapped lines. */
const PAGE_WRAPPED_SHARE = 0.15;

/**
 * Where the paragraphs of a page run together on one line part (whole pages on a line, paragraphs three spaces apart,
 * as many filings' text conversions leave them: "... as follows:   1. Definitions.   (a) "Additional Title" shall ...
 * 7. Term and Termination.   (a) The Term ..."): each starts a line of its own, so its label and heading read as they
 * would on a page. Lines shorter than PAGE_LINE_MIN are left as they are. Null when the text has no such line.
 */
function pageParagraphBreaks(plain: string): number[] | null {
  return paragraphBreaksOf(pageLinesIn(plain, 0, plain.length));
}

/** A line of PAGE_LINE_MIN characters or more: its runs of spaces, those inside sentences, its paragraph breaks (when read). */
interface PageLine {
  line: string;
  runs: number;
  inSentence: number;
  breaks?: number[];
}

/** The long lines among the lines of `plain` from `a` to `b` (a line's start; the text's end or a line's), each with its start. */
function pageLinesIn(plain: string, a: number, b: number): [number, PageLine][] {
  const pages: [number, PageLine][] = [];
  for (let pos = a; pos < b;) {
    let nl = plain.indexOf('\n', pos);
    if (nl === -1) nl = plain.length;
    if (nl - pos >= PAGE_LINE_MIN) {
      const line = plain.slice(pos, nl);
      // (a conversion that joined a page's printed lines three spaces apart leaves such runs inside sentences too, between
      // two words in lower case: there the runs mark no paragraph, and the text is left as it is)
      let runs = 0;
      let inSentence = 0;
      for (const m of line.matchAll(SPACE_RUN_RE)) {
        runs++;
        if (IN_SENTENCE_BEFORE_RE.test(m[1]) && IN_SENTENCE_AFTER_RE.test(m[2])) inSentence++;
      }
      pages.push([pos, { line, runs, inSentence }]);
    }
    pos = nl + 1;
  }
  return pages;
}

/** pageParagraphBreaks from the long lines of a text (each read alone: a line reads the same in any text that holds it). */
function paragraphBreaksOf(pages: readonly [number, PageLine][]): number[] | null {
  if (!pages.length) return null;
  let runs = 0;
  let inSentence = 0;
  for (const [, p] of pages) {
    runs += p.runs;
    inSentence += p.inSentence;
  }
  if (inSentence > runs * PAGE_WRAPPED_SHARE) return null;
  const out: number[] = [];
  for (const [pos, p] of pages) {
    p.breaks ??= [...p.line.matchAll(PAGE_PARAGRAPH_RE)].map((m) => m.index! + m[0].length);
    for (const x of p.breaks) out.push(pos + x);
  }
  return out.length ? out : null;
}

/** Two sorted lists of breaks as one (either may be null). */
function mergedBreaks(a: number[] | null, b: number[] | null): number[] | null {
  if (!a) return b;
  if (!b) return a;
  return [...a, ...b].sort((x, y) => x - y);
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 13 || c === 10 || c === 12 || c === 160 || c === 11;
}

interface Block {
  start: number;
  end: number;
  label: Label | null;
  heading?: string;
  headingOnly: boolean;
}

const SENTENCE_END_RE = /[.!?:;]["”’)\]]*$/;
/**
 * A line in capitals that leads in to what follows, a sentence not a heading: three words or more with a verb of one
 * ("COVENANTS", "AGREES", "UNDERTAKES", "SHALL", "HEREBY", "AS FOLLOWS"), ended by a colon.
 */
const CAPS_LEAD_IN_RE = /^(?=[^a-z]*$)(?=(?:\S+\s+){2,})[^:]*\b(?:COVENANTS?|AGREES?|UNDERTAKES?|WARRANTS?|CONFIRMS?|ACKNOWLEDGES?|REPRESENTS?|DECLARES?|CERTIFIES|SHALL|WILL|MAY|MUST|HEREBY|AS\s+FOLLOWS|IS|ARE)\b[^:]*:\s*$/;

/**
 * A row of a table or of a schedule of particulars, as the plain text shows it (markup.ts blanks a Markdown row's pipes
 * and an HTML row's tags; a PDF's columns come as runs of spaces): cells apart by three spaces or more or a tab ("Service
 * credits     None"), or a short label and its value after a colon or dash ("Bond: six months' rent", "Item 6 — Notice
 * period: 7 days"). The first cell is a label: up to eight words, starting with a capital or a figure, not ending in a
 * word that runs on (so a justified line of prose is no row).
 */
const COLUMN_ROW_RE = /^([A-Z0-9£$€(][^\t\n]{0,70}?)(?: {3,}|\t)\s*\S/;
const LABEL_ROW_RE = /^(?:Item\s+\d{1,2}[A-Za-z]?\s*[-–—.:)]?\s*)?([A-Z][A-Za-z0-9'’&/(), -]{0,48}?)\s*(?::|\s[-–—])\s+\S/;
const RUNS_ON_RE = /\b(?:of|and|or|the|to|in|for|on|by|a|an|with|as|at|that|which|shall|will|may|is|are)$/i;
/** Whether the text may hold a row (the cheap test before rows are looked for line by line). */
export const MAY_HOLD_ROWS_RE = /\S(?: {3,}|\t)\S|^[ \t]*\|.*\|[ \t]*$|^[ \t]*(?:Item\s+\d{1,2}[A-Za-z]?\s*[-–—.:)]?\s*)?[A-Z][^\n:]{0,48}:[ \t]+\S/m;

/** A Markdown table row left as written (a text not read as Markdown): "| Bond | Six months' rent |". */
const PIPE_ROW_RE = /^\|\s*([^|\n]*?)\s*\|\s*\S/;
/** A Markdown table's rule under its header row: "|---|:---:|". */
/**
 * A paragraph that stops mid-phrase: it ends in a comma, a word broken at a hyphen ("ERROR-"), or a word no sentence or
 * heading ends on (an article, preposition, conjunction, auxiliary: "AND LICENSOR HEREBY", "INCLUDING, WITHOUT", "THE
 * OPERATION OF THE LICENSED TECHNOLOGY WILL BE"). Double-spaced PDF conversions put a blank line after every printed
 * line, so a sentence, often one in capitals, arrives as a run of such paragraphs: each of them continues into the next.
 */
const MID_PHRASE_END_RE = /(?:,|[A-Za-z]-|\b(?:and|or|nor|but|the|a|an|of|to|in|into|for|by|with|without|including|hereby|herein|that|which|whom|whose|any|all|each|such|its|their|his|her|our|your|than|as|from|on|at|under|upon|if|whether|not|no|is|are|be|been|being|was|were|shall|will|may|must|can|would|should|could|has|have|had))$/i;
/** The shortest paragraph read as stopping mid-phrase (shorter ones may be a heading that ends "... AND", a label). */
const MID_PHRASE_MIN = 40;
const PIPE_RULE_RE = /^\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?$/;

function rowLine(s: string): boolean {
  if (s.charCodeAt(0) === 124) {
    const p = PIPE_ROW_RE.exec(s);
    return !!p && p[1].split(/\s+/).length <= 8;
  }
  const m = COLUMN_ROW_RE.exec(s) ?? LABEL_ROW_RE.exec(s);
  if (!m) return false;
  const label = m[1].trim();
  return label.split(/\s+/).length <= 8 && !RUNS_ON_RE.test(label) && !/[.;,]$/.test(label);
}

/**
 * Whether a sentence is one row of a table or of particulars ("Term: 36 months from the Effective Date", "Bond | six
 * months' rent"): one line, a label and a value that is no clause of its own. Key terms read such rows as the cover page's fields (cover-fields.ts,
 * with the order of precedence), not as the clauses' sentences.
 */
export function labelledRow(t: string): boolean {
  // (a value that is itself a clause, "TERM: The term shall commence on ...", is read as one)
  // (the row's shape first: anchored at the start, it fails early on prose, where the clause's verbs are looked for through the text)
  return !t.includes('\n') && rowLine(t.trim()) && !ROW_CLAUSE_RE.test(t);
}
const ROW_CLAUSE_RE = /\b(?:shall|will|must|may|agrees?|commences?|expires?|continues?)\b/i;

/**
 * Where the value of a "Label: value" line starts ("Renewal pricing: Provider's list price ..." → the offset of
 * "Provider's"; "Price review: Supplier may change the Fees ..." too, a value that is a clause), for a sentence of one
 * such line; -1 for any other sentence, a table's cell row included.
 */
export function rowValueStart(t: string): number {
  if (t.trim().includes('\n') || !rowLine(t.trim())) return -1;
  const lead = t.length - t.trimStart().length;
  // (LABEL_ROW_RE's match ends at the value's first character)
  const m = LABEL_ROW_RE.exec(t.slice(lead));
  return m ? lead + m[0].length - 1 : -1;
}

/**
 * For each line, whether it is a row of a table or of particulars: a row line next to another (a lone "Note: ..." is prose).
 * `raw` receives each line's own test (a row line, or a Markdown rule after the first line), null when the text cannot
 * hold rows; `same(i)`: a line whose own test is known (the base text's, for a line both texts share), else -1.
 */
function tableRows(text: string, lines: Line[], keep?: { raw: Uint8Array | null }, same?: (i: number) => number): Uint8Array | null {
  if (!MAY_HOLD_ROWS_RE.test(text)) return null;
  const row = new Uint8Array(lines.length);
  if (keep) keep.raw = row;
  let any = false;
  for (let i = 0; i < lines.length; i++) {
    const known = same ? same(i) : -1;
    if (known >= 0) {
      if (known) { row[i] = 1; any = true; }
      continue;
    }
    const s = text.slice(lines[i].start, lines[i].end);
    // (a Markdown table's rule counts as a row beside its header row, but joins it: see buildBlocks)
    // (not a line a PDF glued to the next section's numbered heading, "Account Number: 2726 6. Intellectual Property":
    // the heading leads what follows, as before)
    if ((rowLine(s) && !gluedHeadingEnd(s)) || (i > 0 && PIPE_RULE_RE.test(s))) { row[i] = 1; any = true; }
  }
  if (!any) return null;
  const out = new Uint8Array(lines.length);
  for (let i = 0; i < lines.length; i++) if (row[i] && ((i > 0 && row[i - 1]) || (i + 1 < lines.length && row[i + 1]))) out[i] = 1;
  // a grid of three columns or more is read whole, as before: its column headings carry the topic of every cell under
  // them ("Item | Amount | Payment" over "Workshop | £12,500 | Within 7 days of invoice"), and a row alone would lose them;
  // a table of labels and values (two columns, or "Label: value" lines) is read row by row
  for (let i = 0; i < lines.length; i++) {
    if (!out[i] || (i > 0 && out[i - 1])) continue;
    let j = i;
    while (j + 1 < lines.length && out[j + 1]) j++;
    let grid = false;
    for (let k = i; k <= j && !grid; k++) grid = cellCount(text.slice(lines[k].start, lines[k].end)) >= 3;
    if (grid) out.fill(0, i, j + 1);
    i = j;
  }
  return out;
}

/** A numbered heading at a line's end, after its text: "... 272672784101 6. Intellectual Property". */
const GLUED_HEADING_END_RE = /\s\d{1,2}(?:\.\d{1,2})*\.\s+([A-Z][A-Za-z'’ &,-]{2,60})$/;
function gluedHeadingEnd(s: string): boolean {
  const m = GLUED_HEADING_END_RE.exec(s);
  return !!m && looksLikeHeading(m[1]);
}

/** The cells of a row line: apart by pipes, or by a column's gap (three spaces or more, or a tab). */
function cellCount(s: string): number {
  return s.charCodeAt(0) === 124 ? s.split('|').filter((c) => c.trim()).length : s.split(/ {3,}|\t/).filter((c) => c.trim()).length;
}

/**
 * What the blocks of a text were built from, line by line, kept for the review's own text (the base, see `BaseReading`):
 * its lines, each line's own row test and the rows, the blocks, and the state the loop over the lines had before each
 * line (how many blocks, the last one's end and whether it was a heading alone then, the heading waiting for its clause,
 * the letter of the last lettered item).
 */
interface BlockTrace {
  text: string;
  lines: Line[];
  raw: Uint8Array | null;
  rows: Uint8Array | null;
  blocks: Block[];
  count: Int32Array;
  lastEnd: Int32Array;
  lastHeadingOnly: Uint8Array;
  pending: ({ text: string; start: number } | null)[];
  alpha: (string | null)[];
}

/** Two lines alike, the second `d` characters earlier. */
function sameLine(a: Line, b: Line, d: number): boolean {
  return a.start === b.start + d && a.end === b.end + d && a.blankBefore === b.blankBefore && a.pageBefore === b.pageBefore;
}

function sameLabel(a: Label | null, b: Label | null): boolean {
  return a === b || (!!a && !!b && a.kind === b.kind && a.label === b.label && a.raw === b.raw && a.length === b.length);
}

/**
 * Counts of the work a base spared (for tests and benches): lines whose iteration was the base's, clauses given the
 * base's reading by place, plain views whose page furniture was read only where the edits are (plainViewThrough), texts
 * whose run-in breaks were (editedLines).
 */
export const reuseCounts = { lines: 0, readings: 0, furniture: 0, runIn: 0 };

/**
 * Stretches of a text that are a base text's, moved on: `[from, to)` here is `[from - d, to - d)` there.
 */
export interface Shared {
  from: number;
  to: number;
  d: number;
}

/**
 * Whether the loop's state before line `j` of the base (its blocks' last, the heading waiting, the last letter), moved
 * `d` characters on, is the state `blocks`, `pending` and `alpha` hold now; the text the loop reads of the last block
 * (its last 40 characters) lies at or after `from`, where the text is the base's moved `d` on.
 */
function resumes(B: BlockTrace, j: number, d: number, blocks: Block[], pending: { text: string; start: number } | null, alpha: string | null, from: number): boolean {
  if (alpha !== B.alpha[j]) return false;
  const p = B.pending[j];
  if (p !== pending && (!p || !pending || p.text !== pending.text || pending.start !== p.start + d)) return false;
  const count = B.count[j];
  if ((count === 0) !== (blocks.length === 0)) return false;
  if (count === 0) return true;
  const a = blocks[blocks.length - 1];
  const b = B.blocks[count - 1];
  return a.start === b.start + d && a.end === B.lastEnd[j] + d && a.headingOnly === (B.lastHeadingOnly[j] === 1) && a.heading === b.heading && sameLabel(a.label, b.label) && Math.max(a.start, a.end - 40) >= from;
}

/**
 * The blocks of a text. `trace`: record what they were built from (the base). `base`: a text read before, and the
 * stretches of this one that are its text (`shared`): the lines there are not read again. The loop over the lines is a
 * function of each line and the next, their rows and the state before the line: where all of these are the base's
 * (the same lines and rows, moved by what the edits before them add, and the same state), the base's blocks and state
 * are taken, moved, to where they are not. The blocks are the same as read afresh (test/speed26.test.ts).
 */
function buildBlocks(text: string, breaks: number[] | null = null, trace?: BlockTrace, base?: { trace: BlockTrace; shared: Shared[] }, furniture?: readonly (readonly [number, number])[]): Block[] {
  const lines = splitLines(text, breaks, furniture);
  const n = lines.length;
  const B = base?.trace;
  // for each line, the base's line it is (inside a shared stretch, moved by its `d`), else -1
  const corr = B ? new Int32Array(n).fill(-1) : null;
  const shift = B ? new Int32Array(n) : null;
  const segFrom = B ? new Int32Array(n) : null;
  if (B && corr && shift && segFrom) {
    let j = 0;
    let k = 0;
    const shared = base.shared;
    for (let i = 0; i < n; i++) {
      const ln = lines[i];
      while (k < shared.length && shared[k].to < ln.end) k++;
      if (k >= shared.length) break;
      const sh = shared[k];
      if (ln.start < sh.from) continue;
      const target = ln.start - sh.d;
      while (j < B.lines.length && B.lines[j].start < target) j++;
      if (j < B.lines.length && sameLine(ln, B.lines[j], sh.d)) {
        corr[i] = j;
        shift[i] = sh.d;
        segFrom[i] = sh.from;
      }
    }
  }
  const raws = B?.raw;
  const keep = trace ? { raw: null as Uint8Array | null } : undefined;
  // (a line's own row test: the base's for a line it shares, the first line's apart, since a rule is no row there)
  const rows = tableRows(text, lines, keep, raws && corr ? (i) => (corr[i] >= 0 && (i > 0) === (corr[i] > 0) ? raws[corr[i]] : -1) : undefined);
  const blocks: Block[] = [];
  let pendingHeading: { text: string; start: number } | null = null;
  let prevAlpha: string | null = null;
  if (trace) {
    trace.text = text;
    trace.lines = lines;
    trace.raw = keep!.raw;
    trace.rows = rows;
    trace.blocks = blocks;
    trace.count = new Int32Array(n + 1);
    trace.lastEnd = new Int32Array(n + 1);
    trace.lastHeadingOnly = new Uint8Array(n + 1);
    trace.pending = new Array(n + 1);
    trace.alpha = new Array(n + 1);
  }
  const rowAt = (r: Uint8Array | null, i: number) => (r && i >= 0 ? r[i] : 0);
  // for each line, the last line of the run from it whose iterations are the base's: each reads its line and the next,
  // both the base's moved alike, and the rows of its line and the one before, the base's
  let runEnd: Int32Array | null = null;
  if (B && corr && shift && segFrom) {
    runEnd = new Int32Array(n).fill(-1);
    for (let i = n - 1; i >= 0; i--) {
      const j = corr[i];
      if (j < 0) continue;
      const next = i + 1 < n ? corr[i + 1] === j + 1 && segFrom[i + 1] === segFrom[i] : j + 1 === B.lines.length;
      if (!next || rowAt(rows, i) !== rowAt(B.rows, j) || rowAt(rows, i - 1) !== rowAt(B.rows, j - 1)) continue;
      runEnd[i] = i + 1 < n && runEnd[i + 1] >= 0 ? runEnd[i + 1] : i;
    }
  }
  const record = (i: number) => {
    if (!trace) return;
    const last = blocks[blocks.length - 1];
    trace.count[i] = blocks.length;
    trace.lastEnd[i] = last ? last.end : -1;
    trace.lastHeadingOnly[i] = last?.headingOnly ? 1 : 0;
    trace.pending[i] = pendingHeading;
    trace.alpha[i] = prevAlpha;
  };
  for (let i = 0; i < lines.length; i++) {
    record(i);
    if (B && runEnd && corr && shift && segFrom && runEnd[i] >= 0 && resumes(B, corr[i], shift[i], blocks, pendingHeading, prevAlpha, segFrom[i])) {
      // the base's iterations over the run, moved: its blocks and its state after the run's last line
      const d = shift[i];
      const j = corr[i];
      const k2 = runEnd[i];
      const j2 = corr[k2] + 1;
      const cj = B.count[j];
      const cj2 = B.count[j2];
      const lastOf = (k: number, b: Block): Block => {
        const moved: Block = { start: b.start + d, end: (k === cj2 - 1 ? B.lastEnd[j2] : b.end) + d, label: b.label, headingOnly: k === cj2 - 1 ? B.lastHeadingOnly[j2] === 1 : b.headingOnly };
        if (b.heading !== undefined) moved.heading = b.heading;
        return moved;
      };
      if (cj > 0) {
        const last = blocks[blocks.length - 1];
        const now = lastOf(cj - 1, B.blocks[cj - 1]);
        last.end = now.end;
        last.headingOnly = now.headingOnly;
      }
      for (let k = cj; k < cj2; k++) blocks.push(lastOf(k, B.blocks[k]));
      const p = B.pending[j2];
      pendingHeading = p && { text: p.text, start: p.start + d };
      prevAlpha = B.alpha[j2];
      reuseCounts.lines += k2 - i + 1;
      i = k2;
      continue;
    }
    const ln = lines[i];
    const s = text.slice(ln.start, ln.end);
    const prev = blocks[blocks.length - 1];
    // a count's figure wrapped to the line after its words ("at any time on six" / "(6) months' notice") is no list item
    const label: Label | null = prev && !prev.headingOnly && !ln.blankBefore && /^\(\d{1,6}\)/.test(s) && endsInNumberWord(text.slice(Math.max(prev.start, prev.end - 40), prev.end)) ? null : parseLabel(s, prevAlpha);
    if (!label) {
      const prevText = prev ? text.slice(Math.max(prev.start, prev.end - 3), prev.end) : '';
      // (a row of a table or of particulars is a unit of its own: it neither runs on from the line before it nor takes
      // the next row in; a value wrapped to a line in lower case still joins it)
      const continuation =
        prev && !prev.headingOnly && !pendingHeading &&
        (((!ln.blankBefore && !SENTENCE_END_RE.test(prevText) && !(rows && (rows[i] || rows[i - 1]))) || (/^[a-z]/.test(s) && !(rows && rows[i]))) ||
          // (a paragraph that stopped mid-phrase, a blank line after it: a double-spaced conversion's next printed line)
          (ln.blankBefore && prev.end - prev.start >= MID_PHRASE_MIN && !(rows && (rows[i] || rows[i - 1])) && MID_PHRASE_END_RE.test(text.slice(Math.max(prev.start, prev.end - 30), prev.end))) ||
          // (a sentence that a page break cut mid-phrase, after a word in lower case or a comma, the page's furniture
          // between its halves: read on over it)
          (ln.pageBefore && /[\p{Ll},]$/u.test(prevText) && !(rows && (rows[i] || rows[i - 1]))) ||
          (rows !== null && rows[i] === 1 && !ln.blankBefore && PIPE_RULE_RE.test(s)));
      if (continuation) {
        prev.end = ln.end;
        continue;
      }
      if (prev && prev.headingOnly && prev.label && !pendingHeading && !looksLikeHeading(s)) {
        // "3. Exclusions" followed by its unnumbered body paragraph: one clause
        prev.end = ln.end;
        prev.headingOnly = false;
        continue;
      }
      const next = lines[i + 1];
      // a lead-in in capitals before a numbered list ("THE TENANT COVENANTS WITH THE LANDLORD:" under "4. TENANT'S
      // COVENANTS", above "4.1 Rent"): a sentence of the section it is in, not the heading of the first item
      if (!pendingHeading && CAPS_LEAD_IN_RE.test(s) && next && parseLabel(text.slice(next.start, next.end), prevAlpha)) {
        if (prev && prev.headingOnly && prev.label) {
          prev.end = ln.end;
          prev.headingOnly = false;
        } else blocks.push({ start: ln.start, end: ln.end, label: null, headingOnly: false });
        continue;
      }
      if (!(rows && rows[i]) && looksLikeHeading(s) && next && !/^[a-z]/.test(text.slice(next.start, next.start + 1))) {
        // a stand-alone heading: attach to the next clause
        if (pendingHeading) {
          blocks.push({ start: pendingHeading.start, end: pendingHeading.start + pendingHeading.text.length, label: null, heading: pendingHeading.text, headingOnly: true });
        }
        pendingHeading = { text: s.replace(/[:.]$/, '').trim(), start: ln.start };
        continue;
      }
    }
    const body = label ? s.slice(label.length) : s;
    let heading: string | undefined;
    let headingOnly = false;
    // (a run-in heading with its text after it, hard-wrapped, is no heading alone: "7. Warranty. THE SERVICES ARE")
    if (label && body.length > 0 && looksLikeHeading(body) && !/[.;,]$/.test(body.trim()) && !/[a-z][.:]\s+\S/i.test(body)) {
      heading = body.replace(/[:.]$/, '').trim();
      headingOnly = true;
    } else if (label && (label.kind === 'decimal' || label.kind === 'article') && TITLE_ALONE_RE.test(body) && looksLikeHeading(body.trim().slice(0, -1))) {
      // a numbered section's title alone on its line, ended by a full stop ("2. Rights Granted."): its heading
      heading = body.trim().slice(0, -1);
      headingOnly = true;
    } else {
      heading = runInHeading(body) ?? undefined;
    }
    if (pendingHeading && label && headingOnly && (label.kind === 'article' || label.kind === 'decimal') && !label.label.includes('.')) {
      // a title above an article's own heading ("MASTER SERVICES AGREEMENT" over "ARTICLE 1 DEFINITIONS", "PART A -
      // GENERAL TERMS" over "1. TERM"): a block of its own, and the article starts at its heading (a sentence in
      // capitals, "SUPPLIER EXCLUDES ALL IMPLIED TERMS AS TO QUALITY AND FITNESS FOR PURPOSE.", is no heading at all)
      blocks.push({ start: pendingHeading.start, end: pendingHeading.start + pendingHeading.text.length, label: null, heading: pendingHeading.text, headingOnly: true });
      blocks.push({ start: ln.start, end: ln.end, label, heading, headingOnly });
      pendingHeading = null;
    } else if (pendingHeading) {
      if (!heading) heading = pendingHeading.text;
      else if (!label) heading = pendingHeading.text;
      blocks.push({ start: pendingHeading.start, end: ln.end, label, heading, headingOnly });
      if (label && pendingHeading.text && !headingOnly) {
        // keep the heading line inside the clause
      }
      pendingHeading = null;
    } else {
      blocks.push({ start: ln.start, end: ln.end, label, heading, headingOnly });
    }
    if (label && (label.kind === 'alpha')) prevAlpha = label.label.replace(/[()]/g, '');
    else if (label && label.kind !== 'roman') prevAlpha = null;
  }
  record(lines.length);
  if (pendingHeading) {
    blocks.push({ start: pendingHeading.start, end: pendingHeading.start + pendingHeading.text.length, label: null, heading: pendingHeading.text, headingOnly: true });
  }
  return blocks;
}

/** Split the text into clauses. Ids are `cl_1`, `cl_2`, ... in document order, stable for a given text. */
export function segment(text: string): Clause[] {
  return segmentDetailed(text).clauses;
}

export interface Segmentation {
  clauses: Clause[];
  sentences: Sentence[];
  /** For each clause, the heading of the nearest enclosing section (used for classification context). */
  context: (string | undefined)[];
  /** The words of the text that carry pattern pieces (internal: gates patterns, see gate.ts). */
  tokens: PieceTokens;
  /**
   * The text as analysed: the original with markup (HTML tags, Markdown emphasis, link targets)
   * blanked out, same length and offsets (markup.ts). Patterns read this; citations slice the original.
   */
  plain: string;
  /**
   * Each sentence's text as it stands, as its patterns read it (as-written.ts: one space, counts words first) and as its cue
   * patterns read it (cueOf: past the heading lines it opens with), when the
   * segmentation was read through a memo: a clause the memo knew gives the strings of the text it was first read
   * in, so that lookups keyed by them find their hash computed and compare by identity (memo.ts).
   */
  sentenceText?: { raw: string[]; spaced: string[]; cue: string[] };
}

export { oneSpace } from './as-written.js';

const cache = new Map<string, Segmentation>();
/** Forget the memoised segmentations (tests use it to compare a segmentation made with a memo to one made afresh). */
export function forgetSegmentations(): void {
  cache.clear();
}
const indexes = new WeakMap<Segmentation, PieceIndex>();
/** The lines a segmentation was built from, when it was a memo's base (computeSegmentation). */
const traces = new WeakMap<Segmentation, BlockTrace>();

/** Which sentences of a segmentation contain which pattern pieces (built once per segmentation). */
export function sentenceIndex(seg: Segmentation): PieceIndex {
  let idx = indexes.get(seg);
  if (!idx) {
    idx = new PieceIndex(seg.tokens, seg.sentences);
    indexes.set(seg, idx);
  }
  return idx;
}

/**
 * Clauses plus their sentences. Memoised for the last few texts (review, ask and key terms share it).
 * `memo` gives the sentence boundaries and types of clauses already read in another text (memo.ts).
 * `keep` false: a text read once and dropped (the texts built to verify a redline) is not memoised, so that it neither
 * pushes the contract's own reading out nor stays alive, through collections of the young generation, until
 * eight more texts have come.
 */
export function segmentDetailed(text: string, memo?: TextMemo, keep = true, edits?: readonly { start: number; end: number; insert: string }[]): Segmentation {
  const hit = cache.get(text);
  if (hit) {
    // (the review of a text read before: its lines are the base of the texts its redlines build, its clauses' readings
    // are not this memo's)
    const trace = memo?.records ? traces.get(hit) : undefined;
    const bases = trace && memo!.table<BaseReading>(computeSegmentation, 'base');
    if (trace && bases && !bases.get('')) bases.set('', { trace, readings: null });
    if (memo?.records) furnitureBase(text, memo, hit.plain);
    return hit;
  }
  const { plain, furniture } = plainViewThrough(text, memo, edits);
  // (a text built from the memo's base with edits: the run-in breaks read line by line take the base's readings for the
  // lines the edits left whole, lineRegions)
  const lines = editedLines(text, plain, memo, edits);
  // (a text with no tag at all has no row tags: the cheap test before the plain view is compared with it, character by
  // character where it is another string of the same length)
  // (and before a run-in article heading and its first clause, runInArticleBreaks and runInNumberedArticleBreaks)
  // (and before a numbered clause with its heading run in after a sentence's end, runInSectionBreaks)
  // (and where the paragraphs of a page run together on one line part, pageParagraphBreaks)
  const articles = mergedBreaks(lines ? lines.articles() : runInArticleBreaks(plain), runInNumberedArticleBreaks(plain));
  const runIn = mergedBreaks(mergedBreaks(articles, runInSectionBreaks(plain, articles)), lines ? lines.paragraphs() : pageParagraphBreaks(plain));
  const result = computeSegmentation(plain, memo, mergedBreaks(!text.includes('<') || plain === text ? null : htmlRowBreaks(text, plain), runIn), edits, furniture);
  if (!keep) return result;
  cache.set(text, result);
  if (cache.size > 8) cache.delete(cache.keys().next().value as string);
  return result;
}

/**
 * The text a recording memo segmented first (the review's own), for the plain view of the texts its redlines build
 * (plainViewThrough); its lines' page furniture (page-lines.ts `lineFurniture`) read when first needed, null when the text
 * is not plain text (its plain view is a parse of its markup, not read line by line).
 */
interface FurnitureBase {
  text: string;
  lines?: LineFurniture | null;
  /** Its whole-text gates of the furniture passes that look across lines (page-lines.ts `wholeGates`), read when first needed. */
  gates?: WholeGates;
  /** Its plain view, once segmented; its run-in article breaks and long lines (editedLines), read when first needed. */
  plain?: string;
  articles?: number[];
  pages?: [number, PageLine][];
}

function furnitureBase(text: string, memo: TextMemo, plain?: string): FurnitureBase | undefined {
  const bases = memo.table<FurnitureBase>(plainViewThrough, 'base');
  let known = bases.get('');
  if (!known && memo.records) bases.set('', (known = { text }));
  if (known && plain !== undefined && known.text === text) known.plain ??= plain;
  return known;
}

/**
 * For a text built from the memo's base with `edits`, the run-in breaks read line by line (runInArticleBreaks,
 * pageParagraphBreaks) put together from the base's readings for the lines the edits left whole, moved, and the other
 * lines read (speed round 30); undefined for any other text. The stretches are the plain views' (sharedWith checks
 * each: a blanking that differs far from the edits, a running footer the edits made or unmade, leaves that stretch to
 * be read). Equal to the whole text's readings (test/speed30.test.ts).
 */
function editedLines(text: string, plain: string, memo: TextMemo | undefined, edits: readonly { start: number; end: number; insert: string }[] | undefined): { articles: () => number[] | null; paragraphs: () => number[] | null } | undefined {
  const base = memo && furnitureBase(text, memo, plain);
  if (!base || base.text === text || !edits?.length || base.plain === undefined) return undefined;
  const was = base.plain;
  const regions = lineRegions(was, plain, sharedWith(was, plain, edits));
  reuseCounts.runIn++;
  return {
    articles: () => {
      const from = (base.articles ??= articleBreaksIn(was, 0, was.length));
      const out: number[] = [];
      for (const [a, b, d] of regions) {
        if (d === null) out.push(...articleBreaksIn(plain, a, b));
        else for (let k = 2 * firstWhere(from.length >> 1, (i) => from[2 * i] >= a - d); k < from.length && from[k] < b - d; k += 2) out.push(from[k] + d, from[k + 1] + d);
      }
      return out.length ? out : null;
    },
    paragraphs: () => {
      const from = (base.pages ??= pageLinesIn(was, 0, was.length));
      const out: [number, PageLine][] = [];
      for (const [a, b, d] of regions) {
        if (d === null) out.push(...pageLinesIn(plain, a, b));
        else for (let k = firstWhere(from.length, (i) => from[i][0] >= a - d); k < from.length && from[k][0] < b - d; k++) out.push([from[k][0] + d, from[k][1]]);
      }
      return paragraphBreaksOf(out);
    },
  };
}

/**
 * plainView(text), and for a text built from the memo's base with `edits` (a text verifying a redline), the same plain
 * view read only where the edits are (speed round 30): when both texts are plain text, the plain view is the text with
 * its page furniture blanked, and the furniture's line readings (page-number and banner lines, furniture run into a line,
 * the running lines' keys) are read for each line alone, so a line the edits left whole takes the base's readings, moved;
 * what looks across lines (running headers and footers counted page after page, the lines beside the furniture) is read
 * again on the whole text from those readings (page-lines.ts `furnitureOf`). Equal to plainView(text) for any text and
 * any edits (the stretches outside them are checked, sharedWith; test/speed30.test.ts).
 */
function plainViewThrough(text: string, memo: TextMemo | undefined, edits: readonly { start: number; end: number; insert: string }[] | undefined): { plain: string; furniture: [number, number][] } {
  const base = memo && furnitureBase(text, memo);
  if (base && base.text === text && base.lines === undefined && markupKind(text) === 'plain') {
    // (the base read here, plainView's way, its line readings kept for the texts its redlines build: speed round 31)
    base.lines = lineFurniture(text);
    const furniture = furnitureOf(text, base.lines);
    return { plain: blankRuns(text, furniture), furniture };
  }
  if (!base || base.text === text || !edits?.length) return plainView(text);
  if (base.lines === undefined) base.lines = markupKind(base.text) === 'plain' ? lineFurniture(base.text) : null;
  if (!base.lines) return plainView(text);
  const shared = sharedWith(base.text, text, edits);
  const regions = lineRegions(base.text, text, shared);
  // (whether the edited text is plain, asked only of the lines read afresh: markupKind reads markup hints and character
  // references each within a line, a look-behind reading one character that is not a "\n", so in a base that is plain
  // none lies in the lines it shares; where a line read afresh holds one, the whole text is asked, as before)
  if (regions.some(([a, b, d]) => d === null && markupKind(text.slice(a, b)) !== 'plain') && markupKind(text) !== 'plain') return plainView(text);
  const furniture = furnitureOf(text, editedLineFurniture(base.text, base.lines, text, shared, regions), { regions, was: (base.gates ??= wholeGates(base.text)) });
  reuseCounts.furniture++;
  return { plain: blankRuns(text, furniture), furniture };
}

/**
 * The review's own reading of its text, kept in its memo (the first text segmented through a memo that records): the
 * texts built to verify its redlines are that text with an edit, and read again only what the edit changed (the
 * lines around it, see buildBlocks; a clause outside it is given the reading the review's clause at the same place got,
 * found by its offsets instead of by hashing its text, see computeSegmentation).
 */
interface BaseReading {
  trace: BlockTrace;
  /** The base's clauses' readings (as the memo holds them, by the same key) by clause start, with each clause's end. */
  readings: Map<number, { end: number; reading: ClauseReading }> | null;
}

/** How many characters two strings share at their start. */
function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  // (compared a chunk at a time: a comparison of two strings is the engine's own loop)
  for (const step of [16384, 1024, 64]) while (i + step <= n && a.slice(i, i + step) === b.slice(i, i + step)) i += step;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** How many characters two strings share at their end, at most `max`. */
function commonSuffix(a: string, b: string, max: number): number {
  let i = 0;
  for (const step of [16384, 1024, 64]) while (i + step <= max && a.slice(a.length - i - step, a.length - i) === b.slice(b.length - i - step, b.length - i)) i += step;
  while (i < max && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i++;
  return i;
}

/**
 * The stretches of `text` that are `was`'s: between the edits that made it from `was` when they are given (each checked
 * to be the same text), else its common start and end.
 */
function sharedWith(was: string, text: string, edits?: readonly { start: number; end: number; insert: string }[]): Shared[] {
  const out: Shared[] = [];
  if (edits?.length) {
    const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
    let at = 0;
    let d = 0;
    let ok = true;
    const spans: [number, number, number][] = [];
    for (const e of sorted) {
      if (e.start < at) { ok = false; break; }
      spans.push([at, e.start, d]);
      d += e.insert.length - (e.end - e.start);
      at = e.end;
    }
    spans.push([at, was.length, d]);
    if (ok && was.length + d === text.length) {
      for (const [a, b, dd] of spans) if (b > a && was.slice(a, b) === text.slice(a + dd, b + dd)) out.push({ from: a + dd, to: b + dd, d: dd });
      return out;
    }
  }
  const p = commonPrefix(was, text);
  const s = commonSuffix(was, text, Math.min(was.length, text.length) - p);
  if (p > 0) out.push({ from: 0, to: p, d: 0 });
  if (s > 0) out.push({ from: text.length - s, to: text.length, d: text.length - was.length });
  return out;
}

/** The stretch that holds `[a, b)`, or undefined. */
function stretchOf(shared: Shared[], a: number, b: number): Shared | undefined {
  let lo = 0;
  let hi = shared.length - 1;
  while (lo <= hi) {
    const m = (lo + hi) >> 1;
    if (shared[m].to < b) lo = m + 1;
    else if (shared[m].from > a) hi = m - 1;
    else return shared[m].from <= a && b <= shared[m].to ? shared[m] : undefined;
  }
  return undefined;
}

function computeSegmentation(text: string, memo?: TextMemo, breaks: number[] | null = null, edits?: readonly { start: number; end: number; insert: string }[], furniture?: readonly (readonly [number, number])[]): Segmentation {
  const bases = memo?.table<BaseReading>(computeSegmentation, 'base');
  const known = bases?.get('');
  // (the base is recorded once, by the memo that records: a reader only reads it)
  const trace = memo?.records && !known ? ({} as BlockTrace) : undefined;
  const shared = known && known.trace.text !== text ? sharedWith(known.trace.text, text, edits) : [];
  const base = known && shared.length ? { trace: known.trace, shared } : undefined;
  const blocks = buildBlocks(text, breaks, trace, base, furniture);
  const clauses: Clause[] = [];
  const context: (string | undefined)[] = [];
  // stack of open labels: [{kind, label, heading}]
  let stack: { kind: LabelKind; label: string; heading?: string }[] = [];
  let para = 0;
  // the numbered list open inside a clause (listItem): its last item's number and its entry on the stack
  let list = null as { n: number; entry: { kind: LabelKind; label: string; heading?: string } } | null;
  let prevEnd = 0;
  // whether a paragraph in capitals (a title, "ADDENDUM TO ...") stood between the last numbered block and this one
  let titled = false;
  for (const b of blocks) {
    let section: string;
    let parentHeading: string | undefined;
    const tail = text.slice(Math.max(0, prevEnd - 40), prevEnd);
    prevEnd = b.end;
    const item: Label | null = b.label ? listItem(b.label, stack, list ? list.n : null, tail, titled || b.headingOnly || (!!b.heading && b.heading === b.heading.toUpperCase())) : null;
    if (b.label) titled = false;
    else if (!titled && b.end - b.start > 10 && !/[a-z]/.test(text.slice(b.start, b.end))) titled = true;
    if (list && b.label && !item && (b.label.kind === 'decimal' || b.label.kind === 'article')) list = null;
    if (b.label) {
      const { kind, label }: Label = item ?? b.label;
      if (kind === 'article' || kind === 'decimal') {
        if (kind === 'decimal' && label.includes('.')) {
          // 2.1 nests under 2 or Article 2
          const top = stack.find((x) => x.kind === 'article' || x.kind === 'decimal');
          parentHeading = top?.heading;
          stack = [{ kind, label, heading: b.heading ?? parentHeading }];
        } else {
          const art = stack.find((x) => x.kind === 'article');
          if (kind === 'decimal' && art && !label.includes('.') && stack[0].kind === 'article') {
            parentHeading = art.heading;
            stack = [art, { kind, label, heading: b.heading }];
          } else {
            stack = [{ kind, label, heading: b.heading }];
          }
        }
        section = kind === 'article' ? `Article ${label}` : label;
        if (kind === 'decimal' && stack.length === 2) section = label;
      } else {
        // (the first item of a list under a numbered item read by listItem nests under it: "(A)" under "4(A)(2)")
        const under = list !== null && stack[stack.length - 1] === list.entry && /^\((?:a|A|i|1)\)$/.test(label);
        const idx = under ? -1 : stack.findIndex((x) => x.kind === kind);
        if (idx >= 0) stack = stack.slice(0, idx);
        const base = stack.map((x) => (x.kind === 'article' ? `Article ${x.label}` : x.label));
        const decimalIdx = stack.findIndex((x) => x.kind === 'decimal');
        const prefix = decimalIdx >= 0 ? base.slice(decimalIdx).join('') : base.join('');
        parentHeading = [...stack].reverse().find((x) => x.heading)?.heading;
        section = prefix + label;
        const entry: { kind: LabelKind; label: string; heading?: string } = { kind, label, heading: b.heading };
        stack.push(entry);
        if (item) list = { n: Number(label.slice(1, -1)), entry };
        else if (list && !stack.includes(list.entry)) list = null;
      }
    } else {
      para++;
      const top = stack.find((x) => x.kind === 'article' || x.kind === 'decimal');
      parentHeading = [...stack].reverse().find((x) => x.heading)?.heading;
      section = top && stack.length > 0 ? `${stack.map((x) => x.label).join('')}¶` : `¶${para}`;
      if (b.heading && !b.headingOnly) {
        // An unnumbered heading ends the previous numbered section's scope.
        stack = [];
        section = `¶${para}`;
      }
    }
    const id = `cl_${clauses.length + 1}`;
    const clause: Clause = { id, section, start: b.start, end: b.end };
    if (b.heading) clause.heading = b.heading;
    clauses.push(clause);
    context.push(parentHeading);
  }
  // De-duplicate sections of unnumbered paragraphs inside a numbered section: 3¶ → 3¶1, 3¶2
  const seen = new Map<string, number>();
  for (const c of clauses) {
    if (c.section.endsWith('¶')) {
      const n = (seen.get(c.section) ?? 0) + 1;
      seen.set(c.section, n);
      c.section = `${c.section}${n}`;
    }
  }
  const sentences: Sentence[] = [];
  let tokens: PieceTokens;
  let sentenceText: Segmentation['sentenceText'];
  let readings: ClauseReading[] | undefined;
  if (memo && separated(text, clauses)) {
    // each clause's sentences and pieces are read once per wording (memo.ts); the pieces of a text are those
    // of its clauses and of the space between them, since no word runs across a clause's edge
    const kept = memo.lookup<ClauseReading>(readClause);
    // a clause whose key lies where the text is the base's (before the edit, or after it by `d` characters) has the key
    // of the base's clause at that place: the memo holds that clause's reading under it, the one the base was given
    const byStart = base ? known!.readings : null;
    const atBase = (c: Clause): ClauseReading | undefined => {
      const st = byStart ? stretchOf(shared, c.start, c.end + SPLIT_LOOKAHEAD) : undefined;
      const k = st && byStart!.get(c.start - st.d);
      if (!k || k.end !== c.end - st!.d) return undefined;
      reuseCounts.readings++;
      return k.reading;
    };
    readings = clauses.map((c) => c.end + SPLIT_LOOKAHEAD <= text.length
      // the key's length gives the clause's: SPLIT_LOOKAHEAD characters follow it
      ? atBase(c) ?? kept(text.slice(c.start, c.end + SPLIT_LOOKAHEAD), () => readClause(text, c.start, c.end))
      : readClause(text, c.start, c.end));
    if (trace) {
      const byPlace = new Map<number, { end: number; reading: ClauseReading }>();
      clauses.forEach((c, i) => {
        if (c.end + SPLIT_LOOKAHEAD <= text.length) byPlace.set(c.start, { end: c.end, reading: readings![i] });
      });
      bases!.set('', { trace, readings: byPlace });
    }
    const raw: string[] = [];
    const spaced: string[] = [];
    const cue: string[] = [];
    for (let i = 0; i < clauses.length; i++) {
      const c = clauses[i];
      const r = readings[i];
      const rel = r.sentences;
      for (let k = 0; k < rel.length; k += 2) sentences.push({ clause_id: c.id, section: c.section, start: c.start + rel[k], end: c.start + rel[k + 1] });
      for (let k = 0; k < r.raw.length; k++) {
        raw.push(r.raw[k]);
        spaced.push(r.spaced[k]);
        cue.push(r.cue[k]);
      }
    }
    tokens = joinTokens(text, clauses, readings);
    sentenceText = { raw, spaced, cue };
  } else {
    for (const c of clauses) {
      for (const [a, b] of splitSentences(text, c.start, c.end)) {
        sentences.push({ clause_id: c.id, section: c.section, start: a, end: b });
      }
    }
    tokens = pieceTokens(text);
  }
  const marks = new PieceMarks();
  for (let i = 0, t = 0; i < clauses.length; i++) {
    const c = clauses[i];
    const headEnd = Math.min(c.end, c.start + 600);
    t = marks.resetFrom(tokens, t, c.start, headEnd);
    const head = text.slice(c.start, headEnd);
    // the gate only skips patterns that cannot match (gate.ts), so the type depends on the words alone
    let type: string | null | undefined;
    if (readings) {
      // the head is the start of the clause its reading was kept for: the type is kept with the reading, by heading and context
      const known = (readings[i].types ??= new Map());
      const scope = `${keyPart(c.heading)}${keyPart(context[i])}`;
      type = known.get(scope);
      if (type === undefined) known.set(scope, (type = classifyClauseMarked(head, c.heading, context[i], marks) ?? null));
    } else {
      type = memo
        ? memo.get(classifyClauseMarked, `${keyPart(c.heading)}${keyPart(context[i])}`, head, () => classifyClauseMarked(head, c.heading, context[i], marks) ?? null)
        : classifyClauseMarked(head, c.heading, context[i], marks);
    }
    if (type) c.clause_type = type;
  }
  if (trace && !bases!.get('')) bases!.set('', { trace, readings: null });
  const result: Segmentation = sentenceText ? { clauses, sentences, context, tokens, plain: text, sentenceText } : { clauses, sentences, context, tokens, plain: text };
  if (trace) traces.set(result, trace);
  return result;
}

/**
 * A bare number ("2.", "2)") inside a clause that is a numbered item of a list, not a top-level section: the clause it
 * stands in is a sub-clause (2.1, 9.1) or an item of one ((c), (iv)), and either the number is 1 after a lead-in that
 * ends with a colon ("... liable for any of the following:"), or it is the next number of a list already open there,
 * which a top-level section's next number (10 after 9.1) is only when the item before did not end its sentence ("; or").
 * A first item that is a heading alone or in capitals, that follows "agree as follows:", or that a paragraph in capitals
 * (a title: an addendum's, an exhibit's) stands before, opens no list.
 * Read as "(2)" under the clause: "9.1(c)(2)", as "c." is "(c)". Null for any other label.
 */
function listItem(label: Label, stack: { kind: LabelKind; label: string }[], last: number | null, tail: string, headed: boolean): Label | null {
  if (label.kind !== 'decimal' || !/^\d{1,2}$/.test(label.label) || !/^\d/.test(label.raw)) return null;
  const top = stack.find((x) => x.kind === 'decimal' || x.kind === 'article');
  if (!top || !stack.some((x) => (x.kind === 'decimal' && x.label.includes('.')) || (x.kind !== 'decimal' && x.kind !== 'article'))) return null;
  const n = Number(label.label);
  const topN = top.kind === 'article' && !/^\d/.test(top.label) ? fromRoman(top.label) : Number(top.label.split('.')[0]);
  if (topN === null || !Number.isFinite(topN)) return null;
  // (not a first item that is a heading alone or in capitals, nor one after the parties' "agree as follows:": the
  // operative clauses after recitals lettered A, B, ...)
  const open = n === 1 ? /:["”’)]*$/.test(tail) && !headed && !/\bAGREED?\s+AS\s+FOLLOWS:$/i.test(tail) : last !== null && n === last + 1 && (n !== topN + 1 || !/\.["”’)]*$/.test(tail));
  return open ? { kind: 'paren-num', label: `(${n})`, raw: label.raw, length: label.length } : null;
}

/** An optional string as an unambiguous key prefix. */
function keyPart(s: string | undefined): string {
  return s === undefined ? '-|' : `${s.length}|${s}`;
}

/**
 * A clause's sentence boundaries and pattern pieces, relative to its start. They depend on the clause's
 * characters and on at most SPLIT_LOOKAHEAD characters after it (splitSentences peeks at what follows a full
 * stop), so those and the clause's length are its memo key.
 */
interface ClauseReading {
  /** start, end of each sentence */
  sentences: Int32Array;
  /** each sentence's text, with its white space as one space, and so past the heading lines it opens with (cueOf) */
  raw: string[];
  spaced: string[];
  cue: string[];
  tokens: PieceTokens;
  /** the clause's type (null: none) by its heading and context (keyPart of each), as classified */
  types?: Map<string, string | null>;
}

function readClause(text: string, from: number, to: number): ClauseReading {
  const spans = splitSentences(text, from, to);
  const sentences = new Int32Array(spans.length * 2);
  const raw = new Array<string>(spans.length);
  const spaced = new Array<string>(spans.length);
  const cue = new Array<string>(spans.length);
  for (let k = 0; k < spans.length; k++) {
    sentences[2 * k] = spans[k][0] - from;
    sentences[2 * k + 1] = spans[k][1] - from;
    raw[k] = text.slice(spans[k][0], spans[k][1]);
    spaced[k] = asWritten(raw[k]);
    cue[k] = cueOf(raw[k], spaced[k]);
  }
  const t = pieceTokens(text, from, to);
  const start = t.start.slice(0, t.count);
  for (let k = 0; k < t.count; k++) start[k] -= from;
  return { sentences, raw, spaced, cue, tokens: { ...t, start, id: t.id.slice(0, t.count) } };
}

/**
 * A sentence as the cue patterns read it: past the heading lines it opens with, one-spaced (`spaced`, the same string,
 * when it opens with none).
 */
export function cueOf(raw: string, spaced: string): string {
  const at = afterHeadingLines(raw);
  // (a row's label in title case is no heading when its value only switches it off: "Professional Indemnity Insurance:
  // Not applicable" is read whole, as "no Professional Indemnity Insurance: ...", as-written.ts)
  if (!at) return spaced;
  const rest = raw.slice(at);
  return SWITCH_VALUE_START_RE.test(rest) && spaced !== oneSpace(raw) ? spaced : asWritten(rest);
}
/** What a switched-off row's value starts with (as-written.ts reads such rows). */
const SWITCH_VALUE_START_RE = /^\s*(?:none|nil|n\/a|not\s+(?:applicable|required|provided|included|offered|available|covered)|excluded)\b/i;

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function hasAlnum(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (isAlnum(text.charCodeAt(i))) return true;
  return false;
}

/**
 * The clauses come in order without overlapping, and no word runs across the edge of one (clauses start and
 * end at line edges, so this holds; it is checked, and the text is scanned whole otherwise).
 */
function separated(text: string, clauses: Clause[]): boolean {
  const cut = (p: number) => p <= 0 || p >= text.length || !isAlnum(text.charCodeAt(p - 1)) || !isAlnum(text.charCodeAt(p));
  return clauses.every((c, i) => c.start < c.end && (i === 0 || clauses[i - 1].end <= c.start) && cut(c.start) && cut(c.end));
}

/** The pieces of the whole text, in the order one scan gives (by end): the clauses' and those between them. */
function joinTokens(text: string, clauses: Clause[], readings: ClauseReading[]): PieceTokens {
  const parts: { at: number; t: PieceTokens }[] = [];
  let at = 0;
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i];
    if (c.start > at && hasAlnum(text, at, c.start)) parts.push({ at: 0, t: pieceTokens(text, at, c.start) });
    parts.push({ at: c.start, t: readings[i].tokens });
    at = c.end;
  }
  if (at < text.length && hasAlnum(text, at, text.length)) parts.push({ at: 0, t: pieceTokens(text, at, text.length) });
  let count = 0;
  let known = Infinity;
  let maxLen = 0;
  for (const p of parts) {
    count += p.t.count;
    // pieces registered after a part was read are not in it: the index treats them as possibly anywhere
    known = Math.min(known, p.t.known);
    maxLen = Math.max(maxLen, p.t.maxLen);
  }
  const start = new Int32Array(count);
  const id = new Int32Array(count);
  let k = 0;
  for (const p of parts) {
    for (let j = 0; j < p.t.count; j++) {
      start[k] = p.at + p.t.start[j];
      id[k++] = p.t.id[j];
    }
  }
  return { count, start, id, known: Number.isFinite(known) ? known : pieceTokens('').known, maxLen };
}
const SPLIT_LOOKAHEAD = 8;

const ABBREVIATIONS = new Set([
  'inc', 'ltd', 'co', 'corp', 'no', 'nos', 'art', 'sec', 'secs', 'mr', 'mrs', 'ms', 'dr', 'st', 'e.g', 'i.e', 'etc',
  'vs', 'v', 'u.s', 'l.l.c', 'llc', 'n.a', 's.a', 'para', 'cl', 'par', 'jr', 'sr', 'p', 'pp', 'approx', 'b.v', 'n.v',
  'u.k', 'plc', 'pty', 'gmbh', 'ag', 'sa', 'fig', 'viz', 'cf', 'et al', 'al', 'incl', 'dept', 'govt', 'u.s.a', 'esq',
  // (the rupee's sign: "Rs. 500/-")
  'rs',
  // (company forms written with full stops inside a sentence: Singapore's "Pte. Ltd.", India's "Pvt. Ltd.", Malaysia's
  // "Sdn. Bhd.", Slovakia's and Czechia's "a.s." and "s.r.o.", Italy's "S.p.A." and "S.r.l.", Japan's "K.K.")
  'pte', 'pvt', 'sdn', 'bhd', 'a.s', 's.r.o', 's.p.a', 's.r.l', 'k.k',
]);

/**
 * Sentence boundaries inside [from, to): sentence punctuation followed by space and a capital,
 * quote, digit or bracket; inline enumerations "...; (b) ..." and line breaks that start a list item.
 */
export function splitSentences(text: string, from: number, to: number): [number, number][] {
  const out: [number, number][] = [];
  let s = from;
  const push = (a: number, b: number) => {
    while (a < b && isSpace(text.charCodeAt(a))) a++;
    while (b > a && isSpace(text.charCodeAt(b - 1))) b--;
    if (b > a) out.push([a, b]);
  };
  for (let i = from; i < to; i++) {
    // the next . ! ? ; : or newline (a regular expression finds it several times faster than a loop over the characters)
    CANDIDATE_RE.lastIndex = i;
    if (!CANDIDATE_RE.test(text)) break;
    i = CANDIDATE_RE.lastIndex - 1;
    if (i >= to) break;
    const code = text.charCodeAt(i);
    {
      let j = i + 1;
      while (j < to && isCloser(text.charCodeAt(j))) j++;
      if (j >= to) break;
      if (code !== 10 && !isSpace(text.charCodeAt(j))) continue;
      let k = j;
      while (k < to && isSpace(text.charCodeAt(k))) k++;
      if (k >= to) break;
      // what follows is read up to 8 characters on (readClause's SPLIT_LOOKAHEAD must cover it)
      if (code === 10) {
        // a hard wrap inside a sentence is not a boundary; a new list item is
        if (!enumeratorAt(text, k) || (text.charCodeAt(k) === 40 && /^\(\d/.test(text.slice(k, k + 2)) && endsInNumberWord(text.slice(Math.max(s, i - 40), i)))) continue;
      } else if (code === 59 || code === 58) {
        if (!enumeratorAt(text, k) && !andOrItemAt(text, k)) continue;
      } else {
        if (!startsSentence(text.charCodeAt(k))) continue;
        if (code === 46) {
          // abbreviation or initial before the full stop?
          let w = i - 1;
          while (w >= from && /[A-Za-z.]/.test(text[w])) w--;
          const word = text.slice(w + 1, i).toLowerCase();
          if (ABBREVIATIONS.has(word)) continue;
          if (/^[a-z]$/i.test(word) && /[A-Z]/.test(text[w + 1] ?? '')) continue; // initials "J. Smith"
          if (/\d$/.test(text.slice(Math.max(from, i - 1), i)) && /^\d/.test(text[k])) continue; // 1.2
          if (i - from < 6 && /^\s*[\d.]+$/.test(text.slice(s, i))) continue; // "1. " label
        }
      }
      push(s, code === 10 ? i : j);
      s = k;
      i = k - 1;
    }
  }
  push(s, to);
  return mergeFragments(text, out);
}

const CANDIDATE_RE = /[.!?;:\n]/g;

/** A closing quote or bracket after sentence punctuation: " ” ’ ) ] */
function isCloser(c: number): boolean {
  return c === 34 || c === 0x201d || c === 0x2019 || c === 41 || c === 93;
}

/** What may start a sentence after . ! or ?: a capital, digit, opening quote or bracket. */
function startsSentence(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 0x201c || c === 34 || c === 39 || c === 40 || c === 0x2018 || c === 91;
}

const ENUM_PAREN_RE = /^\((?:[a-z]{1,2}|[ivx]{1,4}|\d{1,2}|[A-Z])\)/;
const ENUM_DOT_RE = /^(?:[a-z]|[ivx]{1,4}|\d{1,2})[.)]\s/;

/** A list item's label at k: "(a)", "(iv)", "(2)", "(B)", "a. ", "iv) ", "2. " (a cheap look at the first character first). */
function enumeratorAt(text: string, k: number): boolean {
  const c = text.charCodeAt(k);
  if (c !== 40 && !(c >= 97 && c <= 122) && !(c >= 48 && c <= 57)) return false;
  const nextTwo = text.slice(k, k + 5);
  return ENUM_PAREN_RE.test(nextTwo) || ENUM_DOT_RE.test(nextTwo);
}

/** "and (b) ..." or "or (c) ..." at k. */
function andOrItemAt(text: string, k: number): boolean {
  const c = text.charCodeAt(k);
  return (c === 97 || c === 111) && /^(?:and|or)\s+\(/.test(text.slice(k, k + 8));
}

const LABEL_ONLY_RE = new RegExp(`^${BARE_LABEL}$`);
const CONJUNCTION_ONLY_RE = /^(?:and|or|and\/or|but)[,;:]?$/i;

/**
 * A bare list label ("a.", "(iv)", "2.1") is not a sentence: it joins the sentence it labels. A bare
 * conjunction between list items ("; or" on its own) joins the item before it.
 */
function mergeFragments(text: string, spans: [number, number][]): [number, number][] {
  if (spans.length < 2) return spans;
  const out: [number, number][] = [];
  for (let k = 0; k < spans.length; k++) {
    const [a, b] = spans[k];
    if (b - a <= 8) {
      const t = text.slice(a, b);
      if (k + 1 < spans.length && LABEL_ONLY_RE.test(t)) {
        spans[k + 1] = [a, spans[k + 1][1]];
        continue;
      }
      if (out.length && CONJUNCTION_ONLY_RE.test(t)) {
        out[out.length - 1][1] = b;
        continue;
      }
    }
    out.push([a, b]);
  }
  return out;
}
