import { useEffect, useState } from 'preact/hooks';
import type { Contract, DocumentType, Playbook } from '@contract-analysis/client';
import { withApi } from '../api/client.js';
import { DashboardError } from '../api/problem.js';
import { navigate } from '../router.js';
import { submitting, useAction, useLoad } from '../ui/load.js';
import { Empty, ErrorNotice, LoadStatus, PageHeader, Time } from '../ui/parts.js';
import { DOCUMENT_TYPES, documentTypeName } from '../ui/document-types.js';

const PAGE_SIZE = 20;
const LIST_POLL_MS = 3000;
const MAX_BYTES = 10 * 1024 * 1024;

/** `limit`: contracts a page (`#/contracts?limit=50`), 20 by default. */
export function ContractsPage({ cursor, limit = PAGE_SIZE }: { cursor?: string; limit?: number }) {
  const list = useLoad(
    () => withApi((c) => c.contracts.list({ limit, ...(cursor ? { starting_after: cursor } : {}) })),
    [cursor, limit],
  );
  const sized = limit === PAGE_SIZE ? '' : `limit=${limit}`;
  // While a review on this page is queued or processing, look again every few seconds.
  const pending = list.data?.data.some((c) => c.status === 'queued' || c.status === 'processing');
  useEffect(() => {
    if (!pending || list.state !== 'ok') return;
    const timer = setTimeout(() => void list.reload(), LIST_POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, list.state, list.data]);
  return (
    <section>
      <PageHeader title="Contracts" />
      <Upload />
      <h2>Your contracts</h2>
      <LoadStatus load={list} label="Loading contracts…" />
      {list.data && list.data.data.length === 0 && (
        <Empty>{cursor ? 'No more contracts.' : 'No contracts yet. Upload one above to have it reviewed.'}</Empty>
      )}
      {list.data && list.data.data.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Contracts, newest first</caption>
            <thead>
              <tr><th scope="col">Document</th><th scope="col">Type</th><th scope="col">Status</th><th scope="col">Risk</th><th scope="col">Uploaded</th></tr>
            </thead>
            <tbody>
              {list.data.data.map((c) => (
                <tr key={c.id}>
                  <td data-label="Document"><a href={`#/contracts/${encodeURIComponent(c.id)}`}>{c.filename || c.id}</a></td>
                  <td data-label="Type">{documentTypeName(c.document_type)}</td>
                  <td data-label="Status"><Status status={c.status} /></td>
                  <td data-label="Risk"><Risk contract={c} /></td>
                  <td data-label="Uploaded"><Time iso={c.created_at} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && (
        <nav class="row pager" aria-label="Pages">
          {cursor && <a href={`#/contracts${sized ? `?${sized}` : ''}`}>First page</a>}
          {list.data.has_more && list.data.next_cursor && (
            <a href={`#/contracts?after=${encodeURIComponent(list.data.next_cursor)}${sized ? `&${sized}` : ''}`}>Next page</a>
          )}
        </nav>
      )}
    </section>
  );
}

export function Status({ status }: { status: Contract['status'] }) {
  return <span class={`badge status-${status}`}>{status}</span>;
}

function Risk({ contract }: { contract: Contract }) {
  const level = contract.review?.risk_level;
  if (!level) return <span class="muted">—</span>;
  return <span class={`badge risk-${level}`}>{level} {contract.review?.risk_score ?? ''}</span>;
}

function Upload() {
  const [file, setFile] = useState<File>();
  const [type, setType] = useState<DocumentType>('nda');
  const [playbookId, setPlaybookId] = useState('');
  const [dragging, setDragging] = useState(false);
  const playbooks = useLoad(() => withApi((c) => c.playbooks.list({ limit: 100 })), []);
  const upload = useAction(async () => {
    if (!file) throw new DashboardError({ message: 'Choose a file first.' });
    if (file.size > MAX_BYTES) throw new DashboardError({ message: `${file.name} is ${(file.size / 1048576).toFixed(1)} MiB; the limit is 10 MiB.` });
    if (file.size === 0) throw new DashboardError({ message: `${file.name} is empty.` });
    const contract = await withApi((c) =>
      c.contracts.review(
        {
          document: file,
          document_type: type,
          filename: file.name.slice(0, 255),
          options: { suggest_redlines: true, ...(playbookId ? { playbook_id: playbookId } : {}) },
          respondAsync: true,
        },
      ),
    );
    navigate(`/contracts/${encodeURIComponent(contract.id)}`);
  });
  const forType: Playbook[] = playbooks.data?.data.filter((p) => p.document_type === type) ?? [];
  // the review's default is the built-in playbook for the type: named in the first option, not offered twice
  const builtIn = forType.find((p) => p.built_in);
  const choices = forType.filter((p) => p !== builtIn);
  return (
    <form
      class="card upload"
      aria-labelledby="upload-title"
      onSubmit={submitting(upload)}
    >
      <h2 id="upload-title">Review a contract</h2>
      <div
        class={`dropzone${dragging ? ' dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const f = e.dataTransfer?.files?.[0];
          if (f) setFile(f);
        }}
      >
        <p>Drop a text, DOCX or PDF file here, or</p>
        <label class="file-button">
          choose a file
          <input
            type="file"
            name="document"
            accept=".txt,.text,.md,text/plain,.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,application/pdf"
            onChange={(e) => setFile(e.currentTarget.files?.[0])}
          />
        </label>
        <p class="small" aria-live="polite">{file ? `Selected: ${file.name} (${Math.ceil(file.size / 1024)} KiB)` : 'No file selected.'}</p>
      </div>
      <div class="row wrap">
        <label>
          Document type
          <select name="document_type" value={type} onChange={(e) => { setType(e.currentTarget.value as DocumentType); setPlaybookId(''); }}>
            {DOCUMENT_TYPES.map((t) => <option key={t} value={t}>{documentTypeName(t, true)}</option>)}
          </select>
        </label>
        <label>
          Playbook
          <select name="playbook" value={playbookId} onChange={(e) => setPlaybookId(e.currentTarget.value)}>
            <option value="">{builtIn ? `${builtIn.name} (built-in)` : 'The built-in playbook for this type'}</option>
            {choices.map((p) => (
              <option key={p.id} value={p.id}>{p.name}{p.built_in ? ' (built-in)' : ` (v${p.version})`}</option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={upload.busy || !file}>{upload.busy ? 'Uploading…' : 'Upload and review'}</button>
      </div>
      {playbooks.state === 'error' && <ErrorNotice failure={playbooks.failure} />}
      <ErrorNotice failure={upload.failure} />
    </form>
  );
}
