// Does a long-lived process get slower? Reviews the CUAD texts (redlines on, as the server asks) again and again in
// ONE process and prints, per block of documents, the CPU time per MB and V8's executable memory, beside the first
// pass over the same block. V8 compiles new regular expressions without its optimisations once more than 1 MB of
// regexp code was generated since the last full GC while the isolate holds more than 16 MB of executable memory
// (`TooMuchRegExpCode`); a process that compiles patterns per document could cross that line and slow down.
//
//   node bench/long-run.ts [--passes 3] [--block 100] [--playbook msa|nda]
//       in this process: every block of every pass, its MB per CPU-second and its ratio to pass 1's same block
//   node bench/long-run.ts --fresh [--block 100] [--playbook msa|nda]
//       adds, per block, the same documents reviewed by a fresh child process (warmed on the block's first 10)
//   node bench/long-run.ts --pool <built server package dir> [--passes 2] [--block 100] [--playbook msa|nda]
//       the same through the server's document pool (packages/server's DocumentEngine, one worker thread): CPU is
//       this process's (the worker's and the pool's), executable memory the worker's (`worker.getHeapStatistics`)
//   node bench/long-run.ts --first msa,300 --playbook nda ...
//       before the passes, 300 reviews with another playbook (a server worker serves every playbook)
//   node bench/long-run.ts --worker [--passes 3] ...
//       the in-process run inside a worker thread with the server pool's resource limits (docpool.ts: 512 MB old
//       generation, 64 MB young), where V8's regexp limit is counted per isolate
//   node bench/long-run.ts --block-only <first>,<count> [--playbook ...]   (used by --fresh: one block, one line of JSON)
import { readFileSync, readdirSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import v8 from 'node:v8';
import { isMainThread } from 'node:worker_threads';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.CONTRACT_DATA_DIR ?? resolve(here, '..', '..', '..', '..', 'shared', 'data');
const dir = resolve(dataDir, 'cuad', 'full_contract_txt');

const args = process.argv.slice(2);
const opt = (name: string, dflt: string): string => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
};
const passes = Number(opt('--passes', '3'));
const blockSize = Number(opt('--block', '100'));
const playbookKey = opt('--playbook', 'msa');
const documentType = ({ msa: 'msa', nda: 'nda' } as Record<string, string>)[playbookKey];
if (!documentType) throw new Error(`--playbook msa or nda, not ${playbookKey}`);

const texts = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().map((f) => readFileSync(resolve(dir, f), 'utf8'));
const blocks: { first: number; count: number; bytes: number }[] = [];
for (let first = 0; first < texts.length; first += blockSize) {
  const count = Math.min(blockSize, texts.length - first);
  blocks.push({ first, count, bytes: texts.slice(first, first + count).reduce((n, t) => n + Buffer.byteLength(t, 'utf8'), 0) });
}

const cpuNow = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1e6;
};
const mb = (n: number) => (n / 1e6).toFixed(1);

interface Row { pass: number; block: number; cpu: number; wall: number; exec: number; code: number; probe?: number }

/**
 * CPU milliseconds a newly compiled pattern takes over a fixed 0.9 MB text (5 times): about 3 ms in a fresh process,
 * about 23 ms in one started with --no-regexp-optimization, as a pattern compiled past V8's limit runs. Each probe's
 * source is new, so V8's compilation cache does not hand back a pattern compiled before. CPU, not wall time: on a
 * shared machine a few milliseconds of wall time are mostly waiting for a core.
 */
let probes = 0;
const probeText = texts.slice(0, 40).join('\n').slice(0, 900_000);
probeText.match(/\bflattened\b/); // a joined string is flattened by its first regular expression; the probes time only the pattern
function probe(): number {
  const re = new RegExp(String.raw`\bterminat\w*\s+for\s+convenience(?:zq${++probes}x)?`, 'gi');
  const c0 = cpuNow();
  for (let i = 0; i < 5; i++) probeText.match(re);
  return (cpuNow() - c0) * 1000;
}

function line(r: Row, firstPass: Row | undefined, fresh?: number): string {
  const b = blocks[r.block];
  const rate = b.bytes / 1e6 / r.cpu;
  const vsFirst = firstPass ? ` ${(rate / (b.bytes / 1e6 / firstPass.cpu)).toFixed(2)}x pass 1` : '';
  const vsFresh = fresh ? ` ${(rate / (b.bytes / 1e6 / fresh)).toFixed(2)}x fresh (${(b.bytes / 1e6 / fresh).toFixed(2)})` : '';
  return `pass ${r.pass} docs ${String(b.first).padStart(3)}-${String(b.first + b.count - 1).padEnd(3)} ${mb(b.bytes).padStart(4)} MB  CPU ${r.cpu.toFixed(2).padStart(6)} s  ${rate.toFixed(2)} MB/CPU-s${vsFirst}${vsFresh}  wall ${r.wall.toFixed(1)} s  executable ${mb(r.exec)} MB${r.code >= 0 ? `  code_space ${mb(r.code)} MB` : ''}${r.probe !== undefined ? `  new pattern ${r.probe.toFixed(0)} CPU-ms` : ''}`;
}

function summary(rows: Row[], fresh?: number[]): void {
  for (let p = 2; p <= passes; p++) {
    const mine = rows.filter((r) => r.pass === p);
    const cpu = mine.reduce((n, r) => n + r.cpu, 0);
    const first = rows.filter((r) => r.pass === 1).reduce((n, r) => n + r.cpu, 0);
    console.log(`pass ${p} over pass 1, MB per CPU-second: ${(first / cpu).toFixed(2)}x`);
  }
  if (fresh) {
    const cpu = rows.filter((r) => r.pass === 1).reduce((n, r) => n + r.cpu, 0);
    const last = rows.filter((r) => r.pass === passes).reduce((n, r) => n + r.cpu, 0);
    const f = fresh.reduce((n, c) => n + c, 0);
    console.log(`pass 1 over fresh processes: ${(f / cpu).toFixed(2)}x; pass ${passes} over fresh processes: ${(f / last).toFixed(2)}x`);
  }
}

