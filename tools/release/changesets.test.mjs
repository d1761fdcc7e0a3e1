// Changesets versions every client (and the server and the spec), and a changeset for one language bumps that
// language and nothing else. Each case runs the real `changeset add` and `changeset version`, then
// tools/version-sync.mjs, in a temporary git repository that holds copies of the workspace's package.json files,
// .changeset/config.json and every native manifest, and compares what changed.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestsOf } from '../version-sync.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const changesetBin = join(dirname(createRequire(join(root, 'package.json')).resolve('@changesets/cli/package.json')), 'bin.js');
const versionSync = join(root, 'tools', 'version-sync.mjs');

/** Every workspace package folder (relative), as pnpm-workspace.yaml lists them. */
const workspaceFolders = ['spec', 'tools', ...readdirSync(join(root, 'packages')).map((d) => `packages/${d}`)].filter((d) =>
  existsSync(join(root, d, 'package.json')),
);
const pkgJson = (dir, folder) => JSON.parse(readFileSync(join(dir, folder, 'package.json'), 'utf8'));
const nativeManifests = (folder) => manifestsOf(join(root, folder)).map((m) => relative(root, m.file).split('\\').join('/'));

let repo;
const git = (...args) => {
  const r = spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
};
const run = (cmd, args) => spawnSync(cmd, args, { cwd: repo, encoding: 'utf8', env: { ...process.env, CI: '1', NO_COLOR: '1' } });

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'changesets-'));
  const files = ['package.json', 'pnpm-workspace.yaml', '.changeset/config.json'];
  for (const folder of workspaceFolders) files.push(`${folder}/package.json`, ...nativeManifests(folder));
  for (const rel of files) {
    mkdirSync(dirname(join(repo, rel)), { recursive: true });
    cpSync(join(root, rel), join(repo, rel));
  }
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'release-test@example.invalid');
  git('config', 'user.name', 'release test');
  git('config', 'commit.gpgsign', 'false');
  git('add', '-A');
  git('commit', '-q', '-m', 'the workspace as it is');
});
afterAll(() => repo && rmSync(repo, { recursive: true, force: true }));

/** Writes a changeset with the real CLI, applies it (changeset version + version-sync); returns the changed files. */
function release(bumps, message) {
  git('reset', '-q', '--hard');
  git('clean', '-q', '-fdx');
  const args = [changesetBin, 'add', '-m', message];
  for (const [name, bump] of Object.entries(bumps)) args.push(`--${bump}`, name);
  const add = run(process.execPath, args);
  expect(add.status, add.stdout + add.stderr).toBe(0);
  const written = readdirSync(join(repo, '.changeset')).filter((f) => f.endsWith('.md'));
  expect(written).toHaveLength(1);
  const version = run(process.execPath, [changesetBin, 'version']);
  expect(version.status, version.stdout + version.stderr).toBe(0);
  const sync = run(process.execPath, [versionSync, '--root', repo]);
  expect(sync.status, sync.stderr).toBe(0);
  expect(existsSync(join(repo, '.changeset', written[0])), 'the changeset is consumed').toBe(false);
  git('add', '-A');
  return git('diff', '--cached', '--name-only')
    .split('\n')
    .filter((f) => f && !f.startsWith('.changeset/'))
    .sort();
}

const before = (folder) => pkgJson(root, folder).version;
const bumped = (version, bump) => {
  const [a, b, c] = version.split('.').map(Number);
  return { major: `${a + 1}.0.0`, minor: `${a}.${b + 1}.0`, patch: `${a}.${b}.${c + 1}` }[bump];
};

const LANGUAGES = [
  { language: 'TypeScript', name: '@contract-analysis/client', folder: 'packages/client-ts', bump: 'minor' },
  { language: 'Python', name: '@contract-analysis/client-python', folder: 'packages/client-python', bump: 'minor', native: 2 },
  { language: 'Ruby', name: '@contract-analysis/client-ruby', folder: 'packages/client-ruby', bump: 'patch', native: 1 },
  { language: 'Java', name: '@contract-analysis/client-java', folder: 'packages/client-java', bump: 'major', native: 1 },
  { language: 'the server', name: '@contract-analysis/server', folder: 'packages/server', bump: 'patch' },
];

