/** Table types for Kysely. JSON columns are text in both dialects; times are epoch milliseconds. */

export interface AccountsTable {
  id: string;
  name: string;
  created_ms: number;
}

export interface CredentialsTable {
  id: string;
  account_id: string;
  /** `key` (API key), `token` (OAuth access token) or `client` (OAuth client secret). */
  kind: string;
  /** The first characters of the secret, shown in listings and used to revoke. */
  prefix: string;
  /** SHA-256 hex of the secret. */
  hash: string;
  scopes: string;
  livemode: number;
  client_id: string | null;
  expires_ms: number | null;
  revoked_ms: number | null;
  created_ms: number;
  /** A label for people (keys made through the API or the dashboard). */
  name: string | null;
  /** The key or OAuth client that made this key through the API; revoking it revokes this one. */
  parent_id: string | null;
  /** The dashboard session a token was minted for; ending the session revokes it. */
  session_id: string | null;
  /** When the key last authenticated a request, recorded at most once a minute. */
  last_used_ms: number | null;
  /** An access token's replay secret, sealed under the token (auth.ts `replaySecret`). */
  replay_seal: string | null;
}

/** People who sign in to the dashboard; each belongs to one account. */
export interface UsersTable {
  id: string;
  account_id: string;
  /** Lower-cased. */
  email: string;
  /** `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>` (passwords.ts). */
  password_hash: string;
  created_ms: number;
}

/** Dashboard sessions. `id` is the SHA-256 (hex) of the cookie's secret, never the secret itself. */
export interface SessionsTable {
  id: string;
  user_id: string;
  account_id: string;
  csrf_token: string;
  created_ms: number;
  /** Idle expiry counts from here; refreshed at most once a minute. */
  last_seen_ms: number;
  /** Absolute expiry. */
  expires_ms: number;
  revoked_ms: number | null;
}

export interface ContractsTable {
  id: string;
  account_id: string;
  status: string;
  document_type: string;
  filename: string | null;
  size_bytes: number;
  sha256: string;
  media_type: string;
  pages: number | null;
  text: string;
  text_length: number;
  clauses: string;
  key_terms: string | null;
  review: string | null;
  error: string | null;
  metadata: string;
  options: string;
  livemode: number;
  created_ms: number;
  completed_ms: number | null;
}

export interface DraftsTable {
  id: string;
  account_id: string;
  status: string;
  kind: string;
  document_type: string;
  request: string;
  title: string | null;
  text: string | null;
  clauses: string;
  warnings: string;
  error: string | null;
  livemode: number;
  created_ms: number;
  completed_ms: number | null;
}

export interface PlaybooksTable {
  id: string;
  account_id: string;
  name: string;
  document_type: string;
  version: number;
  based_on: string;
  checks: string;
  created_ms: number;
  updated_ms: number;
}

/** One version of an account's playbook as it was; `changes` is JSON (PlaybookVersionChange[]). */
export interface PlaybookVersionsTable {
  playbook_id: string;
  account_id: string;
  version: number;
  name: string;
  checks: string;
  changes: string;
  created_ms: number;
}

export interface WebhooksTable {
  id: string;
  account_id: string;
  url: string;
  events: string;
  description: string | null;
  status: string;
  secret: string;
  livemode: number;
  created_ms: number;
  deleted_ms: number | null;
  /** Why the endpoint was disabled by the server: `endpoint_gone` (410) or `consecutive_failures`. */
  disabled_reason: string | null;
  /** The secret replaced by the last rotation, still signing until previous_secret_expires_ms. */
  previous_secret: string | null;
  previous_secret_expires_ms: number | null;
  /** Deliveries in a row that failed for good (all attempts spent); reset by any success. */
  consecutive_failures: number;
}

export interface EventsTable {
  id: string;
  account_id: string;
  type: string;
  payload: string;
  created_ms: number;
}

export interface DeliveriesTable {
  id: string;
  event_id: string;
  webhook_id: string;
  account_id: string;
  /** `pending`, `succeeded`, `failed`; `cancelled` when the webhook was deleted. */
  status: string;
  attempts: number;
  next_attempt_ms: number;
  lease_until_ms: number | null;
  /** Names the claim that holds the lease; a result is written only under the same token. */
  lease_token: string | null;
  last_attempt_ms: number | null;
  last_status: number | null;
  last_error: string | null;
  created_ms: number;
  updated_ms: number;
}

export interface JobsTable {
  id: string;
  kind: string;
  resource_id: string;
  account_id: string;
  status: string;
  attempts: number;
  lease_owner: string | null;
  lease_until_ms: number | null;
  run_after_ms: number;
  created_ms: number;
  updated_ms: number;
}

export interface IdempotencyTable {
  account_id: string;
  key: string;
  request_hash: string;
  status: string;
  response_status: number | null;
  response_headers: string | null;
  response_body: string | null;
  created_ms: number;
  expires_ms: number;
  /** The request holding an in-progress claim (`<instance>:<request id>`). */
  owner: string | null;
  /** An in-progress claim lapses at this time (its owner is presumed dead); null for old rows. */
  locked_until_ms: number | null;
}

export interface RateLimitsTable {
  bucket: string;
  window_start: number;
  count: number;
}

/** A sliding window's attempt slots (see ratelimit.ts `SlidingWindowLimiter`). */
export interface RateLimitSlotsTable {
  bucket: string;
  slot: number;
  /** When the last attempt admitted in this slot was made (epoch ms). */
  at_ms: number;
}

/** The rendered JSON of final contracts (see ContractRepository.getBody). */
export interface ContractBodiesTable {
  contract_id: string;
  account_id: string;
  body_key: string;
  body: Uint8Array;
}

/** The submitted DOCX of contracts that came as DOCX (see ContractRepository.getDocument). */
export interface ContractDocumentsTable {
  contract_id: string;
  account_id: string;
  bytes: Uint8Array;
}

export interface DB {
  accounts: AccountsTable;
  credentials: CredentialsTable;
  users: UsersTable;
  sessions: SessionsTable;
  contracts: ContractsTable;
  contract_bodies: ContractBodiesTable;
  contract_documents: ContractDocumentsTable;
  drafts: DraftsTable;
  playbooks: PlaybooksTable;
  playbook_versions: PlaybookVersionsTable;
  webhooks: WebhooksTable;
  events: EventsTable;
  webhook_deliveries: DeliveriesTable;
  jobs: JobsTable;
  idempotency_keys: IdempotencyTable;
  rate_limits: RateLimitsTable;
  rate_limit_slots: RateLimitSlotsTable;
}
