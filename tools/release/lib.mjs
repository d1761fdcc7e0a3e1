// Helpers of the release tools: child processes, checksums, zip listings, free ports, the versions of the artefacts.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';
import { pep440 } from '../version-sync.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The packages that are released, with their registry names and where their artefacts come from. */
export function releaseInfo(repo = root) {
  const version = (dir) => JSON.parse(readFileSync(join(repo, dir, 'package.json'), 'utf8')).version;
  const ts = version('packages/client-ts');
  const py = pep440(version('packages/client-python'));
  const rb = version('packages/client-ruby');
  const java = version('packages/client-java');
  return {
    spec: version('spec'),
    node: { package: '@contract-analysis/client', version: ts, files: [`npm/contract-analysis-client-${ts}.tgz`] },
    python: {
      package: 'contract-analysis-client',
      version: py,
      files: [`python/contract_analysis_client-${py}-py3-none-any.whl`, `python/contract_analysis_client-${py}.tar.gz`],
    },
    ruby: { package: 'contract_analysis', version: rb, files: [`ruby/contract_analysis-${rb}.gem`] },
    java: {
      package: 'com.contractanalysis:contract-analysis-client',
      version: java,
      files: ['', '-sources', '-javadoc'].map((c) => `maven/contract-analysis-client-${java}${c}.jar`).concat(`maven/contract-analysis-client-${java}.pom`),
    },
  };
}

export const sha256File = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Parses a SHA256SUMS file (`<hex>  <path>` per line) into { path: hex }. */
export function parseSums(text) {
  const out = {};
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const m = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
    if (!m) throw new Error(`SHA256SUMS: bad line "${line}"`);
    out[m[2]] = m[1];
  }
  return out;
}

/** The entry names of a zip file (a jar, a wheel), from its central directory. */
export function zipEntries(file) {
  return Object.keys(readZip(file, () => false));
}

/** Reads a zip's central directory; returns { name: Buffer | null }, with the content of the entries `want(name)` accepts. */
export function readZip(file, want = () => true) {
  const size = statSync(file).size;
  const fd = openSync(file, 'r');
  try {
    const read = (pos, len) => {
      const b = Buffer.alloc(len);
      readSync(fd, b, 0, len, pos);
      return b;
    };
    const tailLen = Math.min(size, 65_557);
    const tail = read(size - tailLen, tailLen);
    const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (eocd < 0) throw new Error(`${file} is not a zip file`);
    const count = tail.readUInt16LE(eocd + 10);
    const cdSize = tail.readUInt32LE(eocd + 12);
    const cdOffset = tail.readUInt32LE(eocd + 16);
    const cd = read(cdOffset, cdSize);
    const out = {};
    for (let i = 0, p = 0; i < count; i++) {
      if (cd.readUInt32LE(p) !== 0x02014b50) throw new Error(`${file}: bad central directory`);
      const method = cd.readUInt16LE(p + 10);
      const compressed = cd.readUInt32LE(p + 20);
      const nameLen = cd.readUInt16LE(p + 28);
      const extraLen = cd.readUInt16LE(p + 30);
      const commentLen = cd.readUInt16LE(p + 32);
      const local = cd.readUInt32LE(p + 42);
      const name = cd.subarray(p + 46, p + 46 + nameLen).toString('utf8');
      out[name] = null;
      if (want(name)) {
        const header = read(local, 30);
        const start = local + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
        const data = read(start, compressed);
        out[name] = method === 0 ? data : inflateRawSync(data);
      }
      p += 46 + nameLen + extraLen + commentLen;
    }
    return out;
  } finally {
    closeSync(fd);
  }
}

/** PATH without the repository's node_modules/.bin folders (which pnpm puts first), so a child sees the machine's tools. */
export function machinePath(path = process.env.PATH ?? '') {
  return path
    .split(delimiter)
    .filter((p) => p && !p.split(/[\\/]/).includes('node_modules'))
    .join(delimiter);
}

/** The first executable called `name` on `path`. */
export function which(name, path = process.env.PATH ?? '') {
  for (const dir of path.split(delimiter)) {
    const p = join(dir, name);
    try {
      if (dir && existsSync(p) && statSync(p).isFile()) return p;
    } catch {
      /* not there */
    }
  }
  return null;
}

/**
 * An environment for a throwaway installation: the machine's PATH, and none of the variables with which pnpm, a
 * virtualenv, Ruby or Java could point a child back at this repository.
 */
export function cleanEnv(extra = {}) {
  const env = {};
  const drop = /^(npm_|pnpm_|TURBO_|VIRTUAL_ENV$|PYTHONPATH$|PYTHONHOME$|PYTHONSTARTUP$|PIP_REQUIRE_VIRTUALENV$|RUBYLIB$|RUBYOPT$|GEM_HOME$|GEM_PATH$|BUNDLE_|CLASSPATH$|NODE_OPTIONS$|NODE_PATH$|INIT_CWD$)/i;
  // Network settings stay (a CI that reaches the registries through a mirror or a proxy sets them). Not
  // npm_config_globalconfig: under pnpm it is pnpm's own rc file, which would hide npm's global npmrc (where a machine
  // behind a TLS-inspecting proxy keeps its `cafile`) from the throwaway npm; npm finds its own without it.
  const keep = /^npm_config_(registry|cafile|ca|proxy|https_proxy|noproxy|strict_ssl|userconfig)$/i;
  for (const [k, v] of Object.entries(process.env)) if (keep.test(k) || !drop.test(k)) env[k] = v;
  env.PATH = machinePath(process.env.PATH);
  return { ...env, ...extra };
}

/**
 * Runs a command; resolves { code, stdout, stderr, seconds }. Rejects on a non-zero exit unless `allowFailure`.
 * The child runs in its own process group, which is killed on time-out (and by killAll() on a signal).
 */
const running = new Set();
export function run(cmd, args, { cwd = root, env = process.env, timeoutMs = 300_000, allowFailure = false, input } = {}) {
  const started = Date.now();
  return new Promise((resolveRun, reject) => {
    const child = spawn(cmd, args, { cwd, env, detached: true, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    if (input !== undefined) child.stdin.end(input);
    const timer = setTimeout(() => {
      stderr += `\n[killed after ${timeoutMs / 1000} s]`;
      killGroup(child, 'SIGKILL');
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      running.delete(child);
      reject(new Error(`${cmd}: ${err.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      const result = { code: code ?? 1, signal, stdout, stderr, seconds: (Date.now() - started) / 1000 };
      if (result.code !== 0 && !allowFailure) {
        const tail = (s) => s.trim().split('\n').slice(-25).join('\n');
        const err = new Error(`\`${[cmd, ...args].join(' ')}\` failed (exit ${code ?? signal}) in ${cwd}\n${tail(stdout)}\n${tail(stderr)}`);
        err.result = result;
        reject(err);
      } else resolveRun(result);
    });
  });
}

export function killGroup(child, signal = 'SIGTERM') {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      process.kill(child.pid, signal);
    } catch {
      /* gone */
    }
  }
}

/** Kills every process group that run() started and that is still running. */
export function killAll(signal = 'SIGKILL') {
  for (const child of running) killGroup(child, signal);
}
