// Mixed load (reviews, reads, lists) on the server with its document pool against a baseline of
// the code before the pool, measured in the same run, alternating, on the same machine.
//
//   pnpm --filter @contract-analysis/server bench:mixed        (build first)
//
// The baseline is the server of BASELINE_COMMIT (default 87a892d, the last commit before the pool),
// compiled from that commit's sources into .bench-baseline/ inside this package (so it resolves
// the same dependencies and engine), unless BASELINE_DIST names a build. Each server runs in its
// own process (bench/serve.mjs); wrk (one thread) generates the load.
//
// Environment:
//   DURATION=20        seconds per run          ROUNDS=2         baseline/pool pairs (medians reported)
//   CONNECTIONS=16     concurrent connections   MIX=review,read,list,read   the request cycle per connection
//   BASELINE_COMMIT / BASELINE_DIST            POOL_THREADS    document threads of the pool server (default: cores)
//   BENCH_JSON=file    also write the result as JSON
import { execFileSync, fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWrk } from './wrk.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');
const duration = Number(process.env.DURATION ?? 20);
const rounds = Number(process.env.ROUNDS ?? 2);
const connections = Number(process.env.CONNECTIONS ?? 16);
const mix = (process.env.MIX ?? 'review,read,list,read').split(',');
const log = (s) => process.stderr.write(`[bench:mixed] ${s}\n`);
if (spawnSync('wrk', ['--version']).error) throw new Error('wrk is not on PATH (Debian: apt-get install wrk)');

function baselineDist() {
  if (process.env.BASELINE_DIST) return path.resolve(process.env.BASELINE_DIST);
  const commit = process.env.BASELINE_COMMIT ?? '87a892d';
  const dir = path.join(pkg, '.bench-baseline', commit);
  const dist = path.join(dir, 'dist');
  if (fs.existsSync(path.join(dist, 'index.js'))) return dist;
  log(`building the baseline server from ${commit} into ${path.relative(pkg, dir)}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const tar = execFileSync('git', ['archive', commit, 'src'], { cwd: pkg });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../../tsconfig.json', compilerOptions: { rootDir: 'src', outDir: 'dist', declaration: false, sourceMap: false }, include: ['src/**/*.ts'] }));
  execFileSync(process.execPath, [path.join(pkg, 'node_modules/typescript/bin/tsc'), '-p', dir], { stdio: 'inherit' });
  return dist;
}

// A contract of about 10 kB: the ContractNLI document closest to it (read in place), else synthetic.
function nda() {
  const dev = path.resolve(pkg, '../../../shared/data/contractnli/dev.json');
  if (fs.existsSync(dev)) {
    const docs = JSON.parse(fs.readFileSync(dev, 'utf8')).documents;
    return { text: docs.map((d) => d.text).sort((a, b) => Math.abs(a.length - 10_000) - Math.abs(b.length - 10_000))[0], source: 'ContractNLI dev (closest to 10 kB)' };
  }
  const clause = 'The Receiving Party shall hold the Confidential Information in strict confidence and use it solely to evaluate the proposed transaction. ';
  let text = 'MUTUAL NONDISCLOSURE AGREEMENT\n\n';
  for (let i = 1; text.length < 10_000; i++) text += `${i}. Obligations. ${clause.repeat(3)}\n\n`;
  return { text, source: 'synthetic' };
}

// Servers still running when the bench ends (a failed run included) go with it.
const children = new Set();
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

function start(name, env) {
  const child = fork(path.join(here, 'serve.mjs'), [], { execArgv: ['--expose-gc'], env: { ...process.env, BENCH_ROLE: 'app', ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const ready = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${name} server exited (${code})`)));
  });
  const mem = () => new Promise((resolve) => {
    child.once('message', (m) => resolve(m.mem));
    child.send({ cmd: 'mem' });
  });
  const stop = () => new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.send({ cmd: 'exit' });
  });
  return { name, pid: child.pid, ready, mem, stop };
}

/**
 * CPU time (ms) of a process so far, split into its main thread and all its other threads, from
 * /proc (Linux). CPU time per request does not depend on what else the machine runs, unlike
 * requests per second, so it is reported next to throughput.
 */
