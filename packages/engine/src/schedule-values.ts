/**
 * A schedule's or particulars' value read into the clause that refers to it (engine README, "Terms in tables and
 * schedules, round 2"). A contract often states a term by a name and gives its value in a row elsewhere: "For the
 * Restricted Period after the Termination Date ... The Restricted Period is as stated in Schedule 3" over "| Restricted
 * Period | 36 months |", "the Bond specified in Item 6" over "Item 6 — Bond: six months' rent". A check reading the
 * clause sees no value, and one reading the row sees no topic. Here the clause is read with the row's value after the
 * name ("the Restricted Period of 36 months"), as key terms read a named period from a cover page's field (keyterms.ts
 * `namedPeriod`, `periodField`); the row is cited beside the clause (review.ts `withEvidence`).
 *
 * A name is filled only where the document ties it to a place that gives values: the sentence names the place after
 * it ("the Deposit specified in Item 6", "the fees set out in the Order Form"), or another sentence says the name is
 * stated there ("The Restricted Period and Restricted Territory are as stated in Schedule 3"). A bare "Item 6" is filled
 * with that item's value. Rows are the segmenter's (segment.ts `labelledRow`): one line, a label and a value that is no
 * clause of its own.
 */
import { labelledRow } from './segment.js';

/** A place that gives values: an item, a schedule, the particulars, an order form, a cover page, an annex. */
const PLACE = String.raw`(?:(?:the\s+)?(?:Reference\s+)?Schedule(?:\s+[A-Z0-9]{1,4}\b)?|Item\s+\d{1,2}[A-Za-z]?\b|(?:the\s+)?(?:Particulars|Order\s+Form|Cover\s+Page|Key\s+(?:Terms|Details)|Details\s+Schedule|Contract\s+Details|Statement\s+of\s+Work)\b|(?:Annex(?:ure)?|Appendix|Exhibit|Attachment)\s+[A-Z0-9]{1,4}\b)`;
/** The cheap test before the rest: a place that gives values is named, and a row may be there. */
const PLACE_HINT_RE = /\b(?:Item\s+\d|Schedule|Particulars|Order\s+Form|Cover\s+Page|Key\s+(?:Terms|Details)|Details|Annex|Appendix|Exhibit|Attachment|Statement\s+of\s+Work)\b/;
/** A name tied to the place: "as stated in Schedule 3", "specified in Item 6", "set out in the Order Form", "(Item 6)". */
const TIED_RE = new RegExp(String.raw`\b(?:(?:is|are)\s+)?(?:as\s+)?(?:specified|set\s+(?:out|forth)|stated|shown|described|listed|identified|given|provided|referred\s+to|nominated|detailed|defined)\s+(?:in|at|on|under)\s+${PLACE}|\(\s*${PLACE}\s*\)|\b(?:in|at|under)\s+${PLACE}`, 'g');
/** "Item 6" alone: its value fills it. */
const ITEM_REF_RE = /\bItem\s+(\d{1,2}[A-Za-z]?)\b(?!\s*[-–—.:)]?\s*[A-Z][a-z]+\s*(?::|\s[-–—]|\t| {3,}))/g;

/**
 * A row's parts: an optional item number, a label, and the value after the cell's edge (a pipe, a colon, a dash, a tab
 * or a column's gap of three spaces or more): "Item 6 — Bond: six months' rent", "| Restricted Period | 36 months |".
 */
