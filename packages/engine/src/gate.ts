/**
 * Regex gating: skip a regular expression on text that cannot match it.
 *
 * Most detection patterns need some word to be present: `\bsurviv`, `third part(?:y|ies)`,
 * `(?:return|destroy)...`. `literalGate()` reads a pattern's source and finds a set of lower-case
 * word pieces such that every match contains at least one of them inside a word: any match of
 * `third part(?:y|ies)` contains "third"; any match of `oral|verbal` contains "oral" or "verbal".
 * A document is tokenised once (`PieceIndex`); a pattern then runs only on the sentences (or
 * clauses) that contain one of its pieces. The answer is exact: gating only removes text on which
 * the pattern provably cannot match, and patterns whose pieces cannot be derived are not gated.
 *
 * Soundness. A match of a case-insensitive pattern contains each required literal up to ASCII case,
 * so the lower-cased text contains the lower-cased literal, and each maximal run of [a-z0-9] in it
 * lies inside one [a-z0-9]+ token of the lower-cased text. A positive lookaround's literal is in the
 * tested text too (outside the match, not outside the string), so it counts like any other; negative
 * lookarounds, anchors, classes, `.` and optional parts never count as required.
 */

type Req = string[] | null;

/**
 * What a part of a pattern requires: `req`, one set of literals one of which every match contains (the best one found),
 * and `all`, every such set found along the way (a conjunction: every match contains one literal of each). `all` looks
 * into a group only when the group has a single branch; an alternation of several branches is known only by `req`.
 */
interface Reqs {
  req: Req;
  all: string[][];
}

const MIN_PIECE = 3;
/** literalGates' further sets: pieces of 5 characters or more. */
const MIN_FURTHER_PIECE = 5;

/** Longest maximal [a-z0-9] run of a lower-case literal. */
function bestPiece(lit: string): string {
  let best = '';
  for (const m of lit.match(/[a-z0-9]+/g) ?? []) if (m.length > best.length) best = m;
  return best;
}

function score(req: string[]): number {
  let min = Infinity;
  for (const s of req) min = Math.min(min, bestPiece(s).length);
  // prefer fewer alternatives at equal length
  return min === Infinity ? 0 : min - req.length / 1000;
}

class Parser {
  pos = 0;
  constructor(private readonly src: string) {}

  /** alternation, up to ')' or the end */
  alt(): Reqs {
    const branches: Reqs[] = [this.seq()];
    while (this.src[this.pos] === '|') {
      this.pos++;
      branches.push(this.seq());
    }
    if (branches.length === 1) return branches[0];
    if (branches.some((b) => b.req === null)) return { req: null, all: [] };
    const req = [...new Set(branches.flatMap((b) => b.req!))];
    return { req, all: [req] };
  }

