import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { CredentialCache } from './auth.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { DocumentEngine, engineOptions } from './docpool.js';
import type { Ctx } from './context.js';
import { newId } from './ids.js';
import { loadSpec, operations, validationComponents, SPEC_ID, type OpenApi } from './spec.js';
import type { Storage } from './storage.js';
import { handlers } from './handlers/index.js';
import { CONTRACT_RENDER_VERSION } from './resources.js';
import authPlugin from './plugins/auth.js';
import bodyParsers from './plugins/body-parsers.js';
import health from './plugins/health.js';
import idempotency from './plugins/idempotency.js';
import problems, { clientErrorHandler, frameworkErrors } from './plugins/problems.js';
import rateLimits, { RateLimits } from './plugins/rate-limits.js';
import routes from './plugins/routes.js';
import dashboard from './plugins/dashboard.js';

const addFormats = addFormatsImport as unknown as (ajv: Ajv2020) => void;

export interface AppOptions {
  storage: Storage;
  config: Config;
  spec?: OpenApi;
  /** Called when work was queued (jobs or deliveries). */
  kick?: () => void;
  /** Parses and analyses documents off the event loop; an app built on its own runs them inline. */
  engine?: DocumentEngine;
  logger?: boolean | Record<string, unknown>;
  /** The clock of time-bound decisions (src/clock.ts); the system clock by default. */
  now?: Clock;
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

/**
 * The HTTP app: Fastify with one plugin per concern (problems, rate limits, authentication, bodies,
 * idempotency, health, the spec's routes). Server-wide settings (timeouts, proxies, the HTTP
 * parser's errors) are here; everything else is in its plugin.
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { storage, config } = opts;
  const spec = opts.spec ?? loadSpec();
  // Stored contract JSON is valid only for the spec and renderer that made it.
  const contractBodyKey = `${createHash('sha256').update(JSON.stringify(spec)).digest('hex').slice(0, 16)}.${CONTRACT_RENDER_VERSION}`;
  const engine = opts.engine ?? new DocumentEngine({ ...engineOptions(config), threads: 0 });
  const now = opts.now ?? systemClock;
  const credentials = new CredentialCache(config.authCacheSeconds * 1000, undefined, now);
  const ctx: Ctx = { storage, config, engine, kick: opts.kick ?? (() => {}), contractBodyKey, credentials, now };
  const { doc } = validationComponents(spec);
  const bodyAjv = makeAjv(false, doc);
  const paramAjv = makeAjv(true, doc);
  const limits = new RateLimits(storage.rateLimits, config, now);

  const app: FastifyInstance = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.logLevel, serializers: { req: serializeRequest }, ...(typeof opts.logger === 'object' ? opts.logger : {}) },
    bodyLimit: config.defaultBodyBytes,
    genReqId: () => newId('req'),
    trustProxy: config.trustProxy,
    // Slow clients: the headers must arrive within headersTimeoutMs and the whole request within
    // requestTimeoutMs (408 either way), and Node checks every second rather than every 30.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    http: { headersTimeout: config.headersTimeoutMs, requestTimeout: config.requestTimeoutMs, connectionsCheckingInterval: 1000 },
    // Ids are at most 64 characters (the spec says so, and ajv answers 400 beyond it); the router's
    // own limit is higher so that ajv, not the router, refuses them.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    clientErrorHandler: clientErrorHandler(limits),
    frameworkErrors: frameworkErrors(limits),
  } as any) as unknown as FastifyInstance;

  app.addSchema(structuredClone(doc));
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : paramAjv;
    return ajv.compile(schema as any) as any;
  });

  app.decorateRequest('rid', '');
  app.addHook('onRequest', async (req, reply) => {
    req.rid = req.id as string;
    reply.header('request-id', req.rid);
  });

  await app.register(problems);
  await app.register(rateLimits, { limits });
  await app.register(authPlugin, { storage, credentials });
  await app.register(bodyParsers);
  await app.register(idempotency, { storage, ttlSeconds: config.idempotencyTtlSeconds, lockSeconds: config.idempotencyLockSeconds, instanceId: config.instanceId });
  await app.register(health, { storage });
  await app.register(routes, { ops: operations(spec), ctx });
  await app.register(dashboard, { storage, config });
  return app;
}

export function unimplementedOperations(spec: OpenApi = loadSpec()): string[] {
  return operations(spec).map((o) => o.operationId).filter((id) => !(id in handlers));
}

export { SPEC_ID };
