import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../db/index.js';
import type { DB } from '../db/schema.js';
import type { PlaybookRow, PlaybookVersionRow, Tx } from './types.js';

/** An account's own playbooks (the built-in ones live in the engine) and every version of them. */
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

  /** A new playbook and its version 1, in one transaction (the caller's, or one of its own). */
  async insert(row: PlaybookRow, changes: unknown[], tx?: Transaction<DB>): Promise<void> {
    if (!tx) return this.db.transaction().execute((t) => this.insert(row, changes, t));
    await tx.insertInto('playbooks').values(row).execute();
    await this.recordVersion(tx, row, changes);
  }

  /**
   * Moves a locked playbook from `before` to `after` (whose version is one more) and records the new
   * version, in the caller's transaction. Optimistic as well: false when the stored version is no
   * longer `before.version`.
   */
  async update(tx: Transaction<DB>, before: PlaybookRow, after: PlaybookRow, changes: unknown[]): Promise<boolean> {
    const r = await tx.updateTable('playbooks')
      .set({ name: after.name, checks: after.checks, version: after.version, updated_ms: after.updated_ms })
      .where('id', '=', before.id).where('version', '=', before.version).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await this.recordVersion(tx, after, changes);
    return true;
  }

  private async recordVersion(tx: Transaction<DB>, row: PlaybookRow, changes: unknown[]): Promise<void> {
    await tx.insertInto('playbook_versions').values({
      playbook_id: row.id, account_id: row.account_id, version: row.version, name: row.name, checks: row.checks, changes: JSON.stringify(changes), created_ms: row.updated_ms,
    }).execute();
  }

  /** A page of a playbook's versions, newest first, after version `startingAfter`; the cursor is the last version. */
  async versions(accountId: string, id: string, limit: number, startingAfter?: number): Promise<{ data: PlaybookVersionRow[]; has_more: boolean; next_cursor: number | null }> {
    let q = this.db.selectFrom('playbook_versions').selectAll().where('account_id', '=', accountId).where('playbook_id', '=', id);
    if (startingAfter !== undefined) q = q.where('version', '<', startingAfter);
    const rows = await q.orderBy('version', 'desc').limit(limit + 1).execute();
    const has_more = rows.length > limit;
    const data = rows.slice(0, limit);
    return { data, has_more, next_cursor: has_more ? Number(data[data.length - 1].version) : null };
  }

  version(accountId: string, id: string, version: number): Promise<PlaybookVersionRow | undefined> {
    return this.db.selectFrom('playbook_versions').selectAll().where('account_id', '=', accountId).where('playbook_id', '=', id).where('version', '=', version).executeTakeFirst();
  }
}