  seq(): Reqs {
    const src = this.src;
    const candidates: string[][] = [];
    const all: string[][] = [];
    let run = '';
    const flush = () => {
      if (run) {
        candidates.push([run]);
        all.push([run]);
      }
      run = '';
    };
    while (this.pos < src.length && src[this.pos] !== '|' && src[this.pos] !== ')') {
      // one atom
      let kind: 'char' | 'group' | 'any' | 'zero';
      let ch = '';
      let inner: Reqs | null = null;
      const c = src[this.pos];
      if (c === '(') {
        if (src.startsWith('(?=', this.pos) || src.startsWith('(?<=', this.pos)) {
          // a positive lookaround: what it requires is in the text tested, if not inside the match
          this.pos += src[this.pos + 2] === '<' ? 4 : 3;
          inner = this.alt();
          kind = 'group';
        } else if (src.startsWith('(?!', this.pos) || src.startsWith('(?<!', this.pos)) {
          this.pos += src[this.pos + 2] === '<' ? 4 : 3;
          this.alt();
          kind = 'zero';
        } else {
          if (src.startsWith('(?:', this.pos)) this.pos += 3;
          else if (src.startsWith('(?<', this.pos)) this.pos = src.indexOf('>', this.pos) + 1;
          else this.pos += 1;
          inner = this.alt();
          kind = 'group';
        }
        if (src[this.pos] !== ')') throw new Error('unbalanced group');
        this.pos++;
      } else if (c === '[') {
        this.pos++;
        if (src[this.pos] === '^') this.pos++;
        // a JavaScript class may be empty: `[]` matches nothing and `[^]` any character (a first ']' closes it)
        while (this.pos < src.length && src[this.pos] !== ']') this.pos += src[this.pos] === '\\' ? 2 : 1;
        if (src[this.pos] !== ']') throw new Error('unbalanced class');
        this.pos++;
        kind = 'any';
      } else if (c === '\\') {
        const e = src[this.pos + 1];
        this.pos += 2;
        if (e === undefined) throw new Error('trailing backslash');
        if ('bB'.includes(e)) kind = 'zero';
        else if ('dDwWsSpPk'.includes(e) || /[1-9]/.test(e)) kind = 'any';
        else if (e === 'u' || e === 'x' || e === 'c') {
          // escaped code points: not worth decoding, treat as any character
          if (e === 'u' && src[this.pos] === '{') this.pos = src.indexOf('}', this.pos) + 1;
          else this.pos += e === 'u' ? 4 : e === 'x' ? 2 : 1;
          kind = 'any';
        } else if ('nrtvf0'.includes(e)) kind = 'any';
        else {
          kind = 'char';
          ch = e;
        }
      } else if (c === '.') {
        this.pos++;
        kind = 'any';
      } else if (c === '^' || c === '$') {
        this.pos++;
        kind = 'zero';
      } else {
        this.pos++;
        kind = 'char';
        ch = c;
      }
      // its quantifier
      let min = 1;
      let quantified = false;
      const q = src[this.pos];
      if (q === '?' || q === '*') {
        min = 0;
        quantified = true;
        this.pos++;
      } else if (q === '+') {
        quantified = true;
        this.pos++;
      } else if (q === '{') {
        const m = /^\{(\d+)(,\d*)?\}/.exec(src.slice(this.pos));
        if (m) {
          min = Number(m[1]);
          quantified = true;
          this.pos += m[0].length;
        }
      }
      if (quantified && src[this.pos] === '?') this.pos++; // lazy
      if (kind === 'char' && min >= 1) {
        run += ch.toLowerCase();
        if (quantified) flush(); // repeated: what follows need not be adjacent
      } else {
        flush();
        if (kind === 'group' && min >= 1 && inner) {
          if (inner.req) candidates.push(inner.req);
          all.push(...inner.all);
        }
      }
    }
    flush();
    let best: string[] | null = null;
    let bestScore = 0;
    for (const cand of candidates) {
      const s = score(cand);
      if (s > bestScore) {
        best = cand;
        bestScore = s;
      }
    }
    return { req: best, all };
  }
}

/**
 * Word pieces, one of which is in every match of the pattern, or null when none can be derived
 * (the pattern is then run everywhere). Pieces are lower-case [a-z0-9] runs of at least 3 characters.
 */
export function literalGate(source: string): string[] | null {
  const r = parse(source);
  return r?.req ? piecesOf(r.req) : null;
}

/**
 * Sets of word pieces such that every match of the pattern contains one piece of each set (the first is
 * literalGate's); [] when none can be derived. Only for a pattern tested on one span at a time: the pieces of
 * different sets may lie in different words, and all of them in the span tested.
 */
export function literalGates(source: string): string[][] {
  const r = parse(source);
  const first = r?.req ? piecesOf(r.req) : null;
  if (!first) return [];
  const out = [first];
  const seen = new Set([[...first].sort().join('|')]);
  for (const lits of r!.all) {
    // (a further set of short pieces, "use" or "may", is in most sentences: it would filter little and cost a
    // posting at every occurrence)
    const ps = piecesOf(lits, MIN_FURTHER_PIECE);
    const key = ps && [...ps].sort().join('|');
    if (ps && !seen.has(key!)) {
      seen.add(key!);
      out.push(ps);
    }
  }
  return out;
}

/**
 * The branches of a pattern's top-level alternation, each a pattern of its own (a branch that is one non-capturing
 * group, `(?:a|b)`, is split too): a match of the whole is a match of one branch, so each branch can be gated apart.
 * The pattern itself when it has one branch, when it cannot be read, or when it refers back to a group (a branch
 * alone would number its groups differently).
 */
export function alternatives(source: string): string[] {
  if (/\\(?:[1-9]|k<)/.test(source)) return [source];
  const out: string[] = [];
  const split = (src: string): void => {
    const { cuts, firstClose } = topLevel(src);
    if (cuts.length) {
      let from = 0;
      for (const at of [...cuts, src.length]) {
        split(src.slice(from, at));
        from = at + 1;
      }
    } else if (src.startsWith('(?:') && firstClose === src.length - 1 && topLevel(src.slice(3, -1)).cuts.length) {
      split(src.slice(3, -1)); // one unquantified group that is the whole branch: its own branches
    } else out.push(src);
  };
  try {
    split(source);
  } catch {
    return [source];
  }
  return out;
}

