import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { authenticate, requireScopes, UsageRecorder, type AuthContext, type CredentialCache } from '../auth.js';
import type { Storage } from '../storage.js';
import type { ApiError } from '../problem.js';

/**
 * Authentication, scopes and rate limits, before the body is read. Operations declare their scopes
 * in the spec (route config `scopes`); an operation without bearer security (the token endpoint)
 * authenticates its client in the handler.
 */
export default fp(async function authPlugin(app: FastifyInstance, opts: { storage: Storage; credentials: CredentialCache }) {
  const { credentials } = opts;
  const usage = new UsageRecorder(opts.storage);
  app.decorateRequest('auth', undefined);
  app.addHook('onRequest', async (req, reply) => {
    const cfg = req.routeOptions?.config;
    if (cfg?.public) return;
    let auth: AuthContext | undefined;
    let authError: ApiError | undefined;
    if (cfg?.scopes) {
      try {
        auth = await authenticate(opts.storage, req.headers.authorization, credentials, usage);
      } catch (e) {
        authError = e as ApiError;
      }
    }
    const bucket = auth ? `cred:${auth.credentialId}` : cfg?.rateLimitBucket === 'token' ? `token:${req.ip}` : `anon:${req.ip}`;
    await app.rateLimits.enforce(reply, bucket);
    if (authError) throw authError;
    if (auth && cfg?.scopes) requireScopes(auth, cfg.scopes);
    req.auth = auth;
  });
}, { name: 'auth', fastify: '5.x', dependencies: ['rate-limits'] });
