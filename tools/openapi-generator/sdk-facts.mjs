// What the language generators (<lang>-sdk.mjs) read from the bundled spec, read once: names, $ref resolution,
// example values, and each operation's facts (x-sdk, parameters by location, body, answers, error classes).

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
export const snake = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[-.\s]/g, '_').toLowerCase();
export const pascal = (s) => s.replace(/(^|[_\-.\s])(\w)/g, (_, __, c) => c.toUpperCase());
export const refName = (ref) => ref.split('/').pop();

// A resolver of local $refs (followed until a node without one).
export function derefIn(spec) {
  return (node) => {
    let n = node;
    while (n?.$ref) n = n.$ref.split('/').slice(1).reduce((o, k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
    return n;
  };
}

// An example value for a field: the schema's own example, its default, its first enum value, else one by type.
export function exampleOf(schema, deref) {
  const s = deref(schema) ?? {};
  if (s.example !== undefined) return s.example;
  if (s.examples?.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  const t = [].concat(s.type ?? []).find((x) => x !== 'null');
  if (t === 'array') return [exampleOf(s.items ?? {}, deref)];
  if (t === 'integer' || t === 'number') return s.minimum ?? 1;
  if (t === 'boolean') return true;
  if (t === 'object' && s.properties) {
    return Object.fromEntries((s.required ?? []).map((k) => [k, exampleOf(s.properties[k], deref)]));
  }
  return 'example';
}

// Every operation of the spec, in document order, with the facts a resource layer is made of. `ownHeaders` (lower
// case) are header parameters the client sets itself (Idempotency-Key, Prefer), left out of `headers`.
export function operationFacts(spec, ownHeaders) {
  const deref = derefIn(spec);
  const ops = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      const sdk = op['x-sdk'];
      if (!sdk) throw new Error(`${op.operationId} has no x-sdk`);
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref);
      const requestBody = op.requestBody ? deref(op.requestBody) : null;
      const bodyContent = requestBody ? Object.entries(requestBody.content ?? {})[0] : null;
      const bodySchema = bodyContent ? deref(bodyContent[1].schema) : null;
      const okEntries = Object.entries(op.responses).filter(([s]) => /^2/.test(s));
      const ok = okEntries.map(([, r]) => deref(r));
      const content = Object.entries(ok[0]?.content ?? {});
      const json = content.find(([ct]) => /json/.test(ct));
      const model = json?.[1].schema?.$ref ? refName(json[1].schema.$ref) : null;
      const itemRef = sdk.paginate && model ? deref(spec.components.schemas[model]).properties.data.items.$ref : null;
      ops.push({
        id: op.operationId, method: method.toUpperCase(), path, sdk, op, model, bodySchema, requestBody, bodyContent,
        pathParams: params.filter((p) => p.in === 'path').sort((a, b) => path.indexOf(`{${a.name}}`) - path.indexOf(`{${b.name}}`)),
        query: params.filter((p) => p.in === 'query'),
        headers: params.filter((p) => p.in === 'header' && !ownHeaders.has(p.name.toLowerCase())),
        bodyFields: bodySchema?.properties ?? {},
        form: bodyContent ? !/json/.test(bodyContent[0]) : false,
        binary: !json && content.length > 0,
        accept: [...new Set(ok.flatMap((r) => Object.keys(r.content ?? {}))), 'application/problem+json'].join(', '),
        item: itemRef ? refName(itemRef) : null,
        // the first success answer: its status, media type and schema $ref
        status: okEntries[0]?.[0] ?? null,
        success: content[0] ? { mediaType: content[0][0], schemaRef: content[0][1].schema?.$ref ?? null } : null,
        errors: Object.entries(op.responses).filter(([s]) => /^[45]/.test(s)).map(([s, r]) => [Number(s), deref(r)['x-sdk-error']]).filter(([, n]) => n),
      });
    }
  }
  return ops;
}

// The operation at the OAuth 2.0 client-credentials tokenUrl (the client gets its tokens from it), or null.
export function tokenOperation(spec, ops) {
  const url = Object.values(spec.components.securitySchemes ?? {}).map((s) => s.flows?.clientCredentials?.tokenUrl).find(Boolean);
  return url ? ops.find((o) => o.method === 'POST' && url.endsWith(o.path))?.id ?? null : null;
}
