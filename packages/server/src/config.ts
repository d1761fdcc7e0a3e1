import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** Background workers (jobs and webhook deliveries). */
  workers: boolean;
  pollIntervalMs: number;
  leaseMs: number;
  /** Hosts admitted as webhook targets even when they resolve to non-public addresses. */
  webhookAllowlist: string[];
  logLevel: string;
  /** Create and print a development key on first start (development mode only). */
  bootstrapKey: boolean;
  /** Identifies this instance in job leases. */
  instanceId: string;
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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
    maxBodyBytes: int(env.CAS_MAX_BODY_BYTES, 15 * 1024 * 1024),
    defaultBodyBytes: int(env.CAS_DEFAULT_BODY_BYTES, 1024 * 1024),
    rateLimit: int(env.CAS_RATE_LIMIT, 600),
    rateWindowSeconds: int(env.CAS_RATE_WINDOW_SECONDS, 60),
    rateLimitBatch: int(env.CAS_RATE_LIMIT_BATCH, 0),
    authCacheSeconds: int(env.CAS_AUTH_CACHE_SECONDS, 5),
    tokenTtlSeconds: int(env.CAS_TOKEN_TTL_SECONDS, 900),
    idempotencyTtlSeconds: int(env.CAS_IDEMPOTENCY_TTL_SECONDS, 24 * 3600),
    workers: env.CAS_WORKERS !== '0',
    pollIntervalMs: int(env.CAS_POLL_INTERVAL_MS, 250),
    leaseMs: int(env.CAS_LEASE_MS, 60_000),
    webhookAllowlist: (env.CAS_WEBHOOK_ALLOWLIST || '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean),
    logLevel: env.LOG_LEVEL || 'info',
    bootstrapKey: devMode,
    instanceId: `${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
  };
  return { ...cfg, ...overrides };
}
