/**
 * Amendments applied to the clause they change (session 27, amend27). A later text in the same document (an amendment,
 * a letter of amendment, a rider, a side letter, special conditions) that changes the words of an earlier clause:
 * - quoted words deleted or replaced: 'In clause 4, the words "..." are deleted (and replaced with "...")', 'Clause 2 is
 *   amended by deleting "..." and inserting "..."', 'delete "..." in clause 3', 'replace "..." with "..."';
 * - words added beside quoted words: 'after "..." add "..."', 'insert "..." after "..."';
 * - a later sentence that prevails over a clause it names: "Notwithstanding clause 6, ...", "Despite clause 4, ...".
 * Whole sections taken away or replaced ("Clause 7 is deleted", "Clause 7 is replaced by ...") are read by scope.ts
 * `findOverrides` and review.ts `sectionsGone`, not here.
 *
 * Read once per document, only when its text holds a quotation mark beside an amending verb, or "notwithstanding" /
 * "despite" before a clause number: this module finds the edits; review.ts reads the check on the text as amended.
 */
import { inSection } from './scope.js';
import type { Clause, Sentence } from './types.js';
import type { TextMemo } from './memo.js';

export interface TextEdit { start: number; end: number; insert: string }

/** A sentence that changes quoted words of a clause: its edits, in the document's offsets. */
export interface WordAmendment { sentence: number; edits: TextEdit[] }

/** A sentence that prevails over the sections it names ("Notwithstanding clause 6, ..."), and those sections' sentences. */
export interface Prevailing { sentence: number; sections: string[]; sectionSentences: number[] }

const Q = String.raw`["“]([^"“”\n]{2,400}?)["”]`;
const SEC = String.raw`(?:clauses?|sections?|paragraphs?|articles?|§)\s*(\d{1,2}(?:\.\d{1,3}){0,3}(?:\s?\([a-z0-9]{1,4}\))?)`;
const IN_SEC = String.raw`(?:\s*,?\s*(?:in|of|from)\s+${SEC})?`;
const BE = String.raw`(?:is|are|shall\s+be|will\s+be)\s+(?:hereby\s+)?`;
const GONE = String.raw`(?:deleted|omitted|struck(?:\s+out)?|removed)`;
const PUT = String.raw`(?:replaced|substituted)\s+(?:by|with)\s*:?\s*`;

/** The operations, each with named places: X (the words changed), Y (the new words), S (a section named with them). */
type Pick = (g: (string | undefined)[]) => { x?: string; y?: string; sec?: string };
const XSY: Pick = (g) => ({ x: g[1], sec: g[2], y: g[3] ?? g[4] });
const YXS: Pick = (g) => ({ y: g[1], x: g[2], sec: g[3] });
const OPS: { re: RegExp; kind: 'replace' | 'after'; pick: Pick }[] = [
  // 'the words "X" (in clause 4) are deleted (and replaced with "Y")', '"X" is replaced by "Y"'
  { re: new RegExp(String.raw`(?:the\s+words?\s+)?${Q}${IN_SEC}\s+${BE}(?:${GONE}(?:\s+and\s+${PUT}${Q})?|${PUT}${Q})`, 'gi'), kind: 'replace', pick: XSY },
  // 'deleting (the words) "X" (in clause 4) (and inserting "Y")', 'replace "X" with "Y"'
  { re: new RegExp(String.raw`\b(?:delet(?:e|ing)|strik(?:e|ing)\s+out|remov(?:e|ing)|omit(?:ting)?)\s+(?:the\s+words?\s+)?${Q}${IN_SEC}(?:\s*,?\s*and\s+(?:insert(?:ing)?|substitut(?:e|ing)|add(?:ing)?|replac(?:e|ing)\s+(?:it|them)\s+(?:with|by))(?:\s+in\s+(?:its|their)\s+place)?\s*:?\s*${Q})?`, 'gi'), kind: 'replace', pick: XSY },
  { re: new RegExp(String.raw`(?:\breplac(?:e|ing)\s+(?:the\s+words?\s+)?|\band\s+)${Q}${IN_SEC}\s+(?:with|by)\s*:?\s*${Q}`, 'gi'), kind: 'replace', pick: XSY },
  // 'after "X" (in clause 4), add "Y"', 'insert "Y" after "X"'
  { re: new RegExp(String.raw`\bafter\s+(?:the\s+words?\s+)?${Q}${IN_SEC}\s*,?\s*(?:add|insert)\s*:?\s*${Q}`, 'gi'), kind: 'after', pick: XSY },
  { re: new RegExp(String.raw`\b(?:add|insert)(?:ing)?\s+${Q}\s+(?:immediately\s+)?after\s+(?:the\s+words?\s+)?${Q}${IN_SEC}`, 'gi'), kind: 'after', pick: YXS },
];
/** The anchors of the operations, for one pass over the text: a quotation mark with an amending verb close by. */
const QUOTE_MARK_RE = /["“”]/g;
const NEAR_VERB_RE = /\b(?:deleted|omitted|struck|removed|replaced|substituted|delet(?:e|ing)|strik(?:e|ing)|remov(?:e|ing)|omit(?:ting)?|replac(?:e|ing)|after|add(?:ing)?|insert(?:ing)?)\b/i;

/** The index of the sentence that holds offset `at` (sentences in order), or -1. */
export function sentenceAt(sentences: Sentence[], at: number): number {
  let lo = 0;
  let hi = sentences.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sentences[mid].end <= at) lo = mid + 1;
    else if (sentences[mid].start > at) hi = mid - 1;
    else return mid;
  }
  return -1;
}
const LEAD_SEC_RE = new RegExp(String.raw`(?:^|[;:]\s*|\b(?:in|to)\s+)${SEC}`, 'gi');

