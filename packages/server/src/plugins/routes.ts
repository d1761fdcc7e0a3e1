import type { FastifyInstance } from 'fastify';
import escapeStringRegexp from 'escape-string-regexp';
import fp from 'fastify-plugin';
import type { Ctx, Handler, OperationId } from '../context.js';
import { handlers } from '../handlers/index.js';
import { ApiError } from '../problem.js';
import { qualifyRefs, type Operation } from '../spec.js';

/**
 * The API's routes, one per operation of the spec: path, method, parameter/body/response schemas,
 * scopes and the operation's own rules (its `x-` extensions) all come from the bundle. A method the
 * spec does not declare for a path it knows is 405 with `Allow`, before any body is read.
 */

type MethodTable = Array<{ re: RegExp; literal: number; methods: string[] }>;

function allowedMethodsByPath(ops: Operation[]): MethodTable {
  const byUrl = new Map<string, Set<string>>();
  for (const op of ops) {
    const m = byUrl.get(op.url) ?? new Set<string>();
    m.add(op.method.toUpperCase());
    if (op.method === 'get') m.add('HEAD');
    byUrl.set(op.url, m);
  }
  return [...byUrl].map(([url, methods]) => ({
    re: new RegExp('^' + escapeStringRegexp(url).replace(/:[A-Za-z_]+/g, '[^/]+') + '/?$'),
    literal: url.split('/').filter((seg) => seg && !seg.startsWith(':')).length,
    methods: [...methods],
  }));
}

/**
 * The methods the spec declares for this URL's path, or null when no spec path matches. When several
 * templates match (`/contracts/review` and `/contracts/{id}`), the most literal one wins.
 */
function allowedMethods(table: MethodTable, url: string): string[] | null {
  const p = url.split('?')[0];
  const hits = table.filter((t) => t.re.test(p));
  if (!hits.length) return null;
  const best = Math.max(...hits.map((t) => t.literal));
  return [...new Set(hits.filter((t) => t.literal === best).flatMap((t) => t.methods))].sort();
}

function paramSchema(op: Operation, where: string): Record<string, unknown> | undefined {
  const ps = op.parameters.filter((p) => p.in === where);
  if (!ps.length) return undefined;
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const p of ps) {
    // Prefer is a list of preferences (RFC 7240): its length is checked as the spec says, and unknown
    // preferences are ignored, not refused; an enum (an older spec) would refuse `respond-async, wait=5`.
    if (where === 'header' && p.name.toLowerCase() === 'prefer' && p.schema?.enum) continue;
    const name = where === 'header' ? p.name.toLowerCase() : p.name;
    properties[name] = qualifyRefs(p.schema);
    if (p.required) required.push(name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

function registerOperation(app: FastifyInstance, op: Operation, ctx: Ctx): void {
  const handler = (handlers as Record<string, Handler<any>>)[op.operationId as OperationId] as Handler<any> | undefined;
  const schema: Record<string, unknown> = {};
  const qs = paramSchema(op, 'query');
  const params = paramSchema(op, 'path');
  const headers = paramSchema(op, 'header');
  if (qs) schema.querystring = qs;
  if (params) schema.params = params;
  if (headers && Object.keys((headers as any).properties).length) schema.headers = headers;
  let bodyContentTypes: string[] | undefined;
  if (op.requestBody) {
    bodyContentTypes = Object.keys(op.requestBody.content);
    const bodySchema = Object.values(op.requestBody.content)[0];
    schema.body = op.requestBody.required ? qualifyRefs(bodySchema) : { anyOf: [qualifyRefs(bodySchema), { type: 'null' }] };
  }
  const response: Record<string, unknown> = {};
  for (const [status, s] of Object.entries(op.successResponses)) response[status] = qualifyRefs(s);
  schema.response = response;
  app.route({
    method: op.method.toUpperCase() as any,
    url: op.url,
    schema,
    bodyLimit: op.bodyLimit === 'document' ? ctx.config.maxBodyBytes : undefined,
    config: {
      operationId: op.operationId,
      scopes: op.scopes,
      bodyContentTypes,
      bodyOptional: !!op.requestBody && !op.requestBody.required,
      errorFormat: op.errorFormat,
      rateLimitBucket: op.rateLimitBucket,
    },
    handler: async (req, reply) => {
      if (!handler) throw new ApiError(500, 'internal_error', `Operation ${op.operationId} is not implemented.`);
      return handler(req as any, reply, ctx);
    },
  });
}

export default fp(async function routes(app: FastifyInstance, opts: { ops: Operation[]; ctx: Ctx }) {
  const table = allowedMethodsByPath(opts.ops);
  app.addHook('onRequest', async (req) => {
    if (!req.is404) return;
    const allow = allowedMethods(table, req.url);
    if (allow) throw new ApiError(405, 'method_not_allowed', `${req.method} is not allowed here; use ${allow.join(', ')}.`, { headers: { allow: allow.join(', ') } });
  });
  for (const op of opts.ops) registerOperation(app, op, opts.ctx);
}, { name: 'routes', fastify: '5.x', dependencies: ['auth'] });
