import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, ContractsTable, DraftsTable, PlaybooksTable, PlaybookVersionsTable, WebhooksTable, JobsTable, CredentialsTable, DeliveriesTable, UsersTable, SessionsTable } from '../db/schema.js';

/** Row and value types shared by the repositories and their callers. */

export type Tx = Kysely<DB> | Transaction<DB>;
export type ContractRow = Selectable<ContractsTable>;
export type DraftRow = Selectable<DraftsTable>;
export type PlaybookRow = Selectable<PlaybooksTable>;
export type PlaybookVersionRow = Selectable<PlaybookVersionsTable>;
export type WebhookRow = Selectable<WebhooksTable>;
export type JobRow = Selectable<JobsTable>;
export type CredentialRow = Selectable<CredentialsTable>;
export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;

export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

export interface IdempotencyRecord {
  request_hash: string;
  status: string;
  response_status: number | null;
  response_headers: string | null;
  response_body: string | null;
  expires_ms: number;
  locked_until_ms: number | null;
}

export type DeliveryRow = Selectable<DeliveriesTable> & { event_type: string };

/** A claimed delivery with what an attempt needs (webhook and event columns are null when gone). */
export interface DeliveryClaim {
  id: string;
  event_id: string;
  webhook_id: string;
  /** Attempts including this one. */
  attempts: number;
  token: string;
  url: string | null;
  webhook_status: string | null;
  deleted_ms: number | null;
  secret: string | null;
  previous_secret: string | null;
  previous_secret_expires_ms: number | null;
  consecutive_failures: number | null;
  payload: string | null;
}

export interface DeliveryAttempt {
  id: string;
  token: string;
  webhookId: string;
  startedMs: number;
  outcome: 'succeeded' | 'retry' | 'failed' | 'cancelled';
  nextAttemptMs?: number;
  lastStatus: number | null;
  lastError: string | null;
  /** 410: disable the endpoint. */
  gone?: boolean;
  /** The last attempt of the schedule failed. */
  exhausted?: boolean;
  /** The endpoint had failures counted (a success resets them). */
  resetFailures?: boolean;
  /** Failed-for-good deliveries in a row that disable the endpoint. */
  disableAfter: number;
}

export interface EventInput {
  accountId: string;
  type: string;
  livemode: boolean;
  object: unknown;
}

