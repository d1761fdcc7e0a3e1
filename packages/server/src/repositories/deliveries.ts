import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { newId } from '../ids.js';
import type { DeliveryAttempt, DeliveryClaim, DeliveryRow, Page, Tx } from './types.js';
import type { WebhookRepository } from './webhooks.js';

/** Webhook deliveries: the queue the delivery worker claims from, and each attempt's record. */
export class DeliveryRepository {
  constructor(private readonly db: Kysely<DB>, private readonly dialect: Dialect, private readonly webhooks: WebhookRepository) {}

  /**
   * Claim up to `max` due deliveries with a lease (`FOR UPDATE SKIP LOCKED` on PostgreSQL, one
   * atomic UPDATE on SQLite), skipping the endpoints in `skipWebhooks` (those this instance already
   * has its fill of), and return them with what sending needs. A lease that expired (its process
   * died mid-attempt) makes the delivery due again; the attempt is counted. `now` is the service's clock (src/clock.ts):
   * what is due and when a lease ends are read from it, as the retry's due time was written with it.
   */
  async claim(max: number, leaseMs: number, skipWebhooks: string[] = [], now = Date.now()): Promise<DeliveryClaim[]> {
    const token = newId('dlv', 12);
    const lock = this.dialect === 'postgres' ? sql`for update skip locked` : sql``;
    const skip = skipWebhooks.length ? sql`and webhook_id not in (${sql.join(skipWebhooks)})` : sql``;
    const r = await sql<{ id: string }>`
      update webhook_deliveries set lease_until_ms = ${now + leaseMs}, lease_token = ${token}, attempts = attempts + 1, updated_ms = ${now}
      where id in (
        select id from webhook_deliveries
        where status = 'pending' and next_attempt_ms <= ${now} and (lease_until_ms is null or lease_until_ms < ${now}) ${skip}
        order by next_attempt_ms asc, id asc limit ${max} ${lock}
      )
      returning id`.execute(this.db);
    if (!r.rows.length) return [];
    const rows = await this.db.selectFrom('webhook_deliveries as d')
      .leftJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .leftJoin('events as e', 'e.id', 'd.event_id')
      .select(['d.id', 'd.event_id', 'd.webhook_id', 'd.attempts', 'd.lease_token', 'w.url', 'w.status as webhook_status', 'w.deleted_ms', 'w.secret', 'w.previous_secret',
        'w.previous_secret_expires_ms', 'w.consecutive_failures', 'e.payload'])
      .where('d.id', 'in', r.rows.map((x) => x.id)).where('d.lease_token', '=', token)
      .orderBy('d.next_attempt_ms').orderBy('d.id').execute();
    return rows.map((x) => ({ ...x, attempts: Number(x.attempts), token })) as DeliveryClaim[];
  }

  /** Give a claimed delivery back untouched (the attempt is not counted). */
  async release(id: string, token: string): Promise<void> {
    await this.db.updateTable('webhook_deliveries').set({ lease_until_ms: null, lease_token: null, attempts: sql`attempts - 1` })
      .where('id', '=', id).where('lease_token', '=', token).execute();
  }

