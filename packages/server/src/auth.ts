import { createHash, timingSafeEqual } from 'node:crypto';
import { randomToken } from './ids.js';
import { ApiError } from './problem.js';
import { seal, sealingKey, unseal } from './seal.js';
import type { Storage } from './storage.js';
import { systemClock, type Clock } from './clock.js';

export const ALL_SCOPES = ['contracts:read', 'contracts:write', 'webhooks:manage', 'playbooks:manage', 'benchmarks:read', 'keys:manage'] as const;
export type Scope = (typeof ALL_SCOPES)[number];

export interface AuthContext {
  accountId: string;
  credentialId: string;
  scopes: string[];
  livemode: boolean;
  /**
   * What a key created with this credential is tied to (revoked with): the key itself, or the OAuth
   * client of a token. Null for a dashboard token: keys made in the dashboard belong to the account.
   */
  issuer: string | null;
  /** An access token's replay secret, sealed under the token (see `replaySecret`); null for an API key. */
  replaySeal: string | null;
}

export function sha256Hex(s: string | Buffer): string {
  return createHash('sha256').update(s).digest('hex');
}

/** Constant-time comparison of two secrets or digests (as UTF-8); an empty one never matches. */
export function secretEquals(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

const KEY_RE = /^cas_(live|test|at)_[A-Za-z0-9]{16,128}$/;

export function validScopes(scopes: string[]): boolean {
  return scopes.every((s) => (ALL_SCOPES as readonly string[]).includes(s));
}

export function parseScopes(s: string | undefined): string[] {
  if (!s) return [...ALL_SCOPES];
  return [...new Set(s.split(/[\s,]+/).filter(Boolean))];
}

/**
 * Create an API key. The key itself is returned once; only its SHA-256 hash is stored. `parentId`
 * names the credential that made it through the API (revoking that one revokes this one).
 */
export async function createApiKey(storage: Storage, accountId: string, scopes: string[], livemode = false, opts: { name?: string | null; parentId?: string | null } = {}): Promise<{ key: string; id: string; prefix: string }> {
  if (!validScopes(scopes)) throw new Error(`unknown scope in: ${scopes.join(' ')}`);
  const key = `cas_${livemode ? 'live' : 'test'}_${randomToken(32)}`;
  const prefix = key.slice(0, 17);
  const id = await storage.credentials.insert({ account_id: accountId, kind: 'key', prefix, hash: sha256Hex(key), scopes: scopes.join(' '), livemode: livemode ? 1 : 0, client_id: null, expires_ms: null, name: opts.name ?? null, parent_id: opts.parentId ?? null });
  return { key, id, prefix };
}

/**
 * The secret that seals a caller's idempotent responses (plugins/idempotency.ts). For an API key it
 * is the key. An access token carries the one it was minted from (derived from the OAuth client's
 * secret, or from the dashboard session's), sealed under the token itself, so that a retry made
 * after the token was renewed still replays while the database alone can read neither.
 */
export function replaySecret(authorization: string | undefined, auth: AuthContext | undefined): string {
  const bearer = /^Bearer[ ]+(\S+)/i.exec(authorization ?? '')?.[1] ?? '';
  if (!auth?.replaySeal) return bearer;
  return unseal(auth.replaySeal, tokenSealKey(bearer)) ?? bearer;
}

function tokenSealKey(token: string): Buffer {
  return sealingKey(token, 'replay secret', 'contract-analysis token');
}

/** A new access token, with the replay secret of the lineage it belongs to sealed under it. */
function newToken(lineageSecret: string): { token: string; prefix: string; hash: string; replay_seal: string } {
  const token = `cas_at_${randomToken(40)}`;
  const lineage = sealingKey(lineageSecret, 'token lineage', 'contract-analysis replay').toString('base64url');
  return { token, prefix: token.slice(0, 15), hash: sha256Hex(token), replay_seal: seal(lineage, tokenSealKey(token)) };
}

/** A bearer token for the public API, minted for a dashboard session (whose cookie secret is given) and revoked with it. */
export async function mintSessionToken(storage: Storage, accountId: string, session: { id: string; secret: string }, expiresMs: number): Promise<string> {
  const { token, ...stored } = newToken(session.secret);
  await storage.credentials.insert({ account_id: accountId, kind: 'token', ...stored, scopes: ALL_SCOPES.join(' '), livemode: 1, client_id: null, session_id: session.id, expires_ms: expiresMs });
  return token;
}

/** Create an OAuth client; the secret is returned once and stored hashed. */
export async function createOAuthClient(storage: Storage, accountId: string, scopes: string[], livemode = false): Promise<{ client_id: string; client_secret: string }> {
  if (!validScopes(scopes)) throw new Error(`unknown scope in: ${scopes.join(' ')}`);
  const client_id = `cli_${randomToken(16)}`;
  const client_secret = `cas_secret_${randomToken(32)}`;
  await storage.credentials.insert({ id: client_id, account_id: accountId, kind: 'client', prefix: client_id, hash: sha256Hex(client_secret), scopes: scopes.join(' '), livemode: livemode ? 1 : 0, client_id: null, expires_ms: null });
  return { client_id, client_secret };
}

export function unauthorized(detail: string, error = 'invalid_token'): ApiError {
  return new ApiError(401, 'invalid_api_key', detail, {
    headers: { 'www-authenticate': `Bearer realm="contract-analysis", error="${error}", error_description="${detail.replace(/"/g, "'")}"` },
  });
}

/**
 * A short-lived, per-instance cache of successful credential lookups, keyed by the SHA-256 of the
 * secret (the secret itself is never kept). It saves the storage read on every request. The price:
 * a key revoked elsewhere (the CLI, another instance) keeps working on this instance for at most
 * `ttlMs` (CAS_AUTH_CACHE_SECONDS, default 5; 0 turns the cache off). Failed lookups are never
 * cached, and an access token is never served from the cache past its own expiry.
 */
export class CredentialCache {
  private readonly entries = new Map<string, { ctx: AuthContext; until: number }>();
  /** `now` is the clock the entries' lifetimes and access tokens' expiry are read against (src/clock.ts). */
  constructor(readonly ttlMs: number, readonly maxEntries = 10_000, readonly now: Clock = systemClock) {}

  get(hash: string, now = this.now()): AuthContext | undefined {
    const e = this.entries.get(hash);
    if (!e) return undefined;
    if (e.until > now) return e.ctx;
    this.entries.delete(hash);
    return undefined;
  }

  set(hash: string, ctx: AuthContext, expiresMs: number | null, now = this.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      // Drop the oldest entries (a Map iterates in insertion order).
      let drop = Math.ceil(this.maxEntries / 10);
      for (const k of this.entries.keys()) {
        this.entries.delete(k);
        if (--drop === 0) break;
      }
    }
    this.entries.set(hash, { ctx, until: Math.min(now + this.ttlMs, expiresMs ?? Infinity) });
  }

  /** Drop the entries of these secrets' hashes (revoked on this instance). */
  forget(hashes: string[]): void {
    for (const h of hashes) this.entries.delete(h);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * Records when keys are used (`last_used_at`) cheaply: at most one write per key per minute per
 * instance, and the write itself only lands if no instance recorded a use in that minute.
 */
export class UsageRecorder {
  private readonly written = new Map<string, number>();
  constructor(private readonly storage: Storage, private readonly resolutionMs = 60_000, private readonly maxEntries = 10_000) {}

  async record(credentialId: string, now = Date.now()): Promise<void> {
    const last = this.written.get(credentialId);
    if (last !== undefined && now - last < this.resolutionMs) return;
    if (this.written.size >= this.maxEntries) this.written.clear();
    this.written.set(credentialId, now);
    await this.storage.credentials.markUsed(credentialId, now);
  }
}

/**
 * Resolve `Authorization: Bearer <key or token>` to an account and its scopes. Only this header
 * authenticates the public API: the dashboard's session cookie never does.
 */
export async function authenticate(storage: Storage, header: string | undefined, cache?: CredentialCache, usage?: UsageRecorder, now: Clock = cache?.now ?? systemClock): Promise<AuthContext> {
  if (!header) {
    throw new ApiError(401, 'invalid_api_key', 'No API key provided. Send `Authorization: Bearer <API_KEY>`.', {
      headers: { 'www-authenticate': 'Bearer realm="contract-analysis"' },
    });
  }
  const m = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  if (!m) throw unauthorized('The Authorization header must be `Bearer <API_KEY>`.', 'invalid_request');
  const secret = m[1];
  if (!KEY_RE.test(secret)) throw unauthorized('The API key provided is not valid.');
  const hash = sha256Hex(secret);
  const cached = cache?.get(hash, now());
  if (cached) {
    if (cached.credentialId === cached.issuer) await usage?.record(cached.credentialId);
    return cached;
  }
  const row = await storage.credentials.findByHash(hash);
  // The lookup is by hash (an index seek); the stored digest is still compared in constant time.
  if (!row || !secretEquals(row.hash, hash) || (row.kind !== 'key' && row.kind !== 'token')) throw unauthorized('The API key provided is not valid.');
  if (row.revoked_ms !== null) throw unauthorized('The API key has been revoked.');
  const expires = row.expires_ms === null ? null : Number(row.expires_ms);
  const at = now();
  if (expires !== null && expires <= at) throw unauthorized('The access token has expired.');
  const issuer = row.kind === 'key' ? row.id : row.client_id;
  const ctx: AuthContext = { accountId: row.account_id, credentialId: row.id, scopes: row.scopes.split(' ').filter(Boolean), livemode: row.livemode === 1, issuer, replaySeal: row.replay_seal ?? null };
  // A dashboard token is never cached: ending its session must stop it at once on every instance.
  if (row.session_id === null) cache?.set(hash, ctx, expires, at);
  if (row.kind === 'key') await usage?.record(row.id);
  return ctx;
}

export function requireScopes(auth: AuthContext, needed: string[]): void {
  const missing = needed.filter((s) => !auth.scopes.includes(s));
  if (missing.length) {
    throw new ApiError(403, 'insufficient_scope', `This key lacks the scope ${missing.map((s) => `\`${s}\``).join(', ')} needed for this operation.`, {
      headers: { 'www-authenticate': `Bearer realm="contract-analysis", error="insufficient_scope", scope="${needed.join(' ')}"` },
    });
  }
}

function oauthError(status: number, error: string, description: string, headers: Record<string, string> = {}): ApiError {
  return new ApiError(status, error, description, { headers, extra: { error, error_description: description } });
}

/** POST /oauth/token, client credentials grant (RFC 6749 section 4.4). */
export async function issueToken(storage: Storage, body: Record<string, string | undefined>, authorization: string | undefined, ttlSeconds: number) {
  let clientId = body.client_id;
  let clientSecret = body.client_secret;
  if (authorization && /^Basic\s+/i.test(authorization)) {
    const decoded = Buffer.from(authorization.replace(/^Basic\s+/i, ''), 'base64').toString('utf8');
    const i = decoded.indexOf(':');
    if (i < 0) throw oauthError(401, 'invalid_client', 'Client authentication failed.', { 'www-authenticate': 'Basic realm="contract-analysis"' });
    // RFC 6749 2.3.1: both parts are form-urlencoded before they are joined. A malformed escape
    // ("x%:y") is a client that failed to authenticate, not a server error.
    try {
      clientId = decodeURIComponent(decoded.slice(0, i).replace(/\+/g, ' '));
      clientSecret = decodeURIComponent(decoded.slice(i + 1).replace(/\+/g, ' '));
    } catch {
      throw oauthError(401, 'invalid_client', 'Client authentication failed: the Basic credentials are not valid percent-encoding.', { 'www-authenticate': 'Basic realm="contract-analysis"' });
    }
  }
  if (body.grant_type !== 'client_credentials') {
    throw oauthError(400, 'unsupported_grant_type', 'Only `grant_type=client_credentials` is supported.');
  }
  const challenge = { 'www-authenticate': 'Basic realm="contract-analysis"' };
  if (!clientId || !clientSecret) throw oauthError(401, 'invalid_client', 'Client authentication failed: send client_id and client_secret.', challenge);
  const client = await storage.credentials.findClient(clientId);
  const hash = sha256Hex(clientSecret);
  // Compare even when the client is unknown, so timing does not reveal which client ids exist.
  const ok = secretEquals(client?.hash ?? sha256Hex('no-such-client'), hash) && !!client && client.revoked_ms === null;
  if (!ok || !client) throw oauthError(401, 'invalid_client', 'Client authentication failed.', challenge);
  const granted = client.scopes.split(' ').filter(Boolean);
  const requested = body.scope ? parseScopes(body.scope) : granted;
  if (!requested.every((s) => granted.includes(s))) {
    throw oauthError(400, 'invalid_scope', `The scope may include only: ${granted.join(' ')}.`);
  }
  const { token, ...stored } = newToken(clientSecret);
  await storage.credentials.insert({ account_id: client.account_id, kind: 'token', ...stored, scopes: requested.join(' '), livemode: client.livemode, client_id: client.id, expires_ms: Date.now() + ttlSeconds * 1000 });
  return { access_token: token, token_type: 'Bearer', expires_in: ttlSeconds, scope: requested.join(' ') };
}
