/**
 * The learned clause locator: when a check's rules find no clause for it, the CUAD clause-type model
 * (clause-types.ts, data/clause-types.model.json) finds the document's clause of the check's CUAD category, and the
 * check reads THAT clause with a reading that does not depend on the rules' trigger wording (a jurisdiction named
 * with "law", who may end the contract and on what notice, a cap's amount or fee measure, who receives a licence,
 * who owns, how long a covenant lasts). A clause is located only when its score reaches the category's threshold
 * (data/locator.thresholds.json, chosen by cross-validation on CUAD for precision: tools/train/train_locator.py), and
 * only a reading that decides something is used; otherwise the check keeps the rules' result.
 *
 * The clause's features are computed once per document, on the first check that asks, and only then.
 */
import { readFileSync } from 'node:fs';
import type { CheckDetection, CheckOutcome, Position } from '../types.js';
import type { DocContext } from '../review.js';
import { segmentDetailed } from '../segment.js';
import { clauseTaxonomy, detectClauseTypes } from '../taxonomy.js';
import { jurisdictionsIn, lawPickedLater, noticeDays, parseDurations } from '../keyterms.js';
import { capFeeMonths, nominalCap, UNLIMITED_RE } from '../liability.js';
import { holderOf, liabilityHolder, negated, roleIn, type Role } from '../scope.js';
import { clauseTypeModel } from './clause-types.js';
import { forEachTokenBucket, forEachWindowBucket, headingBuckets, ruleBucket } from './features.js';

interface ThresholdFile {
  format: string;
  types: Record<string, { category: string; threshold: number }>;
}

let thresholds: Record<string, number> | null = null;

/** Per clause type (of a CUAD category): the score a clause must reach to be located. */
export function locatorThresholds(): Record<string, number> {
  if (!thresholds) {
    const raw = JSON.parse(readFileSync(new URL('../../data/locator.thresholds.json', import.meta.url), 'utf8')) as ThresholdFile;
    if (raw.format !== 'clause-locator-thresholds/1') throw new Error(`unknown locator thresholds format ${raw.format}`);
    thresholds = Object.fromEntries(Object.entries(raw.types).map(([t, v]) => [t, v.threshold]));
  }
  return thresholds;
}

/** One category's weights, by bucket (built from the shared model on first use). */
const weightsOf = new Map<string, { bias: number; weights: Map<number, number> }>();
function categoryWeights(clauseType: string): { bias: number; weights: Map<number, number> } | null {
  let w = weightsOf.get(clauseType);
  if (w) return w;
  const model = clauseTypeModel();
  const k = model.types.findIndex((t) => t.clause_type === clauseType);
  if (k < 0) return null;
  const weights = new Map<number, number>();
  for (const [b, list] of model.byBucket) for (let i = 0; i < list.length; i += 2) if (list[i] === k) weights.set(b, list[i + 1]);
  w = { bias: model.types[k].bias, weights };
  weightsOf.set(clauseType, w);
  return w;
}

/**
 * Each clause's windows as the trainer saw them (export-clauses.ts: the clause's words, its heading or context), as
 * sets of buckets; the rules' clause types, the "r:" features, are added per clause only where they could matter
 * (clauseRuleBuckets).
 */
interface ClauseUnits { windows: (Set<number>[] | undefined)[]; rules: (number[] | undefined)[] }
const unitsOf = new WeakMap<DocContext, ClauseUnits>();
function clauseUnits(ctx: DocContext): ClauseUnits {
  let u = unitsOf.get(ctx);
  if (!u) unitsOf.set(ctx, (u = { windows: [], rules: [] }));
  return u;
}

/**
 * The windows of clauses hashed lately, by heading and text (read only once made): a redline's verification reads the
 * document's clauses again, all but the ones it edits unchanged. Emptied when it holds MAX_KEPT_CLAUSES.
 */
