// Hostile documents, generated: page-tree DAGs, huge page counts, Flate and ZIP amplification,
// deep nesting. Every builder streams its payload so the test process never holds the bomb's
// inflated size itself.
import { createDeflateRaw, crc32, deflateSync } from 'node:zlib';

type PdfObject = string | { dict: string; data: Buffer };

/** A PDF from its objects (object n is objs[n-1]), with a correct cross-reference table. */
export function pdfOf(objs: PdfObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  let len = parts[0].length;
  const offs: number[] = [];
  const push = (b: Buffer) => {
    parts.push(b);
    len += b.length;
  };
  objs.forEach((o, i) => {
    offs.push(len);
    if (typeof o === 'string') push(Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, 'latin1'));
    else {
      push(Buffer.from(`${i + 1} 0 obj\n<< ${o.dict} /Length ${o.data.length} >>\nstream\n`, 'latin1'));
      push(o.data);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const xref = len;
  let tail = `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const o of offs) tail += `${String(o).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const textStream = (text: string) => `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;

/**
 * A page tree that is a DAG: every level's node lists the next level's single node ten times, so
 * six levels claim 10^6 pages with a dozen objects (object 1 catalog, 2 font, 3 content, 4 page,
 * 5.. the levels, root last).
 */
export function pageTreeDagPdf(levels = 6): Buffer {
  const objs: PdfObject[] = ['<< /Type /Catalog /Pages ROOT 0 R >>', FONT, { dict: '', data: Buffer.from(textStream('One page, claimed a million times.'), 'latin1') }];
  // Object 4 is the page, whose parent is the lowest level (object 5).
  objs.push('<< /Type /Page /Parent 5 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 2 0 R >> >> >>');
  for (let l = 0; l < levels; l++) {
    const self = 5 + l;
    const child = l === 0 ? 4 : self - 1;
    const parent = l === levels - 1 ? '' : `/Parent ${self + 1} 0 R`;
    objs.push(`<< /Type /Pages ${parent} /Kids [${Array(10).fill(`${child} 0 R`).join(' ')}] /Count ${10 ** (l + 1)} >>`);
  }
  objs[0] = `<< /Type /Catalog /Pages ${4 + levels} 0 R >>`;
  return pdfOf(objs);
}

/** A real PDF of `pages` distinct pages sharing one content stream. */
export function manyPagesPdf(pages: number): Buffer {
  const first = 5;
  const kids = Array.from({ length: pages }, (_, i) => `${first + i} 0 R`).join(' ');
  // MediaBox and Resources are inherited from the page tree; the first page carries the text.
  const objs: PdfObject[] = ['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Kids [${kids}] /Count ${pages} >>`, FONT, { dict: '', data: Buffer.from(textStream('A page of a very long agreement.'), 'latin1') }];
  for (let i = 0; i < pages; i++) objs.push(i === 0 ? '<</Type/Page/Parent 2 0 R/Contents 4 0 R>>' : '<</Type/Page/Parent 2 0 R>>');
  return pdfOf(objs);
}

/** One page whose Flate content stream inflates to about `mb` MB of text-showing operators. */
export function flateBombPdf(mb: number): Buffer {
  const line = Buffer.from(`${textStream('Confidential Information shall be held in strict confidence by the Recipient.')}\n`, 'latin1');
  const raw = Buffer.alloc(mb * 1024 * 1024);
  for (let o = 0; o < raw.length; o += line.length) line.copy(raw, o);
  const data = deflateSync(raw, { level: 9 });
  return pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [4 0 R] /Count 1 >>', FONT, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources << /Font << /F1 3 0 R >> >> >>', { dict: '/Filter /FlateDecode', data }]);
}

/** A one-page PDF with text whose page dictionary carries an array nested `depth` levels deep. */
export function nestedObjectPdf(depth: number): Buffer {
  const nested = '['.repeat(depth) + ']'.repeat(depth);
  return pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [4 0 R] /Count 1 >>', FONT, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources << /Font << /F1 3 0 R >> >> /Nested ${nested} >>`, { dict: '', data: Buffer.from(textStream('This Agreement is governed by the laws of Delaware.'), 'latin1') }]);
}

const DOCX_TYPES = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const DOCX_RELS = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOC_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const DOC_TAIL = '</w:body></w:document>';

