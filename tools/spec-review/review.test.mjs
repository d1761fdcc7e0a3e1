// The spec-review comment on real changes to the spec: the before/after pairs of tools/release/fixtures/spec-changes
// and the spec's deliberately broken fixtures (spec/test/fixtures), each applied as a JSON Patch to the released
// spec, with the real Redocly lint, the real oasdiff and the clients' real sources.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import jsonpatch from 'fast-json-patch';
import { afterAll, describe, expect, it } from 'vitest';
import { parseChangeset } from '../release/changesets.mjs';
import { bundleAtRef } from './bundles.mjs';
import { documentationChanges, MARKER, renderMarkdown, review } from './review.mjs';
import { surfaceDiff, wrapperMethods } from './surface.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const oasdiff = join(root, '.tools', 'bin', 'oasdiff');
const haveOasdiff = existsSync(oasdiff);
if (!haveOasdiff) console.warn(`spec-review tests skipped: oasdiff is not installed at ${oasdiff} (run tools/setup.sh)`);
// The spec as it stands (its bundle), so that a fixture's change is the only change the review sees.
const baseFile = join(root, 'spec', 'dist', 'openapi.json');
const base = JSON.parse(readFileSync(baseFile, 'utf8'));
const fixture = (dir, name) => JSON.parse(readFileSync(join(root, dir, `${name}.json`), 'utf8'));
const pair = (dir, name) => jsonpatch.applyPatch(structuredClone(base), fixture(dir, name).patch).newDocument;
const specChange = (name) => pair('tools/release/fixtures/spec-changes', name);
// The fixture adds a required `language` to ReviewRequest; a real pull request also gives the schema's example the
// field (otherwise lint rightly reports the example invalid, which a test below shows separately).
const newRequiredField = () => {
  const head = specChange('new-required-request-field');
  head.components.schemas.ReviewRequest.example.language = 'en';
  return head;
};
const broken = (name) => pair('spec/test/fixtures', `${name}.patch`);
const changeset = (text) => [{ file: '.changeset/test.md', ...parseChangeset(text) }];
const minorSet = changeset('---\n"@contract-analysis/spec": minor\n"@contract-analysis/client": patch\n---\nA change.\n');
const majorSet = changeset('---\n"@contract-analysis/spec": major\n"@contract-analysis/client": major\n---\nA break.\n');

