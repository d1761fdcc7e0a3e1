// Running the built server as a child process, as an operator would: shared by the conformance run,
// the kill-and-restart test and the webhook bench (everything that talks to `node dist/main.js`).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const mainJs = path.join(pkgDir, 'dist/main.js');
export const cliJs = path.join(pkgDir, 'dist/cli.js');

/**
 * How long a test waits for something that should happen (a server to listen, a job to end) before calling it hung.
 * Every wait returns as soon as its condition holds, so this bound never slows a passing run; it is far above what a
 * loaded two-core machine needs, so that no result depends on machine load (the vitest limit, 600 s, is above it).
 */
export const HANG_GUARD_MS = 300_000;

/**
 * The environment of a production-mode server on loopback with its embedded database in `dataDir`,
 * a rate limit out of the way, and `overrides` on top. The port is the kernel's pick (see startServer).
 */
export function serverEnv({ dataDir, ...overrides }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    CAS_DEV: '0',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'error',
    CAS_RATE_LIMIT: '1000000',
    ...overrides,
  };
}

/** Creates an API key with the CLI, as an operator does, and returns it. */
export function createKey(env, account) {
  return createKeyWithId(env, account).key;
}

/** The key and its id (`key_...`, what DELETE /api_keys/{id} names), made with the CLI. */
export function createKeyWithId(env, account) {
  const r = spawnSync(process.execPath, [cliJs, 'keys', 'create', '--account', account], { env, encoding: 'utf8' });
  const key = /^key:\s+(\S+)/m.exec(r.stdout ?? '')?.[1];
  const id = /^id:\s+(\S+)/m.exec(r.stdout ?? '')?.[1];
  if (r.status !== 0 || !key || !id) throw new Error(`keys create failed: ${r.stderr || r.stdout}`);
  return { key, id };
}

/**
 * Starts `node dist/main.js` with `env` and resolves once the server says where it listens. With PORT=0 it listens
 * where the kernel puts it and says so over an IPC channel: no port is picked here for it to bind later, and no port
 * is probed (in between, another test process could have taken that port, and a probe would be a stray request).
 */
export async function startServer(env, { stdio = ['ignore', 'ignore', 'inherit'], timeoutMs = HANG_GUARD_MS } = {}) {
  const child = spawn(process.execPath, [mainJs], { env, stdio: [...stdio, 'ipc'] });
  const origin = await listening(child, timeoutMs);
  return { child, origin, base: `${origin}/v1`, stop: (graceMs = 10_000) => stopChild(child, graceMs) };
}

/** The origin a server started with an IPC channel reports (`{ listening }`, see src/main.ts); rejects if it exits or `timeoutMs` runs out. */
export function listening(child, timeoutMs = HANG_GUARD_MS) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not say where it listens within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on('message', (m) => {
      if (typeof m?.listening !== 'string') return;
      clearTimeout(timer);
      child.disconnect(); // nothing more is said over the channel, and an open one would keep this process alive
      resolve(m.listening);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited early (${code ?? signal})`));
    });
  });
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone. */
export function stopChild(child, graceMs = 10_000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const t = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(t);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
