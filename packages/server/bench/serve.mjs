// One server of the benchmark, in its own process (forked by bench/run.mjs with an IPC channel).
//
//   BENCH_ROLE=app   the real service: SQLite in a temp DATA_DIR (or DATABASE_URL), production mode,
//                    one account, one API key with every scope, one reviewed contract to read back.
//   BENCH_ROLE=bare  a bare node:http server that answers every request with that contract's JSON:
//                    a string encoded per response (BARE_BUFFER unset, as a typical JSON server does),
//                    or the UTF-8 bytes encoded once (BARE_BUFFER=1), the least work possible.
//
// It tells the parent { ready, url, key, id, contract } and answers { cmd: 'mem' } with its memory
// after a full GC (run it with --expose-gc), so the parent can watch RSS and heap over time.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const role = process.env.BENCH_ROLE ?? 'app';

function memory() {
  globalThis.gc?.();
  globalThis.gc?.();
  const m = process.memoryUsage();
  return { rss_mb: +(m.rss / 1048576).toFixed(1), heap_used_mb: +(m.heapUsed / 1048576).toFixed(1), external_mb: +(m.external / 1048576).toFixed(1) };
}

process.on('message', async (msg) => {
  if (msg?.cmd === 'mem') process.send({ mem: memory() });
  if (msg?.cmd === 'exit') {
    await close?.();
    process.exit(0);
  }
});

let close;

if (role === 'bare') {
  const contract = process.env.BARE_BUFFER === '1' ? Buffer.from(process.env.BENCH_BODY ?? '{}') : process.env.BENCH_BODY ?? '{}';
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(contract);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  close = () => new Promise((r) => server.close(r));
  process.send({ ready: true, url: `http://127.0.0.1:${server.address().port}` });
} else {
  // BENCH_DIST points at another build of the server (a before/after comparison); default ../dist.
  const dist = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST, 'index.js') : new URL('../dist/index.js', import.meta.url).pathname;
  const { createService, loadConfig, createApiKey, ALL_SCOPES } = await import(dist);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cas-bench-'));
  const config = loadConfig(
    { NODE_ENV: 'production', DATABASE_URL: process.env.DATABASE_URL ?? '' },
    {
      dataDir: dir,
      port: 0,
      rateLimit: Number(process.env.BENCH_RATE_LIMIT ?? 1e9),
      logLevel: 'warn',
      workers: false,
      // BENCH_DOC_THREADS: document worker threads (0 runs documents inline); default the build's own default.
      ...(process.env.BENCH_DOC_THREADS ? { docThreads: Number(process.env.BENCH_DOC_THREADS) } : {}),
    },
  );
  // BENCH_LOG_LEVEL=info: Fastify's request logging on (as `pnpm start` runs), written to /dev/null.
  const logger = process.env.BENCH_LOG_LEVEL ? { level: process.env.BENCH_LOG_LEVEL, stream: fs.createWriteStream('/dev/null') } : false;
  const svc = await createService(config, { logger });
  // The baseline server of the mixed bench predates the repositories (storage.createAccount then).
  const acct = svc.storage.accounts ? await svc.storage.accounts.create('bench') : await svc.storage.createAccount('bench');
  const { key } = await createApiKey(svc.storage, acct, [...ALL_SCOPES]);
  const nda = process.env.BENCH_NDA_FILE ? fs.readFileSync(process.env.BENCH_NDA_FILE, 'utf8') : 'MUTUAL NONDISCLOSURE AGREEMENT\n\n1. Term. Two years.';
  const payload = JSON.stringify({ document: Buffer.from(nda).toString('base64'), document_type: 'nda' });
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const created = await svc.app.inject({ method: 'POST', url: '/v1/contracts/review', headers, payload });
  if (created.statusCode !== 201) throw new Error(`seeding failed: ${created.statusCode} ${created.body}`);
  const id = JSON.parse(created.body).id;
  const got = await svc.app.inject({ method: 'GET', url: `/v1/contracts/${id}`, headers });
  await svc.app.listen({ host: '127.0.0.1', port: 0 });
  close = async () => {
    await svc.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.send({ ready: true, url: `http://127.0.0.1:${svc.app.server.address().port}`, key, id, contract: got.body, storage: svc.storage.dialect });
}
