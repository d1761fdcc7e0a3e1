// Compares ways of fusing the lexical ranking with the sentence encoder, offline, on a dump written by
// test/ask/tune-dump.ts (tuning suites only). Prints hit@3 per suite for each fusion, and the recall of the lexical top K.
//   pnpm exec node test/ask/tune-fusion.ts <dump.json> [more.json | label=more.json ...] [--more]
import { readFileSync } from 'node:fs';

type Cand = { i: number; s: number; g: 0 | 1; len: number; def: 0 | 1; rec: 0 | 1; [cos: string]: number };
type Row = { suite: string; question: string; ranked: Cand[] | null };
// several dumps of the same questions merge, a later one's cosines named `<label>.<key>` when given as label=path
const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const rows: Row[] = JSON.parse(readFileSync(files[0], 'utf8'));
for (const f of files.slice(1)) {
  const [label, path] = f.includes('=') ? f.split('=') : ['', f];
  const more: Row[] = JSON.parse(readFileSync(path, 'utf8'));
  more.forEach((r, n) => r.ranked?.forEach((c, j) => {
    const to = rows[n].ranked![j];
    if (to.i !== c.i) throw new Error(`dumps differ at ${n}/${j}`);
    for (const k of Object.keys(c)) if (k.includes(':')) to[label ? `${label}.${k}` : k] = c[k];
  }));
}
const SUITES = ['paraphrase', 'netgear', 'dev', 'test', 'test2', 'test3', 'test4', 'test5', 'test6', 'nli'];
/** which cosine a fusion reads: `<passage>:<query>` as the dump names them, or several averaged ("a+b") */
type Passage = string;
const cosOf = (c: Cand, p: Passage) => { const ks = p.split('+'); return ks.reduce((a, k) => a + c[k], 0) / ks.length; };

/**
 * hit@3 as answerOf cites: the top five by the fused score that reach 35 % of the best (and 2 on the lexical scale), a
 * sentence next to a cited one that scores 0.6 of the best joining its citation (ask.ts `passages`; the dump does not
 * know clauses, so here any neighbour joins).
 */
function hit(ranked: Cand[], fused: number[]): boolean {
  const order = ranked.map((c, j) => ({ c, f: fused[j] })).filter((x) => Number.isFinite(x.f)).sort((a, b) => b.f - a.f || a.c.i - b.c.i);
  const max = order[0].f;
  const scale = ranked[0].s / (max || 1);
  const groups: Cand[][] = [];
  for (const x of order.slice(0, 5).filter((y) => y.f >= Math.max(2 / scale, 0.35 * max))) {
    const g = x.f >= 0.6 * max ? groups.find((gr) => gr.some((y) => Math.abs(y.i - x.c.i) === 1)) : undefined;
    if (g) g.push(x.c);
    else groups.push([x.c]);
  }
  return groups.slice(0, 3).some((g) => g.some((c) => c.g === 1));
}

type Fusion = (r: Cand[]) => number[];
const minmax = (xs: number[]) => { const lo = Math.min(...xs), hi = Math.max(...xs); return xs.map((x) => (x - lo) / (hi - lo || 1)); };

/** Round 7's fusion: the lexical top K, the encoder's cosine min-max over them, weight w. */
const rerank = (k: number, w: number, p: Passage = 'sentence:q'): Fusion => (r) => {
  const top = r.slice(0, k);
  const cos = minmax(top.map((c) => cosOf(c, p)));
  return r.map((c, j) => (j < k ? (1 - w) * (c.s / r[0].s) + w * cos[j] : -Infinity));
};

/** A fusion whose scores then lend a share a of each sentence's fused score to its neighbours (i ± 1) among the candidates. */
const lend = (f: Fusion, a: number): Fusion => (r) => {
  const x = f(r);
  const at = new Map(r.map((c, j) => [c.i, j]));
  return r.map((c, j) => {
    if (!Number.isFinite(x[j])) return x[j];
    const nb = [at.get(c.i - 1), at.get(c.i + 1)].filter((n): n is number => n !== undefined && Number.isFinite(x[n])).map((n) => x[n]);
    return x[j] + a * Math.max(0, ...nb);
  });
};