/** The words of a quotation as a pattern over the clause: any run of spaces for a space, either form of quote mark. */
function quotePattern(x: string): RegExp {
  const esc = x.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, String.raw`\s+`).replace(/['’]/g, "['’]");
  return new RegExp(esc, 'g');
}

/**
 * The sentences that change quoted words of a clause, with the edits they make to the document (the quoted words found
 * once in the section named, or, where none is named, once in the document outside the amending sentence's clause).
 */
export function wordAmendments(plain: string, sentences: Sentence[], clauseById: Map<string, Clause>, memo?: TextMemo): WordAmendment[] {
  const out: WordAmendment[] = [];
  // (one pass over the text for the operations' anchors: only the sentences that hold one are read)
  const at = new Set<number>();
  for (const m of plain.matchAll(QUOTE_MARK_RE)) {
    if (!NEAR_VERB_RE.test(plain.slice(Math.max(0, m.index - 40), m.index + 60))) continue;
    const k = sentenceAt(sentences, m.index);
    if (k >= 0) at.add(k);
  }
  const opsIn = memo?.lookup<SentenceOps>(OPS);
  for (const i of [...at].sort((a, b) => a - b)) {
    const s = sentences[i];
    const t = plain.slice(s.start, s.end);
    const own = clauseById.get(s.clause_id);
    // (what the operations match in the sentence is a function of its text alone: kept by it in the review's memo, for
    // the texts its redlines build, which hold the same sentences; speed round 31)
    const read = opsIn ? opsIn(t, () => sentenceOps(t)) : sentenceOps(t);
    if (!read.ops.some((found) => found.length)) continue;
    const edits: TextEdit[] = [];
    const taken: [number, number][] = [];
    OPS.forEach((op, k) => {
      for (const m of read.ops[k]) {
        if (taken.some(([a, b]) => m.index < b && m.index + m.length > a)) continue;
        const { x, y, sec: named } = m;
        const before = read.lead.filter((l) => l.index <= m.index).pop();
        const sec = named ?? before?.sec;
        if (!x) continue;
        const at = locate(plain, sentences, clauseById, i, own, sec?.replace(/\s+/g, ''), x);
        if (!at) continue;
        if (op.kind === 'replace') edits.push({ start: at.start, end: at.end, insert: y ?? '' });
        else if (y) edits.push({ start: at.end, end: at.end, insert: ` ${y.trim()}` });
        taken.push([m.index, m.index + m.length]);
      }
    });
    if (edits.length) out.push({ sentence: i, edits });
  }
  return out;
}

/** What the operations and the leading section references match in one sentence's text, in order (wordAmendments). */
interface SentenceOps {
  /** The section named before the operations ("In clause 4, ...", "Clause 2 is amended by ..."): where, and its number. */
  lead: { index: number; sec: string | undefined }[];
  /** For each of OPS, its matches: where, how long, and the places its `pick` names. */
  ops: { index: number; length: number; x?: string; y?: string; sec?: string }[][];
}
function sentenceOps(t: string): SentenceOps {
  return {
    lead: [...t.matchAll(LEAD_SEC_RE)].map((l) => ({ index: l.index, sec: l[1] })),
    ops: OPS.map((op) => [...t.matchAll(op.re)].map((m) => ({ index: m.index, length: m[0].length, ...op.pick([...m]) }))),
  };
}

