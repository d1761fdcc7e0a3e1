import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b64, expectSpecResponse, makeEnv, NDA_TEXT, type TestEnv } from './helpers.js';
import { excerpts, startModelServer, type ModelServer } from '../../engine/test/model-server.js';

/**
 * The language-model door, end to end: with CONTRACT_LLM_BASE_URL and CONTRACT_LLM_MODEL set, the
 * document workers ask an OpenAI-compatible server (started here, over real HTTP) where the engine's
 * rules cannot serve, check what it says, and fall back to the deterministic result when it fails.
 */

const QUESTION = 'Which law governs this agreement?';

describe('a configured language model', () => {
  let model: ModelServer;
  let env: TestEnv;
  let reply: (prompt: string) => string;
  const saved = { url: process.env.CONTRACT_LLM_BASE_URL, name: process.env.CONTRACT_LLM_MODEL };
  beforeAll(async () => {
    model = await startModelServer((req) => reply(excerpts(req)[0] ?? ''));
    // Worker threads take a copy of the environment when they start.
    process.env.CONTRACT_LLM_BASE_URL = model.baseUrl;
    process.env.CONTRACT_LLM_MODEL = 'test-model';
    env = await makeEnv({ config: { docThreads: 1 } });
  });
  afterAll(async () => {
    await env?.service.close();
    await model?.close();
    for (const [k, v] of [['CONTRACT_LLM_BASE_URL', saved.url], ['CONTRACT_LLM_MODEL', saved.name]] as const) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  const ask = () => env.service.app.inject({ method: 'POST', url: '/v1/contracts/ask', headers: env.a.headers, payload: { document: b64(NDA_TEXT), document_type: 'nda', question: QUESTION } });

  it('answers from the retrieved citations in the model\'s words, with quotes that slice the contract exactly', async () => {
    reply = (first) => JSON.stringify({ answer: 'Delaware law governs the agreement.', quotes: [first.slice(first.indexOf('governed'), first.indexOf('Delaware') + 'Delaware'.length)] });
    const before = model.requests.length;
    const res = await ask();
    expect(res.statusCode, res.body).toBe(200);
    expectSpecResponse('askContract', 200, res.headers['content-type'] as string, res.json());
    const a = res.json();
    expect(a.answer).toBe('Delaware law governs the agreement.');
    expect(model.requests.length).toBe(before + 1);
    expect(model.requests[before].model).toBe('test-model');
    for (const c of a.citations) expect(NDA_TEXT.slice(c.start, c.end)).toBe(c.quote);
    expect(a.citations[0].quote).toContain('Delaware');
  });

  it('falls back to the deterministic answer when the model invents a quote', async () => {
    reply = () => JSON.stringify({ answer: 'New York law governs.', quotes: ['the laws of the State of New York'] });
    const before = model.requests.length;
    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(model.requests.length).toBe(before + 1);
    expect(res.json().answer).not.toBe('New York law governs.');
    expect(res.json().citations[0].quote).toContain('Delaware');
  });
});
