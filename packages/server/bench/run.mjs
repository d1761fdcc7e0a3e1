// Throughput and memory of the server against a bare node:http JSON server, in the same run.
//
//   pnpm --filter @contract-analysis/server bench              (build first; runs on the repo's Node 24)
//
// Three processes: this one only generates load (autocannon in-process, or wrk as a child), and each
// server runs in a process of its own (bench/serve.mjs, forked with --expose-gc). Nothing else shares
// a server's event loop, so the ratio compares the servers and not the load generator.
//
// Environment:
//   BENCH_TOOL=autocannon|wrk|both   load generator (default both when wrk is on PATH, else autocannon)
//   DURATION=10                      seconds per throughput run
//   ROUNDS=3                         bare/app pairs for GET (the median is reported)
//   CONNECTIONS=10                   concurrent connections
//   MEMORY_REQUESTS=100000           requests per memory step
//   MEMORY_STEPS=5                   memory steps (on a fresh server process)
//   BENCH_PARTS=get,post,memory      which parts to run
//   BENCH_JSON=file                  also write the result as JSON to this file
//   DATABASE_URL                     bench on PostgreSQL instead of the embedded SQLite
//   BENCH_LOG_LEVEL=info             the server logs each request (pino, to /dev/null), as `pnpm start` does
//   BENCH_DIST=dir                   bench another build of the server (e.g. the previous commit's dist)
//   BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'   extra Node flags for the server process
import { fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { luaStr, runWrk } from './wrk.mjs';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.DURATION ?? 10);
const rounds = Number(process.env.ROUNDS ?? 3);
const connections = Number(process.env.CONNECTIONS ?? 10);
const memoryRequests = Number(process.env.MEMORY_REQUESTS ?? 100_000);
const memorySteps = Number(process.env.MEMORY_STEPS ?? 5);
const parts = new Set((process.env.BENCH_PARTS ?? 'get,post,memory').split(','));
const haveWrk = spawnSync('wrk', ['--version']).error === undefined;
const toolSetting = process.env.BENCH_TOOL ?? (haveWrk ? 'both' : 'autocannon');
const tools = toolSetting === 'both' ? ['wrk', 'autocannon'] : [toolSetting];
if (tools.includes('wrk') && !haveWrk) throw new Error('wrk is not on PATH (Debian: apt-get install wrk)');

// A real NDA of about 10 kB (ContractNLI dev split, read in place), or a synthetic one of that size.
function ndaFile() {
  const dev = path.resolve(here, '../../../../shared/data/contractnli/dev.json');
  const out = path.join(os.tmpdir(), `cas-bench-nda-${process.pid}.txt`);
  let text;
  if (fs.existsSync(dev)) {
    const docs = JSON.parse(fs.readFileSync(dev, 'utf8')).documents;
    text = docs.map((d) => d.text).sort((a, b) => Math.abs(a.length - 10_000) - Math.abs(b.length - 10_000))[0];
  } else {
    const clause = 'The Receiving Party shall hold the Confidential Information in strict confidence and use it solely to evaluate the proposed transaction. ';
    text = 'MUTUAL NONDISCLOSURE AGREEMENT\n\n';
    for (let i = 1; text.length < 10_000; i++) text += `${i}. Obligations. ${clause.repeat(3)}\n\n`;
  }
  fs.writeFileSync(out, text);
  return { file: out, bytes: Buffer.byteLength(text), source: fs.existsSync(dev) ? 'ContractNLI dev (closest to 10 kB)' : 'synthetic' };
}

