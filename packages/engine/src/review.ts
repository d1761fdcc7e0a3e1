/**
 * Review: evaluate every enabled check of a playbook, turn deviations into issues, score them and
 * (optionally) propose redlines.
 *
 * Check evaluation. A sentence is *evidence* for a check when one of its topic patterns matches
 * (and no exclude pattern does). Among evidence sentences, contradict / entail cue patterns decide
 * the outcome; `precedence` says which cue wins when both occur. `topic_only` is the outcome when
 * evidence exists without a cue. Key-term checks (mutual, term, survival, governing law) decide from
 * the extracted key terms instead. Topic patterns only run on sentences that contain a word piece
 * every match needs (gate.ts), which skips work without changing any result.
 *
 * Evidence. The cue sentences, then the other topic sentences, each cited with the span group that
 * carries it: the lead-in of its list ("... shall not apply to information that:"), the items of the
 * list it introduces, the rest of a sentence cut at a comma or "or" (see withEvidence).
 *
 * Positions and issues. Each outcome maps to a position (preferred | acceptable | unacceptable |
 * missing). `unacceptable` raises an issue at the check's severity; `missing` raises one at one
 * severity level lower (an omission is usually less harmful than an adverse term).
 *
 * Risk score (documented formula). Each issue weighs w(severity): low 8, medium 18, high 35,
 * critical 60. The score combines them like independent risks:
 *     risk_score = round(100 × (1 − Π (1 − w_i / 100)))
 * so it is 0 with no issues, never exceeds 100, and grows with every further issue. Category scores
 * apply the same formula to the issues of one category (every category of the playbook is listed).
 * risk_level: low < 25 ≤ medium < 50 ≤ high < 75 ≤ critical. Any critical issue makes the level at
 * least high. With options.risk_scoring = false, risk_score and risk_level are null and
 * category_scores is empty, as the spec says (the review is then a pure check list). Issues are
 * listed most severe first.
 */
import { conditionHolds, conditionLabel, sideWords } from './conditions.js';
import { bestUncited } from './learned/nli.js';
import { readLocated, rulesFoundNothing } from './learned/locator.js';
import type {
  CheckDetection, CheckOutcome, CheckResult, Citation, Clause, DefinitionReading, DiffOperation, DocumentType, Issue, KeyTermsDetailed, Playbook,
  PlaybookCheck, Position, Redline, ReviewInput, ReviewOutput, ReviewResult, Sentence, Severity,
} from './types.js';
import { cueOf, looksLikeHeading, oneSpace, segmentDetailed, sentenceIndex } from './segment.js';
import { asWritten } from './as-written.js';
import { scheduleFills } from './schedule-values.js';
import { FILING_BANNER, furnitureRuns } from './page-lines.js';
import { defersToOrder, DURING_PROBATION_RE, extractKeyTermsDetailed, openingParties, partyHomes, countryOf, jurisdictionNameFromCode, durationMonths, GOVERNING_LAW_EVIDENCE_RE, noticeAgent, OTHER_AGREEMENT, noticeDays, noticeDaysIn, noticeGiver, parseDurations, paymentDays, renewalNoticesIn, renewalPeriodIn, toPublicKeyTerms, type PeriodRead } from './keyterms.js';
import { builtInChecksShared, defaultPlaybookShared, withDetection } from './playbooks/index.js';
import { HEADING_ONLY } from './playbooks/msa.js';
import { withoutSourceNotes } from './playbooks/shared.js';
import { countsAs, headingNames } from './taxonomy.js';
import { alternatives, gateFor, quickStart, joinedGatesFor, spanGateFor, mergeSorted, PieceMarks, type Gate, type PieceIndex } from './gate.js';
import { definitionOf, definitionsIn, definitionsOfTerm, opensDefinition, wholeTerm } from './definitions.js';
import { BEARS_CONSEQUENTIAL_RE, CAP_VERB_RE, capThenUnlimited, disappliedTo, EXONERATION_RE, exonerationKind, LIMITED_BY_REFERENCE_RE, UNLIMITED_RE, capFeeMonths, isCarveOut, nominalCap } from './liability.js';
import { contractWords, planRedlines } from './redline.js';
import { leavesOutHome, namesPlaceBeyond } from './territory.js';
import { capByDefinition, capFarBelowPrice, capGivenToOne, capTakesIndemnities, creditsReduceCap, oneSidedCarveOut, shortestTimeBar } from './cap-checklist.js';
import { depositMonths } from './deposit.js';
import { headingOnly, statedNoticeDays, statedQuantities, tierNote, tierPosition, tierSentences, type Stated } from './tiers.js';
import { gradeExclusion, listed } from './exclusion.js';
import { inContractProse, proseWords, type ProseWords } from './contract-prose.js';
import { permissionHolder } from './redline-rights.js';
import { DISAPPLY_WORDS, DUTY_DENIED_RE, disappliedHeading, dutyDenied, findOverrides, givenOnlyToOwnSide, headingOverrides, holderOf, inRoleWords, inSection, liabilityHolder, negated, partySides, protectedAct, roleIn, roleLexicon, takesAwayProtection, type Override, type ProtectedAct, type Role, type RoleLexicon } from './scope.js';
import { isoDurationWords, jurisdictionWords, lawWords } from './words.js';
import { TextMemo } from './memo.js';
import { unmetOptionOverrides } from './unmet-options.js';
import { PREVAILS_GATE_RE, documentRankedAbove } from './precedence.js';
import { composeEdits, type TextEdit } from './base-edits.js';
import { contextsProbe } from './redline-probe.js';
import { applyEdits, prevailing, sentenceAt, wordAmendments, type Prevailing, type WordAmendment } from './amendments.js';
import { endsWithFollows } from './text-scan.js';
import { readablePassage } from './markup.js';
import { withPositionReader } from './learned/position.js';
import { hasFact, NOT_APPLICABLE_NOTE, ownLanguageOf, type OwnLanguage } from './contract-facts.js';
import { spanningRegExp } from './sentence-span.js';
import { topSection } from './sections.js';
import { ITEM_LABEL, LIST_ITEM_LABEL, LOOSE_LABEL, SUB_CLAUSE_NUMBER } from './labels.js';

export const SEVERITY_WEIGHT: Record<Severity, number> = { low: 8, medium: 18, high: 35, critical: 60 };
const SEVERITIES: Severity[] = ['low', 'medium', 'high', 'critical'];

/** Combine severities into a 0..100 score (see the module comment). */
export function aggregateRisk(severities: Severity[]): number {
  let keep = 1;
  for (const s of severities) keep *= 1 - SEVERITY_WEIGHT[s] / 100;
  return Math.round(100 * (1 - keep));
}

export function riskLevel(score: number, severities: Severity[] = []): Severity {
  let level: Severity = score < 25 ? 'low' : score < 50 ? 'medium' : score < 75 ? 'high' : 'critical';
  if (severities.includes('critical') && (level === 'low' || level === 'medium')) level = 'high';
  return level;
}

interface Compiled {
  /** All topic patterns as one alternation, and the word pieces one of which each of its matches contains. */
  topic: RegExp | null;
  /** Each topic pattern on its own, compiled as the alternation's branches are (made on first use: topicPatterns). */
  topicEach?: RegExp[];
  topicGate: Gate | null;
  /**
   * The topic patterns' branches (each pattern's top-level alternatives, gate.ts `alternatives`), each on its own with its
   * gate for a sentence tested alone: a sentence that holds the pieces of only some of them is tested with those alone
   * (the others cannot match it; a branch gated by rarer words than the whole pattern's, as "modif ... terms" is, is
   * skipped where the pattern's own gate lets every sentence through). Compiled with the check, never per sentence or per
   * document: V8 compiles a regular expression made once the store of compiled patterns is large without optimising it.
   */
  topicParts: { res: RegExp[]; gates: (Gate | null)[] } | null;
  /** Each topic pattern's gate for a sentence tested alone (gate.ts spanGateFor); null when one of them has none. */
  topicSpanGates: Gate[] | null;
  entail: RegExp[];
  contradict: RegExp[];
  /** The entail patterns, global (every match of them, scope.ts dutyDenied). */
  entailAll: RegExp[];
  /** Whether an entailing cue whose duty is denied to the other side reads as a contradiction (the contradicted position is unacceptable, the entailed one not). */
  deniable: boolean;
  /** The gates of the entail and contradict patterns (gate.ts), one per pattern. */
  /** Per cue pattern, its gates (joinedGatesFor: each must be met in the cue text's spans), or null. */
  entailGates: (Gate[] | null)[];
  contradictGates: (Gate[] | null)[];
  fallback: RegExp[];
  /** `about`: what the check's clause is about, and a sentence giving it to the other side, or null. */
  about: { names: RegExp; kept: RegExp } | null;
  exclude: RegExp[];
  /** Per exclusion, its gate for one sentence's text (spanGateFor), or null. */
  excludeGates: (Gate | null)[];
  override: RegExp | null;
  overrideGate: Gate | null;
  /**
   * The override's branches (every pattern's top-level alternatives, gate.ts `alternatives`), each with its gate for a
   * sentence tested alone: a sentence is tried only on the branches whose words it holds. `override` itself still finds
   * where a match is (holderOf) and reads a sentence in the check's role words.
   */
  overrideParts: { res: RegExp[]; gates: (Gate | null)[] } | null;
  /** Each override pattern alone, where the check names a problem per pattern (`override_problems`); else null. */
  overrideEach: RegExp[] | null;
  holder: RegExp | null;
  /** `narrow`'s patterns: the promise, and the only things it may cover to be narrow; the position and note then. */
  narrow: { promise: RegExp; only: RegExp[]; position: Position; note?: string; notes?: string[] } | null;
  /**
   * `fallback_when`'s patterns and note (a note per pattern, those read anywhere last); each pattern's gates, for a cue
   * text (`gates`, joinedGatesFor) and for one sentence (`anywhereGates`, spanGateFor); memo tables (memo.ts) of whether
   * one of `res` matches a cue text and one of `anywhere` a sentence.
   */
  fallbackWhen: {
    res: RegExp[]; anywhere: RegExp[]; unless: RegExp[]; note: string; notes?: string[]; positions?: ('acceptable' | 'unacceptable')[]; places?: number[];
    gates: (Gate[] | null)[]; anywhereGates: (Gate | null)[]; memo: object; anywhereMemo: object;
  } | null;
  /** `limited`'s patterns, and the definition of its defined term ('"Change of Control" means', '(a "Change of Control")'). */
  limited: { when: RegExp[]; about: RegExp; term: RegExp | null; definition: RegExp | null } | null;
  /** `reads_definitions`, compiled: the terms (whole), what makes a definition hurt, what makes it ordinary. */
  definitions: { term: RegExp; gate: Gate | null; words: RegExp; adverse: RegExp[]; unless: RegExp[]; problem: string; inTopic: boolean; usedIn: RegExp[] | null; turns: DefinitionReading['turns'] | null }[];
  /** The role words this check's patterns are written in (customer side, provider side): parties' own names read as these. */
  roles: readonly [string, string];
  /** Whether the topic patterns name one of `roles` (then a sentence naming a party by name may match only so worded). */
  rolesKey: string;
  topicNamesRoles: boolean;
  /** The same for the cue patterns (the parties' sides are read only for checks whose patterns name them). */
  cuesNameRoles: boolean;
  /** Memo tables (memo.ts) of this check's sentence tests: topic (by sentence); cues (1 contradict, 2 entail) by cue text; override (by sentence); exclusion (by sentence past its headings). */
  topicMemo: object;
  excludeMemo: object;
  cueMemo: object;
  overrideMemo: object;
}

const compiledCache = new WeakMap<CheckDetection, Compiled>();

/**
 * A clause number that opens a sentence ("7.1 ", "12. ", "2.1Term"): a pattern anchored at the sentence's start reads
 * past it, so that "7.1 The Supplier may assign ... without consent" reads as "The Supplier may assign ...".
 */
const LEADING_NUMBER = String.raw`(?:\s*\d{1,3}(?:\.\d{1,3})*\.?(?=\s*[A-Za-z(“"])\s*)?`;
/** A pattern anchored at the start of a sentence, made to read past the sentence's clause number. */
const pastNumber = (x: string): string => (x.startsWith('^') ? `^${LEADING_NUMBER}${x.slice(1)}` : x);

/**
 * A pattern's "shall" written on its own also reads "will", which contracts use for the same promise ("in no event will
 * either party's liability exceed"); a "shall" already in an alternation ("(?:shall|will)") is left as it is.
 */
const SHALL_IN_SOURCE_RE = /(?<=\\b|[\s(:^]|^)shall(?=\\[bs]|[\s)?]|$)/g;
const withModals = (x: string): string => (x.includes('shall') ? x.replace(SHALL_IN_SOURCE_RE, '(?:shall|will)') : x);
/** A cue or topic pattern as compiled: past the clause number, with its modal verbs (see above). */
const asCompiled = (x: string): string => withModals(pastNumber(x));
/**
 * A check's pattern as a RegExp whose sentence-bounded spans ("[^.;]{0,240}") run across the dots that end no
 * sentence ("14.2(f)", "$1.5 million", "U.S. law": sentence-span.ts); its gates are read from the source as written.
 */
const spanning = spanningRegExp;

/** Role words a check's patterns may be written in, each side's most general first. */
const CUSTOMER_ROLE_WORDS = ['Customer', 'Client', 'Licensee', 'Tenant', 'Controller', 'Employer', 'Buyer'];
const PROVIDER_ROLE_WORDS = ['Provider', 'Supplier', 'Consultant', 'Contractor', 'Licensor', 'Landlord', 'Processor', 'Employee', 'Vendor', 'Seller'];

/**
 * The role words a check's patterns use most (a lease's "Tenant" and "Landlord", a DPA's "Controller" and "Processor"),
 * so that a party known by its own name ("Granite shall repair ...") is read as the role its patterns are written for.
 */
function roleWordsOf(d: CheckDetection): readonly [string, string] {
  const source = [...d.topic, ...(d.entail ?? []), ...(d.contradict ?? []), ...(d.exclude ?? []), ...(d.fallback ?? []), ...(d.override ?? [])].join(' ');
  // a word named once (a consultant among the representatives an NDA lists) is no party's role
  const most = (words: string[]) => {
    let best = words[0];
    let n = 1;
    for (const w of words) {
      // the role of a party, not a class of people ("consultants?" among an NDA's representatives)
      const k = source.match(new RegExp(String.raw`\b${w}(?![a-z])`, 'gi'))?.length ?? 0;
      if (k > n) [best, n] = [w, k];
    }
    return best;
  };
  return [most(CUSTOMER_ROLE_WORDS), most(PROVIDER_ROLE_WORDS)];
}

/**
 * A check's topic patterns one by one, compiled as the review reads them (past the clause number, "shall" also
 * "will"): for a caller that asks which of its matters a sentence is on.
 */
export function topicPatterns(check: PlaybookCheck): readonly RegExp[] {
  const d = check.detection;
  if (!d) return [];
  const c = compile(d);
  return (c.topicEach ??= d.topic.map((x) => spanning(quickStart(asCompiled(x)))));
}

/**
 * Every RegExp review.ts compiles for a check's detection, each with where it is kept ("entail.0", "fallbackWhen.res.1"):
 * for tests, which hold that each sentence-bounded pattern is compiled to cross inner dots (sentence-span.ts).
 */
export function checkPatterns(d: CheckDetection): { at: string; re: RegExp }[] {
  const out: { at: string; re: RegExp }[] = [];
  const walk = (v: unknown, at: string): void => {
    if (v instanceof RegExp) out.push({ at, re: v });
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}.${i}`));
    else if (v && typeof v === 'object' && !/Memo$|^memo$|anywhereMemo$/i.test(at.split('.').pop() ?? '')) for (const [k, x] of Object.entries(v)) walk(x, at ? `${at}.${k}` : k);
  };
  walk(compile(d), '');
  return out;
}

function compile(d: CheckDetection): Compiled {
  let c = compiledCache.get(d);
  if (!c) {
    const mk = (xs?: string[]) => (xs ?? []).map((x) => spanning(quickStart(asCompiled(x))));
    // topic patterns run on every sentence: one alternation is much faster than one pass per pattern,
    // and the gate skips the sentences without any word the alternation needs
    const source = d.topic.map((x) => `(?:${asCompiled(x)})`).join('|');
    const topic = d.topic.length ? spanning(quickStart(source)) : null;
    // a topic pattern is tested on one sentence at a time: every set of pieces it needs must be in it (spanGateFor)
    const partGates = d.topic.map((x) => spanGateFor(`(?:${asCompiled(x)})`));
    // (a match of the alternation is a match of one branch of one pattern: each branch is gated on its own words)
    const branches = d.topic.flatMap((x) => alternatives(asCompiled(x)));
    const branchGates = branches.map(spanGateFor);
    const roles = roleWordsOf(d);
    const overrideSource = (d.override ?? []).map((x) => `(?:${x})`).join('|');
    const overrideParts = (d.override ?? []).flatMap(alternatives);
    c = {
      topic, topicGate: topic ? gateFor(source) : null,
      topicParts: branches.length > 1 && branchGates.some((g) => g) ? { res: branches.map((x) => spanning(quickStart(x))), gates: branchGates } : null,
      topicSpanGates: partGates.length && partGates.every((g) => g) ? (partGates as Gate[]) : null,
      entail: mk(d.entail), contradict: mk(d.contradict), entailAll: (d.entail ?? []).map((x) => spanning(asCompiled(x), 'gi')),
      deniable: d.positions.contradicted === 'unacceptable' && d.positions.entailed !== 'unacceptable', fallback: mk(d.fallback), about: d.about ? { names: new RegExp(d.about.names, 'i'), kept: new RegExp(d.about.kept, 'i') } : null, exclude: mk(d.exclude), excludeGates: (d.exclude ?? []).map((x) => spanGateFor(asCompiled(x))),
      entailGates: (d.entail ?? []).map((x) => joinedGatesFor(asCompiled(x))), contradictGates: (d.contradict ?? []).map((x) => joinedGatesFor(asCompiled(x))),
      override: overrideSource ? spanning(quickStart(overrideSource)) : null,
      // (an override is tested on one sentence at a time)
      overrideGate: overrideSource ? spanGateFor(overrideSource) : null,
      overrideParts: overrideParts.length > 1 ? { res: overrideParts.map((x) => spanning(quickStart(x))), gates: overrideParts.map(spanGateFor) } : null,
      overrideEach: d.override_problems ? (d.override ?? []).map((x) => spanning(quickStart(x))) : null,
      holder: d.holder ? spanning(quickStart(d.holder)) : null,
      fallbackWhen: d.fallback_when ? {
        res: mk(d.fallback_when.patterns), anywhere: mk(d.fallback_when.anywhere), unless: mk(d.fallback_when.unless), note: d.fallback_when.note, notes: d.fallback_when.notes, positions: d.fallback_when.positions, places: d.fallback_when.places,
        gates: d.fallback_when.patterns.map((x) => joinedGatesFor(asCompiled(x))), anywhereGates: (d.fallback_when.anywhere ?? []).map((x) => spanGateFor(asCompiled(x))), memo: {}, anywhereMemo: {},
      } : null,
      narrow: d.narrow ? { promise: spanning(quickStart(d.narrow.promise)), only: mk(d.narrow.only), position: d.narrow.position ?? 'acceptable', note: d.narrow.note, notes: d.narrow.notes } : null,
      limited: d.limited ? {
        when: mk(d.limited.when),
        about: spanning(quickStart(d.limited.about)),
        term: d.limited.defined ? new RegExp(String.raw`\b(?:${d.limited.defined})\b`, 'i') : null,
        definition: d.limited.defined ? wholeTerm(d.limited.defined) : null,
      } : null,
      definitions: (d.reads_definitions ?? []).map((x) => ({ term: wholeTerm(x.term), gate: spanGateFor(x.term), words: new RegExp(String.raw`\b(?:${x.term})\b`, 'i'), adverse: mk(x.adverse), unless: mk(x.unless), problem: x.problem, inTopic: !!x.in_topic, usedIn: x.used_in ? mk(x.used_in) : null, turns: x.turns ?? null })),
      roles,
      rolesKey: roles.join('|'),
      topicNamesRoles: new RegExp(String.raw`\b(?:${roles.join('|')})`, 'i').test(source),
      cuesNameRoles: new RegExp(String.raw`\b(?:${roles.join('|')})`, 'i').test([...(d.entail ?? []), ...(d.contradict ?? [])].join(' ')),
      topicMemo: {}, excludeMemo: {}, cueMemo: {}, overrideMemo: {},
    };
    compiledCache.set(d, c);
  }
  return c;
}

// Register the word pieces of every built-in check before any document is indexed, so that the
// first review is gated too (a piece registered after a document's index was built is not gated).
for (const check of builtInChecksShared()) if (check.detection) compile(check.detection);
const OVERRIDE_GATE = gateFor(DISAPPLY_WORDS);
/** The sentences that may say "as between" (asBetweenParties). */
const AS_BETWEEN_GATE = gateFor(String.raw`\bas between\b`)!;
const UNLIMITED_GATE = gateFor(UNLIMITED_RE.source);
const LIABILITY_GATE = gateFor(String.raw`\bliabilit`);

export interface DocContext {
  /** The original text: citations slice it. */
  text: string;
  /** The text as analysed: markup blanked out, same offsets (see markup.ts). */
  plain: string;
  clauses: Clause[];
  sentences: Sentence[];
  sentenceText: string[];
  /** Each sentence as the cues read it: past the heading lines it opens with ("4. Return of Materials" / "On the ..."). */
  cueSentence: string[];
  keyTerms: KeyTermsDetailed;
  clauseById: Map<string, Clause>;
  /** For a list item, the index of the sentence that introduces the list ("... shall not include:"), else -1. */
  lead: number[];
  /** Sentences that introduce a list: for each, the index after its last list member, else -1. */
  listEnd: number[];
  /** Which sentences contain which word pieces, for gating patterns. */
  pieces: PieceIndex;
  /** Role words and the parties' defined names, for who holds a right. */
  lex: RoleLexicon;
  /** Sentences that disapply or delete numbered sections. */
  overrides: Override[];
  /** What was read by text (memo.ts): recorded by a review that suggests redlines, looked up by the contexts built to verify them. */
  memo?: TextMemo;
  /** The sentences read with a schedule's value (schedule-values.ts): for each, the rows that gave it, cited beside it. */
  filledFrom?: Map<number, number[]>;
}

/** A list item: a sentence that starts with an enumerator or a bullet. */
const ITEM_RE = new RegExp(String.raw`^(?:(?:and|or)\s+)?${ITEM_LABEL}(?=\s)|^[•·▪◦●■□➢►\uf0b7\uf0a7\uf0d8\uf076*–-]\s*`);

/** A sentence that introduces what follows: "... shall not include information that:", "... means:". */
const LEAD_END_RE = /(?:[:—–]|\s-)\s*["”’)]?\s*$|\b(?:which|that|who|whom|where|if|unless|except|excluding|including|include|includes|means|following|namely|whether|of|to)\s*$/i;

/**
 * The numbering style of an item: "(b)" → "(a)", "(iv)" → "(i)", "1.2" → "1.1", "C." → "A.". A lone
 * i, v or x right after h, u or w (in the previous item `prev`) is a letter, not a roman numeral.
 */
function labelShape(t: string, prev = ''): string {
  const m = /^(?:(?:and|or)\s+)?(\S{1,12})/.exec(t);
  if (!m) return '';
  const letter = /^\(?([ivxIVX])[.)]/.exec(m[1]);
  if (letter) {
    const p = /^(?:(?:and|or)\s+)?\(?([a-zA-Z])[.)]/.exec(prev);
    if (p && p[1].charCodeAt(0) + 1 === letter[1].charCodeAt(0)) return m[1].replace(/[a-z]/, 'a').replace(/[A-Z]/, 'A');
  }
  let shape = SHAPES.get(m[1]);
  if (shape === undefined) {
    shape = m[1]
      .replace(/\d+/g, '1')
      .replace(/(^|[^A-Za-z])[ivx]+(?![A-Za-z])/g, '$1i')
      .replace(/(^|[^A-Za-z])[IVX]+(?![A-Za-z])/g, '$1I')
      .replace(/(^|[^A-Za-z])[a-hj-uwyz](?![A-Za-z])/g, '$1a')
      .replace(/(^|[^A-Za-z])[A-HJ-UWYZ](?![A-Za-z])/g, '$1A');
    // the shapes of the labels seen (at most 12 characters each), kept while there are not too many
    if (SHAPES.size >= 10_000) SHAPES.clear();
    SHAPES.set(m[1], shape);
  }
  return shape;
}
const SHAPES = new Map<string, string>();

const AGREE_AS_FOLLOWS_RE = /\b(?:agree|agreed|agrees|covenant|stipulate)\b[^.;:]{0,60}\bas follows\s*[:.—–-]?\s*$/i;
const TOP_LEVEL_RE = /^(?:\d{1,2}\.?(?:\s|$)|[A-Z]\.\s|[IVX]{1,4}\.\s|article\b|section\b)/i;
const COLON_END_RE = /:\s*["”’)]?\s*$/;
const LEAD_MAX_SPAN = 6000;
const LIST_MAX = 40;

/** White space as a regular expression's `\s` reads it. */
function isReSpace(c: number): boolean {
  return (c >= 9 && c <= 13) || c === 32 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** Whether a sentence ends with . ; ! or ?, then closing quotes or brackets, then white space (`/[.;!?]["”’)\]]*\s*$/`), read from its end. */
function terminated(t: string): boolean {
  let i = t.length - 1;
  while (i >= 0 && isReSpace(t.charCodeAt(i))) i--;
  for (let c = t.charCodeAt(i); i >= 0 && (c === 34 || c === 0x201d || c === 0x2019 || c === 41 || c === 93); c = t.charCodeAt(--i));
  const c = i >= 0 ? t.charCodeAt(i) : 0;
  return c === 46 || c === 59 || c === 33 || c === 63;
}

/** 1: the sentence is a list item; 2: it is finished (ends with a full stop, semicolon, ! or ?). */
function itemAndEnd(t: string): number {
  return (ITEM_RE.test(t) ? 1 : 0) | (terminated(t) ? 2 : 0);
}

/** Whether clause `b` (numbered) is no part of clause `a` (numbered): "6.3" after "6.2(c)", "4.2" after "4.1(b)". */
function clauseApart(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b || !/^\d/.test(b) || a === b) return false;
  // (an unnumbered paragraph, a notice address ending "Email: [***]", introduces no sub-clause "14.2": its items would
  // be lettered or numbered alone)
  if (!/^\d/.test(a)) return /^\d+\.\d/.test(b);
  return !b.startsWith(a);
}

/**
 * List structure over the sentences. A lead-in is a sentence that ends like an introduction and is
 * followed by an item. Its list runs over the items numbered like its first item, the sub-items of a
 * nested lead-in, and further sentences of an item's clause; an item numbered otherwise, or any other
 * sentence, ends it. Each member's lead is the innermost lead-in whose list it belongs to.
 */
function listStructure(text: string[], sentences: Sentence[]): { lead: number[]; listEnd: number[] } {
  const n = text.length;
  const item = new Array<boolean>(n);
  const leadEnd = new Array<boolean>(n);
  // whether a sentence is an item and whether it is finished (two tests at its ends: cheaper than a memo's hash of it)
  const bits = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    bits[i] = itemAndEnd(text[i]);
    item[i] = (bits[i] & 1) !== 0;
  }
  for (let i = 0; i < n; i++) {
    const t = text[i];
    // An introduction ends like one ("... information that:", "... means"), or breaks off unfinished
    // right before an item. A finished sentence, a heading, and "the parties agree as follows:" before
    // section 1 (which introduces the whole agreement) are no introductions.
    if (bits[i] & 2) leadEnd[i] = false;
    else if (i + 1 < n && endsWithFollows(t) && AGREE_AS_FOLLOWS_RE.test(t) && TOP_LEVEL_RE.test(text[i + 1])) leadEnd[i] = false;
    else if (COLON_END_RE.test(t)) leadEnd[i] = true;
    else if (looksLikeHeading(t)) leadEnd[i] = false;
    else if (LEAD_END_RE.test(t)) leadEnd[i] = true;
    else if (i + 1 >= n || !item[i + 1] || t.length <= 30) leadEnd[i] = false;
    // (a numbered clause ends at the next clause's number, full stop or not: "... upon the sale of securities" in 6.2(c)
    // before "6.3 No Warranty" introduces nothing; an item introduced is numbered under the sentence's own clause)
    else if (clauseApart(sentences[i].section, sentences[i + 1].section)) leadEnd[i] = false;
    // an item whose sub-items follow in another numbering style ("5. ... shall not," then "(i) ...")
    else if (item[i]) leadEnd[i] = labelShape(t) !== labelShape(text[i + 1]) && !/\b(?:and|or)\s*$/.test(t);
    else leadEnd[i] = true;
  }
  // a sentence continuing an item in the same clause is a list member too
  const member = new Array<boolean>(n);
  for (let i = 0; i < n; i++) {
    member[i] = item[i] || (i > 0 && member[i - 1] && sentences[i - 1].clause_id === sentences[i].clause_id && !leadEnd[i - 1]);
  }
  const lead = new Array<number>(n).fill(-1);
  const listEnd = new Array<number>(n).fill(-1);
  const style = new Array<string>(n).fill('');
  for (let i = 0, prevItem = -1; i < n; i++) {
    if (!item[i]) continue;
    style[i] = labelShape(text[i], prevItem >= 0 ? text[prevItem] : '');
    prevItem = i;
  }
  for (let j = 0; j < n; j++) {
    if (!leadEnd[j] || j + 1 >= n || !item[j + 1]) continue;
    // the list runs over items numbered like its first one, the sub-items of a nested introduction,
    // and further sentences of an item; an item numbered otherwise (section "2." after "(a)"-"(c)") ends it
    const styles = new Set([style[j + 1]]);
    let k = j + 1;
    while (k < n && k - j <= LIST_MAX && member[k] && sentences[k].start - sentences[j].end < LEAD_MAX_SPAN) {
      if (item[k] && !styles.has(style[k])) {
        if (!leadEnd[k - 1]) break;
        styles.add(style[k]);
      }
      k++;
    }
    listEnd[j] = k;
  }
  // each member's lead is the innermost list it belongs to (a nested list's lead-in is itself a member of the outer list)
  for (let j = 0; j < n; j++) {
    if (listEnd[j] < 0) continue;
    for (let k = j + 1; k < listEnd[j]; k++) if (lead[k] < j) lead[k] = j;
  }
  return { lead, listEnd };
}

