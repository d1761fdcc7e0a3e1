// The two bundles a spec review compares: the spec at a git ref, and the spec in the working tree.
// Both are bundled with the spec package's own Redocly CLI (the same step as spec/scripts/bundle.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const redoclyEnv = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
export const redoclyBin = (root) => join(root, 'spec', 'node_modules', '.bin', 'redocly');

/** Bundles <specDir>/openapi.yaml and returns the bundle as an object. */
export function bundleDir(root, specDir) {
  const work = mkdtempSync(join(tmpdir(), 'spec-review-bundle-'));
  try {
    const out = join(work, 'openapi.json');
    const r = spawnSync(redoclyBin(root), ['bundle', join(specDir, 'openapi.yaml'), '--output', out], {
      cwd: specDir,
      env: redoclyEnv,
      encoding: 'utf8',
    });
    if (r.status !== 0 || !existsSync(out)) throw new Error(`redocly bundle failed in ${specDir}: ${r.stderr || r.error?.message}`);
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The spec as it is at a git ref (commit, branch, tag), bundled. */
export function bundleAtRef(root, ref) {
  const work = mkdtempSync(join(tmpdir(), 'spec-review-ref-'));
  try {
    // Fail with git's own words when the ref is unknown, before archiving.
    execFileSync('git', ['-C', root, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { stdio: 'pipe' });
    const tar = execFileSync('git', ['-C', root, 'archive', '--format=tar', ref, 'spec'], { maxBuffer: 256 * 1024 * 1024 });
    mkdirSync(join(work, 'tree'));
    execFileSync('tar', ['-x', '-C', join(work, 'tree')], { input: tar });
    return bundleDir(root, join(work, 'tree', 'spec'));
  } catch (err) {
    throw new Error(`cannot bundle the spec at ${ref}: ${err.stderr?.toString().trim() || err.message}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The full commit of a ref, for the comment's header. */
export function commitOf(root, ref) {
  return execFileSync('git', ['-C', root, 'rev-parse', '--short', `${ref}^{commit}`], { encoding: 'utf8' }).trim();
}