/** The offsets of a pattern's top-level '|', and of the ')' that closes a group opening at 0 (else -1). */
function topLevel(src: string): { cuts: number[]; firstClose: number } {
  const cuts: number[] = [];
  let firstClose = -1;
  let depth = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '[') {
      i++;
      if (src[i] === '^') i++;
      while (i < src.length && src[i] !== ']') i += src[i] === '\\' ? 2 : 1;
    } else if (c === '(') depth++;
    else if (c === ')') {
      if (--depth < 0) throw new Error('unbalanced group');
      if (depth === 0 && firstClose < 0 && src[0] === '(') firstClose = i;
    } else if (c === '|' && depth === 0) cuts.push(i);
  }
  if (depth !== 0) throw new Error('unbalanced group');
  return { cuts, firstClose };
}

function parse(source: string): Reqs | null {
  try {
    const p = new Parser(source);
    const r = p.alt();
    return p.pos === source.length ? r : null;
  } catch {
    return null;
  }
}

/** The pieces of a set of literals (each literal's longest [a-z0-9] run), or null when one is shorter than `min`. */
function piecesOf(lits: string[], min = MIN_PIECE): string[] | null {
  const pieces = new Set<string>();
  for (const lit of lits) {
    const piece = bestPiece(lit);
    if (piece.length < min) return null;
    pieces.add(piece);
  }
  return [...pieces];
}

// ---- the piece registry and one automaton that finds every piece in a text ----

const pieceIds = new Map<string, number>();
const pieces: string[] = [];

/** [a-z0-9] (either case) → 0..35, anything else → -1: pieces never reach across other characters. */
const ALNUM = new Int8Array(128).fill(-1);
for (let c = 0; c < 26; c++) {
  ALNUM[97 + c] = c;
  ALNUM[65 + c] = c;
}
for (let d = 0; d < 10; d++) ALNUM[48 + d] = 26 + d;

interface Automaton {
  /** next state for (state, symbol): delta[state * 36 + symbol] */
  delta: Int32Array;
  /** piece ids that end in each state (its own and those of its suffix states): outIds[outAt[state] .. outAt[state + 1] - 1] */
  outAt: Int32Array;
  outIds: Int32Array;
  /** the length of each piece */
  len: Int32Array;
  maxLen: number;
  known: number;
}

let automaton: Automaton | null = null;

function register(piece: string): number {
  let id = pieceIds.get(piece);
  if (id === undefined) {
    id = pieces.length;
    pieces.push(piece);
    pieceIds.set(piece, id);
    automaton = null; // rebuilt with the new piece on next use
  }
  return id;
}

/** Aho–Corasick over the registered pieces, as a complete transition table. */
function build(): Automaton {
  const goto: number[][] = [new Array(36).fill(-1)];
  const outs: number[][] = [[]];
  for (let id = 0; id < pieces.length; id++) {
    let st = 0;
    for (const ch of pieces[id]) {
      const k = ALNUM[ch.charCodeAt(0)];
      if (goto[st][k] < 0) {
        goto[st][k] = goto.length;
        goto.push(new Array(36).fill(-1));
        outs.push([]);
      }
      st = goto[st][k];
    }
    outs[st].push(id);
  }
  const n = goto.length;
  const delta = new Int32Array(n * 36);
  const fail = new Int32Array(n);
  const queue: number[] = [];
  for (let k = 0; k < 36; k++) {
    const t = goto[0][k];
    if (t > 0) {
      delta[k] = t;
      fail[t] = 0;
      queue.push(t);
    } else delta[k] = 0;
  }
  for (let q = 0; q < queue.length; q++) {
    const st = queue[q];
    if (outs[fail[st]].length) outs[st] = [...outs[st], ...outs[fail[st]]];
    for (let k = 0; k < 36; k++) {
      const t = goto[st][k];
      if (t > 0) {
        fail[t] = delta[fail[st] * 36 + k];
        delta[st * 36 + k] = t;
        queue.push(t);
      } else delta[st * 36 + k] = delta[fail[st] * 36 + k];
    }
  }
  const outAt = new Int32Array(n + 1);
  for (let st = 0; st < n; st++) outAt[st + 1] = outAt[st] + outs[st].length;
  return {
    delta,
    outAt,
    outIds: Int32Array.from(outs.flat()),
    len: Int32Array.from(pieces, (x) => x.length),
    maxLen: pieces.reduce((m, x) => Math.max(m, x.length), 0),
    known: pieces.length,
  };
}

/** A compiled gate: the ids of its pieces, one of which a match contains; and of each further set (`also`), one too. */
export interface Gate {
  ids: number[];
  also?: number[][];
}

const gateCache = new Map<string, Gate | null>();
const spanGateCache = new Map<string, Gate | null>();