const keptWindows = new Map<string, Map<string, Set<number>[]>>();
let keptCount = 0;
const MAX_KEPT_CLAUSES = 4000;

/** Clause `i`'s windows (hashed on first use). */
function clauseWindows(ctx: DocContext, u: ClauseUnits, i: number): Set<number>[] {
  let sets = u.windows[i];
  if (sets) return sets;
  const seg = segmentDetailed(ctx.text, ctx.memo);
  const c = seg.clauses[i];
  const text = ctx.text.slice(c.start, c.end);
  const title = c.heading ?? seg.context[i] ?? '';
  let ofTitle = keptWindows.get(title);
  sets = ofTitle?.get(text);
  if (sets) {
    u.windows[i] = sets;
    return sets;
  }
  const buckets = clauseTypeModel().buckets;
  const made: Set<number>[] = [];
  const n = forEachWindowBucket(text, buckets, (b, w) => (made[w] ??= new Set()).add(b));
  const heading = headingBuckets(title, buckets);
  for (let w = 0; w < n; w++) {
    const set = (made[w] ??= new Set());
    for (const h of heading) set.add(h);
  }
  if (keptCount >= MAX_KEPT_CLAUSES) {
    keptWindows.clear();
    keptCount = 0;
    ofTitle = undefined;
  }
  if (!ofTitle) keptWindows.set(title, (ofTitle = new Map()));
  ofTitle.set(text, made);
  keptCount++;
  u.windows[i] = made;
  return made;
}

/** The buckets of the clause types the rules find in clause `i` (detectClauseTypes on its first 2,000 characters). */
function clauseRuleBuckets(ctx: DocContext, u: ClauseUnits, i: number): number[] {
  let r = u.rules[i];
  if (!r) {
    const seg = segmentDetailed(ctx.text, ctx.memo);
    const c = seg.clauses[i];
    const buckets = clauseTypeModel().buckets;
    r = detectClauseTypes(ctx.text.slice(c.start, Math.min(c.end, c.start + 2000)), c.heading, seg.context[i]).map((t) => ruleBucket(t, buckets));
    u.rules[i] = r;
  }
  return r;
}

/** Per category: the largest amount the "r:" features can add (the sum of the positive weights of every rule type's bucket). */
const rulesGain = new Map<string, number>();
function maxRuleGain(clauseType: string, w: Map<number, number>): number {
  let g = rulesGain.get(clauseType);
  if (g === undefined) {
    const buckets = clauseTypeModel().buckets;
    g = [...new Set(clauseTaxonomy().map((t) => ruleBucket(t.clause_type, buckets)))].reduce((sum, b) => sum + Math.max(0, w.get(b) ?? 0), 0);
    rulesGain.set(clauseType, g);
  }
  return g;
}

export interface LocatedClause {
  /** Index of the clause in ctx.clauses. */
  clause: number;
  score: number;
}

/**
 * The clauses of the document that reach a clause type's threshold (a CUAD category's), best first; only those whose
 * text matches `may` (a reader's precondition) are scored. A window scores bias + Σ weight / √(distinct buckets), as
 * clauseTypeScores() does, and a clause as its best window; the rules' clause types are read only for a clause whose
 * score could reach the threshold with them (adding features never raises the score by more than their positive
 * weights, and lowers the normalisation).
 */
