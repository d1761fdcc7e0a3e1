import { Webhook } from 'standardwebhooks';

/**
 * The `webhook-signature` header, signed with the Standard Webhooks reference package: one `v1,<base64>`
 * (HMAC-SHA256 over `{id}.{timestamp}.{body}` with the base64 part of `whsec_...`) per secret, separated by
 * spaces (during a rotation's overlap: the new secret's first, then the previous one's).
 */
export function signatureHeader(secrets: string[], id: string, timestamp: number, body: string): string {
  return secrets.map((s) => new Webhook(s).sign(id, new Date(timestamp * 1000), body)).join(' ');
}
