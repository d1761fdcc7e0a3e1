/**
 * Review: evaluate every enabled check of a playbook, turn deviations into issues, score them and
 * (optionally) propose redlines.
 *
 * Check evaluation. A sentence is *evidence* for a check when one of its topic patterns matches
 * (and no exclude pattern does). Among evidence sentences, contradict / entail cue patterns decide
 * the outcome; `precedence` says which cue wins when both occur. `topic_only` is the outcome when
 * evidence exists without a cue. Key-term checks (mutual, term, survival, governing law) decide from
 * the extracted key terms instead. Topic patterns only run on sentences that contain a word piece
 * every match needs (gate.ts), which skips work without changing any result.
 *
 * Evidence. The cue sentences, then the other topic sentences, each cited with the span group that
 * carries it: the lead-in of its list ("... shall not apply to information that:"), the items of the
 * list it introduces, the rest of a sentence cut at a comma or "or" (see withEvidence).
 *
 * Positions and issues. Each outcome maps to a position (preferred | acceptable | unacceptable |
 * missing). `unacceptable` raises an issue at the check's severity; `missing` raises one at one
 * severity level lower (an omission is usually less harmful than an adverse term).
 *
 * Risk score (documented formula). Each issue weighs w(severity): low 8, medium 18, high 35,
 * critical 60. The score combines them like independent risks:
 *     risk_score = round(100 × (1 − Π (1 − w_i / 100)))
 * so it is 0 with no issues, never exceeds 100, and grows with every further issue. Category scores
 * apply the same formula to the issues of one category (every category of the playbook is listed).
 * risk_level: low < 25 ≤ medium < 50 ≤ high < 75 ≤ critical. Any critical issue makes the level at
 * least high. With options.risk_scoring = false, risk_score and risk_level are null and
 * category_scores is empty, as the spec says (the review is then a pure check list). Issues are
 * listed most severe first.
 */
import { diffWordsWithSpace } from 'diff';
import type {
  CheckDetection, CheckOutcome, CheckResult, Citation, Clause, DiffOperation, DocumentType, Issue, KeyTermsDetailed, Playbook,
  PlaybookCheck, Position, Redline, ReviewInput, ReviewOutput, ReviewResult, Sentence, Severity,
} from './types.js';
import { looksLikeHeading, segmentDetailed, sentenceIndex } from './segment.js';
import { extractKeyTermsDetailed, durationMonths, toPublicKeyTerms } from './keyterms.js';
import { builtInChecksShared, defaultPlaybookShared, withDetection } from './playbooks/index.js';
import { gateFor, type Gate, type PieceIndex } from './gate.js';

export const SEVERITY_WEIGHT: Record<Severity, number> = { low: 8, medium: 18, high: 35, critical: 60 };
const SEVERITIES: Severity[] = ['low', 'medium', 'high', 'critical'];

/** Combine severities into a 0..100 score (see the module comment). */
export function aggregateRisk(severities: Severity[]): number {
  let keep = 1;
  for (const s of severities) keep *= 1 - SEVERITY_WEIGHT[s] / 100;
  return Math.round(100 * (1 - keep));
}

export function riskLevel(score: number, severities: Severity[] = []): Severity {
  let level: Severity = score < 25 ? 'low' : score < 50 ? 'medium' : score < 75 ? 'high' : 'critical';
  if (severities.includes('critical') && (level === 'low' || level === 'medium')) level = 'high';
  return level;
}

interface Compiled {
  /** All topic patterns as one alternation, and the word pieces one of which each of its matches contains. */
  topic: RegExp | null;
  topicGate: Gate | null;
  entail: RegExp[];
  contradict: RegExp[];
  exclude: RegExp[];
}

const compiledCache = new WeakMap<CheckDetection, Compiled>();

function compile(d: CheckDetection): Compiled {
  let c = compiledCache.get(d);
  if (!c) {
    const mk = (xs?: string[]) => (xs ?? []).map((x) => new RegExp(x, 'i'));
    // topic patterns run on every sentence: one alternation is much faster than one pass per pattern,
    // and the gate skips the sentences without any word the alternation needs
    const source = d.topic.map((x) => `(?:${x})`).join('|');
    const topic = d.topic.length ? new RegExp(source, 'i') : null;
    c = { topic, topicGate: topic ? gateFor(source) : null, entail: mk(d.entail), contradict: mk(d.contradict), exclude: mk(d.exclude) };
    compiledCache.set(d, c);
  }
  return c;
}