export function locateClauses(ctx: DocContext, clauseType: string, may?: RegExp): LocatedClause[] {
  const threshold = locatorThresholds()[clauseType];
  const w = threshold === undefined || threshold >= 1e8 ? null : categoryWeights(clauseType);
  if (!w) return [];
  const gain = maxRuleGain(clauseType, w.weights);
  const u = clauseUnits(ctx);
  const out: LocatedClause[] = [];
  ctx.clauses.forEach((c, clause) => {
    if (may && !may.test(ctx.text.slice(c.start, c.end))) return;
    let best = -Infinity;
    for (const set of clauseWindows(ctx, u, clause)) {
      let sum = 0;
      for (const b of set) sum += w.weights.get(b) ?? 0;
      const bound = set.size ? w.bias + Math.max(0, sum + gain) / Math.sqrt(set.size) : w.bias + Math.max(0, gain);
      if (bound < threshold || bound <= best) continue;
      let n = set.size;
      for (const b of new Set(clauseRuleBuckets(ctx, u, clause))) {
        if (set.has(b)) continue;
        sum += w.weights.get(b) ?? 0;
        n++;
      }
      best = Math.max(best, n ? w.bias + sum / Math.sqrt(n) : w.bias);
    }
    if (best >= threshold) out.push({ clause, score: best });
  });
  return out.sort((a, b) => b.score - a.score || a.clause - b.clause);
}

interface SentenceModelFile {
  format: string;
  features: { buckets: number };
  types: Record<string, { category: string; bias: number; threshold: number; weights: Record<string, number> }>;
}
interface SentenceModel { bias: number; threshold: number; weights: Map<number, number> }

let sentenceModels: { buckets: number; types: Map<string, SentenceModel> } | null = null;

/** The per-sentence models (data/locator.sentences.json): for categories whose clause is too coarse a unit. */
function sentenceModelsLoaded(): { buckets: number; types: Map<string, SentenceModel> } {
  if (!sentenceModels) {
    const raw = JSON.parse(readFileSync(new URL('../../data/locator.sentences.json', import.meta.url), 'utf8')) as SentenceModelFile;
    if (raw.format !== 'sentence-locator-logistic/1') throw new Error(`unknown sentence locator format ${raw.format}`);
    const types = new Map<string, SentenceModel>();
    for (const [t, m] of Object.entries(raw.types)) {
      types.set(t, { bias: m.bias, threshold: m.threshold, weights: new Map(Object.entries(m.weights).map(([b, w]) => [Number(b), w])) });
    }
    sentenceModels = { buckets: raw.features.buckets, types };
  }
  return sentenceModels;
}

/** A clause type located by sentence (a model with a threshold that passed cross-validation). */
function bySentence(clauseType: string): SentenceModel | null {
  const m = sentenceModelsLoaded().types.get(clauseType);
  return m && m.threshold < 1e8 ? m : null;
}

/** Each sentence's buckets (its first window's words, as read with its lead-ins, and its clause's heading). */
const sentenceFeaturesOf = new WeakMap<DocContext, Set<number>[]>();
function sentenceFeatures(ctx: DocContext): Set<number>[] {
  let f = sentenceFeaturesOf.get(ctx);
  if (f) return f;
  const buckets = sentenceModelsLoaded().buckets;
  f = ctx.sentences.map((_, i) => {
    const { text, heading } = sentenceAsLocated(ctx, i);
    const set = new Set<number>();
    forEachTokenBucket(text, buckets, (b) => set.add(b));
    for (const h of headingBuckets(heading, buckets)) set.add(h);
    return set;
  });
  sentenceFeaturesOf.set(ctx, f);
  return f;
}

/**
 * The sentences of the document that reach the threshold of a clause type's sentence model, best first (each with its
 * score); empty when the type has no sentence model.
 */
export function locateSentences(ctx: DocContext, clauseType: string, may?: RegExp): { sentence: number; score: number }[] {
  const m = bySentence(clauseType);
  if (!m) return [];
  const out: { sentence: number; score: number }[] = [];
  const sets = may ? null : sentenceFeatures(ctx);
  const buckets = sentenceModelsLoaded().buckets;
  ctx.sentences.forEach((_, sentence) => {
    let set = sets?.[sentence];
    if (!set) {
      // only the sentences the reader could read are scored (`may`, its own precondition)
      const { text, heading } = sentenceAsLocated(ctx, sentence);
      if (may && !may.test(text)) return;
      set = new Set<number>();
      forEachTokenBucket(text, buckets, (b) => set!.add(b));
      for (const h of headingBuckets(heading, buckets)) set.add(h);
    }
    let sum = 0;
    for (const b of set) sum += m.weights.get(b) ?? 0;
    const score = set.size ? m.bias + sum / Math.sqrt(set.size) : m.bias;
    if (score >= m.threshold) out.push({ sentence, score });
  });
  return out.sort((a, b) => b.score - a.score || a.sentence - b.sentence);
}

