import { APIError } from '@contract-analysis/client';

/** What the interface shows of a failure: the problem's `detail` (or title) and its request id. */
export interface Failure {
  status?: number;
  code?: string;
  message: string;
  requestId?: string;
}

interface ProblemBody {
  title?: unknown;
  detail?: unknown;
  code?: unknown;
  request_id?: unknown;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v ? v : undefined;
}

/** Builds a Failure from a problem+json body and the response it came with. */
export function failureFromProblem(status: number, body: unknown, headers?: Headers): Failure {
  const p = (typeof body === 'object' && body !== null ? body : {}) as ProblemBody;
  return {
    status,
    code: str(p.code),
    message: str(p.detail) ?? str(p.title) ?? `The server answered ${status}.`,
    requestId: str(p.request_id) ?? headers?.get('request-id') ?? undefined,
  };
}

/** Thrown by the dashboard's own calls (the session API) and its own checks. */
export class DashboardError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

/** Any thrown value as a Failure. */
export function toFailure(err: unknown): Failure {
  if (err instanceof DashboardError) return err.failure;
  if (err instanceof APIError) {
    if (err.status !== undefined) return failureFromProblem(err.status, err.error, err.headers);
    return { message: 'The service could not be reached. Check your connection and try again.' };
  }
  return { message: err instanceof Error ? err.message : String(err) };
}
