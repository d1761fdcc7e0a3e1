/**
 * Fixed-window rate limits, shared by every instance through storage, without a write per request.
 *
 * The counter of a (bucket, window) lives in storage (`rate_limits`). An instance does not add 1 to it
 * for every request: it claims a batch of units with one upsert (`count = count + n RETURNING count`)
 * and spends them locally. Of the n units it asked for, it owns those that were still under the limit
 * (`limit - (count - n)`, at most n), so the sum of units owned by all instances never exceeds the
 * limit: the limit holds exactly across any number of instances.
 *
 * The batch starts at 1 in each window and doubles with each claim, up to `maxBatch` (by default 5%
 * of the limit, and at most 100). A key that sends a few requests a minute therefore costs what it
 * did before (one upsert per request); a busy key costs one upsert per `maxBatch` requests.
 *
 * The trade-off: units an instance claimed and did not spend are lost for the rest of the window.
 * An instance never holds more than `maxBatch - 1` unspent units, so with k instances a key can be
 * refused early by at most k × (maxBatch - 1) requests per window (k × 5% of the limit), and never
 * admitted beyond the limit. The `RateLimit` header's `r` is this instance's view (exact with one
 * instance). Once the shared count has passed the limit, the window is known to be spent and later
 * requests are refused without asking storage again until the window ends.
 */

export interface RateLimitStore {
  /** Add `n` to the counter of (bucket, windowStart) and return the new count. */
  claim(bucket: string, windowStart: number, n: number): Promise<number>;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Requests left in this window, as this instance sees it. */
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
}

interface BucketState {
  window: number;
  /** Units this instance owns in this window (cumulative). */
  owned: number;
  /** Units this instance has spent in this window. */
  used: number;
  /** The shared count after this instance's last claim. */
  seen: number;
  nextBatch: number;
  exhausted: boolean;
  pending: Promise<void> | null;
}

export class RateLimiter {
  private readonly buckets = new Map<string, BucketState>();
  private readonly windowMs: number;
  private readonly maxBatch: number;
  private currentWindow = 0;

  constructor(
    private readonly store: RateLimitStore,
    readonly limit: number,
    readonly windowSeconds: number,
    maxBatch?: number,
  ) {
    this.windowMs = windowSeconds * 1000;
    this.maxBatch = Math.max(1, Math.floor(maxBatch ?? Math.min(100, limit * 0.05)));
  }

  /** Count one request of `bucket`. */
  async hit(bucket: string, now = Date.now()): Promise<RateLimitDecision> {
    const window = now - (now % this.windowMs);
    const reset = Math.max(1, Math.ceil((window + this.windowMs - now) / 1000));
    if (window !== this.currentWindow) this.rollWindow(window);
    let s = this.buckets.get(bucket);
    if (!s || s.window !== window) {
      s = { window, owned: 0, used: 0, seen: 0, nextBatch: 1, exhausted: false, pending: null };
      this.buckets.set(bucket, s);
    }
    for (;;) {
      if (s.used < s.owned) {
        s.used++;
        return { allowed: true, remaining: this.remaining(s), reset };
      }
      if (s.exhausted) return { allowed: false, remaining: 0, reset };
      await (s.pending ??= this.claim(bucket, s));
    }
  }

  private async claim(bucket: string, s: BucketState): Promise<void> {
    try {
      const n = s.nextBatch;
      const count = await this.store.claim(bucket, s.window, n);
      const got = Math.max(0, Math.min(n, this.limit - (count - n)));
      s.owned += got;
      s.seen = Math.max(s.seen, count);
      if (count >= this.limit) s.exhausted = true;
      s.nextBatch = Math.min(this.maxBatch, n * 2);
    } finally {
      s.pending = null;
    }
  }

  private remaining(s: BucketState): number {
    return Math.max(0, Math.min(this.limit, this.limit - Math.min(s.seen, this.limit) + (s.owned - s.used)));
  }

  /** Forget buckets of past windows (bounded memory: only the buckets seen in this window remain). */
  private rollWindow(window: number): void {
    this.currentWindow = window;
    for (const [k, s] of this.buckets) if (s.window < window) this.buckets.delete(k);
  }
}
