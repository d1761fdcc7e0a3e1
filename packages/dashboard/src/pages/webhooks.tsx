import { useState } from 'preact/hooks';
import type { EventType, Webhook, WebhookDelivery } from '@contract-analysis/client';
import { withApi } from '../api/client.js';
import { navigate } from '../router.js';
import { submitting, useAction, useLoad } from '../ui/load.js';
import { ConfirmButton, Empty, ErrorNotice, LoadStatus, PageHeader, SecretOnce, Time } from '../ui/parts.js';

const EVENT_TYPES: EventType[] = ['contract.review.completed', 'contract.review.failed', 'contract.draft.completed', 'playbook.updated'];

export function WebhooksPage() {
  const list = useLoad(() => withApi((c) => c.webhooks.list({ limit: 100 })), []);
  const [secret, setSecret] = useState<{ id: string; value: string }>();
  return (
    <section>
      <PageHeader title="Webhooks" />
      {secret && <SecretOnce label={`Signing secret of ${secret.id}`} value={secret.value} onDone={() => setSecret(undefined)} />}
      <CreateWebhook
        onCreated={(w) => {
          if (w.secret) setSecret({ id: w.id, value: w.secret });
          void list.reload();
        }}
      />
      <h2>Endpoints</h2>
      <LoadStatus load={list} label="Loading webhooks…" />
      {list.data && list.data.data.length === 0 && <Empty>No endpoints yet. Add one above to receive events.</Empty>}
      {list.data && list.data.data.length > 0 && (
        <ul class="cards">
          {list.data.data.map((w) => (
            <li key={w.id} class="card">
              <p class="row wrap">
                <a href={`#/webhooks/${encodeURIComponent(w.id)}`} class="mono break">{w.url}</a>
                <WebhookStatus webhook={w} />
              </p>
              {w.description && <p>{w.description}</p>}
              <p class="small muted">{w.events.join(', ')} · created <Time iso={w.created_at} /></p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WebhookStatus({ webhook }: { webhook: Webhook }) {
  return (
    <span class={`badge wh-${webhook.status}`}>
      {webhook.status}
      {webhook.disabled_reason ? ` (${webhook.disabled_reason.replace(/_/g, ' ')})` : ''}
    </span>
  );
}

function CreateWebhook({ onCreated }: { onCreated: (w: Webhook) => void }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<EventType[]>(['contract.review.completed', 'contract.review.failed']);
  const create = useAction(() =>
    withApi((c) => c.webhooks.create({ url: url.trim(), events, ...(description.trim() ? { description: description.trim() } : {}) })),
  );
  return (
    <form
      class="card"
      aria-labelledby="new-webhook"
      onSubmit={submitting(create, (w) => {
        setUrl('');
        setDescription('');
        onCreated(w);
      })}
    >
      <h2 id="new-webhook">Add an endpoint</h2>
      <label>
        URL
        <input type="url" name="url" required value={url} onInput={(e) => setUrl(e.currentTarget.value)} placeholder="https://example.com/hooks/contracts" />
      </label>
      <label>
        Description (optional)
        <input name="description" maxLength={500} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
      </label>
      <fieldset>
        <legend>Events</legend>
        {EVENT_TYPES.map((t) => (
          <label key={t} class="check">
            <input
              type="checkbox"
              checked={events.includes(t)}
              onChange={(e) => setEvents(e.currentTarget.checked ? [...events, t] : events.filter((x) => x !== t))}
            />
            {t}
          </label>
        ))}
      </fieldset>
      <ErrorNotice failure={create.failure} />
      <button type="submit" disabled={create.busy || events.length === 0}>{create.busy ? 'Adding…' : 'Add endpoint'}</button>
    </form>
  );
}

export function WebhookPage({ id }: { id: string }) {
  const hook = useLoad(() => withApi((c) => c.webhooks.retrieve(id)), [id]);
  const [statusFilter, setStatusFilter] = useState<'' | WebhookDelivery['status']>('');
  const deliveries = useLoad(
    () => withApi((c) => c.webhooks.listDeliveries(id, { limit: 50, ...(statusFilter ? { status: statusFilter } : {}) })),
    [id, statusFilter],
  );
  const [secret, setSecret] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const act = useAction(async (what: 'pause' | 'resume' | 'rotate' | 'delete' | 'test' | { replay: string }) => {
    setNotice(undefined);
    await withApi(async (c) => {
      if (what === 'pause' || what === 'resume') {
        await c.webhooks.update(id, { status: what === 'pause' ? 'disabled' : 'enabled' });
        setNotice(what === 'pause' ? 'Deliveries are paused.' : 'Deliveries are on again.');
      } else if (what === 'rotate') {
        const r = await c.webhooks.rotateSecret(id, { expire_previous_after_seconds: 86_400 });
        setSecret(r.secret);
        setNotice('A new secret signs deliveries now; the previous one keeps signing beside it for 24 hours.');
      } else if (what === 'delete') {
        await c.webhooks.delete(id);
        navigate('/webhooks');
        return;
      } else if (what === 'test') {
        const event = await c.webhooks.test(id, { type: hook.data?.events[0] });
        setNotice(`Test event ${event.id} queued for delivery.`);
      } else {
        const d = await c.webhooks.replayDelivery(id, what.replay);
        setNotice(`Delivery ${d.id} queued again.`);
      }
    });
    await Promise.all([hook.reload(), deliveries.reload()]);
  });
  const w = hook.data;
  return (
    <section>
      <PageHeader title="Webhook" />
      <p class="small"><a href="#/webhooks">All webhooks</a></p>
      <LoadStatus load={hook} label="Loading the webhook…" />
      {w && (
        <>
          <div class="card">
            <p class="row wrap"><span class="mono break">{w.url}</span> <WebhookStatus webhook={w} /></p>
            <p class="small muted">{w.id} · {w.events.join(', ')} · created <Time iso={w.created_at} /></p>
            {w.previous_secret_expires_at && <p class="small">The previous secret signs until <Time iso={w.previous_secret_expires_at} />.</p>}
            <div class="row wrap">
              {w.status === 'enabled' ? (
                <button type="button" class="secondary" disabled={act.busy} onClick={() => act.run('pause')}>Pause</button>
              ) : (
                <button type="button" class="secondary" disabled={act.busy} onClick={() => act.run('resume')}>Enable</button>
              )}
              <button type="button" class="secondary" disabled={act.busy} onClick={() => act.run('test')}>Send test event</button>
              <ConfirmButton label="Rotate secret" title="Rotate the signing secret?" confirmLabel="Rotate" onConfirm={() => act.run('rotate')}>
                <p>A new secret is created and shown once. The current one keeps signing beside it for 24 hours.</p>
              </ConfirmButton>
              <ConfirmButton label="Delete" title="Delete this webhook?" confirmLabel="Delete" danger onConfirm={() => act.run('delete')}>
                <p>Deliveries to <span class="mono break">{w.url}</span> stop at once. This cannot be undone.</p>
              </ConfirmButton>
            </div>
            {notice && <p role="status" class="notice">{notice}</p>}
            <ErrorNotice failure={act.failure} />
          </div>
          {secret && <SecretOnce label="New signing secret" value={secret} onDone={() => setSecret(undefined)} />}
        </>
      )}
      <div class="row wrap between">
        <h2>Deliveries</h2>
        <div class="row">
          <label class="inline">
            Show
            <select value={statusFilter} onChange={(e) => setStatusFilter(e.currentTarget.value as typeof statusFilter)}>
              <option value="">all</option>
              <option value="pending">pending</option>
              <option value="succeeded">succeeded</option>
              <option value="failed">failed</option>
            </select>
          </label>
          <button type="button" class="secondary" onClick={() => deliveries.reload()}>Refresh</button>
        </div>
      </div>
      <LoadStatus load={deliveries} label="Loading deliveries…" />
      {deliveries.data && deliveries.data.data.length === 0 && <Empty>No deliveries{statusFilter ? ` ${statusFilter}` : ''} yet. Send a test event to try the endpoint.</Empty>}
      {deliveries.data && deliveries.data.data.length > 0 && (
        <div class="table-wrap">
          <table class="deliveries">
            <caption class="sr-only">Deliveries, newest first</caption>
            <thead>
              <tr><th scope="col">Event</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Last response</th><th scope="col">Last attempt</th><th scope="col">Next attempt</th><th scope="col"><span class="sr-only">Actions</span></th></tr>
            </thead>
            <tbody>
              {deliveries.data.data.map((d) => (
                <tr key={d.id}>
                  <td data-label="Event"><span class="mono small">{d.event_type}</span><br /><span class="muted small">{d.event_id} · <Time iso={d.created_at} /></span></td>
                  <td data-label="Status"><span class={`badge dl-${d.status}`}>{d.status}</span></td>
                  <td data-label="Attempts">{d.attempts}</td>
                  <td data-label="Last response">{d.last_response_status ?? '—'}{d.last_error ? <><br /><span class="small muted">{d.last_error}</span></> : null}</td>
                  <td data-label="Last attempt"><Time iso={d.last_attempt_at} /></td>
                  <td data-label="Next attempt"><Time iso={d.next_attempt_at} /></td>
                  <td>
                    <button type="button" class="secondary" disabled={act.busy} onClick={() => act.run({ replay: d.id })} aria-label={`Replay delivery ${d.id}`}>
                      Replay
                    </button>
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
