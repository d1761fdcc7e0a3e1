// Tests of tools/version-sync.mjs, on a temporary copy of the bridges and native manifests of the real clients.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { pep440, setOpenapiInfoVersion, setPomVersion, setPyproject, syncVersions } from './version-sync.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const script = join(here, 'version-sync.mjs');

// What the script reads, per client: the bridge package.json and the native manifests.
const FILES = {
  python: ['package.json', 'pyproject.toml', 'src/contract_analysis/_version.py', 'src/contract_analysis/__init__.py'],
  ruby: ['package.json', 'lib/contract_analysis/version.rb', 'lib/contract_analysis.rb'],
  java: ['package.json', 'pom.xml'],
  ts: ['package.json'],
};
const MANIFESTS = {
  python: ['packages/client-python/pyproject.toml', 'packages/client-python/src/contract_analysis/_version.py'],
  ruby: ['packages/client-ruby/lib/contract_analysis/version.rb'],
  java: ['packages/client-java/pom.xml'],
};

const temps = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

function copyTree() {
  const dir = mkdtempSync(join(tmpdir(), 'version-sync-'));
  temps.push(dir);
  for (const [client, files] of Object.entries(FILES)) {
    for (const rel of files) {
      const from = join(root, 'packages', `client-${client}`, rel);
      if (!existsSync(from)) continue;
      const to = join(dir, 'packages', `client-${client}`, rel);
      mkdirSync(dirname(to), { recursive: true });
      cpSync(from, to);
    }
  }
  return dir;
}

