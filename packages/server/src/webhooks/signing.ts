import { createHmac, timingSafeEqual } from 'node:crypto';

/** Standard Webhooks signing: HMAC-SHA256 over `{id}.{timestamp}.{body}` with the base64 part of `whsec_...`. */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return 'v1,' + createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
}

/**
 * The `webhook-signature` header: one `v1,<base64>` per secret, separated by spaces (during a
 * rotation's overlap: the new secret's first, then the previous one's).
 */
export function signatureHeader(secrets: string[], id: string, timestamp: number, body: string): string {
  return secrets.map((s) => sign(s, id, timestamp, body)).join(' ');
}

export function verify(secret: string, headers: { id: string; timestamp: string; signature: string }, body: string, toleranceSeconds = 300, now = Date.now()): boolean {
  const ts = Number(headers.timestamp);
  if (!Number.isInteger(ts) || Math.abs(now / 1000 - ts) > toleranceSeconds) return false;
  const expected = Buffer.from(sign(secret, headers.id, ts, body));
  return headers.signature.split(' ').some((s) => {
    const b = Buffer.from(s);
    return b.length === expected.length && timingSafeEqual(b, expected);
  });
}
