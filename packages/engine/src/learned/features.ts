/**
 * Hashed n-gram features, the exact twin of tools/train/features.py (parity is tested against vectors
 * the training script exports): tokens are runs of [a-z0-9] in the lower-cased text (at most 400),
 * features are "w:" unigrams, "b:" bigrams, "h:" heading unigrams (at most 20) and "r:" the clause types
 * the engine's rules find in the clause, each hashed with
 * 32-bit FNV-1a over its UTF-8 bytes modulo the bucket count; values are binary, L2-normalised.
 */
const TOKEN_RE = /[a-z0-9]+/g;
export const MAX_TOKENS = 400;
const MAX_HEADING_TOKENS = 20;
const encoder = new TextEncoder();

export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  // feature names are ASCII but the hash is defined over UTF-8 bytes, as in Python
  const bytes = encoder.encode(s);
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i];
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function tokens(text: string, max = Infinity): string[] {
  const out: string[] = [];
  TOKEN_RE.lastIndex = 0;
  const lower = text.toLowerCase();
  for (let m = TOKEN_RE.exec(lower); m && out.length < max; m = TOKEN_RE.exec(lower)) out.push(m[0]);
  return out;
}

/** Sparse feature vector: sorted bucket ids and their (equal) value. */
export interface FeatureVector {
  buckets: number[];
  value: number;
}

export function features(body: string, heading = '', buckets = 1 << 20, ruleTypes: readonly string[] = []): FeatureVector {
  const toks = tokens(body, MAX_TOKENS);
  const names = new Set<string>();
  for (let i = 0; i < toks.length; i++) {
    names.add(`w:${toks[i]}`);
    if (i + 1 < toks.length) names.add(`b:${toks[i]} ${toks[i + 1]}`);
  }
  for (const t of tokens(heading, MAX_HEADING_TOKENS)) names.add(`h:${t}`);
  for (const t of ruleTypes) names.add(`r:${t}`);
  const ids = new Set<number>();
  for (const n of names) ids.add(fnv1a(n) % buckets);
  const sorted = [...ids].sort((a, b) => a - b);
  return { buckets: sorted, value: sorted.length ? 1 / Math.sqrt(sorted.length) : 0 };
}
