import dns from 'node:dns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Clock, Config } from '../src/index.js';
import { b64, expectSpecResponse, ManualClock, NDA_TEXT, waitFor, type TestEnv } from './helpers.js';
import { Receiver, verifies, verifyDelivery } from './receiver.js';

/** Builds a service with workers running, this configuration over the suite's defaults and (if given) this clock. */
export type WebhookEnvFactory = (config: Partial<Config>, opts?: { now?: Clock }) => Promise<TestEnv>;

/**
 * Webhook delivery against real HTTP receivers on loopback: production mode (https only, no
 * loopback) with 127.0.0.1 on the allowlist, and the 8-attempt schedule compressed to 40 ms steps.
 * The time-out of an attempt is a minute: a receiver that answers at once must never be counted as
 * timed out because the machine is busy (tests count attempts). The test of time-outs sets its own,
 * with a receiver that never answers.
 */
export const FAST: Partial<Config> = {
  devMode: false,
  webhookAllowlist: ['127.0.0.1'],
  webhookSchedule: '40ms,40ms,40ms,40ms,40ms,40ms,40ms',
  webhookTimeoutMs: 60_000,
  pollIntervalMs: 20,
};

const ALL_EVENTS = ['contract.review.completed', 'contract.review.failed', 'contract.draft.completed', 'playbook.updated'];

