import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts `prism mock --errors` on the bundle and resolves once it answers. */
export async function startPrism(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn('prism', ['mock', '--errors', '-h', '127.0.0.1', '-p', String(port), bundlePath], {
    cwd: specDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism exited early:\n${log}`);
    try {
      await fetch(`${url}/benchmarks/clause-types`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`prism did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
