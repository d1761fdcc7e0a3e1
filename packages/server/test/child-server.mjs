// Running the built server as a child process, as an operator would: shared by the conformance run,
// the kill-and-restart test and the webhook bench (everything that talks to `node dist/main.js`).
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const mainJs = path.join(pkgDir, 'dist/main.js');
export const cliJs = path.join(pkgDir, 'dist/cli.js');

/** A port that is free on loopback right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a production-mode server on loopback with its embedded database in `dataDir`,
 * a rate limit out of the way, and `overrides` on top.
 */
export function serverEnv({ port, dataDir, ...overrides }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    CAS_DEV: '0',
    HOST: '127.0.0.1',
    PORT: String(port),
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

/** Starts `node dist/main.js` with `env` and resolves once /readyz answers 200. */
export async function startServer(env, { stdio = ['ignore', 'ignore', 'inherit'], timeoutMs = 30_000 } = {}) {
  const child = spawn(process.execPath, [mainJs], { env, stdio });
  const origin = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early (code ${child.exitCode})`);
    const ok = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become ready at ${origin}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, origin, base: `${origin}/v1`, stop: (graceMs = 10_000) => stopChild(child, graceMs) };
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
