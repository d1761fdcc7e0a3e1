#!/usr/bin/env node
// Captures real webhook deliveries of the server into test/fixtures/captured-delivery.json, for the
// clients' webhook verification tests in every language:
//   pnpm --filter @contract-analysis/server build && pnpm --filter @contract-analysis/server capture-delivery
// The server runs in this process (production mode, in-memory SQLite, 127.0.0.1 allowlisted) and
// POSTs to a receiver on loopback that keeps the raw bytes and headers of each request. The secrets
// are test secrets made for this capture; the timestamps are those of the capture, so they are old
// by the time anyone reads the file: verify with a fixed "now" (`verify_at`) or a tolerance override.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2] ?? path.join(pkgDir, 'test/fixtures/captured-delivery.json');
const { createService, loadConfig, createApiKey, ALL_SCOPES } = await import(path.join(pkgDir, 'dist/index.js'));
const { Webhook } = await import('standardwebhooks');

const NDA = `MUTUAL NONDISCLOSURE AGREEMENT

This Mutual Nondisclosure Agreement is entered into as of March 3, 2026 between Northwind Analytics, Inc. ("Northwind") and Bluefin Robotics Ltd. ("Bluefin").

1. Confidential Information. "Confidential Information" means all information disclosed by either party that is marked confidential.

2. Term. This Agreement remains in effect for two (2) years. The obligations of confidentiality survive for three (3) years after termination.

3. Governing Law. This Agreement is governed by the laws of the State of Delaware.
`;

const got = [];
const receiver = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(204).end();
  });
});
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${receiver.address().port}/webhooks/contract-analysis`;

const config = loadConfig({ NODE_ENV: 'production', CAS_DEV: '0' }, { sqliteFile: ':memory:', workers: true, logLevel: 'silent', pollIntervalMs: 20, webhookAllowlist: ['127.0.0.1'] });
const service = await createService(config, { logger: false });
const wait = async (n) => {
  const deadline = Date.now() + 10_000;
  while (got.length < n) {
    if (Date.now() > deadline) throw new Error('no delivery arrived');
    await new Promise((r) => setTimeout(r, 20));
  }
  return got[n - 1];
};
const pick = (h) => Object.fromEntries(['content-type', 'user-agent', 'webhook-id', 'webhook-timestamp', 'webhook-signature'].map((k) => [k, h[k]]));

try {
  const account = await service.storage.accounts.create('capture');
  const { key } = await createApiKey(service.storage, account, [...ALL_SCOPES]);
  const call = async (method, p, payload) => {
    const res = await service.app.inject({ method, url: `/v1${p}`, headers: { authorization: `Bearer ${key}` }, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${p}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const hook = await call('POST', '/webhooks', { url, events: ['contract.review.completed', 'contract.review.failed', 'contract.draft.completed', 'playbook.updated'], description: 'captured-delivery fixture' });
  await call('POST', '/contracts/review', { document: Buffer.from(NDA).toString('base64'), document_type: 'nda', filename: 'northwind-bluefin-mnda.txt' });
  const review = await wait(1);
  // A rotation: the next delivery carries two signatures, one per secret.
  const rotated = await call('POST', `/webhooks/${hook.id}/rotate-secret`, { expire_previous_after_seconds: 86400 });
  const pb = await call('POST', '/playbooks', { based_on: 'pbk_nda_standard', name: 'Northwind NDA positions' });
  await call('PATCH', `/playbooks/${pb.id}`, { name: 'Northwind NDA positions (v2)' });
  const rotation = await wait(2);

  const entry = (d, secrets) => {
    const timestamp = Number(d.headers['webhook-timestamp']);
    for (const s of secrets) {
      new Webhook(s).verify(d.body, d.headers); // just delivered, so within the tolerance; throws if it does not verify
    }
    return { timestamp, headers: pick(d.headers), body: d.body };
  };
  const fixture = {
    description:
      'Real deliveries captured from the Contract Analysis server (Standard Webhooks signatures). The secrets are test secrets made for this capture. ' +
      'The timestamps are those of the capture and so are old: verify with "now" fixed at `timestamp` (or `verify_at`), or with a tolerance override; ' +
      'with the real clock and the default 5-minute tolerance a verifier must reject them as too old. `body` is the exact request body (verify these bytes, not a re-serialisation).',
    generated_by: 'pnpm --filter @contract-analysis/server capture-delivery',
    tolerance_seconds: 300,
    // The primary case: a contract.review.completed delivery, one secret.
    secret: hook.secret,
    ...entry(review, [hook.secret]),
    verify_at: Number(review.headers['webhook-timestamp']),
    event: { id: review.headers['webhook-id'], type: JSON.parse(review.body).type },
    // During a secret rotation: two `v1,` signatures; either secret verifies it.
    rotation: {
      secret: rotated.secret,
      previous_secret: hook.secret,
      ...entry(rotation, [rotated.secret, hook.secret]),
      event: { id: rotation.headers['webhook-id'], type: JSON.parse(rotation.body).type },
    },
    // A secret that must not verify either delivery.
    wrong_secret: 'whsec_' + Buffer.from('not the secret, 24 bytes').toString('base64'),
  };
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(fixture, null, 2) + '\n');
  console.log(`captured ${fixture.event.type} (${review.body.length} bytes) and ${fixture.rotation.event.type} with two signatures into ${path.relative(process.cwd(), out)}`);
} finally {
  await service.close();
  receiver.close();
}
