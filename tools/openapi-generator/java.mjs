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
//     method and path parameter of the operation to poll.
// Nothing here is specific to one operation: a new operation in the spec gets the same treatment.
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const camel = (s) => s.replace(/[-_ ]+([a-zA-Z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (s) => camel(s).replace(/^./, (c) => c.toUpperCase());

function deref(spec, node) {
  while (node?.$ref) node = node.$ref.slice(2).split('/').reduce((o, k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  return node;
}

function operations(spec) {
  const out = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of HTTP_METHODS) if (item[method]) out.push({ path, item, method, op: item[method] });
  }
  return out;
}

const JSON_TYPE = /^application\/(.+\+)?json$/;

// What the Java method returns when it is not the generator's returnType: the auto-paging Page of the list's items, a
// Download for a body that is not JSON (a DOCX, a PDF), Void for no body.
function returns(spec, op, sdk) {
  const [, ok] = Object.entries(op.responses ?? {}).find(([code]) => /^2/.test(code)) ?? [];
  const content = deref(spec, ok)?.content;
  if (!content || Object.keys(content).length === 0) return 'Void';
  if (!Object.keys(content).some((type) => JSON_TYPE.test(type))) return 'Download';
  if (sdk.paginate === 'cursor') {
    const list = deref(spec, Object.values(content)[0].schema);
    const item = list?.properties?.data?.items?.$ref;
    if (!item) throw new Error(`${op.operationId}: paginate: cursor needs a list envelope whose data items are a $ref`);
    return `Page<${item.split('/').pop()}>`;
  }
  return null;
}

// Whether the parameters object has a required member (then the method has no overload without parameters).
function required(spec, { item, op }) {
  const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(spec, p));
  if (params.some((p) => p.required && !(p.in === 'header' && ['Idempotency-Key', 'Prefer'].includes(p.name)))) return true;
  if (!op.requestBody?.required) return false;
  const schema = deref(spec, Object.values(deref(spec, op.requestBody).content)[0].schema);
  return (schema?.required ?? []).length > 0;
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
function sample(spec, { item, op }, sdk) {
  const args = [];
  for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])].map((x) => deref(spec, x))) {
    if (!p.required || (p.in === 'header' && ['Idempotency-Key', 'Prefer'].includes(p.name))) continue;
    args.push({ setter: camel(p.name), literal: literal(spec, p.schema, p.example ?? deref(spec, p.schema)?.example, '') });
  }
  const media = op.requestBody && Object.values(deref(spec, op.requestBody).content)[0];
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

export function javaSpec(bundle) {
  const spec = structuredClone(bundle);
  // The events the service sends (OpenAPI 3.1 webhooks) are not operations a client calls; their schemas stay.
  delete spec.webhooks;
  const ops = operations(spec);
  const byId = new Map(ops.map((o) => [o.op.operationId, o]));
  const pathParams = ({ item, op }) =>
    [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(spec, p)).filter((p) => p.in === 'path');
  for (const o of ops) {
    const { op } = o;
    const sdk = op['x-sdk'];
    if (!sdk?.resource || !sdk?.method) throw new Error(`${op.operationId} has no x-sdk resource/method`);
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
      returns: returns(spec, op, sdk),
      required: required(spec, o),
      anonymous: anonymous(spec, op),
      sample: sample(spec, o, sdk),
    };
    java.download = java.returns === 'Download';
    if (sdk.respond_async) {
      const target = byId.get(sdk.respond_async);
      if (!target) throw new Error(`${op.operationId}: respond_async names ${sdk.respond_async}, which the spec does not have`);
      const [idParam] = pathParams(target);
      java.poll = {
        accessor: camel(target.op['x-sdk'].resource),
        method: camel(target.op['x-sdk'].method),
        params: `${pascal(camel(target.op['x-sdk'].method))}Params`,
        resource: pascal(target.op['x-sdk'].resource),
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
  for (const { op } of operations(bundle)) {
    for (const [code, response] of Object.entries(op.responses ?? {})) {
      const name = deref(bundle, response)?.['x-sdk-error'];
      if (name && /^\d{3}$/.test(code)) byStatus.set(Number(code), name.replace(/Error$/, 'Exception'));
    }
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
