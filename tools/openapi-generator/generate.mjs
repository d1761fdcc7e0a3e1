#!/usr/bin/env node
// Regenerates one client from spec/dist/openapi.json with the pinned openapi-generator.
//
// 1. checks that every template override still matches the upstream template it was derived from;
// 2. merges the common part of openapitools.json ("x-common") into the language's entry;
// 3. adds what is known only at build time: the client's version (packages/client-<lang>/package.json, which
//    changesets bumps) as packageVersion / gemVersion / artifactVersion, and httpUserAgent
//    `contract-analysis-<lang>/<version> (spec <info.version of the bundle>)`, the generated ApiClient's default
//    User-Agent (the faces add the runtime: `; python 3.11.7`). Java's native library has no User-Agent option, so
//    for Java it also writes <invokerPackage>/BuildInfo.java (VERSION, SPEC_VERSION) beside the generated sources;
// 4. empties the language's output directory (built, never committed) and runs the npm wrapper
//    (@openapitools/openapi-generator-cli) with the merged configuration. The wrapper uses
//    <storageDir>/<version>.jar and makes no network call.
//
// Usage (from a client package, whose devDependencies carry the wrapper):
//   node ../../tools/openapi-generator/generate.mjs <python|java|ruby>
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pep440 } from '../version-sync.mjs';
import { parse as parseYaml } from 'yaml';
import { javaErrors, javaPolicy, javaSpec } from './java.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const lang = process.argv[2];
const file = JSON.parse(readFileSync(join(here, 'openapitools.json'), 'utf8'));
const cli = file['generator-cli'];
const own = cli.generators[lang];
if (!own) {
  console.error(`generate: no generator "${lang}" in tools/openapi-generator/openapitools.json`);
  process.exit(2);
}

const check = spawnSync(process.execPath, [join(here, 'check-templates.mjs'), lang], { stdio: 'inherit' });
if (check.status !== 0) process.exit(check.status ?? 1);

const common = file['x-common'] ?? {};
const merged = { ...common, ...own };
for (const key of Object.keys(common)) {
  if (typeof common[key] === 'object' && typeof own[key] === 'object') merged[key] = { ...common[key], ...own[key] };
}
if (!existsSync(join(root, merged.inputSpec))) {
  console.error(`generate: ${merged.inputSpec} is missing; build @contract-analysis/spec first`);
  process.exit(1);
}

// Build-time facts (step 3): never hard-coded in openapitools.json, so that a version bump or a new spec cannot leave
// them behind.
const bridge = JSON.parse(readFileSync(join(root, 'packages', `client-${lang}`, 'package.json'), 'utf8'));
const { info, servers } = JSON.parse(readFileSync(join(root, merged.inputSpec), 'utf8'));
const specVersion = info.version;
const clientVersion = lang === 'python' ? pep440(bridge.version) : bridge.version;
const versionKey = { python: 'packageVersion', ruby: 'gemVersion', java: 'artifactVersion' }[lang];
merged.additionalProperties = {
  ...merged.additionalProperties,
  ...(versionKey && { [versionKey]: clientVersion }),
  httpUserAgent: `contract-analysis-${lang}/${clientVersion} (spec ${specVersion})`,
};

// A language without overrides has no template folder in a fresh clone (git keeps no empty folder), and the
// generator refuses a templateDir that does not exist: leave the option out then.
if (merged.templateDir && !existsSync(join(root, merged.templateDir))) delete merged.templateDir;

const output = join(root, merged.output);
rmSync(output, { recursive: true, force: true });
mkdirSync(output, { recursive: true });
// Java reads a view of the bundle grouped by x-sdk resource (java.mjs).
if (lang === 'java') {
  const view = join(merged.output, '.spec.json');
  writeFileSync(join(root, view), JSON.stringify(javaSpec(JSON.parse(readFileSync(join(root, merged.inputSpec), 'utf8')))));
  merged.inputSpec = view;
}
// Templates of our own (not overrides of upstream ones) are registered in the generator's own configuration file
// (`files`), which the wrapper passes as --config.
if (merged['x-files']) {
  const generatorConfig = join(merged.output, '.generator-config.json');
  writeFileSync(join(root, generatorConfig), JSON.stringify({ files: merged['x-files'] }));
  merged.config = generatorConfig;
  delete merged['x-files'];
}
const configPath = join(output, '.openapitools.merged.json');
writeFileSync(configPath, JSON.stringify({ spaces: 2, 'generator-cli': { ...cli, generators: { [lang]: merged } } }, null, 2));