describe('changesets', () => {
  it('starts from the versions of the design brief', () => {
    expect(before('packages/client-ts')).toBe('1.1.0');
    expect(before('packages/client-python')).toBe('1.2.0');
    expect(before('packages/client-ruby')).toBe('1.0.0');
    expect(before('packages/client-java')).toBe('1.0.0');
  });

  for (const { language, name, folder, bump, native = 0 } of LANGUAGES) {
    it(`a ${bump} changeset for ${language} bumps ${name}, its native manifests and its CHANGELOG.md, and nothing else`, () => {
      if (!existsSync(join(root, folder, 'package.json'))) return;
      const manifests = nativeManifests(folder);
      expect(manifests).toHaveLength(native);
      const changed = release({ [name]: bump }, `${language}: a change worth a ${bump} release`);
      expect(changed).toEqual([`${folder}/CHANGELOG.md`, `${folder}/package.json`, ...manifests].sort());

      const next = bumped(before(folder), bump);
      expect(pkgJson(repo, folder).version).toBe(next);
      const changelog = readFileSync(join(repo, folder, 'CHANGELOG.md'), 'utf8');
      expect(changelog).toMatch(new RegExp(`^# ${name.replace('/', '\\/')}\\n\\n## ${next.replaceAll('.', '\\.')}\\n`));
      expect(changelog).toContain(`### ${bump[0].toUpperCase()}${bump.slice(1)} Changes`);
      expect(changelog).toContain(`${language}: a change worth a ${bump} release`);
      expect(run(process.execPath, [versionSync, '--root', repo, '--check']).status).toBe(0);
      for (const m of manifests) expect(readFileSync(join(repo, m), 'utf8')).toContain(next);
    });
  }

  it('a spec changeset bumps the spec (info.version too), and patches what depends on it: the bridges and the server', () => {
    const changed = release({ '@contract-analysis/spec': 'minor' }, 'Spec: a new optional field');
    const dependents = ['packages/client-python', 'packages/client-ruby', 'packages/client-java', 'packages/server'];
    const expected = ['spec/CHANGELOG.md', 'spec/package.json', 'spec/openapi.yaml'];
    for (const folder of dependents) expected.push(`${folder}/CHANGELOG.md`, `${folder}/package.json`, ...nativeManifests(folder));
    expect(changed).toEqual(expected.sort());
    expect(readFileSync(join(repo, 'spec/openapi.yaml'), 'utf8')).toMatch(/^info:\n(?: .*\n)*?  version: 1\.1\.0$/m);
    expect(readFileSync(join(repo, 'packages/client-python/CHANGELOG.md'), 'utf8')).toContain('@contract-analysis/spec@1.1.0');
    // The TypeScript client's dependency on the spec is a devDependency: spec-bump-check.mjs asks for its own changeset.
    expect(changed.some((f) => f.startsWith('packages/client-ts/'))).toBe(false);
  });
});

describe('nothing is published by accident', () => {
  const config = JSON.parse(readFileSync(join(root, '.changeset', 'config.json'), 'utf8'));

  it('versions (and tags) private packages, so the bridges, the server and the spec are versioned', () => {
    expect(config.privatePackages).toEqual({ version: true, tag: true });
    expect(config.ignore).toEqual(['@contract-analysis/tools']);
  });

  it('has one npm package, @contract-analysis/client; every other package (and the root) is private', () => {
    expect(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).private).toBe(true);
    const published = workspaceFolders.map((f) => pkgJson(root, f)).filter((p) => !p.private);
    expect(published.map((p) => p.name)).toEqual(['@contract-analysis/client']);
    expect(published[0].publishConfig).toEqual({ access: 'public' });
  });
});
