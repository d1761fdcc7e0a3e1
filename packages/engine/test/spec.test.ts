// The engine's outputs validated against the API's own schemas (spec/dist/openapi.json, built by
// `pnpm --filter @contract-analysis/spec build`), so the server can return them as they are.
// Two checks per object: the spec's schema as written, and a closed copy of it in which every
// object schema forbids properties it does not declare (the engine must add nothing either).
import { describe, expect, it } from 'vitest';
import {
  review, ask, draft, benchmarks, listBuiltInPlaybooks, toPublicPlaybook, extractKeyTerms, segment, DOCUMENT_TYPES,
  type DocumentType,
} from '../src/index.js';
import { SAMPLE_NDA, RISKY_NDA } from './fixtures.js';
import { expectValid, validators } from './spec-schemas.js';

const NOW = '2026-01-01T00:00:00Z';

const MSA_TEXT = draft({ prompt: 'MSA between Buyer Inc and Vendor Inc, governed by Texas law', kind: 'document', document_type: 'msa' }).text;
const TEXTS: Record<string, string> = {
  sample_nda: SAMPLE_NDA,
  risky_nda: RISKY_NDA,
  msa: MSA_TEXT,
  bare: 'Contract number 1.\n\n1. Term. One year.',
};

describe('engine output conforms to the spec', () => {
  it('the validators catch a wrong type and an undeclared property', () => {
    const k = extractKeyTerms(SAMPLE_NDA);
    const check = (schema: string, value: unknown) => validators.map(({ kind, ajv }) => `${kind}:${ajv.getSchema(`https://contract-analysis.test/${kind}#/components/schemas/${schema}`)!(value)}`);
    expect(check('KeyTerms', k)).toEqual(['open:true', 'closed:true']);
    expect(check('KeyTerms', { ...k, renewal_notice: null })).toEqual(['open:true', 'closed:false']);
    expect(check('KeyTerms', { ...k, parties: [{ name: 'x' }] })).toEqual(['open:false', 'closed:false']);
    expect(check('PlaybookRef', { id: 'none', version: 0 })).toEqual(['open:false', 'closed:false']);
  });

  it('review(): ReviewResult, KeyTerms and Clause for every document type and option', () => {
    for (const [name, text] of Object.entries(TEXTS)) {
      for (const document_type of DOCUMENT_TYPES as readonly DocumentType[]) {
        for (const options of [{}, { risk_scoring: false }, { suggest_redlines: true }, { risk_scoring: false, suggest_redlines: true }]) {
          const label = `${name} as ${document_type} ${JSON.stringify(options)}`;
          const out = review({ text, document_type, options });
          expectValid('ReviewResult', out.review, label);
          expectValid('KeyTerms', out.key_terms, label);
          for (const c of out.clauses) expectValid('Clause', c, label);
          expect(Object.keys(out).sort()).toEqual(['clauses', 'key_terms', 'review']);
          if ((options as { risk_scoring?: boolean }).risk_scoring === false) {
            expect(out.review).toMatchObject({ risk_score: null, risk_level: null, category_scores: [] });
          }
        }
      }
    }
  });

  it('extractKeyTerms() and segment() return the spec shapes', () => {
    expectValid('KeyTerms', extractKeyTerms(SAMPLE_NDA));
    for (const c of segment(SAMPLE_NDA)) expectValid('Clause', c);
  });

  it('ask(): an Answer once the server adds its fields', () => {
    for (const question of ['Does the agreement require notice before a compelled disclosure?', 'How long does the agreement last?', 'What is the price of tea in China?']) {
      const out = ask({ text: SAMPLE_NDA, question });
      expectValid('Answer', { id: 'ans_test', object: 'answer', contract_id: null, question, ...out, created_at: NOW }, question);
    }
  });

  it('draft(): a Draft once the server adds its fields', () => {
    const inputs = [
      { prompt: 'Mutual NDA between Acme Corp and Beta LLC, two-year term, New York law', kind: 'document' as const, document_type: 'nda' as const },
      { prompt: 'saas agreement', kind: 'document' as const, document_type: 'saas' as const },
      { prompt: 'Governing law clause, Delaware.', kind: 'clause' as const, clause_type: 'governing_law' },
      { prompt: 'a limitation of liability clause', kind: 'clause' as const, document_type: 'msa' as const },
    ];
    for (const input of inputs) {
      const out = draft(input);
      expectValid('Draft', { id: 'drf_test', object: 'draft', status: 'completed', ...out, error: null, created_at: NOW, completed_at: NOW }, input.prompt);
      for (const c of out.clauses) expectValid('DraftClause', c);
    }
  });

  it('benchmarks(): every row is a Benchmark with a BenchmarkSource', () => {
    const rows = benchmarks({});
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) expectValid('Benchmark', r, `${r.clause_type}/${r.industry}/${r.metric}`);
  });

  it('built-in playbooks: a Playbook once the server adds its timestamps', () => {
    for (const p of listBuiltInPlaybooks()) {
      expectValid('Playbook', { ...toPublicPlaybook(p), created_at: NOW, updated_at: NOW }, p.id);
      const ref = review({ text: SAMPLE_NDA, document_type: p.document_type }).review.playbook;
      expectValid('PlaybookRef', ref, p.id);
    }
  });
});
