import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../src/index.js';
import { json, mockClient, problem } from './helpers.js';

const WEBHOOK = {
  id: 'whk_1',
  object: 'webhook',
  url: 'https://hooks.example.com/cas',
  events: ['contract.review.completed'],
  description: null,
  status: 'enabled',
  disabled_reason: null,
  previous_secret_expires_at: null,
  created_at: '2026-11-20T08:02:44Z',
};

const DELIVERY = {
  id: 'dlv_1',
  object: 'webhook_delivery',
  webhook_id: 'whk_1',
  event_id: 'evt_1',
  event_type: 'contract.review.completed',
  status: 'failed',
  attempts: 8,
  next_attempt_at: null,
  last_attempt_at: '2026-11-21T12:41:09Z',
  last_response_status: 503,
  last_error: 'The endpoint answered 503.',
  created_at: '2026-11-20T09:14:08Z',
};

describe('webhooks.update', () => {
  it('PATCHes /webhooks/{id} with the changes and one Idempotency-Key across retries', async () => {
    let n = 0;
    const { client, requests } = mockClient(() =>
      ++n === 1 ? problem(503, 'unavailable', { 'Retry-After': '0' }) : json(200, WEBHOOK),
    );
    const webhook = await client.webhooks.update('whk_1', { status: 'enabled' });
    expect(webhook.status).toBe('enabled');
    expect(requests).toHaveLength(2);
    for (const { request, body } of requests) {
      expect(request.method).toBe('PATCH');
      expect(new URL(request.url).pathname).toBe('/v1/webhooks/whk_1');
      expect(JSON.parse(body)).toEqual({ status: 'enabled' });
    }
    const keys = requests.map((r) => r.request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('webhooks.rotateSecret', () => {
  it('POSTs /webhooks/{id}/rotate-secret, with the overlap when given, and an Idempotency-Key', async () => {
    const rotated = { ...WEBHOOK, secret: 'whsec_bmV3', previous_secret_expires_at: '2026-11-21T08:02:44Z' };
    const { client, requests } = mockClient(() => json(200, rotated));
    const webhook = await client.webhooks.rotateSecret('whk_1', { expire_previous_after_seconds: 3600 });
    expect(webhook.secret).toBe('whsec_bmV3');
    expect(webhook.previous_secret_expires_at).toBe('2026-11-21T08:02:44Z');
    await client.webhooks.rotateSecret('whk_1', {}, { idempotencyKey: 'rotate-1' });
    expect(requests.map((r) => [r.request.method, new URL(r.request.url).pathname])).toEqual([
      ['POST', '/v1/webhooks/whk_1/rotate-secret'],
      ['POST', '/v1/webhooks/whk_1/rotate-secret'],
    ]);
    expect(JSON.parse(requests[0].body)).toEqual({ expire_previous_after_seconds: 3600 });
    expect(requests[0].request.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests[1].request.headers.get('idempotency-key')).toBe('rotate-1');
  });
});

describe('webhooks.listDeliveries', () => {
  it('walks every page with the status filter and the cursor', async () => {
    const { client, requests } = mockClient((request) => {
      const after = new URL(request.url).searchParams.get('starting_after');
      return after
        ? json(200, { object: 'list', data: [{ ...DELIVERY, id: 'dlv_3' }], has_more: false, next_cursor: null })
        : json(200, {
            object: 'list',
            data: [DELIVERY, { ...DELIVERY, id: 'dlv_2' }],
            has_more: true,
            next_cursor: 'dlv_2',
          });
    });
    const first = await client.webhooks.listDeliveries('whk_1', { status: 'failed', limit: 2 });
    expect(first.data[0].status).toBe('failed');
    const ids: string[] = [];
    for await (const d of client.webhooks.listDeliveries('whk_1', { status: 'failed', limit: 2 })) ids.push(d.id);
    expect(ids).toEqual(['dlv_1', 'dlv_2', 'dlv_3']);
    const urls = requests.slice(1).map((r) => new URL(r.request.url));
    expect(urls.map((u) => u.pathname)).toEqual(['/v1/webhooks/whk_1/deliveries', '/v1/webhooks/whk_1/deliveries']);
    expect(urls.map((u) => Object.fromEntries(u.searchParams))).toEqual([
      { status: 'failed', limit: '2' },
      { status: 'failed', limit: '2', starting_after: 'dlv_2' },
    ]);
    expect(requests.every((r) => !r.request.headers.has('idempotency-key'))).toBe(true);
  });
});

describe('webhooks.replayDelivery', () => {
  it('POSTs the replay with an Idempotency-Key and returns the queued delivery (202)', async () => {
    const { client, requests } = mockClient(() => json(202, { ...DELIVERY, status: 'pending', attempts: 0 }));
    const { data, response } = await client.webhooks.replayDelivery('whk_1', 'dlv_1').withResponse();
    expect(response.status).toBe(202);
    expect(data.status).toBe('pending');
    expect(requests[0].request.method).toBe('POST');
    expect(new URL(requests[0].request.url).pathname).toBe('/v1/webhooks/whk_1/deliveries/dlv_1/replay');
    expect(requests[0].request.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('throws ConflictError webhook_disabled for a disabled webhook, after retrying (409 is retryable)', async () => {
    const { client, requests } = mockClient(() => problem(409, 'webhook_disabled', { 'Retry-After': '0' }));
    const err = await client.webhooks.replayDelivery('whk_1', 'dlv_1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConflictError);
    expect((err as ConflictError).code).toBe('webhook_disabled');
    const keys = new Set(requests.map((r) => r.request.headers.get('idempotency-key')));
    expect(keys.size).toBe(1);
  });
});
