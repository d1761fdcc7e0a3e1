// Generates the resource layer of @contract-analysis/client from the bundled spec (spec/dist/openapi.json):
//   src/generated/version.ts  this package's version and the spec's info.version (the User-Agent names both), and
//                             the retry policy (`policy` of spec/contract-tests/vectors.yaml)
//   src/generated/errors.ts   one error class per `x-sdk-error` of the shared error responses, by status
//   src/generated/operations.ts  each operation's descriptor (what the core reads) and their type, and the token endpoint's
//   src/generated/api.ts      the model types, each operation's parameter type, one class per x-sdk resource with
//                             one method per operation (which fills in the URL path), and the client class
//   dist/samples.json         one TypeScript sample per operation (x-codeSamples of the reference)
// Names come from x-sdk (resource, method), behaviour from x-sdk (paginate, document, respond_async) and from the
// operation itself (parameters, body media type, success media type, security). Run by `build`; the output is
// gitignored and never edited by hand. A resource with hand-written helpers (src/extensions/<resource>.ts exporting
// `<Resource>Extension`) gets them through its base class.
//   node scripts/generate.mjs [--spec FILE] [--out DIR]   (defaults: the bundle, and this package; tests use others)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { derefIn, operationFacts, pascal, tokenOperation } from '../../../tools/openapi-generator/sdk-facts.mjs';

