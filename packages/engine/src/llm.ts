/**
 * The language-model door, used where rules and templates cannot serve:
 *
 * - `askAsync`: an answer written by the model from the citations the engine retrieved;
 * - `reviewAsync`: a second reading of the checks a selection picks (those the engine is unsure of, and those it
 *   passes whose cited language carries signs of adverse detail), judged against the playbook's tiers;
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
  AskCitation, AskInput, AskOutput, CheckOutcome, Citation, DraftInput, DraftOutput, PlaybookCheck, Position, ReviewInput, ReviewOutput,
} from './types.js';
import { providerFromEnv, type JsonSchemaFormat, type LanguageModelProvider } from './provider.js';
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
  /** At most this many checks get a second reading (default 4). */
  maxSecondReadings?: number;
  /** Which checks get one (default `detail`; see `selectSecondReadings`). */
  selection?: SecondReadingPolicy;
}

/** A result, what went wrong with the model (the result is then the deterministic one), and what the model changed. */
export interface Assisted<T> {
  result: T;
  warnings: string[];
  /** The model whose output was used, or null when the result is the engine's own. */
  model: string | null;
  /** For review: the readings used, with the engine's outcome and position and the ones kept. */
  readings?: { check_id: string; why: 'unsure' | 'detail' | 'located'; engine: CheckOutcome; kept: CheckOutcome; engine_position: Position | null; kept_position: Position }[];
  /** For review: the second readings asked for and not used, and why. */
  declined?: { check_id: string; reason: string }[];
}

const OUTCOMES: CheckOutcome[] = ['entailed', 'contradicted', 'not_mentioned'];
const POSITIONS: Position[] = ['preferred', 'acceptable', 'unacceptable', 'missing'];
const DEFAULT_SELECTION: SecondReadingPolicy = 'detail';
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

/**
 * The reply's shape as a JSON Schema, sent as `response_format` so that a server which constrains decoding (llama.cpp,
 * vLLM, OpenAI...) can only return an object of that shape; the reply is checked all the same, as for any server.
 */
function jsonReply(name: string, properties: Record<string, Record<string, unknown>>): JsonSchemaFormat {
  return { type: 'json_schema', json_schema: { name, schema: { type: 'object', properties, required: Object.keys(properties), additionalProperties: false } } };
}

const quoteList = (max: number) => ({ type: 'array', items: { type: 'string', minLength: 8 }, maxItems: max });
const ASK_FORMAT = jsonReply('answer', { answer: { type: 'string' }, quotes: quoteList(5) });
const REVIEW_FORMAT = jsonReply('second_reading', { position: { type: 'string', enum: POSITIONS }, outcome: { type: 'string', enum: OUTCOMES }, quotes: quoteList(6) });
const DRAFT_FORMAT = jsonReply('clause', { heading: { type: 'string' }, text: { type: 'string' } });

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
      response_format: ASK_FORMAT,
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

const REVIEW_SYSTEM = 'You review one term of a contract for the party whose playbook is given: what it prefers, the fallbacks it accepts, and numbered excerpts of the contract. Reply with one JSON object and nothing else: {"position": "preferred" | "acceptable" | "unacceptable" | "missing", "outcome": "entailed" | "contradicted" | "not_mentioned", "quotes": [string]}. "position": "preferred" if the excerpts give what the playbook prefers, with no exception, condition, definition or later clause that takes it away; "acceptable" if they give one of the fallbacks; "unacceptable" if they give less than every fallback, or a carve-out, a definition, a rider, an order form or a later clause removes or limits it; "missing" if they do not address the term. "outcome": "entailed" if the excerpts say what the statement says, "contradicted" if they say the opposite or override it, "not_mentioned" if neither. "quotes" are the passages that decide it, each copied character for character from one excerpt; empty for "missing".';

/** The sentences on a check's topic (its exclusions left out), and how many of them carry each kind of cue. */
function topicReading(ctx: DocContext, check: PlaybookCheck): { hits: number[]; ent: number; con: number } | null {
  const d = check.detection;
  if (!check.enabled || !d || d.key_term || !d.topic.length) return null;
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
  return { hits, ent, con };
}

/**
 * Checks the engine is unsure of: topic sentences were found but no cue decided the outcome (it came
 * from the check's default), or cues for both outcomes were found. Key-term checks are never unsure.
 */
