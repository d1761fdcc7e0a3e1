/**
 * Hashed n-gram features, the exact twin of tools/train/features.py (parity is tested against vectors
 * the training script exports): tokens are runs of [a-z0-9] in the lower-cased text, cut into windows of 400;
 * features are "w:" unigrams, "b:" bigrams, "h:" heading unigrams (at most 20) and "r:" the clause types
 * the engine's rules find in the clause, each hashed with
 * 32-bit FNV-1a over its UTF-8 bytes modulo the bucket count; values are binary, L2-normalised.
 */
const TOKEN_RE = /[a-z0-9]+/g;
export const MAX_TOKENS = 400;
const MAX_HEADING_TOKENS = 20;
const encoder = new TextEncoder();

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Continue a 32-bit FNV-1a hash over the UTF-8 bytes of `s` (ASCII, the usual case, without encoding). */
function fnvFeed(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      h = Math.imul(h ^ c, FNV_PRIME) >>> 0;
      continue;
    }
    const cp = s.codePointAt(i)!;
    const bytes = encoder.encode(String.fromCodePoint(cp));
    for (let k = 0; k < bytes.length; k++) h = Math.imul(h ^ bytes[k], FNV_PRIME) >>> 0;
    if (cp > 0xffff) i++;
  }
  return h;
}

/** 32-bit FNV-1a over the UTF-8 bytes of `s`. */
export function fnv1a(s: string): number {
  return fnvFeed(FNV_OFFSET, s);
}

const H_WORD = fnvFeed(FNV_OFFSET, 'w:');
const H_BIGRAM = fnvFeed(FNV_OFFSET, 'b:');
const H_HEADING = fnvFeed(FNV_OFFSET, 'h:');
const H_RULE = fnvFeed(FNV_OFFSET, 'r:');

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

/** The first window's features (see windowFeatures). */
export function features(body: string, heading = '', buckets = 1 << 20, ruleTypes: readonly string[] = []): FeatureVector {
  return windowFeatures(body, heading, buckets, ruleTypes)[0];
}

/**
 * For each window of MAX_TOKENS tokens of the clause (at least one, possibly empty): the hashed features
 * of its unigrams and bigrams, the heading's words and the rule types. The hash of "w:" + token is the
 * hash of "w:" continued over the token, so no feature name is built; distinct names with one bucket
 * count once, as in Python (names → buckets → set).
 */
export function windowFeatures(body: string, heading = '', buckets = 1 << 20, ruleTypes: readonly string[] = []): FeatureVector[] {
  const toks = tokens(body);
  const shared: number[] = [];
  for (const t of tokens(heading, MAX_HEADING_TOKENS)) shared.push(fnvFeed(H_HEADING, t) % buckets);
  for (const t of ruleTypes) shared.push(fnvFeed(H_RULE, t) % buckets);
  const out: FeatureVector[] = [];
  for (let from = 0; from < Math.max(toks.length, 1); from += MAX_TOKENS) {
    const to = Math.min(from + MAX_TOKENS, toks.length);
    const ids = new Set<number>(shared);
    for (let i = from; i < to; i++) {
      ids.add(fnvFeed(H_WORD, toks[i]) % buckets);
      if (i + 1 < to) ids.add(fnvFeed(fnvFeed(fnvFeed(H_BIGRAM, toks[i]), ' '), toks[i + 1]) % buckets);
    }
    const sorted = [...ids].sort((a, b) => a - b);
    out.push({ buckets: sorted, value: sorted.length ? 1 / Math.sqrt(sorted.length) : 0 });
  }
  return out;
}

/** Characters whose lower case is ASCII although they are not: the fast path leaves such texts to `tokens`. */
const LOWER_TO_ASCII_RE = /[\u0130\u212a]/;

/**
 * The buckets of the first window's unigrams and bigrams (as `windowFeatures(text, '', buckets)[0]` without
 * the heading), passed to `add` (which must ignore repeats). A fast path for ranking every sentence of a
 * document: one pass over the characters keeps the running hashes of "w:" + token, "b:" + token and of the
 * bigram that ends with the token, with no strings built.
 */
export function forEachTokenBucket(text: string, buckets: number, add: (bucket: number) => void): void {
  forEachWindowBucket(text, buckets, add, MAX_TOKENS);
}

/**
 * The buckets of every window's unigrams and bigrams (as `windowFeatures(text, '', buckets)` without the heading), each
 * passed to `add` with its window's index (0, 1, ...; `add` must ignore repeats); returns the number of windows (at
 * least 1). Bigrams do not cross windows. One pass over the characters keeps the running hashes of "w:" + token, "b:" +
 * token and of the bigram that ends with the token, with no strings built; `maxTokens` stops it early.
 */
export function forEachWindowBucket(text: string, buckets: number, add: (bucket: number, window: number) => void, maxTokens = Infinity): number {
  if (LOWER_TO_ASCII_RE.test(text)) {
    const toks = tokens(text, maxTokens);
    for (let i = 0; i < toks.length; i++) {
      const w = Math.floor(i / MAX_TOKENS);
      add(fnvFeed(H_WORD, toks[i]) % buckets, w);
      if (i + 1 < toks.length && Math.floor((i + 1) / MAX_TOKENS) === w) add(fnvFeed(fnvFeed(fnvFeed(H_BIGRAM, toks[i]), ' '), toks[i + 1]) % buckets, w);
    }
    return Math.max(1, Math.ceil(toks.length / MAX_TOKENS));
  }
  let prev = -1; // the hash of "b:" + previous token + " " in this window, or -1 at a window's start
  let count = 0;
  const n = text.length;
  let i = 0;
  while (i < n && count < maxTokens) {
    let c = text.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90))) {
      i++;
      continue;
    }
    const w = Math.floor(count / MAX_TOKENS);
    if (count > 0 && count % MAX_TOKENS === 0) prev = -1;
    let hw = H_WORD;
    let hb = H_BIGRAM;
    let hc = prev;
    while (i < n) {
      c = text.charCodeAt(i);
      if (c >= 65 && c <= 90) c += 32;
      else if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57))) break;
      hw = Math.imul(hw ^ c, FNV_PRIME) >>> 0;
      hb = Math.imul(hb ^ c, FNV_PRIME) >>> 0;
      if (prev >= 0) hc = Math.imul(hc ^ c, FNV_PRIME) >>> 0;
      i++;
    }
    add(hw % buckets, w);
    if (prev >= 0) add(hc % buckets, w);
    prev = Math.imul(hb ^ 32, FNV_PRIME) >>> 0;
    count++;
  }
  return Math.max(1, Math.ceil(count / MAX_TOKENS));
}

/** The bucket of a rule type's feature ("r:"), as `windowFeatures` hashes it. */
export function ruleBucket(type: string, buckets: number): number {
  return fnvFeed(H_RULE, type) % buckets;
}

/** The distinct buckets of a heading's first 20 words ("h:"), as `windowFeatures` hashes them. */
export function headingBuckets(heading: string, buckets: number): number[] {
  return tokens(heading, MAX_HEADING_TOKENS).map((t) => fnvFeed(H_HEADING, t) % buckets);
}
