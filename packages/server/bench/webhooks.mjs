// Webhook delivery on loopback: throughput and event-to-delivery latency.
//
//   pnpm --filter @contract-analysis/server build && pnpm --filter @contract-analysis/server bench:webhooks
//
// The real server (`node dist/main.js`, production mode, SQLite in a temp DATA_DIR or DATABASE_URL,
// default delivery settings but 127.0.0.1 allowlisted) in a process of its own; the receiver (a bare
// node:http server answering 204 at once) and the load in this one.
//
// 1. Throughput: the server runs without workers (CAS_WORKERS=0) while N events are queued through
//    the API (POST /webhooks/{id}/test, spread over E endpoints); then it is restarted with workers
//    and drains the queue: deliveries per second from the first arrival to the last.
// 2. Latency: one endpoint, events made at a steady rate through the API; for each, the time from
//    sending the API request to the delivery's arrival at the receiver (so the request's own time is
//    included: it bounds the event-to-delivery latency from above). p50/p95/p99 and the API's own
//    response time for comparison.
//
// Environment: N=5000 (queued events), ENDPOINTS=1,4 (endpoint counts for the throughput runs),
// RATE=200 (events/s in the latency run), LATENCY_EVENTS=2000, BENCH_JSON=file, DATABASE_URL.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { createKey, serverEnv, startServer } from '../test/child-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const N = Number(process.env.N ?? 5000);
const ENDPOINTS = (process.env.ENDPOINTS ?? '1,4').split(',').map(Number);
const RATE = Number(process.env.RATE ?? 200);
const LATENCY_EVENTS = Number(process.env.LATENCY_EVENTS ?? 2000);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return +s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))].toFixed(2);
};

// The receiver: arrival time (performance.now()) of the first delivery of each webhook-id.
const arrivals = new Map();
let received = 0;
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const id = req.headers['webhook-id'];
    received++;
    if (!arrivals.has(id)) arrivals.set(id, performance.now());
    res.writeHead(204).end();
  });
});
receiver.keepAliveTimeout = 10_000;
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
const hookUrl = (i) => `http://127.0.0.1:${receiver.address().port}/hook/${i}`;

async function server(dataDir, workers) {
  const env = serverEnv({
    dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    CAS_RATE_LIMIT: '1000000000',
    CAS_WORKERS: workers ? '1' : '0',
    CAS_WEBHOOK_ALLOWLIST: '127.0.0.1',
  });
  const { base, stop } = await startServer(env);
  return { base, env, stop: () => stop() };
}

async function api(base, key, method, p, body) {
  const res = await request(`${base}${p}`, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.body.json();
  if (res.statusCode >= 300) throw new Error(`${method} ${p}: ${res.statusCode} ${JSON.stringify(json)}`);
  return json;
}

/** Run `fn(i)` for i < n with `conc` at a time. */
async function pool(n, conc, fn) {
  let next = 0;
  await Promise.all(Array.from({ length: conc }, async () => {
    while (next < n) await fn(next++);
  }));
}

const results = { node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, storage: process.env.DATABASE_URL ? 'postgres' : 'sqlite', throughput: [], latency: null };

// ---- 1. throughput ----
for (const E of ENDPOINTS) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cas-bench-wh-'));
  let s = await server(dataDir, false);
  const key = createKey(s.env, 'bench');
  const hooks = [];
  for (let i = 0; i < E; i++) hooks.push((await api(s.base, key, 'POST', '/webhooks', { url: hookUrl(i), events: ['playbook.updated'] })).id);
  const ids = [];
  const tq = performance.now();
  await pool(N, 16, async (i) => ids.push((await api(s.base, key, 'POST', `/webhooks/${hooks[i % E]}/test`, { type: 'playbook.updated' })).id));
  const queueS = (performance.now() - tq) / 1000;
  await s.stop();
  arrivals.clear();
  received = 0;
  const t0 = performance.now();
  s = await server(dataDir, true);
  const started = performance.now();
  while (ids.some((id) => !arrivals.has(id))) {
    if (performance.now() - started > 120_000) throw new Error(`only ${arrivals.size}/${N} delivered after 120 s`);
    await sleep(10);
  }
  const times = ids.map((id) => arrivals.get(id));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const r = {
    endpoints: E,
    events: N,
    requests: received,
    deliveries_per_s: Math.round(N / ((last - first) / 1000)),
    drain_s: +((last - first) / 1000).toFixed(2),
    from_start_s: +((last - t0) / 1000).toFixed(2),
    api_queueing_per_s: Math.round(N / queueS),
  };
  results.throughput.push(r);
  console.log(`throughput, ${E} endpoint(s): ${N} queued deliveries drained in ${r.drain_s} s = ${r.deliveries_per_s}/s (${r.requests} requests; the API queued them at ${r.api_queueing_per_s}/s)`);
  await s.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// ---- 2. latency ----
{
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cas-bench-wh-'));
  const s = await server(dataDir, true);
  const key = createKey(s.env, 'bench');
  const hook = (await api(s.base, key, 'POST', '/webhooks', { url: hookUrl('latency'), events: ['playbook.updated'] })).id;
  arrivals.clear();
  // Warm-up.
  for (let i = 0; i < 50; i++) await api(s.base, key, 'POST', `/webhooks/${hook}/test`, {});
  await sleep(200);
  const sent = [];
  const every = 1000 / RATE;
  const tStart = performance.now();
  const inflight = [];
  for (let i = 0; i < LATENCY_EVENTS; i++) {
    const due = tStart + i * every;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const t = performance.now();
    inflight.push(api(s.base, key, 'POST', `/webhooks/${hook}/test`, {}).then((ev) => sent.push({ id: ev.id, t, api: performance.now() - t })));
  }
  await Promise.all(inflight);
  const deadline = performance.now() + 30_000;
  while (sent.some((x) => !arrivals.has(x.id)) && performance.now() < deadline) await sleep(10);
  const lat = sent.map((x) => arrivals.get(x.id) - x.t);
  const apiMs = sent.map((x) => x.api);
  results.latency = {
    events: LATENCY_EVENTS,
    rate_per_s: RATE,
    achieved_rate_per_s: Math.round(LATENCY_EVENTS / ((performance.now() - tStart) / 1000)),
    p50_ms: pct(lat, 50),
    p95_ms: pct(lat, 95),
    p99_ms: pct(lat, 99),
    max_ms: +Math.max(...lat).toFixed(2),
    api_p50_ms: pct(apiMs, 50),
    api_p99_ms: pct(apiMs, 99),
  };
  const l = results.latency;
  console.log(`latency at ${RATE} events/s (${LATENCY_EVENTS} events, one endpoint): request sent → delivery received p50 ${l.p50_ms} ms, p95 ${l.p95_ms} ms, p99 ${l.p99_ms} ms, max ${l.max_ms} ms (the API request alone: p50 ${l.api_p50_ms} ms, p99 ${l.api_p99_ms} ms)`);
  await s.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

receiver.close();
const out = process.env.BENCH_JSON ?? path.join(here, 'results/webhooks.json');
fs.writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
console.log(`written to ${path.relative(process.cwd(), out)}`);
