import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyReply, type FastifyError } from 'fastify';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { authenticate, requireScopes, CredentialCache, type AuthContext } from './auth.js';
import type { Config } from './config.js';
import type { Ctx, Handler } from './context.js';
import { newId } from './ids.js';
import { ApiError, toProblem, type FieldError } from './problem.js';
import { loadSpec, operations, qualifyRefs, validationComponents, SPEC_ID, type OpenApi, type Operation } from './spec.js';
import type { Storage } from './storage.js';
import { handlers } from './handlers/index.js';
import { RateLimiter } from './ratelimit.js';
import { CONTRACT_RENDER_VERSION } from './resources.js';

const addFormats = addFormatsImport as unknown as (ajv: Ajv2020) => void;

export interface AppOptions {
  storage: Storage;
  config: Config;
  spec?: OpenApi;
  /** Called when work was queued (jobs or deliveries). */
  kick?: () => void;
  logger?: boolean | Record<string, unknown>;
}

function makeAjv(coerce: boolean, components: Record<string, unknown>): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
    validateSchema: false,
    discriminator: false,
  });
  addFormats(ajv);
  ajv.addKeyword('x-base64');
  ajv.addSchema(components);
  return ajv;
}

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

function sendProblem(req: FastifyRequest, reply: FastifyReply, err: ApiError): FastifyReply {
  const problem = toProblem(err, req.rid ?? 'req_unknown');
  for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
  return reply.code(err.status).type('application/problem+json').send(JSON.stringify(problem));
}

/** Map anything thrown to a problem. Unknown errors become 500 `internal_error` (logged). */
export function toApiError(err: FastifyError | Error, req: FastifyRequest): ApiError {
  if (err instanceof ApiError) return err;
  const fe = err as FastifyError & { validation?: any[]; validationContext?: string };
  const op = req.routeOptions?.config?.operationId;
  if (fe.validation) {
    const part = fe.validationContext ?? 'body';
    const errors = fieldErrors(fe.validation, part);
    if (op === 'createToken') {
      const grant = fe.validation.some((e) => e.instancePath === '/grant_type' && e.keyword === 'enum');
      const error = grant ? 'unsupported_grant_type' : 'invalid_request';
      const d = grant ? 'Only `grant_type=client_credentials` is supported.' : `The token request is invalid: ${errors.map((e) => `${e.pointer} ${e.message}`).join('; ')}.`;
      return new ApiError(400, error, d, { extra: { error, error_description: d } });
    }
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
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      if (fe.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') return new ApiError(400, 'malformed_json', 'The Content-Length does not match the body.');
      return new ApiError(415, 'unsupported_content_type', `Content-Type ${JSON.stringify(req.headers['content-type'] ?? '')} is not accepted; send ${(req.routeOptions?.config?.bodyContentTypes ?? ['application/json']).join(' or ')}.`);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'malformed_json', 'The request body is empty; send a JSON object.');
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new ApiError(415, 'unsupported_content_type', 'The Content-Type header is invalid.');
  }
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    if (fe.statusCode === 413) return new ApiError(413, 'body_too_large', 'The request body is too large.');
    if (fe.statusCode === 415) return new ApiError(415, 'unsupported_content_type', fe.message);
    return new ApiError(400, 'invalid_parameter', fe.message);
  }
  return new ApiError(500, 'internal_error', 'An unexpected error occurred. Retry later; quote the request_id if it persists.');
}

const IDEMPOTENT_HEADERS = ['location', 'preference-applied', 'content-type'];

/** The official clients' User-Agent: `contract-analysis-<lang>/<version> (spec <version>; <runtime>)`. */
const CLIENT_UA = /^contract-analysis-(node|python|ruby|java)\/(\S+) \(spec ([^;)]+)(?:; ([^)]*))?\)/;

export function parseClientUserAgent(ua: string | undefined) {
  const m = ua ? CLIENT_UA.exec(ua) : null;
  return m ? { language: m[1], version: m[2], spec: m[3], runtime: m[4] ?? null } : undefined;
}

