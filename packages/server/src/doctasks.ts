import * as analysis from './analysis.js';
import type { DocumentLimits } from './document-limits.js';
import { extractDocument, type ExtractedDocument } from './documents.js';
import { ApiError, type FieldError } from './problem.js';
import { contractDocx, draftDocx, isUnreadable, type ContractDocumentInput, type DraftDocumentInput } from './word/index.js';

/**
 * The work done for one document in a document worker (docpool.ts), or inline when the pool is
 * off: decode, detect, extract (with every limit checked while reading) and, when asked, run the
 * engine on the text. Tasks and results are plain data: they cross threads by structured clone.
 */

export interface ReviewInput {
  document_type: string;
  /** A built-in playbook travels by id (the worker has them all); an account's own as a whole. */
  playbook?: analysis.PlaybookLike | { builtInId: string };
  options: { risk_scoring: boolean; suggest_redlines: boolean };
}

/** A review as stored: its parts already serialised (strings cross threads at the cost of a copy). */
export interface ReviewJson {
  clauses: string;
  key_terms: string;
  review: string;
}

/** Built-in playbooks never change: each worker builds each one once (the engine only reads them). */
const builtIns = new Map<string, analysis.PlaybookLike | undefined>();
function builtIn(id: string): analysis.PlaybookLike | undefined {
  if (!builtIns.has(id)) builtIns.set(id, analysis.getBuiltInPlaybook(id));
  return builtIns.get(id);
}

/** Run the engine and shape its review by the options (no scores without risk scoring, redlines on request). */
export async function reviewJson(text: string, input: ReviewInput): Promise<ReviewJson> {
  const p = input.playbook;
  const playbook = p && 'builtInId' in p ? builtIn(p.builtInId) : p;
  const out = await analysis.review({ text, document_type: input.document_type, playbook, options: input.options });
  const review = { ...out.review };
  if (!input.options.risk_scoring) {
    review.risk_score = null;
    review.risk_level = null;
    review.category_scores = [];
  }
  if (!input.options.suggest_redlines) delete review.redlines;
  return { clauses: JSON.stringify(out.clauses), key_terms: JSON.stringify(out.key_terms), review: JSON.stringify(review) };
}

export type DocTask =
  | { op: 'extract'; document: string; limits: DocumentLimits }
  | { op: 'review'; document?: string; text?: string; limits: DocumentLimits; input: ReviewInput }
  | { op: 'ask'; document?: string; text?: string; clauses?: analysis.Clause[]; limits: DocumentLimits; question: string }
  | { op: 'draft'; input: Record<string, unknown> & { prompt: string; kind: 'clause' | 'document'; playbook?: analysis.PlaybookLike } }
  | { op: 'contract-docx'; input: ContractDocumentInput }
  | { op: 'draft-docx'; input: DraftDocumentInput };

/** An error, flattened so that it survives the trip between threads with its status and code. */
export type TaskError =
  | { kind: 'api'; status: number; code: string; message: string; errors?: FieldError[] }
  | { kind: 'error'; name: string; message: string };

export interface DocResult {
  /** The extracted document (tasks that carried one). */
  doc?: ExtractedDocument;
  /** What the engine returned. */
  out?: unknown;
  /** The document could not be read: the request fails with this. */
  docError?: TaskError;
  /** The engine refused or failed on the text. */
  engineError?: TaskError;
}

export function toTaskError(e: unknown): TaskError {
  if (e instanceof ApiError) return { kind: 'api', status: e.status, code: e.code, message: e.message, errors: e.errors };
  const err = e instanceof Error ? e : new Error(String(e));
  return { kind: 'error', name: err.name, message: err.message };
}

/** The error a TaskError stands for, of the same kind (ApiError, RangeError or Error). */
export function fromTaskError(t: TaskError): Error {
  if (t.kind === 'api') return new ApiError(t.status, t.code, t.message, { errors: t.errors });
  const e = t.name === 'RangeError' ? new RangeError(t.message) : t.name === 'TypeError' ? new TypeError(t.message) : new Error(t.message);
  if (e.name !== t.name) e.name = t.name;
  return e;
}

async function text(task: { document?: string; text?: string; limits: DocumentLimits }, result: DocResult): Promise<string | undefined> {
  if (task.text !== undefined) return task.text;
  try {
    result.doc = await extractDocument(task.document ?? '', task.limits);
    return result.doc.text;
  } catch (e) {
    result.docError = toTaskError(e);
    return undefined;
  }
}

/** A Word document; a stored DOCX that cannot be read is the precise 409 `document_unreadable`. */
async function wordTask(task: Extract<DocTask, { op: 'contract-docx' | 'draft-docx' }>, result: DocResult): Promise<DocResult> {
  try {
    result.out = task.op === 'contract-docx' ? await contractDocx(task.input) : { bytes: await draftDocx(task.input), unplaced: 0 };
  } catch (e) {
    if (isUnreadable(e)) result.docError = toTaskError(new ApiError(409, 'document_unreadable', `The document stored for this contract can no longer be read: ${e.message}.`));
    // a submitted DOCX that reads but cannot be edited is the document's fault, not the service's
    else if (task.op === 'contract-docx' && task.input.original) result.docError = toTaskError(new ApiError(409, 'document_unreadable', `The DOCX stored for this contract could not be edited (${(e as Error)?.message ?? 'invalid structure'}).`));
    else result.engineError = toTaskError(e);
  }
  return result;
}

export async function runDocTask(task: DocTask): Promise<DocResult> {
  const result: DocResult = {};
  if (task.op === 'contract-docx' || task.op === 'draft-docx') return wordTask(task, result);
  if (task.op === 'draft') {
    try {
      result.out = await analysis.draft(task.input);
    } catch (e) {
      result.engineError = toTaskError(e);
    }
    return result;
  }
  const t = await text(task, result);
  if (t === undefined || task.op === 'extract') return result;
  try {
    if (task.op === 'review') result.out = await reviewJson(t, task.input);
    else result.out = await analysis.ask({ text: t, question: task.question, clauses: task.clauses ?? analysis.segment(t) });
  } catch (e) {
    result.engineError = toTaskError(e);
  }
  return result;
}
