#!/usr/bin/env node
// A spec change needs a changeset for @contract-analysis/spec whose bump matches what oasdiff says about it.
//
//   node tools/release/spec-bump-check.mjs [--root DIR] [--spec FILE] [--baseline FILE] [--oasdiff BIN]
//
// `pnpm spec:check` runs it after the review checks (spec/package.json `check`). It compares the bundle
// (spec/dist/openapi.json) with the last released spec (spec/baseline/openapi.json), with info.version
// left out of the comparison, and works out the bump the change needs:
//   - a breaking change (an oasdiff changelog entry of level ERR)               -> major
//   - any other API change (oasdiff changelog, levels WARN and INFO)            -> minor
//   - a change that the changelog does not list (descriptions, examples, ...)  -> patch
//   - no difference                                                             -> none
// The bump it has is the higher of
//   - the pending changesets' bump for @contract-analysis/spec (.changeset/*.md), and
//   - the bump already applied: spec/package.json's version against the baseline's info.version
//     (between `pnpm version-packages` and the release, before the baseline is replaced).
// It fails when the bump it has is lower than the bump it needs. It also fails when a pending changeset
// bumps the spec but not @contract-analysis/client: the TypeScript client is generated from the spec (and its
// User-Agent names the spec version), but its dependency on the spec is a devDependency (it is published and
// the spec is not), so changesets does not bump it by itself as it does the Python, Ruby and Java bridges and
// the server. And it fails when the bundle's info.version is not spec/package.json's version (run
// `node tools/version-sync.mjs` and rebuild the spec).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bumpBetween, maxBump, pendingBump, rank, readPendingChangesets } from './changesets.mjs';

export const SPEC_PACKAGE = '@contract-analysis/spec';
export const TS_CLIENT = '@contract-analysis/client';
const LEVELS = { 1: 'INFO', 2: 'WARN', 3: 'ERR' };

