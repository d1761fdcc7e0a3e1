import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapDevelopment, DEV_EMAIL } from '../src/bootstrap.js';
import { DASHBOARD_CSP } from '../src/plugins/dashboard.js';
import { checkOrigin } from '../src/dashboard/sessions.js';
import { hashPassword, verifyPassword } from '../src/passwords.js';
import { createService, loadConfig, Storage } from '../src/index.js';
import { dashboardSuite, HOST, login, sessionCookie, sharedSessionsTest, sharedSignInLimitTest } from './dashboard-suite.js';
import { makeEnv, type TestEnv } from './helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));

dashboardSuite('SQLite (node:sqlite)', (config) => makeEnv({ config }));

describe('several instances on one SQLite file', () => {
  sharedSessionsTest('SQLite file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cas-dash-'));
    const mk = (id: string) => createService(loadConfig({ NODE_ENV: 'test', CAS_DEV: '1' }, { sqliteFile: path.join(dir, 'db.sqlite'), workers: false, logLevel: 'silent', instanceId: id, authCacheSeconds: 5 }), { logger: false });
    const one = await mk('dash-1');
    const two = await mk('dash-2');
    return [one, two, await one.storage.accounts.create('shared')];
  });
  sharedSignInLimitTest('SQLite file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cas-dash-'));
    const mk = (id: string) => createService(loadConfig({ NODE_ENV: 'test', CAS_DEV: '1' }, { sqliteFile: path.join(dir, 'db.sqlite'), workers: false, logLevel: 'silent', instanceId: id }), { logger: false });
    const one = await mk('limit-1');
    const two = await mk('limit-2');
    return [one, two, await one.storage.accounts.create('shared')];
  });
});

describe('the origin check', () => {
  const ok = (h: Record<string, string>, own: string, allowed: string[] = []) => {
    try {
      checkOrigin(h, own, allowed);
      return true;
    } catch (e) {
      expect((e as { code: string }).code).toBe('csrf_failed');
      return false;
    }
  };
  it('admits the request\'s own origin, or only the configured ones (CAS_DASHBOARD_ORIGINS) behind a proxy', () => {
    expect(ok({ origin: 'https://cas.example' }, 'https://cas.example')).toBe(true);
    expect(ok({ origin: 'https://cas.example:8443' }, 'https://cas.example')).toBe(false);
    expect(ok({ origin: 'http://cas.example' }, 'https://cas.example')).toBe(false);
    expect(ok({ 'sec-fetch-site': 'same-origin' }, 'https://cas.example')).toBe(true);
    expect(ok({ 'sec-fetch-site': 'none' }, 'https://cas.example')).toBe(false);
    expect(ok({}, 'https://cas.example')).toBe(false);
    // Behind a proxy that rewrites Host, the configured list decides, not the request's view of itself.
    expect(ok({ origin: 'https://cas.example' }, 'http://10.0.0.5:8080', ['https://cas.example'])).toBe(true);
    expect(ok({ origin: 'http://10.0.0.5:8080' }, 'http://10.0.0.5:8080', ['https://cas.example'])).toBe(false);
  });
});

describe('passwords', () => {
  it('hashes with scrypt (salted, parameters stored) and verifies only the right password', async () => {
    const h1 = await hashPassword('a long enough password');
    const h2 = await hashPassword('a long enough password');
    expect(h1).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(h1).not.toBe(h2);
    expect(await verifyPassword('a long enough password', h1)).toBe(true);
    expect(await verifyPassword('a long enough passworD', h1)).toBe(false);
    expect(await verifyPassword('a long enough password', 'plain')).toBe(false);
    // Parameters beyond what the server would ever set are refused, not computed.
    expect(await verifyPassword('x', h1.replace('$32768$', '$1073741824$'))).toBe(false);
  });
});

