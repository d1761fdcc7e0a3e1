/**
 * The language-model door, used where rules and templates cannot serve:
 *
 * - `askAsync`: an answer written by the model from the citations the engine retrieved;
 * - `reviewAsync`: a second reading of the checks the engine is unsure of;
 * - `draftAsync`: a clause the clause library cannot serve (a clause the taxonomy has no type for).
 *
 * The provider comes from `options.provider`, else from CONTRACT_LLM_BASE_URL / CONTRACT_LLM_MODEL
 * (`providerFromEnv`). Without one these return exactly what `ask`, `review` and `draft` return.
 *
 * Every model output is checked before it is used: it must be the JSON object asked for, every quote
 * must be copied verbatim from the excerpts the model was shown (citations are then rebuilt from the
 * contract's offsets, so `quote === text.slice(start, end)`), outcomes must be one of the spec's values,
 * and a drafted clause must be plain prose recognised as the clause type asked for (if one was). Any
 * failure (transport, status, format, content) falls back to the deterministic result and adds a warning.
 */
import type {
  AskCitation, AskInput, AskOutput, CheckOutcome, Citation, DraftInput, DraftOutput, PlaybookCheck, ReviewInput, ReviewOutput,
} from './types.js';
import { providerFromEnv, type LanguageModelProvider } from './provider.js';
import { ask, askRanked } from './ask.js';
import type { SentenceEncoder } from './learned/ask-encoder.js';
import { ClauseTypeNotDraftableError, draft, inferDocumentType } from './draft.js';
import { buildContext, citationOf, review, type CheckEvaluation, type DocContext } from './review.js';
import { clauseTaxonomy, detectClauseTypes } from './taxonomy.js';
import { defaultPlaybookFor, withDetection } from './playbooks/index.js';
import { clauseTypeModel, clauseTypeScores } from './learned/clause-types.js';

export interface ModelOptions {
  /** The provider; default `providerFromEnv(process.env)`. `null` turns the model off. */
  provider?: LanguageModelProvider | null;
  /** At most this many unsure checks get a second reading (default 4). */
  maxSecondReadings?: number;
}

/** A result, what went wrong with the model (the result is then the deterministic one), and what the model changed. */
export interface Assisted<T> {
  result: T;
  warnings: string[];
  /** The model whose output was used, or null when the result is the engine's own. */
  model: string | null;
  /** For review: the checks the model read again, with the engine's outcome and the one kept. */
  readings?: { check_id: string; engine: CheckOutcome; kept: CheckOutcome }[];
}

const OUTCOMES: CheckOutcome[] = ['entailed', 'contradicted', 'not_mentioned'];
const MAX_EXCERPT = 1500;

function providerOf(opts: ModelOptions): LanguageModelProvider | null {
  if (opts.provider !== undefined) return opts.provider;
  return providerFromEnv(typeof process !== 'undefined' ? process.env : {});
}

class Rejected extends Error {}

