import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { newId } from '../ids.js';
import { pageOf } from './page.js';
import type { CredentialRow, Page, Tx } from './types.js';

/** When a key's use is recorded at most once per this long. */
export const LAST_USED_RESOLUTION_MS = 60_000;

type NewCredential = Omit<CredentialRow, 'id' | 'created_ms' | 'revoked_ms' | 'name' | 'parent_id' | 'session_id' | 'last_used_ms' | 'replay_seal'> &
  Partial<Pick<CredentialRow, 'id' | 'name' | 'parent_id' | 'session_id' | 'replay_seal'>>;

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

  async insert(row: NewCredential): Promise<string> {
    const id = row.id ?? newId('key');
    await this.db.insertInto('credentials').values({ name: null, parent_id: null, session_id: null, replay_seal: null, ...row, id, revoked_ms: null, last_used_ms: null, created_ms: Date.now() }).execute();
    return id;
  }

  /** An account's API keys (not OAuth clients or tokens), newest first. */
  listKeys(accountId: string, limit: number, startingAfter: string | undefined, includeRevoked: boolean): Promise<Page<CredentialRow> | null> {
    return pageOf<CredentialRow>(this.db, 'credentials', accountId, limit, startingAfter, { kind: 'key', revoked_ms: includeRevoked ? undefined : null });
  }

  /** One of the account's API keys that still works. */
  liveKey(accountId: string, id: string): Promise<CredentialRow | undefined> {
    return this.db.selectFrom('credentials').selectAll().where('account_id', '=', accountId).where('id', '=', id).where('kind', '=', 'key').where('revoked_ms', 'is', null).executeTakeFirst();
  }

  /** Record a use of a key, unless one was recorded within the last minute. */
  async markUsed(id: string, now = Date.now()): Promise<void> {
    await this.db.updateTable('credentials').set({ last_used_ms: now }).where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_ms', 'is', null), eb('last_used_ms', '<=', now - LAST_USED_RESOLUTION_MS)])).execute();
  }

  /**
   * Revoke one of the account's keys, and every credential it made, and theirs (a key never
   * outlives its maker). Returns the hashes of what was revoked (for the caller's cache), or null
   * when the account has no such live key.
   */
  async revokeKey(accountId: string, id: string, now = Date.now()): Promise<string[] | null> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx.selectFrom('credentials').select(['id', 'hash']).where('account_id', '=', accountId).where('id', '=', id).where('kind', '=', 'key').where('revoked_ms', 'is', null).executeTakeFirst();
      if (!row) return null;
      await tx.updateTable('credentials').set({ revoked_ms: now }).where('id', '=', row.id).execute();
      return [row.hash, ...(await this.revokeDescendants(tx, [row.id], now))];
    });
  }

  /** Credentials made by any of `ids` (keys made through the API, tokens of an OAuth client), transitively. */
  private async revokeDescendants(tx: Tx, ids: string[], now: number): Promise<string[]> {
    const hashes: string[] = [];
    let frontier = ids;
    for (let depth = 0; frontier.length && depth < 100; depth++) {
      const children = await tx.selectFrom('credentials').select(['id', 'hash'])
        .where((eb) => eb.or([eb('parent_id', 'in', frontier), eb('client_id', 'in', frontier)]))
        .where('revoked_ms', 'is', null).execute();
      if (!children.length) break;
      await tx.updateTable('credentials').set({ revoked_ms: now }).where('id', 'in', children.map((c) => c.id)).execute();
      hashes.push(...children.map((c) => c.hash));
      frontier = children.map((c) => c.id);
    }
    return hashes;
  }

  findByHash(hash: string): Promise<CredentialRow | undefined> {
    return this.db.selectFrom('credentials').selectAll().where('hash', '=', hash).executeTakeFirst();
  }

  findClient(clientId: string): Promise<CredentialRow | undefined> {
    return this.db.selectFrom('credentials').selectAll().where('id', '=', clientId).where('kind', '=', 'client').executeTakeFirst();
  }

  /** Revoke by prefix or id (the CLI), with everything the credential made: an OAuth client's tokens, a key's keys. */
  async revoke(prefix: string): Promise<number> {
    const now = Date.now();
    return this.db.transaction().execute(async (tx) => {
      const rows = await tx.selectFrom('credentials').select('id').where((eb) => eb.or([eb('prefix', '=', prefix), eb('id', '=', prefix)])).where('revoked_ms', 'is', null).execute();
      if (!rows.length) return 0;
      await tx.updateTable('credentials').set({ revoked_ms: now }).where('id', 'in', rows.map((r) => r.id)).execute();
      await this.revokeDescendants(tx, rows.map((r) => r.id), now);
      return rows.length;
    });
  }

  async purgeExpiredTokens(now = Date.now()): Promise<void> {
    await this.db.deleteFrom('credentials').where('kind', '=', 'token').where('expires_ms', '<', now - 3600_000).execute();
  }
}
