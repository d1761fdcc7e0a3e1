/**
 * `ask`'s learned question adapter (engine README, "`ask` round 10"): a linear map fitted on the engine's own question
 * suites that moves e5-small-v2's vector of a question towards the contract sentences that answer such questions,
 * q' = (I + A) q, renormalised. Only the question's vector changes; passage vectors stay the encoder's own (and cached).
 * A is int8 times one scale in data/ask.adapter.json, written by tools/train/ask-adapter.py from the vectors
 * test/ask/tune-embed.ts dumps; reading it is deterministic arithmetic, no runtime.
 */
import { existsSync } from 'node:fs';
import { readQuantised } from './quantised.js';

interface AdapterFile { vectors: string; encoder: string; dims: number; scale: number }

export interface QueryAdapter {
  /** the encoder whose question vectors it was fitted on */
  readonly encoder: string;
  /** the adapted unit vector of a question's unit vector */
  adapt(q: Float32Array): Float32Array;
}

const FILE = 'ask.adapter.json';
let loaded: QueryAdapter | null | undefined;

/** The shipped adapter, read once; null when the data file is absent. */
export function queryAdapter(): QueryAdapter | null {
  if (loaded !== undefined) return loaded;
  if (!existsSync(new URL(`../../data/${FILE}`, import.meta.url))) return (loaded = null);
  const { meta, q } = readQuantised<AdapterFile>(FILE);
  if (q.length !== meta.dims * meta.dims) throw new Error(`${FILE}: ${q.length} weights for ${meta.dims} dimensions`);
  return (loaded = adapterOf(meta.encoder, meta.dims, q, meta.scale));
}

/** An adapter from A's int8 rows (row-major, dims x dims) and their scale. */
export function adapterOf(encoder: string, dims: number, a: Int8Array, scale: number): QueryAdapter {
  return {
    encoder,
    adapt(q) {
      if (q.length !== dims) throw new Error(`adapter for ${dims} dimensions given ${q.length}`);
      const out = new Float32Array(dims);
      let norm = 0;
      for (let r = 0; r < dims; r++) {
        let s = 0;
        const row = r * dims;
        for (let c = 0; c < dims; c++) s += a[row + c] * q[c];
        const v = q[r] + scale * s;
        out[r] = v;
        norm += v * v;
      }
      norm = Math.sqrt(norm) || 1;
      for (let r = 0; r < dims; r++) out[r] /= norm;
      return out;
    },
  };
}
