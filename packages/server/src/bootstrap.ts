import { ALL_SCOPES, createApiKey } from './auth.js';
import { generatePassword, hashPassword } from './passwords.js';
import type { Storage } from './storage.js';

const DEV_ACCOUNT = 'acct_development';
export const DEV_EMAIL = 'dev@example.com';

/** Development mode: on first start (no API key exists yet) create an account and a key, returned once. */
export async function bootstrapDevKey(storage: Storage): Promise<{ accountId: string; key: string } | null> {
  if ((await storage.credentials.count('key')) > 0) return null;
  const accountId = await storage.accounts.create('Development account', DEV_ACCOUNT);
  const { key } = await createApiKey(storage, accountId, [...ALL_SCOPES], false, { name: 'Development key' });
  return { accountId, key };
}

/** Development mode: on first start (no user exists yet) create a dashboard user of the development account, its password returned once. */
export async function bootstrapDevUser(storage: Storage): Promise<{ accountId: string; email: string; password: string } | null> {
  if ((await storage.users.count()) > 0) return null;
  const accountId = await storage.accounts.create('Development account', DEV_ACCOUNT);
  const password = generatePassword();
  await storage.users.create(accountId, DEV_EMAIL, await hashPassword(password));
  return { accountId, email: DEV_EMAIL, password };
}

/** Both, with what to print (secrets are shown once: only their hashes are stored). */
export async function bootstrapDevelopment(storage: Storage, dashboardUrl: string): Promise<string> {
  const key = await bootstrapDevKey(storage);
  const user = await bootstrapDevUser(storage);
  let out = '';
  if (key) out += `\nDevelopment API key (shown once; all scopes, account ${key.accountId}):\n\n    ${key.key}\n`;
  if (user) out += `\nDevelopment dashboard user (shown once), sign in at ${dashboardUrl}:\n\n    email:    ${user.email}\n    password: ${user.password}\n`;
  return out ? out + '\n' : '';
}