const ROW_PARTS_RE = /^[ \t|]*(?:Item\s+(\d{1,2}[A-Za-z]?)\s*[-–—.:)]?\s*)?([A-Z][A-Za-z0-9'’&/() -]{1,60}?)(?:[ \t]*(?:\||:|[-–—](?=\s))[ \t]*|\t[ \t]*| {3,})(\S[^\n]*?)[ \t|]*$/;
/** A label that is no name a clause fills: a column heading or a generic word. */
const NO_NAME_RE = /^(?:term|item|details?|meaning|description|value|particulars?|matter|heading|field|entry|amount|no\.?|number|clause|reference|notes?)$/i;
/** A value that says nothing: a blank, a dash, a placeholder. */
const EMPTY_VALUE_RE = /^(?:[-–—_.\s]*|\[[^\]]*\]|tbc|tba|to be (?:confirmed|agreed|advised))$/i;

interface RowValue {
  /** the row's sentence */
  at: number;
  label: string;
  value: string;
}

export interface ScheduleFill {
  /** each filled sentence's text as the checks read it */
  text: Map<number, string>;
  /** each filled sentence's text as the cues read it (past its heading lines) */
  cue: Map<number, string>;
  /** each filled sentence's rows, cited beside it */
  rows: Map<number, number[]>;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The sentences whose named terms a row of the document gives a value for, read with the value (`spaced`: the sentences
 * as the checks read them, `cues` as their cues do; `raw`: as segmented, for the rows). Null when there is none (most documents: the cheap test
 * before anything is looked for is a place name in the text).
 */
export function scheduleFills(whole: string, raw: readonly string[], spaced: readonly string[], cues: readonly string[]): ScheduleFill | null {
  if (!PLACE_HINT_RE.test(whole)) return null;
  const rows: RowValue[] = [];
  const items = new Map<string, RowValue>();
  const isRow = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const r = raw[i];
    if (r.length > 300 || !labelledRow(r)) continue;
    const m = ROW_PARTS_RE.exec(r.trim());
    if (!m) continue;
    const label = m[2].trim().replace(/\s+/g, ' ');
    const value = m[3].trim().replace(/\s+/g, ' ');
    if (EMPTY_VALUE_RE.test(value) || value.length > 200) continue;
    isRow[i] = 1;
    const row = { at: i, label, value };
    if (m[1]) items.set(m[1].toLowerCase(), row);
    if (!NO_NAME_RE.test(label) && label.split(' ').length <= 5) rows.push(row);
  }
  if (!rows.length && !items.size) return null;
  // the names the document ties to a place that gives values (a sentence that names it and the place)
  const tied = new Set<RowValue>();
  const names = rows.map((row) => {
    const label = escape(row.label).replace(/\\? /g, '\\s+');
    return { row, re: new RegExp(String.raw`\b(?:the|The|a|any|such)\s+(${label})\b(?!\s+(?:of|is|are|means?)\s+\d)`, 'gi'), bare: new RegExp(String.raw`\b(${label})\b`, 'gi') };
  });
  for (let i = 0; i < spaced.length; i++) {
    if (isRow[i]) continue;
    const t = spaced[i];
    TIED_RE.lastIndex = 0;
    if (!TIED_RE.test(t)) continue;
    // (named with or without its article: "The Restricted Period and Restricted Territory are as stated in Schedule 3")
    for (const n of names) for (const m of t.matchAll(n.bare)) if (/^[A-Z]/.test(m[1])) tied.add(n.row);
  }
  const text = new Map<number, string>();
  const cue = new Map<number, string>();
  const cited = new Map<number, number[]>();
  const fill = (t: string, used: number[]): string => {
    for (const n of names) {
      if (!tied.has(n.row)) continue;
      n.re.lastIndex = 0;
      let filled = false;
      t = t.replace(n.re, (all: string, name: string) => {
        // a defined name in capitals ("the Restricted Period"), once a sentence
        if (filled || !/^[A-Z]/.test(name)) return all;
        filled = true;
        return `${all} of ${n.row.value}`;
      });
      if (filled && !used.includes(n.row.at)) used.push(n.row.at);
    }
    if (items.size && t.includes('Item')) {
      t = t.replace(ITEM_REF_RE, (all: string, no: string) => {
        const row = items.get(no.toLowerCase());
        if (!row || used.includes(row.at)) return all;
        used.push(row.at);
        return `${all} (${row.label}: ${row.value})`;
      });
    }
    return t;
  };
  for (let i = 0; i < spaced.length; i++) {
    if (isRow[i]) continue;
    const used: number[] = [];
    const t = fill(spaced[i], used);
    if (!used.length) continue;
    text.set(i, t);
    cue.set(i, cues[i] === spaced[i] ? t : fill(cues[i], []));
    cited.set(i, used);
  }
  return text.size ? { text, cue, rows: cited } : null;
}
