// Lint rules of our own for the Contract Analysis spec. Redocly runs them on the bundled
// document, where every $ref is internal ("#/components/..."), so a small resolver suffices.

const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function resolve(root, node) {
  let seen = 0;
  while (node && typeof node === 'object' && typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
    if (++seen > 32) break;
    node = node.$ref
      .slice(2)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((n, key) => (n == null ? undefined : n[key]), root);
  }
  return node;
}

function operations(root) {
  const out = [];
  for (const [path, rawItem] of Object.entries(root.paths ?? {})) {
    const item = resolve(root, rawItem) ?? {};
    for (const method of METHODS) {
      if (item[method]) out.push({ path, method, item, op: item[method] });
    }
  }
  return out;
}

function carriesDocument(root, schema, depth = 0) {
  schema = resolve(root, schema);
  if (!schema || typeof schema !== 'object' || depth > 8) return false;
  if (schema.format === 'byte') return true;
  return Object.values(schema.properties ?? {}).some((s) => carriesDocument(root, s, depth + 1));
}

/**
 * Every operation declares the error responses that can happen to it, as problem+json:
 * 400 for anything that takes parameters or a body, 401, 429 and 500 always, 403 when it needs a
 * scope, 404 when it addresses a resource, 409 when it accepts an Idempotency-Key, 422 for JSON
 * bodies, 413 for anything with a body, and 415 when it accepts a document.
 */
function ErrorResponses() {
  return {
    Root: {
      leave(root, ctx) {
        for (const { path, method, item, op } of operations(root)) {
          const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolve(root, p) ?? {});
          const body = resolve(root, op.requestBody);
          const jsonSchema = body?.content?.['application/json']?.schema;
          const scoped = (op.security ?? root.security ?? []).some((req) => Object.values(req).some((s) => s.length > 0));
          const required = new Set(['401', '429', '500']);
          if (params.some((p) => p.in === 'query' || p.in === 'path') || jsonSchema) required.add('400');
          if (scoped) required.add('403');
          if (params.some((p) => p.in === 'path')) required.add('404');
          if (params.some((p) => p.in === 'header' && p.name === 'Idempotency-Key')) required.add('409');
          if (jsonSchema) required.add('422');
          if (body) required.add('413');
          if (jsonSchema && carriesDocument(root, jsonSchema)) required.add('415');
          const responses = op.responses ?? {};
          const where = ctx.location.child(['paths', path, method, 'responses']);
          for (const status of [...required].sort()) {
            const response = resolve(root, responses[status]);
            if (!response) {
              ctx.report({ message: `${method.toUpperCase()} ${path} must document the ${status} error response.`, location: where });
            } else if (!response.content?.['application/problem+json']) {
              ctx.report({
                message: `${method.toUpperCase()} ${path}: the ${status} response must be application/problem+json.`,
                location: where.child([status]),
              });
            }
          }
        }
      },
    },
  };
}

/** Schema property names and query parameter names are snake_case. */
function SnakeCaseFields() {
  return {
    Schema: {
      enter(schema, ctx) {
        for (const name of Object.keys(schema.properties ?? {})) {
          if (!SNAKE_CASE.test(name)) {
            ctx.report({ message: `Field "${name}" must be snake_case.`, location: ctx.location.child(['properties', name]).key() });
          }
        }
      },
    },
    Parameter: {
      enter(param, ctx) {
        if (param.in === 'query' && !SNAKE_CASE.test(param.name)) {
          ctx.report({ message: `Query parameter "${param.name}" must be snake_case.`, location: ctx.location.child(['name']) });
        }
      },
    },
  };
}

/** Every named schema carries an example, which no-invalid-schema-examples then validates. */
function SchemaExample() {
  return {
    NamedSchemas: {
      enter(schemas, ctx) {
        for (const [name, schema] of Object.entries(schemas)) {
          if (schema && !schema.$ref && schema.example === undefined && !(Array.isArray(schema.examples) && schema.examples.length)) {
            ctx.report({ message: `Schema "${name}" must have an example.`, location: ctx.location.child([name]).key() });
          }
        }
      },
    },
  };
}

const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;
const SDK_KEYS = new Set(['resource', 'method', 'paginate', 'document', 'respond_async']);

