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
 * it ("the Deposit specified in Item 6", "the Notice Period stated in the Order Form"), or another sentence says the
 * name is stated there ("The Restricted Period and Restricted Territory are as stated in Schedule 3"), or (session 27,
 * defs27) the row is one of a table, a name of two words or more, whatever the table's heading ("Key term | Value",
 * "CONTRACT SUMMARY", "| Item | Detail |"): the clause naming it whole in capitals points to it; only with a value
 * a position is judged on (a duration, a sum, a percentage: MEASURE_RE); only the whole name; never a price's own name.
 * A bare "Item 6" is filled with that item's label and value. Rows are the segmenter's (segment.ts `labelledRow`): one
 * line, a label and a value that is no clause of its own. Fee and rent tables' rise rows are read with the table's
 * noun (increaseRows).
 */
import { SWITCHED_OFF_VALUE } from './as-written.js';
import { labelledRow, MAY_HOLD_ROWS_RE } from './segment.js';
import type { TextMemo } from './memo.js';

/** A place that gives values: an item, a schedule, the particulars, an order form, a cover page, an annex. */
const PLACE = String.raw`(?:(?:the\s+)?(?:Reference\s+)?Schedule(?:\s+[A-Z0-9]{1,4}\b)?|Item\s+\d{1,2}[A-Za-z]?\b|(?:the\s+)?(?:Particulars|Order\s+Form|Cover\s+Page|Key\s+(?:Terms|Details)|Details\s+Schedule|Contract\s+Details|Statement\s+of\s+Work)\b|(?:Annex(?:ure)?|Appendix|Exhibit|Attachment)\s+[A-Z0-9]{1,4}\b)`;
/** The cheap test before the rest: a place that gives values is named, and a row may be there. */
const PLACE_HINT_RE = /\b(?:Item\s+\d|Schedule|Particulars|Order\s+Form|Cover\s+Page|Key\s+(?:Terms|Details)|Details|Annex|Appendix|Exhibit|Attachment|Statement\s+of\s+Work|SCHEDULE|PARTICULARS|ORDER\s+FORM|KEY\s+(?:TERMS|DETAILS)|COMMERCIAL\s+TERMS)\b/;
/** A name tied to the place: "as stated in Schedule 3", "specified in Item 6", "set out in the Order Form", "(Item 6)". */
const TIED_RE = new RegExp(String.raw`\b(?:(?:is|are)\s+)?(?:as\s+)?(?:specified|set\s+(?:out|forth)|stated|shown|described|listed|identified|given|provided|referred\s+to|nominated|detailed|defined)\s+(?:in|at|on|under)\s+${PLACE}|\(\s*${PLACE}\s*\)|\b(?:in|at|under)\s+${PLACE}`, 'g');
/** A schedule, annex or appendix named by its number in a clause ("set out in Schedule C"). */
const BLANK_PLACE_REF_RE = /\b((?:Schedule|SCHEDULE|Annex(?:ure)?|ANNEX(?:URE)?|Appendix|APPENDIX|Exhibit|EXHIBIT)\s+[A-Z0-9]{1,4})\b(?!\s*(?:[-–—:]|\n))/g;
/** "Item 6" alone: its value fills it. */
const ITEM_REF_RE = /\bItem\s+(\d{1,2}[A-Za-z]?)\b(?!\s*[-–—.:)]?\s*[A-Z][a-z]+\s*(?::|\s[-–—]|\t| {3,}))/g;

/**
 * A row's parts: an optional item number, a label, and the value after the cell's edge (a pipe, a colon, a dash, a tab
 * or a column's gap of three spaces or more): "Item 6 — Bond: six months' rent", "| Restricted Period | 36 months |".
 */
