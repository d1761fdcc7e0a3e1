import { useEffect, useState } from 'preact/hooks';
import type { Playbook, PlaybookVersion, components } from '@contract-analysis/client';
import { withApi } from '../api/client.js';
import { navigate } from '../router.js';
import { submitting, useAction, useLoad } from '../ui/load.js';
import { Empty, ErrorNotice, LoadStatus, PageHeader, Time } from '../ui/parts.js';
import { documentTypeName } from '../ui/document-types.js';

type Check = components['schemas']['PlaybookCheck'];
type Override = components['schemas']['PlaybookCheckOverride'];
const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;

async function allPlaybooks(): Promise<Playbook[]> {
  return withApi(async (c) => {
    const out: Playbook[] = [];
    for await (const p of c.playbooks.list({ limit: 100 })) out.push(p);
    return out;
  });
}

export function PlaybooksPage() {
  const list = useLoad(allPlaybooks, []);
  const builtIn = list.data?.filter((p) => p.built_in) ?? [];
  const mine = list.data?.filter((p) => !p.built_in) ?? [];
  return (
    <section>
      <PageHeader title="Playbooks" />
      <p>A playbook holds the checks a review applies and the positions it holds a contract to. Built-in playbooks are read-only: copy one to change its positions and severities.</p>
      <LoadStatus load={list} label="Loading playbooks…" />
      {list.data && (
        <>
          <h2>Your playbooks</h2>
          {mine.length === 0 ? <Empty>None yet. Open a built-in playbook and make a copy.</Empty> : <PlaybookList items={mine} />}
          <h2>Built-in playbooks</h2>
          <PlaybookList items={builtIn} />
        </>
      )}
    </section>
  );
}

function PlaybookList({ items }: { items: Playbook[] }) {
  return (
    <ul class="cards">
      {items.map((p) => (
        <li key={p.id} class="card">
          <a href={`#/playbooks/${encodeURIComponent(p.id)}`}>{p.name}</a>{' '}
          <span class="badge">{documentTypeName(p.document_type)}</span> <span class="small muted">v{p.version} · {p.checks.length} checks{p.based_on ? ` · based on ${p.based_on}` : ''}</span>
        </li>
      ))}
    </ul>
  );
}

export function PlaybookPage({ id }: { id: string }) {
  const pb = useLoad(() => withApi((c) => c.playbooks.retrieve(id)), [id]);
  const p = pb.data;
  return (
    <section>
      <PageHeader title={p?.name ?? 'Playbook'}>
        {p && <span class="badge">{p.built_in ? 'built-in' : `version ${p.version}`}</span>}
      </PageHeader>
      <p class="small"><a href="#/playbooks">All playbooks</a></p>
      <LoadStatus load={pb} label="Loading the playbook…" />
      {p && (
        <>
          <p class="small muted">
            {p.id} · {documentTypeName(p.document_type)} · version {p.version} · created <Time iso={p.created_at} /> · last changed <Time iso={p.updated_at} />
            {p.based_on && <> · based on <a href={`#/playbooks/${encodeURIComponent(p.based_on)}`}>{p.based_on}</a></>}
          </p>
          {p.built_in ? <CopyPlaybook playbook={p} /> : null}
          <History playbook={p} />
          <Checks playbook={p} onSaved={() => pb.reload()} />
        </>
      )}
    </section>
  );
}

function CopyPlaybook({ playbook }: { playbook: Playbook }) {
  const [name, setName] = useState(`${playbook.name} (ours)`);
  const create = useAction(() => withApi((c) => c.playbooks.create({ based_on: playbook.id, name: name.trim() })));
  return (
    <form
      class="card row wrap"
      aria-label="Copy this playbook"
      onSubmit={submitting(create, (created) => navigate(`/playbooks/${encodeURIComponent(created.id)}`))}
    >
      <label>
        Name of the copy
        <input name="name" required maxLength={200} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <button type="submit" disabled={create.busy}>{create.busy ? 'Copying…' : 'Create from this playbook'}</button>
      <ErrorNotice failure={create.failure} />
    </form>
  );
}

