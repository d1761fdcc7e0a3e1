import type { Handler } from '../context.js';
import { askContract, draftContract, listContracts, retrieveContract, retrieveDraft, reviewContract } from './contracts.js';
import { createPlaybook, listPlaybooks, retrievePlaybook, updatePlaybook } from './playbooks.js';
import { createWebhook, deleteWebhook, listWebhookDeliveries, listWebhooks, replayWebhookDelivery, retrieveWebhook, rotateWebhookSecret, testWebhook, updateWebhook } from './webhooks.js';
import { listBenchmarkClauseTypes, listBenchmarkIndustries, listBenchmarks } from './benchmarks.js';
import { createToken } from './oauth.js';

/** Handlers keyed by the spec's operationId. A spec operation without one fails a test. */
export const handlers: Record<string, Handler> = {
  listContracts,
  reviewContract,
  askContract,
  draftContract,
  retrieveContract,
  retrieveDraft,
  listBenchmarks,
  listBenchmarkClauseTypes,
  listBenchmarkIndustries,
  listPlaybooks,
  createPlaybook,
  retrievePlaybook,
  updatePlaybook,
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
};