/** Other normalisations of either side within the lexical top K: min-max, rank (1 at the top, 0 at the K-th) or z-score. */
const norm = (xs: number[], how: string) => {
  if (how === 'minmax') return minmax(xs);
  if (how === 'rank') { const o = xs.map((v, j) => ({ v, j })).sort((a, b) => b.v - a.v); const out = xs.map(() => 0); o.forEach((x, n) => { out[x.j] = 1 - n / (xs.length - 1 || 1); }); return out; }
  const m = xs.reduce((a, b) => a + b, 0) / xs.length, sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / xs.length) || 1;
  return xs.map((x) => (x - m) / sd / 4);
};
const rerank2 = (k: number, w: number, p: Passage, lexHow: string, encHow: string): Fusion => (r) => {
  const top = r.slice(0, k);
  const lex = lexHow === 'max' ? top.map((c) => c.s / r[0].s) : norm(top.map((c) => c.s), lexHow);
  const enc = norm(top.map((c) => cosOf(c, p)), encHow);
  return r.map((_, j) => (j < k ? (1 - w) * lex[j] + w * enc[j] + 10 : -Infinity));
};

/** Candidates: the lexical top K and the encoder's top M over every sentence; the same fused score over the union. */
const union = (k: number, m: number, w: number, p: Passage = 'sentence:q'): Fusion => (r) => {
  const byCos = r.map((c, j) => ({ j, v: cosOf(c, p) })).sort((a, b) => b.v - a.v).slice(0, m).map((x) => x.j);
  const keep = new Set([...r.keys()].filter((j) => j < k).concat(byCos));
  const idx = [...keep];
  const cos = minmax(idx.map((j) => cosOf(r[j], p)));
  const out = r.map(() => -Infinity);
  idx.forEach((j, n) => { out[j] = (1 - w) * (r[j].s / r[0].s) + w * cos[n]; });
  return out;
};

/** Reciprocal-rank fusion of the lexical and the encoder ranking over every sentence (encoder weight b). */
const rrf = (c0: number, b: number, p: Passage = 'sentence:q', k = Infinity): Fusion => (r) => {
  const encRank = new Map(r.map((c, j) => ({ j, v: cosOf(c, p) })).sort((a, b2) => b2.v - a.v).map((x, n) => [x.j, n]));
  return r.map((_, j) => (j < k ? 1 / (c0 + j + 1) + b / (c0 + encRank.get(j)! + 1) : -Infinity));
};

function evaluate(name: string, f: Fusion): number[] {
  const per = new Map<string, [number, number]>();
  for (const row of rows) {
    const h = row.ranked ? hit(row.ranked, f(row.ranked)) : false;
    const x = per.get(row.suite) ?? [0, 0];
    per.set(row.suite, [x[0] + (h ? 1 : 0), x[1] + 1]);
  }
  const cells = SUITES.filter((s) => per.has(s)).map((s) => `${per.get(s)![0]}`.padStart(4));
  const tuning = SUITES.filter((s) => s !== 'paraphrase' && s !== 'nli' && per.has(s)).reduce((a, s) => a + per.get(s)![0], 0);
  console.log(`${name.padEnd(34)}${cells.join('')}  | tuning ${tuning}`);
  return SUITES.map((s) => per.get(s)?.[0] ?? 0);
}

const counts = SUITES.map((s) => rows.filter((r) => r.suite === s).length);
console.log(`${'questions'.padEnd(34)}${counts.filter(Boolean).map((n) => `${n}`.padStart(4)).join('')}  | tuning ${counts.slice(1, 9).reduce((a, b) => a + b, 0)}`);
console.log(`${''.padEnd(34)}${SUITES.filter((_, n) => counts[n]).map((s) => s.slice(0, 4).padStart(4)).join('')}`);

