#!/usr/bin/env node
// Makes the spec that is being released the baseline of the next change: `pnpm version-packages` runs it after
// `changeset version` and tools/version-sync.mjs.
//
//   node tools/release/spec-baseline.mjs [--check]
//
// When @contract-analysis/spec's version (spec/package.json, just bumped by changesets; version-sync has written
// it into spec/openapi.yaml's info.version) differs from spec/baseline/openapi.json's info.version, it rebuilds the
// bundle and copies it to spec/baseline/openapi.json. The "Version Packages" commit then carries the new baseline,
// so that `pnpm spec:check` (the breaking-change gate and spec-bump-check.mjs) compares the next change with this
// release. Nothing happens when the spec was not bumped. --check only says whether the baseline is behind.
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (rel) => JSON.parse(readFileSync(join(root, rel), 'utf8'));
const version = read('spec/package.json').version;
const released = read('spec/baseline/openapi.json').info.version;

if (version === released) {
  console.log(`spec-baseline: the baseline is ${released}, the spec's version; nothing to do`);
  process.exit(0);
}
if (process.argv.includes('--check')) {
  console.log(`spec-baseline: the baseline is ${released}, the spec is ${version}: \`node tools/release/spec-baseline.mjs\` would replace it`);
  process.exit(0);
}
const build = spawnSync('pnpm', ['--filter', '@contract-analysis/spec', 'run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('spec-baseline: the spec bundle failed to build');
  process.exit(1);
}
const bundled = read('spec/dist/openapi.json').info.version;
if (bundled !== version) {
  console.error(`spec-baseline: the bundle says ${bundled}, spec/package.json ${version}: run node tools/version-sync.mjs first`);
  process.exit(1);
}
copyFileSync(join(root, 'spec/dist/openapi.json'), join(root, 'spec/baseline/openapi.json'));
console.log(`spec-baseline: spec/baseline/openapi.json ${released} -> ${version}`);
