import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth.js';
import type { Config } from './config.js';
import type { Storage } from './storage.js';

export interface Ctx {
  storage: Storage;
  config: Config;
  /** Wake the background workers (a job or a delivery was queued). */
  kick(): void;
  /** Names the spec and renderer of stored contract JSON (contracts.body_key); a mismatch re-renders. */
  contractBodyKey: string;
}

export type Handler = (req: FastifyRequest, reply: FastifyReply, ctx: Ctx) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyRequest {
    rid: string;
    auth?: AuthContext;
    bodyHash?: string;
    idem?: { accountId: string; key: string; owner: string; replayed?: boolean };
  }
  interface FastifyContextConfig {
    operationId?: string;
    scopes?: string[] | null;
    bodyContentTypes?: string[];
    bodyOptional?: boolean;
    /** `x-error-format` of the operation: `oauth2` adds RFC 6749's members to its errors. */
    errorFormat?: 'problem' | 'oauth2';
    /** `x-rate-limit-bucket` of the operation (see plugins/rate-limits.ts). */
    rateLimitBucket?: 'credential' | 'token';
    /** Outside authentication and rate limits (health checks). */
    public?: boolean;
  }
}

export function auth(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new Error('route without authentication context');
  return req.auth;
}
