import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createApiKey, createOAuthClient, sha256Hex } from '../src/auth.js';
import { hashPassword } from '../src/passwords.js';
import type { Config } from '../src/config.js';
import { SlidingWindowLimiter } from '../src/ratelimit.js';
import { b64, expectSpecResponse, NDA_TEXT, type TestEnv } from './helpers.js';

/**
 * API keys as an API, and the dashboard's sign-in, sessions and internal API, run on each storage
 * backend. Requests are made as a browser on `http://dash.test` would make them (Host and Origin).
 */

export const HOST = 'dash.test';
export const ORIGIN = `http://${HOST}`;
const PASSWORD = 'correct horse battery staple';

type Res = LightMyRequestResponse & { json(): any };
type App = TestEnv['service']['app'];

/** The `cas_session` value and attributes of a response's Set-Cookie, if any. */
export function sessionCookie(res: LightMyRequestResponse): { value: string; attrs: string[] } | undefined {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const c = all.find((x) => x.startsWith('cas_session='));
  if (!c) return undefined;
  const [pair, ...attrs] = c.split(';').map((s) => s.trim());
  return { value: pair.slice('cas_session='.length), attrs };
}

export async function addUser(env: TestEnv, accountId: string, email: string, password = PASSWORD) {
  return env.service.storage.users.create(accountId, email, await hashPassword(password));
}

export interface Browser {
  cookie: string;
  csrf: string;
  body: any;
}

/** Sign in as a same-origin page would. */
export async function login(app: App, email: string, password = PASSWORD, headers: Record<string, string> = {}): Promise<Res> {
  return (await app.inject({ method: 'POST', url: '/dashboard/api/login', headers: { host: HOST, origin: ORIGIN, 'sec-fetch-site': 'same-origin', ...headers }, payload: { email, password } })) as Res;
}

export async function signIn(app: App, email: string, password = PASSWORD): Promise<Browser> {
  const res = await login(app, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: sessionCookie(res)!.value, csrf: res.json().csrf_token, body: res.json() };
}

/** A same-origin state-changing request within a session. */
export function post(app: App, b: Browser, path: string, headers: Record<string, string> = {}): Promise<Res> {
  return app.inject({ method: 'POST', url: `/dashboard/api/${path}`, headers: { host: HOST, origin: ORIGIN, 'sec-fetch-site': 'same-origin', cookie: `cas_session=${b.cookie}`, 'x-csrf-token': b.csrf, ...headers } }) as Promise<Res>;
}

export function getSession(app: App, cookie: string): Promise<Res> {
  return app.inject({ method: 'GET', url: '/dashboard/api/session', headers: { host: HOST, cookie: `cas_session=${cookie}` } }) as Promise<Res>;
}

export async function tokenFor(app: App, b: Browser): Promise<string> {
  const res = await post(app, b, 'token');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token;
}

/**
 * Runs `f` with the wall clock stopped at the present instant. The sign-in limiter counts the attempts of the last
 * window: a test of the limit makes its attempts at one instant, so that none leaves the window however long the
 * machine takes over them.
 */
async function atOneInstant<T>(f: () => Promise<T>): Promise<T> {
  return onStoppedClock(Date.now(), f);
}

/** Runs `f` with the wall clock stopped at `start`; `f` moves it with `vi.setSystemTime` (only Date is faked). */
async function onStoppedClock<T>(start: number, f: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  try {
    return await f();
  } finally {
    vi.useRealTimers();
  }
}

/**
 * One second before 10:30:00 UTC on a past day: 10:30 starts a new minute and quarter hour, so a limiter that counted
 * fixed windows of the wall clock would start again one second later. In the past, so that the attempts made at it
 * are outside the window of the tests that run on the real clock.
 */
const BEFORE_BOUNDARY = Date.UTC(2026, 0, 5, 10, 29, 59);

function expectProblem(res: Res, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json()).toMatchObject({ status, code, request_id: res.headers['request-id'] });
}

