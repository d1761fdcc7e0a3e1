import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { pageOf } from './page.js';
import type { Page, Tx, WebhookRow } from './types.js';

/**
 * Webhook endpoints. Disabling an endpoint (by its owner, or by the delivery worker) also fails the
 * deliveries still pending for it, in the same transaction.
 */
export class WebhookRepository {
  constructor(private readonly db: Kysely<DB>) {}

  list(accountId: string, limit: number, startingAfter?: string): Promise<Page<WebhookRow> | null> {
    return pageOf<WebhookRow>(this.db, 'webhooks', accountId, limit, startingAfter);
  }

  get(accountId: string, id: string, tx: Tx = this.db): Promise<WebhookRow | undefined> {
    return tx.selectFrom('webhooks').selectAll().where('account_id', '=', accountId).where('id', '=', id).where('deleted_ms', 'is', null).executeTakeFirst();
  }

  async insert(row: WebhookRow, tx: Tx = this.db): Promise<void> {
    await tx.insertInto('webhooks').values(row).execute();
  }

  async delete(accountId: string, id: string, now = Date.now()): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx.updateTable('webhooks').set({ deleted_ms: now, status: 'disabled' }).where('account_id', '=', accountId).where('id', '=', id).where('deleted_ms', 'is', null).executeTakeFirst();
      await tx.updateTable('webhook_deliveries').set({ status: 'cancelled', updated_ms: now }).where('webhook_id', '=', id).where('status', '=', 'pending').execute();
      return Number(r.numUpdatedRows) === 1;
    });
  }

  /** Change an endpoint's settings. Returns the new row, or undefined when there is no such webhook. */
  async update(accountId: string, id: string, patch: { url?: string; events?: string[]; description?: string | null; status?: 'enabled' | 'disabled' }): Promise<WebhookRow | undefined> {
    return this.db.transaction().execute(async (tx) => {
      const row = await this.get(accountId, id, tx);
      if (!row) return undefined;
      const now = Date.now();
      const set: Partial<WebhookRow> = {};
      if (patch.url !== undefined) set.url = patch.url;
      if (patch.events !== undefined) set.events = JSON.stringify(patch.events);
      if (patch.description !== undefined) set.description = patch.description;
      if (patch.status === 'enabled' && row.status !== 'enabled') Object.assign(set, { status: 'enabled', disabled_reason: null, consecutive_failures: 0 });
      if (patch.status === 'enabled' && row.status === 'enabled' && Number(row.consecutive_failures) !== 0) set.consecutive_failures = 0;
      if (patch.status === 'disabled' && row.status !== 'disabled') Object.assign(set, { status: 'disabled', disabled_reason: 'paused' });
      if (Object.keys(set).length) await tx.updateTable('webhooks').set(set).where('id', '=', id).execute();
      if (set.status === 'disabled') await this.failPending(tx, id, 'Not sent: the endpoint was disabled.', now);
      return { ...row, ...set } as WebhookRow;
    });
  }

  /**
   * Replace the signing secret. The one replaced keeps signing (a second signature) until
   * `now + overlapMs` (now: the caller's clock, src/clock.ts); 0 drops it at once. A secret still overlapping from an earlier rotation is
   * dropped: at most two secrets sign at any time.
   */
  async rotateSecret(accountId: string, id: string, secret: string, overlapMs: number, now = Date.now()): Promise<WebhookRow | undefined> {
    return this.db.transaction().execute(async (tx) => {
      const row = await this.get(accountId, id, tx);
      if (!row) return undefined;
      // The end of the overlap is kept in whole seconds, so that the API shows the exact moment.
      const until = overlapMs > 0 ? Math.ceil((now + overlapMs) / 1000) * 1000 : null;
      const set = { secret, previous_secret: until === null ? null : row.secret, previous_secret_expires_ms: until };
      await tx.updateTable('webhooks').set(set).where('id', '=', id).execute();
      return { ...row, ...set };
    });
  }

  /**
   * Server-side disabling (410, consecutive failures). Pending deliveries that are not in flight
   * fail at once, so that they can be listed and replayed once the endpoint is enabled again.
   */
  async disable(tx: Tx, webhookId: string, reason: 'endpoint_gone' | 'consecutive_failures', now = Date.now()): Promise<boolean> {
    const r = await tx.updateTable('webhooks').set({ status: 'disabled', disabled_reason: reason })
      .where('id', '=', webhookId).where('status', '=', 'enabled').where('deleted_ms', 'is', null).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await this.failPending(tx, webhookId, `Not sent: the endpoint was disabled (${reason}).`, now);
    return true;
  }

  private async failPending(tx: Tx, webhookId: string, error: string, now: number): Promise<void> {
    await tx.updateTable('webhook_deliveries').set({ status: 'failed', last_error: error, updated_ms: now })
      .where('webhook_id', '=', webhookId).where('status', '=', 'pending')
      .where((eb) => eb.or([eb('lease_until_ms', 'is', null), eb('lease_until_ms', '<', now)])).execute();
  }
}