/** The request as the access log records it: pino's usual fields plus the client's User-Agent, parsed. */
function serializeRequest(req: FastifyRequest) {
  const ua = req.headers['user-agent'];
  return { method: req.method, url: req.url, remoteAddress: req.ip, userAgent: ua, client: parseClientUserAgent(ua) };
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { storage, config } = opts;
  const spec = opts.spec ?? loadSpec();
  // Stored contract JSON is valid only for the spec and renderer that made it.
  const contractBodyKey = `${createHash('sha256').update(JSON.stringify(spec)).digest('hex').slice(0, 16)}.${CONTRACT_RENDER_VERSION}`;
  const ctx: Ctx = { storage, config, kick: opts.kick ?? (() => {}), contractBodyKey };
  const { doc } = validationComponents(spec);
  const bodyAjv = makeAjv(false, doc);
  const paramAjv = makeAjv(true, doc);
  const ops = operations(spec);

  // The methods each spec path answers, for 405 Method Not Allowed with an Allow header.
  const pathMethods = allowedMethodsByPath(ops);
  const credentials = new CredentialCache(config.authCacheSeconds * 1000);
  const limiter = new RateLimiter(storage, config.rateLimit, config.rateWindowSeconds, config.rateLimitBatch || undefined);
  const policy = `"default";q=${config.rateLimit};w=${config.rateWindowSeconds}`;
  const rateLimitHeaders = async (reply: FastifyReply, bucket: string) => {
    const rl = await limiter.hit(bucket);
    reply.header('ratelimit-policy', policy);
    reply.header('ratelimit', `"default";r=${rl.remaining};t=${rl.reset}`);
    return rl;
  };

  const app: FastifyInstance = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.logLevel, serializers: { req: serializeRequest }, ...(typeof opts.logger === 'object' ? opts.logger : {}) },
    bodyLimit: config.defaultBodyBytes,
    genReqId: () => newId('req'),
    trustProxy: false,
    // Ids are at most 64 characters (the spec says so, and ajv answers 400 beyond it); the router's
    // own limit is higher so that ajv, not the router, refuses them.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    // What Node's HTTP parser refuses (headers over 16 KiB, often a huge query string; a malformed
    // request line) is answered as a problem too, with a request id and rate-limit headers.
    clientErrorHandler: (err: NodeJS.ErrnoException, socket: import('node:net').Socket) => {
      if (err.code === 'ECONNRESET' || socket.destroyed) return;
      const timeout = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
      const status = timeout ? 408 : 400;
      const api = timeout
        ? new ApiError(408, 'request_timeout', 'The request was not received in time.')
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? new ApiError(400, 'invalid_parameter', 'The request line and headers are larger than the server accepts (16 KiB); shorten the query string.')
          : new ApiError(400, 'bad_request', 'The HTTP request could not be parsed.');
      const rid = newId('req');
      const body = JSON.stringify(toProblem(api, rid));
      const write = (rl?: { remaining: number; reset: number }) => {
        if (socket.writable) {
          const head = [`HTTP/1.1 ${status} ${status === 408 ? 'Request Timeout' : 'Bad Request'}`, `request-id: ${rid}`, `ratelimit-policy: ${policy}`];
          if (rl) head.push(`ratelimit: "default";r=${rl.remaining};t=${rl.reset}`);
          head.push('content-type: application/problem+json; charset=utf-8', `content-length: ${Buffer.byteLength(body)}`, 'connection: close');
          socket.write(head.join('\r\n') + '\r\n\r\n' + body);
        }
        socket.destroy(err);
      };
      limiter.hit(`ip:${socket.remoteAddress ?? 'unknown'}`).then(write, () => write());
    },
    // What the router refuses before any hook runs (a malformed or over-long URL) is still a problem
    // with a request id and rate-limit headers.
    frameworkErrors: (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
      req.rid = req.id as string;
      reply.header('request-id', req.rid);
      const detail = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long.' : 'The URL is malformed.';
      rateLimitHeaders(reply, `ip:${req.ip}`).then(
        () => sendProblem(req, reply, new ApiError(400, 'invalid_parameter', detail)),
        () => sendProblem(req, reply, new ApiError(400, 'invalid_parameter', detail)),
      );
    },
  } as any) as unknown as FastifyInstance;

  app.addSchema(structuredClone(doc));
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : paramAjv;
    return ajv.compile(schema as any) as any;
  });

  // Body parsers: JSON (raw text kept for the idempotency fingerprint) and, for the token endpoint, forms.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    req.bodyHash = createHash('sha256').update(text).digest('hex');
    if (text.length === 0 && req.routeOptions?.config?.bodyOptional) return done(null, undefined);
    if (text.length === 0) return done(new ApiError(400, 'malformed_json', 'The request body is empty; send a JSON object.'), undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      return done(new ApiError(400, 'malformed_json', `The request body is not valid JSON: ${(e as Error).message}.`), undefined);
    }
    // An optional body may be left out, but one that is sent must match the schema: `null` is not an
    // object (the route schema admits null only to stand for "no body").
    if (value === null && req.routeOptions?.config?.bodyOptional) {
      return done(new ApiError(422, 'validation_error', 'The request body must be a JSON object, or left out.', { errors: [{ pointer: '/', message: 'must be object' }] }), undefined);
    }
    done(null, value);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    req.bodyHash = createHash('sha256').update(body as string).digest('hex');
    const out: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(body as string)) if (!(k in out)) out[k] = v;
    done(null, out);
  });

  app.decorateRequest('rid', '');
  app.decorateRequest('auth', undefined);
  app.decorateRequest('bodyHash', undefined);
  app.decorateRequest('idem', undefined);

  // Request id, authentication, scopes and rate limits, before the body is read.
  app.addHook('onRequest', async (req, reply) => {
    req.rid = req.id as string;
    reply.header('request-id', req.rid);
    const cfg = req.routeOptions?.config;
    if (req.url === '/healthz' || req.url === '/readyz') return;
    let auth: AuthContext | undefined;
    let authError: ApiError | undefined;
    if (cfg?.scopes) {
      try {
        auth = await authenticate(storage, req.headers.authorization, credentials);
      } catch (e) {
        authError = e as ApiError;
      }
    }
    // Rate limit per credential, or per client address before authentication (see ratelimit.ts).
    const rl = await rateLimitHeaders(reply, auth ? `cred:${auth.credentialId}` : `ip:${req.ip}`);
    if (!rl.allowed) {
      throw new ApiError(429, 'rate_limited', `Too many requests: the limit is ${config.rateLimit} per ${config.rateWindowSeconds} seconds. Retry after ${rl.reset} seconds.`, { headers: { 'retry-after': String(rl.reset) } });
    }
    if (req.is404) {
      // A path of the spec with a method it does not declare: 405, before any body is parsed.
      const allow = allowedMethods(pathMethods, req.url);
      if (allow) throw new ApiError(405, 'method_not_allowed', `${req.method} is not allowed here; use ${allow.join(', ')}.`, { headers: { allow: allow.join(', ') } });
    }
    if (authError) throw authError;
    if (auth && cfg?.scopes) requireScopes(auth, cfg.scopes);
    req.auth = auth;
  });

  // A body must come in one of the operation's declared media types.
  app.addHook('preValidation', async (req) => {
    const types = req.routeOptions?.config?.bodyContentTypes;
    if (!types || req.body === undefined) return;
    const ct = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!types.includes(ct)) {
      throw new ApiError(415, 'unsupported_content_type', `Content-Type ${JSON.stringify(ct)} is not accepted; send ${types.join(' or ')}.`);
    }
  });

  // Idempotency-Key on POST and PATCH: claim, replay, or refuse.
  app.addHook('preHandler', async (req, reply) => {
    if (req.method !== 'POST' && req.method !== 'PATCH') return;
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || !req.auth) return;
    const hash = createHash('sha256').update(`${req.method} ${req.url}\n${req.bodyHash ?? ''}`).digest('hex');
    const rec = await storage.claimIdempotencyKey(req.auth.accountId, key, hash, config.idempotencyTtlSeconds * 1000);
    if (!rec) {
      req.idem = { accountId: req.auth.accountId, key };
      return;
    }
    if (rec.request_hash !== hash) {
      throw new ApiError(409, 'idempotency_conflict', 'This Idempotency-Key was used with a different request. Use a new key for a new request.');
    }
    if (rec.status !== 'done') {
      throw new ApiError(409, 'idempotency_in_progress', 'A request with this Idempotency-Key is still in progress. Retry shortly.', { headers: { 'retry-after': '1' } });
    }
    const headers = JSON.parse(rec.response_headers ?? '{}') as Record<string, string>;
    for (const [k, v] of Object.entries(headers)) reply.header(k, v);
    reply.header('idempotent-replayed', 'true');
    req.idem = { accountId: req.auth.accountId, key, replayed: true };
    return reply.code(rec.response_status ?? 200).send(rec.response_body ?? '');
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const idem = req.idem;
    if (!idem || idem.replayed) return payload;
    req.idem = undefined;
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
        const headers: Record<string, string> = {};
        for (const h of IDEMPOTENT_HEADERS) {
          const v = reply.getHeader(h);
          if (v !== undefined) headers[h] = String(v);
        }
        await storage.completeIdempotencyKey(idem.accountId, idem.key, reply.statusCode, headers, payload);
      } else {
        // A request that failed changed nothing; the key may be used again.
        await storage.releaseIdempotencyKey(idem.accountId, idem.key);
      }
    } catch (e) {
      req.log.error({ err: e }, 'could not record the idempotent response');
    }
    return payload;
  });

  app.setErrorHandler((err, req, reply) => {
    const api = toApiError(err as FastifyError, req);
    if (api.status >= 500) req.log.error({ err }, 'request failed');
    return sendProblem(req, reply, api);
  });

  app.setNotFoundHandler(async (req, reply) => {
    return sendProblem(req, reply, new ApiError(404, 'not_found', `No route for ${req.method} ${req.url.split('?')[0]}.`));
  });

  // Health (outside the spec, like /metrics would be).
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (req, reply) => {
    try {
      await storage.ping();
      return { status: 'ready', storage: storage.dialect };
    } catch (e) {
      reply.code(503);
      return { status: 'unavailable', reason: (e as Error).message };
    }
  });

  for (const op of ops) registerOperation(app, op, ctx);
  return app;
}

