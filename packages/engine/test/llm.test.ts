// The language-model door over real HTTP: an OpenAI-compatible server started by the test answers
// /v1/chat/completions, the engine's OpenAICompatibleProvider calls it, and every reply is checked.
import { describe, expect, it } from 'vitest';
import {
  ask, askAsync, ClauseTypeNotDraftableError, draft, draftAsync, getBuiltInPlaybook, OpenAICompatibleProvider, providerFromEnv, review, reviewAsync,
} from '../src/index.js';
import { SAMPLE_NDA } from './fixtures.js';
import { excerpts, modelPerTest, type Reply } from './model-server.js';
import { expectValid } from './spec-schemas.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const NOW = '2026-01-01T00:00:00Z';
const served = modelPerTest('test-model');
const withModel = served.withModel;

function sliceExactly(text: string, cs: { start: number; end: number; quote: string }[]) {
  for (const c of cs) expect(text.slice(c.start, c.end)).toBe(c.quote);
}

const QUESTION = 'Does the agreement require notice before a compelled disclosure?';

describe('askAsync', () => {
  it('uses the model answer when its quotes come from the retrieved citations', async () => {
    const provider = await withModel((req) => {
      const first = excerpts(req)[0];
      const quote = first.slice(first.indexOf('give'), first.indexOf('notice') + 'notice'.length);
      return JSON.stringify({ answer: 'Yes: the receiving party must give prompt written notice first.', quotes: [quote] });
    });
    const out = await askAsync({ text: SAMPLE_NDA, question: QUESTION }, { provider });
    expect(out.warnings).toEqual([]);
    expect(out.model).toBe('test-model');
    expect(out.result.answer).toBe('Yes: the receiving party must give prompt written notice first.');
    expect(out.result.citations[0].quote).toBe('give the Disclosing Party prompt written notice');
    sliceExactly(SAMPLE_NDA, out.result.citations);
    expect(served.server!.requests).toHaveLength(1);
    expect(served.server!.requests[0].model).toBe('test-model');
    expect(served.server!.requests[0].messages[1].content).toContain(QUESTION);
    expectValid('Answer', { id: 'ans_t', object: 'answer', contract_id: null, question: QUESTION, ...out.result, created_at: NOW });
  });

  it('falls back to the engine answer, with a warning, on an invented quote, non-JSON, an HTTP error or an empty answer', async () => {
    const base = ask({ text: SAMPLE_NDA, question: QUESTION });
    const replies: Reply[] = [
      JSON.stringify({ answer: 'Yes.', quotes: ['the Receiving Party shall give ninety days notice'] }),
      'Yes, it does.',
      { status: 500, body: '{"error":{"message":"overloaded"}}' },
      JSON.stringify({ answer: '', quotes: [] }),
      JSON.stringify({ answer: 42, quotes: [] }),
    ];
    let n = 0;
    const provider = await withModel(() => replies[n++]);
    const reasons: string[] = [];
    for (let i = 0; i < replies.length; i++) {
      const out = await askAsync({ text: SAMPLE_NDA, question: QUESTION }, { provider });
      expect(out.result).toEqual(base);
      expect(out.model).toBeNull();
      expect(out.warnings).toHaveLength(1);
      reasons.push(out.warnings[0]);
    }
    expect(reasons[0]).toMatch(/not in the excerpts/);
    expect(reasons[1]).toMatch(/not JSON/);
    expect(reasons[2]).toMatch(/500/);
    expect(reasons[3]).toMatch(/no answer/);
    expect(reasons[4]).toMatch(/no answer/);
  });

  it('does not call the model when the contract does not address the question', async () => {
    const provider = await withModel(() => JSON.stringify({ answer: 'x', quotes: [] }));
    const out = await askAsync({ text: SAMPLE_NDA, question: 'What is the price of tea in China?' }, { provider });
    expect(out.result.citations).toEqual([]);
    expect(served.server!.requests).toHaveLength(0);
  });

  it('without configuration behaves exactly as ask()', async () => {
    expect(providerFromEnv({})).toBeNull();
    const out = await askAsync({ text: SAMPLE_NDA, question: QUESTION }, { provider: providerFromEnv({}) });
    expect(out).toEqual({ result: ask({ text: SAMPLE_NDA, question: QUESTION }), warnings: [], model: null });
  });

  it('is configured by CONTRACT_LLM_BASE_URL and CONTRACT_LLM_MODEL', async () => {
    await withModel((req) => JSON.stringify({ answer: `from ${req.model}`, quotes: [excerpts(req)[0].slice(0, 40)] }));
    const provider = providerFromEnv({ CONTRACT_LLM_BASE_URL: served.server!.baseUrl, CONTRACT_LLM_MODEL: 'env-model' });
    const out = await askAsync({ text: SAMPLE_NDA, question: QUESTION }, { provider });
    expect(out.result.answer).toBe('from env-model');
  });
});