type Version = PlaybookVersion;
type Change = Version['changes'][number];

const FIELD_LABEL: Record<Exclude<Change['field'], 'name' | 'severity' | 'enabled'>, string> = {
  preferred_position: 'preferred position',
  fallbacks: 'fallbacks',
  suggested_language: 'suggested language',
};

/**
 * A version's changes in words, one phrase per check ("Title: severity high → critical, fallbacks"): the new
 * value where it is short (name, severity, enabled), and the old one when the version before is at hand.
 */
function describeChanges(version: Version, older: Version | undefined): string {
  const phrases: string[] = [];
  const byCheck = new Map<string, string[]>();
  for (const change of version.changes) {
    if (change.check_id === null) {
      phrases.push(`renamed to “${version.name}”${older ? ` (was “${older.name}”)` : ''}`);
      continue;
    }
    const now = version.checks.find((c) => c.check_id === change.check_id);
    const was = older?.checks.find((c) => c.check_id === change.check_id);
    const words =
      change.field === 'severity' ? `severity ${was ? `${was.severity} → ` : ''}${now?.severity ?? ''}`
      : change.field === 'enabled' ? (now?.enabled ? 'enabled' : 'disabled')
      : FIELD_LABEL[change.field as keyof typeof FIELD_LABEL];
    byCheck.set(change.check_id, [...(byCheck.get(change.check_id) ?? []), words]);
  }
  for (const [checkId, words] of byCheck) {
    const title = version.checks.find((c) => c.check_id === checkId)?.title ?? checkId;
    phrases.push(`${title}: ${words.join(', ')}`);
  }
  return phrases.join('; ');
}

/** The playbook's versions as the API keeps them (GET /playbooks/{id}/versions), newest first, a page at a time. */
function History({ playbook }: { playbook: Playbook }) {
  const [older, setOlder] = useState<{ data: Version[]; next: string | null }>({ data: [], next: null });
  const first = useLoad(() => withApi((c) => c.playbooks.listVersions(playbook.id, { limit: 20 })), [playbook.id, playbook.version]);
  useEffect(() => setOlder({ data: [], next: null }), [first.data]);
  const more = useAction((cursor: string) => withApi((c) => c.playbooks.listVersions(playbook.id, { limit: 20, starting_after: cursor })));
  const versions = [...(first.data?.data ?? []), ...older.data];
  const next = older.data.length ? older.next : first.data?.has_more ? first.data.next_cursor : null;
  return (
    <details class="card">
      <summary>Version history (version {playbook.version})</summary>
      <LoadStatus load={first} label="Loading the versions…" />
      {first.data && (
        <ol class="small versions" reversed aria-label="Versions, newest first">
          {versions.map((v, i) => {
            const before = versions[i + 1]?.version === v.version - 1 ? versions[i + 1] : undefined;
            return (
              <li key={v.id}>
                <strong>Version {v.version}</strong>, <Time iso={v.created_at} />
                {v.version === 1 && playbook.based_on ? <> — copied from {playbook.based_on}</> : null}
                {v.changes.length > 0
                  ? <>{v.version === 1 && playbook.based_on ? ', with' : ' — changed'}: {describeChanges(v, before)}</>
                  : v.version > 1 ? <span class="muted"> — no changes recorded</span> : null}
              </li>
            );
          })}
        </ol>
      )}
      {next && (
        <button
          type="button"
          class="secondary"
          disabled={more.busy}
          onClick={async () => {
            const page = await more.run(next);
            if (page) setOlder({ data: [...older.data, ...page.data], next: page.has_more ? page.next_cursor : null });
          }}
        >
          {more.busy ? 'Loading…' : 'Show older versions'}
        </button>
      )}
      <ErrorNotice failure={more.failure} />
    </details>
  );
}

