// An OpenAI-compatible chat endpoint (POST /v1/chat/completions, GET /v1/models) over a local GGUF model, for
// measuring the engine's language-model door (packages/engine/eval/door.ts) with a real model. A measurement tool:
// not part of CI or of tools/setup.sh. Inference is node-llama-cpp's (llama.cpp, prebuilt linux-x64 binary); this file
// only translates the protocol. Requests are served one at a time, greedy (temperature 0) unless asked otherwise.
// `response_format` {type: "json_schema", json_schema: {schema}} constrains the output to the schema with a grammar
// (node-llama-cpp's JSON-schema grammar); {type: "json_object"} to any JSON.
//
//   node tools/local-model-server.mjs --model <file.gguf> [--port 8077] [--threads 1] [--context 4096] [--name <id>]
// tools/local-model.sh installs the runtime and the model and starts this.
import { createServer } from 'node:http';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';

const { values: args } = parseArgs({
  options: {
    model: { type: 'string' },
    port: { type: 'string', default: '8077' },
    threads: { type: 'string', default: '1' },
    context: { type: 'string', default: '4096' },
    name: { type: 'string' },
    runtime: { type: 'string', default: process.env.LOCAL_MODEL_DIR ?? '.local-model' },
  },
});
if (!args.model) {
  console.error('usage: node tools/local-model-server.mjs --model <file.gguf> [--port N] [--threads N] [--context N] [--name id] [--runtime dir]');
  process.exit(2);
}
// node-llama-cpp is installed by tools/local-model.sh into its own directory, outside the workspace's lockfile
const require = createRequire(resolve(args.runtime, 'package.json'));
const { getLlama, LlamaChat } = await import(pathToFileURL(require.resolve('node-llama-cpp')).href);

const threads = Number(args.threads);
const llama = await getLlama({ gpu: false, build: 'never', maxThreads: threads, logLevel: 'error' });
const model = await llama.loadModel({ modelPath: args.model });
const context = await model.createContext({ contextSize: Number(args.context), threads, sequences: 1 });
const sequence = context.getSequence();
const name = args.name ?? basename(args.model).replace(/\.gguf$/i, '');
let jsonGrammar = null;
const schemaGrammars = new Map();

async function grammarFor(format) {
  if (!format || format.type === 'text') return undefined;
  if (format.type === 'json_object') return (jsonGrammar ??= await llama.getGrammarFor('json'));
  if (format.type === 'json_schema' && format.json_schema?.schema) {
    const key = JSON.stringify(format.json_schema.schema);
    if (!schemaGrammars.has(key)) schemaGrammars.set(key, await llama.createGrammarForJsonSchema(format.json_schema.schema));
    return schemaGrammars.get(key);
  }
  throw Object.assign(new Error(`unsupported response_format ${JSON.stringify(format).slice(0, 100)}`), { status: 400 });
}

function history(messages) {
  if (!Array.isArray(messages) || !messages.length) throw Object.assign(new Error('messages is required'), { status: 400 });
  return messages.map((m) => {
    const text = typeof m.content === 'string' ? m.content : (m.content ?? []).map((p) => p.text ?? '').join('');
    if (m.role === 'system') return { type: 'system', text };
    if (m.role === 'assistant') return { type: 'model', response: [text] };
    return { type: 'user', text };
  });
}

// one request at a time: the context has a single sequence
let queue = Promise.resolve();
function serial(fn) {
  const run = queue.then(fn, fn);
  queue = run.catch(() => {});
  return run;
}

async function complete(body) {
  const grammar = await grammarFor(body.response_format);
  const chat = new LlamaChat({ contextSequence: sequence });
  const t0 = performance.now();
  try {
    const res = await chat.generateResponse(history(body.messages), {
      grammar,
      temperature: body.temperature ?? 0,
      seed: body.seed ?? 0,
      maxTokens: body.max_tokens ?? 512,
    });
    const stop = res.metadata.stopReason;
    return {
      id: `chatcmpl-${Date.now()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: name,
      choices: [{ index: 0, message: { role: 'assistant', content: res.response }, finish_reason: stop === 'maxTokens' ? 'length' : 'stop' }],
      usage: { seconds: Number(((performance.now() - t0) / 1000).toFixed(2)) },
    };
  } finally {
    chat.dispose({ disposeSequence: false });
    await sequence.clearHistory();
  }
}

function send(res, status, value) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/v1/models') return send(res, 200, { object: 'list', data: [{ id: name, object: 'model' }] });
  if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return send(res, 404, { error: { message: 'not found' } });
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return send(res, 400, { error: { message: 'the body is not JSON' } });
    }
    if (body.stream) return send(res, 400, { error: { message: 'streaming is not supported' } });
    serial(() => complete(body)).then((out) => send(res, 200, out), (e) => send(res, e.status ?? 500, { error: { message: String(e.message ?? e) } }));
  });
});
server.listen(Number(args.port), '127.0.0.1', () => console.log(`serving ${name} on http://127.0.0.1:${args.port}/v1 (${threads} thread(s), context ${args.context})`));
