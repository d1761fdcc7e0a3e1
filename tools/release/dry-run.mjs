#!/usr/bin/env node
// `pnpm release:dry`: builds every release artefact into dist/ with SHA256SUMS, then proves that each one installs
// into a clean, throwaway environment and works there, the way a user would get it from its registry.
//
//   node tools/release/dry-run.mjs [--no-build] [--keep] [--upstream URL] [--document FILE]
//
//  1. build    `turbo run build` for the four clients (cache hits when nothing changed); --no-build skips it (the
//              turbo task `release-dry` of @contract-analysis/tools depends on the builds instead).
//  2. collect  dist/npm/contract-analysis-client-<v>.tgz            `pnpm pack` of packages/client-ts
//              dist/python/contract_analysis_client-<v>-py3-none-any.whl   the wheel and the sdist of packages/client-python
//              dist/python/contract_analysis_client-<v>.tar.gz
//              dist/ruby/contract_analysis-<v>.gem                   packages/client-ruby's gem
//              dist/maven/contract-analysis-client-<v>.jar           packages/client-java's jar, its -sources.jar and
//              dist/maven/contract-analysis-client-<v>-sources.jar   -javadoc.jar, and its pom
//              dist/maven/contract-analysis-client-<v>-javadoc.jar
//              dist/maven/contract-analysis-client-<v>.pom
//              dist/SHA256SUMS (`sha256sum -c SHA256SUMS` checks it), dist/release-dry.json (what this run proved)
//              Each artefact's version is its package.json's, and its content is checked (no workspace: or catalog:
//              range in the npm package.json, the generated code inside the wheel, the gem and the jar, ...).
//  3. serve    Prism (`prism mock --errors` on spec/dist/openapi.json) behind a small proxy on 127.0.0.1 that asks
//              Prism for the spec's `completed` review example (the `__example=completed` selector) and records each
//              request's User-Agent. --upstream URL (e.g. http://127.0.0.1:8080/v1 with CONTRACT_ANALYSIS_API_KEY)
//              puts a running server behind the proxy instead.
//  4. install  in parallel, each into its own temporary folder, with the machine's tools and none of this
//              repository's paths (PATH without node_modules/.bin, no VIRTUAL_ENV, GEM_*, RUBYLIB, CLASSPATH, npm_*):
//              node    a temporary npm project: `npm install <tarball>` (openapi-fetch comes from the registry)
//              python  a fresh venv: `pip install <wheel>` with its dependencies from PyPI, pinned by
//                      tools/requirements.txt as constraints; the sdist must build into the same wheel
//              ruby    a GEM_HOME: `gem install --local <gem>` (json is the system's gem)
//              java    `mvn deploy:deploy-file` of the jar, its pom, sources and javadoc into a file repository, then
//                      a temporary Maven project that depends on it, with a temporary local repository (so that no
//                      copy cached by an earlier run can stand in for this jar) and the machine's ~/.m2 as a
//                      read-only file repository for the jar's own dependencies and the plugins
//  5. smoke    in each environment, tools/release/smoke/smoke.{mjs,py,rb}, Smoke.java reviews a real NDA and checks
//              risk_score and issues (the Node one runs on the machine's node and on this one, when they differ);
//              the npm package's own quick start (examples/quickstart.mjs on its examples/mutual-nda.txt) runs too;
//              then each client's User-Agent must be `contract-analysis-<lang>/<its version> (spec <the bundle's
//              info.version>; <runtime> <version>)`.
// Nothing stays running: Prism's process group and every child are killed at the end, on failure and on a signal.
// Temporary folders are removed (--keep keeps them and prints where).
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, createServer } from 'node:http';
import { homedir, tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startPrism, waitAnswering } from '../contract-tests/prism.mjs';
import {
  cleanEnv,
  killAll,
  killGroup,
  machinePath,
  readZip,
  releaseInfo,
  root,
  run,
  sha256File,
  which,
  zipEntries,
} from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const smokeDir = join(here, 'smoke');
const dist = join(root, 'dist');
const API_KEY = 'cas_test_releaseDryRun0001';
const MAVEN = { deploy: '3.1.4', dependency: '3.8.1', compiler: '3.13.0', resources: '3.3.1' };

