// A small OpenAI-compatible server for tests: POST /v1/chat/completions on 127.0.0.1 (a free port),
// answered by a function of the request. The engine's provider talks to it over real HTTP.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { OpenAICompatibleProvider } from '../src/index.js';

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  temperature?: number;
  max_tokens?: number;
  response_format?: { type: string; json_schema?: { name: string; schema: Record<string, unknown> } };
}

/** What the handler returns: the assistant's content, or a raw HTTP status and body. */
export type Reply = string | { status: number; body: string };

export interface ModelServer {
  baseUrl: string;
  requests: ChatRequest[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startModelServer(handler: (req: ChatRequest) => Reply): Promise<ModelServer> {
  const requests: ChatRequest[] = [];
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    let body: ChatRequest;
    try {
      body = JSON.parse(await readBody(req)) as ChatRequest;
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'bad json' } }));
      return;
    }
    requests.push(body);
    const reply = handler(body);
    if (typeof reply !== 'string') {
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
      id: `chatcmpl-${requests.length}`,
      object: 'chat.completion',
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
    }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/** The numbered excerpts of a prompt ("[1] ..."), as the engine lists them. */
export function excerpts(req: ChatRequest): string[] {
  const user = req.messages.find((m) => m.role === 'user')?.content ?? '';
  const body = user.split('Excerpts:\n')[1] ?? '';
  return body.split(/\n\n(?=\[\d+\] )/).map((x) => x.replace(/^\[\d+\] /, ''));
}

/**
 * A model server per test, closed after each: `withModel(handler)` starts one and gives the engine's provider for it,
 * calling `model`; `server` is the one running (its requests, its address).
 */
export function modelPerTest(model: string) {
  let server: ModelServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });
  return {
    get server() {
      return server;
    },
    async withModel(handler: (req: ChatRequest) => Reply) {
      server = await startModelServer(handler);
      return new OpenAICompatibleProvider({ baseUrl: server.baseUrl, model, timeoutMs: 5000 });
    },
  };
}
