// A CPU profile of reviews with redlines, for finding where the time goes (not a figure to report:
// `throughput.ts` measures). Reviews the first N CUAD texts (sorted by name) with one playbook.
//
//   node --cpu-prof --cpu-prof-dir=<dir> bench/profile.ts [--playbook msa] [--docs 250] [--every 4 --from 1] [--engine <built engine's dist/index.js>]
//   node bench/profile.ts --summary <file.cpuprofile> [--top 40]    self and total time per function
//   node bench/profile.ts --summary <file.cpuprofile> --regexps [--top 40]
//       the regular expressions by self time (V8 names their code "RegExp: <source>"), each with the function that ran it
//   node bench/profile.ts --summary <file.cpuprofile> --by-file
//       self time per source file: an engine function's own, and apart the regular expressions and builtins it ran
//       (given to the nearest engine function on the stack)
//   node bench/profile.ts --summary <file.cpuprofile> --callees <function> | --callers <function>
//       the time under a function by the function it called (or by its callers), `--under <function>` to count only
//       the samples taken under another one (--callees buildContext --under planRedlines)
//   node bench/profile.ts --census [--playbook msa] [--docs 250] [--engine ...] [--top 40]
//       each pattern's calls, matches and characters scanned (RegExp.prototype.exec wrapped: every test, match,
//       replace and split goes through it; counts only, the times of this run mean nothing; String.prototype.split and
//       replace with a pattern leave V8's fast path when exec is replaced, so their counts are the spec's slow path's)
//   node bench/profile.ts --per-doc [--playbook msa] [--docs 510] [--step 2] [--engine ...]
//       CPU time of each review and the least-squares line ms = a + b × kB over the documents: `a`, the cost of a
//       review that does not grow with the text (checks read, redlines planned and verified), and its share of the total
//       (the sampling profiler's attribution of time to regular expressions is not reliable enough to time one
//       function: time it directly, as this does for whole reviews)
import { readFileSync, readdirSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DocumentType } from '../dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.CONTRACT_DATA_DIR ?? resolve(here, '..', '..', '..', '..', 'shared', 'data');

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i > 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }

/** A profile with its nodes by id and each node's parent. */
function load(file: string) {
  const prof = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  return { prof, byId, parent };
}

