import { mkdtempSync, rmSync, writeFileSync, createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { APIError, encodeDocument } from '../../src/index.js';
import { CONTRACT, json, mockClient } from './helpers.js';

/** A minimal, valid one-page PDF with a text layer (correct xref offsets). */
function makePdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A minimal, valid DOCX (an OOXML zip) with one paragraph. */
function makeDocx(text: string): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
          '</Relationships>',
    ),
    'word/document.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
          `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ),
  });
}

const TEXT = 'MUTUAL NONDISCLOSURE AGREEMENT between Northwind and Bluefin.';
const pdf = makePdf(TEXT);
const docx = makeDocx(TEXT);
const dir = mkdtempSync(join(tmpdir(), 'ca-client-docs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the test documents are real', () => {
  it('the PDF starts with %PDF- and its xref points at the objects', () => {
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdf.toString('latin1');
    const startxref = Number(text.match(/startxref\n(\d+)/)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const first = Number(text.match(/0000000000 65535 f \n(\d{10})/)![1]);
    expect(text.slice(first, first + 7)).toBe('1 0 obj');
    expect(text).toContain(`(${TEXT}) Tj`);
  });

  it('the DOCX is a zip (PK magic) whose word/document.xml holds the text', () => {
    expect(Buffer.from(docx.subarray(0, 4)).toString('latin1')).toBe('PK\x03\x04');
    const files = unzipSync(docx);
    expect(Object.keys(files).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(Buffer.from(files['word/document.xml']).toString()).toContain(TEXT);
  });
});

describe('encodeDocument: every accepted input kind', () => {
  const expected = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

  for (const [kind, bytes] of [
    ['PDF', pdf],
    ['DOCX', docx],
    ['text', Buffer.from(TEXT)],
  ] as const) {
    describe(kind, () => {
      const file = join(dir, `contract.${kind.toLowerCase()}`);
      writeFileSync(file, bytes);

      it('Buffer', async () => {
        expect(await encodeDocument(Buffer.from(bytes))).toEqual({ base64: expected(bytes) });
      });
      it('Uint8Array (also a view with an offset)', async () => {
        expect((await encodeDocument(new Uint8Array(bytes))).base64).toBe(expected(bytes));
        const padded = new Uint8Array(bytes.length + 10);
        padded.set(bytes, 5);
        expect((await encodeDocument(padded.subarray(5, 5 + bytes.length))).base64).toBe(expected(bytes));
      });
      it('ArrayBuffer', async () => {
        const ab = new Uint8Array(bytes).buffer;
        expect((await encodeDocument(ab)).base64).toBe(expected(bytes));
      });
      it('Blob and File (with its name)', async () => {
        expect((await encodeDocument(new Blob([new Uint8Array(bytes)]))).base64).toBe(expected(bytes));
        expect(await encodeDocument(new File([new Uint8Array(bytes)], 'nda.bin'))).toEqual({ base64: expected(bytes), filename: 'nda.bin' });
      });
      it('Node Readable (fs.createReadStream, in small chunks) and Readable.from', async () => {
        const fromFs = await encodeDocument(createReadStream(file, { highWaterMark: 16 }));
        expect(fromFs).toEqual({ base64: expected(bytes), filename: `contract.${kind.toLowerCase()}` });
        const chunks = [bytes.subarray(0, 7), bytes.subarray(7)].map((c) => Buffer.from(c));
        expect((await encodeDocument(Readable.from(chunks))).base64).toBe(expected(bytes));
      });
      it('web ReadableStream', async () => {
        const web = new Blob([new Uint8Array(bytes)]).stream();
        expect((await encodeDocument(web)).base64).toBe(expected(bytes));
      });
      it('file path and file: URL', async () => {
        expect(await encodeDocument(file)).toEqual({ base64: expected(bytes), filename: `contract.${kind.toLowerCase()}` });
        expect((await encodeDocument(pathToFileURL(file))).base64).toBe(expected(bytes));
      });
    });
  }

  it('rejects anything else', async () => {
    await expect(encodeDocument(42 as never)).rejects.toThrow(TypeError);
  });
});

describe('contracts.review sends the base64 document', () => {
  it('of a DOCX stream, with the file name from the path', async () => {
    const file = join(dir, 'mutual-nda.docx');
    writeFileSync(file, docx);
    const { client, requests } = mockClient(() => json(201, CONTRACT));
    await client.contracts.review({ document: createReadStream(file), document_type: 'nda', options: { suggest_redlines: true } });
    const body = JSON.parse(requests[0].body);
    expect(Buffer.from(body.document, 'base64').equals(Buffer.from(docx))).toBe(true);
    expect(body).toMatchObject({ document_type: 'nda', filename: 'mutual-nda.docx', options: { suggest_redlines: true } });
  });

  it('of a PDF Buffer, with Prefer: respond-async when asked', async () => {
    const { client, requests } = mockClient(() => json(202, { ...CONTRACT, status: 'queued' }));
    const contract = await client.contracts.review({ document: pdf, document_type: 'nda', filename: 'x.pdf', respondAsync: true });
    expect(contract.status).toBe('queued');
    expect(requests[0].request.headers.get('prefer')).toBe('respond-async');
    expect(JSON.parse(requests[0].body)).toEqual({ filename: 'x.pdf', document: pdf.toString('base64'), document_type: 'nda' });
  });

  it('ask encodes an inline document too', async () => {
    const { client, requests } = mockClient(() => json(200, { id: 'ans_1', object: 'answer', citations: [] }));
    await client.contracts.ask({ document: Buffer.from(TEXT), document_type: 'nda', question: 'Who are the parties?' });
    expect(JSON.parse(requests[0].body)).toEqual({ document: Buffer.from(TEXT).toString('base64'), document_type: 'nda', question: 'Who are the parties?' });
  });
});

describe('reviewAndPoll (x-sdk respond_async)', () => {
  it('asks for respond-async, then polls contracts.retrieve until the contract is completed', async () => {
    const statuses = ['queued', 'processing', 'processing', 'completed'];
    const waits: number[] = [];
    const { client, requests } = mockClient((r) => json(r.method === 'POST' ? 202 : 200, { ...CONTRACT, id: 'ctr_9', status: statuses.shift() }), {
      sleep: async (ms) => void waits.push(ms),
    });
    const done = await client.contracts.reviewAndPoll({ document: Buffer.from(TEXT), document_type: 'nda' }, { pollInterval: 250 });
    expect(done.status).toBe('completed');
    expect(requests.map((r) => `${r.request.method} ${new URL(r.request.url).pathname}`)).toEqual([
      'POST /v1/contracts/review',
      'GET /v1/contracts/ctr_9',
      'GET /v1/contracts/ctr_9',
      'GET /v1/contracts/ctr_9',
    ]);
    expect(requests[0].request.headers.get('prefer')).toBe('respond-async');
    expect(waits).toEqual([250, 250, 250]);
  });
});

describe("the caller's mistakes are the caller's errors", () => {
  it('a missing local file is Node\'s own ENOENT, not a connection error, and nothing is sent', async () => {
    const { client, requests } = mockClient(() => json(201, CONTRACT));
    const err = await client.contracts.review({ document: join(dir, 'no-such-contract.pdf'), document_type: 'nda' }).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(APIError);
    expect((err as NodeJS.ErrnoException).code).toBe('ENOENT');
    expect(requests).toHaveLength(0);
  });

  it('a misspelt parameter is a type error and a TypeError at run time', async () => {
    const { client, requests } = mockClient(() => json(201, CONTRACT));
    // @ts-expect-error suggest_redline is not a parameter of contracts.review
    const call = client.contracts.review({ document: Buffer.from(TEXT), document_type: 'nda', suggest_redline: true });
    await expect(call).rejects.toThrow(/contracts\.review: unknown parameter "suggest_redline"/);
    await expect(call).rejects.toBeInstanceOf(TypeError);
    expect(requests).toHaveLength(0);
  });
});

describe('documents in a browser (no Buffer, no process)', () => {
  it('a File and a byte stream encode to the same base64 as in Node', async () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 31 + 7) % 256); // more than one btoa chunk
    const want = Buffer.from(bytes).toString('base64');
    const saved = globalThis.Buffer;
    // @ts-expect-error: removed to stand for a browser
    delete globalThis.Buffer;
    try {
      const file = await encodeDocument(new File([bytes], 'nda.docx'));
      expect(file).toEqual({ base64: want, filename: 'nda.docx' });
      const stream = await encodeDocument(new Blob([bytes]).stream());
      expect(stream.base64).toBe(want);
    } finally {
      globalThis.Buffer = saved;
    }
  });
});
