/**
 * The retry schedule of a delivery. The first attempt is made at once; after each failed attempt
 * the next one waits the schedule's next delay, ±20 % jitter. The default is 8 attempts: at once,
 * then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (27 h 35 min in all, before jitter).
 */
export const DEFAULT_SCHEDULE = '5s,5m,30m,2h,5h,10h,10h';

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** "5s,5m,30m,2h" (units ms, s, m, h; a bare number is seconds) → delays in milliseconds. */
export function parseSchedule(s: string): number[] {
  const out = s.split(',').map((part) => {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(part);
    if (!m) throw new Error(`invalid webhook retry schedule entry ${JSON.stringify(part)} (use e.g. "5s,5m,30m,2h")`);
    return Math.round(Number(m[1]) * UNITS[m[2] ?? 's']);
  });
  if (!out.length) throw new Error('the webhook retry schedule is empty');
  return out;
}

export interface ScheduleOptions {
  /** Delays between attempts, in milliseconds: attempts = delays.length + 1. */
  delaysMs: number[];
  /** Multiplies every delay (tests compress the schedule with e.g. 0.001). */
  scale?: number;
  /** ±fraction of jitter on every delay (0.2). */
  jitter?: number;
  /** The most a `Retry-After` can postpone the next attempt by (1 h). */
  retryAfterCapMs?: number;
}

export class RetrySchedule {
  readonly delaysMs: number[];
  readonly jitter: number;
  readonly retryAfterCapMs: number;

  constructor(opts: ScheduleOptions) {
    const scale = opts.scale ?? 1;
    this.delaysMs = opts.delaysMs.map((d) => Math.round(d * scale));
    this.jitter = opts.jitter ?? 0.2;
    this.retryAfterCapMs = opts.retryAfterCapMs ?? 3_600_000;
  }

  get maxAttempts(): number {
    return this.delaysMs.length + 1;
  }

  /** The schedule's total, before jitter. */
  get totalMs(): number {
    return this.delaysMs.reduce((a, b) => a + b, 0);
  }

  /**
   * How long to wait after the `attempt`-th attempt (1-based) failed, or null when that was the
   * last. A `Retry-After` is honoured within bounds: it can postpone the attempt (by at most
   * `retryAfterCapMs`), never bring it forward of the schedule.
   */
  nextDelayMs(attempt: number, retryAfterMs: number | null = null, random = Math.random): number | null {
    if (attempt >= this.maxAttempts) return null;
    const base = this.delaysMs[Math.max(0, attempt - 1)];
    const delay = Math.round(base * (1 + this.jitter * (2 * random() - 1)));
    if (retryAfterMs === null) return delay;
    return Math.max(delay, Math.min(retryAfterMs, this.retryAfterCapMs));
  }
}
