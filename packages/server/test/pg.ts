import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL cluster for tests: initdb in a temp dir as the `postgres` user (PostgreSQL
 * refuses to run as root), listening only on a Unix socket in that dir (no TCP port that another test process
 * could take first), removed afterwards.
 */
const BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];

export function findPgBin(): string | null {
  if (process.env.PG_BIN && fs.existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  return BIN_DIRS.find((d) => fs.existsSync(path.join(d, 'initdb'))) ?? null;
}

export interface PgCluster {
  url(db: string): string;
  createDatabase(): Promise<string>;
  stop(): void;
}

function asPostgres(bin: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const cmd = isRoot ? 'runuser' : bin;
  const full = isRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  const r = spawnSync(cmd, full, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${path.basename(bin)} failed: ${r.stderr || r.stdout}`);
}

export async function startPg(): Promise<PgCluster> {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cas-pg-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  asPostgres(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-w', '-l', path.join(dir, 'log'), '-o', `-k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`, 'start']);
  const url = (db: string) => `postgres://postgres@localhost/${db}?host=${encodeURIComponent(dir)}`;
  let n = 0;
  return {
    url,
    async createDatabase() {
      const name = `cas_test_${process.pid}_${++n}`;
      const c = new pg.Client({ connectionString: url('postgres') });
      await c.connect();
      await c.query(`create database ${name}`);
      await c.end();
      return url(name);
    },
    stop() {
      try {
        asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
