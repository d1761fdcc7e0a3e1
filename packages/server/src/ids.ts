import { randomFillSync } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// Random bytes are drawn from the CSPRNG 8 KiB at a time (one call per ~300 ids instead of one per id).
// Each byte is used once.
const pool = Buffer.alloc(8192);
let poolAt = pool.length;

function randomByte(): number {
  if (poolAt === pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  return pool[poolAt++];
}

/** A random base62 string (rejection sampling, no modulo bias). */
export function randomToken(length: number): string {
  let out = '';
  while (out.length < length) {
    const b = randomByte();
    if (b < 248) out += ALPHABET[b % 62];
  }
  return out;
}

export type IdPrefix = 'ctr' | 'drf' | 'ans' | 'whk' | 'evt' | 'pbk' | 'req' | 'acct' | 'key' | 'cli' | 'job' | 'dlv' | 'usr';

export function newId(prefix: IdPrefix, length = 16): string {
  return `${prefix}_${randomToken(length)}`;
}

export function hasPrefix(id: string, prefix: IdPrefix): boolean {
  return id.startsWith(prefix + '_') && id.length > prefix.length + 1;
}

export function nowIso(ms = Date.now()): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
