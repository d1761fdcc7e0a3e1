import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type * as analysis from './analysis.js';
import type { Config } from './config.js';
import { tooComplex, type DocumentLimits } from './document-limits.js';
import type { ExtractedDocument } from './documents.js';
import { fromTaskError, runDocTask, type DocResult, type DocTask, type ReviewInput, type ReviewJson, type TaskError } from './doctasks.js';
import { ApiError } from './problem.js';

export interface DocumentEngineOptions {
  /** Worker threads; 0 runs every task inline on the calling thread (no isolation). */
  threads: number;
  /** Old-generation heap of each worker, MB: a task that needs more kills only its worker. */
  heapMb: number;
  /** Wall-clock limit of a task once it runs, ms. */
  timeoutMs: number;
  limits: DocumentLimits;
}

export function engineOptions(config: Config): DocumentEngineOptions {
  return {
    threads: config.docThreads,
    heapMb: config.docWorkerHeapMb,
    timeoutMs: config.docTimeoutMs,
    limits: { maxBytes: config.maxDocumentBytes, maxPages: config.maxPages, maxChars: config.maxTextChars, maxDecompressedBytes: config.maxDecompressedBytes },
  };
}

/** The built worker entry: next to this module in dist/, or dist/ when this module runs from src/ (tests). */
function workerFile(): string {
  // (a CommonJS file that import()s the worker's ES module: docworker-boot.cts says why)
  const sibling = fileURLToPath(new URL('./docworker-boot.cjs', import.meta.url));
  if (fs.existsSync(sibling)) return sibling;
  const built = fileURLToPath(new URL('../dist/docworker-boot.cjs', import.meta.url));
  if (fs.existsSync(built)) return built;
  throw new Error(`the document worker is not built (${built}); run the server's build first`);
}

export const processingTimeout = (ms: number) =>
  new ApiError(422, 'processing_timeout', `Processing the document took longer than the limit of ${ms} ms.`);

const aborted = (e: unknown): boolean => (e as Error)?.name === 'AbortError';

/**
 * Parses and analyses documents off the event loop: a pool of worker threads (piscina), one task
 * per document, each task with a heap limit, a wall-clock limit counted from when it starts, and
 * cancellation through an AbortSignal. A worker that dies (out of memory, crash, timeout) is
 * replaced by the pool and the caller gets a precise 422. With `threads: 0` the same tasks run
 * inline (same limits while parsing; no heap or time isolation).
 */
export class DocumentEngine {
  private readonly pool: Piscina | null;
  private readonly started = new Map<number, () => void>();
  private nextId = 1;
  private closing = false;

