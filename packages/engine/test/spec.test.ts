// The engine's outputs validated against the API's own schemas (spec/dist/openapi.json, built by
// `pnpm --filter @contract-analysis/spec build`), so the server can return them as they are.
// Two checks per object: the spec's schema as written, and a closed copy of it in which every
// object schema forbids properties it does not declare (the engine must add nothing either).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  review, ask, draft, benchmarks, listBuiltInPlaybooks, toPublicPlaybook, extractKeyTerms, segment, DOCUMENT_TYPES,
  type DocumentType,
} from '../src/index.js';
import { SAMPLE_NDA, RISKY_NDA } from './fixtures.js';

const addFormats = addFormatsImport as unknown as (ajv: Ajv2020) => void;
const require = createRequire(import.meta.url);

function loadSpec(): { components: { schemas: Record<string, unknown> } } {
  let file: string;
  try {
    file = require.resolve('@contract-analysis/spec/openapi.json');
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`spec/dist/openapi.json is missing: run \`pnpm --filter @contract-analysis/spec build\` (${(e as Error).message})`);
  }
}

/** A copy of the schemas where every object schema with `properties` allows no others. */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === 'example' || k === 'examples' ? v : closed(v);
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

const spec = loadSpec();
const validators = (['open', 'closed'] as const).map((kind) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const schemas = kind === 'open' ? spec.components.schemas : (closed(spec.components.schemas) as Record<string, unknown>);
  ajv.addSchema({ $id: `https://contract-analysis.test/${kind}`, components: { schemas } });
  return { kind, ajv };
});

function expectValid(schema: string, value: unknown, label = schema): void {
  for (const { kind, ajv } of validators) {
    const validate = ajv.getSchema(`https://contract-analysis.test/${kind}#/components/schemas/${schema}`);
    if (!validate) throw new Error(`no schema ${schema}`);
    const ok = validate(value);
    expect(ok ? [] : validate.errors!.map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`), `${label} (${kind} ${schema})`).toEqual([]);
  }
}

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
    expect(check('KeyTerms', { ...k, renewal_term: null })).toEqual(['open:true', 'closed:false']);
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
