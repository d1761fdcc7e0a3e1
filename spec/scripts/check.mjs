// Spec review for pull requests: `pnpm spec:check`.
//   1. lint the bundle with our ruleset (redocly.yaml),
//   2. compare it with the last released spec (baseline/openapi.json) with oasdiff: print the
//      change list and fail on a breaking change unless info.version's major moved,
//   3. render the HTML reference (dist/reference.html): one self-contained, offline file (scripts/reference.mjs).
// Options (used by the tests): --spec <bundle> --baseline <bundle> --out <dir>.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repo = resolve(here, '..');
const { values } = parseArgs({
  options: {
    spec: { type: 'string', default: join(here, 'dist', 'openapi.json') },
    baseline: { type: 'string', default: join(here, 'baseline', 'openapi.json') },
    out: { type: 'string', default: join(here, 'dist') },
  },
});
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const oasdiff = join(repo, '.tools', 'bin', 'oasdiff');
mkdirSync(values.out, { recursive: true });

function run(title, cmd, args) {
  console.log(`\n== ${title}\n$ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: here, env, encoding: 'utf8' });
  process.stdout.write(r.stdout ?? '');
  process.stderr.write(r.stderr ?? '');
  if (r.error) console.error(r.error.message);
  return { ok: r.status === 0, stdout: r.stdout ?? '' };
}

const major = (file) => Number(JSON.parse(readFileSync(file, 'utf8')).info.version.split('.')[0]);
const failures = [];

// 1. Lint.
if (!run('lint (redocly.yaml)', 'redocly', ['lint', values.spec, '--config', join(here, 'redocly.yaml'), '--format=stylish']).ok) {
  failures.push('lint');
}

// 2. Changes against the last release.
if (!existsSync(oasdiff)) {
  console.error(`oasdiff is not installed at ${oasdiff}; run tools/setup.sh`);
  failures.push('breaking-change check');
} else {
  const changelog = run('changes since the last release', oasdiff, ['changelog', values.baseline, values.spec, '--format', 'text']);
  writeFileSync(join(values.out, 'changes.txt'), changelog.stdout);
  const breaking = run('breaking changes', oasdiff, ['breaking', values.baseline, values.spec, '--fail-on', 'ERR', '--format', 'text']);
  if (!breaking.ok) {
    const [from, to] = [major(values.baseline), major(values.spec)];
    if (to > from) {
      console.log(`Breaking changes are allowed: info.version moves from major ${from} to ${to}.`);
    } else {
      console.error(`Breaking changes need a new major version (info.version is still ${to}.x).`);
      failures.push('breaking-change check');
    }
  }
}

// 3. The HTML reference.
if (!run('reference docs', process.execPath, [join(here, 'scripts', 'reference.mjs'), '--spec', values.spec, '--out', join(values.out, 'reference.html')]).ok) {
  failures.push('reference docs');
}

if (failures.length) {
  console.error(`\nspec:check failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nspec:check passed');
