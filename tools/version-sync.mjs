#!/usr/bin/env node
// Keeps each client's native manifest at the version of its bridge package.json.
//
//   node tools/version-sync.mjs [--check] [--root DIR]
//
// Changesets versions the bridge packages (`privatePackages.version: true` in .changeset/config.json), so a
// release bumps packages/<client>/package.json only. This script then writes that version into the
// manifests that the language's own tools read, in every packages/* folder (and spec/) that has them:
//   - pyproject.toml                 `version = "..."` of the [project] table (PEP 440: 1.3.0-rc.1 -> 1.3.0rc1)
//   - src/**/_version.py, __init__.py a literal `__version__ = "..."`
//   - lib/**/version.rb              `VERSION = "..."`
//   - pom.xml                        the project's own <version> (not the parent's, a dependency's or a plugin's)
//   - openapi.yaml                   `version:` of the top-level `info:` map (spec/: the spec's own version)
// A manifest that already has the version is left alone (not even rewritten). Generated folders are skipped.
// --check writes nothing and exits 1 when a manifest differs from its bridge (CI runs it with the tools' tests).
// `pnpm version-packages` runs `changeset version` and then this script.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SKIP_DIRS = new Set(['node_modules', 'generated', '.generated', '_generated', 'build', 'dist', 'target', '.venv']);

/** The PEP 440 spelling of a semver version (changesets' pre-releases are `-<tag>.<n>`). */
export function pep440(version) {
  const m = /^(\d+\.\d+\.\d+)(?:-([A-Za-z]+)\.?(\d+)?)?$/.exec(version);
  if (!m) throw new Error(`version-sync: ${version} has no PEP 440 equivalent`);
  const [, release, tag, n = '0'] = m;
  if (!tag) return release;
  const pre = { alpha: 'a', a: 'a', beta: 'b', b: 'b', rc: 'rc', c: 'rc', pre: 'rc', preview: 'rc' }[tag.toLowerCase()];
  if (pre) return `${release}${pre}${n}`;
  if (tag.toLowerCase() === 'dev') return `${release}.dev${n}`;
  throw new Error(`version-sync: ${version} has no PEP 440 equivalent (pre-release tag "${tag}")`);
}

/** Replaces the value captured by group 2 of `re` (group 1 and 3 are kept); null when `re` does not match. */
function replaceCaptured(text, re, value) {
  const m = re.exec(text);
  if (!m) return null;
  const start = m.index + m[1].length;
  return { current: m[2], next: text.slice(0, start) + value + text.slice(start + m[2].length) };
}

/** pyproject.toml: `version` in the [project] table only. */
export function setPyproject(text, version) {
  const header = /^\[project\][ \t]*$/m.exec(text);
  if (!header) return null;
  const bodyStart = header.index + header[0].length;
  const nextTable = /^\[/m.exec(text.slice(bodyStart));
  const bodyEnd = nextTable ? bodyStart + nextTable.index : text.length;
  const r = replaceCaptured(text.slice(bodyStart, bodyEnd), /^(version\s*=\s*["'])([^"']*)(["'])/m, pep440(version));
  if (!r) return null;
  return { current: r.current, next: text.slice(0, bodyStart) + r.next + text.slice(bodyEnd) };
}

/** A literal `__version__ = "..."` (in _version.py or __init__.py). */
export function setDunderVersion(text, version) {
  return replaceCaptured(text, /^(__version__\s*(?::\s*str\s*)?=\s*["'])([^"']*)(["'])/m, pep440(version));
}

/** A Ruby `VERSION = "..."` constant. */
export function setRubyVersion(text, version) {
  return replaceCaptured(text, /^([ \t]*VERSION\s*=\s*["'])([^"']*)(["'])/m, version);
}

/** The <version> that is a direct child of <project> in a pom.xml (comments and CDATA are ignored). */
export function setPomVersion(text, version) {
  // Blank out comments and CDATA (same length, so offsets stay valid) before looking at tags.
  const masked = text.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g, (s) => ' '.repeat(s.length));
  const tag = /<(\/?)([A-Za-z_][\w.:-]*)[^>]*?(\/?)>/g;
  const stack = [];
  let m;
  while ((m = tag.exec(masked))) {
    const [whole, closing, name, selfClosing] = m;
    if (closing) {
      stack.pop();
      continue;
    }
    if (selfClosing) continue;
    if (name === 'version' && stack.length === 1 && stack[0] === 'project') {
      const start = m.index + whole.length;
      const end = masked.indexOf('</version>', start);
      if (end < 0) return null;
      return { current: text.slice(start, end).trim(), next: text.slice(0, start) + version + text.slice(end) };
    }
    stack.push(name);
  }
  return null;
}

