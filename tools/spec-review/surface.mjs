// What each client's generated surface gains or loses between two bundles.
//
// The surface of a bundle is its operations (operationId -> the shape a client sees: parameters, request body,
// responses) and its schemas (name -> shape). Words that no generator turns into code (description, summary,
// examples, title, externalDocs, x-codeSamples) are left out, so a documentation edit changes no surface.
// An operation counts as changed when its own shape changes or when a schema it reaches through $ref does.
//
// Each operationId is then named as the clients name it:
//   - the generated layer, by each generator's convention (TypeScript: OPERATIONS.<id>;
//     openapi-generator python/ruby: <Tag>Api.<snake_case id>; java: <Tag>Api.<camelCase id>), and
//   - the method that a user calls: for a client whose resource layer is generated from x-sdk (TypeScript), the
//     operation's x-sdk names it; otherwise it is read from the client's sources: the method whose body calls the
//     generated function for that operation (client.contracts.review, client.contracts().review(...)).
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
const lowerFirst = (s) => s[0].toLowerCase() + s.slice(1);

/** The clients, where their hand-written layer lives and how each names an operation's generated function. */
export const CLIENTS = [
  {
    name: 'TypeScript',
    // Its whole resource layer is generated (packages/client-ts/scripts/generate.mjs) and named by x-sdk.
    sdk: (sdk) => `client.${sdk.resource}.${sdk.method}()`,
    file: 'packages/client-ts/package.json',
    generated: (o) => `OPERATIONS.${o.id}`,
    call: (acc, m) => `client.${acc}.${m}()`,
    type: (n) => n, // every schema is exported under its own name
  },
  {
    name: 'Python',
    file: 'packages/client-python/src/contract_analysis/_resources.py',
    generated: (o) => `${pascal(o.tag)}Api.${snake(o.id)}`,
    needle: (o) => `.${snake(o.id)}_with_http_info`,
    classRe: /^class (\w+)\b/,
    methodRe: /^ {4}def (\w+)\(/,
    // self.contracts = Contracts(self._core)
    accessors: { file: 'packages/client-python/src/contract_analysis/__init__.py', re: /self\.(\w+) = (\w+)\(self\._core\)/g },
    call: (acc, m) => `client.${acc}.${m}()`,
    type: (n) => `models.${pascal(n)}`,
  },
  {
    name: 'Ruby',
    file: 'packages/client-ruby/lib/contract_analysis/resources.rb',
    generated: (o) => `${pascal(o.tag)}Api#${snake(o.id)}`,
    needle: (o) => `:${snake(o.id)}_with_http_info`,
    classRe: /^ {4}class (\w+) < Resource/,
    methodRe: /^ {6}def (\w+)/,
    // @contracts = Resources::Contracts.new(@core)
    accessors: { file: 'packages/client-ruby/lib/contract_analysis.rb', re: /@(\w+) = Resources::(\w+)\.new\(/g },
    call: (acc, m) => `client.${acc}.${m}`,
    type: (n) => `G::${pascal(n)}`,
  },
  {
    name: 'Java',
    file: 'packages/client-java/src/main/java/com/contractanalysis/ContractAnalysisClient.java',
    generated: (o) => `${pascal(o.tag)}Api.${camel(o.id)}`,
    needle: (o) => `.${camel(o.id)}WithHttpInfo(`,
    classRe: /^ {2}public (?:static )?(?:final )?class (\w+)/,
    methodRe: /^ {4}public (?:static )?[\w.<>, ?[\]]+ (\w+)\(/,
    // public Contracts contracts() { return contracts; }
    accessors: { file: 'packages/client-java/src/main/java/com/contractanalysis/ContractAnalysisClient.java', re: /public (\w+) (\w+)\(\) \{ return \w+; \}/g, swap: true },
    call: (acc, m) => `client.${acc}().${m}(…)`,
    type: (n) => `model.${pascal(n)}`,
  },
];

/** Resource class -> the client's accessor for it (contracts, oauth), read from the client's entry point. */
function accessorsOf(root, c) {
  const file = join(root, c.accessors.file);
  const map = new Map();
  if (!existsSync(file)) return map;
  for (const m of readFileSync(file, 'utf8').matchAll(c.accessors.re)) {
    const [acc, cls] = c.accessors.swap ? [m[2], m[1]] : [m[1], m[2]];
    map.set(cls, acc);
  }
  return map;
}

/**
 * The hand-written method that calls an operation's generated function, per client: { [client]: call | null }.
 * The method patterns match public methods only (and not nested helpers), so a call inside a private page fetcher
 * counts for the public method above it.
 */
export function wrapperMethods(root, op) {
  const out = {};
  for (const c of CLIENTS) {
    const file = join(root, c.file);
    if (c.sdk && existsSync(file)) {
      out[c.name] = op.sdk ? c.sdk(op.sdk) : null;
      continue;
    }
    if (!existsSync(file)) {
      out[c.name] = null;
      continue;
    }
    const lines = readFileSync(file, 'utf8').split('\n');
    let cls = null;
    let method = null;
    const found = new Set();
    for (const line of lines) {
      const k = c.classRe.exec(line);
      if (k) cls = k[1];
      const m = c.methodRe.exec(line);
      if (m) method = m[1];
      if (line.includes(c.needle(op)) && cls && method) found.add(`${cls}\0${method}`);
    }
    const acc = accessorsOf(root, c);
    out[c.name] = found.size
      ? [...found].map((s) => s.split('\0')).map(([k, m]) => c.call(acc.get(k) ?? lowerFirst(k), m)).join(', ')
      : null;
  }
  return out;
}
