import { createHmac, timingSafeEqual } from 'node:crypto';
import { Resource } from '../client.js';
import { ContractAnalysisError, WebhookVerificationError } from '../errors.js';
import type { components } from '../generated/schema.js';

/** A webhook event, discriminated by `type`. */
export type WebhookEvent = components['schemas']['Event'];
/** The headers of a delivery: a `Headers`, or a plain object such as Node's `req.headers`. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;
/** The endpoint's `whsec_...` secret, or several while it is rotated (`[newSecret, previousSecret]`): any may match. */
export type WebhookSecret = string | readonly string[];

export interface VerifyOptions {
  /** Seconds a delivery may be away from the local clock (default 300, as Standard Webhooks says). */
  tolerance?: number;
  /** The current time in seconds, for tests. */
  now?: number;
}

/**
 * Checks a delivery's Standard Webhooks signature: HMAC-SHA256, keyed with the base64-decoded part of a `whsec_`
 * secret, over `{webhook-id}.{webhook-timestamp}.{body}`, whose timestamp is within the tolerance. During a rotation
 * the server sends one space-separated `v1,<base64>` signature per secret; the delivery is valid when any signature
 * matches any secret. Pass the raw body exactly as received. Throws WebhookVerificationError otherwise.
 */
export function verifyWebhook(payload: string | Uint8Array, headers: WebhookHeaders, secret: WebhookSecret, options: VerifyOptions = {}): void {
  const secrets = (typeof secret === 'string' ? [secret] : [...(secret ?? [])]).filter((s) => typeof s === 'string' && s);
  if (!secrets.length) throw new WebhookVerificationError('No webhook secret was given.');
  const keys = secrets.map((s) => Buffer.from(s.replace(/^whsec_/, ''), 'base64'));
  if (keys.some((k) => !k.length)) throw new WebhookVerificationError('The webhook secret is empty or not base64.');
  const get = (name: string) => {
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const value = headers[name] ?? Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
    return Array.isArray(value) ? value.join(' ') : value;
  };
  const [id, timestamp, signatures] = ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map(get);
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError('Missing webhook-id, webhook-timestamp or webhook-signature header.');
  if (!/^\d+$/.test(timestamp)) throw new WebhookVerificationError('Invalid webhook-timestamp header.');
  const age = (options.now ?? Math.floor(Date.now() / 1000)) - Number(timestamp);
  const tolerance = options.tolerance ?? 300;
  if (age > tolerance) throw new WebhookVerificationError('The webhook timestamp is too old.');
  if (-age > tolerance) throw new WebhookVerificationError('The webhook timestamp is too new.');
  const expected = keys.map((key) => createHmac('sha256', key).update(`${id}.${timestamp}.`).update(payload).digest());
  for (const part of signatures.split(' ')) {
    if (!part.startsWith('v1,')) continue;
    const given = Buffer.from(part.slice(3), 'base64');
    if (expected.some((digest) => given.length === digest.length && timingSafeEqual(given, digest))) return;
  }
  throw new WebhookVerificationError('No matching webhook signature found.');
}

/** Verifies a delivery (see verifyWebhook) and returns its event, typed by `type`. */
export function unwrapWebhook(payload: string | Uint8Array, headers: WebhookHeaders, secret: WebhookSecret, options?: VerifyOptions): WebhookEvent {
  verifyWebhook(payload, headers, secret, options);
  return JSON.parse(typeof payload === 'string' ? payload : Buffer.from(payload).toString('utf8')) as WebhookEvent;
}

/** The hand-written part of `client.webhooks`: checking the deliveries it sends you. */
export class WebhooksExtension extends Resource {
  /** Checks a delivery's signature (see verifyWebhook) with `secret`, by default the client's `webhookSecret`. */
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
