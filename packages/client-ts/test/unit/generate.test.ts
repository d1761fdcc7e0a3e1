// Adding an operation to the spec adds it to the client, typed and documented, with no client code written by hand:
// the generator runs on a copy of the bundle with two new operations (one on an existing resource, one on a new
// resource), and the result, with this package's hand-written core, type-checks a program that calls them.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const pkg = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'ca-generate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const spec = JSON.parse(readFileSync(join(pkg, '../../spec/dist/openapi.json'), 'utf8'));
const ok = (schema: object) => ({ description: 'OK', content: { 'application/json': { schema } } });
spec.paths['/contracts/{id}/summary'] = {
  parameters: [{ $ref: '#/components/parameters/ContractId' }],
  get: {
    operationId: 'summarizeContract',
    'x-sdk': { resource: 'contracts', method: 'summarize' },
    summary: 'Summarize a contract',
    description: 'Returns a plain-language summary.',
    parameters: [{ name: 'length', in: 'query', schema: { type: 'string', enum: ['short', 'long'] }, example: 'short' }],
    responses: { 200: ok({ $ref: '#/components/schemas/ContractSummary' }), 404: { $ref: '#/components/responses/NotFound' } },
  },
};
spec.paths['/obligations'] = {
  post: {
    operationId: 'createObligation',
    'x-sdk': { resource: 'obligations', method: 'create' },
    summary: 'Track an obligation',
    requestBody: {
      required: true,
      content: { 'application/json': { schema: { type: 'object', required: ['contract_id', 'due'], properties: { contract_id: { type: 'string' }, due: { type: 'string', format: 'date' } }, example: { contract_id: 'ctr_1', due: '2027-01-31' } } } },
    },
    responses: { 201: ok({ $ref: '#/components/schemas/ContractSummary' }) },
  },
};
spec.components.schemas.ContractSummary = { type: 'object', required: ['text'], properties: { text: { type: 'string' } } };

describe('scripts/generate.mjs', () => {
  const specFile = join(dir, 'openapi.json');
  writeFileSync(specFile, JSON.stringify(spec));
  cpSync(join(pkg, 'src'), join(dir, 'src'), { recursive: true, filter: (p) => !p.includes('/generated') });
  execFileSync(process.execPath, [join(pkg, 'scripts/generate.mjs'), '--spec', specFile, '--out', dir]);
  execFileSync(process.execPath, [join(pkg, 'node_modules/openapi-typescript/bin/cli.js'), specFile, '-o', join(dir, 'src/generated/schema.ts'), '--default-non-nullable', 'false'], { stdio: 'ignore' });
  const api = readFileSync(join(dir, 'src/generated/api.ts'), 'utf8');

  it('emits the new operations as methods, documented from the spec, with their parameter types and a sample', () => {
    expect(api).toContain('summarize(id: string, params: SummarizeContractParams = {}, options?: RequestOptions): APIPromise<ContractSummary>');
    expect(api).toContain('export class Obligations extends Resource {');
    expect(api).toContain('create(params: CreateObligationParams, options?: RequestOptions)');
    expect(api).toContain('readonly obligations: Obligations = new Obligations(this);');
    expect(api).toMatch(/\* Summarize a contract\.\n\s+\*\n\s+\* Returns a plain-language summary\./);
    const samples = JSON.parse(readFileSync(join(dir, 'dist/samples.json'), 'utf8'));
    expect(samples.summarizeContract.source).toContain("client.contracts.summarize('ctr_4mT9qWzL2bXe7RkN', { length: 'short' })");
    expect(samples.createObligation.source).toContain("client.obligations.create({ contract_id: 'ctr_1', due: '2027-01-31' })");
  });

  it('type-checks a program that calls them, and rejects a misspelt parameter', () => {
    writeFileSync(
      join(dir, 'src/use.ts'),
      `import { ContractAnalysis, type ContractSummary } from './index.js';
const client = new ContractAnalysis({ apiKey: 'k' });
export const a: Promise<ContractSummary> = client.contracts.summarize('ctr_1', { length: 'long' }).then((s) => s);
export const b = client.obligations.create({ contract_id: 'ctr_1', due: '2027-01-31' }, { idempotencyKey: 'k1' });
// @ts-expect-error lenght is not a parameter of contracts.summarize
export const c = client.contracts.summarize('ctr_1', { lenght: 'long' });
`,
    );
    const program = ts.createProgram([join(dir, 'src/use.ts')], {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: ['node'],
      typeRoots: [join(pkg, 'node_modules/@types')],
      baseUrl: pkg,
      paths: Object.fromEntries(['openapi-fetch', 'standardwebhooks'].map((dep) => [dep, [join(pkg, 'node_modules', dep)]])),
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName.split('/').pop()}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems).toEqual([]);
  });
});
