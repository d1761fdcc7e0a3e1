import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from '../clock.js';
import { ApiError } from '../problem.js';
import type { DeliveryClaim, Storage } from '../storage.js';
import { PollingWorker } from '../worker.js';
import { WebhookSender, type AttemptResult } from './http.js';
import { RetrySchedule } from './schedule.js';
import { signatureHeader } from './signing.js';
import { AddressPolicy, checkWebhookUrl } from './url.js';

/**
 * The delivery worker. Events are written to `events`, with one `webhook_deliveries` row per
 * subscribed endpoint, in the same transaction as the state change (storage.events.record): the
 * outbox. This worker drains it, at least once:
 *
 * - each attempt is a POST of the event's JSON, signed per Standard Webhooks: `webhook-id` is the
 *   event id (the same on every attempt), `webhook-timestamp` the attempt's time, and
 *   `webhook-signature` one `v1,` signature per live secret;
 * - a 2xx within the time-out succeeds; anything else (3xx, since redirects are not followed; 4xx;
 *   5xx; time-out; connection error; an address the policy refuses) fails, and is retried on the
 *   schedule (schedule.ts) until the last attempt, after which the delivery is `failed`;
 * - 410 Gone fails the delivery and disables the endpoint (`endpoint_gone`); `disableAfter`
 *   deliveries in a row failed for good disable it too (`consecutive_failures`);
 * - it has its own slots (`concurrency`, and `endpointConcurrency` per endpoint), apart from the
 *   job worker's, so slow or dead endpoints hold delivery slots only, and one endpoint cannot hold
 *   them all.
 */
export interface DeliveryWorkerOptions {
  pollIntervalMs: number;
  timeoutMs: number;
  concurrency: number;
  endpointConcurrency: number;
  schedule: RetrySchedule;
  disableAfter: number;
  devMode: boolean;
  allowlist: string[];
  log: FastifyBaseLogger;
  /**
   * The clock of an attempt (src/clock.ts; the system clock by default): its `webhook-timestamp`, whether
   * the previous secret still signs, and when the retry is due (the retry's delay is added to it).
   */
  now?: Clock;
}

export class DeliveryWorker extends PollingWorker<DeliveryClaim> {
  /** Successful deliveries made by this worker. */
  delivered = 0;
  /** Attempts made by this worker. */
  attempted = 0;
  readonly schedule: RetrySchedule;
  private readonly policy: AddressPolicy;
  private readonly sender: WebhookSender;
  private readonly perEndpoint = new Map<string, number>();
  private readonly now: Clock;

  constructor(private readonly storage: Storage, private readonly opts: DeliveryWorkerOptions) {
    super({ name: 'delivery worker', pollIntervalMs: opts.pollIntervalMs, concurrency: opts.concurrency, log: opts.log });
    this.schedule = opts.schedule;
    this.now = opts.now ?? systemClock;
    this.policy = new AddressPolicy(opts.devMode, opts.allowlist);
    this.sender = new WebhookSender(this.policy, opts.timeoutMs);
  }

  /**
   * The lease of a claim: the time-out plus 5 s for connecting, signing and the writes around it. The slack
   * does not shrink with a short time-out: on a busy machine those steps alone can take longer than a short
   * time-out, and a lease that ran out mid-attempt would let a second worker send the same attempt again. A
   * process that dies mid-attempt leaves the delivery to be claimed again after this.
   */
  private get leaseMs(): number {
    return this.opts.timeoutMs + 5_000;
  }

  protected async claim(max: number): Promise<DeliveryClaim[]> {
    const cap = this.opts.endpointConcurrency;
    const out: DeliveryClaim[] = [];
    // A batch can hold more of one endpoint's deliveries than its share: those go back, and the
    // claim is repeated without the endpoints now full (a few rounds at most).
    for (let round = 0; round < 3 && out.length < max; round++) {
      const full = [...this.perEndpoint].filter(([, n]) => n >= cap).map(([id]) => id);
      const claimed = await this.storage.deliveries.claim(max - out.length, this.leaseMs, full, this.now());
      let released = 0;
      for (const d of claimed) {
        const n = this.perEndpoint.get(d.webhook_id) ?? 0;
        if (n >= cap) {
          released++;
          await this.storage.deliveries.release(d.id, d.token).catch((e) => this.opts.log.warn({ err: e, delivery: d.id }, 'could not release a delivery (its lease will expire)'));
          continue;
        }
        this.perEndpoint.set(d.webhook_id, n + 1);
        out.push(d);
      }
      if (released === 0) break;
    }
    return out;
  }