function start(role, env = {}) {
  const child = fork(path.join(here, 'serve.mjs'), [], {
    execArgv: ['--expose-gc', ...(role === 'app' && process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [])],
    env: { ...process.env, BENCH_ROLE: role, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${role} server exited (${code})`)));
  });
  const mem = () =>
    new Promise((resolve) => {
      child.once('message', (m) => resolve(m.mem));
      child.send({ cmd: 'mem' });
    });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.send({ cmd: 'exit' });
    });
  return { child, ready, mem, stop };
}

const autocannonRun = (opts) =>
  new Promise((resolve, reject) => autocannon({ connections, ...opts }, (e, r) => (e ? reject(e) : resolve(r))));

async function loadAutocannon({ url, headers, method = 'GET', body, amount }) {
  const r = await autocannonRun({ url, headers, method, body, ...(amount ? { amount } : { duration }) });
  return { tool: 'autocannon', rps: Math.round(r.requests.average), p50_ms: r.latency.p50, p99_ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

async function loadWrk({ url, headers = {}, method = 'GET', body }) {
  let script = `wrk.method = ${luaStr(method)}\n`;
  for (const [k, v] of Object.entries(headers)) script += `wrk.headers[${luaStr(k)}] = ${luaStr(v)}\n`;
  if (body) script += `wrk.body = ${luaStr(body)}\n`;
  const r = await runWrk({ url, script, connections, seconds: duration });
  return { tool: 'wrk', rps: r.rps, p50_ms: r.p50_ms, p99_ms: r.p99_ms, non2xx: r.non2xx, errors: r.socket_errors };
}

const load = (tool, opts) => (tool === 'wrk' ? loadWrk(opts) : loadAutocannon(opts));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const log = (s) => process.stderr.write(`[bench] ${s}\n`);

const nda = ndaFile();
const app = start('app', { BENCH_NDA_FILE: nda.file });
const info = await app.ready;
const bare = start('bare', { BENCH_BODY: info.contract });
const bareBuf = start('bare', { BENCH_BODY: info.contract, BARE_BUFFER: '1' });
const bareInfo = await bare.ready;
const bareBufInfo = await bareBuf.ready;
const auth = { authorization: `Bearer ${info.key}` };
const getUrl = `${info.url}/v1/contracts/${info.id}`;
const bareGetUrl = `${bareInfo.url}/v1/contracts/${info.id}`;
const bareBufGetUrl = `${bareBufInfo.url}/v1/contracts/${info.id}`;

const result = {
  node: process.version,
  cpus: os.cpus().length,
  cpu_model: os.cpus()[0]?.model,
  storage: info.storage,
  connections,
  duration_s: duration,
  contract_json_bytes: Buffer.byteLength(info.contract),
};

try {
  // Warm both servers (JIT, caches) before anything is measured.
  await loadAutocannon({ url: bareGetUrl, amount: 5_000 });
  await loadAutocannon({ url: bareBufGetUrl, amount: 5_000 });
  await loadAutocannon({ url: getUrl, headers: auth, amount: 5_000 });

  if (parts.has('get')) {
    result.get = {};
    for (const tool of tools) {
      const runs = [];
      for (let i = 0; i < rounds; i++) {
        const b = await load(tool, { url: bareGetUrl });
        const bb = await load(tool, { url: bareBufGetUrl });
        const a = await load(tool, { url: getUrl, headers: auth });
        const ratio = +(a.rps / b.rps).toFixed(3);
        const ratioBuf = +(a.rps / bb.rps).toFixed(3);
        log(`${tool} round ${i + 1}: bare ${b.rps} req/s, bare-buffer ${bb.rps} req/s, server ${a.rps} req/s (p50 ${a.p50_ms} ms, p99 ${a.p99_ms} ms, non-2xx ${a.non2xx}), ratio ${ratio} / ${ratioBuf}`);
        runs.push({ bare: b, bare_buffer: bb, server: a, ratio, ratio_vs_buffer: ratioBuf });
      }
      result.get[tool] = {
        bare_rps_median: median(runs.map((r) => r.bare.rps)),
        bare_buffer_rps_median: median(runs.map((r) => r.bare_buffer.rps)),
        server_rps_median: median(runs.map((r) => r.server.rps)),
        server_p50_ms_median: median(runs.map((r) => r.server.p50_ms)),
        server_p99_ms_median: median(runs.map((r) => r.server.p99_ms)),
        ratio_median: median(runs.map((r) => r.ratio)),
        ratio_vs_buffer_median: median(runs.map((r) => r.ratio_vs_buffer)),
        rounds: runs,
      };
    }
  }

  if (parts.has('post')) {
    const body = fs.readFileSync(nda.file);
    const payload = JSON.stringify({ document: body.toString('base64'), document_type: 'nda' });
    result.post_review = { nda_bytes: nda.bytes, nda_source: nda.source, request_bytes: Buffer.byteLength(payload) };
    for (const tool of tools) {
      const r = await load(tool, { url: `${info.url}/v1/contracts/review`, method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: payload });
      log(`${tool} POST /contracts/review: ${r.rps} req/s, p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms, non-2xx ${r.non2xx}`);
      result.post_review[tool] = r;
    }
  }

  if (parts.has('memory')) {
    // A fresh server process: GET /contracts/{id} in MEMORY_STEPS steps of MEMORY_REQUESTS after a
    // warm-up of 5,000; memory is read after a full GC between steps.
    const fresh = start('app', { BENCH_NDA_FILE: nda.file });
    try {
      const f = await fresh.ready;
      const url = `${f.url}/v1/contracts/${f.id}`;
      const h = { authorization: `Bearer ${f.key}` };
      const steps = [{ after_requests: 0, phase: 'started', ...(await fresh.mem()) }];
      await loadAutocannon({ url, headers: h, amount: 5_000 });
      steps.push({ after_requests: 5_000, phase: 'warmed up', ...(await fresh.mem()) });
      let total = 5_000;
      for (let i = 0; i < memorySteps; i++) {
        const r = await loadAutocannon({ url, headers: h, amount: memoryRequests });
        total += memoryRequests;
        const m = await fresh.mem();
        log(`memory after ${total} requests: rss ${m.rss_mb} MB, heap ${m.heap_used_mb} MB (${r.rps} req/s, non-2xx ${r.non2xx})`);
        steps.push({ after_requests: total, ...m });
      }
      result.memory_get_contract = steps;
    } finally {
      await fresh.stop();
    }
  }
} finally {
  await Promise.all([app.stop(), bare.stop(), bareBuf.stop()]);
  fs.rmSync(nda.file, { force: true });
}

console.log(JSON.stringify(result, null, 2));
if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(result, null, 2) + '\n');
