#!/usr/bin/env node
// Fails when a template override no longer matches the pinned generator's template it was derived from.
//
// templates/overrides.json records, for every file under templates/<lang>/, the path of the upstream
// template inside the openapi-generator JAR and the SHA-256 of that upstream file when the override was
// written. This script reads each upstream template out of the pinned JAR (the version in
// openapitools.json, stored in storageDir) and compares. A mismatch means the generator changed the
// template under the override: re-derive the override from the new upstream, then update the hash.
// It also fails on an override file that overrides.json does not list (an unreviewed override).
//
// Usage: node tools/openapi-generator/check-templates.mjs [lang...]
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const config = JSON.parse(readFileSync(join(here, 'openapitools.json'), 'utf8'))['generator-cli'];
const jar = join(root, config.storageDir, `${config.version}.jar`);
const manifest = JSON.parse(readFileSync(join(here, 'templates', 'overrides.json'), 'utf8'));
const langs = process.argv.slice(2);

function readFromJar(entry) {
  try {
    return execFileSync('unzip', ['-p', jar, entry], { maxBuffer: 1 << 24, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    // No unzip: the JDK's jar tool extracts it.
    const dir = mkdtempSync(join(tmpdir(), 'oag-tpl-'));
    try {
      execFileSync('jar', ['xf', jar, entry], { cwd: dir, stdio: 'ignore' });
      const file = join(dir, entry);
      return existsSync(file) ? readFileSync(file) : null;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

if (!existsSync(jar)) {
  console.error(`check-templates: ${jar} is missing; run tools/setup.sh`);
  process.exit(1);
}
const sha = (buf) => createHash('sha256').update(buf).digest('hex');
let failed = 0;
const templatesDir = join(here, 'templates');
const onDisk = walk(templatesDir)
  .map((p) => relative(templatesDir, p).split('\\').join('/'))
  .filter((p) => p !== 'overrides.json');
for (const file of onDisk) {
  if (langs.length && !langs.includes(file.split('/')[0])) continue;
  const entry = manifest[file];
  if (!entry) {
    console.error(`check-templates: ${file} has no entry in templates/overrides.json`);
    failed++;
    continue;
  }
  if (entry.upstream === null) {
    // A template of our own (registered under `x-files` in openapitools.json), derived from nothing upstream.
    console.log(`check-templates: ${file} is our own template`);
    continue;
  }
  const upstream = readFromJar(entry.upstream);
  if (!upstream) {
    console.error(`check-templates: ${file}: ${entry.upstream} is not in openapi-generator ${config.version}`);
    failed++;
  } else if (sha(upstream) !== entry.sha256) {
    console.error(
      `check-templates: ${file} was derived from ${entry.upstream} with SHA-256 ${entry.sha256}, ` +
        `but openapi-generator ${config.version} ships ${sha(upstream)}. Re-derive the override and update the hash.`,
    );
    failed++;
  } else {
    console.log(`check-templates: ${file} matches ${entry.upstream} of ${config.version}`);
  }
}
for (const file of Object.keys(manifest)) {
  if (!onDisk.includes(file)) {
    console.error(`check-templates: templates/overrides.json lists ${file}, which does not exist`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
