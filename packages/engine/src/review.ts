/**
 * Review: evaluate every enabled check of a playbook, turn deviations into issues, score them and
 * (optionally) propose redlines.
 *
 * Check evaluation. A sentence is *evidence* for a check when one of its topic patterns matches
 * (and no exclude pattern does). Among evidence sentences, contradict / entail cue patterns decide
 * the outcome; `precedence` says which cue wins when both occur. `topic_only` is the outcome when
 * evidence exists without a cue. Key-term checks (mutual, term, governing law) decide from the
 * extracted key terms instead.
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
 * least high. With options.risk_scoring = false the fields are still present but risk_score is 0,
 * risk_level is 'low' and category scores are 0 (the review is then a pure check list).
 */
import { diffWordsWithSpace } from 'diff';
import type {
  CheckDetection, CheckOutcome, CheckResult, Citation, Clause, DiffOperation, DocumentType, Issue, KeyTerms, Playbook,
  PlaybookCheck, Position, Redline, ReviewInput, ReviewOutput, ReviewResult, Sentence, Severity,
} from './types.js';
import { segmentDetailed } from './segment.js';
import { extractKeyTerms, durationMonths } from './keyterms.js';
import { defaultPlaybookFor, withDetection } from './playbooks/index.js';

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
  topic: RegExp[];
  entail: RegExp[];
  contradict: RegExp[];
  exclude: RegExp[];
}

const compiledCache = new WeakMap<CheckDetection, Compiled>();

function compile(d: CheckDetection): Compiled {
  let c = compiledCache.get(d);
  if (!c) {
    const mk = (xs?: string[]) => (xs ?? []).map((x) => new RegExp(x, 'i'));
    // topic patterns run on every sentence: one alternation is much faster than one pass per pattern
    const topic = d.topic.length ? [new RegExp(d.topic.map((x) => `(?:${x})`).join('|'), 'i')] : [];
    c = { topic, entail: mk(d.entail), contradict: mk(d.contradict), exclude: mk(d.exclude) };
    compiledCache.set(d, c);
  }
  return c;
}

export interface DocContext {
  text: string;
  clauses: Clause[];
  sentences: Sentence[];
  sentenceText: string[];
  keyTerms: KeyTerms;
  clauseById: Map<string, Clause>;
  /** For a list item, the index of the sentence that introduces the list ("... shall not include:"), else -1. */
  lead: number[];
}

const ITEM_RE = /^(?:\(?(?:[a-z]{1,2}|[ivx]{1,5}|\d{1,2}|[A-Z])\)|(?:[a-z]|[ivx]{1,5}|\d{1,2}(?:\.\d{1,2})*)[.)])\s/;

const LEAD_END_RE = /[:—–,-]\s*$|\b(?:which|that|of|to|include|including|except|where|if|unless|whether)\s*$/;

function computeLeads(text: string[], starts: number[]): number[] {
  const lead = new Array<number>(text.length).fill(-1);
  for (let i = 0; i < text.length; i++) {
    if (!ITEM_RE.test(text[i])) continue;
    for (let j = i - 1; j >= 0 && starts[i] - starts[j] < 6000; j--) {
      if (LEAD_END_RE.test(text[j])) {
        lead[i] = j;
        break;
      }
      if (!ITEM_RE.test(text[j])) break;
    }
  }
  return lead;
}

