/**
 * Learned clause types: one logistic regression per CUAD category over hashed n-grams
 * (data/clause-types.model.json, trained by tools/train/train_clause_types.py on CUAD v1, CC BY 4.0).
 * A window of 400 tokens of a clause scores `bias + Σ weight(feature) × value`, a clause scores as its best
 * window, and a document has the type when one of its clauses scores at least the type's threshold. Deterministic, no network; the weights load once, on first use.
 */
import { readFileSync } from 'node:fs';
import type { Clause } from '../types.js';
import { segmentDetailed } from '../segment.js';
import { detectClauseTypes } from '../taxonomy.js';
import { windowFeatures } from './features.js';

interface TypeModel {
  category: string;
  bias: number;
  threshold_with_rule: number;
  threshold_alone: number;
  weights: Record<string, number>;
}

interface ModelFile {
  format: string;
  features: { buckets: number };
  types: Record<string, TypeModel>;
}

export interface ClauseTypeModel {
  buckets: number;
  /** Per type: the best clause's score must reach threshold_with_rule when the rules find the type too, else threshold_alone. */
  types: { clause_type: string; category: string; bias: number; threshold_with_rule: number; threshold_alone: number }[];
  /** Inverted weights: bucket → [type index, weight] pairs (flat), so a clause costs one lookup per feature. */
  byBucket: Map<number, number[]>;
}

let loaded: ClauseTypeModel | null = null;

/** The shipped model (parsed once). */
export function clauseTypeModel(): ClauseTypeModel {
  if (!loaded) {
    const raw = JSON.parse(readFileSync(new URL('../../data/clause-types.model.json', import.meta.url), 'utf8')) as ModelFile;
    if (raw.format !== 'hashed-ngram-logistic/2') throw new Error(`unknown clause-type model format ${raw.format}`);
    const types = Object.entries(raw.types).map(([clause_type, m]) => ({
      clause_type, category: m.category, bias: m.bias, threshold_with_rule: m.threshold_with_rule, threshold_alone: m.threshold_alone,
    }));
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

/** The scores of one clause, in model order: for each type, the best of its windows' bias + Σ weight × value. */
function scoreVector(body: string, heading: string, model: ClauseTypeModel, ruleTypes: readonly string[]): Float64Array {
  const n = model.types.length;
  const best = new Float64Array(n).fill(-Infinity);
  const sums = new Float64Array(n);
  for (const f of windowFeatures(body, heading, model.buckets, ruleTypes)) {
    sums.fill(0);
    for (const b of f.buckets) {
      const list = model.byBucket.get(b);
      if (list) for (let k = 0; k < list.length; k += 2) sums[list[k]] += list[k + 1];
    }
    for (let i = 0; i < n; i++) {
      const s = model.types[i].bias + sums[i] * f.value;
      if (s > best[i]) best[i] = s;
    }
  }
  return best;
}

/**
 * Each type's score for one clause (body, heading, and the clause types the rules find in it), as the
 * trainer computes it. Without `ruleTypes`, the rules are run on the clause.
 */
export function clauseTypeScores(body: string, heading = '', model = clauseTypeModel(), ruleTypes?: readonly string[]): Record<string, number> {
  const types = ruleTypes ?? detectClauseTypes(body.length > 2000 ? body.slice(0, 2000) : body, heading || undefined);
  const v = scoreVector(body, heading, model, types);
  const out: Record<string, number> = {};
  model.types.forEach((t, i) => { out[t.clause_type] = v[i]; });
  return out;
}

/** For each clause of the document, the clause types the rules find in it (detectClauseTypes on its first 2,000 characters). */
export function clauseRuleTypes(text: string): string[][] {
  const seg = segmentDetailed(text);
  return seg.clauses.map((c, i) => detectClauseTypes(text.slice(c.start, Math.min(c.end, c.start + 2000)), c.heading, seg.context[i]));
}

/** The clause types the rules find in some clause of the document. */
export function ruleClauseTypes(text: string): string[] {
  return [...new Set(clauseRuleTypes(text).flat())];
}

export interface DocumentClauseTypes {
  /** The clause types present in the document: the rules and the learned model combined (see below). */
  present: string[];
  /** The clause types the rules find in some clause (detectClauseTypes on every clause). */
  rules: string[];
  /** For each type the model knows, the best-scoring clause and its score. */
  best: Record<string, { clause_id: string; score: number }>;
}

/**
 * The clause types present in a document. For a type the learned model knows (CUAD's categories), the
 * document has it when its best clause scores at least the type's threshold, which is lower when the
 * rules find the type too; the thresholds were chosen by cross-validation on CUAD. Types the model does
 * not know are present when the rules find them.
 */
export function documentClauseTypes(text: string): DocumentClauseTypes {
  const model = clauseTypeModel();
  const seg = segmentDetailed(text);
  const perClause = clauseRuleTypes(text);
  const rules = new Set(perClause.flat());
  const n = model.types.length;
  const bestScore = new Float64Array(n).fill(-Infinity);
  const bestClause = new Array<number>(n).fill(-1);
  seg.clauses.forEach((c, i) => {
    const v = scoreVector(text.slice(c.start, c.end), c.heading ?? seg.context[i] ?? '', model, perClause[i]);
    for (let k = 0; k < n; k++) if (v[k] > bestScore[k]) { bestScore[k] = v[k]; bestClause[k] = i; }
  });
  const best: DocumentClauseTypes['best'] = {};
  const known = new Set(model.types.map((t) => t.clause_type));
  const present = [...rules].filter((t) => !known.has(t));
  model.types.forEach((t, k) => {
    if (bestClause[k] < 0) return;
    best[t.clause_type] = { clause_id: seg.clauses[bestClause[k]].id, score: bestScore[k] };
    if (bestScore[k] >= (rules.has(t.clause_type) ? t.threshold_with_rule : t.threshold_alone)) present.push(t.clause_type);
  });
  return { present, rules: [...rules], best };
}
