/**
 * What an operation's document field (`x-sdk.document`, e.g. `contracts.review({ document })`) accepts: bytes
 * (`Buffer`, `Uint8Array`, `ArrayBuffer`), a `Blob`/`File`, a readable stream (Node `Readable`, web
 * `ReadableStream`, any async iterable of bytes), or the path of a file to read (a string or a `file:` URL).
 * A path that cannot be read throws Node's own error (ENOENT...), before anything is sent.
 */
export type DocumentInput = Uint8Array | ArrayBuffer | Blob | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string> | string | URL;

export interface EncodedDocument {
  /** The document, base64-encoded, ready for the document field. */
  base64: string;
  /** A file name found on the input (a path's base name, a File's name), if any. */
  filename?: string;
}

/** RFC 4648 base64 of bytes, with Node's Buffer where there is one and `btoa` in a browser. */
export function toBase64(bytes: Uint8Array): string {
  if (typeof Buffer !== 'undefined') return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Reads any accepted document input and base64-encodes it. */
export async function encodeDocument(input: DocumentInput): Promise<EncodedDocument> {
  let bytes: ArrayBuffer | Uint8Array;
  let filename = (input as { name?: unknown })?.name ?? (input as { path?: unknown })?.path; // a File's name, a file stream's path
  if (typeof input === 'string' || input instanceof URL) {
    const [{ readFile }, { fileURLToPath }] = await Promise.all([import('node:fs/promises'), import('node:url')]);
    filename = input instanceof URL ? fileURLToPath(input) : input;
    bytes = await readFile(filename as string);
  } else if (input instanceof Uint8Array || input instanceof ArrayBuffer) bytes = input;
  else if (input instanceof Blob) bytes = await input.arrayBuffer();
  else if (input && Symbol.asyncIterator in input) {
    const chunks: BlobPart[] = [];
    for await (const chunk of input as AsyncIterable<BlobPart>) chunks.push(chunk);
    bytes = await new Blob(chunks).arrayBuffer();
  } else throw new TypeError('document must be a Buffer, Uint8Array, ArrayBuffer, Blob, readable stream or a file path');
  const base64 = toBase64(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));
  return typeof filename === 'string' && filename ? { base64, filename: filename.split(/[\\/]/).pop() } : { base64 };
}

/** The answer of an operation whose success is not JSON (a DOCX download...): its bytes, type and file name. */
export class BinaryResponse {
  /** The file name of `Content-Disposition`, if the server sent one. */
  readonly filename: string | undefined;
  readonly contentType: string | null;

  constructor(readonly bytes: Uint8Array, headers: Headers) {
    this.contentType = headers.get('content-type');
    const disposition = headers.get('content-disposition') ?? '';
    const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
    const name = star ? decodeURIComponent(star) : /filename="?([^";]+)"?/i.exec(disposition)?.[1];
    this.filename = name?.split(/[\\/]/).pop();
  }

  /** Writes the bytes to `path` and returns the path. */
  async saveTo(path: string): Promise<string> {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path, this.bytes);
    return path;
  }
}
