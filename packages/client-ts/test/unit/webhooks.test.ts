// What spec/contract-tests/webhooks.yaml (webhook-vectors.test.ts) does not cover: deliveries signed now by the
// reference library and checked against the real clock, the shapes a body and headers come in, and the client's secret.
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { ContractAnalysis, ContractAnalysisError, WebhookVerificationError, unwrapWebhook, verifyWebhook } from '../../src/index.js';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const OTHER = 'whsec_' + Buffer.from('another secret of 24 b!!').toString('base64');
const event = {
  id: 'evt_6Tn3Kp9WqZ1xRb4M',
  object: 'event',
  type: 'playbook.updated',
  created_at: '2026-11-20T09:14:08Z',
  livemode: false,
  data: { object: { id: 'pbk_1', object: 'playbook', version: 2 } },
};
const payload = JSON.stringify(event);

/** Signs like the server would, with the reference implementation, at `at`. */
function sign(secret: string, at = new Date(), id = event.id) {
  const signature = new Webhook(secret).sign(id, at, payload);
  return { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature };
}

describe('webhook verification on the real clock', () => {
  it('accepts a delivery signed now: string or bytes body, Headers, a plain object or array values', () => {
    const headers = sign(SECRET);
    expect(() => verifyWebhook(payload, headers, SECRET)).not.toThrow();
    expect(() => verifyWebhook(Buffer.from(payload), new Headers(headers), SECRET)).not.toThrow();
    expect(() => verifyWebhook(new TextEncoder().encode(payload), { ...headers, 'X-Other': undefined }, [OTHER, SECRET])).not.toThrow();
    const split = { ...headers, 'webhook-signature': [sign(OTHER)['webhook-signature'], headers['webhook-signature']] };
    expect(() => verifyWebhook(payload, split, SECRET)).not.toThrow();
    expect(unwrapWebhook(payload, headers, SECRET)).toEqual(event);
  });

  it('refuses deliveries 6 minutes away from the clock, either way', () => {
    const minutes = (m: number) => new Date(Date.now() + m * 60_000);
    expect(() => verifyWebhook(payload, sign(SECRET, minutes(-4)), SECRET)).not.toThrow();
    expect(() => verifyWebhook(payload, sign(SECRET, minutes(-6)), SECRET)).toThrow('Message timestamp too old');
    expect(() => verifyWebhook(payload, sign(SECRET, minutes(6)), [OTHER, SECRET])).toThrow('Message timestamp too new');
  });

  it('refuses a secret that is not base64 and an empty list of secrets', () => {
    expect(() => verifyWebhook(payload, sign(SECRET), [SECRET, 'whsec_*'])).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(payload, sign(SECRET), [SECRET, 'whsec_*'])).toThrow('The webhook secret is empty or not base64.');
    expect(() => verifyWebhook(payload, sign(SECRET), [])).toThrow('No webhook secret was given.');
  });

  it('client.webhooks.verify/unwrap use the configured secret', () => {
    const client = new ContractAnalysis({ apiKey: 'k', webhookSecret: SECRET });
    expect(() => client.webhooks.verify(payload, sign(SECRET))).not.toThrow();
    expect(client.webhooks.unwrap(payload, sign(SECRET)).id).toBe(event.id);
    expect(() => client.webhooks.verify(payload, sign(SECRET), OTHER)).toThrow(WebhookVerificationError);
    const none = new ContractAnalysis({ apiKey: 'k' }).webhooks;
    expect(() => none.verify(payload, sign(SECRET))).toThrow(ContractAnalysisError);
    expect(() => none.verify(payload, sign(SECRET))).toThrow(/No webhook secret/);
  });
});
