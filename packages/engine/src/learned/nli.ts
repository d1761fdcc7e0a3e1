/**
 * Learned evidence for the ContractNLI checks of pbk_nda_standard: one sentence ranker per check
 * (data/nli.model.json, trained by tools/train/train_nli.py on the ContractNLI dev split, CC BY 4.0).
 * A sentence scores `bias + Σ weight × value` over the hashed n-grams of its first 400 tokens, its clause
 * heading and flags for what the rules found in it (features.ts, the twin of tools/train/features.py).
 * The rules decide the outcome; when they cite something, the ranker adds its best sentence that they did
 * not cite. Deterministic, no network; the weights load once, on first use.
 */
import { readFileSync } from 'node:fs';
import { fnv1a, forEachTokenBucket, headingBuckets, windowFeatures } from './features.js';

interface ModelFile {
  format: string;
  features: { buckets: number };
  checks: Record<string, { hypothesis: string; bias: number; weights: Record<string, number> }>;
}

export interface EvidenceRanker {
  buckets: number;
  /** check id → its index in `bias` and in the inverted weights */
  index: Map<string, number>;
  bias: number[];
  /** The weights by bucket, compressed rows: bucket b's entries are at start[b] .. start[b + 1] - 1 of `check` and `weight`. */
  start: Int32Array;
  check: Int32Array;
  weight: Float64Array;
}

let loaded: EvidenceRanker | null = null;

/** The shipped ranker (parsed once). */
export function evidenceRanker(): EvidenceRanker {
  if (!loaded) {
    const raw = JSON.parse(readFileSync(new URL('../../data/nli.model.json', import.meta.url), 'utf8')) as ModelFile;
    if (raw.format !== 'nli-evidence-ranker/1') throw new Error(`unknown NLI model format ${raw.format}`);
    const index = new Map<string, number>();
    const bias: number[] = [];
    const entries: [number, number, number][] = [];
    for (const [checkId, m] of Object.entries(raw.checks)) {
      const k = bias.length;
      index.set(checkId, k);
      bias.push(m.bias);
      for (const [b, w] of Object.entries(m.weights)) entries.push([Number(b), k, w]);
    }
    entries.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    const buckets = raw.features.buckets;
    const start = new Int32Array(buckets + 1);
    for (const [b] of entries) start[b + 1]++;
    for (let b = 0; b < buckets; b++) start[b + 1] += start[b];
    loaded = {
      buckets, index, bias, start,
      check: Int32Array.from(entries, (e) => e[1]),
      weight: Float64Array.from(entries, (e) => e[2]),
    };
  }
  return loaded;
}

/** What the rules found in a sentence, as the ranker's flags. */
export type SentenceFlag = 'topic' | 'entail' | 'contradict' | 'cited';

/** A sentence's score for a check, as the trainer computes it (null when the model has no ranker for the check). */
export function sentenceScore(checkId: string, text: string, heading: string, flags: readonly SentenceFlag[], model = evidenceRanker()): number | null {
  const k = model.index.get(checkId);
  if (k === undefined) return null;
  const f = windowFeatures(text, heading, model.buckets, flags)[0];
  let sum = 0;
  for (const b of f.buckets) sum += weightOf(model, k, b);
  return model.bias[k] + sum * f.value;
}

/** The sentences of a document as the ranker reads them. */
export interface RankerInput {
  sentenceText: readonly string[];
  heading: (i: number) => string;
}

/** The rules' reading of one check. */
export interface RuleReading {
  topic: readonly number[];
  entail: readonly number[];
  contradict: readonly number[];
  cited: readonly number[];
}

/**
 * Per sentence (computed once per document): how many distinct buckets it has without flags, which of the
 * flag buckets are among them (bit f for FLAGS[f]) and, per check, the sum of their weights (`sums[i * checks + k]`).
 */
interface BaseScores {
  size: Int32Array;
  flagMask: Uint8Array;
  sums: Float64Array;
}

const FLAGS: readonly SentenceFlag[] = ['topic', 'entail', 'contradict', 'cited'];

/** Per model: the buckets that carry a weight (a bit set), and the flags' buckets. */
interface ModelIndex {
  weighted: Uint32Array;
  flagBuckets: number[];
}
const modelIndexes = new WeakMap<EvidenceRanker, ModelIndex>();

function modelIndex(model: EvidenceRanker): ModelIndex {
  let mi = modelIndexes.get(model);
  if (!mi) {
    const weighted = new Uint32Array((model.buckets + 31) >>> 5);
    for (let b = 0; b < model.buckets; b++) if (model.start[b + 1] > model.start[b]) weighted[b >>> 5] |= 1 << (b & 31);
    mi = { weighted, flagBuckets: FLAGS.map((f) => bucketOfFlag(f, model.buckets)) };
    modelIndexes.set(model, mi);
  }
  return mi;
}

const baseCache = new WeakMap<readonly string[], BaseScores>();

/**
 * The distinct buckets of one sentence, in the order first seen: an open-addressing set small enough to stay
 * in cache (a sentence has at most 2 × MAX_TOKENS buckets plus its heading's), cleared by a generation count.
 */