function oasdiffJson(oasdiff, args) {
  const r = spawnSync(oasdiff, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw new Error(`oasdiff: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`oasdiff ${args[0]} failed (exit ${r.status}): ${r.stderr.trim()}`);
  const out = r.stdout.trim();
  return out ? JSON.parse(out) : null;
}

/**
 * What changed between two bundles, and the bump that needs:
 * { needed, changes: [{ level, id, text, where, operationId }], differs, diff (oasdiff's structural diff) }.
 * info.version is set equal in both before comparing (the version is not the change).
 */
export function classifySpecChange(baselineSpec, currentSpec, { oasdiff }) {
  const work = mkdtempSync(join(tmpdir(), 'spec-bump-'));
  try {
    const base = join(work, 'base.json');
    const rev = join(work, 'revision.json');
    writeFileSync(base, JSON.stringify(baselineSpec));
    writeFileSync(rev, JSON.stringify({ ...currentSpec, info: { ...currentSpec.info, version: baselineSpec.info?.version } }));
    // api-version-not-bumped is about info.version, which this comparison leaves out on purpose.
    const changelog = (oasdiffJson(oasdiff, ['changelog', base, rev, '--format', 'json']) ?? []).filter(
      (c) => c.id !== 'api-version-not-bumped',
    );
    const diff = oasdiffJson(oasdiff, ['diff', base, rev, '--format', 'json']) ?? {};
    const changes = changelog.map((c) => ({
      level: LEVELS[c.level] ?? String(c.level),
      id: c.id,
      text: c.text,
      operationId: c.operationId,
      where: c.operation ? `${c.operation} ${c.path}` : c.section ?? '',
    }));
    const differs = Object.keys(diff).length > 0;
    const top = Math.max(0, ...changelog.map((c) => c.level));
    const needed = top >= 3 ? 'major' : top >= 1 ? 'minor' : differs ? 'patch' : 'none';
    return { needed, changes, differs, diff };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Runs the whole check on a repository layout; returns { ok, needed, has, pending, applied, errors, changes }. */
export function checkSpecBump({ root, spec, baseline, oasdiff }) {
  spec ??= join(root, 'spec', 'dist', 'openapi.json');
  baseline ??= join(root, 'spec', 'baseline', 'openapi.json');
  oasdiff ??= join(root, '.tools', 'bin', 'oasdiff');
  if (!existsSync(oasdiff)) throw new Error(`oasdiff is not installed at ${oasdiff}; run tools/setup.sh`);
  if (!existsSync(spec)) throw new Error(`${spec} is missing; run \`pnpm --filter ${SPEC_PACKAGE} build\``);
  const current = JSON.parse(readFileSync(spec, 'utf8'));
  const base = JSON.parse(readFileSync(baseline, 'utf8'));
  const pkgVersion = JSON.parse(readFileSync(join(root, 'spec', 'package.json'), 'utf8')).version;
  const errors = [];

  if (current.info?.version !== pkgVersion) {
    errors.push(
      `the bundle's info.version is ${current.info?.version}, but ${SPEC_PACKAGE} is ${pkgVersion}: ` +
        'run `node tools/version-sync.mjs` and `pnpm build`',
    );
  }
  const { needed, changes, differs } = classifySpecChange(base, current, { oasdiff });
  const changesets = readPendingChangesets(root);
  const pending = pendingBump(changesets, SPEC_PACKAGE);
  let applied = 'none';
  try {
    applied = bumpBetween(base.info.version, pkgVersion);
  } catch (err) {
    errors.push(`${SPEC_PACKAGE} ${pkgVersion} is lower than the released spec (baseline ${base.info.version}): ${err.message}`);
  }
  const has = maxBump(pending, applied);
  if (rank(has) < rank(needed)) {
    const why = {
      major: 'it has a breaking change',
      minor: 'it changes the API (see the change list)',
      patch: 'it differs from the released spec (descriptions, examples or other details that the change list does not show)',
    }[needed];
    errors.push(
      `the spec needs a ${needed} bump because ${why}, but it has ${has === 'none' ? 'none' : `only a ${has} bump`}: ` +
        `add a changeset (\`pnpm changeset\`) that gives ${SPEC_PACKAGE} a ${needed} bump (and ${TS_CLIENT} at least a patch)`,
    );
  }
  if (pending !== 'none' && pendingBump(changesets, TS_CLIENT) === 'none') {
    errors.push(
      `a pending changeset bumps ${SPEC_PACKAGE} but none bumps ${TS_CLIENT}, which is generated from the spec ` +
        '(its devDependency on the spec does not bump it automatically): add it to the changeset',
    );
  }
  return { ok: errors.length === 0, needed, has, pending, applied, differs, errors, changes, version: pkgVersion, baselineVersion: base.info.version };
}

function main() {
  const here = dirname(fileURLToPath(import.meta.url));
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: resolve(here, '..', '..') },
      spec: { type: 'string' },
      baseline: { type: 'string' },
      oasdiff: { type: 'string' },
    },
  });
  const root = resolve(values.root);
  let r;
  try {
    r = checkSpecBump({ root, spec: values.spec, baseline: values.baseline, oasdiff: values.oasdiff });
  } catch (err) {
    console.error(`spec-bump-check: ${err.message}`);
    process.exit(1);
  }
  console.log(`\n== spec version bump (changesets)`);
  console.log(
    `${SPEC_PACKAGE} ${r.version} against the released ${r.baselineVersion}: the change needs ${r.needed}; ` +
      `pending changesets give ${r.pending}, already applied ${r.applied}.`,
  );
  for (const c of r.changes.slice(0, 20)) console.log(`  ${c.level.padEnd(4)} ${c.where ? `${c.where}: ` : ''}${c.text}`);
  if (r.changes.length > 20) console.log(`  ... and ${r.changes.length - 20} more`);
  if (!r.ok) {
    for (const e of r.errors) console.error(`spec-bump-check: ${e}`);
    process.exit(1);
  }
  console.log('spec-bump-check passed');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
