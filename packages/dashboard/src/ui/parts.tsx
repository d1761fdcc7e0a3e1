import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Failure } from '../api/problem.js';

export function ErrorNotice({ failure }: { failure: Failure | undefined }) {
  if (!failure) return null;
  return (
    <div class="notice error" role="alert">
      <p>{failure.message}</p>
      {failure.requestId && (
        <p class="muted small">
          Request id: <code>{failure.requestId}</code>
        </p>
      )}
    </div>
  );
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p class="loading" role="status">
      <span class="spinner" aria-hidden="true" /> {label}
    </p>
  );
}

/** What a page shows while its data loads, or why it could not. */
export function LoadStatus({ load, label }: { load: { state: string; data?: unknown; failure?: Failure }; label: string }) {
  if (load.state === 'error') return <ErrorNotice failure={load.failure} />;
  if (load.state === 'loading' && load.data === undefined) return <Loading label={label} />;
  return null;
}

export function Empty({ children }: { children: ComponentChildren }) {
  return <div class="empty">{children}</div>;
}

export function Time({ iso }: { iso: string | null | undefined }) {
  if (!iso) return <span class="muted">—</span>;
  const d = new Date(iso);
  return (
    <time dateTime={iso} title={d.toISOString()}>
      {d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A secret shown once, with a copy button. */
export function SecretOnce({ label, value, onDone }: { label: string; value: string; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>();
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <div class="notice secret" role="region" aria-label={label}>
      <label>
        {label}
        {/* a text area, so that the whole secret shows, wrapped, on a narrow screen too */}
        <textarea ref={input} class="mono" readOnly rows={1} value={value} onFocus={(e) => e.currentTarget.select()} spellcheck={false} data-secret />
      </label>
      <p class="small">This is the only time it is shown. Store it somewhere safe now.</p>
      <div class="row">
        <button
          type="button"
          onClick={async () => {
            const ok = await copyText(value);
            if (!ok) input.current?.select();
            setCopied(ok ? 'yes' : 'no');
          }}
        >
          Copy
        </button>
        <button type="button" class="secondary" onClick={onDone}>
          Done
        </button>
        <span role="status" class="small">
          {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'no' ? 'Select the text and copy it (Ctrl+C).' : ''}
        </span>
      </div>
    </div>
  );
}

/** A button that asks for confirmation in a modal dialog before it acts. */
export function ConfirmButton(props: {
  label: string;
  title: string;
  children: ComponentChildren;
  confirmLabel: string;
  onConfirm: () => void | Promise<unknown>;
  danger?: boolean;
  disabled?: boolean;
  accessibleLabel?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        class={props.danger ? 'danger' : 'secondary'}
        disabled={props.disabled}
        aria-label={props.accessibleLabel}
        onClick={() => dialog.current?.showModal()}
      >
        {props.label}
      </button>
      <dialog ref={dialog} aria-label={props.title}>
        <form
          method="dialog"
          onSubmit={(e) => {
            const submitter = (e as SubmitEvent).submitter as HTMLButtonElement | null;
            if (submitter?.value === 'confirm') void props.onConfirm();
          }}
        >
          <h2>{props.title}</h2>
          <div>{props.children}</div>
          <div class="row end">
            <button value="cancel" class="secondary" autofocus>
              Cancel
            </button>
            <button value="confirm" class={props.danger ? 'danger' : ''}>
              {props.confirmLabel}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}

export function PageHeader({ title, children }: { title: string; children?: ComponentChildren }) {
  useEffect(() => {
    document.title = `${title} · Contract Analysis`;
  }, [title]);
  return (
    <div class="page-header">
      <h1 tabIndex={-1} id="page-title">
        {title}
      </h1>
      {children && <div class="row">{children}</div>}
    </div>
  );
}
