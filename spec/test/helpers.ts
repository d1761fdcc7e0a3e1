import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { startPrism as startRepoPrism } from '../../tools/contract-tests/prism.mjs';

export const specDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const bundlePath = join(specDir, 'dist', 'openapi.json');
export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export function loadBundle(): Json {
  return JSON.parse(readFileSync(bundlePath, 'utf8'));
}

export function resolveRef(root: Json, node: Json): Json {
  while (node && typeof node.$ref === 'string') {
    node = node.$ref
      .slice(2)
      .split('/')
      .map((s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((n: Json, k: string) => n?.[k], root);
  }
  return node;
}

export function operations(root: Json) {
  const out: { path: string; method: string; op: Json; params: Json[] }[] = [];
  for (const [path, item] of Object.entries<Json>(root.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolveRef(root, p));
      out.push({ path, method, op, params });
    }
  }
  return out;
}

/** JSON Schema validation of values against the spec's own schemas (OpenAPI 3.1 = 2020-12). */
export function schemaValidator(root: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  const id = 'https://contract-analysis.spec/openapi.json';
  ajv.addSchema({ $id: id, components: { schemas: root.components.schemas } });
  return (schema: Json, value: unknown): string[] => {
    const wrapped = schema.$ref ? { $ref: id + schema.$ref } : { $id: `${id}/inline/${Math.random()}`, ...schema };
    const validate = ajv.compile(wrapped);
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}

/** Starts `prism mock --errors` on the bundle (through the repository's one way of running Prism) once it listens. */
export async function startPrism(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { child, listening } = startRepoPrism(['mock', '--errors', bundlePath]);
  const url = await listening;
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
