import type { components } from '@contract-analysis/client';

type Schemas = components['schemas'];
type Redline = Schemas['Redline'];
type Clause = Schemas['Clause'];

/** A highlighted span of the text: an issue's evidence or a citation of the last answer. */
export interface Mark {
  kind: 'issue' | 'citation';
  /** The issue's id, or `cit_<n>` for the n-th citation. */
  id: string;
  severity?: string;
  start: number;
  end: number;
}

type Operation = Redline['operations'][number];

/**
 * A redline placed in the text: the span of its `original_text` that it changes, inside its clause, and the
 * operations over that span. The unchanged words at either end of the original are left to the text around,
 * so they read (and are highlighted) as the rest of the clause does; a pure insertion keeps the word before it.
 */
export interface PlacedRedline {
  redline: Redline;
  start: number;
  end: number;
  operations: Operation[];
}

/** `starts`: the ids of the marks whose first segment this is (where "show in document" goes). */
export type Segment =
  | { kind: 'text'; start: number; end: number; marks: Mark[]; starts: string[] }
  | { kind: 'redline'; start: number; end: number; marks: Mark[]; starts: string[]; redline: Redline; operations: Operation[] };

/** The last word of a text, from its first character: markup tags inside it are part of it, spaces in them too. */
const LAST_WORD_RE = /(?<=^|\s)(?:<[^<>]*>|[^\s<>]|[<>])+$/;

/**
 * The part of a redline's original [start, end) that changes, with its operations: the unchanged operations at
 * either end cut off (a pure insertion keeps the last word before it, to stand on). The whole when the
 * operations do not spell the original.
 */
export function changedPart(redline: Redline, start: number, end: number): { start: number; end: number; operations: Operation[] } {
  const ops = redline.operations;
  const whole = { start, end, operations: ops };
  if (ops.filter((o) => o.op !== 'insert').map((o) => o.text).join('') !== redline.original_text) return whole;
  let i = 0;
  let lead = 0;
  while (i < ops.length && ops[i].op === 'equal') lead += ops[i++].text.length;
  let j = ops.length - 1;
  let trail = 0;
  while (j > i && ops[j].op === 'equal') trail += ops[j--].text.length;
  if (i >= ops.length) return whole;
  const operations = ops.slice(i, j + 1);
  if (operations.some((o) => o.op === 'delete')) return { start: start + lead, end: end - trail, operations };
  // only insertions: keep the word before them (or, at the very start, the word after them)
  if (i > 0) {
    const before = ops[i - 1].text;
    // the last word, a tag with spaces inside it counted as part of it ('<span class="x">Purpose</span>").')
    const cut = LAST_WORD_RE.exec(before.trimEnd())?.index ?? 0;
    const keep = before.slice(cut);
    return { start: start + lead - keep.length, end: end - trail, operations: [{ op: 'equal', text: keep }, ...operations] };
  }
  if (j + 1 < ops.length) {
    const after = ops[j + 1].text;
    const m = /^\s*\S+/.exec(after);
    const keep = m ? m[0] : after;
    return { start, end: start + keep.length, operations: [...operations, { op: 'equal', text: keep }] };
  }
  return whole;
}

/**
 * Finds where each redline's original text sits: inside its clause when the clause is known, else anywhere.
 * Redlines that cannot be found, or that overlap one already placed, are returned in `unplaced`.
 */
export function placeRedlines(text: string, clauses: Clause[], redlines: Redline[]): { placed: PlacedRedline[]; unplaced: Redline[] } {
  const byId = new Map(clauses.map((c) => [c.id, c]));
  const placed: PlacedRedline[] = [];
  const unplaced: Redline[] = [];
  for (const redline of redlines) {
    const original = redline.original_text;
    if (!original) {
      unplaced.push(redline);
      continue;
    }
    const clause = byId.get(redline.clause_id);
    let start = -1;
    if (clause) {
      const at = text.indexOf(original, clause.start);
      if (at >= 0 && at + original.length <= clause.end) start = at;
    }
    if (start < 0) start = text.indexOf(original);
    if (start < 0) {
      unplaced.push(redline);
      continue;
    }
    const part = changedPart(redline, start, start + original.length);
    if (part.start >= part.end || placed.some((p) => part.start < p.end && p.start < part.end)) {
      unplaced.push(redline);
      continue;
    }
    placed.push({ redline, ...part });
  }
  placed.sort((a, b) => a.start - b.start);
  return { placed, unplaced };
}

