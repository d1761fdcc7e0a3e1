import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  ContractAnalysisError,
} from './errors.js';

export type Fetch = (input: Request, init?: RequestInit) => Promise<Response>;

/** Per-request options, accepted as the last argument of every method. */
export interface RequestOptions {
  /** Milliseconds before one attempt is abandoned (default: the client's `timeout`). */
  timeout?: number;
  /** How many times to retry (default: the client's `maxRetries`). */
  maxRetries?: number;
  /** Aborts the request, including waits between retries. */
  signal?: AbortSignal;
  /** The `Idempotency-Key` of a POST/PATCH; one is generated (and reused across retries) when absent. */
  idempotencyKey?: string;
  /** Extra headers for this request. */
  headers?: Record<string, string>;
}

export interface RetryConfig {
  fetch: Fetch;
  maxRetries: number;
  timeout: number;
  /** Returns the value of the Authorization header, or undefined when the request already has one. */
  authorization?: () => Promise<string | undefined> | string | undefined;
  userAgent: string;
}

const MAX_RETRY_AFTER_MS = 60_000;
const INITIAL_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;

/**
 * The delay before retry number `retry` (1-based) when the server gave no Retry-After:
 * 0.5 s, 1 s, 2 s ... capped at 8 s, minus up to 25 % of jitter.
 */
export function backoffDelay(retry: number, random: number = Math.random()): number {
  const base = Math.min(INITIAL_DELAY_MS * 2 ** (retry - 1), MAX_DELAY_MS);
  return base * (1 - 0.25 * random);
}

/** Milliseconds that `Retry-After` (seconds or an HTTP date) or `retry-after-ms` ask for, if usable. */
export function retryAfterMs(headers: Headers | undefined, now: number = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null) {
    const n = Number(ms);
    if (Number.isFinite(n) && n >= 0 && n <= MAX_RETRY_AFTER_MS) return n;
  }
  const ra = headers.get('retry-after');
  if (ra === null) return undefined;
  let delay = Number(ra) * 1000;
  if (!Number.isFinite(delay)) delay = Date.parse(ra) - now;
  if (Number.isFinite(delay) && delay >= 0 && delay <= MAX_RETRY_AFTER_MS) return delay;
  return undefined;
}

/** Whether a response with this status may be retried (409 is decided on its body). */
function retryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

async function isRetryable(response: Response): Promise<boolean> {
  const hint = response.headers.get('x-should-retry');
  if (hint === 'true') return true;
  if (hint === 'false') return false;
  if (!retryableStatus(response.status)) return false;
  if (response.status !== 409) return true;
  // 409 idempotency_conflict means "same key, different body": retrying cannot help.
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return body?.code !== 'idempotency_conflict';
  } catch {
    return true;
  }
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new APIUserAbortError({ cause: signal.reason }));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new APIUserAbortError({ cause: signal!.reason }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const IDEMPOTENT_METHODS = new Set(['POST', 'PATCH']);

/**
 * The fetch that openapi-fetch calls. It adds authentication, the User-Agent and an
 * Idempotency-Key, then runs the attempts: each gets a clone of the Request and its own timeout;
 * connection errors, time-outs, 408, 409 (not `idempotency_conflict`), 429 and 5xx are retried
 * with exponential backoff and jitter, honouring Retry-After.
 */
export function retryingFetch(config: RetryConfig, options: RequestOptions = {}): Fetch {
  return async (request: Request) => {
    const maxRetries = options.maxRetries ?? config.maxRetries;
    const timeout = options.timeout ?? config.timeout;
    const signal = options.signal;
    const headers = request.headers;
    if (!headers.has('user-agent')) headers.set('User-Agent', config.userAgent);
    if (!headers.has('authorization') && config.authorization) {
      const value = await config.authorization();
      if (value) headers.set('Authorization', value);
    }
    if (IDEMPOTENT_METHODS.has(request.method) && !headers.has('idempotency-key')) {
      headers.set('Idempotency-Key', options.idempotencyKey ?? crypto.randomUUID());
    }

    const hasBody = request.body !== null;
    for (let retry = 0; ; retry++) {
      const last = retry >= maxRetries;
      // A body can be sent once: every attempt but the last sends a clone.
      const attempt = hasBody && !last ? request.clone() : request;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), timeout);
      const onAbort = () => controller.abort(signal!.reason);
      if (signal) {
        if (signal.aborted) onAbort();
        else signal.addEventListener('abort', onAbort, { once: true });
      }
      let response: Response | undefined;
      let failure: APIError | undefined;
      try {
        response = await config.fetch(attempt, { signal: controller.signal });
      } catch (err) {
        if (signal?.aborted) throw new APIUserAbortError({ cause: err });
        if (err instanceof ContractAnalysisError) throw err;
        failure = controller.signal.aborted
          ? new APIConnectionTimeoutError({ cause: err })
          : new APIConnectionError({ message: `Connection error: ${(err as Error)?.message ?? err}`, cause: err });
      } finally {
        // The timeout covers the wait for the response headers; the caller's signal stays
        // linked to the returned response so that it can still abort reading the body.
        clearTimeout(timer);
      }
      if (response && (last || !(await isRetryable(response)))) return response;
      signal?.removeEventListener('abort', onAbort);
      if (last) throw failure!;
      const delay = retryAfterMs(response?.headers) ?? backoffDelay(retry + 1);
      await response?.body?.cancel().catch(() => {});
      await sleep(delay, signal);
    }
  };
}
