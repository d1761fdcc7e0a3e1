import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../storage.js';
import { sign } from './signing.js';
import { checkWebhookUrl } from './url.js';

/**
 * The delivery seam: events are written to `events` and one row per subscribed endpoint to
 * `webhook_deliveries` in the same transaction as the state change (storage.recordEvent). This
 * worker drains that queue: a signed POST per delivery, retried with exponential backoff and jitter
 * on any non-2xx answer or time-out, at most MAX_ATTEMPTS times (about a day).
 */
export const MAX_ATTEMPTS = 10;

export function backoffMs(attempt: number): number {
  const base = Math.min(5_000 * 2 ** (attempt - 1), 6 * 3600_000);
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

export class DeliveryWorker {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  delivered = 0;

  constructor(private readonly storage: Storage, private readonly opts: { pollIntervalMs: number; timeoutMs?: number; devMode: boolean; allowlist: string[]; log: FastifyBaseLogger }) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  kick(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let worked = false;
      try {
        worked = await this.runOnce();
      } catch (e) {
        this.opts.log.error({ err: e }, 'delivery worker error');
      }
      if (!worked && this.running) {
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, this.opts.pollIntervalMs);
          this.wake = () => {
            clearTimeout(t);
            resolve();
          };
        });
        this.wake = null;
      }
    }
  }

  async runOnce(): Promise<boolean> {
    const timeoutMs = this.opts.timeoutMs ?? 10_000;
    const d = await this.storage.claimDelivery(timeoutMs * 3);
    if (!d) return false;
    const target = await this.storage.deliveryTarget(d.id);
    if (!target) {
      await this.storage.finishDelivery(d.id, { status: 'cancelled', last_status: null, last_error: 'webhook or event gone' });
      return true;
    }
    let status: number | null = null;
    let error: string | null = null;
    try {
      await checkWebhookUrl(target.url, { devMode: this.opts.devMode, allowlist: this.opts.allowlist });
      const ts = Math.floor(Date.now() / 1000);
      const res = await fetch(target.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'contract-analysis-webhooks/1',
          'webhook-id': target.event_id,
          'webhook-timestamp': String(ts),
          'webhook-signature': sign(target.secret, target.event_id, ts, target.payload),
        },
        body: target.payload,
      });
      status = res.status;
      await res.body?.cancel().catch(() => {});
    } catch (e) {
      error = (e as Error).message ?? String(e);
    }
    if (status !== null && status >= 200 && status < 300) {
      await this.storage.finishDelivery(d.id, { status: 'delivered', last_status: status, last_error: null });
      this.delivered++;
    } else if (d.attempts >= MAX_ATTEMPTS) {
      await this.storage.finishDelivery(d.id, { status: 'failed', last_status: status, last_error: error });
    } else {
      await this.storage.finishDelivery(d.id, { status: 'pending', next_attempt_ms: Date.now() + backoffMs(d.attempts), last_status: status, last_error: error });
    }
    return true;
  }
}