export function unsureChecks(ctx: DocContext, checks: PlaybookCheck[]): { check: PlaybookCheck; excerpts: Citation[] }[] {
  const out: { check: PlaybookCheck; excerpts: Citation[] }[] = [];
  for (const check of checks) {
    const r = topicReading(ctx, check);
    if (!r || !r.hits.length || (r.ent && !r.con) || (r.con && !r.ent)) continue;
    out.push({ check, excerpts: r.hits.slice(0, 8).map((i) => citationOf(ctx, ctx.sentences[i])) });
  }
  return out;
}

/**
 * Which checks get a second reading:
 * - `unsure`: the checks `unsureChecks` finds, in playbook order (the door as first built);
 * - `detail`: those; the checks the engine is sure of and does not flag whose cited language (or the sentences on
 *   their topic, or a sentence that overrides the cited section) carries a sign of adverse detail (`SIGNALS`); and the
 *   unflagged checks with nothing on their topic where the contract has a clause of the check's type (`located`).
 *   Ranked by the check's severity, then unsure, located, detail, then by how many kinds of sign, then playbook order.
 */
export type SecondReadingPolicy = 'unsure' | 'detail';

/** Signs in a check's cited language that the detail may hurt the reviewing party, whatever the cues said. */
export type DetailSignal = 'carve_out' | 'number' | 'restricted' | 'definition' | 'reference' | 'negation' | 'override';

const SIGNALS: [DetailSignal, RegExp][] = [
  // an exception, a condition or a limit on what the clause grants
  ['carve_out', /\b(?:except(?:ing)?|excluding|other than|unless|save (?:for|as|that|where)|provided(?:,)? (?:that|however)|but not|only (?:if|where|to the extent)|to the extent (?:that )?(?:permitted|required)|in no event|subject to)\b/i],
  // an amount, a period, a count, a percentage
  ['number', /\d|[$£€%]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred|thousand|million)\b/i],
  // a right or a choice held by one side alone
  ['restricted', /\b(?:only|solely|exclusively|sole (?:and absolute )?discretion|at (?:its|their|his|her) (?:own |sole )?(?:option|election|discretion)|in (?:its|their) (?:sole |absolute )?discretion|as (?:it|they) (?:may )?(?:determine|see fit)|(?:thinks?|sees?|deems?) (?:fit|appropriate|necessary))\b/i],
  // the clause defines a term, or leans on one defined elsewhere
  ['definition', /\bmeans\b|\bshall mean\b|\bas defined\b|\bhas the meaning\b|["\u201c][A-Z][\w -]{2,40}["\u201d]/],
  // the term is stated, or changed, somewhere else
  ['reference', /\b(?:order form|schedule|exhibit|annex|appendix|statement of work|rider|special conditions?|cover page|policy|policies)\b/i],
  // a permission or a release worded as a negative ("nothing prevents", "is not required to", "without consent")
  ['negation', /\b(?:not|no|nothing|never|neither|nor|without|free to|waives?)\b|n't\b/i],
];

const OVERRIDE = /\b(?:notwithstanding|shall not apply|does not apply|do not apply|is deleted|are deleted|shall be deleted|is replaced|are replaced|is amended|are amended|supersede[sd]?|in place of|in lieu of|instead of|disappl)/i;

/** The kinds of detail sign in a passage. */
export function detailSignals(text: string): DetailSignal[] {
  return SIGNALS.filter(([, re]) => re.test(text)).map(([k]) => k);
}

const SEVERITY_RANK: Record<string, number> = { critical: 4, high: 3, medium: 2, low: 1 };
const WHY_RANK: Record<SecondReading['why'], number> = { unsure: 0, located: 1, detail: 2 };

export interface SecondReading {
  check: PlaybookCheck;
  /** The passages the model is shown, each slicing the contract exactly. */
  excerpts: Citation[];
  /** unsure (as `unsureChecks`), detail (a sure reading with signs of adverse detail), or located (nothing found on
   * the topic, but the contract has a clause of the check's type, which is shown) */
  why: 'unsure' | 'detail' | 'located';
  signals: DetailSignal[];
}

function addExcerpt(out: Citation[], c: Citation) {
  if (!out.some((x) => x.start < c.end && c.start < x.end)) out.push(c);
}

