import { CompiledQuery, sql, type Kysely, type Transaction, type Selectable } from 'kysely';
import { openDatabase, type Dialect } from './db/index.js';
import type { SqliteReader } from './db/sqlite.js';
import type { DB, ContractsTable, DraftsTable, PlaybooksTable, WebhooksTable, JobsTable, CredentialsTable, DeliveriesTable } from './db/schema.js';
import { newId, nowIso } from './ids.js';

/**
 * The one storage interface of the server. Kysely is the query layer; the same code runs on the
 * embedded SQLite database (node:sqlite) and on PostgreSQL. Everything needed for correctness lives
 * here: idempotency records, rate-limit counters, jobs, the event outbox and the delivery queue.
 */

export type Tx = Kysely<DB> | Transaction<DB>;
export type ContractRow = Selectable<ContractsTable>;
export type DraftRow = Selectable<DraftsTable>;
export type PlaybookRow = Selectable<PlaybooksTable>;
export type WebhookRow = Selectable<WebhooksTable>;
export type JobRow = Selectable<JobsTable>;
export type CredentialRow = Selectable<CredentialsTable>;

export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

export interface IdempotencyRecord {
  request_hash: string;
  status: string;
  response_status: number | null;
  response_headers: string | null;
  response_body: string | null;
  expires_ms: number;
  locked_until_ms: number | null;
}

export type DeliveryRow = Selectable<DeliveriesTable> & { event_type: string };

/** A claimed delivery with what an attempt needs (webhook and event columns are null when gone). */
export interface DeliveryClaim {
  id: string;
  event_id: string;
  webhook_id: string;
  /** Attempts including this one. */
  attempts: number;
  token: string;
  url: string | null;
  webhook_status: string | null;
  deleted_ms: number | null;
  secret: string | null;
  previous_secret: string | null;
  previous_secret_expires_ms: number | null;
  consecutive_failures: number | null;
  payload: string | null;
}

export interface DeliveryAttempt {
  id: string;
  token: string;
  webhookId: string;
  startedMs: number;
  outcome: 'succeeded' | 'retry' | 'failed' | 'cancelled';
  nextAttemptMs?: number;
  lastStatus: number | null;
  lastError: string | null;
  /** 410: disable the endpoint. */
  gone?: boolean;
  /** The last attempt of the schedule failed. */
  exhausted?: boolean;
  /** The endpoint had failures counted (a success resets them). */
  resetFailures?: boolean;
  /** Failed-for-good deliveries in a row that disable the endpoint. */
  disableAfter: number;
}

export interface EventInput {
  accountId: string;
  type: string;
  livemode: boolean;
  object: unknown;
}

type Paged = 'contracts' | 'playbooks' | 'webhooks';

export class Storage {
  /** SQL text of hot queries, compiled once per dialect. */
  private readonly compiled: Record<string, string> = {};

  private reader: SqliteReader | undefined;

  constructor(readonly db: Kysely<DB>, readonly dialect: Dialect, readonly where: string, private readonly openReader?: () => SqliteReader) {}

  static async open(opts: { databaseUrl?: string; sqliteFile?: string; dataDir?: string }): Promise<Storage> {
    const d = await openDatabase(opts);
    return new Storage(d.db, d.dialect, d.where, d.reader);
  }

