import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { b64, makeEnv, NDA_TEXT, waitFor } from './helpers.js';
import { createKey, HANG_GUARD_MS, mainJs, serverEnv, startServer } from './child-server.mjs';

/**
 * Faults an operator meets: the process killed with SIGKILL in the middle of a synchronous or an
 * asynchronous request sent with an Idempotency-Key, and clients that send their headers or body
 * too slowly. Every accepted request completes exactly once; slow clients get 408 while the
 * service keeps answering everyone else.
 */

const built = fs.existsSync(mainJs);
if (!built) console.warn('resilience tests skipped: dist/main.js is missing (build the server first)');

/** A long contract: its review takes long enough to be killed in the middle of. */
const LONG = (NDA_TEXT + '\n').repeat(1500);

describe.skipIf(!built)('SIGKILL with requests in flight', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  async function setup(extra: Record<string, string> = {}) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cas-fault-'));
    dirs.push(dataDir);
    const env = serverEnv({ dataDir, CAS_IDEMPOTENCY_LOCK_SECONDS: '2', CAS_LEASE_MS: '1000', CAS_POLL_INTERVAL_MS: '50', ...extra });
    const key = createKey(env, 'faults');
    let base = '';
    const start = async () => {
      const s = await startServer(env);
      children.push(s.child);
      base = s.base; // each start listens where the kernel puts it
      return s;
    };
    const db = () => new DatabaseSync(path.join(dataDir, 'contract-analysis.sqlite'), { readOnly: true });
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    return {
      start,
      db,
      headers,
      get base() {
        return base;
      },
    };
  }

  async function kill(child: ChildProcess) {
    child.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
  }

  /**
   * Retry as a client does: 409 idempotency_in_progress waits Retry-After seconds. However many retries the
   * review takes on a busy machine; only the hang guard ends it, saying what the last answer was.
   */
  async function retry(url: string, init: RequestInit): Promise<{ status: number; body: any; replayed: boolean }> {
    const deadline = Date.now() + HANG_GUARD_MS;
    let last = 'no answer';
    while (Date.now() < deadline) {
      const res = await fetch(url, init).catch((e: Error) => ((last = `no connection: ${e.message}`), null));
      if (!res) {
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      const body = await res.json();
      if (res.status === 409 && body.code === 'idempotency_in_progress') {
        last = `409 ${body.code}`;
        await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
        continue;
      }
      return { status: res.status, body, replayed: res.headers.get('idempotent-replayed') === 'true' };
    }
    throw new Error(`the retried request did not complete (safety net of ${HANG_GUARD_MS / 1000} s; last answer: ${last})`);
  }

  it('a synchronous review killed mid-request is run once by the retry that follows the restart', async () => {
    const t = await setup();
    let s = await t.start();
    const init = { method: 'POST', headers: { ...t.headers, 'idempotency-key': 'sync-kill-1' }, body: JSON.stringify({ document: b64(LONG), document_type: 'nda' }) };
    const inFlight = fetch(`${t.base}/contracts/review`, init).then((r) => r.status, () => 'cut');
    // Kill as soon as the server has claimed the key (the review is then running).
    await waitFor('the claim', () => {
      const db = t.db();
      try {
        return !!db.prepare('select 1 from idempotency_keys where key = ?').get('sync-kill-1');
      } finally {
        db.close();
      }
    }, HANG_GUARD_MS, 2);
    await kill(s.child);
    const first = await inFlight;
    s = await t.start();
    const r = await retry(`${t.base}/contracts/review`, init);
    expect(r.status).toBe(201);
    expect(r.body.status).toBe('completed');
    const list = (await (await fetch(`${t.base}/contracts`, { headers: t.headers })).json()) as any;
    // Exactly once: whether the kill came before or after the first attempt finished, one contract.
    expect(list.data).toHaveLength(1);
    expect(list.data[0].id).toBe(r.body.id);
    if (first === 'cut') expect(r.replayed).toBe(false);
    await s.stop();
  });

  it('an asynchronous review whose worker is killed mid-job completes once after the restart', async () => {
    const t = await setup();
    let s = await t.start();
    const init = { method: 'POST', headers: { ...t.headers, 'idempotency-key': 'async-kill-1', prefer: 'respond-async' }, body: JSON.stringify({ document: b64(LONG), document_type: 'nda' }) };
    const accepted = await fetch(`${t.base}/contracts/review`, init);
    expect(accepted.status).toBe(202);
    const { id } = (await accepted.json()) as any;
    await waitFor('the job in hand', () => {
      const db = t.db();
      try {
        return (db.prepare('select status from jobs').get() as any)?.status !== 'queued';
      } finally {
        db.close();
      }
    }, HANG_GUARD_MS, 2);
    await kill(s.child);
    s = await t.start();
    const done = await waitFor('the review', async () => {
      const c = (await (await fetch(`${t.base}/contracts/${id}`, { headers: t.headers })).json()) as any;
      return c.status === 'completed' && c;
    }, HANG_GUARD_MS, 100);
    expect(done.review).toBeTruthy();
    // The retry of the POST is the same request: replayed, not queued again.
    const again = await retry(`${t.base}/contracts/review`, init);
    expect(again.status).toBe(202);
    expect(again.body.id).toBe(id);
    const db = t.db();
    try {
      expect((db.prepare("select count(*) as n from contracts").get() as any).n).toBe(1);
      expect((db.prepare("select count(*) as n from events where type = 'contract.review.completed'").get() as any).n).toBe(1);
      expect((db.prepare("select status from jobs").get() as any).status).toBe('completed');
    } finally {
      db.close();
    }
    await s.stop();
  });
});

describe('slow clients', () => {
  /** Open a connection, write `data`, and resolve with what the server sent before closing. */
  function slowClient(port: number, data: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const sock = net.connect(port, '127.0.0.1', () => sock.write(data));
      let got = '';
      sock.on('data', (d) => (got += d.toString('latin1')));
      sock.on('close', () => resolve(got));
      sock.on('error', reject);
    });
  }

  it('answers 408 to a client that never finishes its headers or its body, and keeps serving others meanwhile', async () => {
    const env = await makeEnv({ config: { headersTimeoutMs: 1000, requestTimeoutMs: 1500 } });
    try {
      await env.service.app.listen({ host: '127.0.0.1', port: 0 });
      const port = (env.service.app.server.address() as net.AddressInfo).port;
      const partialHeaders = slowClient(port, 'GET /v1/contracts HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ');
      const shortBody = slowClient(port, `POST /v1/contracts/review HTTP/1.1\r\nHost: x\r\nAuthorization: ${env.a.headers.authorization}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"document":`);
      // While both hang, the service answers.
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      const [h, b] = await Promise.all([partialHeaders, shortBody]);
      expect(h).toMatch(/^HTTP\/1\.1 408 /);
      expect(h).toContain('"code":"request_timeout"');
      expect(b).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await env.service.close();
    }
  });
});
