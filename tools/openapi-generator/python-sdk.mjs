#!/usr/bin/env node
// The Python client's resource layer, generated from the bundled spec (run by generate.mjs after openapi-generator).
//
//   node tools/openapi-generator/python-sdk.mjs <bundle.json> <package dir> <samples.json>
//
// openapi-generator writes the response models (pydantic, contract_analysis._generated.models); this step writes
// contract_analysis/_generated/facts.py, plain data the core imports first (the spec's version and first server, the
// retry policy of spec/contract-tests/vectors.yaml, the OAuth token operation), and
// contract_analysis/_generated/sdk.py from the same bundle, named by each operation's x-sdk (spec/README.md):
//   - the request types: one TypedDict per operation (path parameters are positional; query, header and body fields
//     are keywords; the per-request options come from RequestOptions), a TypedDict per request-side object schema,
//     a Literal per enum. Every TypedDict forbids unknown keys, so the same class is the static type (mypy, pyright)
//     and the run-time check (pydantic); the x-sdk.document field is a FileInput, read and base64-encoded by that check;
//   - one descriptor per operation (an `Operation`, whose type is written here too: method, path, where each parameter
//     goes, the response model, paginate, binary) that the hand-written core (contract_analysis/_core.py) executes;
//   - the resource classes, sync and async, each with a `with_raw_response` twin, and a `<method>_and_poll` helper for
//     every x-sdk.respond_async;
//   - the error classes, one per `x-sdk-error` name on the operations' error responses (ERRORS maps each status to
//     its class; the core maps another 5xx to the class of 500 and any other status to APIError);
// and a code sample per operation (samples.json), built from the same facts, so it cannot name a method that does
// not exist (the contract suite runs each one against Prism).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { derefIn, exampleOf, operationFacts, pascal, refName, snake, tokenOperation } from './sdk-facts.mjs';
import { parse as parseYaml } from 'yaml';

// Parameters that the client itself provides from x-sdk and the request options, never as keywords.
const OWN_HEADERS = { 'idempotency-key': 'idempotency_key', prefer: 'respond_async' };

export { pascal, snake };

