/**
 * The server's one door to the analysis engine (`@contract-analysis/engine`). Everything else in the
 * server calls these functions and does not care which engine functions exist yet: while the engine
 * is being written, a missing export falls back to a minimal, spec-valid stand-in (listed by
 * `missingEngineFunctions()` and reported at /readyz).
 */

export interface Clause { id: string; section: string; heading?: string; clause_type?: string; start: number; end: number }
export type PlaybookLike = { id: string; object: 'playbook'; name: string; document_type: string; version: number; built_in: boolean; based_on: string | null; checks: Array<Record<string, unknown> & { check_id: string }> };
export interface ReviewOutput { clauses: Clause[]; key_terms: Record<string, unknown>; review: Record<string, unknown> }
export interface AskOutput { answer: string; citations: Array<{ clause_id: string; section?: string; start: number; end: number; quote: string; score: number }>; confidence: number }
export interface DraftOutput { kind: 'clause' | 'document'; document_type: string; title: string; text: string; clauses: Array<{ id: string; clause_type: string; heading: string; text: string }>; warnings: string[] }
export interface BenchmarkRow { clause_type: string; industry: string; metric: string; unit: string; sample_size: number; p25: number | null; median: number | null; p75: number | null; distribution?: { value: string; count: number; share: number }[]; source: Record<string, unknown> }

type Engine = Record<string, any>;
let engine: Engine = {};
let loadError: string | null = null;

const NEEDED = ['segment', 'extractKeyTerms', 'listBuiltInPlaybooks', 'getBuiltInPlaybook', 'applyPlaybookOverrides', 'toPublicPlaybook', 'review', 'ask', 'draft', 'benchmarks', 'benchmarkClauseTypes', 'benchmarkIndustries', 'clauseTaxonomy'];

/** Load the engine once at start-up. */
export async function loadEngine(): Promise<void> {
  try {
    const name = '@contract-analysis/engine';
    engine = (await import(name)) as Engine;
    loadError = null;
  } catch (e) {
    engine = {};
    loadError = (e as Error).message;
  }
}

export function missingEngineFunctions(): string[] {
  return NEEDED.filter((f) => typeof engine[f] !== 'function');
}

export function engineLoadError(): string | null {
  return loadError;
}

function has(f: string): boolean {
  return typeof engine[f] === 'function';
}

// ---- fallbacks: plain, deterministic, never invented content ----

function fallbackSegment(text: string): Clause[] {
  const out: Clause[] = [];
  const re = /[^\n]+(?:\n(?!\s*\n)[^\n]*)*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (!body) continue;
    const start = m.index + lead;
    const sec = /^(\d+(?:\.\d+)*)[.)]?\s/.exec(body);
    out.push({ id: `cl_${out.length + 1}`, section: sec ? sec[1] : '', start, end: start + body.length });
  }
  return out;
}

const EMPTY_KEY_TERMS = { parties: [], mutual: null, effective_date: null, term: null, survival: null, governing_law: null, jurisdiction: null, notice_period: null, liability_cap: null };

/**
 * The engine's key terms carry more structure than the spec's KeyTerms (party objects, every notice
 * period, the cap as an amount); the API shows the spec's flat, normalised form.
 */
export function normaliseKeyTerms(k: Record<string, any> | null | undefined): Record<string, unknown> {
  if (!k) return { ...EMPTY_KEY_TERMS };
  const str = (v: unknown): string | null => (typeof v === 'string' ? v : v && typeof v === 'object' && typeof (v as any).quote === 'string' ? (v as any).quote : null);
  const parties = Array.isArray(k.parties) ? k.parties.map((p: any) => (typeof p === 'string' ? p : p?.name)).filter((x: unknown): x is string => typeof x === 'string') : [];
  let notice: string | null = typeof k.notice_period === 'string' ? k.notice_period : null;
  if (!notice && Array.isArray(k.notice_periods)) {
    const np = k.notice_periods.find((n: any) => n?.purpose === 'termination') ?? k.notice_periods[0];
    notice = typeof np === 'string' ? np : typeof np?.duration === 'string' ? np.duration : null;
  }
  const effective = typeof k.effective_date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(k.effective_date) ? k.effective_date : null;
  return {
    parties,
    mutual: typeof k.mutual === 'boolean' ? k.mutual : null,
    effective_date: effective,
    term: str(k.term),
    survival: str(k.survival),
    governing_law: str(k.governing_law),
    jurisdiction: str(k.jurisdiction),
    notice_period: notice,
    liability_cap: str(k.liability_cap),
  };
}

