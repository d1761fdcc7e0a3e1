import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../clock.js';
import type { Config } from '../config.js';
import { ApiError } from '../problem.js';
import { RateLimiter, type RateLimitDecision, type RateLimitStore } from '../ratelimit.js';

/**
 * Rate limits. Every request is counted in exactly one bucket, chosen by what is known about it:
 * - `cred:<credential id>`: an authenticated request;
 * - `token:<client address>`: the token endpoint (`x-rate-limit-bucket: token`), so that failures
 *   elsewhere from the same address never lock a client out of getting a token;
 * - `anon:<client address>`: everything that failed before a credential was known (a bad key,
 *   an unknown route, a malformed request).
 * The client address is `req.ip`, which honours `trustProxy` (CAS_TRUST_PROXY) when the service runs
 * behind a proxy. Counting itself lives in ratelimit.ts (batched, shared by every instance).
 */
export class RateLimits {
  readonly policy: string;
  private readonly limiter: RateLimiter;

  /** `now`: the clock the windows are read on (src/clock.ts). */
  constructor(store: RateLimitStore, private readonly config: Pick<Config, 'rateLimit' | 'rateWindowSeconds' | 'rateLimitBatch'>, private readonly now: Clock = systemClock) {
    this.limiter = new RateLimiter(store, config.rateLimit, config.rateWindowSeconds, config.rateLimitBatch || undefined);
    this.policy = `"default";q=${config.rateLimit};w=${config.rateWindowSeconds}`;
  }

  /** Count one request in `bucket`. */
  decide(bucket: string): Promise<RateLimitDecision> {
    return this.limiter.hit(bucket, this.now());
  }

  /** Count one request and put the RateLimit headers on the reply. */
  async apply(reply: FastifyReply, bucket: string): Promise<RateLimitDecision> {
    const rl = await this.limiter.hit(bucket, this.now());
    reply.header('ratelimit-policy', this.policy);
    reply.header('ratelimit', `"default";r=${rl.remaining};t=${rl.reset}`);
    return rl;
  }

  /** Count one request; a request over the limit is refused with 429 and Retry-After. */
  async enforce(reply: FastifyReply, bucket: string): Promise<void> {
    const rl = await this.apply(reply, bucket);
    if (!rl.allowed) {
      throw new ApiError(429, 'rate_limited', `Too many requests: the limit is ${this.config.rateLimit} per ${this.config.rateWindowSeconds} seconds. Retry after ${rl.reset} seconds.`, { headers: { 'retry-after': String(rl.reset) } });
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

export default fp(async function rateLimits(app: FastifyInstance, opts: { limits: RateLimits }) {
  app.decorate('rateLimits', opts.limits);
}, { name: 'rate-limits', fastify: '5.x' });