// Register the word pieces of every built-in check before any document is indexed, so that the
// first review is gated too (a piece registered after a document's index was built is not gated).
for (const check of builtInChecksShared()) if (check.detection) compile(check.detection);

export interface DocContext {
  text: string;
  clauses: Clause[];
  sentences: Sentence[];
  sentenceText: string[];
  keyTerms: KeyTermsDetailed;
  clauseById: Map<string, Clause>;
  /** For a list item, the index of the sentence that introduces the list ("... shall not include:"), else -1. */
  lead: number[];
  /** Sentences that introduce a list: for each, the index after its last list member, else -1. */
  listEnd: number[];
  /** Which sentences contain which word pieces, for gating patterns. */
  pieces: PieceIndex;
}

/** A list item: a sentence that starts with an enumerator or a bullet. */
const ITEM_RE = /^(?:(?:and|or)\s+)?(?:\(\s*(?:[a-z]{1,2}|[ivxlc]{1,6}|\d{1,3}|[A-Z]{1,2}|[IVXLC]{1,6})\s*\)|(?:[a-zA-Z]|[ivxlc]{1,6}|[IVXLC]{1,6}|\d{1,3})[.)]|\d{1,3}(?:\.\d{1,3})+\.?)(?=\s)|^[•·▪◦●■□➢►\uf0b7\uf0a7\uf0d8\uf076*–-]\s*/;