/** What a located clause says for a check: an outcome and position, the sentences that say it, and a note. */
export interface LocatedReading {
  outcome: CheckOutcome;
  position: Position;
  sentences: number[];
  note?: string;
  /** What the reading found, where it is a key term too: the governing law's jurisdiction, by name. */
  value?: string;
  /** The clause type located, and the clause's score. */
  located: { clause_type: string; clause_id: string; score: number };
}

type Reader = ((ctx: DocContext, d: CheckDetection, idx: number[]) => Omit<LocatedReading, 'located'> | null) & { needs?: RegExp };

/** A sentence as read: with the lead-ins of the lists it is an item of (two levels: "terminable: (b) by X: (ii) ..."). */
function withLead(ctx: DocContext, i: number): string {
  let t = ctx.sentenceText[i];
  for (let k = ctx.lead[i], n = 0; k >= 0 && n < 2; k = ctx.lead[k], n++) t = `${ctx.sentenceText[k]} ${t}`;
  return t;
}

/** A sentence as the sentence models read it (tools/train/export-sentences.ts exports the same): with its lead-ins, and its clause's heading. */
export function sentenceAsLocated(ctx: DocContext, i: number): { text: string; heading: string } {
  return { text: withLead(ctx, i), heading: ctx.clauseById.get(ctx.sentences[i].clause_id)?.heading ?? '' };
}

/** The sentence with the lead-ins it is read with, first to last. */
function withLeads(ctx: DocContext, i: number): number[] {
  const out = [i];
  for (let k = ctx.lead[i], n = 0; k >= 0 && n < 2; k = ctx.lead[k], n++) out.unshift(k);
  return out;
}

const ABBREVIATED_PLACES: [RegExp, string][] = [
  [/\bP\.?\s?R\.?\s?C\.?(?![\w.])/, 'China'],
  [/\bU\.\s?K\.|\bUK\b/, 'United Kingdom'],
  [/\bU\.\s?S\.(?:\s?A\.)?|\bUSA\b/, 'United States'],
];

/**
 * Governing law: a sentence of the clause that speaks of law and names a jurisdiction. A country named with one of
 * its states or provinces is the state's law ("the laws of the United States of America and of the State of Texas");
 * two places otherwise unrelated decide nothing. Courts alone (a forum clause) are not a governing law.
 */
const readGoverningLaw: Reader = (ctx, d, idx) => {
  for (const i of idx) {
    const t = ctx.sentenceText[i];
    const law = /\blaws?\b/i.exec(t);
    if (!law) continue;
    // a party organised, or a venture formed, under a law: its domicile, not the law of the contract
    if (/\b(?:organi[sz]ed|incorporated|formed|existing|enter(?:s|ed)?\s+into)\b/i.test(t.slice(Math.max(0, law.index - 160), law.index))) continue;
    // a law one party picks later ("such province of Canada as the Company designates"): the place named is not the law
    // (session 27, misses22)
    if (lawPickedLater(t)) continue;
    // the place named with the law: just before it ("Texas law", "the PRC Law") or after it ("the laws of ..."), up to
    // any courts, venue or arbitration the sentence goes on to name
    const rest = t.slice(law.index, law.index + 200);
    const forum = rest.search(/\b(?:courts?|jurisdiction|venue|arbitrat\w*|tribunals?)\b/i);
    const after = t.slice(Math.max(0, law.index - 25), law.index) + (forum >= 0 ? rest.slice(0, forum) : rest);
    let places = jurisdictionsIn(after);
    for (const [re, name] of ABBREVIATED_PLACES) if (re.test(after)) places.push(name);
    places = [...new Set(places)];
    if (places.length > 1) places = places.filter((p) => p !== 'United States');
    if (places.length !== 1) continue;
    return { outcome: 'entailed', position: d.positions.entailed, sentences: [i], note: undefined, value: places[0] };
  }
  return null;
};

