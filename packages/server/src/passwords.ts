import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { randomToken } from './ids.js';

/**
 * Passwords of dashboard users: node:crypto's scrypt, a memory-hard function. Parameters:
 * N = 2^15, r = 8, p = 1 (128 · N · r = 32 MiB of memory and about 0.1 s of one core per hash),
 * a 16-byte random salt and a 32-byte result, stored as `scrypt$N$r$p$<salt>$<hash>` (base64), so
 * that stronger parameters can be adopted later without breaking older hashes. The work runs on
 * libuv's thread pool, not on the event loop.
 */
export const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltBytes: 16 } as const;
export const PASSWORD_MIN = 12;
/** A longer password would only make hashing cost more for whoever sends it. */
export const PASSWORD_MAX = 1024;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  const opts: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, keyLength, opts, (err, key) => (err ? reject(err) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltBytes);
  const key = await derive(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keyLength);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Compare in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!m) return false;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const expected = Buffer.from(m[5], 'base64');
  if (N > 2 ** 20 || r > 32 || p > 16 || expected.length < 16) return false;
  const key = await derive(password, Buffer.from(m[4], 'base64'), N, r, p, expected.length);
  return timingSafeEqual(key, expected);
}

/** A hash of a password nobody knows, checked when the email is unknown so that timing does not tell. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  return (decoy ??= hashPassword(randomToken(32)));
}

/** A generated password: 20 base62 characters (about 119 bits). */
export function generatePassword(): string {
  return randomToken(20);
}

export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `The password must have at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `The password must have at most ${PASSWORD_MAX} characters.`;
  return null;
}
