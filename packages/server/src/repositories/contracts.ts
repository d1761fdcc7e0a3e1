import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { SqliteReader } from '../db/sqlite.js';
import { pageOf } from './page.js';
import type { ContractRow, Page, Tx } from './types.js';

/** A listed contract: its id and state, and its stored rendering if it has one. */
export type ListedContract = Pick<ContractRow, 'id' | 'status' | 'created_ms'> & { body_key: string | null; body: Uint8Array | null };

const LISTED_COLUMNS = ['id', 'account_id', 'status', 'document_type', 'filename', 'size_bytes', 'sha256', 'media_type', 'pages', 'text_length', 'clauses', 'key_terms', 'review', 'error', 'metadata', 'options', 'livemode', 'created_ms', 'completed_ms'] as const satisfies ReadonlyArray<Exclude<keyof ContractRow, 'text'>>;

// Every column but the text (the compiler checks that none is left out).
const selectsEveryColumn: [Exclude<Exclude<keyof ContractRow, 'text'>, (typeof LISTED_COLUMNS)[number]>] extends [never] ? true : never = true;
void selectsEveryColumn;

/** Contracts: the submitted document's text, its review, and its stored rendering. */
export class ContractRepository {
  /** SQL text of the hot read, compiled once per dialect. */
  private compiled: string | undefined;
  private reader: SqliteReader | undefined;

  constructor(private readonly db: Kysely<DB>, private readonly openReader?: () => SqliteReader) {}

  /**
   * A page of contracts to list, as light rows: ids, state and the stored rendering of each final
   * contract that has one. Lists never show the text, and a rendered contract needs nothing else.
   */
  list(accountId: string, limit: number, startingAfter?: string, filters: { status?: string; document_type?: string } = {}): Promise<Page<ListedContract> | null> {
    return pageOf<ListedContract>(this.db, 'contracts', accountId, limit, startingAfter, filters, (q) =>
      q.leftJoin('contract_bodies as b', 'b.contract_id', 'contracts.id').select(['contracts.id', 'contracts.status', 'contracts.created_ms', 'b.body_key', 'b.body']));
  }

  /** Contracts by id, without their text (the rows of a list that must be rendered). */
  getManyWithoutText(accountId: string, ids: string[]): Promise<Array<Omit<ContractRow, 'text'>>> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.selectFrom('contracts').select([...LISTED_COLUMNS]).where('account_id', '=', accountId).where('id', 'in', ids).execute();
  }

  get(accountId: string, id: string, tx: Tx = this.db): Promise<ContractRow | undefined> {
    return tx.selectFrom('contracts').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
  }

  /**
   * The stored rendering of a final contract (see migration 0002), or undefined. This is the read
   * behind every GET /contracts/{id} of a finished contract, so its SQL is compiled once.
   */
  async getBody(accountId: string, id: string): Promise<{ body_key: string; body: Uint8Array } | undefined> {
    // Compiled with stand-in values; the parameters are bound in the same order below.
    const q = (this.compiled ??= this.db.selectFrom('contract_bodies').select(['body_key', 'body'])
      .where('contract_id', '=', 'id').where('account_id', '=', 'account').compile().sql);
    if (this.openReader) return (this.reader ??= this.openReader()).get(q, [id, accountId]);
    const r = await this.db.executeQuery<{ body_key: string; body: Uint8Array }>(CompiledQuery.raw(q, [id, accountId]));
    return r.rows[0];
  }

  /** Keep the rendering of a contract in a final state (the caller checks the state). */
  async putBody(accountId: string, id: string, key: string, body: Uint8Array, tx: Tx = this.db): Promise<void> {
    await tx.insertInto('contract_bodies').values({ contract_id: id, account_id: accountId, body_key: key, body })
      .onConflict((oc) => oc.column('contract_id').doUpdateSet({ body_key: key, body })).execute();
  }

  /** Keep the submitted DOCX of a contract (see migration 0006). */
  async putDocument(accountId: string, id: string, bytes: Uint8Array, tx: Tx = this.db): Promise<void> {
    await tx.insertInto('contract_documents').values({ contract_id: id, account_id: accountId, bytes }).execute();
  }

  /** The submitted DOCX of a contract, or undefined when it came as text or PDF (or before 0006). */
  async getDocument(accountId: string, id: string): Promise<Uint8Array | undefined> {
    const r = await this.db.selectFrom('contract_documents').select('bytes').where('contract_id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
    return r?.bytes;
  }

  getById(id: string, tx: Tx = this.db): Promise<ContractRow | undefined> {
    return tx.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(row: ContractRow, tx: Tx = this.db): Promise<void> {
    await tx.insertInto('contracts').values(row).execute();
  }

  async update(id: string, patch: Partial<ContractRow>, tx: Tx = this.db): Promise<void> {
    await tx.updateTable('contracts').set(patch).where('id', '=', id).execute();
  }

  /** Completed reviews of an account, for live benchmark figures. */
  completedReviews(accountId: string, documentTypes?: string[]): Promise<Pick<ContractRow, 'document_type' | 'key_terms' | 'clauses'>[]> {
    let q = this.db.selectFrom('contracts').select(['document_type', 'key_terms', 'clauses']).where('account_id', '=', accountId).where('status', '=', 'completed');
    if (documentTypes?.length) q = q.where('document_type', 'in', documentTypes);
    return q.orderBy('created_ms', 'desc').limit(10_000).execute();
  }

  /** The number of completed reviews of an account per document type (the industries of its live benchmark figures). */
  async completedReviewCounts(accountId: string): Promise<Map<string, number>> {
    const rows = await this.db.selectFrom('contracts').select((eb) => ['document_type', eb.fn.countAll<number>().as('n')])
      .where('account_id', '=', accountId).where('status', '=', 'completed').groupBy('document_type').execute();
    return new Map(rows.map((r) => [r.document_type, Number(r.n)]));
  }

  /** Close the read-only connection of the hot read (SQLite). */
  close(): void {
    this.reader?.close();
    this.reader = undefined;
  }
}
