import { ALL_SCOPES, createApiKey } from './auth.js';
import type { Storage } from './storage.js';

/** Development mode: on first start (no API key exists yet) create an account and a key, returned once. */
export async function bootstrapDevKey(storage: Storage): Promise<{ accountId: string; key: string } | null> {
  if ((await storage.credentials.count('key')) > 0) return null;
  const accountId = await storage.accounts.create('Development account', 'acct_development');
  const { key } = await createApiKey(storage, accountId, [...ALL_SCOPES], false);
  return { accountId, key };
}