const present = (client) => existsSync(join(root, 'packages', `client-${client}`, 'package.json'));
const sha = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');
function snapshot(dir) {
  const out = {};
  for (const [client, files] of Object.entries(FILES)) {
    for (const rel of files) {
      const p = join(dir, 'packages', `client-${client}`, rel);
      if (existsSync(p)) out[`packages/client-${client}/${rel}`] = sha(p);
    }
  }
  return out;
}
function setBridgeVersion(dir, client, version) {
  const file = join(dir, 'packages', `client-${client}`, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  pkg.version = version;
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
}
const run = (dir, ...args) => spawnSync(process.execPath, [script, '--root', dir, ...args], { encoding: 'utf8' });
const read = (dir, rel) => readFileSync(join(dir, rel), 'utf8');

describe('version-sync.mjs', () => {
  it('finds the real manifests in sync (--check) and rewrites nothing when they are', () => {
    const dir = copyTree();
    const before = snapshot(dir);
    const check = run(dir, '--check');
    expect(check.status, check.stderr).toBe(0);
    const results = syncVersions(dir);
    expect(results.filter((r) => r.changed)).toEqual([]);
    for (const [client, files] of Object.entries(MANIFESTS)) {
      if (present(client)) for (const f of files) expect(results.map((r) => r.file)).toContain(f);
    }
    expect(snapshot(dir)).toEqual(before);
  });

  for (const [client, version, expectations] of [
    ['ruby', '1.0.1', (dir) => expect(read(dir, MANIFESTS.ruby[0])).toContain('VERSION = "1.0.1"')],
    [
      'python',
      '1.3.0',
      (dir) => {
        const pyproject = read(dir, MANIFESTS.python[0]);
        expect(pyproject).toMatch(/^\[project\][\s\S]*^version = "1\.3\.0"$/m);
        expect(pyproject).not.toContain('version = "1.2.0"');
        expect(read(dir, MANIFESTS.python[1])).toContain('__version__ = "1.3.0"');
      },
    ],
    [
      'java',
      '1.1.0',
      (dir) => {
        const before = readFileSync(join(root, MANIFESTS.java[0]), 'utf8').split('\n');
        const after = read(dir, MANIFESTS.java[0]).split('\n');
        const diff = after.map((l, i) => [before[i], l]).filter(([a, b]) => a !== b);
        expect(diff).toEqual([['  <version>1.0.0</version>', '  <version>1.1.0</version>']]); // dependencies' untouched
      },
    ],
  ]) {
    it(`changing the ${client} bridge version changes only ${client}'s native manifests`, () => {
      if (!present(client)) return; // that client does not exist in this tree
      const dir = copyTree();
      const before = snapshot(dir);
      setBridgeVersion(dir, client, version);
      const bridge = `packages/client-${client}/package.json`;
      const drift = run(dir, '--check');
      expect(drift.status).toBe(1);
      expect(drift.stderr).toContain('differ from their package.json');
      expect(snapshot(dir)[MANIFESTS[client][0]]).toBe(before[MANIFESTS[client][0]]); // --check wrote nothing

      const r = run(dir);
      expect(r.status, r.stderr).toBe(0);
      const after = snapshot(dir);
      const changed = Object.keys(after).filter((f) => after[f] !== before[f]).sort();
      expect(changed).toEqual([bridge, ...MANIFESTS[client]].sort());
      expectations(dir);
      for (const f of MANIFESTS[client]) expect(r.stdout).toMatch(new RegExp(`${f} \\S+ -> ${version.replaceAll('.', '\\.')}`));

      const again = snapshot(dir);
      expect(run(dir).status).toBe(0); // a second run is a no-op
      expect(snapshot(dir)).toEqual(again);
      expect(run(dir, '--check').status).toBe(0);
    });
  }

  it('writes PEP 440 pre-releases for Python', () => {
    expect(pep440('1.3.0')).toBe('1.3.0');
    expect(pep440('1.3.0-rc.1')).toBe('1.3.0rc1');
    expect(pep440('2.0.0-beta.0')).toBe('2.0.0b0');
    expect(pep440('2.0.0-alpha.3')).toBe('2.0.0a3');
    expect(() => pep440('2.0.0-canary.1')).toThrow(/PEP 440/);
  });

  it('sets only the [project] version of a pyproject.toml', () => {
    const text = '[build-system]\nrequires = ["x==1.0.0"]\n\n[project]\nname = "p"\nversion = "1.0.0"\n\n[tool.x]\nversion = "9.9.9"\n';
    const r = setPyproject(text, '1.0.1');
    expect(r.current).toBe('1.0.0');
    expect(r.next).toBe(text.replace('version = "1.0.0"', 'version = "1.0.1"'));
  });

  it("sets the project's own <version>, not the parent's or a commented one", () => {
    const pom = `<?xml version="1.0"?>
<project>
  <!-- <version>0.0.1</version> -->
  <parent><groupId>g</groupId><artifactId>p</artifactId><version>5.0.0</version></parent>
  <artifactId>a</artifactId>
  <version>1.0.0</version>
  <dependencies><dependency><version>2.0.0</version></dependency></dependencies>
</project>
`;
    const r = setPomVersion(pom, '1.2.3');
    expect(r.current).toBe('1.0.0');
    expect(r.next).toBe(pom.replace('<version>1.0.0</version>', '<version>1.2.3</version>'));
    expect(setPomVersion('<project><parent><version>1</version></parent></project>', '2')).toBeNull();
  });

  it("sets the spec's info.version in openapi.yaml, and nothing else called version", () => {
    const yaml = `openapi: 3.1.0
info:
  title: T
  description: |
    version: 0.0.0 is not the version
  version: 1.0.0 # semver
  x-other:
    version: 7.0.0
servers:
  - url: https://x
components:
  schemas:
    A: {properties: {version: {type: string}}}
`;
    const r = setOpenapiInfoVersion(yaml, '1.1.0');
    expect(r.current).toBe('1.0.0');
    expect(r.next).toBe(yaml.replace('  version: 1.0.0 #', '  version: 1.1.0 #'));
    expect(setOpenapiInfoVersion("openapi: 3.1.0\ninfo:\n  version: '2.0.0'\n", '2.0.1').next).toBe("openapi: 3.1.0\ninfo:\n  version: '2.0.1'\n");
    expect(setOpenapiInfoVersion('openapi: 3.1.0\ninfo:\n  title: x\n', '1.0.0')).toBeNull();
  });

  it("keeps the real spec's info.version at spec/package.json's version", () => {
    const results = syncVersions(root, { write: false }).filter((r) => r.file === 'spec/openapi.yaml');
    expect(results).toHaveLength(1);
    expect(results[0].changed).toBe(false);
  });
});