export function segment(text: string): Clause[] {
  return has('segment') ? engine.segment(text) : fallbackSegment(text);
}

export function extractKeyTerms(text: string, clauses?: Clause[]): Record<string, unknown> {
  return has('extractKeyTerms') ? normaliseKeyTerms(engine.extractKeyTerms(text, clauses)) : { ...EMPTY_KEY_TERMS };
}

export function listBuiltInPlaybooks(): PlaybookLike[] {
  return has('listBuiltInPlaybooks') ? (engine.listBuiltInPlaybooks() as PlaybookLike[]).map(toPublicPlaybook) : [];
}

export function getBuiltInPlaybook(id: string): PlaybookLike | undefined {
  if (has('getBuiltInPlaybook')) {
    const p = engine.getBuiltInPlaybook(id);
    return p ? toPublicPlaybook(p) : undefined;
  }
  return listBuiltInPlaybooks().find((p) => p.id === id);
}

export function defaultPlaybookId(documentType: string): string | undefined {
  return listBuiltInPlaybooks().find((p) => p.document_type === documentType)?.id;
}

export function toPublicPlaybook(p: PlaybookLike): PlaybookLike {
  if (has('toPublicPlaybook')) return engine.toPublicPlaybook(p);
  return { ...p, checks: p.checks.map(({ detection: _d, ...rest }) => rest as PlaybookLike['checks'][number]) };
}

/** Apply overrides; an unknown check id throws RangeError (the caller answers 422). */
export function applyPlaybookOverrides(base: PlaybookLike, overrides: Array<{ check_id: string } & Record<string, unknown>>): PlaybookLike {
  if (has('applyPlaybookOverrides')) return toPublicPlaybook(engine.applyPlaybookOverrides(base, overrides));
  const out = structuredClone(base);
  for (const o of overrides) {
    const c = out.checks.find((x) => x.check_id === o.check_id);
    if (!c) throw new RangeError(`unknown check_id: ${o.check_id}`);
    for (const [k, v] of Object.entries(o)) if (k !== 'check_id' && v !== undefined) (c as Record<string, unknown>)[k] = v;
  }
  return out;
}

export function review(input: { text: string; document_type: string; playbook?: PlaybookLike; options: { risk_scoring: boolean; suggest_redlines: boolean } }): ReviewOutput {
  if (has('review')) {
    const out = engine.review(input) as ReviewOutput;
    const review = { ...out.review } as Record<string, any>;
    // Document types without a built-in playbook: the engine reports {id:'none',version:0}, which the
    // spec's PlaybookRef (version >= 1) cannot carry (see SPEC-NOTES.md).
    const pb = review.playbook as { id?: string; version?: number } | undefined;
    if (!pb || !pb.id || pb.id === 'none' || !(Number(pb.version) >= 1)) review.playbook = { id: 'pbk_none', version: 1 };
    return { ...out, key_terms: normaliseKeyTerms(out.key_terms), review };
  }
  const clauses = segment(input.text);
  const pb = input.playbook;
  return {
    clauses,
    key_terms: extractKeyTerms(input.text, clauses),
    review: {
      risk_score: input.options.risk_scoring ? 0 : null,
      risk_level: input.options.risk_scoring ? 'low' : null,
      category_scores: [],
      issues: [],
      ...(input.options.suggest_redlines ? { redlines: [] } : {}),
      checks: [],
      playbook: { id: pb?.id ?? `pbk_${input.document_type}_standard`, version: pb?.version ?? 1 },
      summary: 'The analysis engine is not available in this build; no checks were run.',
    },
  };
}

