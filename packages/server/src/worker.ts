import type { FastifyBaseLogger } from 'fastify';

export interface PollingWorkerOptions {
  /** Names the worker in logs. */
  name: string;
  /** How long an idle worker sleeps before looking for work again (a kick wakes it sooner). */
  pollIntervalMs: number;
  /** Most items handled at once by this worker in this process. */
  concurrency: number;
  log: FastifyBaseLogger;
}

/**
 * The polling loop shared by the background workers (jobs, webhook deliveries): claim up to as many
 * items as there are free slots, handle each without waiting for the others, and sleep when there
 * is nothing due until the poll interval passes or `kick()` says that work was queued. A kick that
 * arrives while the worker is busy is not lost: the next idle check sees it.
 *
 * Claiming is the subclass's business (a lease in storage, so that a dead process's items are taken
 * up again by any instance); this class only schedules. Each worker has its own slots, so one kind
 * of work cannot take another's: slow webhook endpoints fill the delivery slots, never the job's.
 */
export abstract class PollingWorker<T> {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private kicked = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(protected readonly worker: PollingWorkerOptions) {}

  /** Claim at most `max` due items (max >= 1). An empty array means nothing is due. */
  protected abstract claim(max: number): Promise<T[]>;

  /** Handle one claimed item. A throw is logged; the item's lease then expires and it is claimed again. */
  protected abstract handle(item: T): Promise<void>;

  /** Items being handled now. */
  get busy(): number {
    return this.inFlight.size;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Work was queued: look for it now rather than at the next poll. */
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  /** Stop claiming; wait for the items in hand to finish (graceful drain). */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    await Promise.all([...this.inFlight]);
  }

  /**
   * Claim and handle up to `max` items now and wait for them (tests, scripts). Returns false when
   * nothing was due.
   */
  async runOnce(max = 1): Promise<boolean> {
    const items = await this.claim(max);
    await Promise.all(items.map((item) => this.guarded(item)));
    return items.length > 0;
  }

  private async guarded(item: T): Promise<void> {
    try {
      await this.handle(item);
    } catch (e) {
      this.worker.log.error({ err: e }, `${this.worker.name} error`);
    }
  }

  private dispatch(item: T): void {
    const p: Promise<void> = this.guarded(item).finally(() => {
      this.inFlight.delete(p);
      // A slot is free: a loop waiting for one goes on.
      this.wake?.();
    });
    this.inFlight.add(p);
  }

  private sleep(ms: number | null): Promise<void> {
    return new Promise<void>((resolve) => {
      const t = ms === null ? null : setTimeout(done, ms);
      function done() {
        if (t) clearTimeout(t);
        resolve();
      }
      this.wake = done;
    }).finally(() => {
      this.wake = null;
    });
  }

  private async run(): Promise<void> {
    while (this.running) {
      const free = this.worker.concurrency - this.inFlight.size;
      if (free <= 0) {
        // Every slot is taken: wait for one to free up (or for stop()).
        await this.sleep(null);
        continue;
      }
      this.kicked = false;
      let claimed = 0;
      try {
        const items = await this.claim(free);
        claimed = items.length;
        for (const item of items) this.dispatch(item);
      } catch (e) {
        this.worker.log.error({ err: e }, `${this.worker.name} error`);
      }
      if (!this.running) break;
      // Claimed a full batch: there may be more; loop (and wait for a slot if none is free).
      if (claimed > 0 && claimed === free) continue;
      // Nothing more due: sleep until the poll interval passes, a kick, or (when something is in
      // flight) a slot frees up. A kick that came while claiming skips the sleep.
      if (this.kicked) continue;
      await this.sleep(this.worker.pollIntervalMs);
    }
  }
}
