/**
 * Word vectors for `ask` (data/ask.vectors.json, trained by tools/train/ask-vectors.py on CUAD v1, CC BY 4.0:
 * positive PMI of words within a few words of each other in a sentence, reduced by truncated SVD). Words used in
 * the same contexts get close vectors: "bill" sits near "invoice", "books" near "records", "customs" near
 * "duties". `ask` uses them two ways: a question word brings in the contract's words closest to it, and a text's
 * vector (the inverse-sentence-frequency weighted sum of its word vectors, with the corpus' common direction
 * removed) compares a question with a sentence as a whole. Pure arithmetic over the shipped file: deterministic.
 */
import { cosine, readQuantised } from './quantised.js';

export { cosine };

interface VectorFile { dims: number; words: string[]; idf: number[]; pc: number[]; vectors: string }

interface Vectors { dims: number; index: Map<string, number>; words: string[]; idf: Float32Array; pc: Float32Array; unit: Float32Array }

let loaded: Vectors | null = null;

function vectors(): Vectors {
  if (!loaded) {
    const { meta: raw, q } = readQuantised<VectorFile>('ask.vectors.json');
    const unit = new Float32Array(q.length);
    // dequantise and renormalise each word's vector
    for (let i = 0; i < raw.words.length; i++) {
      let n = 0;
      for (let d = 0; d < raw.dims; d++) n += q[i * raw.dims + d] ** 2;
      const inv = n > 0 ? 1 / Math.sqrt(n) : 0;
      for (let d = 0; d < raw.dims; d++) unit[i * raw.dims + d] = q[i * raw.dims + d] * inv;
    }
    loaded = {
      dims: raw.dims,
      index: new Map(raw.words.map((w, i) => [w, i])),
      words: raw.words,
      idf: Float32Array.from(raw.idf),
      pc: Float32Array.from(raw.pc),
      unit,
    };
  }
  return loaded;
}

/** The row of a (lower-case) word, or -1 when the vectors do not know it. */
export function wordId(word: string): number {
  return vectors().index.get(word) ?? -1;
}

/** Cosine similarity of two known words' vectors. */
export function wordSimilarity(a: number, b: number): number {
  const { unit, dims } = vectors();
  let s = 0;
  for (let d = 0; d < dims; d++) s += unit[a * dims + d] * unit[b * dims + d];
  return s;
}

/**
 * The candidate words closest to a word: at most `k`, each at least `min` similar, best first. Candidates are word
 * rows (e.g. the words of one contract), so a question's words are related to what the contract actually says.
 */
export function closestWords(word: number, candidates: Iterable<number>, k: number, min: number): { word: string; sim: number }[] {
  const { words, unit, dims } = vectors();
  const out: { word: string; sim: number }[] = [];
  const w = word * dims;
  for (const c of candidates) {
    if (c === word) continue;
    const o = c * dims;
    let sim = 0;
    for (let d = 0; d < dims; d++) sim += unit[w + d] * unit[o + d];
    if (sim >= min) out.push({ word: words[c], sim });
  }
  return out.sort((x, y) => y.sim - x.sim || (x.word < y.word ? -1 : 1)).slice(0, k);
}

/** A text's unit vector from its (lower-case) words, or null when none is known. */
export function textVector(words: string[]): Float32Array | null {
  const { unit, dims, idf, pc, index } = vectors();
  const v = new Float32Array(dims);
  let any = false;
  for (const w of words) {
    const i = index.get(w);
    if (i === undefined) continue;
    any = true;
    for (let d = 0; d < dims; d++) v[d] += idf[i] * unit[i * dims + d];
  }
  if (!any) return null;
  let n = 0;
  for (let d = 0; d < dims; d++) n += v[d] * v[d];
  const inv = 1 / Math.sqrt(n || 1);
  let proj = 0;
  for (let d = 0; d < dims; d++) { v[d] *= inv; proj += v[d] * pc[d]; }
  n = 0;
  for (let d = 0; d < dims; d++) { v[d] -= proj * pc[d]; n += v[d] * v[d]; }
  const inv2 = 1 / Math.sqrt(n || 1);
  for (let d = 0; d < dims; d++) v[d] *= inv2;
  return v;
}
