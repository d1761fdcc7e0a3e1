import { inflateSync, constants as zc } from 'node:zlib';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { ApiError } from './problem.js';

/**
 * Limits on what a document may expand to, checked while it is read (not after): pages, extracted
 * characters and decompressed bytes. Each broken limit has its own 422 code so a client can tell
 * which one it hit.
 */
export interface DocumentLimits {
  /** Decoded document, bytes (413 `document_too_large`). */
  maxBytes: number;
  /** Pages of a PDF (422 `too_many_pages`). */
  maxPages: number;
  /** Characters of extracted text (422 `text_too_long`). */
  maxChars: number;
  /** Bytes that the document's compressed parts inflate to, in all (422 `decompressed_too_large`). */
  maxDecompressedBytes: number;
}

/** Element nesting in a DOCX part beyond which it is refused (real documents stay under 100). */
export const MAX_XML_DEPTH = 1_000;
/** Entries of a DOCX archive (real documents have a few dozen). */
export const MAX_ZIP_ENTRIES = 10_000;

export const tooManyPages = (pages: number, max: number) =>
  new ApiError(422, 'too_many_pages', `The PDF has ${pages} pages; the limit is ${max}.`);
export const textTooLong = (max: number) =>
  new ApiError(422, 'text_too_long', `The document's text is longer than the limit of ${max} characters.`);
export const decompressedTooLarge = (max: number) =>
  new ApiError(422, 'decompressed_too_large', `The document's compressed parts inflate to more than the limit of ${max} bytes.`);
export const tooComplex = (why: string) => new ApiError(422, 'document_too_complex', `The document is too complex to process: ${why}.`);

/**
 * Inflate every Flate-compressed stream of a PDF against one byte budget before the PDF parser sees
 * it: a small file whose streams inflate to hundreds of megabytes is refused having used at most
 * the budget. Each stream is inflated with a hard output cap (zlib's maxOutputLength), so no
 * stream is ever held in memory beyond what is left of the budget. Streams that are not valid
 * zlib data are left to the parser (it reports them, or ignores them as PDF readers do).
 */
export function checkPdfStreams(pdf: Buffer, maxDecompressedBytes: number): void {
  const s = pdf.toString('latin1');
  const filter = /\/Filter\s*(?:\[[^\]]*?)?\/(?:FlateDecode|Fl)\b/g;
  let left = maxDecompressedBytes;
  let from = 0;
  for (let m = filter.exec(s); m; m = filter.exec(s)) {
    if (m.index < from) continue;
    const kw = s.indexOf('stream', m.index);
    if (kw < 0) break;
    let start = kw + 6;
    if (s[start] === '\r') start++;
    if (s[start] === '\n') start++;
    from = start;
    filter.lastIndex = start;
    let out: Buffer;
    try {
      out = inflateSync(pdf.subarray(start), { maxOutputLength: Math.max(1, left), finishFlush: zc.Z_SYNC_FLUSH });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw decompressedTooLarge(maxDecompressedBytes);
      continue;
    }
    left -= out.length;
    if (left < 0) throw decompressedTooLarge(maxDecompressedBytes);
  }
}

/**
 * Stream a DOCX archive's entries through a real inflater and count what they inflate to (the
 * sizes in the ZIP headers are the sender's word, not a fact), discarding the output. While
 * word/document.xml streams past, count its text characters (inside w:t elements) and its element
 * depth. Refuses a ZIP bomb, a document whose text is longer than the limit, and pathological
 * nesting, before any XML parser builds a tree.
 */
export function checkDocxArchive(docx: Buffer, limits: Pick<DocumentLimits, 'maxChars' | 'maxDecompressedBytes'>): void {
  let total = 0;
  let entries = 0;
  let failure: Error | null = null;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file: UnzipFile) => {
    if (++entries > MAX_ZIP_ENTRIES) {
      failure ??= tooComplex(`the archive has more than ${MAX_ZIP_ENTRIES} entries`);
      return;
    }
    const scan = file.name === 'word/document.xml' ? new WordTextScan(limits.maxChars) : null;
    file.ondata = (err, chunk, final) => {
      if (failure) return;
      if (err) {
        failure = new ApiError(422, 'corrupt_document', `The DOCX file could not be read: ${err.message}.`);
        return;
      }
      total += chunk.length;
      if (total > limits.maxDecompressedBytes) {
        failure = decompressedTooLarge(limits.maxDecompressedBytes);
        file.terminate();
        return;
      }
      try {
        scan?.push(chunk);
      } catch (e) {
        failure = e as Error;
        file.terminate();
      }
      void final;
    };
    file.start();
  };
  const step = 64 * 1024;
  try {
    for (let i = 0; i < docx.length && !failure; i += step) {
      const end = Math.min(docx.length, i + step);
      unzip.push(docx.subarray(i, end), end === docx.length);
    }
  } catch (e) {
    failure ??= new ApiError(422, 'corrupt_document', `The DOCX file could not be read: ${(e as Error).message}.`);
  }
  if (failure) throw failure;
}

/**
 * A byte-level scanner of WordprocessingML: characters inside `<w:t>` elements (an entity counts
 * as one, a UTF-8 continuation byte as none) and element depth. Tags never need a tree.
 */
class WordTextScan {
  private chars = 0;
  private depth = 0;
  private inTag = false;
  private inText = false;
  private inEntity = false;
  private tag: number[] = [];
  /** The byte before the tag's `>` (a `/` closes an empty element). */
  private prev = 0;

  constructor(private readonly maxChars: number) {}

  push(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i];
      if (this.inTag) {
        if (b === 0x3e /* > */) {
          this.inTag = false;
          this.endTag();
        } else {
          if (this.tag.length < 8) this.tag.push(b);
          this.prev = b;
        }
        continue;
      }
      if (b === 0x3c /* < */) {
        this.inTag = true;
        this.tag = [];
        this.prev = 0;
        continue;
      }
      if (!this.inText) continue;
      if (this.inEntity) {
        if (b === 0x3b /* ; */) this.inEntity = false;
        continue;
      }
      if (b === 0x26 /* & */) this.inEntity = true;
      if ((b & 0xc0) === 0x80) continue;
      if (++this.chars > this.maxChars) throw textTooLong(this.maxChars);
    }
  }

  private endTag(): void {
    const t = this.tag;
    if (t[0] === 0x3f /* ? */ || t[0] === 0x21 /* ! */) return;
    const closing = t[0] === 0x2f;
    const selfClosing = this.prev === 0x2f;
    const name = String.fromCharCode(...t.slice(closing ? 1 : 0, closing ? 5 : 4));
    const isText = /^w:t(?:[\s>/]|$)/.test(name);
    if (closing) {
      this.depth--;
      if (isText) this.inText = false;
    } else if (!selfClosing) {
      if (++this.depth > MAX_XML_DEPTH) throw tooComplex(`its XML is nested more than ${MAX_XML_DEPTH} levels deep`);
      if (isText) this.inText = true;
    }
  }
}
