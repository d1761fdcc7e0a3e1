/**
 * Ask: answer a question about a contract with ranked citations.
 *
 * Retrieval ranks the contract's sentences with BM25 (minisearch) over the sentence text and its
 * clause heading, after expanding the question with legal synonyms. Sentences in clauses whose
 * type matches the question's topic get a boost (the clause map). The answer quotes the best spans;
 * for questions about term, governing law, parties or dates it leads with the normalised key term.
 * When nothing relevant scores above a threshold, the answer says the contract does not address
 * the question and returns no citations.
 */
import MiniSearch from 'minisearch';
import type { AskCitation, AskInput, AskOutput } from './types.js';
import { readablePassage } from './markup.js';
import { buildContext, citationOf, isOperative, type DocContext } from './review.js';
import { listBuiltInPlaybooks } from './playbooks/index.js';
import { withoutSourceNotes } from './playbooks/shared.js';
import type { PlaybookCheck } from './types.js';
import { ANSWER_KINDS, answerKindsOf, conceptsOf, everydayPhrases, everydayTerms } from './concepts.js';
import { dateWords, isoDurationWords, lawWords } from './words.js';
import { closestWords, cosine, textVector, wordId } from './learned/ask-vectors.js';
import { embed } from './learned/ask-wordllama.js';
import { dot, type SentenceEncoder } from './learned/ask-encoder.js';
import { queryAdapter, type QueryAdapter } from './learned/ask-adapter.js';
import escapeRegExp from 'escape-string-regexp';
import { definitionsIn } from './definitions.js';
import { rowValueStart } from './segment.js';
import { parentSection } from './sections.js';
import { partyNameSet } from './scope.js';
import { parseDurations } from './keyterms.js';

/** Playbook checks as retrieval hints: a question close to a check's title/description boosts that check's topic sentences. */
interface Hint { terms: Set<string>; topic: RegExp }
let hints: Hint[] | null = null;
function checkHints(): Hint[] {
  if (!hints) {
    // one hint per topic: the same shared check in several playbooks is one hint
    const seen = new Set<string>();
    hints = listBuiltInPlaybooks().flatMap((p) => p.checks).filter((c: PlaybookCheck) => {
      if (!c.detection || !c.detection.topic.length || c.detection.key_term) return false;
      const key = c.detection.topic.join('|');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }).map((c) => ({
      terms: new Set(tokens(`${c.title} ${withoutSourceNotes(c.description, true)}`.replace(/\blicenc/gi, 'licens')).filter((t) => !STOP.has(t)).map(stem)),
      topic: new RegExp(c.detection!.topic.map((x) => `(?:${x})`).join('|'), 'i'),
    }));
  }
  return hints;
}

const STOP = new Set(('a an the of to in on for by with and or is are was were be been being does do did doesn\'t can could may might must shall should will would ' +
  'this that these those it its any all some there their they them what which who whom whose when where how why whether if as at from ' +
  'about under than then into such agreement contract deal party parties receiving disclosing').split(/\s+/));

/** Legal synonyms: a question word (stemmed) expands to these words. */
const SYNONYMS: Record<string, string[]> = {
  notic: ['notify', 'notification', 'inform', 'advise'],
  notify: ['notice', 'notification', 'inform'],
  compel: ['required', 'law', 'subpoena', 'court', 'order', 'legal', 'process', 'judicial', 'regulation'],
  law: ['legal', 'statute', 'regulation', 'court', 'governed', 'construed'],
  last: ['term', 'period', 'duration', 'years', 'expire', 'continue', 'remain', 'effect'],
  long: ['term', 'period', 'duration', 'years', 'months'],
  durat: ['term', 'period', 'years'],
  term: ['period', 'expire', 'duration', 'years'],
  terminat: ['termination', 'terminate', 'expiration', 'end'],
  end: ['terminate', 'termination', 'expire', 'expiration'],
  mark: ['marked', 'designated', 'identified', 'legend', 'labeled', 'labelled'],
  identifi: ['marked', 'designated', 'legend'],
  oral: ['orally', 'verbally', 'verbal', 'visual', 'form', 'spoken'],
  technic: ['technical', 'business', 'financial', 'means', 'includes'],
  employe: ['employees', 'personnel', 'staff', 'officers', 'directors', 'representatives', 'need', 'know'],
  third: ['consultants', 'advisors', 'advisers', 'agents', 'representatives', 'contractors', 'affiliates', 'disclose', 'person'],
  share: ['disclose', 'disclosure', 'access', 'communicate', 'provide'],
  purpos: ['solely', 'only', 'use', 'purpose'],
  use: ['utilize', 'purpose', 'solely'],
  existenc: ['existence', 'terms', 'fact', 'discussions', 'negotiations'],
  revers: ['reverse', 'engineer', 'decompile', 'disassemble'],
  engin: ['reverse', 'decompile', 'disassemble'],
  independ: ['independently', 'developed', 'without', 'use'],
  develop: ['developed', 'independently', 'created'],
  acquir: ['received', 'obtained', 'third', 'source', 'rightfully'],
  licens: ['license', 'right', 'rights', 'title', 'interest', 'granted', 'property'],
  right: ['license', 'title', 'interest', 'granted'],
  return: ['destroy', 'destruction', 'delete', 'return', 'copies'],
  destroy: ['return', 'destruction', 'delete'],
  copi: ['copy', 'copies', 'reproduce', 'reproduction', 'duplicate'],
  copy: ['copies', 'reproduce', 'reproduction'],
  solicit: ['solicit', 'hire', 'employ', 'recruit', 'employees', 'induce'],
  surviv: ['survive', 'survival', 'termination', 'expiration', 'continue'],
  retain: ['retain', 'keep', 'copy', 'archival', 'backup', 'retention'],
  govern: ['governed', 'laws', 'construed', 'jurisdiction'],
  jurisdict: ['courts', 'venue', 'jurisdiction', 'exclusive'],
  court: ['jurisdiction', 'venue', 'courts'],
  liabl: ['liability', 'liable', 'damages', 'exceed', 'limited'],
  liabil: ['liable', 'damages', 'exceed', 'limited', 'cap'],
  cap: ['liability', 'exceed', 'limited', 'aggregate'],
  assign: ['assignment', 'transfer', 'consent', 'successors'],
  renew: ['renewal', 'automatically', 'successive', 'extend'],
  pay: ['payment', 'fees', 'invoice', 'payable'],
  fee: ['fees', 'payment', 'price', 'invoice'],
  // what a business user calls the money and what a contract calls it
  pric: ['price', 'prices', 'pricing', 'fees', 'charges', 'rates'],
  increas: ['increase', 'increases', 'raise', 'adjust', 'escalate', 'escalation'],
  rais: ['increase', 'increases', 'adjust', 'escalate'],
  indemn: ['indemnify', 'indemnification', 'defend', 'harmless'],
  injunct: ['injunctive', 'equitable', 'relief', 'irreparable', 'remedy'],
  remedi: ['injunctive', 'equitable', 'relief', 'damages'],
  compet: ['compete', 'competing', 'competitive', 'non-compete'],
  parti: ['between', 'party'],
  effect: ['effective', 'date', 'commence'],
};

