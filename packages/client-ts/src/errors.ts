import type { components } from './generated/schema.js';

/** The RFC 9457 problem body that every API error carries. */
export type Problem = components['schemas']['Problem'];

/** The base of every error this package throws. */
export class ContractAnalysisError extends Error {
  override name = 'ContractAnalysisError';
}

/**
 * An error answer of the API (or a failure to get one). `status`, `request_id`, `headers` and the
 * problem body (`error`) are set whenever the server answered.
 */
export class APIError extends ContractAnalysisError {
  override name = 'APIError';
  /** The HTTP status, or undefined when no response was received. */
  readonly status: number | undefined;
  /** The response headers, when the server answered. */
  readonly headers: Headers | undefined;
  /** The problem+json body (or the raw text when the body was not JSON). */
  readonly error: Problem | Record<string, unknown> | string | undefined;
  /** `Request-Id` of the failed request (`req_...`): quote it to support. */
  readonly request_id: string | undefined;
  /** The stable machine-readable `code` of the problem, e.g. `not_found`. */
  readonly code: string | undefined;

  constructor(
    status: number | undefined,
    error: APIError['error'],
    message: string | undefined,
    headers: Headers | undefined,
  ) {
    super(APIError.makeMessage(status, error, message));
    this.status = status;
    this.headers = headers;
    this.error = error;
    const body = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : undefined;
    this.request_id = (body?.request_id as string | undefined) ?? headers?.get('request-id') ?? undefined;
    this.code = body?.code as string | undefined;
  }

  private static makeMessage(status: number | undefined, error: unknown, message: string | undefined): string {
    const body = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : undefined;
    const detail =
      (body?.detail as string | undefined) ??
      (body?.title as string | undefined) ??
      (typeof error === 'string' && error ? error : undefined) ??
      message;
    const code = body?.code ? ` (${String(body.code)})` : '';
    if (status && detail) return `${status}${code} ${detail}`;
    if (status) return `${status}${code} status code (no body)`;
    return detail ?? '(no status code or body)';
  }

  /** Builds the error class that matches the status. */
  static generate(status: number, error: APIError['error'], headers: Headers): APIError {
    const Class = errorClassForStatus(status);
    return new Class(status, error, undefined, headers);
  }
}

export class BadRequestError extends APIError {
  override name = 'BadRequestError';
}
export class AuthenticationError extends APIError {
  override name = 'AuthenticationError';
}
export class PermissionDeniedError extends APIError {
  override name = 'PermissionDeniedError';
}
export class NotFoundError extends APIError {
  override name = 'NotFoundError';
}
export class ConflictError extends APIError {
  override name = 'ConflictError';
}
export class UnprocessableEntityError extends APIError {
  override name = 'UnprocessableEntityError';
}
export class RateLimitError extends APIError {
  override name = 'RateLimitError';
}
export class InternalServerError extends APIError {
  override name = 'InternalServerError';
}

/** The request could not be sent or no response came back (DNS, refused, reset...). */
export class APIConnectionError extends APIError {
  override name = 'APIConnectionError';
  constructor({ message, cause }: { message?: string; cause?: unknown } = {}) {
    super(undefined, undefined, message ?? 'Connection error.', undefined);
    if (cause !== undefined) (this as { cause?: unknown }).cause = cause;
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
    if (cause !== undefined) (this as { cause?: unknown }).cause = cause;
  }
}

/** A webhook delivery whose signature or timestamp does not check out. */
export class WebhookVerificationError extends ContractAnalysisError {
  override name = 'WebhookVerificationError';
}

function errorClassForStatus(status: number): typeof APIError {
  switch (status) {
    case 400:
      return BadRequestError;
    case 401:
      return AuthenticationError;
    case 403:
      return PermissionDeniedError;
    case 404:
      return NotFoundError;
    case 409:
      return ConflictError;
    case 422:
      return UnprocessableEntityError;
    case 429:
      return RateLimitError;
    default:
      return status >= 500 ? InternalServerError : APIError;
  }
}