export function buildContext(text: string): DocContext {
  const seg = segmentDetailed(text);
  const sentenceText = seg.sentences.map((s) => text.slice(s.start, s.end));
  return {
    text,
    clauses: seg.clauses,
    sentences: seg.sentences,
    sentenceText,
    keyTerms: extractKeyTerms(text, seg.clauses),
    clauseById: new Map(seg.clauses.map((c) => [c.id, c])),
    lead: computeLeads(sentenceText, seg.sentences.map((x) => x.start)),
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
  for (let i = 0; i < ctx.sentenceText.length; i++) {
    const t = ctx.sentenceText[i];
    if (anyMatch(c.topic, t) && !anyMatch(c.exclude, t)) topicIdx.push(i);
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
  const chosen: number[] = [];
  if (outcome !== 'not_mentioned') {
    const add = (i: number) => {
      if (i >= 0 && i < ctx.sentences.length && chosen.length < max && !chosen.includes(i)) chosen.push(i);
    };
    // each cue sentence with its context: the lead-in of a list item, the items of a lead-in,
    // and the continuation of a sentence cut at a comma
    for (const i of primary) {
      add(i);
      add(ctx.lead[i]);
      if (i > 0 && /:\s*$/.test(ctx.sentenceText[i - 1])) add(i - 1);
      if (/(?:[:,;]|\b(?:or|and))\s*$/.test(ctx.sentenceText[i])) {
        for (let k = i + 1; k < Math.min(ctx.sentences.length, i + 5); k++) {
          add(k);
          if (!/(?:[:,;]|\b(?:or|and))\s*$/.test(ctx.sentenceText[k])) break;
        }
      }
    }
    if (window > 1) {
      for (const i of primary) if (chosen.length < max && i + 1 < ctx.sentences.length && !chosen.includes(i + 1)) chosen.push(i + 1);
    }
    for (const i of topicIdx) if (chosen.length < max && !chosen.includes(i)) chosen.push(i);
  }
  return {
    outcome,
    position: d.positions[outcome],
    evidence: chosen.map((i) => citationOf(ctx, ctx.sentences[i])),
    sentenceIdx: chosen,
  };
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
    case 'survival': {
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
  const idx = outcome === 'not_mentioned' ? [] : topicIdx.filter((i) => !evidenceRe || evidenceRe.test(ctx.sentenceText[i])).slice(0, max);
  return {
    outcome,
    position: position ?? d.positions[outcome],
    evidence: idx.map((i) => citationOf(ctx, ctx.sentences[i])),
    sentenceIdx: idx,
  };
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

/** Word-level diff operations from original to suggested text (jsdiff, whitespace kept as tokens so that the equal+delete parts rebuild the original and equal+insert parts the suggestion exactly). */
export function redlineOperations(original: string, suggested: string): DiffOperation[] {
  const ops: DiffOperation[] = [];
  for (const part of diffWordsWithSpace(original, suggested)) {
    const op: DiffOperation['op'] = part.added ? 'insert' : part.removed ? 'delete' : 'equal';
    const last = ops[ops.length - 1];
    if (last && last.op === op) last.text += part.value;
    else ops.push({ op, text: part.value });
  }
  return ops;
}

/** Review a contract against a playbook. */
export function review(input: ReviewInput): ReviewOutput {
  const { text, document_type } = input;
  const options = { risk_scoring: true, suggest_redlines: false, ...(input.options ?? {}) };
  const ctx = buildContext(text);
  const playbook: Playbook | undefined = input.playbook ? withDetection(input.playbook) : defaultPlaybookFor(document_type);
  const result = runPlaybook(ctx, playbook, document_type, options.suggest_redlines, options.risk_scoring);
  return { clauses: ctx.clauses, key_terms: ctx.keyTerms, review: result };
}

function runPlaybook(ctx: DocContext, playbook: Playbook | undefined, documentType: DocumentType, suggestRedlines: boolean, scoring: boolean): ReviewResult {
  const checks: CheckResult[] = [];
  const issues: Issue[] = [];
  const redlines: Redline[] = [];
  const terms = definedTerms(ctx.text);
  const vars: Record<string, string> = {};
  if (ctx.keyTerms.governing_law) vars.governing_law = ctx.keyTerms.governing_law;
  const categories: string[] = [];
  for (const check of playbook?.checks ?? []) {
    if (!check.enabled) continue;
    if (!categories.includes(check.category)) categories.push(check.category);
    const ev = evaluateCheck(check, ctx);
    checks.push({ check_id: check.check_id, title: check.title, outcome: ev.outcome, position: ev.position, evidence: ev.evidence });
    if (ev.position !== 'unacceptable' && ev.position !== 'missing') continue;
    const severity = ev.position === 'missing' ? lowerSeverity(check.severity) : check.severity;
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
  const risk_score = scoring ? aggregateRisk(sev) : 0;
  const category_scores = categories.map((category) => ({
    category,
    score: scoring ? aggregateRisk(issues.filter((i) => i.category === category).map((i) => i.severity)) : 0,
  }));
  const risk_level = scoring ? riskLevel(risk_score, sev) : 'low';
  const result: ReviewResult = {
    risk_score,
    risk_level,
    category_scores,
    issues,
    checks,
    playbook: { id: playbook?.id ?? 'none', version: playbook?.version ?? 0 },
    summary: summarise(ctx, playbook, documentType, checks, issues, risk_score, risk_level, scoring),
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

function summarise(ctx: DocContext, playbook: Playbook | undefined, documentType: DocumentType, checks: CheckResult[], issues: Issue[], score: number, level: Severity, scoring: boolean): string {
  const k = ctx.keyTerms;
  const parts: string[] = [];
  const kind = documentType === 'nda' ? (k.mutual === true ? 'mutual NDA' : k.mutual === false ? 'one-way NDA' : 'NDA') : documentType.toUpperCase();
  parts.push(`${ctx.clauses.length} clauses reviewed as ${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}.`);
  if (k.parties.length) parts.push(`Parties: ${k.parties.map((p) => p.name).join('; ')}.`.replace(/\.\.$/, '.'));
  const facts: string[] = [];
  if (k.governing_law) facts.push(`governing law ${k.governing_law}`);
  if (k.term) facts.push(`term ${k.term}`);
  if (k.survival) facts.push(`obligations survive ${k.survival === 'indefinite' ? 'indefinitely' : k.survival}`);
  if (facts.length) parts.push(`Key terms: ${facts.join(', ')}.`);
  if (!playbook) {
    parts.push(`No built-in playbook for ${documentType}; clause map and key terms only.`);
    return parts.join(' ');
  }
  const counts = SEVERITIES.map((s) => [s, issues.filter((i) => i.severity === s).length] as const).filter(([, n]) => n > 0);
  parts.push(`${checks.length} checks of ${playbook.id} v${playbook.version}: ${issues.length} issue${issues.length === 1 ? '' : 's'}${counts.length ? ` (${counts.reverse().map(([s, n]) => `${n} ${s}`).join(', ')})` : ''}.`);
  if (scoring) parts.push(`Risk ${score}/100 (${level}).`);
  const top = [...issues].sort((a, b) => SEVERITIES.indexOf(b.severity) - SEVERITIES.indexOf(a.severity)).slice(0, 3);
  if (top.length) parts.push(`Most important: ${top.map((i) => i.title.toLowerCase()).join('; ')}.`);
  return parts.join(' ');
}
