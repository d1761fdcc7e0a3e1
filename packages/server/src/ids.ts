import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random base62 string (rejection sampling, no modulo bias). */
export function randomToken(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      if (b < 248) out += ALPHABET[b % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

export type IdPrefix = 'ctr' | 'drf' | 'ans' | 'whk' | 'evt' | 'pbk' | 'req' | 'acct' | 'key' | 'cli' | 'job' | 'dlv';

export function newId(prefix: IdPrefix, length = 16): string {
  return `${prefix}_${randomToken(length)}`;
}

export function hasPrefix(id: string, prefix: IdPrefix): boolean {
  return id.startsWith(prefix + '_') && id.length > prefix.length + 1;
}

export function nowIso(ms = Date.now()): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