/** The gate of a pattern (cached by source), or null when it cannot be gated. */
export function gateFor(source: string): Gate | null {
  let g = gateCache.get(source);
  if (g === undefined) {
    const ps = literalGate(source);
    g = ps ? { ids: ps.map(register) } : null;
    gateCache.set(source, g);
  }
  return g;
}

/**
 * The gate of a pattern tested on one span at a time (a sentence; not a text joined from several spans): every set of
 * pieces literalGates finds must be present in the span (cached by source), or null when it cannot be gated.
 */
export function spanGateFor(source: string): Gate | null {
  let g = spanGateCache.get(source);
  if (g === undefined) {
    const sets = literalGates(source);
    g = sets.length ? { ids: sets[0].map(register), ...(sets.length > 1 ? { also: sets.slice(1).map((ps) => ps.map(register)) } : {}) } : null;
    spanGateCache.set(source, g);
  }
  return g;
}

const joinedGateCache = new Map<string, Gate[] | null>();

/**
 * The gates of a pattern tested on a text joined from several spans (a sentence with its list's lead-in and the
 * sentences after it, each as a span of the index): one gate per set of pieces literalGates finds. Every match holds a
 * piece of each set inside one of its words, and each word of the joined text is a word of one span, so some span
 * holds a piece of each set (not necessarily the same span for every set). Cached by source; null when it cannot be
 * gated. The first gate is gateFor's.
 */
export function joinedGatesFor(source: string): Gate[] | null {
  let g = joinedGateCache.get(source);
  if (g === undefined) {
    const sets = literalGates(source);
    g = sets.length ? sets.map((ps) => ({ ids: ps.map(register) })) : null;
    joinedGateCache.set(source, g);
  }
  return g;
}

/** Where registered pieces occur in a text: the start offset and id of each occurrence, in text order. */
export interface PieceTokens {
  /** `count` occurrences (the arrays may be longer) */
  count: number;
  start: Int32Array;
  id: Int32Array;
  /** registered pieces when the text was scanned (later ones are not in it) */
  known: number;
  /** the longest piece: occurrences come in order of their end, so starts are out of order by less than this */
  maxLen: number;
}

/** Scan a text once for every registered piece (case-insensitively, within runs of letters and digits). */
export function pieceTokens(text: string, from = 0, to = text.length): PieceTokens {
  const a = (automaton ??= build());
  const { delta, len, outAt, outIds } = a;
  // typed arrays grown by doubling: about one occurrence per 8 characters of contract text
  let start = new Int32Array(Math.max(16, (to - from) >> 3));
  let id = new Int32Array(start.length);
  let count = 0;
  let st = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    const k = c < 128 ? ALNUM[c] : -1;
    if (k < 0) {
      st = 0;
      continue;
    }
    st = delta[st * 36 + k];
    const end = outAt[st + 1];
    for (let j = outAt[st]; j < end; j++) {
      if (count === start.length) {
        const grownStart = new Int32Array(count * 2);
        grownStart.set(start);
        start = grownStart;
        const grownId = new Int32Array(count * 2);
        grownId.set(id);
        id = grownId;
      }
      start[count] = i + 1 - len[outIds[j]];
      id[count++] = outIds[j];
    }
  }
  return { count, start, id, known: a.known, maxLen: a.maxLen };
}

/**
 * Which pieces occur in which spans of one text. Spans are sorted, non-overlapping ranges (the
 * sentences of a document). `spansWith(gate)` lists the spans that contain one of the gate's pieces.
 *
 * The postings of all pieces are in one array, piece by piece (`from[id]` to `from[id + 1]`), each piece's ascending:
 * the occurrences of one piece come in order of their end, so of their start, and a span is listed once.
 */
export class PieceIndex {
  private readonly from: Int32Array;
  private readonly spans: Int32Array;
  private readonly known: number;
  private readonly count: number;
  /** a mark per span, for unions of many postings (`gen` tells this union's marks from earlier ones) */
  private marks: Int32Array | null = null;
  private gen = 0;

  constructor(tokens: PieceTokens, spans: readonly { start: number; end: number }[]) {
    this.known = tokens.known;
    this.count = spans.length;
    const n = tokens.count;
    // the span of each occurrence (-1: none), walking the spans by start with a moving pointer that may step back
    // (occurrences come in order of their end); then each piece's occurrences counted, a span once, and laid out
    const at = new Int32Array(n);
    const size = new Int32Array(this.known + 1);
    const last = new Int32Array(this.known).fill(-1);
    let s = 0;
    for (let t = 0; t < n; t++) {
      const a = tokens.start[t];
      while (s > 0 && spans[s].start > a) s--;
      while (s < spans.length && spans[s].end <= a) s++;
      if (s >= spans.length || a < spans[s].start) {
        at[t] = -1;
        continue;
      }
      at[t] = s;
      const id = tokens.id[t];
      if (last[id] !== s) {
        last[id] = s;
        size[id + 1]++;
      }
    }
    for (let id = 0; id < this.known; id++) size[id + 1] += size[id];
    this.from = size;
    const out = new Int32Array(size[this.known]);
    const fill = size.slice(0, this.known);
    last.fill(-1);
    for (let t = 0; t < n; t++) {
      const sp = at[t];
      if (sp < 0) continue;
      const id = tokens.id[t];
      if (last[id] !== sp) {
        last[id] = sp;
        out[fill[id]++] = sp;
      }
    }
    this.spans = out;
  }