describe('the front end at /dashboard/', () => {
  let env: TestEnv;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cas-dist-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Dashboard</title><script type="module" src="/dashboard/assets/index-AbC123.js"></script>');
    fs.writeFileSync(path.join(dir, 'assets/index-AbC123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, '.secret'), 'no');
    fs.writeFileSync(path.join(path.dirname(dir), `outside-${path.basename(dir)}.txt`), 'no');
    env = await makeEnv({ config: { dashboardDir: dir } });
  });
  afterAll(async () => {
    await env.service.close();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(path.join(path.dirname(dir), `outside-${path.basename(dir)}.txt`), { force: true });
  });
  const get = (url: string) => env.service.app.inject({ method: 'GET', url, headers: { host: HOST } });

  it('serves index.html with a strict CSP, for the root and for client-side routes', async () => {
    for (const url of ['/dashboard/', '/dashboard', '/dashboard/settings/api-keys', '/dashboard/contracts/ctr_123?tab=review']) {
      const res = await get(url);
      if (url === '/dashboard') {
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('/dashboard/');
        continue;
      }
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>Dashboard</title>');
      expect(res.headers['content-security-policy']).toBe(DASHBOARD_CSP);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    expect(DASHBOARD_CSP).toContain("script-src 'self'");
    expect(DASHBOARD_CSP).not.toContain('unsafe-inline');
    expect(DASHBOARD_CSP).toContain("frame-ancestors 'none'");
  });

  it('serves hashed assets with a long cache, and never the page for a missing asset or a path outside the build', async () => {
    const js = await get('/dashboard/assets/index-AbC123.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toBe('console.log(1)');
    expect((await get('/dashboard/assets/index-Missing.js')).statusCode).toBe(404);
    for (const url of ['/dashboard/.secret', `/dashboard/..%2Foutside-${path.basename(dir)}.txt`, `/dashboard/../outside-${path.basename(dir)}.txt`]) {
      const res = await get(url);
      expect(res.body, url).not.toBe('no');
    }
  });

  it('says so when no front end is built', async () => {
    const bare = await makeEnv({ config: { dashboardDir: path.join(dir, 'nothing-here') } });
    try {
      const res = await bare.service.app.inject({ method: 'GET', url: '/dashboard/' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
      expect(res.json().detail).toMatch(/not built/);
    } finally {
      await bare.service.close();
    }
  });
});

describe('cookies outside development mode', () => {
  it('are Secure', async () => {
    const env = await makeEnv({ config: { devMode: false } });
    try {
      await env.service.storage.users.create(env.a.accountId, 'prod@example.com', await hashPassword('correct horse battery staple'));
      const res = await login(env.service.app, 'prod@example.com');
      expect(res.statusCode).toBe(200);
      expect(sessionCookie(res)!.attrs).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Strict', 'Path=/']));
    } finally {
      await env.service.close();
    }
  });
});

describe('development bootstrap and the CLI', () => {
  it('prints a development key and user once; the user signs in', async () => {
    const env = await makeEnv();
    try {
      const storage = env.service.storage;
      // makeEnv made keys already: only the user is new.
      const first = await bootstrapDevelopment(storage, 'http://127.0.0.1:8080/dashboard/');
      expect(first).not.toContain('API key');
      const password = /password: (\S+)/.exec(first)![1];
      expect(first).toContain(DEV_EMAIL);
      expect(await bootstrapDevelopment(storage, 'x')).toBe('');
      const res = await login(env.service.app, DEV_EMAIL, password);
      expect(res.statusCode).toBe(200);
      expect(res.json().account.id).toBe('acct_development');
    } finally {
      await env.service.close();
    }
  });

  it('creates users with `users create` (password generated and printed, or read from stdin) and refuses bad input', async () => {
    const cli = path.join(here, '../dist/cli.js');
    expect(fs.existsSync(cli), 'build the server first').toBe(true);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cas-cli-'));
    const run = (args: string[], input = '') => spawnSync(process.execPath, [cli, ...args], { input, encoding: 'utf8', env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } });
    try {
      const gen = run(['users', 'create', '--account', 'acme', '--email', 'Ops@Acme.example']);
      expect(gen.status, gen.stderr).toBe(0);
      const password = /password: (\S+)/.exec(gen.stdout)![1];
      expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
      const piped = run(['users', 'create', '--account', 'acct_acme', '--email', 'legal@acme.example', '--password-stdin'], 'my own long passphrase\n');
      expect(piped.status, piped.stderr).toBe(0);
      expect(piped.stdout).not.toContain('password:');
      expect(run(['users', 'create', '--account', 'acme', '--email', 'ops@acme.example']).stderr).toMatch(/exists already/);
      expect(run(['users', 'create', '--account', 'acme', '--email', 'short@acme.example', '--password-stdin'], 'short\n').stderr).toMatch(/at least 12/);
      expect(run(['users', 'create', '--account', 'acme', '--email', 'not-an-email']).status).toBe(1);
      const storage = await Storage.open({ dataDir: dir });
      const service = await createService(loadConfig({ NODE_ENV: 'test', CAS_DEV: '1' }, { workers: false, logLevel: 'silent' }), { storage, logger: false });
      try {
        const a = await login(service.app, 'ops@acme.example', password);
        expect(a.statusCode).toBe(200);
        expect(a.json()).toMatchObject({ user: { email: 'ops@acme.example' }, account: { id: 'acct_acme', name: 'acme' } });
        expect((await login(service.app, 'legal@acme.example', 'my own long passphrase')).statusCode).toBe(200);
      } finally {
        await service.close();
        await storage.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
