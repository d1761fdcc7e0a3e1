import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { DocumentEngine, engineOptions } from './docpool.js';
import { JobWorker } from './jobs.js';
import { Storage } from './storage.js';
import { DeliveryWorker } from './webhooks/delivery.js';
import { parseSchedule, RetrySchedule } from './webhooks/schedule.js';

/** The delivery retry schedule a configuration describes. */
export function scheduleFrom(config: Config): RetrySchedule {
  return new RetrySchedule({ delaysMs: parseSchedule(config.webhookSchedule), scale: config.webhookScheduleScale, retryAfterCapMs: config.webhookRetryAfterMaxSeconds * 1000 });
}

export interface Service {
  app: FastifyInstance;
  storage: Storage;
  jobs: JobWorker;
  /** Document parsing and analysis, off the event loop. */
  engine: DocumentEngine;
  deliveries: DeliveryWorker;
  /**
   * One round of housekeeping now (it also runs every 5 minutes): expired idempotency records, old rate-limit windows,
   * dead access tokens and sessions, all judged by the service's clock, so that a test moves the clock and runs it.
   */
  housekeep(): Promise<void>;
  /** Drain: stop accepting requests, finish in-flight requests and the job in hand, close storage. */
  close(): Promise<void>;
}

/** Storage + HTTP app + background workers, wired together. */
export async function createService(config: Config, opts: { logger?: boolean | Record<string, unknown>; storage?: Storage; engine?: DocumentEngine; now?: Clock } = {}): Promise<Service> {
  // A bad schedule in the environment fails the start, before anything is opened.
  const schedule = scheduleFrom(config);
  const storage = opts.storage ?? (await Storage.open({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, dataDir: config.dataDir }));
  // A given engine (an embedding application's, or a test's) belongs to the caller, who closes it.
  const engine = opts.engine ?? new DocumentEngine(engineOptions(config));
  let jobs!: JobWorker;
  let deliveries!: DeliveryWorker;
  const app = await buildApp({
    storage,
    config,
    engine,
    logger: opts.logger,
    now: opts.now,
    kick: () => {
      jobs?.kick();
      deliveries?.kick();
    },
  });
  jobs = new JobWorker(storage, { owner: config.instanceId, leaseMs: config.leaseMs, pollIntervalMs: config.pollIntervalMs, log: app.log, engine, onEvent: () => deliveries?.kick(), now: opts.now });
  deliveries = new DeliveryWorker(storage, {
    pollIntervalMs: config.pollIntervalMs,
    timeoutMs: config.webhookTimeoutMs,
    concurrency: config.webhookConcurrency,
    endpointConcurrency: config.webhookEndpointConcurrency,
    schedule,
    disableAfter: config.webhookDisableAfter,
    devMode: config.devMode,
    allowlist: config.webhookAllowlist,
    log: app.log,
    now: opts.now,
  });
  if (config.workers) {
    jobs.start();
    deliveries.start();
  }
  // Housekeeping: expired idempotency records, old rate-limit windows, dead access tokens and sessions, by the
  // service's clock (the system clock unless one is given).
  const clock = opts.now ?? systemClock;
  const housekeep = async (): Promise<void> => {
    const now = clock();
    await Promise.all([
      storage.idempotency.purge(now),
      storage.rateLimits.purge(now - 2 * config.rateWindowSeconds * 1000),
      // A slot older than the sign-in window is free anyway; twice the window leaves room for clocks that differ.
      storage.rateLimits.purgeSlots(now - 2 * config.loginWindowSeconds * 1000),
      storage.credentials.purgeExpiredTokens(now),
      storage.sessions.purge(config.sessionIdleSeconds * 1000, now),
    ]);
  };
  const janitor = setInterval(() => {
    housekeep().catch((e) => app.log.warn({ err: e }, 'housekeeping failed'));
  }, 5 * 60_000);
  janitor.unref();
  let closed = false;
  return {
    app,
    storage,
    jobs,
    engine,
    deliveries,
    housekeep,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(janitor);
      await app.close();
      await Promise.all([jobs.stop(), deliveries.close()]);
      if (!opts.engine) await engine.close();
      if (!opts.storage) await storage.close();
    },
  };
}