/**
 * The context of a text; `memo` records (or gives) the reading of pieces of text (memo.ts). `keep` false: the text's
 * segmentation is not memoised for other readers of the same text (segmentDetailed), as for a text built to verify a
 * redline (transientContext). `edits`: the edits that made `text` from the text the memo first read (the review's), a hint
 * of where the two are the same (checked there, segment.ts): the lines and clauses outside them are not read again.
 */
export function buildContext(text: string, memo?: TextMemo, keep = true, sides?: RoleLexicon, edits?: readonly { start: number; end: number; insert: string }[]): DocContext {
  const seg = segmentDetailed(text, memo, keep, edits);
  const plain = seg.plain;
  const rawText = seg.sentenceText?.raw ?? seg.sentences.map((s) => plain.slice(s.start, s.end));
  const { lead, listEnd } = listStructure(rawText, seg.sentences);
  // patterns are written for one form of a sentence (single spaces, counts words first): each sentence is read so (as-written.ts)
  let sentenceText = seg.sentenceText?.spaced ?? rawText.map(asWritten);
  // the cues read a sentence past the heading lines it opens with (the topic still reads them)
  let cueSentence = seg.sentenceText?.cue ?? rawText.map((r, i) => cueOf(r, sentenceText[i]));
  let pieces = sentenceIndex(seg);
  // a clause that names a term a schedule's row gives the value of is read with the value (schedule-values.ts): its
  // text then holds words its pieces do not, so every gate admits it, and the row is cited beside it
  const fills = scheduleFills(plain, rawText, sentenceText, cueSentence, memo);
  if (fills) {
    sentenceText = sentenceText.slice();
    cueSentence = cueSentence.slice();
    for (const [i, t] of fills.text) sentenceText[i] = t;
    for (const [i, t] of fills.cue) cueSentence[i] = t;
    pieces = pieces.admitting([...fills.text.keys()].sort((a, b) => a - b));
  }
  // the key terms and the parties' sides are read when first asked for: a text built to verify a redline
  // is often read by one check that needs neither
  let keyTerms: KeyTermsDetailed | undefined;
  let lex: RoleLexicon | undefined = sides;
  const ctx: DocContext = {
    text,
    plain,
    clauses: seg.clauses,
    sentences: seg.sentences,
    sentenceText,
    cueSentence,
    get keyTerms() {
      return (keyTerms ??= extractKeyTermsDetailed(text, memo, seg));
    },
    get lex() {
      // (only the parties of the key terms: read alone when the key terms are not read yet, as a context built to verify
      // a redline may not need them)
      return (lex ??= roleLexicon(keyTerms ? keyTerms.parties : openingParties(plain, memo), plain));
    },
    overrides: withUnmetOptions(withHeadingOverrides(findOverrides(sentenceText, pieces.spansWith(OVERRIDE_GATE), memo), sentenceText, seg.clauses, pieces.spansWith(OVERRIDE_GATE), memo), unmetOptionOverrides(rawText, seg.sentences, plain)),
    clauseById: new Map(seg.clauses.map((c) => [c.id, c])),
    lead,
    listEnd,
    pieces,
    filledFrom: fills?.rows,
    memo,
  };
  // (the parties' sides are read from the key terms' parties when those were read first, else from the opening's: the
  // key terms' parties are the opening's whenever the opening names any (extractKeyTermsDetailed reads them so, from the
  // same plain view, and looks elsewhere only when it names none); so once the sides or the key terms are read, or the
  // opening names a party, what the sides will be no longer depends on which check asks first: sidesSettled)
  let opening: boolean | undefined;
  settledProbe.set(ctx, () => lex !== undefined || keyTerms !== undefined || (opening ??= openingParties(plain, memo).length > 0));
  if (memo && edits) baseEdits.set(ctx, { base: null, edits });
  return ctx;
}

/**
 * Per context read through a memo: the edits that make its text from the memo's base, the review's own text (`base`:
 * null when the edits were given, the review's text for the review's own context, whose edits are none). See base-edits.ts.
 */
const baseEdits = new WeakMap<DocContext, { base: string | null; edits: readonly TextEdit[] }>();

/**
 * A context derived from `ctx` by `edits` (in ctx's offsets), read through its memo: built with the edits that make its
 * text from the memo's base where those are known (base-edits.ts), so that it is read afresh only where it differs from
 * the review's text; the same context as buildContext(text, ctx.memo) (segmentation checks what the edits say).
 */
function derivedContext(ctx: DocContext, text: string, edits: readonly TextEdit[]): DocContext {
  const known = ctx.memo ? baseEdits.get(ctx) : undefined;
  if (!known) return buildContext(text, ctx.memo);
  const base = known.base ?? baseText.get(ctx.memo!);
  const composed = base === undefined ? undefined : composeEdits(base, known.edits, ctx.text, edits, text);
  // (told to the tests' probe as a redline's verification context is: test/speed32.test.ts builds it again from scratch)
  contextsProbe()?.(text, ctx.memo!, composed);
  return buildContext(text, ctx.memo, true, undefined, composed);
}
/** The review's own text, by its memo (the base its redlines' edits are made to). */
const baseText = new WeakMap<TextMemo, string>();

const settledProbe = new WeakMap<DocContext, () => boolean>();

/**
 * Whether a context's readings no longer depend on the order its checks are read in: its parties' sides are read or
 * fixed (`lex` reads the key terms' parties when the key terms were read before it, else the opening's; the two are the
 * same when the opening names a party, and otherwise, until one of the two is read, the first check to ask decides),
 * and no override takes a whole section away (such a context reads
 * some checks again on a second context, `sectionsGone`'s, whose sides are read lazily too). The rest a context keeps
 * (its caches, the review's memo) is a function of the text and of what it is keyed by. False for a context not built
 * by buildContext. Redline verification reads only the checks it needs once this holds (redline.ts `assess`).
 */
export function sidesSettled(ctx: DocContext): boolean {
  return (settledProbe.get(ctx)?.() ?? false) && !ctx.overrides.some((o) => o.full);
}

/**
 * The context of a text read once to verify a redline and dropped: its segmentation is not kept (buildContext). `sides`:
 * the parties' sides to read it with, for an excerpt of a contract (the preamble and a clause), whose sides are the whole
 * contract's, not what the excerpt alone would tell. `edits`: see buildContext.
 */
export function transientContext(text: string, memo?: TextMemo, sides?: RoleLexicon, edits?: readonly { start: number; end: number; insert: string }[]): DocContext {
  return buildContext(text, memo, false, sides, edits);
}

export function citationOf(ctx: DocContext, s: { clause_id: string; start: number; end: number }): Citation {
  const clause = ctx.clauseById.get(s.clause_id);
  const c: Citation = { clause_id: s.clause_id, start: s.start, end: s.end, quote: ctx.text.slice(s.start, s.end) };
  if (clause?.section) c.section = clause.section;
  return c;
}

/**
 * The citations of a span of sentences, split around the page furniture a conversion ran into them (page-lines.ts
 * furnitureRuns: "... reasonable 22 Source: ACME CORP, 10-K, 3/1/2004 attorneys' fees ..."), so that no quote carries a
 * banner or a footer; each piece still a slice of the text. The span whole when it is nothing but furniture.
 */
export function citationsOf(ctx: DocContext, s: { clause_id: string; start: number; end: number }): Citation[] {
  // (read in the text as written: the plain view blanks a banner on a line of its own, which the quote would still carry)
  const runs = furnitureRuns(ctx.text, s.start, s.end);
  if (!runs.length) return [citationOf(ctx, s)];
  const out: Citation[] = [];
  let from = s.start;
  for (const [a, b] of [...runs, [s.end, s.end] as [number, number]]) {
    let x = from;
    let y = a;
    while (x < y && /\s/.test(ctx.plain.charAt(x))) x++;
    while (y > x && /\s/.test(ctx.plain.charAt(y - 1))) y--;
    if (/\p{L}{2}/u.test(ctx.plain.slice(x, y))) out.push(citationOf(ctx, { clause_id: s.clause_id, start: x, end: y }));
    from = b;
  }
  return out.length ? out : [citationOf(ctx, s)];
}

/** A sentence that ends by announcing the exceptions listed after it: "except as follows:", "save as follows:", "other than:". */
const EXCEPTIONS_LEAD_IN_RE = /\b(?:except|excepting|save|other\s+than)(?:\s+(?:as|in\s+the\s+(?:following\s+)?cases?|where|that))?(?:\s+(?:follows|set\s+(?:out|forth)\s+below|below|the\s+following))?\s*:\s*$/i;
/**
 * A sub-clause number at the head of a sentence ("8.2 The obligations in clause 8.1 end ...", "Section 12.2 Clause 12.1
 * does not apply ..."): the cues read the sentence past it, since its dot would stop a pattern that reads the whole
 * sentence (`^[^.;]*...`) before the sentence's first word. (Only a number with an inner dot: "4." alone is split off as
 * a heading already; the number stays in the sentence text, its citation and OPENS_CLAUSE_RE's reading.)
 */
const SUB_CLAUSE_NUMBER_RE = new RegExp(String.raw`^\s*(?:(?:section|clause|article)\s+)?${SUB_CLAUSE_NUMBER}\.?\s+(?=\S)`, 'i');
function pastSubClauseNumber(s: string): string {
  return s.replace(SUB_CLAUSE_NUMBER_RE, '');
}
/** A sentence that opens a numbered clause ("9.2.2 Any purported ..."): past a list's items. SUB_CLAUSE_NUMBER_RE's reading. */
const OPENS_CLAUSE_RE = SUB_CLAUSE_NUMBER_RE;

/**
 * A sentence read with what follows it in its clause and the clause's items ("3.1(a)" under "3.1"): up to eight sentences
 * and 2,000 characters, and not past a sentence that opens a numbered clause.
 */
function withItemsAfter(ctx: DocContext, i: number, own: string): string {
  const parts = [own];
  let length = own.length;
  for (let k = i + 1; k < ctx.sentences.length && k <= i + 8 && length < 2000; k++) {
    // (its clause, or an item of it on a line of its own: "3.1(a)" under "3.1")
    const inside = ctx.sentences[k].clause_id === ctx.sentences[i].clause_id || ctx.sentences[k].section.startsWith(`${ctx.sentences[i].section}(`);
    if (!inside || OPENS_CLAUSE_RE.test(ctx.cueSentence[k])) break;
    parts.push(ctx.cueSentence[k]);
    length += ctx.cueSentence[k].length + 1;
  }
  return parts.join(' ');
}

function anyMatch(res: RegExp[], s: string): boolean {
  for (const re of res) if (re.test(s)) return true;
  return false;
}

/**
 * "As between Provider and Customer," (or the parties' names): "as between the parties", which is what it says; read
 * so, the role words in it are not taken for a subject ("As between Customer and Provider, Provider owns ...").
 */
const AS_BETWEEN_RE = new RegExp(String.raw`\bas between (?:the )?(?:${[...CUSTOMER_ROLE_WORDS, ...PROVIDER_ROLE_WORDS, 'Company', 'Distributor', 'Reseller'].join('|')})\b,? and (?:the )?(?:${[...CUSTOMER_ROLE_WORDS, ...PROVIDER_ROLE_WORDS, 'Company', 'Distributor', 'Reseller'].join('|')})\b`, 'gi');

/** A sentence as a check's patterns read it: the parties' own names in the check's role words (see roleWordsOf). */
function inCheckRoles(t: string, ctx: DocContext, c: Compiled): string {
  let byRoles = rolesReaders.get(ctx);
  if (!byRoles) rolesReaders.set(ctx, (byRoles = new Map()));
  let read = byRoles.get(c.rolesKey);
  if (!read) byRoles.set(c.rolesKey, (read = rolesReader(ctx, c)));
  return read(t);
}

/** Per context and role words (rolesKey): how inCheckRoles reads a text. */
const rolesReaders = new WeakMap<DocContext, Map<string, (t: string) => string>>();

/**
 * A text in a check's role words, kept in the review's memo by the text: the result is a function of the text, the
 * parties' names with the side of each (`lex.named`, `lex.sideOfName`) and the role words alone, and those are the
 * memo's scope, so a verifying context whose parties read otherwise finds nothing kept and reads afresh.
 */
function rolesReader(ctx: DocContext, c: Compiled): (t: string) => string {
  const lex = ctx.lex;
  const roles = c.roles;
  const read = (t: string) => asBetweenParties(inRoleWords(t, lex, roles));
  if (!ctx.memo || !lex.named) return read;
  const sides = [...lex.sideOfName].map(([name, side]) => `${name}\u0001${side}`).join('\u0002');
  const kept = ctx.memo.lookup<string>(rolesReader, `${c.rolesKey}\u0000${lex.named.source}\u0000${sides}`);
  return (t) => kept(t, () => read(t));
}

const asBetweenParties = (t: string): string => (/\bas between\b/i.test(t) ? t.replace(AS_BETWEEN_RE, 'as between the parties') : t);

/** Sentence i as inCheckRoles reads it, the parties' names put in by the context's cache (a sentence naming none is as it stands). */
function inCheckRolesAt(ctx: DocContext, c: Compiled, i: number): string {
  if (namedSentences(ctx).marks[i]) return sentenceAsRead(ctx, c, i, 'full');
  const between = sentencesWith(ctx, AS_BETWEEN_GATE);
  return !between || between[i] ? asBetweenParties(ctx.sentenceText[i]) : ctx.sentenceText[i];
}

/**
 * The customer's way out of a change, in the sentence after the one that allows it (way_out_next): the sentence refers to
 * the change ("the offer", "any revision", "such increase", "a variation", "the new prices") and gives the customer side
 * a right to end the agreement or to refuse the change ("may decide ... to prolong or terminate", "may terminate this
 * Agreement", "may reject", "does not accept ..., it may end"). WAY_OUT_GATE_RE is its cheap test.
 */
const WAY_OUT_GATE_RE = /\b(?:terminat|cancel|end\b|reject|refuse|decline|object)/i;
const CHANGE_REF = String.raw`\b(?:the|any|such|each|a|that|this|every)\s+(?:new\s+|revised\s+|proposed\s+)?(?:offer|revision|increase|change|variation|adjustment|amendment|modification|new\s+(?:prices?|fees?|charges?|rates?|terms?))s?\b|\bnew\s+(?:prices?|fees?|charges?|rates?|offer)\b`;
const WAY_OUT_OF_THE_CHANGE_RE = new RegExp(String.raw`^(?=[\s\S]*${CHANGE_REF})[\s\S]*\b(?:customer|client|licensee|subscriber|buyer|purchaser|it|they)\b(?:(?!\b(?:provider|supplier|vendor|licensor|contractor)\b)[^.;]){0,80}?\b(?:may|can|(?:is|shall\s+be|will\s+be)\s+entitled\s+to|(?:has|shall\s+have|will\s+have)\s+the\s+right\s+to)\s+(?:(?:then|instead|either|decide|elect|choose)\s+|within\s+[^.;]{0,40}?\s+(?:to\s+)?|(?:to|whether\s+to)\s+)*(?:(?:\w+\s+(?:or|and)\s+)?(?:terminat\w*|cancel\w*|end|reject|refuse|decline|object\s+to))\b`, 'i');


/**
 * Per context: the sentences that name a party whose side is known by its own name ("Granite", not "Landlord"), as a
 * list and as marks, and each such sentence in the role words of each pair a check asks for (full and past its headings).
 */
interface NamedSentences { list: number[]; marks: Uint8Array; worded: Map<string, { full: string[]; body: string[] }> }
const namedCache = new WeakMap<DocContext, NamedSentences>();

function namedSentences(ctx: DocContext): NamedSentences {
  let out = namedCache.get(ctx);
  if (!out) {
    const named = ctx.lex.named;
    out = { list: [], marks: new Uint8Array(ctx.sentenceText.length), worded: new Map() };
    if (named) {
      const test = new RegExp(named.source, 'i');
      // (a function of the sentence and the names alone: kept by the review's memo, so that the texts built to verify
      // redlines look their sentences up)
      const kept = ctx.memo?.lookup<boolean>(namedSentences, named.source);
      ctx.sentenceText.forEach((t, i) => { if (kept ? kept(t, () => test.test(t)) : test.test(t)) { out!.list.push(i); out!.marks[i] = 1; } });
    }
    namedCache.set(ctx, out);
  }
  return out;
}

const NONE_NAMED = new Uint8Array(0);

/** Sentence i as check c reads it: in its role words when it names a party by name, else as it stands. */
function sentenceAsRead(ctx: DocContext, c: Compiled, i: number, part: 'full' | 'body'): string {
  const own = part === 'full' ? ctx.sentenceText[i] : ctx.cueSentence[i];
  const named = namedSentences(ctx);
  if (!named.marks[i]) return own;
  let w = named.worded.get(c.rolesKey);
  if (!w) named.worded.set(c.rolesKey, (w = { full: [], body: [] }));
  return (w[part][i] ??= inCheckRoles(own, ctx, c));
}

/** Per context: for a gate, which sentences hold one of its pieces (null: any may). */
const gateMarks = new WeakMap<DocContext, Map<Gate, Uint8Array | null>>();

function sentencesWith(ctx: DocContext, gate: Gate): Uint8Array | null {
  let byGate = gateMarks.get(ctx);
  if (!byGate) gateMarks.set(ctx, (byGate = new Map()));
  let marks = byGate.get(gate);
  if (marks === undefined) {
    marks = ctx.pieces.marksWith(gate);
    byGate.set(gate, marks);
  }
  return marks;
}

/**
 * anyMatch of cue patterns on the cue text of sentence i (its list's lead-in, itself and `window - 1` sentences
 * after it, joined by spaces): a pattern runs only when one of those sentences holds one of its gate's pieces
 * (`gateMarks[k]`: the sentences holding one of pattern k's, sentencesWith, kept there when first found).
 * A word of the joined text lies inside one sentence, so this skips only patterns that cannot match (gate.ts).
 */
function anyGated(ctx: DocContext, res: RegExp[], gates: (Gate[] | null)[], gateMarks: ((Uint8Array | null)[] | undefined)[], i: number, window: number, text: string): boolean {
  for (let k = 0; k < res.length; k++) {
    const sets = gates[k];
    if (!sets) {
      if (res[k].test(text)) return true;
      continue;
    }
    // (the marks of each of the pattern's gates, found when first needed and kept for the evaluation)
    let marks = gateMarks[k];
    if (marks === undefined) marks = gateMarks[k] = sets.map((g) => sentencesWith(ctx, g));
    // every gate met by the lead-in, the sentence or one of the `window - 1` after it (the spans of the cue text)
    let may = true;
    for (let g = 0; may && g < marks.length; g++) if (marks[g]) may = metAround(ctx, marks[g]!, i, window);
    if (may && res[k].test(text)) return true;
  }
  return false;
}

/** anyMatch on sentence i's own text, skipping the patterns whose gate (spanGateFor) the sentence does not meet. */
function anySpanGated(ctx: DocContext, res: RegExp[], gates: (Gate | null)[], gateMarks: (Uint8Array | null | undefined)[], i: number, text: string): boolean {
  for (let k = 0; k < res.length; k++) {
    const gate = gates[k];
    if (gate) {
      let marks = gateMarks[k];
      if (marks === undefined) marks = gateMarks[k] = sentencesWith(ctx, gate);
      if (marks && marks[i] !== 1) continue;
    }
    if (res[k].test(text)) return true;
  }
  return false;
}

/** Whether sentence i, its list's lead-in or one of the `window - 1` sentences after it is marked. */
function metAround(ctx: DocContext, marks: Uint8Array, i: number, window: number): boolean {
  if (marks[i] === 1 || (ctx.lead[i] >= 0 && marks[ctx.lead[i]] === 1)) return true;
  for (let w = 1; w < window && i + w < marks.length; w++) if (marks[i + w] === 1) return true;
  return false;
}

export interface CheckEvaluation {
  outcome: CheckOutcome;
  position: Position;
  evidence: Citation[];
  /** Sentence indexes of the evidence, best first. */
  sentenceIdx: number[];
  /** What is wrong, in a lawyer's words, when the evaluation found something specific (issue title). */
  note?: string;
  /** The sentences the rules read: on the topic, with a cue for entailment, with a cue for contradiction (learned/nli.ts reads them). */
  cues?: { topic: number[]; entail: number[]; contradict: number[] };
  /** The sentences elsewhere that override what the check found (an override pattern, a sentence that disapplies its
   * section), when one does: a redline strikes them (redline.ts). */
  overriddenBy?: number[];
  /** Set when the reading is of a clause the learned locator found (learned/locator.ts): its clause type, clause and score. */
  located?: { clause_type: string; clause_id: string; score: number };
  /** What the located clause says, where it is a key term too: the governing law's jurisdiction, by name. */
  locatedValue?: { key: 'governing_law'; value: string };
  /** Where the governing law is the other side's home (`home_side`): our side's home country, which a redline names. */
  homeLaw?: string;
  /** Of a liability cap read in months of fees ("the fees paid in the three months before the claim"): the smallest. */
  capMonths?: number;
  /** Set when the learned position reader (learned/position.ts) overrode the rules' position: its probability of an issue. */
  learned?: { issue_probability: number };
  /** The sentence of the definition that takes the clause away (`reads_definitions`), when one does. */
  definedBy?: number;
  /** Missing, and the evidence is a promise running the wrong way (`detection.one_way`): the note quotes it. */
  oneWay?: true;
  /** The sentences an unacceptable position rests on where they are not its contradicting cues (a right found whose
   * notice is beyond the tiers: the sentences stating that notice), for the issue to quote. */
  causes?: number[];
}

/**
 * The sentences that may match a check's topic (ascending; null: any may): those holding what one of its patterns needs
 * (a sentence matches the alternation when it matches one of them), else those holding one of the alternation's pieces.
 */
function topicCandidates(ctx: DocContext, c: Compiled): number[] | null {
  if (!c.topicSpanGates) return ctx.pieces.spansWith(c.topicGate);
  let out: number[] = [];
  for (const g of c.topicSpanGates) {
    const with_ = ctx.pieces.spansWith(g);
    if (!with_) return ctx.pieces.spansWith(c.topicGate);
    out = mergeSorted(out, with_);
  }
  return out;
}

/**
 * Evaluate one check against a document. With `cite` false the outcome, position and note are the same but no
 * evidence is gathered (`evidence` and `sentenceIdx` are empty): what verifying a redline needs of most checks.
 */
export function evaluateCheck(check: PlaybookCheck, ctx: DocContext, cite = true): CheckEvaluation {
  const ev = evaluateRules(check, ctx, cite);
  const gone = ctx.overrides.length && !ev.overriddenBy ? withSectionsGone(ctx, check, ev, cite) : ev;
  const read = asAmended(ctx, check, withDefinitionsRead(ctx, check, withPrevailingDocument(ctx, check, gone, cite), cite), cite);
  return oneWay(check, ctx, notApplicable(check, ctx, check.detection?.reads_definitions ? readDefinitions(ctx, check, read, cite) : read));
}

/** Every built-in check's suggested language, as contract-facts.ts compares sentences with it; built once. */
let ownShapes: OwnLanguage | null = null;
function ownLanguage(): OwnLanguage {
  return (ownShapes ??= ownLanguageOf(builtInChecksShared().map((c) => c.suggested_language ?? '')));
}

/**
 * A check whose term the contract has no use for (`detection.needs`, a fact about what the contract creates that the
 * document shows no sign of) and that found nothing is not applicable: `not_mentioned`, `acceptable`, no issue, noted.
 * Only a term found missing is excused: a term the contract states, and an adverse one above all, is judged as it is.
 */
function notApplicable(check: PlaybookCheck, ctx: DocContext, ev: CheckEvaluation): CheckEvaluation {
  const needs = check.detection?.needs;
  if (!needs || ev.outcome !== 'not_mentioned' || ev.position !== 'missing' || hasFact(ctx, ctx.plain, needs, ownLanguage)) return ev;
  return { ...uncited('not_mentioned', 'acceptable'), note: NOT_APPLICABLE_NOTE[needs] };
}

/**
 * A check found missing whose promise the contract gives the other way (`detection.one_way`: the customer side
 * indemnifies the provider and gets no indemnity back): the worse case, said in the issue (`problem.one_way`) with the
 * sentences that give it cited. The position stays the check's.
 */
function oneWay(check: PlaybookCheck, ctx: DocContext, ev: CheckEvaluation): CheckEvaluation {
  const d = check.detection;
  if (!d?.one_way || ev.outcome !== 'not_mentioned' || ev.position !== 'missing' || ev.note) return ev;
  let re = oneWayRes.get(d);
  if (!re) oneWayRes.set(d, (re = new RegExp(asCompiled(d.one_way), 'i')));
  const c = compile(d);
  const idx: number[] = [];
  for (let i = 0; i < ctx.cueSentence.length && idx.length < 2; i++) if (ONE_WAY_GATE_RE.test(ctx.cueSentence[i]) && re.test(sentenceAsRead(ctx, c, i, 'body'))) idx.push(i);
  if (!idx.length) return ev;
  return { ...ev, evidence: idx.flatMap((i) => citationsOf(ctx, ctx.sentences[i])), sentenceIdx: idx, note: d.problem?.one_way ?? d.problem?.missing, oneWay: true };
}
const oneWayRes = new WeakMap<CheckDetection, RegExp>();
/** Cheap test before a check's `one_way` pattern: the words of a promise to indemnify. */
const ONE_WAY_GATE_RE = /indemni|harmless/i;

