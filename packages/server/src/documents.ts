import { createHash } from 'node:crypto';
import { checkDocxArchive, checkPdfStreams, textTooLong, tooComplex, tooManyPages, type DocumentLimits } from './document-limits.js';
import { ApiError } from './problem.js';

/** A decoded, identified and text-extracted document (plain data: it crosses threads). */
export interface ExtractedDocument {
  size_bytes: number;
  sha256: string;
  media_type: 'text/plain' | 'application/pdf' | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  pages: number | null;
  text: string;
}

const B64_CHAR = new Uint8Array(256);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') B64_CHAR[c.charCodeAt(0)] = 1;

/**
 * Decode standard padded base64 (RFC 4648) once, without a regex over megabytes. The length is
 * checked before anything is allocated; the alphabet is checked in one pass over the bytes.
 */
export function decodeBase64Document(s: string, maxBytes: number, pointer = '/document'): Buffer {
  const invalid = (why: string) => new ApiError(422, 'invalid_base64', `The document is not valid base64 (${why}).`, { errors: [{ pointer, message: 'not valid base64' }] });
  if (s.length % 4 !== 0) throw invalid(`its length ${s.length} is not a multiple of 4`);
  let pad = 0;
  if (s.endsWith('==')) pad = 2;
  else if (s.endsWith('=')) pad = 1;
  const decodedLength = (s.length / 4) * 3 - pad;
  if (decodedLength > maxBytes) {
    throw new ApiError(413, 'document_too_large', `The decoded document is ${decodedLength} bytes; the limit is ${maxBytes} bytes.`);
  }
  const end = s.length - pad;
  for (let i = 0; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c > 255 || B64_CHAR[c] !== 1) throw invalid(`unexpected character at offset ${i}`);
  }
  const buf = Buffer.from(s, 'base64');
  if (buf.length !== decodedLength) throw invalid('bad padding');
  return buf;
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' as const;

function startsWith(buf: Buffer, magic: string): boolean {
  return buf.length >= magic.length && buf.subarray(0, magic.length).toString('latin1') === magic;
}

/** Tell the format from the first bytes. */
export function detectMediaType(buf: Buffer): ExtractedDocument['media_type'] | 'zip' | null {
  if (startsWith(buf, '%PDF-')) return 'application/pdf';
  if (startsWith(buf, 'PK\x03\x04') || startsWith(buf, 'PK\x05\x06')) {
    // File names are stored uncompressed in the local headers and the central directory.
    return buf.includes('word/document.xml', 0, 'latin1') ? DOCX : 'zip';
  }
  if (buf.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buf);
    return 'text/plain';
  } catch {
    return null;
  }
}

/**
 * The text as stored and cited: no byte-order mark, LF line ends, and nothing a database cannot
 * hold (a DOCX can encode U+0000 as `&#0;`, a PDF can yield unpaired surrogates).
 */
function normaliseText(t: string): string {
  return t.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').replace(/\u0000/g, '').toWellFormed();
}

async function pdfText(buf: Buffer, limits: DocumentLimits): Promise<{ text: string; pages: number }> {
  // A PDF ends with %%EOF (possibly followed by whitespace); a cut-off file does not.
  const tail = buf.subarray(Math.max(0, buf.length - 1024)).toString('latin1');
  if (!tail.includes('%%EOF')) throw new ApiError(422, 'corrupt_document', 'The PDF is truncated or corrupt (no end-of-file marker).');
  checkPdfStreams(buf, limits.maxDecompressedBytes);
  const { getDocumentProxy } = await import('unpdf');
  let doc;
  try {
    doc = await getDocumentProxy(new Uint8Array(buf), { verbosity: 0, isEvalSupported: false } as any);
  } catch (e) {
    const name = (e as Error)?.name ?? '';
    if (name === 'PasswordException') throw new ApiError(422, 'corrupt_document', 'The PDF is encrypted; send it without a password.');
    throw new ApiError(422, 'corrupt_document', `The PDF could not be read: ${(e as Error)?.message ?? 'invalid structure'}.`);
  }
  try {
    // The page count is the page tree's own claim (/Count): checked before any page is visited,
    // so a page-tree DAG claiming a million pages costs nothing.
    const totalPages = doc.numPages;
    if (totalPages > limits.maxPages) throw tooManyPages(totalPages, limits.maxPages);
    // One page at a time, streaming each page's text, and stop as soon as the character limit is passed.
    const pages: string[] = [];
    let chars = 0;
    for (let n = 1; n <= totalPages; n++) {
      const page = await doc.getPage(n);
      const reader = (page.streamTextContent() as ReadableStream<{ items: Array<{ str?: string; hasEOL?: boolean }> }>).getReader();
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const item of value.items) {
          if (item.str == null) continue;
          text += item.str + (item.hasEOL ? '\n' : '');
        }
        if (chars + text.length > limits.maxChars) {
          await reader.cancel().catch(() => {});
          throw textTooLong(limits.maxChars);
        }
      }
      page.cleanup();
      const trimmed = text.trim();
      chars += trimmed.length + 2;
      pages.push(trimmed);
    }
    return { text: pages.join('\n\n'), pages: totalPages };
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError(422, 'corrupt_document', `The PDF's text could not be extracted: ${(e as Error)?.message ?? 'invalid content'}.`);
  } finally {
    await (doc as any).destroy?.()?.catch?.(() => {});
  }
}

async function docxText(buf: Buffer, limits: DocumentLimits): Promise<string> {
  checkDocxArchive(buf, limits);
  const mammoth = (await import('mammoth')).default;
  try {
    const r = await mammoth.extractRawText({ buffer: buf });
    return r.value;
  } catch (e) {
    if (e instanceof RangeError) throw tooComplex('its structure is nested too deeply');
    throw new ApiError(422, 'corrupt_document', `The DOCX file could not be read: ${(e as Error)?.message ?? 'invalid archive'}.`);
  }
}

/**
 * Base64 → bytes → format → text, with a precise 4xx for every way this can fail. Never a 500.
 * Runs inside a document worker (docpool.ts); every limit is checked while the document is read.
 */
export async function extractDocument(base64: string, limits: DocumentLimits, pointer = '/document'): Promise<ExtractedDocument> {
  const bytes = decodeBase64Document(base64, limits.maxBytes, pointer);
  if (bytes.length === 0) throw new ApiError(422, 'empty_document', 'The document is empty.', { errors: [{ pointer, message: 'empty document' }] });
  const kind = detectMediaType(bytes);
  if (kind === null || kind === 'zip') {
    throw new ApiError(415, 'unsupported_media_type', kind === 'zip'
      ? 'The document is a ZIP archive but not a DOCX file (no word/document.xml). Send UTF-8 text, DOCX or PDF.'
      : 'The document is not UTF-8 text, DOCX or PDF.');
  }
  let text: string;
  let pages: number | null = null;
  if (kind === 'application/pdf') {
    const r = await pdfText(bytes, limits);
    text = r.text;
    pages = r.pages;
    if (!text.trim()) throw new ApiError(422, 'no_text_layer', 'The PDF has no text layer (it may be a scan). Run OCR on it first, or send DOCX or text.');
  } else if (kind === DOCX) {
    text = await docxText(bytes, limits);
  } else {
    text = bytes.toString('utf8');
  }
  text = normaliseText(text);
  if (text.length > limits.maxChars) throw textTooLong(limits.maxChars);
  if (!text.trim()) throw new ApiError(422, 'empty_document', 'The document contains no text.', { errors: [{ pointer, message: 'no text' }] });
  return { size_bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), media_type: kind, pages, text };
}
