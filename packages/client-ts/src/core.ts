import { APIUserAbortError } from './errors.js';
import { POLICY } from './generated/version.js';

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;
export type Logger = (message: string) => void;

/** Per-request options, accepted as the last argument of every method. */
export interface RequestOptions {
  /** Milliseconds before one attempt is abandoned (default: the client's `timeout`, else the policy's 60 000). */
  timeout?: number;
  /** How many times to retry (default: the client's `maxRetries`, else the policy's 2). */
  maxRetries?: number;
  /** Aborts the request, including waits between retries. */
  signal?: AbortSignal;
  /** The `Idempotency-Key` of a POST/PATCH; one is generated (and reused across retries) when absent. */
  idempotencyKey?: string;
  /** Extra headers for this request. */
  headers?: Record<string, string>;
}

// The retry policy is POLICY, generated from spec/contract-tests/vectors.yaml: the same in every official client.

/** The wait before retry `retry` (1-based) without Retry-After: 0.5 s doubling to 8 s, minus up to 25 % jitter. */
export function backoffDelay(retry: number, random: number = Math.random()): number {
  return Math.min(POLICY.initial_delay_ms * 2 ** (retry - 1), POLICY.max_delay_ms) * (1 - POLICY.jitter * random);
}

/** Milliseconds that `retry-after-ms` or `Retry-After` (seconds or an HTTP date) ask for, if usable. */
export function retryAfterMs(headers: Headers | undefined, now: number = Date.now()): number | undefined {
  const usable = (n: number) => (Number.isFinite(n) && n >= 0 && n <= POLICY.retry_after_max_ms ? n : undefined);
  const ms = headers?.get('retry-after-ms');
  const fromMs = ms ? usable(Number(ms)) : undefined;
  if (fromMs !== undefined) return fromMs;
  const ra = headers?.get('retry-after')?.trim();
  if (!ra) return undefined;
  return usable(/^-?\d+(\.\d+)?$/.test(ra) ? Number(ra) * 1000 : Date.parse(ra) - now);
}

/** The policy's retryable statuses (408, 429, 5xx); a 409 only while the same idempotent request is in progress. */
export async function isRetryable(response: Response): Promise<boolean> {
  const { status } = response;
  if ((POLICY.retry_statuses as readonly number[]).includes(status) || (POLICY.retry_any_5xx && status >= 500)) return true;
  if (status !== 409) return false;
  const body = (await response.clone().json().catch(() => undefined)) as { code?: unknown } | undefined;
  return (POLICY.retry_conflict_codes as readonly unknown[]).includes(body?.code);
}

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(new APIUserAbortError({ cause: signal!.reason }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort, { once: true });
  });
