// Benchmarks of @contract-analysis/client (run after `pnpm build`):
//   node bench/run.mjs [--requests N] [--rounds R]
// 1. Per-request overhead: the client's `contracts.retrieve()` against a raw `fetch()` + `json()`
//    of the same URL on a loopback node:http server, measured in the same run, interleaved in
//    batches; the figure is the median ratio of the batch pairs (goal <= 1.10). Two more raw sides
//    (the client's headers; and a per-attempt AbortSignal) show where the overhead lies.
// 2. Bundle size: dist/ bundled with esbuild (ESM, minified, Node built-ins external, types
//    excluded), then gzipped (goal <= 12 kB).
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';
import { ContractAnalysis, USER_AGENT } from '../dist/index.js';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const REQUESTS = arg('--requests', 500);
const ROUNDS = arg('--rounds', 12);

const body = JSON.stringify({
  id: 'ctr_4mT9qWzL2bXe7RkN', object: 'contract', status: 'completed', document_type: 'nda',
  filename: 'northwind-bluefin-mnda.txt', size_bytes: 868, sha256: '5e0fe2b87a0d7c1dc42f914f55867e8a3c2ae8698f585a8f41a490c5767c5106',
  pages: null, text_length: 868, clauses: [{ id: 'cl_1', section: '1', heading: 'Confidential Information', clause_type: 'definition', start: 0, end: 120 }],
  key_terms: null, review: null, error: null, metadata: {}, livemode: false, created_at: '2026-11-20T09:40:00Z', completed_at: null,
});
const server = createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': 'req_bench', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/v1`;
const url = `${base}/contracts/ctr_4mT9qWzL2bXe7RkN`;

const client = new ContractAnalysis({ apiKey: 'cas_test_bench', baseURL: base });
const raw = async () => {
  const res = await fetch(url, { headers: { Authorization: 'Bearer cas_test_bench' } });
  return res.json();
};
const sdk = () => client.contracts.retrieve('ctr_4mT9qWzL2bXe7RkN');
// Two references that split the overhead: raw fetch with the client's three headers, and the same with a per-attempt
// AbortSignal and timer, as the client sends (undici's own work for a signal: a WeakRef, a finalizer, a listener).
const headers = { 'User-Agent': USER_AGENT, Authorization: 'Bearer cas_test_bench', Accept: 'application/json, application/problem+json' };
const rawHeaders = async () => (await fetch(url, { method: 'GET', headers: { ...headers } })).json();
const rawSignal = async () => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 60_000);
  try {
    return await (await fetch(url, { method: 'GET', headers: { ...headers }, signal: controller.signal })).json();
  } finally {
    clearTimeout(timer);
  }
};
const sides = { raw, client: sdk, 'raw + headers': rawHeaders, 'raw + headers + signal': rawSignal };

// Wall time, and this process's CPU time (user + system: the client, fetch and the in-process server). On a machine
// that other work loads, wall time mostly measures the scheduler; CPU time is what the client itself costs.
async function time(fn, n) {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await fn();
  const c = process.cpuUsage(c0);
  return { wall: Number(process.hrtime.bigint() - t0) / 1e6, cpu: (c.user + c.system) / 1000 };
}

for (const fn of Object.values(sides)) await time(fn, 300); // warm-up: JIT, keep-alive sockets
// Interleave short batches (each round reverses the order of the sides) so that every side sees the same machine
// state; each round gives one ratio per side against raw fetch, and the figure is their median, which resists the
// noise of a shared machine. A side gets REQUESTS requests per round.
const BATCH = 25;
const names = Object.keys(sides);
const totals = Object.fromEntries(names.map((n) => [n, { wall: 0, cpu: 0, wallRatios: [], cpuRatios: [] }]));
for (let i = 0; i < (ROUNDS * REQUESTS) / BATCH; i++) {
  const batch = {};
  for (const n of i % 2 ? [...names].reverse() : names) batch[n] = await time(sides[n], BATCH);
  for (const n of names) {
    totals[n].wall += batch[n].wall;
    totals[n].cpu += batch[n].cpu;
    totals[n].wallRatios.push(batch[n].wall / batch.raw.wall);
    totals[n].cpuRatios.push(batch[n].cpu / batch.raw.cpu);
  }
}
server.close();
const perReq = (ms) => ((ms / (ROUNDS * REQUESTS)) * 1000).toFixed(1);
const q = (xs, f) => [...xs].sort((x, y) => x - y)[Math.floor(f * xs.length)].toFixed(3);
const spread = (xs) => `${q(xs, 0.5)} (p25 ${q(xs, 0.25)}, p75 ${q(xs, 0.75)})`;

const result = await build({
  entryPoints: [new URL('../dist/index.js', import.meta.url).pathname],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  write: false,
  external: [...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
});
const code = result.outputFiles[0].contents;
const gz = gzipSync(code, { level: 9 }).length;

const lines = [
  `node ${process.version}, ${ROUNDS} rounds x ${REQUESTS} sequential requests per side, in batches of ${BATCH}`,
  ...names.map((n) => `${n.padEnd(24)} ${perReq(totals[n].wall)} us/request wall, ${perReq(totals[n].cpu)} us CPU`),
  ...names.slice(1).map((n) => `${n} / raw: median of ${totals[n].wallRatios.length} batch pairs ${spread(totals[n].wallRatios)} wall, ${spread(totals[n].cpuRatios)} CPU; of totals ${(totals[n].wall / totals.raw.wall).toFixed(3)} wall`),
  `overhead ratio (client / raw, median of batch pairs, wall): ${q(totals.client.wallRatios, 0.5)} (goal <= 1.10)`,
  `load average at the end: ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  `bundle: ${(code.length / 1024).toFixed(1)} kB minified, ${(gz / 1024).toFixed(2)} kB min+gzip (goal <= 12 kB)`,
];
console.log(lines.join('\n'));
