// The learned clause-type model: TypeScript inference must compute exactly what the Python trainer
// computed (tools/train/features.py and train_clause_types.py export the vectors in fixtures/), and the
// shipped model must find clause types in text it was not trained on (synthetic clauses written here).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clauseTypeModel, clauseTypeScores, documentClauseTypes, hashedFeatures, windowFeatures, fnv1a, segment } from '../src/index.js';

const parity = JSON.parse(readFileSync(new URL('./fixtures/learned-parity.json', import.meta.url), 'utf8')) as {
  buckets: number;
  cases: { body: string; heading: string; rule_types: string[]; windows: Record<string, number>[]; scores: Record<string, number> }[];
};

describe('hashed features', () => {
  it('FNV-1a 32-bit matches the reference values', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('are identical to the Python trainer on every exported case', () => {
    expect(parity.cases.length).toBeGreaterThanOrEqual(6);
    expect(parity.cases.some((c) => c.windows.length > 1)).toBe(true);
    for (const c of parity.cases) {
      const ws = windowFeatures(c.body, c.heading, parity.buckets, c.rule_types);
      expect(ws).toHaveLength(c.windows.length);
      ws.forEach((f, i) => {
        expect(f.buckets).toEqual(Object.keys(c.windows[i]).map(Number).sort((a, b) => a - b));
        for (const v of Object.values(c.windows[i])) expect(f.value).toBeCloseTo(v, 12);
      });
      expect(hashedFeatures(c.body, c.heading, parity.buckets, c.rule_types)).toEqual(ws[0]);
    }
  });

  it('give the same clause scores as the Python trainer', () => {
    const model = clauseTypeModel();
    expect(model.buckets).toBe(parity.buckets);
    for (const c of parity.cases) {
      const s = clauseTypeScores(c.body, c.heading, model, c.rule_types);
      expect(Object.keys(s).sort()).toEqual(Object.keys(c.scores).sort());
      for (const [t, v] of Object.entries(c.scores)) expect(s[t]).toBeCloseTo(v, 9);
    }
  });
});

// Written for this test (not from CUAD): clauses of a supply agreement in a drafting style of our own.
const SUPPLY = `SUPPLY AGREEMENT

1. Definitions. "Products" means the goods listed in Exhibit A.

2. Insurance. Supplier shall, at its own cost, keep in force product liability insurance with a reputable insurer, with cover of at least five million euros per claim, and shall show Buyer the certificate of insurance whenever Buyer asks.

3. Records and Audit. Supplier shall keep complete and accurate books and records of all Products supplied, and Buyer or its independent accountant may audit those books and records once in each calendar year on reasonable notice.

4. Governing Law. This Agreement and any dispute arising out of it shall be governed by and construed in accordance with the laws of the State of New York.
`;

describe('documentClauseTypes', () => {
  it('finds the clause types of a contract it was not trained on', () => {
    const r = documentClauseTypes(SUPPLY);
    for (const t of ['insurance', 'audit_rights', 'governing_law']) expect(r.present).toContain(t);
    // the best-scoring clause for each type is the one that says it
    const clauseText = (id: string) => { const c = segment(SUPPLY).find((x) => x.id === id)!; return SUPPLY.slice(c.start, c.end); };
    expect(clauseText(r.best.insurance.clause_id)).toContain('product liability insurance');
    expect(clauseText(r.best.audit_rights.clause_id)).toContain('may audit');
    expect(r.present).not.toContain('non_compete');
    expect(r.present).not.toContain('source_code_escrow');
  });

  it('finds nothing in text that is not a contract', () => {
    const r = documentClauseTypes('Preheat the oven. Mix the flour, sugar and butter, then bake the cake for forty minutes until golden.');
    expect(r.present).toEqual([]);
  });
});
