// Built-in playbook versions and the content they stand for. test/fixtures/playbook-versions.json pins each built-in
// playbook's version to the fingerprint of its definition (playbookFingerprint: what a user sees of its checks and the
// terms they grade by); playbook-versions.test.ts fails when the two part, and playbook-versions.pin.ts records them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Pin {
  version: number;
  fingerprint: string;
}
export type Pins = Record<string, Pin>;

export const PINS_FILE = fileURLToPath(new URL('./fixtures/playbook-versions.json', import.meta.url));
export const PIN_COMMAND = 'pnpm --filter @contract-analysis/engine playbooks:pin';

export function readPins(): Pins {
  return JSON.parse(readFileSync(PINS_FILE, 'utf8')) as Pins;
}

/** What is wrong with a built-in playbook's version given its pin, or null when they agree. */
export function pinProblem(p: { id: string; version: number }, fingerprint: string, pin: Pin | undefined): string | null {
  if (!pin) return `${p.id} has no pinned version: run \`${PIN_COMMAND}\` to pin version ${p.version}.`;
  if (pin.fingerprint === fingerprint) {
    return p.version === pin.version ? null : `${p.id} is at version ${p.version} but its checks are those pinned at version ${pin.version}: a version moves only when the checks change; put \`version: ${pin.version}\` back.`;
  }
  if (p.version <= pin.version) {
    return `${p.id}'s checks changed (ids, wording, positions or thresholds) but its version is still ${p.version}: run \`${PIN_COMMAND} --bump\` (raises it to ${pin.version + 1} and pins it), and say what changed in a changeset for @contract-analysis/server (or \`--amend\` when no release has published version ${p.version} yet: the change joins it).`;
  }
  return p.version === pin.version + 1
    ? `${p.id} was raised to version ${p.version} but not pinned: run \`${PIN_COMMAND}\`.`
    : `${p.id} jumps from version ${pin.version} to ${p.version}: a change raises the version by one (\`version: ${pin.version + 1}\`), then run \`${PIN_COMMAND}\`.`;
}