/** The second readings a policy selects for a review already made (`checks` are its results), at most `max` of them. */
export function selectSecondReadings(ctx: DocContext, playbook: { checks: PlaybookCheck[] }, checks: ReviewOutput['review']['checks'], policy: SecondReadingPolicy, max: number): SecondReading[] {
  const unsure = unsureChecks(ctx, playbook.checks);
  if (policy === 'unsure') return unsure.slice(0, max).map((u) => ({ ...u, why: 'unsure', signals: detailSignals(u.excerpts.map((e) => e.quote).join('\n')) }));
  const unsureIds = new Map(unsure.map((u) => [u.check.check_id, u.excerpts]));
  const found: (SecondReading & { order: number })[] = [];
  let typed: Map<string, string[]> | undefined;
  playbook.checks.forEach((check, order) => {
    if (!check.enabled) return;
    const result = checks.find((c) => c.check_id === check.check_id);
    if (!result) return;
    const own = unsureIds.get(check.check_id);
    if (own) {
      found.push({ check, excerpts: own, why: 'unsure', signals: detailSignals(own.map((e) => e.quote).join('\n')), order });
      return;
    }
    // a flagged check is left as the engine read it: a second reading is sought for what the rules may have passed
    if (result.position === 'unacceptable' || result.position === 'missing') return;
    const excerpts: Citation[] = [];
    for (const e of result.evidence) addExcerpt(excerpts, e);
    const topic = topicReading(ctx, check);
    for (const i of topic?.hits ?? []) if (excerpts.length < 8) addExcerpt(excerpts, citationOf(ctx, ctx.sentences[i]));
    if (!excerpts.length) {
      // nothing on the topic: the clauses the taxonomy types as the check's clause, if any, are what the model reads
      const type = check.detection?.clause_type;
      if (!type) return;
      typed ??= new Map(ctx.clauses.map((c) => [c.id, detectClauseTypes(ctx.plain.slice(c.start, c.end), c.heading)]));
      ctx.sentences.forEach((sen) => {
        if (excerpts.length < 8 && typed!.get(sen.clause_id)?.includes(type)) addExcerpt(excerpts, citationOf(ctx, sen));
      });
      if (!excerpts.length) return;
      found.push({ check, excerpts, why: 'located', signals: detailSignals(excerpts.map((e) => e.quote).join('\n')), order });
      return;
    }
    // a sentence elsewhere that overrides a cited section ("Section 7 shall not apply to ...")
    const sections = new Set(result.evidence.map((e) => e.section).filter((x): x is string => !!x).map((x) => x.replace(/\.$/, '')));
    let overridden = false;
    if (sections.size) {
      ctx.sentenceText.forEach((t, i) => {
        if (!OVERRIDE.test(t)) return;
        const named = [...t.matchAll(/\b(?:section|clause|paragraph|article)s?\s+(\d+(?:\.\d+)*)/gi)].map((m) => m[1]);
        if (!named.some((n) => sections.has(n))) return;
        overridden = true;
        if (excerpts.length < 10) addExcerpt(excerpts, citationOf(ctx, ctx.sentences[i]));
      });
    }
    const signals = detailSignals(excerpts.map((e) => e.quote).join('\n'));
    if (overridden) signals.push('override');
    if (!signals.length) return;
    found.push({ check, excerpts, why: 'detail', signals, order });
  });
  found.sort((a, b) => (SEVERITY_RANK[b.check.severity] ?? 0) - (SEVERITY_RANK[a.check.severity] ?? 0)
    || WHY_RANK[a.why] - WHY_RANK[b.why]
    || b.signals.length - a.signals.length || a.order - b.order);
  return found.slice(0, max).map(({ order: _o, ...r }) => r);
}

/** The outcome that goes with a position the model gave, read from the check's own table where it can be. */
function outcomeFor(check: PlaybookCheck, position: Position, engine: CheckOutcome): CheckOutcome {
  if (position === 'missing') return 'not_mentioned';
  const table = check.detection?.positions;
  const from = table ? OUTCOMES.filter((o) => o !== 'not_mentioned' && table[o] === position) : [];
  if (from.length === 1) return from[0];
  if (engine !== 'not_mentioned' && (!from.length || from.includes(engine))) return engine;
  return position === 'unacceptable' ? 'contradicted' : 'entailed';
}

function tiers(check: PlaybookCheck): string {
  const fallbacks = check.fallbacks.length ? check.fallbacks.map((f) => `- ${f}`).join('\n') : '- none';
  return `Term: ${check.title}\nStatement: ${check.description}\nPreferred: ${check.preferred_position}\nAcceptable fallbacks:\n${fallbacks}`;
}

/** What the planner of second readings returns: the deterministic review and the readings a policy selects. */
export interface SecondReadingPlan {
  base: ReviewOutput;
  readings: SecondReading[];
}

/** The deterministic review of `input` and the checks `reviewAsync` would send for a second reading (no model needed). */
export function planSecondReadings(input: ReviewInput, opts: Pick<ModelOptions, 'maxSecondReadings' | 'selection'> = {}): SecondReadingPlan {
  const base = review(input);
  return { base, readings: plan(input, base, opts) };
}

