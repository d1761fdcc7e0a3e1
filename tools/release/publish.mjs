#!/usr/bin/env node
// Publishes the release that `pnpm release:dry` built and tested: PyPI, RubyGems, Maven Central, then npm and the
// git tags. A DRY RUN BY DEFAULT: without --for-real it only prints what it would run, and runs nothing.
//
//   pnpm release:publish                 # prints the plan: commands, artefacts, which credentials are set
//   pnpm release:publish --for-real      # publishes (only where the version is not there yet)
//   options: --only pypi,rubygems,maven,npm   --dist DIR (default dist/)
//
// --for-real first checks, before anything is uploaded:
//   - dist/SHA256SUMS matches every file, and the files are the versions that the package.json files say now
//     (so run `pnpm version-packages`, commit, `pnpm release:dry`, then publish);
//   - every credential of the chosen registries is in the environment (nothing is read from files, nothing is
//     written to disk but a settings file that names environment variables, never their values).
// Then, in this order (npm last, because `changeset publish` also creates the git tags of every released package):
//   pypi      twine check --strict, then twine upload --skip-existing of dist/python/* (twine pinned below, in a
//             throwaway venv). TWINE_API_TOKEN (sent as __token__), or TWINE_USERNAME and TWINE_PASSWORD;
//             TWINE_REPOSITORY_URL picks another index (TestPyPI: https://test.pypi.org/legacy/).
//   rubygems  gem push dist/ruby/<gem>. GEM_HOST_API_KEY (RUBYGEMS_HOST for another host). Skipped when
//             rubygems.org already has the version.
//   maven     mvn -Prelease -DskipTests deploy in packages/client-java: the release profile signs the jar, pom,
//             sources and javadoc (MAVEN_GPG_KEY, MAVEN_GPG_PASSPHRASE) and uploads them to Maven Central through
//             the Central Publisher Portal (OSSRH's successor since June 2025) with the server "central":
//             MAVEN_CENTRAL_USERNAME and MAVEN_CENTRAL_PASSWORD, a Portal user token (OSSRH_USERNAME and
//             OSSRH_PASSWORD are read when those are not set). The jars are reproducible: it builds them first
//             and refuses to deploy unless they are the bytes in dist/SHA256SUMS. Skipped when Maven Central
//             already has the version.
//   npm       changeset publish: publishes @contract-analysis/client when npm does not have its version yet (the
//             only public npm package), and tags every released package in git (`<name>@<version>`; private ones
//             too, privatePackages.tag). NPM_TOKEN, through a throwaway npmrc that refers to ${NPM_TOKEN}.
// Afterwards: `git push --follow-tags`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseSums, releaseInfo, root, sha256File } from './lib.mjs';

export const TWINE_VERSION = '6.2.0';
export const REGISTRIES = ['pypi', 'rubygems', 'maven', 'npm'];

/** The credentials of each registry: `all` must be set, or one of the `anyOf` sets. */
export const CREDENTIALS = {
  pypi: { anyOf: [['TWINE_API_TOKEN'], ['TWINE_USERNAME', 'TWINE_PASSWORD']] },
  rubygems: { anyOf: [['GEM_HOST_API_KEY']] },
  maven: {
    anyOf: [
      ['MAVEN_CENTRAL_USERNAME', 'MAVEN_CENTRAL_PASSWORD', 'MAVEN_GPG_KEY', 'MAVEN_GPG_PASSPHRASE'],
      ['OSSRH_USERNAME', 'OSSRH_PASSWORD', 'MAVEN_GPG_KEY', 'MAVEN_GPG_PASSPHRASE'],
    ],
  },
  npm: { anyOf: [['NPM_TOKEN']] },
};

/** The names still needed, as "A + B or C" ('' when a whole set is there). Values are never read out. */
export function missingCredentials(registry, env = process.env) {
  const sets = CREDENTIALS[registry].anyOf;
  if (sets.some((names) => names.every((n) => env[n]))) return '';
  return sets.map((names) => names.filter((n) => !env[n]).join(' + ')).join(' or ');
}

const MAVEN_SETTINGS = `<settings xmlns="http://maven.apache.org/SETTINGS/1.0.0">
  <!-- Written by tools/release/publish.mjs for one run: it names environment variables, never their values. -->
  <servers>
    <server>
      <id>central</id>
      <username>\${env.MAVEN_CENTRAL_USERNAME}</username>
      <password>\${env.MAVEN_CENTRAL_PASSWORD}</password>
    </server>
  </servers>
</settings>
`;

