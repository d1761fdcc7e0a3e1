// The embedded database, measured: node:sqlite against PGlite (@electric-sql/pglite, Postgres in
// WASM), each in a fresh process on a file in a temp directory, with the server's access patterns:
//   insert     one contract row (10 kB of text, 3 kB of JSON) per transaction, as POST /contracts/review
//   read       a contract row by primary key, as GET /contracts/{id} before it is rendered
//   upsert     the rate-limit counter: INSERT ... ON CONFLICT DO UPDATE ... RETURNING count
// Plus the time to open a fresh database and the resident memory it adds.
//
//   pnpm --filter @contract-analysis/server bench:db          (N=<rows> to change the size)
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const N = Number(process.env.N ?? 5000);
const READS = N * 4;
const UPSERTS = N * 2;
const text = 'The Receiving Party shall hold the Confidential Information in strict confidence. '.repeat(125).slice(0, 10_000);
const json = JSON.stringify({ clauses: Array.from({ length: 30 }, (_, i) => ({ id: `cl_${i}`, start: i * 300, end: i * 300 + 280, heading: 'Confidentiality' })) }).slice(0, 3000);

const SCHEMA = `create table contracts (id text primary key, account_id text not null, status text not null, text text not null, clauses text not null, created_ms bigint not null);
create table rate_limits (bucket text not null, window_start bigint not null, count integer not null, primary key (bucket, window_start));`;

async function child(engine) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `cas-dbbench-${engine.replace(/\W+/g, '-')}-`));
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  let exec, query, close;
  if (engine === 'node:sqlite') {
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(path.join(dir, 'db.sqlite'));
    // As the server opens it (src/db/sqlite.ts).
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
    const cache = new Map();
    const prep = (sql) => cache.get(sql) ?? (cache.set(sql, db.prepare(sql)), cache.get(sql));
    exec = async (sql) => db.exec(sql);
    query = async (sql, params) => prep(sql.replace(/\$\d+/g, '?')).all(...params);
    close = async () => db.close();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(path.join(dir, 'pgdata'));
    exec = async (sql) => db.exec(sql);
    query = async (sql, params) => (await db.query(sql, params)).rows;
    close = async () => db.close();
  }
  await exec(SCHEMA);
  const openMs = performance.now() - t0;

  const ids = [];
  let t = performance.now();
  for (let i = 0; i < N; i++) {
    const id = `ctr_${i.toString(36).padStart(16, '0')}`;
    ids.push(id);
    await exec('begin');
    await query('insert into contracts (id, account_id, status, text, clauses, created_ms) values ($1, $2, $3, $4, $5, $6)', [id, 'acct_bench', 'completed', text, json, Date.now()]);
    await exec('commit');
  }
  const insertS = (performance.now() - t) / 1000;

  t = performance.now();
  let found = 0;
  for (let i = 0; i < READS; i++) {
    const rows = await query('select id, status, text, clauses from contracts where id = $1 and account_id = $2', [ids[(i * 7919) % N], 'acct_bench']);
    found += rows.length;
  }
  const readS = (performance.now() - t) / 1000;
  if (found !== READS) throw new Error(`read ${found} of ${READS}`);

  t = performance.now();
  for (let i = 0; i < UPSERTS; i++) {
    await query('insert into rate_limits (bucket, window_start, count) values ($1, $2, 1) on conflict (bucket, window_start) do update set count = rate_limits.count + excluded.count returning count', [`cred:${i % 10}`, 0]);
  }
  const upsertS = (performance.now() - t) / 1000;
  const rssMb = (process.memoryUsage().rss - rss0) / 1048576;
  await close();
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    engine,
    open_ms: Math.round(openMs),
    insert_per_s: Math.round(N / insertS),
    read_per_s: Math.round(READS / readS),
    upsert_per_s: Math.round(UPSERTS / upsertS),
    added_rss_mb: Math.round(rssMb),
  };
}

if (process.env.DBBENCH_ENGINE) {
  process.send(await child(process.env.DBBENCH_ENGINE));
} else {
  const here = fileURLToPath(import.meta.url);
  const results = [];
  for (const engine of ['node:sqlite', '@electric-sql/pglite']) {
    const p = fork(here, [], { env: { ...process.env, DBBENCH_ENGINE: engine } });
    results.push(await new Promise((resolve, reject) => {
      p.once('message', resolve);
      p.once('exit', (code) => code && reject(new Error(`${engine} failed (${code})`)));
    }));
  }
  const out = JSON.stringify({ node: process.version, cpus: os.cpus().length, rows: N, reads: READS, upserts: UPSERTS, results }, null, 2);
  console.log(out);
  if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, out + '\n');
}
