// The learned clause-type model: TypeScript inference must compute exactly what the Python trainer
// computed (tools/train/features.py and train_clause_types.py export the vectors in fixtures/), and the
// shipped model must find clause types in text it was not trained on (synthetic clauses written here).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clauseTypeModel, clauseTypeScores, hashedFeatures, fnv1a, learnedDocumentTypes, segment } from '../src/index.js';

const parity = JSON.parse(readFileSync(new URL('./fixtures/learned-parity.json', import.meta.url), 'utf8')) as {
  buckets: number;
  cases: { body: string; heading: string; features: Record<string, number>; scores: Record<string, number> }[];
};

describe('hashed features', () => {
  it('FNV-1a 32-bit matches the reference values', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('are identical to the Python trainer on every exported case', () => {
    expect(parity.cases.length).toBeGreaterThanOrEqual(5);
    for (const c of parity.cases) {
      const f = hashedFeatures(c.body, c.heading, parity.buckets);
      const expected = Object.keys(c.features).map(Number).sort((a, b) => a - b);
      expect(f.buckets).toEqual(expected);
      for (const v of Object.values(c.features)) expect(f.value).toBeCloseTo(v, 12);
    }
  });

  it('give the same clause scores as the Python trainer', () => {
    const model = clauseTypeModel();
    expect(model.buckets).toBe(parity.buckets);
    for (const c of parity.cases) {
      const s = clauseTypeScores(c.body, c.heading, model);
      expect(Object.keys(s).sort()).toEqual(Object.keys(c.scores).sort());
      for (const [t, v] of Object.entries(c.scores)) expect(s[t]).toBeCloseTo(v, 9);
    }
  });
});
