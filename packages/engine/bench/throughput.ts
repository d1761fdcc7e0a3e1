// Review throughput over all CUAD texts, on one core (Node runs review on its main thread).
// Prints MB/s (UTF-8 bytes of text per second of review time) and p50/p99 milliseconds per document.
//
//   node bench/throughput.ts                      this engine: plain view, both playbooks, clause types, the 40 kB NDA
//   node bench/throughput.ts nda40                the 40 kB NDA latency alone
//   node bench/throughput.ts plain                the plain view's throughput (markup.ts) alone
//   node bench/throughput.ts --baseline [name=]<engine> [--baseline ...] [--rounds 3] [--playbooks msa,nda]
//       the same-run comparison: this engine and each baseline (a built engine package directory, or its
//       dist/index.js) review the corpus in turn, one child process per pass, the order rotated every round,
//       so that a machine shared with other jobs loads every engine alike. Prints each pass, then per engine
//       the median MB/s and MB per CPU-second and the median ratio of this engine's figure to the baseline's.
//   node bench/throughput.ts --interleave <engine> [--rounds 2] [--playbooks msa,nda]
//       both engines in one process, document by document, the order swapped every document: a load that comes
//       and goes on a shared machine falls on both alike. Prints each engine's CPU-seconds per round and the ratio.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import type { DocumentType } from '../dist/index.js';
import { nda40 } from './nda40.ts';

type Engine = typeof import('../dist/index.js');

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.CONTRACT_DATA_DIR ?? resolve(here, '..', '..', '..', '..', 'shared', 'data');
const dir = resolve(dataDir, 'cuad', 'full_contract_txt');
const ownEngine = resolve(here, '..', 'dist', 'index.js');

function corpus(): { texts: string[]; bytes: number } {
  const texts = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().map((f) => readFileSync(resolve(dir, f), 'utf8'));
  return { texts, bytes: texts.reduce((n, t) => n + Buffer.byteLength(t, 'utf8'), 0) };
}

