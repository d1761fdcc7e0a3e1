import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, type FieldError } from '../problem.js';

/**
 * Request bodies and parameters: JSON (the raw text's hash kept for the idempotency fingerprint)
 * and, for the token endpoint, forms. Every string that reaches a handler is one the databases can
 * store: U+0000 (which PostgreSQL's text type refuses) and unpaired surrogates (which are not
 * Unicode text, and which SQLite would keep and PostgreSQL refuse) are answered 400
 * `invalid_character` with a pointer to each field, the same way on either backend.
 */

/** Pointers to the strings (keys included) under `value` that cannot be stored, at most `max`. */
export function unstorableStrings(value: unknown, base = '', max = 10): string[] {
  const out: string[] = [];
  const bad = (s: string) => s.includes('\u0000') || !s.isWellFormed();
  const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
  const walk = (v: unknown, ptr: string): void => {
    if (out.length >= max) return;
    if (typeof v === 'string') {
      if (bad(v)) out.push(ptr || '/');
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) walk(v[i], `${ptr}/${i}`);
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (bad(k)) out.push(`${ptr}/${esc(k.toWellFormed().replace(/\u0000/g, '\uFFFD'))}`);
        walk(x, `${ptr}/${esc(k)}`);
      }
    }
  };
  walk(value, base);
  return out;
}

function invalidCharacters(where: string, pointers: string[]): ApiError {
  const errors: FieldError[] = pointers.map((pointer) => ({ pointer, message: 'contains U+0000 or an unpaired surrogate' }));
  return new ApiError(400, 'invalid_character', `The ${where} holds a string with a character that cannot be stored (U+0000 or an unpaired surrogate): ${pointers.join(', ')}.`, { errors });
}

function hashBody(req: FastifyRequest, text: string): void {
  req.bodyHash = createHash('sha256').update(text).digest('hex');
}

export default fp(async function bodyParsers(app: FastifyInstance) {
  app.decorateRequest('bodyHash', undefined);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    hashBody(req, text);
    if (text.length === 0 && req.routeOptions?.config?.bodyOptional) return done(null, undefined);
    if (text.length === 0) return done(new ApiError(400, 'malformed_json', 'The request body is empty; send a JSON object.'), undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      return done(new ApiError(400, 'malformed_json', `The request body is not valid JSON: ${(e as Error).message}.`), undefined);
    }
    // An optional body may be left out, but one that is sent must match the schema: `null` is not an
    // object (the route schema admits null only to stand for "no body").
    if (value === null && req.routeOptions?.config?.bodyOptional) {
      return done(new ApiError(422, 'validation_error', 'The request body must be a JSON object, or left out.', { errors: [{ pointer: '/', message: 'must be object' }] }), undefined);
    }
    const bad = unstorableStrings(value);
    if (bad.length) return done(invalidCharacters('request body', bad), undefined);
    done(null, value);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    hashBody(req, body as string);
    const out: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(body as string)) if (!(k in out)) out[k] = v;
    const bad = unstorableStrings(out);
    if (bad.length) return done(invalidCharacters('form body', bad), undefined);
    done(null, out);
  });

  // Path and query parameters, after authentication and before schema validation.
  app.addHook('preValidation', async (req) => {
    const bad = [...unstorableStrings(req.params, '', 5).map((p) => p.slice(1)), ...unstorableStrings(req.query, '', 5).map((p) => p.slice(1))];
    if (bad.length) throw invalidCharacters('URL', bad);
  });

  // A body must come in one of the operation's declared media types.
  app.addHook('preValidation', async (req) => {
    const types = req.routeOptions?.config?.bodyContentTypes;
    if (!types || req.body === undefined) return;
    const ct = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!types.includes(ct)) {
      throw new ApiError(415, 'unsupported_content_type', `Content-Type ${JSON.stringify(ct)} is not accepted; send ${types.join(' or ')}.`);
    }
  });
}, { name: 'body-parsers', fastify: '5.x' });
