import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookVerificationError } from './errors.js';
import type { components } from './generated/schema.js';

/** A webhook event, discriminated by `type`. */
export type WebhookEvent = components['schemas']['Event'];

/** The headers of a delivery: a `Headers`, or a plain object such as Node's `req.headers`. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** Seconds a delivery may be away from the local clock (default 300, as Standard Webhooks says). */
  tolerance?: number;
  /** The current time in seconds, for tests. */
  now?: number;
}

const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const value = record[name] ?? Object.entries(record).find(([k]) => k.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value.join(' ') : value;
}

function secretKey(secret: string): Buffer {
  const raw = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret;
  const key = Buffer.from(raw, 'base64');
  if (key.length === 0) throw new WebhookVerificationError('The webhook secret is empty or not base64.');
  return key;
}

/**
 * Checks a delivery's Standard Webhooks signature: HMAC-SHA256, keyed with the base64-decoded part
 * of the `whsec_` secret, over `{webhook-id}.{webhook-timestamp}.{body}`. Any of the
 * space-separated `v1,<base64>` signatures may match (secret rotation). The timestamp must be within
 * the tolerance. Throws WebhookVerificationError otherwise.
 *
 * Pass the raw body exactly as received (string or bytes), never a re-serialised object.
 */
export function verifyWebhook(
  payload: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyOptions = {},
): void {
  if (!secret) throw new WebhookVerificationError('No webhook secret was given.');
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) {
    throw new WebhookVerificationError('Missing webhook-id, webhook-timestamp or webhook-signature header.');
  }
  if (!/^\d+$/.test(timestamp)) throw new WebhookVerificationError('Invalid webhook-timestamp header.');
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE_SECONDS;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const ts = Number(timestamp);
  if (now - ts > tolerance) throw new WebhookVerificationError('The webhook timestamp is too old.');
  if (ts - now > tolerance) throw new WebhookVerificationError('The webhook timestamp is too new.');

  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : Buffer.from(payload);
  const expected = createHmac('sha256', secretKey(secret))
    .update(`${id}.${timestamp}.`)
    .update(body)
    .digest();
  for (const part of signatures.split(' ')) {
    const comma = part.indexOf(',');
    if (comma < 0 || part.slice(0, comma) !== 'v1') continue;
    const given = Buffer.from(part.slice(comma + 1), 'base64');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return;
  }
  throw new WebhookVerificationError('No matching webhook signature found.');
}

/** Verifies a delivery (see verifyWebhook) and returns its event, typed by `type`. */
export function unwrapWebhook(
  payload: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options?: VerifyOptions,
): WebhookEvent {
  verifyWebhook(payload, headers, secret, options);
  const text = typeof payload === 'string' ? payload : Buffer.from(payload).toString('utf8');
  return JSON.parse(text) as WebhookEvent;
}
