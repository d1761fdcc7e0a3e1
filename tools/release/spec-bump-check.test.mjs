// spec-bump-check.mjs on fixtures: each fixture is a change to the released spec and the bump it needs; the check
// runs in a temporary repository layout (spec/package.json, spec/baseline, spec/dist, .changeset/) with the real
// oasdiff.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bumpBetween, parseChangeset } from './changesets.mjs';
import { checkSpecBump, classifySpecChange } from './spec-bump-check.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const oasdiff = join(root, '.tools', 'bin', 'oasdiff');
const baseline = JSON.parse(readFileSync(join(root, 'spec', 'baseline', 'openapi.json'), 'utf8'));
const fixturesDir = join(here, 'fixtures', 'spec-changes');
const fixtures = readdirSync(fixturesDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: f, ...JSON.parse(readFileSync(join(fixturesDir, f), 'utf8')) }));

/** A JSON Pointer walk that is enough for the fixtures' add, remove and replace. */
function applyPatch(doc, patch) {
  const out = structuredClone(doc);
  for (const { op, path, value } of patch) {
    const keys = path.split('/').slice(1).map((k) => k.replaceAll('~1', '/').replaceAll('~0', '~'));
    const last = keys.pop();
    let parent = out;
    for (const k of keys) {
      parent = parent[k];
      if (parent === undefined) throw new Error(`${path}: ${k} does not exist`);
    }
    if (op === 'remove') {
      if (!(last in parent)) throw new Error(`${path} does not exist`);
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else if (op === 'add' && Array.isArray(parent)) {
      parent.splice(last === '-' ? parent.length : Number(last), 0, value);
    } else if (op === 'add' || op === 'replace') {
      if (op === 'replace' && !(last in parent)) throw new Error(`${path} does not exist`);
      parent[last] = value;
    } else throw new Error(`unsupported op ${op}`);
  }
  return out;
}

const temps = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A repository layout: the released spec, a bundle, spec/package.json at `version`, and these changesets. */
function layout({ spec = baseline, version = baseline.info.version, changesets = [] }) {
  const dir = mkdtempSync(join(tmpdir(), 'spec-bump-'));
  temps.push(dir);
  mkdirSync(join(dir, 'spec', 'baseline'), { recursive: true });
  mkdirSync(join(dir, 'spec', 'dist'), { recursive: true });
  mkdirSync(join(dir, '.changeset'), { recursive: true });
  writeFileSync(join(dir, 'spec', 'baseline', 'openapi.json'), JSON.stringify(baseline, null, 2));
  writeFileSync(join(dir, 'spec', 'dist', 'openapi.json'), JSON.stringify({ ...spec, info: { ...spec.info, version } }, null, 2));
  writeFileSync(join(dir, 'spec', 'package.json'), JSON.stringify({ name: '@contract-analysis/spec', version, private: true }));
  writeFileSync(join(dir, '.changeset', 'README.md'), '# Changesets\n');
  changesets.forEach((releases, i) => {
    const front = Object.entries(releases).map(([name, bump]) => `"${name}": ${bump}`);
    writeFileSync(join(dir, '.changeset', `change-${i}.md`), `---\n${front.join('\n')}\n---\n\nA change.\n`);
  });
  return dir;
}
const check = (dir) => checkSpecBump({ root: dir, oasdiff });
const spec = (both) => ({ '@contract-analysis/spec': both, '@contract-analysis/client': 'patch' });
const lower = { major: 'minor', minor: 'patch', patch: null };

describe.skipIf(!existsSync(oasdiff))('spec-bump-check', () => {
  it('has fixtures for every kind of bump', () => {
    expect(new Set(fixtures.map((f) => f.needs))).toEqual(new Set(['major', 'minor', 'patch']));
  });

  it('needs nothing when the spec is the released one, with or without changesets', () => {
    expect(check(layout({}))).toMatchObject({ ok: true, needed: 'none', differs: false });
    expect(check(layout({ changesets: [{ '@contract-analysis/client-ruby': 'minor' }] })).ok).toBe(true);
  });

  it('leaves info.version out of the comparison', () => {
    const r = classifySpecChange(baseline, { ...baseline, info: { ...baseline.info, version: '7.0.0' } }, { oasdiff });
    expect(r).toMatchObject({ needed: 'none', differs: false });
  });

  for (const f of fixtures) {
    describe(`${f.file}: ${f.description}`, () => {
      const changed = applyPatch(baseline, f.patch);

      it(`needs a ${f.needs} bump`, () => {
        expect(classifySpecChange(baseline, changed, { oasdiff }).needed).toBe(f.needs);
      });

      it('fails without a changeset, and says which bump to add', () => {
        const r = check(layout({ spec: changed }));
        expect(r.ok).toBe(false);
        expect(r.errors.join('\n')).toContain(`needs a ${f.needs} bump`);
      });

      if (lower[f.needs]) {
        it(`fails with a ${lower[f.needs]} changeset`, () => {
          const r = check(layout({ spec: changed, changesets: [spec(lower[f.needs])] }));
          expect(r.ok).toBe(false);
          expect(r.errors.join('\n')).toContain(`only a ${lower[f.needs]} bump`);
        });
      }

      it(`passes with a ${f.needs} changeset, or a higher one, or two changesets whose highest is enough`, () => {
        expect(check(layout({ spec: changed, changesets: [spec(f.needs)] })).errors).toEqual([]);
        expect(check(layout({ spec: changed, changesets: [spec('major')] })).ok).toBe(true);
        expect(check(layout({ spec: changed, changesets: [spec('patch'), { '@contract-analysis/spec': f.needs }] })).ok).toBe(true);
      });

      it('passes once `pnpm version-packages` has applied the bump (the changeset is gone, the version moved)', () => {
        const next = { major: '2.0.0', minor: '1.1.0', patch: '1.0.1' }[f.needs];
        expect(check(layout({ spec: changed, version: next })).errors).toEqual([]);
      });
    });
  }

  it('asks for the TypeScript client in a changeset that bumps the spec', () => {
    const r = check(layout({ spec: applyPatch(baseline, fixtures[0].patch), changesets: [{ '@contract-analysis/spec': 'major' }] }));
    expect(r.ok).toBe(false);
    expect(r.errors.join('\n')).toMatch(/none bumps @contract-analysis\/client\b/);
  });

  it("fails when the bundle's info.version is not the spec package's version", () => {
    const dir = layout({});
    writeFileSync(join(dir, 'spec', 'package.json'), JSON.stringify({ name: '@contract-analysis/spec', version: '1.0.1' }));
    expect(check(dir).errors.join('\n')).toContain("the bundle's info.version is 1.0.0, but @contract-analysis/spec is 1.0.1");
  });

  it('runs as a command: exit 1 and the reason, or exit 0', () => {
    const breaking = fixtures.find((f) => f.file === 'removed-operation.json');
    const dir = layout({ spec: applyPatch(baseline, breaking.patch), changesets: [spec('minor')] });
    const script = join(here, 'spec-bump-check.mjs');
    const failed = spawnSync(process.execPath, [script, '--root', dir, '--oasdiff', oasdiff], { encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stdout).toMatch(/ERR {2}DELETE \/webhooks\/\{id\}: api removed without deprecation/);
    expect(failed.stderr).toContain('the spec needs a major bump because it has a breaking change, but it has only a minor bump');
    const ok = layout({ spec: applyPatch(baseline, breaking.patch), changesets: [spec('major')] });
    const passed = spawnSync(process.execPath, [script, '--root', ok, '--oasdiff', oasdiff], { encoding: 'utf8' });
    expect(passed.status, passed.stderr).toBe(0);
    expect(passed.stdout).toContain('spec-bump-check passed');
  });
});

describe('changeset helpers', () => {
  it('parses a changeset', () => {
    expect(parseChangeset('---\n"@a/b": minor\n\'@a/c\': patch\n---\n\nText.\n')).toEqual({
      releases: { '@a/b': 'minor', '@a/c': 'patch' },
      summary: 'Text.',
    });
    expect(parseChangeset('---\n---\n\nEmpty.\n').releases).toEqual({});
    expect(() => parseChangeset('---\n"@a/b": huge\n---\n')).toThrow(/not patch, minor, major/);
  });

  it('knows the bump between two versions', () => {
    expect(bumpBetween('1.0.0', '1.0.0')).toBe('none');
    expect(bumpBetween('1.0.0', '1.0.1')).toBe('patch');
    expect(bumpBetween('1.0.3', '1.1.0')).toBe('minor');
    expect(bumpBetween('1.4.3', '2.0.0')).toBe('major');
    expect(() => bumpBetween('1.1.0', '1.0.9')).toThrow(/lower/);
  });
});
