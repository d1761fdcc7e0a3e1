/**
 * A paraphrase-trained text embedding for `ask`: WordLlama's token table (data/ask.wordllama.json, derived by
 * tools/train/ask-wordllama.py from the weights inside the `wordllama` wheel, MIT licence). WordLlama was trained
 * on paraphrase and NLI pairs so that the mean of a text's token vectors embeds the text: "quit" sits near
 * "resign", "rival" near "competitor", "malware" near "malicious", words the CUAD co-occurrence vectors
 * (ask-vectors.ts) cannot relate because contracts rarely use them.
 *
 * Inference is WordLlama's own: Llama 2's BPE over each lower-case word (merges applied in the order of the
 * merged token's id, which is Llama 2's merge order for these tokens), then the mean of the token vectors.
 * Pure arithmetic over the shipped file, loaded on first use; deterministic, no network.
 */
import { readQuantised } from './quantised.js';

interface TableFile { dims: number; pieces: string[]; scale: number[]; vectors: string }

interface Table { dims: number; id: Map<string, number>; rows: Float32Array }

let loaded: Table | null = null;

function table(): Table {
  if (!loaded) {
    const { meta: raw, q } = readQuantised<TableFile>('ask.wordllama.json');
    const rows = new Float32Array(q.length);
    for (let i = 0; i < raw.pieces.length; i++) {
      const s = raw.scale[i];
      for (let d = 0; d < raw.dims; d++) rows[i * raw.dims + d] = q[i * raw.dims + d] * s;
    }
    loaded = { dims: raw.dims, id: new Map(raw.pieces.map((p, i) => [p, i])), rows };
  }
  return loaded;
}

/** The embedding's width. */
export function embeddingDims(): number {
  return table().dims;
}

const tokenCache = new Map<string, number[]>();

/**
 * Llama 2's tokens for one lower-case word ([a-z]+): start from "▁" and the word's letters and repeatedly merge the
 * adjacent pair whose merged piece comes first in the codebook ("punctual" → ▁pun ct ual).
 */
export function wordPieces(word: string): string[] {
  const { id } = table();
  const parts = ['\u2581', ...word];
  for (;;) {
    let best = -1;
    let bestId = Infinity;
    for (let i = 0; i + 1 < parts.length; i++) {
      const m = id.get(parts[i] + parts[i + 1]);
      if (m !== undefined && m < bestId) { bestId = m; best = i; }
    }
    if (best < 0) return parts;
    parts.splice(best, 2, parts[best] + parts[best + 1]);
  }
}

/**
 * Longest word tokenised. BPE here is quadratic in a word's length, so a run of letters no language has (a
 * 20,000-letter "word" in a pasted blob took 14 s) is not a word: it gets no tokens. English words stay far below.
 */
const MAX_WORD = 40;

/** The table rows of a word's tokens (none for a word with a character outside a-z, or longer than MAX_WORD). */
function wordTokens(word: string): number[] {
  const hit = tokenCache.get(word);
  if (hit) return hit;
  const { id } = table();
  const out = word.length > MAX_WORD || !/^[a-z]+$/.test(word) ? [] : wordPieces(word).map((p) => id.get(p)).filter((x): x is number => x !== undefined);
  if (tokenCache.size > 50_000) tokenCache.clear();
  tokenCache.set(word, out);
  return out;
}

/** The sum of a word's token vectors added into `into` (times `weight`); returns the number of tokens. */
function addWord(into: Float32Array, word: string, weight: number): number {
  const { dims, rows } = table();
  const toks = wordTokens(word);
  for (const t of toks) for (let d = 0; d < dims; d++) into[d] += weight * rows[t * dims + d];
  return toks.length;
}

/**
 * A text's unit embedding from its lower-case words: the (weighted) mean of their tokens' vectors, as WordLlama
 * pools, then normalised. `weight` gives a word's weight (1 for every token when omitted). Null when empty.
 */
export function embed(words: string[], weight?: (w: string) => number): Float32Array | null {
  const v = new Float32Array(table().dims);
  let n = 0;
  for (const w of words) n += addWord(v, w, weight ? weight(w) : 1);
  if (!n) return null;
  let norm = 0;
  for (let d = 0; d < v.length; d++) norm += v[d] * v[d];
  if (!norm) return null;
  const inv = 1 / Math.sqrt(norm);
  for (let d = 0; d < v.length; d++) v[d] *= inv;
  return v;
}
