/** The one error model of the server: RFC 9457 problem details with a stable `code`. */

export interface FieldError {
  pointer: string;
  message: string;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const ERROR_DOCS = 'https://docs.contract-analysis.example/errors/';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors?: FieldError[];
  readonly headers: Record<string, string>;
  /** Extra members (OAuth `error`, `error_description`). */
  readonly extra: Record<string, unknown>;

  constructor(status: number, code: string, detail: string, opts: { errors?: FieldError[]; headers?: Record<string, string>; extra?: Record<string, unknown> } = {}) {
    super(detail);
    this.status = status;
    this.code = code;
    this.errors = opts.errors;
    this.headers = opts.headers ?? {};
    this.extra = opts.extra ?? {};
  }
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  request_id: string;
  errors?: FieldError[];
  [k: string]: unknown;
}

export function toProblem(err: ApiError, requestId: string): Problem {
  const p: Problem = {
    type: ERROR_DOCS + err.code,
    title: TITLES[err.status] ?? 'Error',
    status: err.status,
    detail: err.message,
    code: err.code,
    request_id: requestId,
    ...err.extra,
  };
  if (err.errors && err.errors.length) p.errors = err.errors;
  return p;
}

export const notFound = (what = 'resource', id?: string) =>
  new ApiError(404, 'not_found', id ? `No such ${what}: '${id}'.` : `No such ${what}.`);
