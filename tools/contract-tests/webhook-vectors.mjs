#!/usr/bin/env node
// The webhook verification vectors (spec/contract-tests/webhooks.yaml): their signatures, made from each vector's
// `signature` template, and the check that the file is whole.
//
//   node tools/contract-tests/webhook-vectors.mjs [--write]
//
// Without --write it prints the problems (exit 1 if any); --write replaces every `webhook-signature` header by what
// its template gives (comments and layout kept). The HMAC here is node:crypto's, independent of the four clients'
// libraries, so the vectors also check that those libraries sign as Standard Webhooks says.
import { createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseDocument } from 'yaml';

export const WEBHOOK_VECTORS = 'spec/contract-tests/webhooks.yaml';
const EXPECTS = ['event', 'unknown_event', 'error'];

/** The `webhook-signature` value a vector's template gives (its `{name}`s signed with the named secrets). */
export function expandSignature(file, vector) {
  const header = (name) => Object.entries(vector.headers ?? {}).find(([k]) => k.toLowerCase() === name)?.[1];
  const body = file.bodies?.[vector.signed_body ?? vector.body];
  return String(vector.signature).replace(/\{(\w+)\}/g, (_, name) => {
    const secret = file.secrets?.[name];
    if (!secret) throw new Error(`${vector.id}: the template names secret ${name}, which the file does not have`);
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    return createHmac('sha256', key).update(`${header('webhook-id')}.${header('webhook-timestamp')}.${body}`).digest('base64');
  });
}

/** Problems of the vectors file: missing fields, unknown names, a signature that is not its template's. */
export function checkWebhookVectors(file) {
  const problems = [];
  const seen = new Set();
  for (const v of file?.vectors ?? []) {
    const where = `webhook vector ${v?.id ?? JSON.stringify(v)}`;
    if (!v?.id || seen.has(v.id)) problems.push(`${where}: needs a unique id`);
    seen.add(v?.id);
    if (!Array.isArray(v?.secrets) || v.secrets.some((s) => !file.secrets?.[s])) problems.push(`${where}: secrets must name secrets of the file`);
    if (!Number.isInteger(v?.now)) problems.push(`${where}: needs now (seconds)`);
    for (const b of [v?.body, v?.signed_body ?? v?.body]) if (!(b in (file.bodies ?? {}))) problems.push(`${where}: body ${b} is not in bodies`);
    if (Object.keys(v?.expect ?? {}).length !== 1 || !EXPECTS.includes(Object.keys(v.expect)[0])) problems.push(`${where}: expect needs one of ${EXPECTS.join(', ')}`);
    const sent = Object.entries(v?.headers ?? {}).find(([k]) => k.toLowerCase() === 'webhook-signature')?.[1];
    if ((v?.signature === undefined) !== (sent === undefined)) problems.push(`${where}: a webhook-signature header needs a signature template, and only then`);
    else if (sent !== undefined) {
      try {
        const want = expandSignature(file, v);
        if (sent !== want) problems.push(`${where}: webhook-signature is not what its template gives (${want}); run webhook-vectors.mjs --write`);
      } catch (e) {
        problems.push(e.message);
      }
    }
  }
  if (!seen.size) problems.push(`${WEBHOOK_VECTORS} has no vectors`);
  return problems;
}

function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const path = join(root, WEBHOOK_VECTORS);
  const text = readFileSync(path, 'utf8');
  if (process.argv.includes('--write')) {
    const doc = parseDocument(text);
    const file = parse(text);
    file.vectors.forEach((v, i) => {
      const key = Object.keys(v.headers ?? {}).find((k) => k.toLowerCase() === 'webhook-signature');
      if (key && v.signature !== undefined) doc.setIn(['vectors', i, 'headers', key], expandSignature(file, v));
    });
    writeFileSync(path, doc.toString({ lineWidth: 0, flowCollectionPadding: false }));
  }
  const problems = checkWebhookVectors(parse(readFileSync(path, 'utf8')));
  for (const p of problems) console.error(`  - ${p}`);
  if (problems.length) process.exit(1);
  console.log(`${WEBHOOK_VECTORS}: OK`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
