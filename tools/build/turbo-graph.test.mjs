// The build graph keeps its promises: every generated client and the server are rebuilt when the
// spec changes (their build depends on the spec's bundle task), and every build task declares
// outputs, so that a cache hit restores what the task built.
import { execFileSync } from 'node:child_process';
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dry = JSON.parse(
  execFileSync('turbo', ['run', 'build', '--dry=json'], { cwd: repo, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
);
const tasks = new Map(dry.tasks.map((t) => [t.taskId, t]));
const packages = readdirSync(join(repo, 'packages'))
  .filter((d) => existsSync(join(repo, 'packages', d, 'package.json')))
  .map((d) => JSON.parse(readFileSync(join(repo, 'packages', d, 'package.json'), 'utf8')).name);

describe('turbo build graph', () => {
  it('builds every package', () => {
    for (const name of packages) expect(tasks.has(`${name}#build`), name).toBe(true);
  });

  for (const name of packages.filter((n) => n.startsWith('@contract-analysis/client') || n.endsWith('/server'))) {
    it(`${name} rebuilds when the spec changes`, () => {
      expect(tasks.get(`${name}#build`).dependencies).toContain('@contract-analysis/spec#build');
    });
  }

  it('declares outputs for every build task, so a cache hit restores them', () => {
    for (const [id, task] of tasks) {
      if (id.endsWith('#build') && task.command !== '<NONEXISTENT>') expect(task.outputs.length, id).toBeGreaterThan(0);
    }
  });

  it('hashes the toolchain pins, so a version bump invalidates the cache', () => {
    const global = dry.globalCacheInputs?.files ?? {};
    expect(Object.keys(global)).toContain('tools/toolchain.env');
    expect(Object.keys(global)).toContain('pnpm-workspace.yaml');
  });
});