  /**
   * Write the result of an attempt, under the claim's lease token: a result that lost its lease (a
   * replay reset the delivery meanwhile) is dropped and `false` returned. A delivery that failed for
   * good counts towards disabling its endpoint; a 410 disables it at once; a success resets the count.
   */
  async recordAttempt(a: DeliveryAttempt, now = Date.now()): Promise<{ recorded: boolean; disabled: 'endpoint_gone' | 'consecutive_failures' | null }> {
    const patch = {
      status: a.outcome === 'retry' ? 'pending' : a.outcome,
      next_attempt_ms: a.outcome === 'retry' ? a.nextAttemptMs! : a.startedMs,
      last_attempt_ms: a.startedMs,
      last_status: a.lastStatus,
      last_error: a.lastError,
      lease_until_ms: null,
      lease_token: null,
      updated_ms: now,
    };
    const write = async (tx: Tx) => Number((await tx.updateTable('webhook_deliveries').set(patch).where('id', '=', a.id).where('lease_token', '=', a.token).executeTakeFirst()).numUpdatedRows) === 1;
    if (a.outcome === 'succeeded') {
      if (!a.resetFailures) return { recorded: await write(this.db), disabled: null };
      return this.db.transaction().execute(async (tx) => {
        if (!(await write(tx))) return { recorded: false, disabled: null };
        await tx.updateTable('webhooks').set({ consecutive_failures: 0 }).where('id', '=', a.webhookId).execute();
        return { recorded: true, disabled: null };
      });
    }
    if (a.outcome === 'retry') return { recorded: await write(this.db), disabled: null };
    return this.db.transaction().execute(async (tx) => {
      if (!(await write(tx))) return { recorded: false, disabled: null };
      if (a.gone) return { recorded: true, disabled: (await this.webhooks.disable(tx, a.webhookId, 'endpoint_gone', now)) ? 'endpoint_gone' : null };
      if (!a.exhausted) return { recorded: true, disabled: null };
      const w = await tx.updateTable('webhooks').set({ consecutive_failures: sql`consecutive_failures + 1` }).where('id', '=', a.webhookId)
        .returning('consecutive_failures').executeTakeFirst();
      if (w && Number(w.consecutive_failures) >= a.disableAfter && (await this.webhooks.disable(tx, a.webhookId, 'consecutive_failures', now))) {
        return { recorded: true, disabled: 'consecutive_failures' };
      }
      return { recorded: true, disabled: null };
    });
  }

  /** An endpoint's deliveries, newest first, with their event's type. Null when the cursor names none of them. */
  async list(accountId: string, webhookId: string, limit: number, startingAfter?: string, status?: string): Promise<Page<DeliveryRow> | null> {
    let q = this.db.selectFrom('webhook_deliveries as d').innerJoin('events as e', 'e.id', 'd.event_id').selectAll('d').select('e.type as event_type')
      .where('d.webhook_id', '=', webhookId).where('d.account_id', '=', accountId);
    if (status) q = q.where('d.status', '=', status);
    if (startingAfter) {
      const cur = await this.db.selectFrom('webhook_deliveries').select(['created_ms', 'id']).where('webhook_id', '=', webhookId).where('account_id', '=', accountId).where('id', '=', startingAfter).executeTakeFirst();
      if (!cur) return null;
      q = q.where((eb) => eb.or([eb('d.created_ms', '<', cur.created_ms), eb.and([eb('d.created_ms', '=', cur.created_ms), eb('d.id', '<', cur.id)])]));
    }
    const rows = (await q.orderBy('d.created_ms', 'desc').orderBy('d.id', 'desc').limit(limit + 1).execute()) as DeliveryRow[];
    const has_more = rows.length > limit;
    const data = rows.slice(0, limit);
    return { data, has_more, next_cursor: has_more ? data[data.length - 1].id : null };
  }

  get(accountId: string, webhookId: string, id: string, tx: Tx = this.db): Promise<DeliveryRow | undefined> {
    return tx.selectFrom('webhook_deliveries as d').innerJoin('events as e', 'e.id', 'd.event_id').selectAll('d').select('e.type as event_type')
      .where('d.id', '=', id).where('d.webhook_id', '=', webhookId).where('d.account_id', '=', accountId).executeTakeFirst() as Promise<DeliveryRow | undefined>;
  }

  /**
   * Queue a delivery again with a fresh schedule (attempts from 0, due now), same event and so the
   * same `webhook-id`. An attempt in flight keeps going, but its result is dropped (its lease token
   * no longer matches). The caller checks that the endpoint is enabled.
   */
  async replay(accountId: string, webhookId: string, id: string, now = Date.now()): Promise<DeliveryRow | undefined> {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx.updateTable('webhook_deliveries')
        .set({ status: 'pending', attempts: 0, next_attempt_ms: now, lease_until_ms: null, lease_token: null, updated_ms: now })
        .where('id', '=', id).where('webhook_id', '=', webhookId).where('account_id', '=', accountId).executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return undefined;
      return this.get(accountId, webhookId, id, tx);
    });
  }
}
