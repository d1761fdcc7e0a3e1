#!/usr/bin/env node
// The spec review that a pull request shows: one Markdown comment.
//
//   pnpm spec:review --base <ref>                 # the spec at <ref> against the working tree's spec
//   pnpm spec:review --base-bundle spec/baseline/openapi.json [--head-bundle FILE] [--out FILE] [--json FILE]
//                    [--reference NAME] [--changesets-root DIR]
//
// It lints the head bundle (spec/redocly.yaml), lists oasdiff's changes grouped breaking / non-breaking /
// documentation, works out the bump the change needs (tools/release/spec-bump-check.mjs) against the pending
// changesets (.changeset/*.md), and shows what each client's surface gains, loses or changes (surface.mjs).
// Exit code: 0 green; 1 when the change is breaking without a major bump in the pending changesets (or already
// applied to info.version), or when the head bundle has lint errors; 2 when it cannot run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bumpBetween, maxBump, pendingBump, rank, readPendingChangesets } from '../release/changesets.mjs';
import { classifySpecChange, SPEC_PACKAGE } from '../release/spec-bump-check.mjs';
import { bundleAtRef, bundleDir, commitOf, redoclyBin, redoclyEnv } from './bundles.mjs';
import { CLIENTS, surfaceDiff, wrapperMethods } from './surface.mjs';

/** The hidden marker by which the workflow finds its own comment to update it. */
export const MARKER = '<!-- contract-analysis:spec-review -->';
const DOC_WORDS = new Set(['description', 'summary', 'example', 'examples', 'title', 'externalDocs', 'x-codeSamples']);

