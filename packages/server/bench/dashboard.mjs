// What the dashboard's server side costs: sign-in (scrypt), the session read every dashboard
// request makes, and /v1 with an API key (cached lookup) against /v1 with a dashboard token (read
// from the database on every request, so that a sign-out holds on every instance at once).
//
//   pnpm --filter @contract-analysis/server bench:dashboard        (build first)
//
// The real server (`node dist/main.js`, production mode, SQLite in a temp directory) in its own
// process; autocannon in this one. DURATION=5 seconds per run, CONNECTIONS=10, LOGINS=20, ROUNDS=2.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cliJs, createKey, serverEnv, startServer } from '../test/child-server.mjs';

const duration = Number(process.env.DURATION ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);
const logins = Number(process.env.LOGINS ?? 20);
const rounds = Number(process.env.ROUNDS ?? 2);
const log = (s) => process.stderr.write(`[bench:dashboard] ${s}\n`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cas-bench-dash-'));
const env = serverEnv({ dataDir, CAS_LOGIN_LIMIT_EMAIL: '100000', CAS_LOGIN_LIMIT_ADDRESS: '100000', CAS_DOC_THREADS: '1' });
const key = createKey(env, 'bench');
const password = 'a bench password of some length';
const made = spawnSync(process.execPath, [cliJs, 'users', 'create', '--account', 'bench', '--email', 'bench@example.com', '--password-stdin'], { env, input: password, encoding: 'utf8' });
if (made.status !== 0) throw new Error(made.stderr);
const server = await startServer(env);
const origin = server.origin;
try {
  const loginMs = [];
  let cookie = '';
  let csrf = '';
  for (let i = 0; i < logins; i++) {
    const t = performance.now();
    const res = await fetch(`${origin}/dashboard/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ email: 'bench@example.com', password }) });
    loginMs.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`login ${res.status}`);
    cookie = res.headers.getSetCookie()[0].split(';')[0];
    csrf = (await res.json()).csrf_token;
  }
  const tok = await (await fetch(`${origin}/dashboard/api/token`, { method: 'POST', headers: { origin, cookie, 'x-csrf-token': csrf } })).json();
  const run = async (name, url, headers) => {
    const r = await autocannon({ url, headers, connections, duration });
    const non2xx = r.non2xx + r.errors;
    log(`${name}: ${Math.round(r.requests.average)} req/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms${non2xx ? `, ${non2xx} not 2xx` : ''}`);
    return { name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx };
  };
  // Alternated over ROUNDS rounds after a warm-up, so that neither gains from running later.
  const cases = [
    ['GET /dashboard/api/session (session read)', `${origin}/dashboard/api/session`, { cookie }],
    ['GET /v1/contracts with an API key (cached lookup)', `${origin}/v1/contracts`, { authorization: `Bearer ${key}` }],
    ['GET /v1/contracts with a dashboard token (uncached)', `${origin}/v1/contracts`, { authorization: `Bearer ${tok.access_token}` }],
  ];
  await autocannon({ url: cases[1][1], headers: cases[1][2], connections, duration: 2 });
  const results = [];
  for (let round = 0; round < rounds; round++) for (const c of cases) results.push({ round, ...(await run(...c)) });
  const out = { logins: { n: logins, median_ms: Math.round(median(loginMs)), max_ms: Math.round(Math.max(...loginMs)) }, runs: results, duration, connections, cores: os.availableParallelism() };
  log(`sign-in (scrypt N=2^15, r=8, p=1), sequential: median ${out.logins.median_ms} ms, max ${out.logins.max_ms} ms over ${logins}`);
  process.stdout.write(JSON.stringify(out, null, 2) + '\n');
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
