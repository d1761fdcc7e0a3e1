// Running wrk (Debian's package) with a Lua script and reading its report: shared by the benches.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** wrk's latency text ("812.00us", "4.10ms", "1.20s") in milliseconds. */
export function wrkMs(s) {
  const m = /([\d.]+)(us|ms|s)\b/.exec(s ?? '');
  if (!m) return NaN;
  const v = Number(m[1]);
  return +(m[2] === 'us' ? v / 1000 : m[2] === 's' ? v * 1000 : v).toFixed(2);
}

/** A Lua string literal. */
export const luaStr = (s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * Run wrk with one thread (the load generator gets one core, the server the other) against `url`
 * with the Lua `script`, and return its throughput, latency percentiles and errors.
 */
export async function runWrk({ url, script, connections, seconds }) {
  const lua = path.join(os.tmpdir(), `cas-wrk-${process.pid}-${Date.now()}.lua`);
  fs.writeFileSync(lua, script);
  const out = await new Promise((resolve, reject) => {
    const p = spawn('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', lua, url]);
    let text = '';
    p.stdout.on('data', (c) => (text += c));
    p.stderr.on('data', (c) => (text += c));
    p.on('error', reject);
    p.on('exit', () => resolve(text));
  }).finally(() => fs.rmSync(lua, { force: true }));
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  if (!Number.isFinite(rps)) throw new Error(`could not read wrk's output:\n${out}`);
  return {
    rps: Math.round(rps),
    p50_ms: wrkMs(/\s50%\s+(\S+)/.exec(out)?.[1]),
    p99_ms: wrkMs(/\s99%\s+(\S+)/.exec(out)?.[1]),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
    socket_errors: /Socket errors:.*/.exec(out)?.[0] ?? null,
  };
}