const FOR_CAUSE_RE = /\b(?:breach\w*|default\w*|insolv\w*|bankrupt\w*|fails?|failure|violat\w*|cure|receiver\w*|liquidat\w*|change (?:of|in) control|force majeure)\b/i;
const AT_WILL_RE = /\bnotice\b|\bat any time\b|\bfor convenience\b|\bwithout cause\b|\bfor any (?:or no )?reason\b|\bat will\b/i;

/** Whose right it is: the holder before the verb, else the party named after "by" ("terminable ... by the Licensee"). */
function holderOfRight(t: string, ctx: DocContext, verb: RegExp): Role | null {
  const h = holderOf(t, verb, ctx.lex);
  if (h) return h;
  const by = /\bby\s+((?:the\s+)?[^,.;:()]{1,40})/i.exec(t.slice(t.search(verb)));
  return by ? roleIn(by[1], ctx.lex) : null;
}

/**
 * Termination for convenience: a sentence (with its list's lead-in) that ends the agreement on notice or at will,
 * on no ground of breach or insolvency, held by the check's side or by both parties; its notice against the tiers.
 * A right held by the other side only, or of unknown holder, decides nothing here.
 */
const readTerminationForConvenience: Reader = (ctx, d, idx) => {
  const side = d.side ?? 'customer';
  const verb = /\bterminat\w*|\bcancel\w*/i;
  for (const i of idx) {
    const t = withLead(ctx, i);
    if (!verb.test(t) || !AT_WILL_RE.test(ctx.sentenceText[i]) || (FOR_CAUSE_RE.test(ctx.sentenceText[i]) && !/\bwithout cause\b/i.test(t))) continue;
    // a notice that only stops a renewal, at the end of a term, ends nothing at will
    if (/\brenew\w*|\b(?:prior to|before|at|upon) the (?:end|expiration|expiry)\b/i.test(ctx.sentenceText[i])) continue;
    if (negated(t.slice(0, t.search(verb)))) continue;
    const holder = holderOfRight(t, ctx, verb);
    if (holder !== side && holder !== 'both') continue;
    const days = noticeDays(ctx.sentenceText[i]) ?? noticeDays(t);
    const tiers = d.max_notice_days;
    let position: Position = d.positions.entailed;
    let note: string | undefined;
    if (tiers && days !== null && days > tiers.fallback) {
      position = 'unacceptable';
      note = d.problem?.notice?.replace('{days}', String(days)).replace('{fallback}', String(tiers.fallback)) ?? `Termination for convenience only on ${days} days' notice, beyond the ${tiers.fallback}-day fallback`;
    } else if (tiers && days !== null && days > tiers.preferred) position = 'acceptable';
    return { outcome: 'entailed', position, sentences: withLeads(ctx, i), note };
  }
  return null;
};

/**
 * A cap on liability: a sentence on liability that names an amount or a measure in fees, not insurance and not an
 * unlimited liability; a cap of both parties (or of no party named) is read against the fee-month tiers. A cap of one
 * side only decides nothing here (the rules read one-sided caps).
 */
