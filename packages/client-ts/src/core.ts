import { APIConnectionError, APIConnectionTimeoutError, APIUserAbortError, ContractAnalysisError } from './errors.js';

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;
export type Logger = (message: string) => void;

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
  sleep: Sleep;
  log?: Logger;
}

/** The retry policy of spec/contract-tests/vectors.yaml (`policy`), the same in every official client. */
const POLICY = { initialDelayMs: 500, maxDelayMs: 8_000, jitter: 0.25, retryAfterMaxMs: 60_000 };

/** The wait before retry `retry` (1-based) without Retry-After: 0.5 s doubling to 8 s, minus up to 25 % jitter. */
export function backoffDelay(retry: number, random: number = Math.random()): number {
  return Math.min(POLICY.initialDelayMs * 2 ** (retry - 1), POLICY.maxDelayMs) * (1 - POLICY.jitter * random);
}

/** Milliseconds that `retry-after-ms` or `Retry-After` (seconds or an HTTP date) ask for, if usable. */
export function retryAfterMs(headers: Headers | undefined, now: number = Date.now()): number | undefined {
  const usable = (n: number) => (Number.isFinite(n) && n >= 0 && n <= POLICY.retryAfterMaxMs ? n : undefined);
  const ms = headers?.get('retry-after-ms');
  const fromMs = ms ? usable(Number(ms)) : undefined;
  if (fromMs !== undefined) return fromMs;
  const ra = headers?.get('retry-after')?.trim();
  if (!ra) return undefined;
  return usable(/^-?\d+(\.\d+)?$/.test(ra) ? Number(ra) * 1000 : Date.parse(ra) - now);
}

/** 408, 429 and 5xx are retried; a 409 only while the same idempotent request is still in progress. */
async function isRetryable(response: Response): Promise<boolean> {
  const { status } = response;
  if (status === 408 || status === 429 || status >= 500) return true;
  if (status !== 409) return false;
  const body = (await response.clone().json().catch(() => undefined)) as { code?: unknown } | undefined;
  return body?.code === 'idempotency_in_progress';
}

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
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

/**
 * Sends a request with the retry policy: each attempt has its own timeout (until the response headers arrive);
 * connection errors, time-outs and retryable statuses are retried after `Retry-After` or the backoff. Returns the
 * last response, whatever its status; throws APIConnectionError when no attempt got one.
 */
export async function send(config: RetryConfig, url: string, init: RequestInit, options: RequestOptions): Promise<Response> {
  const maxRetries = options.maxRetries ?? config.maxRetries;
  const timeout = options.timeout ?? config.timeout;
  const { signal } = options;
  for (let retry = 0; ; retry++) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), timeout);
    const onAbort = () => controller.abort(signal!.reason);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    let response: Response | undefined;
    let failure: APIConnectionError | undefined;
    const started = config.log && Date.now();
    try {
      init.signal = controller.signal;
      response = await config.fetch(url, init);
    } catch (err) {
      if (signal?.aborted) throw new APIUserAbortError({ cause: err });
      if (err instanceof ContractAnalysisError) throw err;
      failure = controller.signal.aborted
        ? new APIConnectionTimeoutError({ cause: err })
        : new APIConnectionError({ message: `Connection error: ${(err as Error)?.message ?? err}`, cause: err });
    } finally {
      clearTimeout(timer);
    }
    config.log?.(`${init.method} ${url} attempt ${retry + 1}: ${response ? `${response.status} ${response.headers.get('request-id') ?? ''}` : failure!.message} (${Date.now() - started!} ms)`);
    const last = retry >= maxRetries;
    if (response && (response.ok || last || !(await isRetryable(response)))) return response;
    signal?.removeEventListener('abort', onAbort);
    if (last) throw failure!;
    const delay = retryAfterMs(response?.headers) ?? backoffDelay(retry + 1);
    config.log?.(`retrying in ${Math.round(delay)} ms`);
    await response?.body?.cancel().catch(() => {});
    await config.sleep(delay, signal);
  }
}
