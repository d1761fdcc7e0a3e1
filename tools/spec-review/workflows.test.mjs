// The GitHub Actions workflows: actionlint (pinned in tools/toolchain.env, installed by tools/setup.sh) finds
// nothing, every third-party action is pinned by a full commit, every job states its own permissions on top of
// an empty default, and the spec-review workflow finds its comment by the marker the review script writes.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { MARKER } from './review.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = join(root, '.github', 'workflows');
const actionlint = join(root, '.tools', 'bin', 'actionlint');
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort();
const workflows = files.map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8'), doc: parse(readFileSync(join(dir, f), 'utf8')) }));
if (!existsSync(actionlint)) console.warn(`actionlint test skipped: not installed at ${actionlint} (run tools/setup.sh)`);

describe('GitHub Actions workflows', () => {
  it('are ci.yml, release.yml and spec-review.yml', () => {
    expect(files).toEqual(['ci.yml', 'release.yml', 'spec-review.yml']);
  });

  it.skipIf(!existsSync(actionlint))('pass actionlint', () => {
    const r = spawnSync(actionlint, ['-no-color', '-oneline', ...files.map((f) => join(dir, f))], { cwd: root, encoding: 'utf8' });
    expect(r.error).toBeUndefined();
    expect(`${r.stdout}${r.stderr}`).toBe('');
    expect(r.status).toBe(0);
  });

  it('pin every third-party action by a full commit SHA', () => {
    const uses = workflows.flatMap(({ file, doc }) =>
      Object.values(doc.jobs).flatMap((job) => (job.steps ?? []).filter((s) => s.uses).map((s) => ({ file, uses: s.uses }))),
    );
    expect(uses.length).toBeGreaterThan(5);
    for (const { file, uses: u } of uses) {
      if (u.startsWith('./')) continue;
      expect(u, `${file}: ${u}`).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
    }
    // The same action is pinned to the same commit everywhere.
    const byAction = new Map();
    for (const { uses: u } of uses) {
      const [name, sha] = u.split('@');
      expect(byAction.get(name) ?? sha, name).toBe(sha);
      byAction.set(name, sha);
    }
  });

  it('give no permission by default and state each job\'s own', () => {
    for (const { file, doc } of workflows) {
      expect(doc.permissions, file).toEqual({});
      for (const [name, job] of Object.entries(doc.jobs)) {
        expect(job.permissions, `${file}: job ${name}`).toBeTypeOf('object');
        for (const [scope, level] of Object.entries(job.permissions)) expect(['read', 'write'], `${file}: ${name}.${scope}`).toContain(level);
      }
    }
    // Only the comment job of the spec review can write to pull requests, and it runs none of the pull request's code.
    const review = workflows.find((w) => w.file === 'spec-review.yml').doc;
    expect(review.jobs.review.permissions).toEqual({ contents: 'read' });
    expect(review.jobs.comment.steps.some((s) => s.uses?.startsWith('actions/checkout'))).toBe(false);
  });

  it('update one spec-review comment found by the marker that the review script writes', () => {
    const review = workflows.find((w) => w.file === 'spec-review.yml').text;
    expect(review).toContain(`marker='${MARKER}'`);
    expect(review).toContain('--method PATCH');
  });
});
