import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadBundle, operations, resolveRef, schemaValidator, type Json } from './helpers.js';

const spec = loadBundle();

describe('the bundled spec', () => {
  it('is OpenAPI 3.1 with the v1 server', () => {
    expect(spec.openapi).toBe('3.1.0');
    expect(spec.servers[0].url).toMatch(/\/v1$/);
  });

  it('has every path of the interface document and of the design brief', () => {
    const expected: Record<string, string[]> = {
      '/contracts/review': ['post'],
      '/contracts/draft': ['post'],
      '/contracts/ask': ['post'],
      '/contracts/{id}': ['get'],
      '/contracts': ['get'],
      '/contracts/drafts/{id}': ['get'],
      '/benchmarks': ['get'],
      '/benchmarks/clause-types': ['get'],
      '/benchmarks/industries': ['get'],
      '/webhooks': ['post', 'get'],
      '/webhooks/{id}': ['get', 'delete', 'patch'],
      '/webhooks/{id}/test': ['post'],
      '/webhooks/{id}/rotate-secret': ['post'],
      '/webhooks/{id}/deliveries': ['get'],
      '/webhooks/{id}/deliveries/{delivery_id}/replay': ['post'],
      '/playbooks': ['get', 'post'],
      '/playbooks/{id}': ['get', 'patch'],
      '/oauth/token': ['post'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      for (const m of methods) expect(spec.paths[path]?.[m], `${m.toUpperCase()} ${path}`).toBeDefined();
    }
  });

  it('documents every event in the webhooks section, each with its own payload schema', () => {
    const events = ['contract.review.completed', 'contract.review.failed', 'contract.draft.completed', 'playbook.updated'];
    expect(Object.keys(spec.webhooks).sort()).toEqual([...events].sort());
    for (const type of events) {
      const schema = resolveRef(spec, spec.webhooks[type].post.requestBody.content['application/json'].schema);
      expect(schema.properties.type.enum).toEqual([type]);
      expect(spec.components.schemas.Event.discriminator.mapping[type]).toBeDefined();
    }
    expect(spec.components.schemas.EventType.enum.sort()).toEqual([...events].sort());
  });

  it('gives every operation an operationId, a summary, a description, tags and security', () => {
    const ids = new Set<string>();
    for (const { path, method, op } of operations(spec)) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      expect(ids.has(op.operationId), `${where} duplicate operationId`).toBe(false);
      ids.add(op.operationId);
      expect(op.summary, where).toBeTruthy();
      expect(op.description?.length, where).toBeGreaterThan(40);
      expect(op.tags?.length, where).toBeGreaterThan(0);
      expect(op.security, where).toBeDefined();
    }
  });

  it('declares Request-Id on every response, RateLimit headers on authenticated ones and Retry-After on 429', () => {
    for (const { path, method, op } of operations(spec)) {
      for (const [status, raw] of Object.entries<Json>(op.responses)) {
        const res = resolveRef(spec, raw);
        const where = `${method.toUpperCase()} ${path} ${status}`;
        expect(Object.keys(res.headers ?? {}), where).toContain('Request-Id');
        if (status === '429') expect(Object.keys(res.headers), where).toContain('Retry-After');
        if (path !== '/oauth/token' && status !== '401') expect(Object.keys(res.headers), where).toContain('RateLimit');
      }
      if (method === 'post' && path !== '/oauth/token') {
        expect(op.parameters.map((p: Json) => resolveRef(spec, p).name), `${path} Idempotency-Key`).toContain('Idempotency-Key');
      }
    }
  });

  it('uses only the brief\'s scopes (and keys:manage, issue 13)', () => {
    const scopes = Object.keys(spec.components.securitySchemes.OAuth2.flows.clientCredentials.scopes).sort();
    expect(scopes).toEqual(['benchmarks:read', 'contracts:read', 'contracts:write', 'keys:manage', 'playbooks:manage', 'webhooks:manage']);
    // The ApiKeyScope enum names exactly the scopes the security schemes declare.
    expect([...spec.components.schemas.ApiKeyScope.enum].sort()).toEqual(scopes);
    for (const { op } of operations(spec)) {
      for (const req of op.security) for (const s of Object.values<string[]>(req)) for (const x of s) expect(scopes).toContain(x);
    }
  });
});

