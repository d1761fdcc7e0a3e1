/**
 * Learned evidence for the ContractNLI checks of pbk_nda_standard: one sentence ranker per check
 * (data/nli.model.json, trained by tools/train/train_nli.py on the ContractNLI dev split, CC BY 4.0).
 * A sentence scores `bias + Σ weight × value` over the hashed n-grams of its first 400 tokens, its clause
 * heading and flags for what the rules found in it (features.ts, the twin of tools/train/features.py).
 * The rules decide the outcome; when they cite something, the ranker adds its best sentence that they did
 * not cite. Deterministic, no network; the weights load once, on first use.
 */
import { readFileSync } from 'node:fs';
import { fnv1a, windowFeatures } from './features.js';

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
  /** bucket → [check index, weight] pairs (flat) */
  byBucket: Map<number, number[]>;
}

let loaded: EvidenceRanker | null = null;

/** The shipped ranker (parsed once). */
export function evidenceRanker(): EvidenceRanker {
  if (!loaded) {
    const raw = JSON.parse(readFileSync(new URL('../../data/nli.model.json', import.meta.url), 'utf8')) as ModelFile;
    if (raw.format !== 'nli-evidence-ranker/1') throw new Error(`unknown NLI model format ${raw.format}`);
    const index = new Map<string, number>();
    const bias: number[] = [];
    const byBucket = new Map<number, number[]>();
    for (const [checkId, m] of Object.entries(raw.checks)) {
      const k = bias.length;
      index.set(checkId, k);
      bias.push(m.bias);
      for (const [b, w] of Object.entries(m.weights)) {
        const list = byBucket.get(Number(b));
        if (list) list.push(k, w);
        else byBucket.set(Number(b), [k, w]);
      }
    }
    loaded = { buckets: raw.features.buckets, index, bias, byBucket };
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
  for (const b of f.buckets) {
    const list = model.byBucket.get(b);
    if (list) for (let j = 0; j < list.length; j += 2) if (list[j] === k) sum += list[j + 1];
  }
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
  buckets: Set<number>[];
  sums: Float64Array[];
}

const baseCache = new WeakMap<readonly string[], BaseScores>();

function baseScores(doc: RankerInput, model: EvidenceRanker): BaseScores {
  let base = baseCache.get(doc.sentenceText);
  if (!base) {
    const n = model.bias.length;
    base = { buckets: [], sums: [] };
    for (let i = 0; i < doc.sentenceText.length; i++) {
      const f = windowFeatures(doc.sentenceText[i], doc.heading(i), model.buckets)[0];
      const sums = new Float64Array(n);
      for (const b of f.buckets) {
        const list = model.byBucket.get(b);
        if (list) for (let j = 0; j < list.length; j += 2) sums[list[j]] += list[j + 1];
      }
      base.buckets.push(new Set(f.buckets));
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
  const list = model.byBucket.get(bucket);
  if (list) for (let j = 0; j < list.length; j += 2) if (list[j] === k) return list[j + 1];
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
    let size = base.buckets[i].size;
    const fl = flags.get(i);
    if (fl) {
      // the sentence's buckets with its flags' (a flag bucket that a word already holds counts once)
      const extra: number[] = [];
      for (const f of fl) {
        const b = bucketOfFlag(f, model.buckets);
        if (base.buckets[i].has(b) || extra.includes(b)) continue;
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
