import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOAuthClient } from '../src/auth.js';
import { b64, makeDocxFromXml, ManualClock, NDA_TEXT, spec, type TestEnv } from './helpers.js';
import { operations, type Clock } from '../src/index.js';

/**
 * Input the databases cannot hold, credentials that cannot be decoded, rate-limit buckets,
 * idempotency claims left by a request that never finished, and concurrent changes: run on each
 * storage backend, which must answer the same way.
 */

const ops = operations(spec);
const deref = (n: any): any => (n?.$ref ? deref(n.$ref.slice(2).split('/').reduce((o: any, k: string) => o[k], spec)) : n);

/** JSON pointers of every string in `v`. */
function stringLeaves(v: unknown, ptr = ''): string[] {
  if (typeof v === 'string') return [ptr];
  if (Array.isArray(v)) return v.flatMap((x, i) => stringLeaves(x, `${ptr}/${i}`));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => stringLeaves(x, `${ptr}/${k}`));
  return [];
}

function setAt(v: any, ptr: string, value: string): any {
  const copy = structuredClone(v);
  const keys = ptr.split('/').slice(1);
  let o = copy;
  for (const k of keys.slice(0, -1)) o = o[k];
  o[keys[keys.length - 1]] = value;
  return copy;
}

const BAD = { nul: 'before\u0000after', surrogate: 'before\uD800after' };

