// Runs every behaviour vector of spec/contract-tests/vectors.yaml (see the file's header for the format) against a
// local stub HTTP server that answers the vector's responses in order, with the client's sleep replaced by a
// recorder: no test waits, and no assertion depends on time. Data-driven: a new vector runs with no change here,
// and a vector this runner does not understand fails.
import { createServer, type IncomingMessage } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../../src/index.js';

const file = new URL('../../../../spec/contract-tests/vectors.yaml', import.meta.url);
const { vectors } = parse(readFileSync(file, 'utf8')) as { vectors: Vector[] };
const spec = JSON.parse(readFileSync(new URL('../../../../spec/dist/openapi.json', import.meta.url), 'utf8'));

interface Vector {
  id: string;
  call: { operation: string; params?: Record<string, unknown>; options?: Record<string, unknown>; iterate?: boolean };
  responses: Record<string, unknown>[];
  expect: Record<string, unknown>;
}

const KNOWN = {
  call: ['operation', 'params', 'options', 'iterate'],
  response: ['status', 'headers', 'body', 'example', 'override', 'page', 'connection'],
  expect: ['attempts', 'delays_ms', 'idempotency_key', 'outcome', 'items', 'queries'],
  options: ['max_retries', 'idempotency_key', 'timeout'],
};
const unknown = (obj: object, known: string[]) => Object.keys(obj).filter((k) => !known.includes(k));
const example = (name: string) => {
  const schema = spec.components.schemas[name];
  if (!schema?.example) throw new Error(`schema ${name} has no example`);
  return structuredClone(schema.example);
};

function bodyOf(r: Record<string, unknown>): string | undefined {
  if (r.page) {
    const page = r.page as { of: string; ids: string[]; has_more: boolean; next_cursor: string | null };
    return JSON.stringify({ object: 'list', data: page.ids.map((id) => ({ ...example(page.of), id })), has_more: page.has_more, next_cursor: page.next_cursor });
  }
  if (r.example) return JSON.stringify({ ...example(r.example as string), ...(r.override as object) });
  if (r.body === undefined) return undefined;
  return typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
}

// One stub server for the file; each vector sets the answers it gives.
let answers: Record<string, unknown>[] = [];
let received: IncomingMessage[] = [];
const server = createServer((req, res) => {
  received.push(req);
  const r = answers[received.length - 1];
  req.resume();
  if (!r || r.connection === 'reset') return req.socket.destroy();
  const body = bodyOf(r);
  const json = body !== undefined && /^[[{]/.test(body.trim());
  res.writeHead(r.status as number, { ...(json ? { 'Content-Type': (r.status as number) >= 400 ? 'application/problem+json' : 'application/json' } : {}), ...(r.headers as object) });
  res.end(body);
});
let baseURL = '';
beforeAll(async () => {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((ok) => server.close(ok)));

const camel = (s: string) => s.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

describe('vectors.yaml', () => {
  it('has vectors', () => expect(vectors.length).toBeGreaterThan(0));

  for (const v of vectors) {
    it(v.id, async () => {
      expect(unknown(v.call, KNOWN.call), 'call fields this runner does not know').toEqual([]);
      expect(unknown(v.expect, KNOWN.expect), 'expect fields this runner does not know').toEqual([]);
      for (const r of v.responses) expect(unknown(r, KNOWN.response), 'response fields this runner does not know').toEqual([]);
      expect(unknown(v.call.options ?? {}, KNOWN.options), 'options this runner does not know').toEqual([]);
      answers = v.responses;
      received = [];
      const delays: number[] = [];
      const client = new sdk.ContractAnalysis({ apiKey: 'cas_test_vectors', baseURL, sleep: async (ms) => void delays.push(ms) });

      const op = sdk.OPERATIONS[v.call.operation as keyof typeof sdk.OPERATIONS] as sdk.Operation;
      expect(op, `operation ${v.call.operation} is generated`).toBeDefined();
      const params = { ...v.call.params };
      const args: unknown[] = (op.pathParams ?? []).map((name) => {
        const value = params[name];
        delete params[name];
        return value;
      });
      if (op.params) args.push(params);
      else expect(params, 'params the operation does not take').toEqual({});
      args.push(Object.fromEntries(Object.entries(v.call.options ?? {}).map(([k, x]) => [camel(k), x])));
      const method = (client as unknown as Record<string, Record<string, (...a: unknown[]) => sdk.APIPromise<unknown>>>)[op.resource][op.method];

      let result: sdk.WithResponse<unknown> | undefined;
      let error: unknown;
      const items: string[] = [];
      try {
        const promise = method.apply((client as unknown as Record<string, unknown>)[op.resource], args);
        if (v.call.iterate) for await (const item of promise as unknown as AsyncIterable<{ id: string }>) items.push(item.id);
        else result = await promise.withResponse();
      } catch (err) {
        error = err;
      }

      const e = v.expect as {
        attempts?: number;
        delays_ms?: [number, number][];
        idempotency_key?: string;
        outcome?: { status?: number; request_id?: string; error?: string; code?: string };
        items?: string[];
        queries?: string[];
      };
      if (e.attempts !== undefined) expect(received.length, 'attempts').toBe(e.attempts);
      if (e.delays_ms) {
        expect(delays.length, 'waits').toBe(e.delays_ms.length);
        e.delays_ms.forEach(([min, max], i) => {
          expect(delays[i], `wait ${i + 1}`).toBeGreaterThanOrEqual(min);
          expect(delays[i], `wait ${i + 1}`).toBeLessThanOrEqual(max);
        });
      }
      if (e.idempotency_key) {
        const keys = received.map((r) => r.headers['idempotency-key']);
        if (e.idempotency_key === 'absent') expect(keys.every((k) => k === undefined)).toBe(true);
        else if (e.idempotency_key === 'same_generated') {
          expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
          expect(new Set(keys).size).toBe(1);
        } else expect(keys.every((k) => k === e.idempotency_key)).toBe(true);
      }
      if (e.outcome?.error) {
        const Class = (sdk as unknown as Record<string, new (...a: never[]) => Error>)[e.outcome.error];
        expect(Class, `error class ${e.outcome.error}`).toBeTypeOf('function');
        expect(error).toBeInstanceOf(Class);
        expect((error as Error).name).toBe(e.outcome.error);
        if (e.outcome.status !== undefined) expect((error as sdk.APIError).status).toBe(e.outcome.status);
        if (e.outcome.code !== undefined) expect((error as sdk.APIError).code).toBe(e.outcome.code);
        if (e.outcome.request_id !== undefined) expect((error as sdk.APIError).request_id).toBe(e.outcome.request_id);
      } else {
        if (error) throw error;
        if (e.outcome?.status !== undefined) expect(result?.response.status).toBe(e.outcome.status);
        if (e.outcome?.request_id !== undefined) expect(result?.request_id).toBe(e.outcome.request_id);
      }
      if (e.items) expect(items).toEqual(e.items);
      if (e.queries) {
        const queries = received.map((r) => [...new URL(r.url!, 'http://x').searchParams].sort(([a], [b]) => a.localeCompare(b)));
        expect(queries.map((q) => new URLSearchParams(q).toString())).toEqual(e.queries);
      }
    });
  }
});
