import * as analysis from '../analysis.js';
import type { FastifyBaseLogger } from 'fastify';
import { auth, type Ctx, type Handler } from '../context.js';
import { SPEC_ID } from '../spec.js';
import { clientGone } from '../docpool.js';
import { hasPrefix, newId, nowIso } from '../ids.js';
import { ApiError, notFound } from '../problem.js';
import { applyDraft, applyReview, computeDraft, resolvePlaybook, reviewInput, reviewOutcome, type ReviewOptions } from '../processing.js';
import { contractResource, draftResource } from '../resources.js';
import type { ContractRow, DraftRow, Page } from '../storage.js';
import { decodeBase64Document } from '../documents.js';
import { DOCX_TYPE } from '../word/index.js';

const JSON_TYPE = 'application/json; charset=utf-8';

export function wantsAsync(prefer: string | string[] | undefined): boolean {
  const v = Array.isArray(prefer) ? prefer.join(',') : prefer ?? '';
  return v.split(',').some((p) => p.trim().split(';')[0].trim().toLowerCase() === 'respond-async');
}

export function badCursor(): ApiError {
  return new ApiError(400, 'invalid_parameter', 'starting_after does not name an object in this list.', { errors: [{ pointer: 'starting_after', message: 'unknown cursor' }] });
}

export function listOf<T>(page: Page<T>, map: (r: T) => unknown) {
  return { object: 'list', data: page.data.map(map), has_more: page.has_more, next_cursor: page.next_cursor };
}

const isFinal = (status: string) => status === 'completed' || status === 'failed';

const CONTRACT_SCHEMA = { $ref: `${SPEC_ID}#/components/schemas/Contract` };

/**
 * A page of contracts. Final contracts (most of any list) are sent as their stored renderings, the
 * same bytes `GET /contracts/{id}` sends; the others are rendered with the spec's Contract schema.
 * Nothing stored is parsed, so a list costs the event loop little more than its bytes.
 */
export const listContracts: Handler<'listContracts'> = async (req, reply, { storage, contractBodyKey }) => {
  const q = req.query;
  const accountId = auth(req).accountId;
  const page = await storage.contracts.list(accountId, q.limit ?? 20, q.starting_after, { status: q.status, document_type: q.document_type });
  if (!page) throw badCursor();
  const stored = (r: (typeof page.data)[number]) => r.body !== null && r.body_key === contractBodyKey;
  const toRender = new Map((await storage.contracts.getManyWithoutText(accountId, page.data.filter((r) => !stored(r)).map((r) => r.id))).map((r) => [r.id, r]));
  // Compiled once per route: Fastify caches a serializer by its schema object.
  const render = reply.compileSerializationSchema(CONTRACT_SCHEMA) as (v: unknown) => string;
  const items: Buffer[] = [];
  for (const r of page.data) {
    if (stored(r)) {
      items.push(Buffer.from(r.body!.buffer, r.body!.byteOffset, r.body!.byteLength));
      continue;
    }
    const row = toRender.get(r.id)!;
    const body = Buffer.from(render(contractResource(row)));
    items.push(body);
    if (isFinal(row.status)) await keepRendering(storage, req.log, row, contractBodyKey, body);
  }
  const parts: Buffer[] = [Buffer.from('{"object":"list","data":[')];
  items.forEach((b, i) => parts.push(...(i ? [COMMA, b] : [b])));
  parts.push(Buffer.from(`],"has_more":${page.has_more},"next_cursor":${JSON.stringify(page.next_cursor)}}`));
  reply.type(JSON_TYPE);
  return Buffer.concat(parts);
};

const COMMA = Buffer.from(',');

/** Keep the rendering of a final contract (best effort: a failure only costs a later render). */
async function keepRendering(storage: Ctx['storage'], log: FastifyBaseLogger, row: { id: string; account_id: string }, key: string, body: Buffer): Promise<void> {
  try {
    await storage.contracts.putBody(row.account_id, row.id, key, body);
  } catch (e) {
    log.warn({ err: e, contract: row.id }, 'could not keep the rendered contract');
  }
}

