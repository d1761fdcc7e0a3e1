import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';

/**
 * Kysely's SqliteDialect over Node's built-in `node:sqlite` (no native addon). Kysely expects the
 * better-sqlite3 shape (`reader`, parameters as an array); `node:sqlite` takes spread parameters and
 * cannot bind booleans, so this adapter converts.
 */
function bind(params: ReadonlyArray<unknown>): any[] {
  return params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p === undefined ? null : p));
}

class Statement implements SqliteStatement {
  readonly reader: boolean;
  constructor(private readonly stmt: StatementSync) {
    this.reader = stmt.columns().length > 0;
  }
  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.stmt.all(...bind(parameters));
  }
  run(parameters: ReadonlyArray<unknown>) {
    const r = this.stmt.run(...bind(parameters));
    return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
  }
  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    return this.stmt.iterate(...bind(parameters)) as IterableIterator<unknown>;
  }
}

export class NodeSqliteDatabase implements SqliteDatabase {
  readonly db: DatabaseSync;
  private readonly cache = new Map<string, Statement>();
  constructor(file: string) {
    this.db = new DatabaseSync(file);
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
  }
  prepare(sql: string): SqliteStatement {
    let s = this.cache.get(sql);
    if (!s) {
      s = new Statement(this.db.prepare(sql));
      if (this.cache.size > 500) this.cache.clear();
      this.cache.set(sql, s);
    }
    return s;
  }
  close(): void {
    this.cache.clear();
    this.db.close();
  }
}

export function nodeSqliteDialect(file: string): SqliteDialect {
  return new SqliteDialect({ database: async () => new NodeSqliteDatabase(file) });
}

/**
 * A read-only connection of its own for the hottest read (GET /contracts/{id} of a final contract),
 * called synchronously with one prepared statement: no query building, no wait for Kysely's single
 * connection. In WAL mode it reads the last committed state, as another instance would, and never
 * sees a transaction that the main connection has open. Not for ":memory:" databases (a second
 * connection would open another, empty database).
 */
export class SqliteReader {
  private readonly db: DatabaseSync;
  private readonly stmts = new Map<string, StatementSync>();
  constructor(file: string) {
    this.db = new DatabaseSync(file, { readOnly: true });
    this.db.exec('PRAGMA busy_timeout = 5000;');
  }
  get<T>(sql: string, params: unknown[]): T | undefined {
    let st = this.stmts.get(sql);
    if (!st) {
      st = this.db.prepare(sql);
      this.stmts.set(sql, st);
    }
    return st.get(...bind(params)) as T | undefined;
  }
  close(): void {
    this.stmts.clear();
    this.db.close();
  }
}
