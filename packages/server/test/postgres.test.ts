import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from './suite.js';
import { webhookSuite } from './webhook-suite.js';
import { hardeningSuite } from './hardening-suite.js';
import { faultSuite } from './fault-suite.js';
import { documentSuite } from './document-suite.js';
import { b64, makeEnv, ManualClock, NDA_TEXT, waitFor } from './helpers.js';
import { findPgBin, startPg, type PgCluster } from './pg.js';
import { createService, createApiKey, ALL_SCOPES, loadConfig } from '../src/index.js';
import { DocumentEngine, engineOptions } from '../src/docpool.js';
import { dashboardSuite, sharedSessionsTest, sharedSignInLimitTest } from './dashboard-suite.js';

const bin = findPgBin();
if (!bin) console.warn('PostgreSQL tests skipped: no server binaries under /usr/lib/postgresql/*/bin (install the `postgresql` package; tools/setup.sh does).');

describe.skipIf(!bin)('PostgreSQL', () => {
  let cluster: PgCluster;
  beforeAll(async () => {
    cluster = await startPg();
  });
  afterAll(() => cluster?.stop());

  apiSuite('PostgreSQL', async () => makeEnv({ databaseUrl: await cluster.createDatabase() }));
  hardeningSuite('PostgreSQL', async (config, o) => makeEnv({ databaseUrl: await cluster.createDatabase(), config, now: o?.now }));
  webhookSuite('PostgreSQL', async (config, o) => makeEnv({ databaseUrl: await cluster.createDatabase(), workers: true, config, now: o?.now }));
  faultSuite('PostgreSQL', async (config) => makeEnv({ databaseUrl: await cluster.createDatabase(), config }));
  documentSuite('PostgreSQL', async () => makeEnv({ databaseUrl: await cluster.createDatabase() }));
  dashboardSuite('PostgreSQL', async (config) => makeEnv({ databaseUrl: await cluster.createDatabase(), config }));
  sharedSessionsTest('PostgreSQL', async () => {
    const url = await cluster.createDatabase();
    const mk = (id: string) => createService(loadConfig({ NODE_ENV: 'test', CAS_DEV: '1' }, { databaseUrl: url, workers: false, logLevel: 'silent', instanceId: id, authCacheSeconds: 5 }), { logger: false });
    const one = await mk('dash-1');
    const two = await mk('dash-2');
    return [one, two, await one.storage.accounts.create('shared')];
  });
  sharedSignInLimitTest('PostgreSQL', async () => {
    const url = await cluster.createDatabase();
    const mk = (id: string) => createService(loadConfig({ NODE_ENV: 'test', CAS_DEV: '1' }, { databaseUrl: url, workers: false, logLevel: 'silent', instanceId: id }), { logger: false });
    const one = await mk('limit-1');
    const two = await mk('limit-2');
    return [one, two, await one.storage.accounts.create('shared')];
  });

  it('two instances on one database share the rate limit and never admit more than it', async () => {
    const url = await cluster.createDatabase();
    const limit = 40;
    // One stopped clock for both: the 100 requests fall in one (clock-aligned) window.
    const clock = new ManualClock();
    const mk = (id: string) => createService(loadConfig({ NODE_ENV: 'test' }, { databaseUrl: url, workers: false, logLevel: 'silent', instanceId: id, rateLimit: limit }), { logger: false, now: clock.now });
    const one = await mk('rl-1');
    const two = await mk('rl-2');
    try {
      const acct = await one.storage.accounts.create('shared');
      const { key } = await createApiKey(one.storage, acct, [...ALL_SCOPES]);
      const headers = { authorization: `Bearer ${key}` };
      const statuses = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? two : one).app.inject({ method: 'GET', url: '/v1/contracts', headers }).then((r) => r.statusCode)));
      const ok = statuses.filter((s) => s === 200).length;
      expect(ok).toBeLessThanOrEqual(limit);
      expect(ok).toBeGreaterThanOrEqual(limit - 2); // at most (batch - 1) = 1 unit stranded per instance
      expect(statuses.filter((s) => s === 429)).toHaveLength(100 - ok);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('two server instances on one database do each job exactly once (FOR UPDATE SKIP LOCKED)', async () => {
    const url = await cluster.createDatabase();
    const mk = (id: string) => createService(loadConfig({ NODE_ENV: 'test' }, { databaseUrl: url, workers: false, pollIntervalMs: 10, logLevel: 'silent', instanceId: id }), { logger: false });
    const one = await mk('instance-1');
    const two = await mk('instance-2');
    try {
      const acct = await one.storage.accounts.create('shared');
      const { key } = await createApiKey(one.storage, acct, [...ALL_SCOPES]);
      const headers = { authorization: `Bearer ${key}`, prefer: 'respond-async' };
      const N = 12;
      const ids: string[] = [];
      for (let i = 0; i < N; i++) {
        // Submissions go to either instance: nothing in process memory matters.
        const app = i % 2 ? two.app : one.app;
        const r = await app.inject({ method: 'POST', url: '/v1/contracts/review', headers, payload: { document: b64(NDA_TEXT + `\n\nSchedule ${i}.`), document_type: 'nda' } });
        expect(r.statusCode).toBe(202);
        ids.push(r.json().id);
      }
      one.jobs.start();
      two.jobs.start();
      await waitFor('every job completed', async () => (await one.storage.db.selectFrom('jobs').select('id').where('status', '!=', 'completed').execute()).length === 0, undefined, 50);
      const events = (await one.storage.events.forAccount(acct)).filter((e) => e.type === 'contract.review.completed');
      const done = events.map((e) => JSON.parse(e.payload).data.object.id).sort();
      expect(done).toEqual([...ids].sort());
      expect(one.jobs.processed + two.jobs.processed).toBe(N);
      // Both instances took part (each claims with SKIP LOCKED; neither blocks the other).
      expect(one.jobs.processed).toBeGreaterThan(0);
      expect(two.jobs.processed).toBeGreaterThan(0);
      // Rate-limit counters and idempotency records are shared too.
      const key2 = `k-${Date.now()}`;
      const body = { document: b64(NDA_TEXT), document_type: 'nda' };
      const h = { authorization: `Bearer ${key}`, 'idempotency-key': key2 };
      const r1 = await one.app.inject({ method: 'POST', url: '/v1/contracts/review', headers: h, payload: body });
      const r2 = await two.app.inject({ method: 'POST', url: '/v1/contracts/review', headers: h, payload: body });
      expect(r2.headers['idempotent-replayed']).toBe('true');
      expect(r2.json().id).toBe(r1.json().id);
      // A final contract rendered by one instance is served as stored by the other.
      const g1 = await one.app.inject({ method: 'GET', url: `/v1/contracts/${r1.json().id}`, headers: { authorization: `Bearer ${key}` } });
      const g2 = await two.app.inject({ method: 'GET', url: `/v1/contracts/${r1.json().id}`, headers: { authorization: `Bearer ${key}` } });
      expect(g2.body).toBe(g1.body);
    } finally {
      await one.close();
      await two.close();
    }
  });

  // Several instances in one process need an asynchronous database: node:sqlite waits for a busy
  // database synchronously, which would stall the other instance's heartbeats too (in production each
  // instance is its own process).
  describe('several instances, jobs longer than the lease', () => {
    /** An engine whose reviews wait for the test to let them go: jobs as long as the test needs. */
    class GatedEngine extends DocumentEngine {
      reviews = 0;
      private release!: () => void;
      readonly gate = new Promise<void>((r) => (this.release = r));
      constructor() {
        // A real pool: the engine's work (and its start-up) stays off this thread, as in production.
        super({ ...engineOptions(loadConfig({ NODE_ENV: 'test' })), threads: 1 });
      }
      override async review(...args: Parameters<DocumentEngine['review']>) {
        this.reviews++;
        await this.gate;
        return super.review(...args);
      }
      open() {
        this.release();
      }
    }

    it('keeps the lease of a running job by heartbeats, so each job runs once however many instances poll', async () => {
      const url = await cluster.createDatabase();
      // The leases are read and written on the test's clock: a lease runs out when the test moves the clock past
      // it, never because this process stalled under load. The heartbeats themselves run on their own timer (every
      // third of the lease); after each move of the clock the test waits until every lease has been renewed from
      // the new time, then moves it again by less than a lease. Without heartbeats the second move would pass the
      // lease's end, and whichever instance first had a free slot would claim the job a second time.
      const leaseMs = 300;
      const clock = new ManualClock();
      const engine = new GatedEngine();
      const mk = (id: string) => createService(loadConfig({ NODE_ENV: 'test' }, { databaseUrl: url, workers: false, pollIntervalMs: 20, leaseMs, logLevel: 'silent', instanceId: id }), { logger: false, engine, now: clock.now });
      const one = await mk('lease-1');
      const two = await mk('lease-2');
      try {
        const acct = await one.storage.accounts.create('lease');
        const { key } = await createApiKey(one.storage, acct, [...ALL_SCOPES]);
        const headers = { authorization: `Bearer ${key}`, prefer: 'respond-async' };
        const N = 2;
        for (let i = 0; i < N; i++) {
          const r = await one.app.inject({ method: 'POST', url: '/v1/contracts/review', headers, payload: { document: b64(NDA_TEXT + `\nSchedule ${i}.`), document_type: 'nda' } });
          expect(r.statusCode, r.body).toBe(202);
        }
        one.jobs.start();
        two.jobs.start();
        await waitFor('both jobs in hand', () => engine.reviews >= N, undefined, 10);
        /** Whether every job is held with a lease renewed at the clock's present time. */
        const renewedNow = async () => {
          const rows = await one.storage.db.selectFrom('jobs').select(['status', 'lease_until_ms']).execute();
          return rows.length === N && rows.every((j) => j.status === 'processing' && Number(j.lease_until_ms) === clock.now() + leaseMs);
        };
        // Five leases go by in steps of 0.6 of a lease, each step once every lease has been renewed from the time
        // before it: held by heartbeats alone, no job's lease runs out, whatever the two pollers do meanwhile.
        const step = (leaseMs * 3) / 5;
        for (let moved = 0; moved < 5 * leaseMs; moved += step) {
          clock.advance(step);
          await waitFor(`every lease renewed ${moved + step} ms on`, renewedNow, undefined, 10);
        }
        engine.open();
        await waitFor('every job', async () => (await one.storage.db.selectFrom('jobs').select('status').where('status', '!=', 'completed').execute()).length === 0, undefined, 20);
        // Each job was claimed once and reviewed once: no lease ran out while its job was held.
        const jobs = await one.storage.db.selectFrom('jobs').select(['attempts']).execute();
        expect(jobs.map((j) => Number(j.attempts))).toEqual(Array(N).fill(1));
        expect(engine.reviews).toBe(N);
        expect(one.jobs.processed + two.jobs.processed).toBe(N);
        const events = (await one.storage.events.forAccount(acct)).filter((e) => e.type === 'contract.review.completed');
        expect(events).toHaveLength(N);
      } finally {
        engine.open(); // a failed wait leaves the jobs held: let them go, or closing would wait for them for ever
        await one.close();
        await two.close();
        await engine.close();
      }
    });
  });
});
