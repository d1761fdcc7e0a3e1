/**
 * What `contracts.review` and `contracts.ask` accept as the document: bytes (`Buffer`,
 * `Uint8Array`, `ArrayBuffer`), a `Blob`/`File`, a readable stream (a Node `Readable` such as
 * `fs.createReadStream(...)`, a web `ReadableStream`, or any async iterable of bytes), or the path
 * of a file to read (a string or a `file:` URL).
 */
export type DocumentInput =
  | Uint8Array
  | ArrayBuffer
  | Blob
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array | string>
  | string
  | URL;

export interface EncodedDocument {
  /** The document, base64-encoded, ready for the `document` field. */
  base64: string;
  /** A file name found on the input (a path's base name, a File's name), if any. */
  filename?: string;
}

async function collect(stream: AsyncIterable<Uint8Array | string>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
  }
  return Buffer.concat(chunks);
}

function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/** Reads any accepted document input and base64-encodes it. */
export async function encodeDocument(input: DocumentInput): Promise<EncodedDocument> {
  if (input instanceof Uint8Array) return { base64: toBase64(input) };
  if (input instanceof ArrayBuffer) return { base64: toBase64(new Uint8Array(input)) };
  if (typeof Blob !== 'undefined' && input instanceof Blob) {
    const name = (input as Blob & { name?: unknown }).name;
    return {
      base64: toBase64(new Uint8Array(await input.arrayBuffer())),
      ...(typeof name === 'string' && name ? { filename: name } : {}),
    };
  }
  if (typeof input === 'string' || input instanceof URL) {
    const { readFile } = await import('node:fs/promises');
    const { basename } = await import('node:path');
    const { fileURLToPath } = await import('node:url');
    const path = input instanceof URL ? fileURLToPath(input) : input;
    return { base64: toBase64(await readFile(path)), filename: basename(path) };
  }
  if (input && typeof (input as AsyncIterable<Uint8Array>)[Symbol.asyncIterator] === 'function') {
    const path = (input as { path?: unknown }).path; // fs.ReadStream
    return {
      base64: toBase64(await collect(input as AsyncIterable<Uint8Array>)),
      ...(typeof path === 'string' ? { filename: path.split(/[\\/]/).pop() } : {}),
    };
  }
  if (input && typeof (input as ReadableStream).getReader === 'function') {
    const reader = (input as ReadableStream<Uint8Array>).getReader();
    const chunks: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
    return { base64: toBase64(Buffer.concat(chunks)) };
  }
  throw new TypeError(
    'document must be a Buffer, Uint8Array, ArrayBuffer, Blob, readable stream or a file path',
  );
}