export const retrieveContract: Handler<'retrieveContract'> = async (req, reply, { storage, contractBodyKey }) => {
  const { id } = req.params;
  const q = req.query;
  if (!hasPrefix(id, 'ctr')) throw notFound('contract', id);
  const accountId = auth(req).accountId;
  const includeText = q.include === 'text';
  if (!includeText) {
    // Fast path: a contract in a final state that was served before is sent as stored, unparsed.
    const stored = await storage.contracts.getBody(accountId, id);
    if (stored && stored.body_key === contractBodyKey) {
      reply.type(JSON_TYPE);
      return stored.body;
    }
  }
  const row = await storage.contracts.get(accountId, id);
  if (!row) throw notFound('contract', id);
  const resource = contractResource(row, includeText);
  if (includeText || !isFinal(row.status)) return resource;
  // Completed and failed contracts never change: render once with this route's own serializer (the
  // spec's Contract schema), keep the JSON, and send it as is from then on.
  const body = Buffer.from(reply.serialize(resource) as string);
  await keepRendering(storage, req.log, row, contractBodyKey, body);
  reply.type(JSON_TYPE);
  return body;
};

export const reviewContract: Handler<'reviewContract'> = async (req, reply, { storage, kick, engine, contractBodyKey, config, now: clock }) => {
  const a = auth(req);
  const body = req.body;
  const isAsync = wantsAsync(req.headers.prefer);
  const options = { risk_scoring: true, suggest_redlines: false, ...(body.options ?? {}) } as ReviewOptions;
  // The playbook is resolved first (an unknown one is a 404); then one task in the document pool
  // reads the document and, for a synchronous review, runs the engine on it.
  const input = await reviewInput(storage, a.accountId, body.document_type, options);
  const cancel = clientGone(reply.raw);
  const reviewed = isAsync ? null : await engine.reviewDocument(body.document, input, cancel);
  const doc = reviewed?.doc ?? (await engine.extract(body.document, cancel));
  const now = Date.now();
  const row: ContractRow = {
    id: newId('ctr'),
    account_id: a.accountId,
    status: isAsync ? 'queued' : 'processing',
    document_type: body.document_type,
    filename: body.filename ?? null,
    size_bytes: doc.size_bytes,
    sha256: doc.sha256,
    media_type: doc.media_type,
    pages: doc.pages,
    text: doc.text,
    text_length: doc.text.length,
    clauses: '[]',
    key_terms: null,
    review: null,
    error: null,
    metadata: JSON.stringify(body.metadata ?? {}),
    options: JSON.stringify(options),
    livemode: a.livemode ? 1 : 0,
    created_ms: now,
    completed_ms: null,
  };
  // a DOCX is kept as submitted, for the download with the changes tracked in it (already checked by the worker)
  const original = doc.media_type === DOCX_TYPE ? decodeBase64Document(body.document, config.maxDocumentBytes) : null;
  if (isAsync) {
    await storage.transaction(async (tx) => {
      await storage.contracts.insert(row, tx);
      if (original) await storage.contracts.putDocument(row.account_id, row.id, original, tx);
      await storage.jobs.enqueue(tx, 'review', row.id, a.accountId, clock());
    });
    kick();
    reply.code(202).header('location', `/v1/contracts/${row.id}`).header('preference-applied', 'respond-async');
    return contractResource(row);
  }
  const c = reviewOutcome(row, reviewed!, req.log);
  // The contract is final: rendered once with this route's serializer (the spec's Contract schema),
  // sent, and kept in the same transaction, so reads and lists send these bytes from now on.
  reply.code(201).type(JSON_TYPE);
  const rendered = await storage.transaction(async (tx) => {
    await storage.contracts.insert(row, tx);
    if (original) await storage.contracts.putDocument(row.account_id, row.id, original, tx);
    const bytes = Buffer.from(reply.serialize(await applyReview(storage, tx, row, c, clock())) as string);
    await storage.contracts.putBody(row.account_id, row.id, contractBodyKey, bytes, tx);
    return bytes;
  });
  kick();
  return rendered;
};

