import type { components } from './generated/schema.js';

type Problem = components['schemas']['Problem'];

/** The base of every error this package throws. */
export class ContractAnalysisError extends Error {
  override name = 'ContractAnalysisError';
}

/**
 * An error answer of the API (or a failure to get one). `status`, `request_id`, `headers` and the problem body
 * (`error`) are set whenever the server answered. The class of each status is generated from the spec
 * (src/generated/errors.ts: `NotFoundError`, `RateLimitError`, ...).
 */
export class APIError extends ContractAnalysisError {
  override name = 'APIError';
  /** The stable machine-readable `code` of the problem, e.g. `not_found`. */
  readonly code: string | undefined;
  /** `Request-Id` of the failed request (`req_...`): quote it to support. */
  readonly request_id: string | undefined;

  constructor(
    /** The HTTP status, or undefined when no response was received. */
    readonly status: number | undefined,
    /** The problem+json body (or the raw text when the body was not JSON). */
    readonly error: Problem | Record<string, unknown> | string | undefined,
    message: string | undefined,
    readonly headers: Headers | undefined,
  ) {
    const body = typeof error === 'object' && error ? (error as Record<string, unknown>) : undefined;
    const detail = (body?.detail ?? body?.title ?? (typeof error === 'string' ? error : undefined)) as string | undefined;
    const code = body?.code ? ` (${String(body.code)})` : '';
    super(status ? `${status}${code} ${detail || message || 'status code (no body)'}` : (message ?? '(no status code or body)'));
    this.request_id = (body?.request_id as string | undefined) ?? headers?.get('request-id') ?? undefined;
    this.code = body?.code as string | undefined;
  }
}

/** The request could not be sent or no response came back (DNS, refused, reset...). */
export class APIConnectionError extends APIError {
  override name = 'APIConnectionError';
  constructor({ message, cause }: { message?: string; cause?: unknown } = {}) {
    super(undefined, undefined, message ?? 'Connection error.', undefined);
    if (cause !== undefined) this.cause = cause;
  }
}

/** No response came back within the timeout. */
export class APIConnectionTimeoutError extends APIConnectionError {
  override name = 'APIConnectionTimeoutError';
  constructor({ message, cause }: { message?: string; cause?: unknown } = {}) {
    super({ message: message ?? 'Request timed out.', cause });
  }
}

/** The caller aborted the request through its AbortSignal. */
export class APIUserAbortError extends APIError {
  override name = 'APIUserAbortError';
  constructor({ message, cause }: { message?: string; cause?: unknown } = {}) {
    super(undefined, undefined, message ?? 'Request was aborted.', undefined);
    if (cause !== undefined) this.cause = cause;
  }
}

/** A webhook delivery whose signature or timestamp does not check out. */
export class WebhookVerificationError extends ContractAnalysisError {
  override name = 'WebhookVerificationError';
}