// recall: where the gold stands in the lexical ranking and in the encoder's ranking over all sentences
for (const s of ['test5', 'test6', 'all']) {
  const rs = rows.filter((r) => (s === 'all' ? r.suite !== 'nli' : r.suite === s));
  const lexAt = (k: number) => rs.filter((r) => r.ranked?.slice(0, k).some((c) => c.g)).length;
  const encAt = (k: number) => rs.filter((r) => r.ranked && [...r.ranked].sort((a, b) => b['sentence:q'] - a['sentence:q']).slice(0, k).some((c) => c.g)).length;
  console.log(`recall ${s} (${rs.length}): lexical @3 ${lexAt(3)} @10 ${lexAt(10)} @30 ${lexAt(30)} @60 ${lexAt(60)} all ${lexAt(1e9)}; encoder @3 ${encAt(3)} @10 ${encAt(10)} @30 ${encAt(30)}; not addressed ${rs.filter((r) => !r.ranked).length}`);
}

evaluate('lexical', (r) => r.map((c) => c.s));
evaluate('encoder alone (all sentences)', (r) => r.map((c) => c['sentence:q']));
const keys = Object.keys(rows.find((r) => r.ranked)!.ranked![0]).filter((k) => k.includes(':'));
if (process.argv.includes('--brief')) {
  for (const p of ['sentence:q', 'heading:q+heading:qc', 'sentence:q+sentence:qc']) evaluate(`rerank k30 w0.5 ${p}`, rerank(30, 0.5, p));
  process.exit(0);
}
for (const p of keys) evaluate(`rerank k30 w0.5 ${p}`, rerank(30, 0.5, p));
for (const p of ['sentence:q+heading:q', 'sentence:q+heading:q+context:q', 'sentence:q+sentence:qc', 'sentence:q+sym:q', 'heading:q+heading:qc', 'sentence:q+heading:q+sentence:qc+heading:qc']) {
  for (const w of [0.4, 0.5, 0.6]) evaluate(`rerank k30 w${w} ${p}`, rerank(30, w, p));
}
for (const lexHow of ['max', 'minmax', 'rank', 'z']) for (const encHow of ['minmax', 'rank', 'z']) for (const w of [0.4, 0.5, 0.6]) {
  evaluate(`rerank2 ${lexHow}/${encHow} w${w}`, rerank2(30, w, 'sentence:q', lexHow, encHow));
}
for (const p of process.argv.filter((a) => a.startsWith('--views=')).flatMap((a) => a.slice(8).split(','))) {
  for (const w of [0.4, 0.5, 0.6]) evaluate(`rerank k30 w${w} ${p}`, rerank(30, w, p));
}
for (const a of [0.1, 0.2, 0.3]) for (const p of ['sentence:q', 'heading:q+heading:qc']) evaluate(`lend ${a} ${p}`, lend(rerank(30, 0.5, p), a));
// round 7's grid, encoder retrieval (the union of both top lists) and reciprocal-rank fusion
if (process.argv.includes('--more')) {
for (const k of [20, 30, 50]) for (const w of [0.4, 0.5, 0.6]) evaluate(`rerank k${k} w${w}`, rerank(k, w));
for (const m of [5, 10, 20]) for (const w of [0.4, 0.5, 0.6]) evaluate(`union k30 m${m} w${w}`, union(30, m, w));
for (const c0 of [2, 5, 10, 30, 60]) for (const b of [0.7, 1, 1.5]) evaluate(`rrf c${c0} b${b}`, rrf(c0, b));
for (const c0 of [2, 5, 10]) for (const b of [1, 1.5]) evaluate(`rrf c${c0} b${b} top30`, rrf(c0, b, 'sentence:q', 30));
}
