import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { newId } from '../ids.js';
import type { UserRow } from './types.js';

/** People who sign in to the dashboard. Emails are unique across accounts and stored lower-cased. */
export class UserRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async create(accountId: string, email: string, passwordHash: string): Promise<UserRow> {
    const row: UserRow = { id: newId('usr'), account_id: accountId, email: email.toLowerCase(), password_hash: passwordHash, created_ms: Date.now() };
    await this.db.insertInto('users').values(row).execute();
    return row;
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  }

  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
  }

  async count(): Promise<number> {
    const r = await this.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    return Number(r?.n ?? 0);
  }
}