  constructor(readonly options: DocumentEngineOptions) {
    if (options.threads <= 0) {
      this.pool = null;
      return;
    }
    this.pool = new Piscina({
      filename: workerFile(),
      minThreads: options.threads,
      maxThreads: options.threads,
      concurrentTasksPerWorker: 1,
      idleTimeout: Infinity,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.floor(options.heapMb / 8))), stackSizeMb: 4 },
    });
    this.pool.on('message', (m: { docTaskStarted?: number }) => {
      if (typeof m?.docTaskStarted === 'number') this.started.get(m.docTaskStarted)?.();
    });
    // A worker's own 'error' is delivered to its task; this keeps a stray one from taking the process down.
    this.pool.on('error', () => {});
  }

  get threads(): number {
    return this.pool ? this.options.threads : 0;
  }

  /** Run one task; a worker's death, a timeout or cancellation becomes an ApiError. */
  async run(task: DocTask, signal?: AbortSignal): Promise<DocResult> {
    if (!this.pool) return runDocTask(task);
    if (this.closing) throw new ApiError(503, 'service_unavailable', 'The service is shutting down.');
    const id = this.nextId++;
    const ctrl = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    this.started.set(id, () => {
      timer = setTimeout(() => {
        timedOut = true;
        ctrl.abort();
      }, this.options.timeoutMs);
    });
    const onCancel = () => ctrl.abort();
    signal?.addEventListener('abort', onCancel, { once: true });
    try {
      if (signal?.aborted) ctrl.abort();
      return await this.pool.run({ id, task }, { signal: ctrl.signal });
    } catch (e) {
      if (timedOut) throw processingTimeout(this.options.timeoutMs);
      if (aborted(e) && signal?.aborted) throw new ApiError(499, 'request_cancelled', 'The client closed the request before the document was processed.');
      if ((e as NodeJS.ErrnoException)?.code === 'ERR_WORKER_OUT_OF_MEMORY') throw tooComplex(`processing it needed more than ${this.options.heapMb} MB of memory`);
      if (this.closing) throw new ApiError(503, 'service_unavailable', 'The service is shutting down.');
      throw tooComplex(`its processing stopped its worker (${(e as Error)?.message ?? 'crash'})`);
    } finally {
      clearTimeout(timer);
      this.started.delete(id);
      signal?.removeEventListener('abort', onCancel);
    }
  }

  private static raise(t: TaskError | undefined): void {
    if (t) throw fromTaskError(t);
  }

  /** Decode, detect and extract a document. Throws the precise 4xx of a document that cannot be read. */
  async extract(document: string, signal?: AbortSignal): Promise<ExtractedDocument> {
    const r = await this.run({ op: 'extract', document, limits: this.options.limits }, signal);
    DocumentEngine.raise(r.docError);
    return r.doc!;
  }

  /**
   * Extract a document and review it in one task. Throws if the document cannot be read; an
   * engine failure is returned (`error`), since the contract then exists as a failed review.
   */
  async reviewDocument(document: string, input: ReviewInput, signal?: AbortSignal): Promise<{ doc: ExtractedDocument; out?: ReviewJson; error?: Error }> {
    const r = await this.run({ op: 'review', document, limits: this.options.limits, input }, signal);
    DocumentEngine.raise(r.docError);
    return { doc: r.doc!, out: r.out as ReviewJson | undefined, error: r.engineError && fromTaskError(r.engineError) };
  }

  /** Review stored text. */
  async review(text: string, input: ReviewInput, signal?: AbortSignal): Promise<ReviewJson> {
    const r = await this.run({ op: 'review', text, limits: this.options.limits, input }, signal);
    DocumentEngine.raise(r.engineError);
    return r.out as ReviewJson;
  }

  /** Answer a question on stored text, or on a document sent with the question. */
  async ask(source: { text: string; clauses?: analysis.Clause[] } | { document: string }, question: string, signal?: AbortSignal): Promise<analysis.AskOutput> {
    const r = await this.run({ op: 'ask', ...source, question, limits: this.options.limits }, signal);
    DocumentEngine.raise(r.docError);
    DocumentEngine.raise(r.engineError);
    return r.out as analysis.AskOutput;
  }

  async draft(input: Extract<DocTask, { op: 'draft' }>['input'], signal?: AbortSignal): Promise<analysis.DraftOutput> {
    const r = await this.run({ op: 'draft', input }, signal);
    DocumentEngine.raise(r.engineError);
    return r.out as analysis.DraftOutput;
  }

  /** A Word document of a contract or a draft, made in a worker; whole, or an ApiError. */
  async word(task: Extract<DocTask, { op: 'contract-docx' | 'draft-docx' }>, signal?: AbortSignal): Promise<{ bytes: Uint8Array; unplaced: number }> {
    const r = await this.run(task, signal);
    DocumentEngine.raise(r.docError);
    DocumentEngine.raise(r.engineError);
    return r.out as { bytes: Uint8Array; unplaced: number };
  }

  /** Finish the tasks in hand, then stop the workers. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    if (!this.pool) return;
    await this.pool.close();
  }
}

/** A signal that aborts when the client goes away before its response is sent. */
export function clientGone(res: import('node:http').ServerResponse): AbortSignal {
  const ctrl = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) ctrl.abort();
  });
  return ctrl.signal;
}