export function webhookSuite(label: string, factory: WebhookEnvFactory) {
  describe(`webhook delivery on ${label}`, () => {
    const cleanup: Array<() => Promise<void>> = [];
    afterEach(async () => {
      vi.restoreAllMocks();
      for (const f of cleanup.splice(0).reverse()) await f().catch(() => {});
    });

    async function setup(config: Partial<Config> = {}, clock?: ManualClock) {
      const env = await factory({ ...FAST, ...config }, { now: clock?.now });
      cleanup.push(() => env.service.close());
      const receiver = await Receiver.start();
      cleanup.push(() => receiver.close());
      const api = async (method: string, url: string, op: string, payload?: unknown, headers: Record<string, string> = {}) => {
        const res = await env.service.app.inject({ method: method as any, url, headers: { ...env.a.headers, ...headers }, payload: payload as any });
        expect(res.statusCode, res.body).toBeLessThan(500);
        expectSpecResponse(op, res.statusCode, res.headers['content-type'] as string, res.json());
        return { status: res.statusCode, body: res.json() as any };
      };
      const createHook = async (url = receiver.url(), events = ALL_EVENTS) => {
        const r = await api('POST', '/v1/webhooks', 'createWebhook', { url, events });
        expect(r.status, JSON.stringify(r.body)).toBe(201);
        return r.body as { id: string; secret: string };
      };
      const testEvent = async (hookId: string, type = 'playbook.updated') => {
        const r = await api('POST', `/v1/webhooks/${hookId}/test`, 'testWebhook', { type });
        expect(r.status, JSON.stringify(r.body)).toBe(202);
        return r.body as { id: string };
      };
      const deliveries = async (hookId: string, query = '') => (await api('GET', `/v1/webhooks/${hookId}/deliveries${query}`, 'listWebhookDeliveries')).body;
      const hook = async (hookId: string) => (await api('GET', `/v1/webhooks/${hookId}`, 'retrieveWebhook')).body;
      return { env, receiver, api, createHook, testEvent, deliveries, hook };
    }

    it('delivers every event type, for synchronous and asynchronous requests, signed and valid per the spec', async () => {
      const { receiver, api, createHook, deliveries } = await setup();
      const w = await createHook();
      const sync = await api('POST', '/v1/contracts/review', 'reviewContract', { document: b64(NDA_TEXT), document_type: 'nda' });
      const queued = await api('POST', '/v1/contracts/review', 'reviewContract', { document: b64(NDA_TEXT + '\nSchedule A.'), document_type: 'nda' }, { prefer: 'respond-async' });
      const draft = await api('POST', '/v1/contracts/draft', 'draftContract', { prompt: 'Governing law clause, Delaware.', kind: 'clause', clause_type: 'governing_law' });
      const draftAsync = await api('POST', '/v1/contracts/draft', 'draftContract', { prompt: 'A mutual NDA, two-year term.', kind: 'document', document_type: 'nda' }, { prefer: 'respond-async' });
      const pb = await api('POST', '/v1/playbooks', 'createPlaybook', { based_on: 'pbk_nda_standard', name: 'Ours' });
      await api('PATCH', `/v1/playbooks/${pb.body.id}`, 'updatePlaybook', { name: 'Ours, v2' });
      expect([sync.status, queued.status, draft.status, draftAsync.status]).toEqual([201, 202, 201, 202]);
      await receiver.until('5 deliveries', () => receiver.got.length >= 5);
      const events = receiver.got.map((r) => verifyDelivery(r, w.secret));
      const byObject = new Map(events.map((e) => [e.data.object.id, e.type]));
      expect(byObject.get(sync.body.id)).toBe('contract.review.completed');
      expect(byObject.get(queued.body.id)).toBe('contract.review.completed');
      expect(byObject.get(draft.body.id)).toBe('contract.draft.completed');
      expect(byObject.get(draftAsync.body.id)).toBe('contract.draft.completed');
      expect(byObject.get(pb.body.id)).toBe('playbook.updated');
      expect(receiver.got).toHaveLength(5);
      for (const r of receiver.got) expect(r.headers['user-agent']).toMatch(/^contract-analysis-webhooks\//);
      const list = await waitFor('all succeeded', async () => {
        const l = await deliveries(w.id);
        return l.data.length === 5 && l.data.every((d: any) => d.status === 'succeeded') && l;
      });
      expect(list.data[0]).toMatchObject({ object: 'webhook_delivery', webhook_id: w.id, attempts: 1, next_attempt_at: null, last_response_status: 204, last_error: null });
      expect(new Set(list.data.map((d: any) => d.event_id))).toEqual(new Set(events.map((e) => e.id)));
    });

    it('retries a failing endpoint: attempt N+1 gets the event with the same webhook-id and a fresh timestamp', async () => {
      const { receiver, createHook, testEvent, deliveries } = await setup();
      receiver.respond = (_r, k) => (k <= 3 ? { status: 503 } : { status: 200 });
      const w = await createHook();
      const ev = await testEvent(w.id, 'contract.review.failed');
      await receiver.until('4 attempts', () => receiver.byId(ev.id).length >= 4);
      const got = receiver.byId(ev.id);
      for (const r of got) expect(verifyDelivery(r, w.secret).id).toBe(ev.id);
      // The id stays, the body stays, the timestamp is each attempt's own (never earlier).
      expect(new Set(got.map((r) => r.body)).size).toBe(1);
      const ts = got.map((r) => Number(r.headers['webhook-timestamp']));
      expect([...ts].sort()).toEqual(ts);
      const d = await waitFor('succeeded', async () => (await deliveries(w.id)).data.find((x: any) => x.status === 'succeeded'));
      expect(d).toMatchObject({ event_id: ev.id, event_type: 'contract.review.failed', attempts: 4, last_response_status: 200, last_error: null, next_attempt_at: null });
      expect(receiver.byId(ev.id)).toHaveLength(4);
    });

    it('honours Retry-After within bounds: later than the schedule, never more than the cap', async () => {
      // The service's clock stands still, so the due time it records is exact whatever the load.
      const clock = new ManualClock();
      const { env, receiver, createHook, testEvent } = await setup({ webhookRetryAfterMaxSeconds: 1 }, clock);
      const recorded = vi.spyOn(env.service.storage.deliveries, 'recordAttempt');
      receiver.respond = (_r, k) => (k === 1 ? { status: 429, headers: { 'retry-after': '3600' } } : { status: 204 });
      const w = await createHook();
      const ev = await testEvent(w.id);
      // The schedule says ~40 ms; Retry-After says an hour; the cap (1 s here, 1 h by default) wins: the retry is
      // due 1 s after the attempt by the service's clock, which the delivery queue's claims read too: the clock is
      // moved by that second and the retry is made (an hour's due time would leave it waiting into the hang guard).
      const retry = await waitFor('the retry recorded', async () => recorded.mock.calls.map(([a]) => a).find((a) => a.outcome === 'retry'));
      expect(retry).toMatchObject({ startedMs: clock.now(), nextAttemptMs: clock.now() + 1_000 });
      expect(receiver.byId(ev.id)).toHaveLength(1);
      clock.advance(1_000);
      await receiver.until('the second attempt', () => receiver.byId(ev.id).length >= 2);
      const [a, b] = receiver.byId(ev.id);
      expect(a.headers['webhook-id']).toBe(b.headers['webhook-id']);
    });

    it('treats a redirect as a failure and does not follow it, not even to loopback', async () => {
      const { receiver, createHook, testEvent, deliveries } = await setup({ webhookSchedule: '40ms' });
      const target = await Receiver.start('127.0.0.2');
      cleanup.push(() => target.close());
      receiver.respond = () => ({ status: 302, headers: { location: target.url('/stolen') } });
      const w = await createHook();
      await testEvent(w.id);
      const d = await waitFor('failed', async () => (await deliveries(w.id)).data.find((x: any) => x.status === 'failed'));
      expect(d).toMatchObject({ attempts: 2, last_response_status: 302 });
      expect(d.last_error).toMatch(/redirect/);
      expect(receiver.got).toHaveLength(2);
      expect(target.got).toHaveLength(0);
    });

    it('counts a time-out as a failed attempt', async () => {
      const { receiver, createHook, testEvent, deliveries } = await setup({ webhookSchedule: '40ms', webhookTimeoutMs: 300 });
      receiver.respond = () => ({ status: 204, delayMs: Infinity });
      const w = await createHook();
      await testEvent(w.id);
      const d = await waitFor('failed', async () => (await deliveries(w.id)).data.find((x: any) => x.status === 'failed'));
      expect(d).toMatchObject({ attempts: 2, last_response_status: null, last_error: 'No answer within 300 ms.' });
    });

    it('disables an endpoint that answers 410; replay needs it enabled again, then delivers the same event id', async () => {
      const { env, receiver, api, createHook, testEvent, deliveries, hook } = await setup();
      receiver.respond = () => ({ status: 410 });
      const w = await createHook();
      const ev = await testEvent(w.id);
      await waitFor('disabled', async () => (await hook(w.id)).status === 'disabled');
      expect(await hook(w.id)).toMatchObject({ status: 'disabled', disabled_reason: 'endpoint_gone' });
      const [d] = (await deliveries(w.id)).data;
      expect(d).toMatchObject({ status: 'failed', attempts: 1, last_response_status: 410 });
      expect(receiver.got).toHaveLength(1);
      // No new deliveries while disabled; a test event and a replay are refused.
      const before = await env.service.storage.countRows('webhook_deliveries');
      await api('POST', '/v1/contracts/review', 'reviewContract', { document: b64(NDA_TEXT), document_type: 'nda' });
      expect(await env.service.storage.countRows('webhook_deliveries')).toBe(before);
      const refused = await api('POST', `/v1/webhooks/${w.id}/deliveries/${d.id}/replay`, 'replayWebhookDelivery');
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('webhook_disabled');
      expect((await api('POST', `/v1/webhooks/${w.id}/test`, 'testWebhook')).body.code).toBe('webhook_disabled');
      // Enabled again: the reason clears, and the replay delivers the same event (same webhook-id).
      receiver.respond = () => ({ status: 204 });
      const on = await api('PATCH', `/v1/webhooks/${w.id}`, 'updateWebhook', { status: 'enabled' });
      expect(on.body).toMatchObject({ status: 'enabled', disabled_reason: null });
      const replay = await api('POST', `/v1/webhooks/${w.id}/deliveries/${d.id}/replay`, 'replayWebhookDelivery');
      expect(replay.status).toBe(202);
      expect(replay.body).toMatchObject({ id: d.id, event_id: ev.id, status: 'pending', attempts: 0 });
      await receiver.until('the replay', () => receiver.byId(ev.id).length >= 2);
      verifyDelivery(receiver.byId(ev.id)[1], w.secret);
      const after = await waitFor('succeeded', async () => (await deliveries(w.id, '?status=succeeded')).data[0]);
      expect(after).toMatchObject({ id: d.id, event_id: ev.id, attempts: 1, last_response_status: 204 });
      // Unknown ids answer 404.
      expect((await api('POST', `/v1/webhooks/${w.id}/deliveries/dlv_nope/replay`, 'replayWebhookDelivery')).status).toBe(404);
      expect((await api('POST', `/v1/webhooks/whk_nope/deliveries/${d.id}/replay`, 'replayWebhookDelivery')).status).toBe(404);
      expect((await api('GET', `/v1/webhooks/whk_nope/deliveries`, 'listWebhookDeliveries')).status).toBe(404);
    });

    it('marks a delivery failed after the last of 8 attempts; consecutive failed deliveries disable the endpoint; failed ones are listed and replayed', async () => {
      const { receiver, api, createHook, testEvent, deliveries, hook } = await setup({ webhookDisableAfter: 2 });
      receiver.respond = () => ({ status: 500 });
      const w = await createHook();
      const e1 = await testEvent(w.id);
      const first = await waitFor('the first failed', async () => (await deliveries(w.id, '?status=failed')).data[0]);
      expect(first).toMatchObject({ event_id: e1.id, attempts: 8, next_attempt_at: null, last_response_status: 500, last_error: 'The endpoint answered 500.' });
      expect(receiver.byId(e1.id)).toHaveLength(8);
      expect((await hook(w.id)).status).toBe('enabled');
      const e2 = await testEvent(w.id);
      await waitFor('disabled', async () => (await hook(w.id)).status === 'disabled');
      expect(await hook(w.id)).toMatchObject({ status: 'disabled', disabled_reason: 'consecutive_failures' });
      // Listing: newest first, a page at a time, filtered by status.
      const page1 = await deliveries(w.id, '?status=failed&limit=1');
      expect(page1).toMatchObject({ has_more: true });
      expect(page1.data[0].event_id).toBe(e2.id);
      const page2 = await deliveries(w.id, `?status=failed&limit=1&starting_after=${page1.next_cursor}`);
      expect(page2).toMatchObject({ has_more: false, next_cursor: null });
      expect(page2.data[0].event_id).toBe(e1.id);
      expect((await deliveries(w.id, '?status=pending')).data).toEqual([]);
      expect((await api('GET', `/v1/webhooks/${w.id}/deliveries?starting_after=dlv_nope`, 'listWebhookDeliveries')).status).toBe(400);
      // Enabled again, the endpoint fixed: both replayed, each with a fresh schedule and its own webhook-id.
      receiver.respond = () => ({ status: 204 });
      await api('PATCH', `/v1/webhooks/${w.id}`, 'updateWebhook', { status: 'enabled' });
      for (const d of [...page1.data, ...page2.data]) expect((await api('POST', `/v1/webhooks/${w.id}/deliveries/${d.id}/replay`, 'replayWebhookDelivery')).status).toBe(202);
      await waitFor('both delivered', async () => (await deliveries(w.id, '?status=succeeded')).data.length === 2);
      for (const id of [e1.id, e2.id]) verifyDelivery(receiver.byId(id).at(-1)!, w.secret);
      expect((await hook(w.id)).disabled_reason).toBe(null);
    });

    it('rotates the secret: two signatures that both verify during the overlap, only the new one after it', async () => {
      // The service's clock is moved by hand: "during the overlap" and "after it" do not depend on how long
      // anything takes.
      const clock = new ManualClock();
      const { receiver, api, createHook, testEvent, hook } = await setup({}, clock);
      const w = await createHook();
      const rotated = await api('POST', `/v1/webhooks/${w.id}/rotate-secret`, 'rotateWebhookSecret', { expire_previous_after_seconds: 4 });
      expect(rotated.status).toBe(200);
      const secret = rotated.body.secret as string;
      expect(secret).toMatch(/^whsec_/);
      expect(secret).not.toBe(w.secret);
      const expires = Date.parse(rotated.body.previous_secret_expires_at);
      // Kept in whole seconds, rounded up: the moment shown is the moment it stops.
      expect(expires % 1_000).toBe(0);
      expect(expires).toBeGreaterThanOrEqual(clock.now() + 4_000);
      expect(expires).toBeLessThan(clock.now() + 5_000);
      const seen = await hook(w.id);
      expect(seen.secret).toBeUndefined();
      expect(seen.previous_secret_expires_at).toBe(rotated.body.previous_secret_expires_at);
      const during = await testEvent(w.id);
      const r1 = await receiver.until('delivery during the overlap', () => receiver.byId(during.id)[0]);
      expect(String(r1.headers['webhook-signature']).split(' ')).toHaveLength(2);
      expect(verifies(r1, secret)).toBe(true);
      expect(verifies(r1, w.secret)).toBe(true);
      verifyDelivery(r1, secret);
      clock.advance(expires - clock.now());
      expect((await hook(w.id)).previous_secret_expires_at).toBe(null);
      const after = await testEvent(w.id);
      const r2 = await receiver.until('delivery after the overlap', () => receiver.byId(after.id)[0]);
      expect(String(r2.headers['webhook-signature']).split(' ')).toHaveLength(1);
      expect(verifies(r2, secret)).toBe(true);
      expect(verifies(r2, w.secret)).toBe(false);
      // 0 retires the previous secret at once; the body is optional (default one day).
      const now = await api('POST', `/v1/webhooks/${w.id}/rotate-secret`, 'rotateWebhookSecret', { expire_previous_after_seconds: 0 });
      expect(now.body.previous_secret_expires_at).toBe(null);
      const dflt = await api('POST', `/v1/webhooks/${w.id}/rotate-secret`, 'rotateWebhookSecret');
      expect(Date.parse(dflt.body.previous_secret_expires_at) - clock.now()).toBeGreaterThanOrEqual(86_400_000);
      const e3 = await testEvent(w.id);
      const r3 = await receiver.until('delivery after two rotations', () => receiver.byId(e3.id)[0]);
      expect(verifies(r3, dflt.body.secret)).toBe(true);
      expect(verifies(r3, now.body.secret)).toBe(true);
      expect(verifies(r3, secret)).toBe(false);
    });

    it('updates a webhook: url (same rules as creation), events, description, and pausing', async () => {
      const { env, receiver, api, createHook, testEvent, deliveries } = await setup();
      const w = await createHook('https://hooks.example.com/x', ['playbook.updated']);
      const bad = await api('PATCH', `/v1/webhooks/${w.id}`, 'updateWebhook', { url: 'https://169.254.169.254/latest' });
      expect(bad.status).toBe(422);
      expect(bad.body.code).toBe('invalid_webhook_url');
      const up = await api('PATCH', `/v1/webhooks/${w.id}`, 'updateWebhook', { url: receiver.url(), events: ['contract.review.completed'], description: 'moved' });
      expect(up.body).toMatchObject({ url: receiver.url(), events: ['contract.review.completed'], description: 'moved', status: 'enabled' });
      await api('POST', '/v1/contracts/review', 'reviewContract', { document: b64(NDA_TEXT), document_type: 'nda' });
      await receiver.until('the review event', () => receiver.got.length === 1);
      const paused = await api('PATCH', `/v1/webhooks/${w.id}`, 'updateWebhook', { status: 'disabled' });
      expect(paused.body).toMatchObject({ status: 'disabled', disabled_reason: 'paused' });
      const before = await env.service.storage.countRows('webhook_deliveries');
      await api('POST', '/v1/contracts/review', 'reviewContract', { document: b64(NDA_TEXT), document_type: 'nda' });
      expect(await env.service.storage.countRows('webhook_deliveries')).toBe(before);
      expect((await api('PATCH', `/v1/webhooks/${w.id}`, 'updateWebhook', {})).status).toBe(422);
      expect((await api('PATCH', '/v1/webhooks/whk_nope', 'updateWebhook', { description: 'x' })).status).toBe(404);
      await api('PATCH', `/v1/webhooks/${w.id}`, 'updateWebhook', { status: 'enabled' });
      await testEvent(w.id);
      await receiver.until('delivered after re-enabling', () => receiver.got.length === 2);
      expect((await deliveries(w.id)).data).toHaveLength(2);
    });

    it('keeps slow and dead endpoints from starving review jobs and other endpoints', async () => {
      // The dead endpoint's attempts never end within the test (their time-out is far away), so
      // everything below completes only if they do not take the slots it needs.
      const { env, api, receiver, createHook, testEvent } = await setup({ webhookConcurrency: 4, webhookEndpointConcurrency: 2, webhookTimeoutMs: 600_000 });
      const dead = await Receiver.start();
      cleanup.push(() => dead.close());
      dead.respond = () => ({ status: 204, delayMs: Infinity });
      const slow = await createHook(dead.url());
      const healthy = await createHook();
      for (let i = 0; i < 20; i++) await testEvent(slow.id);
      await dead.until('the dead endpoint holding its slots', () => dead.got.length >= 2);
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await api('POST', '/v1/contracts/review', 'reviewContract', { document: b64(NDA_TEXT + `\n${i}`), document_type: 'nda' }, { prefer: 'respond-async' })).body.id);
      const ev = await testEvent(healthy.id);
      await waitFor('the jobs', async () => {
        const s = await Promise.all(ids.map(async (id) => (await api('GET', `/v1/contracts/${id}`, 'retrieveContract')).body.status));
        return s.every((x) => x === 'completed');
      });
      await receiver.until('the healthy endpoint', () => receiver.byId(ev.id).length === 1);
      // The dead endpoint holds at most its share of the slots.
      expect(dead.got.length).toBe(2);
      expect(env.service.deliveries.busy).toBeLessThanOrEqual(4);
    });

    it('refuses non-public targets under the default configuration, at registration and at delivery', async () => {
      const { env, receiver, api, deliveries } = await setup({ webhookAllowlist: [] });
      const p = receiver.port;
      for (const url of [
        `http://127.0.0.1:${p}/hook`, 'https://127.0.0.1/hook', 'https://[::1]/hook', 'https://[::ffff:127.0.0.1]/hook', 'https://[::ffff:7f00:1]/hook',
        'https://169.254.169.254/latest/meta-data', 'https://0.0.0.0/hook', 'https://[::]/hook', 'https://2130706433/hook', 'https://0x7f000001/hook',
        'https://0177.0.0.1/hook', 'https://127.1/hook', 'https://localhost/hook', `http://localhost:${p}/hook`, 'https://LOCALHOST./hook', 'https://10.0.0.1/hook',
        'https://172.16.5.4/hook', 'https://192.168.1.10/hook', 'https://100.64.0.1/hook', 'https://[fd12:3456::1]/hook', 'https://[fe80::1]/hook',
        'https://[64:ff9b::7f00:1]/hook', 'https://224.0.0.1/hook', 'https://255.255.255.255/hook',
      ]) {
        const r = await api('POST', '/v1/webhooks', 'createWebhook', { url, events: ['playbook.updated'] });
        expect(r.status, url).toBe(422);
        expect(r.body.code, url).toBe('invalid_webhook_url');
      }
      // DNS rebinding: a name that resolved to a public address at registration resolves to
      // loopback at delivery time; the connection is refused then.
      const real = dns.lookup;
      let rebound = false;
      vi.spyOn(dns.promises, 'lookup').mockImplementation((async () => [{ address: '93.184.216.34', family: 4 }]) as any);
      vi.spyOn(dns, 'lookup').mockImplementation(((name: string, opts: any, cb: any) => {
        if (name !== 'rebind.test') return (real as any)(name, opts, cb);
        rebound = true;
        cb(null, [{ address: '127.0.0.1', family: 4 }]);
      }) as any);
      const w = await api('POST', '/v1/webhooks', 'createWebhook', { url: `https://rebind.test:${p}/hook`, events: ['playbook.updated'] });
      expect(w.status).toBe(201);
      // Rows written behind the API's back (as if the rules had changed since registration) are
      // refused at delivery too, literal or by name.
      const sneak = async (url: string) => {
        const h = (await api('POST', '/v1/webhooks', 'createWebhook', { url: 'https://hooks.example.com/x', events: ['playbook.updated'] })).body;
        await env.service.storage.db.updateTable('webhooks').set({ url }).where('id', '=', h.id).execute();
        return h.id as string;
      };
      const ids = [w.body.id, await sneak(`https://127.0.0.1:${p}/hook`), await sneak(`https://localhost:${p}/hook`), await sneak(`https://2130706433:${p}/hook`)];
      for (const id of ids) await api('POST', `/v1/webhooks/${id}/test`, 'testWebhook');
      for (const id of ids) {
        const d = await waitFor(`a refused attempt for ${id}`, async () => (await deliveries(id)).data.find((x: any) => x.attempts >= 1 && x.last_error));
        expect(d.last_error, id).toMatch(/^Not sent: /);
        expect(d.last_response_status).toBe(null);
      }
      expect(rebound).toBe(true);
      expect(receiver.got).toHaveLength(0);
    });

    it('admits loopback over http in development mode only, and still refuses other non-public addresses there', async () => {
      const { receiver, api, createHook, testEvent } = await setup({ devMode: true, webhookAllowlist: [] });
      const w = await createHook(`http://localhost:${receiver.port}/hook`);
      await testEvent(w.id);
      await receiver.until('delivered to localhost', () => receiver.got.length === 1);
      verifyDelivery(receiver.got[0], w.secret);
      for (const url of ['http://10.0.0.1/hook', 'https://169.254.169.254/x', 'http://[::ffff:127.0.0.1]/x', 'http://example.com/x']) {
        expect((await api('POST', '/v1/webhooks', 'createWebhook', { url, events: ['playbook.updated'] })).status, url).toBe(422);
      }
    });
  });
}
