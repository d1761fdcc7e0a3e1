import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { expect } from 'vitest';
import { spec } from './helpers.js';
import { HANG_GUARD_MS } from './child-server.mjs';

const addFormats = addFormatsImport as unknown as (a: Ajv2020) => void;

export interface Received {
  /** 1-based, in arrival order at this receiver. */
  n: number;
  at: number;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  /** Answer after this long (or never, with Infinity). */
  delayMs?: number;
}

/**
 * A real HTTP receiver on loopback that records every request and answers what `respond` says
 * (by default 204). `respond` sees the request and how many requests with its webhook-id came
 * before it, so "fail the first N attempts of each event" is one line.
 */
export class Receiver {
  readonly got: Received[] = [];
  private readonly server: http.Server;
  private readonly perId = new Map<string, number>();
  /** Checks of pending `until` calls, run at every arrival. */
  private readonly waiters = new Set<() => void>();
  respond: (r: Received, attemptOfId: number) => Answer = () => ({ status: 204 });

  private constructor(private readonly host: string) {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const r: Received = { n: this.got.length + 1, at: Date.now(), path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
        this.got.push(r);
        const id = String(req.headers['webhook-id'] ?? '');
        const k = (this.perId.get(id) ?? 0) + 1;
        this.perId.set(id, k);
        const a = this.respond(r, k);
        for (const check of [...this.waiters]) check();
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(a.status, a.headers ?? {});
          res.end();
        };
        if (a.delayMs === Infinity) return;
        if (a.delayMs) setTimeout(send, a.delayMs);
        else send();
      });
    });
    this.server.keepAliveTimeout = 1000;
  }

  static async start(host = '127.0.0.1'): Promise<Receiver> {
    const r = new Receiver(host);
    await new Promise<void>((resolve) => r.server.listen(0, host, () => resolve()));
    return r;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  url(path = '/hook'): string {
    return `http://${this.host.includes(':') ? `[${this.host}]` : this.host}:${this.port}${path}`;
  }

  /**
   * Resolves when `fn` (asked now and at every request's arrival) answers something truthy: a wait for deliveries,
   * not for time. The hang guard only ends a wait for something that never comes, and says so with what did arrive.
   */
  until<T>(what: string, fn: () => T, timeoutMs = HANG_GUARD_MS): Promise<NonNullable<T>> {
    return new Promise((resolve, reject) => {
      const finish = (err: unknown, value?: T) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        if (err) reject(err);
        else resolve(value as NonNullable<T>);
      };
      const check = () => {
        try {
          const v = fn();
          if (v) finish(null, v);
        } catch (e) {
          finish(e);
        }
      };
      const timer = setTimeout(() => {
        const seen = this.got.map((r) => `${r.headers['webhook-id'] ?? r.path}`).slice(-20);
        finish(new Error(`${what} did not happen (safety net of ${timeoutMs / 1000} s); ${this.got.length} request(s) arrived, the last: ${JSON.stringify(seen)}`));
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  byId(id: string): Received[] {
    return this.got.filter((r) => r.headers['webhook-id'] === id);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema({ $id: 'spec', components: spec.components });
const eventSchemas: Record<string, ReturnType<typeof ajv.compile>> = {};
const eventValidator = ajv.compile({ $ref: 'spec#/components/schemas/Event' });

/** The payload matches the spec: `Event` (a oneOf) and the schema the webhooks section names for its type. */
export function expectSpecEvent(payload: any): void {
  expect(eventValidator(payload), JSON.stringify(eventValidator.errors?.slice(0, 3))).toBe(true);
  const ref = (spec as any).webhooks?.[payload.type]?.post?.requestBody?.content?.['application/json']?.schema?.$ref as string | undefined;
  expect(ref, `the spec's webhooks section documents ${payload.type}`).toBeTruthy();
  const v = (eventSchemas[ref!] ??= ajv.compile({ $ref: ref!.replace(/^#\//, 'spec#/') }));
  expect(v(payload), `${payload.type}: ${JSON.stringify(v.errors?.slice(0, 3))}`).toBe(true);
}

/**
 * Verify a received delivery with the Standard Webhooks reference package (`standardwebhooks`):
 * signature over `id.timestamp.body` with the base64-decoded secret, timestamp within 5 minutes.
 * Returns the parsed event, checked against the spec.
 */
export function verifyDelivery(r: Received, secret: string): any {
  const headers = { 'webhook-id': String(r.headers['webhook-id']), 'webhook-timestamp': String(r.headers['webhook-timestamp']), 'webhook-signature': String(r.headers['webhook-signature']) };
  const payload = new Webhook(secret).verify(r.body, headers) as any;
  expect(r.headers['content-type']).toBe('application/json');
  expect(payload.id).toBe(headers['webhook-id']);
  expectSpecEvent(payload);
  return payload;
}

/** Whether the reference package accepts the delivery with this secret. */
export function verifies(r: Received, secret: string): boolean {
  try {
    new Webhook(secret).verify(r.body, { 'webhook-id': String(r.headers['webhook-id']), 'webhook-timestamp': String(r.headers['webhook-timestamp']), 'webhook-signature': String(r.headers['webhook-signature']) });
    return true;
  } catch {
    return false;
  }
}
