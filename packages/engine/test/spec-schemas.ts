// The API's own schemas (spec/dist/openapi.json, built by `pnpm --filter @contract-analysis/spec build`)
// as validators: the spec's schema as written, and a closed copy of it in which every object schema
// forbids properties it does not declare (the engine must add nothing either).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { expect } from 'vitest';

const addFormats = addFormatsImport as unknown as (ajv: Ajv2020) => void;
const require = createRequire(import.meta.url);

function loadSpec(): { components: { schemas: Record<string, unknown> } } {
  let file: string;
  try {
    file = require.resolve('@contract-analysis/spec/openapi.json');
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`spec/dist/openapi.json is missing: run \`pnpm --filter @contract-analysis/spec build\` (${(e as Error).message})`);
  }
}

/** A copy of the schemas where every object schema with `properties` allows no others. */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === 'example' || k === 'examples' ? v : closed(v);
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

const spec = loadSpec();
export const validators = (['open', 'closed'] as const).map((kind) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const schemas = kind === 'open' ? spec.components.schemas : (closed(spec.components.schemas) as Record<string, unknown>);
  ajv.addSchema({ $id: `https://contract-analysis.test/${kind}`, components: { schemas } });
  return { kind, ajv };
});

export function expectValid(schema: string, value: unknown, label = schema): void {
  for (const { kind, ajv } of validators) {
    const validate = ajv.getSchema(`https://contract-analysis.test/${kind}#/components/schemas/${schema}`);
    if (!validate) throw new Error(`no schema ${schema}`);
    const ok = validate(value);
    expect(ok ? [] : validate.errors!.map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`), `${label} (${kind} ${schema})`).toEqual([]);
  }
}