  /** Spans read with words their own text does not hold (a clause read with a schedule's value): every gate admits them. */
  private admitted: number[] | null = null;

  /**
   * This index, with `spans` (ascending) admitted by every gate: their text as read holds words their pieces do not
   * (schedule-values.ts). A view: the postings are shared.
   */
  admitting(spans: number[]): PieceIndex {
    const view = Object.create(this) as PieceIndex;
    view.admitted = spans;
    view.marks = null;
    return view;
  }

  /** Indexes of the spans that may match, ascending; null means "all of them". */
  spansWith(gate: Gate | null): number[] | null {
    if (!gate) return null;
    let out = this.anyOf(gate.ids);
    // each further set of pieces: only the spans that hold one of them too (a set with a piece unknown here is skipped)
    if (gate.also) {
      for (const ids of gate.also) {
        const with_ = this.anyOf(ids);
        if (with_) out = out ? intersectSorted(out, with_) : with_;
      }
    }
    return out && this.admitted ? unionSorted(out, this.admitted) : out;
  }

  /**
   * spansWith as marks, one per span (1: it may match); null means "all of them". For a caller that asks "may span i
   * match?" rather than walking the list: no list is built.
   */
  marksWith(gate: Gate | null): Uint8Array | null {
    if (!gate) return null;
    let out = this.markAny(gate.ids);
    if (gate.also) {
      for (const ids of gate.also) {
        if (!this.knows(ids)) continue;
        if (!out) {
          out = this.markAny(ids);
          continue;
        }
        // only the spans that hold one of these pieces too
        const gen = this.stamp(ids);
        const marks = this.marks!;
        for (let i = 0; i < out.length; i++) if (out[i] === 1 && marks[i] !== gen) out[i] = 0;
      }
    }
    if (out && this.admitted) for (const i of this.admitted) out[i] = 1;
    return out;
  }

  private knows(ids: number[]): boolean {
    for (const id of ids) if (id >= this.known) return false;
    return true;
  }

  /** Marks of the spans holding one of the pieces; null when one of them was registered after the text was scanned. */
  private markAny(ids: number[]): Uint8Array | null {
    if (!this.knows(ids)) return null;
    const out = new Uint8Array(this.count);
    for (const id of ids) for (let j = this.from[id]; j < this.from[id + 1]; j++) out[this.spans[j]] = 1;
    return out;
  }

  /** The spans holding one of the (known) pieces, marked in `marks` with a new generation, which is returned. */
  private stamp(ids: number[]): number {
    const marks = this.marks ?? (this.marks = new Int32Array(this.count));
    const gen = ++this.gen;
    for (const id of ids) for (let j = this.from[id]; j < this.from[id + 1]; j++) marks[this.spans[j]] = gen;
    return gen;
  }

  /** The spans holding one of the pieces, ascending; null when one of them was registered after the text was scanned. */
  private anyOf(ids: number[]): number[] | null {
    let lists = 0;
    let only = -1;
    for (const id of ids) {
      if (id >= this.known) return null;
      if (this.from[id + 1] > this.from[id]) {
        lists++;
        only = id;
      }
    }
    const out: number[] = [];
    if (lists === 1) {
      for (let j = this.from[only]; j < this.from[only + 1]; j++) out.push(this.spans[j]);
      return out;
    }
    if (lists === 0) return out;
    // the union: each span marked once, then the marked spans in order (over the spans between the first and the last)
    const gen = this.stamp(ids);
    const marks = this.marks!;
    let lo = this.count;
    let hi = -1;
    for (const id of ids) {
      const a = this.from[id];
      const b = this.from[id + 1];
      if (a === b) continue;
      if (this.spans[a] < lo) lo = this.spans[a];
      if (this.spans[b - 1] > hi) hi = this.spans[b - 1];
    }
    for (let i = lo; i <= hi; i++) if (marks[i] === gen) out.push(i);
    return out;
  }
}

