import { issueToken } from '../auth.js';
import type { Handler } from '../context.js';

export const createToken: Handler<'createToken'> = async (req, reply, { storage, config }) => {
  const body = (req.body ?? {}) as Record<string, string | undefined>;
  const token = await issueToken(storage, body, req.headers.authorization, config.tokenTtlSeconds);
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
  return token;
};