const work = mkdtempSync(join(tmpdir(), 'spec-review-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(!haveOasdiff)('spec review comment', () => {
  it('a new required request field: names the break, the major bump and every client method; red', () => {
    const r = review({ root, base, head: newRequiredField(), oasdiff, changesets: minorSet });
    expect(r.ok).toBe(false);
    expect(r.lint).toEqual([]);
    expect(r.failures).toEqual(['a breaking change without a major bump']);
    expect(r.bump).toMatchObject({ needed: 'major', pending: 'minor', has: 'minor' });
    expect(r.changes.breaking.map((c) => [c.operationId, c.text])).toEqual([
      ['reviewContract', 'added the new required request property `language`'],
    ]);
    const md = renderMarkdown(r);
    expect(md.startsWith(MARKER)).toBe(true);
    expect(md).toMatch(/## Spec review: ❌ a breaking change without a major bump/);
    expect(md).toContain('`POST /contracts/review` (`reviewContract`): added the new required request property `language`');
    expect(md).toContain('This change needs a **major** bump');
    // The affected methods of all four clients, on the row of the broken operation.
    const row = md.split('\n').find((l) => l.startsWith('| ❌ `POST /contracts/review`'));
    expect(row).toBeDefined();
    for (const call of ['`client.contracts.review()`', '`client.contracts().review(…)`', '`client.contracts.review`']) {
      expect(row).toContain(call);
    }
    expect(md).toMatch(/\| changed \| `ReviewRequest` \|/);
  });

  it('the same break with a major changeset pending is green', () => {
    const r = review({ root, base, head: newRequiredField(), oasdiff, changesets: majorSet });
    expect(r.ok).toBe(true);
    expect(renderMarkdown(r)).toMatch(/## Spec review: ✅ needs a major bump/);
  });

  it('a description edit: a patch-level comment, no client impact; green', () => {
    const r = review({ root, base, head: specChange('description-only'), oasdiff, changesets: [] });
    expect(r.ok).toBe(true);
    expect(r.bump.needed).toBe('patch');
    expect(r.changes.breaking).toEqual([]);
    expect(r.changes.nonBreaking).toEqual([]);
    expect(r.changes.documentation).toEqual(['/components/schemas/Contract/description']);
    expect(r.methods).toEqual([]);
    const md = renderMarkdown(r);
    expect(md).toMatch(/## Spec review: ✅ needs a patch bump/);
    expect(md).toContain('This change needs a **patch** bump');
    expect(md).toContain('No operation changes shape');
    // It still says that a changeset is missing, without failing the check on it (spec:check does).
    expect(md).toContain('⚠️ It has no bump');
  });

  it('an optional request field is non-breaking and minor; the operation is listed as changed', () => {
    const r = review({ root, base, head: specChange('optional-request-field'), oasdiff, changesets: minorSet });
    expect(r.ok).toBe(true);
    expect(r.bump.needed).toBe('minor');
    expect(r.changes.breaking).toEqual([]);
    expect(r.changes.nonBreaking.length).toBeGreaterThan(0);
    expect(r.methods.map((m) => [m.id, m.kind])).toEqual([['reviewContract', 'changed']]);
  });

  it("the spec's broken fixture for a removed operation: the removed methods and type are named", () => {
    const r = review({ root, base, head: broken('breaking-change'), oasdiff, changesets: minorSet });
    expect(r.ok).toBe(false);
    const removed = r.methods.find((m) => m.kind === 'removed');
    expect(removed).toMatchObject({ id: 'deleteWebhook', method: 'DELETE', path: '/webhooks/{id}' });
    expect(removed.clients).toMatchObject({
      TypeScript: 'client.webhooks.delete()',
      Python: 'client.webhooks.delete()',
      Ruby: 'client.webhooks.delete',
      Java: 'client.webhooks().delete(…)',
    });
    expect(r.surface.schemas.removed).toEqual(['DeletedWebhook']);
    expect(renderMarkdown(r)).toMatch(/\| removed \| `DeletedWebhook` \|/);
  });

  it('the same break without updating the example: the lint error is in the comment too', () => {
    const r = review({ root, base, head: specChange('new-required-request-field'), oasdiff, changesets: majorSet });
    expect(r.lint).toEqual([expect.objectContaining({ severity: 'error', rule: 'no-invalid-schema-examples', pointer: '/components/schemas/ReviewRequest/example' })]);
    expect(r.failures).toEqual(['1 lint error']);
  });

  it("the spec's broken fixture for a camelCase field: the lint finding is in the comment, and it is red", () => {
    const r = review({ root, base, head: broken('camel-case-field'), oasdiff, changesets: majorSet });
    const finding = r.lint.find((f) => f.rule === 'contract-analysis/snake-case-fields');
    expect(finding).toMatchObject({ severity: 'error' });
    expect(r.ok).toBe(false);
    expect(r.failures[0]).toMatch(/lint error/);
    expect(renderMarkdown(r)).toContain('`contract-analysis/snake-case-fields`');
  });

  it('the CLI exits 1 on the break and 0 on the description edit, and writes the same comment', () => {
    const emptyRoot = join(work, 'no-changesets');
    mkdirSync(join(emptyRoot, '.changeset'), { recursive: true });
    const run = (name) => {
      const head = join(work, `${name}.json`);
      const out = join(work, `${name}.md`);
      writeFileSync(head, JSON.stringify(name === 'new-required-request-field' ? newRequiredField() : specChange(name)));
      const r = spawnSync(process.execPath, [join(here, 'review.mjs'), '--base-bundle', baseFile, '--head-bundle', head, '--out', out, '--changesets-root', emptyRoot], { encoding: 'utf8' });
      return { status: r.status, md: readFileSync(out, 'utf8'), stderr: r.stderr };
    };
    const bad = run('new-required-request-field');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('a breaking change without a major bump');
    expect(bad.md).toContain('added the new required request property `language`');
    const good = run('description-only');
    expect(good.status).toBe(0);
    expect(good.md).toContain('needs a patch bump');
  });
});

describe('surface diff and naming', () => {
  it('documentation words change no surface; a shape change does, through the schemas an operation reaches', () => {
    expect(surfaceDiff(base, specChange('example-only')).operations).toEqual({ added: [], removed: [], changed: [] });
    const d = surfaceDiff(base, specChange('optional-response-field'));
    expect(d.schemas.changed).toEqual(['Contract']);
    // Every operation that returns a Contract (directly or inside a list) changes.
    expect(d.operations.changed.map((o) => o.id)).toEqual(expect.arrayContaining(['listContracts', 'retrieveContract', 'reviewContract']));
    expect(d.operations.changed.map((o) => o.id)).not.toContain('listPlaybooks');
  });

  it('a new operation is named in every client by its x-sdk, with no client code written', () => {
    const head = structuredClone(base);
    head.paths['/contracts/{id}'].delete = {
      operationId: 'deleteContract',
      tags: ['Contracts'],
      responses: { 204: { description: 'Deleted.' } },
    };
    const [bare] = surfaceDiff(base, head).operations.added;
    expect(bare).toMatchObject({ id: 'deleteContract', method: 'DELETE' });
    // Without x-sdk no client can name it (and lint refuses it).
    expect(wrapperMethods(root, bare)).toEqual({ TypeScript: null, Python: null, Ruby: null, Java: null });
    head.paths['/contracts/{id}'].delete['x-sdk'] = { resource: 'contracts', method: 'delete' };
    const [added] = surfaceDiff(base, head).operations.added;
    expect(wrapperMethods(root, added)).toEqual({
      TypeScript: 'client.contracts.delete()',
      Python: 'client.contracts.delete()',
      Ruby: 'client.contracts.delete',
      Java: 'client.contracts().delete(…)',
    });
    const md = renderMarkdown({
      lint: [],
      changes: { breaking: [], nonBreaking: [], documentation: [] },
      bump: { needed: 'minor', pending: 'minor', applied: 'none', has: 'minor', changesets: [] },
      surface: surfaceDiff(base, head),
      methods: [{ ...added, kind: 'added', clients: wrapperMethods(root, added), breaking: [] }],
      failures: [],
      ok: true,
    });
    expect(md).toContain('| `DELETE /contracts/{id}` `deleteContract` | added | `client.contracts.delete()` | `client.contracts.delete()` | `client.contracts.delete` | `client.contracts().delete(…)` |');
  });

  it('documentation edits are the documentation keywords that differ, not properties that happen to be named so', () => {
    const a = { paths: { '/a': { get: { summary: 'a', responses: {} } } }, components: { schemas: { S: { properties: { title: { type: 'string' } } } } } };
    const b = structuredClone(a);
    b.paths['/a'].get.summary = 'b';
    b.components.schemas.S.properties.title.description = 'new';
    b.components.schemas.S.properties.title.type = 'integer';
    expect(documentationChanges(a, b)).toEqual(['/paths/~1a/get/summary', '/components/schemas/S/properties/title/description']);
  });

  it('an unknown git ref is refused with a clear message', () => {
    expect(() => bundleAtRef(root, 'no-such-ref-anywhere')).toThrow(/cannot bundle the spec at no-such-ref-anywhere/);
  });
});
