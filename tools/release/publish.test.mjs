// publish.mjs is a dry run unless --for-real: by default it prints the commands and runs none of them, whatever the
// environment holds; --for-real refuses before running anything when a credential or the tested dist/ is missing.
// Every command it could run (python3, twine, gem, mvn, pnpm, npm, git, ...) is replaced on the PATH by a shim that
// records its call, so a test that broke this promise would show up in the shim log instead of publishing.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANG_GUARD_MS } from '../hang-guard.mjs';
import { releaseInfo, sha256File } from './lib.mjs';
import { missingCredentials, plan } from './publish.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const script = join(here, 'publish.mjs');
const SECRETS = {
  NPM_TOKEN: 'npm_SECRET_never_printed',
  TWINE_API_TOKEN: 'pypi-SECRET-never-printed',
  GEM_HOST_API_KEY: 'rubygems_SECRET_never_printed',
  MAVEN_CENTRAL_USERNAME: 'central-user',
  MAVEN_CENTRAL_PASSWORD: 'central-SECRET-never-printed',
  MAVEN_GPG_KEY: '-----BEGIN PGP PRIVATE KEY BLOCK----- SECRET',
  MAVEN_GPG_PASSPHRASE: 'gpg-SECRET-never-printed',
};
const CREDENTIAL_NAMES = [...Object.keys(SECRETS), 'TWINE_USERNAME', 'TWINE_PASSWORD', 'OSSRH_USERNAME', 'OSSRH_PASSWORD'];

let work;
let shims;
let shimLog;
let dist;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'publish-test-'));
  shims = join(work, 'bin');
  shimLog = join(work, 'calls.log');
  mkdirSync(shims);
  for (const name of ['python3', 'python', 'pip', 'twine', 'gem', 'mvn', 'pnpm', 'npm', 'npx', 'changeset', 'git', 'curl', 'gpg', 'java', 'ruby']) {
    const file = join(shims, name);
    writeFileSync(file, `#!/bin/sh\necho "${name} $*" >> "${shimLog}"\nexit 0\n`);
    chmodSync(file, 0o755);
  }
  // A dist/ with the current versions' file names and a matching SHA256SUMS (the content does not matter here).
  dist = join(work, 'dist');
  const info = releaseInfo();
  const files = ['node', 'python', 'ruby', 'java'].flatMap((l) => info[l].files);
  for (const f of files) {
    mkdirSync(dirname(join(dist, f)), { recursive: true });
    writeFileSync(join(dist, f), `not really ${f}\n`);
  }
  writeFileSync(join(dist, 'SHA256SUMS'), files.map((f) => `${sha256File(join(dist, f))}  ${f}`).join('\n') + '\n');
});
afterAll(() => work && rmSync(work, { recursive: true, force: true }));

function publish(args, extraEnv = {}) {
  const env = { ...process.env, PATH: [shims, process.env.PATH].join(delimiter), ...extraEnv };
  for (const n of CREDENTIAL_NAMES) if (!(n in extraEnv)) delete env[n];
  const r = spawnSync(process.execPath, [script, '--dist', dist, ...args], { encoding: 'utf8', env, timeout: HANG_GUARD_MS }); // a guard against a hang, never a measure
  const calls = existsSync(shimLog) ? readFileSync(shimLog, 'utf8') : '';
  rmSync(shimLog, { force: true });
  return { ...r, out: `${r.stdout}${r.stderr}`, calls };
}

describe('publish.mjs', () => {
  it('publishes nothing by default, even with every credential set: it prints the commands and runs none', () => {
    const r = publish([], SECRETS);
    expect(r.status, r.out).toBe(0);
    expect(r.calls).toBe('');
    expect(r.stdout).toContain('DRY RUN: nothing is published, nothing is run');
    for (const command of ['twine upload', 'twine check --strict', 'gem push', '-Prelease -DskipTests -s <tmp>/settings.xml deploy', 'pnpm exec changeset publish']) {
      expect(r.stdout).toContain(command);
    }
    expect(r.stdout).not.toContain('MISSING');
    expect(r.stdout).toContain('dist/ matches SHA256SUMS and the current versions');
    for (const secret of Object.values(SECRETS)) expect(r.out).not.toContain(secret);
  });

  it('says which credentials are missing, by name, and still runs nothing', () => {
    const r = publish([]);
    expect(r.status).toBe(0);
    expect(r.calls).toBe('');
    expect(r.stdout).toContain('MISSING NPM_TOKEN');
    expect(r.stdout).toContain('MISSING TWINE_API_TOKEN or TWINE_USERNAME + TWINE_PASSWORD');
    expect(r.stdout).toContain('MISSING GEM_HOST_API_KEY');
  });

  it('--for-real refuses, before running anything, when a credential is missing', () => {
    const { NPM_TOKEN, ...rest } = SECRETS;
    const r = publish(['--for-real'], rest);
    expect(r.status).toBe(1);
    expect(r.calls).toBe('');
    expect(r.stderr).toContain('refusing to publish');
    expect(r.stderr).toContain('npm: credentials missing from the environment: NPM_TOKEN');
    for (const secret of Object.values(SECRETS)) expect(r.out).not.toContain(secret);
  });

  it('--for-real refuses, before running anything, when dist/ is not the tested release of these versions', () => {
    const sums = join(dist, 'SHA256SUMS');
    const saved = readFileSync(sums, 'utf8');
    try {
      const wheel = releaseInfo().python.files[0];
      writeFileSync(sums, saved.replace(/^[0-9a-f]{64}(?=  python\/.*\.whl$)/m, '0'.repeat(64)));
      const r = publish(['--for-real'], SECRETS);
      expect(r.status).toBe(1);
      expect(r.calls).toBe('');
      expect(r.stderr).toContain(`${wheel} does not match SHA256SUMS`);
      rmSync(sums);
      const none = publish(['--for-real'], SECRETS);
      expect(none.status).toBe(1);
      expect(none.calls).toBe('');
      expect(none.stderr).toContain('run `pnpm release:dry` first');
    } finally {
      writeFileSync(sums, saved);
    }
  });

  it('--only limits the plan to the registries named', () => {
    const r = publish(['--only', 'rubygems'], SECRETS);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('gem push');
    expect(r.stdout).not.toContain('twine');
    expect(publish(['--only', 'cratesio']).status).toBe(1);
  });

  it('knows every registry and its credentials', () => {
    expect(plan().steps.map((s) => s.registry)).toEqual(['pypi', 'rubygems', 'maven', 'npm']);
    expect(missingCredentials('pypi', { TWINE_USERNAME: 'u', TWINE_PASSWORD: 'p' })).toBe('');
    expect(missingCredentials('maven', { OSSRH_USERNAME: 'u', OSSRH_PASSWORD: 'p', MAVEN_GPG_KEY: 'k', MAVEN_GPG_PASSPHRASE: 'x' })).toBe('');
    expect(missingCredentials('maven', { MAVEN_GPG_KEY: 'k', MAVEN_GPG_PASSPHRASE: 'x' })).toContain('MAVEN_CENTRAL_USERNAME + MAVEN_CENTRAL_PASSWORD');
  });
});
