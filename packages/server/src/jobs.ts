import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from './clock.js';
import type { DocumentEngine } from './docpool.js';
import { applyDraft, applyReview, computeDraft, computeReview } from './processing.js';
import { toProblem, ApiError } from './problem.js';
import type { JobRow, Storage } from './storage.js';
import { PollingWorker } from './worker.js';

/**
 * The durable job worker. Jobs move `queued -> processing -> completed | failed` in the jobs table.
 * A claim takes a lease; a worker that dies leaves an expired lease that any instance reclaims. The
 * result is written in one transaction that first checks this worker still holds the lease, so a job
 * never completes twice even if two workers ran it. The queue's times (a claim, a lease's end, a renewal) are read
 * from `now`, the service's clock: a test moves it to make a lease run out, instead of waiting for one to.
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
      /** The time of claims, leases and renewals (src/clock.ts); the system clock by default. */
      now?: Clock;
    },
  ) {
    // As many jobs at once as the engine has worker threads (one when it runs inline).
    super({ name: 'job worker', pollIntervalMs: opts.pollIntervalMs, concurrency: Math.max(1, opts.engine.threads), log: opts.log });
    this.now = opts.now ?? systemClock;
  }

  private readonly now: Clock;

  protected async claim(max: number): Promise<JobRow[]> {
    await this.failExhausted();
    const jobs: JobRow[] = [];
    while (jobs.length < max) {
      const job = await this.storage.jobs.claim(this.opts.owner, this.opts.leaseMs, this.opts.maxAttempts ?? 5, this.now());
      if (!job) break;
      jobs.push(job);
    }
    return jobs;
  }

  protected handle(job: JobRow): Promise<void> {
    return this.process(job);
  }

  /**
   * Run `fn` while holding the job's lease: renew it every third of the lease (heartbeats), so that
   * a short lease can be used and work left by a crash is taken up within seconds. When a renewal
   * finds the lease gone (another worker took the job after this one stalled), the signal aborts
   * and the caller writes nothing. A renewal starts only once the previous one has answered, so they
   * land in order: a slow one can never overwrite a later lease with an earlier end.
   */
  private async withLease<T>(job: JobRow, log: FastifyBaseLogger, fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const ac = new AbortController();
    const { leaseMs, owner } = this.opts;
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      timer = setTimeout(() => {
        this.storage.jobs.renewLease(job.id, owner, leaseMs, this.now()).then(
          (held) => {
            if (!held && !ac.signal.aborted) {
              log.warn('lease lost while the job ran; its result will not be written');
              ac.abort(new Error('lease lost'));
            }
          },
          (e) => log.warn({ err: e }, 'could not renew the lease'),
        ).finally(() => {
          if (!done && !ac.signal.aborted) next();
        });
      }, Math.max(20, Math.floor(leaseMs / 3)));
    };
    next();
    try {
      return await fn(ac.signal);
    } finally {
      done = true;
      clearTimeout(timer);
    }
  }

  private async process(job: JobRow): Promise<void> {
    const log = this.opts.log.child({ job: job.id, kind: job.kind, resource: job.resource_id });
    const applied = await this.withLease(job, log, (signal) => this.runJob(job, log, signal));
    if (applied) {
      this.processed++;
      this.opts.onEvent?.();
    } else log.warn('lease lost before completion; another worker owns the job');
  }

  /** Compute and apply the job's result; false when the lease was lost (nothing written). */
  private async runJob(job: JobRow, log: FastifyBaseLogger, signal: AbortSignal): Promise<boolean> {
    const { storage } = this;
    const owner = this.opts.owner;
    let applied = false;
    if (job.kind === 'review') {
      const row = await storage.contracts.getById(job.resource_id);
      if (!row) return storage.transaction((tx) => storage.jobs.finish(tx, job.id, owner, 'failed', this.now()));
      await storage.contracts.update(row.id, { status: 'processing' });
      const c = await computeReview(storage, this.opts.engine, row, log, signal);
      if (signal.aborted) return false;
      applied = await storage.transaction(async (tx) => {
        if (!(await storage.jobs.finish(tx, job.id, owner, c.failed ? 'failed' : 'completed', this.now()))) return false;
        await applyReview(storage, tx, { ...row, status: 'processing' }, c, this.now());
        return true;
      });
    } else if (job.kind === 'draft') {
      const row = await storage.drafts.getById(job.resource_id);
      if (!row) return storage.transaction((tx) => storage.jobs.finish(tx, job.id, owner, 'failed', this.now()));
      await storage.drafts.update(row.id, { status: 'processing' });
      const c = await computeDraft(storage, this.opts.engine, row, log, signal);
      if (signal.aborted) return false;
      applied = await storage.transaction(async (tx) => {
        if (!(await storage.jobs.finish(tx, job.id, owner, c.failed ? 'failed' : 'completed', this.now()))) return false;
        await applyDraft(storage, tx, { ...row, status: 'processing' }, c, this.now());
        return true;
      });
    } else {
      log.error('unknown job kind');
      return storage.transaction((tx) => storage.jobs.finish(tx, job.id, owner, 'failed', this.now()));
    }
    return applied;
  }

  /** Jobs that kept losing their worker are failed, with their resource, instead of looping forever. */
  private async failExhausted(): Promise<void> {
    const { storage } = this;
    for (const job of await storage.jobs.exhausted(this.opts.maxAttempts ?? 5, this.now())) {
      const problem = JSON.stringify(toProblem(new ApiError(422, 'analysis_failed', 'Processing was interrupted too many times.'), `req_${job.id.slice(4)}`));
      await storage.transaction(async (tx) => {
        if (!(await storage.jobs.failExhausted(tx, job, this.now()))) return;
        if (job.kind === 'review') {
          const row = await storage.contracts.getById(job.resource_id, tx);
          if (row) await applyReview(storage, tx, row, { failed: true, patch: { status: 'failed', error: problem, completed_ms: Date.now() } }, this.now());
        } else if (job.kind === 'draft') {
          await storage.drafts.update(job.resource_id, { status: 'failed', error: problem, completed_ms: Date.now() }, tx);
        }
      });
      this.opts.onEvent?.();
    }
  }
}