/** The union of two ascending lists, ascending, each index once. */
function unionSorted(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i++] : b[j++];
    if (out[out.length - 1] !== x) out.push(x);
  }
  return out;
}

/** The intersection of two ascending lists, ascending. */
function intersectSorted(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] < b[j]) i++;
    else if (a[i] > b[j]) j++;
    else {
      out.push(a[i++]);
      j++;
    }
  }
  return out;
}

/** The union of two ascending lists, ascending. */
export function mergeSorted(a: number[], b: number[]): number[] {
  if (!a.length) return b;
  if (!b.length) return a;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] < b[j]) out.push(a[i++]);
    else if (a[i] > b[j]) out.push(b[j++]);
    else {
      out.push(a[i++]);
      j++;
    }
  }
  while (i < a.length) out.push(a[i++]);
  while (j < b.length) out.push(b[j++]);
  return out;
}

/** The distinct pieces of texts marked lately, and how many pieces were registered when each was scanned. */
const PIECE_SETS = new Map<string, { known: number; ids: Int32Array }>();
/** (emptied when full: the texts come back within one document's review) */
const MAX_PIECE_SETS = 2048;

/** Marks the pieces present in one span at a time (for many gates on the same span). */
export class PieceMarks {
  private marks = new Int32Array(0);
  private gen = 0;
  private known = 0;

  private grow(known: number): void {
    if (this.marks.length < known) this.marks = new Int32Array(known * 2);
    this.known = known;
    this.gen++;
  }

  /**
   * Mark the pieces in `text`. The same text is often marked again (a sentence read in each check's role words, a
   * clause head typed again), so the pieces each text holds are kept (`PIECE_SETS`) while no piece has been registered
   * since: the marks are those the scan would set.
   */
  reset(text: string): void {
    const kept = PIECE_SETS.get(text);
    if (kept !== undefined && kept.known === pieces.length) {
      this.grow(kept.known);
      const { ids } = kept;
      for (let k = 0; k < ids.length; k++) this.marks[ids[k]] = this.gen;
      return;
    }
    const tokens = pieceTokens(text);
    this.grow(tokens.known);
    // each piece once, in the order first seen
    const ids = new Int32Array(tokens.count);
    let n = 0;
    for (let k = 0; k < tokens.count; k++) {
      const id = tokens.id[k];
      if (this.marks[id] !== this.gen) {
        this.marks[id] = this.gen;
        ids[n++] = id;
      }
    }
    if (PIECE_SETS.size >= MAX_PIECE_SETS) PIECE_SETS.clear();
    PIECE_SETS.set(text, { known: tokens.known, ids: ids.slice(0, n) });
  }

  /**
   * Mark the pieces that start in [from, to), beginning the search at occurrence `t`; returns the
   * first occurrence at or after `from`, for the next span (spans must come in text order).
   */
  resetFrom(tokens: PieceTokens, t: number, from: number, to: number): number {
    this.grow(tokens.known);
    const n = tokens.count;
    while (t < n && tokens.start[t] < from) t++;
    // occurrences are ordered by their end, so a later one may start a little earlier than `to`
    for (let k = t; k < n && tokens.start[k] < to + tokens.maxLen; k++) {
      if (tokens.start[k] >= from && tokens.start[k] < to) this.marks[tokens.id[k]] = this.gen;
    }
    return t;
  }

  /** Whether the marked span may match a pattern with this gate. */
  may(gate: Gate | null): boolean {
    if (!gate) return true;
    if (!this.any(gate.ids)) return false;
    if (gate.also) for (const ids of gate.also) if (!this.any(ids)) return false;
    return true;
  }

  private any(ids: number[]): boolean {
    for (const id of ids) if (id >= this.known || this.marks[id] === this.gen) return true;
    return false;
  }
}

// ---- a test of how a match starts, put before a pattern that opens with a lookaround ----

/**
 * One way a match may start: `els`, its first characters each as a pattern of one character (a literal, an escape, a
 * class), and `open`, whether they are all the part read has (what follows may add to them) rather than cut short.
 */
interface Start {
  els: string[];
  open: boolean;
}

/** How many ways of starting, and how many characters of each, a prefix keeps (past them it is cut short). */
const MAX_STARTS = 24;
const MAX_START_LENGTH = 6;

/** The ways of starting of a part of a pattern, its atoms read in order (null: the part cannot be read). */
class StartsParser {
  pos = 0;
  readonly src: string;
  constructor(src: string) {
    this.src = src;
  }

  alt(): Start[] {
    const out = this.seq();
    while (this.src[this.pos] === '|') {
      this.pos++;
      out.push(...this.seq());
    }
    return out;
  }

