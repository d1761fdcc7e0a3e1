#!/usr/bin/env node
// The Ruby client's resource layer, generated from the bundled spec (run by generate.mjs after openapi-generator).
//
//   node tools/openapi-generator/ruby-sdk.mjs <bundle.json> <generated dir> <samples.json>
//
// openapi-generator writes the models (ContractAnalysisGenerated::*, generated/lib/contract_analysis_generated/models);
// this step writes generated/lib/contract_analysis/sdk.rb from the same bundle, named by each operation's x-sdk
// (spec/README.md):
//   - one Operation per operation (HTTP method, path, where each parameter goes, the response model, paginate,
//     document, respond_async, binary, Accept, the keys an object field takes), which the hand-written core
//     (packages/client-ruby/lib/contract_analysis/core.rb) executes;
//   - one resource class per x-sdk resource, one method per operation with explicit keyword arguments (so Ruby itself
//     raises ArgumentError naming a misspelt keyword), the per-request options on every method, YARD docs from the
//     spec, and a `<method>_and_poll` for every x-sdk.respond_async;
//   - the Client with a reader per resource; the error classes, one per x-sdk-error name (ERRORS maps the status);
// and a code sample per operation (samples.json), built from the same facts, so that a sample cannot name a method
// or a keyword that does not exist (the contract suite runs each one against Prism).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
// Headers the client provides itself (from the request options and x-sdk.respond_async), never as keywords.
const OWN_HEADERS = new Set(['idempotency-key', 'prefer']);
const REQUEST_OPTIONS = ['timeout', 'max_retries', 'extra_headers', 'idempotency_key'];
const RESERVED = new Set(['alias', 'and', 'begin', 'break', 'case', 'class', 'def', 'defined?', 'do', 'else', 'elsif', 'end',
  'ensure', 'false', 'for', 'if', 'in', 'module', 'next', 'nil', 'not', 'or', 'redo', 'rescue', 'retry', 'return', 'self',
  'super', 'then', 'true', 'undef', 'unless', 'until', 'when', 'while', 'yield']);

export const snake = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[-.\s]/g, '_').toLowerCase();
export const pascal = (s) => s.replace(/(^|[_\-.\s])(\w)/g, (_, __, c) => c.toUpperCase());

