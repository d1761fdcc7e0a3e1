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

export async function ask(input: { text: string; question: string; clauses?: Clause[] }): Promise<AskOutput> {
  return (await engine.askAsync(input)).result;
}

export async function draft(input: Record<string, unknown> & { prompt: string; kind: 'clause' | 'document'; playbook?: PlaybookLike }): Promise<DraftOutput> {
  const { result, warnings } = await engine.draftAsync({ ...input, playbook: input.playbook && asPlaybook(input.playbook) } as engine.DraftInput);
  return warnings.length ? { ...result, warnings: [...(result.warnings ?? []), ...warnings] } : result;
}

export function benchmarks(query: { clause_type?: string[]; industry?: string[] }): BenchmarkRow[] {
  return engine.benchmarks(query);
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

export function benchmarkIndustries(): Array<{ object: 'industry'; industry: string; title: string; sample_size: number }> {
  const sizes = new Map<string, number>();
  for (const b of engine.benchmarks({})) sizes.set(b.industry, Math.max(sizes.get(b.industry) ?? 0, b.sample_size));
  return engine.benchmarkIndustries().map((industry) => ({ object: 'industry' as const, industry, title: humanise(industry), sample_size: sizes.get(industry) ?? 0 }));
}

// ---- live figures from the account's own reviewed contracts ----

function quartiles(xs: number[]): [number, number, number] {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => {
    const i = (s.length - 1) * p;
    const lo = Math.floor(i);
    const hi = Math.ceil(i);
    return s[lo] + (s[hi] - s[lo]) * (i - lo);
  };
  return [q(0.25), q(0.5), q(0.75)];
}

function isoMonths(iso: unknown): number | null {
  if (typeof iso !== 'string') return null;
  const m = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/.exec(iso);
  if (!m) return null;
  const months = Number(m[1] ?? 0) * 12 + Number(m[2] ?? 0) + Number(m[3] ?? 0) * 7 / 30.4375 + Number(m[4] ?? 0) / 30.4375;
  return Math.round(months * 100) / 100;
}

const LIVE_SOURCE = { corpus: 'reviewed_contracts', name: 'Contracts reviewed by this service for your account', note: 'The document type stands in for the industry.' };

/**
 * Figures computed from the account's completed reviews: per document type (as the industry), the
 * prevalence of each clause type, the distribution of governing law and the term in months.
 */
export function liveBenchmarks(rows: Array<{ document_type: string; key_terms: string | null; clauses: string }>, query: { clause_type?: string[]; industry?: string[] }): BenchmarkRow[] {
  const byType = new Map<string, Array<{ key_terms: Record<string, unknown>; clauses: Clause[] }>>();
  for (const r of rows) {
    if (query.industry?.length && !query.industry.includes(r.document_type)) continue;
    const list = byType.get(r.document_type) ?? [];
    list.push({ key_terms: r.key_terms ? JSON.parse(r.key_terms) : {}, clauses: JSON.parse(r.clauses) });
    byType.set(r.document_type, list);
  }
  const want = (ct: string) => !query.clause_type?.length || query.clause_type.includes(ct);
  const out: BenchmarkRow[] = [];
  for (const [industry, list] of [...byType.entries()].sort()) {
    const n = list.length;
    const counts = new Map<string, number>();
    for (const c of list) for (const t of new Set(c.clauses.map((x) => x.clause_type).filter(Boolean) as string[])) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const [ct, k] of [...counts.entries()].sort()) {
      if (!want(ct)) continue;
      const share = Math.round((k / n) * 1000) / 1000;
      out.push({ clause_type: ct, industry, metric: 'prevalence', unit: 'share', sample_size: n, p25: null, median: share, p75: null, source: { ...LIVE_SOURCE } });
    }
    if (want('governing_law')) {
      const laws = list.map((c) => c.key_terms.governing_law).filter((x): x is string => typeof x === 'string');
      if (laws.length) {
        const d = new Map<string, number>();
        for (const l of laws) d.set(l, (d.get(l) ?? 0) + 1);
        const distribution = [...d.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value, count]) => ({ value, count, share: Math.round((count / laws.length) * 1000) / 1000 }));
        out.push({ clause_type: 'governing_law', industry, metric: 'governing_law', unit: 'category', sample_size: laws.length, p25: null, median: null, p75: null, distribution, source: { ...LIVE_SOURCE } });
      }
    }
    if (want('term')) {
      const terms = list.map((c) => isoMonths(c.key_terms.term)).filter((x): x is number => x !== null);
      if (terms.length) {
        const [p25, median, p75] = quartiles(terms);
        out.push({ clause_type: 'term', industry, metric: 'term_months', unit: 'months', sample_size: terms.length, p25, median, p75, source: { ...LIVE_SOURCE } });
      }
    }
  }
  return out;
}
