import * as analysis from '../analysis.js';
import { auth, type Handler } from '../context.js';
import { hasPrefix, newId } from '../ids.js';
import { ApiError, notFound } from '../problem.js';
import { builtInPlaybookResource, builtInPlaybookVersionResource, BUILT_IN_CREATED, playbookFromRow, playbookResource, playbookVersionId, playbookVersionResource } from '../resources.js';
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

/** The fields of a check that a playbook may change (PlaybookCheckOverride), in the spec's order. */
const CHANGEABLE = ['severity', 'enabled', 'preferred_position', 'fallbacks', 'suggested_language'] as const;

type Change = { check_id: string | null; field: 'name' | (typeof CHANGEABLE)[number] };

/** What changed from `before` to `after`: one entry per changed field (the version's `changes`). */
export function playbookChanges(before: { name?: string; checks: analysis.PlaybookLike['checks'] }, after: { name?: string; checks: analysis.PlaybookLike['checks'] }): Change[] {
  const out: Change[] = [];
  if (before.name !== undefined && before.name !== after.name) out.push({ check_id: null, field: 'name' });
  const old = new Map(before.checks.map((c) => [c.check_id, c as unknown as Record<string, unknown>]));
  for (const c of after.checks as unknown as Array<Record<string, unknown>>) {
    const was = old.get(c.check_id as string);
    if (!was) continue; // a playbook's set of checks never changes (overrides only name existing ones)
    for (const f of CHANGEABLE) if (JSON.stringify(was[f]) !== JSON.stringify(c[f])) out.push({ check_id: c.check_id as string, field: f });
  }
  return out;
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
  // Version 1's changes are those from the built-in playbook it copies.
  await storage.playbooks.insert(row, playbookChanges({ checks: base.checks }, { checks: copy.checks }));
  reply.code(201);
  return playbookResource(row);
};

export const updatePlaybook: Handler<'updatePlaybook'> = async (req, _reply, { storage, kick, now: clock }) => {
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
    const name = body.name ?? row.name;
    const out: PlaybookRow = { ...row, name, checks: JSON.stringify(next.checks), version: Number(row.version) + 1, updated_ms: now };
    const changes = playbookChanges({ name: row.name, checks: playbookFromRow(row).checks }, { name, checks: next.checks });
    if (!(await storage.playbooks.update(tx, row, out, changes))) throw new Error(`playbook ${id} changed under its lock`);
    await storage.events.record(tx, { accountId: a.accountId, type: 'playbook.updated', livemode: a.livemode, object: playbookResource(out) }, undefined, clock());
    return out;
  });
  kick();
  return playbookResource(updated);
};

/** `starting_after` of a playbook's versions: the id of a version of that playbook (`pbk_...@2`). */
function versionCursor(playbookId: string, cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const m = /^(.+)@([1-9][0-9]{0,9})$/.exec(cursor);
  if (!m || m[1] !== playbookId) throw new ApiError(400, 'invalid_parameter', `starting_after does not name a version of playbook '${playbookId}' (the next_cursor of the previous page, such as '${playbookVersionId(playbookId, 2)}').`, { errors: [{ pointer: 'starting_after', message: 'unknown cursor' }] });
  return Number(m[2]);
}

export const listPlaybookVersions: Handler<'listPlaybookVersions'> = async (req, _reply, { storage }) => {
  const { id } = req.params;
  const after = versionCursor(id, req.query.starting_after);
  const limit = req.query.limit ?? 20;
  if (!hasPrefix(id, 'pbk')) throw notFound('playbook', id);
  const builtIn = analysis.getBuiltInPlaybook(id);
  if (builtIn) {
    const data = after === undefined || after > builtIn.version ? [builtInPlaybookVersionResource(builtIn)] : [];
    return { object: 'list', data, has_more: false, next_cursor: null };
  }
  const accountId = auth(req).accountId;
  if (!(await storage.playbooks.get(accountId, id))) throw notFound('playbook', id);
  const page = await storage.playbooks.versions(accountId, id, limit, after);
  return { object: 'list', data: page.data.map(playbookVersionResource), has_more: page.has_more, next_cursor: page.next_cursor === null ? null : playbookVersionId(id, page.next_cursor) };
};

export const retrievePlaybookVersion: Handler<'retrievePlaybookVersion'> = async (req, _reply, { storage }) => {
  const { id } = req.params;
  const version = Number(req.params.version);
  if (!hasPrefix(id, 'pbk')) throw notFound('playbook', id);
  const builtIn = analysis.getBuiltInPlaybook(id);
  if (builtIn) {
    if (version === builtIn.version) return builtInPlaybookVersionResource(builtIn);
    // Only a built-in playbook's current version is served; an earlier one is named as such, not as unknown.
    if (Number.isSafeInteger(version) && version >= 1 && version < builtIn.version) {
      // (what says what changed between built-in versions is the server's release notes, which exist only once a
      // release is made: the detail names what the API itself serves instead)
      throw new ApiError(404, 'not_found', `No such playbook version: '${playbookVersionId(id, version)}'. Built-in playbook '${id}' is served at its current version, ${builtIn.version}, only: earlier versions of built-in playbooks are not kept. GET /v1/playbooks/${id}/versions/${builtIn.version} returns the checks it holds contracts to now; a review made with version ${version} still holds, check by check, the positions it reached then.`);
    }
    throw notFound('playbook version', playbookVersionId(id, version));
  }
  const accountId = auth(req).accountId;
  const row = await storage.playbooks.version(accountId, id, version);
  if (row) return playbookVersionResource(row);
  if (!(await storage.playbooks.get(accountId, id))) throw notFound('playbook', id);
  throw notFound('playbook version', playbookVersionId(id, version));
};