const ROW_PARTS_RE = /^[ \t|]*(?:Item\s+(\d{1,2}[A-Za-z]?)\s*[-–—.:)]?\s*)?([A-Z][A-Za-z0-9'’&/() -]{1,60}?)(?:[ \t]*(?:\||:|[-–—](?=\s))[ \t]*|\t[ \t]*| {3,})(\S[^\n]*?)[ \t|]*$/;
/** One of several "Label: value" pairs a row line holds apart by pipes. */
const PAIR_RE = /^([A-Z][A-Za-z0-9'’&/() -]{1,60}?)\s*:\s*(\S[^|]*?)$/;
/**
 * A heading that makes the rows under it a place that gives values ("ORDER FORM", "## Key Terms", "SCHEDULE 1 -
 * COMMERCIAL PARTICULARS"): a row of a name of two words or more under it is tied to that place, as "the Notice Period
 * stated in the Order Form" ties it, when the clause names it whole in capitals.
 */
const PLACE_HEADING_RE = /^[#\s]*(?:[\w-]+\s+){0,3}?(?:order\s+form|schedule|particulars|key\s+(?:terms|details|commercial\s+terms)|commercial\s+terms|cover\s+page|contract\s+details|details\s+schedule)\b[^.;]{0,60}$/i;
/** A label that is no name a clause fills: a column heading or a generic word. */
const NO_NAME_RE = /^(?:term|item|details?|meaning|description|value|particulars?|matter|heading|field|entry|amount|no\.?|number|clause|reference|notes?)$/i;
/**
 * A value a position is judged on: a duration, a sum or a percentage, first in the value ("36 months", "six (6) months'
 * rent", "US$250,000", "180 days", "15%"); not a name, an address or a description.
 */
const MEASURE_RE = /^(?:(?:up\s+to|at\s+least|not\s+(?:less|more)\s+than|no\s+(?:less|more)\s+than|a\s+(?:minimum|maximum)\s+of|an?|the\s+(?:greater|lesser)\s+of)\s+)?(?:(?:[A-Z]{2,3}\s?)?[$£€₹¥]\s?\d|(?:USD|GBP|EUR|AUD|CAD|NZD|SGD|INR|HKD|ZAR|KES|GHS|NGN|CHF|JPY)\s?\d|(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|forty-five|fifty|sixty|seventy|eighty|ninety|hundred)\b[^|]{0,30}?(?:hours?|days?|weeks?|months?|years?|%|per\s?cent|percent|[$£€₹])|(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s*(?:\(\d+\)\s*)?(?:months?|weeks?)['’]?\s+(?:rent|fees?|charges|salary|pay|remuneration))/i;
/** A price's own name: a fee, the rent, the charges (their amounts alone judge nothing; their rises are increaseRows'). */
const PRICE_NAME_RE = /^(?:(?:annual|monthly|base|basic|subscription|licen[cs]e|service|platform|contract)\s+)*(?:fees?|rent|price|charges?|salary|remuneration|royalt(?:y|ies))$/i;
/**
 * A value left to be filled in: a placeholder ("[●] per annum", "$[insert] per annum", "[To be completed by the Landlord
 * before the Commencement Date.]", "$_____") with no figure beside it. A clause naming such a row is read with "(left
 * blank)" after the name, so that a check can tell a term the form leaves blank from a term it states.
 */
const BLANK_RE = /\[\s*(?:[●•…._\s-]*|(?:insert|to\s+be\s+(?:completed|inserted|confirmed|agreed|advised|determined)|amount|tbc|tba|blank)\b[^\]]{0,120})\]|_{3,}|[●•]/i;
const isBlank = (v: string): boolean => BLANK_RE.test(v) && !/\d/.test(v.replace(BLANK_RE, ''));
/** A schedule headed by its name whose body is a placeholder alone ("SCHEDULE C - BASIC RENT" over "[To be completed ...]"). */
const BLANK_PLACE_HEAD_RE = /^\s*((?:SCHEDULE|Schedule|ANNEX(?:URE)?|Annex(?:ure)?|APPENDIX|Appendix|EXHIBIT|Exhibit)\s+[A-Z0-9]{1,4})\b/;
const BLANK_BODY_RE = /^\s*(?:\[[^\]]{0,200}\]|_{3,}|[●•])\s*\.?\s*$/;
/** A value that switches a row's term off (as-written.ts's values, which read such a row as "no <label>"; and "No", "Not purchased", "Not selected"). */
const OFF_VALUE_RE = new RegExp(String.raw`^(?:${SWITCHED_OFF_VALUE}|no|not\s+(?:purchased|selected))\b`, 'i');
/**
 * A clause that holds only if the order form (schedule, particulars) says a term is included: "Where the Order Form
 * states that the Infringement Indemnity is included, the Provider will defend ...", "If the Order Form provides that IP
 * Indemnification is included", "Where the Order Form says the intellectual property indemnity applies". The name is
 * group 1.
 */
const CONDITION_ON_ROW_RE = /\b(?:if|where|when|to\s+the\s+extent(?:\s+that)?)\s+(?:the\s+)?(?:applicable\s+|relevant\s+)?(?:Order\s+Form|Order|Schedule(?:\s+[A-Z0-9]{1,4})?|Particulars|Cover\s+Page|Key\s+(?:Terms|Details)|Statement\s+of\s+Work|Subscription\s+Plan|Plan)\s+(?:states?|provides?|specif(?:y|ies)|says?|indicates?|shows?|records?|confirms?)\s+(?:that\s+)?(?:the\s+)?([A-Za-z][\w'’ -]{1,60}?)\s+(?:(?:is|are)\s+(?:included|applicable|purchased|selected|ordered|provided)|appl(?:y|ies))\b/i;
const CONDITION_GATE_RE = /\b(?:states?|provides?|specif|says?|indicates?|shows?|records?|confirms?)\b/i;

/** Sentences made conditional on a row switched off: read as that row ("Infringement Indemnity: not included"), the row cited. */
function conditionsOff(spaced: readonly string[], isRow: Uint8Array, off: RowValue[], text: Map<number, string>, cue: Map<number, string>, cited: Map<number, number[]>): void {
  const key = (s: string) => s.toLowerCase().replace(/['’]/g, '').replace(/\bintellectual property\b/g, 'ip').replace(/\bindemnification\b/g, 'indemnity').replace(/\s+/g, ' ').trim();
  for (let i = 0; i < spaced.length; i++) {
    if (isRow[i] || !CONDITION_GATE_RE.test(spaced[i])) continue;
    const m = CONDITION_ON_ROW_RE.exec(spaced[i]);
    if (!m) continue;
    const name = key(m[1]);
    const row = off.find((r) => key(r.label) === name);
    if (!row) continue;
    const t = `The ${row.label} is not included (${row.label}: ${row.value}).`;
    text.set(i, t);
    cue.set(i, t);
    cited.set(i, [row.at]);
  }
}

/** A value that says nothing: a blank, a dash, a placeholder. */
const EMPTY_VALUE_RE = /^(?:[-–—_.\s]*|\[[^\]]*\]|tbc|tba|to be (?:confirmed|agreed|advised))$/i;

interface RowValue {
  /** the row's sentence */
  at: number;
  label: string;
  value: string;
  /** the value is a placeholder (isBlank) */
  blank?: boolean;
}

export interface ScheduleFill {
  /** each filled sentence's text as the checks read it */
  text: Map<number, string>;
  /** each filled sentence's text as the cues read it (past its heading lines) */
  cue: Map<number, string>;
  /** each filled sentence's rows, cited beside it */
  rows: Map<number, number[]>;
}

/**
 * The rows a sentence holds: itself when it is one row, else its lines when each is a row (a grid read whole, "Item 8
 * | Security Amount | five months' rent"), past a heading line it opens with ("Schedule A" over its first row).
 */
function rowLines(r: string): string[] {
  if (r.length > 4000) return [];
  if (!r.includes('\n')) return r.length <= 300 && labelledRow(r) ? [r.trim()] : [];
  const lines = r.split('\n').map((l) => l.trim()).filter(Boolean);
  const first = lines.length > 1 && !labelledRow(lines[0]) && lines[0].length <= 80 && !/[.;]$/.test(lines[0]) ? 1 : 0;
  const rest = lines.slice(first);
  return rest.length && rest.every((l) => l.length <= 300 && labelledRow(l)) ? rest : [];
}

/** Whether sentence i's row is one of a table: its sentence holds two rows or more, or a sentence beside it is a row too. */
function inTable(read: readonly SentenceRows[], i: number): boolean {
  const rowsAt = (k: number): number => (k >= 0 && k < read.length ? read[k].parts.filter(Boolean).length : 0);
  return rowsAt(i) >= 2 || rowsAt(i - 1) > 0 || rowsAt(i + 1) > 0;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A raw sentence's rows as scheduleFills reads them: each row line's parts (ROW_PARTS_RE), and whether it is one row line. */
interface SentenceRows {
  /** per row line (rowLines), its item number, label and value as ROW_PARTS_RE reads them, or null */
  parts: ([string | undefined, string, string] | null)[];
  /** whether the sentence is a single labelled row (one line, 300 characters or fewer): increaseRows reads those */
  single: boolean;
}

const NO_ROWS: SentenceRows = { parts: [], single: false };

/** A sentence's rows (rowLines) read into their parts: a function of its text alone, kept in the review's memo (memo.ts) for the contexts that verify its redlines. */
function sentenceRows(r: string): SentenceRows {
  const lines = rowLines(r);
  if (!lines.length) return NO_ROWS;
  return {
    parts: lines.flatMap((line) => {
      // several labels and values on one line ("Initial Term: 24 months | Renewal Term: 5 years | Notice: 12 months")
      const pairs = line.includes('|') && line.includes(':') ? line.split(/\s\|\s/).map((p) => PAIR_RE.exec(p.trim())) : [];
      if (pairs.length > 1 && pairs.every((p) => p)) return pairs.map((p) => [undefined, p![1], p![2]] as [string | undefined, string, string]);
      const m = ROW_PARTS_RE.exec(line);
      return [m ? [m[1], m[2], m[3]] as [string | undefined, string, string] : null];
    }),
    single: !r.includes('\n'),
  };
}

/**
 * The sentences whose named terms a row of the document gives a value for, read with the value (`spaced`: the sentences
 * as the checks read them, `cues` as their cues do; `raw`: as segmented, for the rows). Null when there is none (most documents: the cheap test
 * before anything is looked for is a place name in the text).
 */
export function scheduleFills(whole: string, raw: readonly string[], spaced: readonly string[], cues: readonly string[], memo?: TextMemo): ScheduleFill | null {
  // (a table of two rows or more ties its rows' names by itself, inTable: a text that may hold rows is read too)
  if (!PLACE_HINT_RE.test(whole) && !INCREASE_HINT_RE.test(whole) && !MAY_HOLD_ROWS_RE.test(whole)) return null;
  const rows: RowValue[] = [];
  const items = new Map<string, RowValue>();
  const isRow = new Uint8Array(raw.length);
  const off: RowValue[] = [];
  // each sentence's rows, read once per text (a redline's verification reads the review's sentences again)
  const kept = memo?.lookup<SentenceRows>(sentenceRows);
  const read: SentenceRows[] = raw.map((r) => (kept ? kept(r, () => sentenceRows(r)) : sentenceRows(r)));
  for (let i = 0; i < raw.length; i++) {
    for (const parts of read[i].parts) {
      if (!parts) continue;
      const [item, rowLabel, rowValue] = parts;
      const label = rowLabel.trim().replace(/\s+/g, ' ');
      const value = rowValue.trim().replace(/\s+/g, ' ');
      if (value.length > 200) continue;
      if (EMPTY_VALUE_RE.test(value) || isBlank(value)) {
        // (a blank that a clause names, a price's own name too: no term is stated)
        if (!isBlank(value)) continue;
        isRow[i] = 1;
        const row = { at: i, label, value: '', blank: true };
        if (item) items.set(item.toLowerCase(), row);
        if (!NO_NAME_RE.test(label) && label.split(' ').length <= 5) rows.push(row);
        continue;
      }
      isRow[i] = 1;
      const row = { at: i, label, value };
      if (OFF_VALUE_RE.test(value) && label.split(' ').length <= 6) off.push(row);
      if (!MEASURE_RE.test(value)) continue;
      if (item) items.set(item.toLowerCase(), row);
      if (!NO_NAME_RE.test(label) && !PRICE_NAME_RE.test(label) && label.split(' ').length <= 5) rows.push(row);
    }
  }
  const text = new Map<number, string>();
  const cue = new Map<number, string>();
  const cited = new Map<number, number[]>();
  increaseRows(raw, spaced, isRow, read, text);
  for (const [i, t] of text) cue.set(i, t);
  // a schedule whose body is a placeholder alone: the place itself is blank ("set out in Schedule C (left blank)")
  const blankPlaces = new Map<string, number>();
  for (let i = 0; i < raw.length; i++) {
    const head = BLANK_PLACE_HEAD_RE.exec(raw[i]);
    if (!head) continue;
    const lines = raw[i].split('\n').filter((l) => l.trim());
    const body = lines.length > 1 ? lines.slice(1).join(' ') : raw[i + 1] ?? '';
    if (BLANK_BODY_RE.test(body) && lines[0].length <= 100) blankPlaces.set(head[1].replace(/\s+/g, ' ').toLowerCase(), lines.length > 1 ? i : i + 1);
  }
  // a clause that holds only if the place says a row's term is included, where the row switches it off: not in force
  if (off.length) conditionsOff(spaced, isRow, off, text, cue, cited);
  if (!rows.length && !items.size && !blankPlaces.size) return text.size ? { text, cue, rows: cited } : null;
  // the names the document ties to a place that gives values (a sentence that names it and the place)
  const tied = new Set<RowValue>();
  const names = rows.map((row) => {
    // (each word's first letter in either case, "Notice period" for "Notice Period"; the rest as written: the lookarounds
    // below test capitals, so the patterns are case-sensitive)
    const label = row.label.split(' ').map((w) => (/^[A-Za-z]/.test(w) ? `[${w[0].toUpperCase()}${w[0].toLowerCase()}]${escape(w.slice(1))}` : escape(w))).join('\\s+');
    // (the whole name: not "the Service" in "the Service Level Schedule", nor "Subscription Term" in "Initial Subscription Term")
    return {
      row,
      re: new RegExp(String.raw`\b(?:the|The|a|any|such)\s+(${label})\b(?!\s+(?:of|is|are|means?)\s+\d)(?!\s+[A-Z][\w'’-]*)(?![\w'’-])`, 'g'),
      bare: new RegExp(String.raw`(?<!\b(?!(?:The|A|An|Any|Such|Each|This|That|Its|Our|Your)\s)[A-Z][\w'’-]*\s)\b(${label})\b(?!\s+[A-Z][\w'’-]*)`, 'g'),
    };
  });
  // (no name to tie: the loop would add none)
  for (let i = 0; names.length && i < spaced.length; i++) {
    if (isRow[i]) continue;
    const t = spaced[i];
    TIED_RE.lastIndex = 0;
    if (!TIED_RE.test(t)) continue;
    // (named with or without its article: "The Restricted Period and Restricted Territory are as stated in Schedule 3")
    for (const n of names) for (const m of t.matchAll(n.bare)) if (/^[A-Z]/.test(m[1])) tied.add(n.row);
  }
  // (a row of a name of two words or more under a heading that is such a place: the place ties it; and one of a table,
  // a row with another row beside it, whatever its heading: a key-terms, order or particulars table names no place in
  // its heading as often as it does, "Key term | Value", "Item | Detail", "CONTRACT SUMMARY", and a clause naming the
  // row's label whole in capitals, "within the Payment Period", points to it as "set out in the Schedule" does)
  for (const n of names) {
    if (tied.has(n.row) || n.row.label.split(' ').length < 2) continue;
    if (inTable(read, n.row.at)) { tied.add(n.row); continue; }
    // (the row's own sentence, the rows before it and the line above them: the first line of each, a short one)
    for (let j = n.row.at; j >= 0 && n.row.at - j <= 40; j--) {
      const head = raw[j].trimStart().split('\n')[0].trim();
      if (head.length <= 100 && PLACE_HEADING_RE.test(head)) { tied.add(n.row); break; }
      if (j < n.row.at && !read[j].parts.length) break;
    }
  }
  // (the names tied to a place, in the rows' order: only those are filled)
  const tiedNames = names.filter((n) => tied.has(n.row));
  const fill = (t: string, used: number[]): string => {
    for (const n of tiedNames) {
      n.re.lastIndex = 0;
      let filled = false;
      t = t.replace(n.re, (all: string, name: string) => {
        // a defined name in capitals ("the Restricted Period"), once a sentence
        if (filled || !/^[A-Z]/.test(name)) return all;
        filled = true;
        return n.row.blank ? `${all} (left blank)` : `${all} of ${n.row.value}`;
      });
      if (filled && !used.includes(n.row.at)) used.push(n.row.at);
    }
    if (items.size && t.includes('Item')) {
      t = t.replace(ITEM_REF_RE, (all: string, no: string) => {
        const row = items.get(no.toLowerCase());
        if (!row || used.includes(row.at)) return all;
        used.push(row.at);
        return row.blank ? `${all} (${row.label}: left blank)` : `${all} (${row.label}: ${row.value})`;
      });
    }
    if (blankPlaces.size) {
      t = t.replace(BLANK_PLACE_REF_RE, (all: string, place: string) => {
        const at = blankPlaces.get(place.replace(/\s+/g, ' ').toLowerCase());
        if (at === undefined || used.includes(at)) return all;
        used.push(at);
        return `${all} (left blank)`;
      });
    }
    return t;
  };
  // (nothing to fill with: no tied name, no item and no blank schedule)
  const blankAt = new Set(blankPlaces.values());
  for (let i = 0; (tiedNames.length || items.size || blankPlaces.size) && i < spaced.length; i++) {
    if (isRow[i] || blankAt.has(i) || blankAt.has(i + 1)) continue;
    const used: number[] = [];
    const t = fill(spaced[i], used);
    if (!used.length) continue;
    text.set(i, t);
    cue.set(i, cues[i] === spaced[i] ? t : fill(cues[i], []));
    cited.set(i, used);
  }
  return text.size ? { text, cue, rows: cited } : null;
}

/** The cheap test before increaseRows: a percentage or an index beside an increase's word. */
const INCREASE_HINT_RE = /\b(?:Year\s+\d|increase|adjustment|uplift|escalat|indexation|review)/i;
/** A row's label that names a rise and not what rises: "Year 2", "Year 3 onwards", "Annual adjustment", "Uplift", "Escalation". */
const INCREASE_LABEL_RE = /^(?:(?:lease|contract|subscription|licen[cs]e)\s+)?year\s+\d{1,2}\b[^|]{0,30}$|^[^|]{0,30}\b(?:increases?|adjustments?|uplifts?|escalations?|escalators?|indexation|(?:price|rent|fee)\s+reviews?|reviews?)\b[^|]{0,20}$/i;
/** A value that is a rise: a percentage ("+12 %", "12% on each anniversary", "greater of 8 % or CPI") or an index. */
const RISE_VALUE_RE = /\d\s?(?:%|per\s?cent\b|percent\b)|\b(?:CPI|RPI|consumer\s+price\s+index|retail\s+price\s+index)\b/i;
/** What a fee table prices: its caption, heading, column heading or another row names it. */
const PRICED_RE = /\b(?:(?:annual\s+|base\s+|monthly\s+)?rent|(?:subscription\s+|licen[cs]e\s+|service\s+|platform\s+|annual\s+|monthly\s+)?fees?|prices?|pricing|charges|royalt(?:y|ies))\b/i;
/** What a row's value leaves to be read after "increase by": a leading "+", "an increase of", "increased by". */
const RISE_LEAD_RE = /^(?:\+\s*|(?:an\s+)?(?:increase|uplift|rise)\s+of\s+|(?:increased|uplifted|raised)\s+by\s+)/i;

/**
 * The rows of a fee or rent table that give a rise without naming what rises ("Year 2 | +12 %", "Annual adjustment:
 * greater of 8 % or CPI"), read with the noun of the table they are in (its caption or heading, a column heading, a row
 * before: "Annual rent", "Fees"): "Year 2 — the rent increases by 12 %". A row that names the fee itself is read as it is.
 */
function increaseRows(raw: readonly string[], spaced: readonly string[], isRow: Uint8Array, read: readonly SentenceRows[], out: Map<number, string>): void {
  for (let i = 0; i < raw.length; i++) {
    // (a single row line of 300 characters or fewer, its parts as ROW_PARTS_RE reads them: sentenceRows)
    if (!read[i].single) continue;
    const parts = read[i].parts[0];
    if (!parts) continue;
    const [item, rowLabel, rowValue] = parts;
    if (!INCREASE_LABEL_RE.test(rowLabel.trim()) || !RISE_VALUE_RE.test(rowValue)) continue;
    const label = `${item ? `Item ${item} ` : ''}${rowLabel.trim()}`;
    if (PRICED_RE.test(label)) continue;
    // the noun: the nearest before it among the table's rows, its header and the line above the table
    let noun: string | null = null;
    for (let k = i - 1; k >= 0 && k >= i - 12 && !noun; k--) {
      const p = PRICED_RE.exec(spaced[k]);
      if (p) noun = p[0];
      else if (!isRow[k] && raw[k].length > 120 && !labelledRow(raw[k])) break;
    }
    if (!noun) continue;
    const value = rowValue.trim().replace(/\s+/g, ' ').replace(/[ |]+$/, '').replace(RISE_LEAD_RE, '');
    const plural = /s$|charges|royalties/i.test(noun) && !/\bfee$/i.test(noun);
    const the = /^(?:greater|higher|lesser|lower|larger|smaller)\b/i.test(value) ? 'the ' : '';
    out.set(i, `${label} — the ${noun.toLowerCase()} ${plural ? 'increase' : 'increases'} by ${the}${value}`);
  }
}
