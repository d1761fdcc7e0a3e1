import { useState } from 'preact/hooks';
import type { components } from '@contract-analysis/client';
import { withApi } from '../api/client.js';
import { submitting, useAction, useLoad } from '../ui/load.js';
import { ConfirmButton, Empty, ErrorNotice, LoadStatus, PageHeader, SecretOnce, Time } from '../ui/parts.js';

type ApiKey = components['schemas']['ApiKey'];
type Scope = components['schemas']['ApiKeyScope'];
type Mode = components['schemas']['ApiKeyMode'];

const SCOPES: { scope: Scope; what: string }[] = [
  { scope: 'contracts:read', what: 'read contracts and their reviews, ask questions' },
  { scope: 'contracts:write', what: 'submit contracts for review, draft' },
  { scope: 'webhooks:manage', what: 'manage webhook endpoints' },
  { scope: 'playbooks:manage', what: 'read and change playbooks' },
  { scope: 'benchmarks:read', what: 'read market benchmarks' },
  { scope: 'keys:manage', what: 'manage API keys' },
];

const keys = {
  /** Every key, through every page. */
  list: () =>
    withApi(async (c) => {
      const out: ApiKey[] = [];
      for await (const k of c.apiKeys.list({ limit: 100 })) out.push(k);
      return out;
    }),
  create: (body: components['schemas']['ApiKeyCreateRequest']) => withApi((c) => c.apiKeys.create(body)),
  delete: (id: string) => withApi((c) => c.apiKeys.delete(id)),
};

export function ApiKeysPage() {
  const list = useLoad(keys.list, []);
  const [created, setCreated] = useState<ApiKey>();
  const revoke = useAction(async (id: string) => {
    await keys.delete(id);
    await list.reload();
  });
  return (
    <section>
      <PageHeader title="API keys" />
      <p>Keys let your programs call the API. Each has the scopes you give it; a key never has more than yours.</p>
      {created?.secret && (
        <SecretOnce label={`Your new key “${created.name ?? created.prefix}”`} value={created.secret} onDone={() => setCreated(undefined)} />
      )}
      <CreateKey
        onCreated={(k) => {
          setCreated(k);
          void list.reload();
        }}
      />
      <h2>Your keys</h2>
      <ErrorNotice failure={revoke.failure} />
      <LoadStatus load={list} label="Loading keys…" />
      {list.data && list.data.length === 0 && <Empty>No keys yet. Create one above.</Empty>}
      {list.data && list.data.length > 0 && (
        <div class="table-wrap">
          <table class="keys">
            <caption class="sr-only">API keys</caption>
            <thead>
              <tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Mode</th><th scope="col">Scopes</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col"><span class="sr-only">Actions</span></th></tr>
            </thead>
            <tbody>
              {list.data.map((k) => (
                <tr key={k.id} data-key-id={k.id}>
                  <td data-label="Name">{k.name ?? <span class="muted">(no name)</span>}</td>
                  <td data-label="Key"><code>{k.prefix}…</code></td>
                  <td data-label="Mode"><span class={`badge mode-${k.mode}`}>{k.mode}</span></td>
                  <td data-label="Scopes" class="small">{k.scopes.join(', ')}</td>
                  <td data-label="Created"><Time iso={k.created_at} /></td>
                  <td data-label="Last used">{k.last_used_at ? <Time iso={k.last_used_at} /> : <span class="muted">never</span>}</td>
                  <td>
                    <ConfirmButton
                      label="Revoke"
                      accessibleLabel={`Revoke ${k.name ?? k.prefix}`}
                      title={`Revoke “${k.name ?? k.prefix}”?`}
                      confirmLabel="Revoke key"
                      danger
                      disabled={revoke.busy}
                      onConfirm={() => revoke.run(k.id)}
                    >
                      <p>Programs using <code>{k.prefix}…</code> are refused from now on. This cannot be undone.</p>
                    </ConfirmButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function CreateKey({ onCreated }: { onCreated: (k: ApiKey) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>(['contracts:read', 'contracts:write']);
  const [mode, setMode] = useState<Mode>('test');
  const create = useAction(() => keys.create({ name: name.trim(), scopes, mode }));
  return (
    <form
      class="card"
      aria-labelledby="new-key"
      onSubmit={submitting(create, (k) => {
        setName('');
        onCreated(k);
      })}
    >
      <h2 id="new-key">Create a key</h2>
      <label>
        Name
        <input name="name" required maxLength={100} value={name} onInput={(e) => setName(e.currentTarget.value)} placeholder="Where the key is used, e.g. contract intake" />
      </label>
      <fieldset>
        <legend>Scopes</legend>
        {SCOPES.map(({ scope, what }) => (
          <label key={scope} class="check">
            <input
              type="checkbox"
              name="scopes"
              value={scope}
              checked={scopes.includes(scope)}
              onChange={(e) => setScopes(e.currentTarget.checked ? [...scopes, scope] : scopes.filter((s) => s !== scope))}
            />
            <span><code>{scope}</code> <span class="small muted">{what}</span></span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Mode</legend>
        <label class="check"><input type="radio" name="mode" value="test" checked={mode === 'test'} onChange={() => setMode('test')} /> Test (<code>cas_test_…</code>)</label>
        <label class="check"><input type="radio" name="mode" value="live" checked={mode === 'live'} onChange={() => setMode('live')} /> Live (<code>cas_live_…</code>)</label>
      </fieldset>
      <ErrorNotice failure={create.failure} />
      <button type="submit" disabled={create.busy || scopes.length === 0}>{create.busy ? 'Creating…' : 'Create key'}</button>
    </form>
  );
}
