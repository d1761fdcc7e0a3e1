import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { newId } from '../ids.js';
import type { CredentialRow } from './types.js';

/** Accounts: the tenants every other row belongs to. */
export class AccountRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async create(name: string, id = newId('acct')): Promise<string> {
    await this.db.insertInto('accounts').values({ id, name, created_ms: Date.now() }).onConflict((oc) => oc.column('id').doNothing()).execute();
    return id;
  }

  async exists(id: string): Promise<boolean> {
    return !!(await this.db.selectFrom('accounts').select('id').where('id', '=', id).executeTakeFirst());
  }
}

/** Credentials: API keys, OAuth clients and their access tokens, stored as SHA-256 hashes. */
export class CredentialRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async count(kind: string): Promise<number> {
    const r = await this.db.selectFrom('credentials').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', kind).executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  async insert(row: Omit<CredentialRow, 'id' | 'created_ms' | 'revoked_ms'> & { id?: string }): Promise<string> {
    const id = row.id ?? newId('key');
    await this.db.insertInto('credentials').values({ ...row, id, revoked_ms: null, created_ms: Date.now() }).execute();
    return id;
  }

  findByHash(hash: string): Promise<CredentialRow | undefined> {
    return this.db.selectFrom('credentials').selectAll().where('hash', '=', hash).executeTakeFirst();
  }

  findClient(clientId: string): Promise<CredentialRow | undefined> {
    return this.db.selectFrom('credentials').selectAll().where('id', '=', clientId).where('kind', '=', 'client').executeTakeFirst();
  }

  async revoke(prefix: string): Promise<number> {
    const now = Date.now();
    const r = await this.db.updateTable('credentials').set({ revoked_ms: now })
      .where((eb) => eb.or([eb('prefix', '=', prefix), eb('id', '=', prefix)]))
      .where('revoked_ms', 'is', null).executeTakeFirst();
    // Tokens issued to a revoked client die with it.
    await this.db.updateTable('credentials').set({ revoked_ms: now }).where('client_id', '=', prefix).where('revoked_ms', 'is', null).execute();
    return Number(r.numUpdatedRows);
  }

  async purgeExpiredTokens(now = Date.now()): Promise<void> {
    await this.db.deleteFrom('credentials').where('kind', '=', 'token').where('expires_ms', '<', now - 3600_000).execute();
  }
}
