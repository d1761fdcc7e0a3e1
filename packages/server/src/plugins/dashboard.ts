import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ALL_SCOPES, mintSessionToken } from '../auth.js';
import type { Config } from '../config.js';
import { checkOrigin, notSignedIn, SESSION_COOKIE, Sessions } from '../dashboard/sessions.js';
import { nowIso } from '../ids.js';
import { ApiError } from '../problem.js';
import type { SessionView } from '../repositories/sessions.js';
import type { Storage } from '../storage.js';

/**
 * The dashboard: its internal JSON API under /dashboard/api (sign-in, the session, sign-out, and
 * short-lived bearer tokens for the public API) and the built front end under /dashboard/.
 *
 * Encapsulated (not fastify-plugin): the cookie parser and every hook here apply to these routes
 * only. `/v1` never parses the cookie; it authenticates with `Authorization: Bearer` alone. The
 * dashboard calls `/v1` with the tokens minted here, which die with their session.
 * The internal API is documented in the package README ("Dashboard").
 */

/** Content-Security-Policy of the front end: scripts, styles and connections from this origin only; no inline script. */
export const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

declare module 'fastify' {
  interface FastifyRequest {
    dashboardSession?: SessionView;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sessionBody(view: SessionView) {
  return { user: view.user, account: view.account, csrf_token: view.session.csrf_token, expires_at: nowIso(Number(view.session.expires_ms)) };
}

function session(req: FastifyRequest): SessionView {
  if (!req.dashboardSession) throw notSignedIn();
  return req.dashboardSession;
}

async function api(app: FastifyInstance, opts: { storage: Storage; config: Config; sessions: Sessions }) {
  const { storage, config, sessions } = opts;
  app.decorateRequest('dashboardSession', undefined);

  // First the origin check (Origin / Sec-Fetch-Site) of every state-changing request, sign-in
  // included; then the session (401 without one); then its X-CSRF-Token on state-changing requests.
  app.addHook('onRequest', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const changing = STATE_CHANGING.has(req.method);
    if (changing) checkOrigin(req.headers, `${req.protocol}://${req.host}`, config.dashboardOrigins);
    if (req.routeOptions.config.signIn) return;
    const view = await sessions.resolve(req.cookies[SESSION_COOKIE]);
    if (!view) throw notSignedIn();
    if (changing) sessions.checkCsrfToken(view, req.headers['x-csrf-token']);
    req.dashboardSession = view;
  });
  // Bodies are JSON (a form post is not how this API is called).
  app.addHook('preValidation', async (req) => {
    if (req.body === undefined) return;
    const ct = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (ct !== 'application/json') throw new ApiError(415, 'unsupported_content_type', 'Send the body as application/json.');
  });

  const loginSchema = {
    body: {
      type: 'object',
      required: ['email', 'password'],
      additionalProperties: false,
      properties: { email: { type: 'string', minLength: 3, maxLength: 254 }, password: { type: 'string', minLength: 1, maxLength: 1024 } },
    },
  };
  app.post<{ Body: { email: string; password: string } }>('/login', { schema: loginSchema, config: { signIn: true } }, async (req, reply) => {
    const user = await sessions.authenticate(req.body.email, req.body.password, req.ip);
    // A new session id at every sign-in (no fixation): whatever session the browser had ends.
    const previous = await sessions.resolve(req.cookies[SESSION_COOKIE]);
    if (previous) await storage.sessions.revoke(previous.session.id);
    const { secret, view } = await sessions.start(user);
    reply.setCookie(SESSION_COOKIE, secret, sessions.cookieOptions());
    return sessionBody(view);
  });

  app.get('/session', async (req) => sessionBody(session(req)));

  const noBody = { config: { bodyOptional: true } };
  app.post('/logout', noBody, async (req, reply) => {
    await storage.sessions.revoke(session(req).session.id);
    reply.clearCookie(SESSION_COOKIE, sessions.cookieOptions());
    return reply.code(204).send();
  });

  app.post('/logout-all', noBody, async (req, reply) => {
    await storage.sessions.revokeAllOfUser(session(req).user.id);
    reply.clearCookie(SESSION_COOKIE, sessions.cookieOptions());
    return reply.code(204).send();
  });

  app.post('/token', noBody, async (req) => {
    const view = session(req);
    const now = Date.now();
    const expires = sessions.tokenExpiry(view, now);
    const token = await mintSessionToken(storage, view.account.id, { id: view.session.id, secret: req.cookies[SESSION_COOKIE] ?? '' }, expires);
    return { access_token: token, token_type: 'Bearer', expires_in: Math.floor((expires - now) / 1000), scope: ALL_SCOPES.join(' ') };
  });

  // Anything else under /dashboard/api is a 404 problem, not the front end's index.html.
  app.all('/*', async (req) => {
    throw new ApiError(404, 'not_found', `No route for ${req.method} ${req.url.split('?')[0]}.`);
  });
}

/** The built front end: files as they are, index.html for any other path (client-side routes). */
async function frontEnd(app: FastifyInstance, opts: { config: Config }) {
  const root = path.resolve(opts.config.dashboardDir);
  await app.register(fastifyStatic, { root, serve: false, suppressWarning: true, preCompressed: true });

  const isFile = (p: string) => {
    try {
      return fs.statSync(p).isFile();
    } catch {
      return false;
    }
  };
  async function serve(rel: string, reply: FastifyReply) {
    reply.header('content-security-policy', DASHBOARD_CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
    const target = path.resolve(root, rel);
    const inside = target.startsWith(root + path.sep) && !rel.split('/').some((seg) => seg.startsWith('.'));
    if (inside && isFile(target)) {
      // Vite names the files under assets/ by their content hash: they never change.
      reply.header('cache-control', rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(rel, root, { cacheControl: false });
    }
    if (!isFile(path.join(root, 'index.html'))) {
      throw new ApiError(404, 'not_found', 'The dashboard is not built on this server (pnpm --filter @contract-analysis/dashboard build).');
    }
    // An unknown asset is a 404, not the page: a missing script must not be answered with HTML.
    if (rel.startsWith('assets/')) throw new ApiError(404, 'not_found', `No such file: /dashboard/${rel}.`);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', root, { cacheControl: false });
  }

  const config = { public: true };
  app.get('/dashboard', { config }, async (req, reply) => (req.url.split('?')[0].endsWith('/') ? serve('', reply) : reply.redirect('/dashboard/')));
  app.get<{ Params: { '*': string } }>('/dashboard/*', { config }, async (req, reply) => serve(req.params['*'] ?? '', reply));
}

export default async function dashboard(app: FastifyInstance, opts: { storage: Storage; config: Config }) {
  const sessions = new Sessions(opts.storage, opts.config);
  await app.register(async (scope) => {
    await scope.register(cookie);
    await scope.register(api, { ...opts, sessions });
  }, { prefix: '/dashboard/api' });
  await app.register(frontEnd, { config: opts.config });
}

