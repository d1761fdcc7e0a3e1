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
import { derefIn, exampleOf, operationFacts, pascal, refName, snake, tokenOperation } from './sdk-facts.mjs';
import { parse as parseYaml } from 'yaml';

// Headers the client provides itself (from the request options and x-sdk.respond_async), never as keywords.
const OWN_HEADERS = new Set(['idempotency-key', 'prefer']);
const REQUEST_OPTIONS = ['timeout', 'max_retries', 'extra_headers', 'idempotency_key'];
const RESERVED = new Set(['alias', 'and', 'begin', 'break', 'case', 'class', 'def', 'defined?', 'do', 'else', 'elsif', 'end',
  'ensure', 'false', 'for', 'if', 'in', 'module', 'next', 'nil', 'not', 'or', 'redo', 'rescue', 'retry', 'return', 'self',
  'super', 'then', 'true', 'undef', 'unless', 'until', 'when', 'while', 'yield']);

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
  const deref = derefIn(spec);
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

  const ops = operationFacts(spec, OWN_HEADERS).map((o) => {
    const fields = {};
    for (const p of [...o.query, ...o.headers]) fields[p.name] = { schema: p.schema ?? {}, description: p.description, example: p.example };
    for (const [k, s] of Object.entries(o.bodyFields)) fields[k] = { schema: s, description: s.description ?? deref(s)?.description };
    const asked = [...o.query, ...o.headers].filter((p) => p.required).map((p) => p.name)
      .concat(o.requestBody?.required ? o.bodySchema?.required ?? [] : []);
    // A required field with a single allowed value (grant_type: client_credentials) is filled in, not asked for.
    const defaults = Object.fromEntries(asked.map((k) => [k, deref(fields[k].schema)?.enum]).filter(([, e]) => e?.length === 1).map(([k, e]) => [k, e[0]]));
    for (const k of Object.keys(defaults)) delete fields[k];
    // The keys an object-valued body field takes (one level), so that a misspelt key is an ArgumentError too.
    const shapes = Object.fromEntries(Object.entries(o.bodyFields).map(([k, s]) => [k, deref(s)])
      .filter(([, s]) => s?.properties && (s.additionalProperties === undefined || s.additionalProperties === false)).map(([k, s]) => [k, Object.keys(s.properties)]));
    for (const name of [...Object.keys(fields), ...o.pathParams.map((p) => p.name)]) {
      if (REQUEST_OPTIONS.includes(name) || name === 'respond_async' || name === 'poll_interval') throw new Error(`${o.id}: parameter ${name} collides with a client option`);
    }
    const security = o.op.security ?? spec.security ?? [];
    return {
      ...o, fields, defaults, shapes, yard, firstSentence, required: asked.filter((k) => !(k in defaults)),
      pathParams: o.pathParams.map((p) => ({ name: p.name, description: p.description, example: p.example ?? p.schema?.example })),
      query: o.query.map((p) => p.name), headers: o.headers.map((p) => p.name), body: o.bodyContent ? Object.keys(o.bodyFields) : null,
      auth: security.some((req) => Object.keys(req).some((n) => bearerSchemes.has(n))),
    };
  });
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
  const oneLine = inner.length === 1 && !inner[0].includes('#') ? `${call}(${inner[0].trim()})` : null;
  const invocation = oneLine ?? (inner.length ? `${call}(\n${inner.join('\n')}\n)` : call);
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
