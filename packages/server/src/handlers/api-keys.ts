import { createApiKey as makeKey } from '../auth.js';
import { auth, type Handler } from '../context.js';
import { hasPrefix } from '../ids.js';
import { ApiError, notFound } from '../problem.js';
import { apiKeyResource } from '../resources.js';
import { badCursor, listOf } from './contracts.js';

export const listApiKeys: Handler<'listApiKeys'> = async (req, _reply, { storage }) => {
  const q = req.query;
  const page = await storage.credentials.listKeys(auth(req).accountId, q.limit ?? 20, q.starting_after, q.include_revoked === true);
  if (!page) throw badCursor();
  return listOf(page, (r) => apiKeyResource(r));
};

/**
 * A key never grants more than its maker holds: every scope must be the caller's own, and a test
 * credential makes test keys only. The new key is tied to its maker (`issuer`): revoking the maker
 * revokes it. Keys made with a dashboard token have no maker but the account.
 */
export const createApiKey: Handler<'createApiKey'> = async (req, reply, { storage }) => {
  const a = auth(req);
  const { name, scopes } = req.body;
  const live = req.body.mode === 'live';
  const beyond = scopes.filter((x) => !a.scopes.includes(x));
  if (beyond.length) throw new ApiError(403, 'insufficient_scope', `A key cannot grant more than its maker holds: this credential lacks ${beyond.map((x) => `\`${x}\``).join(', ')}.`);
  if (live && !a.livemode) throw new ApiError(403, 'live_mode_required', 'A test-mode credential can create test keys only; create live keys with a live key or in the dashboard.');
  const made = await makeKey(storage, a.accountId, scopes, live, { name, parentId: a.issuer });
  const row = await storage.credentials.liveKey(a.accountId, made.id);
  if (!row) throw new ApiError(500, 'internal_error', 'The key was not stored.');
  reply.code(201);
  return apiKeyResource(row, made.key);
};

export const deleteApiKey: Handler<'deleteApiKey'> = async (req, _reply, { storage, credentials }) => {
  const { id } = req.params;
  const revoked = hasPrefix(id, 'key') ? await storage.credentials.revokeKey(auth(req).accountId, id) : null;
  if (!revoked) throw notFound('API key', id);
  credentials.forget(revoked);
  return { id, object: 'api_key', deleted: true };
};
