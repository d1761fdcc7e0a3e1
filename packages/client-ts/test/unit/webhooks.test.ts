import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { ContractAnalysis, WebhookVerificationError, unwrapWebhook, verifyWebhook } from '../../src/index.js';

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

/** Signs like the server would, with the reference implementation. */
function sign(secret: string, body = payload, at = new Date(), id = event.id) {
  const signature = new Webhook(secret).sign(id, at, body);
  return { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature };
}

describe('webhook verification against standardwebhooks signatures', () => {
  it('accepts a valid delivery (string or bytes body, Headers or a plain object)', () => {
    const headers = sign(SECRET);
    expect(() => verifyWebhook(payload, headers, SECRET)).not.toThrow();
    expect(() => verifyWebhook(Buffer.from(payload), new Headers(headers), SECRET)).not.toThrow();
    expect(() => verifyWebhook(new TextEncoder().encode(payload), { ...headers, 'Webhook-Id': undefined }, SECRET)).not.toThrow();
    // and the reference implementation agrees with the same input
    expect(new Webhook(SECRET).verify(payload, headers)).toEqual(event);
  });

  it('unwrap returns the typed event', () => {
    const e = unwrapWebhook(payload, sign(SECRET), SECRET);
    expect(e.type).toBe('playbook.updated');
    if (e.type === 'playbook.updated') expect(e.data.object.id).toBe('pbk_1');
  });

  it('accepts when any of several signatures matches (secret rotation)', () => {
    const old = sign(OTHER)['webhook-signature'];
    const headers = sign(SECRET);
    headers['webhook-signature'] = `v1,${Buffer.alloc(32).toString('base64')} ${old} ${headers['webhook-signature']}`;
    expect(() => verifyWebhook(payload, headers, SECRET)).not.toThrow();
    expect(() => verifyWebhook(payload, headers, OTHER)).not.toThrow();
  });

  it('rejects a wrong secret, a changed body, a changed id and unknown versions', () => {
    const headers = sign(SECRET);
    expect(() => verifyWebhook(payload, headers, OTHER)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(payload.replace('pbk_1', 'pbk_2'), headers, SECRET)).toThrow(/No matching/);
    expect(() => verifyWebhook(payload, { ...headers, 'webhook-id': 'evt_other' }, SECRET)).toThrow(/No matching/);
    const v2 = headers['webhook-signature'].replace(/^v1,/, 'v2,');
    expect(() => verifyWebhook(payload, { ...headers, 'webhook-signature': v2 }, SECRET)).toThrow(/No matching/);
    expect(() => verifyWebhook(payload, { ...headers, 'webhook-signature': 'v1,short' }, SECRET)).toThrow(/No matching/);
  });

  it('rejects deliveries outside the 5-minute tolerance, either way', () => {
    const now = Date.now();
    expect(() => verifyWebhook(payload, sign(SECRET, payload, new Date(now - 4 * 60_000)), SECRET)).not.toThrow();
    expect(() => verifyWebhook(payload, sign(SECRET, payload, new Date(now - 6 * 60_000)), SECRET)).toThrow(/too old/);
    expect(() => verifyWebhook(payload, sign(SECRET, payload, new Date(now + 6 * 60_000)), SECRET)).toThrow(/too new/);
    expect(() =>
      verifyWebhook(payload, sign(SECRET, payload, new Date(now - 6 * 60_000)), SECRET, { tolerance: 600 }),
    ).not.toThrow();
  });

  it('rejects missing headers', () => {
    const { 'webhook-signature': _, ...rest } = sign(SECRET);
    expect(() => verifyWebhook(payload, rest, SECRET)).toThrow(/Missing/);
    expect(() => verifyWebhook(payload, { ...sign(SECRET), 'webhook-timestamp': 'abc' }, SECRET)).toThrow(/timestamp/);
  });

  it('client.webhooks.verify/unwrap use the configured secret', () => {
    const client = new ContractAnalysis({ apiKey: 'k', webhookSecret: SECRET });
    expect(() => client.webhooks.verify(payload, sign(SECRET))).not.toThrow();
    expect(client.webhooks.unwrap(payload, sign(SECRET)).id).toBe(event.id);
    expect(() => client.webhooks.verify(payload, sign(SECRET), OTHER)).toThrow(WebhookVerificationError);
    expect(() => new ContractAnalysis({ apiKey: 'k' }).webhooks.verify(payload, sign(SECRET))).toThrow(/No webhook secret/);
  });
});

