import { randomBytes } from 'node:crypto';
import { auth, type Ctx, type Handler } from '../context.js';
import { hasPrefix, newId, nowIso } from '../ids.js';
import { ApiError, notFound } from '../problem.js';
import { deliveryResource, webhookResource } from '../resources.js';
import type { DeliveryRow, WebhookRow } from '../storage.js';
import { checkWebhookUrl } from '../webhooks/url.js';
import { sampleEventObject } from '../webhooks/samples.js';
import { badCursor, listOf } from './contracts.js';

/** A signing secret: `whsec_` and 24 random bytes in base64 (Standard Webhooks asks for 24 to 64). */
function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

async function webhookOr404(storage: Ctx['storage'], accountId: string, id: string): Promise<WebhookRow> {
  const row = hasPrefix(id, 'whk') ? await storage.webhooks.get(accountId, id) : undefined;
  if (!row) throw notFound('webhook', id);
  return row;
}

function disabled(row: WebhookRow, what: string): ApiError {
  const why = row.disabled_reason === 'endpoint_gone' ? ' after it answered 410 Gone' : row.disabled_reason === 'consecutive_failures' ? ' after its deliveries kept failing' : '';
  return new ApiError(409, 'webhook_disabled', `Webhook '${row.id}' is disabled${why}. Enable it with PATCH /webhooks/${row.id} {"status": "enabled"}, then ${what}.`);
}

export const createWebhook: Handler<'createWebhook'> = async (req, reply, { storage, config, now }) => {
  const a = auth(req);
  const body = req.body;
  const url = await checkWebhookUrl(body.url, { devMode: config.devMode, allowlist: config.webhookAllowlist });
  const row: WebhookRow = {
    id: newId('whk'),
    account_id: a.accountId,
    url: url.toString(),
    events: JSON.stringify(body.events),
    description: body.description ?? null,
    status: 'enabled',
    secret: newSecret(),
    livemode: a.livemode ? 1 : 0,
    created_ms: Date.now(),
    deleted_ms: null,
    disabled_reason: null,
    previous_secret: null,
    previous_secret_expires_ms: null,
    consecutive_failures: 0,
  };
  await storage.webhooks.insert(row);
  reply.code(201);
  return webhookResource(row, true, now());
};

export const listWebhooks: Handler<'listWebhooks'> = async (req, _reply, { storage, now }) => {
  const q = req.query;
  const page = await storage.webhooks.list(auth(req).accountId, q.limit ?? 20, q.starting_after);
  if (!page) throw badCursor();
  const at = now();
  return listOf(page, (r) => webhookResource(r as WebhookRow, false, at));
};

export const retrieveWebhook: Handler<'retrieveWebhook'> = async (req, _reply, { storage, now }) => {
  const { id } = req.params;
  return webhookResource(await webhookOr404(storage, auth(req).accountId, id), false, now());
};

export const deleteWebhook: Handler<'deleteWebhook'> = async (req, _reply, { storage, now }) => {
  const { id } = req.params;
  const ok = hasPrefix(id, 'whk') && (await storage.webhooks.delete(auth(req).accountId, id, now()));
  if (!ok) throw notFound('webhook', id);
  return { id, object: 'webhook', deleted: true };
};

export const testWebhook: Handler<'testWebhook'> = async (req, reply, { storage, kick, now }) => {
  const a = auth(req);
  const { id } = req.params;
  const body = (req.body ?? {}) as { type?: string };
  const row = await webhookOr404(storage, a.accountId, id);
  if (row.status !== 'enabled') throw disabled(row, 'send the test event');
  const type = body.type ?? 'contract.review.completed';
  const event = await storage.transaction((tx) => storage.events.record(tx, { accountId: a.accountId, type, livemode: a.livemode, object: sampleEventObject(type, nowIso()) }, row.id, now()));
  kick();
  reply.code(202);
  return event;
};

export const updateWebhook: Handler<'updateWebhook'> = async (req, _reply, { storage, config, kick, now }) => {
  const a = auth(req);
  const { id } = req.params;
  const body = req.body;
  await webhookOr404(storage, a.accountId, id);
  const url = body.url === undefined ? undefined : (await checkWebhookUrl(body.url, { devMode: config.devMode, allowlist: config.webhookAllowlist })).toString();
  const row = await storage.webhooks.update(a.accountId, id, { url, events: body.events, description: body.description, status: body.status });
  if (!row) throw notFound('webhook', id);
  if (body.status === 'enabled') kick();
  return webhookResource(row, false, now());
};

export const rotateWebhookSecret: Handler<'rotateWebhookSecret'> = async (req, _reply, { storage, now }) => {
  const a = auth(req);
  const { id } = req.params;
  const body = (req.body ?? {}) as { expire_previous_after_seconds?: number };
  await webhookOr404(storage, a.accountId, id);
  const at = now();
  const row = await storage.webhooks.rotateSecret(a.accountId, id, newSecret(), (body.expire_previous_after_seconds ?? 86_400) * 1000, at);
  if (!row) throw notFound('webhook', id);
  return webhookResource(row, true, at);
};

export const listWebhookDeliveries: Handler<'listWebhookDeliveries'> = async (req, _reply, { storage }) => {
  const a = auth(req);
  const { id } = req.params;
  const q = req.query;
  await webhookOr404(storage, a.accountId, id);
  const page = await storage.deliveries.list(a.accountId, id, q.limit ?? 20, q.starting_after, q.status);
  if (!page) throw badCursor();
  return listOf(page, (r) => deliveryResource(r as DeliveryRow));
};

export const replayWebhookDelivery: Handler<'replayWebhookDelivery'> = async (req, reply, { storage, kick, now }) => {
  const a = auth(req);
  const { id, delivery_id: deliveryId } = req.params;
  const hook = await webhookOr404(storage, a.accountId, id);
  if (!hasPrefix(deliveryId, 'dlv') || !(await storage.deliveries.get(a.accountId, id, deliveryId))) throw notFound('webhook delivery', deliveryId);
  if (hook.status !== 'enabled') throw disabled(hook, 'replay the delivery');
  const row = await storage.deliveries.replay(a.accountId, id, deliveryId, now());
  if (!row) throw notFound('webhook delivery', deliveryId);
  kick();
  reply.code(202);
  return deliveryResource(row);
};