// A Ruby literal for a JSON value (symbol keys where the key is a plain identifier).
export function rb(v) {
  if (v === null || v === undefined) return 'nil';
  if (Array.isArray(v)) return `[${v.map(rb).join(', ')}]`;
  if (typeof v === 'object') {
    const entries = Object.entries(v).map(([k, x]) => (/^[a-z_][a-z0-9_]*$/.test(k) ? `${k}: ${rb(x)}` : `${JSON.stringify(k)} => ${rb(x)}`));
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  if (typeof v === 'string') return JSON.stringify(v).replace(/#\{/g, '\\#{');
  return String(v);
}

export function generate(spec) {
  const deref = (node) => {
    let n = node;
    while (n?.$ref) n = n.$ref.split('/').slice(1).reduce((o, k) => o[k], spec);
    return n;
  };
  const refName = (ref) => ref.split('/').pop();
  const bearerSchemes = new Set(Object.entries(spec.components.securitySchemes ?? {})
    .filter(([, s]) => s.type === 'oauth2' || (s.type === 'http' && s.scheme === 'bearer')).map(([n]) => n));
  // The YARD type of a schema.
  const yard = (schema, depth = 0) => {
    const s = deref(schema) ?? {};
    if (depth > 4) return 'Object';
    if (schema?.$ref && s.properties) return `Hash, ContractAnalysis::Models::${refName(schema.$ref)}`;
    const variants = s.anyOf ?? s.oneOf;
    if (variants) return [...new Set(variants.filter((v) => v.type !== 'null').map((v) => yard(v, depth + 1)))].join(', ');
    const t = [].concat(s.type ?? []).find((x) => x !== 'null');
    return { string: 'String', integer: 'Integer', number: 'Float', boolean: 'Boolean', array: `Array<${yard(s.items ?? {}, depth + 1)}>`, object: 'Hash' }[t] ?? 'Object';
  };
  const firstSentence = (text) => (text ?? '').trim().split(/\n|(?<=\.) /)[0];

  const ops = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      const sdk = op['x-sdk'];
      if (!sdk) throw new Error(`${op.operationId} has no x-sdk`);
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref);
      const pathParams = params.filter((p) => p.in === 'path').sort((a, b) => path.indexOf(`{${a.name}}`) - path.indexOf(`{${b.name}}`));
      const query = params.filter((p) => p.in === 'query');
      const headers = params.filter((p) => p.in === 'header' && !OWN_HEADERS.has(p.name.toLowerCase()));
      const requestBody = op.requestBody ? deref(op.requestBody) : null;
      const bodyContent = requestBody ? Object.entries(requestBody.content ?? {})[0] : null;
      const bodySchema = bodyContent ? deref(bodyContent[1].schema) : null;
      const bodyFields = bodySchema?.properties ?? {};
      const ok = Object.entries(op.responses).filter(([s]) => /^2/.test(s)).map(([, r]) => deref(r));
      const content = Object.entries(ok[0]?.content ?? {});
      const json = content.find(([ct]) => /json/.test(ct));
      const binary = !json && content.length > 0;
      const accept = [...new Set(ok.flatMap((r) => Object.keys(r.content ?? {}))), 'application/problem+json'].join(', ');
      const model = json?.[1].schema?.$ref ? refName(json[1].schema.$ref) : null;
      const itemRef = sdk.paginate && model ? deref(spec.components.schemas[model]).properties.data.items.$ref : null;
      const fields = {};
      for (const p of [...query, ...headers]) fields[p.name] = { schema: p.schema ?? {}, description: p.description, example: p.example };
      for (const [k, s] of Object.entries(bodyFields)) fields[k] = { schema: s, description: s.description ?? deref(s)?.description };
      const asked = [...query, ...headers].filter((p) => p.required).map((p) => p.name)
        .concat(requestBody?.required ? bodySchema?.required ?? [] : []);
      // A required field with a single allowed value (grant_type: client_credentials) is filled in, not asked for.
      const defaults = Object.fromEntries(asked.map((k) => [k, deref(fields[k].schema)?.enum]).filter(([, e]) => e?.length === 1).map(([k, e]) => [k, e[0]]));
      for (const k of Object.keys(defaults)) delete fields[k];
      const required = asked.filter((k) => !(k in defaults));
      // The keys an object-valued body field takes (one level), so that a misspelt key is an ArgumentError too.
      const shapes = Object.fromEntries(Object.entries(bodyFields).map(([k, s]) => [k, deref(s)])
        .filter(([, s]) => s?.properties && (s.additionalProperties === undefined || s.additionalProperties === false)).map(([k, s]) => [k, Object.keys(s.properties)]));
      for (const name of [...Object.keys(fields), ...pathParams.map((p) => p.name)]) {
        if (REQUEST_OPTIONS.includes(name) || name === 'respond_async' || name === 'poll_interval') throw new Error(`${op.operationId}: parameter ${name} collides with a client option`);
      }
      const security = op.security ?? spec.security ?? [];
      ops.push({
        id: op.operationId, method: method.toUpperCase(), path, sdk, op, bodySchema, model, binary, accept, fields, required,
        defaults, shapes, yard, firstSentence,
        item: itemRef ? refName(itemRef) : null,
        pathParams: pathParams.map((p) => ({ name: p.name, description: p.description, example: p.example ?? p.schema?.example })),
        query: query.map((p) => p.name), headers: headers.map((p) => p.name), body: bodyContent ? Object.keys(bodyFields) : null,
        form: bodyContent ? !/json/.test(bodyContent[0]) : false,
        auth: security.some((req) => Object.keys(req).some((n) => bearerSchemes.has(n))),
        errors: Object.entries(op.responses).filter(([s]) => /^[45]/.test(s)).map(([s, r]) => [Number(s), deref(r)['x-sdk-error']]).filter(([, n]) => n),
      });
    }
  }
  return { ops, deref };
}

