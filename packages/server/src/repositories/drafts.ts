import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { DraftRow, Tx } from './types.js';

/** Drafts made from prompts. */
export class DraftRepository {
  constructor(private readonly db: Kysely<DB>) {}

  get(accountId: string, id: string, tx: Tx = this.db): Promise<DraftRow | undefined> {
    return tx.selectFrom('drafts').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
  }

  getById(id: string, tx: Tx = this.db): Promise<DraftRow | undefined> {
    return tx.selectFrom('drafts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(row: DraftRow, tx: Tx = this.db): Promise<void> {
    await tx.insertInto('drafts').values(row).execute();
  }

  async update(id: string, patch: Partial<DraftRow>, tx: Tx = this.db): Promise<void> {
    await tx.updateTable('drafts').set(patch).where('id', '=', id).execute();
  }
}