function plan(input: ReviewInput, base: ReviewOutput, opts: Pick<ModelOptions, 'maxSecondReadings' | 'selection'>): SecondReading[] {
  const ctx = buildContext(input.text);
  const playbook = input.playbook ? withDetection(input.playbook) : defaultPlaybookFor(input.document_type);
  return selectSecondReadings(ctx, playbook, base.review.checks, opts.selection ?? DEFAULT_SELECTION, Math.max(0, opts.maxSecondReadings ?? 4));
}

/**
 * review(), with a second reading by the model of the checks `selection` picks (at most `maxSecondReadings`). The model
 * is shown the playbook's tiers for the check and answers with a position, an outcome or both; a reading is used only
 * if what it gives is in the spec's enums, a term it calls missing is not_mentioned, anything else quotes a passage,
 * and every quote is copied from the excerpts shown.
 */
export async function reviewAsync(input: ReviewInput, opts: ModelOptions = {}): Promise<Assisted<ReviewOutput>> {
  const base = review(input);
  const provider = providerOf(opts);
  if (!provider) return { result: base, warnings: [], model: null };
  const ctx = buildContext(input.text);
  const selected = plan(input, base, opts);
  const warnings: string[] = [];
  const declined: { check_id: string; reason: string }[] = [];
  const revised = new Map<string, { outcome: CheckOutcome; position: Position; citations: Citation[]; why: SecondReading['why'] }>();
  let model: string | null = null;
  for (const { check, excerpts, why } of selected) {
    const engine = base.review.checks.find((x) => x.check_id === check.check_id)!;
    try {
      const reply = await provider.complete({
        temperature: 0,
        max_tokens: 500,
        response_format: REVIEW_FORMAT,
        messages: [
          { role: 'system', content: REVIEW_SYSTEM },
          { role: 'user', content: `${tiers(check)}\n\nExcerpts:\n${excerptList(excerpts)}` },
        ],
      });
      const o = parseObject(reply.text);
      if (o.outcome === undefined && o.position === undefined) throw new Rejected('the reply has neither "position" nor "outcome"');
      if (o.outcome !== undefined && !OUTCOMES.includes(o.outcome as CheckOutcome)) throw new Rejected(`"outcome" is not one of ${OUTCOMES.join(', ')}`);
      if (o.position !== undefined && !POSITIONS.includes(o.position as Position)) throw new Rejected(`"position" is not one of ${POSITIONS.join(', ')}`);
      const position0 = o.position as Position | undefined;
      const outcome = (o.outcome as CheckOutcome | undefined) ?? outcomeFor(check, position0!, engine.outcome);
      const position = position0 ?? check.detection?.positions[outcome] ?? engine.position ?? 'missing';
      if (position === 'missing' && outcome !== 'not_mentioned') {
        throw new Rejected(`the position ${position} does not go with the outcome ${outcome}`);
      }
      const quotes = quotesField(o, 6);
      if (outcome !== 'not_mentioned' && !quotes.length) throw new Rejected(`an outcome of ${outcome} quotes nothing`);
      const citations = outcome === 'not_mentioned' ? [] : quotes.map((q) => locate(ctx, excerpts, q).citation);
      revised.set(check.check_id, { outcome, position, citations, why });
      model = reply.model;
    } catch (e) {
      declined.push({ check_id: check.check_id, reason: failure(e) });
      warnings.push(`second reading of ${check.check_id} not used (${failure(e)}); the engine's outcome is kept`);
    }
  }
  if (!revised.size) return { result: base, warnings, model: null, readings: [], declined };
  const result = review(input, (check, ev, c) => {
    const r = revised.get(check.check_id);
    if (!r || !check.detection) return ev;
    // each quote's sentence, so that a redline replaces the right one
    const sentenceIdx = r.citations.map((q) => c.sentences.findIndex((s) => s.start <= q.start && q.start < s.end)).filter((i) => i >= 0);
    const next: CheckEvaluation = { outcome: r.outcome, position: r.position, evidence: r.citations, sentenceIdx };
    return next;
  });
  const readings = [...revised.entries()].map(([check_id, r]) => {
    const was = base.review.checks.find((x) => x.check_id === check_id)!;
    return { check_id, why: r.why, engine: was.outcome, kept: r.outcome, engine_position: was.position ?? null, kept_position: r.position };
  });
  return { result, warnings, model, readings, declined };
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
        response_format: DRAFT_FORMAT,
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
