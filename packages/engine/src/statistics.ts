/**
 * The one implementation of every benchmark statistic: quartiles, shares and distributions, each given
 * with its sample size and only from a documented minimum sample (MIN_SAMPLE); below it the figure is
 * null and `withheld` says why. tools/corpus/build-benchmarks.ts (the CUAD figures) and the server's
 * live figures (the account's own reviews) both build their rows with these functions.
 */
import type { BenchmarkRow } from './types.js';
import { plural } from './words.js';

/** The smallest sample each kind of statistic is given for. */
export const MIN_SAMPLE = {
  /** p25, median and p75 of a numeric metric. */
  quartiles: 10,
  /** A share (prevalence, perpetual terms). */
  share: 5,
  /** A distribution of categories. */
  distribution: 5,
} as const;

export type Figure = Omit<BenchmarkRow, 'source' | 'clause_type' | 'industry' | 'metric' | 'unit'>;

/** The q-quantile by linear interpolation between order statistics (type 7), rounded to 2 decimals. */
export function quantile(sorted: number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return Math.round((sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo)) * 100) / 100;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

function withheld(kind: keyof typeof MIN_SAMPLE, n: number, what: string): string {
  return `${what} ${n === 1 ? 'is' : 'are'} given from ${MIN_SAMPLE[kind]} contracts; only ${plural(n, 'contract')} ${n === 1 ? 'has' : 'have'} this figure.`;
}

/** Quartiles of `xs`, or nulls and the reason when the sample is smaller than MIN_SAMPLE.quartiles. */
export function quartileFigure(xs: number[]): Figure {
  const n = xs.length;
  if (n < MIN_SAMPLE.quartiles) return { sample_size: n, min_sample_size: MIN_SAMPLE.quartiles, p25: null, median: null, p75: null, withheld: withheld('quartiles', n, 'Quartiles') };
  const s = [...xs].sort((a, b) => a - b);
  return { sample_size: n, min_sample_size: MIN_SAMPLE.quartiles, p25: quantile(s, 0.25), median: quantile(s, 0.5), p75: quantile(s, 0.75), withheld: null };
}

/** The share of `n` contracts that have something (`k` of them), as the median, with present/absent counts. */
export function shareFigure(k: number, n: number, labels: [string, string] = ['present', 'absent']): Figure {
  if (n < MIN_SAMPLE.share) return { sample_size: n, min_sample_size: MIN_SAMPLE.share, p25: null, median: null, p75: null, withheld: withheld('share', n, 'Shares') };
  return {
    sample_size: n, min_sample_size: MIN_SAMPLE.share, p25: null, median: round3(k / n), p75: null, withheld: null,
    distribution: [{ value: labels[0], count: k, share: round3(k / n) }, { value: labels[1], count: n - k, share: round3((n - k) / n) }],
  };
}

/** The distribution of categorical values, most common first (at most `top`), with shares of all values. */
export function distributionFigure(values: string[], top = 12): Figure {
  const n = values.length;
  if (n < MIN_SAMPLE.distribution) return { sample_size: n, min_sample_size: MIN_SAMPLE.distribution, p25: null, median: null, p75: null, withheld: withheld('distribution', n, 'Distributions') };
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const distribution = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, top)
    .map(([value, count]) => ({ value, count, share: round3(count / n) }));
  return { sample_size: n, min_sample_size: MIN_SAMPLE.distribution, p25: null, median: null, p75: null, withheld: null, distribution };
}

/** Quartiles with the distribution of the values themselves, labelled in their unit ("1 month", "12 months"). */
export function quartileAndValuesFigure(xs: number[], unit: string): Figure {
  const q = quartileFigure(xs);
  if (q.withheld) return q;
  return { ...q, distribution: distributionFigure(xs.map((x) => plural(x, unit))).distribution };
}