const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    upstream: { type: 'string' },
    document: { type: 'string' },
  },
});

const t0 = Date.now();
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
const log = (msg) => process.stdout.write(`[release:dry ${secs(Date.now() - t0).padStart(7)}] ${msg}\n`);
const fail = (msg) => {
  throw new Error(msg);
};
const timings = {};
async function timed(name, fn) {
  const start = Date.now();
  try {
    return await fn();
  } finally {
    timings[name] = Math.round((Date.now() - start) / 100) / 10;
  }
}

const work = mkdtempSync(join(tmpdir(), 'release-dry-'));
let prism;
let proxy;
let cleaned;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  killAll('SIGKILL');
  if (prism) {
    killGroup(prism, 'SIGTERM');
    for (let i = 0; i < 40 && prism.exitCode === null && prism.signalCode === null; i++) await delay(50);
    killGroup(prism, 'SIGKILL');
  }
  if (proxy) await new Promise((r) => proxy.close(r));
  if (opts.keep) log(`kept the throwaway environments in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    log(`${sig}: stopping`);
    cleanup().finally(() => process.exit(128 + { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[sig]));
  });
}
process.on('exit', () => {
  killAll('SIGKILL');
  if (prism) killGroup(prism, 'SIGKILL');
});

// ---------------------------------------------------------------------------------------------------------------
// 1-2. Build and collect.

const info = releaseInfo();

async function build() {
  if (opts['no-build']) return log('build: skipped (--no-build)');
  const filters = ['client', 'client-python', 'client-ruby', 'client-java'].map((p) => `--filter=@contract-analysis/${p}`);
  log(`build: turbo run build ${filters.join(' ')}`);
  const r = await run('pnpm', ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], { timeoutMs: 900_000 });
  const summary = r.stdout.match(/Cached:\s+.*|Time:\s+.*/g) ?? [];
  log(`build: done (${summary.join(', ').replace(/\s+/g, ' ')})`);
}

function tarList(file) {
  return run('tar', ['-tzf', file]).then((r) => r.stdout.split('\n').filter(Boolean));
}
async function tarRead(file, entry, { gzip = true } = {}) {
  const r = await run('tar', [gzip ? '-xzOf' : '-xOf', file, entry]);
  return r.stdout;
}

async function collect() {
  rmSync(dist, { recursive: true, force: true });
  for (const d of ['npm', 'python', 'ruby', 'maven']) mkdirSync(join(dist, d), { recursive: true });
  const need = (file, hint) => existsSync(file) || fail(`${relative(root, file)} is missing: ${hint}`);
  const build = 'run `pnpm build` (or drop --no-build)';

  // npm
  const ts = join(root, 'packages/client-ts');
  need(join(ts, 'dist/index.js'), build);
  await run('pnpm', ['pack', '--pack-destination', join(dist, 'npm')], { cwd: ts });
  // python
  const [wheel, sdist] = info.python.files.map((f) => join(root, 'packages/client-python/dist', basename(f)));
  for (const f of [wheel, sdist]) need(f, build);
  copyFileSync(wheel, join(dist, 'python', basename(wheel)));
  copyFileSync(sdist, join(dist, 'python', basename(sdist)));
  // ruby
  const gem = join(root, 'packages/client-ruby/dist', basename(info.ruby.files[0]));
  need(gem, build);
  copyFileSync(gem, join(dist, 'ruby', basename(gem)));
  // maven
  for (const f of info.java.files) {
    const from = f.endsWith('.pom') ? join(root, 'packages/client-java/pom.xml') : join(root, 'packages/client-java/target', basename(f));
    need(from, build);
    copyFileSync(from, join(dist, f));
  }
  const expected = ['node', 'python', 'ruby', 'java'].flatMap((l) => info[l].files).sort();
  const found = ['npm', 'python', 'ruby', 'maven'].flatMap((d) => readdirSync(join(dist, d)).map((f) => `${d}/${f}`)).sort();
  if (JSON.stringify(found) !== JSON.stringify(expected)) fail(`dist/ holds ${found.join(', ')}; expected ${expected.join(', ')}`);
  const sums = expected.map((f) => `${sha256File(join(dist, f))}  ${f}`).join('\n') + '\n';
  writeFileSync(join(dist, 'SHA256SUMS'), sums);
  log(`collect: ${expected.length} artefacts in dist/, checksums in dist/SHA256SUMS`);
  return expected;
}

/** What is inside each artefact, checked before anything is installed. */
async function inspect() {
  const problems = [];
  const expect = (ok, what) => ok || problems.push(what);

  // npm: the manifest that npm will read, with every workspace:/catalog: range replaced.
  const tgz = join(dist, info.node.files[0]);
  const entries = await tarList(tgz);
  const manifest = JSON.parse(await tarRead(tgz, 'package/package.json'));
  expect(manifest.version === info.node.version, `npm: version ${manifest.version}, not ${info.node.version}`);
  expect(!/"(workspace|catalog):/.test(JSON.stringify(manifest)), 'npm: package.json still has a workspace: or catalog: range');
  expect(/^\d+\.\d+\.\d+$/.test(manifest.dependencies?.['openapi-fetch'] ?? ''), 'npm: openapi-fetch is not a pinned dependency');
  for (const f of ['package/dist/index.js', 'package/dist/index.d.ts', 'package/README.md']) expect(entries.includes(f), `npm: no ${f}`);
  expect(!entries.some((e) => e.startsWith('package/src/') || e.startsWith('package/test/')), 'npm: sources or tests in the tarball');

  // python: the wheel has the face, the generated code and the typing marker; the sdist has what builds it.
  const wheel = join(dist, info.python.files[0]);
  const names = zipEntries(wheel);
  const distInfo = `contract_analysis_client-${info.python.version}.dist-info`;
  for (const f of ['contract_analysis/__init__.py', 'contract_analysis/py.typed', 'contract_analysis/_generated/sdk.py', 'contract_analysis/_generated/models/contract.py', `${distInfo}/METADATA`]) {
    expect(names.includes(f), `wheel: no ${f}`);
  }
  const metadata = readZip(wheel, (n) => n === `${distInfo}/METADATA`)[`${distInfo}/METADATA`]?.toString('utf8') ?? '';
  expect(metadata.includes(`\nVersion: ${info.python.version}\n`), 'wheel: METADATA has another version');
  expect(!names.some((n) => n.startsWith('tests/')), 'wheel: tests in the wheel');
  const sdistEntries = await tarList(join(dist, info.python.files[1]));
  const top = `contract_analysis_client-${info.python.version}`;
  for (const f of ['pyproject.toml', 'PKG-INFO', 'src/contract_analysis/_generated/sdk.py']) expect(sdistEntries.includes(`${top}/${f}`), `sdist: no ${f}`);

  // ruby: the gem's metadata (version, files of the face and of the generated module).
  const gemFile = join(dist, info.ruby.files[0]);
  const gemMeta = (await run('sh', ['-c', 'tar -xOf "$1" metadata.gz | gzip -dc', 'sh', gemFile])).stdout;
  expect(new RegExp(`^version: !ruby/object:Gem::Version\\s+version: ${info.ruby.version.replaceAll('.', '\\.')}$`, 'm').test(gemMeta), 'gem: metadata has another version');
  for (const f of ['lib/contract_analysis.rb', 'generated/lib/contract_analysis/sdk.rb', 'generated/lib/contract_analysis_generated/models/contract.rb']) expect(gemMeta.includes(`- ${f}`), `gem: no ${f}`);

  // java: classes (face, generated, BuildInfo), sources and javadoc.
  const [jar, sources, javadoc] = info.java.files.map((f) => join(dist, f));
  const classes = zipEntries(jar);
  for (const f of ['com/contractanalysis/ContractAnalysisClient.class', 'com/contractanalysis/generated/BuildInfo.class', 'com/contractanalysis/Contracts.class']) {
    expect(classes.includes(f), `jar: no ${f}`);
  }
  const src = zipEntries(sources);
  for (const f of ['com/contractanalysis/ContractAnalysisClient.java', 'com/contractanalysis/generated/BuildInfo.java']) expect(src.includes(f), `sources jar: no ${f}`);
  const doc = zipEntries(javadoc);
  for (const f of ['index.html', 'com/contractanalysis/ContractAnalysisClient.html']) expect(doc.includes(f), `javadoc jar: no ${f}`);
  const pom = readFileSync(join(dist, info.java.files[3]), 'utf8');
  expect(pom.includes(`<version>${info.java.version}</version>`), 'pom: another version');

  const real = problems.filter(Boolean);
  if (real.length) fail(`the artefacts are not what they should be:\n  ${real.join('\n  ')}`);
  log('inspect: every artefact has its version and the files it needs');
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Prism (or the upstream) behind a recording proxy.

const userAgents = [];

async function serve() {
  let upstream = opts.upstream?.replace(/\/+$/, '');
  const mock = !upstream;
  if (mock) {
    const spec = join(root, 'spec/dist/openapi.json');
    if (!existsSync(spec)) fail('spec/dist/openapi.json is missing: run `pnpm build`');
    const started = startPrism(['mock', '--errors', spec]);
    prism = started.child;
    upstream = await started.listening;
  } else {
    await waitAnswering(upstream, 10_000, 'the upstream').catch((err) => fail(err.message));
  }
  const target = new URL(upstream);
  const basePath = target.pathname.replace(/\/+$/, '');
  proxy = createServer((req, res) => {
    userAgents.push({ ua: req.headers['user-agent'] ?? '', method: req.method, path: req.url });
    const url = new URL(req.url, 'http://proxy');
    // The spec's completed review example, which has a risk_score and issues (the default 201 example is queued).
    if (mock && req.method === 'POST' && url.pathname === '/contracts/review') url.searchParams.set('__example', 'completed');
    const headers = { ...req.headers, host: target.host };
    const out = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: basePath + url.pathname + url.search, headers },
      (up) => {
        res.writeHead(up.statusCode, up.headers);
        up.pipe(res);
      },
    );
    out.on('error', (err) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`release:dry proxy: ${err.message}`);
    });
    req.pipe(out);
  });
  const proxyPort = await new Promise((r) => proxy.listen(0, '127.0.0.1', () => r(proxy.address().port)));
  log(`serve: ${mock ? `Prism mock (pid ${prism.pid})` : upstream} behind http://127.0.0.1:${proxyPort}`);
  return `http://127.0.0.1:${proxyPort}`;
}

