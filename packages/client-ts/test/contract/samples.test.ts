// The code samples of the reference (dist/samples.json, written by scripts/generate.mjs at build time) cannot go
// stale: every operation has one, each type-checks against the built package (dist/index.d.ts, imported by its
// published name), and against Prism each runs to completion as a program of its own.
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { API_KEY, BASE_URL, MOCK } from './helpers.js';

const pkgDir = new URL('../../', import.meta.url);
const samplesFile = new URL('dist/samples.json', pkgDir);
// Inside the package, so that '@contract-analysis/client' resolves to it; a folder of this run's own, so that two runs
// at once (this package's test and the server's conformance run) never share one.
const dir = pathToFileURL(mkdtempSync(fileURLToPath(new URL('.samples-', pkgDir))) + '/');
const spec = JSON.parse(readFileSync(new URL('../../spec/dist/openapi.json', pkgDir), 'utf8'));
const operationIds = Object.values<Record<string, { operationId?: string }>>(spec.paths).flatMap((item) =>
  Object.values(item).flatMap((op) => (op?.operationId ? [op.operationId] : [])),
);
if (!existsSync(samplesFile)) throw new Error('dist/samples.json is missing: build the package first');
const samples: Record<string, { lang: string; label: string; source: string }> = JSON.parse(readFileSync(samplesFile, 'utf8'));

copyFileSync(new URL('examples/mutual-nda.txt', pkgDir), new URL('mutual-nda.txt', dir));
for (const [id, s] of Object.entries(samples)) {
  writeFileSync(new URL(`${id}.mts`, dir), s.source);
  writeFileSync(new URL(`${id}.mjs`, dir), s.source);
}
copyFileSync(new URL('examples/quickstart.mjs', pkgDir), new URL('quickstart.mjs', dir));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = () => ({ ...process.env, CONTRACT_ANALYSIS_BASE_URL: BASE_URL, CONTRACT_ANALYSIS_API_KEY: API_KEY });
const node = (file: string) => promisify(execFile)(process.execPath, [file], { cwd: dir, env: env(), timeout: 300_000 }); // a guard, not a measure

describe('the quick start', () => {
  it("is the README's, and reviews the sample NDA (against Prism, or the real server with --target proxy)", async () => {
    const readme = readFileSync(new URL('README.md', pkgDir), 'utf8');
    expect(readme).toContain(readFileSync(new URL('examples/quickstart.mjs', pkgDir), 'utf8'));
    const { stdout } = await node('quickstart.mjs');
    expect(stdout).toMatch(/^ctr_\w+ (completed|queued|processing): risk .* \(request req_\w+\)$/m);
  });
});

describe('samples.json', () => {
  it('has one TypeScript sample per operation', () => {
    expect(Object.keys(samples).sort()).toEqual([...operationIds].sort());
    for (const s of Object.values(samples)) expect(s).toMatchObject({ lang: 'TypeScript', label: 'TypeScript' });
  });

  it('every sample type-checks against the built package', () => {
    const files = Object.keys(samples).map((id) => new URL(`${id}.mts`, dir).pathname);
    const program = ts.createProgram(files, {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      noEmit: true,
      types: ['node'],
      typeRoots: [new URL('node_modules/@types', pkgDir).pathname],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n') + ` (${d.file?.fileName.split('/').pop()})`);
    expect(problems).toEqual([]);
  });

  // Against the real server (proxy) the samples' example ids name nothing, so they run against the mock only.
  it.skipIf(!MOCK).each(Object.keys(samples))('%s runs against Prism', async (id) => {
    const { stdout } = await node(`${id}.mjs`);
    expect(stdout.length).toBeGreaterThan(0);
  });
});