/**
 * The clauses a later clause takes away ("Clause 7 shall not apply", "Clause 7 is deleted", "In place of clause 7,
 * ...", "Notwithstanding clause 7, neither party shall be bound by it"), wherever that clause stands (a Special
 * Condition, an Order Form, a Rider): the sentences of each section an override names, outside the override's own
 * clause (a sub-number "7.2" inside clause 7's text counts, as inSection reads it). Kept per context.
 */
const goneMemo = new WeakMap<DocContext, { gone: Map<number, number>; without: DocContext | null }>();
function sectionsGone(ctx: DocContext): { gone: Map<number, number>; without: () => DocContext } {
  let g = goneMemo.get(ctx);
  if (!g) {
    const gone = new Map<number, number>();
    // (only an override of whole sections takes any away: most documents' overrides are of other kinds)
    const full = ctx.overrides.filter((x) => x.full);
    for (let i = 0; full.length && i < ctx.sentences.length; i++) {
      const clause = ctx.clauseById.get(ctx.sentences[i].clause_id);
      if (!clause) continue;
      const o = full.find((x) => x.sentence !== i && ctx.sentences[x.sentence].clause_id !== clause.id && x.sections.some((ref) => inSection(clause, ref, ctx.sentenceText[i])));
      if (o) gone.set(i, o.sentence);
    }
    g = { gone, without: null };
    goneMemo.set(ctx, g);
  }
  const kept = g;
  return {
    gone: kept.gone,
    // the document as it reads with those sentences blanked out (same offsets, lines kept), built when first asked for
    // (and the sentences that do nothing but take them away: "Clause 4 (Audit) is deleted" says nothing of audits)
    without: () => {
      if (kept.without) return kept.without;
      const { text, edits } = blankedSentences(ctx, [...kept.gone.keys(), ...ctx.overrides.filter((o) => o.bare && [...kept.gone.values()].includes(o.sentence)).map((o) => o.sentence)]);
      return (kept.without = derivedContext(ctx, text, edits));
    },
  };
}

/**
 * The overrides with those the document's order form makes (unmet-options.ts: a clause that applies only on an option the
 * form shows as not taken), one per sentence: an option's row that also stands in an override read otherwise adds its
 * sections to it.
 */
function withUnmetOptions(overrides: Override[], unmet: Override[]): Override[] {
  if (!unmet.length) return overrides;
  const out = overrides.slice();
  for (const u of unmet) {
    const k = out.findIndex((o) => o.sentence === u.sentence);
    if (k < 0) out.push(u);
    else out[k] = { ...out[k], sections: [...new Set([...out[k].sections, ...u.sections])], full: true };
  }
  return out.sort((a, b) => a.sentence - b.sentence);
}

/**
 * The document read with the meaning of its short definitions written beside each use of the term (session 29,
 * device29): '"Charges" means the one-off onboarding charge of AUD 300' makes "limited to the Charges" a cap of AUD 300;
 * '"Default Event" means ... or any person acquires control of the Licensee' makes "may terminate if a Default Event
 * occurs" a termination on a change of control. Built once per document, where it defines a term with "means" or
 * "includes" in a few words (a definition of a paragraph is a clause of its own, read where it stands) and uses it
 * elsewhere; `changed` are the sentences a meaning was written into, `orig` maps the new text's sentence starts back.
 */
