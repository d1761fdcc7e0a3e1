import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { SessionRow, Tx } from './types.js';

export interface SessionView {
  session: SessionRow;
  user: { id: string; email: string };
  account: { id: string; name: string };
}

/**
 * Dashboard sessions, in the database so that every instance sees a sign-in and a sign-out at once.
 * Ending a session revokes the API tokens minted for it, in the same transaction.
 */
export class SessionRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(row: SessionRow): Promise<void> {
    await this.db.insertInto('sessions').values(row).execute();
  }

  /** The session with its user and account, whatever its state (the caller checks expiry and revocation). */
  async get(id: string): Promise<SessionView | undefined> {
    const r = await this.db.selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
      .selectAll('sessions')
      .select(['users.email as user_email', 'accounts.name as account_name'])
      .where('sessions.id', '=', id)
      .executeTakeFirst();
    if (!r) return undefined;
    const { user_email, account_name, ...session } = r;
    return { session, user: { id: session.user_id, email: user_email }, account: { id: session.account_id, name: account_name } };
  }

  /** Move the idle clock (callers do it at most once a minute per session). */
  async touch(id: string, now: number): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_ms: now }).where('id', '=', id).where('revoked_ms', 'is', null).execute();
  }

  /** End one session and its tokens. */
  revoke(id: string, now = Date.now()): Promise<number> {
    return this.db.transaction().execute((tx) => this.revokeWhere(tx, 'id', id, now));
  }

  /** End every session of a user (sign out everywhere) and their tokens. */
  revokeAllOfUser(userId: string, now = Date.now()): Promise<number> {
    return this.db.transaction().execute((tx) => this.revokeWhere(tx, 'user_id', userId, now));
  }

  private async revokeWhere(tx: Tx, column: 'id' | 'user_id', value: string, now: number): Promise<number> {
    const ids = (await tx.selectFrom('sessions').select('id').where(column, '=', value).where('revoked_ms', 'is', null).execute()).map((r) => r.id);
    if (!ids.length) return 0;
    await tx.updateTable('sessions').set({ revoked_ms: now }).where('id', 'in', ids).execute();
    await tx.updateTable('credentials').set({ revoked_ms: now }).where('session_id', 'in', ids).where('revoked_ms', 'is', null).execute();
    return ids.length;
  }

  /** Housekeeping: sessions ended, expired or idle for more than a day. */
  async purge(idleMs: number, now = Date.now()): Promise<void> {
    const before = now - 86_400_000;
    await this.db.deleteFrom('sessions').where((eb) => eb.or([eb('expires_ms', '<', before), eb('revoked_ms', '<', before), eb('last_seen_ms', '<', before - idleMs)])).execute();
  }
}