// ---------------------------------------------------------------------------------------------------------------
// 4-5. Install each artefact into a throwaway environment and run its smoke script there.

function smokeDocument() {
  if (opts.document) return resolve(opts.document);
  const commonPaper = resolve(root, '..', 'shared', 'data', 'commonpaper-mnda', 'Mutual-NDA.md');
  return existsSync(commonPaper) ? commonPaper : join(smokeDir, 'nda.txt');
}

function lastJson(stdout, what) {
  const line = stdout.trim().split('\n').filter((l) => l.startsWith('{')).pop();
  if (!line) fail(`${what}: the smoke script printed no result\n${stdout}`);
  return JSON.parse(line);
}

async function installNode(ctx) {
  const dir = join(work, 'node');
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'release-dry-smoke', private: true, type: 'module' }, null, 2));
  const env = cleanEnv({ npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' });
  const npm = which('npm', env.PATH) ?? fail('npm is not on the PATH');
  const install = await run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', join(dist, info.node.files[0])], { cwd: dir, env, timeoutMs: 240_000 });
  cpSync(join(smokeDir, 'smoke.mjs'), join(dir, 'smoke.mjs'));
  const runtimes = [...new Set([which('node', env.PATH), process.execPath].filter(Boolean))];
  const results = [];
  for (const node of runtimes) {
    const r = await run(node, ['smoke.mjs'], { cwd: dir, env: { ...env, ...ctx.env }, timeoutMs: 60_000 });
    results.push(lastJson(r.stdout, 'node'));
  }
  // The README's quick start, as the package ships it, on the sample contract it ships with.
  const examples = join(dir, 'node_modules/@contract-analysis/client/examples');
  const quick = await run(process.execPath, ['quickstart.mjs', 'mutual-nda.txt'], { cwd: examples, env: { ...env, ...ctx.env }, timeoutMs: 60_000 });
  if (!/^ctr_\w+ completed: risk \d+/m.test(quick.stdout)) fail(`node: the quick start did not review the sample contract:\n${quick.stdout}`);
  results[0].quickstart = quick.stdout.split('\n')[0];
  return { install: install.seconds, results };
}

async function installPython(ctx) {
  const dir = join(work, 'python');
  mkdirSync(dir);
  const env = cleanEnv({ PIP_DISABLE_PIP_VERSION_CHECK: '1', PIP_NO_INPUT: '1' });
  const python = which('python3', env.PATH) ?? fail('python3 is not on the PATH');
  await run(python, ['-m', 'venv', join(dir, 'venv')], { cwd: dir, env });
  const venvPython = join(dir, 'venv/bin/python');
  const install = await run(
    venvPython,
    ['-m', 'pip', 'install', '-q', '--constraint', join(root, 'tools/requirements.txt'), join(dist, info.python.files[0])],
    { cwd: dir, env, timeoutMs: 300_000 },
  );
  // The sdist must build into the same wheel (the build backend comes from the repository's .venv, no isolation).
  const repoPython = join(root, '.venv/bin/python');
  if (existsSync(repoPython)) {
    const out = join(dir, 'from-sdist');
    await run(repoPython, ['-m', 'pip', 'wheel', '-q', '--no-deps', '--no-build-isolation', '--wheel-dir', out, join(dist, info.python.files[1])], { cwd: dir, env, timeoutMs: 180_000 });
    const rebuilt = readdirSync(out).find((f) => f.endsWith('.whl')) ?? fail('the sdist built no wheel');
    const a = zipEntries(join(dist, info.python.files[0])).sort();
    const b = zipEntries(join(out, rebuilt)).sort();
    if (rebuilt !== basename(info.python.files[0]) || JSON.stringify(a) !== JSON.stringify(b)) {
      fail(`the sdist builds ${rebuilt} with other files than the wheel:\n  ${[...a.filter((x) => !b.includes(x)), ...b.filter((x) => !a.includes(x))].join('\n  ')}`);
    }
  }
  cpSync(join(smokeDir, 'smoke.py'), join(dir, 'smoke.py'));
  const r = await run(venvPython, ['-I', 'smoke.py'], { cwd: dir, env: { ...env, ...ctx.env }, timeoutMs: 60_000 });
  // The README's quick start as written, with the sample NDA shipped beside it.
  for (const f of ['quickstart.py', 'nda.txt']) cpSync(join(root, 'packages/client-python/examples', f), join(dir, f));
  await run(venvPython, ['-I', 'quickstart.py'], { cwd: dir, env: { ...env, ...ctx.env }, timeoutMs: 60_000 });
  return { install: install.seconds, results: [lastJson(r.stdout, 'python')] };
}

async function installRuby(ctx) {
  const dir = join(work, 'ruby');
  const gems = join(dir, 'gems');
  mkdirSync(gems, { recursive: true });
  const base = cleanEnv();
  const gem = which('gem', base.PATH) ?? fail('gem is not on the PATH');
  const systemPath = (await run(gem, ['env', 'gempath'], { cwd: dir, env: base })).stdout.trim();
  const env = { ...base, GEM_HOME: gems, GEM_PATH: [gems, systemPath].join(':') };
  const install = await run(gem, ['install', '--local', '--no-document', join(dist, info.ruby.files[0])], { cwd: dir, env, timeoutMs: 120_000 });
  cpSync(join(smokeDir, 'smoke.rb'), join(dir, 'smoke.rb'));
  const ruby = which('ruby', env.PATH) ?? fail('ruby is not on the PATH');
  const r = await run(ruby, ['smoke.rb'], { cwd: dir, env: { ...env, ...ctx.env }, timeoutMs: 60_000 });
  // The README's quick start as written, with the sample NDA shipped beside it.
  for (const f of ['quickstart.rb', 'nda.txt']) cpSync(join(root, 'packages/client-ruby/examples', f), join(dir, f));
  await run(ruby, ['quickstart.rb'], { cwd: dir, env: { ...env, ...ctx.env }, timeoutMs: 60_000 });
  return { install: install.seconds, results: [lastJson(r.stdout, 'ruby')] };
}

/** The slf4j-api version the client's transport brings (the client's pom names it for its own tests' backend). */
function slf4jVersion() {
  const pom = readFileSync(join(root, 'packages/client-java/pom.xml'), 'utf8');
  return /<slf4j\.version>([^<]+)<\/slf4j\.version>/.exec(pom)?.[1] ?? fail('packages/client-java/pom.xml names no slf4j.version');
}

function smokePom(releaseRepo, machineRepo) {
  const repo = (id, url, checksums) =>
    `<id>${id}</id><url>${url}</url><releases><checksumPolicy>${checksums}</checksumPolicy></releases><snapshots><enabled>false</enabled></snapshots>`;
  const plugin = (a, v) => `<plugin><groupId>org.apache.maven.plugins</groupId><artifactId>${a}</artifactId><version>${v}</version></plugin>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- Written by tools/release/dry-run.mjs: a user's project that depends on the released jar. -->
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>release.dry</groupId>
  <artifactId>smoke</artifactId>
  <version>0</version>
  <properties>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
    <maven.compiler.release>17</maven.compiler.release>
  </properties>
  <repositories>
    <repository>${repo('release-dry', releaseRepo, 'fail')}</repository>
    <repository>${repo('machine-m2', machineRepo, 'ignore')}</repository>
  </repositories>
  <pluginRepositories>
    <pluginRepository>${repo('machine-m2', machineRepo, 'ignore')}</pluginRepository>
  </pluginRepositories>
  <dependencies>
    <dependency>
      <groupId>com.contractanalysis</groupId>
      <artifactId>contract-analysis-client</artifactId>
      <version>${info.java.version}</version>
    </dependency>
    <!-- A user picks the logging backend of the slf4j-api the client brings; this one picks none (no-op). -->
    <dependency>
      <groupId>org.slf4j</groupId>
      <artifactId>slf4j-nop</artifactId>
      <version>${slf4jVersion()}</version>
    </dependency>
  </dependencies>
  <build>
    <plugins>
      ${plugin('maven-compiler-plugin', MAVEN.compiler)}
      ${plugin('maven-resources-plugin', MAVEN.resources)}
    </plugins>
  </build>
</project>
`;
}

async function installJava(ctx) {
  const dir = join(work, 'java');
  const releaseRepo = join(dir, 'release-repo');
  const localRepo = join(dir, 'm2-local');
  const project = join(dir, 'project');
  mkdirSync(join(project, 'src/main/java'), { recursive: true });
  const env = cleanEnv({ MAVEN_OPTS: process.env.MAVEN_OPTS ?? '-XX:TieredStopAtLevel=1' });
  const mvn = which('mvn', env.PATH) ?? fail('mvn is not on the PATH');
  const [jar, sources, javadoc, pom] = info.java.files.map((f) => join(dist, f));
  // What `mvn deploy` does, into a file repository: the jar, its pom, sources and javadoc, with checksums.
  const deploy = await run(
    mvn,
    [
      '-B', '-q', `org.apache.maven.plugins:maven-deploy-plugin:${MAVEN.deploy}:deploy-file`,
      `-Durl=file://${releaseRepo}`, '-DrepositoryId=release-dry',
      `-Dfile=${jar}`, `-DpomFile=${pom}`, `-Dsources=${sources}`, `-Djavadoc=${javadoc}`,
    ],
    { cwd: dir, env, timeoutMs: 240_000 },
  );
  const deployed = join(releaseRepo, 'com/contractanalysis/contract-analysis-client', info.java.version);
  for (const f of info.java.files) if (!existsSync(join(deployed, basename(f)))) fail(`deploy-file did not publish ${basename(f)}`);

  // The smoke project reads plugins from the machine's ~/.m2 through a file repository: put the ones that the
  // client's own build has not used there first (once; the normal local repository and its remotes do it).
  const machineRepo = join(homedir(), '.m2', 'repository');
  for (const [artifact, version] of [['maven-dependency-plugin', MAVEN.dependency], ['maven-compiler-plugin', MAVEN.compiler], ['maven-resources-plugin', MAVEN.resources]]) {
    if (!existsSync(join(machineRepo, 'org/apache/maven/plugins', artifact, version))) {
      await run(mvn, ['-B', '-q', `-Dmaven.repo.local=${machineRepo}`, `org.apache.maven.plugins:${artifact}:${version}:help`], { cwd: dir, env, timeoutMs: 240_000 });
    }
  }
  writeFileSync(join(project, 'pom.xml'), smokePom(`file://${releaseRepo}`, `file://${machineRepo}`));
  cpSync(join(smokeDir, 'Smoke.java'), join(project, 'src/main/java/Smoke.java'));
  const resolve = await run(
    mvn,
    [
      '-B', '-q', `-Dmaven.repo.local=${localRepo}`, 'compile',
      `org.apache.maven.plugins:maven-dependency-plugin:${MAVEN.dependency}:build-classpath`,
      '-Dmdep.outputFile=classpath.txt', '-Dmdep.includeScope=runtime',
    ],
    { cwd: project, env, timeoutMs: 300_000 },
  );
  const classpath = readFileSync(join(project, 'classpath.txt'), 'utf8').trim();
  const resolvedJar = classpath.split(':').find((p) => basename(p) === basename(jar)) ?? fail(`the classpath has no ${basename(jar)}: ${classpath}`);
  if (sha256File(resolvedJar) !== sha256File(jar)) fail(`Maven resolved another ${basename(jar)} (${resolvedJar}) than dist/'s`);
  const java = which('java', env.PATH) ?? fail('java is not on the PATH');
  const r = await run(java, [`-Dsmoke.repository=${localRepo}`, '-cp', `target/classes:${classpath}`, 'Smoke'], {
    cwd: project,
    env: { ...env, ...ctx.env },
    timeoutMs: 60_000,
  });
  return { install: deploy.seconds + resolve.seconds, results: [lastJson(r.stdout, 'java')] };
}

// ---------------------------------------------------------------------------------------------------------------

function checkUserAgents(results) {
  const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const spec = esc(info.spec);
  const expected = {
    node: new RegExp(`^contract-analysis-node/${esc(info.node.version)} \\(spec ${spec}; node \\d+\\.\\d+\\.\\d+\\)$`),
    python: new RegExp(`^contract-analysis-python/${esc(info.python.version)} \\(spec ${spec}; python \\d+\\.\\d+\\.\\d+\\S*\\)$`),
    ruby: new RegExp(`^contract-analysis-ruby/${esc(info.ruby.version)} \\(spec ${spec}; ruby \\d+\\.\\d+\\.\\d+\\)$`),
    java: new RegExp(`^contract-analysis-java/${esc(info.java.version)} \\(spec ${spec}; java \\S+\\)$`),
  };
  const seen = {};
  for (const { ua } of userAgents) {
    const lang = /^contract-analysis-(node|python|ruby|java)\//.exec(ua)?.[1];
    if (!lang) fail(`a request came with the User-Agent "${ua}"`);
    if (!expected[lang].test(ua)) fail(`the ${lang} client sent "User-Agent: ${ua}", expected ${expected[lang]}`);
    (seen[lang] ??= new Set()).add(ua);
  }
  for (const lang of Object.keys(results)) if (!seen[lang]) fail(`no request came from the ${lang} client`);
  return Object.fromEntries(Object.entries(seen).map(([k, v]) => [k, [...v]]));
}

async function main() {
  log(`versions: npm ${info.node.version}, PyPI ${info.python.version}, RubyGems ${info.ruby.version}, Maven ${info.java.version}; spec ${info.spec}`);
  await timed('build', build);
  await timed('collect', collect);
  await timed('inspect', inspect);
  const document = smokeDocument();
  log(`smoke document: ${document}`);
  const [baseURL] = await Promise.all([timed('serve', serve)]);
  const ctx = {
    env: {
      CONTRACT_ANALYSIS_BASE_URL: baseURL,
      CONTRACT_ANALYSIS_API_KEY: opts.upstream ? process.env.CONTRACT_ANALYSIS_API_KEY ?? API_KEY : API_KEY,
      CONTRACT_ANALYSIS_SMOKE_DOCUMENT: document,
    },
  };
  const languages = { node: installNode, python: installPython, ruby: installRuby, java: installJava };
  const outcomes = await Promise.allSettled(
    Object.entries(languages).map(([lang, fn]) =>
      timed(lang, async () => {
        log(`${lang}: installing ${info[lang].files.map((f) => basename(f)).filter((f) => !f.endsWith('.pom')).join(', ')}`);
        const out = await fn(ctx);
        for (const r of out.results) {
          log(`${lang}: ok on ${r.runtime}: ${r.id} risk_score ${r.risk_score} (${r.risk_level}), ${r.issues} issue(s), first ${r.first_issue}`);
        }
        return [lang, out];
      }),
    ),
  );
  const failures = outcomes.filter((o) => o.status === 'rejected');
  if (failures.length) fail(failures.map((f) => f.reason?.message ?? f.reason).join('\n\n'));
  const results = Object.fromEntries(outcomes.map((o) => o.value));
  const agents = checkUserAgents(results);
  for (const [lang, uas] of Object.entries(agents)) log(`${lang}: User-Agent ${uas.join(' | ')}`);

  const report = {
    spec: info.spec,
    document,
    upstream: opts.upstream ?? 'prism mock',
    artefacts: Object.fromEntries(['node', 'python', 'ruby', 'java'].map((l) => [l, { package: info[l].package, version: info[l].version, files: info[l].files }])),
    results,
    user_agents: agents,
    timings_s: timings,
  };
  writeFileSync(join(dist, 'release-dry.json'), `${JSON.stringify(report, null, 2)}\n`);
  const total = (Date.now() - t0) / 1000;
  log(`timings: ${Object.entries(timings).map(([k, v]) => `${k} ${v} s`).join(', ')}`);
  log(`passed in ${total.toFixed(1)} s: every artefact in dist/ installs and reviews an NDA (dist/release-dry.json)`);
}

main()
  .then(
    () => 0,
    (err) => {
      process.stderr.write(`[release:dry] FAILED: ${err.stack && !err.result ? err.stack : err.message}\n`);
      return 1;
    },
  )
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  });
