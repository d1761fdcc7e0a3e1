import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  ConflictError,
  InternalServerError,
  RateLimitError,
  backoffDelay,
  retryAfterMs,
} from '../../src/index.js';
import { CONTRACT, json, mockClient, problem } from './helpers.js';

describe('backoff', () => {
  it('doubles from 0.5 s up to 8 s, with at most 25 % jitter subtracted', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, 0))).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect(backoffDelay(1, 1)).toBe(375);
    for (let i = 0; i < 100; i++) {
      const d = backoffDelay(2);
      expect(d).toBeGreaterThan(750 - 1e-9);
      expect(d).toBeLessThanOrEqual(1000);
    }
  });

  it('reads Retry-After as seconds or an HTTP date, and retry-after-ms', () => {
    expect(retryAfterMs(new Headers({ 'Retry-After': '17' }))).toBe(17_000);
    expect(retryAfterMs(new Headers({ 'Retry-After': '0' }))).toBe(0);
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(retryAfterMs(new Headers({ 'Retry-After': 'Fri, 20 Nov 2026 10:00:05 GMT' }), now)).toBe(5_000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250', 'Retry-After': '9' }))).toBe(250);
    expect(retryAfterMs(new Headers({ 'Retry-After': 'soon' }))).toBeUndefined();
    expect(retryAfterMs(new Headers({ 'Retry-After': '3600' }))).toBeUndefined(); // too long: use backoff
    expect(retryAfterMs(new Headers())).toBeUndefined();
  });
});

// The retry schedule, Retry-After, which statuses are retried and the error classes are the behaviour vectors of
// spec/contract-tests/vectors.yaml (vectors.test.ts); these tests cover what the vectors do not: time-outs and aborts.
describe('idempotency keys', () => {
  it('sends one generated Idempotency-Key on every attempt of a POST, and the same body', async () => {
    let n = 0;
    const { client, requests } = mockClient(
      () => (++n < 3 ? problem(500, 'internal', { 'Retry-After': '0' }) : json(201, CONTRACT)),
    );
    await client.contracts.review({ document: Buffer.from('NDA'), document_type: 'nda' });
    expect(requests).toHaveLength(3);
    const keys = requests.map((r) => r.request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(new Set(requests.map((r) => r.body)).size).toBe(1);
    expect(JSON.parse(requests[0].body)).toEqual({ document: Buffer.from('NDA').toString('base64'), document_type: 'nda' });
  });

  it('uses a caller-given key, and a new key for each call', async () => {
    const { client, requests } = mockClient(() => json(201, CONTRACT));
    await client.contracts.review({ document: Buffer.from('a'), document_type: 'nda' }, { idempotencyKey: 'my-key-1' });
    await client.contracts.review({ document: Buffer.from('a'), document_type: 'nda' });
    await client.contracts.review({ document: Buffer.from('a'), document_type: 'nda' });
    const keys = requests.map((r) => r.request.headers.get('idempotency-key'));
    expect(keys[0]).toBe('my-key-1');
    expect(keys[1]).not.toBe(keys[2]);
  });

  it('sends no Idempotency-Key on GET or DELETE', async () => {
    const { client, requests } = mockClient((r) =>
      r.method === 'DELETE' ? json(200, { id: 'whk_1', object: 'webhook', deleted: true }) : json(200, CONTRACT),
    );
    await client.contracts.retrieve('ctr_1');
    await client.webhooks.delete('whk_1');
    expect(requests.map((r) => r.request.headers.has('idempotency-key'))).toEqual([false, false]);
  });

  it('does not retry 409 idempotency_conflict', async () => {
    const { client, requests } = mockClient(() => problem(409, 'idempotency_conflict'));
    const err = await client.playbooks.create({ based_on: 'pbk_nda_standard', name: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConflictError);
    expect((err as ConflictError).code).toBe('idempotency_conflict');
    expect(requests).toHaveLength(1);
  });
});

describe('timeouts and abort', () => {
  const hang = (_url: string, init: RequestInit) =>
    new Promise<Response>((_, reject) => {
      const signal = init.signal;
      signal?.addEventListener('abort', () => reject(signal.reason));
    });

  it('gives up an attempt after `timeout` ms and throws APIConnectionTimeoutError after the retries', async () => {
    let attempts = 0;
    const { ContractAnalysis } = await import('../../src/index.js');
    const client = new ContractAnalysis({
      apiKey: 'k',
      baseURL: 'http://api.test/v1',
      timeout: 20,
      maxRetries: 1,
      fetch: (url, init) => (attempts++, hang(url, init)),
      sleep: async () => {},
    });
    const err = await client.contracts.retrieve('ctr_1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(APIConnectionTimeoutError);
    expect(attempts).toBe(2);
  });

  it('takes a per-request timeout', async () => {
    const { ContractAnalysis } = await import('../../src/index.js');
    const client = new ContractAnalysis({ apiKey: 'k', baseURL: 'http://api.test/v1', timeout: 60_000, fetch: hang });
    const err = await client.contracts.retrieve('ctr_1', undefined, { timeout: 10, maxRetries: 0 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(APIConnectionTimeoutError);
  });

  // The aborts below are triggered by the request itself, not by a timer: a timer could fire before the request
  // is sent on a loaded machine, and the tests would then prove something else (or fail).
  it('stops at once when the caller aborts, without retrying', async () => {
    let attempts = 0;
    const controller = new AbortController();
    const { ContractAnalysis } = await import('../../src/index.js');
    const client = new ContractAnalysis({
      apiKey: 'k',
      baseURL: 'http://api.test/v1',
      fetch: (url, init) => {
        attempts++;
        const pending = hang(url, init);
        controller.abort(); // while the request is in flight
        return pending;
      },
    });
    const err = await client.contracts.retrieve('ctr_1', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(APIUserAbortError);
    expect(attempts).toBe(1);
  });

  it('an abort also cancels the wait between retries', async () => {
    const controller = new AbortController();
    const { client, requests } = mockClient(() => {
      setTimeout(() => controller.abort(), 0); // once the 503 is back and the client waits 30 s to retry
      return problem(503, 'x', { 'Retry-After': '30' });
    });
    const err = await client.contracts.retrieve('ctr_1', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(APIUserAbortError);
    expect(requests).toHaveLength(1);
  });
});

describe('rate limits', () => {
  it('RateLimitError carries the headers after the retries are spent', async () => {
    const { client } = mockClient(() => problem(429, 'rate_limited', { 'Retry-After': '0', RateLimit: '"default";r=0;t=0' }));
    const err = (await client.benchmarks.list().catch((e: unknown) => e)) as RateLimitError;
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err.headers?.get('ratelimit')).toBe('"default";r=0;t=0');
  });
});
