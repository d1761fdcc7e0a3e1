import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../db/index.js';
import type { DB } from '../db/schema.js';
import type { PlaybookRow, Tx } from './types.js';

/** An account's own playbooks (the built-in ones live in the engine). */
export class PlaybookRepository {
  constructor(private readonly db: Kysely<DB>, private readonly dialect: Dialect) {}

  /** The account's playbooks, newest first, at most `max` (listed together with the built-in ones). */
  allOf(accountId: string, max: number): Promise<PlaybookRow[]> {
    return this.db.selectFrom('playbooks').selectAll().where('account_id', '=', accountId).orderBy('created_ms', 'desc').orderBy('id', 'desc').limit(max).execute();
  }

  get(accountId: string, id: string, tx: Tx = this.db): Promise<PlaybookRow | undefined> {
    return tx.selectFrom('playbooks').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
  }

  /**
   * Read a playbook to change it, in the caller's transaction: on PostgreSQL the row is locked
   * (FOR UPDATE), so concurrent changes queue behind each other instead of conflicting; on SQLite
   * the transaction already has the database to itself.
   */
  lock(tx: Transaction<DB>, accountId: string, id: string): Promise<PlaybookRow | undefined> {
    const q = tx.selectFrom('playbooks').selectAll().where('account_id', '=', accountId).where('id', '=', id);
    return (this.dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
  }

  async insert(row: PlaybookRow, tx: Tx = this.db): Promise<void> {
    await tx.insertInto('playbooks').values(row).execute();
  }

  /** Optimistic update: succeeds only when the version is still `fromVersion`. */
  async update(id: string, fromVersion: number, patch: Partial<PlaybookRow>, tx: Tx = this.db): Promise<boolean> {
    const r = await tx.updateTable('playbooks').set(patch).where('id', '=', id).where('version', '=', fromVersion).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
