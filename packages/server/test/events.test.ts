import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { b64, makeEnv, NDA_TEXT, waitFor, type TestEnv } from './helpers.js';
import { Receiver, verifyDelivery } from './receiver.js';
import { FAST } from './webhook-suite.js';

// The engine fails on documents that say so: the only way to reach contract.review.failed from
// the API, for synchronous and asynchronous reviews alike.
vi.mock('../src/analysis.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/analysis.js')>();
  return {
    ...real,
    review: (input: Parameters<typeof real.review>[0]) => {
      if (input.text.includes('ENGINE-FAILS-HERE')) throw new Error('the engine failed on this document');
      return real.review(input);
    },
  };
});

describe('contract.review.failed', () => {
  let env: TestEnv;
  let receiver: Receiver;
  beforeAll(async () => {
    // The mock lives in this thread: the engine runs inline here (docThreads 0), not in the pool.
    env = await makeEnv({ workers: true, config: { ...FAST, docThreads: 0 } });
    receiver = await Receiver.start();
  });
  afterAll(async () => {
    await env?.service.close();
    await receiver?.close();
  });

  it('is delivered for a failed synchronous and a failed asynchronous review, valid per the spec', async () => {
    const w = (await env.service.app.inject({ method: 'POST', url: '/v1/webhooks', headers: env.a.headers, payload: { url: receiver.url(), events: ['contract.review.failed', 'contract.review.completed'] } })).json();
    const doc = { document: b64(NDA_TEXT + '\nENGINE-FAILS-HERE'), document_type: 'nda' };
    const sync = await env.service.app.inject({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: doc });
    expect(sync.statusCode).toBe(201);
    expect(sync.json()).toMatchObject({ status: 'failed', error: { code: 'analysis_failed' } });
    const queued = await env.service.app.inject({ method: 'POST', url: '/v1/contracts/review', headers: { ...env.a.headers, prefer: 'respond-async' }, payload: doc });
    expect(queued.statusCode).toBe(202);
    await receiver.until('two deliveries', () => receiver.got.length >= 2);
    const events = receiver.got.map((r) => verifyDelivery(r, w.secret));
    expect(events.map((e) => e.type)).toEqual(['contract.review.failed', 'contract.review.failed']);
    expect(new Set(events.map((e) => e.data.object.id))).toEqual(new Set([sync.json().id, queued.json().id]));
    for (const e of events) expect(e.data.object).toMatchObject({ status: 'failed', error: { code: 'analysis_failed' } });
  });
});
