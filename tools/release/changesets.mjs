// Small helpers around changesets for the release tools: the pending changesets in .changeset/ and bump
// arithmetic. A changeset is a Markdown file with a YAML front matter that maps package names to bumps:
//
//   ---
//   "@contract-analysis/spec": minor
//   "@contract-analysis/client": patch
//   ---
//   What changed, for the changelog.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';

export const BUMPS = ['none', 'patch', 'minor', 'major'];
export const rank = (bump) => {
  const i = BUMPS.indexOf(bump);
  if (i < 0) throw new Error(`unknown bump "${bump}"`);
  return i;
};
export const maxBump = (...bumps) => bumps.reduce((a, b) => (rank(b) > rank(a) ? b : a), 'none');

/** Parses one changeset file's text: { releases: { name: bump }, summary }. */
export function parseChangeset(text, file = 'changeset') {
  const m = /^\s*---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(text);
  if (!m) throw new Error(`${file}: no front matter (--- ... ---)`);
  const releases = parseYaml(m[1]) ?? {};
  if (typeof releases !== 'object' || Array.isArray(releases)) throw new Error(`${file}: the front matter is not a map of package: bump`);
  for (const [name, bump] of Object.entries(releases)) {
    if (!['patch', 'minor', 'major', 'none'].includes(bump)) throw new Error(`${file}: "${name}: ${bump}" is not patch, minor, major or none`);
  }
  return { releases, summary: m[2].trim() };
}

/** The pending changesets of a repository (every .changeset/*.md except README.md). */
export function readPendingChangesets(root) {
  const dir = join(root, '.changeset');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f.toLowerCase() !== 'readme.md')
    .sort()
    .map((f) => ({ file: `.changeset/${f}`, ...parseChangeset(readFileSync(join(dir, f), 'utf8'), `.changeset/${f}`) }));
}

/** The highest bump that the pending changesets give `name` ('none' when no changeset names it). */
export function pendingBump(changesets, name) {
  return maxBump(...changesets.map((c) => c.releases[name] ?? 'none'));
}

const parse = (v) => {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?(?:\+.*)?$/.exec(String(v));
  if (!m) throw new Error(`"${v}" is not a semver version`);
  return m.slice(1, 4).map(Number);
};

/** The bump that turns `from` into `to`: 'none' | 'patch' | 'minor' | 'major'; throws when `to` is lower. */
export function bumpBetween(from, to) {
  const [a, b] = [parse(from), parse(to)];
  for (let i = 0; i < 3; i++) {
    if (b[i] > a[i]) return ['major', 'minor', 'patch'][i];
    if (b[i] < a[i]) throw new Error(`version ${to} is lower than ${from}`);
  }
  return 'none';
}