/** The steps of a release, as data: what `--for-real` runs and what the default run prints. */
export function plan({ dist = join(root, 'dist'), only = REGISTRIES } = {}) {
  const info = releaseInfo();
  const rel = (f) => relative(root, join(dist, f)) || '.';
  const steps = [];
  if (only.includes('pypi')) {
    const files = info.python.files.map(rel);
    steps.push({
      registry: 'pypi',
      what: `${info.python.package} ${info.python.version} to PyPI`,
      artefacts: info.python.files,
      commands: [
        { cmd: 'python3', args: ['-m', 'venv', '<tmp>/twine'], note: `then <tmp>/twine/bin/pip install twine==${TWINE_VERSION}` },
        { cmd: '<tmp>/twine/bin/twine', args: ['check', '--strict', ...files] },
        { cmd: '<tmp>/twine/bin/twine', args: ['upload', '--non-interactive', '--skip-existing', ...files] },
      ],
    });
  }
  if (only.includes('rubygems')) {
    steps.push({
      registry: 'rubygems',
      what: `${info.ruby.package} ${info.ruby.version} to RubyGems`,
      artefacts: info.ruby.files,
      exists: `https://rubygems.org/api/v2/rubygems/${info.ruby.package}/versions/${info.ruby.version}.json`,
      commands: [{ cmd: 'gem', args: ['push', rel(info.ruby.files[0])] }],
    });
  }
  if (only.includes('maven')) {
    const v = info.java.version;
    steps.push({
      registry: 'maven',
      what: `${info.java.package} ${v} to Maven Central`,
      artefacts: info.java.files,
      exists: `https://repo1.maven.org/maven2/com/contractanalysis/contract-analysis-client/${v}/contract-analysis-client-${v}.pom`,
      commands: [
        { cmd: 'mvn', args: ['-B', '-q', '-DskipTests', 'clean', 'package'], cwd: 'packages/client-java', note: 'the jars must equal dist/SHA256SUMS' },
        { cmd: 'mvn', args: ['-B', '-Prelease', '-DskipTests', '-s', '<tmp>/settings.xml', 'deploy'], cwd: 'packages/client-java' },
      ],
    });
  }
  if (only.includes('npm')) {
    steps.push({
      registry: 'npm',
      what: `${info.node.package} ${info.node.version} to npm, and the git tags of every released package`,
      artefacts: info.node.files,
      commands: [{ cmd: 'pnpm', args: ['exec', 'changeset', 'publish'], note: 'NPM_CONFIG_USERCONFIG=<tmp>/npmrc with //registry.npmjs.org/:_authToken=${NPM_TOKEN}' }],
    });
  }
  return { info, steps };
}

/** dist/ holds exactly the tested artefacts of the current versions. Returns the problems. */
export function verifyDist(dist, steps) {
  const sumsFile = join(dist, 'SHA256SUMS');
  if (!existsSync(sumsFile)) return [`${relative(root, sumsFile)} is missing: run \`pnpm release:dry\` first`];
  const sums = parseSums(readFileSync(sumsFile, 'utf8'));
  const problems = [];
  for (const step of steps) {
    for (const f of step.artefacts) {
      const file = join(dist, f);
      if (!sums[f]) problems.push(`${f} is not in SHA256SUMS: is dist/ from an earlier version? run \`pnpm release:dry\``);
      else if (!existsSync(file)) problems.push(`${f} is missing`);
      else if (sha256File(file) !== sums[f]) problems.push(`${f} does not match SHA256SUMS`);
    }
  }
  return problems;
}

function show({ cmd, args, cwd, note }) {
  return `${cwd ? `(cd ${cwd} && ` : ''}${[cmd, ...args].join(' ')}${cwd ? ')' : ''}${note ? `   # ${note}` : ''}`;
}

function exec(cmd, args, { cwd = root, env = process.env } = {}) {
  return new Promise((resolveExec, reject) => {
    console.log(`$ ${[cmd, ...args].join(' ')}`);
    const child = spawn(cmd, args, { cwd, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolveExec() : reject(new Error(`${cmd} ${args[0]} failed (exit ${code})`))));
  });
}

async function exists(url) {
  const r = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(20_000) });
  if (r.status === 200) return true;
  if (r.status === 404) return false;
  throw new Error(`${url} answered ${r.status}`);
}

