import { randomBytes } from 'node:crypto';
import { auth, type Handler } from '../context.js';
import { hasPrefix, newId, nowIso } from '../ids.js';
import { notFound } from '../problem.js';
import { webhookResource } from '../resources.js';
import type { WebhookRow } from '../storage.js';
import { checkWebhookUrl } from '../webhooks/url.js';
import { sampleEventObject } from '../webhooks/samples.js';
import { badCursor, listOf } from './contracts.js';

export const createWebhook: Handler = async (req, reply, { storage, config }) => {
  const a = auth(req);
  const body = req.body as { url: string; events: string[]; description?: string };
  const url = await checkWebhookUrl(body.url, { devMode: config.devMode, allowlist: config.webhookAllowlist });
  const row: WebhookRow = {
    id: newId('whk'),
    account_id: a.accountId,
    url: url.toString(),
    events: JSON.stringify(body.events),
    description: body.description ?? null,
    status: 'enabled',
    secret: `whsec_${randomBytes(24).toString('base64')}`,
    livemode: a.livemode ? 1 : 0,
    created_ms: Date.now(),
    deleted_ms: null,
  };
  await storage.insertWebhook(row);
  reply.code(201);
  return webhookResource(row, true);
};

export const listWebhooks: Handler = async (req, _reply, { storage }) => {
  const q = req.query as { limit: number; starting_after?: string };
  const page = await storage.page('webhooks', auth(req).accountId, q.limit ?? 20, q.starting_after);
  if (!page) throw badCursor();
  return listOf(page, (r) => webhookResource(r as WebhookRow));
};

export const retrieveWebhook: Handler = async (req, _reply, { storage }) => {
  const { id } = req.params as { id: string };
  const row = hasPrefix(id, 'whk') ? await storage.getWebhook(auth(req).accountId, id) : undefined;
  if (!row) throw notFound('webhook', id);
  return webhookResource(row);
};

export const deleteWebhook: Handler = async (req, _reply, { storage }) => {
  const { id } = req.params as { id: string };
  const ok = hasPrefix(id, 'whk') && (await storage.deleteWebhook(auth(req).accountId, id));
  if (!ok) throw notFound('webhook', id);
  return { id, object: 'webhook', deleted: true };
};

export const testWebhook: Handler = async (req, reply, { storage, kick }) => {
  const a = auth(req);
  const { id } = req.params as { id: string };
  const body = (req.body ?? {}) as { type?: string };
  const row = hasPrefix(id, 'whk') ? await storage.getWebhook(a.accountId, id) : undefined;
  if (!row) throw notFound('webhook', id);
  const type = body.type ?? 'contract.review.completed';
  const event = await storage.transaction((tx) => storage.recordEvent(tx, { accountId: a.accountId, type, livemode: a.livemode, object: sampleEventObject(type, nowIso()) }, row.id));
  kick();
  reply.code(202);
  return event;
};