describe('reviewAsync', () => {
  const input = { text: SAMPLE_NDA, document_type: 'nda' as const };

  it('with the unsure selection, reads again only the checks the engine is unsure of, and uses a verified reading', async () => {
    const base = review(input);
    const provider = await withModel((req) => {
      const statement = req.messages[1].content;
      if (/marked|identified/i.test(statement)) {
        const ex = excerpts(req).find((e) => e.includes('whether or not marked'))!;
        expect(ex).toBeDefined();
        return JSON.stringify({ outcome: 'contradicted', quotes: ['would reasonably be understood to be confidential, whether or not marked'] });
      }
      return JSON.stringify({ outcome: 'not_mentioned', quotes: [] });
    });
    const out = await reviewAsync(input, { provider, selection: 'unsure' });
    expect(out.warnings).toEqual([]);
    expect(out.model).toBe('test-model');
    expect(served.server!.requests.length).toBeGreaterThan(0);
    expect(served.server!.requests.length).toBeLessThanOrEqual(4);
    const check = out.result.review.checks.find((c) => c.check_id === 'nda.explicit_identification')!;
    expect(check.outcome).toBe('contradicted');
    const detection = getBuiltInPlaybook('pbk_nda_standard')!.checks.find((c) => c.check_id === 'nda.explicit_identification')!.detection!;
    expect(check.position).toBe(detection.positions.contradicted);
    expect(check.evidence.map((c) => c.quote)).toEqual(['would reasonably be understood to be confidential, whether or not marked']);
    sliceExactly(SAMPLE_NDA, check.evidence);
    const was = base.review.checks.find((c) => c.check_id === 'nda.explicit_identification')!;
    expect(out.readings!.find((r) => r.check_id === 'nda.explicit_identification')).toEqual({
      check_id: 'nda.explicit_identification', why: 'unsure', engine: was.outcome, kept: 'contradicted', engine_position: was.position, kept_position: detection.positions.contradicted,
    });
    // checks the engine was sure of are untouched
    const read = new Set(out.readings!.map((r) => r.check_id));
    for (const c of base.review.checks) if (!read.has(c.check_id)) expect(out.result.review.checks.find((x) => x.check_id === c.check_id)).toEqual(c);
    expectValid('ReviewResult', out.result.review);
  });

  it('keeps the engine outcome, with a warning, when a reading is malformed or unfounded', async () => {
    const replies = [
      JSON.stringify({ outcome: 'maybe', quotes: [] }),
      JSON.stringify({ outcome: 'entailed', quotes: ['this sentence is not in the contract at all'] }),
      JSON.stringify({ outcome: 'entailed', quotes: [] }),
      '<html>gateway</html>',
    ];
    let n = 0;
    const provider = await withModel(() => replies[n++ % replies.length]);
    const out = await reviewAsync(input, { provider });
    expect(out.result).toEqual(review(input));
    expect(out.model).toBeNull();
    expect(out.warnings.length).toBe(served.server!.requests.length);
    expect(out.warnings.join('\n')).toMatch(/outcome/);
  });

  it('without configuration behaves exactly as review()', async () => {
    const out = await reviewAsync(input, { provider: null });
    expect(out).toEqual({ result: review(input), warnings: [], model: null });
  });
});

describe('draftAsync', () => {
  const COMMITTEE = 'The Parties shall form a joint steering committee of two senior representatives each, which shall meet at least once every calendar quarter to review progress against the project plan and agree on priorities.';
  const REQUEST = 'a clause setting up a joint steering committee that meets every quarter';

  it('drafts a clause the library has no type for through the model, checked by the engine', async () => {
    expect(() => draft({ prompt: REQUEST, kind: 'clause' })).toThrow(ClauseTypeNotDraftableError);
    const provider = await withModel(() => JSON.stringify({ heading: 'Steering Committee', text: COMMITTEE }));
    const out = await draftAsync({ prompt: REQUEST, kind: 'clause', document_type: 'services' }, { provider });
    expect(out.model).toBe('test-model');
    expect(out.result.text).toBe(COMMITTEE);
    expect(out.result.clauses).toEqual([{ id: 'cl_1', clause_type: 'other', heading: 'Steering Committee', text: COMMITTEE }]);
    expect(out.result.warnings[0]).toMatch(/drafted by the language model test-model/);
    expectValid('Draft', { id: 'drf_t', object: 'draft', status: 'completed', ...out.result, error: null, created_at: NOW, completed_at: NOW });
  });

  it('throws clause_type_not_draftable, saying why, when the model draft has placeholders or is malformed, and never asks about a type outside the taxonomy', async () => {
    const replies = [
      JSON.stringify({ heading: 'Steering Committee', text: 'The Parties shall form a steering committee of [number] members who meet every quarter to review the plan.' }),
      JSON.stringify({ text: COMMITTEE }),
    ];
    let n = 0;
    const provider = await withModel(() => replies[n++ % replies.length]);
    const input = { prompt: REQUEST, kind: 'clause' as const };
    await expect(draftAsync(input, { provider })).rejects.toThrow(/placeholders/);
    await expect(draftAsync(input, { provider })).rejects.toThrow(/"heading" is not a string/);
    await expect(draftAsync(input, { provider })).rejects.toMatchObject({ code: 'clause_type_not_draftable' });
    const requests = served.server!.requests.length;
    await expect(draftAsync({ prompt: 'x', kind: 'clause', clause_type: 'bogus_type' }, { provider })).rejects.toThrow(/not a clause type of the taxonomy/);
    expect(served.server!.requests.length).toBe(requests);
  });

  it('without a provider, a clause the library cannot serve is clause_type_not_draftable', async () => {
    await expect(draftAsync({ prompt: REQUEST, kind: 'clause' }, { provider: null })).rejects.toBeInstanceOf(ClauseTypeNotDraftableError);
  });

  it('serves library clause types without the model', async () => {
    const provider = await withModel(() => 'unused');
    const input = { prompt: 'governing law clause', kind: 'clause' as const, clause_type: 'governing_law', jurisdiction: 'New York' };
    const out = await draftAsync(input, { provider });
    expect(out.result).toEqual(draft(input));
    expect(served.server!.requests).toHaveLength(0);
  });
});