async function publishForReal(steps, dist) {
  const tmp = mkdtempSync(join(tmpdir(), 'release-publish-'));
  try {
    for (const step of steps) {
      console.log(`\n== ${step.what}`);
      if (step.exists && (await exists(step.exists))) {
        console.log(`already published (${step.exists}): skipped`);
        continue;
      }
      if (step.registry === 'pypi') {
        const venv = join(tmp, 'twine');
        await exec('python3', ['-m', 'venv', venv]);
        await exec(join(venv, 'bin/python'), ['-m', 'pip', 'install', '-q', `twine==${TWINE_VERSION}`]);
        const env = { ...process.env };
        if (env.TWINE_API_TOKEN) Object.assign(env, { TWINE_USERNAME: '__token__', TWINE_PASSWORD: env.TWINE_API_TOKEN });
        const files = step.artefacts.map((f) => join(dist, f));
        await exec(join(venv, 'bin/twine'), ['check', '--strict', ...files], { env });
        await exec(join(venv, 'bin/twine'), ['upload', '--non-interactive', '--skip-existing', ...files], { env });
      } else if (step.registry === 'rubygems') {
        await exec('gem', ['push', join(dist, step.artefacts[0])]);
      } else if (step.registry === 'maven') {
        const cwd = join(root, 'packages/client-java');
        await exec('mvn', ['-B', '-q', '-DskipTests', 'clean', 'package'], { cwd });
        for (const f of step.artefacts.filter((a) => a.endsWith('.jar'))) {
          const built = join(cwd, 'target', basename(f));
          if (sha256File(built) !== sha256File(join(dist, f))) throw new Error(`${basename(f)} rebuilt differs from the tested one in dist/: run \`pnpm release:dry\` again`);
        }
        const settings = join(tmp, 'settings.xml');
        writeFileSync(settings, MAVEN_SETTINGS);
        const env = {
          ...process.env,
          MAVEN_CENTRAL_USERNAME: process.env.MAVEN_CENTRAL_USERNAME || process.env.OSSRH_USERNAME,
          MAVEN_CENTRAL_PASSWORD: process.env.MAVEN_CENTRAL_PASSWORD || process.env.OSSRH_PASSWORD,
        };
        await exec('mvn', ['-B', '-Prelease', '-DskipTests', '-s', settings, 'deploy'], { cwd, env });
      } else if (step.registry === 'npm') {
        const npmrc = join(tmp, 'npmrc');
        writeFileSync(npmrc, '//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n');
        await exec('pnpm', ['exec', 'changeset', 'publish'], { env: { ...process.env, NPM_CONFIG_USERCONFIG: npmrc } });
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'for-real': { type: 'boolean', default: false },
      only: { type: 'string' },
      dist: { type: 'string', default: join(root, 'dist') },
    },
  });
  const only = values.only ? values.only.split(',').map((s) => s.trim()) : REGISTRIES;
  const unknown = only.filter((r) => !REGISTRIES.includes(r));
  if (unknown.length) throw new Error(`--only: unknown registry ${unknown.join(', ')} (known: ${REGISTRIES.join(', ')})`);
  const dist = resolve(values.dist);
  const { info, steps } = plan({ dist, only });
  const forReal = values['for-real'];

  console.log(forReal ? 'PUBLISHING FOR REAL' : 'DRY RUN: nothing is published, nothing is run (add --for-real to publish)');
  console.log(`spec ${info.spec}; artefacts from ${relative(root, dist) || '.'}/\n`);
  for (const step of steps) {
    const missing = missingCredentials(step.registry);
    console.log(`== ${step.what}`);
    console.log(`   credentials: ${missing ? `MISSING ${missing}` : 'set'}`);
    for (const c of step.commands) console.log(`   ${show(c)}`);
  }
  const problems = verifyDist(dist, steps);
  console.log(`\nartefacts: ${problems.length ? `\n  ${problems.join('\n  ')}` : 'dist/ matches SHA256SUMS and the current versions'}`);
  if (!forReal) {
    console.log('\nThen: git push --follow-tags');
    return 0;
  }

  for (const s of steps) {
    const missing = missingCredentials(s.registry);
    if (missing) problems.push(`${s.registry}: credentials missing from the environment: ${missing}`);
  }
  if (problems.length) {
    console.error(`\nrefusing to publish:\n  ${problems.join('\n  ')}`);
    return 1;
  }
  await publishForReal(steps, dist);
  console.log('\npublished. Now: git push --follow-tags');
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(`publish: ${err.message}`);
      process.exit(1);
    },
  );
}