function Checks({ playbook, onSaved }: { playbook: Playbook; onSaved: () => void }) {
  const [edits, setEdits] = useState<Record<string, Override>>({});
  const [fallbackText, setFallbackText] = useState<Record<string, string>>({});
  useEffect(() => {
    setEdits({});
    setFallbackText({});
  }, [playbook.id, playbook.version]);
  const editable = !playbook.built_in;
  const value = <K extends keyof Check>(c: Check, k: K): Check[K] => ((edits[c.check_id] as Partial<Check> | undefined)?.[k] ?? c[k]) as Check[K];
  const set = (c: Check, patch: Partial<Override>) => {
    const next: Override = { ...(edits[c.check_id] ?? { check_id: c.check_id }), ...patch };
    setEdits({ ...edits, [c.check_id]: next });
  };
  const save = useAction(() => withApi((c) => c.playbooks.update(playbook.id, { checks: Object.values(edits) })));
  const dirty = Object.keys(edits).length;
  return (
    <form
      onSubmit={submitting(save, onSaved)}
    >
      {/* stays in view while the checks scroll, so that a change far down can be saved where it is made */}
      <div class="row wrap between checks-head">
        <h2>Checks ({playbook.checks.length})</h2>
        {editable && (
          <div class="row">
            {dirty > 0 && <span class="small">{dirty} check{dirty > 1 ? 's' : ''} changed</span>}
            <button type="submit" disabled={!dirty || save.busy}>{save.busy ? 'Saving…' : 'Save as a new version'}</button>
          </div>
        )}
      </div>
      <ErrorNotice failure={save.failure} />
      <ul class="checks">
        {playbook.checks.map((c) => (
          <li key={c.check_id} class={`card${value(c, 'enabled') ? '' : ' disabled'}`}>
            <h3>{c.title} <span class="small muted mono">{c.check_id}</span></h3>
            <p class="small">{c.description} <span class="muted">({c.category.replace(/_/g, ' ')})</span></p>
            {editable ? (
              <div class="row wrap">
                <label class="inline">
                  Severity
                  <select value={value(c, 'severity')} onChange={(e) => set(c, { severity: e.currentTarget.value as Override['severity'] })}>
                    {SEVERITIES.map((s) => <option key={s} value={s}>{s}</option>)}
                  </select>
                </label>
                <label class="check">
                  <input type="checkbox" checked={value(c, 'enabled')} onChange={(e) => set(c, { enabled: e.currentTarget.checked })} />
                  Enabled
                </label>
              </div>
            ) : (
              <p><span class={`badge sev-${c.severity}`}>{c.severity}</span> {c.enabled ? '' : <span class="muted">disabled</span>}</p>
            )}
            {editable ? (
              <label>
                Preferred position
                <textarea rows={2} maxLength={2000} value={value(c, 'preferred_position')} onInput={(e) => set(c, { preferred_position: e.currentTarget.value })} />
              </label>
            ) : (
              <p><strong>Preferred position:</strong> {c.preferred_position}</p>
            )}
            {editable ? (
              <>
                <label>
                  Fallback positions, best first, one a line
                  <textarea
                    rows={Math.max(2, value(c, 'fallbacks').length)}
                    value={fallbackText[c.check_id] ?? value(c, 'fallbacks').join('\n')}
                    onInput={(e) => {
                      // The text as typed (blank lines included) stays in the box; the list drops them.
                      const typed = e.currentTarget.value;
                      setFallbackText({ ...fallbackText, [c.check_id]: typed });
                      set(c, { fallbacks: typed.split('\n').map((f) => f.trim()).filter(Boolean).slice(0, 10) });
                    }}
                  />
                </label>
                <label>
                  Suggested language
                  <textarea rows={2} maxLength={4000} value={value(c, 'suggested_language')} onInput={(e) => set(c, { suggested_language: e.currentTarget.value })} />
                </label>
              </>
            ) : (
              <>
                {c.fallbacks.length > 0 && (
                  <div class="small">
                    <strong>Fallbacks:</strong>
                    <ol>{c.fallbacks.map((f, i) => <li key={i}>{f}</li>)}</ol>
                  </div>
                )}
                <p class="small"><strong>Suggested language:</strong> {c.suggested_language}</p>
              </>
            )}
          </li>
        ))}
      </ul>
    </form>
  );
}
