/**
 * The learned position reader (issue 11): a logistic regression that reads the language a check cited and says
 * whether a lawyer acting for the playbook's side would raise an issue on it, trained on the judged readings the
 * repository holds (the lawyer-read suites and the adverse suites) by tools/train/train_position.py.
 *
 * Features (computed here only; the trainer fits on the buckets tools/train/export-positions.ts writes with these
 * functions, so training and inference share one implementation): the cited text with the parties' names and role words
 * read as OUR side (the playbook's) or THEIR side, "each party" as both, numbers bucketed (7, 14, 30, 60, 90, 180, 365,
 * 1,000, 100,000 and more), words within four words after a negation (not, no, never, nothing, neither, nor, without,
 * none, cannot, except) marked as negated; its unigrams and bigrams crossed with the check's family (the part of the check
 * id after the playbook: every playbook's `limitation_of_liability` shares one), with the check id, and shared by all
 * checks; and the rules' outcome and position, crossed the same ways. FNV-1a hashed into 2^18 buckets; each n-gram block
 * is L2-normalised, the rules' features are 1.
 *
 * The reader runs only where the rules cite language (it re-reads what the rules found; it never invents a clause), and
 * only for the families its data file switches on (data/position.model.json `on`): a family is switched on only where
 * its held-out score beat the rules' with no benign side newly flagged. It overrides the rules only when the model's
 * probability of an issue passes 0.5 by the file's margin: to `unacceptable` when the rules raised none, to
 * `acceptable` when they raised one.
 */
import { readFileSync } from 'node:fs';
import type { PlaybookCheck, Position } from '../types.js';
import type { CheckEvaluation, DocContext } from '../review.js';
import { fnv1a } from './features.js';
import { embed } from './ask-wordllama.js';

export const POSITION_BUCKETS = 1 << 18;
/** The most tokens of cited text read. */
const MAX_TOKENS = 300;
/** How many words after a negation are marked as negated. */
const NEGATION_SCOPE = 4;
const NEGATIONS = new Set(['not', 'no', 'never', 'nothing', 'neither', 'nor', 'without', 'none', 'cannot', 'except']);
const NUMBER_BUCKETS: [number, string][] = [[7, 'n7'], [14, 'n14'], [30, 'n30'], [60, 'n60'], [90, 'n90'], [180, 'n180'], [365, 'n365'], [1000, 'n1k'], [100000, 'n100k']];
const BOTH_RE = /\b(?:each|either|neither|both|any|no) (?:party|parties)\b|\bthe parties\b/gi;

/** The feature blocks the trainer may combine; the model file names those it uses. */
export type PositionBlock = 'family' | 'check' | 'shared' | 'rules' | 'embed';
/**
 * A reading's features: each block's buckets (the n-gram and rules blocks carry implicit values, 1/√n and 1), and for
 * the `embed` block (round 3) the value of each of its buckets in `embedValues`, in the same order.
 */
export type PositionFeatures = Record<Exclude<PositionBlock, 'embed'>, number[]> & { embed?: number[]; embedValues?: number[] };

export interface PositionModel {
  format: 'position-reader/1';
  buckets: number;
  blocks: PositionBlock[];
  bias: number;
  /** Probability margin over 0.5 the model must pass to override the rules. */
  margin: number;
  /** Check families (the check id after its playbook) the reader is switched on for. */
  on: string[];
  /** Quantised weights: `scale` × each int8 of `weights` (base64) at the bucket of the same index in `index`. */
  scale: number;
  index: number[];
  weights: string;
}

export interface LoadedPositionModel {
  model: PositionModel;
  weights: Map<number, number>;
  on: Set<string>;
}

let loaded: LoadedPositionModel | null | undefined;