export const askContract: Handler<'askContract'> = async (req, reply, { storage, config, engine }) => {
  const a = auth(req);
  const body = req.body;
  const hasId = body.contract_id !== undefined;
  const hasDoc = body.document !== undefined;
  if (hasId === hasDoc) {
    throw new ApiError(422, 'validation_error', 'Send exactly one of `contract_id` or `document` (with `document_type`).', {
      errors: [{ pointer: hasId ? '/document' : '/contract_id', message: hasId ? 'must not be sent with contract_id' : 'contract_id or document is required' }],
    });
  }
  let text: string | undefined;
  let clauses: analysis.Clause[] | undefined;
  let contractId: string | null = null;
  if (hasId) {
    const id = body.contract_id!;
    const row = hasPrefix(id, 'ctr') ? await storage.contracts.get(a.accountId, id) : undefined;
    if (!row) throw notFound('contract', id);
    text = row.text;
    const stored = JSON.parse(row.clauses) as analysis.Clause[];
    clauses = stored.length ? stored : undefined;
    contractId = row.id;
  } else {
    if (body.document_type === undefined) {
      throw new ApiError(422, 'validation_error', '`document_type` is required with `document`.', { errors: [{ pointer: '/document_type', message: 'is required with document' }] });
    }
  }
  const out = await engine.ask(hasId ? { text: text!, clauses } : { document: body.document! }, body.question, clientGone(reply.raw));
  return { id: newId('ans'), object: 'answer', contract_id: contractId, question: body.question, answer: out.answer, citations: out.citations, confidence: out.confidence, created_at: nowIso() };
};

export const draftContract: Handler<'draftContract'> = async (req, reply, { storage, config, kick, engine, now: clock }) => {
  const a = auth(req);
  const body = req.body;
  const isAsync = wantsAsync(req.headers.prefer);
  if (body.kind === 'clause' && body.clause_type !== undefined && !analysis.isDraftableClauseType(body.clause_type)) {
    // refused before anything is stored or queued: no library entry, and a type outside the taxonomy is never sent to a model
    throw new ApiError(422, 'clause_type_not_draftable', `clause_type "${body.clause_type}" cannot be drafted: it is not a clause type of the taxonomy. GET /benchmarks/clause-types lists the clause types, and each can be drafted.`, { errors: [{ pointer: '/clause_type', message: 'is not a clause type of the taxonomy' }] });
  }
  let documentType: string | undefined = body.document_type;
  if (body.playbook_id) {
    const pb = await resolvePlaybook(storage, a.accountId, body.playbook_id);
    documentType ??= pb?.document_type;
  }
  const now = Date.now();
  const row: DraftRow = {
    id: newId('drf'),
    account_id: a.accountId,
    status: isAsync ? 'queued' : 'processing',
    kind: body.kind,
    document_type: documentType ?? 'nda',
    request: JSON.stringify(body),
    title: null,
    text: null,
    clauses: '[]',
    warnings: '[]',
    error: null,
    livemode: a.livemode ? 1 : 0,
    created_ms: now,
    completed_ms: null,
  };
  if (isAsync) {
    await storage.transaction(async (tx) => {
      await storage.drafts.insert(row, tx);
      await storage.jobs.enqueue(tx, 'draft', row.id, a.accountId, clock());
    });
    kick();
    reply.code(202).header('location', `/v1/contracts/drafts/${row.id}`).header('preference-applied', 'respond-async');
    return draftResource(row);
  }
  const c = await computeDraft(storage, engine, row, req.log);
  if (c.failed) {
    // A synchronous draft that cannot be made is refused and nothing is stored.
    const p = JSON.parse(c.patch.error as string) as { code: string; detail: string };
    throw new ApiError(422, p.code, p.detail);
  }
  const resource = await storage.transaction(async (tx) => {
    await storage.drafts.insert(row, tx);
    return applyDraft(storage, tx, row, c, clock());
  });
  kick();
  reply.code(201);
  return resource;
};

