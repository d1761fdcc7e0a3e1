/**
 * Learned clause types: one logistic regression per CUAD category over hashed n-grams
 * (data/clause-types.model.json, trained by tools/train/train_clause_types.py on CUAD v1, CC BY 4.0).
 * A clause scores `bias + Σ weight(feature) × value`; a document has the type when one of its clauses
 * scores at least the type's threshold. Deterministic, no network; the weights load once, on first use.
 */
import { readFileSync } from 'node:fs';
import type { Clause } from '../types.js';
import { features } from './features.js';

interface TypeModel {
  category: string;
  bias: number;
  threshold: number;
  weights: Record<string, number>;
}

interface ModelFile {
  format: string;
  features: { buckets: number };
  types: Record<string, TypeModel>;
}

export interface ClauseTypeModel {
  buckets: number;
  types: { clause_type: string; category: string; bias: number; threshold: number }[];
  /** Inverted weights: bucket → [type index, weight] pairs (flat), so a clause costs one lookup per feature. */
  byBucket: Map<number, number[]>;
}

let loaded: ClauseTypeModel | null = null;

/** The shipped model (parsed once). */
export function clauseTypeModel(): ClauseTypeModel {
  if (!loaded) {
    const raw = JSON.parse(readFileSync(new URL('../../data/clause-types.model.json', import.meta.url), 'utf8')) as ModelFile;
    if (raw.format !== 'hashed-ngram-logistic/1') throw new Error(`unknown clause-type model format ${raw.format}`);
    const types = Object.entries(raw.types).map(([clause_type, m]) => ({ clause_type, category: m.category, bias: m.bias, threshold: m.threshold }));
    const byBucket = new Map<number, number[]>();
    Object.values(raw.types).forEach((m, ti) => {
      for (const [k, w] of Object.entries(m.weights)) {
        const b = Number(k);
        const list = byBucket.get(b);
        if (list) list.push(ti, w);
        else byBucket.set(b, [ti, w]);
      }
    });
    loaded = { buckets: raw.features.buckets, types, byBucket };
  }
  return loaded;
}

/** Each type's score for one clause (body and heading), as the trainer computes it. */
export function clauseTypeScores(body: string, heading = '', model = clauseTypeModel()): Record<string, number> {
  const f = features(body, heading, model.buckets);
  const sums = new Float64Array(model.types.length);
  for (const b of f.buckets) {
    const list = model.byBucket.get(b);
    if (list) for (let k = 0; k < list.length; k += 2) sums[list[k]] += list[k + 1];
  }
  const out: Record<string, number> = {};
  model.types.forEach((t, i) => { out[t.clause_type] = t.bias + sums[i] * f.value; });
  return out;
}

export interface LearnedDocumentTypes {
  /** Clause types present in the document, in model order. */
  present: string[];
  /** For each present type, the clause that scored best, with its score. */
  best: Record<string, { clause_id: string; score: number }>;
}

/**
 * The clause types the model finds in a document: for each type, the best-scoring clause, kept when
 * its score reaches the type's threshold. `headingOf` gives a clause's heading or its parent's.
 */
export function learnedDocumentTypes(text: string, clauses: Clause[], headingOf: (i: number) => string = (i) => clauses[i].heading ?? ''): LearnedDocumentTypes {
  const model = clauseTypeModel();
  const best: Record<string, { clause_id: string; score: number }> = {};
  clauses.forEach((c, i) => {
    const scores = clauseTypeScores(text.slice(c.start, c.end), headingOf(i), model);
    for (const [t, s] of Object.entries(scores)) if (!best[t] || s > best[t].score) best[t] = { clause_id: c.id, score: s };
  });
  const present: string[] = [];
  const kept: LearnedDocumentTypes['best'] = {};
  for (const t of model.types) {
    const b = best[t.clause_type];
    if (b && b.score >= t.threshold) { present.push(t.clause_type); kept[t.clause_type] = b; }
  }
  return { present, best: kept };
}
