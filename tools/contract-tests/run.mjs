#!/usr/bin/env node
// The contract-test harness: one command, any client.
//
//   node tools/contract-tests/run.mjs <package-name> [--target mock|proxy] [--upstream URL]
//
// It starts Prism on the bundled spec (spec/dist/openapi.json) at a loopback port the kernel picks:
//   --target mock  (default)  `prism mock --errors`: answers from the spec's examples, and Prism's
//                             request validation turns anything the spec does not allow into an error;
//   --target proxy            `prism proxy --errors <upstream>`: forwards to the real server
//                             (default http://127.0.0.1:8080/v1) and validates both directions.
// It waits until Prism says where it listens, runs `pnpm --filter <package-name> run contract-test` with
//   CONTRACT_TEST_BASE_URL=http://127.0.0.1:<port>   (no /v1: Prism serves paths at its root)
//   CONTRACT_TEST_TARGET=mock|proxy
// and stops Prism whatever happens (test failure, exception, SIGINT/SIGTERM/SIGHUP), killing its
// whole process group. The exit code is the suite's.
//
// Other options: --spec <file> (another bundle), --command "<shell command>" (run this instead of
// the package's contract-test script; used by the harness's own tests), --quiet (hide Prism's log).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { startPrism } from './prism.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');
const log = (msg) => process.stderr.write(`[contract-tests] ${msg}\n`);

function parseArgs(argv) {
  const args = { target: 'mock', upstream: 'http://127.0.0.1:8080/v1', spec: join(repoRoot, 'spec/dist/openapi.json') };
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (a.includes('=')) return a.slice(a.indexOf('=') + 1);
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    if (a.startsWith('--target')) args.target = value();
    else if (a.startsWith('--upstream')) args.upstream = value();
    else if (a.startsWith('--spec')) args.spec = resolve(value());
    else if (a.startsWith('--command')) args.command = value();
    else if (a === '--quiet') args.quiet = true;
    else if (a === '-h' || a === '--help') args.help = true;
    else rest.push(a);
  }
  args.pkg = rest[0];
  return args;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops a detached child and everything in its process group: SIGTERM, then SIGKILL. */
async function stopGroup(child, graceMs = 3000) {
  if (!child?.pid) return;
  const signalGroup = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      try {
        process.kill(child.pid, sig);
      } catch {
        /* already gone */
      }
    }
  };
  signalGroup('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (alive(child.pid) && Date.now() < deadline) await delay(50);
  signalGroup('SIGKILL'); // also takes any straggler of the group
  while (alive(child.pid) && Date.now() < deadline + 2000) await delay(50);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help || (!args.pkg && !args.command)) {
    process.stderr.write(
      'usage: node tools/contract-tests/run.mjs <package-name> [--target mock|proxy] [--upstream URL] [--spec FILE]\n',
    );
    return args.help ? 0 : 2;
  }
  if (!['mock', 'proxy'].includes(args.target)) throw new Error(`--target must be mock or proxy, not ${args.target}`);
  if (!existsSync(args.spec)) {
    throw new Error(`${args.spec} does not exist: run \`pnpm --filter @contract-analysis/spec build\` first`);
  }

  const prismArgs = args.target === 'mock' ? ['mock', '--errors', args.spec] : ['proxy', '--errors', args.spec, args.upstream];

  let prism;
  let suite;
  let stopping;
  let signalled;
  const cleanup = () =>
    (stopping ??= (async () => {
      await stopGroup(suite, 2000);
      await stopGroup(prism);
      if (prism?.pid) log(`Prism (pid ${prism.pid}) stopped`);
    })());
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => {
      log(`${sig}: stopping`);
      signalled = 128 + { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[sig];
      cleanup().finally(() => process.exit(signalled));
    });
  }
  // Last resort if something calls process.exit() directly.
  process.on('exit', () => {
    for (const child of [suite, prism]) {
      if (child?.pid && alive(child.pid)) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }
    }
  });

  try {
    const prefix = (chunk) =>
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((l) => `[prism] ${l}\n`)
        .join('');
    const started = startPrism(prismArgs, { onOutput: args.quiet ? undefined : (c) => process.stderr.write(prefix(c)) });
    prism = started.child; // its own process group, so that it can be stopped with everything it starts
    log(`Prism ${args.target} (pid ${prism.pid}) starting${args.target === 'proxy' ? ` -> ${args.upstream}` : ''}`);
    const baseUrl = await started.listening;
    log(`Prism is ready on ${baseUrl}`);

    const env = { ...process.env, CONTRACT_TEST_BASE_URL: baseUrl, CONTRACT_TEST_TARGET: args.target };
    suite = args.command
      ? spawn(args.command, { cwd: repoRoot, env, stdio: 'inherit', shell: true, detached: true })
      : spawn('pnpm', ['--filter', args.pkg, 'run', 'contract-test'], { cwd: repoRoot, env, stdio: 'inherit', detached: true });
    log(`suite (pid ${suite.pid}) running: ${args.command ?? `pnpm --filter ${args.pkg} run contract-test`}`);
    const code = await new Promise((res) => {
      suite.on('error', (err) => {
        log(`could not start the suite: ${err.message}`);
        res(1);
      });
      suite.on('exit', (c, sig) => res(c ?? (sig ? 1 : 0)));
    });
    if (signalled) return signalled;
    log(code === 0 ? 'contract suite passed' : `contract suite failed (exit ${code})`);
    return code;
  } finally {
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    log(`error: ${err?.message ?? err}`);
    process.exit(1);
  },
);
