// Documents on SQLite: the hostile-document suite (fault-suite.ts; PostgreSQL runs it too), the
// limits as settings, and workers that die, time out or are cancelled.
import { describe, expect, it } from 'vitest';
import { DocumentEngine } from '../src/docpool.js';
import { faultSuite } from './fault-suite.js';
import { b64, makeDocx, makeEnv, NDA_TEXT, waitFor } from './helpers.js';
import { manyPagesPdf } from './hostile.js';

faultSuite('SQLite', (config) => makeEnv({ config }));

describe('document limits are settings', () => {
  it('refuses text over CAS_MAX_TEXT_CHARS and PDFs over CAS_MAX_PAGES, and accepts them under', async () => {
    const env = await makeEnv({ config: { docThreads: 1, maxTextChars: 2_000, maxPages: 50 } });
    try {
      const send = (doc: Buffer) => env.service.app.inject({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: b64(doc), document_type: 'nda' } });
      const long = NDA_TEXT.repeat(Math.ceil(2_500 / NDA_TEXT.length));
      expect((await send(Buffer.from(long))).json().code).toBe('text_too_long');
      expect((await send(makeDocx(long))).json().code).toBe('text_too_long');
      expect((await send(Buffer.from(long.slice(0, 1_900)))).statusCode).toBe(201);
      expect((await send(manyPagesPdf(51))).json().code).toBe('too_many_pages');
      const fifty = await send(manyPagesPdf(50));
      expect(fifty.statusCode, fifty.body.slice(0, 300)).toBe(201);
      expect(fifty.json().pages).toBe(50);
    } finally {
      await env.service.close();
    }
  });
});

describe('document workers that die', () => {
  it('a worker that runs out of heap is replaced and the request gets 422 document_too_complex', async () => {
    // A heap too small for the engine on a long document (about 4 MB of text: its worker dies at 40 MB) but enough for
    // the engine, its weights and a short review (about 26 MB in a bare worker in session 21, when every country's
    // name joined the law patterns and 32 MB no longer left the server's worker room): the worker dies of it, not
    // the process.
    const env = await makeEnv({ config: { docThreads: 1, docWorkerHeapMb: 40 } });
    try {
      const big = Buffer.from(NDA_TEXT.repeat(Math.ceil(4_000_000 / NDA_TEXT.length)));
      const res = await env.service.app.inject({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: b64(big), document_type: 'nda' } });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
      expect(res.json().code).toBe('document_too_complex');
      const health = await env.service.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      const small = await env.service.app.inject({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: b64(NDA_TEXT), document_type: 'nda' } });
      expect(small.statusCode, small.body.slice(0, 300)).toBe(201);
    } finally {
      await env.service.close();
    }
  });

  it('a task over its wall-clock limit is stopped (its worker replaced) with 422 processing_timeout; an asynchronous one fails its contract', async () => {
    const env = await makeEnv({ workers: true, config: { docThreads: 1, docTimeoutMs: 1 } });
    try {
      const big = Buffer.from(NDA_TEXT.repeat(Math.ceil(2_000_000 / NDA_TEXT.length)));
      const res = await env.service.app.inject({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: b64(big), document_type: 'nda' } });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
      expect(res.json().code).toBe('processing_timeout');
      const queued = await env.service.app.inject({ method: 'POST', url: '/v1/contracts/review', headers: { ...env.a.headers, prefer: 'respond-async' }, payload: { document: b64(big), document_type: 'nda' } });
      // Extraction in the request may itself time out; when it does not, the job's review does.
      if (queued.statusCode === 202) {
        const id = queued.json().id;
        const done = await waitFor('the queued review to end', async () => {
          const c = (await env.service.app.inject({ method: 'GET', url: `/v1/contracts/${id}`, headers: env.a.headers })).json();
          return c.status === 'failed' || c.status === 'completed' ? c : null;
        });
        expect(done).toMatchObject({ status: 'failed', error: { code: 'processing_timeout' } });
      } else {
        expect(queued.statusCode).toBe(422);
        expect(queued.json().code).toBe('processing_timeout');
      }
    } finally {
      await env.service.close();
    }
  });

  it('a cancelled task stops: the caller gets request_cancelled and the pool goes on', async () => {
    const engine = new DocumentEngine({ threads: 1, heapMb: 256, timeoutMs: 60_000, limits: { maxBytes: 10 << 20, maxPages: 100, maxChars: 5_000_000, maxDecompressedBytes: 64 << 20 } });
    try {
      const ctrl = new AbortController();
      const big = NDA_TEXT.repeat(Math.ceil(2_000_000 / NDA_TEXT.length));
      const running = engine.review(big, { document_type: 'nda', options: { risk_scoring: true, suggest_redlines: false } }, ctrl.signal);
      ctrl.abort();
      await expect(running).rejects.toMatchObject({ status: 499, code: 'request_cancelled' });
      const out = await engine.review(NDA_TEXT, { document_type: 'nda', options: { risk_scoring: true, suggest_redlines: false } });
      expect(out.clauses.length).toBeGreaterThan(0);
    } finally {
      await engine.close();
    }
  });
});