describe('the reply shape the door asks for (response_format)', () => {
  const spec = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@contract-analysis/spec/openapi.json'), 'utf8')) as {
    components: { schemas: { Check: { properties: { outcome: { enum: string[] }; position: { enum: string[] } } } } };
  };
  /** The schema a request asks for, compiled; the test's model answers only with replies that the schema admits. */
  function schemaOf(req: { response_format?: { type: string; json_schema?: { schema: Record<string, unknown> } } }) {
    expect(req.response_format?.type).toBe('json_schema');
    return new Ajv2020({ strict: true }).compile(req.response_format!.json_schema!.schema);
  }

  it('asks for a second reading as an object with the spec\'s positions and outcomes, and uses a reply made to that shape', async () => {
    const input = { text: SAMPLE_NDA, document_type: 'nda' as const };
    const asked: unknown[] = [];
    const provider = await withModel((req) => {
      const valid = schemaOf(req);
      asked.push(req.response_format!.json_schema!.schema);
      const ex = excerpts(req)[0];
      const reply = { position: 'unacceptable', outcome: 'contradicted', quotes: [ex.slice(0, Math.min(ex.length, 60))] };
      expect(valid(reply)).toBe(true);
      // what the schema rules out, the door would not have used either
      expect(valid({ ...reply, position: 'fine' })).toBe(false);
      expect(valid({ position: 'unacceptable', outcome: 'contradicted' })).toBe(false);
      return JSON.stringify(reply);
    });
    const out = await reviewAsync(input, { provider, maxSecondReadings: 2 });
    expect(served.server!.requests.length).toBe(2);
    const schema = asked[0] as { properties: { position: { enum: string[] }; outcome: { enum: string[] } } };
    expect(schema.properties.position.enum).toEqual(spec.components.schemas.Check.properties.position.enum);
    expect(schema.properties.outcome.enum).toEqual(spec.components.schemas.Check.properties.outcome.enum);
    expect(out.warnings).toEqual([]);
    expect(out.readings!.map((r) => r.kept_position)).toEqual(['unacceptable', 'unacceptable']);
    expectValid('ReviewResult', out.result.review);
  });

  it('asks for an answer as {answer, quotes} and a drafted clause as {heading, text}', async () => {
    const provider = await withModel((req) => {
      const valid = schemaOf(req);
      const reply = req.messages[0].content.startsWith('You draft')
        ? { heading: 'Steering Committee', text: 'The Parties shall form a joint steering committee of two senior representatives each, which shall meet at least once every calendar quarter.' }
        : { answer: 'Yes, prompt written notice.', quotes: [excerpts(req)[0].slice(0, 40)] };
      expect(valid(reply)).toBe(true);
      expect(valid({ ...reply, extra: 1 })).toBe(false);
      return JSON.stringify(reply);
    });
    const answered = await askAsync({ text: SAMPLE_NDA, question: QUESTION }, { provider });
    expect(answered.warnings).toEqual([]);
    expect(answered.model).toBe('test-model');
    const drafted = await draftAsync({ prompt: 'a clause setting up a joint steering committee that meets every quarter', kind: 'clause' }, { provider });
    expect(drafted.model).toBe('test-model');
    expect(served.server!.requests.map((r) => r.response_format?.json_schema?.name)).toEqual(['answer', 'clause']);
  });

  it('still reads through a server that refuses response_format: the request is sent again without it', async () => {
    const input = { text: SAMPLE_NDA, document_type: 'nda' as const };
    const provider = await withModel((req) => {
      if (req.response_format) return { status: 400, body: JSON.stringify({ error: { message: 'unknown field response_format' } }) };
      const ex = excerpts(req)[0];
      return JSON.stringify({ position: 'unacceptable', quotes: [ex.slice(0, Math.min(ex.length, 60))] });
    });
    const out = await reviewAsync(input, { provider, maxSecondReadings: 2 });
    expect(out.warnings).toEqual([]);
    expect(out.readings!.length).toBe(2);
    // the first request with the format, its retry without, then the second reading without
    expect(served.server!.requests.map((r) => !!r.response_format)).toEqual([true, false, false]);
  });
});
