/**
 * The int8 tables the training scripts in tools/train/ write for `ask` (data/ask.vectors.json,
 * data/ask.wordllama.json): JSON whose `vectors` holds the rows, int8, in base64; read once, on first use.
 */
import { readFileSync } from 'node:fs';

/** A data file's fields and its rows as int8 (row-major, `dims` per row). */
export function readQuantised<T extends { vectors: string }>(file: string): { meta: T; q: Int8Array } {
  const meta = JSON.parse(readFileSync(new URL(`../../data/${file}`, import.meta.url), 'utf8')) as T;
  return { meta, q: new Int8Array(Buffer.from(meta.vectors, 'base64').buffer.slice(0)) };
}

/** Cosine of two unit vectors. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let d = 0; d < a.length; d++) s += a[d] * b[d];
  return s;
}