const NAMED_LIABLE_RE = /\b(?!(?:In|No|Any|The|This|Such|Neither|Either|Each|Both|Except|Notwithstanding|Party|Parties)\b)[A-Z][\w-]*['’]s?\s+(?:(?:total|aggregate|cumulative|entire|maximum)\s+)*liabilit|\b(?!(?:In|No|Any|This|Such|Neither|Either|Each|Both|Party|Parties)\b)[A-Z][\w-]*\s+(?:is|are|shall|will)\s+(?:not\s+)?(?:be\s+)?liable/;
const readCap: Reader = (ctx, d, idx) => {
  for (const i of idx) {
    const t = ctx.sentenceText[i];
    // (insurance cover, contribution between indemnitors and a sentence that says what a limit does NOT limit are no cap)
    if (!/\bliab(?:ility|le)\b/i.test(t) || /\binsur\w*|\bcontribut\w*/i.test(t) || UNLIMITED_RE.test(t)) continue;
    if (/\bnothing\b|\b(?:not|no)\b[^.;]{0,30}\b(?:limit|restrict)\w*/i.test(t)) continue;
    // words that bound it ("shall not exceed", "in excess of", "limited to", "a maximum of", "capped at")
    if (!/\bexceed\w*|\bin excess\b|\blimited to\b|\bmaximum\b|\bcapped\b|\b(?:not|no) more than\b/i.test(t)) continue;
    const { start, end } = ctx.sentences[i];
    const amounts = ctx.keyTerms.amounts.filter((a) => a.start >= start && a.end <= end);
    const months = capFeeMonths(t);
    const fees = months !== null || /\b(?:fees|charges|amounts?|price|compensation|royalt\w*)\b[^.;]{0,40}\b(?:paid|payable)\b/i.test(t);
    if (!amounts.length && !fees) continue;
    // both parties' liability ("neither party", "each party's"), or liability named by no party; not a party whose side
    // the roles do not tell ("the Agent shall not be liable", "Licensor's liability")
    const holder = liabilityHolder(t, ctx.lex);
    if (holder !== 'both' && (holder !== null || NAMED_LIABLE_RE.test(t))) continue;
    const nominal = nominalCap(t, amounts);
    const tiers = d.min_fee_months;
    let position: Position = d.positions.entailed;
    let note: string | undefined;
    if (nominal) {
      position = 'unacceptable';
      note = `The liability cap (${nominal}) is nominal: too small to answer for any real loss`;
    } else if (tiers && months !== null && months < tiers.fallback) {
      position = 'unacceptable';
      note = `The liability cap (${months} month${months === 1 ? '' : 's'} of fees) is below the ${tiers.fallback}-month fallback`;
    } else if (tiers && months !== null && months < tiers.preferred) position = 'acceptable';
    return { outcome: 'entailed', position, sentences: [i], note };
  }
  return null;
};

/**
 * A licence grant: a sentence that licenses something to someone, not negated, whose licensee is the check's
 * customer side (or both), or whose licensor is the provider side when the licensee is not named by role.
 */
const readLicenceGrant: Reader = (ctx, d, idx) => {
  const side = d.side ?? 'customer';
  const other = side === 'customer' ? 'provider' : 'customer';
  for (const i of idx) {
    const t = ctx.sentenceText[i];
    // a grant made by this agreement: not a recital of an earlier one ("WHEREAS, X has granted"), nor a definition
    if (/^\W*(?:[\w.]+\s+)?WHEREAS\b|\bshall mean\b|\bmeans\b/i.test(t)) continue;
    const verb = /\b(?:hereby\s+)?grants?\b|\b(?:shall|will|hereby|agrees? to)\s+(?:\w+\s+)?(?:sub-?)?licen[cs]e\b|\b(?:sub-?)?licen[cs]es\s+(?:the|to|its|all|each|any)\b/i.exec(t);
    if (!verb || !/\blicen[cs]/i.test(t) || negated(t.slice(0, verb.index + verb[0].length)) || /\bno\s+licen[cs]e\b|\bnothing\b/i.test(t)) continue;
    const to = /\bto\s+((?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3}|(?:the\s+)?(?:licensee|customer|distributor|reseller|company|client)\b)/.exec(t.slice(verb.index));
    const licensee = to ? roleIn(to[1], ctx.lex) : null;
    const licensor = roleIn(t.slice(Math.max(0, verb.index - 80), verb.index), ctx.lex);
    if (licensee === side || licensee === 'both' || (licensee === null && licensor === other)) {
      return { outcome: 'entailed', position: d.positions.entailed, sentences: [i], note: undefined };
    }
  }
  return null;
};

/**
 * Ownership of what is made: a sentence that makes a party the owner ("the sole property of X", "owned by X",
 * "X shall own", "assigns ... to X", "vest in X"); the customer side owning is the check's entailed reading, the
 * provider side owning its contradicted one (as the rules read it).
 */
const OWNER_RES = [
  /\b(?:sole\s+and\s+exclusive\s+|exclusive\s+|sole\s+)?property\s+of\s+((?:the\s+)?[^,.;:()]{1,40})/i,
  /\bowned\s+(?:solely\s+|exclusively\s+)?by\s+((?:the\s+)?[^,.;:()]{1,40})/i,
  /\bvest(?:s|ed)?\s+(?:solely\s+|exclusively\s+|absolutely\s+)?in\s+((?:the\s+)?[^,.;:()]{1,40})/i,
  /\bassigns?\b[^.;]{0,80}?\bto\s+((?:the\s+)?[^,.;:()]{1,40})/i,
];
const readOwnership: Reader = (ctx, d, idx) => {
  const side = d.side ?? 'customer';
  for (const i of idx) {
    const t = ctx.sentenceText[i];
    if (/\b(?:indemnif\w*|infring\w*|warrant\w*|confidential)\b/i.test(t)) continue;
    let owner: Role | null = null;
    for (const re of OWNER_RES) {
      const m = re.exec(t);
      if (m && !negated(t.slice(Math.max(0, m.index - 40), m.index))) owner = roleIn(m[1], ctx.lex);
      if (owner) break;
    }
    if (!owner) {
      const subject = /^(.{0,80}?)\b(?:shall|will)\s+(?:solely\s+|exclusively\s+)?own\b|^(.{0,80}?)\bowns\b/i.exec(t);
      if (subject) owner = roleIn(subject[1] ?? subject[2], ctx.lex);
    }
    if (!owner || owner === 'both') continue;
    const outcome: CheckOutcome = owner === side ? 'entailed' : 'contradicted';
    return { outcome, position: d.positions[outcome], sentences: [i], note: undefined };
  }
  return null;
};

/** A non-compete: a sentence that restrains competing; its longest stated duration against the tiers. */
const readNonCompete: Reader = (ctx, d, idx) => {
  for (const i of idx) {
    const t = withLead(ctx, i);
    if (!/\bcompet\w*|\bsimilar business\b|\bengage\s+in\b/i.test(t) || !/\b(?:not|refrain|no)\b/i.test(t)) continue;
    const months = Math.max(0, ...parseDurations(ctx.sentenceText[i]).filter((x) => x.unit === 'Y' || x.unit === 'M').map((x) => x.months));
    const tiers = d.max_months;
    let position: Position = d.positions.entailed;
    let note: string | undefined;
    if (tiers && months > tiers.fallback) {
      position = 'unacceptable';
      note = `${d.problem?.unacceptable ?? 'The non-compete is longer than the playbook accepts'}: ${months} months, beyond the ${tiers.fallback}-month fallback`;
    } else if (tiers && months > tiers.preferred) position = 'acceptable';
    return { outcome: 'entailed', position, sentences: withLeads(ctx, i), note };
  }
  return null;
};

readTerminationForConvenience.needs = /\bterminat|\bcancel/i;
readGoverningLaw.needs = /\blaws?\b/i;
readCap.needs = /\bliab(?:ility|le)\b/i;
readLicenceGrant.needs = /\blicen[cs]/i;

/** The reading of each located clause type. */
const READERS: Record<string, Reader> = {
  governing_law: readGoverningLaw,
  termination_for_convenience: readTerminationForConvenience,
  cap_on_liability: readCap,
  license_grant: readLicenceGrant,
  ip_ownership_assignment: readOwnership,
  non_compete: readNonCompete,
};

/**
 * Whether a check's rules found no clause for it, so that the locator may read one: the check is `not_mentioned` in
 * the position its playbook gives that, with no evidence (no fallback, no master agreement read).
 */
export function rulesFoundNothing(d: CheckDetection, ev: { outcome: CheckOutcome; position: Position; evidence: readonly unknown[] }): boolean {
  return ev.outcome === 'not_mentioned' && ev.position === d.positions.not_mentioned && !ev.evidence.length;
}

/** The clause types the locator can read (each a CUAD category's, with a threshold). */
export function locatableClauseTypes(): string[] {
  return Object.keys(READERS).filter((t) => (locatorThresholds()[t] ?? Infinity) < 1e8 || bySentence(t) !== null);
}

/**
 * The check's reading of its located clause: the clause of `d.locate`'s category, found by the model, read by that
 * category's reader. Null when the check has no category, no clause reaches the threshold, or the reading decides
 * nothing.
 */
export function readLocated(ctx: DocContext, d: CheckDetection): LocatedReading | null {
  const type = d.locate;
  const reader = type ? READERS[type] : undefined;
  if (!type || !reader) return null;
  if (bySentence(type)) {
    // the best-scoring sentence whose reading decides (the threshold was chosen, in training, on such sentences)
    for (const at of locateSentences(ctx, type, reader.needs)) {
      const read = reader(ctx, d, [at.sentence]);
      if (read) return { ...read, located: { clause_type: type, clause_id: ctx.sentences[at.sentence].clause_id, score: at.score } };
    }
    return null;
  }
  // the best-scoring clause whose reading decides (the threshold was chosen, in training, on such clauses)
  for (const found of locateClauses(ctx, type, reader.needs)) {
    const clause = ctx.clauses[found.clause];
    const read = reader(ctx, d, clauseSentences(ctx, found.clause));
    if (read) return { ...read, located: { clause_type: type, clause_id: clause.id, score: found.score } };
  }
  return null;
}

/** The sentences of clause `i`, in order. */
function clauseSentences(ctx: DocContext, i: number): number[] {
  const id = ctx.clauses[i].id;
  const idx: number[] = [];
  for (let k = 0; k < ctx.sentences.length; k++) if (ctx.sentences[k].clause_id === id) idx.push(k);
  return idx;
}

/** Whether the reader of `d.locate` decides on clause `i` (tools/train/export-clauses.ts exports it for training). */
export function readsClause(ctx: DocContext, d: CheckDetection, i: number): boolean {
  const reader = d.locate ? READERS[d.locate] : undefined;
  return !!reader && (!reader.needs || reader.needs.test(ctx.text.slice(ctx.clauses[i].start, ctx.clauses[i].end))) && reader(ctx, d, clauseSentences(ctx, i)) !== null;
}

/**
 * The check whose reading stands for each located clause type when thresholds are trained (the customer's side where
 * a side matters): tools/train/export-clauses.ts and export-sentences.ts export whether it decides on each unit.
 */
export const TRAINED_AS: Readonly<Record<string, string>> = {
  governing_law: 'msa.governing_law',
  cap_on_liability: 'msa.limitation_of_liability',
  license_grant: 'license.grant_scope',
  termination_for_convenience: 'msa.termination_for_convenience',
  ip_ownership_assignment: 'msa.ip_ownership',
  non_compete: 'employment.non_compete',
};

/** Whether the reader of `d.locate` decides on sentence `i` alone (tools/train/export-sentences.ts exports it for training). */
export function readsSentence(ctx: DocContext, d: CheckDetection, i: number): boolean {
  const reader = d.locate ? READERS[d.locate] : undefined;
  return !!reader && reader(ctx, d, [i]) !== null;
}