  async close(): Promise<void> {
    this.reader?.close();
    this.reader = undefined;
    await this.db.destroy();
  }

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  transaction<T>(fn: (tx: Transaction<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  // ---- accounts and credentials ----

  async createAccount(name: string, id = newId('acct')): Promise<string> {
    await this.db.insertInto('accounts').values({ id, name, created_ms: Date.now() }).onConflict((oc) => oc.column('id').doNothing()).execute();
    return id;
  }

  async accountExists(id: string): Promise<boolean> {
    return !!(await this.db.selectFrom('accounts').select('id').where('id', '=', id).executeTakeFirst());
  }

  async countCredentials(kind: string): Promise<number> {
    const r = await this.db.selectFrom('credentials').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', kind).executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  async insertCredential(row: Omit<CredentialRow, 'id' | 'created_ms' | 'revoked_ms'> & { id?: string }): Promise<string> {
    const id = row.id ?? newId('key');
    await this.db.insertInto('credentials').values({ ...row, id, revoked_ms: null, created_ms: Date.now() }).execute();
    return id;
  }

  findCredentialByHash(hash: string): Promise<CredentialRow | undefined> {
    return this.db.selectFrom('credentials').selectAll().where('hash', '=', hash).executeTakeFirst();
  }

  findClient(clientId: string): Promise<CredentialRow | undefined> {
    return this.db.selectFrom('credentials').selectAll().where('id', '=', clientId).where('kind', '=', 'client').executeTakeFirst();
  }

  async revokeCredentials(prefix: string): Promise<number> {
    const now = Date.now();
    const r = await this.db.updateTable('credentials').set({ revoked_ms: now })
      .where((eb) => eb.or([eb('prefix', '=', prefix), eb('id', '=', prefix)]))
      .where('revoked_ms', 'is', null).executeTakeFirst();
    // Tokens issued to a revoked client die with it.
    await this.db.updateTable('credentials').set({ revoked_ms: now }).where('client_id', '=', prefix).where('revoked_ms', 'is', null).execute();
    return Number(r.numUpdatedRows);
  }

  async purgeExpiredTokens(now = Date.now()): Promise<void> {
    await this.db.deleteFrom('credentials').where('kind', '=', 'token').where('expires_ms', '<', now - 3600_000).execute();
  }

  // ---- rate limits (fixed window, shared by every instance) ----

  /** Add `n` units to a rate-limit counter and return the new count (one upsert; see ratelimit.ts). */
  async claimRateLimit(bucket: string, windowStart: number, n: number): Promise<number> {
    const r = await this.db.insertInto('rate_limits').values({ bucket, window_start: windowStart, count: n })
      .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + excluded.count` }))
      .returning('count').executeTakeFirstOrThrow();
    return Number(r.count);
  }

  async purgeRateLimits(before: number): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
  }

  // ---- idempotency ----

  /**
   * Claim a key for a request. Returns null when the request now owns it: the key was free, or an
   * in-progress claim for the same request lapsed (its owner died) and is taken over. Otherwise the
   * existing record: done (replay), in progress, or made by a different request.
   */
  async claimIdempotencyKey(c: { accountId: string; key: string; hash: string; owner: string; ttlMs: number; lockMs: number }): Promise<IdempotencyRecord | null> {
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
    if (!rec) return this.claimIdempotencyKey(c);
    return { ...rec, locked_until_ms: rec.locked_until_ms === null ? null : Number(rec.locked_until_ms) };
  }

  /** Record the response of the request that owns the claim (a request whose claim was taken over records nothing). */
  async completeIdempotencyKey(accountId: string, key: string, owner: string, status: number, headers: Record<string, string>, body: string): Promise<boolean> {
    const r = await this.db.updateTable('idempotency_keys')
      .set({ status: 'done', response_status: status, response_headers: JSON.stringify(headers), response_body: body, owner: null, locked_until_ms: null })
      .where('account_id', '=', accountId).where('key', '=', key).where('owner', '=', owner).where('status', '=', 'in_progress').executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async releaseIdempotencyKey(accountId: string, key: string, owner: string): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('account_id', '=', accountId).where('key', '=', key).where('status', '=', 'in_progress').where('owner', '=', owner).execute();
  }

  async purgeIdempotency(now = Date.now()): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('expires_ms', '<', now).execute();
  }

  // ---- generic pagination, newest first ----

  async page<T extends Paged>(table: T, accountId: string, limit: number, startingAfter: string | undefined, filters: Record<string, string | undefined> = {}): Promise<Page<any> | null> {
    let q = (this.db.selectFrom(table as any) as any).selectAll().where('account_id', '=', accountId);
    if (table === 'webhooks') q = q.where('deleted_ms', 'is', null);
    for (const [k, v] of Object.entries(filters)) if (v !== undefined) q = q.where(k, '=', v);
    if (startingAfter) {
      const cur = await (this.db.selectFrom(table as any) as any).select(['created_ms', 'id']).where('account_id', '=', accountId).where('id', '=', startingAfter).executeTakeFirst();
      if (!cur) return null;
      q = q.where((eb: any) => eb.or([eb('created_ms', '<', cur.created_ms), eb.and([eb('created_ms', '=', cur.created_ms), eb('id', '<', cur.id)])]));
    }
    const rows = await q.orderBy('created_ms', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
    const has_more = rows.length > limit;
    const data = rows.slice(0, limit);
    return { data, has_more, next_cursor: has_more ? data[data.length - 1].id : null };
  }

  // ---- contracts ----

  getContract(accountId: string, id: string, tx: Tx = this.db): Promise<ContractRow | undefined> {
    return tx.selectFrom('contracts').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
  }

  /**
   * The stored rendering of a final contract (see migration 0002), or undefined. This is the read
   * behind every GET /contracts/{id} of a finished contract, so its SQL is compiled once.
   */
  async getContractBody(accountId: string, id: string): Promise<{ body_key: string; body: Uint8Array } | undefined> {
    // Compiled with stand-in values; the parameters are bound in the same order below.
    const q = (this.compiled.contractBody ??= this.db.selectFrom('contract_bodies').select(['body_key', 'body'])
      .where('contract_id', '=', 'id').where('account_id', '=', 'account').compile().sql);
    if (this.openReader) return (this.reader ??= this.openReader()).get(q, [id, accountId]);
    const r = await this.db.executeQuery<{ body_key: string; body: Uint8Array }>(CompiledQuery.raw(q, [id, accountId]));
    return r.rows[0];
  }

  /** Keep the rendering of a contract in a final state (the caller checks the state). */
  async putContractBody(accountId: string, id: string, key: string, body: Uint8Array): Promise<void> {
    await this.db.insertInto('contract_bodies').values({ contract_id: id, account_id: accountId, body_key: key, body })
      .onConflict((oc) => oc.column('contract_id').doUpdateSet({ body_key: key, body })).execute();
  }

  getContractById(id: string, tx: Tx = this.db): Promise<ContractRow | undefined> {
    return tx.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertContract(row: ContractRow, tx: Tx = this.db): Promise<void> {
    await tx.insertInto('contracts').values(row).execute();
  }

  async updateContract(id: string, patch: Partial<ContractRow>, tx: Tx = this.db): Promise<void> {
    await tx.updateTable('contracts').set(patch).where('id', '=', id).execute();
  }

  /** Completed reviews of an account, for live benchmark figures. */
  completedReviews(accountId: string, documentTypes?: string[]): Promise<Pick<ContractRow, 'document_type' | 'key_terms' | 'clauses'>[]> {
    let q = this.db.selectFrom('contracts').select(['document_type', 'key_terms', 'clauses']).where('account_id', '=', accountId).where('status', '=', 'completed');
    if (documentTypes?.length) q = q.where('document_type', 'in', documentTypes);
    return q.orderBy('created_ms', 'desc').limit(10_000).execute();
  }

  // ---- drafts ----

  getDraft(accountId: string, id: string, tx: Tx = this.db): Promise<DraftRow | undefined> {
    return tx.selectFrom('drafts').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
  }

  getDraftById(id: string, tx: Tx = this.db): Promise<DraftRow | undefined> {
    return tx.selectFrom('drafts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertDraft(row: DraftRow, tx: Tx = this.db): Promise<void> {
    await tx.insertInto('drafts').values(row).execute();
  }

  async updateDraft(id: string, patch: Partial<DraftRow>, tx: Tx = this.db): Promise<void> {
    await tx.updateTable('drafts').set(patch).where('id', '=', id).execute();
  }

  // ---- playbooks ----

  getPlaybook(accountId: string, id: string, tx: Tx = this.db): Promise<PlaybookRow | undefined> {
    return tx.selectFrom('playbooks').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
  }

  /**
   * Read a playbook to change it, in the caller's transaction: on PostgreSQL the row is locked
   * (FOR UPDATE), so concurrent changes queue behind each other instead of conflicting; on SQLite
   * the transaction already has the database to itself.
   */
  lockPlaybook(tx: Transaction<DB>, accountId: string, id: string): Promise<PlaybookRow | undefined> {
    const q = tx.selectFrom('playbooks').selectAll().where('account_id', '=', accountId).where('id', '=', id);
    return (this.dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
  }

  async insertPlaybook(row: PlaybookRow, tx: Tx = this.db): Promise<void> {
    await tx.insertInto('playbooks').values(row).execute();
  }

  /** Optimistic update: succeeds only when the version is still `fromVersion`. */
  async updatePlaybook(id: string, fromVersion: number, patch: Partial<PlaybookRow>, tx: Tx = this.db): Promise<boolean> {
    const r = await tx.updateTable('playbooks').set(patch).where('id', '=', id).where('version', '=', fromVersion).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  // ---- webhooks ----

  getWebhook(accountId: string, id: string, tx: Tx = this.db): Promise<WebhookRow | undefined> {
    return tx.selectFrom('webhooks').selectAll().where('account_id', '=', accountId).where('id', '=', id).where('deleted_ms', 'is', null).executeTakeFirst();
  }

  async insertWebhook(row: WebhookRow, tx: Tx = this.db): Promise<void> {
    await tx.insertInto('webhooks').values(row).execute();
  }

  async deleteWebhook(accountId: string, id: string): Promise<boolean> {
    return this.transaction(async (tx) => {
      const r = await tx.updateTable('webhooks').set({ deleted_ms: Date.now(), status: 'disabled' }).where('account_id', '=', accountId).where('id', '=', id).where('deleted_ms', 'is', null).executeTakeFirst();
      await tx.updateTable('webhook_deliveries').set({ status: 'cancelled', updated_ms: Date.now() }).where('webhook_id', '=', id).where('status', '=', 'pending').execute();
      return Number(r.numUpdatedRows) === 1;
    });
  }

  /** Change an endpoint's settings. Returns the new row, or undefined when there is no such webhook. */
  async updateWebhook(accountId: string, id: string, patch: { url?: string; events?: string[]; description?: string | null; status?: 'enabled' | 'disabled' }): Promise<WebhookRow | undefined> {
    return this.transaction(async (tx) => {
      const row = await this.getWebhook(accountId, id, tx);
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
      if (set.status === 'disabled') await this.failPendingDeliveries(tx, id, 'Not sent: the endpoint was disabled.', now);
      return { ...row, ...set } as WebhookRow;
    });
  }

  /**
   * Replace the signing secret. The one replaced keeps signing (a second signature) until
   * `now + overlapMs`; 0 drops it at once. A secret still overlapping from an earlier rotation is
   * dropped: at most two secrets sign at any time.
   */
  async rotateWebhookSecret(accountId: string, id: string, secret: string, overlapMs: number): Promise<WebhookRow | undefined> {
    return this.transaction(async (tx) => {
      const row = await this.getWebhook(accountId, id, tx);
      if (!row) return undefined;
      // The end of the overlap is kept in whole seconds, so that the API shows the exact moment.
      const until = overlapMs > 0 ? Math.ceil((Date.now() + overlapMs) / 1000) * 1000 : null;
      const set = { secret, previous_secret: until === null ? null : row.secret, previous_secret_expires_ms: until };
      await tx.updateTable('webhooks').set(set).where('id', '=', id).execute();
      return { ...row, ...set };
    });
  }

  /**
   * Server-side disabling (410, consecutive failures). Pending deliveries that are not in flight
   * fail at once, so that they can be listed and replayed once the endpoint is enabled again.
   */
  async disableWebhook(tx: Tx, webhookId: string, reason: 'endpoint_gone' | 'consecutive_failures', now = Date.now()): Promise<boolean> {
    const r = await tx.updateTable('webhooks').set({ status: 'disabled', disabled_reason: reason })
      .where('id', '=', webhookId).where('status', '=', 'enabled').where('deleted_ms', 'is', null).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await this.failPendingDeliveries(tx, webhookId, `Not sent: the endpoint was disabled (${reason}).`, now);
    return true;
  }

  private async failPendingDeliveries(tx: Tx, webhookId: string, error: string, now: number): Promise<void> {
    await tx.updateTable('webhook_deliveries').set({ status: 'failed', last_error: error, updated_ms: now })
      .where('webhook_id', '=', webhookId).where('status', '=', 'pending')
      .where((eb) => eb.or([eb('lease_until_ms', 'is', null), eb('lease_until_ms', '<', now)])).execute();
  }

  // ---- events (the outbox) ----

  /**
   * Write an event and one pending delivery per subscribed webhook, in the caller's transaction.
   * `onlyWebhook` limits the fan-out to one endpoint (used by POST /webhooks/{id}/test).
   */
  async recordEvent(tx: Tx, ev: EventInput, onlyWebhook?: string): Promise<Record<string, unknown>> {
    const now = Date.now();
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

  eventsFor(accountId: string): Promise<{ id: string; type: string; payload: string }[]> {
    return this.db.selectFrom('events').select(['id', 'type', 'payload']).where('account_id', '=', accountId).orderBy('created_ms', 'asc').execute();
  }

  // ---- jobs ----

  async enqueueJob(tx: Tx, kind: string, resourceId: string, accountId: string): Promise<string> {
    const now = Date.now();
    const id = newId('job');
    await tx.insertInto('jobs').values({ id, kind, resource_id: resourceId, account_id: accountId, status: 'queued', attempts: 0, lease_owner: null, lease_until_ms: null, run_after_ms: now, created_ms: now, updated_ms: now }).execute();
    return id;
  }

  /**
   * Claim the oldest runnable job: queued and due, or processing with an expired lease (its worker
   * died). PostgreSQL uses FOR UPDATE SKIP LOCKED so instances never block on or take the same row;
   * on SQLite the single UPDATE is atomic (one writer at a time).
   */
  async claimJob(owner: string, leaseMs: number, maxAttempts = 5): Promise<JobRow | undefined> {
    const now = Date.now();
    const lock = this.dialect === 'postgres' ? sql`for update skip locked` : sql``;
    const r = await sql<JobRow>`
      update jobs set status = 'processing', lease_owner = ${owner}, lease_until_ms = ${now + leaseMs},
        attempts = attempts + 1, updated_ms = ${now}
      where id = (
        select id from jobs
        where ((status = 'queued' and run_after_ms <= ${now}) or (status = 'processing' and lease_until_ms < ${now}))
          and attempts < ${maxAttempts}
        order by created_ms asc, id asc
        limit 1 ${lock}
      )
      returning *`.execute(this.db);
    return r.rows[0];
  }

  /** Jobs whose lease expired too often: they are failed by the caller. */
  exhaustedJobs(maxAttempts = 5): Promise<JobRow[]> {
    const now = Date.now();
    return this.db.selectFrom('jobs').selectAll()
      .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'processing'), eb('lease_until_ms', '<', now)])]))
      .where('attempts', '>=', maxAttempts).limit(10).execute();
  }

  /** Fence: finish the job only if this worker still holds its lease. False means another worker owns it. */
  async finishJob(tx: Tx, jobId: string, owner: string, status: 'completed' | 'failed'): Promise<boolean> {
    const r = await tx.updateTable('jobs').set({ status, lease_until_ms: null, updated_ms: Date.now() })
      .where('id', '=', jobId).where('lease_owner', '=', owner).where('status', '=', 'processing').executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async renewLease(jobId: string, owner: string, leaseMs: number): Promise<boolean> {
    const r = await this.db.updateTable('jobs').set({ lease_until_ms: Date.now() + leaseMs }).where('id', '=', jobId).where('lease_owner', '=', owner).where('status', '=', 'processing').executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  getJob(id: string): Promise<JobRow | undefined> {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  // ---- webhook deliveries ----

  /**
   * Claim up to `max` due deliveries with a lease (`FOR UPDATE SKIP LOCKED` on PostgreSQL, one
   * atomic UPDATE on SQLite), skipping the endpoints in `skipWebhooks` (those this instance already
   * has its fill of), and return them with what sending needs. A lease that expired (its process
   * died mid-attempt) makes the delivery due again; the attempt is counted.
   */
  async claimDeliveries(max: number, leaseMs: number, skipWebhooks: string[] = []): Promise<DeliveryClaim[]> {
    const now = Date.now();
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
  async releaseDelivery(id: string, token: string): Promise<void> {
    await this.db.updateTable('webhook_deliveries').set({ lease_until_ms: null, lease_token: null, attempts: sql`attempts - 1` })
      .where('id', '=', id).where('lease_token', '=', token).execute();
  }

  /**
   * Write the result of an attempt, under the claim's lease token: a result that lost its lease (a
   * replay reset the delivery meanwhile) is dropped and `false` returned. A delivery that failed for
   * good counts towards disabling its endpoint; a 410 disables it at once; a success resets the count.
   */
  async recordDeliveryAttempt(a: DeliveryAttempt): Promise<{ recorded: boolean; disabled: 'endpoint_gone' | 'consecutive_failures' | null }> {
    const now = Date.now();
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
      return this.transaction(async (tx) => {
        if (!(await write(tx))) return { recorded: false, disabled: null };
        await tx.updateTable('webhooks').set({ consecutive_failures: 0 }).where('id', '=', a.webhookId).execute();
        return { recorded: true, disabled: null };
      });
    }
    if (a.outcome === 'retry') return { recorded: await write(this.db), disabled: null };
    return this.transaction(async (tx) => {
      if (!(await write(tx))) return { recorded: false, disabled: null };
      if (a.gone) return { recorded: true, disabled: (await this.disableWebhook(tx, a.webhookId, 'endpoint_gone', now)) ? 'endpoint_gone' : null };
      if (!a.exhausted) return { recorded: true, disabled: null };
      const w = await tx.updateTable('webhooks').set({ consecutive_failures: sql`consecutive_failures + 1` }).where('id', '=', a.webhookId)
        .returning('consecutive_failures').executeTakeFirst();
      if (w && Number(w.consecutive_failures) >= a.disableAfter && (await this.disableWebhook(tx, a.webhookId, 'consecutive_failures', now))) {
        return { recorded: true, disabled: 'consecutive_failures' };
      }
      return { recorded: true, disabled: null };
    });
  }

  /** An endpoint's deliveries, newest first, with their event's type. Null when the cursor names none of them. */
  async listDeliveries(accountId: string, webhookId: string, limit: number, startingAfter?: string, status?: string): Promise<Page<DeliveryRow> | null> {
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

  getDelivery(accountId: string, webhookId: string, id: string, tx: Tx = this.db): Promise<DeliveryRow | undefined> {
    return tx.selectFrom('webhook_deliveries as d').innerJoin('events as e', 'e.id', 'd.event_id').selectAll('d').select('e.type as event_type')
      .where('d.id', '=', id).where('d.webhook_id', '=', webhookId).where('d.account_id', '=', accountId).executeTakeFirst() as Promise<DeliveryRow | undefined>;
  }

  /**
   * Queue a delivery again with a fresh schedule (attempts from 0, due now), same event and so the
   * same `webhook-id`. An attempt in flight keeps going, but its result is dropped (its lease token
   * no longer matches). The caller checks that the endpoint is enabled.
   */
  async replayDelivery(accountId: string, webhookId: string, id: string): Promise<DeliveryRow | undefined> {
    const now = Date.now();
    return this.transaction(async (tx) => {
      const r = await tx.updateTable('webhook_deliveries')
        .set({ status: 'pending', attempts: 0, next_attempt_ms: now, lease_until_ms: null, lease_token: null, updated_ms: now })
        .where('id', '=', id).where('webhook_id', '=', webhookId).where('account_id', '=', accountId).executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return undefined;
      return this.getDelivery(accountId, webhookId, id, tx);
    });
  }

  async countRows(table: keyof DB, accountId?: string): Promise<number> {
    let q = (this.db.selectFrom(table) as any).select((eb: any) => eb.fn.countAll().as('n'));
    if (accountId) q = q.where('account_id', '=', accountId);
    const r = await q.executeTakeFirst();
    return Number(r?.n ?? 0);
  }
}
