import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { nodeSqliteDialect, SqliteReader } from './sqlite.js';
import { migrateToLatest } from './migrations.js';
import type { DB } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

// int8 (bigint) columns hold epoch milliseconds, which fit in a double: read them as numbers.
pg.types.setTypeParser(20, (v: string) => Number(v));

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** Human-readable location for logs (no password). */
  where: string;
  /** SQLite file databases: opens a read-only connection for hot reads (see SqliteReader). */
  reader?: () => SqliteReader;
}

export async function openDatabase(opts: { databaseUrl?: string; sqliteFile?: string; dataDir?: string }): Promise<Database> {
  let db: Kysely<DB>;
  let dialect: Dialect;
  let where: string;
  let reader: (() => SqliteReader) | undefined;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    dialect = 'postgres';
    where = opts.databaseUrl.replace(/\/\/[^@]*@/, '//***@');
  } else {
    let file = opts.sqliteFile;
    if (!file) {
      const dir = opts.dataDir ?? '.data';
      fs.mkdirSync(dir, { recursive: true });
      file = path.join(dir, 'contract-analysis.sqlite');
    }
    db = new Kysely<DB>({ dialect: nodeSqliteDialect(file) });
    dialect = 'sqlite';
    where = file;
    const f = file;
    if (f !== ':memory:' && !f.startsWith('file::memory:')) reader = () => new SqliteReader(f);
  }
  await migrateToLatest(db);
  return { db, dialect, where, reader };
}
