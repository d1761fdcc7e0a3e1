import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { AttemptSlotStore, RateLimitStore } from '../ratelimit.js';

/**
 * Rate-limit state shared by every instance (see ratelimit.ts): the fixed windows' counters
 * (`rate_limits`, one row per bucket and window) and the sliding windows' attempt slots
 * (`rate_limit_slots`, at most `limit` rows per bucket).
 */
export class RateLimitRepository implements RateLimitStore, AttemptSlotStore {
  constructor(private readonly db: Kysely<DB>) {}

  /** Add `n` units to a rate-limit counter and return the new count (one upsert; see ratelimit.ts). */
  async claim(bucket: string, windowStart: number, n: number): Promise<number> {
    const r = await this.db.insertInto('rate_limits').values({ bucket, window_start: windowStart, count: n })
      .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + excluded.count` }))
      .returning('count').executeTakeFirstOrThrow();
    return Number(r.count);
  }

  async slots(bucket: string, limit: number): Promise<Array<{ slot: number; at: number }>> {
    const rows = await this.db.selectFrom('rate_limit_slots').select(['slot', 'at_ms'])
      .where('bucket', '=', bucket).where('slot', '<', limit).execute();
    return rows.map((r) => ({ slot: Number(r.slot), at: Number(r.at_ms) }));
  }

  /**
   * Compare-and-set: the slot gets `now` only if it still holds `seen` (or, with `seen` null, if it
   * does not exist yet). Two instances that read the same free slot cannot both take it: on
   * PostgreSQL the second UPDATE waits for the first and then finds `at_ms` changed; SQLite runs
   * writes one at a time.
   */
  async take(bucket: string, slot: number, seen: number | null, now: number): Promise<boolean> {
    if (seen === null) {
      const r = await this.db.insertInto('rate_limit_slots').values({ bucket, slot, at_ms: now })
        .onConflict((oc) => oc.columns(['bucket', 'slot']).doNothing())
        .returning('slot').executeTakeFirst();
      return r !== undefined;
    }
    const r = await this.db.updateTable('rate_limit_slots').set({ at_ms: now })
      .where('bucket', '=', bucket).where('slot', '=', slot).where('at_ms', '=', seen)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Forget the counters of windows that started before `before`. */
  async purge(before: number): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
  }

  /** Forget attempt slots last used before `before` (an absent slot is as free as an expired one). */
  async purgeSlots(before: number): Promise<void> {
    await this.db.deleteFrom('rate_limit_slots').where('at_ms', '<', before).execute();
  }
}
