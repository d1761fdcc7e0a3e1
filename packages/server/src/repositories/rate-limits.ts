import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { RateLimitStore } from '../ratelimit.js';

/** Rate-limit counters: one row per (bucket, window), shared by every instance (see ratelimit.ts). */
export class RateLimitRepository implements RateLimitStore {
  constructor(private readonly db: Kysely<DB>) {}

  /** Add `n` units to a rate-limit counter and return the new count (one upsert; see ratelimit.ts). */
  async claim(bucket: string, windowStart: number, n: number): Promise<number> {
    const r = await this.db.insertInto('rate_limits').values({ bucket, window_start: windowStart, count: n })
      .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + excluded.count` }))
      .returning('count').executeTakeFirstOrThrow();
    return Number(r.count);
  }

  async purge(before: number): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
  }
}
