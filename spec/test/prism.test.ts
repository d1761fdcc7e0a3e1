// Prism (`prism mock --errors`) serves every operation's examples, for every declared status,
// without a validation error, and what it serves validates against the spec's schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundle, operations, resolveRef, schemaValidator, startPrism, type Json } from './helpers.js';

const spec = loadBundle();
const validate = schemaValidator(spec);
let prism: Awaited<ReturnType<typeof startPrism>>;

beforeAll(async () => {
  prism = await startPrism();
});
afterAll(async () => prism?.stop());

/** A valid request for the operation, built from the spec's own examples. */
function requestFor(path: string, op: Json, params: Json[], prefer?: string) {
  let url = path;
  const query = new URLSearchParams();
  const basic = op.security?.some((req: Json) => 'ClientBasic' in req);
  const headers: Record<string, string> = {
    authorization: basic ? `Basic ${btoa('cli_contracttest:secret')}` : 'Bearer cas_test_contracttest',
  };
  for (const p of params) {
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(p.example));
    if (p.in === 'query' && p.required) query.set(p.name, String(p.example));
  }
  let body: string | undefined;
  const content = op.requestBody?.content ?? {};
  if (content['application/json']) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(resolveRef(spec, content['application/json'].schema).example);
  } else if (content['application/x-www-form-urlencoded']) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(resolveRef(spec, content['application/x-www-form-urlencoded'].schema).example).toString();
  }
  if (prefer) headers.prefer = prefer;
  return { url: `${url}${query.size ? `?${query}` : ''}`, init: { method: op.method, headers, body } };
}

describe('prism mock --errors', () => {
  for (const { path, method, op, params } of operations(spec)) {
    for (const [status, raw] of Object.entries<Json>(op.responses)) {
      const response = resolveRef(spec, raw);
      const [mediaType, media] = Object.entries<Json>(response.content ?? {})[0] ?? [];
      const examples = media?.examples ? Object.keys(media.examples) : [undefined];
      for (const example of examples) {
        const prefer = [`code=${status}`, example && `example=${example}`].filter(Boolean).join(', ');
        it(`${op.operationId}: ${status}${example ? ` (${example})` : ''}`, async () => {
          const { url, init } = requestFor(path, { ...op, method: method.toUpperCase() }, params, prefer);
          const res = await fetch(prism.url + url, init);
          const text = await res.text();
          expect(res.status, text).toBe(Number(status));
          if (!media) return;
          expect(res.headers.get('content-type')).toContain(mediaType);
          // a binary representation (a DOCX download): Prism serves some bytes of the declared type
          if (media.schema?.format === 'binary') return void expect(text.length).toBeGreaterThan(0);
          const body = JSON.parse(text);
          expect(validate(media.schema, body)).toEqual([]);
          const expected = example ? resolveRef(spec, media.examples[example]).value : media.example;
          if (expected !== undefined) expect(body).toEqual(expected);
        });
      }
    }
  }

  it('rejects a request that breaks the schema', async () => {
    const res = await fetch(`${prism.url}/contracts/review`, {
      method: 'POST',
      headers: { authorization: 'Bearer cas_test_x', 'content-type': 'application/json' },
      body: JSON.stringify({ document_type: 'nda' }),
    });
    expect(res.status).toBe(422);
  });
});
