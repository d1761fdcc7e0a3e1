import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiSuite } from './suite.js';
import { webhookSuite } from './webhook-suite.js';
import { hardeningSuite } from './hardening-suite.js';
import { documentSuite } from './document-suite.js';
import { b64, makeEnv, ManualClock, NDA_TEXT, waitFor } from './helpers.js';
import { sha256Hex } from '../src/auth.js';

apiSuite('SQLite (node:sqlite)', () => makeEnv());
hardeningSuite('SQLite (node:sqlite)', (config, o) => makeEnv({ config, now: o?.now }));
documentSuite('SQLite (node:sqlite)', () => makeEnv());

describe('SQLite specifics', () => {
  it('answers 429 with Retry-After once the window is spent, counted in storage', async () => {
    // The clock stands still: the five requests fall in one (clock-aligned) window whatever the time and the load.
    const env = await makeEnv({ config: { rateLimit: 3 }, now: new ManualClock().now });
    try {
      const statuses: number[] = [];
      let last: any;
      for (let i = 0; i < 5; i++) {
        last = await env.service.app.inject({ method: 'GET', url: '/v1/contracts', headers: env.a.headers });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(last.json().code).toBe('rate_limited');
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(last.headers['ratelimit']).toMatch(/r=0/);
      // Another key has its own budget.
      const other = await env.service.app.inject({ method: 'GET', url: '/v1/contracts', headers: env.b.headers });
      expect(other.statusCode).toBe(200);
    } finally {
      await env.service.close();
    }
  });

  it('caches key lookups for at most CAS_AUTH_CACHE_SECONDS: a revocation elsewhere takes effect within that time', async () => {
    // The service's clock is moved by hand: "within the TTL" and "past it" do not depend on how long requests take.
    const clock = new ManualClock();
    const env = await makeEnv({ config: { authCacheSeconds: 1 }, now: clock.now });
    try {
      const get = () => env.service.app.inject({ method: 'GET', url: '/v1/contracts', headers: env.a.headers });
      expect((await get()).statusCode).toBe(200);
      // Revoked in storage (as the CLI or another instance would): served from the cache for up to 1 s.
      await env.service.storage.db.updateTable('credentials').set({ revoked_ms: Date.now() }).where('hash', '=', sha256Hex(env.a.key)).execute();
      clock.advance(999);
      expect((await get()).statusCode).toBe(200);
      clock.advance(1);
      const res = await get();
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toMatch(/revoked/);
      // An access token is never served from the cache past its own expiry (300 ms here, within the cache's second).
      const token = 'cas_at_' + 'T'.repeat(40);
      await env.service.storage.credentials.insert({ account_id: env.b.accountId, kind: 'token', prefix: token.slice(0, 15), hash: sha256Hex(token), scopes: 'contracts:read', livemode: 0, client_id: null, expires_ms: clock.now() + 300 });
      const h = { authorization: `Bearer ${token}` };
      const byToken = () => env.service.app.inject({ method: 'GET', url: '/v1/contracts', headers: h });
      expect((await byToken()).statusCode).toBe(200);
      clock.advance(299);
      expect((await byToken()).statusCode).toBe(200);
      // At its expiry, with 700 ms of the cache's second left: refused, as expired.
      clock.advance(1);
      const late = await byToken();
      expect(late.statusCode).toBe(401);
      expect(late.json().detail).toMatch(/expired/);
    } finally {
      await env.service.close();
    }
  });

  it('keeps house by the service\'s clock: what expires is purged once the clock is moved past it, not before', async () => {
    // The clock is moved by hand and housekeeping run at once (it runs every 5 minutes by itself): no sleep, no race.
    const clock = new ManualClock();
    const env = await makeEnv({ now: clock.now });
    try {
      const db = env.service.storage.db;
      await db.insertInto('idempotency_keys').values({ account_id: env.a.accountId, key: 'kept-a-minute', request_hash: 'h', status: 'done', response_status: 201, response_headers: '{}', response_body: '{}', created_ms: clock.now(), expires_ms: clock.now() + 60_000, owner: null, locked_until_ms: null }).execute();
      const token = 'cas_at_' + 'H'.repeat(40);
      await env.service.storage.credentials.insert({ account_id: env.a.accountId, kind: 'token', prefix: token.slice(0, 15), hash: sha256Hex(token), scopes: 'contracts:read', livemode: 0, client_id: null, expires_ms: clock.now() + 1_000 });
      const left = async () => ({
        keys: (await db.selectFrom('idempotency_keys').select('key').where('key', '=', 'kept-a-minute').execute()).length,
        tokens: (await db.selectFrom('credentials').select('id').where('hash', '=', sha256Hex(token)).execute()).length,
      });
      await env.service.housekeep();
      expect(await left()).toEqual({ keys: 1, tokens: 1 });
      // a dead token is kept an hour past its expiry; the key until it expires
      clock.advance(60_001);
      await env.service.housekeep();
      expect(await left()).toEqual({ keys: 0, tokens: 1 });
      clock.advance(3_600_000);
      await env.service.housekeep();
      expect(await left()).toEqual({ keys: 0, tokens: 0 });
    } finally {
      await env.service.close();
    }
  });

  it('serves a final contract from its stored rendering, identical to the first answer', async () => {
    const env = await makeEnv();
    try {
      const made = await env.service.app.inject({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: b64(NDA_TEXT), document_type: 'nda' } });
      const id = made.json().id;
      const first = await env.service.app.inject({ method: 'GET', url: `/v1/contracts/${id}`, headers: env.a.headers });
      expect(await env.service.storage.countRows('contract_bodies')).toBe(1);
      const second = await env.service.app.inject({ method: 'GET', url: `/v1/contracts/${id}`, headers: env.a.headers });
      expect(second.statusCode).toBe(200);
      expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.body).toBe(first.body);
      expect(second.json()).toEqual(made.json());
      // Another tenant still gets 404, and ?include=text still adds the text.
      expect((await env.service.app.inject({ method: 'GET', url: `/v1/contracts/${id}`, headers: env.b.headers })).statusCode).toBe(404);
      expect((await env.service.app.inject({ method: 'GET', url: `/v1/contracts/${id}?include=text`, headers: env.a.headers })).json().text).toBe(NDA_TEXT);
      // A rendering made for another spec or renderer is redone.
      await env.service.storage.db.updateTable('contract_bodies').set({ body_key: 'stale', body: Buffer.from('{}') }).execute();
      const third = await env.service.app.inject({ method: 'GET', url: `/v1/contracts/${id}`, headers: env.a.headers });
      expect(third.body).toBe(first.body);
      // A queued contract is not stored rendered (it will change).
      const queued = await env.service.app.inject({ method: 'POST', url: '/v1/contracts/review', headers: { ...env.a.headers, prefer: 'respond-async' }, payload: { document: b64(NDA_TEXT), document_type: 'nda' } });
      expect((await env.service.app.inject({ method: 'GET', url: `/v1/contracts/${queued.json().id}`, headers: env.a.headers })).json().status).toBe('queued');
      expect(await env.service.storage.countRows('contract_bodies')).toBe(1);
    } finally {
      await env.service.close();
    }
  });

  it('answers 405 with Allow for a method a spec path does not declare; 400 for over-long ids and Prefer; 422 for a null body', async () => {
    const env = await makeEnv();
    try {
      const inject = (method: string, url: string, headers: Record<string, string> = {}) => env.service.app.inject({ method: method as any, url, headers: { ...env.a.headers, ...headers } });
      for (const [method, url, allow] of [['PUT', '/v1/contracts', 'GET, HEAD'], ['DELETE', '/v1/contracts/review', 'POST'], ['POST', '/v1/contracts/ctr_x', 'GET, HEAD'], ['PUT', '/v1/webhooks/whk_x', 'DELETE, GET, HEAD, PATCH']]) {
        const r = await inject(method, url);
        expect(r.statusCode, `${method} ${url}`).toBe(405);
        expect(r.headers.allow).toBe(allow);
        expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(r.json()).toMatchObject({ status: 405, code: 'method_not_allowed', request_id: r.headers['request-id'] });
        expect(r.headers.ratelimit).toBeTruthy();
      }
      expect((await inject('GET', '/v1/no-such-thing')).statusCode).toBe(404);
      const long = await inject('GET', `/v1/contracts/ctr_${'x'.repeat(3000)}`);
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ code: 'invalid_parameter', request_id: long.headers['request-id'] });
      expect((await inject('GET', `/v1/contracts/ctr_${'x'.repeat(100)}`)).json().errors[0]).toMatchObject({ pointer: 'id' });
      const prefer = await env.service.app.inject({ method: 'POST', url: '/v1/contracts/review', headers: { ...env.a.headers, prefer: 'x'.repeat(300) }, payload: { document: b64(NDA_TEXT), document_type: 'nda' } });
      expect(prefer.statusCode).toBe(400);
      expect(prefer.json().errors[0].pointer).toBe('prefer');
      expect(await env.service.storage.countRows('contracts')).toBe(0);
      // An optional body may be left out, but a JSON `null` is not an object.
      const hook = (await env.service.app.inject({ method: 'POST', url: '/v1/webhooks', headers: env.a.headers, payload: { url: 'https://example.com/hook', events: ['contract.review.completed'] } })).json();
      const test = (payload?: string) => env.service.app.inject({ method: 'POST', url: `/v1/webhooks/${hook.id}/test`, headers: { ...env.a.headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }, payload });
      expect((await test()).statusCode).toBe(202);
      expect((await test('{}')).statusCode).toBe(202);
      const nul = await test('null');
      expect(nul.statusCode).toBe(422);
      expect(nul.json().code).toBe('validation_error');
    } finally {
      await env.service.close();
    }
  });

  it('resumes queued and interrupted jobs after a restart, and completes each once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cas-restart-'));
    const file = path.join(dir, 'db.sqlite');
    const first = await makeEnv({ sqliteFile: file });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await first.service.app.inject({ method: 'POST', url: '/v1/contracts/review', headers: { ...first.a.headers, prefer: 'respond-async' }, payload: { document: b64(NDA_TEXT), document_type: 'nda' } });
      expect(r.statusCode).toBe(202);
      ids.push(r.json().id);
    }
    // Simulate a worker that died mid-job: claimed, lease expired, never finished.
    const claimed = await first.service.storage.jobs.claim('dead-worker', 60_000);
    expect(claimed).toBeTruthy();
    await first.service.storage.db.updateTable('jobs').set({ lease_until_ms: Date.now() - 1 }).where('id', '=', claimed!.id).execute();
    const headers = first.a.headers;
    const accountId = first.a.accountId;
    await first.service.close();

    const second = await makeEnv({ sqliteFile: file, workers: true });
    try {
      let statuses: string[] = [];
      await waitFor('all three completed', async () => {
        statuses = await Promise.all(ids.map(async (id) => (await second.service.app.inject({ method: 'GET', url: `/v1/contracts/${id}`, headers })).json().status));
        return statuses.every((s) => s === 'completed');
      }, undefined, 50).catch(() => undefined); // the statuses say what was left, below
      expect(statuses).toEqual(['completed', 'completed', 'completed']);
      const events = (await second.service.storage.events.forAccount(accountId)).filter((e) => e.type === 'contract.review.completed');
      expect(events.map((e) => JSON.parse(e.payload).data.object.id).sort()).toEqual([...ids].sort());
      // The dead worker's late completion is fenced off.
      const late = await second.service.storage.transaction((tx) => second.service.storage.jobs.finish(tx, claimed!.id, 'dead-worker', 'completed'));
      expect(late).toBe(false);
    } finally {
      await second.service.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

webhookSuite('SQLite', (config, o) => makeEnv({ workers: true, config, now: o?.now }));