/** Where the quoted words stand: once in the section named (outside the amending clause), else once in the document. */
function locate(plain: string, sentences: Sentence[], clauseById: Map<string, Clause>, from: number, own: Clause | undefined, sec: string | undefined, x: string): { start: number; end: number } | null {
  const re = quotePattern(x);
  const found: { start: number; end: number }[] = [];
  for (let j = 0; j < sentences.length && found.length < 2; j++) {
    if (j === from) continue;
    const s = sentences[j];
    const clause = clauseById.get(s.clause_id);
    if (!clause || clause === own) continue;
    if (sec && !inSection(clause, sec, plain.slice(s.start, s.end))) continue;
    re.lastIndex = 0;
    for (const m of plain.slice(s.start, s.end).matchAll(re)) found.push({ start: s.start + m.index, end: s.start + m.index + m[0].length });
  }
  return found.length === 1 ? found[0] : null;
}

/** "Notwithstanding clause 6 (of the Lease), ...", "Despite clause 4, ...": the sentence prevails over the sections it names. */
const PREVAIL_RE = new RegExp(String.raw`^\W*(?:(?:\d{1,2}(?:\.\d{1,3}){0,2}\.?|\(?[a-z]{1,3}\))\s+)?(?:[\w-]+(?:\s+[\w-]+){0,4}\s*:\s*)?(?:notwithstanding|despite)\s+(?:anything\s+(?:(?:to\s+the\s+contrary\s+)?(?:contained\s+)?)?in\s+)?(?:the\s+(?:provisions|terms)\s+of\s+)?${SEC}((?:\s*(?:,|and|or)\s*(?:${SEC}|\d{1,2}(?:\.\d{1,3}){0,3}))*)(?:\s+(?:of|to)\s+(?:the|this|these)\s+[\w ]{1,30}?)?\s*,`, 'i');
export const PREVAIL_GATE_RE = /\b(?:notwithstanding|despite)\b/i;
const PREVAIL_WORD_RE = /\b(?:notwithstanding|despite)\b/gi;

/** The sentences that prevail over sections they name, each with those sections' sentences outside its own sentence. */
export function prevailing(cueText: string[], sentenceText: string[], sentences: Sentence[], clauseById: Map<string, Clause>, plain?: string): Prevailing[] {
  const out: Prevailing[] = [];
  // (one pass over the text for the word: only the sentences that hold it are read)
  const at = new Set<number>();
  if (plain) for (const m of plain.matchAll(PREVAIL_WORD_RE)) { const k = sentenceAt(sentences, m.index); if (k >= 0) at.add(k); }
  const candidates = plain ? [...at].sort((a, b) => a - b) : sentenceText.map((_, i) => i);
  for (const i of candidates) {
    const t = cueText[i];
    // (the word stands near the start of a sentence that prevails: after a number and a label at most)
    if (!PREVAIL_GATE_RE.test(t.slice(0, 120))) continue;
    const m = PREVAIL_RE.exec(t);
    if (!m) continue;
    const sections = [m[1], ...[...(m[2] ?? '').matchAll(/(\d{1,2}(?:\.\d{1,3}){0,3}(?:\s?\([a-z0-9]{1,4}\))?)/g)].map((x) => x[1])].map((x) => x.replace(/\s+/g, ''));
    const own = clauseById.get(sentences[i].clause_id);
    const sectionSentences: number[] = [];
    for (let j = 0; j < sentences.length; j++) {
      if (j === i) continue;
      const clause = clauseById.get(sentences[j].clause_id);
      if (!clause) continue;
      // the sentence's own clause counts only through a sub-number it opens with ("9.2 Notwithstanding Section 9.1, ...")
      const refs = clause === own ? sections.filter((r) => r.startsWith(`${clause.section.replace(/^Article\s+/i, '')}.`)) : sections;
      if (refs.some((r) => inSection(clause, r, sentenceText[j]))) sectionSentences.push(j);
    }
    if (sectionSentences.length) out.push({ sentence: i, sections, sectionSentences });
  }
  return out;
}

/** The text with the edits made, and a map from its offsets back to the document's (inside an insertion: its start). */
export function applyEdits(text: string, edits: TextEdit[]): { text: string; back: (at: number) => number } {
  const sorted = edits.slice().sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let at = 0;
  const marks: { from: number; to: number; orig: number; origEnd: number }[] = [];
  let shift = 0;
  for (const e of sorted) {
    if (e.start < at) continue;
    parts.push(text.slice(at, e.start), e.insert);
    marks.push({ from: e.start + shift, to: e.start + shift + e.insert.length, orig: e.start, origEnd: e.end });
    shift += e.insert.length - (e.end - e.start);
    at = e.end;
  }
  parts.push(text.slice(at));
  const back = (p: number): number => {
    let d = 0;
    for (const m of marks) {
      if (p < m.from) break;
      if (p < m.to) return m.orig;
      d = m.origEnd - m.to;
    }
    return p + d;
  };
  return { text: parts.join(''), back };
}
