import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mammoth from 'mammoth';
import { strFromU8, unzipSync } from 'fflate';
import { b64, expectSpecResponse, type TestEnv } from './helpers.js';
import { wordContract } from './word/fixtures.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const RISKY_NDA = `MUTUAL NON-DISCLOSURE AGREEMENT

This Mutual Non-Disclosure Agreement (the "Agreement") is made on March 1, 2026 between Alpha Robotics Inc. and Beta Analytics LLC (each a "Party").

1. Confidential Information. "Confidential Information" means all non-public information that one Party (the "Discloser") discloses to the other Party (the "Recipient").

2. Use. The Recipient may use any information retained in the unaided memory of its personnel for any purpose.

3. Governing Law. This Agreement is governed by the laws of the State of Delaware.
`;

/** The Word downloads (GET /contracts/{id}/document, GET /contracts/drafts/{id}/document), run against one storage backend. */
export function documentSuite(label: string, factory: () => Promise<TestEnv>) {
  describe(`Word downloads on ${label}`, () => {
    let env: TestEnv;
    beforeAll(async () => {
      env = await factory();
    });
    afterAll(async () => {
      await env?.service.close();
    });

    async function get(url: string, headers: Record<string, string>, op: string) {
      const res = await env.service.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.headers['request-id']).toMatch(/^req_/);
      if (res.statusCode >= 400) {
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expectSpecResponse(op, res.statusCode, res.headers['content-type'] as string, res.json());
      }
      return res;
    }

    async function submit(document: Buffer | string, extra: Record<string, string> = {}, filename = 'nda.txt') {
      const res = await env.service.app.inject({
        method: 'POST', url: '/v1/contracts/review', headers: { ...env.a.headers, 'content-type': 'application/json', ...extra },
        payload: JSON.stringify({ document: b64(document), document_type: filename.endsWith('.docx') ? 'services' : 'nda', filename, options: { suggest_redlines: true } }),
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json();
    }

    it('downloads a reviewed text contract as DOCX with its redlines tracked and its issues as comments', async () => {
      const c = await submit(RISKY_NDA);
      const res = await get(`/v1/contracts/${c.id}/document`, env.a.headers, 'downloadContract');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(DOCX);
      expect(res.headers['content-disposition']).toBe('attachment; filename="nda.docx"');
      const bytes = res.rawPayload;
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      const parts = unzipSync(new Uint8Array(bytes));
      const comments = strFromU8(parts['word/comments.xml']);
      expect(comments.match(/<w:comment /g)!.length).toBe(c.review.issues.length);
      const body = strFromU8(parts['word/document.xml']);
      expect(body).toContain('w:author="Contract Analysis"');
      // accepted (mammoth reads insertions and skips deletions): the offending permission is gone
      const accepted = (await mammoth.extractRawText({ buffer: bytes })).value;
      expect(accepted).not.toContain('for any purpose.');
      expect(accepted).toContain('Confidential Information');
      // the same bytes again (built whole from the stored contract)
      const again = await get(`/v1/contracts/${c.id}/document`, { ...env.a.headers, accept: DOCX }, 'downloadContract');
      expect(again.statusCode).toBe(200);
    });

    it('downloads a Markdown contract as a document: headings in heading styles, no markup, the changes in it', async () => {
      const md = `# Mutual NDA\n\n${RISKY_NDA.split(/\n\s*\n/).filter((p) => p.trim()).map((p, i) => `${i + 1}. **Clause ${i + 1}**. <span class="x">${p.trim()}</span>`).join('\n\n')}\n`;
      const c = await submit(md, {}, 'nda.md');
      const res = await get(`/v1/contracts/${c.id}/document`, env.a.headers, 'downloadContract');
      expect(res.statusCode).toBe(200);
      const body = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['word/document.xml']);
      expect(body).toMatch(/<w:pStyle w:val="Heading1"\/>/);
      expect(body).toMatch(/w:author="Contract Analysis"/);
      const accepted = (await mammoth.extractRawText({ buffer: res.rawPayload })).value;
      expect(accepted).toContain('Mutual NDA');
      expect(accepted).toMatch(/1\.\s+Clause 1\./);
      expect(accepted).not.toMatch(/\*\*|<\/?span|^#/m);
    });

    it('downloads a contract submitted as DOCX as that document, kept as submitted, with the changes in it', async () => {
      const original = Buffer.from(await wordContract());
      const c = await submit(original, {}, 'Harbor PSA.docx');
      const res = await get(`/v1/contracts/${c.id}/document`, { ...env.a.headers, accept: '*/*' }, 'downloadContract');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="Harbor PSA.docx"');
      const parts = unzipSync(new Uint8Array(res.rawPayload));
      const before = unzipSync(new Uint8Array(original));
      expect(Buffer.from(parts['word/header1.xml']).equals(Buffer.from(before['word/header1.xml']))).toBe(true);
      expect(Buffer.from(parts['word/footer1.xml']).equals(Buffer.from(before['word/footer1.xml']))).toBe(true);
      expect(strFromU8(parts['word/document.xml'])).toMatch(/<w:del w:id="\d+" w:author="Contract Analysis"/);
    });

    it('answers a corrupt stored document with 409 document_unreadable, never a 500', async () => {
      const c = await submit(Buffer.from(await wordContract()), {}, 'broken.docx');
      await env.service.storage.db.updateTable('contract_documents').set({ bytes: new Uint8Array([80, 75, 3, 4, 9, 9, 9]) }).where('contract_id', '=', c.id).execute();
      const res = await get(`/v1/contracts/${c.id}/document`, env.a.headers, 'downloadContract');
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('document_unreadable');
    });

    it('answers 404 for an unknown or another account\'s contract, 406 for an Accept without DOCX, 409 until the review is completed', async () => {
      expect((await get('/v1/contracts/ctr_doesnotexist/document', env.a.headers, 'downloadContract')).statusCode).toBe(404);
      expect((await get('/v1/contracts/drf_wrongprefix/document', env.a.headers, 'downloadContract')).statusCode).toBe(404);
      const c = await submit(RISKY_NDA);
      expect((await get(`/v1/contracts/${c.id}/document`, env.b.headers, 'downloadContract')).statusCode).toBe(404);
      const na = await get(`/v1/contracts/${c.id}/document`, { ...env.a.headers, accept: 'application/pdf' }, 'downloadContract');
      expect(na.statusCode).toBe(406);
      expect(na.json().code).toBe('not_acceptable');
      const q0 = await get(`/v1/contracts/${c.id}/document`, { ...env.a.headers, accept: `${DOCX};q=0, application/json` }, 'downloadContract');
      expect(q0.statusCode).toBe(406);
      // an asynchronous review stays queued here (no job workers): 409 with Retry-After
      const queued = await submit(RISKY_NDA, { prefer: 'respond-async' });
      expect(queued.status).toBe('queued');
      const busy = await get(`/v1/contracts/${queued.id}/document`, env.a.headers, 'downloadContract');
      expect(busy.statusCode).toBe(409);
      expect(busy.json().code).toBe('not_completed');
      expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('downloads a completed draft as DOCX, and answers 404 for an unknown one', async () => {
      const d = await env.service.app.inject({
        method: 'POST', url: '/v1/contracts/draft', headers: { ...env.a.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ kind: 'document', document_type: 'nda', prompt: 'A mutual NDA between Alpha Robotics Inc. and Beta Analytics LLC under Delaware law' }),
      });
      expect(d.statusCode, d.body).toBe(201);
      const draft = d.json();
      const res = await get(`/v1/contracts/drafts/${draft.id}/document`, env.a.headers, 'downloadDraft');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(DOCX);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.docx"$/);
      const text = (await mammoth.extractRawText({ buffer: res.rawPayload })).value;
      expect(text).toContain(draft.title);
      for (const clause of draft.clauses.slice(0, 3)) expect(text.replace(/\s+/g, ' ')).toContain(clause.text.replace(/\s+/g, ' ').slice(0, 80));
      expect((await get('/v1/contracts/drafts/drf_doesnotexist/document', env.a.headers, 'downloadDraft')).statusCode).toBe(404);
    });
  });
}
