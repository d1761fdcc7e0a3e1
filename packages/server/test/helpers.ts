import { zlibSync } from './zip.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { expect } from 'vitest';
import { createService, loadConfig, createApiKey, ALL_SCOPES, loadSpec, operations, type Service, type Config, type Clock } from '../src/index.js';
import { HANG_GUARD_MS } from './child-server.mjs';

export { zlibSync };
const addFormats = addFormatsImport as unknown as (a: Ajv2020) => void;

export const spec = loadSpec();
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema({ $id: 'spec', components: spec.components });
const ops = operations(spec);

function resolve(node: any): any {
  let n = node;
  while (n && n.$ref) n = n.$ref.slice(2).split('/').reduce((o: any, k: string) => o[k], spec);
  return n;
}

/** Validate a response body against the spec's schema for that operation and status. */
export function expectSpecResponse(operationId: string, status: number, contentType: string | undefined, body: unknown): void {
  const op = ops.find((o) => o.operationId === operationId);
  expect(op, `operation ${operationId}`).toBeTruthy();
  const raw = spec.paths[op!.path][op!.method];
  const resp = resolve(raw.responses[String(status)]);
  expect(resp, `${operationId} declares ${status}`).toBeTruthy();
  const media = contentType?.split(';')[0].trim() ?? '';
  const content = resp.content?.[media];
  expect(content, `${operationId} ${status} declares ${media}`).toBeTruthy();
  const schema = JSON.parse(JSON.stringify(content.schema).replace(/"\$ref":"#\//g, '"$ref":"spec#/'));
  const validate = ajv.compile(schema);
  const ok = validate(body);
  expect(ok, `${operationId} ${status}: ${JSON.stringify(validate.errors?.slice(0, 5))}`).toBe(true);
}

export interface Tenant {
  accountId: string;
  key: string;
  headers: Record<string, string>;
}

export interface TestEnv {
  service: Service;
  a: Tenant;
  b: Tenant;
  /** Account a, with only contracts:read. */
  readOnly: Tenant;
  config: Config;
}

/**
 * Wait for a state, never for a time: `fn` is asked every `everyMs` until it answers something truthy, which is
 * returned. The deadline is a safety net against a hang only (five minutes by default, far beyond any load): when
 * it runs out the test fails with "<what> did not happen" and the last answer, never as a race lost.
 * (A wait for a webhook request to arrive is event-driven instead: Receiver.until in receiver.ts.)
 */
export async function waitFor<T>(what: string, fn: () => T | Promise<T>, timeoutMs = HANG_GUARD_MS, everyMs = 20): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await fn();
    if (last) return last as NonNullable<T>;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`${what} did not happen (safety net of ${timeoutMs / 1000} s; last state: ${JSON.stringify(last)?.slice(0, 300)})`);
}

/**
 * A clock the test moves by hand, given to the service as its `now` (src/clock.ts): whatever depends on time
 * there (the key cache, token expiry, a webhook attempt's time and its secrets, the retry's due time) is checked by
 * moving this clock, not by sleeping. It starts at the system time and stands still until moved, so timestamps it
 * stamps stay plausible for checks against the real clock (Standard Webhooks allows 5 minutes).
 */
export class ManualClock {
  private t: number;
  constructor(start = Date.now()) {
    this.t = start;
  }
  readonly now: Clock = () => this.t;
  advance(ms: number): void {
    this.t += ms;
  }
}

export async function makeEnv(opts: { databaseUrl?: string; sqliteFile?: string; workers?: boolean; config?: Partial<Config>; now?: Clock } = {}): Promise<TestEnv> {
  const config = loadConfig({ NODE_ENV: 'test', CAS_DEV: '1' }, {
    databaseUrl: opts.databaseUrl,
    sqliteFile: opts.databaseUrl ? undefined : opts.sqliteFile ?? ':memory:',
    workers: opts.workers ?? false,
    pollIntervalMs: 20,
    logLevel: 'silent',
    // Tests change credentials behind the server's back (expire a token in storage) and expect the
    // next request to see it; the cache of key lookups has tests of its own (sqlite.test.ts).
    authCacheSeconds: 0,
    // A document task's wall-clock limit (30 s in production) only guards against a hang here: under load a real
    // review or a hostile PDF's page count can take longer, and the limit would decide the result (422
    // processing_timeout instead of the refusal under test). faults.test.ts tests the limit itself with 1 ms.
    docTimeoutMs: HANG_GUARD_MS,
    ...opts.config,
  });
  const service = await createService(config, { logger: false, now: opts.now });
  const tenant = async (name: string, scopes: string[] = [...ALL_SCOPES], accountId?: string): Promise<Tenant> => {
    const id = accountId ?? (await service.storage.accounts.create(name));
    const { key } = await createApiKey(service.storage, id, scopes);
    return { accountId: id, key, headers: { authorization: `Bearer ${key}` } };
  };
  const a = await tenant('a');
  const b = await tenant('b');
  const readOnly = await tenant('a-ro', ['contracts:read'], a.accountId);
  return { service, a, b, readOnly, config };
}

export const NDA_TEXT = `MUTUAL NONDISCLOSURE AGREEMENT

This Mutual Nondisclosure Agreement (the "Agreement") is entered into as of March 3, 2026 between Northwind Analytics, Inc. ("Northwind") and Bluefin Robotics Ltd. ("Bluefin").

1. Confidential Information. "Confidential Information" means all information disclosed by either party, whether orally or in writing, that is marked confidential or would reasonably be understood to be confidential.

2. Obligations. The Receiving Party shall use Confidential Information solely to evaluate a potential business relationship and may disclose it only to its employees who need to know it.

3. Term. This Agreement remains in effect for five (5) years from the Effective Date. The obligations of confidentiality survive for three (3) years after termination.

4. Governing Law. This Agreement is governed by the laws of the State of Delaware.
`;

export const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');

/** A minimal PDF with one page; `text` null gives a page without a text layer. */
export function makePdf(text: string | null): Buffer {
  const objs: string[] = [];
  objs.push('<< /Type /Catalog /Pages 2 0 R >>');
  objs.push('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  objs.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>');
  const stream = text === null ? '0 0 m 10 10 l S' : `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  objs.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  objs.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  let out = '%PDF-1.4\n';
  const offs: number[] = [];
  objs.forEach((o, i) => {
    offs.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const x = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n` + offs.map((o) => String(o).padStart(10, '0') + ' 00000 n \n').join('');
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${x}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A DOCX with one paragraph per line of `text`. */
export function makeDocx(text: string): Buffer {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = text.split('\n').map((l) => `<w:p><w:r><w:t xml:space="preserve">${esc(l)}</w:t></w:r></w:p>`).join('');
  return makeDocxFromXml(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`);
}

/** A DOCX whose main part is `documentXml`, as given. */
export function makeDocxFromXml(documentXml: string): Buffer {
  return zlibSync({
    '[Content_Types].xml': '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels': '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': documentXml,
  });
}

export function makeZip(files: Record<string, string>): Buffer {
  return zlibSync(files);
}
