// Deliveries captured from the real server (packages/server, `capture-delivery`): the exact body,
// headers and secrets it used. Read from the server package at test time, never copied here.
// Their timestamps are those of the capture, so "now" is fixed at `verify_at`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ContractAnalysis, WebhookVerificationError, unwrapWebhook, verifyWebhook } from '../../src/index.js';

const FIXTURE = new URL('../../../server/test/fixtures/captured-delivery.json', import.meta.url);

interface Captured {
  secret: string;
  wrong_secret: string;
  timestamp: number;
  verify_at: number;
  tolerance_seconds: number;
  headers: Record<string, string>;
  body: string;
  event: { id: string; type: string };
  rotation: {
    secret: string;
    previous_secret: string;
    timestamp: number;
    headers: Record<string, string>;
    body: string;
    event: { id: string; type: string };
  };
}

const captured = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Captured;
const now = captured.verify_at;

describe('a delivery captured from the real server', () => {
  it('verifies and unwraps into the typed event (raw bytes or string, Headers or a plain object)', () => {
    const client = new ContractAnalysis({ apiKey: 'k', webhookSecret: captured.secret });
    const event = client.webhooks.unwrap(Buffer.from(captured.body, 'utf8'), captured.headers, undefined, { now });
    expect(event.id).toBe(captured.event.id);
    expect(event.id).toBe(captured.headers['webhook-id']);
    expect(event.type).toBe(captured.event.type);
    if (event.type !== 'contract.review.completed') throw new Error(`unexpected event type ${event.type}`);
    // Narrowed by `type`: data.object is a Contract with its review.
    const contract = event.data.object;
    expect(contract.object).toBe('contract');
    expect(contract.id).toMatch(/^ctr_/);
    expect(contract.status).toBe('completed');
    expect(typeof contract.review?.risk_score).toBe('number');
    expect(contract.review?.issues.length).toBeGreaterThan(0);
    expect(() => verifyWebhook(captured.body, new Headers(captured.headers), captured.secret, { now })).not.toThrow();
  });

  it('is refused outside the default 5-minute tolerance, and accepted with a wider one', () => {
    const { body, headers, secret } = captured;
    expect(captured.tolerance_seconds).toBe(300);
    expect(() => verifyWebhook(body, headers, secret, { now: now + 299 })).not.toThrow();
    expect(() => verifyWebhook(body, headers, secret, { now: now + 301 })).toThrow(/too old/);
    expect(() => verifyWebhook(body, headers, secret, { now: now - 301 })).toThrow(/too new/);
    // A day later (as when this test runs long after the capture): only a tolerance override accepts it.
    expect(() => verifyWebhook(body, headers, secret, { now: now + 86_400 })).toThrow(/too old/);
    expect(() => verifyWebhook(body, headers, secret, { now: now + 86_400, tolerance: 86_400 })).not.toThrow();
  });

  it('rejects the wrong secret, a tampered body and another signature', () => {
    const { body, headers, secret } = captured;
    expect(() => verifyWebhook(body, headers, captured.wrong_secret, { now })).toThrow(WebhookVerificationError);
    const tampered = body.replace(/"risk_score":\d+/, '"risk_score":1');
    expect(tampered).not.toBe(body);
    expect(() => verifyWebhook(tampered, headers, secret, { now })).toThrow(/No matching/);
    const forged = { ...headers, 'webhook-signature': captured.rotation.headers['webhook-signature'] };
    expect(() => verifyWebhook(body, forged, secret, { now })).toThrow(/No matching/);
    expect(() => verifyWebhook(body, { ...headers, 'webhook-id': 'evt_other' }, secret, { now })).toThrow(/No matching/);
  });

  it('during a rotation, verifies with the new secret, the previous one, or both', () => {
    const r = captured.rotation;
    expect(r.headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const secret of [r.secret, r.previous_secret, [r.secret, r.previous_secret], [captured.wrong_secret, r.secret]]) {
      const event = unwrapWebhook(r.body, r.headers, secret, { now: r.timestamp });
      expect(event.id).toBe(r.event.id);
      expect(event.type).toBe(r.event.type);
      if (event.type === 'playbook.updated') expect(event.data.object.object).toBe('playbook');
      else throw new Error(`unexpected event type ${event.type}`);
    }
    expect(() => verifyWebhook(r.body, r.headers, captured.wrong_secret, { now: r.timestamp })).toThrow(/No matching/);
    expect(() => verifyWebhook(r.body + ' ', r.headers, [r.secret, r.previous_secret], { now: r.timestamp })).toThrow(
      /No matching/,
    );
  });
});