export const retrieveDraft: Handler<'retrieveDraft'> = async (req, _reply, { storage }) => {
  const { id } = req.params;
  if (!hasPrefix(id, 'drf')) throw notFound('draft', id);
  const row = await storage.drafts.get(auth(req).accountId, id);
  if (!row) throw notFound('draft', id);
  return draftResource(row);
};

/** Whether an Accept header admits DOCX: absent, any type, any application type or the DOCX type itself, with q > 0. */
export function acceptsDocx(accept: string | undefined): boolean {
  if (!accept || !accept.trim()) return true;
  for (const part of accept.split(',')) {
    const [range, ...params] = part.trim().toLowerCase().split(';').map((x) => x.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (range === '*/*' || range === 'application/*' || range === DOCX_TYPE) return true;
  }
  return false;
}

function notAcceptable(accept: string): ApiError {
  return new ApiError(406, 'not_acceptable', `This resource is only available as ${DOCX_TYPE}; the Accept header allows ${accept}.`);
}

function notCompleted(kind: 'Contract' | 'Draft', id: string, status: string): ApiError {
  const pending = status === 'queued' || status === 'processing';
  const what = kind === 'Contract' ? 'review' : 'draft';
  return new ApiError(409, 'not_completed', pending
    ? `${kind} '${id}' is ${status}; its document is available once the ${what} is completed.`
    : `${kind} '${id}' ${status === 'failed' ? 'failed' : `is ${status}`}; there is no document to download.`, pending ? { headers: { 'retry-after': '2' } } : {});
}

/** `attachment` with the name to save under: the given name with a .docx extension (RFC 6266, RFC 8187 for non-ASCII). */
export function attachment(name: string): string {
  const base = (name.replace(/[\\/]/g, '_').replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'document') + '.docx';
  const ascii = base.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return ascii === base ? `attachment; filename="${base}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(base)}`;
}

export const downloadContract: Handler<'downloadContract'> = async (req, reply, { storage, engine }) => {
  const { id } = req.params;
  const accept = req.headers.accept;
  if (!hasPrefix(id, 'ctr')) throw notFound('contract', id);
  const accountId = auth(req).accountId;
  const row = await storage.contracts.get(accountId, id);
  if (!row) throw notFound('contract', id);
  if (!acceptsDocx(accept)) throw notAcceptable(accept!);
  if (row.status !== 'completed' || !row.review) throw notCompleted('Contract', id, row.status);
  const review = JSON.parse(row.review) as { issues: analysis.Issue[]; redlines?: analysis.Redline[] };
  const original = row.media_type === DOCX_TYPE ? (await storage.contracts.getDocument(accountId, id)) ?? null : null;
  const { bytes } = await engine.word({
    op: 'contract-docx',
    input: {
      text: row.text,
      clauses: JSON.parse(row.clauses) as analysis.Clause[],
      issues: review.issues,
      redlines: review.redlines ?? [],
      original,
      date: new Date(row.completed_ms ?? row.created_ms).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      title: row.filename ?? undefined,
    },
  }, clientGone(reply.raw));
  reply.type(DOCX_TYPE).header('content-disposition', attachment(row.filename ?? row.id));
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

export const downloadDraft: Handler<'downloadDraft'> = async (req, reply, { storage, engine }) => {
  const { id } = req.params;
  const accept = req.headers.accept;
  if (!hasPrefix(id, 'drf')) throw notFound('draft', id);
  const row = await storage.drafts.get(auth(req).accountId, id);
  if (!row) throw notFound('draft', id);
  if (!acceptsDocx(accept)) throw notAcceptable(accept!);
  if (row.status !== 'completed' || row.text === null) throw notCompleted('Draft', id, row.status);
  const clauses = (JSON.parse(row.clauses) as Array<{ heading?: string; text: string }>).map((c) => ({ heading: c.heading ?? '', text: c.text }));
  const title = row.title ?? 'Draft';
  const { bytes } = await engine.word({ op: 'draft-docx', input: { title, text: row.text, clauses } }, clientGone(reply.raw));
  reply.type(DOCX_TYPE).header('content-disposition', attachment(title));
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};