function allowedMethodsByPath(ops: Operation[]): Array<{ re: RegExp; literal: number; methods: string[] }> {
  const byUrl = new Map<string, Set<string>>();
  for (const op of ops) {
    const m = byUrl.get(op.url) ?? new Set<string>();
    m.add(op.method.toUpperCase());
    if (op.method === 'get') m.add('HEAD');
    byUrl.set(op.url, m);
  }
  return [...byUrl].map(([url, methods]) => ({
    re: new RegExp('^' + url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+') + '/?$'),
    literal: url.split('/').filter((seg) => seg && !seg.startsWith(':')).length,
    methods: [...methods],
  }));
}

/**
 * The methods the spec declares for this URL's path, or null when no spec path matches. When several
 * templates match (`/contracts/review` and `/contracts/{id}`), the most literal one wins.
 */
function allowedMethods(table: Array<{ re: RegExp; literal: number; methods: string[] }>, url: string): string[] | null {
  const p = url.split('?')[0];
  const hits = table.filter((t) => t.re.test(p));
  if (!hits.length) return null;
  const best = Math.max(...hits.map((t) => t.literal));
  return [...new Set(hits.filter((t) => t.literal === best).flatMap((t) => t.methods))].sort();
}

function paramSchema(op: Operation, where: string): Record<string, unknown> | undefined {
  const ps = op.parameters.filter((p) => p.in === where);
  if (!ps.length) return undefined;
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const p of ps) {
    // Prefer is a list of preferences (RFC 7240): its length is checked as the spec says, and unknown
    // preferences are ignored, not refused; an enum (an older spec) would refuse `respond-async, wait=5`.
    if (where === 'header' && p.name.toLowerCase() === 'prefer' && p.schema?.enum) continue;
    const name = where === 'header' ? p.name.toLowerCase() : p.name;
    properties[name] = qualifyRefs(p.schema);
    if (p.required) required.push(name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

function registerOperation(app: FastifyInstance, op: Operation, ctx: Ctx): void {
  const handler: Handler | undefined = handlers[op.operationId];
  const schema: Record<string, unknown> = {};
  const qs = paramSchema(op, 'query');
  const params = paramSchema(op, 'path');
  const headers = paramSchema(op, 'header');
  if (qs) schema.querystring = qs;
  if (params) schema.params = params;
  if (headers && Object.keys((headers as any).properties).length) schema.headers = headers;
  let bodyContentTypes: string[] | undefined;
  let bodyLimit: number | undefined;
  if (op.requestBody) {
    bodyContentTypes = Object.keys(op.requestBody.content);
    const bodySchema = Object.values(op.requestBody.content)[0];
    schema.body = op.requestBody.required ? qualifyRefs(bodySchema) : { anyOf: [qualifyRefs(bodySchema), { type: 'null' }] };
    const str = JSON.stringify(bodySchema);
    // Operations that carry a base64 document get the large body limit.
    if (/ReviewRequest|AskRequest/.test(str)) bodyLimit = ctx.config.maxBodyBytes;
  }
  const response: Record<string, unknown> = {};
  for (const [status, s] of Object.entries(op.successResponses)) response[status] = qualifyRefs(s);
  schema.response = response;
  app.route({
    method: op.method.toUpperCase() as any,
    url: op.url,
    schema,
    bodyLimit,
    config: { operationId: op.operationId, scopes: op.scopes, bodyContentTypes, bodyOptional: !!op.requestBody && !op.requestBody.required },
    handler: async (req, reply) => {
      if (!handler) throw new ApiError(500, 'internal_error', `Operation ${op.operationId} is not implemented.`);
      return handler(req, reply, ctx);
    },
  });
}

export function unimplementedOperations(spec: OpenApi = loadSpec()): string[] {
  return operations(spec).map((o) => o.operationId).filter((id) => !handlers[id]);
}

export { SPEC_ID };