export function hardeningSuite(label: string, factory: (config?: Record<string, unknown>, opts?: { now?: Clock }) => Promise<TestEnv>) {
  describe(`hardening on ${label}`, () => {
    let env: TestEnv;
    beforeAll(async () => {
      env = await factory();
    });
    afterAll(async () => {
      await env?.service.close();
    });

    async function counts() {
      const tables = ['contracts', 'drafts', 'playbooks', 'webhooks', 'events', 'jobs', 'idempotency_keys'] as const;
      const out: Record<string, number> = {};
      for (const t of tables) out[t] = await env.service.storage.countRows(t);
      return out;
    }

    it('refuses U+0000 and unpaired surrogates in every string field of every request body with 400 invalid_character and a pointer', async () => {
      const before = await counts();
      let cases = 0;
      for (const op of ops) {
        if (!op.requestBody) continue;
        const [media, schema] = Object.entries(op.requestBody.content)[0];
        const example = deref(schema).example;
        expect(example, `${op.operationId} has a request example`).toBeTruthy();
        const url = op.url.replace(/:([A-Za-z_]+)/g, 'x_1');
        for (const ptr of stringLeaves(example)) {
          for (const bad of Object.values(BAD)) {
            const body = setAt(example, ptr, bad);
            const payload = media === 'application/json' ? JSON.stringify(body) : new URLSearchParams(body).toString();
            const res = await env.service.app.inject({ method: op.method.toUpperCase() as any, url, headers: { ...env.a.headers, 'content-type': media }, payload });
            if (media !== 'application/json' && bad === BAD.surrogate) {
              // A form body is UTF-8 on the wire: an unpaired surrogate cannot be sent, only its U+FFFD.
              expect(res.statusCode, `${op.operationId} ${ptr}`).not.toBe(500);
              continue;
            }
            cases++;
            expect(res.statusCode, `${op.operationId} ${ptr}: ${res.body}`).toBe(400);
            const p = res.json();
            expect(p.code).toBe('invalid_character');
            expect(p.errors.map((e: any) => e.pointer)).toContain(ptr);
          }
        }
      }
      expect(cases).toBeGreaterThan(40);
      expect(await counts()).toEqual(before);
    });

    it('refuses U+0000 in path parameters, cursors and filters with 400 invalid_character, never a 500', async () => {
      const urls = ['/v1/contracts/ctr_%00', '/v1/contracts/drafts/drf_%00', '/v1/playbooks/pbk_%00x', '/v1/webhooks/whk_a%00', '/v1/contracts?starting_after=%00', '/v1/contracts?status=%00', '/v1/webhooks?starting_after=whk_%00'];
      for (const url of urls) {
        const res = await env.service.app.inject({ method: 'GET', url, headers: env.a.headers });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json().code).toBe('invalid_character');
        expect(res.json().errors[0].pointer).toMatch(/^[a-z_]+$/);
      }
    });

    it('stores a DOCX whose text encodes U+0000 (&#0;) without it, and reads it back', async () => {
      // makeDocx escapes '&', so the part is written here with a character reference in it.
      const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Confidential&#0;Information stays confidential.</w:t></w:r></w:p>${NDA_TEXT.split('\n').map((l) => `<w:p><w:r><w:t xml:space="preserve">${l.replace(/&/g, '&amp;')}</w:t></w:r></w:p>`).join('')}</w:body></w:document>`;
      const file = makeDocxFromXml(xml);
      const res = await env.service.app.inject({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: b64(file), document_type: 'nda' } });
      expect(res.statusCode, res.body).toBe(201);
      const got = await env.service.app.inject({ method: 'GET', url: `/v1/contracts/${res.json().id}?include=text`, headers: env.a.headers });
      expect(got.statusCode).toBe(200);
      expect(got.json().text).toContain('ConfidentialInformation stays confidential.');
      expect(got.json().text.includes('\u0000')).toBe(false);
    });

    it('answers malformed percent-encoding in Basic client credentials with 401 invalid_client', async () => {
      for (const cred of ['x%:y', 'x:%zz', '%E0%A4%A:y']) {
        const res = await env.service.app.inject({ method: 'POST', url: '/v1/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Basic ' + Buffer.from(cred).toString('base64') }, payload: 'grant_type=client_credentials' });
        expect(res.statusCode, res.body).toBe(401);
        expect(res.json()).toMatchObject({ code: 'invalid_client', error: 'invalid_client' });
      }
    });

    it('applies concurrent changes to one playbook one after another, each exactly once', async () => {
      const created = await env.service.app.inject({ method: 'POST', url: '/v1/playbooks', headers: env.a.headers, payload: { based_on: 'pbk_nda_standard', name: 'concurrent' } });
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      const N = 12;
      const results = await Promise.all(Array.from({ length: N }, (_, i) => env.service.app.inject({ method: 'PATCH', url: `/v1/playbooks/${id}`, headers: env.a.headers, payload: { name: `name ${i}` } })));
      expect(results.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
      expect(new Set(results.map((r) => r.json().version))).toEqual(new Set(Array.from({ length: N }, (_, i) => i + 2)));
      // Every change is a version of its own, consecutive, each as that change left the playbook.
      const history = await env.service.app.inject({ method: 'GET', url: `/v1/playbooks/${id}/versions?limit=100`, headers: env.a.headers });
      expect(history.statusCode).toBe(200);
      const versions = history.json().data;
      expect(versions.map((v: any) => v.version)).toEqual(Array.from({ length: N + 1 }, (_, i) => N + 1 - i));
      const byVersion = new Map(results.map((r) => [r.json().version, r.json().name]));
      for (const v of versions.slice(0, N)) expect(v.name).toBe(byVersion.get(v.version));
    });

    it('takes over an Idempotency-Key whose in-progress claim lapsed (its request died), and runs the request once', async () => {
      const key = `lapsed-${Math.random()}`;
      const payload = { document: b64(NDA_TEXT), document_type: 'nda' };
      const headers = { ...env.a.headers, 'idempotency-key': key };
      const send = () => env.service.app.inject({ method: 'POST', url: '/v1/contracts/review', headers, payload });
      // The request's fingerprint, as the server computes it: take it from a real claim first.
      const first = await send();
      expect(first.statusCode).toBe(201);
      const row = await env.service.storage.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
      const before = await env.service.storage.countRows('contracts', env.a.accountId);
      // Turn it back into the claim a crashed process leaves behind: in progress, owned by the dead process.
      const leave = (lockedUntil: number) => env.service.storage.db.updateTable('idempotency_keys')
        .set({ status: 'in_progress', owner: 'dead-instance:req_1', locked_until_ms: lockedUntil, response_status: null, response_body: null, response_headers: null })
        .where('key', '=', key).execute();
      // Locked for an hour (the idempotency records read the system clock): far beyond any stall before the request.
      await leave(Date.now() + 3_600_000);
      const busy = await send();
      expect(busy.statusCode).toBe(409);
      expect(busy.json().code).toBe('idempotency_in_progress');
      expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      await leave(Date.now() - 1);
      const retried = await Promise.all([send(), send(), send()]);
      const statuses = retried.map((r) => r.statusCode).sort();
      // One retry takes the key over and runs the request; the others see it in progress or replay it.
      expect(statuses.filter((s) => s === 201)).toHaveLength(statuses.filter((s) => s !== 409).length);
      expect(await env.service.storage.countRows('contracts', env.a.accountId)).toBe(before + 1);
      const replay = await send();
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(await env.service.storage.countRows('contracts', env.a.accountId)).toBe(before + 1);
      expect(row.request_hash).toBeTruthy();
    });
  });

  describe(`rate-limit buckets on ${label}`, () => {
    // Windows are fixed (aligned to the clock): on the real clock a burst that straddles a window's end would
    // start afresh. The services' clock stands still here, so every burst falls in one window.
    it('keys unauthenticated requests by the client address, which X-Forwarded-For gives only through a trusted proxy', async () => {
      const bad = { authorization: 'Bearer cas_test_invalidinvalidinvalid' };
      const burst = async (env: TestEnv, from: string) => {
        const out: number[] = [];
        for (let i = 0; i < 3; i++) out.push((await env.service.app.inject({ method: 'GET', url: '/v1/contracts', headers: { ...bad, 'x-forwarded-for': from } })).statusCode);
        return out;
      };
      const trusting = await factory({ rateLimit: 2, trustProxy: ['127.0.0.1'] }, { now: new ManualClock().now });
      try {
        expect(await burst(trusting, '203.0.113.7')).toEqual([401, 401, 429]);
        // Another client behind the same proxy has its own budget.
        expect(await burst(trusting, '198.51.100.9')).toEqual([401, 401, 429]);
      } finally {
        await trusting.service.close();
      }
      const direct = await factory({ rateLimit: 2 }, { now: new ManualClock().now });
      try {
        // Not trusted: the header is ignored and every request counts against the socket's address.
        expect(await burst(direct, '203.0.113.7')).toEqual([401, 401, 429]);
        expect(await burst(direct, '198.51.100.9')).toEqual([429, 429, 429]);
      } finally {
        await direct.service.close();
      }
    });

    it('counts failed authentication apart from the token endpoint and from authenticated keys', async () => {
      const env = await factory({ rateLimit: 5 }, { now: new ManualClock().now });
      try {
        const client = await createOAuthClient(env.service.storage, env.a.accountId, ['contracts:read']);
        const statuses: number[] = [];
        for (let i = 0; i < 7; i++) {
          const r = await env.service.app.inject({ method: 'GET', url: '/v1/contracts', headers: { authorization: 'Bearer cas_test_invalidinvalidinvalid' } });
          statuses.push(r.statusCode);
        }
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
        const token = await env.service.app.inject({
          method: 'POST', url: '/v1/oauth/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Basic ' + Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64') },
          payload: 'grant_type=client_credentials',
        });
        expect(token.statusCode, token.body).toBe(200);
        const keyed = await env.service.app.inject({ method: 'GET', url: '/v1/contracts', headers: env.a.headers });
        expect(keyed.statusCode).toBe(200);
      } finally {
        await env.service.close();
      }
    });
  });
}