export function ask(input: { text: string; question: string; clauses?: Clause[] }): AskOutput {
  if (has('ask')) return engine.ask(input);
  return { answer: 'The contract does not address this question.', citations: [], confidence: 0 };
}

export function draft(input: Record<string, unknown> & { prompt: string; kind: 'clause' | 'document'; playbook?: PlaybookLike }): DraftOutput {
  if (has('draft')) return engine.draft(input);
  throw new Error('drafting is not available: the engine does not export draft()');
}

const CUAD_SOURCE = {
  corpus: 'cuad_v1',
  name: 'CUAD v1 (The Atticus Project, 2021)',
  license: 'CC BY 4.0',
  url: 'https://www.atticusprojectai.org/cuad',
  note: 'CUAD has no industry field; the contract type stands in for the industry.',
};

function normaliseSource(s: unknown): Record<string, unknown> {
  if (s && typeof s === 'object') return s as Record<string, unknown>;
  if (s === undefined || s === 'cuad_v1') return { ...CUAD_SOURCE };
  const text = String(s);
  if (/CUAD/i.test(text)) return { ...CUAD_SOURCE, note: text };
  return { corpus: text, name: text };
}

export function benchmarks(query: { clause_type?: string[]; industry?: string[] }): BenchmarkRow[] {
  if (!has('benchmarks')) return [];
  return (engine.benchmarks(query) as Array<Record<string, unknown>>).map((r) => ({ ...(r as unknown as BenchmarkRow), source: normaliseSource(r.source) }));
}

function humanise(id: string): string {
  const t = id.replace(/_/g, ' ');
  return t.charAt(0).toUpperCase() + t.slice(1);
}

export function benchmarkClauseTypes(): Array<{ object: 'clause_type'; clause_type: string; title: string; description: string }> {
  const taxonomy = new Map<string, { title?: string; description?: string }>();
  if (has('clauseTaxonomy')) for (const t of engine.clauseTaxonomy() as Array<{ clause_type: string; title: string; description: string }>) taxonomy.set(t.clause_type, t);
  const rows: Array<Record<string, unknown> | string> = has('benchmarkClauseTypes') ? engine.benchmarkClauseTypes() : [...taxonomy.values()] as Array<Record<string, unknown>>;
  return rows.map((r) => {
    const id = typeof r === 'string' ? r : String(r.clause_type);
    const t = taxonomy.get(id) ?? (typeof r === 'string' ? {} : (r as { title?: string; description?: string }));
    return { object: 'clause_type' as const, clause_type: id, title: t.title ?? humanise(id), description: t.description ?? '' };
  });
}

export function benchmarkIndustries(): Array<{ object: 'industry'; industry: string; title: string; sample_size: number }> {
  const rows: Array<Record<string, unknown> | string> = has('benchmarkIndustries') ? engine.benchmarkIndustries() : [];
  const sizes = new Map<string, number>();
  if (rows.some((r) => typeof r === 'string') && has('benchmarks')) {
    for (const b of engine.benchmarks({}) as Array<{ industry: string; sample_size: number }>) sizes.set(b.industry, Math.max(sizes.get(b.industry) ?? 0, Number(b.sample_size) || 0));
  }
  return rows.map((r) => (typeof r === 'string'
    ? { object: 'industry' as const, industry: r, title: humanise(r), sample_size: sizes.get(r) ?? 0 }
    : { object: 'industry' as const, industry: String(r.industry), title: String(r.title ?? humanise(String(r.industry))), sample_size: Number(r.sample_size ?? 0) }));
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
