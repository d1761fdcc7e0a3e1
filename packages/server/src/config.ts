import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SCHEDULE } from './webhooks/schedule.js';

/** Server configuration, read from the environment. Every limit in the spec's description is here. */
export interface Config {
  host: string;
  port: number;
  /** PostgreSQL connection string; when unset the embedded SQLite database is used. */
  databaseUrl?: string;
  /** Directory of the embedded database file. */
  dataDir: string;
  /** SQLite file name (":memory:" for tests). */
  sqliteFile?: string;
  devMode: boolean;
  /** Decoded document limit, bytes. */
  maxDocumentBytes: number;
  /** Pages of a PDF document. */
  maxPages: number;
  /** Characters of a document's extracted text. */
  maxTextChars: number;
  /** Bytes that a document's compressed parts (PDF Flate streams, DOCX entries) may inflate to, in all. */
  maxDecompressedBytes: number;
  /** Document worker threads (parsing and analysis off the event loop); 0 runs them inline. */
  docThreads: number;
  /** Old-generation heap limit of each document worker, MB. */
  docWorkerHeapMb: number;
  /** Wall-clock limit of one document task once it runs, ms. */
  docTimeoutMs: number;
  /** JSON body limit on document routes, bytes. */
  maxBodyBytes: number;
  /** Body limit on every other route, bytes. */
  defaultBodyBytes: number;
  rateLimit: number;
  rateWindowSeconds: number;
  /** Most rate-limit units an instance claims from storage at once; 0 picks 5% of the limit, at most 100. */
  rateLimitBatch: number;
  /** How long a successful API key lookup is cached in this instance (a revocation takes up to this long). */
  authCacheSeconds: number;
  tokenTtlSeconds: number;
  idempotencyTtlSeconds: number;
  /**
   * How long an in-progress Idempotency-Key claim holds the key. A little longer than a request can
   * run (the document time limit plus storage), so that a claim left by a crash lapses and a retry
   * takes the key over.
   */
  idempotencyLockSeconds: number;
  /**
   * Which proxies to trust for the client address (X-Forwarded-For): `false` (default, the socket's
   * address), `true` (any), a hop count, or a comma-separated list of addresses and CIDR ranges.
   * The client address keys the rate limits of unauthenticated requests.
   */
  trustProxy: boolean | number | string[];
  /** The request headers must arrive within this many milliseconds (408 after). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this many milliseconds (408 after). */
  requestTimeoutMs: number;
  /** A connection idle for this many milliseconds is closed. */
  idleTimeoutMs: number;
  /** Background workers (jobs and webhook deliveries). */
  workers: boolean;
  pollIntervalMs: number;
  /** A job's lease; the worker renews it every third of this while the job runs (heartbeats). */
  leaseMs: number;
  /**
   * Webhook targets admitted despite the address rules (tests, internal endpoints): host names,
   * IP addresses and CIDR ranges. An allowlisted host may also be reached over plain http.
   */
  webhookAllowlist: string[];
  /** A delivery attempt that has no 2xx answer within this many milliseconds failed. */
  webhookTimeoutMs: number;
  /** Delays between delivery attempts, e.g. "5s,5m,30m,2h,5h,10h,10h" (attempts = entries + 1). */
  webhookSchedule: string;
  /** Multiplies every delay of the schedule (tests compress it). */
  webhookScheduleScale: number;
  /** The most a `Retry-After` answer can postpone the next attempt by, in seconds. */
  webhookRetryAfterMaxSeconds: number;
  /** Deliveries handled at once by this instance. */
  webhookConcurrency: number;
  /** Deliveries to one endpoint handled at once by this instance. */
  webhookEndpointConcurrency: number;
  /** An endpoint is disabled (`consecutive_failures`) after this many deliveries in a row failed for good. */
  webhookDisableAfter: number;
  logLevel: string;
  /** Dashboard sessions end after this long without a request (idle expiry). */
  sessionIdleSeconds: number;
  /** Dashboard sessions end this long after sign-in, however busy (absolute expiry). */
  sessionMaxSeconds: number;
  /** Sign-in attempts per email address in a window. */
  loginLimitPerEmail: number;
  /** Sign-in attempts per client address in a window. */
  loginLimitPerAddress: number;
  loginWindowSeconds: number;
  /** The built front end (packages/dashboard/dist), served at /dashboard/ when it exists. */
  dashboardDir: string;
  /**
   * Origins (`https://host[:port]`) whose pages may make state-changing dashboard requests. Empty:
   * the request's own origin (its scheme and Host), which is right unless a proxy rewrites Host.
   */
  dashboardOrigins: string[];
  /** Create and print a development key on first start (development mode only). */
  bootstrapKey: boolean;
  /** Identifies this instance in job leases. */
  instanceId: string;
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function trustProxy(v: string | undefined): Config['trustProxy'] {
  const t = (v ?? '').trim().toLowerCase();
  if (t === '' || t === 'false' || t === '0') return false;
  if (t === 'true') return true;
  if (/^\d+$/.test(t)) return Number(t);
  return t.split(',').map((x) => x.trim()).filter(Boolean);
}

function int(v: string | undefined, d: number): number {
  if (v === undefined || v === '') return d;
  const n = Number(v);
  return Number.isFinite(n) ? n : d;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const devMode = env.CAS_DEV === '1' || (env.NODE_ENV !== 'production' && env.CAS_DEV !== '0');
  const cfg: Config = {
    host: env.HOST || '127.0.0.1',
    port: int(env.PORT, 8080),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || path.join(repoRoot, '.data'),
    devMode,
    maxDocumentBytes: int(env.CAS_MAX_DOCUMENT_BYTES, 10 * 1024 * 1024),
    maxPages: int(env.CAS_MAX_PAGES, 2_000),
    maxTextChars: int(env.CAS_MAX_TEXT_CHARS, 5_000_000),
    maxDecompressedBytes: int(env.CAS_MAX_DECOMPRESSED_BYTES, 64 * 1024 * 1024),
    docThreads: Math.max(0, int(env.CAS_DOC_THREADS, os.availableParallelism())),
    docWorkerHeapMb: Math.max(16, int(env.CAS_DOC_WORKER_HEAP_MB, 512)),
    docTimeoutMs: Math.max(1, int(env.CAS_DOC_TIMEOUT_MS, 30_000)),
    maxBodyBytes: int(env.CAS_MAX_BODY_BYTES, 15 * 1024 * 1024),
    defaultBodyBytes: int(env.CAS_DEFAULT_BODY_BYTES, 1024 * 1024),
    rateLimit: int(env.CAS_RATE_LIMIT, 600),
    rateWindowSeconds: int(env.CAS_RATE_WINDOW_SECONDS, 60),
    rateLimitBatch: int(env.CAS_RATE_LIMIT_BATCH, 0),
    authCacheSeconds: int(env.CAS_AUTH_CACHE_SECONDS, 5),
    tokenTtlSeconds: int(env.CAS_TOKEN_TTL_SECONDS, 900),
    idempotencyTtlSeconds: int(env.CAS_IDEMPOTENCY_TTL_SECONDS, 24 * 3600),
    idempotencyLockSeconds: int(env.CAS_IDEMPOTENCY_LOCK_SECONDS, 90),
    trustProxy: trustProxy(env.CAS_TRUST_PROXY),
    headersTimeoutMs: int(env.CAS_HEADERS_TIMEOUT_MS, 10_000),
    requestTimeoutMs: int(env.CAS_REQUEST_TIMEOUT_MS, 30_000),
    idleTimeoutMs: int(env.CAS_IDLE_TIMEOUT_MS, 60_000),
    workers: env.CAS_WORKERS !== '0',
    pollIntervalMs: int(env.CAS_POLL_INTERVAL_MS, 250),
    leaseMs: int(env.CAS_LEASE_MS, 10_000),
    webhookAllowlist: (env.CAS_WEBHOOK_ALLOWLIST || '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean),
    webhookTimeoutMs: int(env.CAS_WEBHOOK_TIMEOUT_MS, 15_000),
    webhookSchedule: env.CAS_WEBHOOK_SCHEDULE || DEFAULT_SCHEDULE,
    webhookScheduleScale: int(env.CAS_WEBHOOK_SCHEDULE_SCALE, 1),
    webhookRetryAfterMaxSeconds: int(env.CAS_WEBHOOK_RETRY_AFTER_MAX_SECONDS, 3600),
    webhookConcurrency: Math.max(1, int(env.CAS_WEBHOOK_CONCURRENCY, 16)),
    webhookEndpointConcurrency: Math.max(1, int(env.CAS_WEBHOOK_ENDPOINT_CONCURRENCY, 4)),
    webhookDisableAfter: Math.max(1, int(env.CAS_WEBHOOK_DISABLE_AFTER, 5)),
    logLevel: env.LOG_LEVEL || 'info',
    sessionIdleSeconds: Math.max(60, int(env.CAS_SESSION_IDLE_SECONDS, 3600)),
    sessionMaxSeconds: Math.max(60, int(env.CAS_SESSION_MAX_SECONDS, 12 * 3600)),
    loginLimitPerEmail: Math.max(1, int(env.CAS_LOGIN_LIMIT_EMAIL, 10)),
    loginLimitPerAddress: Math.max(1, int(env.CAS_LOGIN_LIMIT_ADDRESS, 100)),
    loginWindowSeconds: Math.max(1, int(env.CAS_LOGIN_WINDOW_SECONDS, 900)),
    dashboardDir: env.CAS_DASHBOARD_DIR || path.join(repoRoot, 'packages/dashboard/dist'),
    dashboardOrigins: (env.CAS_DASHBOARD_ORIGINS || '').split(',').map((s) => s.trim().replace(/\/+$/, '')).filter(Boolean),
    bootstrapKey: devMode,
    instanceId: `${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
  };
  return { ...cfg, ...overrides };
}