// The wrapper comes from the calling package's devDependencies.
const require = createRequire(join(process.cwd(), 'package.json'));
const main = require.resolve('@openapitools/openapi-generator-cli/main.js');
const run = spawnSync(process.execPath, [main, '--openapitools', configPath, 'generate', '--generator-key', lang], {
  cwd: root,
  // The wrapper resolves storageDir and relative paths against $PWD before process.cwd().
  env: { ...process.env, PWD: root, JAVA_OPTS: process.env.JAVA_OPTS ?? '-Xmx768m -XX:TieredStopAtLevel=1' },
  stdio: ['ignore', 'pipe', 'pipe'],
  encoding: 'utf8',
});
const log = `${run.stdout}\n${run.stderr}`;
writeFileSync(join(output, '.generate.log'), log);
// Keep the console short: warnings and errors only; the full log stays beside the output.
for (const line of log.split("\n")) if (/\] (WARN|ERROR) |Code generation failed|Exception in thread/.test(line)) console.log(line);
if (run.status !== 0) {
  console.error(log.slice(-4000));
  console.error(`generate: ${lang} failed (exit ${run.status})`);
  process.exit(run.status ?? 1);
}
if (lang === 'java') {
  const pkg = merged.additionalProperties.invokerPackage;
  const file = join(output, merged.additionalProperties.sourceFolder ?? 'src/main/java', ...pkg.split('.'), 'BuildInfo.java');
  writeFileSync(
    file,
    `// Written by tools/openapi-generator/generate.mjs from packages/client-java/package.json and ${merged.inputSpec}.\n` +
      `// Built, never committed. The native library has no User-Agent option: the face reads these.\n` +
      `package ${pkg};\n\n` +
      `/** The versions this client was built with. */\n` +
      `public final class BuildInfo {\n` +
      `  /** This client's version (the Maven artifact's). */\n` +
      `  public static final String VERSION = ${JSON.stringify(clientVersion)};\n` +
      `  /** info.version of the OpenAPI document the client was generated from. */\n` +
      `  public static final String SPEC_VERSION = ${JSON.stringify(specVersion)};\n` +
      `  /** The spec's first server: where a client sends its requests unless told otherwise. */\n` +
      `  public static final String DEFAULT_BASE_URL = ${JSON.stringify(servers?.[0]?.url ?? '')};\n\n` +
      `  private BuildInfo() {}\n` +
      `}\n`,
  );
}
// A language may add a resource layer of its own from the same bundle: tools/openapi-generator/<lang>-sdk.mjs.
const sdk = join(here, `${lang}-sdk.mjs`);
if (existsSync(sdk)) {
  const pkg = join(output, ...(merged.additionalProperties.packageName ?? '').split('.'));
  const step = spawnSync(process.execPath, [sdk, join(root, merged.inputSpec), pkg, join(output, 'samples.json')], { stdio: 'inherit' });
  if (step.status !== 0) process.exit(step.status ?? 1);
}
// The code samples (issue 15), written by a supporting template from the same facts as the methods; the error
// classes, from the spec's x-sdk-error; the retry policy, from vectors.yaml.
if (lang === 'java') {
  const errors = join(output, merged.additionalProperties.sourceFolder, 'com', 'contractanalysis', 'errors');
  mkdirSync(errors, { recursive: true });
  for (const [name, source] of Object.entries(javaErrors(JSON.parse(readFileSync(join(root, merged.inputSpec), 'utf8'))))) {
    writeFileSync(join(errors, name), source);
  }
  // The retry policy lives next to the behaviour vectors that test it (spec/contract-tests/vectors.yaml).
  const { policy } = parseYaml(readFileSync(join(root, 'spec', 'contract-tests', 'vectors.yaml'), 'utf8'));
  writeFileSync(join(errors, '..', 'Policy.java'), javaPolicy(policy));
  const dist = join(root, 'packages', 'client-java', 'dist');
  mkdirSync(dist, { recursive: true });
  // samples.txt: "=== <operationId>" and the sample's source below it, for each operation.
  const samples = {};
  for (const part of readFileSync(join(output, 'samples.txt'), 'utf8').split(/^=== /m).slice(1)) {
    const [id, ...lines] = part.split('\n');
    samples[id.trim()] = { lang: 'Java', label: 'Java', source: `${lines.join('\n').trim()}\n` };
  }
  writeFileSync(join(dist, 'samples.json'), `${JSON.stringify(samples, null, 2)}\n`);
}
console.log(`generate: ${lang} -> ${merged.output} (${merged.additionalProperties.httpUserAgent})`);
