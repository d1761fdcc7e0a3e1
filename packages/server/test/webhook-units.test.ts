import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { DEFAULT_SCHEDULE, parseSchedule, RetrySchedule } from '../src/webhooks/schedule.js';
import { parseRetryAfter, WebhookSender } from '../src/webhooks/http.js';
import { AddressPolicy, checkWebhookUrl, isPublicAddress } from '../src/webhooks/url.js';
import { signatureHeader } from '../src/webhooks/signing.js';
import { Receiver } from './receiver.js';

describe('the retry schedule', () => {
  const s = new RetrySchedule({ delaysMs: parseSchedule(DEFAULT_SCHEDULE) });
  it('is 8 attempts over about 27.5 hours: at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h', () => {
    expect(s.maxAttempts).toBe(8);
    expect(s.delaysMs).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
    expect(s.totalMs / 3_600_000).toBeCloseTo(27.58, 2);
    expect(s.nextDelayMs(8)).toBe(null);
  });
  it('jitters every delay by at most ±20 %', () => {
    for (let attempt = 1; attempt < 8; attempt++) {
      const base = s.delaysMs[attempt - 1];
      expect(s.nextDelayMs(attempt, null, () => 0)).toBe(Math.round(base * 0.8));
      expect(s.nextDelayMs(attempt, null, () => 0.999999)).toBeLessThanOrEqual(Math.round(base * 1.2));
      for (let i = 0; i < 50; i++) {
        const d = s.nextDelayMs(attempt)!;
        expect(d).toBeGreaterThanOrEqual(base * 0.8 - 1);
        expect(d).toBeLessThanOrEqual(base * 1.2 + 1);
      }
    }
  });
  it('honours Retry-After within bounds: never sooner than the schedule, at most one hour', () => {
    const mid = () => 0.5;
    expect(s.nextDelayMs(1, 60_000, mid)).toBe(60_000); // later than the 5 s step: honoured
    expect(s.nextDelayMs(1, 1_000, mid)).toBe(5_000); // sooner than the schedule: the schedule wins
    expect(s.nextDelayMs(1, 86_400_000, mid)).toBe(3_600_000); // capped at an hour
    expect(s.nextDelayMs(5, 60_000, mid)).toBe(18_000_000);
  });
  it('compresses for tests, and parses units', () => {
    expect(new RetrySchedule({ delaysMs: parseSchedule(DEFAULT_SCHEDULE), scale: 0.001 }).totalMs).toBe(99_305);
    expect(parseSchedule('250ms, 2, 1.5m,1h')).toEqual([250, 2_000, 90_000, 3_600_000]);
    expect(() => parseSchedule('5 minutes')).toThrow(/invalid webhook retry schedule/);
  });
  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBe(null);
    expect(parseRetryAfter(undefined, now)).toBe(null);
  });
});

