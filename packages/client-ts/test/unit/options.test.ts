// What every call offers beyond its parameters: per-request options, the raw response and request id, a copy of
// the client with other options, debug logging that never shows a secret, and binary answers.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { BinaryResponse, ContractAnalysis } from '../../src/index.js';
import { CONTRACT, json, mockClient, problem } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'ca-client-options-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

describe('per-request options', () => {
  it('extra headers, idempotency key, max retries and the raw response with its request id on every call', async () => {
    const { client, requests } = mockClient(() => problem(503, 'internal_error'), { sleep: async () => {} });
    const err = await client.webhooks
      .create({ url: 'https://hooks.example/x', events: ['contract.review.completed'] }, { headers: { 'X-Trace': 't-1' }, idempotencyKey: 'k-1', maxRetries: 1 })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 503, code: 'internal_error', request_id: 'req_problem01' });
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => [r.request.headers.get('x-trace'), r.request.headers.get('idempotency-key')])).toEqual([
      ['t-1', 'k-1'],
      ['t-1', 'k-1'],
    ]);

    const ok = mockClient(() => json(200, CONTRACT, { 'Request-Id': 'req_ok' })).client;
    const { data, response, request_id } = await ok.contracts.retrieve('ctr_1', { include: 'text' }).withResponse();
    expect([data.id, response.status, request_id]).toEqual(['ctr_1', 200, 'req_ok']);
  });
});

describe('withOptions', () => {
  it('copies the client with some options changed and leaves the original alone', async () => {
    const { client, requests } = mockClient(() => json(200, CONTRACT), { maxRetries: 4, defaultHeaders: { 'X-Team': 'legal' } });
    const quick = client.withOptions({ timeout: 1_234, maxRetries: 0 });
    expect(quick).toBeInstanceOf(ContractAnalysis);
    expect([quick.timeout, quick.maxRetries, quick.baseURL]).toEqual([1_234, 0, client.baseURL]);
    expect([client.timeout, client.maxRetries]).toEqual([60_000, 4]);
    await quick.contracts.retrieve('ctr_1');
    expect(requests[0].request.headers.get('x-team')).toBe('legal'); // the copy keeps what was not changed
  });
});

describe('debug logging', () => {
  it('is off by default and on with CONTRACT_ANALYSIS_LOG=debug; it never prints keys, secrets or tokens', async () => {
    const lines: string[] = [];
    const handler = (r: Request) =>
      new URL(r.url).pathname.endsWith('/oauth/token')
        ? json(200, { access_token: 'tok_SECRET_ACCESS', token_type: 'Bearer', expires_in: 900, scope: 'contracts:read' })
        : r.method === 'POST' && lines.length < 2 ? problem(500, 'internal_error') : json(201, CONTRACT);
    const quiet = mockClient(handler, { logger: (l) => lines.push(l), sleep: async () => {} }).client;
    await quiet.contracts.retrieve('ctr_1');
    expect(lines).toEqual([]);

    vi.stubEnv('CONTRACT_ANALYSIS_LOG', 'debug');
    const debug = console.debug;
    console.debug = (l: string) => void lines.push(l); // the default logger
    try {
      const keyed = mockClient(handler, { apiKey: 'cas_test_SECRET_KEY', sleep: async () => {}, webhookSecret: 'whsec_SECRET' }).client;
      await keyed.webhooks.create({ url: 'https://hooks.example/x', events: ['contract.review.completed'] });
      const oauth = mockClient(handler, { apiKey: undefined, oauth: { clientId: 'cli_1', clientSecret: 'SECRET_CLIENT' }, sleep: async () => {} }).client;
      await oauth.contracts.retrieve('ctr_1');
    } finally {
      console.debug = debug;
    }
    expect(lines.some((l) => /^\[contract-analysis\] POST http:\/\/api\.test\/v1\/webhooks attempt 1: 500/.test(l))).toBe(true);
    expect(lines.some((l) => /retrying in \d+ ms/.test(l))).toBe(true);
    expect(lines.some((l) => /GET http:\/\/api\.test\/v1\/contracts\/ctr_1 attempt 1: 201/.test(l))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/SECRET|Bearer|Basic|Authorization/i);
  });
});

describe('binary answers', () => {
  it('come back as bytes with their type and file name, and save to a file', async () => {
    const docx = new Uint8Array([0x50, 0x4b, 3, 4, 9, 9]);
    const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const { client, requests } = mockClient(
      () => new Response(docx, { status: 200, headers: { 'Content-Type': type, 'Content-Disposition': 'attachment; filename="nda-reviewed.docx"' } }),
    );
    const file = await client.contracts.download('ctr_1');
    expect(new URL(requests[0].request.url).pathname).toMatch(/\/contracts\/ctr_1\/document$/);
    expect(file).toBeInstanceOf(BinaryResponse);
    expect([...file.bytes]).toEqual([...docx]);
    expect([file.contentType, file.filename]).toEqual([type, 'nda-reviewed.docx']);
    expect(requests[0].request.headers.get('accept')).toBe(`${type}, application/problem+json`);
    const path = await file.saveTo(join(dir, file.filename!));
    expect([...readFileSync(path)]).toEqual([...docx]);
  });
});
