// Bundles the split spec (openapi.yaml and the files it references) into dist/openapi.json,
// the one artefact that every generator, test and server consumes. The JSON is pretty-printed
// so that lint findings on the bundle point at readable lines.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(here, 'dist', 'openapi.json');
mkdirSync(dirname(out), { recursive: true });
execFileSync('redocly', ['bundle', 'openapi.yaml', '--output', out], {
  cwd: here,
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
writeFileSync(out, JSON.stringify(JSON.parse(readFileSync(out, 'utf8')), null, 2) + '\n');
