// Deliveries captured from the real server (packages/server, `capture-delivery`): the exact body,
// headers and secrets it used. Read from the server package at test time, never copied here.
// Their timestamps are those of the capture, so the clock (Date, which the Standard Webhooks library reads) is set to
// `verify_at` with vitest's fake Date.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const at = (seconds: number) => vi.setSystemTime(seconds * 1000);

describe('a delivery captured from the real server', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: now * 1000 }));
  afterEach(() => vi.useRealTimers());

  it('verifies and unwraps into the typed event (raw bytes or string, Headers or a plain object)', () => {
    const client = new ContractAnalysis({ apiKey: 'k', webhookSecret: captured.secret });
    const event = client.webhooks.unwrap(Buffer.from(captured.body, 'utf8'), captured.headers);
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
    expect(() => verifyWebhook(captured.body, new Headers(captured.headers), captured.secret)).not.toThrow();
  });

  it('is refused outside the 5-minute tolerance', () => {
    const { body, headers, secret } = captured;
    expect(captured.tolerance_seconds).toBe(300);
    at(now + 299);
    expect(() => verifyWebhook(body, headers, secret)).not.toThrow();
    at(now + 301);
    expect(() => verifyWebhook(body, headers, secret)).toThrow('Message timestamp too old');
    at(now - 301);
    expect(() => verifyWebhook(body, headers, secret)).toThrow('Message timestamp too new');
  });

  it('rejects the wrong secret, a tampered body and another signature', () => {
    const { body, headers, secret } = captured;
    expect(() => verifyWebhook(body, headers, captured.wrong_secret)).toThrow(WebhookVerificationError);
    const tampered = body.replace(/"risk_score":\d+/, '"risk_score":1');
    expect(tampered).not.toBe(body);
    expect(() => verifyWebhook(tampered, headers, secret)).toThrow(/No matching/);
    const forged = { ...headers, 'webhook-signature': captured.rotation.headers['webhook-signature'] };
    expect(() => verifyWebhook(body, forged, secret)).toThrow(/No matching/);
    expect(() => verifyWebhook(body, { ...headers, 'webhook-id': 'evt_other' }, secret)).toThrow(/No matching/);
  });

  it('during a rotation, verifies with the new secret, the previous one, or both', () => {
    const r = captured.rotation;
    at(r.timestamp);
    expect(r.headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const secret of [r.secret, r.previous_secret, [r.secret, r.previous_secret], [captured.wrong_secret, r.secret]]) {
      const event = unwrapWebhook(r.body, r.headers, secret);
      expect(event.id).toBe(r.event.id);
      expect(event.type).toBe(r.event.type);
      if (event.type === 'playbook.updated') expect(event.data.object.object).toBe('playbook');
      else throw new Error(`unexpected event type ${event.type}`);
    }
    expect(() => verifyWebhook(r.body, r.headers, captured.wrong_secret)).toThrow(/No matching/);
    expect(() => verifyWebhook(r.body + ' ', r.headers, [r.secret, r.previous_secret])).toThrow(
      /No matching/,
    );
  });
});