describe('the examples', () => {
  const validate = schemaValidator(spec);
  const nda = Buffer.from(spec.components.schemas.ReviewRequest.example.document, 'base64');
  const text = nda.toString('utf8');

  function* walk(node: Json, path: string): Generator<[Json, string]> {
    if (node && typeof node === 'object') {
      yield [node, path];
      for (const [k, v] of Object.entries(node)) yield* walk(v, `${path}/${k}`);
    }
  }

  it('every named schema example validates against its schema', () => {
    for (const [name, schema] of Object.entries<Json>(spec.components.schemas)) {
      expect(schema.example ?? schema.examples, name).toBeDefined();
      expect(validate({ $ref: `#/components/schemas/${name}` }, schema.example), name).toEqual([]);
    }
  });

  it('every response and request example validates against its media type schema', () => {
    let checked = 0;
    for (const [media, where] of walk(spec.paths, '#/paths')) {
      if (!media.schema || !(media.example !== undefined || media.examples)) continue;
      const values = media.example !== undefined ? [media.example] : Object.values<Json>(media.examples).map((e) => resolveRef(spec, e).value);
      for (const v of values) {
        expect(validate(media.schema, v), where).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('describe the NDA excerpt consistently: hashes, lengths, and citations that slice to their quotes', () => {
    const contract = spec.components.examples.CompletedContract.value;
    expect(contract.size_bytes).toBe(nda.length);
    expect(contract.text_length).toBe(text.length);
    expect(contract.sha256).toBe(createHash('sha256').update(nda).digest('hex'));
    for (const clause of contract.clauses) expect(clause.end).toBeLessThanOrEqual(text.length);
    let citations = 0;
    for (const [node, where] of walk(spec, '#')) {
      if (typeof node.quote === 'string' && typeof node.start === 'number' && typeof node.end === 'number') {
        expect(text.slice(node.start, node.end), where).toBe(node.quote);
        const clause = contract.clauses.find((c: Json) => c.id === node.clause_id);
        expect(clause, where).toBeDefined();
        expect(node.start >= clause.start && node.end <= clause.end, `${where} lies inside ${node.clause_id}`).toBe(true);
        citations++;
      }
    }
    expect(citations).toBeGreaterThan(8);
  });

  it('scores the example reviews by the documented formula', () => {
    const weight: Record<string, number> = { low: 8, medium: 18, high: 35, critical: 60 };
    const score = (issues: Json[]) => Math.round(100 * (1 - issues.reduce((r, i) => r * (1 - weight[i.severity] / 100), 1)));
    const level = (s: number) => (s >= 75 ? 'critical' : s >= 50 ? 'high' : s >= 25 ? 'medium' : 'low');
    for (const review of [spec.components.examples.CompletedContract.value.review, spec.components.schemas.ReviewResult.example]) {
      expect(review.risk_score).toBe(score(review.issues));
      expect(review.risk_level).toBe(level(review.risk_score));
      for (const { category, score: s } of review.category_scores) {
        expect(s, category).toBe(score(review.issues.filter((i: Json) => i.category === category)));
      }
    }
  });

  it('has redlines whose operations rebuild both texts', () => {
    for (const [node, where] of walk(spec, '#')) {
      if (!Array.isArray(node.operations) || typeof node.original_text !== 'string') continue;
      const ops = node.operations as { op: string; text: string }[];
      expect(ops.filter((o) => o.op !== 'insert').map((o) => o.text).join(''), where).toBe(node.original_text);
      expect(ops.filter((o) => o.op !== 'delete').map((o) => o.text).join(''), where).toBe(node.suggested_text);
      expect(text.includes(node.original_text), `${where} original_text is in the contract`).toBe(true);
    }
  });
});
