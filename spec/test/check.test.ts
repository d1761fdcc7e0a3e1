import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastJsonPatch from 'fast-json-patch';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBundle, specDir } from './helpers.js';

const work = mkdtempSync(join(tmpdir(), 'spec-check-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function check(spec: object, name: string) {
  const file = join(work, `${name}.json`);
  writeFileSync(file, JSON.stringify(spec, null, 2));
  const r = spawnSync('node', ['scripts/check.mjs', '--spec', file, '--out', join(work, name)], { cwd: specDir, encoding: 'utf8' });
  return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
}

const fixturesDir = join(specDir, 'test', 'fixtures');
const fixtures = readdirSync(fixturesDir).filter((f) => f.endsWith('.patch.json'));

describe('spec:check', () => {
  it('passes on the spec', () => {
    const r = check(loadBundle(), 'current');
    expect(r.output).toContain('spec:check passed');
    expect(r.status).toBe(0);
  });

  it('has a fixture for each thing it must catch', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
  });

  for (const name of fixtures) {
    const fixture = JSON.parse(readFileSync(join(fixturesDir, name), 'utf8'));
    it(`fails on ${name}: ${fixture.description}`, () => {
      const broken = fastJsonPatch.applyPatch(loadBundle(), fixture.patch, true, false).newDocument;
      const r = check(broken, name);
      expect(r.status).not.toBe(0);
      expect(r.output).toContain(fixture.expect);
      expect(r.output).toContain('spec:check failed');
    });
  }

  it('allows a breaking change when the major version moves', () => {
    const next = loadBundle();
    delete next.paths['/webhooks/{id}'].delete;
    delete next.components.schemas.DeletedWebhook;
    next.info.version = '2.0.0';
    const r = check(next, 'major');
    expect(r.output).toContain('Breaking changes are allowed');
    expect(r.status).toBe(0);
  });

  it('prints a readable change list for an additive change, which is not breaking', () => {
    const next = loadBundle();
    next.components.schemas.Contract.properties.page_count_estimate = { type: 'integer' };
    const r = check(next, 'additive');
    expect(r.status).toBe(0);
    expect(readFileSync(join(work, 'additive', 'changes.txt'), 'utf8')).toMatch(/page_count_estimate/);
  });
});