const root = new URL('../', import.meta.url);
const args = parseArgs({ options: { spec: { type: 'string' }, out: { type: 'string' } } }).values;
const out_ = args.out ? pathToFileURL(`${args.out.replace(/\/$/, '')}/`) : root;
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const spec = JSON.parse(readFileSync(args.spec ?? new URL('../../spec/dist/openapi.json', root), 'utf8'));
const deref = derefIn(spec);
// The retry policy lives next to the behaviour vectors that test it.
const { policy } = parseYaml(readFileSync(new URL('../../spec/contract-tests/vectors.yaml', root), 'utf8'));
const camel = (s) => pascal(s).replace(/^\w/, (c) => c.toLowerCase());
const ident = (s) => (/^[A-Za-z_$][\w$]*$/.test(s) ? s : `'${s}'`);
const jsdoc = (text, indent) => {
  const lines = String(text ?? '').trim().replace(/\*\//g, '*\\/').split('\n');
  return lines[0] ? `${indent}/**\n${lines.map((l) => `${indent} * ${l}`.trimEnd()).join('\n')}\n${indent} */\n` : '';
};

/** A JavaScript literal, formatted as a person would write it (single quotes, bare keys). */
function lit(v, indent = '') {
  if (v === null || typeof v !== 'object') return typeof v === 'string' ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : String(v);
  const inner = indent + '  ';
  const items = Array.isArray(v) ? v.map((x) => lit(x, inner)) : Object.entries(v).map(([k, x]) => `${ident(k)}: ${lit(x, inner)}`);
  const open = Array.isArray(v) ? '[' : '{';
  const close = Array.isArray(v) ? ']' : '}';
  const flat = Array.isArray(v) ? `[${items.join(', ')}]` : `{ ${items.join(', ')} }`;
  if (!items.length) return `${open}${close}`;
  return flat.length + indent.length <= 90 ? flat : `${open}\n${items.map((i) => `${inner}${i},`).join('\n')}\n${indent}${close}`;
}

// ---- Operations (the facts every generator reads: tools/openapi-generator/sdk-facts.mjs) --------------------------
const facts = operationFacts(spec, new Set(['idempotency-key', 'prefer']));
const ops = facts.map((f) => {
  const { op, bodyContent, bodySchema, success } = f;
  const mediaType = bodyContent?.[0];
  const security = op.security ?? spec.security ?? [];
  // What the core cannot send fails here, at build time, rather than being dropped at run time.
  for (const p of f.headers) throw new Error(`${f.id}: header parameter ${p.name} is not supported`);
  if (mediaType && !['application/json', 'application/x-www-form-urlencoded'].includes(mediaType)) {
    throw new Error(`${f.id}: request bodies of ${mediaType} are not supported`);
  }
  return {
    id: f.id,
    sdk: f.sdk,
    verb: f.method.toLowerCase(),
    path: f.path,
    op,
    pathParams: f.pathParams,
    query: f.query,
    body: bodyContent && {
      required: !!f.requestBody.required,
      form: f.form,
      mediaType,
      schema: bodySchema,
      example: bodyContent[1].example ?? bodySchema.example,
    },
    status: f.status ?? undefined,
    success: success && { json: /json/.test(success.mediaType), mediaType: success.mediaType, schemaRef: success.schemaRef ?? undefined },
    bearer: security.some((req) => Object.keys(req).some((name) => ['ApiKey', 'OAuth2'].includes(name))),
  };
});
const byId = new Map(ops.map((o) => [o.id, o]));
const resources = [...new Set(ops.map((o) => o.sdk.resource))];

function paramsType(o) {
  const parts = [];
  if (o.query.length) parts.push(`NonNullable<operations['${o.id}']['parameters']['query']>`);
  if (o.body) {
    const media = `NonNullable<operations['${o.id}']['requestBody']>['content']['${o.body.mediaType}']`;
    const doc = o.sdk.document;
    if (doc) {
      const opt = (o.body.schema.required ?? []).includes(doc) ? '' : '?';
      parts.push(`Omit<${media}, '${doc}'>`, `{\n  /** The document: bytes, a Blob, a readable stream or a file path; it is base64-encoded for you. */\n  ${doc}${opt}: DocumentInput;\n}`);
    } else parts.push(media);
  }
  if (o.sdk.respond_async) {
    parts.push(`{\n  /** Send \`Prefer: respond-async\`: the answer is 202 with the resource \`queued\`; see \`${o.sdk.method}AndPoll\`. */\n  respondAsync?: boolean;\n}`);
  }
  return parts.join(' & ');
}
const needsParams = (o) => (o.query.some((p) => p.required) || (o.body?.required && (o.body.schema.required ?? []).length > 0));
const hasParams = (o) => o.query.length > 0 || !!o.body || !!o.sdk.respond_async;
function resultType(o) {
  if (!o.success) return 'void';
  if (!o.success.json) return 'BinaryResponse';
  const ref = o.success.schemaRef?.split('/').pop();
  return ref ?? `operations['${o.id}']['responses'][${o.status}]['content']['${o.success.mediaType}']`;
}
const itemType = (o) => deref(o.success.schemaRef && { $ref: o.success.schemaRef })?.properties?.data?.items?.$ref?.split('/').pop() ?? `${resultType(o)}['data'][number]`;

// ---- api.ts -------------------------------------------------------------------------------------------------------
const out = [];
out.push(`// Generated by scripts/generate.mjs from spec/dist/openapi.json. Do not edit.
import { BaseClient, Resource, type PollOptions } from '../client.js';
import type { RequestOptions } from '../core.js';
import type { APIPromise, PagePromise } from '../promise.js';
import type { BinaryResponse, DocumentInput } from '../uploads.js';
import type { components, operations } from './schema.js';
import { OPERATIONS, type Operation } from './operations.js';

export { OPERATIONS, type Operation };
`);
const extensions = resources.filter((r) => existsSync(new URL(`src/extensions/${r}.ts`, root)));
for (const r of extensions) out.push(`import { ${pascal(r)}Extension } from '../extensions/${r}.js';\n`);
out.push('\ntype Schemas = components[\'schemas\'];\n');
for (const [name, schema] of Object.entries(spec.components.schemas)) {
  out.push(jsdoc(schema.description, '') + `export type ${name} = Schemas['${name}'];\n`);
}
out.push('\n');
for (const o of ops) {
  if (hasParams(o)) out.push(`/** The parameters of \`${o.sdk.resource}.${o.sdk.method}\` (${o.id}). */\nexport type ${pascal(o.id)}Params = ${paramsType(o)};\n`);
}
// ---- operations.ts: the descriptors (the client's core imports them too, so they have a file without imports) ----------
const descriptors = ['// Generated by scripts/generate.mjs from spec/dist/openapi.json. Do not edit.\n'];
descriptors.push(`
/** What the core (src/client.ts) reads of an operation: the keys written below. */
export interface Operation {
  /** \`resource.method\`, as the client names it (and its errors quote it). */
  name: string;
  resource: string;
  method: string;
  verb: string;
  /** The path with its \`{parameters}\`, which the generated method fills in, in the order of \`pathParams\`. */
  path: string;
  pathParams?: readonly string[];
  /** Query parameters and body fields by name; a body is JSON, or a form when \`form\`. */
  query?: readonly string[];
  fields?: readonly string[];
  form?: boolean;
  /** The body field that holds a base64 document (x-sdk.document). */
  document?: string;
  /** false: sent without the client's credentials (the token endpoint). */
  auth?: boolean;
  /** The media type of a success that is not JSON (a download): answered as a BinaryResponse. */
  accept?: string;
  /** The success has no content. */
  empty?: boolean;
  /** The method takes an object of parameters (after its path parameters). */
  params?: boolean;
}

/** What the core needs to know about each operation, by operationId. */
export const OPERATIONS = {
`);
for (const o of ops) {
  const d = { name: `${o.sdk.resource}.${o.sdk.method}`, resource: o.sdk.resource, method: o.sdk.method, verb: o.verb.toUpperCase(), path: o.path };
  if (o.pathParams.length) d.pathParams = o.pathParams.map((p) => p.name);
  if (o.query.length) d.query = o.query.map((p) => p.name);
  if (o.body) d.fields = Object.keys(o.body.schema.properties ?? {});
  if (o.body?.form) d.form = true;
  if (o.sdk.document) d.document = o.sdk.document;
  if (!o.bearer) d.auth = false;
  if (o.success && !o.success.json) d.accept = o.success.mediaType;
  if (!o.success) d.empty = true;
  if (hasParams(o)) d.params = true;
  descriptors.push(`  ${o.id}: ${lit(d, '  ')},\n`);
}
descriptors.push('} as const satisfies Record<string, Operation>;\n');
const tokenOp = tokenOperation(spec, facts);
if (!tokenOp) throw new Error('the OAuth2 tokenUrl is no operation of the spec');
descriptors.push(`\n/** The OAuth 2.0 token endpoint: the operation at the OAuth2 security scheme's tokenUrl. */\nexport const TOKEN_OPERATION = OPERATIONS.${tokenOp};\n`);
out.push('\n');

for (const r of resources) {
  const base = extensions.includes(r) ? `${pascal(r)}Extension` : 'Resource';
  out.push(`export class ${pascal(r)} extends ${base} {\n`);
  for (const o of ops.filter((x) => x.sdk.resource === r)) {
    const args = o.pathParams.map((p) => `${camel(p.name)}: ${p.schema?.type === 'integer' ? 'number' : 'string'}`);
    // The URL path, filled in place: `/contracts/${encodeURIComponent(id)}`.
    const pathObj = o.pathParams.length ? `\`${o.path.replace(/\{(\w+)\}/g, (_, name) => `\${encodeURIComponent(${camel(name)})}`)}\`` : lit(o.path);
    const pType = `${pascal(o.id)}Params`;
    if (hasParams(o)) args.push(needsParams(o) ? `params: ${pType}` : `params: ${pType} = {}`);
    args.push('options?: RequestOptions');
    const call = `this._client._request(OPERATIONS.${o.id}, ${pathObj}, ${hasParams(o) ? 'params' : 'undefined'}, options)`;
    const doc = [o.op.summary && `${o.op.summary}.`.replace(/\.\.$/, '.'), o.op.description, `\`${o.verb.toUpperCase()} ${o.path}\` (${o.id})`].filter(Boolean).join('\n\n');
    out.push(jsdoc(doc, '  '));
    if (o.sdk.paginate) {
      out.push(`  ${o.sdk.method}(${args.join(', ')}): PagePromise<${itemType(o)}> {\n    return this._client._list(OPERATIONS.${o.id}, ${pathObj}, params, options);\n  }\n\n`);
    } else {
      out.push(`  ${o.sdk.method}(${args.join(', ')}): APIPromise<${resultType(o)}> {\n    return ${call};\n  }\n\n`);
    }
    if (o.sdk.respond_async) {
      const poll = byId.get(o.sdk.respond_async);
      if (!poll) throw new Error(`${o.id}: respond_async names ${o.sdk.respond_async}, which does not exist`);
      const pollArgs = poll.pathParams.map((p) => `done.${p.name}`);
      if (hasParams(poll)) pollArgs.push('{}');
      pollArgs.push('options');
      out.push(
        jsdoc(`Calls \`${o.sdk.method}\` with \`Prefer: respond-async\`, then polls \`${poll.sdk.resource}.${poll.sdk.method}\` until \`status\` is \`completed\` or \`failed\`, and returns that.`, '  ') +
          `  ${o.sdk.method}AndPoll(${args.slice(0, -1).join(', ')}, options: RequestOptions & PollOptions = {}): Promise<${resultType(poll)}> {\n` +
          `    const first = this._client._request<${resultType(poll)}>(OPERATIONS.${o.id}, ${pathObj}, { ...params, respondAsync: true }, options);\n` +
          `    return this._client._poll(first, (done) => this._client.${poll.sdk.resource}.${poll.sdk.method}(${pollArgs.join(', ')}), options);\n  }\n\n`,
      );
    }
  }
  out[out.length - 1] = out[out.length - 1].replace(/\n\n$/, '\n');
  out.push('}\n\n');
}
out.push(`/** The Contract Analysis Service API client. Use it on servers only: the key is a secret. */
export class ContractAnalysis extends BaseClient {
${resources.map((r) => `  readonly ${r}: ${pascal(r)} = new ${pascal(r)}(this);`).join('\n')}
}
`);

// ---- errors.ts ----------------------------------------------------------------------------------------------------
const errorsByStatus = new Map();
const responseNames = Object.entries(spec.components.responses ?? {});
for (const pass of [true, false]) {
  for (const [name, response] of responseNames) {
    if (!!response['x-sdk-error'] !== pass) continue;
    for (const o of ops) {
      for (const [code, r] of Object.entries(o.op.responses)) {
        if (r.$ref === `#/components/responses/${name}` && !errorsByStatus.has(code)) {
          errorsByStatus.set(code, { name: response['x-sdk-error'] ?? `${name}Error`, doc: response.description });
        }
      }
    }
  }
}
const errorClasses = new Map([...errorsByStatus.values()].map((e) => [e.name, e.doc]));
const errors = [`// Generated by scripts/generate.mjs from the x-sdk-error of spec/dist/openapi.json's error responses. Do not edit.
import { APIError } from '../errors.js';
`];
for (const [name, doc] of errorClasses) {
  errors.push(`\n${jsdoc(doc, '')}export class ${name} extends APIError {\n  override name = '${name}';\n}\n`);
}
const sorted = [...errorsByStatus].sort(([a], [b]) => a - b);
errors.push(`\n/** The error class of each status the spec names. */\nexport const ERRORS: Record<number, typeof APIError> = {\n${sorted.map(([code, e]) => `  ${code}: ${e.name},`).join('\n')}\n};\n`);

// ---- samples ------------------------------------------------------------------------------------------------------
const SAMPLE_DOCUMENT = './mutual-nda.txt';
function sample(o) {
  const call = [...o.pathParams.map((p) => lit(p.example ?? p.schema?.example ?? `${p.name}_123`))];
  const params = {};
  for (const p of o.query) {
    if (p.name === 'starting_after') continue;
    const ex = p.example ?? p.schema?.example;
    if (ex !== undefined) params[p.name] = ex;
  }
  if (o.body?.example) Object.assign(params, o.body.example);
  if (o.sdk.document && params[o.sdk.document] !== undefined) {
    params[o.sdk.document] = SAMPLE_DOCUMENT;
    delete params.filename;
  }
  if (Object.keys(params).length) call.push(lit(params));
  const target = `client.${o.sdk.resource}.${o.sdk.method}(${call.join(', ')})`;
  const ref = o.success?.schemaRef?.split('/').pop();
  const item = camel(o.sdk.paginate ? (deref(o.success.schemaRef && { $ref: o.success.schemaRef })?.properties?.data?.items?.$ref ?? 'item').split('/').pop() : 'x');
  let body;
  if (o.sdk.paginate) {
    body = `const page = await ${target};\nconsole.log(page.data.map((${item}) => ${item}.id), page.has_more);\n` +
      `// To walk every page (the client follows next_cursor):\n// for await (const ${item} of ${target}) { ... }`;
  }
  else if (o.success && !o.success.json) body = `const file = await ${target};\nawait file.saveTo(file.filename ?? 'download');\nconsole.log(file.contentType, file.bytes.length);`;
  else {
    const v = ref ? camel(ref) : 'result';
    body = `const ${v} = await ${target};\nconsole.log(${v});`;
  }
  const source = `import ContractAnalysis from '@contract-analysis/client';\n\nconst client = new ContractAnalysis(); // reads CONTRACT_ANALYSIS_API_KEY\n\n${body}\n`;
  return { lang: 'TypeScript', label: 'TypeScript', source };
}
const samples = Object.fromEntries(ops.map((o) => [o.id, sample(o)]));

// ---- write --------------------------------------------------------------------------------------------------------
mkdirSync(new URL('src/generated/', out_), { recursive: true });
mkdirSync(new URL('dist/', out_), { recursive: true });
writeFileSync(new URL('src/generated/api.ts', out_), out.join(''));
writeFileSync(new URL('src/generated/operations.ts', out_), descriptors.join(''));
writeFileSync(new URL('src/generated/errors.ts', out_), errors.join(''));
writeFileSync(
  new URL('src/generated/version.ts', out_),
  `// Generated by scripts/generate.mjs. Do not edit.\nexport const VERSION = ${JSON.stringify(pkg.version)};\nexport const SPEC_VERSION = ${JSON.stringify(spec.info.version)};\n` +
    `/** The spec's first server. */\nexport const DEFAULT_BASE_URL = ${JSON.stringify(spec.servers[0].url)};\n` +
    `/** The one retry policy of the official clients: \`policy\` of spec/contract-tests/vectors.yaml (times in ms). */\n` +
    `export const POLICY = ${lit(policy)} as const;\n`,
);
writeFileSync(new URL('dist/samples.json', out_), `${JSON.stringify(samples, null, 2)}\n`);
console.log(`generated ${ops.length} operations in ${resources.length} resources, ${errorClasses.size} error classes, ${ops.length} samples`);
