import { describe, expect, it } from 'vitest';
import {
  benchmarks, benchmarkClauseTypes, benchmarkIndustries, benchmarksFromReviews, clauseTaxonomy, BenchmarkQueryError, MIN_SAMPLE, quartileFigure, shareFigure,
  distributionFigure, quantile, draft, review, extractKeyTerms, type DocumentType,
} from '../src/index.js';

describe('benchmarks', () => {
  it('serves figures computed from CUAD, each naming its source', () => {
    const rows = benchmarks({});
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      expect(r.source).toMatchObject({ corpus: 'cuad_v1', license: 'CC BY 4.0', url: 'https://www.atticusprojectai.org/cuad' });
      expect(r.source.name).toMatch(/CUAD v1/);
      expect(r.source.note).toMatch(/industry/);
      expect(r.sample_size).toBeGreaterThan(0);
    }
  });

  it('filters by clause type and industry', () => {
    const rows = benchmarks({ clause_type: ['governing_law'], industry: ['all'] });
    const dist = rows.find((r) => r.metric === 'governing_law')!;
    expect(dist.unit).toBe('category');
    expect(dist.distribution![0].value).toBe('US-NY');
    const total = dist.distribution!.reduce((n, d) => n + d.count, 0);
    expect(total).toBeLessThanOrEqual(dist.sample_size);
    const notice = benchmarks({ clause_type: ['notice_to_terminate_renewal'], industry: ['all'] }).find((r) => r.metric === 'notice_period_days')!;
    expect(notice.unit).toBe('days');
    expect(notice.p25!).toBeLessThanOrEqual(notice.median!);
    expect(notice.median!).toBeLessThanOrEqual(notice.p75!);
  });

  it('lists clause types and industries that exist in the taxonomy', () => {
    const types = benchmarkClauseTypes();
    const known = new Set(clauseTaxonomy().map((t) => t.clause_type));
    for (const t of types) expect(known.has(t), t).toBe(true);
    expect(benchmarkIndustries()).toEqual(expect.arrayContaining(['all', 'distributor', 'license']));
  });

  it('has a taxonomy covering the CUAD categories with snake_case names', () => {
    const tax = clauseTaxonomy();
    expect(tax.length).toBeGreaterThanOrEqual(60);
    for (const t of tax) expect(t.clause_type).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('refuses unknown clause types and industries, naming the allowed values', () => {
    const err = (q: Parameters<typeof benchmarks>[0]) => {
      try {
        benchmarks(q);
      } catch (e) {
        return e as BenchmarkQueryError;
      }
      throw new Error('no error');
    };
    const t = err({ clause_type: ['bogus_type'] });
    expect(t).toBeInstanceOf(BenchmarkQueryError);
    expect(t.code).toBe('unknown_clause_type');
    expect(t.values).toEqual(['bogus_type']);
    expect(t.allowed).toContain('governing_law');
    expect(t.message).toMatch(/bogus_type[\s\S]*governing_law/);
    const i = err({ industry: ['no_such_industry'] });
    expect(i.code).toBe('unknown_industry');
    expect(i.allowed).toEqual(expect.arrayContaining(['all', 'license', 'nda']));
    // the document types are industries too (the figures from reviewed contracts use them)
    expect(benchmarks({ industry: ['nda'] })).toEqual([]);
    expect(() => benchmarksFromReviews([], { clause_type: ['nope'] })).toThrow(BenchmarkQueryError);
  });

  it('gives a statistic only with its sample size and from the minimum sample, saying why not below it', () => {
    const rows = benchmarks({});
    let withheld = 0;
    for (const r of rows) {
      expect(r.min_sample_size).toBeGreaterThan(0);
      if (r.sample_size < r.min_sample_size) {
        withheld++;
        expect([r.p25, r.median, r.p75]).toEqual([null, null, null]);
        expect(r.distribution).toBeUndefined();
        expect(r.withheld).toMatch(new RegExp(`from ${r.min_sample_size} contracts; only ${r.sample_size} contracts? ha`));
      } else {
        expect(r.withheld).toBeNull();
      }
      if (r.p25 !== null) expect(r.sample_size).toBeGreaterThanOrEqual(MIN_SAMPLE.quartiles);
      for (const d of r.distribution ?? []) expect(d.value).not.toMatch(/^1 \w+s$/);
    }
    expect(withheld).toBeGreaterThan(0);
    const renewal = benchmarks({ clause_type: ['renewal_term'], industry: ['all'] }).find((r) => r.metric === 'renewal_term_months')!;
    expect(renewal.distribution!.map((d) => d.value)).toContain('1 month');
  });

  it('computes each statistic once: quartiles, shares and distributions', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quartileFigure([1, 2])).toMatchObject({ sample_size: 2, p25: null, median: null, p75: null, withheld: 'Quartiles are given from 10 contracts; only 2 contracts have this figure.' });
    expect(quartileFigure([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toMatchObject({ sample_size: 11, p25: 3.5, median: 6, p75: 8.5, withheld: null });
    expect(shareFigure(1, 4).withheld).toMatch(/only 4 contracts/);
    expect(shareFigure(3, 6)).toMatchObject({ median: 0.5, distribution: [{ value: 'present', count: 3, share: 0.5 }, { value: 'absent', count: 3, share: 0.5 }] });
    expect(distributionFigure(['US-NY', 'US-NY', 'GB', 'US-DE', 'US-NY']).distribution![0]).toEqual({ value: 'US-NY', count: 3, share: 0.6 });
  });

  it('computes figures from reviewed contracts with the same statistics', () => {
    const reviewed = (type: DocumentType, law: string, years: number) => {
      const d = draft({ prompt: `${type} between A Inc and B LLC, ${years}-year term, ${law} law`, kind: 'document', document_type: type });
      const r = review({ text: d.text, document_type: type });
      return { document_type: type, key_terms: extractKeyTerms(d.text), clauses: r.clauses };
    };
    const few = [reviewed('nda', 'New York', 2), reviewed('nda', 'Delaware', 3)];
    const rows = benchmarksFromReviews(few, { industry: ['nda'] });
    const term = rows.find((r) => r.metric === 'term_months')!;
    expect(term).toMatchObject({ sample_size: 2, p25: null, median: null, p75: null, source: { corpus: 'reviewed_contracts' } });
    expect(term.withheld).toMatch(/only 2 contracts/);
    const many = Array.from({ length: 10 }, (_, i) => reviewed('nda', i % 2 ? 'New York' : 'Delaware', 1 + (i % 5)));
    const t10 = benchmarksFromReviews(many, { industry: ['nda'], clause_type: ['term'] }).find((r) => r.metric === 'term_months')!;
    expect(t10).toMatchObject({ sample_size: 10, p25: 24, median: 36, p75: 48, withheld: null });
    const law = benchmarksFromReviews(many, { clause_type: ['governing_law'] }).find((r) => r.metric === 'governing_law')!;
    expect(law.distribution).toEqual([{ value: 'US-DE', count: 5, share: 0.5 }, { value: 'US-NY', count: 5, share: 0.5 }]);
  });
});