const SET_BITS = 12;
const setKeys = new Int32Array(1 << SET_BITS);
const setGen = new Uint32Array(1 << SET_BITS);
let generation = 0;

/** Adds `b` to the current sentence's set (unless `add` is false); whether it was not there before. */
function insert(b: number, add = true): boolean {
  const mask = (1 << SET_BITS) - 1;
  let h = Math.imul(b, 0x9e3779b1) >>> (32 - SET_BITS);
  while (setGen[h] === generation) {
    if (setKeys[h] === b) return false;
    h = (h + 1) & mask;
  }
  if (add) {
    setGen[h] = generation;
    setKeys[h] = b;
  }
  return true;
}

function baseScores(doc: RankerInput, model: EvidenceRanker): BaseScores {
  let base = baseCache.get(doc.sentenceText);
  if (!base) {
    const n = model.bias.length;
    const count = doc.sentenceText.length;
    const { weighted, flagBuckets } = modelIndex(model);
    base = { size: new Int32Array(count), flagMask: new Uint8Array(count), sums: new Float64Array(count * n) };
    const headings = new Map<string, number[]>();
    const list: number[] = [];
    let size = 0;
    const add = (b: number) => {
      if (!insert(b)) return;
      size++;
      // a bucket without weights adds nothing to the sums, but counts in the sentence's size
      if (weighted[b >>> 5] & (1 << (b & 31))) list.push(b);
    };
    const { start, check, weight } = model;
    for (let sentence = 0; sentence < count; sentence++) {
      if (++generation === 0xffffffff) {
        setGen.fill(0);
        generation = 1;
      }
      list.length = 0;
      size = 0;
      const heading = doc.heading(sentence);
      let hb = headings.get(heading);
      if (!hb) headings.set(heading, (hb = headingBuckets(heading, model.buckets)));
      for (const b of hb) add(b);
      forEachTokenBucket(doc.sentenceText[sentence], model.buckets, add);
      // the same order of additions as summing over every bucket (the others add nothing), so the same sums
      const at = sentence * n;
      for (const b of list) for (let j = start[b]; j < start[b + 1]; j++) base.sums[at + check[j]] += weight[j];
      base.size[sentence] = size;
      let flagMask = 0;
      for (let f = 0; f < flagBuckets.length; f++) if (!insert(flagBuckets[f], false)) flagMask |= 1 << f;
      base.flagMask[sentence] = flagMask;
    }
    baseCache.set(doc.sentenceText, base);
  }
  return base;
}

const flagBucket = new Map<string, number>();
function bucketOfFlag(flag: SentenceFlag, buckets: number): number {
  const key = `${buckets}:${flag}`;
  let b = flagBucket.get(key);
  if (b === undefined) {
    b = fnv1a(`r:${flag}`) % buckets;
    flagBucket.set(key, b);
  }
  return b;
}

function weightOf(model: EvidenceRanker, k: number, bucket: number): number {
  for (let j = model.start[bucket]; j < model.start[bucket + 1]; j++) if (model.check[j] === k) return model.weight[j];
  return 0;
}

/**
 * The ranker's best sentence for the check that the rules did not cite (ties go to the earlier sentence),
 * or null when the model has no ranker for the check or every sentence is cited.
 */
export function bestUncited(checkId: string, doc: RankerInput, rules: RuleReading, model = evidenceRanker()): number | null {
  if (!model.index.has(checkId)) return null;
  const flags = new Map<number, SentenceFlag[]>();
  const flag = (idx: readonly number[], f: SentenceFlag) => {
    for (const i of idx) {
      const l = flags.get(i);
      if (l) l.push(f);
      else flags.set(i, [f]);
    }
  };
  flag(rules.topic, 'topic');
  flag(rules.entail, 'entail');
  flag(rules.contradict, 'contradict');
  flag(rules.cited, 'cited');
  const k = model.index.get(checkId)!;
  const base = baseScores(doc, model);
  const { flagBuckets } = modelIndex(model);
  const checks = model.bias.length;
  const cited = new Set(rules.cited);
  let best = -1;
  let bestScore = -Infinity;
  const bias = model.bias[k];
  for (let i = 0; i < doc.sentenceText.length; i++) {
    if (cited.has(i)) continue;
    let sum = base.sums[i * checks + k];
    let size = base.size[i];
    const fl = flags.get(i);
    if (fl) {
      // the sentence's buckets with its flags' (a flag bucket that a word already holds counts once)
      let extra = base.flagMask[i];
      for (const f of fl) {
        const at = FLAGS.indexOf(f);
        if (extra & (1 << at)) continue;
        for (let g = 0; g < flagBuckets.length; g++) if (flagBuckets[g] === flagBuckets[at]) extra |= 1 << g;
        size++;
        sum += weightOf(model, k, flagBuckets[at]);
      }
    }
    const s = bias + (size ? sum / Math.sqrt(size) : 0);
    if (s > bestScore) {
      best = i;
      bestScore = s;
    }
  }
  return best >= 0 ? best : null;
}
