// The fault suite for documents, shared by the SQLite and PostgreSQL runs: hostile PDFs and DOCX
// files are refused with a precise 4xx while the service keeps answering, memory comes back, and
// the document pool keeps working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/index.js';
import { b64, expectSpecResponse, makeDocx, makePdf, NDA_TEXT, type TestEnv } from './helpers.js';
import { deeplyNestedDocx, flateBombPdf, manyPagesPdf, nestedObjectPdf, pageTreeDagPdf, textHeavyDocx, zipBombDocx } from './hostile.js';

/** Far above what the suite needs at rest, far below what the unbounded attacks took (about 3 GB). */
const RSS_BOUND = 1536 * 1024 * 1024;

/**
 * Hostile documents against a service with a document pool (the factory makes it; storage is the
 * factory's choice): each is refused with a precise 4xx while /healthz answers, RSS stays bounded,
 * and ordinary documents are reviewed afterwards.
 */
export function faultSuite(name: string, mkEnv: (config: Partial<Config>) => Promise<TestEnv>): void {
describe(`hostile documents (${name}, document pool of worker threads)`, () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await mkEnv({ docThreads: 2, docWorkerHeapMb: 256 });
  });
  afterAll(async () => {
    await env?.service.close();
  });

  /**
   * Send a document for review; while it is being processed, /healthz must answer. Returns the
   * attack's response once /healthz has answered at least once while the attack was still open.
   */
  async function attack(document: Buffer, op: 'review' | 'ask' = 'review') {
    const app = env.service.app;
    let settled = false;
    const payload = op === 'review' ? { document: b64(document), document_type: 'nda' } : { document: b64(document), document_type: 'nda', question: 'What is the governing law?' };
    const pending = app.inject({ method: 'POST', url: op === 'review' ? '/v1/contracts/review' : '/v1/contracts/ask', headers: env.a.headers, payload }).finally(() => {
      settled = true;
    });
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    const answeredDuringAttack = !settled;
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const res = await pending;
    expect(answeredDuringAttack, '/healthz answered while the attack was processed').toBe(true);
    expect(process.memoryUsage().rss).toBeLessThan(RSS_BOUND);
    return res;
  }

  function expectRefused(res: Awaited<ReturnType<typeof attack>>, status: number, code: string, op = 'reviewContract') {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
    expect(res.json().code).toBe(code);
    expectSpecResponse(op, status, res.headers['content-type'] as string, res.json());
  }

  it('refuses a 10^6-page page-tree DAG by its page count, without visiting the pages', async () => {
    const pdf = pageTreeDagPdf(6);
    expect(pdf.length).toBeLessThan(20_000);
    expectRefused(await attack(pdf), 422, 'too_many_pages');
  });

  it('refuses a real PDF of 100,000 pages', async () => {
    expectRefused(await attack(manyPagesPdf(100_000)), 422, 'too_many_pages');
  });

  it('refuses a PDF whose Flate content stream inflates to 100 MB, having inflated no more than the budget', async () => {
    const pdf = flateBombPdf(100);
    expect(pdf.length).toBeLessThan(1024 * 1024);
    expectRefused(await attack(pdf), 422, 'decompressed_too_large');
    expectRefused(await attack(pdf, 'ask'), 422, 'decompressed_too_large', 'askContract');
  });

  it('refuses a DOCX with 200 MB of text by its character count while streaming it, before any XML parser runs', async () => {
    const docx = await textHeavyDocx(200);
    expect(docx.length).toBeLessThan(2 * 1024 * 1024);
    expectRefused(await attack(docx), 422, 'text_too_long');
  });

  it('refuses a DOCX whose document.xml inflates to 200 MB of markup', async () => {
    expectRefused(await attack(await textHeavyDocx(200, false)), 422, 'decompressed_too_large');
  });

  it('refuses a 1 GiB ZIP bomb inside a DOCX', async () => {
    expectRefused(await attack(await zipBombDocx(1024)), 422, 'decompressed_too_large');
  });

  it('refuses a DOCX nested 100,000 elements deep', async () => {
    expectRefused(await attack(await deeplyNestedDocx(100_000)), 422, 'document_too_complex');
  });

  it('reads a PDF with an object nested 1,000 levels deep, and refuses one nested 1,000,000 levels deep with a 4xx', async () => {
    const ok = await attack(nestedObjectPdf(1_000));
    expect(ok.statusCode, ok.body.slice(0, 300)).toBe(201);
    expect(ok.json().status).toBe('completed');
    const deep = await attack(nestedObjectPdf(1_000_000));
    expect(deep.statusCode, deep.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(deep.statusCode).toBeLessThan(500);
  });

  it('still reviews ordinary documents afterwards, in every format', async () => {
    for (const doc of [Buffer.from(NDA_TEXT), makeDocx(NDA_TEXT), makePdf('This Agreement is governed by the laws of the State of Delaware.')]) {
      const res = await env.service.app.inject({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: b64(doc), document_type: 'nda' } });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
      expect(res.json().status).toBe('completed');
    }
  });
});
}
