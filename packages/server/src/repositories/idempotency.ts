import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { IdempotencyRecord } from './types.js';

/** Idempotency records: a claim while the request runs, then the response kept for replay. */
export class IdempotencyRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Claim a key for a request. Returns null when the request now owns it: the key was free, or an
   * in-progress claim for the same request lapsed (its owner died) and is taken over. Otherwise the
   * existing record: done (replay), in progress, or made by a different request.
   */
  async claim(c: { accountId: string; key: string; hash: string; owner: string; ttlMs: number; lockMs: number }): Promise<IdempotencyRecord | null> {
    const now = Date.now();
    await this.db.deleteFrom('idempotency_keys').where('account_id', '=', c.accountId).where('key', '=', c.key).where('expires_ms', '<', now).execute();
    const ins = await this.db.insertInto('idempotency_keys')
      .values({ account_id: c.accountId, key: c.key, request_hash: c.hash, status: 'in_progress', response_status: null, response_headers: null, response_body: null, created_ms: now, expires_ms: now + c.ttlMs, owner: c.owner, locked_until_ms: now + c.lockMs })
      .onConflict((oc) => oc.columns(['account_id', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(ins.numInsertedOrUpdatedRows ?? 0n) === 1) return null;
    // Take over a lapsed claim of the same request: one conditional UPDATE, so of several retries
    // racing for it exactly one wins.
    const took = await this.db.updateTable('idempotency_keys')
      .set({ owner: c.owner, locked_until_ms: now + c.lockMs, expires_ms: now + c.ttlMs })
      .where('account_id', '=', c.accountId).where('key', '=', c.key).where('status', '=', 'in_progress').where('request_hash', '=', c.hash)
      .where((eb) => eb.or([eb('locked_until_ms', 'is', null), eb('locked_until_ms', '<', now)]))
      .executeTakeFirst();
    if (Number(took.numUpdatedRows) === 1) return null;
    const rec = await this.db.selectFrom('idempotency_keys').select(['request_hash', 'status', 'response_status', 'response_headers', 'response_body', 'expires_ms', 'locked_until_ms'])
      .where('account_id', '=', c.accountId).where('key', '=', c.key).executeTakeFirst();
    if (!rec) return this.claim(c);
    return { ...rec, locked_until_ms: rec.locked_until_ms === null ? null : Number(rec.locked_until_ms) };
  }

  /** Record the response of the request that owns the claim (a request whose claim was taken over records nothing). */
  async complete(accountId: string, key: string, owner: string, status: number, headers: Record<string, string>, body: string): Promise<boolean> {
    const r = await this.db.updateTable('idempotency_keys')
      .set({ status: 'done', response_status: status, response_headers: JSON.stringify(headers), response_body: body, owner: null, locked_until_ms: null })
      .where('account_id', '=', accountId).where('key', '=', key).where('owner', '=', owner).where('status', '=', 'in_progress').executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async release(accountId: string, key: string, owner: string): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('account_id', '=', accountId).where('key', '=', key).where('status', '=', 'in_progress').where('owner', '=', owner).execute();
  }

  async purge(now = Date.now()): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('expires_ms', '<', now).execute();
  }
}
