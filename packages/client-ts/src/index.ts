export {
  ContractAnalysis,
  ContractAnalysis as default,
  Contracts,
  Drafts,
  Benchmarks,
  Playbooks,
  Webhooks,
  OAuth,
  DEFAULT_BASE_URL,
  USER_AGENT,
} from './client.js';
export type {
  ClientOptions,
  OAuthCredentials,
  WaitOptions,
  ReviewParams,
  AskParams,
  DraftParams,
  ListContractsParams,
  ListPlaybooksParams,
  ListWebhooksParams,
  ListWebhookDeliveriesParams,
  ListBenchmarksParams,
  Contract,
  ReviewResult,
  Issue,
  Answer,
  Draft,
  Benchmark,
  BenchmarkList,
  ClauseTypeList,
  IndustryList,
  Playbook,
  Webhook,
  DeletedWebhook,
  WebhookDelivery,
  WebhookDeliveryStatus,
  DocumentType,
  EventType,
  TokenResponse,
  ReviewOptions,
  WebhookEvent,
} from './client.js';
export type { RequestOptions, Fetch } from './core.js';
export { backoffDelay, retryAfterMs } from './core.js';
export {
  ContractAnalysisError,
  APIError,
  BadRequestError,
  AuthenticationError,
  PermissionDeniedError,
  NotFoundError,
  ConflictError,
  UnprocessableEntityError,
  RateLimitError,
  InternalServerError,
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  WebhookVerificationError,
} from './errors.js';
export type { Problem } from './errors.js';
export { APIPromise } from './promise.js';
export type { WithResponse } from './promise.js';
export { PagePromise } from './pagination.js';
export type { ListPage } from './pagination.js';
export { encodeDocument } from './uploads.js';
export type { DocumentInput, EncodedDocument } from './uploads.js';
export { verifyWebhook, unwrapWebhook } from './webhook-signature.js';
export type { VerifyOptions, WebhookHeaders, WebhookSecret } from './webhook-signature.js';
export type { paths, components, operations } from './generated/schema.js';