interface Edit { at: number; insert: string; sentence: number; def: number }
interface Inlined { ctx: DocContext; changed: Set<number>; orig: Map<number, number>; defOf: Map<number, number> }
const editsMemo = new WeakMap<DocContext, { edits: Edit[]; used: Set<number> } | null>();
const inlinedMemo = new WeakMap<DocContext, Inlined | null>();
const MEANS_RE = /^\W*(?:\*\*|__)?["“]?\s*([^"”]+?)\s*["”]?(?:\*\*|__)?\s*[:,]?\s*(?:shall\s+|will\s+)?(?:means?|includes?|shall\s+include)\s+([\s\S]+)$/;
const INLINE_MAX = 260;
/** A definition of who counts as a person ("an individual, a corporation, partnership ..."): vocabulary, not a measure. */
const WHO_COUNTS_RE = /\b(?:individual|natural\s+person)s?\b[^;]{0,80}\b(?:corporations?|compan(?:y|ies)|partnerships?|entit(?:y|ies)|organi[sz]ations?)\b/i;
/** A term used in more sentences than this is the contract's vocabulary, read as such where it stands. */
const INLINE_MAX_USES = 8;

/** Where the meanings would be written (the sentences that use a short definition's term), read without building a text. */
function definitionEdits(ctx: DocContext): { edits: Edit[]; used: Set<number> } | null {
  if (editsMemo.has(ctx)) return editsMemo.get(ctx)!;
  const meanings: { term: string; body: string; sentence: number }[] = [];
  for (const d of definitionsIn(ctx)) {
    const m = MEANS_RE.exec(d.text.trim());
    if (!m || m[1] !== d.term) continue;
    const body = m[2].replace(/[\s;.,]+$/, '').replace(/\.\s+/g, '; ').replace(/\s+/g, ' ');
    if (body.length < 8 || body.length > INLINE_MAX || /["“]/.test(body) || WHO_COUNTS_RE.test(body)) continue;
    meanings.push({ term: d.term, body, sentence: d.sentence });
  }
  const edits: Edit[] = [];
  for (const x of meanings) {
    const re = new RegExp(String.raw`(?<![\w"“])${x.term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\w"”])`);
    let uses = 0;
    const before = edits.length;
    for (let i = 0; i < ctx.sentences.length && uses <= INLINE_MAX_USES; i++) {
      if (i === x.sentence || ctx.lead[i] === x.sentence) continue;
      const s = ctx.sentences[i];
      const t = ctx.plain.slice(s.start, s.end);
      const u = re.exec(t);
      if (!u || opensDefinition(t)) continue;
      edits.push({ at: s.start + u.index + u[0].length, insert: ` (meaning ${x.body})`, sentence: i, def: x.sentence });
      uses++;
    }
    if (uses > INLINE_MAX_USES) edits.length = before;
  }
  const out = edits.length ? { edits: edits.sort((a, b) => a.at - b.at), used: new Set(edits.map((e) => e.sentence)) } : null;
  editsMemo.set(ctx, out);
  return out;
}

/** The document with the meanings written in (definitionEdits), built when a check first needs it. */
function definitionsInlined(ctx: DocContext, found: { edits: Edit[] }): Inlined | null {
  if (inlinedMemo.has(ctx)) return inlinedMemo.get(ctx)!;
  let out: Inlined | null = null;
  let text = '';
  let from = 0;
  const shiftAt: { at: number; by: number }[] = [];
  let by = 0;
  for (const e of found.edits) {
    text += ctx.text.slice(from, e.at) + e.insert;
    from = e.at;
    by += e.insert.length;
    shiftAt.push({ at: e.at, by });
  }
  text += ctx.text.slice(from);
  const shifted = (pos: number) => { let b = 0; for (const s of shiftAt) { if (s.at <= pos) b = s.by; else break; } return pos + b; };
  const orig = new Map<number, number>(ctx.sentences.map((s, i) => [shifted(s.start), i]));
  // (built as a redline's text is, from the review's own with these insertions: the lines outside them are not read again)
  const other = transientContext(text, ctx.memo, undefined, found.edits.map((e) => ({ start: e.at, end: e.at, insert: e.insert })));
  const changed = new Set<number>();
  const defOf = new Map<number, number>();
  const startOf = new Map(other.sentences.map((s, j) => [s.start, j]));
  for (const e of found.edits) {
    const j = startOf.get(shifted(ctx.sentences[e.sentence].start));
    if (j !== undefined) { changed.add(j); defOf.set(e.sentence, e.def); }
  }
  if (changed.size) out = { ctx: other, changed, orig, defOf };
  inlinedMemo.set(ctx, out);
  return out;
}

/**
 * A check read with the document's short definitions written beside their uses (definitionsInlined): where the clause
 * it reads takes its hurt from what a term it uses is defined to be, and the check found none, it is read again on that
 * text; an adverse reading there, citing a sentence a meaning was written into, is the reading, citing the definition
 * with it. Only an issue gained: a definition that makes a term fair changes nothing. Any check, any playbook.
 */
function withDefinitionsRead(ctx: DocContext, check: PlaybookCheck, ev: CheckEvaluation, cite: boolean): CheckEvaluation {
  // (a term the check found and judged at its fallback was judged with its own quantities: kept as judged; the lawyer-read
  // suite's Ledgerline subscription read its twelve-month renewals, defined, as worse than the acceptable they are)
  if (hasIssue(ev) || !check.detection || (ev.outcome !== 'not_mentioned' && ev.position === 'acceptable')) return ev;
  const found = definitionEdits(ctx);
  if (!found) return ev;
  // (read again only where a sentence a meaning would be written into is on the check's topic by its own words: the
  // definition decides how it reads, not what it is about; a grant whose defined object mentions an audit is no audit
  // clause)
  const own = topicCandidates(ctx, compile(check.detection));
  if (own && !own.some((i) => found.used.has(i))) return ev;

  const inl = definitionsInlined(ctx, found);
  if (!inl) return ev;
  let after = evaluateRules(check, inl.ctx, cite);
  if (!hasIssue(after) || after.outcome === 'not_mentioned' || after.position !== 'unacceptable') return ev;
  // (the reading must cite a sentence a meaning was written into: read with its sentences even when not citing)
  if (!cite) after = evaluateRules(check, inl.ctx, true);
  if (!after.sentenceIdx.some((j) => inl.changed.has(j))) return ev;
  const seeds = after.sentenceIdx.map((j) => inl.orig.get(inl.ctx.sentences[j].start)).filter((i): i is number => i !== undefined);
  const defs = [...new Set(seeds.filter((i) => !own || own.includes(i)).map((i) => inl.defOf.get(i)).filter((i): i is number => i !== undefined))];
  if (!defs.length) return ev;
  const out = cite ? withEvidence(ctx, after.outcome, after.position, [...seeds, ...defs], (check.detection.max_evidence ?? 8) + defs.length) : uncited(after.outcome, after.position);
  out.note = `Read with the definition of a term the clause uses: ${lcFirst(after.note ?? check.detection.problem?.unacceptable ?? check.title)}`;
  out.cues = ev.cues;
  return out;
}

/** The sentences that rank another document of the contract above its clauses (precedence.ts), kept per context. */
const rankingMemo = new WeakMap<DocContext, { at: number; name: RegExp }[]>();
function rankingSentences(ctx: DocContext): { at: number; name: RegExp }[] {
  let out = rankingMemo.get(ctx);
  if (!out) {
    out = [];
    if (PREVAILS_GATE_RE.test(ctx.plain)) {
      for (let i = 0; i < ctx.sentenceText.length; i++) {
        const name = documentRankedAbove(ctx.sentenceText[i]);
        if (name) out.push({ at: i, name });
      }
    }
    rankingMemo.set(ctx, out);
  }
  return out;
}

/**
 * Whether sentence i stands in a document a ranking sentence names: it names the document itself ("this Statement of
 * Work ... is governed by"), or a short heading line naming it stands before it ("WORK ORDER 1", "LETTER OF APPOINTMENT
 * (attached)", "# Order Form and Terms") with none of the clauses `body` between.
 */
function inRankedDocument(ctx: DocContext, i: number, names: RegExp[], body: Set<string>): boolean {
  const named = (t: string) => names.some((re) => re.test(t));
  if (named(ctx.sentenceText[i])) return true;
  for (let k = i - 1; k >= 0 && k >= i - 12; k--) {
    if (body.has(ctx.sentences[k].clause_id)) return false;
    const t = ctx.sentenceText[k];
    if (t.split(/\s+/).length <= 12 && named(t)) return true;
  }
  return false;
}

/**
 * A check read where the contract ranks another document (a statement of work, an order form, a letter, schedule notes)
 * above its clauses: the clauses the check read in the contract's numbered body are read as giving way to that
 * document. The check is read again with them blanked; where the rest of the document still states the term (not
 * "not mentioned") and states it adversely, that is the reading, citing the clause that gives the document precedence,
 * the term it states and the clause it displaces. Only an adverse term gained: a document silent on the term, or agreeing
 * with the clause, leaves the reading as it was. Any check, any playbook.
 */
function withPrevailingDocument(ctx: DocContext, check: PlaybookCheck, ev: CheckEvaluation, cite: boolean): CheckEvaluation {
  if (hasIssue(ev) || ev.outcome === 'not_mentioned' || !ev.sentenceIdx.length) return ev;
  const ranking = rankingSentences(ctx);
  if (!ranking.length) return ev;
  const rankingClauses = new Set(ranking.map((r) => ctx.sentences[r.at].clause_id));
  const names = ranking.map((r) => r.name);
  // (the clauses of the contract's body the check read: numbered sections, not the clause that ranks the document, nor
  // one in the ranked document itself)
  const body = ev.sentenceIdx.filter((i) => /^\d/.test(ctx.sentences[i].section) && !rankingClauses.has(ctx.sentences[i].clause_id) && !names.some((re) => re.test(ctx.sentenceText[i])));
  if (!body.length) return ev;
  const bodyClauses = new Set(body.map((i) => ctx.sentences[i].clause_id));
  const blank = ctx.sentences.map((_, i) => i).filter((i) => bodyClauses.has(ctx.sentences[i].clause_id));
  const blanked = blankedSentences(ctx, blank);
  const other = derivedContext(ctx, blanked.text, blanked.edits);
  let after = evaluateRules(check, other, cite);
  if (!hasIssue(after) || after.outcome === 'not_mentioned' || after.position !== 'unacceptable') return ev;
  // (where the adverse term stands decides: read with its sentences even when not citing, so both readings agree)
  if (!cite) after = evaluateRules(check, other, true);
  const at = new Map(ctx.sentences.map((x, i) => [x.start, i]));
  const seeds = after.sentenceIdx.map((j) => at.get(other.sentences[j].start)).filter((i): i is number => i !== undefined && !blank.includes(i));
  // (the adverse term must stand in the ranked document, not elsewhere in the body)
  if (!seeds.some((i) => inRankedDocument(ctx, i, names, bodyClauses))) return ev;
  const out = cite ? withEvidence(ctx, after.outcome, after.position, [...seeds, ranking[0].at, ...body], (check.detection?.max_evidence ?? 8) + 2) : uncited(after.outcome, after.position);
  out.note = `A document the contract ranks above its clauses states this term otherwise than the clause read: ${lcFirst(after.note ?? check.detection?.problem?.unacceptable ?? check.title)}`;
  out.cues = ev.cues;
  return out;
}

/** The overrides by number, with those of sections named by their heading (headingOverrides) that name none by number. */
function withHeadingOverrides(byNumber: Override[], sentenceText: string[], clauses: Clause[], candidates: number[] | null, memo?: TextMemo): Override[] {
  // (the heading a sentence takes away is read from its text alone: kept by the review's memo, so that the texts built
  // to verify redlines look their sentences up)
  const kept = memo?.lookup<ReturnType<typeof disappliedHeading>>(disappliedHeading);
  const heading = kept ? (t: string) => kept(t, () => disappliedHeading(t)) : disappliedHeading;
  const byHeading = headingOverrides(sentenceText, clauses, candidates, heading).filter((o) => !byNumber.some((x) => x.sentence === o.sentence));
  return byHeading.length ? [...byNumber, ...byHeading].sort((a, b) => a.sentence - b.sentence) : byNumber;
}

/** The text with the given sentences' characters made spaces (line breaks kept, so offsets and lines stay), with the edits that make it. */
function blankedSentences(ctx: DocContext, idx: number[]): { text: string; edits: TextEdit[] } {
  // (offsets are UTF-16 code units: blank by code unit, as the pattern without the u flag does; the text between the
  // sentences is sliced as it is, not copied character by character)
  const text = ctx.text;
  const ranges = idx.map((i) => ctx.sentences[i]).sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  const edits: TextEdit[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    const from = Math.max(start, at);
    if (end <= from) continue;
    const insert = text.slice(from, end).replace(NOT_A_LINE_BREAK_RE, ' ');
    parts.push(text.slice(at, from), insert);
    edits.push({ start: from, end, insert });
    at = end;
  }
  parts.push(text.slice(at));
  return { text: parts.join(''), edits };
}
const NOT_A_LINE_BREAK_RE = /[^\n\r]/g;

const hasIssue = (ev: CheckEvaluation) => ev.position === 'unacceptable' || ev.position === 'missing';

/**
 * A check read with the clauses taken away by a later clause read as gone: where what it read lies in such a clause,
 * it is read again on the document without them. A protection that is gone raises the issue its absence would (as a
 * clause overridden: contradicted, unacceptable, citing the clause that takes it away and the clause taken away); an
 * adverse term that is gone no longer raises one. Any check, any playbook: no check's wording is involved.
 */
function withSectionsGone(ctx: DocContext, check: PlaybookCheck, ev: CheckEvaluation, cite: boolean): CheckEvaluation {
  // (only a section taken away whole: one disapplied "to the Customer" is read by the checks it concerns, as it was)
  const { gone, without } = sectionsGone(ctx);
  if (!gone.size) return ev;
  const read = [...ev.sentenceIdx, ...(ev.cues ? [...ev.cues.entail, ...ev.cues.contradict, ...ev.cues.topic] : [])];
  if (!read.some((i) => gone.has(i))) return ev;
  const other = without();
  const after = evaluateRules(check, other, cite);
  if (hasIssue(after) === hasIssue(ev)) return ev;
  if (hasIssue(ev)) {
    // an adverse term gone: the reading without it, cited in this document's own sentences and clauses (the text
    // without it may be segmented otherwise), by where its sentences start
    const at = new Map(ctx.sentences.map((x, i) => [x.start, i]));
    const seeds = after.sentenceIdx.map((j) => at.get(other.sentences[j].start)).filter((i): i is number => i !== undefined);
    const out = cite ? withEvidence(ctx, after.outcome, after.position, seeds, check.detection?.max_evidence ?? 8) : uncited(after.outcome, after.position);
    if (after.note) out.note = after.note;
    return out;
  }
  const by = [...new Set(read.filter((i) => gone.has(i)).map((i) => gone.get(i)!))];
  const taken = read.filter((i) => gone.has(i));
  const sections = [...new Set(by.flatMap((i) => ctx.overrides.find((o) => o.sentence === i)!.sections))];
  const out = cite ? withEvidence(ctx, 'contradicted', 'unacceptable', [...by, ...taken], (check.detection?.max_evidence ?? 8) + by.length) : uncited('contradicted', 'unacceptable');
  out.note = `${sections.length > 1 ? 'Sections' : 'Section'} ${sections.join(', ')} ${sections.length > 1 ? 'are' : 'is'} disapplied elsewhere in the contract, which removes: ${lcFirst(check.title)}`;
  out.overriddenBy = by;
  out.cues = ev.cues;
  return out;
}

/**
 * The amendments of a document (amendments.ts), read once: the sentences that change quoted words of a clause, the text
 * as they amend it (each amending sentence blanked: its words are applied in place), and the sentences that prevail over
 * a clause they name ("Notwithstanding clause 6, ..."). Gated by cheap literals: most documents have neither.
 */
interface Amended {
  words: WordAmendment[];
  /** The sentences the word amendments change, and the amending sentences. */
  touched: Set<number>;
  amended: () => { ctx: DocContext; back: (at: number) => number } | null;
  prevail: Prevailing[];
}
const amendedMemo = new WeakMap<DocContext, Amended>();
/** The words of a later sentence that sweeps a clause aside rather than adjusting it (asAmended). */
const SWEEPING_RE = /\b(?:for\s+any\s+(?:purpose|reason)|by\s+any\s+means|(?:as|whatever|whoever|whichever|any\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:it|they|we|he|she)\s+(?:chooses?|thinks?\s+fit|sees?\s+fit|decides?|wish(?:es)?)|in\s+(?:its|their|our)\s+(?:sole|absolute|unfettered)\s+discretion|in\s+any\s+circumstances|under\s+no\s+circumstances|even\s+(?:with|to)\b|gives?\s+no\b|nothing\s+in\s+(?:this|these|the)\s+(?:[\w-]+\s+){0,2}?(?:prevents?|restricts?|limits?|stops?|shall\s+(?:prevent|restrict|limit))|do(?:es)?\s+not\s+apply\s+to\s+(?:any\s+)?claims?\s+(?:against|by))/i;
/** The opening that names the clause prevailed over, so that the check's topic is tested on what the sentence says. */
const PREVAIL_OPENING_RE = /^[^,]{0,120}?\b(?:notwithstanding|despite)\b[^,]{0,120},\s*/i;
const AMEND_LITERAL_RE = /["“][^"“”\n]{2,400}["”]/;
const AMEND_VERB_RE = /\b(?:delet|omit|struck|strik|remov|replac|substitut|insert|add)/i;
function amendmentsOf(ctx: DocContext): Amended {
  let a = amendedMemo.get(ctx);
  if (a) return a;
  const words = AMEND_LITERAL_RE.test(ctx.plain) && AMEND_VERB_RE.test(ctx.plain) ? wordAmendments(ctx.plain, ctx.sentences, ctx.clauseById, ctx.memo) : [];
  const touched = new Set<number>();
  for (const w of words) {
    touched.add(w.sentence);
    for (const e of w.edits) for (let i = 0; i < ctx.sentences.length; i++) if (ctx.sentences[i].start <= e.end && ctx.sentences[i].end >= e.start) touched.add(i);
  }
  let built: { ctx: DocContext; back: (at: number) => number } | null | undefined;
  // (prevailing finds the word's places in one pass itself: none, no sentence read)
  const prevail = ctx.plain ? prevailing(ctx.cueSentence, ctx.sentenceText, ctx.sentences, ctx.clauseById, ctx.plain) : [];
  a = {
    words,
    touched,
    amended: () => {
      if (built !== undefined) return built;
      if (!words.length) return (built = null);
      // the amending sentences blanked (same length), the edits made in the clauses they change
      const edits = [...words.flatMap((w) => w.edits), ...words.map((w) => ({ start: ctx.sentences[w.sentence].start, end: ctx.sentences[w.sentence].end, insert: ctx.text.slice(ctx.sentences[w.sentence].start, ctx.sentences[w.sentence].end).replace(NOT_A_LINE_BREAK_RE, ' ') }))];
      const { text, back } = applyEdits(ctx.text, edits);
      return (built = { ctx: derivedContext(ctx, text, edits), back });
    },
    prevail,
  };
  amendedMemo.set(ctx, a);
  return a;
}

/**
 * A check read on its clause as amended by a later text in the same document. Quoted words deleted, replaced or added
 * (amendments.ts): where the check read a sentence they touch (the words changed, or the amending sentence), it is
 * read again on the text as amended, and where that reading raises an issue and the first does not, or the other way
 * round, it is what the check reads (cited in the document's own sentences, the amending
 * sentence first). A sentence that prevails over a clause it names ("Notwithstanding clause 6, the Tenant shall not
 * assign ... even with an affiliate"): where the check read that clause and raised no issue, and the sentence is on the
 * check's topic and sweeps the clause aside (SWEEPING_RE), the clause as amended is against the check (contradicted,
 * unacceptable), citing that sentence and the clause it prevails over; the redline strikes the prevailing sentence.
 */
function asAmended(ctx: DocContext, check: PlaybookCheck, ev: CheckEvaluation, cite: boolean): CheckEvaluation {
  // (read once per document: most have neither, and are told so by two literal tests of their text)
  const a = amendmentsOf(ctx);
  if (!a.words.length && !a.prevail.length) return ev;
  // (a clause taken away by a later clause is read by sectionsGone; one the check found overridden by a sentence that
  // changes its words is read here, as amended)
  if (ev.overriddenBy && !ev.overriddenBy.every((i) => a.words.some((w) => w.sentence === i))) return ev;
  const read = [...ev.sentenceIdx, ...(ev.cues ? [...ev.cues.entail, ...ev.cues.contradict, ...ev.cues.topic] : [])];
  if (a.words.length && read.some((i) => a.touched.has(i))) {
    const built = a.amended();
    if (built) {
      const after = evaluateRules(check, built.ctx, cite);
      if (hasIssue(after) !== hasIssue(ev)) {
        // (each sentence read on the amended text, in this document's own sentences: the one holding its start)
        const mapped = after.sentenceIdx.map((j) => sentenceAt(ctx.sentences, built.back(built.ctx.sentences[j].start))).filter((i) => i >= 0);
        const by = a.words.filter((w) => mapped.some((i) => a.touched.has(i)) || read.some((i) => a.touched.has(i))).map((w) => w.sentence);
        const seeds = [...new Set([...by, ...mapped])];
        const out = cite ? withEvidence(ctx, after.outcome, after.position, seeds, (check.detection?.max_evidence ?? 8) + by.length) : uncited(after.outcome, after.position);
        if (after.note) out.note = after.note;
        if (hasIssue(after) && by.length) out.overriddenBy = by;
        return out;
      }
    }
  }
  // (an exclusion of liability graded by its terms reads its own "notwithstanding" sentences with it: exclusion.ts)
  if (a.prevail.length && !hasIssue(ev) && !check.detection?.exclusion) {
    for (const p of a.prevail) {
      const taken = read.filter((i) => p.sectionSentences.includes(i));
      if (!taken.length) continue;
      // the prevailing sentence is on the check's topic and sweeps the clause aside ("for any purpose", "gives no
      // indemnity", "even with an affiliate", "nothing in this Agreement prevents"): where it speaks, the clause no longer
      // protects, whatever the check's own cues make of its words (a narrower sentence, "need not destroy copies in
      // automatic back-ups", is a carve-out the clause keeps, even where the check would read it alone as a denial)
      const c = compile(check.detection!);
      const sweeps = c.topic !== null && SWEEPING_RE.test(ctx.cueSentence[p.sentence]) && c.topic.test(ctx.cueSentence[p.sentence].replace(PREVAIL_OPENING_RE, ''));
      if (!sweeps) continue;
      const out = cite ? withEvidence(ctx, 'contradicted', 'unacceptable', [p.sentence, ...taken], (check.detection?.max_evidence ?? 8) + 1) : uncited('contradicted', 'unacceptable');
      const sections = p.sections;
      out.note = `${sections.length > 1 ? 'Sections' : 'Section'} ${sections.join(', ')} ${sections.length > 1 ? 'are' : 'is'} changed by a later clause that prevails over ${sections.length > 1 ? 'them' : 'it'}: ${lcFirst(check.detection?.problem?.unacceptable ?? check.title)}`;
      out.overriddenBy = [p.sentence];
      out.cues = ev.cues;
      return out;
    }
  }
  return ev;
}

function evaluateRules(check: PlaybookCheck, ctx: DocContext, cite = true): CheckEvaluation {
  const d = check.detection;
  if (!d) return { outcome: 'not_mentioned', position: 'missing', evidence: [], sentenceIdx: [] };
  const c = compile(d);
  const max = d.max_evidence ?? 8;
  const topicIdx: number[] = [];
  const memo = ctx.memo;
  if (c.topic) {
    // the sentences that name a party by its own name are read in the check's role words, past the gate (their words
    // are not the sentence's)
    // (only where the topic names a role: elsewhere a party's name and its role word read alike)
    const named = c.topicNamesRoles ? namedSentences(ctx).list : [];
    const gated = topicCandidates(ctx, c);
    const candidates = gated && named.length ? mergeSorted(gated, named) : gated;
    const n = candidates ? candidates.length : ctx.sentenceText.length;
    const known = memo?.table<boolean>(c.topicMemo);
    const topic = c.topic;
    // the topic branches sentence `at` may match, when its pieces rule some out (`only` of them, the first `onlyN`):
    // chosen when a text of it is first tested, the branches' marks found then (a context built to verify a redline
    // finds most of its sentences in the memo and tests none)
    const parts = c.topicParts;
    let partMarks: (Uint8Array | null)[] | null = null;
    let namedMarks: Uint8Array = NONE_NAMED;
    const only: RegExp[] = [];
    let onlyN = -1;
    let at = -1;
    let chosen = -1;
    const choose = () => {
      chosen = at;
      onlyN = -1;
      if (!partMarks) {
        partMarks = parts!.gates.map((g) => (g ? sentencesWith(ctx, g) : null));
        if (c.topicNamesRoles) namedMarks = namedSentences(ctx).marks;
      }
      // (a sentence read in role words holds words its pieces do not: its branches are chosen by the words of the text tested)
      if (namedMarks[at] === 1) {
        onlyN = -2;
        return;
      }
      let m = 0;
      for (let p = 0; p < partMarks.length; p++) {
        const marks = partMarks[p];
        if (!marks || marks[at] === 1) only[m++] = parts!.res[p];
      }
      if (m < partMarks.length) onlyN = m;
    };
    const run = (x: string) => {
      if (parts && chosen !== at) choose();
      if (onlyN === -2) {
        TOPIC_WORDED_MARKS.reset(x);
        for (let k = 0; k < parts!.res.length; k++) if (TOPIC_WORDED_MARKS.may(parts!.gates[k]) && parts!.res[k].test(x)) return true;
        return false;
      }
      if (onlyN < 0) return topic.test(x);
      for (let k = 0; k < onlyN; k++) if (only[k].test(x)) return true;
      return false;
    };
    const test = (x: string) => {
      let on = known?.get(x);
      if (on === undefined) {
        on = run(x);
        if (memo?.records) known!.set(x, on);
      }
      return on;
    };
    // the exclusions, a function of the sentence (past its headings, in role words) alone: kept like the topic test
    const ruledOut = c.exclude.length ? memo?.table<boolean>(c.excludeMemo) : undefined;
    // (the sentence's own cue text is one span of the index: an exclusion whose gate it does not meet cannot match it; a
    // sentence read in role words may hold words the span does not, and is read with every exclusion)
    const excludeMarks: (Uint8Array | null | undefined)[] = [];
    const excluded = (x: string, i: number) => {
      let out = ruledOut?.get(x);
      if (out === undefined) {
        out = x === ctx.cueSentence[i] ? anySpanGated(ctx, c.exclude, c.excludeGates, excludeMarks, i, x) : anyMatch(c.exclude, x);
        if (memo?.records) ruledOut!.set(x, out);
      }
      return out;
    };
    for (let k = 0; k < n; k++) {
      const i = candidates ? candidates[k] : k;
      // the topic test depends on the sentence (in role words) alone: as it stands, or past the heading lines it opens
      // with (a pattern anchored at its start reads "This Agreement may ..." under "10.2 Early Termination")
      const t = c.topicNamesRoles ? sentenceAsRead(ctx, c, i, 'full') : ctx.sentenceText[i];
      at = i;
      const body = ctx.cueSentence[i] === ctx.sentenceText[i] ? t : c.topicNamesRoles ? sentenceAsRead(ctx, c, i, 'body') : ctx.cueSentence[i];
      const on = test(t) || (body !== t && test(body));
      // (a run of the table of contents names the topic's heading and states nothing)
      if (on && !(c.exclude.length && excluded(sentenceAsRead(ctx, c, i, 'body'), i)) && !contentsRun(ctx, i)) topicIdx.push(i);
    }
  }
  if (d.key_term) return evaluateKeyTerm(check, d, ctx, topicIdx, cite ? max : 0);

  const window = d.window ?? 1;
  const cueText = (i: number) => {
    if (d.whole_list) {
      // the list this sentence introduces or is an item of, read whole
      const j = ctx.listEnd[i] > i + 1 ? i : ctx.lead[i];
      if (j >= 0 && ctx.listEnd[j] > j + 1) return ctx.cueSentence.slice(j, ctx.listEnd[j]).join(' ');
    }
    const lead = ctx.lead[i] >= 0 ? `${pastSubClauseNumber(ctx.cueSentence[ctx.lead[i]])} ` : '';
    if (window <= 1) return lead + (lead ? ctx.cueSentence[i] : pastSubClauseNumber(ctx.cueSentence[i]));
    const parts = [lead + (lead ? ctx.cueSentence[i] : pastSubClauseNumber(ctx.cueSentence[i]))];
    // the sentences after it, up to the next numbered clause ("5. Term" under it is another clause's, however typed)
    const top = topSection(ctx.sentences[i].section);
    for (let k = 1; k < window && i + k < ctx.cueSentence.length; k++) {
      const next = topSection(ctx.sentences[i + k].section);
      if (top !== null && next !== null && next !== top) break;
      parts.push(ctx.cueSentence[i + k]);
    }
    return parts.join(' ');
  };
  const ent: number[] = [];
  const con: number[] = [];
  const cues = memo?.table<number>(c.cueMemo);
  const contradictMarks: ((Uint8Array | null)[] | undefined)[] = [];
  const entailMarks: ((Uint8Array | null)[] | undefined)[] = [];
  for (const i of topicIdx) {
    // the cues are read with the parties' own names in the check's role words ("Granite shall repair" as "Landlord shall
    // repair"); a sentence so rewritten may hold words its pieces do not, so its gates are not consulted
    const own = cueText(i);
    const named = c.cuesNameRoles ? namedSentences(ctx).marks : NONE_NAMED;
    let any = named[i] === 1 || (ctx.lead[i] >= 0 && named[ctx.lead[i]] === 1);
    for (let k = 1; !any && k < window && i + k < named.length; k++) any = named[i + k] === 1;
    const t = any ? inCheckRoles(own, ctx, c) : own;
    // (a list read whole holds words its lead-in and this sentence may not: the gates, met sentence by sentence, are not
    // consulted for it)
    const wholeList = d.whole_list === true && (ctx.listEnd[i] > i + 1 || (ctx.lead[i] >= 0 && ctx.listEnd[ctx.lead[i]] > ctx.lead[i] + 1));
    const gated = t === own && !wholeList;
    let bits = cues?.get(t);
    if (bits === undefined) {
      bits = (anyGated(ctx, c.contradict, gated ? c.contradictGates : [], contradictMarks, i, window, t) ? 1 : 0) | (anyGated(ctx, c.entail, gated ? c.entailGates : [], entailMarks, i, window, t) ? 2 : 0);
      if (memo?.records) cues!.set(t, bits);
    }
    // a duty the check asks of the other side, stated only to be denied ("Provider need not return Customer Data", "The
    // Landlord is not required to insure the Building"): its cue contradicts the check
    if (bits === 2 && c.deniable && DUTY_DENIED_RE.test(t) && dutyDenied(t, c.entailAll, ctx.lex)) con.push(i);
    else {
      if (bits & 1) con.push(i);
      if (bits & 2) ent.push(i);
    }
  }
  // a contradiction whose exceptions are the items after it ("... without consent, except as follows: (a) ...") is read
  // with them: exceptions that undo it leave nothing contradicted (exceptions_after)
  if (d.exceptions_after && con.length) {
    const kept = con.filter((i) => !EXCEPTIONS_LEAD_IN_RE.test(ctx.cueSentence[i]) || anyMatch(c.contradict, withItemsAfter(ctx, i, cueText(i))));
    if (kept.length < con.length) con.splice(0, con.length, ...kept);
  }
  // a change whose way out is the next sentence, read with it as one (way_out_next)
  const liftedWith = new Map<number, string>();
  if (d.way_out_next && con.length) {
    const kept = con.filter((i) => {
      const j = i + 1;
      if (j >= ctx.cueSentence.length || !WAY_OUT_GATE_RE.test(ctx.cueSentence[j])) return true;
      const top = topSection(ctx.sentences[i].section);
      if (top !== null && topSection(ctx.sentences[j].section) !== top) return true;
      const next = inCheckRoles(ctx.cueSentence[j], ctx, c);
      if (!WAY_OUT_OF_THE_CHANGE_RE.test(next)) return true;
      const both = `${inCheckRoles(cueText(i), ctx, c)} ${next}`;
      if (anyMatch(c.contradict, both)) return true;
      liftedWith.set(i, both);
      return false;
    });
    if (kept.length < con.length) con.splice(0, con.length, ...kept);
  }
  // a forbidden act given only to the side the prohibition protects contradicts nothing ("The Disclosing Party may
  // reverse engineer its own samples")
  const act = con.length ? actOf(check) : null;
  const ownSide: number[] = [];
  if (act) {
    const kept = con.filter((i) => !givenOnlyToOwnSide(ctx.cueSentence[i], act, ctx.lex) || (ownSide.push(i), false));
    if (kept.length < con.length) con.splice(0, con.length, ...kept);
  }
  let note: string | undefined;
  if (c.holder && d.side) {
    // the right refused to this side, and held by no one else: what is missing, and that the contract excludes it
    // ("Customer has no right to terminate for convenience: the contract excludes it"), not that the other side holds it
    const split = splitByHolder(ctx, c.holder, d.side, ent, con);
    note = split === 'refused' && d.problem?.missing ? `${d.problem.missing}: the contract excludes it` : split && (d.problem?.unacceptable ?? 'The right is held by the other party only');
  }
  // entailing sentences about other works than those the check is about, where a sentence about those says otherwise
  // (On2's 7.1 vests "Incorporated Technology Works" in the customer, 7.3 keeps "the Deliverables" with the provider): the
  // sentence about them decides (about)
  let elsewhere: Set<number> | null = null;
  if (c.about && ent.length) {
    const on = (i: number) => c.about!.names.test(ctx.cueSentence[i]);
    if (!ent.some(on) && topicIdx.some((i) => !ent.includes(i) && on(i) && c.about!.kept.test(inCheckRoles(ctx.cueSentence[i], ctx, c)))) {
      elsewhere = new Set(ent);
      ent.length = 0;
    }
  }
  let outcome: CheckOutcome;
  let primary: number[];
  const first = d.precedence ?? 'contradict';
  if (first === 'contradict' ? con.length : !ent.length && con.length) {
    outcome = 'contradicted';
    primary = con;
  } else if (ent.length) {
    outcome = 'entailed';
    // (a right our side holds over the act is evidence of the reading too: "Company may assign without consent")
    primary = ownSide.length ? [...new Set([...ownSide, ...ent])] : ent;
  } else if (d.topic_only && d.topic_only !== 'not_mentioned' && topicIdx.some((i) => !definesATerm(ctx, i) && !elsewhere?.has(i))) {
    // the topic alone decides only where the contract speaks of it, not where a definition lists it
    outcome = d.topic_only;
    primary = topicIdx.filter((i) => !definesATerm(ctx, i) && !elsewhere?.has(i));
  } else {
    outcome = 'not_mentioned';
    // what the check asks for is not stated, but the playbook's fallback is (return on request only), or the master
    // agreement this document runs under carries it
    // (a sentence read with its next one, way_out_next, is read so for the fallback too)
    primary = c.fallback.length ? topicIdx.filter((i) => anyMatch(c.fallback, cueText(i)) || (liftedWith.has(i) && anyMatch(c.fallback, liftedWith.get(i)!))) : [];
    if (!primary.length && d.master) primary = underMaster(ctx);
  }
  let position = outcome === 'not_mentioned' && primary.length ? 'acceptable' : d.positions[outcome];
  if (d.max_months && outcome !== 'not_mentioned' && (position === 'preferred' || position === 'acceptable')) {
    const longest = longestDuration(ctx, primary);
    if (longest !== null && longest.months > d.max_months.fallback) {
      position = 'unacceptable';
      note = `${d.problem?.unacceptable ?? check.title}: ${longest.label}, beyond the ${monthsLabel(d.max_months.fallback)} fallback`;
    } else if (longest !== null && longest.months > d.max_months.preferred) position = 'acceptable';
  }
  if (d.max_deposit_months && outcome !== 'not_mentioned' && (position === 'preferred' || position === 'acceptable')) {
    // the deposit's size in months of rent, its sum read against the rent wherever the lease states it (deposit.ts)
    const size = depositMonths(topicIdx.map((i) => ctx.sentenceText[i]), ctx.sentenceText);
    if (size && size.months > d.max_deposit_months.fallback) {
      outcome = 'contradicted';
      position = 'unacceptable';
      primary = [topicIdx[size.at]];
      note = `The deposit is large: ${size.months} months' rent, beyond the ${d.max_deposit_months.fallback}-month fallback`;
    } else if (size && size.months > d.max_deposit_months.preferred && position === 'preferred') position = 'acceptable';
  }
  let narrowNote: string | undefined;
  // (also where what the clause says is already the fallback, acceptable, and the narrow reading falls short of that too:
  // marking required, and unmarked information shut out whatever its nature)
  if (c.narrow && outcome === 'entailed' && (position === 'preferred' || (position === 'acceptable' && c.narrow.position === 'unacceptable' && d.positions.entailed === 'acceptable'))) {
    const { promise, only } = c.narrow;
    // a promise cut at a list's semicolon ("... as a result of (1) any breach of this Agreement;") is read with its
    // remaining items, up to the item that ends the list
    const withItems = (i: number) => {
      let t = cueText(i);
      for (let j = i + 1; j < ctx.sentenceText.length && j <= i + 8 && /[;:]\s*(?:and|or)?\s*$/.test(t); j++) t += ` ${ctx.sentenceText[j]}`;
      return t;
    };
    const promises = primary.map(withItems).filter((t) => promise.test(t));
    if (promises.length && promises.every((t) => anyMatch(only, t))) {
      position = c.narrow.position;
      narrowNote = c.narrow.notes?.[only.findIndex((re) => re.test(promises[0]))] ?? c.narrow.note;
    }
  }
  // (not where an entailing sentence already gives what the grounds would take away: `unless`)
  if (c.fallbackWhen && outcome === 'entailed' && position === 'preferred' && !(c.fallbackWhen.unless.length && primary.some((i) => anyMatch(c.fallbackWhen!.unless, cueText(i))))) {
    // the fallback granted beside the preferred position, in any sentence on the topic or in the numbered clause of an
    // entailing one ("10.2 The restrictions in clause 10.1 shall continue ... for a period of three years")
    const tops = new Set(primary.map((i) => topSection(ctx.sentences[i].section)).filter((t): t is string => t !== null));
    const onTopic = new Set(topicIdx);
    const near = tops.size ? ctx.sentenceText.map((_, k) => k).filter((k) => !onTopic.has(k) && tops.has(topSection(ctx.sentences[k].section) ?? '')) : [];
    const fw = c.fallbackWhen;
    // (a limit to the places a sentence names counts only where the contract names another place: territory.ts)
    const all = [...fw.res, ...fw.anywhere];
    // (or that leaves out the protected side's own home country, read in the opening: sideHome)
    const home = fw.places?.length ? sideHome(ctx, d.side ?? 'customer') : null;
    const groundFound = new Map<number, number>();
    const groundOf = (i: number) => {
      let g = groundFound.get(i);
      if (g === undefined) groundFound.set(i, (g = all.findIndex((re, k) => (re.test(cueText(i)) || re.test(ctx.sentenceText[i])) && (!fw.places?.includes(k) || namesPlaceBeyond(ctx, i) || leavesOutHome(ctx, i, home)))));
      return g;
    };
    // whether one of the patterns matches sentence i's cue text: a function of that text, kept in the memo; a pattern
    // runs only where the sentences of the cue text hold its gates' pieces (not for a list read whole, whose cue text
    // holds other sentences' words), as the cues are read above
    const grantsKnown = memo?.table<boolean>(fw.memo);
    const grantMarks: ((Uint8Array | null)[] | undefined)[] = [];
    const grants = (i: number) => {
      const t = cueText(i);
      let on = grantsKnown?.get(t);
      if (on === undefined) {
        const wholeList = d.whole_list === true && (ctx.listEnd[i] > i + 1 || (ctx.lead[i] >= 0 && ctx.listEnd[ctx.lead[i]] > ctx.lead[i] + 1));
        on = anyGated(ctx, fw.res, wholeList ? [] : fw.gates, grantMarks, i, window, t);
        if (memo?.records) grantsKnown!.set(t, on);
      }
      return on;
    };
    const granted = [...topicIdx, ...near].filter((i) => grants(i) && groundOf(i) >= 0);
    // (and the patterns that name what they concern, in any sentence: "The limits in clause 15.1 apply to ... liability
    // under the indemnities in clause 11"; the first such sentence, each read where it holds a pattern's pieces, by its
    // text in the memo)
    if (!granted.length && fw.anywhere.length) {
      const known = memo?.table<boolean>(fw.anywhereMemo);
      const marks: (Uint8Array | null | undefined)[] = [];
      const may = (k: number) => fw.anywhereGates.some((g, j) => {
        if (!g) return true;
        const m = marks[j] === undefined ? (marks[j] = sentencesWith(ctx, g)) : marks[j];
        return !m || m[k] === 1;
      });
      for (let k = 0; k < ctx.sentenceText.length; k++) {
        if (!may(k)) continue;
        const t = ctx.sentenceText[k];
        let on = known?.get(t);
        if (on === undefined) {
          on = anySpanGated(ctx, fw.anywhere, fw.anywhereGates, marks, k, t);
          if (memo?.records) known!.set(t, on);
        }
        if (on) {
          granted.push(k);
          break;
        }
      }
    }
    if (granted.length) {
      // (the ground each granting sentence shows, the first of its patterns; one that falls short of the fallback wins)
      const grounds = granted.map(groundOf);
      const k = grounds.find((g) => g >= 0 && fw.positions?.[g] === 'unacceptable') ?? grounds[0];
      position = (k >= 0 ? fw.positions?.[k] : undefined) ?? 'acceptable';
      narrowNote = (k >= 0 ? fw.notes?.[k] : undefined) ?? fw.note;
      primary = [...granted, ...primary.filter((i) => !granted.includes(i))];
    }
  }
  if (c.limited && outcome === 'contradicted' && position === 'unacceptable') {
    const { term, definition } = c.limited;
    const found = definition ? definitionsIn(ctx).find((x) => definition.test(x.term)) : undefined;
    const defined = found ? definitionOf(ctx, found.sentence) : '';
    const limitedBy = (t: string) => isLimited(c.limited!, t);
    if (primary.every((i) => limitedBy(cueText(i)) || (defined && term!.test(cueText(i)) && limitedBy(defined)))) position = 'acceptable';
  }
  let noticeNote: string | undefined;
  let causes: number[] | undefined;
  if (d.max_notice_days && outcome === 'entailed' && (position === 'preferred' || position === 'acceptable')) {
    // a lead-in ("may be terminated at any time as follows:") states its notice in its items
    const itemsOf = (i: number) => { const out: number[] = []; for (let j = i + 1; j < ctx.lead.length && ctx.lead[j] === i; j++) out.push(j); return out; };
    const shortest = (ns: (number | null)[]) => ns.reduce<number | null>((m, n) => (n !== null && (m === null || n < m) ? n : m), null);
    // a notice with no period ("at any time upon written notice") takes effect at once; a redacted period too
    // (a check that reads one side's notice, `notice_of`: where a sentence gives each party its own notice, that side's)
    // (only a sentence that gives a right to end on notice: one that merely mentions a notice, "must not have served notice
    // of termination", states none, and neither does a payment in lieu, which buys out the notice stated elsewhere)
    const noticeOf = (t: string) => (d.notice_of ? sideNotice(ctx, t, d.notice_of) : null) ?? noticeDays(t) ?? (RIGHT_ON_NOTICE_RE.test(t) && !IN_LIEU_OF_NOTICE_RE.test(t) ? 0 : null);
    // (a notice that holds only during a probation is not the employment's, where another sentence states that)
    const confirmed = d.notice_of ? primary.filter((i) => !DURING_PROBATION_RE.test(cueText(i))) : primary;
    // (each deciding sentence's notice read once: the tiers and the citation order both use it)
    const stated = new Map(primary.map((i) => [i, noticeOf(cueText(i)) ?? shortest(itemsOf(i).map((j) => noticeDays(ctx.sentenceText[j])))]));
    const days = shortest((confirmed.length ? confirmed : primary).map((i) => stated.get(i)!));
    // the sentences that state the notice are cited first
    const stating = primary.filter((i) => stated.get(i) !== null);
    if (stating.length && stating.length < primary.length) primary = [...stating, ...primary.filter((i) => !stating.includes(i))];
    if (days !== null && days > d.max_notice_days.fallback) {
      position = 'unacceptable';
      causes = stating.filter((i) => stated.get(i)! > d.max_notice_days!.fallback);
      const fallback = String(d.max_notice_days.fallback);
      noticeNote = d.problem?.notice?.replace('{days}', String(days)).replace('{fallback}', fallback)
        ?? `${check.title} only on ${days} days' notice, beyond the ${fallback}-day fallback`;
    } else if (days !== null && days > d.max_notice_days.preferred) position = 'acceptable';
  }
  if (d.max_renewal_months && outcome === 'entailed' && (position === 'preferred' || position === 'acceptable')) {
    // each renewal's length where the renewal needs no one to act (not an option to renew, nor one both must agree):
    // longer than the fallback's holds the reader for years at a time, however short the notice that stops it
    const fallback = d.max_renewal_months % 12 ? `P${d.max_renewal_months}M` : `P${d.max_renewal_months / 12}Y`;
    for (const i of primary) {
      const t = cueText(i);
      if (!AUTOMATIC_RENEWAL_RE.test(t) || RENEWAL_BY_CHOICE_RE.test(t)) continue;
      const p = renewalPeriodIn(t);
      const months = p ? durationMonths(p.iso) : null;
      if (p && months !== null && months > d.max_renewal_months) {
        position = 'unacceptable';
        causes = [i];
        noticeNote = (d.problem?.renewal ?? 'Each automatic renewal runs {period}, beyond the fallback\'s {fallback}').replace('{period}', isoDurationWords(p.iso)).replace('{fallback}', isoDurationWords(fallback));
        break;
      }
    }
  }
  if (d.min_payment_days && outcome === 'entailed') {
    // the days to pay, against the tiers: the longest period the deciding sentences give (a shorter one beside it is
    // usually another payment: a reimbursement, an instalment of a purchase price)
    // (a term that yields to an order form gives way to the order form's own: "Except as otherwise stated in an Order Form")
    const own = primary.filter((i) => !defersToOrder(cueText(i)) && paymentDays(cueText(i)) !== null);
    const days = (own.length ? own : primary).map((i) => paymentDays(cueText(i))).filter((n): n is number => n !== null);
    const n = days.length ? Math.max(...days) : null;
    if (n === null && primary.every((i) => parseDurations(cueText(i)).some((x) => x.unit !== 'Y'))) {
      // every deciding sentence counts days, none of them a period to pay (a cure period, a tax reimbursement): no
      // payment terms are stated
      outcome = 'not_mentioned';
      position = d.positions.not_mentioned;
      primary = [];
    } else if (n !== null && n < d.min_payment_days.fallback) {
      outcome = 'contradicted';
      position = 'unacceptable';
      note = `${d.problem?.unacceptable ?? check.title}: within ${n} days, under the ${d.min_payment_days.fallback}-day fallback`;
    } else if (n !== null) position = n < d.min_payment_days.preferred ? 'acceptable' : 'preferred';
  }
  // the quantities the positions name (tiers.ts): each tier's quantity the topic's sentences state (and, where the tier
  // says so, any sentence of its kind), against the preferred and fallback bounds; one beyond the fallback decides
  if (d.tiers && position !== 'unacceptable' && position !== 'missing') {
    const rank = { preferred: 0, acceptable: 1, unacceptable: 2 } as const;
    let worst: { i: number; at: 'preferred' | 'acceptable' | 'unacceptable'; note: string; within: boolean } | null = null;
    for (const tier of d.tiers) {
      const read = tierSentences(tier, ctx.sentenceText, topicIdx);
      // (the quantity that decides is the least or the most any of them states: the notification deadline, not a later
      // report's; the longest warranty, not a shorter period beside it)
      let pick: { i: number; q: Stated } | null = null;
      for (const i of read) {
        for (const q of statedQuantities(ctx.sentenceText[i], tier)) {
          if (!pick || (tier.take === 'most' ? q.value > pick.q.value : q.value < pick.q.value)) pick = { i, q };
        }
      }
      if (!pick) continue;
      const at = tierPosition(tier, pick.q, tier.notice_days !== undefined ? statedNoticeDays(ctx.sentenceText[pick.i]) : null);
      if (!worst || rank[at] > rank[worst.at]) worst = { i: pick.i, at, note: tierNote(tier, pick.q, tier.problem ?? d.problem?.unacceptable ?? check.title), within: !topicIdx.includes(pick.i) && !(topicIdx.includes(pick.i - 1) && headingOnly(ctx.sentenceText[pick.i - 1])) };
    }
    // (where the check found nothing, only a sentence of the tier's own kind read beyond the topic speaks)
    // (the sentence under a topic heading is the topic's own, not one read beyond it)
    // (or one the check's fallback patterns found: a change on notice with a way out)
    if (worst && outcome === 'not_mentioned' && !worst.within && !primary.includes(worst.i)) worst = null;
    // (the clause states the term the check looks for, at a measure beyond the fallback: entailed and unacceptable, as a
    // notice too long is, with the sentence that states it as the cause)
    if (worst?.at === 'unacceptable') {
      if (outcome === 'not_mentioned') outcome = 'entailed';
      position = 'unacceptable';
      primary = [worst.i, ...primary.filter((k) => k !== worst!.i)];
      causes = [worst.i];
      noticeNote = worst.note;
    } else if (worst?.within && outcome === 'not_mentioned') {
      // (a quantity read outside the topic's sentences, where the tier reads its own kind of sentence anywhere: the
      // clause it states decides, at the tier it reaches)
      outcome = 'entailed';
      position = worst.at;
      primary = [worst.i];
    } else if (worst?.at === 'acceptable' && position === 'preferred') position = 'acceptable';
  }
  // the conditions the fallback names (requires): a sentence that grants the other side the adverse right without one
  // of them is below the fallback, whatever else the clause says (conditions.ts)
  if (d.requires && position !== 'unacceptable' && position !== 'missing') {
    const bare = grantsWithout(ctx, c, check, d);
    if (bare) {
      outcome = 'contradicted';
      position = 'unacceptable';
      primary = [bare.at, ...primary.filter((i) => i !== bare.at)];
      note = bare.note;
    }
  }
  // the protection turned into its opposite: the side it binds given the act it forbids, or released from the act it
  // requires, in any sentence on the check's topic (scope.ts takesAwayProtection)
  if (position !== 'unacceptable' && position !== 'missing') {
    const taken = polarityTaken(ctx, check, topicIdx, (i) => c.exclude.length > 0 && anyMatch(c.exclude, sentenceAsRead(ctx, c, i, 'body')));
    if (taken.length) {
      outcome = 'contradicted';
      position = 'unacceptable';
      primary = taken;
      note = d.problem?.overridden ?? d.problem?.unacceptable;
    }
  }
  // what modifies the clause: an override anywhere in the document, or the section that carries it disapplied
  const over = overriding(ctx, c, check, outcome, primary);
  if (over) {
    outcome = 'contradicted';
    position = 'unacceptable';
    primary = over.sentences;
    note = over.note ?? d.problem?.overridden ?? d.problem?.unacceptable;
  } else if (outcome !== 'contradicted') note = noticeNote ?? narrowNote;
  else if (!note && d.contradict_problems && primary.length) {
    // the ground found, where the check's contradicting patterns are different grounds
    const k = c.contradict.findIndex((re) => re.test(cueText(primary[0])));
    note = d.contradict_problems[k];
  }
  // (the sentences that take the clause away are cited first, beyond the check's usual count: the issue quotes what
  // the redline strikes)
  const seeds = !primary.length ? [] : over ? [...over.by, ...seedOrder(ctx, d, primary.filter((i) => !over.by.includes(i)), topicIdx)] : seedOrder(ctx, d, primary, topicIdx);
  const ev = cite ? withEvidence(ctx, outcome, position, seeds, over ? max + over.by.length : max, window > 1 && !over ? primary.length : 0) : uncited(outcome, position);
  if (note) ev.note = note;
  if (over) ev.overriddenBy = over.by;
  else if (causes?.length && position === 'unacceptable' && outcome === 'entailed') ev.causes = causes;
  ev.cues = { topic: topicIdx, entail: ent, contradict: con };
  return ev;
}

/** A check's `requires` compiled: its grants with the side words put in, its gate and its exceptions. */
const requiresCompiled = new WeakMap<NonNullable<CheckDetection['requires']>, { grants: RegExp[]; gate: RegExp; unless: RegExp[] }>();

/**
 * The first sentence that grants the other side the right `requires` names without one of its conditions (in the
 * sentence, or its numbered clause with `within: 'clause'`), and the note that says which are missing; null where every
 * grant carries them all or there is none.
 */
function grantsWithout(ctx: DocContext, c: Compiled, check: PlaybookCheck, d: CheckDetection): { at: number; note: string } | null {
  const r = d.requires!;
  const side = d.side ?? 'customer';
  let k = requiresCompiled.get(r);
  if (!k) {
    const fill = (x: string) => x.replace(/\{other\}/g, `(?:${sideWords(side === 'customer' ? 'provider' : 'customer')})`).replace(/\{own\}/g, `(?:${sideWords(side)})`);
    requiresCompiled.set(r, (k = { grants: r.grants.map((x) => new RegExp(fill(x), 'i')), gate: new RegExp(r.gate, 'i'), unless: (r.unless ?? []).map((x) => new RegExp(fill(x), 'i')) }));
  }
  for (let i = 0; i < ctx.sentenceText.length; i++) {
    if (!k.gate.test(ctx.sentenceText[i]) || contentsRun(ctx, i)) continue;
    const t = inCheckRolesAt(ctx, c, i);
    if (!anyMatch(k.grants, t) || anyMatch(k.unless, t) || (c.exclude.length && anyMatch(c.exclude, t))) continue;
    let text = t;
    if (r.within === 'document') text = [t, ...ctx.sentenceText.map((_, j) => j).filter((j) => j !== i && k!.gate.test(ctx.sentenceText[j])).map((j) => inCheckRolesAt(ctx, c, j))].join(' ');
    else if (r.within === 'clause') {
      const top = topSection(ctx.sentences[i].section);
      const k2 = k;
      // (its numbered clause, and the sentences near it that name what it grants: "5.1 ... general authorisation", "5.2
      // ... shall inform the Controller ... may object")
      // (a sentence right after one that names it is read too: "The Controller may object within that period")
      const gated = (j: number) => j >= 0 && j < ctx.sentenceText.length && k2.gate.test(ctx.sentenceText[j]);
      const near = (j: number) => (top !== null && topSection(ctx.sentences[j].section) === top) || (Math.abs(j - i) <= 4 && (gated(j) || (j > i && gated(j - 1))));
      text = ctx.sentenceText.map((_, j) => j).filter((j) => j === i || near(j)).map((j) => (j === i ? t : inCheckRolesAt(ctx, c, j))).join(' ');
    }
    // (a term the check's `limited` reads in its definition, "'Change of Control' means ... a Competitor ...", is read
    // with it)
    if (c.limited?.term?.test(t) && c.limited.definition) {
      const found = definitionsIn(ctx).find((x) => c.limited!.definition!.test(x.term));
      if (found) text += ` ${definitionOf(ctx, found.sentence)}`;
    }
    const missing = r.conditions.filter((x) => !conditionHolds(text, x, side));
    if (!missing.length) continue;
    const names = d.names ?? { customer: c.roles[0], provider: c.roles[1] };
    const what = missing.map((x) => conditionLabel(x, side, names)).join(' and ');
    // (the issue's recommendation states the preferred position and the fallback)
    return { at: i, note: `${d.problem?.unacceptable ?? check.title}: without ${what}` };
  }
  return null;
}

/** Each preferred clause's protected act (scope.ts protectedAct), kept by the clause's text. */
const actMemo = new Map<string, ProtectedAct | null>();
/** (and by the check itself, while its clause is the one it had: a playbook's checks are read once per review each) */
const actOfCheck = new WeakMap<PlaybookCheck, { language: string | undefined; act: ProtectedAct | null }>();
function actOf(check: PlaybookCheck): ProtectedAct | null {
  const seen = actOfCheck.get(check);
  if (seen && seen.language === check.suggested_language) return seen.act;
  const text = check.suggested_language?.trim();
  let act: ProtectedAct | null | undefined = null;
  if (text) {
    act = actMemo.get(text);
    if (act === undefined) {
      if (actMemo.size >= 1024) actMemo.clear();
      actMemo.set(text, (act = protectedAct(text.replace(/\{\{[^}]*\}\}|\[[^\]]*\]/g, 'X'))));
    }
  }
  actOfCheck.set(check, { language: check.suggested_language, act });
  return act;
}

/** For each act with an object: its verbs, its object, and the act done to the object as the verb's own; built once per act. */
const offTopicMemo = new WeakMap<ProtectedAct, [RegExp, RegExp, RegExp][]>();
function offTopicActs(act: ProtectedAct): [RegExp, RegExp, RegExp][] {
  let acts = offTopicMemo.get(act);
  if (!acts) {
    acts = [act, ...(act.more ?? [])].flatMap((a) => (a.object ? [[a.verbs, a.object, new RegExp(String.raw`${a.verbs.source}\w*\s+(?:(?!of\b|in\b|under\b)[\w'’-]+\s+){0,4}?${a.object.source}`, 'i')] as [RegExp, RegExp, RegExp]] : []));
    offTopicMemo.set(act, acts);
  }
  return acts;
}

/** Each off-topic act's gate (spanGateFor of its combined pattern), null where one cannot be built. */
const offTopicGates = new WeakMap<ProtectedAct, (Gate | null)[]>();
/** The sentences that may hold one of the acts (ascending), or null: any may. */
function offTopicCandidates(ctx: DocContext, act: ProtectedAct, acts: [RegExp, RegExp, RegExp][]): number[] | null {
  let gates = offTopicGates.get(act);
  if (!gates) offTopicGates.set(act, (gates = acts.map(([, , re]) => spanGateFor(re.source))));
  let out: number[] = [];
  for (const g of gates) {
    const with_ = g && ctx.pieces.spansWith(g);
    if (!with_) return null;
    out = mergeSorted(out, with_);
  }
  return out;
}

/** The topic sentences that take the check's protection away by their polarity (see takesAwayProtection). */
function polarityTaken(ctx: DocContext, check: PlaybookCheck, topicIdx: number[], ruledOut: (i: number) => boolean): number[] {
  const act = actOf(check);
  if (!act) return [];
  const taken = topicIdx.filter((i) => !definesATerm(ctx, i) && takesAwayProtection(ctx.cueSentence[i], act, ctx.lex));
  if (taken.length) return taken;
  // the act's own words as its topic, for this reader only: "the Landlord need not insure the Building" where the
  // check's topic reads "insurance"; a sentence off the topic counts where it names the act done to the protection's
  // own object, as the verb's own ("assign this Agreement", not "assign the monetary benefits of
  // this Agreement"), and the check's exclusions still rule it out
  // (an act that names no object of its own, "provide", "make available", is read on the topic only)
  const acts = offTopicActs(act);
  if (!acts.length) return [];
  const onTopic = new Set(topicIdx);
  const off: number[] = [];
  // (only the sentences holding what one act's combined pattern needs: its gate's pieces, from the document's index)
  const candidates = offTopicCandidates(ctx, act, acts);
  const n = candidates ? candidates.length : ctx.cueSentence.length;
  for (let k = 0; k < n; k++) {
    const i = candidates ? candidates[k] : k;
    if (onTopic.has(i)) continue;
    const t = ctx.cueSentence[i];
    // (the verb and the object each found first: the combined pattern is the dear one)
    if (!acts.some(([verbs, object, re]) => verbs.test(t) && object.test(t) && re.test(t))) continue;
    // (the reading first: the exclusions are read through the whole sentence as the check reads it, the dear test)
    if (takesAwayProtection(t, act, ctx.lex) && !definesATerm(ctx, i) && !ruledOut(i)) off.push(i);
  }
  return off;
}

/**
 * The shortest notice sentence `t` gives `side` to give (its own, or one either party gives), where the sentence says
 * who gives each notice ("the Employee may terminate ... on one month's notice, and the Employer ... on three months'
 * notice" → three months for the employer); null when it gives that side none of its own.
 */
function sideNotice(ctx: DocContext, t: string, side: 'customer' | 'provider'): number | null {
  const own = noticeDaysIn(t).each.filter((n) => {
    // (the subject of the clause, else the agent of a passive: "may be terminated by the Company giving ...")
    const giver = noticeGiver(t, n.at);
    const agent = noticeAgent(t, n.at);
    const role = (giver ? roleIn(giver, ctx.lex) : null) ?? (agent ? roleIn(agent, ctx.lex) : null);
    return role === side || role === 'both';
  });
  return own.length ? Math.min(...own.map((n) => n.days)) : null;
}

/**
 * The document's key terms with the notice period the playbook reads first: where its notice check reads one side's
 * notice (`notice_of`: the employer's in an employment contract), the termination notice that side gives, when the
 * contract gives each party its own; else as read.
 */
function withOwnNotice(ctx: DocContext, k: KeyTermsDetailed, playbook: Playbook): KeyTermsDetailed {
  const side = playbook.checks.find((c) => c.enabled && c.detection?.notice_of)?.detection?.notice_of;
  if (!side || k.notice_periods.length < 2) return k;
  const givenBy = (n: KeyTermsDetailed['notice_periods'][number]): boolean => {
    const s = ctx.sentences.find((x) => x.start <= n.start && n.start < x.end);
    if (!s) return false;
    const t = ctx.plain.slice(s.start, s.end);
    const role = roleIn(noticeGiver(t, n.start - s.start) ?? '', ctx.lex) ?? roleIn(noticeAgent(t, n.start - s.start) ?? '', ctx.lex);
    return role === side || role === 'both';
  };
  const own = k.notice_periods.find((n) => n.purpose === 'termination' && givenBy(n));
  return own ? { ...k, notice_periods: [own, ...k.notice_periods.filter((n) => n !== own)] } : k;
}

/**
 * Whether a sentence (or a definition) is limited by one of `when`: as a whole, or, when it lists its cases ("(i) ...,
 * or (ii) ..."), by its lead-in or in every case that speaks of what the check is about.
 */
function isLimited(l: { when: RegExp[]; about: RegExp }, t: string): boolean {
  const [lead, ...cases] = t.split(/\s(?=\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})\)\s)/i);
  if (!cases.length || anyMatch(l.when, lead)) return anyMatch(l.when, lead);
  const relevant = cases.filter((x) => l.about.test(x));
  return relevant.length > 0 && relevant.every((x) => anyMatch(l.when, x));
}