describe('the address policy', () => {
  it('refuses every non-public address, in every notation', () => {
    for (const a of [
      '127.0.0.1', '127.255.255.254', '0.0.0.0', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '100.127.255.255',
      '192.0.0.8', '198.18.0.1', '224.0.0.1', '255.255.255.255', '::', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:93.184.216.34',
      '::127.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::', '2001:db8::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fec0::1', 'ff02::1', 'not-an-ip',
    ]) expect(isPublicAddress(a), a).toBe(false);
    for (const a of ['93.184.216.34', '8.8.8.8', '100.128.0.1', '172.32.0.1', '2606:4700:4700::1111', '2a00:1450:4001:800::200e']) expect(isPublicAddress(a), a).toBe(true);
  });
  it('admits loopback in development mode only, and what the allowlist names (hosts, addresses, ranges)', () => {
    const prod = new AddressPolicy(false, []);
    const dev = new AddressPolicy(true, []);
    expect(prod.admits('127.0.0.1')).toBe(false);
    expect(dev.admits('127.0.0.1')).toBe(true);
    expect(dev.admits('::1')).toBe(true);
    expect(dev.admits('::ffff:127.0.0.1')).toBe(false);
    expect(dev.admits('10.0.0.1')).toBe(false);
    const listed = new AddressPolicy(false, ['127.0.0.1', '10.0.0.0/8', 'Internal.Example', '[::1]']);
    expect(listed.admits('127.0.0.1')).toBe(true);
    expect(listed.admits('127.0.0.2')).toBe(false);
    expect(listed.admits('10.9.8.7')).toBe(true);
    expect(listed.admits('::1')).toBe(true);
    expect(listed.admits('::ffff:127.0.0.1')).toBe(false); // an IPv4 entry does not admit its mapped form
    expect(listed.admits('192.168.0.1', 'internal.example.')).toBe(true);
    expect(listed.hostAllowlisted('10.1.1.1')).toBe(true);
  });
  it('checks URLs at registration: scheme, credentials, literals in any form, loopback names, resolved names', async () => {
    const prod = { devMode: false, allowlist: [] as string[] };
    for (const u of ['http://2130706433/', 'https://2130706433/', 'https://0x7f000001/', 'https://0x7f.0.0.1/', 'https://017700000001/', 'https://127.1/', 'https://[::ffff:127.0.0.1]/',
      'https://[0:0:0:0:0:ffff:7f00:1]/', 'https://localhost/', 'https://a.b.localhost/', 'https://localhost./', 'https://user:pw@example.com/', 'ftp://example.com/', 'not a url']) {
      await expect(checkWebhookUrl(u, prod), u).rejects.toMatchObject({ status: 422, code: 'invalid_webhook_url' });
    }
    await expect(checkWebhookUrl('http://localhost:3000/x', { devMode: true, allowlist: [] })).resolves.toBeTruthy();
    await expect(checkWebhookUrl('http://127.0.0.1:3000/x', { devMode: false, allowlist: ['127.0.0.1'] })).resolves.toBeTruthy();
    // `localhost` is resolved too when it is not caught by name (it is here: no network needed).
    await expect(checkWebhookUrl('https://localhost:1/x', { devMode: false, allowlist: [], resolve: true })).rejects.toMatchObject({ code: 'invalid_webhook_url' });
    // The stored form is the parser's: a decimal host reads back as dotted.
    expect((await checkWebhookUrl('https://1572395042/x', prod)).toString()).toBe('https://93.184.216.34/x');
  });
});

describe('the sender checks the address where it connects', () => {
  it('refuses a name resolving to loopback and an IP literal when the policy does, and sends when it admits them', async () => {
    const receiver = await Receiver.start();
    const body = '{"id":"evt_1"}';
    const strict = new WebhookSender(new AddressPolicy(false, []), 2_000);
    const devSender = new WebhookSender(new AddressPolicy(true, []), 2_000);
    try {
      for (const host of ['localhost', '127.0.0.1', '[::ffff:127.0.0.1]']) {
        const r = await strict.send(new URL(`http://${host}:${receiver.port}/x`), {}, body);
        expect(r, host).toMatchObject({ status: null });
        expect(r.error, host).toMatch(/^Not sent: refused to connect/);
      }
      expect(receiver.got).toHaveLength(0);
      // The same URL is sent to when the policy admits the address it resolves to (development mode).
      expect(await devSender.send(new URL(`http://localhost:${receiver.port}/x`), {}, body)).toEqual({ status: 204, retryAfterMs: null, error: null });
      expect(receiver.got).toHaveLength(1);
    } finally {
      await strict.close();
      await devSender.close();
      await receiver.close();
    }
  });

  it('signs with every live secret, each verifiable by the reference package', () => {
    const a = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const b = 'whsec_' + Buffer.from('another secret of 24 byt').toString('base64');
    const ts = Math.floor(Date.now() / 1000);
    const header = signatureHeader([a, b], 'evt_1', ts, '{"x":1}');
    expect(header.split(' ')).toHaveLength(2);
    for (const s of [a, b]) expect(new Webhook(s).verify('{"x":1}', { 'webhook-id': 'evt_1', 'webhook-timestamp': String(ts), 'webhook-signature': header })).toEqual({ x: 1 });
  });
});
