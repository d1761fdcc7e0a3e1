import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption (AES-256-GCM) of small texts the database keeps but must not be able to
 * read on its own: the key always comes from a secret the database holds only as a hash.
 */
const SEALED = 'sealed.v1.';

/** A 256-bit key for `purpose`, derived from a secret (HKDF-SHA256). */
export function sealingKey(secret: string, context: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, context, purpose, 32));
}

export function seal(text: string, key: Buffer): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([c.update(text, 'utf8'), c.final()]);
  return SEALED + Buffer.concat([iv, c.getAuthTag(), body]).toString('base64');
}

/** The text; a text that was never sealed as it is; null when it was sealed with another key. */
export function unseal(stored: string, key: Buffer): string | null {
  if (!stored.startsWith(SEALED)) return stored;
  const raw = Buffer.from(stored.slice(SEALED.length), 'base64');
  try {
    const d = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    d.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
  } catch {
    return null;
  }
}
