import { createHmac, timingSafeEqual } from 'node:crypto';
import { Resource } from '../client.js';
import { ContractAnalysisError, WebhookVerificationError } from '../errors.js';
import type { components } from '../generated/schema.js';

/** A webhook event, discriminated by `type`. */
export type WebhookEvent = components['schemas']['Event'];

/** The headers of a delivery: a `Headers`, or a plain object such as Node's `req.headers`. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/**
 * The endpoint's `whsec_...` secret, or several of them while a secret is being rotated
 * (`[newSecret, previousSecret]`): a delivery is valid when any of its signatures matches any of them.
 */
export type WebhookSecret = string | readonly string[];

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

function secretList(secret: WebhookSecret): string[] {
  const list = (typeof secret === 'string' ? [secret] : [...(secret ?? [])]).filter((s) => typeof s === 'string' && s);
  if (list.length === 0) throw new WebhookVerificationError('No webhook secret was given.');
  return list;
}

/**
 * Checks a delivery's Standard Webhooks signature: HMAC-SHA256, keyed with the base64-decoded part
 * of the `whsec_` secret, over `{webhook-id}.{webhook-timestamp}.{body}`. The timestamp must be
 * within the tolerance. Throws WebhookVerificationError otherwise.
 *
 * Secret rotation works from both sides: while an old and a new secret overlap, the server sends
 * one space-separated `v1,<base64>` signature per secret, and `secret` may be an array of secrets
 * (`[newSecret, previousSecret]`). The delivery is valid when any signature matches any secret.
 *
 * Pass the raw body exactly as received (string or bytes), never a re-serialised object.
 */
export function verifyWebhook(
  payload: string | Uint8Array,
  headers: WebhookHeaders,
  secret: WebhookSecret,
  options: VerifyOptions = {},
): void {
  const keys = secretList(secret).map(secretKey);
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
  const expected = keys.map((key) => createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest());
  for (const part of signatures.split(' ')) {
    const comma = part.indexOf(',');
    if (comma < 0 || part.slice(0, comma) !== 'v1') continue;
    const given = Buffer.from(part.slice(comma + 1), 'base64');
    for (const digest of expected) {
      if (given.length === digest.length && timingSafeEqual(given, digest)) return;
    }
  }
  throw new WebhookVerificationError('No matching webhook signature found.');
}

/** Verifies a delivery (see verifyWebhook) and returns its event, typed by `type`. */
export function unwrapWebhook(
  payload: string | Uint8Array,
  headers: WebhookHeaders,
  secret: WebhookSecret,
  options?: VerifyOptions,
): WebhookEvent {
  verifyWebhook(payload, headers, secret, options);
  const text = typeof payload === 'string' ? payload : Buffer.from(payload).toString('utf8');
  return JSON.parse(text) as WebhookEvent;
}

/** The hand-written part of `client.webhooks`: checking the deliveries it sends you. */
export class WebhooksExtension extends Resource {
  /**
   * Checks a delivery's Standard Webhooks signature; throws WebhookVerificationError if it is not valid.
   * `secret` (default: the client's `webhookSecret`) may be several secrets during a rotation:
   * `[newSecret, previousSecret]` accepts a delivery signed with either.
   */
  verify(payload: string | Uint8Array, headers: WebhookHeaders, secret?: WebhookSecret, options?: VerifyOptions): void {
    verifyWebhook(payload, headers, this.#secret(secret), options);
  }

  /** Verifies a delivery (see `verify`) and returns its event, typed by `type`. */
  unwrap(payload: string | Uint8Array, headers: WebhookHeaders, secret?: WebhookSecret, options?: VerifyOptions): WebhookEvent {
    return unwrapWebhook(payload, headers, this.#secret(secret), options);
  }

  #secret(secret: WebhookSecret | undefined): WebhookSecret {
    const s = secret ?? this._client.webhookSecret;
    if (!s?.length) throw new ContractAnalysisError('No webhook secret: pass it, or set webhookSecret / CONTRACT_ANALYSIS_WEBHOOK_SECRET.');
    return s;
  }
}
