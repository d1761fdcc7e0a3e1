/**
 * Inline enumerations in running text ("from (i) the Licensee's use ...; (ii) the conduct of its business and/or (iii)
 * any breach ..."), so that a redline takes one whole or not at all (session 21, leftovers25: on SFG Financial's licence
 * the indemnity's rewrite ended after item (i), leaving "(ii) ... and/or (iii) ..." behind the new sentence).
 *
 * A list is two or more bracketed markers in sequence in one paragraph, the first not at the start of a line (a list
 * set out line by line is a clause's own items, which the segmentation already keeps apart): "(i) (ii) (iii)",
 * "(a) (b) (c)", "(A) (B)", "(1) (2) (3)". It runs from its first marker to the end of the sentence of its last item
 * (a full stop, or the end of the paragraph).
 */
import { ROMAN as ROMAN_LABEL } from './labels.js';

export interface InlineList {
  /** Where its first marker starts. */
  start: number;
  /** The end of its last item's words (at its full stop). */
  end: number;
  /** Where each item's marker starts, in order. */
  items: number[];
}

const MARKER_RE = new RegExp(String.raw`(?<=^|[\s,;:—–-])\((?:${ROMAN_LABEL}|[a-z]|[A-Z]|\d{1,2})\)(?=\s)`, 'g');
const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv', 'xv'];

/** The markers that may follow `m` in its series (a roman "(i)" after "(h)" is a letter, so both are kept open). */
function follows(prev: string, next: string): boolean {
  if (/^\d+$/.test(prev)) return /^\d+$/.test(next) && Number(next) === Number(prev) + 1;
  const r = ROMAN.indexOf(prev);
  if (r >= 0 && ROMAN[r + 1] === next) return true;
  if (prev.length === 1 && next.length === 1 && next.charCodeAt(0) === prev.charCodeAt(0) + 1) return true;
  return false;
}

/** The end of the words of the sentence that holds `from`: at its full stop, else at the paragraph's end. */
function sentenceEnd(text: string, from: number): number {
  const re = /\.(?=["”’)\]]*(?:\s|$))|\n[ \t]*\n|$/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0] === '.') {
      // (not the point of an abbreviation or a number: "Inc.", "No.", "3.1")
      const before = text.slice(Math.max(0, m.index - 6), m.index);
      if (/(?:^|[^A-Za-z])(?:Inc|Ltd|Co|Corp|No|Nos|Pty|[A-Z])$/.test(before)) { re.lastIndex = m.index + 1; continue; }
      return m.index;
    }
    return m.index;
  }
  return text.length;
}

/** The inline enumerations of `text` between `from` and `to` (those whose first marker lies there). */
export function inlineLists(text: string, from = 0, to = text.length): InlineList[] {
  const out: InlineList[] = [];
  const markers: { at: number; m: string }[] = [];
  // (only the markers from `from` on: one before it opens no list returned here and, being a bracket and one word, can
  // hide none after it; the scan starts there in the same text, so its look-behind reads the same character. A redline
  // asks once per candidate edit, and a scan from the text's start was a pass over the whole contract each time.)
  MARKER_RE.lastIndex = Math.max(0, from);
  const region = text.slice(0, Math.min(text.length, to + 4000));
  for (const x of region.matchAll(MARKER_RE)) markers.push({ at: x.index!, m: x[0].slice(1, -1) });
  for (let k = 0; k < markers.length; k++) {
    const first = markers[k];
    if (first.at < from || first.at >= to) continue;
    if (!['i', 'a', 'A', '1'].includes(first.m)) continue;
    // (inline: not at a line's start)
    if (/(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, first.at - 200), first.at))) continue;
    const items = [first.at];
    let prev = first.m;
    let j = k + 1;
    for (; j < markers.length; j++) {
      const between = text.slice(items[items.length - 1], markers[j].at);
      if (/\n[ \t]*\n/.test(between)) break;
      if (!follows(prev, markers[j].m)) {
        // (a bracketed letter or number inside an item, "(including (a) ...)", is passed over only if it opens no series)
        continue;
      }
      // (the next item starts in the same sentence: no full stop ends the one before it)
      if (sentenceEnd(text, items[items.length - 1]) <= markers[j].at) break;
      items.push(markers[j].at);
      prev = markers[j].m;
    }
    if (items.length < 2) continue;
    out.push({ start: first.at, end: sentenceEnd(text, items[items.length - 1]), items });
    // (the rest of this list's markers open no list of their own)
    while (k + 1 < markers.length && markers[k + 1].at < out[out.length - 1].end) k++;
  }
  return out;
}

/** What may stand between an edit's end and the next item's marker, or its start and the first item it takes. */
const ITEM_GAP_RE = /^[\s;,]*(?:(?:and|or|and\/or)[\s;,]*)?$/;

/**
 * Whether an edit breaks an inline enumeration: a deletion or replacement that takes some of its markers and leaves
 * later ones behind ("(ii) ... and/or (iii) ..." without the words that led into them), or an insertion of whole
 * sentences before its last item. One that stays inside a single item ("(ii) thirty days" to "(ii) sixty days"), that
 * takes whole items inside it, the whole list, or its last items on to its end leaves no item without the words before
 * it.
 */
export function breaksList(text: string, edit: { start: number; end: number; insert: string }): boolean {
  for (const l of inlineLists(text, Math.max(0, edit.start - 4000), edit.end + 1)) {
    if (edit.end <= l.start || edit.start >= l.end) continue;
    if (edit.start === edit.end) {
      if (edit.start > l.start && edit.start < l.items[l.items.length - 1] && /[.!?]["”’)]*(?:\s|$)/.test(edit.insert)) return true;
      continue;
    }
    const taken = l.items.filter((m) => m >= edit.start && m < edit.end).length;
    // (its last items taken to the list's end, the first ones kept: "(iv) has been disclosed by court order ..." replaced
    // by the notice clause, no item left behind without its list)
    const tail = edit.end >= l.end;
    if (taken === 0 || taken === l.items.length || tail) continue;
    // (whole items struck or replaced inside the list, from a marker, or the separator before it, to the next item's
    // marker: "(j) you must enter into a non-competition agreement ...;" struck from a list of conditions)
    const first = l.items.findIndex((m) => m >= edit.start && m < edit.end);
    const next = l.items[first + taken];
    const wholeItems = edit.start >= l.start && next !== undefined && ITEM_GAP_RE.test(text.slice(edit.start, l.items[first])) && ITEM_GAP_RE.test(text.slice(edit.end, next));
    if (!wholeItems) return true;
  }
  return false;
}

/**
 * Where a span that ends inside an inline enumeration begun in it should end so as to hold the list whole; a span that
 * ends with a colon before a list ("provided that the following conditions are met: (a) ...; (b) ...") holds the list
 * it leads into.
 */
export function listEnd(text: string, start: number, end: number): number {
  let out = end;
  const lead = /:["”’)]*\s*$/.test(text.slice(start, end)) ? /^\s*/.exec(text.slice(end, end + 20))![0].length + 1 : 0;
  for (const l of inlineLists(text, start, end + lead)) if (l.end > out) out = l.end + (text.charAt(l.end) === '.' ? 1 : 0);
  return out;
}