/** openapi.yaml: `version` directly under the top-level `info:` map (block style, as spec/openapi.yaml is written). */
export function setOpenapiInfoVersion(text, version) {
  const header = /^info:[ \t]*(?:#.*)?$/m.exec(text);
  if (!header) return null;
  const bodyStart = header.index + header[0].length;
  const nextTopLevel = /^[^\s#]/m.exec(text.slice(bodyStart));
  const bodyEnd = nextTopLevel ? bodyStart + nextTopLevel.index : text.length;
  const body = text.slice(bodyStart, bodyEnd);
  const indent = /^([ \t]+)\S/m.exec(body)?.[1];
  if (!indent) return null;
  const re = new RegExp(`^(${indent}version:[ \\t]*["']?)([^"'\\s#]+)(["']?)`, 'm');
  const r = replaceCaptured(body, re, version);
  if (!r) return null;
  return { current: r.current, next: text.slice(0, bodyStart) + r.next + text.slice(bodyEnd) };
}

function walk(dir, match) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    if (SKIP_DIRS.has(name) || name.startsWith('.') || name.endsWith('.egg-info')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p, match));
    else if (match(name)) out.push(p);
  }
  return out;
}

/** The native manifests of one package folder, each with the function that sets its version. */
export function manifestsOf(folder) {
  const found = [];
  const add = (file, set) => existsSync(file) && found.push({ file, set });
  add(join(folder, 'pyproject.toml'), setPyproject);
  for (const f of walk(join(folder, 'src'), (n) => n === '_version.py' || n === '__init__.py')) {
    if (/^__version__\s*(?::\s*str\s*)?=\s*["']/m.test(readFileSync(f, 'utf8'))) found.push({ file: f, set: setDunderVersion });
  }
  for (const f of walk(join(folder, 'lib'), (n) => n === 'version.rb')) found.push({ file: f, set: setRubyVersion });
  add(join(folder, 'pom.xml'), setPomVersion);
  add(join(folder, 'openapi.yaml'), setOpenapiInfoVersion);
  return found;
}

/** The folders that version-sync looks at: every packages/* folder, and spec/. */
function packageFolders(root) {
  const packagesDir = join(root, 'packages');
  const folders = existsSync(packagesDir) ? readdirSync(packagesDir).sort().map((name) => join(packagesDir, name)) : [];
  return [...folders, join(root, 'spec')];
}

/**
 * Syncs every packages/* folder (and spec/) under `root`. Returns one entry per manifest:
 * { package, file, from, to, changed } (`changed`: it differed; with `write`, it was rewritten).
 */
export function syncVersions(root, { write = true } = {}) {
  const results = [];
  for (const folder of packageFolders(root)) {
    const pkgPath = join(folder, 'package.json');
    if (!existsSync(pkgPath)) continue;
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
    if (!pkg.version) continue;
    for (const { file, set } of manifestsOf(folder)) {
      const text = readFileSync(file, 'utf8');
      const r = set(text, pkg.version);
      const rel = relative(root, file).split('\\').join('/');
      if (!r) throw new Error(`version-sync: no version found in ${rel}`);
      const changed = r.next !== text;
      if (changed && write) writeFileSync(file, r.next);
      results.push({ package: pkg.name, file: rel, from: r.current, to: pkg.version, changed });
    }
  }
  return results;
}

function main() {
  const argv = process.argv.slice(2);
  const check = argv.includes('--check');
  const i = argv.indexOf('--root');
  const root = i >= 0 ? resolve(argv[i + 1]) : resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const results = syncVersions(root, { write: !check });
  for (const r of results) {
    const what = r.changed ? (check ? `is ${r.from}, but ${r.package} is ${r.to}` : `${r.from} -> ${r.to}`) : `${r.to} (unchanged)`;
    console.log(`version-sync: ${r.file} ${what}`);
  }
  const drift = results.filter((r) => r.changed);
  if (check && drift.length) {
    console.error(`version-sync: ${drift.length} manifest(s) differ from their package.json; run \`node tools/version-sync.mjs\``);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