function cpuMs(pid) {
  const tick = 1000 / 100; // USER_HZ
  let main = 0;
  let other = 0;
  for (const t of fs.readdirSync(`/proc/${pid}/task`)) {
    const stat = fs.readFileSync(`/proc/${pid}/task/${t}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (Number(f[11]) + Number(f[12])) * tick;
    if (Number(t) === pid) main += ms;
    else other += ms;
  }
  return { main, other };
}

async function wrk(info, docB64, seconds) {
  const reviewBody = JSON.stringify({ document: docB64, document_type: 'nda' });
  const q = (s) => JSON.stringify(s);
  const reqs = mix.map((kind) => {
    if (kind === 'review') return `wrk.format("POST", "/v1/contracts/review", h, ${q(reviewBody)})`;
    if (kind === 'read') return `wrk.format("GET", "/v1/contracts/${info.id}", h)`;
    if (kind === 'list') return `wrk.format("GET", "/v1/contracts?limit=20", h)`;
    throw new Error(`unknown MIX entry ${kind}`);
  });
  const script = `local h = { ["authorization"] = ${q(`Bearer ${info.key}`)}, ["content-type"] = "application/json" }
local reqs = {}
local i = 0
function init(args)
${reqs.map((r, n) => `  reqs[${n + 1}] = ${r}`).join('\n')}
end
function request()
  i = i % #reqs + 1
  return reqs[i]
end
`;
  return runWrk({ url: info.url, script, connections, seconds });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const doc = nda();
const docB64 = Buffer.from(doc.text).toString('base64');
const servers = {
  baseline: start('baseline', { BENCH_DIST: baselineDist() }),
  pool: start('pool', process.env.POOL_THREADS ? { BENCH_DOC_THREADS: process.env.POOL_THREADS } : {}),
};
const infos = { baseline: await servers.baseline.ready, pool: await servers.pool.ready };
const result = { node: process.version, cpus: os.availableParallelism(), cpu_model: os.cpus()[0]?.model, pool: { threads: process.env.POOL_THREADS ? Number(process.env.POOL_THREADS) : os.availableParallelism() }, load_average: os.loadavg(), connections, duration_s: duration, mix, document: { source: doc.source, chars: doc.text.length }, baseline: { commit: process.env.BASELINE_DIST ? null : process.env.BASELINE_COMMIT ?? '87a892d' }, rounds: [] };
try {
  for (const name of ['baseline', 'pool']) {
    await wrk(infos[name], docB64, 5); // warm-up: JIT, caches, worker start
    result[name].rss_mb_after_warmup = (await servers[name].mem()).rss_mb;
  }
  for (let r = 0; r < rounds; r++) {
    const round = {};
    for (const name of r % 2 === 0 ? ['baseline', 'pool'] : ['pool', 'baseline']) {
      const before = cpuMs(servers[name].pid);
      round[name] = await wrk(infos[name], docB64, duration);
      const after = cpuMs(servers[name].pid);
      const n = round[name].rps * duration;
      round[name].main_thread_cpu_ms_per_request = +((after.main - before.main) / n).toFixed(3);
      round[name].other_threads_cpu_ms_per_request = +((after.other - before.other) / n).toFixed(3);
      round[name].os_load_average_1m = os.loadavg()[0];
      round[name].rss_mb = (await servers[name].mem()).rss_mb;
      log(`round ${r + 1} ${name}: ${round[name].rps} req/s, p50 ${round[name].p50_ms} ms, p99 ${round[name].p99_ms} ms, non-2xx ${round[name].non2xx}, rss ${round[name].rss_mb} MB, CPU ms/request main ${round[name].main_thread_cpu_ms_per_request} other ${round[name].other_threads_cpu_ms_per_request} (load ${round[name].os_load_average_1m.toFixed(1)})`);
    }
    round.throughput_ratio = +(round.pool.rps / round.baseline.rps).toFixed(3);
    round.p99_ratio = +(round.pool.p99_ms / round.baseline.p99_ms).toFixed(3);
    result.rounds.push(round);
  }
  result.throughput_ratio_median = median(result.rounds.map((r) => r.throughput_ratio));
  // Capacity on this many dedicated cores implied by the CPU cost per request: the main thread
  // bounds a server at 1 / (its ms per request); all threads together at cores / (total ms).
  const capacity = (x) => Math.round(Math.min(1000 / x.main_thread_cpu_ms_per_request, (1000 * result.cpus) / (x.main_thread_cpu_ms_per_request + x.other_threads_cpu_ms_per_request)));
  for (const r of result.rounds) {
    r.baseline.cpu_capacity_rps = capacity(r.baseline);
    r.pool.cpu_capacity_rps = capacity(r.pool);
    r.cpu_capacity_ratio = +(r.pool.cpu_capacity_rps / r.baseline.cpu_capacity_rps).toFixed(3);
  }
  result.cpu_capacity_ratio_median = median(result.rounds.map((r) => r.cpu_capacity_ratio));
  log(`CPU-time capacity on ${result.cpus} dedicated cores, pool / baseline: ×${result.cpu_capacity_ratio_median}`);
  result.p99_ratio_median = median(result.rounds.map((r) => r.p99_ratio));
  log(`pool / baseline: throughput ×${result.throughput_ratio_median}, p99 ×${result.p99_ratio_median} (below 1 is better)`);
} finally {
  await Promise.all(Object.values(servers).map((s) => s.stop()));
}
console.log(JSON.stringify(result, null, 2));
if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(result, null, 2) + '\n');
