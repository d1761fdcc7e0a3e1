import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Storage } from '../storage.js';

/** Liveness and readiness, outside the spec and outside authentication and rate limits. */
export default fp(async function health(app: FastifyInstance, opts: { storage: Storage }) {
  app.get('/healthz', { config: { public: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { public: true } }, async (_req, reply) => {
    try {
      await opts.storage.ping();
      return { status: 'ready', storage: opts.storage.dialect };
    } catch (e) {
      reply.code(503);
      return { status: 'unavailable', reason: (e as Error).message };
    }
  });
}, { name: 'health', fastify: '5.x' });