  seq(): Start[] {
    const src = this.src;
    let out: Start[] = [{ els: [], open: true }];
    while (this.pos < src.length && src[this.pos] !== '|' && src[this.pos] !== ')') {
      const atom = this.atom();
      const q = this.quantifier();
      if (atom === 'zero' || !out.some((x) => x.open)) continue;
      // what the atom adds: its ways once; cut short when it may repeat; and nothing when it may be left out
      let ways: Start[] = atom === null ? [{ els: [], open: false }] : atom;
      if (q.repeat) ways = ways.map((w) => ({ els: w.els, open: false }));
      if (q.optional) ways = [...ways, { els: [], open: true }];
      const next: Start[] = [];
      for (const x of out) {
        if (!x.open) next.push(x);
        else for (const w of ways) next.push({ els: [...x.els, ...w.els], open: w.open });
      }
      out = uniqueStarts(next);
    }
    return out;
  }

  /** One atom: its ways of starting, 'zero' for an assertion (it consumes nothing), null when it is not read. */
  private atom(): Start[] | 'zero' | null {
    const src = this.src;
    const c = src[this.pos];
    if (c === '(') {
      let look = false;
      if (src.startsWith('(?=', this.pos) || src.startsWith('(?!', this.pos)) {
        this.pos += 3;
        look = true;
      } else if (src.startsWith('(?<=', this.pos) || src.startsWith('(?<!', this.pos)) {
        this.pos += 4;
        look = true;
      } else if (src.startsWith('(?:', this.pos)) this.pos += 3;
      else if (src.startsWith('(?<', this.pos)) this.pos = src.indexOf('>', this.pos) + 1;
      else if (src.startsWith('(?', this.pos)) throw new Error('unknown group');
      else this.pos += 1;
      const inner = this.alt();
      if (src[this.pos] !== ')') throw new Error('unbalanced group');
      this.pos++;
      return look ? 'zero' : inner;
    }
    const one = (el: string): Start[] => [{ els: [el], open: true }];
    if (c === '[') {
      const start = this.pos;
      this.pos++;
      if (src[this.pos] === '^') this.pos++;
      while (this.pos < src.length && src[this.pos] !== ']') this.pos += src[this.pos] === '\\' ? 2 : 1;
      if (src[this.pos] !== ']') throw new Error('unbalanced class');
      this.pos++;
      return one(src.slice(start, this.pos));
    }
    if (c === '\\') {
      const e = src[this.pos + 1];
      if (e === undefined) throw new Error('trailing backslash');
      this.pos += 2;
      if (e === 'b' || e === 'B') return 'zero';
      if (e === 'u' || e === 'x') {
        if (e === 'u' && src[this.pos] === '{') throw new Error('code point escape');
        const len = e === 'x' ? 2 : 4;
        const hex = src.slice(this.pos, this.pos + len);
        this.pos += len;
        if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== len) throw new Error('bad escape');
        return one(`\\${e}${hex}`);
      }
      // a back-reference names a group of the whole pattern; a property, a control letter or \k: not read
      if (/[1-9pPck]/.test(e)) return null;
      return one(`\\${e}`);
    }
    this.pos++;
    if (c === '^' || c === '$') return 'zero';
    if ('*+?{}'.includes(c)) throw new Error('quantifier without an atom');
    return one(c);
  }

  /** Skips the quantifier after an atom, if any: whether it lets the atom be left out, and whether it may repeat. */
  private quantifier(): { optional: boolean; repeat: boolean } {
    const src = this.src;
    const q = src[this.pos];
    let out = { optional: false, repeat: false };
    if (q === '?') out = { optional: true, repeat: false };
    else if (q === '*') out = { optional: true, repeat: true };
    else if (q === '+') out = { optional: false, repeat: true };
    else if (q === '{') {
      const m = /^\{(\d+)(?:(,)(\d*))?\}/.exec(src.slice(this.pos));
      if (!m) return out;
      const min = Number(m[1]);
      const max = m[2] ? (m[3] ? Number(m[3]) : Infinity) : min;
      this.pos += m[0].length - 1;
      out = { optional: min === 0, repeat: max > 1 };
    } else return out;
    this.pos++;
    if (src[this.pos] === '?') this.pos++;
    return out;
  }
}

/** The ways cut short at `length` characters (a way cut short is closed), without repeats. */
function cutStarts(xs: Start[], length: number): Start[] {
  const seen = new Map<string, Start>();
  for (const x of xs) {
    const cut = x.els.length >= length ? { els: x.els.slice(0, length), open: false } : x;
    const key = `${cut.els.join('\u0000')}\u0001${cut.open}`;
    if (!seen.has(key)) seen.set(key, cut);
  }
  return [...seen.values()];
}

