import { sql, type Kysely, type Transaction } from 'kysely';
import { openDatabase, type Dialect } from './db/index.js';
import type { SqliteReader } from './db/sqlite.js';
import type { DB } from './db/schema.js';
import { AccountRepository, CredentialRepository } from './repositories/credentials.js';
import { ContractRepository } from './repositories/contracts.js';
import { DeliveryRepository } from './repositories/deliveries.js';
import { DraftRepository } from './repositories/drafts.js';
import { EventRepository } from './repositories/events.js';
import { IdempotencyRepository } from './repositories/idempotency.js';
import { JobRepository } from './repositories/jobs.js';
import { PlaybookRepository } from './repositories/playbooks.js';
import { RateLimitRepository } from './repositories/rate-limits.js';
import { SessionRepository } from './repositories/sessions.js';
import { UserRepository } from './repositories/users.js';
import { WebhookRepository } from './repositories/webhooks.js';

export * from './repositories/types.js';

/**
 * The server's storage: one repository per aggregate (src/repositories/), on one Kysely database.
 * The same code runs on the embedded SQLite database (node:sqlite) and on PostgreSQL. Everything
 * needed for correctness lives in the database: idempotency records, rate-limit counters, jobs, the
 * event outbox and the delivery queue. Callers reach tables only through the repositories;
 * `transaction` gives them a transaction to pass to several repositories at once.
 */
export class Storage {
  readonly accounts: AccountRepository;
  readonly credentials: CredentialRepository;
  readonly users: UserRepository;
  readonly sessions: SessionRepository;
  readonly rateLimits: RateLimitRepository;
  readonly idempotency: IdempotencyRepository;
  readonly contracts: ContractRepository;
  readonly drafts: DraftRepository;
  readonly playbooks: PlaybookRepository;
  readonly webhooks: WebhookRepository;
  readonly events: EventRepository;
  readonly jobs: JobRepository;
  readonly deliveries: DeliveryRepository;

  constructor(readonly db: Kysely<DB>, readonly dialect: Dialect, readonly where: string, openReader?: () => SqliteReader) {
    this.accounts = new AccountRepository(db);
    this.credentials = new CredentialRepository(db);
    this.users = new UserRepository(db);
    this.sessions = new SessionRepository(db);
    this.rateLimits = new RateLimitRepository(db);
    this.idempotency = new IdempotencyRepository(db);
    this.contracts = new ContractRepository(db, openReader);
    this.drafts = new DraftRepository(db);
    this.playbooks = new PlaybookRepository(db, dialect);
    this.webhooks = new WebhookRepository(db);
    this.events = new EventRepository(db);
    this.jobs = new JobRepository(db, dialect);
    this.deliveries = new DeliveryRepository(db, dialect, this.webhooks);
  }

  static async open(opts: { databaseUrl?: string; sqliteFile?: string; dataDir?: string }): Promise<Storage> {
    const d = await openDatabase(opts);
    return new Storage(d.db, d.dialect, d.where, d.reader);
  }

  async close(): Promise<void> {
    this.contracts.close();
    await this.db.destroy();
  }

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  transaction<T>(fn: (tx: Transaction<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  /** Rows of a table, optionally of one account (tests and operators' checks). */
  async countRows(table: keyof DB, accountId?: string): Promise<number> {
    let q = (this.db.selectFrom(table) as any).select((eb: any) => eb.fn.countAll().as('n'));
    if (accountId) q = q.where('account_id', '=', accountId);
    const r = await q.executeTakeFirst();
    return Number(r?.n ?? 0);
  }
}
