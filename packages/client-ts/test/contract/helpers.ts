// Helpers for the contract suite. The suite runs through tools/contract-tests/run.mjs, which starts
// Prism and sets CONTRACT_TEST_BASE_URL (no /v1) and CONTRACT_TEST_TARGET (mock | proxy).
import { readFileSync } from 'node:fs';
import { ContractAnalysis, type ClientOptions } from '../../src/index.js';

export const BASE_URL = process.env.CONTRACT_TEST_BASE_URL ?? '';
export const TARGET = (process.env.CONTRACT_TEST_TARGET ?? 'mock') as 'mock' | 'proxy';
export const MOCK = TARGET === 'mock';
export const API_KEY = process.env.CONTRACT_ANALYSIS_TEST_API_KEY ?? 'cas_test_contractSuiteKey0001';

if (!BASE_URL) {
  throw new Error(
    'CONTRACT_TEST_BASE_URL is not set: run the suite through the harness, ' +
      '`node tools/contract-tests/run.mjs @contract-analysis/client`',
  );
}

const spec = JSON.parse(readFileSync(new URL('../../../../spec/dist/openapi.json', import.meta.url), 'utf8'));

/**
 * Operations that declare a `Prefer` header parameter (enum `respond-async`). For them Prism's
 * `Prefer: code=...` selector fails request validation, and any Prefer header overrides Prism's
 * query selectors, so the selector goes in the query (`__code`, `__example`) instead; see SPEC-NOTES.md.
 */
const preferDeclared: { method: string; path: RegExp }[] = [];
for (const [template, item] of Object.entries<Record<string, { parameters?: { name?: string; $ref?: string }[] }>>(spec.paths)) {
  for (const [method, op] of Object.entries(item)) {
    const params = op?.parameters ?? [];
    if (params.some((p) => p.name === 'Prefer' || p.$ref === '#/components/parameters/Prefer')) {
      preferDeclared.push({ method: method.toUpperCase(), path: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`) });
    }
  }
}

export interface Seen {
  requests: Request[];
  /** The Prefer header the client itself sent (before a mock selector replaced it). */
  clientPrefer: (string | null)[];
}

/**
 * A client pointed at Prism. `prefer` is the scenario's Prism selector (`code=404`,
 * `code=202, example=queued`); it is applied in mock mode only.
 */
export function client(prefer?: string, options: ClientOptions = {}): { client: ContractAnalysis; seen: Seen } {
  const seen: Seen = { requests: [], clientPrefer: [] };
  const fetch = async (url: string, init: RequestInit) => {
    let request = new Request(url, init);
    seen.clientPrefer.push(request.headers.get('prefer'));
    if (MOCK && prefer) {
      const url = new URL(request.url);
      const declared = preferDeclared.some((d) => d.method === request.method && d.path.test(url.pathname));
      if (declared || request.headers.has('prefer')) {
        for (const part of prefer.split(',')) {
          const [k, v] = part.trim().split('=');
          url.searchParams.set(`__${k}`, v);
        }
        const headers = new Headers(request.headers);
        headers.delete('prefer');
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
        request = new Request(url, { method: request.method, headers, body, signal: request.signal });
      } else {
        request.headers.set('Prefer', prefer);
      }
    }
    seen.requests.push(request);
    return globalThis.fetch(request);
  };
  return {
    // The time-out is a guard against a hang, not a measure: a review against the real server on a loaded 2-core
    // machine must not fail the suite by taking longer than usual.
    client: new ContractAnalysis({ apiKey: API_KEY, baseURL: BASE_URL, maxRetries: 0, timeout: 300_000, fetch, ...options }),
    seen,
  };
}

/** A short NDA as bytes, the way a caller would read it from disk. */
export const NDA_BYTES = Buffer.from(
  'MUTUAL NONDISCLOSURE AGREEMENT\n\nThis Mutual Nondisclosure Agreement is entered into between Northwind ' +
    'Analytics, Inc. and Bluefin Robotics Ltd.\n\n1. Confidential Information. ...\n',
  'utf8',
);

/** A PDF cut off before its end-of-file marker: the server cannot read it (422 `corrupt_document`). */
export const TRUNCATED_PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages',
  'latin1',
);

/**
 * The key for a 403 scenario: against the mock the suite's own (the selector answers 403); against the
 * server a new key of the suite's own with only `benchmarks:read`, which every other operation refuses.
 */
export async function restrictedKey(): Promise<string> {
  if (MOCK) return API_KEY;
  const key = await client().client.apiKeys.create({ name: 'benchmarks only', scopes: ['benchmarks:read'] });
  if (!key.secret) throw new Error(`the new key ${key.id} came without its secret`);
  return key.secret;
}

/** Asserts that `promise` rejects with an instance of `Class` carrying the status and a request id. */
export async function expectError(promise: Promise<unknown>, Class: new (...args: never[]) => Error, status: number) {
  const { expect } = await import('vitest');
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, `expected ${Class.name}`).toBeInstanceOf(Class);
  const apiErr = err as { status?: number; request_id?: string; error?: { status?: number; code?: string } };
  expect(apiErr.status).toBe(status);
  expect(apiErr.request_id).toMatch(/^req_/);
  expect(apiErr.error?.status).toBe(status);
  expect(apiErr.error?.code).toMatch(/^[a-z][a-z0-9_]*$/);
  return err;
}