/**
 * Every operation names itself in the clients with `x-sdk` (see spec/README.md, "Vendor extensions"):
 * a camelCase `resource` and `method`, unique together; `paginate: cursor` only on an operation that takes
 * `starting_after`; `document` names a byte-string field of the JSON body; `respond_async` names the
 * operation that polls the resource, on an operation that takes `Prefer`. Each shared error response names its
 * client error class with `x-sdk-error`, the same class wherever one status is answered.
 */
function SdkNames() {
  return {
    Root: {
      leave(root, ctx) {
        const seen = new Map();
        const byId = new Map(operations(root).map((o) => [o.op.operationId, o]));
        for (const { path, method, item, op } of operations(root)) {
          const where = ctx.location.child(['paths', path, method]);
          const sdk = op['x-sdk'];
          const name = `${method.toUpperCase()} ${path}`;
          if (!sdk || typeof sdk !== 'object') {
            ctx.report({ message: `${name} must name itself in the clients with x-sdk: {resource, method}.`, location: where });
            continue;
          }
          for (const key of Object.keys(sdk)) {
            if (!SDK_KEYS.has(key)) ctx.report({ message: `${name}: unknown x-sdk field "${key}".`, location: where.child(['x-sdk', key]).key() });
          }
          if (!CAMEL_CASE.test(sdk.resource ?? '') || !CAMEL_CASE.test(sdk.method ?? '')) {
            ctx.report({ message: `${name}: x-sdk resource and method must be camelCase names.`, location: where.child(['x-sdk']) });
          }
          const key = `${sdk.resource}.${sdk.method}`;
          if (seen.has(key)) ctx.report({ message: `${name}: x-sdk ${key} is already used by ${seen.get(key)}.`, location: where.child(['x-sdk']) });
          seen.set(key, name);
          const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolve(root, p) ?? {});
          if (sdk.paginate !== undefined && (sdk.paginate !== 'cursor' || !params.some((p) => p.in === 'query' && p.name === 'starting_after'))) {
            ctx.report({ message: `${name}: x-sdk paginate must be "cursor", on an operation that takes starting_after.`, location: where.child(['x-sdk', 'paginate']) });
          }
          if (sdk.document !== undefined) {
            const schema = resolve(root, resolve(root, op.requestBody)?.content?.['application/json']?.schema);
            const field = resolve(root, schema?.properties?.[sdk.document]);
            if (field?.format !== 'byte') {
              ctx.report({ message: `${name}: x-sdk document must name a base64 (format: byte) field of the JSON body.`, location: where.child(['x-sdk', 'document']) });
            }
          }
          if (sdk.respond_async !== undefined) {
            const poll = byId.get(sdk.respond_async);
            if (!poll || poll.method !== 'get' || !params.some((p) => p.in === 'header' && p.name === 'Prefer')) {
              ctx.report({ message: `${name}: x-sdk respond_async must name a GET operation, on an operation that takes Prefer.`, location: where.child(['x-sdk', 'respond_async']) });
            }
          }
        }
        // Each shared error response names the error class the clients raise for it, one class per status.
        const classOf = new Map();
        for (const [component, response] of Object.entries(root.components?.responses ?? {})) {
          const where = ctx.location.child(['components', 'responses', component]);
          const cls = response?.['x-sdk-error'];
          if (!/^[A-Z][A-Za-z0-9]*Error$/.test(cls ?? '')) {
            ctx.report({ message: `Response "${component}" must name its client error class with x-sdk-error (PascalCase, ending in Error).`, location: where });
            continue;
          }
          for (const { path, method, op } of operations(root)) {
            for (const [status, r] of Object.entries(op.responses ?? {})) {
              if (r?.$ref !== `#/components/responses/${component}`) continue;
              const other = classOf.get(status);
              if (other && other.cls !== cls) {
                ctx.report({ message: `Response "${component}" names ${cls} for ${status} (${method.toUpperCase()} ${path}), but "${other.component}" names ${other.cls}: one class per status.`, location: where.child(['x-sdk-error']) });
              }
              classOf.set(status, other ?? { cls, component });
            }
          }
        }
      },
    },
  };
}

export default function contractAnalysisPlugin() {
  return {
    id: 'contract-analysis',
    rules: {
      oas3: {
        'error-responses': ErrorResponses,
        'snake-case-fields': SnakeCaseFields,
        'schema-example': SchemaExample,
        'sdk-names': SdkNames,
      },
    },
  };
}