/** Lints a bundle with the spec's ruleset: [{ severity, rule, message, pointer }]. */
export function lint(root, bundle) {
  const work = mkdtempSync(join(tmpdir(), 'spec-review-lint-'));
  try {
    const file = join(work, 'openapi.json');
    writeFileSync(file, JSON.stringify(bundle, null, 2));
    const r = spawnSync(redoclyBin(root), ['lint', file, '--config', join(root, 'spec', 'redocly.yaml'), '--format=json'], {
      cwd: join(root, 'spec'),
      env: redoclyEnv,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const start = r.stdout?.indexOf('{') ?? -1;
    if (start < 0) throw new Error(`redocly lint gave no report: ${r.stderr || r.error?.message}`);
    const report = JSON.parse(r.stdout.slice(start));
    return report.problems.map((p) => ({
      severity: p.severity,
      rule: p.ruleId,
      message: p.message,
      pointer: p.location?.[0]?.pointer?.replace(/^#/, '') ?? '',
    }));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Documentation edits between two bundles, as JSON Pointers into the head bundle ('/components/schemas/X/description'):
 * every description, summary, example(s), title, externalDocs or x-codeSamples that was added, removed or changed.
 * Read from the bundles themselves rather than from oasdiff's diff, which repeats an edit at every place that
 * reaches the schema through a $ref.
 */
export function documentationChanges(base, head) {
  const out = [];
  const esc = (k) => String(k).replaceAll('~', '~0').replaceAll('/', '~1');
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const walk = (a, b, ptr, inProperties) => {
    const isObj = (x) => x && typeof x === 'object';
    if (!isObj(a) || !isObj(b) || Array.isArray(a) !== Array.isArray(b)) return;
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const p = `${ptr}/${esc(k)}`;
      if (!inProperties && !Array.isArray(a) && DOC_WORDS.has(k)) {
        if (!same(a[k], b[k])) out.push(p);
      } else walk(a[k], b[k], p, !Array.isArray(a) && (k === 'properties' || k === 'patternProperties'));
    }
  };
  walk(base, head, '', false);
  return out;
}

/**
 * The whole review: { lint, changes: { breaking, nonBreaking, documentation }, bump: { needed, pending, applied,
 * has }, surface, methods, failures, ok }.
 */
export function review({ root, base, head, oasdiff, changesets }) {
  oasdiff ??= join(root, '.tools', 'bin', 'oasdiff');
  if (!existsSync(oasdiff)) throw new Error(`oasdiff is not installed at ${oasdiff}; run tools/setup.sh`);
  changesets ??= readPendingChangesets(root);
  const findings = lint(root, head);
  const { needed, changes } = classifySpecChange(base, head, { oasdiff });
  const grouped = {
    breaking: changes.filter((c) => c.level === 'ERR'),
    nonBreaking: changes.filter((c) => c.level !== 'ERR'),
    documentation: documentationChanges(base, head),
  };
  const pending = pendingBump(changesets, SPEC_PACKAGE);
  let applied = 'none';
  try {
    applied = bumpBetween(base.info?.version, head.info?.version);
  } catch {
    applied = 'none';
  }
  const has = maxBump(pending, applied);
  const surface = surfaceDiff(base, head);
  // The client methods to name: every operation the surface diff lists, and every operation oasdiff names.
  const ops = new Map();
  for (const [kind, list] of Object.entries(surface.operations)) for (const o of list) ops.set(o.id, { ...o, kind });
  const methods = [...ops.values()].map((o) => ({
    ...o,
    clients: wrapperMethods(root, o),
    breaking: grouped.breaking.filter((c) => c.operationId === o.id || c.where === `${o.method} ${o.path}`).map((c) => c.text),
  }));
  if (grouped.breaking.length) {
    for (const c of grouped.breaking) {
      if (c.operationId && !ops.has(c.operationId)) {
        // A break oasdiff sees that the shape comparison does not (rare: a changed security scheme, say).
        const [method, path] = c.where.split(' ');
        methods.push({ id: c.operationId, method, path, kind: 'changed', because: [c.text], clients: wrapperMethods(root, { id: c.operationId, method, path, sdk: (head.paths?.[path] ?? base.paths?.[path])?.[method.toLowerCase()]?.['x-sdk'] }), breaking: [c.text] });
        ops.set(c.operationId, true);
      }
    }
  }
  const failures = [];
  const errors = findings.filter((f) => f.severity === 'error');
  if (errors.length) failures.push(`${errors.length} lint error${errors.length > 1 ? 's' : ''}`);
  if (needed === 'major' && rank(has) < rank('major')) failures.push('a breaking change without a major bump');
  return { lint: findings, changes: grouped, bump: { needed, pending, applied, has, changesets }, surface, methods, failures, ok: failures.length === 0 };
}

// --- Markdown -------------------------------------------------------------------------------------------------

const code = (s) => `\`${String(s).replaceAll('`', "'")}\``;
const esc = (s) => String(s).replaceAll('|', '\\|').replaceAll('\n', ' ');
const plural = (n, w) => `${n} ${w}${n === 1 ? '' : 's'}`;
const BUMP_WORD = { none: 'none', patch: 'patch', minor: 'minor', major: '**major**' };

/** The comment. `title` names the two sides, e.g. "main (abc1234) → this pull request". */
export function renderMarkdown(r, { title = 'base → head', reference } = {}) {
  const L = [MARKER];
  const verdict = r.ok
    ? `✅ ${r.bump.needed === 'none' ? 'no change to the API' : `needs a ${r.bump.needed} bump`}`
    : `❌ ${r.failures.join('; ')}`;
  L.push(`## Spec review: ${verdict}`, '', `Compared: ${title}.`, '');
  const errors = r.lint.filter((f) => f.severity === 'error').length;
  const warnings = r.lint.length - errors;
  L.push('| | |', '|---|---|');
  L.push(`| Lint (spec/redocly.yaml) | ${errors || warnings ? `${plural(errors, 'error')}, ${plural(warnings, 'warning')}` : 'clean'} |`);
  L.push(
    `| Changes (oasdiff) | ${plural(r.changes.breaking.length, 'breaking change')}, ${r.changes.nonBreaking.length} non-breaking, ` +
      `${plural(r.changes.documentation.length, 'documentation edit')} |`,
  );
  L.push(`| Bump the change needs | ${BUMP_WORD[r.bump.needed]} |`);
  L.push(
    `| Bump it has | ${BUMP_WORD[r.bump.has]} (pending changesets for ${code(SPEC_PACKAGE)}: ${r.bump.pending}; ` +
      `info.version: ${r.bump.applied === 'none' ? 'unchanged' : `${r.bump.applied} bump`}) |`,
  );
  L.push('');

  if (r.lint.length) {
    L.push('### Lint findings', '', '| Severity | Rule | Where | Message |', '|---|---|---|---|');
    for (const f of r.lint) L.push(`| ${f.severity} | ${code(f.rule)} | ${code(f.pointer || '/')} | ${esc(f.message)} |`);
    L.push('');
  }

  L.push('### Changes');
  const line = (c) => `- ${c.where ? `${code(c.where)}${c.operationId ? ` (${code(c.operationId)})` : ''}: ` : ''}${esc(c.text)}`;
  const group = (name, items, fmt) => {
    L.push('', `#### ${name} (${items.length})`);
    if (!items.length) L.push('', 'None.');
    else L.push('', ...items.slice(0, 100).map(fmt), ...(items.length > 100 ? [`- … and ${items.length - 100} more`] : []));
  };
  group('Breaking', r.changes.breaking, line);
  group('Non-breaking', r.changes.nonBreaking, line);
  group('Documentation', r.changes.documentation, (d) => `- ${code(d)}`);
  L.push('');

  L.push('### Version bump', '');
  if (r.bump.needed === 'none') L.push('The API description does not change: no bump needed.');
  else {
    const why = { major: 'it has a breaking change', minor: 'it changes the API without breaking it', patch: 'it changes documentation only' }[r.bump.needed];
    L.push(`This change needs a **${r.bump.needed}** bump of ${code(SPEC_PACKAGE)} because ${why}.`);
    const sets = r.bump.changesets.filter((c) => c.releases[SPEC_PACKAGE]);
    if (sets.length) L.push('', 'Pending changesets that bump the spec:', '', ...sets.map((c) => `- ${code(c.file)}: ${c.releases[SPEC_PACKAGE]}`));
    else L.push('', 'No pending changeset bumps the spec.');
    if (rank(r.bump.has) < rank(r.bump.needed)) {
      L.push(
        '',
        `${r.bump.needed === 'major' ? '❌' : '⚠️'} It has ${r.bump.has === 'none' ? 'no bump' : `only a ${r.bump.has} bump`}: ` +
          `add a changeset (${code('pnpm changeset')}) that gives ${code(SPEC_PACKAGE)} a ${r.bump.needed} bump and ` +
          `${code('@contract-analysis/client')} at least a patch.`,
      );
    }
  }
  L.push('');

  L.push('### Client impact', '');
  if (!r.methods.length) L.push('No operation changes shape: the generated clients gain, lose and change nothing.');
  else {
    L.push(`| Operation | Change | ${CLIENTS.map((c) => c.name).join(' | ')} |`, `|---|---|${CLIENTS.map(() => '---|').join('')}`);
    const sorted = [...r.methods].sort((a, b) => (b.breaking.length > 0) - (a.breaking.length > 0) || a.id.localeCompare(b.id));
    for (const m of sorted) {
      const what = m.kind === 'added' ? 'added' : m.kind === 'removed' ? '**removed**' : `changed: ${esc(m.because.join('; '))}`;
      const cells = CLIENTS.map((c) => {
        const call = m.clients[c.name];
        return call ? code(call) : 'no method (the operation has no x-sdk)';
      });
      L.push(`| ${m.breaking.length ? '❌ ' : ''}${code(`${m.method} ${m.path}`)} ${code(m.id)} | ${what} | ${cells.join(' | ')} |`);
    }
  }
  const s = r.surface.schemas;
  if (s.added.length + s.removed.length + s.changed.length) {
    L.push('', '| Types | Schemas | ' + CLIENTS.map((c) => c.name).join(' | ') + ' |', `|---|---|${CLIENTS.map(() => '---|').join('')}`);
    for (const [kind, names] of [['added', s.added], ['removed', s.removed], ['changed', s.changed]]) {
      for (const n of names) L.push(`| ${kind} | ${code(n)} | ${CLIENTS.map((c) => code(c.type(n))).join(' | ')} |`);
    }
  }
  if (reference) L.push('', `The rendered reference is attached to the workflow run as the artefact ${code(reference)}.`);
  L.push('', `<sub>Run it locally: ${code('pnpm spec:review --base <ref>')}.</sub>`, '');
  return L.join('\n');
}

function main() {
  const here = dirname(fileURLToPath(import.meta.url));
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: resolve(here, '..', '..') },
      base: { type: 'string' },
      'base-bundle': { type: 'string' },
      'head-bundle': { type: 'string' },
      oasdiff: { type: 'string' },
      out: { type: 'string' },
      json: { type: 'string' },
      reference: { type: 'string' },
      // Where .changeset/ is read from (default: --root); the tests point it at a layout of their own.
      'changesets-root': { type: 'string' },
    },
  });
  const root = resolve(values.root);
  let r;
  let title;
  try {
    if (!values.base === !values['base-bundle']) throw new Error('give one of --base <git ref> or --base-bundle <file>');
    const base = values.base ? bundleAtRef(root, values.base) : JSON.parse(readFileSync(values['base-bundle'], 'utf8'));
    const head = values['head-bundle'] ? JSON.parse(readFileSync(values['head-bundle'], 'utf8')) : bundleDir(root, join(root, 'spec'));
    const baseName = values.base ? `${code(values.base)} (${commitOf(root, values.base)}, spec ${base.info?.version})` : `${code(values['base-bundle'])} (spec ${base.info?.version})`;
    title = `${baseName} → ${values['head-bundle'] ? code(values['head-bundle']) : 'the working tree'} (spec ${head.info?.version})`;
    const changesets = readPendingChangesets(resolve(values['changesets-root'] ?? root));
    r = review({ root, base, head, oasdiff: values.oasdiff, changesets });
  } catch (err) {
    console.error(`spec-review: ${err.message}`);
    process.exit(2);
  }
  const md = renderMarkdown(r, { title, reference: values.reference });
  if (values.out) writeFileSync(values.out, md);
  else process.stdout.write(md);
  if (values.json) writeFileSync(values.json, JSON.stringify({ ok: r.ok, failures: r.failures, bump: { ...r.bump, changesets: undefined } }, null, 2));
  if (!r.ok) {
    console.error(`spec-review: ${r.failures.join('; ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
