import * as analysis from '../analysis.js';
import { auth, type Handler } from '../context.js';
import { hasPrefix, newId } from '../ids.js';
import { ApiError, notFound } from '../problem.js';
import { builtInPlaybookResource, BUILT_IN_CREATED, playbookFromRow, playbookResource } from '../resources.js';
import type { PlaybookRow } from '../storage.js';

function overridesOrThrow(base: analysis.PlaybookLike, checks: Array<{ check_id: string }> | undefined, pointer: string): analysis.PlaybookLike {
  try {
    return analysis.applyPlaybookOverrides(base, (checks ?? []) as Array<{ check_id: string } & Record<string, unknown>>);
  } catch (e) {
    if (e instanceof RangeError) {
      const ids = new Set(base.checks.map((c) => c.check_id));
      const i = (checks ?? []).findIndex((c) => !ids.has(c.check_id));
      throw new ApiError(422, 'validation_error', `${e.message}. The playbook has no such check.`, { errors: [{ pointer: `${pointer}/${Math.max(i, 0)}/check_id`, message: 'unknown check_id' }] });
    }
    throw e;
  }
}

export const listPlaybooks: Handler<'listPlaybooks'> = async (req, _reply, { storage }) => {
  const q = req.query;
  const a = auth(req);
  // Built-ins and the account's own playbooks, newest first (built-ins are the oldest).
  const own = (await storage.playbooks.allOf(a.accountId, 1000))
    .map((r) => ({ created: Number(r.created_ms), id: r.id, res: playbookResource(r) }));
  const builtIn = analysis.listBuiltInPlaybooks().map((p) => ({ created: Date.parse(BUILT_IN_CREATED), id: p.id, res: builtInPlaybookResource(p) }));
  let all = [...own, ...builtIn.sort((x, y) => (x.id < y.id ? 1 : -1))];
  if (q.document_type) all = all.filter((x) => x.res.document_type === q.document_type);
  let start = 0;
  if (q.starting_after) {
    const i = all.findIndex((x) => x.id === q.starting_after);
    if (i < 0) throw new ApiError(400, 'invalid_parameter', 'starting_after does not name an object in this list.', { errors: [{ pointer: 'starting_after', message: 'unknown cursor' }] });
    start = i + 1;
  }
  const limit = q.limit ?? 20;
  const data = all.slice(start, start + limit);
  const has_more = start + limit < all.length;
  return { object: 'list', data: data.map((x) => x.res), has_more, next_cursor: has_more ? data[data.length - 1].id : null };
};

export const retrievePlaybook: Handler<'retrievePlaybook'> = async (req, _reply, { storage }) => {
  const { id } = req.params;
  if (!hasPrefix(id, 'pbk')) throw notFound('playbook', id);
  const builtIn = analysis.getBuiltInPlaybook(id);
  if (builtIn) return builtInPlaybookResource(builtIn);
  const row = await storage.playbooks.get(auth(req).accountId, id);
  if (!row) throw notFound('playbook', id);
  return playbookResource(row);
};

export const createPlaybook: Handler<'createPlaybook'> = async (req, reply, { storage }) => {
  const a = auth(req);
  const body = req.body;
  const base = analysis.getBuiltInPlaybook(body.based_on);
  if (!base) {
    throw new ApiError(404, 'not_found', `No such built-in playbook: '${body.based_on}'. List them with GET /playbooks.`, { errors: [{ pointer: '/based_on', message: 'unknown built-in playbook' }] });
  }
  const copy = overridesOrThrow(base, body.checks, '/checks');
  const now = Date.now();
  const row: PlaybookRow = {
    id: newId('pbk'),
    account_id: a.accountId,
    name: body.name,
    document_type: base.document_type,
    version: 1,
    based_on: base.id,
    checks: JSON.stringify(copy.checks),
    created_ms: now,
    updated_ms: now,
  };
  await storage.playbooks.insert(row);
  reply.code(201);
  return playbookResource(row);
};

export const updatePlaybook: Handler<'updatePlaybook'> = async (req, _reply, { storage, kick }) => {
  const a = auth(req);
  const { id } = req.params;
  const body = req.body;
  if (!hasPrefix(id, 'pbk')) throw notFound('playbook', id);
  if (analysis.getBuiltInPlaybook(id)) {
    throw new ApiError(409, 'playbook_read_only', `Built-in playbook '${id}' cannot be changed; copy it with POST /playbooks and change the copy.`);
  }
  // Read, change and write under the row's lock: concurrent changes apply one after another.
  const updated = await storage.transaction(async (tx) => {
    const row = await storage.playbooks.lock(tx, a.accountId, id);
    if (!row) throw notFound('playbook', id);
    const next = overridesOrThrow(playbookFromRow(row), body.checks, '/checks');
    const now = Math.max(Date.now(), Number(row.updated_ms) + 1);
    const patch: Partial<PlaybookRow> = { name: body.name ?? row.name, checks: JSON.stringify(next.checks), version: Number(row.version) + 1, updated_ms: now };
    const out = { ...row, ...patch } as PlaybookRow;
    if (!(await storage.playbooks.update(id, Number(row.version), patch, tx))) throw new Error(`playbook ${id} changed under its lock`);
    await storage.events.record(tx, { accountId: a.accountId, type: 'playbook.updated', livemode: a.livemode, object: playbookResource(out) });
    return out;
  });
  kick();
  return playbookResource(updated);
};
