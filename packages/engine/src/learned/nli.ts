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

/** Per sentence: its buckets without flags and, per check, the sum of their weights (computed once per document). */
interface BaseScores {
  buckets: Int32Array[];
  sums: Float64Array[];
}

const baseCache = new WeakMap<readonly string[], BaseScores>();
/** Marks the buckets seen in the current sentence (generation counter; reused across documents). */
let seen = new Uint32Array(0);
let generation = 0;

function baseScores(doc: RankerInput, model: EvidenceRanker): BaseScores {
  let base = baseCache.get(doc.sentenceText);
  if (!base) {
    const n = model.bias.length;
    if (seen.length !== model.buckets) seen = new Uint32Array(model.buckets);
    base = { buckets: [], sums: [] };
    const headings = new Map<string, number[]>();
    const list: number[] = [];
    const add = (b: number) => {
      if (seen[b] === generation) return;
      seen[b] = generation;
      list.push(b);
    };
    for (let i = 0; i < doc.sentenceText.length; i++) {
      if (++generation === 0xffffffff) {
        seen.fill(0);
        generation = 1;
      }
      list.length = 0;
      const heading = doc.heading(i);
      let hb = headings.get(heading);
      if (!hb) headings.set(heading, (hb = headingBuckets(heading, model.buckets)));
      for (const b of hb) add(b);
      forEachTokenBucket(doc.sentenceText[i], model.buckets, add);
      const sums = new Float64Array(n);
      const { start, check, weight } = model;
      for (const b of list) for (let j = start[b]; j < start[b + 1]; j++) sums[check[j]] += weight[j];
      base.buckets.push(Int32Array.from(list));
      base.sums.push(sums);
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
  const cited = new Set(rules.cited);
  let best = -1;
  let bestScore = -Infinity;
  const bias = model.bias[k];
  for (let i = 0; i < doc.sentenceText.length; i++) {
    if (cited.has(i)) continue;
    let sum = base.sums[i][k];
    let size = base.buckets[i].length;
    const fl = flags.get(i);
    if (fl) {
      // the sentence's buckets with its flags' (a flag bucket that a word already holds counts once)
      const extra: number[] = [];
      for (const f of fl) {
        const b = bucketOfFlag(f, model.buckets);
        if (base.buckets[i].includes(b) || extra.includes(b)) continue;
        extra.push(b);
        size++;
        sum += weightOf(model, k, b);
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
