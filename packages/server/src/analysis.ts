/**
 * The server's one door to the analysis engine (`@contract-analysis/engine`). The engine returns the
 * spec's shapes (KeyTerms, ReviewResult with a real playbook ref, Benchmark rows with their
 * BenchmarkSource, public playbooks), and its own tests validate them against spec/dist/openapi.json,
 * so this module passes them through. What is left here is the server's side: the loose types the
 * handlers use for stored rows, the ClauseType / Industry list items, and the live figures computed
 * from the account's own reviews.
 */
import * as engine from '@contract-analysis/engine';

export type Clause = engine.Clause;
export type Issue = engine.Issue;
export type Redline = engine.Redline;
export type PlaybookLike = { id: string; object: 'playbook'; name: string; document_type: string; version: number; built_in: boolean; based_on: string | null; checks: Array<Record<string, unknown> & { check_id: string }> };
export type ReviewOutput = engine.ReviewOutput;
export type AskOutput = engine.AskOutput;
export type DraftOutput = engine.DraftOutput;
export type BenchmarkRow = Omit<engine.BenchmarkRow, 'source'> & { source: engine.BenchmarkSource };

const asPlaybook = (p: PlaybookLike): engine.Playbook => p as unknown as engine.Playbook;
const asLike = (p: engine.PublicPlaybook): PlaybookLike => p as unknown as PlaybookLike;

export function segment(text: string): Clause[] {
  return engine.segment(text);
}

export function extractKeyTerms(text: string, clauses?: Clause[]): engine.KeyTerms {
  return engine.extractKeyTerms(text, clauses);
}

export function listBuiltInPlaybooks(): PlaybookLike[] {
  return engine.listBuiltInPlaybooks().map((p) => asLike(engine.toPublicPlaybook(p)));
}

export function getBuiltInPlaybook(id: string): PlaybookLike | undefined {
  const p = engine.getBuiltInPlaybook(id);
  return p ? asLike(engine.toPublicPlaybook(p)) : undefined;
}

let builtInIds: Set<string> | undefined;

/** Whether `id` names a built-in playbook (without building its public form, which is a deep copy). */
export function isBuiltInPlaybook(id: string): boolean {
  builtInIds ??= new Set(engine.listBuiltInPlaybooks().map((p) => p.id));
  return builtInIds.has(id);
}

/** The built-in playbook a review of this document type uses: its own, else `pbk_general`. */
export function defaultPlaybookId(documentType: string): string {
  return engine.defaultPlaybookIdFor(documentType as engine.DocumentType);
}

export function toPublicPlaybook(p: PlaybookLike): PlaybookLike {
  return asLike(engine.toPublicPlaybook(asPlaybook(p)));
}

/** Apply overrides; an unknown check id throws RangeError (the caller answers 422). */
export function applyPlaybookOverrides(base: PlaybookLike, overrides: Array<{ check_id: string } & Record<string, unknown>>): PlaybookLike {
  return toPublicPlaybook(asLike(engine.applyPlaybookOverrides(asPlaybook(base), overrides as unknown as engine.PlaybookCheckOverride[])));
}

/**
 * Review, ask and draft. When a language model is configured (CONTRACT_LLM_BASE_URL and
 * CONTRACT_LLM_MODEL in the environment), the engine uses it where its rules and templates cannot
 * serve (a second reading of unsure checks, an answer written from the retrieved citations, a clause
 * type the library lacks) and checks every output before using it; any failure falls back to the
 * deterministic result. Without one, these are the engine's deterministic results and no request is made.
 */
export async function review(input: { text: string; document_type: string; playbook?: PlaybookLike; options: { risk_scoring: boolean; suggest_redlines: boolean } }): Promise<ReviewOutput> {
  return (await engine.reviewAsync({ ...input, document_type: input.document_type as engine.DocumentType, playbook: input.playbook && asPlaybook(input.playbook) })).result;
}

/**
 * ask's sentence encoder (engine learned/ask-encoder.ts), loaded once per thread on the first question. When set-up has
 * not installed it, or it fails to load, ask answers with the lexical method and this says so once.
 */
let encoder: Promise<engine.SentenceEncoder | null> | undefined;
function askEncoder(): Promise<engine.SentenceEncoder | null> {
  encoder ??= engine.loadEncoder().then(
    (e) => {
      if (!e) process.emitWarning(`ask: no sentence encoder in ${engine.modelsDir()} (run tools/setup.sh); answering with the lexical method`, 'AskEncoderWarning');
      return e;
    },
    (e: unknown) => {
      process.emitWarning(`ask: the sentence encoder did not load (${(e as Error)?.message ?? e}); answering with the lexical method`, 'AskEncoderWarning');
      return null;
    },
  );
  return encoder;
}

export async function ask(input: { text: string; question: string; clauses?: Clause[] }): Promise<AskOutput> {
  return (await engine.askAsync(input, { encoder: await askEncoder() })).result;
}

export async function draft(input: Record<string, unknown> & { prompt: string; kind: 'clause' | 'document'; playbook?: PlaybookLike }): Promise<DraftOutput> {
  const { result, warnings } = await engine.draftAsync({ ...input, playbook: input.playbook && asPlaybook(input.playbook) } as engine.DraftInput);
  return warnings.length ? { ...result, warnings: [...(result.warnings ?? []), ...warnings] } : result;
}

/** Corpus figures. Throws engine.BenchmarkQueryError for an unknown clause type or industry. */
export function benchmarks(query: { clause_type?: string[]; industry?: string[] }): BenchmarkRow[] {
  return engine.benchmarks(query);
}

/** Whether a clause type can be drafted (every clause type of the taxonomy, and the operative clauses of documents). */
export function isDraftableClauseType(clauseType: string): boolean {
  return engine.isDraftableClauseType(clauseType);
}

function humanise(id: string): string {
  const t = id.replace(/_/g, ' ');
  return t.charAt(0).toUpperCase() + t.slice(1);
}

export function benchmarkClauseTypes(): Array<{ object: 'clause_type'; clause_type: string; title: string; description: string }> {
  const taxonomy = new Map(engine.clauseTaxonomy().map((t) => [t.clause_type, t]));
  return engine.benchmarkClauseTypes().map((id) => {
    const t = taxonomy.get(id);
    return { object: 'clause_type' as const, clause_type: id, title: t?.title ?? humanise(id), description: t?.description ?? '' };
  });
}

/**
 * Every industry that can be asked for, with the contracts behind it: the corpus's contract types, and
 * the document types (the industry of the figures from the account's reviews; `reviewed` counts them).
 */
export function benchmarkIndustries(reviewed: Map<string, number>): Array<{ object: 'industry'; industry: string; title: string; sample_size: number }> {
  return engine.benchmarkIndustries().map((industry) => ({
    object: 'industry' as const, industry, title: humanise(industry), sample_size: engine.corpusIndustrySize(industry) || (reviewed.get(industry) ?? 0),
  }));
}

/**
 * Figures computed from the account's completed reviews (the engine's statistics, with their minimum
 * samples): per document type (as the industry), the prevalence of each clause type, the distribution
 * of governing law and the term in months.
 */
export function liveBenchmarks(rows: Array<{ document_type: string; key_terms: string | null; clauses: string }>, query: { clause_type?: string[]; industry?: string[] }): BenchmarkRow[] {
  return engine.benchmarksFromReviews(rows.map((r) => ({ document_type: r.document_type, key_terms: r.key_terms ? JSON.parse(r.key_terms) : null, clauses: JSON.parse(r.clauses) })), query);
}