function q(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

interface Pass {
  docs: number;
  bytes: number;
  secs: number;
  cpuSecs: number;
  p50: number;
  p99: number;
  max: number;
}

/** One measured pass over every text (after a warm-up on a few, for the JIT). */
function measure(texts: string[], bytes: number, work: (text: string) => unknown): Pass {
  for (const t of texts.slice(0, 10)) work(`${t} `);
  const times: number[] = [];
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (const t of texts) {
    const a = performance.now();
    work(t);
    times.push(performance.now() - a);
  }
  const secs = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(c0);
  return { docs: texts.length, bytes, secs, cpuSecs: (cpu.user + cpu.system) / 1e6, p50: q(times, 0.5), p99: q(times, 0.99), max: Math.max(...times) };
}

function printPass(label: string, p: Pass): void {
  console.log(`${label.padEnd(34)} ${p.docs} docs, ${(p.bytes / 1e6).toFixed(1)} MB in ${p.secs.toFixed(2)} s: ${(p.bytes / 1e6 / p.secs).toFixed(2)} MB/s; per document p50 ${p.p50.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms, max ${p.max.toFixed(1)} ms (goal >= 5 MB/s)`);
  // wall time suffers when other jobs share the machine; CPU time of this process is the steadier figure
  console.log(`${''.padEnd(34)} CPU time ${p.cpuSecs.toFixed(2)} s: ${(p.bytes / 1e6 / p.cpuSecs).toFixed(2)} MB per CPU-second`);
}

function reviewWork(engine: Engine, type: DocumentType): (text: string) => unknown {
  return (t) => engine.review({ text: t, document_type: type, options: { suggest_redlines: true } });
}

/** What a pass reviews with: the built-in playbook and its number of checks, as the engine measured has it. */
const playbookLabel = (engine: Engine, pb: 'msa' | 'nda') => `review, pbk_${pb}_standard (${engine.getBuiltInPlaybook(`pbk_${pb}_standard`)!.checks.length} checks)`;

/**
 * Latency of one 40 kB NDA. No NDA in the shared data is that long (the longest ContractNLI NDAs are 32 kB),
 * so the document is two real ContractNLI NDAs joined, the longest first, cut at a line break near
 * 40,000 bytes: real NDA wording throughout, at the goal's size. Reviewed `repeat` times after a warm-up;
 * prints p50, p99 and max of the review time (the figure is reported, not asserted: it depends on the machine).
 */
function ndaLatency(engine: Engine, repeat = 300): void {
  const doc = nda40(dataDir);
  if (doc === null) {
    console.log('40 kB NDA latency: ContractNLI dev split not found, skipped');
    return;
  }
  const size = Buffer.byteLength(doc, 'utf8');
  const work = () => engine.review({ text: doc, document_type: 'nda', options: { suggest_redlines: true } });
  for (let k = 0; k < 20; k++) work();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let k = 0; k < repeat; k++) {
    const c = process.cpuUsage();
    const a = performance.now();
    work();
    times.push(performance.now() - a);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  console.log(`${'review of a 40 kB NDA'.padEnd(34)} ${(size / 1000).toFixed(1)} kB x ${repeat}: wall p50 ${q(times, 0.5).toFixed(1)} ms, p99 ${q(times, 0.99).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (goal p99 <= 50 ms)`);
  // on a shared machine the wall time includes waiting for a core; the process's CPU time does not
  console.log(`${''.padEnd(34)} CPU time per review: p50 ${q(cpu, 0.5).toFixed(1)} ms, p99 ${q(cpu, 0.99).toFixed(1)} ms, max ${Math.max(...cpu).toFixed(1)} ms`);
}

/** A built engine's entry module: a package directory (its dist/index.js), a dist directory, or the file itself. */
function engineEntry(path: string): string {
  const p = resolve(path);
  for (const c of [p, resolve(p, 'index.js'), resolve(p, 'dist', 'index.js'), resolve(p, 'packages', 'engine', 'dist', 'index.js')]) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  throw new Error(`no built engine at ${path} (build it first: its dist/index.js is missing)`);
}

function arg(name: string): string[] {
  const out: string[] = [];
  for (let i = 2; i < process.argv.length; i++) if (process.argv[i] === name && i + 1 < process.argv.length) out.push(process.argv[++i]);
  return out;
}

/** The same-run comparison (see the header). */
function compare(baselines: string[], rounds: number, playbooks: string[]): void {
  // a baseline is `path` or `name=path`
  const engines = [{ name: 'this engine', entry: ownEngine }, ...baselines.map((b) => {
    const eq = b.indexOf('=');
    return eq > 0 ? { name: b.slice(0, eq), entry: engineEntry(b.slice(eq + 1)) } : { name: b, entry: engineEntry(b) };
  })];
  const results = new Map<string, Pass[]>(); // `${engine}|${playbook}` → passes, one per round
  console.log(`same-run comparison over CUAD v1 full_contract_txt (Node ${process.version}, one thread per pass, ${rounds} rounds, redlines on)`);
  for (let r = 0; r < rounds; r++) {
    for (const pb of playbooks) {
      for (let k = 0; k < engines.length; k++) {
        const e = engines[(k + r) % engines.length];
        const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--child', e.entry, '--playbook', pb], { encoding: 'utf8', maxBuffer: 1 << 20 });
        const pass = JSON.parse(out.trim().split('\n').pop()!) as Pass;
        const key = `${e.name}|${pb}`;
        results.set(key, [...(results.get(key) ?? []), pass]);
        console.log(`round ${r + 1} ${pb} ${e.name.padEnd(16)} ${(pass.bytes / 1e6 / pass.secs).toFixed(2)} MB/s, ${(pass.bytes / 1e6 / pass.cpuSecs).toFixed(2)} MB per CPU-second, p99 ${pass.p99.toFixed(1)} ms`);
      }
    }
  }
  console.log('\nmedians over the rounds; ratio = median over rounds of (this engine / baseline) in the same round');
  for (const pb of playbooks) {
    const own = results.get(`this engine|${pb}`)!;
    for (const e of engines) {
      const ps = results.get(`${e.name}|${pb}`)!;
      const wall = ps.map((p) => p.bytes / 1e6 / p.secs);
      const cpu = ps.map((p) => p.bytes / 1e6 / p.cpuSecs);
      const ratio = e.entry === ownEngine ? '' : `; this engine / it: ${median(own.map((o, i) => ps[i].secs / o.secs)).toFixed(2)}x wall, ${median(own.map((o, i) => ps[i].cpuSecs / o.cpuSecs)).toFixed(2)}x CPU`;
      console.log(`${pb} ${e.name.padEnd(16)} ${median(wall).toFixed(2)} MB/s, ${median(cpu).toFixed(2)} MB per CPU-second, p99 ${median(ps.map((p) => p.p99)).toFixed(1)} ms${ratio}`);
    }
  }
}

/** The interleaved comparison (see the header): CPU time of each review, summed per engine. */
async function interleave(base: string, rounds: number, playbooks: string[]): Promise<void> {
  const own = (await import(pathToFileURL(ownEngine).href)) as Engine;
  const other = (await import(pathToFileURL(engineEntry(base)).href)) as Engine;
  const { texts, bytes } = corpus();
  console.log(`interleaved comparison over CUAD v1 full_contract_txt (Node ${process.version}, one process, ${rounds} rounds, redlines on): this engine against ${base}`);
  for (const pb of playbooks) {
    const works = [reviewWork(own, pb as DocumentType), reviewWork(other, pb as DocumentType)];
    for (const t of texts.slice(0, 10)) for (const w of works) w(`${t} `);
    const ratios: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const cpu = [0, 0];
      texts.forEach((t, i) => {
        for (const k of (i + r) % 2 ? [0, 1] : [1, 0]) {
          const c = process.cpuUsage();
          works[k](t);
          const d = process.cpuUsage(c);
          cpu[k] += (d.user + d.system) / 1e6;
        }
      });
      ratios.push(cpu[1] / cpu[0]);
      console.log(`${pb} round ${r + 1}: this engine ${(bytes / 1e6 / cpu[0]).toFixed(2)} MB per CPU-second, baseline ${(bytes / 1e6 / cpu[1]).toFixed(2)}; this engine / baseline ${(cpu[1] / cpu[0]).toFixed(3)}x CPU`);
    }
    console.log(`${pb}: median ratio ${median(ratios).toFixed(3)}x CPU`);
  }
}

