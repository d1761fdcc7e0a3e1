import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { newId } from '../ids.js';
import { ApiError, toProblem, type FieldError } from '../problem.js';
import type { RateLimits } from './rate-limits.js';

/**
 * Problems: every error the server answers is RFC 9457 problem+json with a stable code and the
 * request id. This plugin maps what Fastify, ajv and the handlers throw to those problems; the two
 * functions below answer what fails before a route is found (the HTTP parser, the router).
 */

function fieldErrors(errors: any[], part: string): FieldError[] {
  return errors.map((e) => {
    let pointer = e.instancePath || '';
    if (e.keyword === 'required') pointer += '/' + e.params.missingProperty;
    if (e.keyword === 'additionalProperties') pointer += '/' + e.params.additionalProperty;
    if (part !== 'body') pointer = pointer.replace(/^\//, '') || part;
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'enum') message += `: ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    return { pointer: part === 'body' ? pointer || '/' : pointer, message };
  });
}

export function sendProblem(req: FastifyRequest, reply: FastifyReply, err: ApiError): FastifyReply {
  const problem = toProblem(err, req.rid || (req.id as string) || 'req_unknown');
  for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
  return reply.code(err.status).type('application/problem+json').send(JSON.stringify(problem));
}

/** A schema failure of an operation whose errors follow RFC 6749 (`x-error-format: oauth2`). */
function oauthValidationError(validation: any[], errors: FieldError[]): ApiError {
  const grant = validation.some((e) => e.instancePath === '/grant_type' && e.keyword === 'enum');
  const error = grant ? 'unsupported_grant_type' : 'invalid_request';
  const d = grant ? 'Only `grant_type=client_credentials` is supported.' : `The token request is invalid: ${errors.map((e) => `${e.pointer} ${e.message}`).join('; ')}.`;
  return new ApiError(400, error, d, { extra: { error, error_description: d } });
}

/** Map anything thrown to a problem. Unknown errors become 500 `internal_error` (logged). */
export function toApiError(err: FastifyError | Error, req: FastifyRequest): ApiError {
  if (err instanceof ApiError) return err;
  const fe = err as FastifyError & { validation?: any[]; validationContext?: string };
  const cfg = req.routeOptions?.config;
  if (fe.validation) {
    const part = fe.validationContext ?? 'body';
    const errors = fieldErrors(fe.validation, part);
    if (cfg?.errorFormat === 'oauth2') return oauthValidationError(fe.validation, errors);
    if (part === 'body') {
      const dt = fe.validation.find((e) => e.instancePath === '/document_type' && e.keyword === 'enum');
      if (dt) return new ApiError(422, 'unknown_document_type', `Unknown document_type. It must be one of ${(dt.params.allowedValues as string[]).join(', ')}.`, { errors: fieldErrors([dt], 'body') });
      return new ApiError(422, 'validation_error', `The request body is invalid: ${errors.slice(0, 3).map((e) => `${e.pointer} ${e.message}`).join('; ')}.`, { errors });
    }
    return new ApiError(400, 'invalid_parameter', `Invalid ${({ querystring: 'query', params: 'path', headers: 'header' } as Record<string, string>)[part] ?? part} parameter: ${errors.map((e) => `${e.pointer} ${e.message}`).join('; ')}.`, { errors });
  }
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'body_too_large', `The request body is larger than the limit for this operation (${req.routeOptions?.bodyLimit ?? ''} bytes).`);
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, 'malformed_json', 'The Content-Length does not match the body.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'unsupported_content_type', `Content-Type ${JSON.stringify(req.headers['content-type'] ?? '')} is not accepted; send ${(cfg?.bodyContentTypes ?? ['application/json']).join(' or ')}.`);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'malformed_json', 'The request body is empty; send a JSON object.');
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new ApiError(415, 'unsupported_content_type', 'The Content-Type header is invalid.');
  }
  // The client went away or stopped sending the body half way (the request timeout aborts it).
  if (fe.code === 'ECONNRESET' || fe.code === 'ERR_STREAM_PREMATURE_CLOSE' || (fe as { name?: string }).name === 'AbortError') {
    return new ApiError(408, 'request_timeout', 'The request body was not received in time.');
  }
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    if (fe.statusCode === 413) return new ApiError(413, 'body_too_large', 'The request body is too large.');
    if (fe.statusCode === 415) return new ApiError(415, 'unsupported_content_type', fe.message);
    if (fe.statusCode === 408) return new ApiError(408, 'request_timeout', 'The request was not received in time.');
    return new ApiError(400, 'invalid_parameter', fe.message);
  }
  return new ApiError(500, 'internal_error', 'An unexpected error occurred. Retry later; quote the request_id if it persists.');
}

/**
 * What Node's HTTP parser refuses (headers over 16 KiB, often a huge query string; a malformed
 * request line; headers or a body that did not arrive in time) is answered as a problem too, with a
 * request id and rate-limit headers, and the connection is closed.
 */
export function clientErrorHandler(limits: RateLimits) {
  return (err: NodeJS.ErrnoException, socket: Socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const timeout = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const api = timeout
      ? new ApiError(408, 'request_timeout', 'The request headers or body were not received in time.')
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? new ApiError(400, 'invalid_parameter', 'The request line and headers are larger than the server accepts (16 KiB); shorten the query string.')
        : new ApiError(400, 'bad_request', 'The HTTP request could not be parsed.');
    const rid = newId('req');
    const body = JSON.stringify(toProblem(api, rid));
    const write = (rl?: { remaining: number; reset: number }) => {
      if (socket.writable) {
        const head = [`HTTP/1.1 ${api.status} ${timeout ? 'Request Timeout' : 'Bad Request'}`, `request-id: ${rid}`, `ratelimit-policy: ${limits.policy}`];
        if (rl) head.push(`ratelimit: "default";r=${rl.remaining};t=${rl.reset}`);
        head.push('content-type: application/problem+json; charset=utf-8', `content-length: ${Buffer.byteLength(body)}`, 'connection: close');
        socket.end(head.join('\r\n') + '\r\n\r\n' + body);
      }
      socket.destroySoon?.();
    };
    limits.decide(`anon:${socket.remoteAddress ?? 'unknown'}`).then(write, () => write());
  };
}

/** What the router refuses before any hook runs (a malformed or over-long URL). */
export function frameworkErrors(limits: RateLimits) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    req.rid = req.id as string;
    reply.header('request-id', req.rid);
    const detail = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long.' : 'The URL is malformed.';
    const send = () => sendProblem(req, reply, new ApiError(400, 'invalid_parameter', detail));
    limits.apply(reply, `anon:${req.ip}`).then(send, send);
  };
}

export default fp(async function problems(app: FastifyInstance) {
  app.setErrorHandler((err, req, reply) => {
    const api = toApiError(err as FastifyError, req);
    if (api.status >= 500) req.log.error({ err }, 'request failed');
    return sendProblem(req, reply, api);
  });
  app.setNotFoundHandler(async (req, reply) => {
    return sendProblem(req, reply, new ApiError(404, 'not_found', `No route for ${req.method} ${req.url.split('?')[0]}.`));
  });
}, { name: 'problems', fastify: '5.x' });
