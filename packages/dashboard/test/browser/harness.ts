import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { HANG_GUARD_MS, listening } from '../../../server/test/child-server.mjs';

/**
 * The limit of every wait in these tests (Playwright's waits through each context's default timeout, `until`, the
 * server's start): each wait ends as soon as its condition holds, so the limit only tells a hang from a slow run and
 * is the same five minutes as the server's tests use, far above what a loaded machine needs. No wait sets a lower one.
 */
export { HANG_GUARD_MS };

export const here = path.dirname(fileURLToPath(import.meta.url));
export const packageDir = path.resolve(here, '../..');
export const repoRoot = path.resolve(packageDir, '../..');
export const sharedData = path.resolve(repoRoot, '../shared/data');
export const screenshotDir = path.join(packageDir, '.screenshots');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface RunningServer {
  origin: string;
  dataDir: string;
  /** The development user printed on first start (empty on a later start on the same data). */
  email: string;
  password: string;
  output: () => string;
  stop: () => Promise<void>;
  /**
   * Calls `fn` if the server exits before `stop()`. A test closes its browser there, so that its waits (which would
   * otherwise run to the hang guard, one after another) fail at once; `why` has the exit and the server's last output.
   */
  onUnexpectedExit: (fn: (why: string) => void) => void;
}

/**
 * Starts the real server (packages/server/dist/main.js, which serves this package's dist/ at /dashboard/) in
 * development mode on an empty database in a temporary directory, and reads the development user it prints.
 */
export async function startServer(env: Record<string, string> = {}, opts: { dataDir?: string } = {}): Promise<RunningServer> {
  const main = path.join(repoRoot, 'packages/server/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build the server first (pnpm turbo run build --filter=@contract-analysis/dashboard...)`);
  if (!existsSync(path.join(packageDir, 'dist/index.html'))) throw new Error('dist/index.html is missing: run the dashboard build first');
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'cas-dashboard-'));
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      CAS_DEV: '1',
      HOST: '127.0.0.1',
      PORT: '0', // the kernel's pick: the server says where it listens over the IPC channel
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CAS_DOC_THREADS: '1',
      // A document task's wall-clock limit (30 s by default) as a hang guard only: a review on a loaded machine may
      // take longer, and must not turn into 422 processing_timeout.
      CAS_DOC_TIMEOUT_MS: String(HANG_GUARD_MS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const origin = await listening(child).catch((e: Error) => {
    throw new Error(`${e.message}:\n${out}`);
  });
  // On a first start the server prints the development user just before it reports where it listens; the two come
  // through different pipes, so the printed lines may arrive a moment after the report.
  const user =
    parseDevUser(out) ??
    (opts.dataDir
      ? undefined
      : await new Promise<ReturnType<typeof parseDevUser>>((resolve) => {
          child.stdout!.on('data', () => parseDevUser(out) && resolve(parseDevUser(out)));
          child.once('exit', () => resolve(undefined));
        }));
  if (!user && !opts.dataDir) throw new Error(`no development user in the server's output:\n${out}`);
  let stopping = false;
  const onExit: ((why: string) => void)[] = [];
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const why = `the server (pid ${child.pid}) exited during the tests (${code ?? signal}); its last output:\n${out.slice(-4000)}`;
    for (const fn of onExit) fn(why);
  });
  return {
    origin,
    dataDir,
    email: user?.email ?? '',
    password: user?.password ?? '',
    output: () => out,
    onUnexpectedExit: (fn) => {
      onExit.push(fn);
    },
    stop: async () => {
      stopping = true;
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The development user's email and password as the server prints them on its first start. */
export function parseDevUser(out: string): { email: string; password: string } | undefined {
  const email = /email\W{0,3}\s*([^\s@]+@[^\s]+)/i.exec(out)?.[1];
  const password = /password\W{0,3}\s*(\S+)/i.exec(out)?.[1];
  return email && password ? { email, password } : undefined;
}

/** Signs in on the dashboard's sign-in page and waits for the first page. */
export async function signIn(page: Page, server: RunningServer): Promise<void> {
  await page.goto(`${server.origin}/dashboard/`);
  await page.getByLabel('Email').fill(server.email);
  await page.getByLabel('Password').fill(server.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Contracts' }).waitFor();
}

/** A short-lived public API token of the page's session, as the dashboard gets one. */
export async function sessionToken(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const session = await (await fetch('/dashboard/api/session')).json();
    const res = await fetch('/dashboard/api/token', { method: 'POST', headers: { 'x-csrf-token': session.csrf_token } });
    return (await res.json()).access_token as string;
  });
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not at ${CHROMIUM}: run tools/setup.sh (it installs Debian's chromium) or set CHROMIUM_PATH`);
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/** The serious and critical axe-core violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<{ id: string; impact: string; help: string; targets: string[] }[]> {
  const axePath = path.join(path.dirname(fileURLToPath(import.meta.resolve('axe-core'))), 'axe.min.js');
  // Evaluated through the DevTools protocol: the dashboard's CSP (script-src 'self') rightly refuses an
  // injected <script>, and the page is tested under its real policy.
  await page.evaluate(readFileSync(axePath, 'utf8'));
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export interface Received {
  headers: IncomingHttpHeaders;
  body: Buffer;
  status: number;
}

/** A local webhook receiver: answers each delivery with the next status of `statuses` (then 204). */
export async function startReceiver(statuses: number[]): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const queue = [...statuses];
  const srv = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const status = queue.shift() ?? 204;
    received.push({ headers: req.headers, body: Buffer.concat(chunks), status });
    res.writeHead(status).end();
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise((r) => srv.close(() => r())),
  };
}

export async function until<T>(what: string, fn: () => Promise<T | undefined> | T | undefined, timeoutMs = HANG_GUARD_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined && v !== false) return v as T;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
