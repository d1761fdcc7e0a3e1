import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { newId } from '../ids.js';
import type { JobRow, Tx } from './types.js';

/**
 * Durable jobs with leases: claimed by one worker at a time, renewed while they run, fenced at the end. Each call
 * that reads or writes a queue time takes `now` (the system clock by default): the service passes its clock
 * (src/clock.ts), so a test decides when a lease runs out by moving that clock.
 */
export class JobRepository {
  constructor(private readonly db: Kysely<DB>, private readonly dialect: Dialect) {}

  async enqueue(tx: Tx, kind: string, resourceId: string, accountId: string, now = Date.now()): Promise<string> {
    const id = newId('job');
    await tx.insertInto('jobs').values({ id, kind, resource_id: resourceId, account_id: accountId, status: 'queued', attempts: 0, lease_owner: null, lease_until_ms: null, run_after_ms: now, created_ms: now, updated_ms: now }).execute();
    return id;
  }

  /**
   * Claim the oldest runnable job: queued and due, or processing with an expired lease (its worker
   * died). PostgreSQL uses FOR UPDATE SKIP LOCKED so instances never block on or take the same row;
   * on SQLite the single UPDATE is atomic (one writer at a time).
   */
  async claim(owner: string, leaseMs: number, maxAttempts = 5, now = Date.now()): Promise<JobRow | undefined> {
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
  exhausted(maxAttempts = 5, now = Date.now()): Promise<JobRow[]> {
    return this.db.selectFrom('jobs').selectAll()
      .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'processing'), eb('lease_until_ms', '<', now)])]))
      .where('attempts', '>=', maxAttempts).limit(10).execute();
  }

  /** Fence: finish the job only if this worker still holds its lease. False means another worker owns it. */
  async finish(tx: Tx, jobId: string, owner: string, status: 'completed' | 'failed', now = Date.now()): Promise<boolean> {
    const r = await tx.updateTable('jobs').set({ status, lease_until_ms: null, updated_ms: now })
      .where('id', '=', jobId).where('lease_owner', '=', owner).where('status', '=', 'processing').executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async renewLease(jobId: string, owner: string, leaseMs: number, now = Date.now()): Promise<boolean> {
    const r = await this.db.updateTable('jobs').set({ lease_until_ms: now + leaseMs }).where('id', '=', jobId).where('lease_owner', '=', owner).where('status', '=', 'processing').executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  get(id: string): Promise<JobRow | undefined> {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Fail a job that kept losing its worker, unless someone changed it since it was read (its
   * attempts and status are the fence). True when this call failed it.
   */
  async failExhausted(tx: Tx, job: Pick<JobRow, 'id' | 'attempts' | 'status'>, now = Date.now()): Promise<boolean> {
    const r = await tx.updateTable('jobs').set({ status: 'failed', updated_ms: now }).where('id', '=', job.id).where('attempts', '=', job.attempts).where('status', '=', job.status).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
