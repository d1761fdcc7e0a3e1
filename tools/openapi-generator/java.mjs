// The Java client's view of the spec, handed to openapi-generator instead of the bundle itself.
//
// The Java templates (templates/java) generate one resource class per `x-sdk.resource`, one method per operation
// named by `x-sdk.method`, and the samples. openapi-generator groups operations by their first tag and cannot look
// an operation up by id, so this step (run by generate.mjs before the generator) writes a copy of the bundle where
//   - every operation's only tag is its x-sdk resource (the generated class `Contracts`, `ApiKeys`, ...);
//   - the Idempotency-Key and Prefer header parameters are gone: the client's core sends them (RequestOptions, the
//     respondAsync option), so no generated signature carries them; what they were is kept in `x-java`;
//   - `x-java` on each operation holds the facts a template cannot compute: the method name, whether the operation
//     takes an Idempotency-Key or Prefer, the document field, the pagination, and for `respond_async` the resource,
//     method and path parameter of the operation to poll, and for the operation at the OAuth 2.0 tokenUrl the
//     client-credentials grant type as a Java expression (Resources.clientCredentialsToken, which the core calls).
// Nothing here is specific to one operation: a new operation in the spec gets the same treatment.
import { derefIn, operationFacts, tokenOperation } from './sdk-facts.mjs';

// The header parameters the core sends itself (RequestOptions, the respondAsync option).
const OWN_HEADERS = new Set(['idempotency-key', 'prefer']);

