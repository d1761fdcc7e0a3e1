/**
 * Benchmarks: market figures computed from a public corpus by tools/corpus/build-benchmarks.ts and
 * committed as data/benchmarks.json (CUAD v1, CC BY 4.0). Every row names its source; nothing here
 * is invented. Contract type stands in for industry, because CUAD records no industry.
 */
import { createRequire } from 'node:module';
import type { BenchmarkQuery, BenchmarkRow, BenchmarkSource } from './types.js';

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

/** Rows matching every given filter (a filter with several values matches any of them). */
export function benchmarks(query: BenchmarkQuery = {}): BenchmarkRow[] {
  const types = query.clause_type?.length ? new Set(query.clause_type) : null;
  const inds = query.industry?.length ? new Set(query.industry) : null;
  const file = load();
  return file.rows
    .filter((r) => (!types || types.has(r.clause_type)) && (!inds || inds.has(r.industry)))
    .map((r) => ({ ...structuredClone(r), source: { ...file.source } }));
}

export function benchmarkClauseTypes(): string[] {
  return [...new Set(load().rows.map((r) => r.clause_type))].sort();
}

export function benchmarkIndustries(): string[] {
  return [...new Set(load().rows.map((r) => r.industry))].sort();
}

/** The corpus attribution of the committed figures. */
export function benchmarkSource(): BenchmarkSource {
  return { ...load().source };
}
