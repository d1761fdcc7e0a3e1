import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { replaySecret } from '../auth.js';
import { ApiError } from '../problem.js';
import { seal, sealingKey, unseal } from '../seal.js';
import type { Storage } from '../storage.js';

const REPLAYED_HEADERS = ['location', 'preference-applied', 'content-type'];

export interface IdempotencyOptions {
  storage: Storage;
  /** How long a completed response is kept for replay. */
  ttlSeconds: number;
  /**
   * How long an in-progress claim holds the key: a little longer than a request may run. A claim
   * left by a process that died lapses after this, and the next retry takes the key over.
   */
  lockSeconds: number;
  /** Names this instance as the claim's owner. */
  instanceId: string;
}

/**
 * Stored responses are sealed with a key derived from the caller's replay secret (see
 * `replaySecret` in auth.ts: an API key's own secret, or for an access token the secret it was
 * minted from), which the database does not hold: a response carrying a secret (a new API key, a
 * webhook's signing secret) is not readable from a copy of the database; the credential that made
 * the request, or a token renewed from the same OAuth client or dashboard session, can have it
 * replayed. Rows written before sealing are read as they are.
 */
function replayKey(secret: string, accountId: string, idempotencyKey: string): Buffer {
  return sealingKey(secret, `${accountId}\n${idempotencyKey}`, 'contract-analysis idempotent response');
}

/**
 * Idempotency-Key on POST and PATCH: claim, replay, or refuse. The claim has an owner and an
 * expiry; only the owner completes or releases it, so a request that outlived its claim (and was
 * taken over by a retry) cannot overwrite the retry's response.
 */
export default fp(async function idempotency(app: FastifyInstance, opts: IdempotencyOptions) {
  const { storage } = opts;
  app.decorateRequest('idem', undefined);

  app.addHook('preHandler', async (req, reply) => {
    if (req.method !== 'POST' && req.method !== 'PATCH') return;
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || !req.auth) return;
    const hash = createHash('sha256').update(`${req.method} ${req.url}\n${req.bodyHash ?? ''}`).digest('hex');
    const owner = `${opts.instanceId}:${req.id}`;
    const rec = await storage.idempotency.claim({ accountId: req.auth.accountId, key, hash, owner, ttlMs: opts.ttlSeconds * 1000, lockMs: opts.lockSeconds * 1000 });
    if (!rec) {
      req.idem = { accountId: req.auth.accountId, key, owner };
      return;
    }
    if (rec.request_hash !== hash) {
      throw new ApiError(409, 'idempotency_conflict', 'This Idempotency-Key was used with a different request. Use a new key for a new request.');
    }
    if (rec.status !== 'done') {
      // Until the claim lapses (its owner may have died), a retry waits.
      const wait = Math.max(1, Math.min(30, Math.ceil(((rec.locked_until_ms ?? Date.now()) - Date.now()) / 1000)));
      throw new ApiError(409, 'idempotency_in_progress', `A request with this Idempotency-Key is still in progress. Retry after ${wait} second${wait === 1 ? '' : 's'}.`, { headers: { 'retry-after': String(wait) } });
    }
    const body = unseal(rec.response_body ?? '', replayKey(replaySecret(req.headers.authorization, req.auth), req.auth.accountId, key));
    if (body === null) throw new ApiError(409, 'idempotency_conflict', 'This Idempotency-Key was used by another credential of this account. Use a new key for a new request.');
    const headers = JSON.parse(rec.response_headers ?? '{}') as Record<string, string>;
    for (const [k, v] of Object.entries(headers)) reply.header(k, v);
    reply.header('idempotent-replayed', 'true');
    req.idem = { accountId: req.auth.accountId, key, owner, replayed: true };
    return reply.code(rec.response_status ?? 200).send(body);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const idem = req.idem;
    if (!idem || idem.replayed) return payload;
    req.idem = undefined;
    try {
      const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
      if (reply.statusCode >= 200 && reply.statusCode < 300 && text !== undefined) {
        const headers: Record<string, string> = {};
        for (const h of REPLAYED_HEADERS) {
          const v = reply.getHeader(h);
          if (v !== undefined) headers[h] = String(v);
        }
        await storage.idempotency.complete(idem.accountId, idem.key, idem.owner, reply.statusCode, headers, seal(text, replayKey(replaySecret(req.headers.authorization, req.auth), idem.accountId, idem.key)));
      } else {
        // A request that failed changed nothing; the key may be used again.
        await storage.idempotency.release(idem.accountId, idem.key, idem.owner);
      }
    } catch (e) {
      req.log.error({ err: e }, 'could not record the idempotent response');
    }
    return payload;
  });
}, { name: 'idempotency', fastify: '5.x', dependencies: ['auth'] });
