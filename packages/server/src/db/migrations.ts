import { Kysely, sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';

/** Migrations in code (no files to find at run time). Portable SQL: SQLite and PostgreSQL. */
const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<any>) {
      const ms = 'bigint';
      await db.schema.createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_ms', ms, (c) => c.notNull())
        .execute();
      await db.schema.createTable('credentials')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('prefix', 'text', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull().unique())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('livemode', 'integer', (c) => c.notNull())
        .addColumn('client_id', 'text')
        .addColumn('expires_ms', ms)
        .addColumn('revoked_ms', ms)
        .addColumn('created_ms', ms, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('credentials_prefix').on('credentials').column('prefix').execute();
      await db.schema.createTable('contracts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('document_type', 'text', (c) => c.notNull())
        .addColumn('filename', 'text')
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('media_type', 'text', (c) => c.notNull())
        .addColumn('pages', 'integer')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('text_length', 'integer', (c) => c.notNull())
        .addColumn('clauses', 'text', (c) => c.notNull())
        .addColumn('key_terms', 'text')
        .addColumn('review', 'text')
        .addColumn('error', 'text')
        .addColumn('metadata', 'text', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('livemode', 'integer', (c) => c.notNull())
        .addColumn('created_ms', ms, (c) => c.notNull())
        .addColumn('completed_ms', ms)
        .execute();
      await db.schema.createIndex('contracts_account_created').on('contracts').columns(['account_id', 'created_ms', 'id']).execute();
      await db.schema.createTable('drafts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('document_type', 'text', (c) => c.notNull())
        .addColumn('request', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('text', 'text')
        .addColumn('clauses', 'text', (c) => c.notNull())
        .addColumn('warnings', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('livemode', 'integer', (c) => c.notNull())
        .addColumn('created_ms', ms, (c) => c.notNull())
        .addColumn('completed_ms', ms)
        .execute();
      await db.schema.createTable('playbooks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('document_type', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('based_on', 'text', (c) => c.notNull())
        .addColumn('checks', 'text', (c) => c.notNull())
        .addColumn('created_ms', ms, (c) => c.notNull())
        .addColumn('updated_ms', ms, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('playbooks_account_created').on('playbooks').columns(['account_id', 'created_ms', 'id']).execute();
      await db.schema.createTable('webhooks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('livemode', 'integer', (c) => c.notNull())
        .addColumn('created_ms', ms, (c) => c.notNull())
        .addColumn('deleted_ms', ms)
        .execute();
      await db.schema.createIndex('webhooks_account_created').on('webhooks').columns(['account_id', 'created_ms', 'id']).execute();
      await db.schema.createTable('events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_ms', ms, (c) => c.notNull())
        .execute();
      await db.schema.createTable('webhook_deliveries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('webhook_id', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('next_attempt_ms', ms, (c) => c.notNull())
        .addColumn('lease_until_ms', ms)
        .addColumn('last_status', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('created_ms', ms, (c) => c.notNull())
        .addColumn('updated_ms', ms, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_ms']).execute();
      await db.schema.createTable('jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('resource_id', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until_ms', ms)
        .addColumn('run_after_ms', ms, (c) => c.notNull())
        .addColumn('created_ms', ms, (c) => c.notNull())
        .addColumn('updated_ms', ms, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('jobs_claim').on('jobs').columns(['status', 'run_after_ms']).execute();
      await db.schema.createTable('idempotency_keys')
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('response_status', 'integer')
        .addColumn('response_headers', 'text')
        .addColumn('response_body', 'text')
        .addColumn('created_ms', ms, (c) => c.notNull())
        .addColumn('expires_ms', ms, (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['account_id', 'key'])
        .execute();
      await db.schema.createTable('rate_limits')
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('window_start', ms, (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'window_start'])
        .execute();
      void sql;
    },
  },
  '0002_contract_bodies': {
    // The rendered JSON of a contract in a final state (completed or failed), as the UTF-8 bytes that
    // go on the wire: written the first time it is served and sent as is afterwards (final contracts
    // never change). body_key names the spec and renderer that made it. A table of its own keeps the
    // contract rows small and the read to one short row. `bytea` is PostgreSQL's binary type; SQLite
    // stores a blob whatever the declared type.
    async up(db: Kysely<any>) {
      await db.schema.createTable('contract_bodies')
        .addColumn('contract_id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('body_key', 'text', (c) => c.notNull())
        .addColumn('body', 'bytea', (c) => c.notNull())
        .execute();
    },
  },
  '0003_webhook_delivery': {
    // Webhook delivery: disabling (410, consecutive failures), secret rotation, a lease token that
    // fences late results, the time of the last attempt, and the listing of an endpoint's deliveries.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('webhooks').addColumn('disabled_reason', 'text').execute();
      await db.schema.alterTable('webhooks').addColumn('previous_secret', 'text').execute();
      await db.schema.alterTable('webhooks').addColumn('previous_secret_expires_ms', 'bigint').execute();
      await db.schema.alterTable('webhooks').addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('webhook_deliveries').addColumn('lease_token', 'text').execute();
      await db.schema.alterTable('webhook_deliveries').addColumn('last_attempt_ms', 'bigint').execute();
      await db.updateTable('webhook_deliveries').set({ status: 'succeeded' }).where('status', '=', 'delivered').execute();
      await db.updateTable('webhook_deliveries').set({ last_attempt_ms: sql`updated_ms` }).where('attempts', '>', 0).execute();
      await db.schema.createIndex('deliveries_webhook_created').on('webhook_deliveries').columns(['webhook_id', 'created_ms', 'id']).execute();
    },
  },
  '0004_idempotency_claims': {
    // An in-progress Idempotency-Key claim names its owner and lapses, so that a request cut off by a
    // crash does not block retries for the whole retention period.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('idempotency_keys').addColumn('owner', 'text').execute();
      await db.schema.alterTable('idempotency_keys').addColumn('locked_until_ms', 'bigint').execute();
    },
  },
  '0005_dashboard': {
    // The dashboard (issue 13): people who sign in (users of an account, scrypt password hashes),
    // their sessions (shared by every instance; the cookie carries a secret whose SHA-256 is the id),
    // and API keys managed through the API: a name, the credential that made a key (revoked with
    // it), the session a dashboard token belongs to (revoked with it) and when a key was last used.
    async up(db: Kysely<any>) {
      const ms = 'bigint';
      await db.schema.createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_ms', ms, (c) => c.notNull())
        .execute();
      await db.schema.createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('csrf_token', 'text', (c) => c.notNull())
        .addColumn('created_ms', ms, (c) => c.notNull())
        .addColumn('last_seen_ms', ms, (c) => c.notNull())
        .addColumn('expires_ms', ms, (c) => c.notNull())
        .addColumn('revoked_ms', ms)
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema.alterTable('credentials').addColumn('name', 'text').execute();
      await db.schema.alterTable('credentials').addColumn('parent_id', 'text').execute();
      await db.schema.alterTable('credentials').addColumn('session_id', 'text').execute();
      await db.schema.alterTable('credentials').addColumn('last_used_ms', ms).execute();
      await db.schema.createIndex('credentials_parent').on('credentials').column('parent_id').execute();
      await db.schema.createIndex('credentials_session').on('credentials').column('session_id').execute();
      await db.schema.createIndex('credentials_account_created').on('credentials').columns(['account_id', 'created_ms', 'id']).execute();
    },
  },
  '0006_contract_documents': {
    // The bytes of a contract submitted as DOCX, kept so that its download is that same document with
    // the review's changes tracked in it (styles, numbering, tables, headers and footers kept). A table
    // of its own keeps contract rows small; text and PDF submissions store nothing here.
    async up(db: Kysely<any>) {
      await db.schema.createTable('contract_documents')
        .addColumn('contract_id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('bytes', 'bytea', (c) => c.notNull())
        .execute();
    },
  },
  '0007_playbook_versions': {
    // Every version of an account's playbooks as it was (issue 13, the version history): written in
    // the transaction that makes the version. Existing playbooks get their current version, with no
    // changes recorded (what earlier versions changed was never stored).
    async up(db: Kysely<any>) {
      await db.schema.createTable('playbook_versions')
        .addColumn('playbook_id', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('checks', 'text', (c) => c.notNull())
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('created_ms', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('playbook_versions_pk', ['playbook_id', 'version'])
        .execute();
      await db.insertInto('playbook_versions')
        .columns(['playbook_id', 'account_id', 'version', 'name', 'checks', 'changes', 'created_ms'])
        .expression(db.selectFrom('playbooks').select(['id', 'account_id', 'version', 'name', 'checks', sql<string>`'[]'`.as('changes'), 'updated_ms']))
        .execute();
    },
  },
  '0008_token_replay_seal': {
    // An access token's replay secret (auth.ts `replaySecret`): a retry after a token renewal
    // replays its idempotent response. Tokens minted before this have none and seal with themselves.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('credentials').addColumn('replay_seal', 'text').execute();
    },
  },
  '0009_rate_limit_slots': {
    // The sign-in limits' sliding window (ratelimit.ts `SlidingWindowLimiter`): at most `limit` slots
    // per bucket, each holding when the last attempt admitted in it was made. Old rows of
    // `rate_limits` with sign-in buckets are left to the janitor.
    async up(db: Kysely<any>) {
      await db.schema.createTable('rate_limit_slots')
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('slot', 'integer', (c) => c.notNull())
        .addColumn('at_ms', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limit_slots_pk', ['bucket', 'slot'])
        .execute();
      await db.schema.createIndex('rate_limit_slots_at').on('rate_limit_slots').column('at_ms').execute();
    },
  },
};

class InCodeProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: new InCodeProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? error}`);
  }
}