/**
 * A definition ('"Intellectual Property" is used in its broadest sense and means ...', "The term Intellectual Property
 * includes the following:") at the start of its sentence, or an item of its list, however deeply nested ("(i) ... (A) ... and
 * (iv) ..."); not an operative sentence that a definition follows ("... shall be owned by Party B. For the purpose of
 * this Article, "Intellectual Property" means ...", one sentence to the segmenter).
 */
const DEFINES_RE = /^(?:[^.;"“]|\.(?=\d)){0,80}?(?:["“][^"”]{1,80}["”][^.;:"“]{0,40}?\b(?:means?|includes?|shall have the meaning|has the meaning|refers to)\b|\bthe terms?\s+["“]?[A-Z][\w-]*(?:\s+[\w-]+){0,5}["”]?\s+(?:means|includes|shall (?:mean|include))\b)/i;
function definesATerm(ctx: DocContext, i: number): boolean {
  let k = i;
  // up through the list the sentence is an item of, to the sentence that introduces it
  for (let steps = 0; k > 0 && ITEM_RE.test(ctx.sentenceText[k]) && steps < 40; steps++) k = ctx.lead[k] >= 0 ? ctx.lead[k] : k - 1;
  return DEFINES_RE.test(ctx.sentenceText[i]) || (k !== i && DEFINES_RE.test(ctx.sentenceText[k]));
}

/**
 * A sentence saying that this document runs under a master agreement that governs it: "should there be discrepancies
 * ... the Master Services Agreement will be the controlling document", "subject to the terms of the Master Supply
 * Agreement", "the terms of the Framework Agreement are incorporated by reference". Not a mere mention of one, nor a
 * master agreement that governs other agreements ("a Master License Agreement that governs all site licences"), nor
 * the law controlling a master agreement, nor something else done under one ("access ... pursuant to the Master License
 * Agreement"): this document must be what is subject to it.
 */
const MASTER_RE = /\b(?:master|framework|umbrella)\s+(?:[\w-]+\s+){0,2}agreement\b[^.;,]{0,20}?\b(?:(?:shall|will)\s+(?:be\s+the\s+)?(?:control(?:ling)?|prevail)|controls|prevails|(?:shall|will)\s+govern\s+(?:this|these)|governs\s+(?:this|these)|(?:is|are)\s+(?:hereby\s+)?incorporated)\b|\bthis\s+[\w-]+(?:\s+[\w-]+){0,2}\b[^.;]{0,60}?\b(?:subject to|governed by|pursuant to|issued under|entered into under)\s*,?\s+(?:all\s+)?(?:the\s+)?(?:terms(?:\s+and\s+conditions)?\s+of\s+)?(?:the|that|a)\s+(?:[\w-]+\s+){0,2}?(?:master|framework|umbrella)\s+(?:[\w-]+\s+){0,2}agreement\b/i;
/**
 * Or the general terms of another named contract made to apply to this one as well (lead22): "The General Terms and
 * Conditions of the original Purchase and License Contract shall also be valid for Maintenance and Support", "the terms
 * and conditions of the Hardware Supply Agreement ... apply to this contract", "the terms of the Platform Licence Agreement
 * will also govern the support services". The other contract is named (a word before "Agreement"/"Contract"; not "the
 * Agreement", this one); the terms apply "also", or to this document; not "shall not apply".
 */
const TERMS_APPLY_RE = /\b(?:general\s+)?terms(?:\s+and\s+conditions)?\s+of\s+(?:the|that)\s+(?!this\b)(?:[\w&-]+\s+){1,5}?(?:agreement|contract)\b[^.;]{0,60}?\b(?:(?:shall|will)\s+also\s+(?:apply|be\s+valid|be\s+applicable|govern)\b|(?<!\b(?:not|never|longer)\s+)(?:(?:shall|will)\s+(?:also\s+)?)?(?<!\b(?:not|never|longer)\s+)(?:apply|applies|be\s+valid|be\s+applicable|govern|governs)\s+(?:also\s+)?(?:to|for)?\s*(?:this|these)\b)/i;
/** Every match of MASTER_RE names the agreement so (its own gate would be "agreement", in most sentences); TERMS_APPLY_RE's say "terms". */
const MASTER_GATE = gateFor('master|framework|umbrella|terms');
const masterMemo = new WeakMap<DocContext, number[]>();
function underMaster(ctx: DocContext): number[] {
  let hit = masterMemo.get(ctx);
  if (!hit) {
    // the first sentence that says so (only those with a word of the pattern can)
    const test = (t: string) => (MASTER_RE.test(t) || TERMS_APPLY_RE.test(t)) && !DEFINES_RE.test(t);
    const i = (ctx.pieces.spansWith(MASTER_GATE) ?? ctx.sentenceText.map((_t, k) => k)).find((k) => test(ctx.sentenceText[k])) ?? -1;
    hit = i >= 0 ? [i] : [];
    masterMemo.set(ctx, hit);
  }
  return hit;
}

/**
 * The definitions a check reads (`reads_definitions`): where a term it concerns is defined so as to take away what
 * its clause gives (one of `adverse`, none of `unless`), and (with `in_topic`) the check's own clause uses the term, the check reads the clause through the definition: contradicted, unacceptable, the definition
 * cited first. A reading that already raises an issue, or finds no clause where one is needed, is left as it is.
 */
function readDefinitions(ctx: DocContext, check: PlaybookCheck, ev: CheckEvaluation, cite: boolean): CheckEvaluation {
  const d = check.detection;
  if (!d?.reads_definitions) return ev;
  const hurts = ev.position !== 'unacceptable' && ev.position !== 'missing';
  const c = compile(d);
  const topic = ev.cues?.topic ?? ev.sentenceIdx;
  for (const r of c.definitions) {
    // (a reading that `turns` one position into another applies only to that position; the others only where the
    // reading raises no issue yet)
    if (r.turns ? ev.position !== r.turns.from : !hurts) continue;
    // (a term the check's own clause must use: its sentences are read for the term's words first, which most are not)
    if (r.inTopic && !topic.some((i) => r.words.test(ctx.sentenceText[i]))) continue;
    for (const def of definitionsOfTerm(ctx, r.term, r.gate)) {
      // (with `in_topic`, the term in use in the check's own sentences, as defined or in capitals: the cap that carves
      // it out; else the definition alone says it, as a price the provider may raise by itself. Read first, being the
      // cheaper: a reading of any term the document defines, `narrowed`, meets every definition here)
      if (r.inTopic && !topic.some((i) => i !== def.sentence && usesTerm(ctx.sentenceText[i], def.term))) continue;
      const text = inCheckRoles(def.text, ctx, c);
      if (!anyMatch(r.adverse, text) || anyMatch(r.unless, text)) continue;
      // (with `used_in`, a sentence anywhere that uses the term and does with it what those patterns say: the provider
      // selling "Plant Data", which the definition makes the customer's data; cited first, before the definition)
      const using = r.usedIn ? sentenceUsing(ctx, c, def.term, r.usedIn, r.gate) : -1;
      if (r.usedIn && using < 0) continue;
      const max = d.max_evidence ?? 8;
      const first = using >= 0 ? [using, def.sentence].filter((i, k, a) => a.indexOf(i) === k) : [def.sentence];
      const seeds = [...first, ...ev.sentenceIdx.filter((i) => !first.includes(i))];
      const [outcome, position] = r.turns ? [r.turns.outcome, r.turns.position] : ['contradicted' as const, 'unacceptable' as const];
      const out = cite ? withEvidence(ctx, outcome, position, seeds, max + 1) : uncited(outcome, position);
      out.note = r.problem.replace('{term}', def.term);
      out.definedBy = def.sentence;
      out.cues = ev.cues;
      if (ev.capMonths !== undefined) out.capMonths = ev.capMonths;
      return out;
    }
  }
  return ev;
}

/**
 * The first sentence that uses a defined term and matches one of `res` in the check's role words, or -1. Only the
 * sentences holding a piece of the term's pattern (`gate`, the pieces index) are read: the term is one of its matches.
 */
function sentenceUsing(ctx: DocContext, c: Compiled, term: string, res: RegExp[], gate: Gate | null): number {
  const idx = (gate && ctx.pieces.spansWith(gate)) ?? null;
  const n = idx ? idx.length : ctx.sentenceText.length;
  for (let k = 0; k < n; k++) {
    const i = idx ? idx[k] : k;
    const t = ctx.sentenceText[i];
    if (usesTerm(t, term) && anyMatch(res, inCheckRoles(t, ctx, c))) return i;
  }
  return -1;
}

/** Whether a sentence uses a defined term: as the contract writes it, or in capitals ("GROSS NEGLIGENCE"). */
function usesTerm(t: string, term: string): boolean {
  let i = t.indexOf(term);
  if (i < 0) i = t.indexOf(term.toUpperCase());
  if (i < 0) return false;
  const before = i > 0 ? t.charCodeAt(i - 1) : 32;
  const after = i + term.length < t.length ? t.charCodeAt(i + term.length) : 32;
  const word = (x: number) => (x >= 48 && x <= 57) || (x >= 65 && x <= 90) || (x >= 97 && x <= 122);
  return !word(before) && !word(after);
}

const PERPETUAL_RE = /\b(?:perpetu\w*|indefinite(?:ly)?|in perpetuity|without (?:limit(?:ation)? (?:of|in|as to) )?time limit|for ever|forever)\b/i;

/** The longest duration (years or months) stated in the sentences; perpetual is unlimited. */
/** Another clause named with a relative clause of its own ("clause 5, whose obligations continue for three years"). */
const OTHER_CLAUSE_RE = /\b(?:clause|section|paragraph|article)\s+[\dIVXivx]+(?:\.\d+)*(?:\s*\([a-z0-9]{1,4}\))?\s*,?\s+(?:whose|which)\b[^;]*/gi;

function longestDuration(ctx: DocContext, idx: number[]): { months: number; label: string } | null {
  let best: { months: number; label: string } | null = null;
  // (a list item that states no period of its own has its lead-in's: "for eighteen months after the Termination Date the
  // Executive will not: (a) ... compete"; an item's own period governs it)
  const read = idx.flatMap((i) => (ctx.lead[i] >= 0 && !idx.includes(ctx.lead[i]) && !parseDurations(ctx.sentenceText[i]).some((dd) => dd.unit === 'Y' || dd.unit === 'M') ? [i, ctx.lead[i]] : [i]));
  for (const i of new Set(read)) {
    const t = ctx.sentenceText[i];
    if (PERPETUAL_RE.test(t)) return { months: Infinity, label: 'it has no time limit' };
    const all = parseDurations(t).filter((dd) => dd.unit === 'Y' || dd.unit === 'M');
    // a duration of another clause named in a relative clause is that clause's, when the sentence states one of its own
    const other = [...t.matchAll(OTHER_CLAUSE_RE)].map((m) => [m.index, m.index + m[0].length]);
    const own = all.filter((dd) => !other.some(([a, b]) => dd.index >= a && dd.index < b));
    for (const dd of own.length ? own : all) {
      if (!best || dd.months > best.months) best = { months: dd.months, label: `it lasts ${t.slice(dd.index, dd.index + dd.length).replace(/\s+/g, ' ')}` };
    }
  }
  return best;
}

function monthsLabel(m: number): string {
  return m % 12 === 0 ? `${m / 12}-year` : `${m}-month`;
}

const ROLE_NAME: Record<'customer' | 'provider', string> = { customer: 'Customer', provider: 'Provider' };

/**
 * Keep as entailing only the sentences that grant the right (the `verb` under "may", "is entitled
 * to", ...) to `side`, to both parties or to a party not named by role; a right held by the other
 * side only, or a negated one ("Provider may terminate at any time", "Customer may not terminate for
 * convenience"), moves to the contradicting ones, and a sentence that grants nothing ("on
 * termination for any reason, ...") to neither. Returns the problem when no right of `side` is left.
 */
/** A heading glued to a sentence: "TERM AND TERMINATION 3.1 ...", "TERMINATION: either party ...". */
const GLUED_HEADING_RE = /^\s*(?:(?:[A-Z][A-Z&;,'’/-]*\s+){1,8}(?=\d+(?:\.\d+)*\.?\s)|(?:[A-Z][A-Z&'’/-]*\s+){0,4}[A-Z][A-Z&'’/-]*:\s+)/;

/**
 * A clause cited by number with its title in brackets ("Section 11.2 (Termination for Convenience)", "clause 14
 * (Limitation of Liability) of the Framework Agreement"): the title blanked, its length kept, so that the words of the
 * title are not read as the sentence's own verb.
 */
const CITED_TITLE_RE = /(?<=\b(?:[Ss]ections?|[Cc]lauses?|[Aa]rticles?|[Pp]aragraphs?|SECTIONS?|CLAUSES?|ARTICLES?)\s+\d{1,3}(?:\.\d{1,3})*[A-Za-z]?(?:\s*\([a-z0-9]{1,4}\))*(?:\s+of\s+(?:the|this|that)\s+[^().;,]{1,60}?)?\s*)\((?=[A-Z])[^()]{2,80}\)/g;
function withoutCitedTitles(t: string): string {
  return /\b(?:section|clause|article|paragraph)/i.test(t) ? t.replace(CITED_TITLE_RE, (m) => ' '.repeat(m.length)) : t;
}

function splitByHolder(ctx: DocContext, verb: RegExp, side: 'customer' | 'provider', ent: number[], con: number[]): 'refused' | 'theirs' | undefined {
  const mine: number[] = [];
  const theirs: number[] = [];
  const negatedMine: number[] = [];
  let negatedHere = false;
  // a right held by the other side (not refused to anyone)
  let heldByOther = false;
  for (const i of ent) {
    // a heading glued to its first sentence ("TERM AND TERMINATION 3.1 Either Party may terminate ...") is not the subject;
    // an item without the verb takes it, and its holder, from its lead-in ("Owner may terminate upon any of the following:")
    // (nor is a cited clause's title in brackets: "In place of Section 11.2 (Termination for Convenience), Customer may
    // terminate ..." names its verb after the title; session 28, plain28)
    const own = withoutCitedTitles(ctx.sentenceText[i].replace(GLUED_HEADING_RE, ''));
    const lead = ctx.lead[i] >= 0 ? withoutCitedTitles(ctx.sentenceText[ctx.lead[i]].replace(GLUED_HEADING_RE, '')) : null;
    let t = !verb.test(own) && lead !== null ? lead : own;
    let m = verb.exec(t);
    if (!m) {
      // (a verb only in a cited title grants nothing: "Section 11.2 (Termination for Convenience) does not apply")
      if (!verb.test(ctx.sentenceText[i])) mine.push(i);
      continue;
    }
    let span = subjectSpan(t.slice(0, m.index));
    // only a right to do it counts ("Provider may terminate", "ninety days after the Company gives Consultant notice of
    // termination for any reason": the giver's); "on termination for any reason" grants nothing
    let gives = GIVES_NOTICE_RE.exec(span);
    // "... unless terminated by either party upon ninety days' notice": the party named after "by"
    let by = !gives && PASSIVE_RE.test(span) ? BY_PARTY_RE.exec(t.slice(m.index)) : null;
    // an item of a lead-in that opens on who ends it ("13.1.3 By either party for any reason ...") names the holder
    if (!by && !gives && lead !== null && !RIGHT_RE.test(span)) by = ITEM_BY_PARTY_RE.exec(own);
    // "shall be terminable by either party upon notice", "shall terminate at the option of either party": the holder is
    // named after the adjective or the option; "If the Tenant wishes to determine this Lease ..., it may do so": the one
    // who wishes, when the sentence then gives the right
    const able = !gives && !by ? ABLE_BY_RE.exec(t.slice(m.index)) : null;
    const wish = !gives && !by && !able && RIGHT_AFTER_RE.test(t.slice(m.index)) ? OWN_WISH_RE.exec(span) : null;
    if (!RIGHT_RE.test(span) && !gives && !by && !able && !wish && t === own && lead !== null && ITEM_NOTICE_RE.test(span) && verb.test(lead)) {
      // an item that names the termination but grants nothing ("(vi) Upon Diplomat giving Tadeo sixty days' notice of
      // termination") is a ground of its lead-in's right ("Diplomat shall have the right to terminate ... if:")
      t = lead;
      m = verb.exec(t)!;
      span = subjectSpan(t.slice(0, m.index));
      gives = GIVES_NOTICE_RE.exec(span);
      by = !gives && PASSIVE_RE.test(span) ? BY_PARTY_RE.exec(t.slice(m.index)) : null;
    }
    if (!RIGHT_RE.test(span) && !gives && !by && !able && !wish) continue;
    const role = gives ? roleIn(span.slice(Math.max(0, gives.index - 40), gives.index), ctx.lex) : by ? passiveHolder(by[1], ctx.lex)
      : able ? passiveHolder(able[1] ?? able[2]!, ctx.lex) : wish ? roleIn(wish[1]!, ctx.lex) : holderOf(t, verb, ctx.lex);
    if (negated(span)) {
      // (the other side's right refused takes nothing from this side: "Provider may not terminate before the end of the
      // term" leaves the customer's own right where it was)
      if (role !== null && role !== side && role !== 'both') continue;
      negatedHere = true;
      theirs.push(i);
      if (role === side || role === 'both') negatedMine.push(i);
    } else if (role === side || role === 'both' || role === null) mine.push(i);
    else {
      heldByOther = true;
      theirs.push(i);
    }
  }
  // "Except as set out in the Order Form, Customer may terminate ..." read with the order form's
  // "Customer may not terminate ...": the modifying clause wins, as it does when it opens with "notwithstanding"
  if (negatedMine.length && (mine.some((i) => QUALIFIED_RE.test(ctx.sentenceText[i])) || negatedMine.some((i) => NOTWITHSTANDING_RE.test(ctx.sentenceText[i])))) {
    theirs.push(...mine);
    mine.length = 0;
  }
  ent.length = 0;
  ent.push(...mine);
  for (const i of theirs) if (!con.includes(i)) con.push(i);
  con.sort((a, b) => a - b);
  if (mine.length || !theirs.length) return undefined;
  return negatedHere && !heldByOther ? 'refused' : 'theirs';
}

/** The party after a passive verb's "by": both when the two sides are named together ("by Provider or Customer"). */
function passiveHolder(phrase: string, lex: RoleLexicon): Role | null {
  const roles = new Set(phrase.split(/\b(?:or|and)\b/i).map((p) => roleIn(p, lex)));
  return roles.has('both') || (roles.has('customer') && roles.has('provider')) ? 'both' : roleIn(phrase, lex);
}

/** A party's notice that sets the verb off: "the Company gives Consultant written notice of [termination]". */
/** An item that is a notice of termination given: "(vi) Upon Diplomat giving Tadeo at least sixty (60) days advance written notice of". */
const ITEM_NOTICE_RE = new RegExp(String.raw`^\W*(?:(?:and|or)\s+)?\(?${LOOSE_LABEL}[.)][^.;]{0,40}?\b(?:giv|provid|deliver|serv)\w*\b[^.;]{0,80}?\bnotice\s+of\s+$`, 'i');
const GIVES_NOTICE_RE = /\b(?:gives?|giving|provides?|providing|serves?|delivers?)\s+(?:[\w-]+\s+){0,3}?(?:(?:prior|advance)\s+)?(?:written\s+)?notice\s+of\s+(?:(?:its|his|her|their)\s+(?:election|intention|intent|decision)\s+to\s+)?$/i;
/**
 * A right to end stated as an adjective or an option, its holder after it: "terminable by either party upon sixty days'
 * notice", "cancellable by the Licensee at any time on three months' notice", "terminate at the option of either party
 * upon ninety days' notice".
 */
const ABLE_BY_RE = /^(?:terminable|cancell?able|determinable)\s+(?:[\w,]+\s+){0,3}?by\s+([^,.;]{1,40}?)\s*,?\s+(?:upon|on|by giving|giving|with|at any time|by (?:written )?notice)\b|^terminat\w*\s+(?:\(?[a-z0-9]{1,3}\)\s*)?at\s+the\s+(?:option|election)\s+of\s+([^,.;]{1,40}?)\s*,?\s+(?:upon|on|by giving|giving|with|at any time|by (?:written )?notice)\b/i;
/** A condition that is only the party's own wish, "If the Tenant wishes to", "Should the Client decide to": its holder. */
const OWN_WISH_RE = /\b(?:if|in the event(?: that)?|should)\s+(?:at any time\s+[^,.;]{0,60}?\s+)?((?:the\s+)?[\w.&'’-]+(?:\s+[\w.&'’-]+){0,2}?)\s+(?:wish(?:es)?|desires?|decides?|elects?|chooses?|intends?)\s+to\s+$/i;
/** The right given once the wish is stated: "..., it may do so by giving ... notice". */
const RIGHT_AFTER_RE = /,\s*(?:\w+\s+){0,3}?(?:may|can|is entitled to|shall be entitled to)\b/i;
/** A passive verb whose holder follows it: "unless terminated by either party upon notice", "until terminated by Provider or Customer on notice". */
const PASSIVE_RE = /\b(?:unless|until)(?:\s+(?:sooner|earlier))?\s+$/i;
/**
 * An item that names who ends it, under a lead-in that says only that the agreement ends ("... for five years unless
 * earlier terminated as follows: 13.1.3 By either party for any reason by providing six (6) months' notice").
 */
const ITEM_BY_PARTY_RE = new RegExp(String.raw`^\W*(?:(?:and|or)\s+)?(?:${LIST_ITEM_LABEL}\s+)?by\s+([^,.;]{1,40}?)\s+(?:for|without|at|upon|on|by|giving|providing|with|if|in)\b`, 'i');
const BY_PARTY_RE = /^\w*\s+by\s+([^,.;]{1,40}?)\s+(?:upon|on|by giving|giving|with)\b/i;
/** The words that make a verb a right: "may", "can", "is entitled to", "has the right (but not the obligation) to", "reserves the right to". */
const RIGHT_RE = /\b(?:may|can|cannot|entitled to|(?:right|option)(?:\s*\((?:but\s+)?not\s+the\s+obligation\))?\s+to|is permitted to|are permitted to)\b[\s,\w]{0,40}$/i;

/** A right granted subject to what another place says. */
const QUALIFIED_RE = /\b(?:subject to|except as (?:otherwise )?(?:set (?:out|forth)|provided|stated|specified|agreed)|unless otherwise (?:set (?:out|forth)|provided|stated|specified|agreed))\b/i;
const NOTWITHSTANDING_RE = /^\W*(?:\S+\s+){0,3}notwithstanding\b/i;

/** The words that govern a verb: since the last clause break that starts a new subject and modal. */
function subjectSpan(before: string): string {
  const w = before.slice(-90);
  const cut = Math.max(w.lastIndexOf(';'), w.lastIndexOf(':'), w.lastIndexOf('.'));
  let span = w.slice(cut + 1);
  const comma = span.lastIndexOf(',');
  if (comma >= 0 && /\b(?:may|shall|will|can|must|entitled|right)\b/i.test(span.slice(comma))) span = span.slice(comma + 1);
  return span;
}

/** The pieces of a sentence worded in a check's roles, for its topic's branch gates (evaluateRules). */
const TOPIC_WORDED_MARKS = new PieceMarks();

/** The pieces of a sentence worded in a check's roles (overriding), for its override's branch gates. */
const WORDED_MARKS = new PieceMarks();

/**
 * Whether something elsewhere removes what the check found: one of the check's override patterns
 * anywhere in the document, or (when the check's finding is its preferred one) the numbered sections
 * that carry every cue disapplied or deleted by another sentence.
 */
function overriding(ctx: DocContext, c: Compiled, check: PlaybookCheck, outcome: CheckOutcome, primary: number[]): { sentences: number[]; by: number[]; note?: string } | null {
  const d = check.detection!;
  if (c.override) {
    const candidates = ctx.pieces.spansWith(c.overrideGate);
    const n = candidates ? candidates.length : ctx.sentenceText.length;
    const hits: number[] = [];
    // whether the pattern matches depends on the sentence alone (kept by it, memo.ts); who holds the duty on the parties
    const override = c.override;
    const matches = ctx.memo?.lookup<boolean>(c.overrideMemo);
    const parts = c.overrideParts;
    // the sentences each branch may match (ascending, null: all of them), walked with the candidates
    const partSpans = parts && parts.gates.map((g) => ctx.pieces.spansWith(g));
    const at = parts && new Int32Array(parts.res.length);
    const mayMatch = (i: number, j: number): boolean => {
      const list = partSpans![j];
      if (!list) return true;
      while (at![j] < list.length && list[at![j]] < i) at![j]++;
      return list[at![j]] === i;
    };
    // the same answer as override.test(t), trying only the branches whose words the sentence holds
    const test = (i: number, t: string): boolean => {
      if (!parts) return override.test(t);
      for (let j = 0; j < parts.res.length; j++) if (mayMatch(i, j) && parts.res[j].test(t)) return true;
      return false;
    };
    const testWorded = (t: string): boolean => {
      if (!parts) return override.test(t);
      WORDED_MARKS.reset(t);
      for (let j = 0; j < parts.res.length; j++) if (WORDED_MARKS.may(parts.gates[j]) && parts.res[j].test(t)) return true;
      return false;
    };
    for (let k = 0; k < n; k++) {
      const i = candidates ? candidates[k] : k;
      // (read as it stands, or with the parties' own names in the check's role words: "Reseller assigns ... to Orrin")
      // (past a sub-clause number at its head, as the cues are read: pastSubClauseNumber)
      let t = pastSubClauseNumber(ctx.sentenceText[i]);
      if (!(matches ? matches(t, () => test(i, t)) : test(i, t))) {
        const named = pastSubClauseNumber(inCheckRolesAt(ctx, c, i));
        // (its result kept by the text, as the sentence's is; the branches gated by the words of the text so worded)
        if (named === t || !(matches ? matches(named, () => testWorded(named)) : testWorded(named))) continue;
        t = named;
      }
      // an override that removes the duty of the side the playbook takes is in its favour, not against it
      if (!(d.side && holderOf(t, override, ctx.lex) === d.side)) hits.push(i);
    }
    if (hits.length) {
      // (the way it is taken away, where the check names each: the first pattern the first overriding sentence matches)
      const k = c.overrideEach ? c.overrideEach.findIndex((re) => re.test(pastSubClauseNumber(ctx.sentenceText[hits[0]]))) : -1;
      return { sentences: [...hits, ...primary.filter((i) => !hits.includes(i))], by: hits, note: k >= 0 ? d.override_problems![k] : undefined };
    }
  }
  const overrides = d.lapses_with_term ? [...ctx.overrides, ...lapsesWithTerm(ctx)] : ctx.overrides;
  if (!overrides.length || !primary.length || outcome === 'not_mentioned' || d.positions[outcome] !== 'preferred') return null;
  const by: number[] = [];
  // (a survival list's note names the sections the check's sentences sit in, not every clause the list leaves out)
  const named: string[] = [];
  for (const i of primary) {
    const clause = ctx.clauseById.get(ctx.sentences[i].clause_id);
    const o = clause && overrides.find((x) => x.sentence !== i && ctx.sentences[x.sentence].clause_id !== clause.id && x.sections.some((ref) => inSection(clause, ref, ctx.sentenceText[i])));
    if (!o) return null;
    if (!by.includes(o.sentence)) by.push(o.sentence);
    for (const ref of o.sections) if (!named.includes(ref) && inSection(clause, ref, ctx.sentenceText[i])) named.push(ref);
  }
  const sections = [...new Set(by.flatMap((i) => { const o = overrides.find((x) => x.sentence === i)!; return SURVIVOR_LISTS.has(o) ? named : o.sections; }))];
  return { sentences: [...by, ...primary], by, note: `${sections.length > 1 ? 'Sections' : 'Section'} ${sections.join(', ')} ${sections.length > 1 ? 'are' : 'is'} disapplied elsewhere in the contract, which removes: ${lcFirst(check.title)}` };
}

/**
 * A general clause that names a clause by number and ends it with the relationship (lapses_with_term): "Clause 7 has
 * effect only during the employment", "applies only while you are employed", "The restrictions in clause 7 shall end on
 * the date on which the employment terminates", "Section 9 lapses on termination"; not one that keeps it for a time
 * after ("and for twelve months after"). LAPSES_GATE_RE is its cheap test.
 */
const LAPSES_GATE_RE = /\b(?:only\s+(?:during|while|for\s+the)|laps|end(?:s|ed)?\s+(?:on|upon|at|when|with)\b)/i;
const LAPSES_WITH_TERM_RE = new RegExp(String.raw`^(?![^.;]*\b(?:after|following|thereafter|post-?(?:termination|employment))\b)\W*(?:\(?[a-z0-9.]{1,6}\)?\s+)?(?:the\s+(?:restrictions?|obligations?|covenants?|undertakings?|provisions?)\s+(?:in|of|under)\s+)?(?:sections?|clauses?|articles?|paragraphs?)\s*(\d{1,2}(?:\.\d{1,3}){0,2})\b(?:\s*\([^)]{1,40}\))?[^.;]{0,40}?(?:\b(?:(?:has|have|shall\s+have|takes?)\s+effect|appl(?:y|ies)|(?:is|are|shall\s+be|will\s+be)\s+(?:binding|in\s+force))\s+only\s+(?:during|while|for\s+the\s+(?:term|duration))\b|\b(?:lapses?|ends?|(?:shall|will)\s+(?:lapse|end))\s+(?:on|upon|at|when|with)\b[^.;]{0,60}?\b(?:terminat\w*|ends?|expir\w*|cessation)\b)`, 'i');
const LAPSES_GATE = gateFor(LAPSES_GATE_RE.source);
const lapsedCache = new WeakMap<DocContext, Override[]>();
function lapsesWithTerm(ctx: DocContext): Override[] {
  let out = lapsedCache.get(ctx);
  if (!out) {
    out = [];
    // (the sentences the pieces index finds with one of the gate's words; all of them where it cannot tell)
    const candidates = ctx.pieces.spansWith(LAPSES_GATE) ?? ctx.sentenceText.keys();
    for (const i of candidates) {
      const t = ctx.sentenceText[i];
      if (!LAPSES_GATE_RE.test(t)) continue;
      const m = LAPSES_WITH_TERM_RE.exec(t);
      if (m) out.push({ sentence: i, sections: [m[1]], full: true });
    }
    // (a survival clause that names the only clauses that survive: every other numbered clause lapses)
    for (const i of ctx.pieces.spansWith(SURVIVORS_GATE) ?? ctx.sentenceText.keys()) {
      const o = survivorsOnly(ctx, i);
      if (o) out.push(o);
    }
    lapsedCache.set(ctx, out);
  }
  return out;
}

/**
 * A survival clause that lists the only clauses that survive (session 25, misses20): "Only clauses 8 (Payment) and 15
 * (Limitation) survive the termination or expiry of this Agreement; every other obligation ends", "clauses 2 (Fees) and 5
 * (Law) alone continue in force, and no other clause survives", "The only provisions of this agreement that survive its
 * termination are clauses 2 and 5". Every other numbered clause of the document lapses with the agreement: an override
 * of each of them (lapses_with_term), read where a duty meant to outlast it sits in one. Not a list with no "only" ("The
 * following clauses survive: ..."), nor one that keeps what survives by its nature or is stated to survive, nor one
 * naming a confidentiality duty, nor a list whose numbers are not the document's own clauses.
 */
const SURVIVORS_GATE_RE = /\bsurviv/i;
const SURVIVORS_GATE = gateFor(SURVIVORS_GATE_RE.source);
const CLAUSE_LIST = String.raw`(?:clauses?|sections?|articles?|paragraphs?)\s+(\d{1,2}(?:\.\d{1,3})?(?:\s*\([^)]{1,40}\))?(?:\s*(?:,|and|&)\s*(?:(?:clauses?|sections?|articles?|paragraphs?)\s+)?\d{1,2}(?:\.\d{1,3})?(?:\s*\([^)]{1,40}\))?)*)`;
const SURVIVORS_ONLY_RE = new RegExp(String.raw`^(?![\s\S]*\b(?:confidential\w*|confidence|secre(?:t|ts|cy)|non-?disclosure|by\s+(?:their|its)\s+(?:very\s+)?nature|(?:expressly|intended|stated|expressed|specified|provided)\s+(?:\w+\s+){0,3}?(?:to\s+)?(?:surviv\w*|continu\w*)|(?:except|save)\s+as\b|otherwise\s+(?:provided|stated|agreed)|subject\s+to|following)\b)[\s\S]*?(?:\bonly\s+${CLAUSE_LIST}[^.;]{0,20}?\b(?:shall\s+|will\s+|do\s+|does\s+)?(?:survive|continue\s+in\s+(?:force|effect))|\b${CLAUSE_LIST}\s+(?:alone|only)\s+(?:shall\s+|will\s+)?(?:survive|continue\s+in\s+(?:force|effect))|\bthe\s+only\s+(?:provisions?|clauses?|sections?|obligations?|terms?)\b[^.;]{0,80}?\bsurviv\w*[^.;]{0,60}?\b(?:are|is)\s+${CLAUSE_LIST})`, 'i');
function survivorsOnly(ctx: DocContext, i: number): Override | null {
  const t = ctx.sentenceText[i];
  if (!SURVIVORS_GATE_RE.test(t)) return null;
  const m = SURVIVORS_ONLY_RE.exec(t);
  const list = m && (m[1] ?? m[2] ?? m[3]);
  if (!list) return null;
  const kept = [...list.replace(/\([^)]*\)/g, ' ').matchAll(/\d{1,2}(?:\.\d{1,3})?/g)].map((x) => x[0]);
  const own = ctx.sentences[i].clause_id;
  const numbered = ctx.clauses.filter((c) => /^\d/.test(c.section));
  // (every clause listed is one of the document's own, else the numbers are another document's)
  if (!kept.length || !kept.every((k) => numbered.some((c) => inSection(c, k)))) return null;
  const sections = [...new Set(numbered.filter((c) => c.id !== own && !kept.some((k) => inSection(c, k))).map((c) => c.section))];
  if (!sections.length) return null;
  const o: Override = { sentence: i, sections, full: true };
  SURVIVOR_LISTS.add(o);
  return o;
}
/** The overrides read from survival lists (their notes name only the sections the check's sentences sit in). */
const SURVIVOR_LISTS = new WeakSet<Override>();

/**
 * A right to end on notice, whatever the period: "may terminate this Agreement at any time upon written notice", "may resign
 * by giving notice", "may give notice of termination" (session 24; not a sentence that only mentions a notice of
 * termination, "must not have served notice of termination", "after notice of termination has been given", nor an ending
 * "without notice").
 */
const RIGHT_ON_NOTICE_RE = /\b(?:terminat\w*|end|ended|resign\w*|dismiss\w*|cancel\w*|determin(?:e|ed|able))\b[^.;]{0,120}(?<!\bwithout\s+(?:any\s+|prior\s+|advance\s+)?)\bnotice\b|\bnotice\b[^.;]{0,40}\bto\s+(?:terminate|end|resign|cancel)\b|\b(?:may|can|(?:is|are|shall\s+be)\s+entitled\s+to)\s+(?:\w+\s+){0,3}?(?:give|serve)\s+(?:\w+\s+){0,2}?notice\s+of\s+(?:termination|resignation|cancell?ation)\b/i;
/** A renewal that needs no one to act: "renews automatically", "for successive terms", "unless either party gives notice". */
const AUTOMATIC_RENEWAL_RE = /\bautomatic(?:ally)?\b|\bauto-?renew|\bsuccessive\b|\bunless\b[^.;]{0,160}\b(?:notice|terminat\w*)\b/i;
/** A renewal someone chooses or earns: an option, an election, the parties' agreement, an approval or a target met. */
const RENEWAL_BY_CHOICE_RE = /\b(?:mutual(?:ly)?|both\s+parties|the\s+parties)\s+(?:\w+\s+){0,2}agree|\boption\b|\belect\w*|\bmay\s+(?:\w+\s+){0,2}(?:renew|extend)\b|\b(?:provided|on\s+condition|subject\s+to|in\s+the\s+event|if)\b[^.;]{0,80}\b(?:approv\w*|achiev\w*|attain\w*|agree\w*|consent\w*)\b/i;
/**
 * A payment in lieu of notice: "terminate forthwith and make a payment in lieu of salary for the unexpired part of the
 * notice period", "elect to pay in lieu of all or part of the notice period", "the salary ... during the notice period". It
 * buys out the notice stated elsewhere and states none of its own.
 */
const IN_LIEU_OF_NOTICE_RE = /\bin\s+lieu\s+of\b[^.;]{0,80}\bnotice\b|\bnotice\s+period\b|\b(?:unexpired|remaining|balance\s+of\s+the)\s+(?:part\s+of\s+the\s+)?(?:period\s+of\s+)?notice\b/i;

/**
 * Evidence seeds, best first: the cue sentences, then the other topic sentences; within each, those in clauses of
 * the check's clause type come first (the assignment clause before a staffing line that "assigns" a back-up).
 */
function seedOrder(ctx: DocContext, d: CheckDetection, primary: number[], topicIdx: number[]): number[] {
  let order: number[];
  if (!d.clause_type) order = [...primary, ...topicIdx];
  else {
    const typedFirst = (idx: number[]) => {
      const typed: number[] = [];
      const named: number[] = [];
      const rest: number[] = [];
      // (then a clause typed otherwise whose heading names the type: "Assignment and Change of Control" is typed by its
      // second subject, and is still the assignment clause)
      // (a clause headed with the type among others whose words are about it too counts as of the type: clauseOfType)
      for (const i of idx) {
        const cl = ctx.clauseById.get(ctx.sentences[i].clause_id);
        (cl && clauseOfType(ctx, cl, d.clause_type!) ? typed : headingNames(d.clause_type!, cl?.heading) ? named : rest).push(i);
      }
      return [...typed, ...named, ...rest];
    };
    order = [...typedFirst(primary), ...typedFirst(topicIdx)];
  }
  // a heading standing alone ("15. NO ASSIGNMENT") only locates its clause: the clauses found by their
  // language come first (withEvidence cites a heading's clause by its first operative sentence)
  const headings = order.filter((i) => !operativeAt(ctx, i));
  return headings.length ? [...order.filter((i) => !headings.includes(i)), ...headings] : order;
}

/**
 * The heading of a clause's section: its own, else that of the nearest clause before it whose number its own extends
 * ("4" for "4.1", "13.2" for "13.2(b)" and "13.2¶1").
 */
export function sectionHeadingOf(ctx: DocContext, c: Clause): string | undefined {
  if (c.heading) return c.heading;
  let own = c.section;
  for (let i = ctx.clauses.indexOf(c) - 1; i >= 0; i--) {
    const x = ctx.clauses[i];
    if (!x.section || x.section.length >= own.length || !own.startsWith(x.section) || !/^[.(¶]/.test(own.slice(x.section.length))) continue;
    if (x.heading) return x.heading;
    own = x.section;
  }
  return undefined;
}

/**
 * Whether a clause counts as of a clause type (taxonomy.ts countsAs), read with its section's heading and its words; kept
 * per context by clause and type (evidence order asks it of every seed of every check, and redline placement again).
 */
export function clauseOfType(ctx: DocContext, c: Clause, type: string): boolean {
  if (c.clause_type === type) return true;
  let known = typedClauses.get(ctx);
  if (!known) typedClauses.set(ctx, (known = new Map()));
  const key = `${c.id} ${type}`;
  let v = known.get(key);
  if (v === undefined) known.set(key, (v = countsAs(type, c.clause_type, sectionHeadingOf(ctx, c), ctx.plain.slice(c.start, Math.min(c.end, c.start + 2000)))));
  return v;
}
const typedClauses = new WeakMap<DocContext, Map<string, boolean>>();

const HEADING_SENTENCE_RE = new RegExp(HEADING_ONLY, 'i');
/**
 * Whether a sentence says something a citation can quote: not a bare heading ("12. LIMITATION OF LIABILITY",
 * "(vii) Subsidiaries.") and not a page number or running footer with no word in it ("-4-", "11 - 11 -").
 */
export function isOperative(sentence: string): boolean {
  return !isPageLine(sentence) && (listItemLike(sentence) || !HEADING_SENTENCE_RE.test(sentence.trim()) || SWITCHED_OFF_ROW_RE.test(sentence));
}
/** A row of a table whose value switches its term off, as as-written.ts reads it ("no Public liability insurance N/A"): short, but a term. */
const SWITCHED_OFF_ROW_RE = /\bno\s[^|:\n]{1,70}?(?:\s*[|:]\s*|\s)(?:none|nil|n\/a|excluded)\W*$/i;

const operativeMarks = new WeakMap<DocContext, Uint8Array>();
/**
 * isOperative of sentence i, and not a run of a table of contents (`contentsRun`), kept per context (the checks ask it
 * of the same sentences again and again).
 */
function operativeAt(ctx: DocContext, i: number): boolean {
  let marks = operativeMarks.get(ctx);
  if (!marks) operativeMarks.set(ctx, (marks = new Uint8Array(ctx.sentenceText.length)));
  if (!marks[i]) marks[i] = isOperative(ctx.sentenceText[i]) && !contentsRun(ctx, i) ? 2 : 1;
  return marks[i] === 2;
}

/** A section's label before a heading in a run of headings: "2.1 Grant", "Article 3. Governance", "Clause 4 Term", "ARTICLE 2 CONFIDENTIALITY". */
const CONTENTS_LABEL_RE = /(?:^|\s)(?:(?:article|section|clause|part)\s+)?(?:\d{1,3}(?:\.\d{1,3})*\.?|[IVX]{1,5}\.?)(?:\s+(?=[A-Z])|\s*$)/gi;
/** The word that heads a table of contents. */
const CONTENTS_HEAD_RE = /\b(?:table\s+of\s+contents|contents|index)\b/i;
/** Words a heading writes in lower case. */
const HEADING_SMALL_WORDS = new Set(['of', 'and', 'the', 'to', 'by', 'for', 'in', 'on', 'or', 'a', 'an', 'with', 'from', 'under', 'between', 'at', 'as', 'its', 'this', 'upon', 'into']);
const lowerPlain = new WeakMap<DocContext, string>();

/**
 * Whether sentence i is a run of a table of contents: the headings of three sections or more, each after its number
 * ("Grant of Rights 2.1 Grant of Rights to Distributor 2.2 Sub-distribution by Distributor ...", "Clause 1 Definitions 1
 * Clause 2 Confidentiality 2 ...", "ARTICLE 1 DEFINITIONS 1.1 Defined Terms ARTICLE 2 ..."), as a filing's text runs the
 * lines of the contents together with no dot leaders: words in a heading's case (few in lower case that a heading would
 * not write so), and headings the contract uses again elsewhere, or the word "contents" before them. Such a run states
 * nothing: it is never cited, and a redline never rewrites it.
 */
export function contentsRun(ctx: DocContext, i: number): boolean {
  let runs = contentsRuns.get(ctx);
  if (!runs) contentsRuns.set(ctx, (runs = new Map()));
  let v = runs.get(i);
  if (v === undefined) runs.set(i, (v = readContentsRun(ctx, i, runs)));
  return v;
}
const contentsRuns = new WeakMap<DocContext, Map<number, boolean>>();
function readContentsRun(ctx: DocContext, i: number, runs: Map<number, boolean>): boolean {
  const t = ctx.sentenceText[i];
  if (t.length < 40) return false;
  const labels = [...t.matchAll(CONTENTS_LABEL_RE)];
  if (labels.length < 3) return false;
  const words = t.match(/[A-Za-z][\w'’-]*/g) ?? [];
  const lower = words.filter((w) => /^[a-z]/.test(w) && !HEADING_SMALL_WORDS.has(w));
  if (lower.length * 6 > words.length) return false;
  // (under the word "contents" a sentence or three before, or after another run: the sentence before it read first)
  for (let k = i; k >= Math.max(0, i - 3); k--) if (CONTENTS_HEAD_RE.test(ctx.sentenceText[k]) && ctx.sentenceText[k].length < 400) return true;
  if (i > 0 && (runs.get(i - 1) ?? contentsRun(ctx, i - 1))) return true;
  // the headings between the labels, two of them or more found again outside the run (in any case)
  let plain = lowerPlain.get(ctx);
  if (plain === undefined) lowerPlain.set(ctx, (plain = ctx.plain.toLowerCase()));
  const { start, end } = ctx.sentences[i];
  let again = 0;
  for (let k = 0; k < labels.length && again < 2; k++) {
    const from = labels[k].index! + labels[k][0].length;
    const to = k + 1 < labels.length ? labels[k + 1].index! : t.length;
    const heading = t.slice(from, to).replace(/[\s.;:,\d]+$/, '').trim().toLowerCase();
    if (heading.length < 6) continue;
    for (let at = plain.indexOf(heading); at >= 0; at = plain.indexOf(heading, at + 1)) {
      if (at < start || at >= end) {
        again++;
        break;
      }
    }
  }
  return again >= 2;
}

/**
 * A list item is quoted however short it is ("• timelines of such activities", "(b) Affiliates; and"): a bullet opens it,
 * or it ends with ; or , or the word "and" or "or" (`/^\s*[•·▪◦●\-–*]\s|(?:[;,]|\b(?:and|or))\s*$/`, its end read
 * from the end instead of tried at every position).
 */
const BULLET_RE = /^\s*[•·▪◦●\-–*]\s/;
function listItemLike(t: string): boolean {
  if (BULLET_RE.test(t)) return true;
  let i = t.length - 1;
  while (i >= 0 && isReSpace(t.charCodeAt(i))) i--;
  if (i < 0) return false;
  const c = t.charCodeAt(i);
  if (c === 59 || c === 44) return true;
  const word = (k: number) => k >= 0 && isWordChar(t.charCodeAt(k));
  if (i >= 2 && t.startsWith('and', i - 2) && !word(i - 3)) return true;
  return i >= 1 && t.startsWith('or', i - 1) && !word(i - 2);
}

/** A regular expression's word character: [A-Za-z0-9_]. */
function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}
/** A table of contents entry ("18. Successors and Assigns ........ 9") locates nothing. */
const CONTENTS_ENTRY_RE = /\.{3,}\s*\d{0,4}\s*$/;

/** A line a printed page carries: a page number, a running footer, a filing banner ("Source: ACME INC, 10-K, 3/30/2020"). */
const isPageLine = (sentence: string): boolean => !/\p{L}{2}/u.test(sentence.replace(LABEL_WORDS_RE, '')) || FILING_BANNER_RE.test(sentence);
/** Words that only label a number ("Page 14", "Section 10.01.", "ARTICLE X"). */
const LABEL_WORDS_RE = /\b(?:page|section|article|clause|exhibit|schedule|annex|appendix)\b/gi;
const FILING_BANNER_RE = new RegExp(String.raw`^\s*${FILING_BANNER}\s*$`, 'i');

/** How many sentences after a heading its clause's first operative sentence may be (headings and page lines between). */
const HEADING_REACH = 3;

/**
 * The sentence a heading stands for: the first operative sentence after it, when only headings and page lines
 * lie between ("7. TERM" / "7.1 Term" / "This Agreement begins ..."); -1 when there is none within reach, and
 * for a page line or a table of contents entry, which stand for no clause.
 */
export function headedSentence(ctx: DocContext, i: number): number {
  if (isPageLine(ctx.sentenceText[i]) || CONTENTS_ENTRY_RE.test(ctx.sentenceText[i]) || contentsRun(ctx, i)) return -1;
  for (let k = i + 1; k <= i + HEADING_REACH && k < ctx.sentenceText.length; k++) {
    if (!operativeAt(ctx, k)) continue;
    // a clause says something; a name under a title ("AF MUTUAL HOLDING COMPANY" / "By its Representative:") does not
    return PROVISION_RE.test(ctx.sentenceText[k]) || SENTENCE_RE.test(ctx.sentenceText[k]) ? k : -1;
  }
  return -1;
}
/** Eight words or more ending as a sentence does. */
const SENTENCE_RE = /^(?:\S+\s+){7,}\S*[.;]["”)]?\s*$/;
const PROVISION_RE = /\b(?:shall|will|may|must|can|is|are|was|were|be|has|have|does|do|means?|includes?|agrees?|acknowledges?|warrants?|represents?|grants?|undertakes?|covenants?|consents?|hereby)\b/i;

/** Sentences ending mid-thought (", or", ";", ":") continue into the next one. */
const CONTINUES_RE = /(?:[:,;]|\b(?:or|and))\s*$/;
const MAX_SENTENCES = 24;

/**
 * Evidence from seed sentences (best first): each seed with the span group that carries it, namely
 * the lead-ins of the list it is in (up to two levels), the members of the list it introduces, and
 * the continuation of a sentence cut at a comma or semicolon. Adjacent sentences of one clause are
 * cited as one span. Seeds are taken while fewer than `max` spans are cited (a group is never cut),
 * and never more than MAX_SENTENCES sentences.
 */
function withEvidence(ctx: DocContext, outcome: CheckOutcome, position: Position, seeds: number[], max: number, withNext = 0): CheckEvaluation {
  const chosen: number[] = [];
  const seen = new Set<number>();
  const n = ctx.sentences.length;
  // a quote is operative language: a heading or page line is never cited, a heading seed stands for its clause
  const add = (i: number): boolean => {
    if (i < 0 || i >= n || seen.has(i)) return false;
    seen.add(i);
    if (!operativeAt(ctx, i)) return false;
    chosen.push(i);
    return true;
  };
  for (let s = 0; s < seeds.length; s++) {
    const seed = seeds[s];
    const i = seed >= 0 && seed < n && !operativeAt(ctx, seed) ? headedSentence(ctx, seed) : seed;
    if (chosen.length >= MAX_SENTENCES || citationCount(ctx, chosen) >= max) break;
    if (!add(i)) continue;
    // a clause read with a schedule's value: the row that states it is cited too
    const rows = ctx.filledFrom?.get(i);
    if (rows) for (const r of rows) add(r);
    for (let l = ctx.lead[i], depth = 0; l >= 0 && depth < 2; l = ctx.lead[l], depth++) add(l);
    if (ctx.lead[i] < 0 && i > 0 && /:\s*$/.test(ctx.sentenceText[i - 1])) add(i - 1);
    // a cue found with a window of following sentences: cite the next one too
    if (s < withNext) add(i + 1);
    if (ctx.listEnd[i] > 0) for (let k = i + 1; k < ctx.listEnd[i] && chosen.length < MAX_SENTENCES; k++) add(k);
    if (CONTINUES_RE.test(ctx.sentenceText[i])) {
      for (let k = i + 1; k < Math.min(n, i + 5); k++) {
        // the next item of a definitions list is another term's definition, not the rest of this sentence
        if (opensDefinition(ctx.sentenceText[k])) break;
        add(k);
        // a page line inside the sentence ("-4-") does not end it
        if (operativeAt(ctx, k) && !CONTINUES_RE.test(ctx.sentenceText[k])) break;
      }
    }
  }
  const runs = sentenceRuns(ctx, chosen);
  return {
    outcome,
    position,
    evidence: runs.flatMap(([a, b]) => citationsOf(ctx, { clause_id: ctx.sentences[a].clause_id, start: ctx.sentences[a].start, end: ctx.sentences[b].end })),
    sentenceIdx: chosen,
  };
}

/** An evaluation without its evidence (see evaluateCheck's `cite`). */
function uncited(outcome: CheckOutcome, position: Position): CheckEvaluation {
  return { outcome, position, evidence: [], sentenceIdx: [] };
}

/**
 * The learned evidence ranker (learned/nli.ts) for the checks it was trained for: the rules keep the outcome,
 * and when they cite something the ranker's best sentence that they did not cite is cited too.
 */
function withLearnedEvidence(ctx: DocContext, checkId: string, ev: CheckEvaluation): CheckEvaluation {
  if (ev.outcome === 'not_mentioned' || !ev.cues || !ev.sentenceIdx.length) return ev;
  const doc = { sentenceText: ctx.sentenceText, heading: (i: number) => ctx.clauseById.get(ctx.sentences[i].clause_id)?.heading ?? '' };
  const best = bestUncited(checkId, doc, { ...ev.cues, cited: ev.sentenceIdx });
  const extra = best === null || operativeAt(ctx, best) ? best : headedSentence(ctx, best);
  if (extra === null || extra < 0 || ev.sentenceIdx.includes(extra)) return ev;
  const chosen = [...ev.sentenceIdx, extra];
  const runs = sentenceRuns(ctx, chosen);
  return { ...ev, sentenceIdx: chosen, evidence: runs.flatMap(([a, b]) => citationsOf(ctx, { clause_id: ctx.sentences[a].clause_id, start: ctx.sentences[a].start, end: ctx.sentences[b].end })) };
}

/** The chosen sentences as runs [first, last] of consecutive sentences in one clause, in order of first choice. */
function sentenceRuns(ctx: DocContext, chosen: number[]): [number, number][] {
  const set = new Set(chosen);
  const runs: [number, number][] = [];
  const done = new Set<number>();
  for (const i of chosen) {
    if (done.has(i)) continue;
    let a = i;
    let b = i;
    const cl = ctx.sentences[i].clause_id;
    while (set.has(a - 1) && !done.has(a - 1) && ctx.sentences[a - 1].clause_id === cl) a--;
    while (set.has(b + 1) && !done.has(b + 1) && ctx.sentences[b + 1].clause_id === cl) b++;
    for (let k = a; k <= b; k++) done.add(k);
    runs.push([a, b]);
  }
  return runs;
}

/** Per context: the parties' home countries by side (keyterms.ts `partyHomes`, scope.ts `partySides`), read once. */
const homesBySide = new WeakMap<DocContext, Partial<Record<'customer' | 'provider', string>> | null>();
/**
 * The home countries (ISO 3166-1) of the party on `side` and of the other party, each read in its stretch of the opening,
 * where the two parties are based in different countries and both sides are known; else null.
 */
function sideHomes(ctx: DocContext, side: 'customer' | 'provider'): { ours: string; theirs: string } | null {
  let bySide = homesBySide.get(ctx);
  if (bySide === undefined) {
    bySide = null;
    const parties = ctx.keyTerms.parties;
    const homes = parties.length === 2 ? partyHomes(ctx.plain, parties) : [];
    if (homes[0] && homes[1] && homes[0] !== homes[1]) {
      const sides = partySides(parties, ctx.plain);
      if (sides[0] && sides[1] && sides[0] !== sides[1]) bySide = { [sides[0]]: homes[0], [sides[1]]: homes[1] };
    }
    homesBySide.set(ctx, bySide);
  }
  const other = side === 'customer' ? 'provider' : 'customer';
  return bySide?.[side] && bySide[other] ? { ours: bySide[side]!, theirs: bySide[other]! } : null;
}

/** The home country of the party on `side`, where the parties are based in different countries (sideHomes); else null. */
function sideHome(ctx: DocContext, side: 'customer' | 'provider'): string | null {
  return sideHomes(ctx, side)?.ours ?? null;
}

/**
 * The governing law, where it is the home country of the side opposite `side` and not that side's own: the two parties
 * based in different countries, the law chosen in the other's. The law's name and our side's home country, or null (one
 * home unknown, both in one country, the law of a third country, or of our own).
 */
function foreignLaw(ctx: DocContext, law: string, side: 'customer' | 'provider'): { law: string; home: string } | null {
  const homes = sideHomes(ctx, side);
  if (!homes) return null;
  if (countryOf(law) !== homes.theirs) return null;
  const home = jurisdictionNameFromCode(homes.ours);
  return home ? { law: jurisdictionWords(law), home } : null;
}

function citationCount(ctx: DocContext, chosen: number[]): number {
  return chosen.length < 2 ? chosen.length : sentenceRuns(ctx, chosen).length;
}

function evaluateKeyTerm(check: PlaybookCheck, d: CheckDetection, ctx: DocContext, topicIdx: number[], max: number): CheckEvaluation {
  const k = ctx.keyTerms;
  let outcome: CheckOutcome = 'not_mentioned';
  let position: Position | undefined;
  let evidenceRe: RegExp | null = null;
  switch (d.key_term) {
    case 'mutual':
      outcome = k.mutual === true ? 'entailed' : k.mutual === false ? 'contradicted' : 'not_mentioned';
      evidenceRe = /\bmutual\b|(?:each|either|both) part(?:y|ies)|one-way|unilateral/i;
      break;
    case 'governing_law':
      outcome = k.governing_law || k.governing_law_reference ? 'entailed' : 'not_mentioned';
      // stated by reference to a place the document does not carry: addressed, but not verifiable here
      if (!k.governing_law && k.governing_law_reference) position = 'acceptable';
      evidenceRe = GOVERNING_LAW_EVIDENCE_RE;
      break;
    case 'liability_cap':
      return evaluateCap(check, d, ctx, topicIdx, max);
    case 'term':
      // the agreement's own term: entailed when stated as a duration or by a term clause
      outcome = k.term || topicIdx.length ? 'entailed' : 'not_mentioned';
      evidenceRe = null;
      break;
    case 'survival': {
      // how long the obligations last: their survival, else the agreement's term
      const dur = k.survival ?? k.term;
      if (dur === 'indefinite') {
        outcome = 'contradicted';
        if (d.indefinite_position) position = d.indefinite_position;
      } else if (dur) {
        const months = durationMonths(dur) ?? 0;
        outcome = 'entailed';
        if (months > (d.acceptable_max_months ?? Infinity)) position = 'unacceptable';
        else if (months > (d.preferred_max_months ?? Infinity)) position = 'acceptable';
      } else if (k.survival_reference) {
        // a named period the document does not state: addressed, but not verifiable here
        outcome = 'entailed';
        position = 'acceptable';
      }
      evidenceRe = /\b(?:years?|months?|indefinite|perpetu|surviv|term of)\b/i;
      break;
    }
    default:
      outcome = topicIdx.length ? 'entailed' : 'not_mentioned';
  }
  // the key term taken away elsewhere in the document: an NDA whose parties both disclose, with one of them released
  // from the obligations that bind the other (`override`; not in a one-way NDA, where the discloser owes none)
  if (d.key_term === 'mutual' && d.override && outcome === 'entailed') {
    const over = overriding(ctx, compile(d), check, outcome, []);
    if (over) {
      const ev = max ? withEvidence(ctx, 'contradicted', 'unacceptable', over.by, max) : uncited('contradicted', 'unacceptable');
      ev.note = over.note ?? d.problem?.overridden ?? d.problem?.unacceptable;
      ev.overriddenBy = over.by;
      return ev;
    }
  }
  const seeds = outcome === 'not_mentioned' || !max ? [] : seedOrder(ctx, d, [], topicIdx.filter((i) => !evidenceRe || evidenceRe.test(ctx.sentenceText[i])));
  const ev = max ? withEvidence(ctx, outcome, position ?? d.positions[outcome], seeds, max) : uncited(outcome, position ?? d.positions[outcome]);
  if (d.key_term === 'survival' && ev.position === 'unacceptable') {
    ev.note = k.survival === 'indefinite' || (!k.survival && k.term === 'indefinite') ? 'The confidentiality obligations last indefinitely' : `The confidentiality obligations last ${isoDurationWords(k.survival ?? k.term ?? '')}, longer than the playbook accepts`;
  } else if (d.key_term === 'governing_law' && !k.governing_law && k.governing_law_reference) {
    ev.note = `Governing law is stated by reference to ${k.governing_law_reference}, which this document does not carry`;
  } else if (d.key_term === 'governing_law' && d.home_side && k.governing_law && outcome === 'entailed') {
    // the other side's home law, where the two sides are based in different countries: worse than the neutral fallback
    const foreign = foreignLaw(ctx, k.governing_law, d.home_side);
    if (foreign) {
      const names = d.names ?? { customer: 'Customer', provider: 'Provider' };
      const [ours, theirs] = d.home_side === 'customer' ? [names.customer, names.provider] : [names.provider, names.customer];
      const out = max ? withEvidence(ctx, 'contradicted', 'unacceptable', seeds, max) : uncited('contradicted', 'unacceptable');
      out.note = `The contract chooses the law of ${foreign.law}, in ${theirs}'s home country; ${ours} is based in ${foreign.home}`;
      out.homeLaw = foreign.home;
      return out;
    }
  } else if (d.master && outcome === 'not_mentioned' && underMaster(ctx).length) {
    // the master agreement this document runs under carries it
    const master = withEvidence(ctx, outcome, 'acceptable', underMaster(ctx), max);
    master.note = 'Not stated in this document, which runs under a master agreement that governs it; check the master agreement';
    return master;
  } else if (d.key_term === 'survival' && !k.survival && !k.term && k.survival_reference) {
    ev.note = `The obligations last for ${k.survival_reference}, which this document names but does not state`;
  }
  return ev;
}

/**
 * The limitation of liability from one side: whose liability is capped, whose is expressly unlimited,
 * and how large the cap is (months of fees against the playbook's preferred and fallback minimums).
 */
function evaluateCap(check: PlaybookCheck, d: CheckDetection, ctx: DocContext, topicIdx: number[], max: number): CheckEvaluation {
  const side = d.side ?? 'customer';
  const other = side === 'customer' ? 'provider' : 'customer';
  const capped = new Set<Role | 'any' | 'unplaced'>();
  const unlimited = new Set<Role>();
  const capIdx: number[] = [];
  const unlimitedIdx: number[] = [];
  let months: number | null = null;
  let monthsAt = -1;
  let nominal: string | null = null;
  let nominalAt = -1;
  for (const i of topicIdx) {
    let t = ctx.sentenceText[i];
    let holder = liabilityHolder(t, ctx.lex);
    // (a cap and then unlimited liability in one sentence, "X's liability shall not exceed GBP 5,000, and Y's liability is
    // unlimited": each part read for its own holder, the second as a carve-out of one head if it names one)
    const both = UNLIMITED_RE.test(t) ? capThenUnlimited(t) : null;
    if (both) {
      if (!isCarveOut(both.rest)) {
        const h = liabilityHolder(both.rest, ctx.lex);
        unlimited.add(h === null || h === 'unplaced' ? 'both' : h);
        unlimitedIdx.push(i);
      }
      t = both.cap;
      holder = liabilityHolder(t, ctx.lex);
    } else if (UNLIMITED_RE.test(t) && !/\bexcept\b|\bother than\b|\bnothing\b/i.test(t.slice(0, UNLIMITED_RE.exec(t)!.index))) {
      // "liability for indemnification obligations is unlimited" carves one head of liability out of the cap
      if (!isCarveOut(t)) {
        unlimited.add(holder === null || holder === 'unplaced' ? 'both' : holder);
        unlimitedIdx.push(i);
      }
      continue;
    }
    if (!CAP_VERB_RE.test(t)) continue;
    capped.add(holder ?? 'any');
    capIdx.push(i);
    // a nominal sum capping the other side's liability (or both sides'): no real cap on what the reader can recover
    if (holder !== side && nominal === null) {
      const { start, end } = ctx.sentences[i];
      nominal = nominalCap(t, ctx.keyTerms.amounts.filter((a) => a.start >= start && a.end <= end));
      if (nominal !== null) nominalAt = i;
    }
    let m = capFeeMonths(t);
    let at = i;
    // (measured by a defined term: "shall not exceed the Liability Cap", read in the term's definition)
    if (m === null && nominal === null) {
      const def = capByDefinition(ctx, t);
      if (def?.nominal && holder !== side) { nominal = def.nominal; nominalAt = i; }
      if (def?.months != null) m = def.months;
    }
    // (a lead-in, "IBM is liable for no more than:", states the measure in one of its items: "... any other actual direct
    // damages, up to the charges paid in the twelve (12) months ...")
    for (let j = i + 1; m === null && nominal === null && j < ctx.listEnd[i]; j++) {
      if (ctx.lead[j] !== i) continue;
      m = capFeeMonths(ctx.sentenceText[j]);
      if (m !== null) at = j;
      else if (holder !== side) {
        const { start, end } = ctx.sentences[j];
        nominal = nominalCap(ctx.sentenceText[j], ctx.keyTerms.amounts.filter((a) => a.start >= start && a.end <= end));
        if (nominal !== null) nominalAt = j;
      }
    }
    if (m !== null && (months === null || m < months)) {
      months = m;
      monthsAt = at;
    }
  }
  // unlimited statements outside the topic sentences ("Provider's liability under this Agreement is unlimited")
  const candidates = ctx.pieces.spansWith(UNLIMITED_GATE);
  const n = candidates ? candidates.length : ctx.sentenceText.length;
  for (let k = 0; k < n && unlimitedIdx.length < 4; k++) {
    const i = candidates ? candidates[k] : k;
    const t = ctx.sentenceText[i];
    if (topicIdx.includes(i) || !/liabil/i.test(t) || !UNLIMITED_RE.test(t)) continue;
    const u = UNLIMITED_RE.exec(t)!;
    if (/\bexcept\b|\bother than\b|\bnothing\b/i.test(t.slice(0, u.index)) || isCarveOut(t)) continue;
    const h = liabilityHolder(t, ctx.lex);
    unlimited.add(h === null || h === 'unplaced' ? 'both' : h);
    unlimitedIdx.push(i);
  }
  // the sections that carry the cap disapplied for one party elsewhere ("Clauses 12.1 and 12.2 shall not apply to the
  // Customer"): that party is uncapped
  for (const o of ctx.overrides) {
    const to = disappliedTo(ctx.sentenceText[o.sentence]);
    const r = to ? roleIn(to, ctx.lex) : null;
    if (r && capIdx.some((i) => { const cl = ctx.clauseById.get(ctx.sentences[i].clause_id); return !!cl && o.sections.some((ref) => inSection(cl, ref, ctx.sentenceText[i])); })) {
      unlimited.add(r);
      unlimitedIdx.unshift(o.sentence);
    }
  }
  const names = d.names ?? ROLE_NAME;
  const S = names[side];
  const O = names[other];
  // (a cap another sentence gives to one party only: "Clause 14.1 shall operate solely for the benefit of the Supplier")
  const onlyFor = capIdx.length ? capGivenToOne(ctx, capIdx) : null;
  if (onlyFor) capIdx.push(onlyFor.at);
  const mineCapped = onlyFor?.role !== other && (capped.has(side) || capped.has('both') || capped.has('any'));
  const theirsCapped = onlyFor?.role !== side && (capped.has(other) || capped.has('both') || capped.has('any'));
  let outcome: CheckOutcome;
  let position: Position;
  let note: string | undefined;
  let seeds: number[];
  if (unlimited.has(side) || (unlimited.has('both') && !capped.has(side))) {
    outcome = 'contradicted';
    position = 'unacceptable';
    note = theirsCapped ? `${S}'s liability is uncapped while ${O}'s is capped` : `${S}'s liability is uncapped`;
    seeds = [...unlimitedIdx, ...capIdx];
  } else if (capIdx.length && !mineCapped && !theirsCapped) {
    // only a party named in the contract is capped, and the contract does not tell which side it is on: not mutual,
    // and against the reader if that party is the counterparty
    const name = capIdx.map((i) => ctx.lex.unplaced?.exec(ctx.sentenceText[i])?.[0]).find(Boolean) ?? 'one party';
    outcome = 'contradicted';
    position = 'unacceptable';
    note = `Only ${name}'s liability is capped and the other party's is not, and the contract does not say which side ${name} is on`;
    seeds = [...capIdx, ...unlimitedIdx];
  } else if (capIdx.length && !mineCapped) {
    outcome = 'contradicted';
    position = 'unacceptable';
    // (a party relieved of all liability save its gross negligence or bad faith is limited, not capped at an amount)
    note = capIdx.every((i) => EXONERATION_RE.test(ctx.sentenceText[i]))
      ? `${exonerationNote(capIdx.map((i) => ctx.sentenceText[i]), O)}; ${S}'s liability is not limited`
      : nominal ? `Only ${O}'s liability is capped, at a nominal ${nominal}; ${S}'s liability is uncapped` : `Only ${O}'s liability is capped; ${S}'s liability is uncapped`;
    seeds = nominalAt >= 0 ? [nominalAt, ...capIdx, ...unlimitedIdx] : [...capIdx, ...unlimitedIdx];
  } else if (capIdx.length) {
    outcome = 'entailed';
    seeds = monthsAt >= 0 ? [monthsAt, ...capIdx, ...unlimitedIdx] : [...capIdx, ...unlimitedIdx];
    const tiers = d.min_fee_months;
    if (!theirsCapped) {
      // only the playbook side's liability is capped: not mutual, but in its favour
      outcome = 'contradicted';
      position = 'acceptable';
    } else if (nominal) {
      position = 'unacceptable';
      note = `The liability cap (${nominal}) is nominal: too small to answer for any real loss`;
      seeds = [nominalAt, ...capIdx, ...unlimitedIdx];
    } else if (tiers && months !== null && months < tiers.fallback) {
      position = 'unacceptable';
      note = `The liability cap (${months} month${months === 1 ? '' : 's'} of fees) is below the ${tiers.fallback}-month fallback`;
    } else if (tiers && months !== null && months < tiers.preferred) position = 'acceptable';
    else position = d.positions.entailed;
    // the rest of a lawyer's checklist of a mutual cap: carve-outs for the reader's own breaches only, a fixed sum far
    // below the contract's price, a short time bar on the reader's claims
    // (the other side liable only for its gross negligence or wilful default, whatever the reader's own cap; not a cap
    // with such a carve-out, "not be liable for any losses in excess of the fees ..., unless caused by its gross negligence")
    // (and both sides relieved of all liability however caused, "Neither party shall be liable to the other for any loss
    // or damage, however caused": the reader's only remedy for the other side's failures is gone)
    const exonerationHolder = (i: number) => (EXONERATION_RE.test(ctx.sentenceText[i]) && !/\bin\s+excess\s+of\b|\bexceed/i.test(ctx.sentenceText[i]) ? liabilityHolder(ctx.sentenceText[i], ctx.lex) : null);
    let exoneratedHolder: ReturnType<typeof liabilityHolder> = null;
    const exonerated = position !== 'unacceptable' ? capIdx.find((i) => {
      exoneratedHolder = exonerationHolder(i);
      return exoneratedHolder === other || (exoneratedHolder === 'both' && exonerationKind(ctx.sentenceText[i]) === 'all');
    }) : undefined;
    if (exonerated !== undefined) {
      position = 'unacceptable';
      note = exoneratedHolder === 'both'
        ? `Each party excludes all its liability for any loss or damage, however caused, so ${O} answers for none of its failures`
        : exonerationNote([ctx.sentenceText[exonerated]], O);
      seeds = [exonerated, ...seeds];
    }
    if (position !== 'unacceptable') {
      const carve = oneSidedCarveOut(ctx, capIdx, side);
      const below = carve === null && !nominal ? capFarBelowPrice(ctx, capIdx) : null;
      const bar = carve === null && !below && tiers ? shortestTimeBar(ctx, side) : null;
      if (carve?.whole) {
        // (every claim the other side brings is outside the cap: the reader's liability is uncapped)
        position = 'unacceptable';
        note = `${S}'s liability is uncapped for every claim ${O} brings, while ${O}'s is capped`;
        seeds = [carve.at, ...seeds];
      } else if (carve) {
        // (a mutual cap still, of the preferred size: the fallback's, not the preferred carve-outs for both)
        position = 'acceptable';
        note = `The cap's carve-outs reach only ${S}'s liability: ${O}'s own breaches (of confidentiality, its indemnities) stay capped`;
        seeds = [carve.at, ...seeds];
      } else if (below) {
        position = 'unacceptable';
        note = `The liability cap (${below.cap}) is a small fraction of the contract's stated price (${below.price})`;
        seeds = [below.at, ...seeds];
      } else if (bar && tiers && bar.months < tiers.fallback) {
        position = 'unacceptable';
        note = `${S}'s claims are barred after ${bar.months} month${bar.months === 1 ? '' : 's'}, shorter than the ${tiers.fallback}-month fallback`;
        seeds = [bar.at, ...seeds];
      }
    }
    // (service credits counted against a cap of the preferred size: what is left for other claims shrinks; the fallback)
    const credits = position === 'preferred' ? creditsReduceCap(ctx) : null;
    if (credits !== null) {
      position = 'acceptable';
      note = 'Service credits count towards the liability cap, leaving less of it for other claims';
      seeds = [credits, ...seeds];
    }
    // (a cap that takes the indemnities in: the preferred cap carves them out, so the fallback at best)
    const indemnities = position === 'preferred' ? capTakesIndemnities(ctx, capIdx) : null;
    if (indemnities !== null) {
      position = 'acceptable';
      note = `The liability cap reaches the indemnities: ${O}'s indemnity is capped with the rest`;
      seeds = [indemnities, ...seeds];
    }
  } else {
    outcome = 'not_mentioned';
    position = d.positions.not_mentioned;
    seeds = [];
    // no cap stated here, but the limits of the agreement this one supplements are applied to it by reference ("subject
    // to the limitations and exclusions in the Main Agreement"): addressed, though not verifiable in this document
    const byRef = limitedByReference(ctx);
    if (byRef) {
      position = 'acceptable';
      const ev = max ? withEvidence(ctx, outcome, position, [byRef.at], max) : uncited(outcome, position);
      ev.note = `Liability is limited by reference to ${byRef.agreement}, which this document does not carry; check the cap there`;
      return ev;
    }
  }
  const ev = max ? withEvidence(ctx, outcome, position, outcome === 'not_mentioned' ? [] : seedOrder(ctx, d, seeds, []), max) : uncited(outcome, position);
  if (note) ev.note = note;
  if (months !== null) ev.capMonths = months;
  return ev;
}

/** What an exoneration leaves the party relieved by it (`O`) answering for, as the problem an issue states. */
function exonerationNote(sentences: string[], O: string): string {
  const kinds = new Set(sentences.map(exonerationKind));
  if (kinds.size === 1 && kinds.has('law')) return `${O} excludes all its liability, save what the law does not let it exclude`;
  if (kinds.has('all')) return `${O} excludes all its liability for any loss or damage, however caused`;
  if (kinds.has('own_fault')) return `${O} answers only for its own actual fault, not for what its employees, agents or subcontractors do`;
  return `${O} is liable only for its gross negligence, wilful misconduct or bad faith`;
}

/** The first sentence limiting liability by reference to another agreement (LIMITED_BY_REFERENCE_RE), and that agreement's name. */
const OTHER_AGREEMENT_RE = new RegExp(String.raw`\b${OTHER_AGREEMENT}`, 'gi');
function limitedByReference(ctx: DocContext): { at: number; agreement: string } | null {
  const candidates = ctx.pieces.spansWith(LIABILITY_GATE);
  const n = candidates ? candidates.length : ctx.sentenceText.length;
  for (let k = 0; k < n; k++) {
    const i = candidates ? candidates[k] : k;
    const t = ctx.sentenceText[i];
    if (!/liabilit/i.test(t) || !limitsByReference(t)) continue;
    const name = [...t.matchAll(OTHER_AGREEMENT_RE)].pop();
    return { at: i, agreement: name ? name[0].replace(/^that\b/i, 'the') : 'the main agreement' };
  }
  return null;
}

/**
 * LIMITED_BY_REFERENCE_RE's verdict on a sentence, kept by its text (the same sentences come back in every re-reading
 * of the contract with its redlines). Each of the pattern's readings needs one of REFERENCE_VERB_RE's words, so a
 * sentence without any is no reference; the pattern itself scans each clause from every start, which costs.
 */
const REFERENCE_VERB_RE = /subject\s+to|limited\s|governed\s+by|determined\s|(?:as|those)\s+(?:set|provided|stated|specified|agreed)|appl(?:y|ies)/i;
const referenceMemo = new Map<string, boolean>();
function limitsByReference(t: string): boolean {
  if (!REFERENCE_VERB_RE.test(t)) return false;
  let v = referenceMemo.get(t);
  if (v === undefined) {
    if (referenceMemo.size >= 4096) referenceMemo.clear();
    referenceMemo.set(t, (v = LIMITED_BY_REFERENCE_RE.test(t)));
  }
  return v;
}

function lowerSeverity(s: Severity): Severity {
  return SEVERITIES[Math.max(0, SEVERITIES.indexOf(s) - 1)];
}

/**
 * An issue as a lawyer's note: the title states the problem, the explanation quotes the language
 * that causes it, the recommendation gives the preferred position and the fallbacks.
 */
function lawyersNote(ctx: DocContext, check: PlaybookCheck, ev: CheckEvaluation, own: ProseWords): { title: string; explanation: string; recommendation: string } {
  const missing = ev.position === 'missing';
  const problem = ev.note ?? (missing ? check.detection?.problem?.missing : check.detection?.problem?.unacceptable)
    ?? (missing ? `Not addressed: ${lcFirst(check.title)}` : `Outside the playbook: ${lcFirst(check.title)}`);
  const quotes = causingEvidence(ctx, ev).slice(0, 2).map((c) => {
    const q = readablePassage(ctx.plain, c.start, c.end);
    return `“${q.length > 320 ? `${q.slice(0, 317).replace(/\s\S*$/, '')}…` : q}”${c.section && !c.section.startsWith('¶') ? ` (section ${c.section})` : ''}`;
  });
  const said = (missing && !ev.oneWay) || !quotes.length
    ? 'The contract does not address this.'
    : `The contract says: ${quotes.join(' and ')}.`;
  const renewal = missing ? null : renewalRead(ctx, check, ev);
  const fallbacks = check.fallbacks.length ? ` Fallback: ${renewal?.fitted ? `${check.fallbacks.join(' Or: ').replace(/\.$/, '')}${renewal.fitted}` : check.fallbacks.join(' Or: ')}` : '';
  const line = missing ? '' : ' Anything worse than the fallback should be rejected.';
  // the playbook's words (its role words, the EEA, "this DPA") in the contract's; what it quotes stays as it is
  const named = inContractProse(otherPartyNamed(ctx, problem, ev), own);
  return {
    title: named,
    explanation: `${named}. ${said}${renewal?.said ?? ''}${missing ? '' : inContractProse(lacking(ctx, check, ev, named), own)} The check looks at ${inContractProse(lcFirst(withoutSourceNotes(check.description)), own)}${missing ? '' : unreadSide(ctx, check.detection?.side)}`,
    recommendation: inContractProse(`Preferred: ${check.preferred_position}${fallbacks}${line}`, own),
  };
}

/**
 * The notes of the check's `lacks` that the clauses it cites do not meet (the service charge with no cap, no statement of
 * the costs or right to inspect them), as a sentence; '' when it meets them all, or the issue is not unacceptable. A note
 * whose last three words the title already has ("The service charge has no cap") is not said again.
 */
function lacking(ctx: DocContext, check: PlaybookCheck, ev: CheckEvaluation, title: string): string {
  const lacks = check.detection?.lacks;
  if (!lacks?.length || ev.position !== 'unacceptable' || !ev.evidence.length) return '';
  const ids = new Set(ev.evidence.map((c) => c.clause_id));
  const text = ctx.clauses.filter((c) => ids.has(c.id)).map((c) => ctx.plain.slice(c.start, c.end)).join('\n');
  const t = title.toLowerCase();
  const notes = lacks.filter((l) => !new RegExp(l.pattern, 'i').test(text) && !t.includes(l.note.toLowerCase().split(/\s+/).slice(-3).join(' '))).map((l) => l.note);
  return notes.length ? ` Also, in this clause ${notes.join(', and ')}.` : '';
}

/** A period's length in days (months as 30, weeks as 7, years as 365, as noticeDays counts a notice). */
function isoDays(iso: string): number | null {
  const m = /^P(\d+)([DWMY])$/.exec(iso);
  return m ? Number(m[1]) * { D: 1, W: 7, M: 30, Y: 365 }[m[2] as 'D' | 'W' | 'M' | 'Y'] : null;
}

/** The words of a sentence from a period's start to the end of its phrase (the next comma, semicolon or full stop, at most 90 characters). */
function periodPhrase(t: string, p: PeriodRead, from = p.index): string {
  const rest = t.slice(p.index + p.length, p.index + p.length + 90);
  const stop = rest.search(/[,;]|\.(?:\s|$)|\b(?:unless|provided|and\s+(?:either|each|any)|or\s+(?:either|each|any))\b/i);
  const tail = stop >= 0 ? rest.slice(0, stop) : rest.replace(/\s+\S*$/, '');
  return t.slice(from, p.index + p.length) + tail.replace(/\s+$/, '');
}

/**
 * What the note of a check on a renewal that needs no one to act (its clause type the renewal term, with a longest
 * notice to stop it) says of the clause at hand: how long each renewal runs and the notice that stops it, quoted, read by
 * the key terms' own readers (keyterms.ts renewalPeriodIn, renewalNoticesIn); and the fallback fitted to them, each figure
 * of the playbook's fallback against the clause's ("each renewal one year instead of three (3) years").
 */
function renewalRead(ctx: DocContext, check: PlaybookCheck, ev: CheckEvaluation): { said: string; fitted: string } | null {
  const d = check.detection;
  if (d?.clause_type !== 'renewal_term' || !d.max_notice_days || ev.position !== 'unacceptable') return null;
  let period: { p: PeriodRead; quote: string } | undefined;
  let notice: { p: PeriodRead; quote: string } | undefined;
  for (const i of ev.sentenceIdx) {
    const t = ctx.plain.slice(ctx.sentences[i].start, ctx.sentences[i].end);
    const p = period ? null : renewalPeriodIn(t);
    if (p) {
      // (from the word that renews, where it is near: "renew for successive renewal periods of three (3) years")
      const at = t.slice(0, p.index).search(/\b(?:renew|extend|continu)\w*\b(?!.*\b(?:renew|extend|continu)\w*\b)/i);
      period = { p, quote: periodPhrase(t, p, at >= 0 && p.index - at <= 80 ? at : p.index) };
    }
    const n = notice ? undefined : renewalNoticesIn(t)[0];
    if (n) notice = { p: n, quote: periodPhrase(t, n) };
  }
  if (!period && !notice) return null;
  const parts: string[] = [];
  if (period) parts.push(`each renewal runs ${isoDurationWords(period.p.iso)} (“${period.quote}”)`);
  if (notice) parts.push(`stopping it takes ${isoDurationWords(notice.p.iso)}' notice (“${notice.quote}”)`);
  const said = ` Here ${parts.join(', and ')}.`;
  // the fallback's own figures: the first period of its words that is no notice, and its longest notice in days
  const fallbackText = check.fallbacks[0] ?? '';
  const fbPeriod = parseDurations(fallbackText).find((x) => (x.unit === 'Y' || x.unit === 'M') && !/^['’]?s?\s*(?:\(\d+\)\s*)?(?:prior\s+|advance\s+|written\s+)*notice/i.test(fallbackText.slice(x.index + x.length)));
  const fits: string[] = [];
  if (period && fbPeriod) {
    const months = parseDurations(period.quote).find((x) => x.iso === period!.p.iso)?.months ?? isoDays(period.p.iso)! / 30;
    fits.push(months > fbPeriod.months ? `each renewal ${isoDurationWords(fbPeriod.iso)} instead of ${isoDurationWords(period.p.iso)}` : `renewals of ${isoDurationWords(period.p.iso)} can stay`);
  }
  const days = notice ? isoDays(notice.p.iso) : null;
  const limit = d.max_notice_days.fallback;
  if (days !== null && days > limit) fits.push(`notice to stop a renewal of no more than ${limit} days instead of ${isoDurationWords(notice!.p.iso)}`);
  else if (!notice) fits.push(`a right for either party to stop a renewal on no more than ${limit} days' notice`);
  return { said, fitted: fits.length ? `, which for this clause means ${fits.join(', and ')}.` : '' };
}

/**
 * A problem that opens with "The other party" ("The other party may assign the agreement without consent") names the
 * party the cited language gives the right to, as the other issue titles name theirs ("Licensor may assign ...").
 */
function otherPartyNamed(ctx: DocContext, problem: string, ev: CheckEvaluation): string {
  if (!/^The other party\b/.test(problem)) return problem;
  for (const c of causingEvidence(ctx, ev)) {
    const holder = permissionHolder(ctx.plain.slice(c.start, c.end));
    if (holder) return problem.replace(/^The other party/, holder);
  }
  return problem;
}

/**
 * What a note quotes as the cause of an issue: of an unacceptable reading, the sentences the rules read a
 * contradiction in, each within its citation ("may add sub-processors without notice", not the sentence beside it that
 * only shows the topic: "Sub-processors are bound by the same obligations"); else, or when the citations hold none, the
 * citations whole.
 */
function causingEvidence(ctx: DocContext, ev: CheckEvaluation): Citation[] {
  // (what takes a clause away is among the causes: the redline strikes it; where the position rests on sentences of its
  // own, `causes`, those: a notice too long is the side's own right, not the other party's beside it)
  const against = ev.position !== 'unacceptable' ? [] : ev.causes
    ?? [...(ev.cues?.contradict ?? []), ...(ev.cues?.contradict?.length ? ev.overriddenBy ?? [] : [])];
  const causing: Citation[] = [];
  for (const c of ev.evidence) {
    const inside = against.map((i) => ctx.sentences[i]).filter((s) => s.start >= c.start && s.end <= c.end);
    if (!inside.length) continue;
    const start = Math.min(...inside.map((s) => s.start));
    const end = Math.max(...inside.map((s) => s.end));
    causing.push({ ...c, start, end, quote: ctx.text.slice(start, end) });
  }
  return causing.length ? causing : ev.evidence;
}

/**
 * For a check read from one side: a sentence saying that the contract does not tell which of its parties is
 * on that side (scope.ts partySides), so that a reader checks who holds the right before relying on the issue.
 */
function unreadSide(ctx: DocContext, side: 'customer' | 'provider' | undefined): string {
  const parties = ctx.keyTerms.parties;
  if (!side || parties.length < 2 || ctx.lex.sides.includes(side)) return '';
  const does = side === 'customer' ? 'receives and pays for' : 'provides';
  return ` Which party is the ${side} cannot be read from this contract (none is named by that role, and the text does not say which one ${does} the performance); confirm who that is before relying on this issue.`;
}

/** A second reading of a check's evaluation (the language-model door, llm.ts); returns it unchanged or revised. */
export type ReviseCheck = (check: PlaybookCheck, ev: CheckEvaluation, ctx: DocContext) => CheckEvaluation;

/**
 * Review a contract against a playbook: the given one, else the document type's built-in playbook
 * (`pbk_nda_standard`, `pbk_msa_standard`, `pbk_saas_standard`, or `pbk_general` for every other type).
 * `revise`, when given, may replace each check's evaluation before issues are drawn from it.
 */
export function review(input: ReviewInput, revise?: ReviseCheck): ReviewOutput {
  const { text, document_type } = input;
  const options = { risk_scoring: true, suggest_redlines: false, ...(input.options ?? {}) };
  // a review that suggests redlines keeps what it read for verifying them (memo.ts)
  const ctx = buildContext(text, options.suggest_redlines ? TextMemo.create() : undefined);
  if (ctx.memo) {
    baseText.set(ctx.memo, text);
    baseEdits.set(ctx, { base: text, edits: [] });
  }
  const playbook: Playbook = input.playbook ? withDetection(input.playbook) : defaultPlaybookShared(document_type);
  const reads = new Map<string, CheckEvaluation>();
  for (const check of playbook.checks) if (check.enabled) reads.set(check.check_id, withLocated(ctx, check, withLearnedEvidence(ctx, check.check_id, evaluateCheck(check, ctx))));
  const keyTerms = withOwnNotice(ctx, withLocatedKeyTerms(ctx.keyTerms, reads.values()), playbook);
  const result = runPlaybook(ctx, keyTerms, playbook, reads, document_type, options.suggest_redlines, options.risk_scoring, revise);
  return { clauses: ctx.clauses, key_terms: toPublicKeyTerms(keyTerms), review: result };
}

/**
 * The document's key terms: what the key-term rules read, with what the checks read in clauses the learned locator
 * found where the rules read nothing (a located governing law), so the key terms and the checks agree.
 */
function withLocatedKeyTerms(rules: KeyTermsDetailed, reads: Iterable<CheckEvaluation>): KeyTermsDetailed {
  let out = rules;
  for (const ev of reads) {
    const v = ev.locatedValue;
    if (v && !out[v.key]) out = { ...out, [v.key]: v.value };
  }
  return out;
}

interface Finding {
  check: PlaybookCheck;
  ev: CheckEvaluation;
  severity: Severity;
  order: number;
}

/** evaluateCheck with the learned locator's reading where the rules find nothing (what review and its redlines' verification read). */
export function evaluateLocated(check: PlaybookCheck, ctx: DocContext, cite = true): CheckEvaluation {
  return withLocated(ctx, check, evaluateCheck(check, ctx, cite));
}

/**
 * A check whose rules found no clause for it: the reading of the clause the learned locator finds for its CUAD
 * category (`detection.locate`, learned/locator.ts), when the model is sure enough and the reading decides; else as read.
 * A located governing law is carried as `locatedValue`: review() makes it the document's key term where the key-term
 * rules found none (withLocatedKeyTerms).
 */
function withLocated(ctx: DocContext, check: PlaybookCheck, ev: CheckEvaluation): CheckEvaluation {
  const d = check.detection;
  if (!d?.locate || !rulesFoundNothing(d, ev)) return ev;
  const read = readLocated(ctx, d);
  if (!read) return ev;
  const out = withEvidence(ctx, read.outcome, read.position, read.sentences, d.max_evidence ?? 8);
  if (read.note) out.note = read.note;
  out.located = read.located;
  if (read.located.clause_type === 'governing_law' && read.value) out.locatedValue = { key: 'governing_law', value: read.value };
  return out;
}

/**
 * A check bound by what another check of the playbook can end (`ended_by`): the fallback when that one allows it. (The
 * verification of redlines reads a playbook through it too, as the review does: redline.ts.)
 */
function endedBy(check: PlaybookCheck, reads: Map<string, CheckEvaluation>): CheckEvaluation {
  const read = reads.get(check.check_id)!;
  const other = check.detection?.ended_by;
  if (!other || read.position !== 'unacceptable') return read;
  const by = reads.get(`${check.check_id.split('.')[0]}.${other}`);
  if (!by || by.outcome !== 'entailed' || (by.position !== 'preferred' && by.position !== 'acceptable')) return read;
  return { ...read, outcome: 'entailed', position: 'acceptable', note: undefined, evidence: [...read.evidence, ...by.evidence.slice(0, 1)], sentenceIdx: [...read.sentenceIdx, ...by.sentenceIdx.slice(0, 1)] };
}

/**
 * A one-sided exclusion bound by the cap beside it (`balanced_by`): an exclusion that spares only the provider, beside a
 * cap in months of fees smaller than the fallback asks, is worse than the fallback it would otherwise be; the cap's
 * sentence joins the evidence. (Only a cap measured in fees, as the fallback measures it: not a supplier's cap at the price
 * of the goods, nor its release from all liability.)
 */
function balancedBy(ctx: DocContext, check: PlaybookCheck, reads: Map<string, CheckEvaluation>, read: CheckEvaluation): CheckEvaluation {
  const by = check.detection?.balanced_by;
  if (!by || read.outcome !== 'contradicted' || read.position !== 'acceptable') return read;
  // (the other party made liable for the very losses the exclusion spares the provider, named or not by a role word:
  // "Company shall be liable to Contractor for all damages ..., including consequential damages and Contractor's lost
  // profits")
  // (read in any sentence: "... is liable ... for all loss ..., including indirect and consequential loss" excludes nothing)
  const bears = ctx.sentenceText.findIndex((t) => /consequential|indirect|profit/i.test(t) && BEARS_CONSEQUENTIAL_RE.test(t) && !['provider', 'both'].includes(liabilityHolder(t, ctx.lex) ?? ''));
  if (bears >= 0) {
    const names = check.detection?.names ?? ROLE_NAME;
    const ev = withEvidence(ctx, read.outcome, 'unacceptable', [bears], 1)?.evidence ?? [];
    return { ...read, position: 'unacceptable', note: `Only ${names.provider} is spared indirect and consequential losses, while ${names.customer} is made liable for them`, evidence: [...read.evidence, ...ev.filter((e) => !read.evidence.some((x) => x.start === e.start))], sentenceIdx: read.sentenceIdx.includes(bears) ? read.sentenceIdx : [...read.sentenceIdx, bears] };
  }
  const cap = reads.get(`${check.check_id.split('.')[0]}.${by.check}`);
  if (cap?.capMonths === undefined || cap.capMonths >= by.min_fee_months) return read;
  // (whom the exclusion spares, read from its sentences: the topic's, which verifying a redline reads uncited too)
  const spared = (read.cues?.topic ?? read.sentenceIdx).map((i) => liabilityHolder(ctx.sentenceText[i], ctx.lex));
  if (!spared.includes('provider') || spared.some((h) => h === 'customer' || h === 'both')) return read;
  return {
    ...read,
    position: 'unacceptable',
    // (the check's own words for it, `problem.unbalanced`, with the cap's months and the months the fallback asks)
    note: (check.detection?.problem?.unbalanced ?? `${check.title}: the one-sided exclusion is not balanced by a cap of {min} months' fees ({months})`)
      .replace('{months}', `${cap.capMonths} month${cap.capMonths === 1 ? '' : 's'}`).replace('{min}', String(by.min_fee_months)),
    evidence: [...read.evidence, ...cap.evidence.slice(0, 1)],
    sentenceIdx: [...read.sentenceIdx, ...cap.sentenceIdx.slice(0, 1)],
  };
}

/**
 * An exclusion of consequential loss graded by the playbook's terms (`exclusion`, exclusion.ts): one-sided against the
 * playbook's side, the side's direct losses excluded as indirect, or a mutual one short of the carve-outs the preferred
 * tier asks. Not a reading an override already made unacceptable, nor silence.
 */
function gradedExclusion(ctx: DocContext, check: PlaybookCheck, read: CheckEvaluation): CheckEvaluation {
  const terms = check.detection?.exclusion;
  if (!terms || read.outcome === 'not_mentioned' || read.overriddenBy?.length || read.definedBy !== undefined) return read;
  const topic = read.cues?.topic?.length ? read.cues.topic : read.sentenceIdx;
  if (!topic.length) return read;
  const g = gradeExclusion(ctx, terms, topic, read.outcome === 'entailed');
  const cite = (at: number[]) => {
    const extra = at.filter((i) => !read.sentenceIdx.includes(i));
    if (!extra.length) return { evidence: read.evidence, sentenceIdx: read.sentenceIdx };
    const ev = withEvidence(ctx, read.outcome, 'unacceptable', extra, 1)?.evidence ?? [];
    return { evidence: [...ev.filter((e) => !read.evidence.some((x) => x.start === e.start)), ...read.evidence], sentenceIdx: [...extra, ...read.sentenceIdx] };
  };
  const heads = listed(g.heads);
  switch (g.kind) {
    case 'one_sided': return { ...read, outcome: 'contradicted', position: terms.one_sided, note: terms.notes.one_sided.replace('{heads}', heads) };
    // (a head taken away apart from the exclusion, in a list of what the provider is never liable for, is struck there
    // by a redline, as an override is, while the exclusion's own clause takes the playbook's language)
    case 'swallows': return { ...read, ...cite(g.at), outcome: 'contradicted', position: 'unacceptable', note: terms.notes.swallows.replace('{heads}', heads), ...(g.apart?.length ? { overriddenBy: g.apart } : {}) };
    case 'carve_outs': return { ...read, outcome: 'entailed', position: 'acceptable', note: terms.notes.carve_outs.replace('{heads}', heads) };
    case 'theirs':
    case 'preferred': return { ...read, outcome: 'entailed', position: 'preferred', note: undefined };
  }
}

/** A check as the review reads it with the rest of the playbook: ended by another (`ended_by`), balanced by a cap (`balanced_by`), an exclusion graded by its terms (`exclusion`). */
export function withPlaybook(ctx: DocContext, check: PlaybookCheck, reads: Map<string, CheckEvaluation>): CheckEvaluation {
  return gradedExclusion(ctx, check, balancedBy(ctx, check, reads, endedBy(check, reads)));
}

/** The review of the checks read (`reads`, by check id) with the document's key terms (`keyTerms`). */
function runPlaybook(ctx: DocContext, keyTerms: KeyTermsDetailed, playbook: Playbook, reads: Map<string, CheckEvaluation>, documentType: DocumentType, suggestRedlines: boolean, scoring: boolean, revise?: ReviseCheck): ReviewResult {
  const checks: CheckResult[] = [];
  const findings: Finding[] = [];
  const categories: string[] = [];
  // how the contract names its parties, its law's territory and itself, for every note a user reads (contract-prose.ts)
  const words = contractWords(ctx);
  const own = proseWords(ctx.plain, ctx.keyTerms, ctx.lex, { name: words.self, plural: !!words.selfPlural }, words.regimes);
  for (const check of playbook.checks) {
    if (!check.enabled) continue;
    if (!categories.includes(check.category)) categories.push(check.category);
    const read = withPositionReader(ctx, check, withPlaybook(ctx, check, reads));
    const ev = revise ? revise(check, read, ctx) : read;
    checks.push({ check_id: check.check_id, title: inContractProse(check.title, own), outcome: ev.outcome, position: ev.position, evidence: ev.evidence });
    if (ev.position !== 'unacceptable' && ev.position !== 'missing') continue;
    // (an override graver than the check's own term raises its issue at the override's severity: override_severity)
    const graver = ev.position === 'unacceptable' && ev.overriddenBy?.length ? check.detection?.override_severity : undefined;
    const severity = ev.position === 'missing' ? lowerSeverity(check.severity) : graver && SEVERITIES.indexOf(graver) > SEVERITIES.indexOf(check.severity) ? graver : check.severity;
    findings.push({ check, ev, severity, order: findings.length });
  }
  // issues most severe first (the spec's order), playbook order within a severity
  findings.sort((a, b) => SEVERITIES.indexOf(b.severity) - SEVERITIES.indexOf(a.severity) || a.order - b.order);
  const issues: Issue[] = [];
  for (const { check, ev, severity } of findings) {
    const issue: Issue = {
      id: `iss_${issues.length + 1}`,
      check_id: check.check_id,
      category: check.category,
      severity,
      ...lawyersNote(ctx, check, ev, own),
      citations: ev.evidence,
    };
    issues.push(issue);
  }
  // redlines (redline.ts): verified edits in the contract's own words, placed as a drafter would
  // (the law a redline names: our side's home where the contract chose the other side's, else the law it chose)
  const home = findings.find((f) => f.ev.homeLaw)?.ev.homeLaw;
  const vars: Record<string, string> = home ? { governing_law: home } : keyTerms.governing_law ? { governing_law: jurisdictionWords(keyTerms.governing_law) } : {};
  const redlines = suggestRedlines ? planRedlines(ctx, playbook, findings.map((f, i) => ({ check: f.check, ev: f.ev, issue: issues[i] })), vars, words) : [];
  for (const r of redlines) r.rationale = inContractProse(r.rationale, own);
  const sev = issues.map((i) => i.severity);
  const risk_score = scoring ? aggregateRisk(sev) : null;
  const category_scores = scoring
    ? categories.map((category) => ({ category, score: aggregateRisk(issues.filter((i) => i.category === category).map((i) => i.severity)) }))
    : [];
  const risk_level = scoring ? riskLevel(risk_score!, sev) : null;
  const result: ReviewResult = {
    risk_score,
    risk_level,
    category_scores,
    issues,
    checks,
    playbook: { id: playbook.id, version: playbook.version },
    summary: summarise(ctx, keyTerms, playbook, documentType, checks, issues, risk_score, risk_level),
  };
  if (suggestRedlines) result.redlines = redlines;
  return result;
}

function lcFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** How the summary names a document type, with its article ("an MSA": the article follows the sound). */
const DOCUMENT_KIND: Record<DocumentType, string> = {
  nda: 'an NDA', msa: 'an MSA', saas: 'a SaaS agreement', dpa: 'a DPA', employment: 'an employment agreement',
  consulting: 'a consulting agreement', services: 'a services agreement', license: 'a licence agreement', lease: 'a lease', other: 'a contract',
};

function summarise(ctx: DocContext, k: KeyTermsDetailed, playbook: Playbook, documentType: DocumentType, checks: CheckResult[], issues: Issue[], score: number | null, level: Severity | null): string {
  const parts: string[] = [];
  const kind = documentType === 'nda' ? (k.mutual === true ? 'a mutual NDA' : k.mutual === false ? 'a one-way NDA' : 'an NDA') : DOCUMENT_KIND[documentType];
  parts.push(`${ctx.clauses.length} clauses reviewed as ${kind}.`);
  if (k.parties.length) parts.push(`Parties: ${k.parties.map((p) => p.name).join('; ')}.`.replace(/\.\.$/, '.'));
  const facts: string[] = [];
  if (k.governing_law) facts.push(`governed by ${lawWords(k.governing_law)}`);
  if (k.term) facts.push(`term ${isoDurationWords(k.term)}`);
  if (k.survival) facts.push(`obligations survive ${k.survival === 'indefinite' ? 'indefinitely' : isoDurationWords(k.survival)}`);
  if (facts.length) parts.push(`Key terms: ${facts.join(', ')}.`);
  const counts = SEVERITIES.map((s) => [s, issues.filter((i) => i.severity === s).length] as const).filter(([, n]) => n > 0);
  const general = playbook.document_type !== documentType && playbook.document_type === 'other';
  parts.push(`${checks.length} checks of ${playbook.id} v${playbook.version}${general ? ` (no dedicated playbook for ${documentType}; general checks only)` : ''}: ${issues.length} issue${issues.length === 1 ? '' : 's'}${counts.length ? ` (${counts.reverse().map(([s, n]) => `${n} ${s}`).join(', ')})` : ''}.`);
  if (score !== null && level !== null) parts.push(`Risk ${score}/100 (${level}).`);
  const top = issues.slice(0, 3);
  if (top.length) parts.push(`Most important: ${top.map((i) => i.title).join('; ')}.`);
  return parts.join(' ');
}