/**
 * Cuts the text into segments so that each has one set of marks; a placed redline is one segment (shown as
 * its deletions and insertions) carrying every mark that touches it. Marks outside the text are dropped.
 * `breaks` (clause starts) are cut at too, so that `blocks` can group the segments by clause.
 */
export function segment(textLength: number, marks: Mark[], redlines: PlacedRedline[], breaks: number[] = []): Segment[] {
  const valid = marks.filter((m) => m.start >= 0 && m.end <= textLength && m.start < m.end);
  const cuts = new Set<number>([0, textLength]);
  for (const b of breaks) if (b > 0 && b < textLength) cuts.add(b);
  for (const m of valid) {
    cuts.add(m.start);
    cuts.add(m.end);
  }
  for (const r of redlines) {
    cuts.add(r.start);
    cuts.add(r.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const out: Segment[] = [];
  // Marks sorted by start; a sweep keeps the active ones.
  const byStart = [...valid].sort((a, b) => a.start - b.start);
  let next = 0;
  let active: Mark[] = [];
  let r = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const start = points[i];
    const end = points[i + 1];
    while (next < byStart.length && byStart[next].start <= start) active.push(byStart[next++]);
    active = active.filter((m) => m.end > start);
    while (r < redlines.length && redlines[r].end <= start) r++;
    const red = redlines[r];
    if (red && red.start <= start && start < red.end) {
      const last = out[out.length - 1];
      if (last?.kind === 'redline' && last.redline === red.redline) {
        last.end = end;
        for (const m of active) if (!last.marks.includes(m)) last.marks.push(m);
      } else {
        out.push({ kind: 'redline', start, end, marks: [...active], starts: [], redline: red.redline, operations: red.operations });
      }
      continue;
    }
    out.push({ kind: 'text', start, end, marks: [...active], starts: [] });
  }
  const seen = new Set<string>();
  for (const s of out) {
    for (const m of s.marks) {
      if (!seen.has(m.id)) {
        seen.add(m.id);
        s.starts.push(m.id);
      }
    }
  }
  return out;
}

/**
 * A stretch of contract text as shown: a run of blank lines (PDF conversions leave a dozen between paragraphs, or one
 * after every printed line) shows as one blank line. Offsets are kept by the segments, never read back from the page,
 * so what is shown may be shorter than the slice.
 */
export function shownText(s: string): string {
  return s.replace(/\n[^\S\n]*(?:\n[^\S\n]*){2,}/g, '\n\n');
}

/** Groups segments into blocks that begin at the given offsets (clause starts), for rendering clause by clause. */
export function blocks(segments: Segment[], breaks: number[]): Segment[][] {
  const at = new Set(breaks);
  const out: Segment[][] = [];
  for (const s of segments) {
    if (out.length === 0 || at.has(s.start)) out.push([s]);
    else out[out.length - 1].push(s);
  }
  return out;
}

/**
 * The issues a segment is evidence of, most severe first, as a `data-issues` value; undefined when it is
 * evidence of none (an answer's citation only).
 */
export function issueIds(s: Segment): string | undefined {
  const ids = bySeverity(s.marks.filter((m) => m.kind === 'issue').map((m) => ({ id: m.id, severity: m.severity ?? '' }))).map((m) => m.id);
  return ids.length ? [...new Set(ids)].join(' ') : undefined;
}

const SEVERITY_ORDER: Record<string, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** Most severe first; unknown severities last; otherwise the order given. */
export function bySeverity<T extends { severity: string }>(items: T[]): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => (SEVERITY_ORDER[a.item.severity] ?? 9) - (SEVERITY_ORDER[b.item.severity] ?? 9) || a.i - b.i)
    .map((x) => x.item);
}