export function generate(spec) {
  const deref = derefIn(spec);
  const types = new Map(); // name -> python source of a request-side type (Literal alias or TypedDict)

  const doc = (text, indent) => {
    const clean = (text ?? '').trim().replace(/\\/g, '\\\\').replace(/"""/g, '\\"\\"\\"');
    if (!clean) return '';
    return `${indent}"""${clean.split('\n').join(`\n${indent}`)}\n${indent}"""\n`;
  };
  const literal = (values) => `Literal[${values.map((v) => JSON.stringify(v)).join(', ')}]`;

  // A request-side schema as a Python type; object schemas become TypedDicts named after `hint`.
  function pyType(schema, hint) {
    if (schema.$ref) {
      const name = refName(schema.$ref);
      const target = deref(schema);
      if (target.enum && !types.has(name)) types.set(name, `${name} = ${literal(target.enum.filter((v) => v !== null))}\n${doc(target.description, '')}`);
      if (target.enum) return name;
      if (target.properties) return typedDict(`${name}Param`, target);
      return pyType(target, name);
    }
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants) {
      const parts = variants.filter((v) => v.type !== 'null').map((v, i) => pyType(v, `${hint}${i}`));
      const union = parts.length === 1 ? parts[0] : `Union[${parts.join(', ')}]`;
      return variants.length > parts.length ? `Optional[${union}]` : union;
    }
    const list = [].concat(schema.type ?? []);
    const base = (() => {
      if (schema.enum) return literal(schema.enum.filter((v) => v !== null));
      switch (list.find((t) => t !== 'null')) {
        case 'string': return 'str';
        case 'integer': return 'int';
        case 'number': return 'float';
        case 'boolean': return 'bool';
        case 'array': return `List[${pyType(schema.items ?? {}, `${hint}Item`)}]`;
        case 'object':
          if (schema.properties) return typedDict(`${hint}Param`, schema);
          if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
            return `Dict[str, ${pyType(schema.additionalProperties, `${hint}Value`)}]`;
          }
          return 'Dict[str, Any]';
        default: return 'Any';
      }
    })();
    return list.includes('null') ? `Optional[${base}]` : base;
  }

  function fieldLines(props, required, extra = {}) {
    return Object.entries(props).map(([name, s]) => {
      const t = extra[name] ?? pyType(s, pascal(name));
      const desc = (s.description ?? deref(s)?.description ?? '').split(/\n|(?<=\.) /)[0];
      return `${desc ? `    #: ${desc}\n` : ''}    ${name}: ${required.includes(name) ? `Required[${t}]` : t}`;
    });
  }

  function typedDict(name, schema, base = 'TypedDict', extra = {}, props = schema.properties ?? {}) {
    if (types.has(name)) return name;
    types.set(name, null); // reserve: a recursive schema refers to itself by name
    const lines = fieldLines(props, schema.required ?? [], extra);
    types.set(name, `@with_config(_FORBID)\nclass ${name}(${base}, total=False):\n${doc(schema.description, '    ') || ''}${lines.join('\n') || '    pass'}\n`);
    return name;
  }

  const ops = [];
  for (const f of operationFacts(spec, new Set(Object.keys(OWN_HEADERS)))) {
    const { sdk, op, model, bodySchema } = f;
    const bodyRequired = f.requestBody?.required ? bodySchema?.required ?? [] : [];
    // A oneOf model (Event) is returned as the member it holds: the type is the union of its members.
    const members = model ? (deref(spec.components.schemas[model]).oneOf ?? []).map((m) => m.$ref && refName(m.$ref)).filter(Boolean) : [];
    const name = pascal(op.operationId);
    const fields = {};
    for (const p of [...f.query, ...f.headers]) fields[p.name] = p.schema ?? {};
    Object.assign(fields, f.bodyFields);
    // A required field with a single allowed value (grant_type: client_credentials) is filled in, not asked for.
    const asked = [...f.query, ...f.headers].filter((p) => p.required).map((p) => p.name).concat(bodyRequired);
    const defaults = Object.fromEntries(asked.map((k) => [k, deref(fields[k])?.enum]).filter(([, e]) => e?.length === 1).map(([k, e]) => [k, e[0]]));
    const required = asked.filter((k) => !(k in defaults));
    if (sdk.respond_async) fields.respond_async = { type: 'boolean', description: 'Send `Prefer: respond-async`: answer 202 at once, the resource `queued`.' };
    const extra = sdk.document ? { [sdk.document]: 'FileInput' } : {};
    typedDict(`${name}Params`, { required, description: `The parameters of ${sdk.resource}.${sdk.method} (${op.operationId}).` }, 'RequestOptions', extra, fields);
    ops.push({
      ...f, name, fields, required, defaults, members, hasBody: !!f.bodyContent, body: Object.keys(f.bodyFields),
      pathParams: f.pathParams.map((p) => ({ name: p.name, type: pyType(p.schema ?? {}, pascal(p.name)), example: p.example ?? p.schema?.example })),
      query: f.query.map((p) => p.name), headers: f.headers.map((p) => p.name),
    });
  }
  return { ops, types, doc };
}

function returnType(o, isAsync) {
  if (o.binary) return 'BinaryResponse';
  if (o.item) return `${isAsync ? 'AsyncPage' : 'Page'}[_m.${o.item}]`;
  if (o.members.length) return `Union[${o.members.map((m) => `_m.${m}`).join(', ')}]`;
  return o.model ? `_m.${o.model}` : 'Any';
}

function method(o, { isAsync, raw }, doc) {
  const m = snake(o.sdk.method);
  const positional = o.pathParams.map((p) => `${p.name}: ${p.type}`);
  const sig = ['self', ...positional, ...(positional.length ? ['/'] : []), `**params: Unpack[${o.name}Params]`].join(', ');
  let ret = returnType(o, isAsync);
  if (raw) ret = `RawResponse[${ret}]`;
  const aw = isAsync ? 'await ' : '';
  const def = isAsync ? 'async def' : 'def';
  const args = `(${o.pathParams.map((p) => p.name).join(', ')}${o.pathParams.length === 1 ? ',' : ''})`;
  const text = [o.op.summary, o.op.description].filter(Boolean).join('\n\n');
  let out = `    ${def} ${m}(${sig}) -> ${ret}:\n${raw ? '' : doc(text, '        ')}        return ${aw}self._client._request(OPERATIONS[${JSON.stringify(o.id)}], ${args}, params${raw ? ', raw=True' : ''})\n`;
  if (o.sdk.respond_async && !raw) {
    const poll = `_m.${o.model}`;
    out += `\n    ${def} ${m}_and_poll(${sig.replace('**params', '*, poll_interval: float = 1.0, **params').replace('/, *,', '/, *,')}) -> ${poll}:\n` +
      doc(`${o.op.summary ?? m}, asynchronously (\`Prefer: respond-async\`), then polls ${o.sdk.respond_async} every \`poll_interval\` seconds until the resource is \`completed\` or \`failed\`.`, '        ') +
      `        return ${aw}self._client._poll(OPERATIONS[${JSON.stringify(o.id)}], ${args}, params, OPERATIONS[${JSON.stringify(o.sdk.respond_async)}], poll_interval)\n`;
  }
  return out;
}

// Python source for a JSON value.
function py(v) {
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (Array.isArray(v)) return `[${v.map(py).join(', ')}]`;
  if (typeof v === 'object') return `{${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${py(x)}`).join(', ')}}`;
  return JSON.stringify(v);
}

export function sample(o, spec) {
  const deref = derefIn(spec);
  const shown = new Set([...o.required, ...Object.keys(o.bodySchema?.example ?? {})]);
  const kwargs = Object.entries(o.fields)
    .filter(([k]) => shown.has(k) && k !== 'respond_async' && !(k in o.defaults))
    .map(([k, s]) => {
      if (k === o.sdk.document) return `    ${k}="nda.txt",  # a path, bytes or a binary file: the client encodes it`;
      const v = o.bodySchema?.example?.[k] ?? exampleOf(s, deref);
      return `    ${k}=${py(v)},`;
    });
  const args = o.pathParams.map((p) => py(p.example ?? 'id_example'));
  const call = `client.${snake(o.sdk.resource)}.${snake(o.sdk.method)}(`;
  const inner = [...args.map((a) => `    ${a},`), ...kwargs];
  const oneLine = `${call}${inner.map((x) => x.trim().replace(/,$/, '')).join(', ')})`;
  const invocation = oneLine.length <= 80 && !oneLine.includes('#') ? oneLine : `${call}\n${inner.join('\n')}\n)`;
  const lines = ['from contract_analysis import ContractAnalysis', '', 'client = ContractAnalysis()  # the key from CONTRACT_ANALYSIS_API_KEY'];
  if (o.item) lines.push(`for item in ${invocation}:  # every page`, '    print(item.id)');
  else if (o.binary) lines.push(`download = ${invocation}`, `download.write_to_file("${o.sdk.resource}.${/wordprocessingml/.test(o.accept) ? 'docx' : 'bin'}")`, 'print(len(download.content), "bytes")');
  else lines.push(`result = ${invocation}`, 'print(result.to_json())');
  return `${lines.join('\n')}\n`;
}

export function render(spec, policy) {
  const { ops, types, doc } = generate(spec);
  const byResource = new Map();
  for (const o of ops) {
    if (!byResource.has(o.sdk.resource)) byResource.set(o.sdk.resource, []);
    byResource.get(o.sdk.resource).push(o);
  }
  const byStatus = new Map(ops.flatMap((o) => o.errors).sort(([a], [b]) => a - b));
  const errors = [...new Set(byStatus.values())];
  let out = `# Generated by tools/openapi-generator/python-sdk.mjs from the spec ${spec.info.title} ${spec.info.version}.
# Built, never committed: do not edit. The behaviour lives in contract_analysis/_core.py.
from __future__ import annotations

from typing import Any, Dict, List, Literal, NamedTuple, Optional, Union

from pydantic import ConfigDict, with_config
from typing_extensions import Required, TypedDict, Unpack

from .. import _core
from .._core import APIError, AsyncPage, BinaryResponse, FileInput, Page, RawResponse, RequestOptions
from . import models as _m

_FORBID = ConfigDict(extra="forbid", arbitrary_types_allowed=True)

# Request types
`;
  const sources = [...types.values()];
  for (const src of [...sources.filter((x) => !x.startsWith('@')), ...sources.filter((x) => x.startsWith('@'))]) out += `\n${src}\n`;
  out += `
# Operations


class Operation(NamedTuple):
    \"\"\"What the core (contract_analysis/_core.py) reads of an operation: where each parameter goes, what comes back.\"\"\"

    method: str
    path: str
    params: Any  # the TypedDict of its parameters
    query: List[str]
    headers: List[str]
    body: Optional[List[str]]  # the JSON (or form) body's fields; None: no body
    form: bool
    model: Any  # the model of a JSON success; None: none
    paginate: bool
    binary: bool  # the success is a file, not JSON
    accept: str  # the operation's response media types
    defaults: Dict[str, Any]  # fields with a single allowed value, filled in


OPERATIONS: Dict[str, Operation] = {
`;
  for (const o of ops) {
    out += `    ${JSON.stringify(o.id)}: Operation(${JSON.stringify(o.method)}, ${JSON.stringify(o.path)}, ${o.name}Params, ` +
      `query=${py(o.query)}, headers=${py(o.headers)}, body=${o.hasBody ? py(o.body) : 'None'}, form=${py(o.form)}, ` +
      `model=${o.model ? `_m.${o.model}` : 'None'}, paginate=${py(!!o.item)}, binary=${py(o.binary)}, accept=${py(o.accept)}, defaults=${py(o.defaults)}),\n`;
  }
  out += '}\n';
  for (const [resource, list] of byResource) {
    for (const isAsync of [false, true]) {
      const cls = `${isAsync ? 'Async' : ''}${pascal(resource)}`;
      for (const raw of [true, false]) {
        const name = raw ? `${cls}WithRawResponse` : cls;
        out += `\n\nclass ${name}(_core.Resource):\n`;
        if (!raw) out += `    """client.${snake(resource)}"""\n\n    @property\n    def with_raw_response(self) -> ${cls}WithRawResponse:\n        """The same methods, returning the HTTP response (status, headers, request id) with the parsed result."""\n        return ${cls}WithRawResponse(self._client)\n\n`;
        out += list.map((o) => method(o, { isAsync, raw }, doc)).join('\n');
      }
    }
  }
  for (const isAsync of [false, true]) {
    const prefix = isAsync ? 'Async' : '';
    out += `\n\nclass ${prefix}ContractAnalysis(_core.${prefix}${isAsync ? 'Client' : 'SyncClient'}):\n` +
      doc(`The ${isAsync ? 'asynchronous ' : ''}client of the ${spec.info.title}: an API key (or CONTRACT_ANALYSIS_API_KEY) or OAuth client credentials (client_id, client_secret, scope); base_url, timeout (seconds), max_retries, default_headers. Every method also takes the per-request options timeout, max_retries, extra_headers and idempotency_key.`, '    ') + '\n';
    for (const r of byResource.keys()) out += `    ${snake(r)}: ${prefix}${pascal(r)}\n`;
    out += '\n    def _attach_resources(self) -> None:\n';
    for (const r of byResource.keys()) out += `        self.${snake(r)} = ${prefix}${pascal(r)}(self)\n`;
  }
  out += '\n# Errors: one class per x-sdk-error name of the error responses.\n';
  for (const e of errors) out += `\n\nclass ${e}(APIError):\n    pass\n`;
  out += `\n\nERRORS = {${[...byStatus].map(([s, n]) => `${s}: ${n}`).join(', ')}}\n`;
  out += `\n__all__ = ${py([...types.keys(), ...errors, ...[...byResource.keys()].flatMap((r) => [pascal(r), `Async${pascal(r)}`]), 'ContractAnalysis', 'AsyncContractAnalysis', 'OPERATIONS', 'ERRORS'])}\n`;
  const samples = Object.fromEntries(ops.map((o) => [o.id, { lang: 'Python', label: 'Python', source: sample(o, spec) }]));
  return { source: out, facts: facts(spec, ops, policy), samples };
}

function facts(spec, ops, policy) {
  return `# Generated by tools/openapi-generator/python-sdk.mjs from the spec ${spec.info.title} ${spec.info.version}
# and spec/contract-tests/vectors.yaml. Built, never committed: do not edit. Plain data, imported by the core first.
from typing import Any, Dict

SPEC_VERSION = ${py(spec.info.version)}
DEFAULT_BASE_URL = ${py(spec.servers?.[0]?.url ?? null)}
# The one retry policy of the four clients: \`policy\` of spec/contract-tests/vectors.yaml (times in ms).
POLICY: Dict[str, Any] = ${py(policy)}
# The operation at the OAuth 2.0 client-credentials tokenUrl: the client gets its tokens from it.
TOKEN_OPERATION = ${py(tokenOperation(spec, ops))}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [bundle, pkgDir, samplesPath] = process.argv.slice(2);
  const spec = JSON.parse(readFileSync(bundle, 'utf8'));
  // The retry policy lives next to the behaviour vectors that test it (spec/contract-tests/vectors.yaml).
  const { policy } = parseYaml(readFileSync(join(dirname(bundle), '../contract-tests/vectors.yaml'), 'utf8'));
  const { source, facts, samples } = render(spec, policy);
  writeFileSync(join(pkgDir, 'sdk.py'), source);
  writeFileSync(join(pkgDir, 'facts.py'), facts);
  mkdirSync(dirname(samplesPath), { recursive: true });
  writeFileSync(samplesPath, `${JSON.stringify(samples, null, 2)}\n`);
  console.log(`python-sdk: ${Object.keys(samples).length} operations -> ${join(pkgDir, 'sdk.py')}, facts.py, ${samplesPath}`);
}
