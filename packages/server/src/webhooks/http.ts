import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import type { AddressPolicy } from './url.js';

/** A connection refused by the address policy (SSRF protection). */
export class RefusedAddressError extends Error {
  readonly code = 'ERR_WEBHOOK_ADDRESS_REFUSED';
  constructor(hostname: string, address: string | undefined) {
    super(`refused to connect to ${hostname}${address && address !== hostname ? ` (${address})` : ''}: not a public address`);
  }
}

/**
 * undici's connector with the address policy applied where the connection is made, so that what is
 * checked is what is connected to:
 * - a name is resolved by a filtering `lookup`: the addresses the policy refuses are dropped, and
 *   none left fails the connection before any packet is sent. This runs for every new connection,
 *   so a name that resolved to a public address at registration and to 127.0.0.1 now (DNS
 *   rebinding) is refused now;
 * - an IP literal (no lookup happens for one) is checked before connecting;
 * - the socket's remote address is checked again once connected (belt and braces), and the socket
 *   destroyed if it is refused.
 */
export function filteringConnector(policy: AddressPolicy, connectTimeoutMs: number): buildConnector.connector {
  // The name asked for is the URL's host (no lookup happens for an IP literal).
  const lookup: LookupFunction = (name, options, cb) => {
    dns.lookup(name, { ...options, all: true }, (err, addrs) => {
      if (err) return (cb as any)(err);
      const ok = (addrs as dns.LookupAddress[]).filter((a) => policy.admits(a.address, name));
      if (!ok.length) return (cb as any)(new RefusedAddressError(name, (addrs as dns.LookupAddress[])[0]?.address));
      if ((options as dns.LookupAllOptions).all) (cb as any)(null, ok);
      else (cb as any)(null, ok[0].address, ok[0].family);
    });
  };
  const connect = buildConnector({ timeout: connectTimeoutMs, allowH2: false, lookup } as buildConnector.BuildOptions);
  return (opts, callback) => {
    const hostname = opts.hostname.replace(/^\[|\]$/g, '');
    if (isIP(hostname) && !policy.admits(hostname, hostname)) {
      callback(new RefusedAddressError(hostname, hostname), null);
      return;
    }
    connect(opts, (err, socket) => {
      if (err || !socket) return callback(err ?? new Error('connection failed'), null);
      const remote = socket.remoteAddress;
      if (!remote || !policy.admits(remote, hostname)) {
        socket.destroy();
        return callback(new RefusedAddressError(hostname, remote), null);
      }
      callback(null, socket);
    });
  };
}

export interface AttemptResult {
  /** The HTTP status, or null when no response came (time-out, connection error, refused address). */
  status: number | null;
  /** A `Retry-After` of the response, in milliseconds from now. */
  retryAfterMs: number | null;
  /** Why the attempt failed, for `last_error`; null on success. */
  error: string | null;
}

/** `Retry-After`: delay-seconds or an HTTP-date (RFC 9110 §10.2.3). */
export function parseRetryAfter(v: string | string[] | undefined, now = Date.now()): number | null {
  const s = (Array.isArray(v) ? v[0] : v)?.trim();
  if (!s) return null;
  if (/^\d+$/.test(s)) return Number(s) * 1000;
  const t = Date.parse(s);
  return Number.isFinite(t) ? Math.max(0, t - now) : null;
}

const REASONS: Record<number, string> = { 410: 'Gone' };

/**
 * Sends deliveries: one undici Agent (keep-alive pools per origin) behind the filtering connector.
 * Redirects are never followed (undici's request does not follow them); a 3xx is a failed attempt.
 */
export class WebhookSender {
  private readonly agent: Agent;

  constructor(policy: AddressPolicy, private readonly timeoutMs: number) {
    this.agent = new Agent({
      connect: filteringConnector(policy, Math.min(timeoutMs, 10_000)),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      keepAliveTimeout: 4_000,
      connections: 64,
    });
  }

  async send(url: URL, headers: Record<string, string>, body: string): Promise<AttemptResult> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const res = await this.agent.request({ origin: url.origin, path: url.pathname + url.search, method: 'POST', headers, body, signal });
      // The answer's body is not used: read a little of it (so the connection can be reused) and drop it.
      await res.body.dump({ limit: 64 * 1024, signal }).catch(() => {});
      const status = res.statusCode;
      if (status >= 200 && status < 300) return { status, retryAfterMs: null, error: null };
      let error: string;
      if (status >= 300 && status < 400) error = `The endpoint answered ${status} (a redirect; redirects are not followed).`;
      else error = `The endpoint answered ${status}${REASONS[status] ? ` ${REASONS[status]}` : ''}.`;
      return { status, retryAfterMs: parseRetryAfter(res.headers['retry-after'] as string | string[] | undefined), error };
    } catch (e) {
      const err = e as Error & { code?: string; cause?: Error };
      const refused = err instanceof RefusedAddressError ? err : err.cause instanceof RefusedAddressError ? err.cause : null;
      if (refused) return { status: null, retryAfterMs: null, error: `Not sent: ${refused.message}.` };
      if (signal.aborted || err.name === 'TimeoutError' || err.code === 'UND_ERR_HEADERS_TIMEOUT' || err.code === 'UND_ERR_BODY_TIMEOUT') {
        return { status: null, retryAfterMs: null, error: `No answer within ${this.timeoutMs} ms.` };
      }
      return { status: null, retryAfterMs: null, error: `Connection failed: ${err.code ? `${err.code} ` : ''}${err.message}`.slice(0, 500) };
    }
  }

  async close(): Promise<void> {
    await this.agent.close().catch(() => {});
  }
}