/** Self and total (inclusive, counted once per sample however deep the recursion) time per function. */
function summary(file: string, top: number): void {
  const { prof, byId, parent } = load(file);
  const name = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  prof.samples.forEach((id, i) => {
    const dt = prof.timeDeltas[i] ?? 0;
    all += dt;
    const leaf = byId.get(id)!;
    self.set(name(leaf), (self.get(name(leaf)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let n: Node | undefined = leaf; n; n = byId.get(parent.get(n.id) ?? -1)) {
      const k = name(n);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + dt);
    }
  });
  const show = (title: string, m: Map<string, number>) => {
    console.log(`${title} (of ${(all / 1e6).toFixed(2)} s)`);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${((100 * v) / all).toFixed(1).padStart(5)} %  ${k}`);
  };
  show('self time', self);
  show('total time', total);
}

const frameName = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
const isEngine = (n: Node) => n.callFrame.url.includes('/dist/');

/** Self time per source file: the engine's own functions, and the regular expressions and builtins each file's functions ran. */
function byFile(file: string, top: number): void {
  const { prof, byId, parent } = load(file);
  const t = new Map<string, number>();
  let all = 0;
  prof.samples.forEach((id, i) => {
    const dt = prof.timeDeltas[i] ?? 0;
    all += dt;
    const leaf = byId.get(id)!;
    let k: string;
    if (isEngine(leaf)) k = leaf.callFrame.url.split('/dist/').pop()!;
    else {
      let p = byId.get(parent.get(leaf.id) ?? -1);
      while (p && !isEngine(p)) p = byId.get(parent.get(p.id) ?? -1);
      k = p ? `${p.callFrame.url.split('/dist/').pop()} (regular expressions, builtins)` : leaf.callFrame.functionName || '(outside the engine)';
    }
    t.set(k, (t.get(k) ?? 0) + dt);
  });
  console.log(`self time by file (of ${(all / 1e6).toFixed(2)} s)`);
  for (const [k, v] of [...t].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${((100 * v) / all).toFixed(1).padStart(5)} %  ${k}`);
}

/** The time under `fn` by the function it called next (callees) or by its caller (callers), optionally only under `under`. */
function around(file: string, fn: string, mode: 'callees' | 'callers', under: string, top: number): void {
  const { prof, byId, parent } = load(file);
  const t = new Map<string, number>();
  let all = 0;
  const named = (n: Node, f: string) => (n.callFrame.functionName || '(anonymous)') === f || frameName(n) === f;
  prof.samples.forEach((id, i) => {
    const dt = prof.timeDeltas[i] ?? 0;
    all += dt;
    const chain: Node[] = [];
    for (let n: Node | undefined = byId.get(id); n; n = byId.get(parent.get(n.id) ?? -1)) chain.push(n);
    if (under && !chain.some((n) => named(n, under))) return;
    // the innermost frame of the function (a recursive one is counted once)
    const at = chain.findIndex((n) => named(n, fn));
    if (at < 0) return;
    const k = mode === 'callees' ? (at === 0 ? '(its own time)' : frameName(chain[at - 1])) : at + 1 < chain.length ? frameName(chain[at + 1]) : '(root)';
    t.set(k, (t.get(k) ?? 0) + dt);
  });
  console.log(`${fn}${under ? ` under ${under}` : ''}, by ${mode === 'callees' ? 'callee' : 'caller'} (of ${(all / 1e6).toFixed(2)} s)`);
  for (const [k, v] of [...t].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${((100 * v) / all).toFixed(1).padStart(5)} %  ${k.length > 160 ? `${k.slice(0, 160)}…` : k}`);
}

/** Self time per regular expression, with the functions that ran it. */
function regexps(file: string, top: number): void {
  const { prof, byId, parent } = load(file);
  const fn = (n: Node | undefined) => (n ? `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}` : '?');
  const self = new Map<string, { t: number; callers: Map<string, number> }>();
  let all = 0;
  let rx = 0;
  prof.samples.forEach((id, i) => {
    const dt = prof.timeDeltas[i] ?? 0;
    all += dt;
    const leaf = byId.get(id)!;
    if (!leaf.callFrame.functionName.startsWith('RegExp: ')) return;
    rx += dt;
    const src = leaf.callFrame.functionName.slice(8);
    const e = self.get(src) ?? { t: 0, callers: new Map<string, number>() };
    e.t += dt;
    // the nearest caller that is the engine's own code (not a builtin such as replace or split)
    let p = byId.get(parent.get(leaf.id) ?? -1);
    while (p && !p.callFrame.url.includes('/dist/')) p = byId.get(parent.get(p.id) ?? -1);
    const c = fn(p);
    e.callers.set(c, (e.callers.get(c) ?? 0) + dt);
    self.set(src, e);
  });
  console.log(`regular expressions: ${((100 * rx) / all).toFixed(1)} % of ${(all / 1e6).toFixed(2)} s`);
  for (const [src, e] of [...self].sort((a, b) => b[1].t - a[1].t).slice(0, top)) {
    const callers = [...e.callers].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([c, t]) => `${c} ${((100 * t) / e.t).toFixed(0)}%`).join(', ');
    console.log(`  ${((100 * e.t) / all).toFixed(2).padStart(5)} %  ${src.length > 140 ? `${src.slice(0, 140)}…` : src}\n           ${callers}`);
  }
}

/** CPU time per review and the least-squares line ms = a + b × kB: the part of a review's cost that does not grow with its text. */
function perDoc(engine: typeof import('../dist/index.js'), pb: DocumentType, texts: string[], step: number): void {
  const run = (t: string) => engine.review({ text: t, document_type: pb, options: { suggest_redlines: true } });
  for (const t of texts.slice(0, 5)) run(`${t} `);
  const rows: { kb: number; ms: number }[] = [];
  for (let i = 0; i < texts.length; i += step) {
    const c0 = process.cpuUsage();
    run(texts[i]);
    const c = process.cpuUsage(c0);
    rows.push({ kb: Buffer.byteLength(texts[i], 'utf8') / 1000, ms: (c.user + c.system) / 1000 });
  }
  const n = rows.length;
  const mx = rows.reduce((s, r) => s + r.kb, 0) / n;
  const my = rows.reduce((s, r) => s + r.ms, 0) / n;
  const b = rows.reduce((s, r) => s + (r.kb - mx) * (r.ms - my), 0) / rows.reduce((s, r) => s + (r.kb - mx) ** 2, 0);
  const a = my - b * mx;
  const per = rows.map((r) => r.ms / r.kb).sort((x, y) => x - y);
  const q = (p: number) => per[Math.min(n - 1, Math.floor(p * n))].toFixed(2);
  console.log(`${n} reviews (${pb}): ${(rows.reduce((s, r) => s + r.ms, 0) / 1000).toFixed(2)} CPU-s, mean ${my.toFixed(1)} ms at ${mx.toFixed(0)} kB`);
  console.log(`ms = ${a.toFixed(1)} + ${b.toFixed(3)} × kB: ${((100 * a) / my).toFixed(0)} % of the mean review does not grow with the text`);
  console.log(`ms per kB: p10 ${q(0.1)}, p50 ${q(0.5)}, p90 ${q(0.9)}`);
}

/** Count each pattern's calls, matches and characters scanned while `run` runs. */
function census(run: () => void, top: number): void {
  const exec = RegExp.prototype.exec;
  const stats = new Map<string, { calls: number; hits: number; chars: number }>();
  RegExp.prototype.exec = function (this: RegExp, s: string) {
    const k = `/${this.source}/${this.flags}`;
    const e = stats.get(k) ?? { calls: 0, hits: 0, chars: 0 };
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const m = exec.call(this, s);
    e.calls++;
    if (m) e.hits++;
    // (a sticky pattern tries one position; the others scan on from `from`, to the match's end or the string's)
    e.chars += this.sticky ? (m ? m[0].length : 1) : (m ? m.index + m[0].length : String(s).length) - from;
    stats.set(k, e);
    return m;
  };
  try {
    run();
  } finally {
    RegExp.prototype.exec = exec;
  }
  const chars = [...stats.values()].reduce((n, e) => n + e.chars, 0);
  console.log(`${stats.size} patterns, ${[...stats.values()].reduce((n, e) => n + e.calls, 0)} calls, ${(chars / 1e6).toFixed(1)} M characters scanned; by characters:`);
  console.log('     calls      hits   M chars  pattern');
  for (const [k, e] of [...stats].sort((a, b) => b[1].chars - a[1].chars).slice(0, top)) {
    console.log(`${String(e.calls).padStart(10)}${String(e.hits).padStart(10)}${(e.chars / 1e6).toFixed(2).padStart(10)}  ${k.length > 150 ? `${k.slice(0, 150)}…` : k}`);
  }
}

const file = arg('--summary', '');
if (file && process.argv.includes('--regexps')) regexps(file, Number(arg('--top', '40')));
else if (file && process.argv.includes('--by-file')) byFile(file, Number(arg('--top', '40')));
else if (file && (arg('--callees', '') || arg('--callers', ''))) {
  const callees = arg('--callees', '');
  around(file, callees || arg('--callers', ''), callees ? 'callees' : 'callers', arg('--under', ''), Number(arg('--top', '40')));
} else if (file) summary(file, Number(arg('--top', '40')));
else {
  const engine = (await import(pathToFileURL(resolve(arg('--engine', resolve(here, '..', 'dist', 'index.js')))).href)) as typeof import('../dist/index.js');
  const pb = arg('--playbook', 'msa') as DocumentType;
  const dir = resolve(dataDir, 'cuad', 'full_contract_txt');
  // (`--every k [--from j]`: every k-th text from the j-th, a slice of the whole corpus, taken before `--docs`)
  const every = Number(arg('--every', '1'));
  const from = Number(arg('--from', '0'));
  const texts = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().filter((_, i) => i % every === from % every).slice(0, Number(arg('--docs', '250'))).map((f) => readFileSync(resolve(dir, f), 'utf8'));
  const all = () => {
    for (const t of texts) engine.review({ text: t, document_type: pb, options: { suggest_redlines: true } });
  };
  if (process.argv.includes('--census')) census(all, Number(arg('--top', '40')));
  else if (process.argv.includes('--per-doc')) perDoc(engine, pb, texts, Number(arg('--step', '1')));
  else {
    const t0 = process.cpuUsage();
    all();
    const c = process.cpuUsage(t0);
    console.log(`${texts.length} reviews (${pb}) in ${((c.user + c.system) / 1e6).toFixed(2)} CPU-s`);
  }
}