async function inProcess(): Promise<void> {
  const engine = await import(pathToFileURL(resolve(here, '..', 'dist', 'index.js')).href);
  const review = (t: string) => engine.review({ text: t, document_type: documentType, options: { suggest_redlines: true } });
  if (args.includes('--block-only')) {
    const [first, count] = opt('--block-only', '0,100').split(',').map(Number);
    const mine = texts.slice(first, first + count);
    for (const t of mine.slice(0, 10)) review(`${t} `);
    const c0 = cpuNow();
    for (const t of mine) review(t);
    console.log(JSON.stringify({ cpu: cpuNow() - c0 }));
    return;
  }
  const fresh = args.includes('--fresh')
    ? blocks.map((b) => JSON.parse(execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--block-only', `${b.first},${b.count}`, '--playbook', playbookKey], { encoding: 'utf8', maxBuffer: 1 << 24 }).trim().split('\n').pop()!).cpu as number)
    : undefined;
  // the same warm-up as a fresh process's
  for (const t of texts.slice(0, 10)) review(`${t} `);
  if (args.includes('--first')) {
    // a worker that has served another playbook first: its patterns compiled, then this playbook's
    const [other, n] = opt('--first', 'msa,300').split(',');
    for (const t of texts.slice(0, Number(n))) engine.review({ text: t, document_type: other, options: { suggest_redlines: true } });
    console.log(`first ${n} reviews with pbk_${other}_standard; a new pattern now: ${probe().toFixed(0)} CPU-ms`);
  }
  console.log(`a new pattern before any review: ${probe().toFixed(0)} ms; after the warm-up: ${probe().toFixed(0)} ms`);
  const rows: Row[] = [];
  for (let pass = 1; pass <= passes; pass++) {
    blocks.forEach((b, block) => {
      const c0 = cpuNow();
      const w0 = performance.now();
      for (const t of texts.slice(b.first, b.first + b.count)) review(t);
      const code = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'code_space');
      const r = { pass, block, cpu: cpuNow() - c0, wall: (performance.now() - w0) / 1000, exec: v8.getHeapStatistics().total_heap_size_executable, code: code?.space_used_size ?? -1, probe: probe() };
      rows.push(r);
      console.log(line(r, rows.find((x) => x.pass === 1 && x.block === block && pass > 1), pass === 1 ? fresh?.[block] : undefined));
    });
  }
  summary(rows, fresh);
}

async function throughPool(serverDir: string): Promise<void> {
  const { DocumentEngine } = await import(pathToFileURL(resolve(serverDir, 'dist', 'docpool.js')).href);
  const pool = new DocumentEngine({ threads: 1, heapMb: Number(process.env.CAS_DOC_WORKER_HEAP_MB ?? 512), timeoutMs: 600_000, limits: { maxBytes: 1e8, maxPages: 10_000, maxChars: 1e8, maxDecompressedBytes: 1e9 } });
  const limits = pool.options.limits;
  const input = { document_type: documentType, playbook: { builtInId: `pbk_${playbookKey}_standard` }, options: { risk_scoring: true, suggest_redlines: true } };
  const run = async (t: string) => {
    const r = await pool.run({ op: 'review', text: t, limits, input });
    if (!r.out) throw new Error(`review failed: ${JSON.stringify(r.engineError ?? r.docError)}`);
  };
  const worker = () => (pool as unknown as { pool: { threads: { getHeapStatistics(): Promise<v8.HeapInfo> }[] } }).pool.threads[0];
  for (const t of texts.slice(0, 10)) await run(`${t} `);
  const rows: Row[] = [];
  for (let pass = 1; pass <= passes; pass++) {
    for (const [block, b] of blocks.entries()) {
      const c0 = cpuNow();
      const w0 = performance.now();
      for (const t of texts.slice(b.first, b.first + b.count)) await run(t);
      const r = { pass, block, cpu: cpuNow() - c0, wall: (performance.now() - w0) / 1000, exec: (await worker().getHeapStatistics()).total_heap_size_executable, code: -1 };
      rows.push(r);
      console.log(line(r, rows.find((x) => x.pass === 1 && x.block === block && pass > 1)));
    }
  }
  summary(rows);
  await pool.close?.();
}

if (isMainThread) console.log(`${texts.length} CUAD texts, ${blocks.length} blocks, playbook pbk_${playbookKey}_standard, redlines on${args.includes('--pool') ? ', server document pool' : args.includes('--worker') ? ', one worker thread with the pool\'s resource limits' : ', this process'}`);
if (args.includes('--worker') && isMainThread) {
  const { Worker } = await import('node:worker_threads');
  const heapMb = Number(process.env.CAS_DOC_WORKER_HEAP_MB ?? 512);
  const w = new Worker(fileURLToPath(import.meta.url), { argv: args, resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.floor(heapMb / 8))), stackSizeMb: 4 } });
  await new Promise((ok, fail) => w.once('exit', ok).once('error', fail));
} else if (args.includes('--pool')) {
  // the pool's worker does not hold the event loop open while a task runs
  const keepAlive = setInterval(() => {}, 1 << 30);
  await throughPool(resolve(opt('--pool', '')));
  clearInterval(keepAlive);
} else await inProcess();
