// Benchmarks of @contract-analysis/client (run after `pnpm build`):
//   node bench/run.mjs [--requests N] [--rounds R]
// 1. Per-request overhead: the client's `contracts.retrieve()` against a raw `fetch()` + `json()`
//    of the same URL on a loopback node:http server, measured in the same run, interleaved in
//    rounds; the figure is the median ratio of the rounds (goal <= 1.10).
// 2. Bundle size: dist/ bundled with esbuild (ESM, minified, Node built-ins external, types
//    excluded), then gzipped (goal <= 12 kB).
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';
import { ContractAnalysis } from '../dist/index.js';

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

// Wall time, and this process's CPU time (user + system: the client, fetch and the in-process server). On a machine
// that other work loads, wall time mostly measures the scheduler; CPU time is what the client itself costs.
let cpuMs = 0;
async function time(fn, n) {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await fn();
  const wall = Number(process.hrtime.bigint() - t0) / 1e6;
  const c = process.cpuUsage(c0);
  cpuMs = (c.user + c.system) / 1000;
  return wall;
}

await time(raw, 300); // warm-up: JIT, keep-alive sockets
await time(sdk, 300);
// Interleave short batches (alternating which side goes first) so that both sides see the same
// machine state; each pair of batches gives one ratio, and the figure is their median, which
// resists the noise of a shared machine. A round is REQUESTS requests per side.
const BATCH = 25;
const ratios = [];
const cpuRatios = [];
let rawTotal = 0;
let sdkTotal = 0;
let rawCpu = 0;
let sdkCpu = 0;
for (let i = 0; i < (ROUNDS * REQUESTS) / BATCH; i++) {
  let rawMs;
  let sdkMs;
  let rawC;
  let sdkC;
  if (i % 2) {
    sdkMs = await time(sdk, BATCH);
    sdkC = cpuMs;
    rawMs = await time(raw, BATCH);
    rawC = cpuMs;
  } else {
    rawMs = await time(raw, BATCH);
    rawC = cpuMs;
    sdkMs = await time(sdk, BATCH);
    sdkC = cpuMs;
  }
  rawCpu += rawC;
  sdkCpu += sdkC;
  cpuRatios.push(sdkC / rawC);
  rawTotal += rawMs;
  sdkTotal += sdkMs;
  ratios.push(sdkMs / rawMs);
}
server.close();
ratios.sort((x, y) => x - y);
cpuRatios.sort((x, y) => x - y);
const median = ratios[Math.floor(ratios.length / 2)];
const perReq = (ms) => ((ms / (ROUNDS * REQUESTS)) * 1000).toFixed(1);

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
  `node ${process.version}, ${ROUNDS} rounds x ${REQUESTS} sequential requests per side`,
  `raw fetch:   ${perReq(rawTotal)} us/request`,
  `client:      ${perReq(sdkTotal)} us/request`,
  `overhead ratio (median of ${ratios.length} batch pairs): ${median.toFixed(3)}, of totals ${(sdkTotal / rawTotal).toFixed(3)}  (p25 ${ratios[Math.floor(ratios.length / 4)].toFixed(3)}, p75 ${ratios[Math.floor((3 * ratios.length) / 4)].toFixed(3)}; goal <= 1.10)`,
  `CPU time:    raw ${perReq(rawCpu)} us/request, client ${perReq(sdkCpu)} us/request; ratio of totals ${(sdkCpu / rawCpu).toFixed(3)}, median of batch pairs ${cpuRatios[Math.floor(cpuRatios.length / 2)].toFixed(3)} (p25 ${cpuRatios[Math.floor(cpuRatios.length / 4)].toFixed(3)}, p75 ${cpuRatios[Math.floor((3 * cpuRatios.length) / 4)].toFixed(3)})`,
  `load average at the end: ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  `bundle: ${(code.length / 1024).toFixed(1)} kB minified, ${(gz / 1024).toFixed(2)} kB min+gzip (goal <= 12 kB)`,
];
console.log(lines.join('\n'));
