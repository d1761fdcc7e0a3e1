import type { FastifyBaseLogger } from 'fastify';
import type { DocumentEngine } from './docpool.js';
import { applyDraft, applyReview, computeDraft, computeReview } from './processing.js';
import { toProblem, ApiError } from './problem.js';
import type { JobRow, Storage } from './storage.js';
import { PollingWorker } from './worker.js';

/**
 * The durable job worker. Jobs move `queued -> processing -> completed | failed` in the jobs table.
 * A claim takes a lease; a worker that dies leaves an expired lease that any instance reclaims. The
 * result is written in one transaction that first checks this worker still holds the lease, so a job
 * never completes twice even if two workers ran it.
 */
export class JobWorker extends PollingWorker<JobRow> {
  processed = 0;

  constructor(
    private readonly storage: Storage,
    private readonly opts: {
      owner: string;
      leaseMs: number;
      pollIntervalMs: number;
      log: FastifyBaseLogger;
      /** Runs the engine off the event loop. */
      engine: DocumentEngine;
      maxAttempts?: number;
      /** Called after a job's result (and its event) is committed: wakes the delivery worker. */
      onEvent?: () => void;
    },
  ) {
    // As many jobs at once as the engine has worker threads (one when it runs inline).
    super({ name: 'job worker', pollIntervalMs: opts.pollIntervalMs, concurrency: Math.max(1, opts.engine.threads), log: opts.log });
  }

  protected async claim(max: number): Promise<JobRow[]> {
    await this.failExhausted();
    const jobs: JobRow[] = [];
    while (jobs.length < max) {
      const job = await this.storage.claimJob(this.opts.owner, this.opts.leaseMs, this.opts.maxAttempts ?? 5);
      if (!job) break;
      jobs.push(job);
    }
    return jobs;
  }

  protected handle(job: JobRow): Promise<void> {
    return this.process(job);
  }

  private async process(job: JobRow): Promise<void> {
    const { storage } = this;
    const owner = this.opts.owner;
    const log = this.opts.log.child({ job: job.id, kind: job.kind, resource: job.resource_id });
    let applied = false;
    if (job.kind === 'review') {
      const row = await storage.getContractById(job.resource_id);
      if (!row) return void (await storage.transaction((tx) => storage.finishJob(tx, job.id, owner, 'failed')));
      await storage.updateContract(row.id, { status: 'processing' });
      const c = await computeReview(storage, this.opts.engine, row, log);
      applied = await storage.transaction(async (tx) => {
        if (!(await storage.finishJob(tx, job.id, owner, c.failed ? 'failed' : 'completed'))) return false;
        await applyReview(storage, tx, { ...row, status: 'processing' }, c);
        return true;
      });
    } else if (job.kind === 'draft') {
      const row = await storage.getDraftById(job.resource_id);
      if (!row) return void (await storage.transaction((tx) => storage.finishJob(tx, job.id, owner, 'failed')));
      await storage.updateDraft(row.id, { status: 'processing' });
      const c = await computeDraft(storage, this.opts.engine, row, log);
      applied = await storage.transaction(async (tx) => {
        if (!(await storage.finishJob(tx, job.id, owner, c.failed ? 'failed' : 'completed'))) return false;
        await applyDraft(storage, tx, { ...row, status: 'processing' }, c);
        return true;
      });
    } else {
      log.error('unknown job kind');
      await storage.transaction((tx) => storage.finishJob(tx, job.id, owner, 'failed'));
      return;
    }
    if (applied) {
      this.processed++;
      this.opts.onEvent?.();
    } else log.warn('lease lost before completion; another worker owns the job');
  }

  /** Jobs that kept losing their worker are failed, with their resource, instead of looping forever. */
  private async failExhausted(): Promise<void> {
    const { storage } = this;
    for (const job of await storage.exhaustedJobs(this.opts.maxAttempts ?? 5)) {
      const problem = JSON.stringify(toProblem(new ApiError(422, 'analysis_failed', 'Processing was interrupted too many times.'), `req_${job.id.slice(4)}`));
      await storage.transaction(async (tx) => {
        const r = await tx.updateTable('jobs').set({ status: 'failed', updated_ms: Date.now() }).where('id', '=', job.id).where('attempts', '=', job.attempts).where('status', '=', job.status).executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) return;
        if (job.kind === 'review') {
          const row = await storage.getContractById(job.resource_id, tx);
          if (row) await applyReview(storage, tx, row, { failed: true, patch: { status: 'failed', error: problem, completed_ms: Date.now() } });
        } else if (job.kind === 'draft') {
          await storage.updateDraft(job.resource_id, { status: 'failed', error: problem, completed_ms: Date.now() }, tx);
        }
      });
      this.opts.onEvent?.();
    }
  }
}
