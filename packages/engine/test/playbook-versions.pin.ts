// Pins each built-in playbook's version to the fingerprint of its definition (test/fixtures/playbook-versions.json),
// after the package is built from the current source:
//
//   pnpm --filter @contract-analysis/engine playbooks:pin          pins playbooks whose version was raised by one
//   pnpm --filter @contract-analysis/engine playbooks:pin --bump   also raises the version of every playbook whose
//                                                                  checks changed (its `version:` line in src/playbooks)
//   pnpm --filter @contract-analysis/engine playbooks:pin --amend  re-pins changed checks under the version they have:
//                                                                  only for a version no release has published yet
//                                                                  (its changeset still pending), which the change joins
//
// Without --amend it refuses to pin changed checks under an old version, a version raised with nothing changed, or a
// jump of more than one.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listBuiltInPlaybooks, playbookFingerprint } from '../dist/index.js';
import { PINS_FILE, pinProblem, readPins, type Pins } from './playbook-versions.ts';

const bump = process.argv.includes('--bump');
const amend = process.argv.includes('--amend');
if (bump && amend) throw new Error('--bump or --amend, not both');
const sources = fileURLToPath(new URL('../src/playbooks/', import.meta.url));

/** Sets the `version:` line that follows `id: '<id>'` in the playbook's source file. */
function raiseVersion(id: string, version: number): string {
  for (const f of readdirSync(sources).filter((x) => x.endsWith('.ts'))) {
    const text = readFileSync(sources + f, 'utf8');
    const at = text.indexOf(`id: '${id}'`);
    if (at < 0) continue;
    const line = /^(\s*version: )\d+,$/m;
    const after = text.slice(at);
    if (!line.test(after)) break;
    writeFileSync(sources + f, text.slice(0, at) + after.replace(line, `$1${version},`));
    return `src/playbooks/${f}`;
  }
  throw new Error(`no \`version:\` line after id '${id}' in src/playbooks`);
}

const pins = readPins();
const next: Pins = {};
const errors: string[] = [];
for (const p of listBuiltInPlaybooks()) {
  const fingerprint = playbookFingerprint(p);
  const pin = pins[p.id];
  const problem = pinProblem(p, fingerprint, pin);
  if (!problem || !pin || (pin.fingerprint !== fingerprint && p.version === pin.version + 1)) {
    if (problem) console.log(`${p.id}: version ${p.version} pinned`);
    next[p.id] = { version: p.version, fingerprint };
  } else if (amend && pin.fingerprint !== fingerprint && p.version === pin.version) {
    console.log(`${p.id}: checks changed; version ${p.version} (not yet released) re-pinned`);
    next[p.id] = { version: p.version, fingerprint };
  } else if (bump && pin.fingerprint !== fingerprint && p.version <= pin.version) {
    const file = raiseVersion(p.id, pin.version + 1);
    console.log(`${p.id}: checks changed; version ${pin.version} -> ${pin.version + 1} (${file}), pinned`);
    next[p.id] = { version: pin.version + 1, fingerprint };
  } else {
    errors.push(problem);
    next[p.id] = pin;
  }
}
for (const id of Object.keys(pins)) if (!next[id]) console.log(`${id}: no longer built in, pin removed`);
writeFileSync(PINS_FILE, `${JSON.stringify(next, null, 2)}\n`);
if (errors.length) {
  console.error(errors.join('\n'));
  process.exit(1);
}
if (bump) console.log('Rebuild the engine (the built package still has the old versions) and say in a changeset what changed.');
