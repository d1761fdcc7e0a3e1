import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { newId, nowIso } from '../ids.js';
import type { EventInput, Tx } from './types.js';

/** Events, written in the transaction of the change they report (the outbox), with their deliveries. */
export class EventRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Write an event and one pending delivery per subscribed webhook, in the caller's transaction.
   * `onlyWebhook` limits the fan-out to one endpoint (used by POST /webhooks/{id}/test). `now` is the service's clock:
   * the deliveries are due at it, as the delivery worker's claims read it.
   */
  async record(tx: Tx, ev: EventInput, onlyWebhook?: string, now = Date.now()): Promise<Record<string, unknown>> {
    const id = newId('evt');
    const envelope = { id, object: 'event', type: ev.type, created_at: nowIso(now), livemode: ev.livemode, data: { object: ev.object } };
    await tx.insertInto('events').values({ id, account_id: ev.accountId, type: ev.type, payload: JSON.stringify(envelope), created_ms: now }).execute();
    let hooks = tx.selectFrom('webhooks').select(['id', 'events']).where('account_id', '=', ev.accountId).where('deleted_ms', 'is', null).where('status', '=', 'enabled');
    if (onlyWebhook) hooks = hooks.where('id', '=', onlyWebhook);
    for (const h of await hooks.execute()) {
      const subscribed = onlyWebhook ? true : (JSON.parse(h.events) as string[]).includes(ev.type);
      if (!subscribed) continue;
      await tx.insertInto('webhook_deliveries').values({
        id: newId('dlv'), event_id: id, webhook_id: h.id, account_id: ev.accountId, status: 'pending', attempts: 0,
        next_attempt_ms: now, lease_until_ms: null, lease_token: null, last_attempt_ms: null, last_status: null, last_error: null, created_ms: now, updated_ms: now,
      }).execute();
    }
    return envelope;
  }

  forAccount(accountId: string): Promise<{ id: string; type: string; payload: string }[]> {
    return this.db.selectFrom('events').select(['id', 'type', 'payload']).where('account_id', '=', accountId).orderBy('created_ms', 'asc').execute();
  }
}
