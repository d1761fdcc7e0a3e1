// Throughput of the server against a bare node:http JSON server in the same run.
// Usage: pnpm --filter @contract-analysis/server bench   (build first). DURATION=seconds to change.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createService, loadConfig, createApiKey, ALL_SCOPES } from '../dist/index.js';

const duration = Number(process.env.DURATION ?? 5);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cas-bench-'));
const config = loadConfig({ NODE_ENV: 'production' }, { dataDir: dir, port: 0, rateLimit: 1e9, logLevel: 'warn', workers: false });
const svc = await createService(config, { logger: false });
const acct = await svc.storage.createAccount('bench');
const { key } = await createApiKey(svc.storage, acct, [...ALL_SCOPES]);
const auth = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
const clause = 'The Receiving Party shall hold the Confidential Information in strict confidence and use it solely to evaluate the proposed transaction. ';
let nda = 'MUTUAL NONDISCLOSURE AGREEMENT\n\n';
for (let i = 1; nda.length < 10_000; i++) nda += `${i}. Obligations. ${clause.repeat(3)}\n\n`;
const body = JSON.stringify({ document: Buffer.from(nda).toString('base64'), document_type: 'nda' });
const created = await svc.app.inject({ method: 'POST', url: '/v1/contracts/review', headers: auth, payload: body });
const contract = created.body;
const id = JSON.parse(contract).id;
await svc.app.listen({ host: '127.0.0.1', port: 0 });
const appUrl = `http://127.0.0.1:${svc.app.server.address().port}`;

const bare = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(contract);
});
await new Promise((r) => bare.listen(0, '127.0.0.1', r));
const bareUrl = `http://127.0.0.1:${bare.address().port}`;

const run = (opts) => new Promise((resolve, reject) => autocannon({ connections: 10, duration, ...opts }, (e, r) => (e ? reject(e) : resolve(r))));
const fmt = (r) => ({ rps: Math.round(r.requests.average), p50_ms: r.latency.p50, p99_ms: r.latency.p99, non2xx: r.non2xx });

const rssBefore = process.memoryUsage().rss;
const baseline = fmt(await run({ url: `${bareUrl}/v1/contracts/${id}` }));
const get = fmt(await run({ url: `${appUrl}/v1/contracts/${id}`, headers: auth }));
const post = fmt(await run({ url: `${appUrl}/v1/contracts/review`, method: 'POST', headers: auth, body }));
const rssAfter = process.memoryUsage().rss;
const result = {
  node: process.version,
  cpus: os.cpus().length,
  duration_s: duration,
  bare_node_http_get: baseline,
  server_get_contract: get,
  ratio_get_vs_bare: Math.round((get.rps / baseline.rps) * 100) / 100,
  server_post_review_10kB: post,
  rss_mb_before: Math.round(rssBefore / 1048576),
  rss_mb_after: Math.round(rssAfter / 1048576),
};
console.log(JSON.stringify(result, null, 2));
bare.close();
await svc.close();
fs.rmSync(dir, { recursive: true, force: true });
