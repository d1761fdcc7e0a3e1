import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as engine from '@contract-analysis/engine';
import { b64, expectSpecResponse, makeEnv, type TestEnv } from './helpers.js';

// POST /v1/contracts/ask through the document worker pool reads the question with ask's sentence encoder, which
// tools/setup.sh installs (engine learned/ask-encoder.ts): the answer is the engine's askRanked, not the lexical ask.
const CONTRACT = `SERVICES AGREEMENT

This Services Agreement is made on 3 March 2025 between Northwind Analytics Ltd ("Client") and Harbour Data Consulting LLC ("Consultant").

1. Services. Consultant shall perform the data migration services described in Schedule A (the "Services").

2. Fees. Client shall pay Consultant a fixed fee of USD 48,000, invoiced in four equal monthly instalments.

3. Expenses. Client shall reimburse reasonable travel expenses approved in advance in writing.

4. Personnel. Consultant shall not engage any subcontractor to perform any part of the Services without Client's prior written consent.

5. Termination. Either party may terminate this Agreement on thirty (30) days' written notice to the other.

6. Governing Law. This Agreement is governed by the laws of the State of New York.
`;
const QUESTION = 'Can I get someone else to help with the work?';

describe('ask with the sentence encoder, through the worker pool', () => {
  let env: TestEnv;
  let encoder: engine.SentenceEncoder;
  beforeAll(async () => {
    const e = await engine.loadEncoder();
    if (!e) throw new Error(`ask's sentence encoder is not installed in ${engine.modelsDir()}: run tools/setup.sh`);
    encoder = e;
    env = await makeEnv({ workers: true, config: { docThreads: 1 } });
  });
  afterAll(async () => {
    await env?.service.close();
  });

  it("answers with the encoder's reading, which differs from the lexical one", async () => {
    const res = await env.service.app.inject({ method: 'POST', url: '/v1/contracts/ask', headers: { ...env.a.headers, 'content-type': 'application/json' }, payload: { document: b64(CONTRACT), document_type: 'services', question: QUESTION } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expectSpecResponse('askContract', 200, res.headers['content-type'] as string, body);
    const expected = await engine.askRanked({ text: CONTRACT, question: QUESTION }, encoder);
    const spans = (cs: { start: number; end: number }[]) => cs.map((c) => [c.start, c.end]);
    // the question tells the two paths apart: the lexical ask cites another third passage
    expect(spans(engine.ask({ text: CONTRACT, question: QUESTION }).citations)).not.toEqual(spans(expected.citations));
    expect(body.answer).toBe(expected.answer);
    expect(spans(body.citations)).toEqual(spans(expected.citations));
    expect(body.citations[0].section).toBe('4');
    for (const c of body.citations) expect(CONTRACT.slice(c.start, c.end)).toBe(c.quote);
  });
});
