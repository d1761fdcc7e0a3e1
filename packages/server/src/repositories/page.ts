import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Page } from './types.js';

type Paged = 'contracts' | 'webhooks' | 'credentials';

/**
 * One page of an account's rows of `table`, newest first, after the row named by the cursor. Null
 * when the cursor names none. A filter of `undefined` is no filter, `null` means IS NULL.
 */
export async function pageOf<T>(db: Kysely<DB>, table: Paged, accountId: string, limit: number, startingAfter: string | undefined, filters: Record<string, string | null | undefined> = {}, select?: (q: any) => any): Promise<Page<T> | null> {
  // Columns are qualified with the table's name, so that `select` may join another table.
  const base = db.selectFrom(table as any) as any;
  let q = (select ? select(base) : base.selectAll()).where(`${table}.account_id`, '=', accountId);
  if (table === 'webhooks') q = q.where(`${table}.deleted_ms`, 'is', null);
  for (const [k, v] of Object.entries(filters)) if (v !== undefined) q = q.where(`${table}.${k}`, v === null ? 'is' : '=', v);
  if (startingAfter) {
    const cur = await (db.selectFrom(table as any) as any).select(['created_ms', 'id']).where('account_id', '=', accountId).where('id', '=', startingAfter).executeTakeFirst();
    if (!cur) return null;
    const [created, id] = [`${table}.created_ms`, `${table}.id`];
    q = q.where((eb: any) => eb.or([eb(created, '<', cur.created_ms), eb.and([eb(created, '=', cur.created_ms), eb(id, '<', cur.id)])]));
  }
  const rows = await q.orderBy(`${table}.created_ms`, 'desc').orderBy(`${table}.id`, 'desc').limit(limit + 1).execute();
  const has_more = rows.length > limit;
  const data = rows.slice(0, limit);
  return { data, has_more, next_cursor: has_more ? data[data.length - 1].id : null };
}
