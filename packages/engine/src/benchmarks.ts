/**
 * Benchmarks: market figures computed from a public corpus by tools/corpus/build-benchmarks.ts and
 * committed as data/benchmarks.json (CUAD v1, CC BY 4.0), and figures computed from the contracts an
 * account has had reviewed (`benchmarksFromReviews`). Every row names its source and sample size, and
 * every statistic comes from statistics.ts, with its minimum sample. Contract type stands in for
 * industry: CUAD's contract types, and the document types of reviewed contracts.
 */
import { createRequire } from 'node:module';
import type { BenchmarkQuery, BenchmarkRow, BenchmarkSource, DocumentType } from './types.js';
import { clauseTaxonomy } from './taxonomy.js';
import { durationMonths } from './keyterms.js';
import { distributionFigure, quartileFigure, shareFigure } from './statistics.js';

interface BenchmarkFile {
  /** The corpus every row comes from, in the API's BenchmarkSource shape (stated once for all rows). */
  source: BenchmarkSource;
  generated_by: string;
  rows: Omit<BenchmarkRow, 'source'>[];
}

const require = createRequire(import.meta.url);
let data: BenchmarkFile | null = null;

function load(): BenchmarkFile {
  if (!data) {
    try {
      data = require('../data/benchmarks.json') as BenchmarkFile;
    } catch {
      data = { source: { corpus: 'none', name: 'No benchmark data' }, generated_by: '', rows: [] };
    }
  }
  return data;
}

/** The document types, which stand in for the industry of the figures from reviewed contracts. */
export const REVIEWED_INDUSTRIES: readonly DocumentType[] = ['nda', 'msa', 'saas', 'dpa', 'employment', 'consulting', 'services', 'license', 'lease', 'other'];

/** A filter value the benchmarks do not know: the server answers 422 with `code`, naming the allowed values. */
export class BenchmarkQueryError extends RangeError {
  constructor(readonly code: 'unknown_clause_type' | 'unknown_industry', readonly parameter: 'clause_type' | 'industry', readonly values: string[], readonly allowed: string[]) {
    super(`Unknown ${parameter} ${values.map((v) => `"${v}"`).join(', ')}. It must be one of: ${allowed.join(', ')} (GET /benchmarks/${parameter === 'clause_type' ? 'clause-types' : 'industries'} lists them).`);
    this.name = 'BenchmarkQueryError';
  }
}

/** Throws BenchmarkQueryError for a clause type outside the taxonomy or an industry that has no figures of either source. */
export function checkBenchmarkQuery(query: BenchmarkQuery): void {
  const types = new Set(benchmarkClauseTypes());
  const badTypes = (query.clause_type ?? []).filter((t) => !types.has(t));
  if (badTypes.length) throw new BenchmarkQueryError('unknown_clause_type', 'clause_type', badTypes, [...types]);
  const inds = new Set(benchmarkIndustries());
  const badInds = (query.industry ?? []).filter((t) => !inds.has(t));
  if (badInds.length) throw new BenchmarkQueryError('unknown_industry', 'industry', badInds, [...inds]);
}

/** Corpus rows matching every given filter (a filter with several values matches any of them). Throws BenchmarkQueryError. */
export function benchmarks(query: BenchmarkQuery = {}): BenchmarkRow[] {
  checkBenchmarkQuery(query);
  const types = query.clause_type?.length ? new Set(query.clause_type) : null;
  const inds = query.industry?.length ? new Set(query.industry) : null;
  const file = load();
  return file.rows
    .filter((r) => (!types || types.has(r.clause_type)) && (!inds || inds.has(r.industry)))
    .map((r) => ({ ...structuredClone(r), source: { ...file.source } }));
}

/** Every clause type of the taxonomy: each can be asked for (the corpus or reviewed contracts may have no figure for it). */
export function benchmarkClauseTypes(): string[] {
  return clauseTaxonomy().map((t) => t.clause_type).sort();
}

/** The corpus's industries (CUAD contract types, and `all`). */
export function corpusIndustries(): string[] {
  return [...new Set(load().rows.map((r) => r.industry))].sort();
}

/** Every industry that can be asked for: the corpus's, and the document types of reviewed contracts. */
export function benchmarkIndustries(): string[] {
  return [...new Set([...corpusIndustries(), ...REVIEWED_INDUSTRIES])].sort();
}

/** The number of corpus contracts behind an industry (0 for one the corpus does not have). */
export function corpusIndustrySize(industry: string): number {
  return load().rows.filter((r) => r.industry === industry).reduce((n, r) => Math.max(n, r.sample_size), 0);
}

/** The corpus attribution of the committed figures. */
export function benchmarkSource(): BenchmarkSource {
  return { ...load().source };
}

/** One reviewed contract, as a server stores it: its document type, key terms and clause types. */
export interface ReviewedContract {
  document_type: string;
  key_terms: { governing_law?: string | null; term?: string | null } | null;
  clauses: { clause_type?: string | null }[];
}

export const REVIEWED_SOURCE: BenchmarkSource = {
  corpus: 'reviewed_contracts',
  name: 'Contracts reviewed by this service for your account',
  note: 'The document type stands in for the industry.',
};

/**
 * Figures from an account's reviewed contracts: per document type (as the industry), the prevalence
 * of each clause type, the distribution of governing law and the term in months. Throws BenchmarkQueryError.
 */
export function benchmarksFromReviews(reviews: ReviewedContract[], query: BenchmarkQuery = {}): BenchmarkRow[] {
  checkBenchmarkQuery(query);
  const byType = new Map<string, ReviewedContract[]>();
  for (const r of reviews) {
    if (query.industry?.length && !query.industry.includes(r.document_type)) continue;
    byType.set(r.document_type, [...(byType.get(r.document_type) ?? []), r]);
  }
  const want = (ct: string) => !query.clause_type?.length || query.clause_type.includes(ct);
  const row = (clause_type: string, industry: string, metric: string, unit: string, figure: ReturnType<typeof quartileFigure>): BenchmarkRow =>
    ({ clause_type, industry, metric, unit, ...figure, source: { ...REVIEWED_SOURCE } });
  const out: BenchmarkRow[] = [];
  for (const [industry, list] of [...byType.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    const counts = new Map<string, number>();
    for (const c of list) for (const t of new Set(c.clauses.map((x) => x.clause_type).filter((x): x is string => !!x))) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const [ct, k] of [...counts.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
      if (want(ct)) out.push(row(ct, industry, 'prevalence', 'share', shareFigure(k, list.length)));
    }
    if (want('governing_law')) {
      const laws = list.map((c) => c.key_terms?.governing_law).filter((x): x is string => typeof x === 'string');
      if (laws.length) out.push(row('governing_law', industry, 'governing_law', 'category', distributionFigure(laws)));
    }
    if (want('term')) {
      const terms = list.map((c) => (typeof c.key_terms?.term === 'string' ? durationMonths(c.key_terms.term) : null)).filter((x): x is number => x !== null).map((m) => Math.round(m * 100) / 100);
      if (terms.length) out.push(row('term', industry, 'term_months', 'months', quartileFigure(terms)));
    }
  }
  return out;
}