export function dashboardSuite(label: string, factory: (config?: Partial<Config>) => Promise<TestEnv>) {
  describe(`API keys on ${label}`, () => {
    let env: TestEnv;
    beforeAll(async () => {
      env = await factory();
    });
    afterAll(async () => {
      await env?.service.close();
    });

    async function call(method: string, url: string, key: string, op: string, payload?: unknown): Promise<Res> {
      const res = (await env.service.app.inject({ method: method as any, url, headers: { authorization: `Bearer ${key}` }, payload: payload as any })) as Res;
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (op) expectSpecResponse(op, res.statusCode, res.headers['content-type'] as string, res.json());
      return res;
    }

    it('creates a key (secret shown once), lists it without the secret, and the secret authenticates', async () => {
      const made = await call('POST', '/v1/api_keys', env.a.key, 'createApiKey', { name: 'intake', scopes: ['contracts:read', 'contracts:write'] });
      expect(made.statusCode).toBe(201);
      const k = made.json();
      expect(k).toMatchObject({ object: 'api_key', name: 'intake', scopes: ['contracts:read', 'contracts:write'], mode: 'test', last_used_at: null, revoked_at: null });
      expect(k.id).toMatch(/^key_/);
      expect(k.secret.startsWith(k.prefix)).toBe(true);
      const list = await call('GET', '/v1/api_keys?limit=100', env.a.key, 'listApiKeys');
      const listed = list.json().data.find((x: any) => x.id === k.id);
      expect(listed).toMatchObject({ id: k.id, prefix: k.prefix, name: 'intake' });
      expect(JSON.stringify(list.json())).not.toContain(k.secret);
      // Only API keys of this account: not the other tenant's, not OAuth clients or tokens.
      const ids = list.json().data.map((x: any) => x.id);
      expect(ids).not.toContain((await call('GET', '/v1/api_keys', env.b.key, 'listApiKeys')).json().data[0].id);
      expect(list.json().data.every((x: any) => x.prefix.startsWith('cas_test_') || x.prefix.startsWith('cas_live_'))).toBe(true);
      expect((await call('GET', '/v1/contracts', k.secret, 'listContracts')).statusCode).toBe(200);
      // Its scopes are what it was given.
      expect((await call('GET', '/v1/webhooks', k.secret, 'listWebhooks')).statusCode).toBe(403);
    });

    it('never grants more than the caller holds, and needs keys:manage', async () => {
      const manager = await createApiKey(env.service.storage, env.a.accountId, ['keys:manage', 'contracts:read']);
      const beyond = await call('POST', '/v1/api_keys', manager.key, 'createApiKey', { name: 'x', scopes: ['contracts:read', 'webhooks:manage'] });
      expectProblem(beyond, 403, 'insufficient_scope');
      expect(beyond.json().detail).toContain('webhooks:manage');
      const live = await call('POST', '/v1/api_keys', manager.key, 'createApiKey', { name: 'x', scopes: ['contracts:read'], mode: 'live' });
      expectProblem(live, 403, 'live_mode_required');
      for (const [m, u, op, body] of [['GET', '/v1/api_keys', 'listApiKeys', undefined], ['POST', '/v1/api_keys', 'createApiKey', { name: 'x', scopes: ['contracts:read'] }], ['DELETE', `/v1/api_keys/${manager.id}`, 'deleteApiKey', undefined]] as const) {
        expectProblem(await call(m, u, env.readOnly.key, op, body), 403, 'insufficient_scope');
      }
      expectProblem(await call('POST', '/v1/api_keys', manager.key, 'createApiKey', { name: '', scopes: ['contracts:read'] }), 422, 'validation_error');
      expectProblem(await call('POST', '/v1/api_keys', manager.key, 'createApiKey', { name: 'x', scopes: ['everything'] }), 422, 'validation_error');
      expectProblem(await call('POST', '/v1/api_keys', manager.key, 'createApiKey', { name: 'x', scopes: [] }), 422, 'validation_error');
      // A live credential may make live keys.
      const liveManager = await createApiKey(env.service.storage, env.a.accountId, ['keys:manage', 'contracts:read'], true);
      const ok = await call('POST', '/v1/api_keys', liveManager.key, 'createApiKey', { name: 'x', scopes: ['contracts:read'], mode: 'live' });
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ mode: 'live' });
      expect(ok.json().secret).toMatch(/^cas_live_/);
    });

    it('revokes a key (401 from then on), lists it only with include_revoked, and answers 404 for ids not live in this account', async () => {
      const k = (await call('POST', '/v1/api_keys', env.a.key, 'createApiKey', { name: 'temp', scopes: ['contracts:read'] })).json();
      expect((await call('GET', '/v1/contracts', k.secret, 'listContracts')).statusCode).toBe(200);
      expectProblem(await call('DELETE', `/v1/api_keys/${k.id}`, env.b.key, 'deleteApiKey'), 404, 'not_found');
      const del = await call('DELETE', `/v1/api_keys/${k.id}`, env.a.key, 'deleteApiKey');
      expect(del.statusCode).toBe(200);
      expect(del.json()).toEqual({ id: k.id, object: 'api_key', deleted: true });
      expectProblem(await call('GET', '/v1/contracts', k.secret, 'listContracts'), 401, 'invalid_api_key');
      expectProblem(await call('DELETE', `/v1/api_keys/${k.id}`, env.a.key, 'deleteApiKey'), 404, 'not_found');
      expectProblem(await call('DELETE', '/v1/api_keys/key_doesnotexist', env.a.key, 'deleteApiKey'), 404, 'not_found');
      expectProblem(await call('DELETE', '/v1/api_keys/whk_wrongprefix', env.a.key, 'deleteApiKey'), 404, 'not_found');
      // An OAuth client's id is not a key.
      const client = await createOAuthClient(env.service.storage, env.a.accountId, ['contracts:read']);
      expectProblem(await call('DELETE', `/v1/api_keys/${client.client_id}`, env.a.key, 'deleteApiKey'), 404, 'not_found');
      const active = (await call('GET', '/v1/api_keys?limit=100', env.a.key, 'listApiKeys')).json().data.map((x: any) => x.id);
      expect(active).not.toContain(k.id);
      const all = (await call('GET', '/v1/api_keys?limit=100&include_revoked=true', env.a.key, 'listApiKeys')).json().data;
      expect(all.find((x: any) => x.id === k.id).revoked_at).toMatch(/Z$/);
      // A key may revoke itself; its next request is refused.
      const self = await createApiKey(env.service.storage, env.a.accountId, ['keys:manage']);
      expect((await call('DELETE', `/v1/api_keys/${self.id}`, self.key, 'deleteApiKey')).statusCode).toBe(200);
      expectProblem(await call('GET', '/v1/api_keys', self.key, 'listApiKeys'), 401, 'invalid_api_key');
    });

    it('revokes what a key made with it, down the line; an OAuth client likewise', async () => {
      const root = await createApiKey(env.service.storage, env.b.accountId, ['keys:manage', 'contracts:read']);
      const child = (await call('POST', '/v1/api_keys', root.key, 'createApiKey', { name: 'child', scopes: ['keys:manage', 'contracts:read'] })).json();
      const grandchild = (await call('POST', '/v1/api_keys', child.secret, 'createApiKey', { name: 'grandchild', scopes: ['contracts:read'] })).json();
      const bystander = (await call('POST', '/v1/api_keys', env.b.key, 'createApiKey', { name: 'bystander', scopes: ['contracts:read'] })).json();
      for (const s of [child.secret, grandchild.secret]) expect((await call('GET', '/v1/contracts', s, 'listContracts')).statusCode).toBe(200);
      expect((await call('DELETE', `/v1/api_keys/${root.id}`, env.b.key, 'deleteApiKey')).statusCode).toBe(200);
      for (const s of [root.key, child.secret, grandchild.secret]) expectProblem(await call('GET', '/v1/contracts', s, 'listContracts'), 401, 'invalid_api_key');
      expect((await call('GET', '/v1/contracts', bystander.secret, 'listContracts')).statusCode).toBe(200);
      // A key made with an OAuth client's token is tied to the client, not to the 15-minute token.
      const c = await createOAuthClient(env.service.storage, env.b.accountId, ['keys:manage', 'contracts:read']);
      const tok = await env.service.app.inject({ method: 'POST', url: '/v1/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `grant_type=client_credentials&client_id=${c.client_id}&client_secret=${c.client_secret}` });
      const viaClient = (await call('POST', '/v1/api_keys', tok.json().access_token, 'createApiKey', { name: 'via client', scopes: ['contracts:read'] })).json();
      expect((await call('GET', '/v1/contracts', viaClient.secret, 'listContracts')).statusCode).toBe(200);
      expect(await env.service.storage.credentials.revoke(c.client_id)).toBe(1);
      expectProblem(await call('GET', '/v1/contracts', viaClient.secret, 'listContracts'), 401, 'invalid_api_key');
    });

    it('records last use at most once a minute', async () => {
      const k = (await call('POST', '/v1/api_keys', env.a.key, 'createApiKey', { name: 'usage', scopes: ['contracts:read'] })).json();
      await call('GET', '/v1/contracts', k.secret, 'listContracts');
      const listed = async () => (await call('GET', '/v1/api_keys?limit=100', env.a.key, 'listApiKeys')).json().data.find((x: any) => x.id === k.id);
      const first = (await listed()).last_used_at;
      expect(first).toMatch(/Z$/);
      // Storage keeps the first use of a minute: a later write within it is skipped, one after it lands.
      const row = () => env.service.storage.db.selectFrom('credentials').select('last_used_ms').where('id', '=', k.id).executeTakeFirstOrThrow();
      const t0 = Number((await row()).last_used_ms);
      await env.service.storage.credentials.markUsed(k.id, t0 + 59_000);
      expect(Number((await row()).last_used_ms)).toBe(t0);
      await env.service.storage.credentials.markUsed(k.id, t0 + 60_000);
      expect(Number((await row()).last_used_ms)).toBe(t0 + 60_000);
    });

    it('replays a creation for the same credential without keeping the secret readable in storage', async () => {
      const idem = `create-key-${label.replace(/\W/g, '')}`;
      const create = (key: string) => env.service.app.inject({ method: 'POST', url: '/v1/api_keys', headers: { authorization: `Bearer ${key}`, 'idempotency-key': idem }, payload: { name: 'retried', scopes: ['contracts:read'] } });
      const first = await create(env.a.key);
      expect(first.statusCode).toBe(201);
      const again = await create(env.a.key);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      const stored = await env.service.storage.db.selectFrom('idempotency_keys').select('response_body').where('key', '=', idem).executeTakeFirstOrThrow();
      expect(stored.response_body).not.toContain(first.json().secret);
      expect(stored.response_body).not.toContain(first.json().id);
      // Another key of the same account cannot have it replayed.
      const other = await createApiKey(env.service.storage, env.a.accountId, ['keys:manage', 'contracts:read']);
      expectProblem((await create(other.key)) as Res, 409, 'idempotency_conflict');
      expect((await call('GET', '/v1/api_keys?limit=100', env.a.key, 'listApiKeys')).json().data.filter((k: any) => k.name === 'retried')).toHaveLength(1);
    });

    it('pages keys with a cursor and refuses an unknown cursor', async () => {
      const p1 = await call('GET', '/v1/api_keys?limit=1', env.a.key, 'listApiKeys');
      expect(p1.json().data).toHaveLength(1);
      expect(p1.json().has_more).toBe(true);
      const p2 = await call('GET', `/v1/api_keys?limit=1&starting_after=${p1.json().next_cursor}`, env.a.key, 'listApiKeys');
      expect(p2.json().data[0].id).not.toBe(p1.json().data[0].id);
      expectProblem(await call('GET', '/v1/api_keys?starting_after=key_nope', env.a.key, 'listApiKeys'), 400, 'invalid_parameter');
    });
  });

  describe(`dashboard sessions on ${label}`, () => {
    let env: TestEnv;
    let app: App;
    let n = 0;
    /** A fresh user of account a (each test its own, so sign-in limits and sessions do not mix). */
    const user = async (accountId = env.a.accountId) => {
      const email = `person${++n}@${label.replace(/\W/g, '').toLowerCase()}.example`;
      await addUser(env, accountId, email);
      return email;
    };
    beforeAll(async () => {
      env = await factory({ loginLimitPerEmail: 5, loginLimitPerAddress: 1000 });
      app = env.service.app;
    });
    afterAll(async () => {
      await env?.service.close();
    });

    it('signs in: the session body, and a cookie that is HttpOnly, SameSite=Strict, Path=/ (Secure outside development)', async () => {
      const email = await user();
      const res = await login(app, email.toUpperCase());
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ user: { email }, account: { id: env.a.accountId, name: 'a' } });
      expect(body.user.id).toMatch(/^usr_/);
      expect(body.csrf_token).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(res.headers['cache-control']).toBe('no-store');
      const c = sessionCookie(res)!;
      expect(c.value).toMatch(/^[A-Za-z0-9]{43}$/);
      expect(c.attrs).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/']));
      expect(c.attrs).not.toContain('Secure'); // the test server runs in development mode
      // The database holds a hash of the cookie's secret, never the secret.
      expect(await env.service.storage.db.selectFrom('sessions').select('id').where('id', '=', c.value).executeTakeFirst()).toBeUndefined();
      expect(await env.service.storage.db.selectFrom('sessions').select('id').where('id', '=', sha256Hex(c.value)).executeTakeFirst()).toBeTruthy();
      const s = await getSession(app, c.value);
      expect(s.statusCode).toBe(200);
      expect(s.json()).toEqual(body);
    });

    it('refuses a wrong password and an unknown email alike (401 invalid_credentials), and a malformed body (422)', async () => {
      const email = await user();
      const wrong = await login(app, email, 'not the password at all');
      expectProblem(wrong as Res, 401, 'invalid_credentials');
      expect(sessionCookie(wrong)).toBeUndefined();
      const unknown = await login(app, `nobody-${n}@nowhere.example`);
      expectProblem(unknown as Res, 401, 'invalid_credentials');
      expect(unknown.json().detail).toBe(wrong.json().detail);
      const bad = (await app.inject({ method: 'POST', url: '/dashboard/api/login', headers: { host: HOST, origin: ORIGIN }, payload: { email } })) as Res;
      expectProblem(bad, 422, 'validation_error');
      const huge = await login(app, email, 'x'.repeat(5000));
      expectProblem(huge as Res, 422, 'validation_error');
      const form = (await app.inject({ method: 'POST', url: '/dashboard/api/login', headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, payload: `email=${email}&password=x` })) as Res;
      expectProblem(form, 415, 'unsupported_content_type');
    });

    it('rate limits sign-in per email, even with the right password; another email goes on', () => atOneInstant(async () => {
      const email = await user();
      for (let i = 0; i < 5; i++) expect((await login(app, email, 'wrong password!')).statusCode).toBe(401);
      const limited = await login(app, email);
      expectProblem(limited as Res, 429, 'rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(sessionCookie(limited)).toBeUndefined();
      expect((await login(app, await user())).statusCode).toBe(200);
    }));

    it('rate limits sign-in per client address across emails', () => atOneInstant(async () => {
      const limited = await factory({ loginLimitPerAddress: 3, loginLimitPerEmail: 100 });
      try {
        const emails = await Promise.all([0, 1, 2, 3].map(async (i) => {
          const e = `addr${i}@limit.example`;
          await addUser(limited, limited.a.accountId, e);
          return e;
        }));
        for (const e of emails.slice(0, 3)) expect((await login(limited.service.app, e, 'wrong password!')).statusCode).toBe(401);
        const res = await login(limited.service.app, emails[3]);
        expectProblem(res as Res, 429, 'rate_limited');
        // Another address has its own budget.
        expect((await login(limited.service.app, emails[3], PASSWORD, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(429);
        const other = await limited.service.app.inject({ method: 'POST', url: '/dashboard/api/login', remoteAddress: '198.51.100.7', headers: { host: HOST, origin: ORIGIN }, payload: { email: emails[3], password: PASSWORD } });
        expect(other.statusCode).toBe(200);
      } finally {
        await limited.service.close();
      }
    }));

    it('holds the per-address limit over a sliding window across emails (Retry-After rounds up)', () => onStoppedClock(BEFORE_BOUNDARY - 29_000, async () => {
      const limited = await factory({ loginLimitPerAddress: 3, loginLimitPerEmail: 100, loginWindowSeconds: 60 });
      try {
        const emails = await Promise.all([0, 1, 2, 3].map(async (i) => {
          const e = `slide${i}@limit.example`;
          await addUser(limited, limited.a.accountId, e);
          return e;
        }));
        const from = (address: string, email: string, password = 'wrong password!') => limited.service.app.inject({ method: 'POST', url: '/dashboard/api/login', remoteAddress: address, headers: { host: HOST, origin: ORIGIN }, payload: { email, password } }) as Promise<Res>;
        // 10:29:30, then twice at 10:29:59.5, from one address.
        expect((await from('192.0.2.10', emails[0])).statusCode).toBe(401);
        vi.setSystemTime(BEFORE_BOUNDARY + 500);
        expect((await from('192.0.2.10', emails[1])).statusCode).toBe(401);
        expect((await from('192.0.2.10', emails[2])).statusCode).toBe(401);
        // 10:30:00.2, past the minute: refused until 10:30:30, 29.8 s away.
        vi.setSystemTime(BEFORE_BOUNDARY + 1200);
        const refused = await from('192.0.2.10', emails[3], PASSWORD);
        expectProblem(refused, 429, 'rate_limited');
        expect(refused.headers['retry-after']).toBe('30');
        expect((await from('192.0.2.11', emails[3], PASSWORD)).statusCode).toBe(200);
        vi.setSystemTime(BEFORE_BOUNDARY + 31_000);
        expect((await from('192.0.2.10', emails[3], PASSWORD)).statusCode).toBe(200);
        // 10:30:31: the window holds 10:29:59.5 twice and 10:30:30; the next leaves at 10:30:59.5.
        vi.setSystemTime(BEFORE_BOUNDARY + 32_000);
        const again = await from('192.0.2.10', emails[3], PASSWORD);
        expect(again.statusCode).toBe(429);
        expect(again.headers['retry-after']).toBe('29');
      } finally {
        await limited.service.close();
      }
    }));

    it('holds the per-email limit over any window: a burst across a boundary is refused, and Retry-After is when the oldest attempt leaves', () => onStoppedClock(BEFORE_BOUNDARY, async () => {
      const email = await user();
      // Five attempts (the limit) at 10:29:59, the fifth with the right password.
      for (let i = 0; i < 4; i++) expect((await login(app, email, 'wrong password!')).statusCode).toBe(401);
      expect((await login(app, email)).statusCode).toBe(200);
      // 10:30:00: a fixed window would start again; the last 15 minutes still hold five attempts.
      vi.setSystemTime(BEFORE_BOUNDARY + 1000);
      const refused = await login(app, email);
      expectProblem(refused as Res, 429, 'rate_limited');
      expect(refused.headers['retry-after']).toBe('899');
      expect(refused.json().detail).toContain('899 seconds');
      vi.setSystemTime(BEFORE_BOUNDARY + 900_000 - 1);
      expect((await login(app, email)).headers['retry-after']).toBe('1');
      // Retry-After was right: 899 s after the refusal, the first attempt has left the window.
      // All five were made at 10:29:59, so all five have left: five more, and no sixth.
      vi.setSystemTime(BEFORE_BOUNDARY + 1000 + 899_000);
      expect((await login(app, email)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await login(app, email, 'wrong password!')).statusCode).toBe(401);
      expect((await login(app, email)).statusCode).toBe(429);
    }));

    it('admits attempts spread over more than the window, never more than the limit in any 15 minutes', () => onStoppedClock(BEFORE_BOUNDARY, async () => {
      const email = await user();
      // One every 200 s for 37 minutes: 12 attempts, more than twice the limit, at most 5 in any 900 s.
      for (let k = 0; k < 12; k++) {
        vi.setSystemTime(BEFORE_BOUNDARY + k * 200_000);
        expect((await login(app, email, 'wrong password!')).statusCode, `attempt at ${k * 200} s`).toBe(401);
      }
      // A second later, the last 900 s hold the attempts at 1400, ..., 2200 s: refused until 1400 s is 900 s old.
      vi.setSystemTime(BEFORE_BOUNDARY + 2201_000);
      const refused = await login(app, email);
      expectProblem(refused as Res, 429, 'rate_limited');
      expect(refused.headers['retry-after']).toBe('99');
    }));

    it('refuses cross-site requests (403 csrf_failed): a form post, a foreign Origin, Sec-Fetch-Site, no Origin, a wrong or missing token', async () => {
      const b = await signIn(app, await user());
      const cookie = `cas_session=${b.cookie}`;
      // The classic attack: an HTML form on another site posting to the dashboard with the victim's cookie.
      const form = (await app.inject({ method: 'POST', url: '/dashboard/api/logout-all', headers: { host: HOST, cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'x=1' })) as Res;
      expectProblem(form, 403, 'csrf_failed');
      const cases: Array<Record<string, string>> = [
        { origin: 'https://evil.example', 'x-csrf-token': b.csrf },
        { origin: 'null', 'x-csrf-token': b.csrf },
        { origin: ORIGIN, 'sec-fetch-site': 'same-site', 'x-csrf-token': b.csrf },
        { 'sec-fetch-site': 'cross-site', 'x-csrf-token': b.csrf },
        { 'x-csrf-token': b.csrf },
        { origin: ORIGIN },
        { origin: ORIGIN, 'x-csrf-token': 'x'.repeat(32) },
        { origin: ORIGIN, 'x-csrf-token': '' },
      ];
      for (const h of cases) {
        for (const path of ['logout', 'logout-all', 'token']) {
          const res = (await app.inject({ method: 'POST', url: `/dashboard/api/${path}`, headers: { host: HOST, cookie, ...h } })) as Res;
          expectProblem(res, 403, 'csrf_failed');
        }
      }
      // None of them did anything: the session is alive, and no token was minted.
      expect((await getSession(app, b.cookie)).statusCode).toBe(200);
      expect(await env.service.storage.db.selectFrom('credentials').select('id').where('session_id', '=', sha256Hex(b.cookie)).execute()).toHaveLength(0);
      // Sign-in from another origin is refused too (login CSRF).
      expectProblem((await login(app, b.body.user.email, PASSWORD, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })) as Res, 403, 'csrf_failed');
      // Another session's token does not do.
      const other = await signIn(app, await user());
      expectProblem(await post(app, b, 'token', { 'x-csrf-token': other.csrf }), 403, 'csrf_failed');
      // Same origin by Sec-Fetch-Site alone (no Origin) passes.
      const ok = (await app.inject({ method: 'POST', url: '/dashboard/api/token', headers: { host: HOST, cookie, 'sec-fetch-site': 'same-origin', 'x-csrf-token': b.csrf } })) as Res;
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('gives a new session id at sign-in (no fixation): a planted or earlier session id is not the new one, and the earlier one ends', async () => {
      const email = await user();
      const planted = 'A'.repeat(43);
      const first = await login(app, email, PASSWORD, { cookie: `cas_session=${planted}` });
      const c1 = sessionCookie(first)!.value;
      expect(c1).not.toBe(planted);
      expectProblem(await getSession(app, planted), 401, 'not_signed_in');
      // Signing in again from a browser that has a live session rotates it.
      const second = await login(app, email, PASSWORD, { cookie: `cas_session=${c1}` });
      const c2 = sessionCookie(second)!.value;
      expect(c2).not.toBe(c1);
      expect(second.json().csrf_token).not.toBe(first.json().csrf_token);
      expectProblem(await getSession(app, c1), 401, 'not_signed_in');
      expect((await getSession(app, c2)).statusCode).toBe(200);
    });

    it('replays an idempotent request made with a renewed token of the same session, not with another session\'s', async () => {
      const email = await user();
      const b = await signIn(app, email);
      const create = async (session: typeof b) => {
        const token = (await post(app, session, 'token')).json().access_token;
        return (await app.inject({ method: 'POST', url: '/v1/api_keys', headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'dashboard-renewal' }, payload: { name: 'renewed', scopes: ['contracts:read'] } })) as Res;
      };
      const first = await create(b);
      expect(first.statusCode, first.body).toBe(201);
      const again = await create(b);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expectProblem(await create(await signIn(app, email)), 409, 'idempotency_conflict');
    });

    it('mints 15-minute tokens with every scope for /v1, which never takes the cookie; sign-out ends the session and its tokens but not the keys made with them', async () => {
      const b = await signIn(app, await user());
      const cookieOnly = (await app.inject({ method: 'GET', url: '/v1/contracts', headers: { host: HOST, cookie: `cas_session=${b.cookie}` } })) as Res;
      expectProblem(cookieOnly, 401, 'invalid_api_key');
      const tokenRes = await post(app, b, 'token');
      expect(tokenRes.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
      expect(tokenRes.json().scope.split(' ')).toEqual(expect.arrayContaining(['contracts:read', 'contracts:write', 'webhooks:manage', 'playbooks:manage', 'benchmarks:read', 'keys:manage']));
      const token = tokenRes.json().access_token;
      const bearer = { authorization: `Bearer ${token}` };
      expect((await app.inject({ method: 'GET', url: '/v1/contracts', headers: bearer })).statusCode).toBe(200);
      const key = (await app.inject({ method: 'POST', url: '/v1/api_keys', headers: bearer, payload: { name: 'from the dashboard', scopes: ['contracts:read'], mode: 'live' } })).json();
      expect(key.secret).toMatch(/^cas_live_/);
      const out = await post(app, b, 'logout');
      expect(out.statusCode).toBe(204);
      expect(sessionCookie(out)?.value).toBe('');
      expectProblem(await getSession(app, b.cookie), 401, 'not_signed_in');
      expectProblem((await app.inject({ method: 'GET', url: '/v1/contracts', headers: bearer })) as Res, 401, 'invalid_api_key');
      expectProblem(await post(app, b, 'token'), 401, 'not_signed_in');
      // The key made in the dashboard belongs to the account and outlives the session.
      expect((await app.inject({ method: 'GET', url: '/v1/contracts', headers: { authorization: `Bearer ${key.secret}` } })).statusCode).toBe(200);
    });

    it('shows a dashboard user only their own account: another account\'s contract by id is 404', async () => {
      const theirs = (await app.inject({ method: 'POST', url: '/v1/contracts/review', headers: env.b.headers, payload: { document: b64(NDA_TEXT), document_type: 'nda' } })).json();
      const mine = (await app.inject({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: b64(NDA_TEXT), document_type: 'nda' } })).json();
      const b = await signIn(app, await user(env.a.accountId));
      const bearer = { authorization: `Bearer ${await tokenFor(app, b)}` };
      expect((await app.inject({ method: 'GET', url: `/v1/contracts/${mine.id}`, headers: bearer })).statusCode).toBe(200);
      expectProblem((await app.inject({ method: 'GET', url: `/v1/contracts/${theirs.id}`, headers: bearer })) as Res, 404, 'not_found');
      const listed = (await app.inject({ method: 'GET', url: '/v1/contracts?limit=100', headers: bearer })).json().data.map((c: any) => c.id);
      expect(listed).toContain(mine.id);
      expect(listed).not.toContain(theirs.id);
    });

    it('signs out everywhere: every session of the user and their tokens end, other users\' do not', async () => {
      const email = await user();
      const one = await signIn(app, email);
      const two = await signIn(app, email);
      const bystander = await signIn(app, await user());
      const tokens = [await tokenFor(app, one), await tokenFor(app, two)];
      expect((await post(app, two, 'logout-all')).statusCode).toBe(204);
      for (const c of [one.cookie, two.cookie]) expectProblem(await getSession(app, c), 401, 'not_signed_in');
      for (const t of tokens) expect((await app.inject({ method: 'GET', url: '/v1/contracts', headers: { authorization: `Bearer ${t}` } })).statusCode).toBe(401);
      expect((await getSession(app, bystander.cookie)).statusCode).toBe(200);
    });

    it('ends idle and old sessions', async () => {
      const idle = await signIn(app, await user());
      const old = await signIn(app, await user());
      const db = env.service.storage.db;
      await db.updateTable('sessions').set({ last_seen_ms: Date.now() - 3601_000 }).where('id', '=', sha256Hex(idle.cookie)).execute();
      await db.updateTable('sessions').set({ expires_ms: Date.now() - 1 }).where('id', '=', sha256Hex(old.cookie)).execute();
      expectProblem(await getSession(app, idle.cookie), 401, 'not_signed_in');
      expectProblem(await getSession(app, old.cookie), 401, 'not_signed_in');
      expectProblem(await post(app, old, 'token'), 401, 'not_signed_in');
      // A token never outlives its session's absolute end: the session ends in 10 minutes, before the token's 15 would
      // (sessions read the system clock, and 10 minutes is far beyond any stall before the request).
      const short = await signIn(app, await user());
      await db.updateTable('sessions').set({ expires_ms: Date.now() + 600_000 }).where('id', '=', sha256Hex(short.cookie)).execute();
      const t = (await post(app, short, 'token')).json();
      expect(env.config.tokenTtlSeconds).toBeGreaterThan(600);
      expect(t.expires_in).toBeLessThanOrEqual(600);
      expect(t.expires_in).toBeGreaterThan(0);
    });

    it('answers unknown internal routes and sessions without a cookie with problems', async () => {
      expectProblem((await app.inject({ method: 'GET', url: '/dashboard/api/session', headers: { host: HOST } })) as Res, 401, 'not_signed_in');
      expectProblem((await app.inject({ method: 'GET', url: '/dashboard/api/session', headers: { host: HOST, cookie: 'cas_session=%00bad' } })) as Res, 401, 'not_signed_in');
      const b = await signIn(app, await user());
      expectProblem((await app.inject({ method: 'GET', url: '/dashboard/api/nope', headers: { host: HOST, cookie: `cas_session=${b.cookie}` } })) as Res, 404, 'not_found');
    });
  });
}

/**
 * Two service instances on one database: a session ended on one is refused on the other at once,
 * and so are its tokens (never cached), while keys made on one work on the other.
 */
export function sharedSessionsTest(label: string, makePair: () => Promise<[TestEnv['service'], TestEnv['service'], string]>) {
  it(`refuses a session ended on one instance on every other at once (${label})`, async () => {
    const [one, two, accountId] = await makePair();
    try {
      await one.storage.users.create(accountId, 'shared@instances.example', await hashPassword(PASSWORD));
      const b = await signIn(one.app, 'shared@instances.example');
      expect((await getSession(two.app, b.cookie)).statusCode).toBe(200);
      const token = await tokenFor(two.app, b);
      const bearer = { authorization: `Bearer ${token}` };
      expect((await one.app.inject({ method: 'GET', url: '/v1/contracts', headers: bearer })).statusCode).toBe(200);
      expect((await two.app.inject({ method: 'GET', url: '/v1/contracts', headers: bearer })).statusCode).toBe(200);
      expect((await post(one.app, b, 'logout')).statusCode).toBe(204);
      expect((await getSession(two.app, b.cookie)).statusCode).toBe(401);
      expect((await two.app.inject({ method: 'GET', url: '/v1/contracts', headers: bearer })).statusCode).toBe(401);
      expect((await post(two.app, b, 'token')).statusCode).toBe(401);
    } finally {
      await one.close();
      await two.close();
    }
  });
}

/**
 * Two service instances on one database hold the sign-in limit together: concurrent attempts on both never get more
 * than the limit in, and neither starts again at a boundary of the wall clock.
 */
export function sharedSignInLimitTest(label: string, makePair: () => Promise<[TestEnv['service'], TestEnv['service'], string]>) {
  it(`holds the sign-in limit across instances sharing storage (${label})`, () => onStoppedClock(BEFORE_BOUNDARY, async () => {
    const [one, two, accountId] = await makePair();
    try {
      const limit = 10; // CAS_LOGIN_LIMIT_EMAIL's default, which the pair keeps
      await one.storage.users.create(accountId, 'guessed@instances.example', await hashPassword(PASSWORD));
      const statuses = await Promise.all(Array.from({ length: 16 }, (_, i) => login(i % 2 ? two.app : one.app, 'guessed@instances.example', `guess number ${i}!`).then((r) => r.statusCode)));
      expect(statuses.filter((s) => s === 401)).toHaveLength(limit);
      expect(statuses.filter((s) => s === 429)).toHaveLength(16 - limit);
      vi.setSystemTime(BEFORE_BOUNDARY + 1000);
      for (const app of [one.app, two.app]) {
        const res = await login(app, 'guessed@instances.example');
        expect(res.statusCode).toBe(429);
        expect(res.headers['retry-after']).toBe('899');
      }
      vi.setSystemTime(BEFORE_BOUNDARY + 900_000);
      expect((await login(two.app, 'guessed@instances.example')).statusCode).toBe(200);
    } finally {
      await one.close();
      await two.close();
    }
  }));

  it(`takes each attempt slot once when instances race for the same ones (${label})`, async () => {
    const [one, two] = await makePair();
    try {
      // No password hashing between the attempts here: every read comes before any write, so instances see the same free slots.
      const limiters = [one, two].flatMap((s) => [0, 1].map(() => new SlidingWindowLimiter(s.storage.rateLimits, 7, 60)));
      const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => limiters[i % 4].hit('login-addr:198.51.100.20', BEFORE_BOUNDARY)));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(7);
      expect(decisions.filter((d) => !d.allowed).map((d) => d.retryAfter)).toEqual(Array(33).fill(60));
      expect(await one.storage.rateLimits.slots('login-addr:198.51.100.20', 100)).toHaveLength(7);
      expect((await limiters[3].hit('login-addr:198.51.100.20', BEFORE_BOUNDARY + 60_000)).allowed).toBe(true);
    } finally {
      await one.close();
      await two.close();
    }
  });
}