/** A question about the governing law: "which law governs", "which state's law applies", "applicable law". */
const GOVERNING_LAW_QUESTION = /govern|which (?:[a-z]+(?:'s|’s)? )?laws?\b|applicable law|laws? (?:appl|of which)/i;

/** Question topic → clause types whose sentences get a boost. */
const TOPIC_CLAUSES: [RegExp, string[]][] = [
  [GOVERNING_LAW_QUESTION, ['governing_law']],
  [/jurisdiction|court|venue/i, ['jurisdiction', 'governing_law', 'dispute_resolution']],
  [/how long|last|term\b|duration|expire/i, ['term', 'survival', 'termination']],
  [/surviv/i, ['survival', 'term']],
  [/terminat/i, ['termination', 'termination_for_convenience', 'term']],
  [/renew/i, ['renewal_term', 'notice_to_terminate_renewal', 'term']],
  [/compelled|required by law|subpoena|court order/i, ['compelled_disclosure']],
  [/return|destroy/i, ['return_or_destruction']],
  [/licen[cs]e|rights? to/i, ['no_license', 'license_grant']],
  [/solicit|hire/i, ['no_solicit_of_employees', 'non_solicitation']],
  [/employee|third part|advis|consultant|share/i, ['permitted_disclosure', 'confidentiality_obligations']],
  [/liabil|cap|damages/i, ['cap_on_liability', 'uncapped_liability']],
  [/indemn/i, ['indemnification']],
  [/assign/i, ['anti_assignment']],
  [/marked|identified|oral|technical|definition|what is confidential/i, ['definition_confidential_information', 'definitions']],
  [/independent|third party|public/i, ['standard_exclusions']],
  [/injunct|remed/i, ['remedies']],
  [/notice|notif/i, ['notices']],
  [/pay|fee|invoice/i, ['payment_terms']],
];

/** A light suffix stemmer, shared by the index and the query. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  // plurals in -es after a sibilant ("taxes", "losses", "batches") and short plurals ("fees", "days") meet their singular
  if (/(?:x|z|ss|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length === 4 && /[^siu]s$/.test(w)) return w.slice(0, -1);
  if (w.length <= 4) return w;
  for (const suf of ['ations', 'ation', 'ments', 'ment', 'ities', 'ity', 'ings', 'ing', 'edly', 'ed', 'ies', 'es', 'ly', 'al', 's', 'e', 'y', 'ion']) {
    if (w.length - suf.length >= 4 && w.endsWith(suf)) {
      w = w.slice(0, -suf.length);
      break;
    }
  }
  return w;
}

function tokens(s: string): string[] {
  return s.toLowerCase().match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? [];
}

/** A question's content words: no stop words, and no letter left over from a contraction ("doesn't" → "doesn"). */
function questionWords(q: string): string[] {
  return tokens(q).filter((t) => t.length > 1 && !STOP.has(t));
}

/** The legal synonyms of a question stem: its own entry, or an entry it is the start of ("terminat" for "term"). */
function synonymsOf(t: string): string[] {
  return Object.entries(SYNONYMS).flatMap(([k, syns]) => (t.startsWith(k) || (t.length >= 3 && k.startsWith(t)) ? syns : []));
}

interface Index {
  ctx: DocContext;
  search: MiniSearch<{ id: number; text: string; heading: string }>;
  /** each sentence's vector (learned/ask-vectors.ts), null when it has no known word */
  vectors: (Float32Array | null)[];
  /** each sentence's paraphrase-trained embedding (learned/ask-wordllama.ts), null when it has no word */
  embeddings: (Float32Array | null)[];
  /** the rows of the contract's known words, for relating a question's words to the contract's */
  vocabulary: number[];
  /** each sentence's stems, and its context's (clause heading; a list item's lead-in) */
  stems: Set<string>[];
  contextStems: Set<string>[];
  /** inverse sentence frequency of a stem in this contract */
  idf: (t: string) => number;
  /** headings and fragments, which carry little answer */
  fragment: boolean[];
  /** sentences a citation may quote: not a bare heading or a page line (review.ts isOperative, as review cites) */
  operative: boolean[];
  /** for a list item, the sentence that leads the list in (ends with a colon); else -1 */
  leadIn: number[];
  /** the names whose value the contract states in a sentence of its own (a definition, a schedule's row): see namedValues */
  values: NamedValue[];
  /**
   * for each sentence, the words of the definitions of the terms it uses (the agreement's own defined terms: see
   * meaningsOf), null when it uses none
   */
  meaning: (Set<string> | null)[];
  /** for a lead-in followed by the rows of a table held as lines of text, the index after its last row, else -1; and
   * for a row, its lead-in, else -1 (see tableRows) */
  rowsEnd: number[];
  rowLead: number[];
}

/** Lower-case words as the vectors know them (hyphenated words split). */
function plainWords(s: string): string[] {
  return s.toLowerCase().match(/[a-z]+/g) ?? [];
}

const indexCache = new Map<string, Index>();

function getIndex(text: string): Index {
  const hit = indexCache.get(text);
  if (hit) return hit;
  const ctx = buildContext(text);
  const search = new MiniSearch<{ id: number; text: string; heading: string }>({
    fields: ['text', 'heading'],
    storeFields: [],
    tokenize: (s) => tokens(s),
    processTerm: (t) => {
      if (STOP.has(t)) return null;
      return stem(t);
    },
    searchOptions: { boost: { text: 1, heading: 0.6 }, fuzzy: false, prefix: false, combineWith: 'OR' },
  });
  search.addAll(ctx.sentences.map((s, i) => ({ id: i, text: ctx.sentenceText[i], heading: ctx.clauseById.get(s.clause_id)?.heading ?? '' })));
  const vocab = new Set<number>();
  const vectors = ctx.sentenceText.map((t) => {
    const words = plainWords(t);
    for (const w of words) {
      if (STOP.has(w)) continue;
      const id = wordId(w);
      if (id >= 0) vocab.add(id);
    }
    return textVector(words.filter((w) => !STOP.has(w)));
  });
  const embeddings = ctx.sentenceText.map((t) => embed(plainWords(t).filter((w) => !STOP.has(w))));
  // hyphenated words count whole and by their parts ("royalty-free" answers "royalty")
  const stemsOf = (t: string) => new Set(tokens(t).flatMap((w) => (w.includes('-') ? [w, ...w.split('-')] : [w])).filter((w) => w && !STOP.has(w)).map(stem));
  const stems = ctx.sentenceText.map(stemsOf);
  // a sentence's context: its clause heading and, for the items of a list, the lead-in that ends with a colon
  let leadIn = -1;
  const leadIns: number[] = [];
  const contextStems = ctx.sentences.map((s, i) => {
    const set = stemsOf(ctx.clauseById.get(s.clause_id)?.heading ?? '');
    if (leadIn >= 0 && ctx.sentences[leadIn].clause_id !== s.clause_id && !/^\s*\(?(?:[a-z]{1,2}|[ivx]+|\d{1,2})[.)]\s/i.test(ctx.sentenceText[i])) leadIn = -1;
    if (leadIn >= 0) for (const t of stemsOf(ctx.sentenceText[leadIn])) set.add(t);
    leadIns.push(leadIn);
    if (/[:\u2014]\s*[-\u2013]?\s*$/.test(ctx.sentenceText[i])) leadIn = i;
    return set;
  });
  const df = new Map<string, number>();
  for (const set of stems) for (const t of set) df.set(t, (df.get(t) ?? 0) + 1);
  const n = stems.length;
  const idf = (t: string) => Math.log(1 + (n - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5));
  const idx = { ctx, search, vectors, embeddings, vocabulary: [...vocab].sort((a, b) => a - b), stems, contextStems, idf, fragment: ctx.sentenceText.map((t) => t.length < 25 || isHeadingOnly(t) || SIGNATURE_BLOCK.test(t)),
    operative: ctx.sentenceText.map(isOperative), leadIn: leadIns, values: namedValues(ctx), meaning: meaningsOf(ctx, stemsOf),
    ...tableRows(ctx),
  };
  indexCache.set(text, idx);
  if (indexCache.size > 4) indexCache.delete(indexCache.keys().next().value as string);
  return idx;
}

/** Expand a question into weighted query terms. */
export function expandQuestion(question: string): { terms: string[]; expanded: string[] } {
  const terms = questionWords(question).map(stem);
  const expanded: string[] = [];
  for (const t of terms) for (const s of synonymsOf(t)) if (!terms.includes(stem(s))) expanded.push(s);
  return { terms, expanded: [...new Set(expanded)] };
}

const MIN_SCORE = 4;
/** Weight of the concept words' scores against the question's own words. */
const CONCEPT_WEIGHT = 0.6;
/** Coverage: weight of the coverage score, and of a synonym's, a learned neighbour's and a concept word's match. */
const COVER_WEIGHT = 2;
const SYNONYM_MATCH = 0.5;
const NEIGHBOUR_MATCH = 0.6;
const CONCEPT_MATCH = 0.6;
/** A question word brings in at most this many of the contract's words, each at least this similar. */
const NEIGHBOURS = 4;
const NEIGHBOUR_MIN_SIMILARITY = 0.5;
/** The lexical method's weights (tuning knobs for the tools; the defaults are the method). */
export interface LexicalWeights {
  /** the question-to-sentence similarity by the CUAD word vectors (cosine, so at most this much) */
  vector: number;
  /** the question-to-sentence similarity by the paraphrase-trained embedding (cosine) */
  paraphrase: number;
  /** share of a sentence's score lent to its neighbours in the same clause */
  share: number;
  /** a sentence in a clause of a type the question is about */
  clauseType: number;
  /** a sentence stating the kind of fact asked for ("how much": an amount; "how long": a duration) */
  answerKind: number;
  playbookHint: number;
}
const LEXICAL: LexicalWeights = { vector: 20, paraphrase: 50, share: 0.2, clauseType: 1.5, answerKind: 1.4, playbookHint: 1.8 };
/** How many sentences after a bare heading the operative sentence it stands for may be. */
const HEADING_REACH = 3;

/** The lexical method's ranking of a contract's quotable sentences for a question, best first, and its evidence. */
interface Ranking { idx: Index; ranked: { i: number; score: number }[]; evidence: number; groups: Map<string, number>[] }

export function ask(input: AskInput): AskOutput {
  const r = rank(input);
  return r ? answerOf(input.question, r) : notAddressed();
}

/** How the encoder's reading is fused with the lexical ranking (tuning knobs; the defaults are the frozen method). */
export interface RerankOptions {
  /** how many of the lexical method's best sentences the encoder re-reads */
  k?: number;
  /** share of the fused score that is the encoder's (0: the lexical ranking, 1: the encoder's alone) */
  weight?: number;
  fusion?: 'minmax' | 'linear';
  /**
   * what the encoder reads for a sentence: the sentence, with its clause heading, with its heading and (a list item)
   * its list's lead-in, or with its clause neighbours
   */
  passage?: 'sentence' | 'heading' | 'context' | 'window';
  /**
   * whether the question's vector goes through the learned adapter fitted for its encoder, when one ships
   * (learned/ask-adapter.ts); or an adapter to use instead (the tuning tools' leave-one-suite-out folds)
   */
  adapter?: boolean | QueryAdapter;
}
const RERANK: Required<RerankOptions> = { k: 30, weight: 0.5, fusion: 'minmax', passage: 'sentence', adapter: true };

/**
 * `ask` with a sentence encoder re-reading the lexical method's best K sentences: the question and each candidate are
 * embedded whole (learned/ask-encoder.ts) and the encoder's cosine is fused with the lexical score. Whether the contract
 * addresses the question at all is still the lexical method's call, so the encoder only reorders what it found.
 */
export async function askRanked(input: AskInput, encoder: SentenceEncoder | readonly SentenceEncoder[], options: RerankOptions = {}): Promise<AskOutput> {
  const r = rank(input);
  if (!r) return notAddressed();
  const o = { ...RERANK, ...options };
  const top = r.ranked.slice(0, o.k);
  const passages = top.map((x) => passageText(r.idx, x.i, o.passage));
  // each encoder's cosines, spread over [0, 1] across the candidates (min-max) or left raw, averaged over the encoders
  const encoders: readonly SentenceEncoder[] = 'embedQueries' in encoder ? [encoder] : encoder;
  const reading = new Array<number>(top.length).fill(0);
  for (const e of encoders) {
    let [q] = await e.embedQueries([input.question]);
    const adapter = o.adapter === true ? queryAdapter() : o.adapter || null;
    if (adapter?.encoder === e.name) q = adapter.adapt(q);
    const cos = (await e.embedPassages(passages)).map((v) => dot(q, v));
    const lo = o.fusion === 'minmax' ? Math.min(...cos) : 0;
    const span = o.fusion === 'minmax' ? Math.max(...cos) - lo || 1 : 1;
    cos.forEach((c, j) => { reading[j] += (c - lo) / span / encoders.length; });
  }
  const max = top[0].score;
  let fused = top.map((x, j) => ({ i: x.i, score: max * ((1 - o.weight) * (x.score / max) + o.weight * reading[j]) }))
    .sort((a, b) => b.score - a.score || a.i - b.i);
  // a value stated elsewhere (a definition, a schedule's row) follows the sentence that names it in the fused order too:
  // the encoder reads the value's sentence alone, which seldom shares the question's words
  const kinds = answerKindsOf(input.question);
  if (kinds.length && r.idx.values.length) fused = followNames(r.idx, fused, kinds);
  // (the agreement's term, for a question that asks how long the agreement lasts, first on this path too)
  fused = termFirst(r.idx, input.question, fused);
  return answerOf(input.question, { ...r, ranked: fused });
}

/**
 * For the tuning tools (test/ask/tune-*.ts): the lexical ranking of every quotable sentence, each with its citation span
 * and the text the encoder would read for it; null when the lexical method finds the question not addressed.
 */
export function lexicalRanking(input: AskInput, passage: Required<RerankOptions>['passage'] = RERANK.passage, weights: Partial<LexicalWeights> = {}):
  { i: number; score: number; start: number; end: number; passage: string }[] | null {
  const r = rank(input, { ...LEXICAL, ...weights });
  if (!r) return null;
  // the sentences the lexical method gave no score to, last: an encoder may still retrieve them
  const seen = new Set(r.ranked.map((x) => x.i));
  const all = [...r.ranked, ...r.idx.operative.flatMap((op, i) => (op && !seen.has(i) ? [{ i, score: 0 }] : []))];
  const { sentences } = r.idx.ctx;
  return all.map(({ i, score }) => ({ i, score, start: sentences[i].start, end: sentences[i].end, passage: passageText(r.idx, i, passage) }));
}

/** The text the encoder reads for a sentence. */
function passageText(idx: Index, i: number, kind: Required<RerankOptions>['passage']): string {
  const { ctx } = idx;
  const t = ctx.sentenceText[i];
  if (kind === 'sentence') return t;
  const clause = ctx.sentences[i].clause_id;
  if (kind === 'heading' || kind === 'context') {
    const h = ctx.clauseById.get(clause)?.heading;
    const lead = kind === 'context' && idx.leadIn[i] >= 0 ? ctx.sentenceText[idx.leadIn[i]] : '';
    return [h && !t.includes(h) && !lead.includes(h) ? `${h}.` : '', lead, t].filter(Boolean).join(' ');
  }
  const near = [i - 1, i, i + 1].filter((j) => j >= 0 && j < ctx.sentences.length && ctx.sentences[j].clause_id === clause);
  return near.map((j) => ctx.sentenceText[j]).join(' ');
}

/** The sentences' scores by the lexical method, or null when the contract does not address the question. */
function rank(input: AskInput, lw: LexicalWeights = LEXICAL): Ranking | null {
  const { text, question } = input;
  const idx = getIndex(text);
  const { ctx, search, vectors } = idx;
  const { terms, expanded } = expandQuestion(question);
  if (!terms.length || !ctx.sentences.length) return null;
  // lexical evidence: BM25 over the question's words, its synonyms and the words of the concepts it names, plus coverage
  const lexical = new Map<number, number>();
  const addTo = (m: Map<number, number>, i: number, v: number) => m.set(i, (m.get(i) ?? 0) + v);
  for (const r of search.search(terms.join(' '))) addTo(lexical, r.id as number, r.score);
  if (expanded.length) for (const r of search.search(expanded.join(' '))) addTo(lexical, r.id as number, 0.45 * r.score);
  // everyday wording named as contract concepts (concepts.ts): their words are searched too, and their clause types boosted
  const concepts = conceptsOf(question);
  const everyday = everydayTerms(question);
  const conceptTerms = [...new Set([...concepts.flatMap((c) => tokens(c.terms)), ...everyday.flatMap(tokens)].filter((t) => !STOP.has(t) && !terms.includes(stem(t))))];
  if (conceptTerms.length) for (const r of search.search(conceptTerms.join(' '))) addTo(lexical, r.id as number, CONCEPT_WEIGHT * r.score);
  const groups = questionGroups(question, concepts.map((c) => c.terms), idx);
  for (const [i, v] of coverage(groups, idx)) addTo(lexical, i, COVER_WEIGHT * v);
  // the question as a whole against each sentence as a whole, by the CUAD word vectors and by the paraphrase-trained
  // embedding (lay English against contract English): they rank, but are not evidence on their own
  const scores = new Map(lexical);
  const qwords = plainWords(question).filter((w) => !STOP.has(w));
  const qvec = textVector(qwords);
  if (qvec) {
    vectors.forEach((v, i) => {
      const c = v ? cosine(qvec, v) : 0;
      if (c > 0) addTo(scores, i, lw.vector * c);
    });
  }
  const qemb = embed(qwords);
  if (qemb) {
    idx.embeddings.forEach((v, i) => {
      const c = v ? cosine(qemb, v) : 0;
      if (c > 0) addTo(scores, i, lw.paraphrase * c);
    });
  }
  // the closest playbook checks (by shared question terms) lend their topic patterns
  const qterms = new Set([...terms, ...expanded.map(stem)]);
  const scored = checkHints().map((h) => ({ h, n: [...h.terms].filter((t) => qterms.has(t)).length })).filter((x) => x.n >= 2).sort((a, b) => b.n - a.n);
  const topicHints = scored.filter((x) => x.n === scored[0]?.n).map((x) => x.h.topic);
  const boostTypes = new Set<string>();
  for (const [re, types] of TOPIC_CLAUSES) if (re.test(question)) for (const t of types) boostTypes.add(t);
  for (const c of concepts) for (const t of c.types) boostTypes.add(t);
  // a passage often runs over two sentences: a sentence borrows part of its neighbour's score in the same clause
  const own = new Map(scores);
  for (const [i, v] of own) {
    for (const j of [i - 1, i + 1]) {
      if (j < 0 || j >= ctx.sentences.length || ctx.sentences[j].clause_id !== ctx.sentences[i].clause_id) continue;
      scores.set(j, Math.max(scores.get(j) ?? 0, (own.get(j) ?? 0) + lw.share * v));
    }
  }
  const kinds = answerKindsOf(question);
  const factor = (i: number): number => {
    const clause = ctx.clauseById.get(ctx.sentences[i].clause_id);
    const t = ctx.sentenceText[i];
    let f = 1;
    if (kinds.some((k) => k.states.test(t))) f *= lw.answerKind;
    if (clause?.clause_type && boostTypes.has(clause.clause_type)) f *= lw.clauseType;
    if (topicHints.some((re) => re.test(t))) f *= lw.playbookHint;
    if (idx.fragment[i]) f *= 0.5;
    return f;
  };
  // the contract addresses the question only when some sentence has enough lexical evidence
  const evidence = Math.max(0, ...[...lexical].map(([i, v]) => v * factor(i)));
  if (evidence < MIN_SCORE) return null;
  let ranked = quotable(idx, [...scores.entries()].map(([i, score]) => ({ i, score: score * factor(i) }))).sort((a, b) => b.score - a.score || a.i - b.i);
  if (kinds.length && idx.values.length) ranked = followNames(idx, ranked, kinds);
  ranked = termFirst(idx, question, ranked);
  return ranked.length ? { idx, ranked, evidence, groups } : null;
}

/**
 * A name whose value the contract states in a sentence of its own: a definition that opens a sentence or a list item
 * ('"Minimum Hire Period" means the period of nine (9) months', '"Annual Rent": ninety-six thousand pounds'), or a
 * schedule's or order form's row ("Hire Charge: INR 18,50,000 per month"; a label on a line of its own with its value
 * the next sentence of the clause, "Authorised Users:" / "40."). `rows` are the sentences to cite, `reads` the text
 * that states the value (a row's label with its value).
 */
interface NamedValue { name: RegExp; rows: number[]; reads: string }
// (a name may have several: its definition, which may itself point to a schedule, and the schedule's row)

/** A definition opening a sentence with a colon or "means" after the quoted term. */
const QUOTED_DEFINITION = /^\s*(?:(?:\d{1,3}(?:\.\d{1,3})*\.?|\(?[a-z0-9]{1,4}\))\s+)?["\u201c]([A-Z][^"\u201d]{1,60})["\u201d]\s*(?::|means\b|shall mean\b)/;
/** A label alone on its line, its value the next sentence: "Authorised Users:". */
const LABEL_ALONE = /^\s*([A-Z][A-Za-z0-9'\u2019&/() -]{2,50}):\s*$/;
/** Labels that name no value of their own: a schedule's or table's heading, a column, a generic word. */
const NO_NAME = /^(?:in this \w+|(?:the )?(?:schedule|part|annex(?:ure)?|appendix|exhibit|attachment|item|section|clause|order form|statement of work)\b.*|term|details?|description|value|particulars?|matter|heading|field|entry|amount|no\.?|number|reference|notes?|name|title|date|by|signed|address|email|signature)$/i;

/** A party's description before its bracketed name ('Acme Ltd, a company registered in England ... (the "Supplier")'). */
const ENTITY = /\b(?:inc|llc|ltd|limited|corp|corporation|plc|gmbh|pty|l\.p)\b\.?|\ban? (?:company|corporation|partnership|bank|firm)\b|\bincorporated\b|\borgani[sz]ed\b|\bregistered (?:office|in|under|with)\b/i;
/** The words after a bracketed name that go on to state its value: '("Access Fee") of five million dollars'. */
const VALUE_AFTER = /^\s*(?:of|equal to|in (?:the )?(?:amount|sum) of|amounting to|at (?:a rate of )?)\b/i;
/** How far before and after a bracketed definition its value is read (characters). */
const BRACKET_READS = 80;

/** A row's value read with its label as a count reads ("Authorised Users: 40." → "40 authorised users"). */
const rowReads = (label: string, value: string) => `${value.replace(/[.;\s]+$/, '')} ${label.toLowerCase()}`;

function namedValues(ctx: DocContext): NamedValue[] {
  const out: NamedValue[] = [];
  const add = (name: string, rows: number[], reads: string) => {
    const n = name.replace(/\s+/g, ' ').trim();
    if (n.length < 4 || NO_NAME.test(n) || !/[a-z]/i.test(n)) return;
    out.push({ name: new RegExp(String.raw`\b${escapeRegExp(n)}\b`, 'i'), rows, reads });
  };
  // definitions the engine reads (several to a sentence in a run-on definitions clause); a bracketed name is a party's
  // or a thing's label for the words before it, not a value of its own
  for (const d of definitionsIn(ctx)) {
    if (!/^\s*\(/.test(d.text) && new RegExp(String.raw`^["\u201c]?${escapeRegExp(d.term)}["\u201d]?\s*(?:means|shall mean)\b`).test(d.text.trim())) add(d.term, [d.sentence], d.text);
    // a term defined in brackets after the words that state it ('£12,500 for each calendar month (the "Retainer")', 'an
    // up-front fee ("Access Fee") of five million dollars'): the value is what the words just around the bracket state,
    // back to the clause break before it and on to the next one after it (a party's bracket names a party, no value)
    else if (/["\u201d]\s*\)\s*$/.test(d.text)) {
      const t = ctx.sentenceText[d.sentence];
      const at = t.indexOf(d.text) + d.text.length;
      const before = d.text.slice(0, d.text.lastIndexOf('('));
      if (ENTITY.test(before)) continue;
      const after = t.slice(at, at + BRACKET_READS).split(/[;:]|[,.](?=\s)/)[0];
      const reads = `${before.slice(Math.max(0, before.search(/[^;:]*$/), before.length - BRACKET_READS))} ${VALUE_AFTER.test(after) ? after : ''}`;
      // (only a value some question could follow to: one that states an amount, a count, a period or a date)
      if (ANSWER_KINDS.some((k) => k.states.test(reads))) add(d.term, [d.sentence], reads);
    }
  }
  ctx.sentenceText.forEach((t, i) => {
    const q = QUOTED_DEFINITION.exec(t);
    if (q) return void (out.some((v) => v.rows.includes(i)) || add(q[1], [i], t));
    // a row: the sentence's last line (a schedule's heading may open the sentence: "SCHEDULE A\n\nBill Rate: ...")
    const line = t.slice(t.lastIndexOf('\n') + 1);
    const v = rowValueStart(line);
    if (v > 0) {
      const label = line.slice(0, v).replace(/^\s*(?:\d{1,2}[.)]|\([a-z0-9]{1,3}\))\s*/i, '').replace(/[\s:|\u2013\u2014-]+$/, '');
      return add(label, [i], rowReads(label, line.slice(v)));
    }
    const alone = LABEL_ALONE.exec(line);
    const next = i + 1;
    if (alone && next < ctx.sentences.length && ctx.sentences[next].clause_id === ctx.sentences[i].clause_id) add(alone[1], [i], rowReads(alone[1], ctx.sentenceText[next]));
  });
  return out;
}

/** A definition that says what its term means: '"Term" means', '"Term" shall mean', '"Term": ...'. */
const MEANS = /^\W*[^"\u201c\u201d]{0,80}["\u201d]?\s*(?::|means\b|shall mean\b|has the meaning\b)/;
/** What a match in the definition of a term a sentence uses is worth, against the sentence's own word (1). */
const MEANING_MATCH = 0.5;
/** A definition lends its words to the sentences using its term only when the term is used in at most this many (or this share of) sentences. */
const MEANING_USES = 20;
const MEANING_SHARE = 0.02;
/** How many of a definition's content words it lends. */
const MEANING_WORDS = 30;

/**
 * The agreement's own defined terms: a sentence that uses one ("... a licence to use the Software at the Authorized
 * Sites") also matches the words of its definition ('"Authorized Sites" means the Licensee's dispatch centres in Calgary
 * and Edmonton'), so a question asked in the definition's words finds the duty or right stated with the term. A party's
 * name is no such term (its definition names the party), nor a term used throughout (the Agreement, the Services), whose
 * words would reach every sentence; a term's own definition keeps its own words only.
 */
function meaningsOf(ctx: DocContext, stemsOf: (t: string) => Set<string>): (Set<string> | null)[] {
  const out: (Set<string> | null)[] = ctx.sentenceText.map(() => null);
  const parties = partyNameSet(ctx.keyTerms.parties);
  // the parties' names are no meaning: a definition that names a party would lend the name to every sentence using it
  const partyWords = stemsOf([...parties].join(' '));
  const limit = Math.max(MEANING_USES, MEANING_SHARE * ctx.sentenceText.length);
  const seen = new Set<string>();
  for (const d of definitionsIn(ctx)) {
    const term = d.term.trim();
    // a definition that says what the term means ('"Authorized Sites" means ...'), not a bracket naming the words before
    // it (a recital's '(the "MEA")', a party's '(the "Company")'), whose words are a description, not a meaning
    if (term.length < 3 || seen.has(term) || parties.has(term.toLowerCase()) || ENTITY.test(d.text) || !MEANS.test(d.text)) continue;
    seen.add(term);
    const own = stemsOf(term);
    const words = [...stemsOf(d.text.replace(term, ' '))].filter((w) => !own.has(w) && !partyWords.has(w) && !/^\d/.test(w)).slice(0, MEANING_WORDS);
    if (!words.length) continue;
    const uses = new RegExp(String.raw`\b${escapeRegExp(term)}s?\b`);
    const users: number[] = [];
    for (let i = 0; i < ctx.sentenceText.length && users.length <= limit; i++) {
      const t = ctx.sentenceText[i];
      if (i !== d.sentence && t.includes(term) && uses.test(t)) users.push(i);
    }
    if (users.length > limit) continue;
    for (const i of users) {
      const m = out[i] ?? (out[i] = new Set());
      for (const w of words) m.add(w);
    }
  }
  return out;
}

/** A row of a table held as a line of text: short, no verb of duty, a figure or a short value in it. */
const ROW_VERB = /\b(?:shall|will|may|must|agrees?|is|are)\b/i;
const TABLE_ROWS = 15;
const ROW_CHARS = 120;

/**
 * Tables held as lines of text under a lead-in ("The Licensor shall respond to support requests within the following
 * times:" / "Priority  Response time" / "Critical  1 hour"): the review context's outline (DocContext lead / listEnd)
 * reads lists of numbered items, not a table's rows, which carry no number. The rows are the sentences after the lead-in
 * in its clause that read as rows (short, no verb of duty), at least two, most of them with a figure.
 */
function tableRows(ctx: DocContext): { rowsEnd: number[]; rowLead: number[] } {
  const n = ctx.sentences.length;
  const rowsEnd = new Array<number>(n).fill(-1);
  const rowLead = new Array<number>(n).fill(-1);
  for (let i = 0; i + 2 < n; i++) {
    if (!/:\s*$/.test(ctx.sentenceText[i]) || ctx.listEnd[i] > i + 1) continue;
    let k = i + 1;
    let figures = 0;
    // (a row is a sentence of the lead-in's clause, or a paragraph of its own under the lead-in's number: "4.2¶1")
    const section = ctx.sentences[i].section;
    while (k < n && k - i <= TABLE_ROWS && (ctx.sentences[k].clause_id === ctx.sentences[i].clause_id || (section !== '' && ctx.sentences[k].section.startsWith(`${section}\u00b6`)))) {
      const t = ctx.sentenceText[k].trim();
      if (t.length > ROW_CHARS || ROW_VERB.test(t) || /^\(?(?:[a-z]{1,2}|[ivx]+|\d{1,2}(?:\.\d{1,2})*)[.)]\s/i.test(t)) break;
      if (/\d/.test(t)) figures++;
      k++;
    }
    const rows = k - i - 1;
    if (rows < 2 || figures * 2 < rows) continue;
    rowsEnd[i] = k;
    for (let j = i + 1; j < k; j++) rowLead[j] = i;
  }
  return { rowsEnd, rowLead };
}

/** The named values a sentence names (not its own), kept per contract: the same sentences lead for many questions. */
const namedMemo = new WeakMap<Index, Map<number, NamedValue[]>>();
function namedIn(idx: Index, i: number, own: string): NamedValue[] {
  let m = namedMemo.get(idx);
  if (!m) namedMemo.set(idx, (m = new Map()));
  let out = m.get(i);
  if (!out) m.set(i, (out = idx.values.filter((v) => !v.rows.includes(i) && v.name.test(own))));
  return out;
}

/** How many of the best sentences may lead to a value stated elsewhere, and the share of their score the value takes. */
const FOLLOW_FROM = 5;
const FOLLOW_SHARE = 0.9;

/**
 * A question that asks for an amount, a count, a period or a date, whose best sentences name a value without stating
 * it ("the Hirer shall pay the Hire Charge monthly", "up to the number stated in the Order Form"): the sentence that
 * states the named value (a definition, a schedule's row) ranks just below the sentence that names it. Only a sentence
 * among the best five leads, only when it does not state a fact of the kind asked for itself, and only to a value of
 * that kind; the value keeps its own score when that is higher.
 */
function followNames(idx: Index, ranked: { i: number; score: number }[], kinds: { states: RegExp }[]): { i: number; score: number }[] {
  const { ctx } = idx;
  const states = (s: string) => kinds.some((k) => k.states.test(s));
  const lifted = new Map<number, number>();
  const lift = (r: number, s: number) => {
    if (!idx.operative[r] || (lifted.get(r) ?? 0) >= FOLLOW_SHARE * s) return;
    lifted.set(r, FOLLOW_SHARE * s);
  };
  const best = ranked.slice(0, FOLLOW_FROM);
  for (const { i, score: s } of best) {
    // the sentence as the contract writes it (the context reads a schedule's value into the name it fills: those rows
    // are the context's `filledFrom`)
    const own = ctx.plain.slice(ctx.sentences[i].start, ctx.sentences[i].end);
    if (states(own)) continue;
    for (const r of ctx.filledFrom?.get(i) ?? []) if (states(ctx.sentenceText[r])) lift(r, s);
    for (const v of namedIn(idx, i, own)) if (states(v.reads)) for (const r of v.rows) lift(r, s);
  }
  if (!lifted.size) return ranked;
  // a lifted sentence keeps its own score when that is higher; the others move up to just below the sentence naming them
  // (the ranking is long: the few lifted are taken out and put back in order, not the whole ranking sorted again)
  const own = new Map<number, number>();
  for (const x of ranked) if (lifted.has(x.i)) own.set(x.i, x.score);
  const moved = [...lifted].filter(([r, s]) => s > (own.get(r) ?? 0)).map(([i, score]) => ({ i, score }));
  if (!moved.length) return ranked;
  const out = ranked.filter((x) => !moved.some((m) => m.i === x.i));
  for (const m of moved.sort((a, b) => b.score - a.score || a.i - b.i)) {
    let at = 0;
    while (at < out.length && (out[at].score > m.score || (out[at].score === m.score && out[at].i < m.i))) at++;
    out.splice(at, 0, m);
  }
  return out;
}

/**
 * A question that asks how long the agreement itself lasts: "how long are we tied to them", "how long is the caterer
 * contract", "how many years are we locked in for", "when does our deal with AmEx end", "what's the term". Not a question
 * about another period, which names what it is about or asks for time to act: "how long do we have to pay", "how long do
 * they get to cure", "how long does the confidentiality last", "how long after it ends must we keep insurance".
 */
const TERM_QUESTION = /\bhow\s+(?:long|many\s+(?:years|months))\b|\bwhat(?:['\u2019]s|\s+is)?\s+the\s+(?:initial\s+|first\s+|minimum\s+|contract\s+|agreement\s+)?(?:term|duration)\b|\bduration\b|\bwhen\s+(?:does|will|do)\s+(?:(?:the|this|our|their|it)\b\s*)?(?:[\w&-]+\s+){0,4}?(?:end|expire|finish|run\s+out|stop)\b/i;
/** "how long are we locked in", "the minimum period we are committed to": tied to the deal, asked with a period. */
const LOCKED_IN = /\b(?:locked|tied|signed|committed|stuck)\s+(?:in|into|up|to|for|with)\b/i;
const ASKS_PERIOD = /\bhow\b|\bperiod\b|\buntil\b|\btill\b|\bfor\s*\??\s*$/i;
const TERM_SUBJECT = /\b(?:deal|agreement|contract|arrangement|licen[cs]e|lease|hire|term|partnership|relationship|services|it|this|all\s+this)\b/i;
const NOT_TERM_QUESTION = /\b(?:have|has|had|got|get|gets|given|need|needs|allowed)\s+to\b|\b(?:before|after|once|notice|warrant\w*|guarantee\w*|confidential\w*|secret\w*|surviv\w*|keep\w*|kept|pay\w*|invoice\w*|bills?|cure|fix|remedy|object|complain|reject|approve|sign\s+off|accept\w*|retain|hang|take|takes|wait|respond|insurance|royalt\w*|non-?compet\w*|barred|option|offer|lock-?up|backups?|data|audit\w*|records?|test\w*|install?\w*|warn|stop\w*|suspend\w*|rent|ship\w*|deliver\w*|order\w*|hands?\s+over|provide\w*|spend\w*|any)\b/i;

/** Whether a question asks how long the agreement itself lasts (TERM_QUESTION). */
function asksAgreementTerm(question: string): boolean {
  if (!(TERM_QUESTION.test(question) || (LOCKED_IN.test(question) && ASKS_PERIOD.test(question))) || NOT_TERM_QUESTION.test(question)) return false;
  // "when does ... end" names what ends: the deal, the agreement, "it"
  return !/\bwhen\s+(?:does|will|do)\b/i.test(question) || /\bhow\s+long\b/i.test(question) || TERM_SUBJECT.test(question);
}

/**
 * A sentence that states the agreement's own term: the agreement (contract, licence, lease) commences, continues,
 * remains in force, is valid, runs, ends or expires ("This Agreement commences on November 1, 2028 and remains in effect
 * until April 30, 2031", "This agreement starts on 1 March 2029 and ends on the fifth anniversary of that date"), its
 * term is or means a period ("the initial term of this Agreement is ...", '"Initial Term" means the period of ...',
 * "Initial Subscription Term: twenty-four (24) months"), or a named period begins and runs for a length ("The Hire Period
 * shall begin on the Delivery Date and shall run for thirty-six (36) months"), or the agreement, as the sentence's
 * subject, later terminates, expires or continues ("This Agreement is effective as of August 1, 2004 ... and shall
 * terminate on July 31, 2009", AGREEMENT_LATER); with a length, an end date, an anniversary,
 * "until", "through", "indefinitely" or a redacted figure. Not a duty "during the Term", a survival, confidentiality,
 * warranty or insurance period.
 */
const AGREEMENT_RUNS = /\b(?:this|the)\s+(?:[\w-]+\s+){0,3}?(?:agreement|contract|licen[cs]e|lease|arrangement|deed)\b(?:\s*\([^)]{0,60}\))?(?:\s*,\s*(?:as|together|including|subject|unless|which|and\s+(?:the|all|any))\b[^.;]{0,80}?,)?\s+(?:(?:shall|will|is\s+to|does)\s+(?:\w+\s+){0,2}?)?(?:commence|start|begin|continue|remain|be\s+(?:valid|effective|in\s+(?:full\s+)?(?:force|effect))|expire|endure|last|run|end|extend|terminate\s+(?:on|at)\b)[a-z]*\b/i;
const TERM_IS = /(?<!\b(?:no|any|each|every|other|a|throughout|during|through)\s+)\b(?:initial\s+|original\s+)?term\s+of\s+(?:this|the)\s+(?:[\w-]+\s+){0,2}?(?:agreement|contract)\b[^.;]{0,60}?\b(?:shall|will|is|end|expire)|\b(?:the|its)\s+(?:initial\s+|original\s+)?term\s+(?:is|shall\s+be|will\s+be)\b(?!\s+(?:defined|used|given|construed))|["\u201c](?:initial\s+|original\s+)?(?:(?:subscription|service|licen[cs]e|agreement|contract|hire|lease)\s+)?term["\u201d]\s*(?:shall\s+)?means?\b|\((?:the\s+|this\s+)?["\u201c](?:initial\s+|original\s+)?(?:(?:subscription|service|licen[cs]e|agreement|contract)\s+)?term["\u201d]|^\W*(?:[\d.]+\s*)?(?:initial\s+|original\s+)?(?:(?:subscription|service|licen[cs]e|agreement|contract|hire|lease|rental)\s+)?(?:term|period)(?:\s+of\s+(?:this\s+)?(?:agreement|contract|execution))?\s*[:\u2013-]|^\W*(?:[\d.]+\s*)?(?:termination|expiry|expiration|end)\s+date\s*:|\b(?:shall|will)\s+have\s+an?\s+(?:initial\s+)?(?:duration|term)\s+of\b|\bfor\s+(?:a|an|its)\s+(?:initial\s+)?term\s+of\b|\b(?:term|period)\b[^.;]{0,60}?\b(?:shall|will)\s+(?:begin|commence|start)\b[^.;]{0,80}?\b(?:run|continue|last)\b/i;
const AGREEMENT_LATER = /(?:^\W*(?:[\d.]+\s*|\([a-z0-9]{1,4}\)\s*)?|[,:;)]\s*|\b(?:that|and)\s+)(?:this|the)\s+(?:[\w-]+\s+){0,3}?(?:agreement|contract|licen[cs]e|lease|arrangement|deed)\b(?:(?!\bterminat|\bexpir|\bif\b)[^.;]){0,120}?\b(?:shall|will)\s+(?:\w+\s+){0,2}?(?:terminate|expire|end|continue|remain|endure)\b/i;
const TERM_LENGTH = /\b(?:years?|months?)\b|\buntil\b|\bthrough\b|\banniversary\b|\bindefinite(?:ly)?\b|\bperpetu|\b(?:19|20)\d\d\b|\[\s*\*|\*{3,}/i;
const NOT_TERM_SENTENCE = /^\W*(?:[\d.]+\s*)?(?:during|throughout)\b|\b(?:during|through(?:out)?)\s+(?:the\s+)?(?:[\w-]+\s+)?term\b|\bafter\s+(?:the\s+|this\s+)?(?:[\w-]+\s+)?(?:agreement|contract)\s+(?:ends|expires|terminates|is\s+terminated)|\b(?:clause|section|article|paragraph)\s+[\d.]+\s+(?:\w+\s+){0,2}?(?:continues?|survives?|appl)/i;
/** A survival, confidentiality, warranty, insurance or restraint period, when the sentence opens with it. */
const OTHER_PERIOD = /\bsurviv|\bconfidential|\bwarrant|\binsurance\b|\bnon-?compet|\brestrict(?:ed|ive)\b/i;

/** How much of a sentence's opening OTHER_PERIOD reads. */
const TERM_OPENING = 120;
const termMemo = new WeakMap<Index, number[]>();
/** The sentences that state the agreement's term (AGREEMENT_RUNS, TERM_IS, AGREEMENT_LATER), in the contract's order. */
function termSentences(idx: Index): number[] {
  let out = termMemo.get(idx);
  if (out) return out;
  out = [];
  idx.ctx.sentenceText.forEach((t, i) => {
    if (!idx.operative[i] && !/:\s*\S/.test(t)) return;
    if (NOT_TERM_SENTENCE.test(t) || OTHER_PERIOD.test(t.slice(0, TERM_OPENING)) || !(AGREEMENT_RUNS.test(t) || TERM_IS.test(t) || AGREEMENT_LATER.test(t))) return;
    if (!TERM_LENGTH.test(t) && !parseDurations(t).some((d) => d.unit === 'Y' || d.unit === 'M')) return;
    out!.push(i);
  });
  termMemo.set(idx, out);
  return out;
}

/** How many of the sentences stating the term lead the ranking. */
const TERM_FIRST = 1;

/**
 * A question that asks how long the agreement lasts (asksAgreementTerm) is answered by the sentence that states the
 * agreement's term, which often shares no word with the question ("how long are we tied to them" against "This
 * Agreement commences on ... and remains in effect until ..."), while sentences that say "during the Term" or state other
 * periods do: the best-ranked sentence that states the term (termSentences; one in a clause the context types as the
 * term first) leads the ranking.
 */
function termFirst(idx: Index, question: string, ranked: { i: number; score: number }[]): { i: number; score: number }[] {
  if (!ranked.length || !asksAgreementTerm(question)) return ranked;
  const stated = new Set(termSentences(idx));
  if (!stated.size) return ranked;
  const { ctx } = idx;
  const typed = (i: number) => /^(?:term|renewal_term)$/.test(ctx.clauseById.get(ctx.sentences[i].clause_id)?.clause_type ?? '');
  const pos = new Map(ranked.map((x, k) => [x.i, k]));
  const order = [...stated].sort((a, b) => Number(typed(b)) - Number(typed(a)) || (pos.get(a) ?? Infinity) - (pos.get(b) ?? Infinity) || a - b);
  // (the term is often stated over two sentences of one clause, its start and its end: the second of the clause follows)
  const lead = order.slice(0, TERM_FIRST);
  const next = order.find((i) => !lead.includes(i) && sameUnit(ctx, lead[0], i) && Math.abs(i - lead[0]) <= 2);
  if (next !== undefined) lead.push(next);
  const top = ranked[0].score;
  return [...lead.map((i) => ({ i, score: top })), ...ranked.filter((x) => !lead.includes(x.i))];
}

/** The answer and citations from a ranking: the best sentences quoted, the key term asked for first. */
function answerOf(question: string, { idx, ranked, evidence, groups }: Ranking): AskOutput {
  const { ctx } = idx;
  const max = ranked[0].score;
  const top = ranked.slice(0, 5).filter((r) => r.score >= Math.max(MIN_SCORE * 0.5, max * 0.35));
  // nothing quotable scores enough (its evidence was a heading with no operative sentence after it)
  if (!top.length) return notAddressed();
  const citations: AskCitation[] = completed(question, groups, idx, passages(idx, top, max)).map((p) => ({
    ...citationOf(ctx, { clause_id: ctx.sentences[p.first].clause_id, start: ctx.sentences[p.first].start, end: ctx.sentences[p.last].end }),
    score: Math.round((p.score / max) * 1000) / 1000,
  }));
  const lead = keyTermAnswer(question, ctx);
  const best = readablePassage(ctx.plain, citations[0].start, citations[0].end);
  const answer = `${lead ? `${lead} ` : ''}The contract says${citations[0].section ? ` (section ${citations[0].section})` : ''}: "${best.length > 600 ? `${best.slice(0, 597)}...` : best}"`;
  const confidence = Math.round(Math.min(0.95, 1 - Math.exp(-(evidence - MIN_SCORE / 2) / 8)) * 100) / 100;
  return { answer, citations, confidence: Math.max(0.05, confidence) };
}

/**
 * How many of the first citations may take in their neighbour, and how much of the question it must add (idf units;
 * 2.5 until session 29, whose TEST18 round lowered it: a sub-clause that states the consequence of the one ranked, "21.1
 * If any Party fails to make any payment ..." / "21.2 ... reclaiming the capacity assigned to a Party that is in
 * default", adds one rarer question word, and the rule that it add one the passage lacks still holds).
 */
const COMPLETE_FIRST = 3;
const COMPLETE_MIN = 1;
/** What a neighbour adds when it states the kind of fact asked for and the passage does not. */
const COMPLETE_KIND = 2;
/** A cited lead-in takes in its whole list up to this many characters; a longer list as far as its best member, within LIST_REACH. */
const LIST_WHOLE = 600;
const LIST_REACH = 900;


/** Two sentences of one clause, or of two sub-clauses of one parent ("4.1" and "4.2"), which segmentation keeps apart. */
function sameUnit(ctx: DocContext, i: number, j: number): boolean {
  const a = ctx.sentences[i];
  const b = ctx.sentences[j];
  if (a.clause_id === b.clause_id) return true;
  const pa = parentSection(a.section);
  return pa !== '' && pa === parentSection(b.section);
}

/**
 * A cited passage often opens on the topic and leaves the answer to the next sentence of its clause ("The Provider may
 * increase the Monthly Fee ..." / "Within sixty days after receiving a fee notice, the Client may end this Agreement
 * ..."). Each of the first passages takes in the sentence before or after it in the same clause (or a sibling
 * sub-clause: "4.1" / "4.2") when that sentence
 * holds parts of the question the passage lacks: the question's groups (its words, their synonyms and learned
 * neighbours, the concepts it names, as coverage reads them) the neighbour matches better than the passage does, by
 * at least COMPLETE_MIN (idf-weighted), one of them a question word or its synonym; a neighbour stating the kind of fact
 * asked for ("how long": a period) where the passage states none adds COMPLETE_KIND. A sentence another of the first
 * passages cites is not taken in; one cited lower down is, and leaves its own place. The citation grows by one sentence
 * at most; its rank and score stay the passage's.
 */
function completed(question: string, groups: Map<string, number>[], idx: Index, list: { first: number; last: number; score: number }[]): { first: number; last: number; score: number }[] {
  const { ctx, stems, contextStems } = idx;
  const direct = (g: Map<string, number>) => new Set([...g].filter(([, w]) => w >= SYNONYM_MATCH).map(([t]) => t));
  const kinds = answerKindsOf(question);
  const states = (i: number) => kinds.some((k) => k.states.test(ctx.sentenceText[i]));
  const out = list.map((p) => ({ ...p }));
  const cited = (j: number) => out.slice(0, COMPLETE_FIRST).some((p) => j >= p.first && j <= p.last);
  // what a sentence adds to a passage of the question's parts (idf units), and whether one of them is a question word or
  // its synonym the passage lacks
  const adds = (j: number, inP: number[], context: boolean): { gain: number; own: boolean } => {
    let gain = 0;
    let own = false;
    for (const g of groups) {
      const have = Math.max(...inP.map((i) => groupMatch(g, stems[i], context ? contextStems[i] : null, idx)));
      const add = groupMatch(g, stems[j], null, idx) - have;
      if (add <= 0) continue;
      gain += add;
      if (!own) { const d = direct(g); own = [...d].some((t) => stems[j].has(t) && !inP.some((i) => stems[i].has(t))); }
    }
    if (kinds.length && !inP.some(states) && states(j)) gain += COMPLETE_KIND;
    return { gain, own };
  };
  // the clause outline first: a cited lead-in takes in its list (or a table's rows), a cited item its lead-in
  const outlined = new Set<number>();
  out.slice(0, COMPLETE_FIRST).forEach((p, at) => {
    const other = (k: number) => out.slice(0, COMPLETE_FIRST).some((q, b) => b !== at && k >= q.first && k <= q.last);
    const span = (a: number, b: number) => ctx.sentences[b].end - ctx.sentences[a].start;
    const end = ctx.listEnd[p.last] > p.last + 1 ? ctx.listEnd[p.last] : idx.rowsEnd[p.last];
    if (end > p.last + 1) {
      let stop = p.last + 1;
      while (stop < end && !other(stop)) stop++;
      if (stop === p.last + 1) return;
      if (span(p.first, stop - 1) <= LIST_WHOLE) p.last = stop - 1;
      else {
        // a long list: as far as the member that adds most of the question
        const inP = Array.from({ length: p.last - p.first + 1 }, (_, k) => p.first + k);
        let best: { j: number; gain: number } | null = null;
        for (let j = p.last + 1; j < stop; j++) {
          if (!idx.operative[j] || span(p.first, j) > LIST_REACH) continue;
          const { gain, own } = adds(j, inP, false);
          if (own && gain >= COMPLETE_MIN && (!best || gain > best.gain)) best = { j, gain };
        }
        if (!best) return;
        p.last = best.j;
      }
      outlined.add(at);
      return;
    }
    const lead = ctx.lead[p.first] >= 0 ? ctx.lead[p.first] : idx.rowLead[p.first];
    if (lead < 0 || lead >= p.first - 1 || other(lead) || span(lead, p.last) > LIST_REACH) return;
    const { gain, own } = adds(lead, [p.first], false);
    if (!own || gain < COMPLETE_MIN) return;
    p.first = lead;
    outlined.add(at);
  });
  out.slice(0, COMPLETE_FIRST).forEach((p, at) => {
    if (outlined.has(at)) return;
    const inP = Array.from({ length: p.last - p.first + 1 }, (_, k) => p.first + k);
    let best: { j: number; gain: number } | null = null;
    for (const j of [p.first - 1, p.last + 1]) {
      if (j < 0 || j >= ctx.sentences.length || !sameUnit(ctx, j, p.first) || !idx.operative[j] || idx.fragment[j] || cited(j)) continue;
      let gain = 0;
      let own = false;
      for (const g of groups) {
        const have = Math.max(...inP.map((i) => groupMatch(g, stems[i], contextStems[i], idx)));
        const add = groupMatch(g, stems[j], null, idx) - have;
        if (add <= 0) continue;
        gain += add;
        if (!own) { const d = direct(g); own = [...d].some((t) => stems[j].has(t) && !inP.some((i) => stems[i].has(t))); }
      }
      if (kinds.length && !inP.some(states) && states(j)) gain += COMPLETE_KIND;
      if (own && gain >= COMPLETE_MIN && (!best || gain > best.gain)) best = { j, gain };
    }
    if (!best) return;
    p.first = Math.min(p.first, best.j);
    p.last = Math.max(p.last, best.j);
  });
  // a lower passage the first ones took in leaves its place (the next one moves up)
  return out.filter((p, at) => at < COMPLETE_FIRST || !out.slice(0, COMPLETE_FIRST).some((q) => p.first >= q.first && p.last <= q.last));
}

/** A sentence among the best that scores at least this share of the best joins the citation of its neighbour. */
const PASSAGE_JOIN = 0.6;

/**
 * The best sentences as passages: two sentences next to each other in one clause that both rank among the best (the
 * second scoring at least PASSAGE_JOIN of the best) are one citation, from the first's start to the last's end, for an
 * answer that runs over two sentences ("shall furnish ... Products" / "Product shall not exceed $12,000"); the slot the
 * second would have taken goes to the next sentence. Ordered by each passage's best sentence.
 */
function passages(idx: Index, best: { i: number; score: number }[], max: number): { first: number; last: number; score: number }[] {
  const { sentences } = idx.ctx;
  const out: { first: number; last: number; score: number }[] = [];
  for (const { i, score } of best) {
    const next = score >= PASSAGE_JOIN * max
      ? out.find((p) => (i === p.first - 1 || i === p.last + 1) && sentences[i].clause_id === sentences[p.first].clause_id)
      : undefined;
    if (next) {
      next.first = Math.min(next.first, i);
      next.last = Math.max(next.last, i);
    } else out.push({ first: i, last: i, score });
  }
  // a label alone on its line ("Authorised Users:") is cited with its value, the next sentence of the clause when that
  // is no quotable sentence of its own ("40.")
  for (const p of out) {
    const n = p.last + 1;
    if (n < sentences.length && !idx.operative[n] && sentences[n].clause_id === sentences[p.last].clause_id && /:\s*$/.test(idx.ctx.sentenceText[p.last])) p.last = n;
  }
  return out;
}

/**
 * Coverage of the question by each sentence. Each of the question's words is a group (the word, its synonyms and
 * the contract's words closest to it by the learned vectors); each concept and everyday phrase the question names
 * is a group of its contract words. A sentence scores, for every group, its best match (weighted by the match's
 * kind and the word's rarity in the contract; a match in the clause heading or a list's lead-in counts 0.6), so a
 * sentence that answers several parts of the question beats one that repeats one part.
 */
function coverage(groups: Map<string, number>[], idx: Index): Map<number, number> {
  const { stems, contextStems } = idx;
  const out = new Map<number, number>();
  stems.forEach((set, i) => {
    let total = 0;
    for (const g of groups) total += groupMatch(g, set, contextStems[i], idx, idx.meaning[i]);
    if (total > 0) out.set(i, total);
  });
  return out;
}

/**
 * The question's parts as coverage reads them: each of its words a group (the word 1, its synonyms, the contract's
 * words closest to it by the learned vectors), each concept and everyday phrase it names a group of its contract words.
 */
function questionGroups(question: string, conceptTerms: string[], idx: Index): Map<string, number>[] {
  const groups: Map<string, number>[] = [];
  const put = (g: Map<string, number>, t: string, w: number) => { if (!STOP.has(t) && w > (g.get(t) ?? 0)) g.set(t, w); };
  for (const raw of questionWords(question)) {
    const t = stem(raw);
    const g = new Map<string, number>([[t, 1]]);
    for (const x of synonymsOf(t)) put(g, stem(x), SYNONYM_MATCH);
    for (const part of plainWords(raw)) {
      const id = wordId(part);
      if (id >= 0) for (const n of closestWords(id, idx.vocabulary, NEIGHBOURS, NEIGHBOUR_MIN_SIMILARITY)) put(g, stem(n.word), NEIGHBOUR_MATCH * n.sim);
    }
    groups.push(g);
  }
  for (const words of [...conceptTerms, ...everydayPhrases(question)]) {
    const g = new Map<string, number>();
    for (const x of tokens(words)) put(g, stem(x), CONCEPT_MATCH);
    groups.push(g);
  }
  return groups;
}

/**
 * A group's best match in a sentence's stems (1), its context's (0.6) or the definitions of the terms it uses
 * (MEANING_MATCH), weighted by the match's kind and rarity.
 */
function groupMatch(g: Map<string, number>, own: Set<string>, context: Set<string> | null, idx: Index, meaning: Set<string> | null = null): number {
  let best = 0;
  for (const [t, w] of g) {
    const m = own.has(t) ? 1 : context?.has(t) ? 0.6 : meaning?.has(t) ? MEANING_MATCH : 0;
    if (m) best = Math.max(best, m * w * idx.idf(t));
  }
  return best;
}

/**
 * Citations quote operative language only, as review's do: a bare heading ("12. LIMITATION OF LIABILITY") or page line
 * is not quoted but stands for the first operative sentence after it (within HEADING_REACH), which takes its score
 * when that is higher than its own.
 */
function quotable(idx: Index, ranked: { i: number; score: number }[]): { i: number; score: number }[] {
  const best = new Map<number, number>();
  for (const { i, score } of ranked) {
    let j = i;
    for (let k = 0; k < HEADING_REACH && j < idx.operative.length && !idx.operative[j]; k++) j++;
    if (j < idx.operative.length && idx.operative[j]) best.set(j, Math.max(best.get(j) ?? 0, score));
  }
  return [...best].map(([i, score]) => ({ i, score }));
}

/** A signature block ("By: ... Name: ... Title: ..."), which answers nothing. */
const SIGNATURE_BLOCK = /\bName:[^]*\bTitle:/;

/** A sentence that is only a heading: "5. SHIPMENT, CANCELLATION, RETURNS", "10. **Equitable Relief**." */
function isHeadingOnly(t: string): boolean {
  const words = t.replace(/[^A-Za-z ]+/g, ' ').trim().split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 12) return false;
  return words.every((w) => w === w.toUpperCase()) || (/^[\s\d.()*#]*[A-Z]/.test(t) && !/\b(?:shall|will|may|must|is|are|means)\b/.test(t) && words.length <= 6);
}

function notAddressed(): AskOutput {
  return { answer: 'The contract does not appear to address this question.', citations: [], confidence: 0 };
}

function keyTermAnswer(q: string, ctx: DocContext): string | null {
  const k = ctx.keyTerms;
  if (GOVERNING_LAW_QUESTION.test(q) && k.governing_law) return `Governing law: ${lawWords(k.governing_law)}.`;
  if (/jurisdiction|court|venue/i.test(q) && k.jurisdiction) return `Jurisdiction: ${k.jurisdiction}.`;
  if (/how long|last|duration|\bterm\b/i.test(q) && (k.term || k.survival)) {
    const parts = [];
    if (k.term) parts.push(`term ${isoDurationWords(k.term)}`);
    if (k.survival) parts.push(`obligations survive ${k.survival === 'indefinite' ? 'indefinitely' : isoDurationWords(k.survival)}`);
    return `In short: ${parts.join('; ')}.`;
  }
  if (/effective date|when does/i.test(q) && k.effective_date) return `Effective date: ${dateWords(k.effective_date)}.`;
  if (/who are the parties|parties/i.test(q) && k.parties.length) return `Parties: ${k.parties.map((p) => p.name).join('; ')}.`;
  return null;
}
