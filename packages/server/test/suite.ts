import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { migrateToLatest } from '../src/db/migrations.js';
import { b64, expectSpecResponse, makeDocx, makePdf, makeZip, NDA_TEXT, type TestEnv } from './helpers.js';

type Inject = { method: string; url: string; headers?: Record<string, string>; payload?: unknown; op: string };

/** The API behaviour, run against one storage backend. */
export function apiSuite(label: string, factory: () => Promise<TestEnv>) {
  describe(`API on ${label}`, () => {
    let env: TestEnv;
    beforeAll(async () => {
      env = await factory();
    });
    afterAll(async () => {
      await env?.service.close();
    });

    async function call(r: Inject): Promise<LightMyRequestResponse & { json(): any }> {
      const headers: Record<string, string> = { ...(r.headers ?? {}) };
      let payload = r.payload as any;
      if (payload !== undefined && typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
        payload = JSON.stringify(payload);
        headers['content-type'] ??= 'application/json';
      }
      const res = await env.service.app.inject({ method: r.method as any, url: r.url, headers, payload });
      // Every response: a request id and the rate-limit headers, never a 500, and a body the spec allows.
      expect(res.headers['request-id']).toMatch(/^req_[A-Za-z0-9]+$/);
      expect(res.headers['ratelimit-policy']).toBeTruthy();
      expect(res.headers['ratelimit']).toBeTruthy();
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode !== 404 || r.op !== '-') expectSpecResponse(r.op, res.statusCode, res.headers['content-type'] as string, res.json());
      if (res.statusCode >= 400) {
        const p = res.json();
        expect(p.request_id).toBe(res.headers['request-id']);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
      return res as any;
    }

    const review = (headers: Record<string, string>, body: unknown, extra: Record<string, string> = {}) =>
      call({ method: 'POST', url: '/v1/contracts/review', headers: { ...headers, ...extra }, payload: body, op: 'reviewContract' });

    async function counts(accountId: string) {
      const s = env.service.storage;
      const tables = ['contracts', 'drafts', 'playbooks', 'webhooks', 'events', 'jobs', 'idempotency_keys', 'webhook_deliveries'] as const;
      const out: Record<string, number> = {};
      for (const t of tables) out[t] = await s.countRows(t, accountId);
      return out;
    }

    it('reviews a text contract synchronously (201) and reads it back, with text on request', async () => {
      const res = await review(env.a.headers, { document: b64(NDA_TEXT), document_type: 'nda', filename: 'nda.txt', metadata: { matter_id: 'M-1' }, options: { suggest_redlines: true } });
      expect(res.statusCode).toBe(201);
      const c = res.json();
      expect(c).toMatchObject({ object: 'contract', status: 'completed', document_type: 'nda', filename: 'nda.txt', media_type: 'text/plain', metadata: { matter_id: 'M-1' }, livemode: false });
      expect(c.id).toMatch(/^ctr_/);
      expect(c.review.playbook.id).toBeTruthy();
      const got = await call({ method: 'GET', url: `/v1/contracts/${c.id}?include=text`, headers: env.a.headers, op: 'retrieveContract' });
      expect(got.statusCode).toBe(200);
      expect(got.json().text.length).toBe(c.text_length);
      for (const cl of got.json().clauses) expect(cl.end).toBeLessThanOrEqual(c.text_length);
      const events = await env.service.storage.events.forAccount(env.a.accountId);
      expect(events.some((e) => e.type === 'contract.review.completed' && JSON.parse(e.payload).data.object.id === c.id)).toBe(true);
    });

    it('says how the term ends in key terms, and reads back a contract stored before term_kind and renewal_term', async () => {
      const text = 'SERVICES AGREEMENT\n\nThis Services Agreement is made between Acme Corp. and Beta LLC.\n\n1. Term. This Agreement shall commence on the Effective Date and shall continue until terminated by either party on ninety (90) days\' written notice.\n\n2. Governing Law. This Agreement is governed by the laws of the State of New York.\n';
      const res = await review(env.a.headers, { document: b64(text), document_type: 'services', filename: 'services.txt' });
      expect(res.statusCode).toBe(201);
      const c = res.json();
      expect(c.key_terms).toMatchObject({ term: null, term_kind: 'until_terminated', renewal_term: null });
      // a contract reviewed before the fields existed: its stored key terms lack them, and it still reads back valid
      const { term_kind: _kind, renewal_term: _renewal, ...older } = c.key_terms;
      // (and its rendering, if one was kept, was made by the spec before: its key names another spec, so it is rendered again)
      await env.service.storage.db.updateTable('contracts').set({ key_terms: JSON.stringify(older) }).where('id', '=', c.id).execute();
      await env.service.storage.db.updateTable('contract_bodies').set({ body_key: 'an-earlier-spec.0' }).where('contract_id', '=', c.id).execute();
      const got = await call({ method: 'GET', url: `/v1/contracts/${c.id}`, headers: env.a.headers, op: 'retrieveContract' });
      expect(got.statusCode).toBe(200);
      expect(got.json().key_terms).toEqual(older);
      expect('term_kind' in got.json().key_terms).toBe(false);
    });

    it('extracts text from DOCX and PDF', async () => {
      const docx = await review(env.a.headers, { document: b64(makeDocx(NDA_TEXT)), document_type: 'nda' });
      expect(docx.statusCode).toBe(201);
      expect(docx.json().media_type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      const pdf = await review(env.a.headers, { document: b64(makePdf('This Agreement is governed by the laws of the State of Delaware.')), document_type: 'nda' });
      expect(pdf.statusCode).toBe(201);
      expect(pdf.json()).toMatchObject({ media_type: 'application/pdf', pages: 1 });
    });

    it('lists contracts newest first with cursor pagination', async () => {
      const made: string[] = [];
      for (let i = 0; i < 3; i++) {
        made.push((await review(env.b.headers, { document: b64(`Contract number ${i}.\n\n1. Term. One year.`), document_type: 'other' })).json().id);
        await new Promise((r) => setTimeout(r, 3));
      }
      const p1 = await call({ method: 'GET', url: '/v1/contracts?limit=2', headers: env.b.headers, op: 'listContracts' });
      expect(p1.json().data).toHaveLength(2);
      expect(p1.json().has_more).toBe(true);
      const p2 = await call({ method: 'GET', url: `/v1/contracts?limit=2&starting_after=${p1.json().next_cursor}`, headers: env.b.headers, op: 'listContracts' });
      expect(p2.json().data).toHaveLength(1);
      expect(p2.json().has_more).toBe(false);
      expect(p2.json().next_cursor).toBeNull();
      const ids = [...p1.json().data, ...p2.json().data].map((c: any) => c.id);
      expect(ids).toEqual([...made].reverse());
      const filtered = await call({ method: 'GET', url: '/v1/contracts?document_type=nda', headers: env.b.headers, op: 'listContracts' });
      expect(filtered.json().data).toHaveLength(0);
      // A listed contract is what GET /contracts/{id} answers, whether its rendering was stored
      // before the list (the first page, read above) or by it, and a queued one is listed too.
      const queued = (await review(env.b.headers, { document: b64('Queued contract.\n\n1. Term. One year.'), document_type: 'other' }, { prefer: 'respond-async' })).json();
      const all = await call({ method: 'GET', url: '/v1/contracts?limit=10', headers: env.b.headers, op: 'listContracts' });
      const again = await call({ method: 'GET', url: '/v1/contracts?limit=10', headers: env.b.headers, op: 'listContracts' });
      expect(again.body).toBe(all.body);
      expect(all.json().data[0]).toMatchObject({ id: queued.id, status: 'queued' });
      for (const c of all.json().data.slice(1)) {
        const one = await call({ method: 'GET', url: `/v1/contracts/${c.id}`, headers: env.b.headers, op: 'retrieveContract' });
        expect(c).toEqual(one.json());
        expect(c.text).toBeUndefined();
      }
      // Leave no job behind for the tests that run the worker.
      while (await env.service.jobs.runOnce());
    });

    it('reviews asynchronously: 202, Location, Preference-Applied, then completed by the worker', async () => {
      const res = await review(env.a.headers, { document: b64(NDA_TEXT), document_type: 'nda' }, { prefer: 'respond-async' });
      expect(res.statusCode).toBe(202);
      expect(res.headers['preference-applied']).toBe('respond-async');
      const c = res.json();
      expect(c.status).toBe('queued');
      expect(res.headers.location).toBe(`/v1/contracts/${c.id}`);
      expect(await env.service.jobs.runOnce()).toBe(true);
      const got = await call({ method: 'GET', url: res.headers.location as string, headers: env.a.headers, op: 'retrieveContract' });
      expect(got.json().status).toBe('completed');
      expect(got.json().review).toBeTruthy();
    });

    it('answers questions about a stored or an inline contract', async () => {
      const c = (await review(env.a.headers, { document: b64(NDA_TEXT), document_type: 'nda' })).json();
      const byId = await call({ method: 'POST', url: '/v1/contracts/ask', headers: env.a.headers, payload: { contract_id: c.id, question: 'Which law governs this agreement?' }, op: 'askContract' });
      expect(byId.statusCode).toBe(200);
      expect(byId.json()).toMatchObject({ object: 'answer', contract_id: c.id });
      const text = NDA_TEXT;
      for (const cit of byId.json().citations) expect(text.replace(/\r\n?/g, '\n').slice(cit.start, cit.end)).toBe(cit.quote);
      const inline = await call({ method: 'POST', url: '/v1/contracts/ask', headers: env.a.headers, payload: { document: b64(NDA_TEXT), document_type: 'nda', question: 'How long do obligations survive?' }, op: 'askContract' });
      expect(inline.statusCode).toBe(200);
      expect(inline.json().contract_id).toBeNull();
      const both = await call({ method: 'POST', url: '/v1/contracts/ask', headers: env.a.headers, payload: { contract_id: c.id, document: b64('x'), document_type: 'nda', question: 'q' }, op: 'askContract' });
      expect(both.statusCode).toBe(422);
      expect(both.json().code).toBe('validation_error');
      const other = await call({ method: 'POST', url: '/v1/contracts/ask', headers: env.b.headers, payload: { contract_id: c.id, question: 'q' }, op: 'askContract' });
      expect(other.statusCode).toBe(404);
    });

    it('drafts synchronously and asynchronously and reads drafts back', async () => {
      const res = await call({ method: 'POST', url: '/v1/contracts/draft', headers: env.a.headers, payload: { prompt: 'A mutual NDA between Acme Inc. and Beta LLC, two-year term, New York law.', kind: 'document', document_type: 'nda' }, op: 'draftContract' });
      expect(res.statusCode).toBe(201);
      const d = res.json();
      expect(d).toMatchObject({ object: 'draft', status: 'completed', kind: 'document' });
      expect(d.text.length).toBeGreaterThan(100);
      const got = await call({ method: 'GET', url: `/v1/contracts/drafts/${d.id}`, headers: env.a.headers, op: 'retrieveDraft' });
      expect(got.json().id).toBe(d.id);
      const asyncRes = await call({ method: 'POST', url: '/v1/contracts/draft', headers: { ...env.a.headers, prefer: 'respond-async' }, payload: { prompt: 'Governing law clause, Delaware.', kind: 'clause', clause_type: 'governing_law' }, op: 'draftContract' });
      expect(asyncRes.statusCode).toBe(202);
      expect(asyncRes.headers.location).toBe(`/v1/contracts/drafts/${asyncRes.json().id}`);
      await env.service.jobs.runOnce();
      const done = await call({ method: 'GET', url: asyncRes.headers.location as string, headers: env.a.headers, op: 'retrieveDraft' });
      expect(['completed', 'failed']).toContain(done.json().status);
      const other = await call({ method: 'GET', url: `/v1/contracts/drafts/${d.id}`, headers: env.b.headers, op: 'retrieveDraft' });
      expect(other.statusCode).toBe(404);
    });

    it('serves benchmarks, clause types and industries, with live figures from reviewed contracts', async () => {
      const all = await call({ method: 'GET', url: '/v1/benchmarks', headers: env.a.headers, op: 'listBenchmarks' });
      expect(all.statusCode).toBe(200);
      const live = all.json().data.filter((r: any) => r.source.corpus === 'reviewed_contracts');
      expect(live.length).toBeGreaterThan(0);
      const one = await call({ method: 'GET', url: '/v1/benchmarks?clause_type=governing_law&industry=nda', headers: env.a.headers, op: 'listBenchmarks' });
      for (const r of one.json().data) expect(r.clause_type).toBe('governing_law');
      const ct = await call({ method: 'GET', url: '/v1/benchmarks/clause-types', headers: env.a.headers, op: 'listBenchmarkClauseTypes' });
      expect(ct.json().data.length).toBeGreaterThan(0);
      const ind = await call({ method: 'GET', url: '/v1/benchmarks/industries', headers: env.a.headers, op: 'listBenchmarkIndustries' });
      expect(ind.statusCode).toBe(200);
      const industries = ind.json().data.map((i: any) => i.industry);
      expect(industries).toEqual(expect.arrayContaining(['all', 'license', 'nda', 'msa']));
      expect(ct.json().data.map((t: any) => t.clause_type)).toEqual(expect.arrayContaining(['force_majeure', 'governing_law', 'non_solicitation']));
    });

    it('refuses unknown benchmark filters with 422, naming the allowed values, and gives statistics only from their minimum sample', async () => {
      const bogus = await call({ method: 'GET', url: '/v1/benchmarks?clause_type=bogus_type', headers: env.a.headers, op: 'listBenchmarks' });
      expect(bogus.statusCode).toBe(422);
      expect(bogus.json().code).toBe('unknown_clause_type');
      expect(bogus.json().detail).toMatch(/"bogus_type"[\s\S]*governing_law/);
      expect(bogus.json().errors[0].pointer).toBe('clause_type');
      const ind = await call({ method: 'GET', url: '/v1/benchmarks?industry=governing_law', headers: env.a.headers, op: 'listBenchmarks' });
      expect(ind.statusCode).toBe(422);
      expect(ind.json().code).toBe('unknown_industry');
      expect(ind.json().detail).toMatch(/distributor/);
      // a document type is an industry (of the figures from reviewed contracts), and the figures say so
      const nda = await call({ method: 'GET', url: '/v1/benchmarks?industry=nda', headers: env.a.headers, op: 'listBenchmarks' });
      expect(nda.statusCode).toBe(200);
      expect(nda.json().data.length).toBeGreaterThan(0);
      for (const r of nda.json().data) {
        expect(r.source.corpus).toBe('reviewed_contracts');
        if (r.sample_size < r.min_sample_size) {
          expect([r.p25, r.median, r.p75]).toEqual([null, null, null]);
          expect(r.withheld).toMatch(/only \d+ contracts? ha/);
        } else {
          expect(r.withheld).toBeNull();
        }
      }
      // this account has reviewed fewer than ten NDAs: no quartiles of their term
      const term = nda.json().data.find((r: any) => r.metric === 'term_months');
      expect(term.sample_size).toBeLessThan(10);
      expect(term.median).toBeNull();
      const corpus = await call({ method: 'GET', url: '/v1/benchmarks?clause_type=renewal_term&industry=all&industry=hosting', headers: env.a.headers, op: 'listBenchmarks' });
      for (const r of corpus.json().data) {
        if (r.p25 !== null) expect(r.sample_size).toBeGreaterThanOrEqual(10);
        for (const d of r.distribution ?? []) expect(d.value).not.toMatch(/^1 \w+s$/);
      }
    });

    it('drafts every document type and every clause type; an undraftable clause type is 422 clause_type_not_draftable', async () => {
      for (const type of ['nda', 'msa', 'saas', 'dpa', 'employment', 'consulting', 'services', 'license', 'lease', 'other']) {
        const res = await call({ method: 'POST', url: '/v1/contracts/draft', headers: env.a.headers, payload: { prompt: `${type} between Harbor Inc (customer) and Quill LLC (provider), Ontario law`, kind: 'document', document_type: type }, op: 'draftContract' });
        expect(res.statusCode, type).toBe(201);
        expect(res.json().document_type).toBe(type);
        expect(res.json().text).toContain('the laws of the Province of Ontario');
        expect(res.json().text).not.toMatch(/\bCA-ON\b/);
      }
      const fm = await call({ method: 'POST', url: '/v1/contracts/draft', headers: env.a.headers, payload: { prompt: 'force majeure', kind: 'clause', clause_type: 'force_majeure' }, op: 'draftContract' });
      expect(fm.statusCode).toBe(201);
      expect(fm.json().clauses[0].clause_type).toBe('force_majeure');
      for (const prefer of [undefined, 'respond-async']) {
        const bad = await call({ method: 'POST', url: '/v1/contracts/draft', headers: prefer ? { ...env.a.headers, prefer } : env.a.headers, payload: { prompt: 'x', kind: 'clause', clause_type: 'bogus_type' }, op: 'draftContract' });
        expect(bad.statusCode).toBe(422);
        expect(bad.json().code).toBe('clause_type_not_draftable');
      }
      // no clause type, and a prompt that matches none: without a language model, refused with the same code
      const none = await call({ method: 'POST', url: '/v1/contracts/draft', headers: env.a.headers, payload: { prompt: 'a clause setting up a joint steering committee that meets every quarter', kind: 'clause' }, op: 'draftContract' });
      expect(none.statusCode).toBe(422);
      expect(none.json().code).toBe('clause_type_not_draftable');
    });

    it('lists, copies, patches playbooks; built-ins are read-only; reviews record the version', async () => {
      const list = await call({ method: 'GET', url: '/v1/playbooks?document_type=nda', headers: env.a.headers, op: 'listPlaybooks' });
      const nda = list.json().data.find((p: any) => p.id === 'pbk_nda_standard');
      expect(nda?.built_in).toBe(true);
      const checkId = nda.checks[0].check_id;
      const created = await call({ method: 'POST', url: '/v1/playbooks', headers: env.a.headers, payload: { based_on: 'pbk_nda_standard', name: 'Ours', checks: [{ check_id: checkId, severity: 'critical' }] }, op: 'createPlaybook' });
      expect(created.statusCode).toBe(201);
      const pb = created.json();
      expect(pb).toMatchObject({ version: 1, built_in: false, based_on: 'pbk_nda_standard', name: 'Ours' });
      expect(pb.checks.find((c: any) => c.check_id === checkId).severity).toBe('critical');
      const patched = await call({ method: 'PATCH', url: `/v1/playbooks/${pb.id}`, headers: env.a.headers, payload: { checks: [{ check_id: checkId, enabled: false }] }, op: 'updatePlaybook' });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().version).toBe(2);
      const events = await env.service.storage.events.forAccount(env.a.accountId);
      expect(events.filter((e) => e.type === 'playbook.updated')).toHaveLength(1);
      const ro = await call({ method: 'PATCH', url: '/v1/playbooks/pbk_nda_standard', headers: env.a.headers, payload: { name: 'x' }, op: 'updatePlaybook' });
      expect(ro.statusCode).toBe(409);
      expect(ro.json().code).toBe('playbook_read_only');
      const bad = await call({ method: 'POST', url: '/v1/playbooks', headers: env.a.headers, payload: { based_on: 'pbk_nda_standard', name: 'x', checks: [{ check_id: 'nda.nope' }] }, op: 'createPlaybook' });
      expect(bad.statusCode).toBe(422);
      const r = await review(env.a.headers, { document: b64(NDA_TEXT), document_type: 'nda', options: { playbook_id: pb.id } });
      expect(r.json().review.playbook).toEqual({ id: pb.id, version: 2 });
      const hidden = await call({ method: 'GET', url: `/v1/playbooks/${pb.id}`, headers: env.b.headers, op: 'retrievePlaybook' });
      expect(hidden.statusCode).toBe(404);
      const missing = await review(env.a.headers, { document: b64(NDA_TEXT), document_type: 'nda', options: { playbook_id: 'pbk_missing' } });
      expect(missing.statusCode).toBe(404);
    });

    it('keeps every version of a playbook: each as it was, newest first, with what changed', async () => {
      const versions = (id: string, q = '', headers = env.a.headers) => call({ method: 'GET', url: `/v1/playbooks/${id}/versions${q}`, headers, op: 'listPlaybookVersions' });
      const version = (id: string, v: number | string, headers = env.a.headers) => call({ method: 'GET', url: `/v1/playbooks/${id}/versions/${v}`, headers, op: 'retrievePlaybookVersion' });
      const base = (await call({ method: 'GET', url: '/v1/playbooks/pbk_nda_standard', headers: env.a.headers, op: 'retrievePlaybook' })).json();
      const [c0, c1] = base.checks.map((c: any) => c.check_id);
      const severity0 = base.checks[0].severity === 'critical' ? 'low' : 'critical';
      const created = await call({ method: 'POST', url: '/v1/playbooks', headers: env.a.headers, payload: { based_on: 'pbk_nda_standard', name: 'History', checks: [{ check_id: c0, severity: severity0 }] }, op: 'createPlaybook' });
      const pb = created.json();
      // Version 1 records what it changed from the built-in it copies.
      let list = (await versions(pb.id)).json();
      expect(list).toMatchObject({ object: 'list', has_more: false, next_cursor: null });
      expect(list.data.map((v: any) => v.version)).toEqual([1]);
      expect(list.data[0]).toMatchObject({ object: 'playbook_version', playbook_id: pb.id, name: 'History', changes: [{ check_id: c0, field: 'severity' }], created_at: pb.created_at });
      // Each PATCH makes a version, written with it.
      const p2 = (await call({ method: 'PATCH', url: `/v1/playbooks/${pb.id}`, headers: env.a.headers, payload: { name: 'History 2', checks: [{ check_id: c1, enabled: false, fallbacks: ['Any named position.'] }] }, op: 'updatePlaybook' })).json();
      const p3 = (await call({ method: 'PATCH', url: `/v1/playbooks/${pb.id}`, headers: env.a.headers, payload: { checks: [{ check_id: c0, suggested_language: 'Changed language.' }] }, op: 'updatePlaybook' })).json();
      expect(p3.version).toBe(3);
      list = (await versions(pb.id)).json();
      expect(list.data.map((v: any) => [v.version, v.name])).toEqual([[3, 'History 2'], [2, 'History 2'], [1, 'History']]);
      expect(list.data[1].changes).toEqual([{ check_id: null, field: 'name' }, { check_id: c1, field: 'enabled' }, { check_id: c1, field: 'fallbacks' }]);
      expect(list.data[0].changes).toEqual([{ check_id: c0, field: 'suggested_language' }]);
      expect(list.data[1].created_at).toBe(p2.updated_at);
      // Each version is the playbook as it was.
      const v2 = (await version(pb.id, 2)).json();
      expect(v2.checks).toEqual(p2.checks);
      expect(v2.checks.find((c: any) => c.check_id === c1).enabled).toBe(false);
      expect(v2.checks.find((c: any) => c.check_id === c0).suggested_language).not.toBe('Changed language.');
      expect((await version(pb.id, 3)).json().checks).toEqual(p3.checks);
      // Cursor pages: the cursor is the last version's id.
      const page1 = (await versions(pb.id, '?limit=2')).json();
      expect(page1.data.map((v: any) => v.version)).toEqual([3, 2]);
      expect(page1).toMatchObject({ has_more: true, next_cursor: `${pb.id}@2` });
      expect(page1.data[0].id).toBe(`${pb.id}@3`);
      const page2 = (await versions(pb.id, `?limit=2&starting_after=${encodeURIComponent(page1.next_cursor)}`)).json();
      expect(page2.data.map((v: any) => v.version)).toEqual([1]);
      expect(page2).toMatchObject({ has_more: false, next_cursor: null });
      for (const cursor of ['2', 'pbk_x', `pbk_nda_standard@1`, `${pb.id}@0`, `${pb.id}@x`]) {
        const bad = await versions(pb.id, `?starting_after=${encodeURIComponent(cursor)}`);
        expect(bad.statusCode, cursor).toBe(400);
        expect(bad.json().code).toBe('invalid_parameter');
      }
      // A built-in playbook lists its current version only, as it is; an earlier version is named as such.
      const builtIn = (await versions('pbk_nda_standard')).json();
      expect(builtIn.data).toHaveLength(1);
      expect(builtIn.data[0]).toMatchObject({ playbook_id: 'pbk_nda_standard', version: base.version, name: base.name, checks: base.checks, changes: [] });
      expect((await version('pbk_nda_standard', base.version)).json().checks).toEqual(base.checks);
      expect((await version('pbk_nda_standard', base.version + 1)).statusCode).toBe(404);
      expect(base.version).toBeGreaterThan(1);
      const earlier = await version('pbk_nda_standard', base.version - 1);
      expect(earlier.statusCode).toBe(404);
      expect(earlier.json().detail).toContain(`served at its current version, ${base.version}, only`);
      // what it points to is what the API serves now, not release notes that exist only after a release
      expect(earlier.json().detail).toContain(`GET /v1/playbooks/pbk_nda_standard/versions/${base.version}`);
      expect(earlier.json().detail).not.toMatch(/changelog/i);
      expect((await version('pbk_nda_standard', base.version)).statusCode).toBe(200);
      expect((await version('pbk_nda_standard', base.version + 1)).json().detail).not.toContain('current version');
      // Unknown playbook or version, another account's playbook: 404; without playbooks:manage: 403.
      expect((await version(pb.id, 4)).statusCode).toBe(404);
      expect((await versions('pbk_missing')).statusCode).toBe(404);
      expect((await version('pbk_missing', 1)).statusCode).toBe(404);
      expect((await versions(pb.id, '', env.b.headers)).statusCode).toBe(404);
      expect((await version(pb.id, 1, env.b.headers)).statusCode).toBe(404);
      expect((await versions(pb.id, '', env.readOnly.headers)).statusCode).toBe(403);
      expect((await version(pb.id, 1, env.readOnly.headers)).statusCode).toBe(403);
      expect((await version(pb.id, 0)).statusCode).toBe(400);
      // A review records the version it used, and that version is retrievable as it was.
      const r = await review(env.a.headers, { document: b64(NDA_TEXT), document_type: 'nda', options: { playbook_id: pb.id } });
      expect(r.json().review.playbook).toEqual({ id: pb.id, version: 3 });
      expect((await version(pb.id, r.json().review.playbook.version)).json().checks).toEqual(p3.checks);
    });

    it('backfills the history of playbooks made before it was kept with their current version', async () => {
      const pb = (await call({ method: 'POST', url: '/v1/playbooks', headers: env.a.headers, payload: { based_on: 'pbk_nda_standard', name: 'Old' }, op: 'createPlaybook' })).json();
      const now = (await call({ method: 'PATCH', url: `/v1/playbooks/${pb.id}`, headers: env.a.headers, payload: { name: 'Old 2' }, op: 'updatePlaybook' })).json();
      // Back to the database as it was before migration 0007 (undoing it and the ones after it), then migrate again.
      const db = env.service.storage.db;
      await db.schema.dropTable('rate_limit_slots').execute();
      await db.schema.alterTable('credentials').dropColumn('replay_seal').execute();
      await db.schema.dropTable('playbook_versions').execute();
      await db.deleteFrom('kysely_migration' as any).where('name', '>=', '0007').execute();
      await migrateToLatest(db);
      const list = (await call({ method: 'GET', url: `/v1/playbooks/${pb.id}/versions`, headers: env.a.headers, op: 'listPlaybookVersions' })).json();
      expect(list.data).toEqual([{ id: `${pb.id}@2`, object: 'playbook_version', playbook_id: pb.id, version: 2, name: 'Old 2', checks: now.checks, changes: [], created_at: now.updated_at }]);
      // And the next change adds to it.
      await call({ method: 'PATCH', url: `/v1/playbooks/${pb.id}`, headers: env.a.headers, payload: { name: 'Old 3' }, op: 'updatePlaybook' });
      const after = (await call({ method: 'GET', url: `/v1/playbooks/${pb.id}/versions`, headers: env.a.headers, op: 'listPlaybookVersions' })).json();
      expect(after.data.map((v: any) => [v.version, v.changes])).toEqual([[3, [{ check_id: null, field: 'name' }]], [2, []]]);
    });

    it('manages webhooks: secret once, URL rules, list, test event, delete', async () => {
      const created = await call({ method: 'POST', url: '/v1/webhooks', headers: env.a.headers, payload: { url: 'https://hooks.example.com/cas', events: ['contract.review.completed'], description: 'ops' }, op: 'createWebhook' });
      expect(created.statusCode).toBe(201);
      const w = created.json();
      expect(w.secret).toMatch(/^whsec_/);
      const got = await call({ method: 'GET', url: `/v1/webhooks/${w.id}`, headers: env.a.headers, op: 'retrieveWebhook' });
      expect(got.json().secret).toBeUndefined();
      const list = await call({ method: 'GET', url: '/v1/webhooks', headers: env.a.headers, op: 'listWebhooks' });
      expect(list.json().data.map((x: any) => x.id)).toContain(w.id);
      for (const url of ['http://hooks.example.com/x', 'https://10.0.0.5/x', 'https://169.254.169.254/latest', 'https://[fd00::1]/x', 'https://[::ffff:127.0.0.1]/x', 'ftp://example.com/x']) {
        const bad = await call({ method: 'POST', url: '/v1/webhooks', headers: env.a.headers, payload: { url, events: ['playbook.updated'] }, op: 'createWebhook' });
        expect(bad.statusCode, url).toBe(422);
        expect(bad.json().code).toBe('invalid_webhook_url');
      }
      const loop = await call({ method: 'POST', url: '/v1/webhooks', headers: env.a.headers, payload: { url: 'http://127.0.0.1:9/hook', events: ['playbook.updated'] }, op: 'createWebhook' });
      expect(loop.statusCode).toBe(201);
      const test = await call({ method: 'POST', url: `/v1/webhooks/${w.id}/test`, headers: env.a.headers, payload: { type: 'playbook.updated' }, op: 'testWebhook' });
      expect(test.statusCode).toBe(202);
      expect(test.json()).toMatchObject({ object: 'event', type: 'playbook.updated' });
      const testNoBody = await call({ method: 'POST', url: `/v1/webhooks/${w.id}/test`, headers: env.a.headers, op: 'testWebhook' });
      expect(testNoBody.json().type).toBe('contract.review.completed');
      const pending = await env.service.storage.db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', w.id).execute();
      expect(pending).toHaveLength(2);
      const del = await call({ method: 'DELETE', url: `/v1/webhooks/${w.id}`, headers: env.a.headers, op: 'deleteWebhook' });
      expect(del.json()).toEqual({ id: w.id, object: 'webhook', deleted: true });
      const gone = await call({ method: 'GET', url: `/v1/webhooks/${w.id}`, headers: env.a.headers, op: 'retrieveWebhook' });
      expect(gone.statusCode).toBe(404);
    });

    it('replays an Idempotency-Key and refuses it with a different body', async () => {
      const key = `idem-${Math.random()}`;
      const body = { document: b64(NDA_TEXT), document_type: 'nda' };
      const first = await review(env.a.headers, body, { 'idempotency-key': key });
      const second = await review(env.a.headers, body, { 'idempotency-key': key });
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json().id).toBe(first.json().id);
      const before = await counts(env.a.accountId);
      const conflict = await review(env.a.headers, { ...body, document_type: 'msa' }, { 'idempotency-key': key });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json().code).toBe('idempotency_conflict');
      expect(await counts(env.a.accountId)).toEqual(before);
      // Another account may use the same key for its own request.
      const otherTenant = await review(env.b.headers, body, { 'idempotency-key': key });
      expect(otherTenant.statusCode).toBe(201);
      expect(otherTenant.headers['idempotent-replayed']).toBeUndefined();
    });

    it('refuses a key still in progress with 409 idempotency_in_progress', async () => {
      const key = `busy-${Math.random()}`;
      await env.service.storage.idempotency.claim({ accountId: env.a.accountId, key, hash: 'whatever', owner: 'another-request', ttlMs: 60_000, lockMs: 60_000 });
      const res = await call({ method: 'POST', url: '/v1/playbooks', headers: { ...env.a.headers, 'idempotency-key': key }, payload: { based_on: 'pbk_nda_standard', name: 'x' }, op: 'createPlaybook' });
      expect(res.statusCode).toBe(409);
      // Different body hash → conflict takes precedence; same hash while in progress → in_progress.
      expect(['idempotency_conflict', 'idempotency_in_progress']).toContain(res.json().code);
    });

    it('replays an idempotent creation after the OAuth token is renewed, for tokens of the same client only', async () => {
      const { createOAuthClient } = await import('../src/auth.js');
      const token = async (c: { client_id: string; client_secret: string }) => {
        const res = await call({ method: 'POST', url: '/v1/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `grant_type=client_credentials&client_id=${c.client_id}&client_secret=${c.client_secret}`, op: 'createToken' });
        return res.json().access_token as string;
      };
      const client = await createOAuthClient(env.service.storage, env.a.accountId, ['webhooks:manage']);
      const create = (bearer: string) => call({ method: 'POST', url: '/v1/webhooks', headers: { authorization: `Bearer ${bearer}`, 'idempotency-key': 'renewal-webhook' }, payload: { url: 'https://hooks.example.com/renewal', events: ['playbook.updated'] }, op: 'createWebhook' });
      const first = await create(await token(client));
      expect(first.statusCode).toBe(201);
      // The token expires; the client renews it and retries with the same key.
      await env.service.storage.db.updateTable('credentials').set({ expires_ms: Date.now() - 1 }).where('client_id', '=', client.client_id).execute();
      const retried = await create(await token(client));
      expect(retried.statusCode).toBe(201);
      expect(retried.headers['idempotent-replayed']).toBe('true');
      expect(retried.json()).toEqual(first.json());
      const stored = await env.service.storage.db.selectFrom('idempotency_keys').select('response_body').where('key', '=', 'renewal-webhook').executeTakeFirstOrThrow();
      expect(stored.response_body).not.toContain(first.json().secret);
      // The token's row does not hold its replay secret in the clear either.
      const rows = await env.service.storage.db.selectFrom('credentials').select('replay_seal').where('client_id', '=', client.client_id).execute();
      expect(rows.every((r) => r.replay_seal?.startsWith('sealed.v1.'))).toBe(true);
      // Another OAuth client of the same account cannot have the response.
      const other = await createOAuthClient(env.service.storage, env.a.accountId, ['webhooks:manage']);
      const stranger = await create(await token(other));
      expect(stranger.statusCode).toBe(409);
      expect(stranger.json().code).toBe('idempotency_conflict');
    });

    it('issues OAuth client-credentials tokens and uses them like keys', async () => {
      const { createOAuthClient } = await import('../src/auth.js');
      const c = await createOAuthClient(env.service.storage, env.a.accountId, ['contracts:read', 'benchmarks:read']);
      const form = (s: string, h: Record<string, string> = {}) => call({ method: 'POST', url: '/v1/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded', ...h }, payload: s, op: 'createToken' });
      const basic = 'Basic ' + Buffer.from(`${c.client_id}:${c.client_secret}`).toString('base64');
      const tok = await form('grant_type=client_credentials&scope=contracts:read', { authorization: basic });
      expect(tok.statusCode).toBe(200);
      expect(tok.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'contracts:read' });
      expect(tok.headers['cache-control']).toBe('no-store');
      const h = { authorization: `Bearer ${tok.json().access_token}` };
      expect((await call({ method: 'GET', url: '/v1/contracts', headers: h, op: 'listContracts' })).statusCode).toBe(200);
      expect((await call({ method: 'GET', url: '/v1/benchmarks', headers: h, op: 'listBenchmarks' })).statusCode).toBe(403);
      const body = await form(`grant_type=client_credentials&client_id=${c.client_id}&client_secret=${c.client_secret}`);
      expect(body.json().scope).toBe('contracts:read benchmarks:read');
      const wrong = await form(`grant_type=client_credentials&client_id=${c.client_id}&client_secret=nope`);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'invalid_client', error: 'invalid_client' });
      expect(wrong.headers['www-authenticate']).toBeTruthy();
      const scope = await form(`grant_type=client_credentials&scope=webhooks:manage`, { authorization: basic });
      expect(scope.json().error).toBe('invalid_scope');
      const grant = await form(`grant_type=password`, { authorization: basic });
      expect(grant.statusCode).toBe(400);
      expect(grant.json().error).toBe('unsupported_grant_type');
      const json = await call({ method: 'POST', url: '/v1/oauth/token', headers: { authorization: basic }, payload: { grant_type: 'client_credentials' }, op: 'createToken' });
      expect(json.statusCode).toBe(415);
      // Expired tokens answer 401.
      await env.service.storage.db.updateTable('credentials').set({ expires_ms: Date.now() - 1 }).where('kind', '=', 'token').execute();
      const expired = await call({ method: 'GET', url: '/v1/contracts', headers: h, op: 'listContracts' });
      expect(expired.statusCode).toBe(401);
    });

    describe('bad-input catalogue: a precise 4xx, nothing stored, never a 500', () => {
      const cases: Array<{ name: string; status: number; code: string; req: () => Inject }> = [
        { name: 'malformed JSON', status: 400, code: 'malformed_json', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: { ...env.a.headers, 'content-type': 'application/json' }, payload: '{"document": "abc",', op: 'reviewContract' }) },
        { name: 'wrong content type', status: 415, code: 'unsupported_content_type', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: { ...env.a.headers, 'content-type': 'text/plain' }, payload: 'hello', op: 'reviewContract' }) },
        { name: 'form body on a JSON operation', status: 415, code: 'unsupported_content_type', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: { ...env.a.headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'document=abc&document_type=nda', op: 'reviewContract' }) },
        { name: 'invalid base64', status: 422, code: 'invalid_base64', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: 'bm90IGJhc2U2NA*=', document_type: 'nda' }, op: 'reviewContract' }) },
        { name: 'base64 with a bad length', status: 422, code: 'invalid_base64', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: 'abcde', document_type: 'nda' }, op: 'reviewContract' }) },
        { name: 'empty document', status: 422, code: 'empty_document', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: '', document_type: 'nda' }, op: 'reviewContract' }) },
        { name: 'whitespace-only document', status: 422, code: 'empty_document', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: b64('  \n\n '), document_type: 'nda' }, op: 'reviewContract' }) },
        { name: 'document over the limit', status: 413, code: 'document_too_large', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: 'A'.repeat(Math.ceil((env.config.maxDocumentBytes + 3) / 3) * 4), document_type: 'nda' }, op: 'reviewContract' }) },
        { name: 'body over the limit', status: 413, code: 'body_too_large', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: 'A'.repeat(env.config.maxBodyBytes + 8), document_type: 'nda' }, op: 'reviewContract' }) },
        { name: 'truncated PDF', status: 422, code: 'corrupt_document', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: b64(makePdf('Hello there').subarray(0, 300)), document_type: 'nda' }, op: 'reviewContract' }) },
        { name: 'PDF without a text layer', status: 422, code: 'no_text_layer', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: b64(makePdf(null)), document_type: 'nda' }, op: 'reviewContract' }) },
        { name: 'ZIP that is not a DOCX', status: 415, code: 'unsupported_media_type', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: b64(makeZip({ 'readme.txt': 'hi' })), document_type: 'nda' }, op: 'reviewContract' }) },
        { name: 'corrupt DOCX', status: 422, code: 'corrupt_document', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: b64(Buffer.concat([makeDocx('x').subarray(0, 120), Buffer.from('word/document.xml')])), document_type: 'nda' }, op: 'reviewContract' }) },
        { name: 'binary (not text, DOCX or PDF)', status: 415, code: 'unsupported_media_type', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: b64(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3])), document_type: 'nda' }, op: 'reviewContract' }) },
        { name: 'unknown document_type', status: 422, code: 'unknown_document_type', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: b64(NDA_TEXT), document_type: 'treaty' }, op: 'reviewContract' }) },
        { name: 'schema violation', status: 422, code: 'validation_error', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: env.a.headers, payload: { document: b64(NDA_TEXT), document_type: 'nda', options: { suggest_redlines: 'yes' } }, op: 'reviewContract' }) },
        { name: 'missing key', status: 401, code: 'invalid_api_key', req: () => ({ method: 'POST', url: '/v1/contracts/review', payload: { document: b64(NDA_TEXT), document_type: 'nda' }, op: 'reviewContract' }) },
        { name: 'invalid key', status: 401, code: 'invalid_api_key', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: { authorization: 'Bearer cas_test_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, payload: { document: b64(NDA_TEXT), document_type: 'nda' }, op: 'reviewContract' }) },
        { name: 'wrong scope', status: 403, code: 'insufficient_scope', req: () => ({ method: 'POST', url: '/v1/contracts/review', headers: env.readOnly.headers, payload: { document: b64(NDA_TEXT), document_type: 'nda' }, op: 'reviewContract' }) },
        { name: 'bad query parameter', status: 400, code: 'invalid_parameter', req: () => ({ method: 'GET', url: '/v1/contracts?limit=1000', headers: env.a.headers, op: 'listContracts' }) },
        { name: 'unknown cursor', status: 400, code: 'invalid_parameter', req: () => ({ method: 'GET', url: '/v1/contracts?starting_after=ctr_nope', headers: env.a.headers, op: 'listContracts' }) },
        { name: 'id with an unknown prefix', status: 404, code: 'not_found', req: () => ({ method: 'GET', url: '/v1/contracts/xyz_123', headers: env.a.headers, op: 'retrieveContract' }) },
        { name: 'unknown route', status: 404, code: 'not_found', req: () => ({ method: 'GET', url: '/v1/nothing-here', headers: env.a.headers, op: '-' }) },
      ];
      for (const c of cases) {
        it(c.name, async () => {
          const before = await counts(env.a.accountId);
          const res = await call(c.req());
          expect(res.statusCode, res.body).toBe(c.status);
          expect(res.json().code).toBe(c.code);
          if (c.status === 401) expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
          expect(await counts(env.a.accountId)).toEqual(before);
        });
      }

      it("another tenant's id answers 404", async () => {
        const c = (await review(env.a.headers, { document: b64(NDA_TEXT), document_type: 'nda' })).json();
        const before = await counts(env.b.accountId);
        const res = await call({ method: 'GET', url: `/v1/contracts/${c.id}`, headers: env.b.headers, op: 'retrieveContract' });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('not_found');
        expect(await counts(env.b.accountId)).toEqual(before);
      });
    });
  });
}
