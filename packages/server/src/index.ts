export { buildApp, unimplementedOperations } from './app.js';
export { createService, type Service } from './server.js';
export { loadConfig, type Config } from './config.js';
export { Storage } from './storage.js';
export { createApiKey, createOAuthClient, ALL_SCOPES } from './auth.js';
export { JobWorker } from './jobs.js';
export { DeliveryWorker } from './webhooks/delivery.js';
export { sign as signWebhook, verify as verifyWebhook } from './webhooks/signing.js';
export { loadSpec, operations } from './spec.js';
