import type { Handler, OperationId } from '../context.js';
import { askContract, downloadContract, downloadDraft, draftContract, listContracts, retrieveContract, retrieveDraft, reviewContract } from './contracts.js';
import { createPlaybook, listPlaybooks, listPlaybookVersions, retrievePlaybook, retrievePlaybookVersion, updatePlaybook } from './playbooks.js';
import { createWebhook, deleteWebhook, listWebhookDeliveries, listWebhooks, replayWebhookDelivery, retrieveWebhook, rotateWebhookSecret, testWebhook, updateWebhook } from './webhooks.js';
import { listBenchmarkClauseTypes, listBenchmarkIndustries, listBenchmarks } from './benchmarks.js';
import { createToken } from './oauth.js';
import { createApiKey, deleteApiKey, listApiKeys } from './api-keys.js';

/**
 * Handlers keyed by the spec's operationId, each typed with its own operation's request: a spec
 * operation without a handler, or a handler whose request does not fit its operation, fails the build.
 */
export const handlers: { [K in OperationId]: Handler<K> } = {
  listContracts,
  reviewContract,
  askContract,
  draftContract,
  retrieveContract,
  retrieveDraft,
  downloadContract,
  downloadDraft,
  listBenchmarks,
  listBenchmarkClauseTypes,
  listBenchmarkIndustries,
  listPlaybooks,
  createPlaybook,
  retrievePlaybook,
  updatePlaybook,
  listPlaybookVersions,
  retrievePlaybookVersion,
  createWebhook,
  listWebhooks,
  retrieveWebhook,
  deleteWebhook,
  testWebhook,
  updateWebhook,
  rotateWebhookSecret,
  listWebhookDeliveries,
  replayWebhookDelivery,
  createToken,
  listApiKeys,
  createApiKey,
  deleteApiKey,
};