/** A model file's weights read into a map (bucket → weight). */
export function loadPositionModel(model: PositionModel): LoadedPositionModel {
  if (model.format !== 'position-reader/1') throw new Error(`unknown position reader format ${model.format}`);
  const q = new Int8Array(Buffer.from(model.weights, 'base64').buffer.slice(0));
  if (q.length !== model.index.length) throw new Error('position reader: weights and index differ in length');
  const weights = new Map<number, number>();
  let b = 0;
  // `index` is delta-encoded (sorted buckets, each the gap from the previous)
  for (let i = 0; i < q.length; i++) {
    b += model.index[i];
    weights.set(b, q[i] * model.scale);
  }
  return { model, weights, on: new Set(model.on) };
}

/** The model in use: the shipped one (data/position.model.json, read once on first use) unless setPositionModel replaced it. */
export function positionModel(): LoadedPositionModel | null {
  if (loaded === undefined) {
    const raw = JSON.parse(readFileSync(new URL('../../data/position.model.json', import.meta.url), 'utf8')) as PositionModel;
    loaded = loadPositionModel(raw);
  }
  return loaded;
}

/**
 * Replace the reader's model: a model object (tests), `null` to switch the reader off (the trainer's export reads the
 * rules alone), or `undefined` to return to the shipped file.
 */
export function setPositionModel(model: PositionModel | null | undefined): void {
  loaded = model ? loadPositionModel(model) : model;
}

/** A check's family: its id after the playbook ("msa.limitation_of_liability" → "limitation_of_liability"). */
export function familyOf(checkId: string): string {
  return checkId.slice(checkId.indexOf('.') + 1);
}

/** The language the check read: its citations' quotes, in order. */
export function readText(ev: CheckEvaluation): string {
  return ev.evidence.map((c) => c.quote).join(' \n ');
}

function numberToken(digits: string): string {
  const n = Number(digits);
  for (const [max, name] of NUMBER_BUCKETS) if (n <= max) return name;
  return 'nbig';
}

/**
 * The tokens of the read text as the model sees them: parties as ourparty / theirparty (bothparties for "each
 * party"; custparty / provparty where the check reads no side), numbers bucketed, words after a negation prefixed "n_"
 * (the scope ends at a clause boundary: . ; : or a parenthesis), boundaries as "|".
 */
export function readerTokens(ctx: DocContext, check: PlaybookCheck, text: string): string[] {
  const side = check.detection?.side;
  const our = side === 'provider' ? ' theirparty ' : side === 'customer' ? ' ourparty ' : ' custparty ';
  const their = side === 'provider' ? ' ourparty ' : side === 'customer' ? ' theirparty ' : ' provparty ';
  let t = text.replace(BOTH_RE, ' bothparties ');
  t = t.replace(new RegExp(ctx.lex.customer.source, 'gi'), our).replace(new RegExp(ctx.lex.provider.source, 'gi'), their);
  t = t.replace(/(\d),(?=\d{3}\b)/g, '$1');
  const out: string[] = [];
  let negated = 0;
  const re = /[a-z0-9]+|[.;:()]/g;
  const lower = t.toLowerCase();
  for (let m = re.exec(lower); m && out.length < MAX_TOKENS; m = re.exec(lower)) {
    const w = m[0];
    if (!/[a-z0-9]/.test(w[0])) {
      if (out.length && out[out.length - 1] !== '|') out.push('|');
      negated = 0;
      continue;
    }
    const tok = /^\d+$/.test(w) ? numberToken(w) : w;
    if (NEGATIONS.has(tok)) {
      out.push(tok);
      negated = NEGATION_SCOPE;
      continue;
    }
    out.push(negated > 0 ? `n_${tok}` : tok);
    if (negated > 0) negated--;
  }
  return out;
}

/** The n-gram names of the tokens: "w:" unigrams and "b:" bigrams (not across a boundary). */
function ngrams(toks: string[]): Set<string> {
  const names = new Set<string>();
  for (let i = 0; i < toks.length; i++) {
    if (toks[i] === '|') continue;
    names.add(`w:${toks[i]}`);
    if (i + 1 < toks.length && toks[i + 1] !== '|') names.add(`b:${toks[i]} ${toks[i + 1]}`);
  }
  return names;
}