/**
 * The ways without repeats, each cut short at MAX_START_LENGTH; past MAX_STARTS, all cut short at the longest length
 * that leaves no more than MAX_STARTS ways ("bui|ser|est" rather than "b|s|e": a test that far fewer positions pass),
 * or at their first character when none does.
 */
function uniqueStarts(xs: Start[]): Start[] {
  const out = cutStarts(xs, MAX_START_LENGTH);
  if (out.length <= MAX_STARTS) return out;
  for (let length = MAX_START_LENGTH - 1; length > 1; length--) {
    const cut = cutStarts(out, length);
    if (cut.length <= MAX_STARTS) return cut;
  }
  return out.map((x) => ({ els: x.els.slice(0, 1), open: false })).filter((x, i, all) => all.findIndex((y) => y.els[0] === x.els[0]) === i);
}

/**
 * How every match of a pattern starts, as a pattern of its own (an alternation of the first characters of each way:
 * "may|is\s|are\s"), or null when some match may start with nothing read (an empty match, a back-reference first).
 */
export function matchStart(source: string): string | null {
  try {
    const p = new StartsParser(source);
    const starts = p.alt();
    if (p.pos !== source.length || !starts.length || starts.some((x) => x.els.length === 0)) return null;
    return [...new Set(starts.map((x) => x.els.join('')))].join('|');
  } catch {
    return null;
  }
}

/** A class repeated any number of times at the start of a pattern (`[^.;]*`, `[^.;]*?`): the class, or null. */
function leadingRun(source: string): string | null {
  const m = /^\[\^(?:\\.|[^\]\\])+\]\*/.exec(source);
  return m ? m[0].slice(0, -1) : null;
}

/**
 * A branch that reads a run of one class from where it starts, after tests of what that run holds:
 * `(?=[^.;]*\bpersonal data\b)[^.;]*?\bmay use\b` (positive lookaheads, each one branch opening with the run of the
 * class, then the run itself). If it matches at a position inside a run of the class, it matches at the run's start
 * too (each lookahead reads from there over the same characters and more; the run takes the characters between), so
 * its leftmost match, the one a search from the text's start finds, is at the text's start or where the run begins:
 * the branch with a lookbehind saying so (`(?<![^.;])`), or null when it is not of that shape. Only for a search from
 * the start (a pattern without the g or y flag): from a later position the first match may be inside a run.
 */
function runStart(branch: string): string | null {
  let at = 0;
  let cls: string | null = null;
  while (branch.startsWith('(?=', at)) {
    const end = topLevel(branch.slice(at)).firstClose;
    if (end < 0) return null;
    const body = branch.slice(at + 3, at + end);
    const c = leadingRun(body);
    if (c === null || (cls !== null && c !== cls) || topLevel(body).cuts.length) return null;
    cls = c;
    at += end + 1;
  }
  const c = leadingRun(branch.slice(at));
  if (c === null || (cls !== null && c !== cls)) return null;
  return `(?<!${c})${branch}`;
}

/**
 * A pattern that opens with a lookaround (`(?<!\bnot\b[^.;]{0,40})\bmay ...`), with a lookahead of how its matches start
 * put before it: the engine then runs the lookaround only where a match can start, not at every position of the text
 * (a lookbehind of 40 characters at each one). The same matches: the lookahead states only what every match begins
 * with, at the position the match begins. Each top-level branch, and a branch that is one group, is read apart; a
 * branch is left as it is when it does not open with a lookaround or how its matches start cannot be read.
 */
export function quickStart(source: string): string {
  if (!source.includes('(?') && !source.includes(']*')) return source;
  const one = (branch: string): string => {
    const { cuts, firstClose } = topLevel(branch);
    if (cuts.length) {
      const parts: string[] = [];
      let from = 0;
      for (const at of [...cuts, branch.length]) {
        parts.push(one(branch.slice(from, at)));
        from = at + 1;
      }
      return parts.join('|');
    }
    if (branch.startsWith('(?:') && firstClose === branch.length - 1) return `(?:${one(branch.slice(3, -1))})`;
    const guarded = runStart(branch);
    if (guarded !== null) return guarded;
    // (opens with a lookaround, perhaps after word boundaries)
    if (!/^(?:\\b)*\(\?<?[=!]/.test(branch)) return branch;
    const start = matchStart(branch);
    // (a start that may be almost any character, "[^.;]", rules out next to no position)
    return start === null || start.split('|').some((x) => /^(?:\[\^|\.|\\[WSD])/.test(x)) ? branch : `(?=${start})${branch}`;
  };
  try {
    return one(source);
  } catch {
    return source;
  }
}