/** Deflate a stream of chunks (raw deflate, as ZIP stores it), with the CRC and size of the input. */
async function deflateChunks(chunks: Iterable<Buffer>): Promise<{ data: Buffer; crc: number; size: number }> {
  const z = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  z.on('data', (b: Buffer) => out.push(b));
  const done = new Promise<void>((resolve, reject) => {
    z.on('end', resolve);
    z.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  for (const c of chunks) {
    crc = crc32(c, crc);
    size += c.length;
    if (!z.write(c)) await new Promise((r) => z.once('drain', r));
  }
  z.end();
  await done;
  return { data: Buffer.concat(out), crc: crc >>> 0, size };
}

/** A ZIP archive of deflated entries, each given as a stream of chunks. */
export async function deflatedZip(entries: Record<string, Iterable<Buffer>>): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, chunks] of Object.entries(entries)) {
    const { data, crc, size } = await deflateChunks(chunks);
    const fname = Buffer.from(name, 'utf8');
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0); lh.writeUInt16LE(20, 4); lh.writeUInt16LE(0, 6); lh.writeUInt16LE(8, 8);
    lh.writeUInt32LE(0, 10); lh.writeUInt32LE(crc, 14); lh.writeUInt32LE(data.length, 18); lh.writeUInt32LE(size >>> 0, 22);
    lh.writeUInt16LE(fname.length, 26); lh.writeUInt16LE(0, 28);
    locals.push(lh, fname, data);
    const ch = Buffer.alloc(46);
    ch.writeUInt32LE(0x02014b50, 0); ch.writeUInt16LE(20, 4); ch.writeUInt16LE(20, 6); ch.writeUInt16LE(0, 8); ch.writeUInt16LE(8, 10);
    ch.writeUInt32LE(0, 12); ch.writeUInt32LE(crc, 16); ch.writeUInt32LE(data.length, 20); ch.writeUInt32LE(size >>> 0, 24);
    ch.writeUInt16LE(fname.length, 28); ch.writeUInt32LE(0, 30); ch.writeUInt32LE(0, 34); ch.writeUInt32LE(0, 38); ch.writeUInt32LE(offset, 42);
    centrals.push(ch, fname);
    offset += 30 + fname.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const n = Object.keys(entries).length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(n, 8); end.writeUInt16LE(n, 10);
  end.writeUInt32LE(cd.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

function* repeated(head: string, unit: string, bytes: number, tail: string): Generator<Buffer> {
  yield Buffer.from(head);
  const block = Buffer.from(unit.repeat(Math.max(1, Math.floor((1 << 20) / unit.length))));
  for (let n = 0; n < bytes; n += block.length) yield block;
  yield Buffer.from(tail);
}

/** A DOCX whose document.xml holds about `mb` MB of paragraphs of text (or, `text` false, of empty paragraphs). */
export function textHeavyDocx(mb: number, text = true): Promise<Buffer> {
  const para = text
    ? '<w:p><w:r><w:t>The Receiving Party shall keep the Confidential Information secret and use it only for the Purpose.</w:t></w:r></w:p>'
    : '<w:p><w:pPr><w:spacing w:before="0" w:after="0"/><w:jc w:val="both"/></w:pPr></w:p>';
  return deflatedZip({ '[Content_Types].xml': [Buffer.from(DOCX_TYPES)], '_rels/.rels': [Buffer.from(DOCX_RELS)], 'word/document.xml': repeated(DOC_HEAD, para, mb * 1024 * 1024, DOC_TAIL) });
}

/** A DOCX whose document.xml nests `depth` elements inside each other. */
export function deeplyNestedDocx(depth: number): Promise<Buffer> {
  const xml = `${DOC_HEAD}<w:p><w:r><w:t>Nested.</w:t></w:r></w:p>${'<w:sdt><w:sdtContent>'.repeat(depth)}${'</w:sdtContent></w:sdt>'.repeat(depth)}${DOC_TAIL}`;
  return deflatedZip({ '[Content_Types].xml': [Buffer.from(DOCX_TYPES)], '_rels/.rels': [Buffer.from(DOCX_RELS)], 'word/document.xml': [Buffer.from(xml)] });
}

/** A DOCX with a small document and an extra entry of `mb` MB of zeros (a ZIP bomb). */
export function zipBombDocx(mb: number): Promise<Buffer> {
  const zeros = Buffer.alloc(1 << 20);
  function* bomb() {
    for (let i = 0; i < mb; i++) yield zeros;
  }
  const doc = `${DOC_HEAD}<w:p><w:r><w:t>A short agreement.</w:t></w:r></w:p>${DOC_TAIL}`;
  return deflatedZip({ '[Content_Types].xml': [Buffer.from(DOCX_TYPES)], '_rels/.rels': [Buffer.from(DOCX_RELS)], 'word/document.xml': [Buffer.from(doc)], 'word/media/image1.bin': bomb() });
}
