import type { FastifyBaseLogger } from 'fastify';
import type * as analysis from './analysis.js';
import { defaultPlaybookId, getBuiltInPlaybook, isBuiltInPlaybook } from './analysis.js';
import type { DocumentEngine } from './docpool.js';
import type { ReviewInput, ReviewJson } from './doctasks.js';
import { ApiError, toProblem } from './problem.js';
import { contractResource, draftResource, playbookFromRow } from './resources.js';
import type { ContractRow, DraftRow, Storage, Tx } from './storage.js';

/**
 * The work behind review and draft, shared by the synchronous path (inside the request) and the
 * durable job worker. State change and event are written in one transaction.
 */

export async function resolvePlaybook(storage: Storage, accountId: string, id: string | undefined, documentType?: string): Promise<analysis.PlaybookLike | undefined> {
  if (!id) return documentType ? (getBuiltInPlaybook(defaultPlaybookId(documentType) ?? '') ?? undefined) : undefined;
  const builtIn = getBuiltInPlaybook(id);
  if (builtIn) return builtIn;
  const row = await storage.playbooks.get(accountId, id);
  if (!row) throw new ApiError(404, 'not_found', `No such playbook: '${id}'.`);
  return playbookFromRow(row);
}

/** Input the engine refuses (a RangeError, or a 4xx) is the caller's mistake: info, not error. */
function logFailure(log: FastifyBaseLogger | undefined, e: unknown, ctx: Record<string, unknown>, msg: string): void {
  const input = e instanceof RangeError || (e instanceof ApiError && e.status < 500);
  if (input) log?.info({ ...ctx, reason: (e as Error).message }, msg);
  else log?.error({ err: e, ...ctx }, msg);
}

export interface ReviewComputation {
  patch: Partial<ContractRow>;
  failed: boolean;
}

export interface ReviewOptions {
  risk_scoring?: boolean;
  suggest_redlines?: boolean;
  playbook_id?: string;
}

/** What the engine needs to review a contract of this account: the playbook resolved, the options settled. */
export async function reviewInput(storage: Storage, accountId: string, documentType: string, options: ReviewOptions): Promise<ReviewInput> {
  // A built-in playbook goes by id: the worker builds it (resolving it here would copy it for nothing).
  const builtInId = options.playbook_id ?? defaultPlaybookId(documentType);
  const playbook = isBuiltInPlaybook(builtInId) ? { builtInId } : await resolvePlaybook(storage, accountId, options.playbook_id, documentType);
  return {
    document_type: documentType,
    playbook,
    options: { risk_scoring: options.risk_scoring ?? true, suggest_redlines: options.suggest_redlines ?? false },
  };
}

/** The contract's final state from the engine's (serialised, shaped) review, or from the reason it failed. */
export function reviewOutcome(row: ContractRow, result: { out?: ReviewJson; error?: unknown }, log?: FastifyBaseLogger): ReviewComputation {
  if (result.out && !result.error) {
    const { clauses, key_terms, review } = result.out;
    return { failed: false, patch: { status: 'completed', clauses, key_terms, review, error: null, completed_ms: Date.now() } };
  }
  const e = result.error;
  logFailure(log, e, { contract: row.id }, 'review failed');
  const err = e instanceof ApiError ? e : new ApiError(500, 'analysis_failed', 'The analysis of this contract failed.');
  const problem = toProblem(err.status === 500 ? new ApiError(422, 'analysis_failed', err.message) : err, `req_${row.id.slice(4)}`);
  return { failed: true, patch: { status: 'failed', error: JSON.stringify(problem), completed_ms: Date.now() } };
}

/** Run the engine (off the event loop) on a stored contract's text. Engine errors become a failed contract, not a 500. */
export async function computeReview(storage: Storage, engine: DocumentEngine, row: ContractRow, log?: FastifyBaseLogger, signal?: AbortSignal): Promise<ReviewComputation> {
  try {
    const input = await reviewInput(storage, row.account_id, row.document_type, JSON.parse(row.options) as ReviewOptions);
    return reviewOutcome(row, { out: await engine.review(row.text, input, signal) }, log);
  } catch (e) {
    return reviewOutcome(row, { error: e }, log);
  }
}

/** Apply a computed review and record its event, in the given transaction. */
export async function applyReview(storage: Storage, tx: Tx, row: ContractRow, c: ReviewComputation, now = Date.now()): Promise<Record<string, unknown>> {
  await storage.contracts.update(row.id, c.patch, tx);
  const updated = { ...row, ...c.patch } as ContractRow;
  const resource = contractResource(updated);
  await storage.events.record(tx, { accountId: row.account_id, type: c.failed ? 'contract.review.failed' : 'contract.review.completed', livemode: row.livemode === 1, object: resource }, undefined, now);
  return resource;
}

export interface DraftComputation {
  patch: Partial<DraftRow>;
  failed: boolean;
}

export async function computeDraft(storage: Storage, engine: DocumentEngine, row: DraftRow, log?: FastifyBaseLogger, signal?: AbortSignal): Promise<DraftComputation> {
  const req = JSON.parse(row.request) as Record<string, any>;
  try {
    const playbook = req.playbook_id ? await resolvePlaybook(storage, row.account_id, req.playbook_id) : undefined;
    const { playbook_id: _p, ...input } = req;
    const out = await engine.draft({ ...input, prompt: req.prompt, kind: req.kind, playbook }, signal);
    return {
      failed: false,
      patch: { status: 'completed', document_type: out.document_type ?? row.document_type, title: out.title, text: out.text, clauses: JSON.stringify(out.clauses ?? []), warnings: JSON.stringify(out.warnings ?? []), error: null, completed_ms: Date.now() },
    };
  } catch (e) {
    // a prompt the library cannot serve is the caller's input, logged as such; anything else is a fault
    const refused = (e as Error)?.name === 'ClauseTypeNotDraftableError' ? new ApiError(422, 'clause_type_not_draftable', (e as Error).message) : undefined;
    logFailure(log, refused ?? e, { draft: row.id }, 'draft failed');
    const err = e instanceof ApiError ? e : refused ?? new ApiError(422, 'analysis_failed', (e as Error)?.message ?? 'Drafting failed.');
    return { failed: true, patch: { status: 'failed', error: JSON.stringify(toProblem(err, `req_${row.id.slice(4)}`)), completed_ms: Date.now() } };
  }
}

export async function applyDraft(storage: Storage, tx: Tx, row: DraftRow, c: DraftComputation, now = Date.now()): Promise<Record<string, unknown>> {
  await storage.drafts.update(row.id, c.patch, tx);
  const resource = draftResource({ ...row, ...c.patch } as DraftRow);
  if (!c.failed) await storage.events.record(tx, { accountId: row.account_id, type: 'contract.draft.completed', livemode: row.livemode === 1, object: resource }, undefined, now);
  return resource;
}