describe('secret rotation: several secrets', () => {
  const NEW = SECRET;
  const PREVIOUS = OTHER;
  const STRANGER = 'whsec_' + Buffer.from('a third secret, 24 bytes').toString('base64');

  it('accepts a delivery signed with any of the given secrets', () => {
    expect(() => verifyWebhook(payload, sign(PREVIOUS), [NEW, PREVIOUS])).not.toThrow();
    expect(() => verifyWebhook(payload, sign(NEW), [NEW, PREVIOUS])).not.toThrow();
    expect(() => verifyWebhook(payload, sign(NEW), [PREVIOUS, NEW])).not.toThrow();
    expect(unwrapWebhook(payload, sign(PREVIOUS), [NEW, PREVIOUS]).id).toBe(event.id);
    // both signatures in the header (the overlap window), each secret alone or together
    const both = sign(NEW);
    both['webhook-signature'] = `${sign(PREVIOUS)['webhook-signature']} ${both['webhook-signature']}`;
    for (const s of [NEW, PREVIOUS, [NEW, PREVIOUS], [STRANGER, PREVIOUS]]) {
      expect(() => verifyWebhook(payload, both, s)).not.toThrow();
    }
  });

  it('rejects a bad signature with every secret', () => {
    expect(() => verifyWebhook(payload, sign(STRANGER), [NEW, PREVIOUS])).toThrow(/No matching/);
    const forged = { ...sign(NEW), 'webhook-signature': `v1,${Buffer.alloc(32, 7).toString('base64')}` };
    expect(() => verifyWebhook(payload, forged, [NEW, PREVIOUS])).toThrow(WebhookVerificationError);
  });

  it('rejects a tampered body with every secret', () => {
    const both = sign(NEW);
    both['webhook-signature'] = `${sign(PREVIOUS)['webhook-signature']} ${both['webhook-signature']}`;
    const tampered = payload.replace('"version":2', '"version":3');
    expect(tampered).not.toBe(payload);
    expect(() => verifyWebhook(tampered, both, [NEW, PREVIOUS])).toThrow(/No matching/);
    expect(() => verifyWebhook(Buffer.from(tampered), both, NEW)).toThrow(/No matching/);
  });

  it('rejects a timestamp outside the 5-minute tolerance whatever the secrets', () => {
    const now = Math.floor(Date.now() / 1000);
    const at = (s: number) => new Date((now + s) * 1000);
    expect(() => verifyWebhook(payload, sign(PREVIOUS, payload, at(-299)), [NEW, PREVIOUS], { now })).not.toThrow();
    expect(() => verifyWebhook(payload, sign(PREVIOUS, payload, at(-301)), [NEW, PREVIOUS], { now })).toThrow(/too old/);
    expect(() => verifyWebhook(payload, sign(NEW, payload, at(301)), [NEW, PREVIOUS], { now })).toThrow(/too new/);
  });

  it('refuses an empty list and a secret that is not base64', () => {
    expect(() => verifyWebhook(payload, sign(NEW), [])).toThrow(/No webhook secret/);
    expect(() => verifyWebhook(payload, sign(NEW), [NEW, 'whsec_'])).toThrow(/not base64/);
  });

  it('client.webhooks uses a configured list, and a list given per call', () => {
    const client = new ContractAnalysis({ apiKey: 'k', webhookSecret: [NEW, PREVIOUS] });
    expect(client.webhooks.unwrap(payload, sign(PREVIOUS)).type).toBe('playbook.updated');
    expect(() => client.webhooks.verify(payload, sign(STRANGER))).toThrow(WebhookVerificationError);
    const plain = new ContractAnalysis({ apiKey: 'k' });
    expect(() => plain.webhooks.verify(payload, sign(PREVIOUS), [NEW, PREVIOUS])).not.toThrow();
    expect(() => plain.webhooks.verify(payload, sign(NEW), [])).toThrow(/No webhook secret/);
  });
});