/** The most words of cited text the embedding reads. */
const MAX_EMBED_WORDS = 300;

/**
 * The `embed` block (round 3): WordLlama's embedding of the cited text's words (learned/ask-wordllama.ts, the table
 * `ask` ships), its 128 dimensions placed twice, shared by all checks and crossed with the check's family. Empty when
 * nothing is cited.
 */
function embedBlock(family: string, text: string, buckets: number): { ids: number[]; values: number[] } {
  const words = (text.toLowerCase().match(/[a-z]+/g) ?? []).slice(0, MAX_EMBED_WORDS);
  const v = words.length ? embed(words) : null;
  if (!v) return { ids: [], values: [] };
  const ids: number[] = [];
  const values: number[] = [];
  for (const prefix of ['e*', `e:${family}`]) {
    for (let d = 0; d < v.length; d++) {
      ids.push(fnv1a(`${prefix}|${d}`) % buckets);
      values.push(v[d]);
    }
  }
  return { ids, values };
}

/**
 * Each block's sorted, distinct buckets for one reading (what the trainer exports and the model scores); the `embed`
 * block only when asked for (it reads the WordLlama table), else empty.
 */
export function positionBlocks(ctx: DocContext, check: PlaybookCheck, ev: CheckEvaluation, buckets = POSITION_BUCKETS, withEmbed = false): PositionFeatures {
  const family = familyOf(check.check_id);
  const grams = ngrams(readerTokens(ctx, check, readText(ev)));
  const rules = [`o:${ev.outcome}`, `p:${ev.position}`, `op:${ev.outcome} ${ev.position}`];
  const hashed = (prefix: string, names: Iterable<string>) => [...new Set([...names].map((n) => fnv1a(`${prefix}|${n}`) % buckets))].sort((a, b) => a - b);
  const e = withEmbed ? embedBlock(family, readText(ev), buckets) : { ids: [], values: [] };
  return {
    family: hashed(`f:${family}`, grams),
    check: hashed(`c:${check.check_id}`, grams),
    shared: hashed('*', grams),
    rules: hashed('r', [...rules.map((r) => `f:${family}|${r}`), ...rules.map((r) => `c:${check.check_id}|${r}`), ...rules]),
    embed: e.ids,
    embedValues: e.values,
  };
}

/** The model's probability that a lawyer raises an issue on this reading. */
export function issueProbability(m: LoadedPositionModel, blocks: PositionFeatures): number {
  let z = m.model.bias;
  for (const name of m.model.blocks) {
    const ids = blocks[name] ?? [];
    if (!ids.length) continue;
    if (name === 'embed') {
      for (let i = 0; i < ids.length; i++) z += (m.weights.get(ids[i]) ?? 0) * blocks.embedValues![i];
      continue;
    }
    const v = name === 'rules' ? 1 : 1 / Math.sqrt(ids.length);
    for (const b of ids) z += (m.weights.get(b) ?? 0) * v;
  }
  return 1 / (1 + Math.exp(-z));
}

const isIssue = (p: Position) => p === 'unacceptable' || p === 'missing';

/**
 * The rules' settled reading of a check, re-read by the model where it is switched on for the check's family and the
 * rules cite language: the position overridden when the model is sure past its margin, else unchanged.
 */
export function withPositionReader(ctx: DocContext, check: PlaybookCheck, ev: CheckEvaluation): CheckEvaluation {
  const m = positionModel();
  if (!m || !m.on.has(familyOf(check.check_id)) || !ev.evidence.length) return ev;
  const p = issueProbability(m, positionBlocks(ctx, check, ev, m.model.buckets, m.model.blocks.includes('embed')));
  if (!isIssue(ev.position) && p > 0.5 + m.model.margin) return { ...ev, position: 'unacceptable', note: undefined, learned: { issue_probability: p } };
  if (isIssue(ev.position) && p < 0.5 - m.model.margin) return { ...ev, position: 'acceptable', note: undefined, learned: { issue_probability: p } };
  return ev;
}
