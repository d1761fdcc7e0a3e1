import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { expectSpecEvent } from './receiver.js';

/**
 * The committed capture (`pnpm capture-delivery`) that the clients verify in every language: it
 * must verify with the reference package at its own time, and only then.
 */
const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/captured-delivery.json');
const fx = JSON.parse(fs.readFileSync(file, 'utf8'));

describe('the captured delivery fixture', () => {
  afterEach(() => vi.useRealTimers());
  const at = (s: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(s * 1000);
  };

  it('verifies with standardwebhooks at its timestamp, and is a spec-valid event', () => {
    at(fx.verify_at);
    const payload = new Webhook(fx.secret).verify(fx.body, fx.headers) as any;
    expect(payload).toMatchObject({ id: fx.event.id, type: fx.event.type });
    expect(fx.headers['webhook-id']).toBe(fx.event.id);
    expect(Number(fx.headers['webhook-timestamp'])).toBe(fx.timestamp);
    expectSpecEvent(payload);
  });

  it('verifies during rotation with either secret (two signatures), and never with a wrong one', () => {
    const r = fx.rotation;
    at(r.timestamp);
    expect(String(r.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const s of [r.secret, r.previous_secret]) expectSpecEvent(new Webhook(s).verify(r.body, r.headers));
    expect(() => new Webhook(fx.wrong_secret).verify(r.body, r.headers)).toThrow(/No matching signature/);
    expect(() => new Webhook(fx.wrong_secret).verify(fx.body, fx.headers)).toThrow(/No matching signature/);
  });

  it('is refused when tampered with or outside the 5-minute tolerance', () => {
    at(fx.verify_at);
    expect(() => new Webhook(fx.secret).verify(fx.body.replace('"livemode":false', '"livemode":true'), fx.headers)).toThrow(/No matching signature/);
    expect(() => new Webhook(fx.secret).verify(fx.body, { ...fx.headers, 'webhook-id': 'evt_other' })).toThrow(/No matching signature/);
    expect(() => new Webhook(fx.secret).verify(fx.body, { ...fx.headers, 'webhook-timestamp': String(fx.timestamp + 1) })).toThrow(/No matching signature/);
    at(fx.verify_at + 301);
    expect(() => new Webhook(fx.secret).verify(fx.body, fx.headers)).toThrow(/too old/);
    at(fx.verify_at - 301);
    expect(() => new Webhook(fx.secret).verify(fx.body, fx.headers)).toThrow(/too new/);
  });
});
