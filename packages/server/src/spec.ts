import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './config.js';

/**
 * The bundled OpenAPI document (`@contract-analysis/spec`, dist/openapi.json) is the only source of
 * routes, parameter and body schemas and response schemas. Nothing here is hand-copied from it.
 */

export type JsonSchema = Record<string, any>;
export type OpenApi = Record<string, any>;

export const SPEC_ID = 'spec';
export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function loadSpec(): OpenApi {
  let file: string;
  try {
    file = createRequire(import.meta.url).resolve('@contract-analysis/spec/openapi.json');
  } catch {
    file = path.join(repoRoot, 'spec/dist/openapi.json');
  }
  if (!fs.existsSync(file)) throw new Error(`The bundled spec is missing (${file}); run \`pnpm --filter @contract-analysis/spec build\`.`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Follow a local `#/...` reference inside the bundle. */
export function deref<T = any>(spec: OpenApi, node: any): T {
  let n = node;
  for (let i = 0; n && typeof n === 'object' && typeof n.$ref === 'string' && i < 20; i++) {
    const ref: string = n.$ref;
    if (!ref.startsWith('#/')) throw new Error(`external $ref not supported: ${ref}`);
    n = ref.slice(2).split('/').reduce((o: any, k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  }
  return n as T;
}

/** Rewrite local refs so they resolve against the components document registered as `spec`. */
export function qualifyRefs(node: any): any {
  if (Array.isArray(node)) return node.map(qualifyRefs);
  if (node && typeof node === 'object') {
    const out: Record<string, any> = {};
    for (const [k, v] of Object.entries(node)) out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? SPEC_ID + v : qualifyRefs(v);
    return out;
  }
  return node;
}

/**
 * The schema document handed to ajv: the spec's components, with `format: byte` fields relaxed.
 * A base64 document of 13 MB must not be matched by a regex or a maxLength in the validator: the
 * handler decodes it once (documents.ts), which checks alphabet and size in one pass.
 */
export function validationComponents(spec: OpenApi): { doc: JsonSchema; byteFields: Map<string, string[]> } {
  const components = structuredClone(spec.components ?? {});
  const byteFields = new Map<string, string[]>();
  for (const [name, schema] of Object.entries<JsonSchema>(components.schemas ?? {})) {
    for (const [prop, ps] of Object.entries<JsonSchema>(schema.properties ?? {})) {
      if (ps && ps.format === 'byte') {
        delete ps.format;
        delete ps.maxLength;
        ps['x-base64'] = true;
        byteFields.set(name, [...(byteFields.get(name) ?? []), prop]);
      }
    }
  }
  return { doc: { $id: SPEC_ID, components }, byteFields };
}

export interface Operation {
  operationId: string;
  method: (typeof METHODS)[number];
  /** The spec path, such as `/contracts/{id}`. */
  path: string;
  /** The Fastify URL, such as `/v1/contracts/:id`. */
  url: string;
  /** Scopes needed; null when the operation takes no bearer credentials (the token endpoint). */
  scopes: string[] | null;
  parameters: Array<{ name: string; in: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { required: boolean; content: Record<string, JsonSchema> };
  /** 2xx responses: status → JSON schema. */
  successResponses: Record<string, JsonSchema>;
  declaredStatuses: string[];
  /** `x-body-limit`: `document` when the body carries a base64 document (the larger body limit). */
  bodyLimit: 'default' | 'document';
  /** `x-error-format`: `oauth2` when errors also carry RFC 6749's `error` members. */
  errorFormat: 'problem' | 'oauth2';
  /** `x-rate-limit-bucket`: `token` for an operation counted per address in its own bucket. */
  rateLimitBucket: 'credential' | 'token';
}

/** The vendor extensions the server reads, with the values each may take (spec/README.md). */
const EXTENSIONS = {
  'x-body-limit': ['default', 'document'],
  'x-error-format': ['problem', 'oauth2'],
  'x-rate-limit-bucket': ['credential', 'token'],
} as const;

function extension<K extends keyof typeof EXTENSIONS>(op: any, name: K): (typeof EXTENSIONS)[K][number] {
  const v = op[name] ?? EXTENSIONS[name][0];
  if (!(EXTENSIONS[name] as readonly string[]).includes(v)) {
    throw new Error(`${op.operationId}: ${name} is ${JSON.stringify(v)}; the server knows ${EXTENSIONS[name].join(', ')}`);
  }
  return v;
}

export function basePath(spec: OpenApi): string {
  const url: string = spec.servers?.[0]?.url ?? '/v1';
  try {
    return new URL(url).pathname.replace(/\/$/, '');
  } catch {
    return url.replace(/\/$/, '');
  }
}

export function operations(spec: OpenApi): Operation[] {
  const base = basePath(spec);
  const ops: Operation[] = [];
  for (const [p, item] of Object.entries<any>(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = new Map<string, any>();
      for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
        const prm = deref(spec, raw);
        params.set(`${prm.in}:${prm.name}`, prm);
      }
      const security: Array<Record<string, string[]>> = op.security ?? spec.security ?? [];
      const bearer = security.find((s) => s.ApiKey || s.OAuth2);
      const scopes = bearer ? [...new Set([...(bearer.ApiKey ?? []), ...(bearer.OAuth2 ?? [])])] : null;
      let requestBody: Operation['requestBody'];
      if (op.requestBody) {
        const rb = deref(spec, op.requestBody);
        requestBody = { required: !!rb.required, content: Object.fromEntries(Object.entries<any>(rb.content ?? {}).map(([ct, m]) => [ct, m.schema])) };
      }
      const successResponses: Record<string, JsonSchema> = {};
      for (const [status, r] of Object.entries<any>(op.responses ?? {})) {
        if (!/^2\d\d$/.test(status)) continue;
        const resp = deref(spec, r);
        const schema = resp.content?.['application/json']?.schema;
        if (schema) successResponses[status] = schema;
      }
      ops.push({
        operationId: op.operationId,
        method,
        path: p,
        url: base + p.replace(/\{([^}]+)\}/g, ':$1'),
        scopes,
        parameters: [...params.values()].map((x) => ({ name: x.name, in: x.in, required: x.required, schema: x.schema ?? {} })),
        requestBody,
        successResponses,
        declaredStatuses: Object.keys(op.responses ?? {}),
        bodyLimit: extension(op, 'x-body-limit'),
        errorFormat: extension(op, 'x-error-format'),
        rateLimitBucket: extension(op, 'x-rate-limit-bucket'),
      });
    }
  }
  return ops;
}