const local = (name) => (RESERVED.has(name) ? `binding.local_variable_get(:${name})` : name);
const comment = (text, indent) => (text ?? '').trim().split('\n').map((l) => `${indent}#${l ? ` ${l}` : ''}`).join('\n');

function returnDoc(o) {
  if (o.binary) return 'ContractAnalysis::Download';
  if (o.item) return `ContractAnalysis::Page<ContractAnalysis::Models::${o.item}>`;
  return o.model ? `ContractAnalysis::Models::${o.model}` : 'Object';
}

function rubyMethod(o) {
  const name = snake(o.sdk.method);
  const keywords = Object.keys(o.fields).map((k) => (o.required.includes(k) ? `${k}:` : `${k}: nil`));
  if (o.sdk.respond_async) keywords.push('respond_async: false');
  const options = REQUEST_OPTIONS.map((k) => `${k}: nil`);
  const positional = o.pathParams.map((p) => p.name);
  const sig = [...positional, ...keywords, ...options].join(', ');
  const values = Object.keys(o.fields).map((k) => `${/^[a-z_][a-z0-9_]*$/.test(k) ? `${k}:` : `"${k}" =>`} ${local(k)}`);
  if (o.sdk.respond_async) values.push('respond_async: respond_async');
  const args = `[${positional.join(', ')}], { ${values.join(', ')} }, { ${REQUEST_OPTIONS.map((k) => `${k}: ${k}`).join(', ')} }`;
  const docs = [o.op.summary, o.op.description].filter(Boolean).join('\n\n');
  const params = [
    ...o.pathParams.map((p) => `@param ${p.name} [String] ${o.firstSentence(p.description)}`),
    ...Object.entries(o.fields).map(([k, f]) => `@param ${k} [${k === o.sdk.document ? 'IO, Pathname, String' : o.yard(f.schema)}]${o.required.includes(k) ? '' : ' (optional)'} ${k === o.sdk.document ? 'a file, a path or the bytes: the client reads and base64-encodes it. ' : ''}${o.firstSentence(f.description)}`.trimEnd()),
    ...(o.sdk.respond_async ? ['@param respond_async [Boolean] send `Prefer: respond-async`: 202 at once, the resource `queued`'] : []),
    '@param timeout [Numeric] seconds, this call only; max_retries, extra_headers and idempotency_key likewise (see ContractAnalysis::BaseClient)',
    `@return [${returnDoc(o)}]`,
  ];
  let out = `${comment(`${docs}\n\n${o.id}: ${o.method} ${o.path}\n${params.join('\n')}`, '      ')}\n` +
    `      def ${name}(${sig})\n        request(OPERATIONS.fetch(${JSON.stringify(o.id)}), ${args})\n      end\n`;
  if (o.sdk.respond_async) {
    const pollSig = [...positional, ...keywords.filter((k) => !k.startsWith('respond_async')), 'poll_interval: 1.0', ...options].join(', ');
    const pollValues = values.filter((v) => !v.startsWith('respond_async'));
    out += `\n${comment(`${o.op.summary ?? name}, asynchronously (\`Prefer: respond-async\`), then polls ${o.sdk.respond_async} every\n\`poll_interval\` seconds until the resource is \`completed\` or \`failed\`.\n@return [ContractAnalysis::Models::${o.model}]`, '      ')}\n` +
      `      def ${name}_and_poll(${pollSig})\n        poll(OPERATIONS.fetch(${JSON.stringify(o.id)}), OPERATIONS.fetch(${JSON.stringify(o.sdk.respond_async)}), poll_interval, ` +
      `[${positional.join(', ')}], { ${pollValues.join(', ')} }, { ${REQUEST_OPTIONS.map((k) => `${k}: ${k}`).join(', ')} })\n      end\n`;
  }
  return out;
}

// An example value for a field: the schema's own example, its default, its first enum value, else one by type.
function exampleOf(schema, deref) {
  const s = deref(schema) ?? {};
  if (s.example !== undefined) return s.example;
  if (s.examples?.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  const t = [].concat(s.type ?? []).find((x) => x !== 'null');
  if (t === 'array') return [exampleOf(s.items ?? {}, deref)];
  if (t === 'integer' || t === 'number') return s.minimum ?? 1;
  if (t === 'boolean') return true;
  if (t === 'object' && s.properties) return Object.fromEntries((s.required ?? []).map((k) => [k, exampleOf(s.properties[k], deref)]));
  return 'example';
}

function tokenOperation(spec, ops) {
  const url = Object.values(spec.components.securitySchemes ?? {}).map((s) => s.flows?.clientCredentials?.tokenUrl).find(Boolean);
  return url ? ops.find((o) => o.method === 'POST' && url.endsWith(o.path))?.id ?? null : null;
}

export function sample(o, deref) {
  const shown = new Set([...o.required, ...Object.keys(o.bodySchema?.example ?? {})]);
  const kwargs = Object.entries(o.fields).filter(([k]) => shown.has(k)).map(([k, f]) => {
    if (k === o.sdk.document) return `  ${k}: "nda.txt", # a path, a File or the bytes: the client encodes it`;
    const v = o.bodySchema?.example?.[k] ?? f.example ?? exampleOf(f.schema, deref);
    return `  ${k}: ${rb(v)},`;
  });
  const args = o.pathParams.map((p) => `  ${rb(p.example ?? `${p.name}_example`)},`);
  const inner = [...args, ...kwargs];
  if (inner.length) inner[inner.length - 1] = inner[inner.length - 1].replace(/,(\s*#.*)?$/, '$1');
  const call = `client.${snake(o.sdk.resource)}.${snake(o.sdk.method)}`;
  const invocation = inner.length ? `${call}(\n${inner.join('\n')}\n)` : call;
  const lines = ['require "contract_analysis"', '', 'client = ContractAnalysis::Client.new # the key from CONTRACT_ANALYSIS_API_KEY'];
  if (o.item) lines.push(`${invocation}.first(5).each do |item| # a Page is Enumerable: it fetches further pages as needed`, '  puts item.id', 'end');
  else if (o.binary) lines.push(`download = ${invocation}`, `download.write_to_file("${o.sdk.resource}.${/wordprocessingml/.test(o.accept) ? 'docx' : 'bin'}")`, 'puts "#{download.bytes.bytesize} bytes"');
  else lines.push(`result = ${invocation}`, 'puts result.to_json');
  return `${lines.join('\n')}\n`;
}

export function render(spec, modelFiles, policy) {
  const { ops, deref } = generate(spec);
  const byResource = new Map();
  for (const o of ops) byResource.set(o.sdk.resource, [...(byResource.get(o.sdk.resource) ?? []), o]);
  const byStatus = new Map(ops.flatMap((o) => o.errors).sort(([a], [b]) => a - b));
  const errors = [...new Set(byStatus.values())];
  let out = `# frozen_string_literal: true

# Generated by tools/openapi-generator/ruby-sdk.mjs from the spec ${spec.info.title} ${spec.info.version}.
# Built, never committed: do not edit. The behaviour lives in lib/contract_analysis/core.rb.

require "contract_analysis_generated/api_model_base"
${modelFiles.map((f) => `require "contract_analysis_generated/models/${f.replace(/\.rb$/, '')}"`).join('\n')}

module ContractAnalysis
  SPEC_VERSION = ${rb(spec.info.version)}
  DEFAULT_BASE_URL = ${rb(spec.servers?.[0]?.url ?? null)}
  # The one retry policy of the four clients: \`policy\` of spec/contract-tests/vectors.yaml (times in ms).
  POLICY = ${rb(policy)}.freeze
  # The operation at the OAuth 2.0 client-credentials tokenUrl: the client gets its tokens from it.
  TOKEN_OPERATION = ${rb(tokenOperation(spec, ops))}

  # Errors: one class per x-sdk-error name of the error responses.
${errors.map((e) => `  class ${e} < APIError; end`).join('\n')}
  # What the core (lib/contract_analysis/core.rb) executes for each operation.
  Operation = Struct.new(${['id', 'http_method', 'path', 'path_params', 'query', 'headers', 'body', 'form', 'model', 'item', 'document', 'binary', 'accept', 'defaults', 'shapes', 'auth', 'required'].map((k) => `:${k}`).join(', ')}, keyword_init: true)
  ERRORS = { ${[...byStatus].map(([s, n]) => `${s} => ${n}`).join(', ')} }.freeze

  OPERATIONS = {
${ops.map((o) => `    ${JSON.stringify(o.id)} => Operation.new(id: ${rb(o.id)}, http_method: ${rb(o.method)}, path: ${rb(o.path)}, ` +
    `path_params: ${rb(o.pathParams.map((p) => p.name))}, query: ${rb(o.query)}, headers: ${rb(o.headers)}, body: ${rb(o.body)}, ` +
    `form: ${o.form}, model: ${rb(o.model)}, item: ${rb(o.item)}, document: ${rb(o.sdk.document ?? null)}, binary: ${o.binary}, ` +
    `accept: ${rb(o.accept)}, defaults: ${rb(o.defaults)}, shapes: ${rb(o.shapes)}, auth: ${o.auth}, required: ${rb(o.required)})`).join(',\n')}
  }.freeze

  module Resources
`;
  for (const [resource, list] of byResource) {
    out += `    # client.${snake(resource)}\n    class ${pascal(resource)} < Resource\n${list.map(rubyMethod).join('\n')}    end\n\n`;
  }
  out += `  end

  # The client of the ${spec.info.title}. See ContractAnalysis::BaseClient for the options.
  class Client < BaseClient
    RESOURCES = { ${[...byResource.keys()].map((r) => `${snake(r)}: Resources::${pascal(r)}`).join(', ')} }.freeze
${[...byResource.keys()].map((r) => `    # @return [Resources::${pascal(r)}]\n    attr_reader :${snake(r)}`).join('\n')}
  end
end
`;
  const samples = Object.fromEntries(ops.map((o) => [o.id, { lang: 'Ruby', label: 'Ruby', source: sample(o, deref) }]));
  return { source: out, samples };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [bundle, outDir, samplesPath] = process.argv.slice(2);
  const spec = JSON.parse(readFileSync(bundle, 'utf8'));
  const modelFiles = readdirSync(join(outDir, 'lib/contract_analysis_generated/models')).filter((f) => f.endsWith('.rb')).sort();
  // The retry policy lives next to the behaviour vectors that test it (spec/contract-tests/vectors.yaml).
  const { policy } = parseYaml(readFileSync(join(dirname(bundle), '../contract-tests/vectors.yaml'), 'utf8'));
  const { source, samples } = render(spec, modelFiles, policy);
  mkdirSync(join(outDir, 'lib/contract_analysis'), { recursive: true });
  writeFileSync(join(outDir, 'lib/contract_analysis/sdk.rb'), source);
  mkdirSync(dirname(samplesPath), { recursive: true });
  writeFileSync(samplesPath, `${JSON.stringify(samples, null, 2)}\n`);
  console.log(`ruby-sdk: ${Object.keys(samples).length} operations -> ${join(outDir, 'lib/contract_analysis/sdk.rb')}, ${samplesPath}`);
}
