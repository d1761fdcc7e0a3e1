import { Webhook } from 'standardwebhooks';
import { Resource } from '../client.js';
import { ContractAnalysisError, WebhookVerificationError } from '../errors.js';
import type { components } from '../generated/schema.js';

/** A webhook event, discriminated by `type`. */
export type WebhookEvent = components['schemas']['Event'];
/** The headers of a delivery: a `Headers`, or a plain object such as Node's `req.headers`. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;
/** The endpoint's `whsec_...` secret, or several while it is rotated (`[newSecret, previousSecret]`): any may match. */
export type WebhookSecret = string | readonly string[];

const fail = (message: string, cause?: unknown): never => {
  throw new WebhookVerificationError(message, cause === undefined ? undefined : { cause });
};
/** `run()`, or `otherwise(error)` if it throws. */
const attempt = <T>(run: () => T, otherwise: (e: unknown) => T): T => {
  try {
    return run();
  } catch (e) {
    return otherwise(e);
  }
};
const text = (payload: string | Uint8Array) => (typeof payload === 'string' ? payload : new TextDecoder().decode(payload));

/**
 * Checks a delivery with the Standard Webhooks library (`standardwebhooks`): a `v1` signature of the raw body by the
 * secret, or by any of the secrets during a rotation, and a timestamp within 5 minutes of the clock. Pass the raw body
 * exactly as received. Throws WebhookVerificationError otherwise, with the library's message.
 */
export function verifyWebhook(payload: string | Uint8Array, headers: WebhookHeaders, secret: WebhookSecret): void {
  const secrets = [secret].flat().filter((s) => typeof s === 'string' && s);
  if (!secrets.length) fail('No webhook secret was given.');
  const webhooks = secrets.map((s) => attempt(() => new Webhook(s), (e) => fail('The webhook secret is empty or not base64.', e)));
  const entries = headers instanceof Headers ? [...headers] : Object.entries(headers);
  const flat = Object.fromEntries(entries.flatMap(([k, v]) => (v === undefined ? [] : [[k, [v].flat().join(' ')]])));
  const errors: Error[] = [];
  for (const webhook of webhooks) {
    const error = attempt(() => void webhook.verify(text(payload), flat, { jsonParse: false }), (e) => e as Error);
    if (!error) return;
    errors.push(error); // only the signature differs from one secret to the next: report any other error first
  }
  const error = errors.find((e) => e.message !== 'No matching signature found') ?? errors[0];
  fail(error.message, error);
}

/**
 * Verifies a delivery (see verifyWebhook) and returns its event, typed by `type`; an event of a type this version does
 * not know comes as it was sent (check `type`). Throws WebhookVerificationError when the body is not a JSON object.
 */
export function unwrapWebhook(payload: string | Uint8Array, headers: WebhookHeaders, secret: WebhookSecret): WebhookEvent {
  verifyWebhook(payload, headers, secret);
  const event: unknown = attempt(() => JSON.parse(text(payload)), () => undefined);
  return event && typeof event === 'object' && !Array.isArray(event) ? (event as WebhookEvent) : fail('The payload is not a JSON object.');
}

/** The hand-written part of `client.webhooks`: checking the deliveries it sends you. */
export class WebhooksExtension extends Resource {
  /** Checks a delivery's signature (see verifyWebhook) with `secret`, by default the client's `webhookSecret`. */
  verify(payload: string | Uint8Array, headers: WebhookHeaders, secret?: WebhookSecret): void {
    verifyWebhook(payload, headers, this.#secret(secret));
  }

  /** Verifies a delivery (see `verify`) and returns its event, typed by `type`. */
  unwrap(payload: string | Uint8Array, headers: WebhookHeaders, secret?: WebhookSecret): WebhookEvent {
    return unwrapWebhook(payload, headers, this.#secret(secret));
  }

  #secret(secret: WebhookSecret | undefined): WebhookSecret {
    const s = secret ?? this._client.webhookSecret;
    if (!s?.length) throw new ContractAnalysisError('No webhook secret: pass it, or set webhookSecret / CONTRACT_ANALYSIS_WEBHOOK_SECRET.');
    return s;
  }
}
