import { nowIso } from './ids.js';
import type { ContractRow, CredentialRow, DeliveryRow, DraftRow, PlaybookRow, PlaybookVersionRow, WebhookRow } from './storage.js';
import type { PlaybookLike } from './analysis.js';

/** Stored rows → the spec's resource shapes. */

const iso = (ms: number | null) => (ms === null || ms === undefined ? null : nowIso(Number(ms)));
const json = <T>(s: string | null, d: T): T => (s === null || s === undefined ? d : (JSON.parse(s) as T));

/** Bump when contractResource's output changes: stored renderings (contracts.body) are then redone. */
export const CONTRACT_RENDER_VERSION = 1;

export function contractResource(r: Omit<ContractRow, 'text'> & { text?: string }, includeText = false): Record<string, unknown> {
  return {
    id: r.id,
    object: 'contract',
    status: r.status,
    document_type: r.document_type,
    filename: r.filename,
    size_bytes: Number(r.size_bytes),
    sha256: r.sha256,
    media_type: r.media_type,
    pages: r.pages === null ? null : Number(r.pages),
    text_length: Number(r.text_length),
    ...(includeText ? { text: r.text } : {}),
    clauses: json(r.clauses, []),
    key_terms: json(r.key_terms, null),
    review: json(r.review, null),
    error: json(r.error, null),
    metadata: json(r.metadata, {}),
    livemode: r.livemode === 1,
    created_at: iso(r.created_ms),
    completed_at: iso(r.completed_ms),
  };
}

export function draftResource(r: DraftRow): Record<string, unknown> {
  return {
    id: r.id,
    object: 'draft',
    status: r.status,
    kind: r.kind,
    document_type: r.document_type,
    title: r.title,
    text: r.text,
    clauses: json(r.clauses, []),
    warnings: json(r.warnings, []),
    error: json(r.error, null),
    created_at: iso(r.created_ms),
    completed_at: iso(r.completed_ms),
  };
}

export const BUILT_IN_CREATED = '2026-01-01T00:00:00Z';

export function builtInPlaybookResource(p: PlaybookLike): Record<string, unknown> {
  return { ...p, object: 'playbook', built_in: true, based_on: null, created_at: BUILT_IN_CREATED, updated_at: BUILT_IN_CREATED };
}

export function playbookFromRow(r: PlaybookRow): PlaybookLike {
  return { id: r.id, object: 'playbook', name: r.name, document_type: r.document_type, version: Number(r.version), built_in: false, based_on: r.based_on, checks: json(r.checks, []) };
}

export function playbookResource(r: PlaybookRow): Record<string, unknown> {
  return { ...playbookFromRow(r), created_at: iso(r.created_ms), updated_at: iso(r.updated_ms) };
}

/** A playbook version's id (and list cursor): the playbook's id and the version, `pbk_...@2`. */
export const playbookVersionId = (playbookId: string, version: number) => `${playbookId}@${version}`;

export function playbookVersionResource(r: PlaybookVersionRow): Record<string, unknown> {
  return { id: playbookVersionId(r.playbook_id, Number(r.version)), object: 'playbook_version', playbook_id: r.playbook_id, version: Number(r.version), name: r.name, checks: json(r.checks, []), changes: json(r.changes, []), created_at: iso(r.created_ms) };
}

/** A built-in playbook's one version. */
export function builtInPlaybookVersionResource(p: PlaybookLike): Record<string, unknown> {
  return { id: playbookVersionId(p.id, p.version), object: 'playbook_version', playbook_id: p.id, version: p.version, name: p.name, checks: p.checks, changes: [], created_at: BUILT_IN_CREATED };
}

export function webhookResource(r: WebhookRow, withSecret = false, now = Date.now()): Record<string, unknown> {
  const overlap = r.previous_secret !== null && r.previous_secret_expires_ms !== null && Number(r.previous_secret_expires_ms) > now;
  return {
    id: r.id,
    object: 'webhook',
    url: r.url,
    events: json(r.events, []),
    description: r.description,
    status: r.status,
    // Null while enabled; `paused` when the owner disabled it (stored as null: no server reason).
    disabled_reason: r.status === 'enabled' ? null : r.disabled_reason ?? 'paused',
    previous_secret_expires_at: overlap ? iso(r.previous_secret_expires_ms) : null,
    ...(withSecret ? { secret: r.secret } : {}),
    created_at: iso(r.created_ms),
  };
}

export function deliveryResource(r: DeliveryRow): Record<string, unknown> {
  const status = r.status === 'cancelled' ? 'failed' : r.status;
  return {
    id: r.id,
    object: 'webhook_delivery',
    webhook_id: r.webhook_id,
    event_id: r.event_id,
    event_type: r.event_type,
    status,
    attempts: Number(r.attempts),
    next_attempt_at: status === 'pending' ? iso(r.next_attempt_ms) : null,
    last_attempt_at: iso(r.last_attempt_ms),
    last_response_status: r.last_status === null ? null : Number(r.last_status),
    last_error: r.last_error,
    created_at: iso(r.created_ms),
  };
}

export function apiKeyResource(r: CredentialRow, secret?: string): Record<string, unknown> {
  return {
    id: r.id,
    object: 'api_key',
    name: r.name,
    prefix: r.prefix,
    scopes: r.scopes.split(' ').filter(Boolean),
    mode: r.livemode === 1 ? 'live' : 'test',
    created_at: iso(r.created_ms),
    last_used_at: iso(r.last_used_ms),
    revoked_at: iso(r.revoked_ms),
    ...(secret ? { secret } : {}),
  };
}
