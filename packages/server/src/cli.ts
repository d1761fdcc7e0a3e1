#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { ALL_SCOPES, createApiKey, createOAuthClient, parseScopes, validScopes } from './auth.js';
import { loadConfig } from './config.js';
import { generatePassword, hashPassword, passwordProblem } from './passwords.js';
import { Storage } from './storage.js';

const USAGE = `Usage:
  cas keys create --account <acct_id|name> [--scopes "contracts:read contracts:write ..."] [--live] [--name <label>]
  cas keys revoke <key prefix or id>
  cas clients create --account <acct_id|name> [--scopes ...] [--live]
  cas clients revoke <client id>
  cas users create --account <acct_id|name> --email <email> [--password-stdin]

Users sign in to the dashboard. The password is read from stdin with --password-stdin (at least
12 characters), otherwise generated and printed once.

Uses DATABASE_URL (PostgreSQL) or the embedded database under DATA_DIR. Secrets are printed once.
Scopes: ${ALL_SCOPES.join(' ')} (default: all).`;

async function main(argv: string[]): Promise<number> {
  const [group, action, ...rest] = argv;
  const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { account: { type: 'string' }, scopes: { type: 'string' }, name: { type: 'string' }, live: { type: 'boolean', default: false }, email: { type: 'string' }, 'password-stdin': { type: 'boolean', default: false } } });
  if (!group || !action || !['keys', 'clients', 'users'].includes(group) || (group === 'users' && action !== 'create')) {
    process.stderr.write(USAGE + '\n');
    return 2;
  }
  const config = loadConfig();
  const storage = await Storage.open({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (action === 'create') {
      if (!values.account) throw new Error('--account is required');
      const scopes = parseScopes(values.scopes);
      if (!validScopes(scopes)) throw new Error(`unknown scope; valid scopes: ${ALL_SCOPES.join(' ')}`);
      const accountId = values.account.startsWith('acct_') ? values.account : `acct_${values.account.replace(/[^A-Za-z0-9]/g, '')}`;
      await storage.accounts.create(values.account, accountId);
      if (group === 'users') return await createUser(storage, accountId, values.email, values['password-stdin']);
      if (group === 'keys') {
        const k = await createApiKey(storage, accountId, scopes, values.live, { name: values.name?.slice(0, 100) ?? null });
        process.stdout.write(`account: ${accountId}\nscopes:  ${scopes.join(' ')}\nid:      ${k.id}\nprefix:  ${k.prefix}\nkey:     ${k.key}\n\nThe key is shown only now; store it safely.\n`);
      } else {
        const c = await createOAuthClient(storage, accountId, scopes, values.live);
        process.stdout.write(`account:       ${accountId}\nscopes:        ${scopes.join(' ')}\nclient_id:     ${c.client_id}\nclient_secret: ${c.client_secret}\n\nThe secret is shown only now; store it safely.\n`);
      }
      return 0;
    }
    if (action === 'revoke') {
      const target = positionals[0];
      if (!target) throw new Error('give the key prefix (or client id) to revoke');
      const n = await storage.credentials.revoke(target);
      process.stdout.write(n ? `revoked ${n} credential(s) matching ${target}\n` : `nothing to revoke for ${target}\n`);
      return n ? 0 : 1;
    }
    process.stderr.write(USAGE + '\n');
    return 2;
  } finally {
    await storage.close();
  }
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

async function createUser(storage: Storage, accountId: string, email: string | undefined, fromStdin: boolean): Promise<number> {
  if (!email || !EMAIL_RE.test(email) || email.length > 254) throw new Error('--email must be an email address');
  if (await storage.users.findByEmail(email)) throw new Error(`a user with the email ${email.toLowerCase()} exists already`);
  const password = fromStdin ? await readStdin() : generatePassword();
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const user = await storage.users.create(accountId, email, await hashPassword(password));
  process.stdout.write(`account: ${accountId}\nuser:    ${user.id}\nemail:   ${user.email}\n`);
  if (!fromStdin) process.stdout.write(`password: ${password}\n\nThe password is shown only now; store it safely.\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    process.stderr.write(`error: ${(e as Error).message}\n`);
    process.exit(1);
  },
);
