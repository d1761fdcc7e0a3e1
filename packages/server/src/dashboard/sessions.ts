import { secretEquals, sha256Hex } from '../auth.js';
import type { Config } from '../config.js';
import { randomToken } from '../ids.js';
import { decoyHash, verifyPassword } from '../passwords.js';
import { ApiError } from '../problem.js';
import { SlidingWindowLimiter } from '../ratelimit.js';
import type { SessionView } from '../repositories/sessions.js';
import type { Storage } from '../storage.js';

/**
 * Dashboard sign-in and sessions. The cookie carries a random secret (256 bits); the database keeps
 * only its SHA-256 as the session id, so a copy of the database holds no usable session. A session
 * ends at the first of: sign-out, sign-out everywhere, `sessionIdleSeconds` without a request, or
 * `sessionMaxSeconds` after sign-in. Every instance reads sessions from the database on each
 * request (no cache), so an ended session is refused everywhere at once.
 */

export const SESSION_COOKIE = 'cas_session';
const SECRET_RE = /^[A-Za-z0-9]{43}$/;
/** The idle clock is moved at most once per this long (one write a minute per busy session). */
const TOUCH_EVERY_MS = 60_000;

export const notSignedIn = () => new ApiError(401, 'not_signed_in', 'Sign in to the dashboard first (POST /dashboard/api/login).');
export const csrfFailed = (why: string) => new ApiError(403, 'csrf_failed', `The request was refused as a possible cross-site request forgery: ${why}.`);

export class Sessions {
  private readonly perEmail: SlidingWindowLimiter;
  private readonly perAddress: SlidingWindowLimiter;

  constructor(private readonly storage: Storage, private readonly config: Config) {
    // Sliding windows (one read and one storage write per admitted attempt): sign-ins are rare, and a
    // password-guessing limit must hold over every window of its length, across a boundary too.
    this.perEmail = new SlidingWindowLimiter(storage.rateLimits, config.loginLimitPerEmail, config.loginWindowSeconds);
    this.perAddress = new SlidingWindowLimiter(storage.rateLimits, config.loginLimitPerAddress, config.loginWindowSeconds);
    // Made now, so that even the first unknown email costs one hash, like a known one.
    void decoyHash();
  }

  /**
   * Check an email and password. Every attempt counts against the client address and the email
   * (429 with Retry-After past either limit, in any window of `loginWindowSeconds`), before the
   * password is looked at. An attempt refused by the address's limit is not counted against the
   * email. An unknown email costs the same scrypt work as a wrong password.
   */
  async authenticate(email: string, password: string, address: string, now = Date.now()) {
    const key = email.trim().toLowerCase();
    for (const [limiter, bucket] of [[this.perAddress, `login-addr:${address}`], [this.perEmail, `login-email:${sha256Hex(key)}`]] as const) {
      const d = await limiter.hit(bucket, now);
      if (!d.allowed) {
        throw new ApiError(429, 'rate_limited', `Too many sign-in attempts; retry after ${d.retryAfter} seconds.`, { headers: { 'retry-after': String(d.retryAfter) } });
      }
    }
    const user = await this.storage.users.findByEmail(key);
    const ok = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
    if (!user || !ok) throw new ApiError(401, 'invalid_credentials', 'The email or password is not correct.');
    return user;
  }

  /** A new session for the user; its secret goes in the cookie and is not stored. */
  async start(user: { id: string; account_id: string }): Promise<{ secret: string; view: SessionView }> {
    const secret = randomToken(43);
    const now = Date.now();
    const id = sha256Hex(secret);
    await this.storage.sessions.insert({ id, user_id: user.id, account_id: user.account_id, csrf_token: randomToken(32), created_ms: now, last_seen_ms: now, expires_ms: now + this.config.sessionMaxSeconds * 1000, revoked_ms: null });
    const view = await this.storage.sessions.get(id);
    if (!view) throw new Error('session not stored');
    return { secret, view };
  }

  /** The live session a cookie names, or null (absent, unknown, ended, idle or expired). */
  async resolve(secret: string | undefined): Promise<SessionView | null> {
    if (!secret || !SECRET_RE.test(secret)) return null;
    const view = await this.storage.sessions.get(sha256Hex(secret));
    if (!view) return null;
    const s = view.session;
    const now = Date.now();
    if (s.revoked_ms !== null || Number(s.expires_ms) <= now || Number(s.last_seen_ms) + this.config.sessionIdleSeconds * 1000 <= now) return null;
    if (now - Number(s.last_seen_ms) >= TOUCH_EVERY_MS) await this.storage.sessions.touch(s.id, now);
    return view;
  }

  /** The CSRF token of a state-changing request must be the session's own. */
  checkCsrfToken(view: SessionView, header: string | string[] | undefined): void {
    if (typeof header !== 'string' || !header) throw csrfFailed('the X-CSRF-Token header is missing');
    if (!secretEquals(header, view.session.csrf_token)) throw csrfFailed('the X-CSRF-Token header does not match the session');
  }

  /** When a token minted now for this session must expire: its lifetime, never past the session's end. */
  tokenExpiry(view: SessionView, now = Date.now()): number {
    return Math.min(now + this.config.tokenTtlSeconds * 1000, Number(view.session.expires_ms));
  }

  /** Cookie attributes: HttpOnly, SameSite=Strict, Path=/, Secure outside development mode. */
  cookieOptions() {
    return { httpOnly: true, sameSite: 'strict' as const, path: '/', secure: !this.config.devMode, maxAge: this.config.sessionMaxSeconds };
  }
}

/**
 * The origin check of state-changing requests. A browser says where a request comes from: modern
 * ones send `Sec-Fetch-Site` (which a page cannot forge), and every one sends `Origin` on a POST or
 * DELETE. `Sec-Fetch-Site` must be `same-origin`; `Origin` must be one of the allowed origins (by
 * default the request's own). A request with neither is refused too: a browser always sends one.
 */
export function checkOrigin(headers: Record<string, string | string[] | undefined>, ownOrigin: string, allowed: string[]): void {
  const site = headers['sec-fetch-site'];
  const origin = headers.origin;
  if (typeof site === 'string' && site !== 'same-origin') throw csrfFailed(`Sec-Fetch-Site is ${JSON.stringify(site)}, not same-origin`);
  if (typeof origin === 'string') {
    const ok = allowed.length ? allowed.includes(origin) : origin === ownOrigin;
    if (!ok) throw csrfFailed(`Origin ${JSON.stringify(origin)} is not this dashboard's`);
  } else if (typeof site !== 'string') {
    throw csrfFailed('the request names no Origin');
  }
}