const baselines = arg('--baseline');
const child = arg('--child')[0];
if (child) {
  // one pass of one engine, as JSON on the last line (used by compare)
  const engine = (await import(pathToFileURL(child).href)) as Engine;
  const { texts, bytes } = corpus();
  console.log(JSON.stringify(measure(texts, bytes, reviewWork(engine, arg('--playbook')[0] as DocumentType))));
} else if (arg('--interleave').length) {
  await interleave(arg('--interleave')[0], Number(arg('--rounds')[0] ?? 2), (arg('--playbooks')[0] ?? 'msa,nda').split(','));
} else if (baselines.length) {
  compare(baselines, Number(arg('--rounds')[0] ?? 3), (arg('--playbooks')[0] ?? 'msa,nda').split(','));
} else {
  const engine = (await import(pathToFileURL(ownEngine).href)) as Engine;
  console.log(`review throughput over CUAD v1 full_contract_txt (Node ${process.version}, one thread)`);
  if (process.argv[2] === 'nda40') ndaLatency(engine);
  else if (process.argv[2] === 'plain') {
    const { texts, bytes } = corpus();
    printPass('plain view (markup.ts)', measure(texts, bytes, (t) => engine.plainText(t)));
  } else {
    const { texts, bytes } = corpus();
    printPass('plain view (markup.ts)', measure(texts, bytes, (t) => engine.plainText(t)));
    for (const pb of ['msa', 'nda'] as const) printPass(playbookLabel(engine, pb), measure(texts, bytes, reviewWork(engine, pb)));
    printPass('clause types, rules + learned model', measure(texts, bytes, (t) => engine.documentClauseTypes(t)));
    ndaLatency(engine);
  }
}