  protected async handle(d: DeliveryClaim): Promise<void> {
    try {
      await this.attempt(d);
    } finally {
      const n = (this.perEndpoint.get(d.webhook_id) ?? 1) - 1;
      if (n <= 0) this.perEndpoint.delete(d.webhook_id);
      else this.perEndpoint.set(d.webhook_id, n);
    }
  }

  private async attempt(d: DeliveryClaim): Promise<void> {
    const startedMs = this.now();
    const base = { id: d.id, token: d.token, webhookId: d.webhook_id, startedMs, disableAfter: this.opts.disableAfter };
    if (d.url === null || d.deleted_ms !== null || d.payload === null || d.secret === null) {
      await this.storage.deliveries.recordAttempt({ ...base, outcome: 'cancelled', lastStatus: null, lastError: 'Not sent: the webhook was deleted.' }, this.now());
      return;
    }
    if (d.webhook_status !== 'enabled') {
      await this.storage.deliveries.recordAttempt({ ...base, outcome: 'failed', lastStatus: null, lastError: 'Not sent: the endpoint is disabled.' }, this.now());
      return;
    }
    let result: AttemptResult;
    try {
      // The scheme and literal-address rules as configured now (the connection checks addresses).
      const url = await checkWebhookUrl(d.url, { devMode: this.opts.devMode, allowlist: [], policy: this.policy, resolve: false });
      const ts = Math.floor(startedMs / 1000);
      const secrets = [d.secret];
      if (d.previous_secret && d.previous_secret_expires_ms !== null && Number(d.previous_secret_expires_ms) > startedMs) secrets.push(d.previous_secret);
      result = await this.sender.send(url, {
        'content-type': 'application/json',
        'user-agent': 'contract-analysis-webhooks/1',
        'webhook-id': d.event_id,
        'webhook-timestamp': String(ts),
        'webhook-signature': signatureHeader(secrets, d.event_id, ts, d.payload),
      }, d.payload);
    } catch (e) {
      result = { status: null, retryAfterMs: null, error: e instanceof ApiError ? `Not sent: ${e.message}` : `Not sent: ${(e as Error).message}` };
    }
    this.attempted++;
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const common = { ...base, lastStatus: result.status, lastError: result.error };
    let recorded: { recorded: boolean; disabled: string | null };
    if (ok) {
      recorded = await this.storage.deliveries.recordAttempt({ ...common, outcome: 'succeeded', resetFailures: Number(d.consecutive_failures ?? 0) > 0 }, this.now());
      if (recorded.recorded) this.delivered++;
    } else if (result.status === 410) {
      recorded = await this.storage.deliveries.recordAttempt({ ...common, outcome: 'failed', gone: true }, this.now());
    } else {
      const delay = this.schedule.nextDelayMs(d.attempts, result.retryAfterMs);
      recorded = delay === null
        ? await this.storage.deliveries.recordAttempt({ ...common, outcome: 'failed', exhausted: true }, this.now())
        : await this.storage.deliveries.recordAttempt({ ...common, outcome: 'retry', nextAttemptMs: this.now() + delay }, this.now());
    }
    if (recorded.disabled) this.opts.log.warn({ webhook: d.webhook_id, reason: recorded.disabled }, 'webhook endpoint disabled');
    if (!recorded.recorded) this.opts.log.info({ delivery: d.id }, 'delivery attempt result dropped: the delivery was replayed meanwhile');
  }

  /** Stop, then close the HTTP connections (the worker cannot be started again). */
  async close(): Promise<void> {
    await this.stop();
    await this.sender.close();
  }
}
