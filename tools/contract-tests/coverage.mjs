#!/usr/bin/env node
// The contract-test coverage check.
//
//   node tools/contract-tests/coverage.mjs [--root DIR]
//
// Fails (exit 1) when
//   - an operationId of the bundled spec (spec/dist/openapi.json) has no scenario in
//     spec/contract-tests/scenarios.yaml, or a scenario names an operation the spec does not have;
//   - a scenario id does not appear literally in the contract-test files of a client that exists;
//   - a vector of spec/contract-tests/vectors.yaml names an operation the spec does not have;
//   - a client does not run vectors.yaml: its `contractTests.vectors` is missing, names no file, or a file
//     that does not load vectors.yaml (see README.md for the convention);
//   - spec/contract-tests/webhooks.yaml is not whole (webhook-vectors.mjs), or a client does not run it: its
//     `contractTests.webhookVectors` is missing, names no file, or a file that does not load webhooks.yaml.
// Clients are discovered as packages/client-*/package.json with a `contractTests: { dir, vectors }` field;
// only clients that exist are counted. --root points at another tree (the harness's tests use a copy).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { WEBHOOK_VECTORS, checkWebhookVectors } from './webhook-vectors.mjs';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const TEXT_FILE = /\.(m?[jt]sx?|c[jt]s|py|rb|java|kt|go|rs|cs|php|swift|ya?ml|json|feature|txt)$/i;

export function operationIds(spec) {
  const ids = [];
  for (const item of Object.values(spec.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      if (item?.[method]?.operationId) ids.push(item[method].operationId);
    }
  }
  return ids;
}

function filesUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) out.push(...filesUnder(p));
    else if (TEXT_FILE.test(name)) out.push(p);
  }
  return out;
}

export function discoverClients(root) {
  const packagesDir = join(root, 'packages');
  if (!existsSync(packagesDir)) return [];
  const clients = [];
  for (const name of readdirSync(packagesDir).sort()) {
    if (!name.startsWith('client-')) continue;
    const pkgPath = join(packagesDir, name, 'package.json');
    if (!existsSync(pkgPath)) continue;
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
    if (!pkg.contractTests?.dir) continue;
    const folder = join(packagesDir, name);
    const runner = (key) => (pkg.contractTests[key] ? join(folder, pkg.contractTests[key]) : undefined);
    clients.push({ name: pkg.name ?? name, folder, dir: join(folder, pkg.contractTests.dir), vectors: runner('vectors'), webhookVectors: runner('webhookVectors') });
  }
  return clients;
}

function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `id` occurs in `text` as a whole token (so `a.ok` is not found inside `a.ok_two`). */
export function mentions(text, id) {
  return new RegExp(`(^|[^A-Za-z0-9_.])${escapeRegExp(id)}(?![A-Za-z0-9_])`).test(text);
}

export function checkCoverage(root) {
  const problems = [];
  const notes = [];
  const specPath = join(root, 'spec/dist/openapi.json');
  const scenariosPath = join(root, 'spec/contract-tests/scenarios.yaml');
  const vectorsPath = join(root, 'spec/contract-tests/vectors.yaml');
  if (!existsSync(specPath)) {
    return { ok: false, problems: [`${specPath} is missing: run \`pnpm --filter @contract-analysis/spec build\``], notes };
  }
  const spec = JSON.parse(readFileSync(specPath, 'utf8'));
  const scenarios = parse(readFileSync(scenariosPath, 'utf8'))?.scenarios ?? [];
  const ops = operationIds(spec);

  const seen = new Set();
  for (const s of scenarios) {
    if (!s?.id || !s?.operation) problems.push(`scenario ${JSON.stringify(s)} needs an id and an operation`);
    else if (seen.has(s.id)) problems.push(`scenario id ${s.id} is listed twice`);
    else if (!ops.includes(s.operation)) problems.push(`scenario ${s.id} names operation ${s.operation}, which the spec does not have`);
    seen.add(s?.id);
  }
  for (const op of ops) {
    if (!scenarios.some((s) => s?.operation === op)) {
      problems.push(`operation ${op} has no scenario in ${relative(root, scenariosPath)}`);
    }
  }

  const vectors = existsSync(vectorsPath) ? (parse(readFileSync(vectorsPath, 'utf8'))?.vectors ?? []) : [];
  for (const v of vectors) {
    if (!v?.id || !v?.call?.operation) problems.push(`vector ${JSON.stringify(v?.id ?? v)} needs an id and a call.operation`);
    else if (!ops.includes(v.call.operation)) problems.push(`vector ${v.id} names operation ${v.call.operation}, which the spec does not have`);
  }

  const webhookPath = join(root, WEBHOOK_VECTORS);
  const webhookVectors = existsSync(webhookPath) ? parse(readFileSync(webhookPath, 'utf8')) : undefined;
  if (webhookVectors) problems.push(...checkWebhookVectors(webhookVectors));

  const clients = discoverClients(root);
  if (clients.length === 0) notes.push('no client with a contractTests dir exists yet');
  for (const client of clients) {
    if (!existsSync(client.dir)) {
      problems.push(`${client.name}: contractTests.dir ${relative(root, client.dir)} does not exist`);
      continue;
    }
    const text = filesUnder(client.dir)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const missing = scenarios.filter((s) => s?.id && !mentions(text, s.id)).map((s) => s.id);
    for (const id of missing) {
      problems.push(`${client.name}: no test names scenario ${id} (looked in ${relative(root, client.dir)})`);
    }
    notes.push(`${client.name}: ${scenarios.length - missing.length}/${scenarios.length} scenarios have a test`);
    const runnerProblem = (file, key, kind, name) =>
      !file
        ? `declares no ${kind} runner (package.json contractTests.${key})`
        : !existsSync(file)
          ? `its ${kind} runner ${relative(root, file)} does not exist`
          : !readFileSync(file, 'utf8').includes(name)
            ? `its ${kind} runner ${relative(root, file)} does not load ${name}`
            : undefined;
    const vectorProblem = runnerProblem(client.vectors, 'vectors', 'vector', 'vectors.yaml');
    if (vectorProblem && existsSync(vectorsPath)) problems.push(`${client.name}: ${vectorProblem}, so it does not run the ${vectors.length} behaviour vectors`);
    else if (!vectorProblem) notes.push(`${client.name}: runs vectors.yaml (${vectors.length} vectors) in ${relative(root, client.vectors)}`);
    const webhookProblem = runnerProblem(client.webhookVectors, 'webhookVectors', 'webhook vector', 'webhooks.yaml');
    const count = webhookVectors?.vectors?.length ?? 0;
    if (webhookProblem && webhookVectors) problems.push(`${client.name}: ${webhookProblem}, so it does not run the ${count} webhook vectors`);
    else if (!webhookProblem) notes.push(`${client.name}: runs webhooks.yaml (${count} vectors) in ${relative(root, client.webhookVectors)}`);
  }
  notes.unshift(`${ops.length} operations, ${scenarios.length} scenarios, ${clients.length} client(s)`);
  return { ok: problems.length === 0, problems, notes };
}

function main() {
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--root');
  const root = i >= 0 ? resolve(argv[i + 1]) : resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const { ok, problems, notes } = checkCoverage(root);
  for (const n of notes) console.log(`contract coverage: ${n}`);
  if (!ok) {
    console.error(`contract coverage FAILED (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log('contract coverage: OK');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
