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
    };
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
