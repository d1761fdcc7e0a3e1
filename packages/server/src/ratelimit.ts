/**
 * Rate limits shared by every instance through storage. Two kinds:
 * - `RateLimiter`: fixed windows of the wall clock, batched claims (the API's per-key limit);
 * - `SlidingWindowLimiter`: an exact sliding window, one write per admitted attempt (sign-in).
 *
 * `RateLimiter` counts fixed windows shared by every instance without a write per request.
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

/**
 * Storage of a sliding window: numbered slots per bucket, each holding the time of the last attempt
 * admitted in it (see `SlidingWindowLimiter`).
 */
export interface AttemptSlotStore {
  /** The slots of `bucket` numbered below `limit`, with the time (epoch ms) each holds. */
  slots(bucket: string, limit: number): Promise<Array<{ slot: number; at: number }>>;
  /** Put `now` in the slot if it still holds `seen` (null: if it does not exist yet); true if this call did. */
  take(bucket: string, slot: number, seen: number | null, now: number): Promise<boolean>;
}

export interface SlidingDecision {
  allowed: boolean;
  /** Attempts left in the window after this one, as storage stood when it was read. */
  remaining: number;
  /** Refused: whole seconds until an attempt will be admitted again (if no one else takes it first). 0 when allowed. */
  retryAfter: number;
}

/**
 * A limit that holds over every window of its length, not only over windows of the wall clock: at
 * most `limit` attempts are admitted in any `windowSeconds`, however they straddle a boundary.
 *
 * The state is a log of admitted attempts kept in `limit` slots per bucket. An attempt at time t
 * takes a slot whose attempt is at least a window old (t - at >= window), or one never used, and
 * writes t into it; if every slot holds an attempt of the last window, it is refused. Two attempts
 * in one slot are therefore a window apart or more, so any window holds at most one attempt per
 * slot: at most `limit`. And an attempt is refused only when all `limit` slots hold attempts of the
 * last window, so the limit is exact, not approximated (unlike the sliding-window counter, which
 * weights the previous fixed window's count as if its attempts were spread evenly: an attacker who
 * puts them at its end gets close to twice the limit within one window length).
 *
 * Taking a slot is a compare-and-set in storage, so instances sharing storage hold the limit
 * together: of two instances that saw the same free slot, one gets it and the other reads again.
 * Refused attempts write nothing and are not counted. The cost is one read and one write per
 * admitted attempt; once a bucket is found full, an instance refuses it from memory until its
 * oldest attempt leaves the window (nothing can free a slot sooner), so a flood of refused attempts
 * costs storage nothing. At most `limit` rows per bucket; a slot older than a window is
 * as free as an absent one, so the janitor may delete it. Instances' clocks are assumed to agree
 * to well within a window (as for the fixed windows).
 *
 * Retry-After of a refusal is when the oldest attempt of the window leaves it, rounded up to a
 * whole second: an attempt made then is admitted unless someone else takes that slot first.
 */
export class SlidingWindowLimiter {
  private readonly windowMs: number;
  /**
   * Buckets found full, and when their oldest attempt leaves the window. Until then every attempt
   * is refused without asking storage: a slot's time only ever moves forward, so no instance can
   * free one sooner. Entries are dropped once past (bounded: one per bucket refused in a window).
   */
  private readonly fullUntil = new Map<string, number>();

  constructor(
    private readonly store: AttemptSlotStore,
    readonly limit: number,
    readonly windowSeconds: number,
  ) {
    if (!(limit >= 1) || !(windowSeconds > 0)) throw new Error('a sliding window needs a limit >= 1 and a window > 0');
    this.windowMs = windowSeconds * 1000;
  }

  /** Count one attempt of `bucket` at `now`. */
  async hit(bucket: string, now = Date.now()): Promise<SlidingDecision> {
    const until = this.fullUntil.get(bucket);
    if (until !== undefined) {
      if (now < until) return { allowed: false, remaining: 0, retryAfter: this.retryAfter(until, now) };
      this.fullUntil.delete(bucket);
    }
    if (this.fullUntil.size >= 10_000) for (const [k, t] of this.fullUntil) if (t <= now) this.fullUntil.delete(k);
    // Each failed compare-and-set means another attempt took the slot (or the janitor deleted an
    // expired one), so this ends; the bound only guards against a store that misbehaves.
    for (let tries = 0; tries < this.limit + 16; tries++) {
      const slots = await this.store.slots(bucket, this.limit);
      const free: Array<{ slot: number; at: number | null }> = slots.filter((s) => now - s.at >= this.windowMs);
      if (slots.length < this.limit) {
        const used = new Set(slots.map((s) => s.slot));
        for (let i = 0; i < this.limit && free.length < this.limit; i++) if (!used.has(i)) free.push({ slot: i, at: null });
      }
      if (free.length === 0) {
        // Capped at one window, should another instance's clock run ahead of this one's.
        const until = Math.min(Math.min(...slots.map((s) => s.at)) + this.windowMs, now + this.windowMs);
        this.fullUntil.set(bucket, until);
        return { allowed: false, remaining: 0, retryAfter: this.retryAfter(until, now) };
      }
      // A random free slot, so that concurrent attempts seldom race for the same one.
      const pick = free[Math.floor(Math.random() * free.length)];
      if (await this.store.take(bucket, pick.slot, pick.at, now)) {
        return { allowed: true, remaining: free.length - 1, retryAfter: 0 };
      }
    }
    return { allowed: false, remaining: 0, retryAfter: 1 };
  }

  private retryAfter(until: number, now: number): number {
    return Math.max(1, Math.ceil((until - now) / 1000));
  }
}
