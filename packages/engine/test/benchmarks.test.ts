import { describe, expect, it } from 'vitest';
import { benchmarks, benchmarkClauseTypes, benchmarkIndustries, clauseTaxonomy } from '../src/index.js';

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
    expect(benchmarks({ industry: ['no_such_industry'] })).toEqual([]);
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
});
