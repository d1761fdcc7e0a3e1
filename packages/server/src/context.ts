import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext, CredentialCache } from './auth.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { DocumentEngine } from './docpool.js';
import type { Storage } from './storage.js';
import type { operations, webhooks } from './generated/api.js';

export interface Ctx {
  storage: Storage;
  config: Config;
  /** Documents are read and analysed here: a pool of worker threads with limits (docpool.ts). */
  engine: DocumentEngine;
  /** Wake the background workers (a job or a delivery was queued). */
  kick(): void;
  /** Names the spec and renderer of stored contract JSON (contracts.body_key); a mismatch re-renders. */
  contractBodyKey: string;
  /** This instance's cache of key lookups (a key revoked here is dropped from it at once). */
  credentials: CredentialCache;
  /** The clock of time-bound decisions (src/clock.ts): the system clock unless a test gives its own. */
  now: Clock;
}

/** The spec's operations, as openapi-typescript types them (src/generated/api.ts, made by the build). */
export type OperationId = { [K in keyof operations]: operations[K] extends EventOperation ? never : K }[keyof operations];
/** The `webhooks` section's operations describe events sent to subscribers, not routes of this server. */
type EventOperation = NonNullable<webhooks[keyof webhooks]['post']>;

type Media<C> = C extends { 'application/json': infer T } ? T : C extends { 'application/x-www-form-urlencoded': infer F } ? F : never;
type Parameters<K extends OperationId> = operations[K]['parameters'];

/**
 * The request of operation K as the spec types it: body, query, path parameters and headers. These
 * are what the route's schema validated (with the spec's defaults filled in), so a handler reads them
 * without casts.
 */
export interface RequestOf<K extends OperationId> {
  Body: operations[K] extends { requestBody: { content: infer C } } ? Media<C> : operations[K] extends { requestBody?: { content: infer C } } ? Media<C> | undefined : undefined;
  Querystring: NonNullable<Parameters<K>['query']>;
  Params: NonNullable<Parameters<K>['path']>;
  Headers: NonNullable<Parameters<K>['header']> & Record<string, string | string[] | undefined>;
}

export type Handler<K extends OperationId = OperationId> = (req: FastifyRequest<RequestOf<K>>, reply: FastifyReply, ctx: Ctx) => Promise<unknown>;

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
    /** Outside authentication and rate limits (health checks, the dashboard's files). */
    public?: boolean;
    /** The dashboard's sign-in: checked for its origin, but no session is needed. */
    signIn?: boolean;
  }
}

export function auth(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new Error('route without authentication context');
  return req.auth;
}