/** A sentence that introduces what follows: "... shall not include information that:", "... means:". */
const LEAD_END_RE = /(?:[:—–]|\s-)\s*["”’)]?\s*$|\b(?:which|that|who|whom|where|if|unless|except|excluding|including|include|includes|means|following|namely|whether|of|to)\s*$/i;

/**
 * The numbering style of an item: "(b)" → "(a)", "(iv)" → "(i)", "1.2" → "1.1", "C." → "A.". A lone
 * i, v or x right after h, u or w (in the previous item `prev`) is a letter, not a roman numeral.
 */
function labelShape(t: string, prev = ''): string {
  const m = /^(?:(?:and|or)\s+)?(\S{1,12})/.exec(t);
  if (!m) return '';
  const letter = /^\(?([ivxIVX])[.)]/.exec(m[1]);
  if (letter) {
    const p = /^(?:(?:and|or)\s+)?\(?([a-zA-Z])[.)]/.exec(prev);
    if (p && p[1].charCodeAt(0) + 1 === letter[1].charCodeAt(0)) return m[1].replace(/[a-z]/, 'a').replace(/[A-Z]/, 'A');
  }
  return m[1]
    .replace(/\d+/g, '1')
    .replace(/(^|[^A-Za-z])[ivx]+(?![A-Za-z])/g, '$1i')
    .replace(/(^|[^A-Za-z])[IVX]+(?![A-Za-z])/g, '$1I')
    .replace(/(^|[^A-Za-z])[a-hj-uwyz](?![A-Za-z])/g, '$1a')
    .replace(/(^|[^A-Za-z])[A-HJ-UWYZ](?![A-Za-z])/g, '$1A');
}

const AGREE_AS_FOLLOWS_RE = /\b(?:agree|agreed|agrees|covenant|stipulate)\b[^.;:]{0,60}\bas follows\s*[:.—–-]?\s*$/i;
const TOP_LEVEL_RE = /^(?:\d{1,2}\.?(?:\s|$)|[A-Z]\.\s|[IVX]{1,4}\.\s|article\b|section\b)/i;
const TERMINATED_RE = /[.;!?]["”’)\]]*\s*$/;
const COLON_END_RE = /:\s*["”’)]?\s*$/;
const LEAD_MAX_SPAN = 6000;
const LIST_MAX = 40;

/**
 * List structure over the sentences. A lead-in is a sentence that ends like an introduction and is
 * followed by an item. Its list runs over the items numbered like its first item, the sub-items of a
 * nested lead-in, and further sentences of an item's clause; an item numbered otherwise, or any other
 * sentence, ends it. Each member's lead is the innermost lead-in whose list it belongs to.
 */
function listStructure(text: string[], sentences: Sentence[]): { lead: number[]; listEnd: number[] } {
  const n = text.length;
  const item = new Array<boolean>(n);
  const leadEnd = new Array<boolean>(n);
  for (let i = 0; i < n; i++) item[i] = ITEM_RE.test(text[i]);
  for (let i = 0; i < n; i++) {
    const t = text[i];
    // An introduction ends like one ("... information that:", "... means"), or breaks off unfinished
    // right before an item. A finished sentence, a heading, and "the parties agree as follows:" before
    // section 1 (which introduces the whole agreement) are no introductions.
    if (TERMINATED_RE.test(t)) leadEnd[i] = false;
    else if (i + 1 < n && AGREE_AS_FOLLOWS_RE.test(t) && TOP_LEVEL_RE.test(text[i + 1])) leadEnd[i] = false;
    else if (COLON_END_RE.test(t)) leadEnd[i] = true;
    else if (looksLikeHeading(t)) leadEnd[i] = false;
    else if (LEAD_END_RE.test(t)) leadEnd[i] = true;
    else if (i + 1 >= n || !item[i + 1] || t.length <= 30) leadEnd[i] = false;
    // an item whose sub-items follow in another numbering style ("5. ... shall not," then "(i) ...")
    else if (item[i]) leadEnd[i] = labelShape(t) !== labelShape(text[i + 1]) && !/\b(?:and|or)\s*$/.test(t);
    else leadEnd[i] = true;
  }
  // a sentence continuing an item in the same clause is a list member too
  const member = new Array<boolean>(n);
  for (let i = 0; i < n; i++) {
    member[i] = item[i] || (i > 0 && member[i - 1] && sentences[i - 1].clause_id === sentences[i].clause_id && !leadEnd[i - 1]);
  }
  const lead = new Array<number>(n).fill(-1);
  const listEnd = new Array<number>(n).fill(-1);
  const shape = new Array<string>(n).fill('');
  for (let i = 0, prevItem = -1; i < n; i++) {
    if (!item[i]) continue;
    shape[i] = labelShape(text[i], prevItem >= 0 ? text[prevItem] : '');
    prevItem = i;
  }
  for (let j = 0; j < n; j++) {
    if (!leadEnd[j] || j + 1 >= n || !item[j + 1]) continue;
    // the list runs over items numbered like its first one, the sub-items of a nested introduction,
    // and further sentences of an item; an item numbered otherwise (section "2." after "(a)"-"(c)") ends it
    const styles = new Set([shape[j + 1]]);
    let k = j + 1;
    while (k < n && k - j <= LIST_MAX && member[k] && sentences[k].start - sentences[j].end < LEAD_MAX_SPAN) {
      if (item[k] && !styles.has(shape[k])) {
        if (!leadEnd[k - 1]) break;
        styles.add(shape[k]);
      }
      k++;
    }
    listEnd[j] = k;
  }
  // each member's lead is the innermost list it belongs to (a nested list's lead-in is itself a member of the outer list)
  for (let j = 0; j < n; j++) {
    if (listEnd[j] < 0) continue;
    for (let k = j + 1; k < listEnd[j]; k++) if (lead[k] < j) lead[k] = j;
  }
  return { lead, listEnd };
}

export function buildContext(text: string): DocContext {
  const seg = segmentDetailed(text);
  const sentenceText = seg.sentences.map((s) => text.slice(s.start, s.end));
  const { lead, listEnd } = listStructure(sentenceText, seg.sentences);
  return {
    text,
    clauses: seg.clauses,
    sentences: seg.sentences,
    sentenceText,
    keyTerms: extractKeyTermsDetailed(text),
    clauseById: new Map(seg.clauses.map((c) => [c.id, c])),
    lead,
    listEnd,
    pieces: sentenceIndex(seg),
  };
}

export function citationOf(ctx: DocContext, s: { clause_id: string; start: number; end: number }): Citation {
  const clause = ctx.clauseById.get(s.clause_id);
  const c: Citation = { clause_id: s.clause_id, start: s.start, end: s.end, quote: ctx.text.slice(s.start, s.end) };
  if (clause?.section) c.section = clause.section;
  return c;
}

function anyMatch(res: RegExp[], s: string): boolean {
  for (const re of res) if (re.test(s)) return true;
  return false;
}

export interface CheckEvaluation {
  outcome: CheckOutcome;
  position: Position;
  evidence: Citation[];
  /** Sentence indexes of the evidence, best first. */
  sentenceIdx: number[];
}

/** Evaluate one check against a document. */
export function evaluateCheck(check: PlaybookCheck, ctx: DocContext): CheckEvaluation {
  const d = check.detection;
  if (!d) return { outcome: 'not_mentioned', position: 'missing', evidence: [], sentenceIdx: [] };
  const c = compile(d);
  const max = d.max_evidence ?? 8;
  const topicIdx: number[] = [];
  if (c.topic) {
    const candidates = ctx.pieces.spansWith(c.topicGate);
    const n = candidates ? candidates.length : ctx.sentenceText.length;
    for (let k = 0; k < n; k++) {
      const i = candidates ? candidates[k] : k;
      const t = ctx.sentenceText[i];
      if (c.topic.test(t) && !anyMatch(c.exclude, t)) topicIdx.push(i);
    }
  }
  if (d.key_term) return evaluateKeyTerm(check, d, ctx, topicIdx, max);

  const window = d.window ?? 1;
  const cueText = (i: number) => {
    const lead = ctx.lead[i] >= 0 ? `${ctx.sentenceText[ctx.lead[i]]} ` : '';
    if (window <= 1) return lead + ctx.sentenceText[i];
    const parts = [lead + ctx.sentenceText[i]];
    for (let k = 1; k < window && i + k < ctx.sentenceText.length; k++) parts.push(ctx.sentenceText[i + k]);
    return parts.join(' ');
  };
  const ent: number[] = [];
  const con: number[] = [];
  for (const i of topicIdx) {
    const t = cueText(i);
    if (c.contradict.length && anyMatch(c.contradict, t)) con.push(i);
    if (c.entail.length && anyMatch(c.entail, t)) ent.push(i);
  }
  let outcome: CheckOutcome;
  let primary: number[];
  const first = d.precedence ?? 'contradict';
  if (first === 'contradict' ? con.length : !ent.length && con.length) {
    outcome = 'contradicted';
    primary = con;
  } else if (ent.length) {
    outcome = 'entailed';
    primary = ent;
  } else if (topicIdx.length && d.topic_only && d.topic_only !== 'not_mentioned') {
    outcome = d.topic_only;
    primary = topicIdx;
  } else {
    outcome = 'not_mentioned';
    primary = [];
  }
  return withEvidence(ctx, outcome, d.positions[outcome], outcome === 'not_mentioned' ? [] : seedOrder(ctx, d, primary, topicIdx), max, window > 1 ? primary.length : 0);
}

/** Evidence seeds, best first: the cue sentences, then topic sentences in clauses of the check's clause type, then the rest. */
function seedOrder(ctx: DocContext, d: CheckDetection, primary: number[], topicIdx: number[]): number[] {
  if (!d.clause_type) return [...primary, ...topicIdx];
  const typed: number[] = [];
  const rest: number[] = [];
  for (const i of topicIdx) (ctx.clauseById.get(ctx.sentences[i].clause_id)?.clause_type === d.clause_type ? typed : rest).push(i);
  return [...primary, ...typed, ...rest];
}

/** Sentences ending mid-thought (", or", ";", ":") continue into the next one. */
const CONTINUES_RE = /(?:[:,;]|\b(?:or|and))\s*$/;
const MAX_SENTENCES = 24;

/**
 * Evidence from seed sentences (best first): each seed with the span group that carries it, namely
 * the lead-ins of the list it is in (up to two levels), the members of the list it introduces, and
 * the continuation of a sentence cut at a comma or semicolon. Adjacent sentences of one clause are
 * cited as one span. Seeds are taken while fewer than `max` spans are cited (a group is never cut),
 * and never more than MAX_SENTENCES sentences.
 */
function withEvidence(ctx: DocContext, outcome: CheckOutcome, position: Position, seeds: number[], max: number, withNext = 0): CheckEvaluation {
  const chosen: number[] = [];
  const seen = new Set<number>();
  const n = ctx.sentences.length;
  const add = (i: number): boolean => {
    if (i < 0 || i >= n || seen.has(i)) return false;
    seen.add(i);
    chosen.push(i);
    return true;
  };
  for (let s = 0; s < seeds.length; s++) {
    const i = seeds[s];
    if (chosen.length >= MAX_SENTENCES || citationCount(ctx, chosen) >= max) break;
    if (!add(i)) continue;
    for (let l = ctx.lead[i], depth = 0; l >= 0 && depth < 2; l = ctx.lead[l], depth++) add(l);
    if (ctx.lead[i] < 0 && i > 0 && /:\s*$/.test(ctx.sentenceText[i - 1])) add(i - 1);
    // a cue found with a window of following sentences: cite the next one too
    if (s < withNext) add(i + 1);
    if (ctx.listEnd[i] > 0) for (let k = i + 1; k < ctx.listEnd[i] && chosen.length < MAX_SENTENCES; k++) add(k);
    if (CONTINUES_RE.test(ctx.sentenceText[i])) {
      for (let k = i + 1; k < Math.min(n, i + 5); k++) {
        add(k);
        if (!CONTINUES_RE.test(ctx.sentenceText[k])) break;
      }
    }
  }
  const runs = sentenceRuns(ctx, chosen);
  return {
    outcome,
    position,
    evidence: runs.map(([a, b]) => citationOf(ctx, { clause_id: ctx.sentences[a].clause_id, start: ctx.sentences[a].start, end: ctx.sentences[b].end })),
    sentenceIdx: chosen,
  };
}

/** The chosen sentences as runs [first, last] of consecutive sentences in one clause, in order of first choice. */
function sentenceRuns(ctx: DocContext, chosen: number[]): [number, number][] {
  const set = new Set(chosen);
  const runs: [number, number][] = [];
  const done = new Set<number>();
  for (const i of chosen) {
    if (done.has(i)) continue;
    let a = i;
    let b = i;
    const cl = ctx.sentences[i].clause_id;
    while (set.has(a - 1) && !done.has(a - 1) && ctx.sentences[a - 1].clause_id === cl) a--;
    while (set.has(b + 1) && !done.has(b + 1) && ctx.sentences[b + 1].clause_id === cl) b++;
    for (let k = a; k <= b; k++) done.add(k);
    runs.push([a, b]);
  }
  return runs;
}

function citationCount(ctx: DocContext, chosen: number[]): number {
  return chosen.length < 2 ? chosen.length : sentenceRuns(ctx, chosen).length;
}

function evaluateKeyTerm(check: PlaybookCheck, d: CheckDetection, ctx: DocContext, topicIdx: number[], max: number): CheckEvaluation {
  const k = ctx.keyTerms;
  let outcome: CheckOutcome = 'not_mentioned';
  let position: Position | undefined;
  let evidenceRe: RegExp | null = null;
  switch (d.key_term) {
    case 'mutual':
      outcome = k.mutual === true ? 'entailed' : k.mutual === false ? 'contradicted' : 'not_mentioned';
      evidenceRe = /\bmutual\b|(?:each|either|both) part(?:y|ies)|one-way|unilateral/i;
      break;
    case 'governing_law':
      outcome = k.governing_law ? 'entailed' : 'not_mentioned';
      evidenceRe = /governed by|governing law|construed[^.;]{0,40}(?:accordance|under)|laws? of/i;
      break;
    case 'term':
      // the agreement's own term: entailed when stated as a duration or by a term clause
      outcome = k.term || topicIdx.length ? 'entailed' : 'not_mentioned';
      evidenceRe = null;
      break;
    case 'survival': {
      // how long the obligations last: their survival, else the agreement's term
      const dur = k.survival ?? k.term;
      if (dur === 'indefinite') {
        outcome = 'contradicted';
      } else if (dur) {
        const months = durationMonths(dur) ?? 0;
        outcome = 'entailed';
        if (months > (d.acceptable_max_months ?? Infinity)) position = 'unacceptable';
        else if (months > (d.preferred_max_months ?? Infinity)) position = 'acceptable';
      }
      evidenceRe = /\b(?:years?|months?|indefinite|perpetu|surviv|term of)\b/i;
      break;
    }
    default:
      outcome = topicIdx.length ? 'entailed' : 'not_mentioned';
  }
  const seeds = outcome === 'not_mentioned' ? [] : seedOrder(ctx, d, [], topicIdx.filter((i) => !evidenceRe || evidenceRe.test(ctx.sentenceText[i])));
  return withEvidence(ctx, outcome, position ?? d.positions[outcome], seeds, max);
}

function lowerSeverity(s: Severity): Severity {
  return SEVERITIES[Math.max(0, SEVERITIES.indexOf(s) - 1)];
}

const OUTCOME_WORDS: Record<CheckOutcome, string> = {
  entailed: 'The contract provides for this',
  contradicted: 'The contract takes the opposite position',
  not_mentioned: 'The contract does not address this',
};

/** Defined terms of the contract, used to adapt playbook language to the document. */
export function definedTerms(text: string): Record<string, string> {
  const head = text.length > 30000 ? text.slice(0, 30000) : text;
  const out: Record<string, string> = {};
  const find = (re: RegExp) => {
    const m = re.exec(head);
    return m ? m[1] : undefined;
  };
  const recv = find(/["“](Receiving Party|Recipient|Receiver|Receiving Company|Confidant|Investor)["”]/);
  const disc = find(/["“](Disclosing Party|Discloser|Disclosing Company|Owner|Provider)["”]/);
  const ci = find(/["“](Confidential Information|Proprietary Information|Evaluation Material|Confidential Materials?|Information)["”]/);
  const purpose = find(/["“](Purpose|Permitted Purpose|Permitted Use|Transaction|Proposed Transaction|Business Purpose|Project)["”]/);
  if (recv) out['Receiving Party'] = recv;
  if (disc) out['Disclosing Party'] = disc;
  if (ci) out['Confidential Information'] = ci;
  if (purpose) out['Purpose'] = purpose;
  return out;
}

export function adaptLanguage(language: string, terms: Record<string, string>, vars: Record<string, string> = {}): string {
  let s = language;
  for (const [from, to] of Object.entries(terms)) {
    if (from !== to) s = s.split(from).join(to);
  }
  s = s.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => vars[k] ?? `[${k.replace(/_/g, ' ')}]`);
  return s;
}

/**
 * Word-level diff operations from original to suggested text (jsdiff, whitespace kept as tokens so that
 * the equal+delete parts rebuild the original and equal+insert parts the suggestion exactly). The
 * common head and tail, cut at whitespace so that no word is split, are equal without being diffed:
 * a redline changes one sentence or appends one, and diffing a whole clause word by word is slow.
 */
export function redlineOperations(original: string, suggested: string): DiffOperation[] {
  const max = Math.min(original.length, suggested.length);
  let head = 0;
  while (head < max && original.charCodeAt(head) === suggested.charCodeAt(head)) head++;
  if (head === original.length && head === suggested.length) return original ? [{ op: 'equal', text: original }] : [];
  while (head > 0 && !isWhitespace(original.charCodeAt(head - 1))) head--;
  let tail = 0;
  while (tail < max - head && original.charCodeAt(original.length - 1 - tail) === suggested.charCodeAt(suggested.length - 1 - tail)) tail++;
  while (tail > 0 && !isWhitespace(original.charCodeAt(original.length - tail))) tail--;
  const ops: DiffOperation[] = [];
  const push = (op: DiffOperation['op'], text: string) => {
    if (!text) return;
    const last = ops[ops.length - 1];
    if (last && last.op === op) last.text += text;
    else ops.push({ op, text });
  };
  push('equal', original.slice(0, head));
  const before = original.slice(head, original.length - tail);
  const after = suggested.slice(head, suggested.length - tail);
  // texts that differ in more than REDLINE_MAX_EDIT words are shown as a plain replacement
  const parts = diffWordsWithSpace(before, after, { maxEditLength: REDLINE_MAX_EDIT });
  if (parts) for (const part of parts) push(part.added ? 'insert' : part.removed ? 'delete' : 'equal', part.value);
  else {
    push('delete', before);
    push('insert', after);
  }
  push('equal', original.slice(original.length - tail));
  return ops;
}

const REDLINE_MAX_EDIT = 400;

function isWhitespace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13 || c === 12 || c === 11 || c === 160;
}

/** A second reading of a check's evaluation (the language-model door, llm.ts); returns it unchanged or revised. */
export type ReviseCheck = (check: PlaybookCheck, ev: CheckEvaluation, ctx: DocContext) => CheckEvaluation;

/**
 * Review a contract against a playbook: the given one, else the document type's built-in playbook
 * (`pbk_nda_standard`, `pbk_msa_standard`, `pbk_saas_standard`, or `pbk_general` for every other type).
 * `revise`, when given, may replace each check's evaluation before issues are drawn from it.
 */
export function review(input: ReviewInput, revise?: ReviseCheck): ReviewOutput {
  const { text, document_type } = input;
  const options = { risk_scoring: true, suggest_redlines: false, ...(input.options ?? {}) };
  const ctx = buildContext(text);
  const playbook: Playbook = input.playbook ? withDetection(input.playbook) : defaultPlaybookShared(document_type);
  const result = runPlaybook(ctx, playbook, document_type, options.suggest_redlines, options.risk_scoring, revise);
  return { clauses: ctx.clauses, key_terms: toPublicKeyTerms(ctx.keyTerms), review: result };
}

interface Finding {
  check: PlaybookCheck;
  ev: CheckEvaluation;
  severity: Severity;
  order: number;
}

function runPlaybook(ctx: DocContext, playbook: Playbook, documentType: DocumentType, suggestRedlines: boolean, scoring: boolean, revise?: ReviseCheck): ReviewResult {
  const checks: CheckResult[] = [];
  const findings: Finding[] = [];
  const categories: string[] = [];
  for (const check of playbook.checks) {
    if (!check.enabled) continue;
    if (!categories.includes(check.category)) categories.push(check.category);
    const ev = revise ? revise(check, evaluateCheck(check, ctx), ctx) : evaluateCheck(check, ctx);
    checks.push({ check_id: check.check_id, title: check.title, outcome: ev.outcome, position: ev.position, evidence: ev.evidence });
    if (ev.position !== 'unacceptable' && ev.position !== 'missing') continue;
    const severity = ev.position === 'missing' ? lowerSeverity(check.severity) : check.severity;
    findings.push({ check, ev, severity, order: findings.length });
  }
  // issues most severe first (the spec's order), playbook order within a severity
  findings.sort((a, b) => SEVERITIES.indexOf(b.severity) - SEVERITIES.indexOf(a.severity) || a.order - b.order);
  const issues: Issue[] = [];
  const redlines: Redline[] = [];
  const terms = suggestRedlines ? definedTerms(ctx.text) : {};
  const vars: Record<string, string> = {};
  if (ctx.keyTerms.governing_law) vars.governing_law = ctx.keyTerms.governing_law;
  for (const { check, ev, severity } of findings) {
    const issue: Issue = {
      id: `iss_${issues.length + 1}`,
      check_id: check.check_id,
      category: check.category,
      severity,
      title: check.title,
      explanation: `${OUTCOME_WORDS[ev.outcome]}: ${lcFirst(check.description)} ${ev.position === 'missing' ? 'The playbook expects the contract to address it.' : 'This position is outside the playbook\'s preferred position and fallbacks.'}`,
      recommendation: `Preferred position: ${check.preferred_position}${check.fallbacks.length ? ` Acceptable fallback: ${check.fallbacks[0]}` : ''}`,
      citations: ev.evidence,
    };
    issues.push(issue);
    if (suggestRedlines && check.suggested_language) {
      const rl = makeRedline(ctx, check, ev, issue, terms, vars, redlines.length + 1);
      if (rl) {
        redlines.push(rl);
        issue.redline_id = rl.id;
      }
    }
  }
  const sev = issues.map((i) => i.severity);
  const risk_score = scoring ? aggregateRisk(sev) : null;
  const category_scores = scoring
    ? categories.map((category) => ({ category, score: aggregateRisk(issues.filter((i) => i.category === category).map((i) => i.severity)) }))
    : [];
  const risk_level = scoring ? riskLevel(risk_score!, sev) : null;
  const result: ReviewResult = {
    risk_score,
    risk_level,
    category_scores,
    issues,
    checks,
    playbook: { id: playbook.id, version: playbook.version },
    summary: summarise(ctx, playbook, documentType, checks, issues, risk_score, risk_level),
  };
  if (suggestRedlines) result.redlines = redlines;
  return result;
}

function lcFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function makeRedline(ctx: DocContext, check: PlaybookCheck, ev: CheckEvaluation, issue: Issue, terms: Record<string, string>, vars: Record<string, string>, n: number): Redline | null {
  const language = adaptLanguage(check.suggested_language, terms, vars);
  let clause: Clause | undefined;
  let original: string;
  let suggested: string;
  if (ev.outcome === 'contradicted' && ev.sentenceIdx.length) {
    // replace the offending sentence inside its clause
    const s = ctx.sentences[ev.sentenceIdx[0]];
    clause = ctx.clauseById.get(s.clause_id);
    if (!clause) return null;
    original = ctx.text.slice(clause.start, clause.end);
    suggested = original.slice(0, s.start - clause.start) + language + original.slice(s.end - clause.start);
  } else {
    // add the language after the clause of the right type, else after the last substantive clause
    const type = check.detection?.clause_type;
    clause = (type && [...ctx.clauses].reverse().find((c) => c.clause_type === type)) || lastSubstantive(ctx);
    if (!clause) return null;
    original = ctx.text.slice(clause.start, clause.end);
    suggested = `${original}\n\n${language}`;
  }
  return {
    id: `rdl_${n}`,
    issue_id: issue.id,
    clause_id: clause.id,
    original_text: original,
    suggested_text: suggested,
    operations: redlineOperations(original, suggested),
    rationale: `${check.title}: ${check.preferred_position}`,
  };
}

function lastSubstantive(ctx: DocContext): Clause | undefined {
  for (let i = ctx.clauses.length - 1; i >= 0; i--) {
    const c = ctx.clauses[i];
    if (c.clause_type !== 'signature' && c.end - c.start > 80) return c;
  }
  return ctx.clauses[ctx.clauses.length - 1];
}

function summarise(ctx: DocContext, playbook: Playbook, documentType: DocumentType, checks: CheckResult[], issues: Issue[], score: number | null, level: Severity | null): string {
  const k = ctx.keyTerms;
  const parts: string[] = [];
  const kind = documentType === 'nda' ? (k.mutual === true ? 'mutual NDA' : k.mutual === false ? 'one-way NDA' : 'NDA') : documentType === 'other' ? 'contract' : documentType.toUpperCase();
  parts.push(`${ctx.clauses.length} clauses reviewed as ${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}.`);
  if (k.parties.length) parts.push(`Parties: ${k.parties.map((p) => p.name).join('; ')}.`.replace(/\.\.$/, '.'));
  const facts: string[] = [];
  if (k.governing_law) facts.push(`governing law ${k.governing_law}`);
  if (k.term) facts.push(`term ${k.term}`);
  if (k.survival) facts.push(`obligations survive ${k.survival === 'indefinite' ? 'indefinitely' : k.survival}`);
  if (facts.length) parts.push(`Key terms: ${facts.join(', ')}.`);
  const counts = SEVERITIES.map((s) => [s, issues.filter((i) => i.severity === s).length] as const).filter(([, n]) => n > 0);
  const general = playbook.document_type !== documentType && playbook.document_type === 'other';
  parts.push(`${checks.length} checks of ${playbook.id} v${playbook.version}${general ? ` (no dedicated playbook for ${documentType}; general checks only)` : ''}: ${issues.length} issue${issues.length === 1 ? '' : 's'}${counts.length ? ` (${counts.reverse().map(([s, n]) => `${n} ${s}`).join(', ')})` : ''}.`);
  if (score !== null && level !== null) parts.push(`Risk ${score}/100 (${level}).`);
  const top = issues.slice(0, 3);
  if (top.length) parts.push(`Most important: ${top.map((i) => i.title.toLowerCase()).join('; ')}.`);
  return parts.join(' ');
}