const camel = (s) => s.replace(/[-_ ]+([a-zA-Z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (s) => camel(s).replace(/^./, (c) => c.toUpperCase());

function deref(spec, node) {
  return derefIn(spec)(node);
}

// What the Java method returns when it is not the generator's returnType: the auto-paging Page of the list's items, a
// Download for a body that is not JSON (a DOCX, a PDF), Void for no body.
function returns(f) {
  if (!f.success) return 'Void';
  if (f.binary) return 'Download';
  if (f.sdk.paginate === 'cursor') {
    if (!f.item) throw new Error(`${f.id}: paginate: cursor needs a list envelope whose data items are a $ref`);
    return `Page<${f.item}>`;
  }
  return null;
}

// Whether the parameters object has a required member (then the method has no overload without parameters).
function required(f) {
  if ([...f.pathParams, ...f.query, ...f.headers].some((p) => p.required)) return true;
  return !!f.requestBody?.required && (f.bodySchema?.required ?? []).length > 0;
}

// An operation that takes no bearer credential (security lists none: POST /oauth/token) is sent without one.
function anonymous(spec, op) {
  if (!op.security) return false;
  const schemes = spec.components?.securitySchemes ?? {};
  const bearer = (name) => ['oauth2', 'apiKey'].includes(schemes[name]?.type) || schemes[name]?.scheme === 'bearer';
  return !op.security.some((req) => Object.keys(req).some(bearer));
}

// The code sample's arguments: the required parameters, and the fields of the body's example (else its required
// fields), each as a Java expression of the type the generated setter takes. The generated sample compiles against
// the client and runs against Prism in the contract tests, so a wrong expression here fails a test.
function sample(spec, f) {
  const { sdk } = f;
  const args = [];
  for (const p of [...f.pathParams, ...f.query, ...f.headers]) {
    if (!p.required) continue;
    args.push({ setter: camel(p.name), literal: literal(spec, p.schema, p.example ?? deref(spec, p.schema)?.example, '') });
  }
  const media = f.bodyContent?.[1];
  if (media) {
    const ref = media.schema?.$ref?.split('/').pop() ?? '';
    const body = deref(spec, media.schema);
    const example = media.example ?? body.example ?? {};
    const fields = Object.keys(example).length ? Object.keys(example) : body.required ?? [];
    for (const name of fields) {
      const value = example[name];
      const literalOf = name === sdk.document ? 'Path.of("nda.txt")' : literal(spec, body.properties?.[name], value, ref + pascal(camel(name)));
      args.push({ setter: camel(name), literal: literalOf });
    }
  }
  return args;
}

// A Java expression for `value` of `schema`; `inlineName` is the class openapi-generator gives an inline enum there.
function literal(spec, schema, value, inlineName) {
  const ref = schema?.$ref?.split('/').pop();
  const s = deref(spec, schema) ?? {};
  const type = [s.type].flat().find((t) => t !== 'null');
  const v = value ?? s.example ?? s.default ?? s.enum?.[0];
  if (s.enum) return `${ref ?? inlineName}.fromValue(${JSON.stringify(v)})`;
  if (type === 'array') {
    const items = (Array.isArray(v) ? v : [undefined]).map((x) => literal(spec, s.items, x, inlineName));
    return `${s.uniqueItems ? 'Set' : 'List'}.of(${items.join(', ')})`;
  }
  if (type === 'object' && ref && s.properties) {
    return `new ${ref}()${Object.entries(v ?? {}).map(([k, x]) => `.${camel(k)}(${literal(spec, s.properties[k], x, ref + pascal(camel(k)))})`).join('')}`;
  }
  if (type === 'object') {
    return `Map.of(${Object.entries(v ?? {}).flatMap(([k, x]) => [JSON.stringify(k), literal(spec, s.additionalProperties, x, inlineName)]).join(', ')})`;
  }
  if (type === 'integer') return s.format === 'int64' ? `${v ?? 1}L` : `${v ?? 1}`;
  if (type === 'number') return s.format === 'double' || s.format === 'float' ? `${v ?? 1}` : `new java.math.BigDecimal("${v ?? 1}")`;
  if (type === 'boolean') return `${v ?? true}`;
  if (s.format === 'uri') return `URI.create(${JSON.stringify(v ?? 'https://example.com')})`;
  if (s.format === 'date-time') return `OffsetDateTime.parse(${JSON.stringify(v)})`;
  if (s.format === 'byte') return `${JSON.stringify(v ?? '')}.getBytes(java.nio.charset.StandardCharsets.UTF_8)`;
  return JSON.stringify(v ?? 'string');
}

// The token operation's grant_type set to client_credentials, as the generated setter takes it. Its form fields are
// RFC 6749's (grant_type, client_id, client_secret, scope), which Resources.mustache names.
function grantType(spec, f) {
  const missing = ['grant_type', 'client_id', 'client_secret', 'scope'].filter((name) => !f.bodyFields[name]);
  if (missing.length) throw new Error(`${f.id}: the token operation's body lacks ${missing.join(', ')}`);
  const ref = f.bodyContent[1].schema?.$ref?.split('/').pop() ?? '';
  return literal(spec, f.bodyFields.grant_type, 'client_credentials', `${ref}GrantType`);
}

export function javaSpec(bundle) {
  const spec = structuredClone(bundle);
  // The events the service sends (OpenAPI 3.1 webhooks) are not operations a client calls; their schemas stay.
  delete spec.webhooks;
  const ops = operationFacts(spec, OWN_HEADERS);
  const byId = new Map(ops.map((f) => [f.id, f]));
  const tokenId = tokenOperation(spec, ops);
  for (const f of ops) {
    const { op, sdk } = f;
    const header = (name) => (op.parameters ?? []).some((p) => deref(spec, p).in === 'header' && deref(spec, p).name === name);
    const java = {
      resource: pascal(sdk.resource),
      accessor: camel(sdk.resource),
      method: camel(sdk.method),
      idempotent: header('Idempotency-Key'),
      prefer: header('Prefer'),
      paginate: sdk.paginate === 'cursor',
      document: sdk.document ? camel(sdk.document) : null,
      params: `${pascal(camel(sdk.method))}Params`,
      returns: returns(f),
      required: required(f),
      anonymous: anonymous(spec, op),
      sample: sample(spec, f),
    };
    java.download = java.returns === 'Download';
    if (f.id === tokenId) java.token = { grantType: grantType(spec, f) };
    if (sdk.respond_async) {
      const target = byId.get(sdk.respond_async);
      if (!target) throw new Error(`${f.id}: respond_async names ${sdk.respond_async}, which the spec does not have`);
      const [idParam] = target.pathParams;
      java.poll = {
        accessor: camel(target.sdk.resource),
        method: camel(target.sdk.method),
        params: `${pascal(camel(target.sdk.method))}Params`,
        resource: pascal(target.sdk.resource),
        idSetter: camel(idParam.name),
      };
    }
    op['x-java'] = java;
    op.tags = [sdk.resource];
    op.parameters = (op.parameters ?? []).filter((p) => {
      const d = deref(spec, p);
      return !(d.in === 'header' && (d.name === 'Idempotency-Key' || d.name === 'Prefer'));
    });
  }
  return spec;
}

// The error classes (x-sdk-error on the shared error responses): one Java class per name, `FooError` becoming
// `FooException`, and ErrorClasses.of, which picks the class by status (any other 5xx: the class of 500; any other
// status: ApiException). Returned as { <file name>: <source> } for com.contractanalysis.errors.
export function javaErrors(bundle) {
  const byStatus = new Map();
  for (const f of operationFacts(bundle, OWN_HEADERS)) {
    for (const [status, name] of f.errors) if (Number.isInteger(status)) byStatus.set(status, name.replace(/Error$/, 'Exception'));
  }
  const header = '// Written by tools/openapi-generator/java.mjs from the x-sdk-error of the spec\'s error responses. Built, never committed.\npackage com.contractanalysis.errors;\n\n';
  const files = {};
  for (const [status, name] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    if (files[`${name}.java`]) continue;
    files[`${name}.java`] =
      `${header}import java.util.List;\nimport java.util.Map;\n\n/** HTTP ${status}${status === 500 ? ' and any other 5xx' : ''}. */\n` +
      `public class ${name} extends ApiException {\n  public ${name}(int status, String body, Map<String, List<String>> headers) { super(status, body, headers); }\n}\n`;
  }
  const server = byStatus.get(500);
  const cases = [...byStatus].sort((a, b) => a[0] - b[0]).map(([s, n]) => `      case ${s}: return new ${n}(status, body, headers);`);
  files['ErrorClasses.java'] =
    `${header}import java.util.List;\nimport java.util.Map;\n\n/** The error class of each status the spec names. */\nfinal class ErrorClasses {\n` +
    `  private ErrorClasses() {}\n\n  static ApiException of(int status, String body, Map<String, List<String>> headers) {\n    switch (status) {\n${cases.join('\n')}\n` +
    `      default: return ${server ? `status >= 500 ? new ${server}(status, body, headers) : ` : ''}new ApiException(status, body, headers);\n    }\n  }\n}\n`;
  return files;
}

// The one retry policy of the four clients (`policy` of spec/contract-tests/vectors.yaml, next to the vectors that
// test it) as constants of com.contractanalysis.Policy, one per key: numbers as int or double, lists as a Set.
export function javaPolicy(policy) {
  const java = (v) => {
    if (Array.isArray(v)) return { type: `Set<${typeof v[0] === 'number' ? 'Integer' : 'String'}>`, value: `Set.of(${v.map((x) => JSON.stringify(x)).join(', ')})` };
    if (typeof v === 'number') return { type: Number.isInteger(v) ? 'int' : 'double', value: String(v) };
    if (typeof v === 'boolean') return { type: 'boolean', value: String(v) };
    return { type: 'String', value: JSON.stringify(v) };
  };
  const constants = Object.entries(policy).map(([key, v]) => `  static final ${java(v).type} ${key.toUpperCase()} = ${java(v).value};`);
  return (
    '// Written by tools/openapi-generator/java.mjs from `policy` of spec/contract-tests/vectors.yaml. Built, never committed.\n' +
    'package com.contractanalysis;\n\nimport java.util.Set;\n\n' +
    '/** The one retry policy of the four clients (spec/contract-tests/vectors.yaml, `policy`); times in milliseconds. */\n' +
    `final class Policy {\n  private Policy() {}\n\n${constants.join('\n')}\n}\n`
  );
}