/** The JSON object in a model reply (a ```json fence is allowed around it). */
function parseObject(reply: string): Record<string, unknown> {
  const m = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(reply);
  let v: unknown;
  try {
    v = JSON.parse(m ? m[1] : reply);
  } catch {
    throw new Rejected('the reply is not JSON');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Rejected('the reply is not a JSON object');
  return v as Record<string, unknown>;
}

function stringField(o: Record<string, unknown>, key: string, min: number, max: number): string {
  const v = o[key];
  if (typeof v !== 'string') throw new Rejected(`"${key}" is not a string`);
  const t = v.trim();
  if (t.length < min || t.length > max) throw new Rejected(`"${key}" has ${t.length} characters (allowed ${min} to ${max})`);
  return t;
}

function quotesField(o: Record<string, unknown>, max: number): string[] {
  const v = o.quotes;
  if (!Array.isArray(v) || v.length > max || v.some((q) => typeof q !== 'string' || q.trim().length < 8)) {
    throw new Rejected(`"quotes" must be a list of at most ${max} strings of 8 or more characters`);
  }
  return (v as string[]).map((q) => q.trim());
}

/**
 * A quote copied from one of the excerpts, as a citation with the contract's offsets; the quote must
 * occur verbatim inside an excerpt (which itself slices the contract exactly).
 */
function locate(ctx: DocContext, excerpts: Citation[], quote: string): { citation: Citation; from: number } {
  for (let k = 0; k < excerpts.length; k++) {
    const e = excerpts[k];
    const at = e.quote.indexOf(quote);
    if (at < 0) continue;
    const start = e.start + at;
    const end = start + quote.length;
    if (ctx.text.slice(start, end) !== quote) continue;
    const clause = ctx.clauses.find((c) => c.start <= start && end <= c.end) ?? ctx.clauseById.get(e.clause_id)!;
    return { citation: citationOf(ctx, { clause_id: clause.id, start, end }), from: k };
  }
  throw new Rejected(`a quote is not in the excerpts: "${quote.slice(0, 80)}"`);
}

function excerptList(excerpts: Citation[]): string {
  return excerpts.map((c, i) => `[${i + 1}] ${c.quote.length > MAX_EXCERPT ? c.quote.slice(0, MAX_EXCERPT) : c.quote}`).join('\n\n');
}

function failure(e: unknown): string {
  return e instanceof Rejected ? e.message : `${(e as Error).name}: ${(e as Error).message}`;
}

// ---------------------------------------------------------------------------------------------- ask

const ASK_SYSTEM = 'You answer questions about a contract using only the numbered excerpts given. Reply with one JSON object and nothing else: {"answer": string, "quotes": [string]}. "answer" is a short plain-language answer. "quotes" are the passages that support it, each copied character for character from one excerpt. If the excerpts do not answer the question, reply {"answer": "", "quotes": []}.';

/** ask(), with the answer written by the model from the retrieved citations when a provider is configured. */
export async function askAsync(input: AskInput, opts: ModelOptions & { encoder?: SentenceEncoder | null } = {}): Promise<Assisted<AskOutput>> {
  const base = opts.encoder ? await askRanked(input, opts.encoder) : ask(input);
  const provider = providerOf(opts);
  if (!provider || !base.citations.length) return { result: base, warnings: [], model: null };
  try {
    const reply = await provider.complete({
      temperature: 0,
      max_tokens: 600,
      messages: [
        { role: 'system', content: ASK_SYSTEM },
        { role: 'user', content: `Question: ${input.question}\n\nExcerpts:\n${excerptList(base.citations)}` },
      ],
    });
    const o = parseObject(reply.text);
    const answer = typeof o.answer === 'string' ? o.answer.trim() : '';
    if (!answer) throw new Rejected('the model found no answer in the citations');
    stringField(o, 'answer', 1, 2000);
    const quotes = quotesField(o, 5);
    if (!quotes.length) throw new Rejected('the answer quotes nothing');
    const ctx = buildContext(input.text);
    const used: AskCitation[] = [];
    const from = new Set<number>();
    for (const q of quotes) {
      const { citation, from: k } = locate(ctx, base.citations, q);
      if (used.some((u) => u.start === citation.start && u.end === citation.end)) continue;
      used.push({ ...citation, score: base.citations[k].score });
      from.add(k);
    }
    // the quoted passages first, then the other retrieved citations
    const rest = base.citations.filter((_c, k) => !from.has(k));
    return { result: { answer, citations: [...used, ...rest], confidence: base.confidence }, warnings: [], model: reply.model };
  } catch (e) {
    return { result: base, warnings: [`language model answer not used (${failure(e)}); the engine's answer is returned`], model: null };
  }
}

// ------------------------------------------------------------------------------------------- review

const REVIEW_SYSTEM = 'You check one statement against excerpts of a contract. Reply with one JSON object and nothing else: {"outcome": "entailed" | "contradicted" | "not_mentioned", "quotes": [string]}. "entailed": the excerpts say what the statement says. "contradicted": they say the opposite, or override it (a later clause that disapplies or removes it counts). "not_mentioned": they say neither. "quotes" are the passages that decide it, each copied character for character from one excerpt; empty for "not_mentioned".';

/**
 * Checks the engine is unsure of: topic sentences were found but no cue decided the outcome (it came
 * from the check's default), or cues for both outcomes were found. Key-term checks are never unsure.
 */
export function unsureChecks(ctx: DocContext, checks: PlaybookCheck[]): { check: PlaybookCheck; excerpts: Citation[] }[] {
  const out: { check: PlaybookCheck; excerpts: Citation[] }[] = [];
  for (const check of checks) {
    const d = check.detection;
    if (!check.enabled || !d || d.key_term || !d.topic.length) continue;
    const topic = new RegExp(d.topic.map((x) => `(?:${x})`).join('|'), 'i');
    const exclude = (d.exclude ?? []).map((x) => new RegExp(x, 'i'));
    const entail = (d.entail ?? []).map((x) => new RegExp(x, 'i'));
    const contradict = (d.contradict ?? []).map((x) => new RegExp(x, 'i'));
    const hits: number[] = [];
    let ent = 0, con = 0;
    ctx.sentenceText.forEach((t, i) => {
      if (!topic.test(t) || exclude.some((re) => re.test(t))) return;
      hits.push(i);
      const withLead = ctx.lead[i] >= 0 ? `${ctx.sentenceText[ctx.lead[i]]} ${t}` : t;
      if (entail.some((re) => re.test(withLead))) ent++;
      if (contradict.some((re) => re.test(withLead))) con++;
    });
    if (!hits.length || (ent && !con) || (con && !ent)) continue;
    out.push({ check, excerpts: hits.slice(0, 8).map((i) => citationOf(ctx, ctx.sentences[i])) });
  }
  return out;
}

/** review(), with a second reading by the model of the checks the engine is unsure of. */
export async function reviewAsync(input: ReviewInput, opts: ModelOptions = {}): Promise<Assisted<ReviewOutput>> {
  const base = review(input);
  const provider = providerOf(opts);
  if (!provider) return { result: base, warnings: [], model: null };
  const ctx = buildContext(input.text);
  const playbook = input.playbook ? withDetection(input.playbook) : defaultPlaybookFor(input.document_type);
  const unsure = unsureChecks(ctx, playbook.checks).slice(0, opts.maxSecondReadings ?? 4);
  const warnings: string[] = [];
  const revised = new Map<string, { outcome: CheckOutcome; citations: Citation[] }>();
  let model: string | null = null;
  for (const { check, excerpts } of unsure) {
    try {
      const reply = await provider.complete({
        temperature: 0,
        max_tokens: 500,
        messages: [
          { role: 'system', content: REVIEW_SYSTEM },
          { role: 'user', content: `Statement: ${check.description}\n\nExcerpts:\n${excerptList(excerpts)}` },
        ],
      });
      const o = parseObject(reply.text);
      const outcome = o.outcome as CheckOutcome;
      if (!OUTCOMES.includes(outcome)) throw new Rejected(`"outcome" is not one of ${OUTCOMES.join(', ')}`);
      const quotes = quotesField(o, 6);
      if (outcome !== 'not_mentioned' && !quotes.length) throw new Rejected(`an outcome of ${outcome} quotes nothing`);
      const citations = outcome === 'not_mentioned' ? [] : quotes.map((q) => locate(ctx, excerpts, q).citation);
      revised.set(check.check_id, { outcome, citations });
      model = reply.model;
    } catch (e) {
      warnings.push(`second reading of ${check.check_id} not used (${failure(e)}); the engine's outcome is kept`);
    }
  }
  if (!revised.size) return { result: base, warnings, model: null };
  const result = review(input, (check, ev, c) => {
    const r = revised.get(check.check_id);
    if (!r || !check.detection) return ev;
    // each quote's sentence, so that a redline replaces the right one
    const sentenceIdx = r.citations.map((q) => c.sentences.findIndex((s) => s.start <= q.start && q.start < s.end)).filter((i) => i >= 0);
    const next: CheckEvaluation = { outcome: r.outcome, position: check.detection.positions[r.outcome], evidence: r.citations, sentenceIdx };
    return next;
  });
  const readings = [...revised.entries()].map(([check_id, r]) => ({
    check_id, engine: base.review.checks.find((x) => x.check_id === check_id)!.outcome, kept: r.outcome,
  }));
  return { result, warnings, model, readings };
}

// -------------------------------------------------------------------------------------------- draft

const DRAFT_SYSTEM = 'You draft one contract clause. Reply with one JSON object and nothing else: {"heading": string, "text": string}. "text" is the clause in plain prose, without markup, placeholders in braces, or commentary.';

/**
 * Whether the engine's own classifiers (the rules, else the learned model at even odds or its own
 * threshold if higher) recognise the body of a clause as `clauseType`. The heading is left out: the
 * model chose it, and a heading alone proves nothing about the text.
 */
export function recognisedAs(clauseType: string, text: string): boolean {
  if (detectClauseTypes(text).includes(clauseType)) return true;
  const model = clauseTypeModel();
  const t = model.types.find((x) => x.clause_type === clauseType);
  return !!t && clauseTypeScores(text, '', model)[clauseType] >= Math.max(0, t.threshold_alone);
}

/**
 * draft(); when the clause library cannot serve a clause request (draft() throws
 * ClauseTypeNotDraftableError) and a provider is configured, the model drafts it:
 * - a request that names a clause type of the taxonomy without a library entry: the draft is used only
 *   when the engine's classifiers recognise it as that type;
 * - a request that names no clause type and matches none (a clause the taxonomy has no type for): the
 *   draft is used when it is plain prose, and takes the type the classifiers give it (`other` when none).
 * A clause type outside the taxonomy is never sent to the model (nothing could check the result). When
 * the model's draft is not used, the original error is thrown, its message saying why.
 */
export async function draftAsync(input: DraftInput, opts: ModelOptions = {}): Promise<Assisted<DraftOutput>> {
  try {
    return { result: draft(input), warnings: [], model: null };
  } catch (e) {
    const provider = providerOf(opts);
    if (!(e instanceof ClauseTypeNotDraftableError) || !provider || input.kind !== 'clause') throw e;
    const wanted = input.clause_type;
    const known = wanted ? clauseTaxonomy().find((t) => t.clause_type === wanted) : undefined;
    if (wanted && !known) throw e;
    try {
      const parties = input.parties?.length ? `\nParties: ${input.parties.join('; ')}` : '';
      const law = input.jurisdiction ? `\nGoverning law: ${input.jurisdiction}` : '';
      const what = known ? `Clause type: ${known.title} (${known.description})` : 'Clause type: as the request describes';
      const reply = await provider.complete({
        temperature: 0,
        max_tokens: 900,
        messages: [
          { role: 'system', content: DRAFT_SYSTEM },
          { role: 'user', content: `${what}${parties}${law}\nRequest: ${input.prompt}` },
        ],
      });
      const o = parseObject(reply.text);
      const heading = stringField(o, 'heading', 1, 120);
      const text = stringField(o, 'text', 40, 4000);
      if (/[<>{}]|\[[^\]]*\]/.test(text)) throw new Rejected('the clause contains markup or placeholders');
      if (wanted && !recognisedAs(wanted, text)) throw new Rejected(`the engine does not recognise the text as ${wanted}`);
      const clauseType = wanted ?? detectClauseTypes(text, heading)[0] ?? 'other';
      const warning = `No library entry serves this request: this clause was drafted by the language model ${reply.model} and checked by the engine. Have it reviewed before use.`;
      return {
        result: { kind: 'clause', document_type: inferDocumentType(input), title: heading, text, clauses: [{ id: 'cl_1', clause_type: clauseType, heading, text }], warnings: [warning] },
        warnings: [],
        model: reply.model,
      };
    } catch (m) {
      throw new ClauseTypeNotDraftableError(`${e.message} The language model's draft was not used (${failure(m)}).`);
    }
  }
}
