// What each client's generated surface gains or loses between two bundles.
//
// The surface of a bundle is its operations (operationId -> the shape a client sees: parameters, request body,
// responses) and its schemas (name -> shape). Words that no generator turns into code (description, summary,
// examples, title, externalDocs, x-codeSamples) are left out, so a documentation edit changes no surface.
// An operation counts as changed when its own shape changes or when a schema it reaches through $ref does.
//
// Each operationId is then named as the clients name it, from its x-sdk (resource and method).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const WORDS = new Set(['description', 'summary', 'example', 'examples', 'title', 'externalDocs', 'x-codeSamples']);

/** A copy of a node without documentation words (only where they are keywords, not property names). */
function shape(node, inProperties = false) {
  if (Array.isArray(node)) return node.map((n) => shape(n));
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const k of Object.keys(node).sort()) {
    if (!inProperties && WORDS.has(k)) continue;
    out[k] = shape(node[k], k === 'properties' || k === 'patternProperties');
  }
  return out;
}

const refsIn = (node, acc = new Set()) => {
  if (Array.isArray(node)) node.forEach((n) => refsIn(n, acc));
  else if (node && typeof node === 'object') {
    if (typeof node.$ref === 'string') acc.add(node.$ref);
    for (const v of Object.values(node)) refsIn(v, acc);
  }
  return acc;
};
const schemaName = (ref) => /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];

function resolveRef(root, node) {
  const seen = new Set();
  while (node && typeof node.$ref === 'string' && !seen.has(node.$ref)) {
    seen.add(node.$ref);
    node = node.$ref.slice(2).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')).reduce((n, k) => n?.[k], root);
  }
  return node;
}

/** The operations of a bundle: [{ id, method, path, tag, shape, schemas (every schema it reaches) }]. */
export function operationsOf(bundle) {
  const out = [];
  for (const [path, item] of Object.entries(bundle.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      // Parameters, bodies and responses behind component $refs are part of the operation's shape.
      const inline = (n) => {
        if (Array.isArray(n)) return n.map(inline);
        if (!n || typeof n !== 'object') return n;
        if (typeof n.$ref === 'string' && !schemaName(n.$ref)) return inline(resolveRef(bundle, n));
        return Object.fromEntries(Object.entries(n).map(([k, v]) => [k, inline(v)]));
      };
      const own = inline({
        parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])],
        requestBody: op.requestBody,
        responses: op.responses,
        security: op.security,
        deprecated: op.deprecated,
      });
      out.push({
        id: op.operationId ?? `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        tag: op.tags?.[0] ?? 'Default',
        sdk: op['x-sdk'],
        shape: JSON.stringify(shape(own)),
        schemas: reachable(bundle, refsIn(own)),
      });
    }
  }
  return out;
}

/** Every schema name reachable from a set of $refs. */
function reachable(bundle, refs) {
  const names = new Set();
  const todo = [...refs];
  while (todo.length) {
    const name = schemaName(todo.pop());
    if (!name || names.has(name)) continue;
    names.add(name);
    todo.push(...refsIn(bundle.components?.schemas?.[name]));
  }
  return names;
}

const schemaShapes = (bundle) =>
  new Map(Object.entries(bundle.components?.schemas ?? {}).map(([n, s]) => [n, JSON.stringify(shape(s))]));

/**
 * The surface diff: { operations: { added, removed, changed }, schemas: { added, removed, changed } }, each a
 * sorted list; a changed operation carries `because` (its own shape, or the schemas it reaches that changed).
 */
export function surfaceDiff(base, head) {
  const [bs, hs] = [schemaShapes(base), schemaShapes(head)];
  const schemas = {
    added: [...hs.keys()].filter((n) => !bs.has(n)).sort(),
    removed: [...bs.keys()].filter((n) => !hs.has(n)).sort(),
    changed: [...hs.keys()].filter((n) => bs.has(n) && bs.get(n) !== hs.get(n)).sort(),
  };
  const changedSchemas = new Set(schemas.changed);
  const [bo, ho] = [operationsOf(base), operationsOf(head)];
  const key = (o) => `${o.method} ${o.path}`;
  const baseBy = new Map(bo.map((o) => [key(o), o]));
  const headBy = new Map(ho.map((o) => [key(o), o]));
  const operations = {
    added: ho.filter((o) => !baseBy.has(key(o))),
    removed: bo.filter((o) => !headBy.has(key(o))),
    changed: [],
  };
  for (const o of ho) {
    const b = baseBy.get(key(o));
    if (!b) continue;
    const because = [];
    if (b.shape !== o.shape) because.push('parameters, request body or responses');
    if (b.id !== o.id) because.push(`operationId ${b.id} -> ${o.id}`);
    const viaSchemas = [...o.schemas].filter((n) => changedSchemas.has(n) || (bs.has(n) && !hs.has(n))).sort();
    if (viaSchemas.length) because.push(`schema${viaSchemas.length > 1 ? 's' : ''} ${viaSchemas.join(', ')}`);
    if (because.length) operations.changed.push({ ...o, base: b, because });
  }
  for (const list of Object.values(operations)) list.sort((a, b) => a.id.localeCompare(b.id));
  return { operations, schemas };
}

// --- naming ---------------------------------------------------------------------------------------------------

const words = (s) =>
  String(s)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
export const snake = (s) => words(s).join('_');
export const camel = (s) => words(s).map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join('');
export const pascal = (s) => words(s).map((w) => w[0].toUpperCase() + w.slice(1)).join('');

/**
 * The clients and how each names what the spec describes. Every client's resource layer is generated and named by
 * the operation's x-sdk (spec/README.md), so a method's name follows from the spec alone; `file` is the package
 * whose presence says the client exists.
 */
export const CLIENTS = [
  { name: 'TypeScript', file: 'packages/client-ts/package.json', call: (r, m) => `client.${r}.${m}()`, type: (n) => n },
  { name: 'Python', file: 'packages/client-python/package.json', call: (r, m) => `client.${snake(r)}.${snake(m)}()`, type: (n) => `models.${pascal(n)}` },
  { name: 'Ruby', file: 'packages/client-ruby/package.json', call: (r, m) => `client.${snake(r)}.${snake(m)}`, type: (n) => `G::${pascal(n)}` },
  { name: 'Java', file: 'packages/client-java/package.json', call: (r, m) => `client.${r}().${m}(…)`, type: (n) => `model.${pascal(n)}` },
];

/** The method each client has for an operation, named by its x-sdk: { [client]: call | null }. */
export function wrapperMethods(root, op) {
  const out = {};
  for (const c of CLIENTS) {
    out[c.name] = op.sdk && existsSync(join(root, c.file)) ? c.call(op.sdk.resource, op.sdk.method) : null;
  }
  return out;
}
