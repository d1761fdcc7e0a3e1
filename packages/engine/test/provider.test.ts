import { describe, expect, it } from 'vitest';
import { OpenAICompatibleProvider, ProviderError, providerFromEnv } from '../src/index.js';

describe('OpenAICompatibleProvider', () => {
  it('posts a chat-completions request and returns the first choice', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchStub = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ model: 'm-1', choices: [{ message: { content: 'hello' }, finish_reason: 'stop' }] }), { status: 200 });
    }) as unknown as typeof fetch;
    const p = new OpenAICompatibleProvider({ baseUrl: 'https://llm.example/v1/', model: 'm-1', apiKey: 'k', fetch: fetchStub });
    const r = await p.complete({ messages: [{ role: 'user', content: 'hi' }] });
    expect(r).toEqual({ text: 'hello', model: 'm-1', finish_reason: 'stop' });
    expect(calls[0].url).toBe('https://llm.example/v1/chat/completions');
    expect((calls[0].init.headers as Record<string, string>).authorization).toBe('Bearer k');
    expect(JSON.parse(calls[0].init.body as string)).toMatchObject({ model: 'm-1', temperature: 0, messages: [{ role: 'user', content: 'hi' }] });
  });

  it('raises a ProviderError on a non-2xx answer or a malformed body', async () => {
    const bad = (async () => new Response('nope', { status: 503 })) as unknown as typeof fetch;
    await expect(new OpenAICompatibleProvider({ baseUrl: 'http://x', model: 'm', fetch: bad }).complete({ messages: [] })).rejects.toMatchObject({ name: 'ProviderError', status: 503 });
    const empty = (async () => new Response('{}', { status: 200 })) as unknown as typeof fetch;
    await expect(new OpenAICompatibleProvider({ baseUrl: 'http://x', model: 'm', fetch: empty }).complete({ messages: [] })).rejects.toBeInstanceOf(ProviderError);
  });

  it('sends a response_format when asked, and drops it for good when the server refuses it', async () => {
    const bodies: Record<string, unknown>[] = [];
    const fetchStub = (async (_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as Record<string, unknown>;
      bodies.push(body);
      if (body.response_format) return new Response('{"error":{"message":"response_format is not supported"}}', { status: 400 });
      return new Response(JSON.stringify({ choices: [{ message: { content: '{"a":1}' }, finish_reason: 'stop' }] }), { status: 200 });
    }) as unknown as typeof fetch;
    const format = { type: 'json_schema' as const, json_schema: { name: 'a', schema: { type: 'object', properties: { a: { type: 'number' } } } } };
    const p = new OpenAICompatibleProvider({ baseUrl: 'http://x/v1', model: 'm', fetch: fetchStub });
    expect((await p.complete({ messages: [{ role: 'user', content: 'one' }], response_format: format })).text).toBe('{"a":1}');
    expect((await p.complete({ messages: [{ role: 'user', content: 'two' }], response_format: format })).text).toBe('{"a":1}');
    expect(bodies.map((b) => [(b.messages as { content: string }[])[0].content, 'response_format' in b])).toEqual([['one', true], ['one', false], ['two', false]]);
    expect(bodies[0].response_format).toEqual(format);
  });

  it('does not resend on a refusal that has nothing to do with the format', async () => {
    let calls = 0;
    const fetchStub = (async () => { calls++; return new Response('overloaded', { status: 503 }); }) as unknown as typeof fetch;
    const p = new OpenAICompatibleProvider({ baseUrl: 'http://x/v1', model: 'm', fetch: fetchStub });
    await expect(p.complete({ messages: [], response_format: { type: 'json_schema', json_schema: { name: 'a', schema: {} } } })).rejects.toMatchObject({ status: 503 });
    const plain = new OpenAICompatibleProvider({ baseUrl: 'http://x/v1', model: 'm', fetch: (async () => { calls++; return new Response('bad', { status: 400 }); }) as unknown as typeof fetch });
    await expect(plain.complete({ messages: [] })).rejects.toMatchObject({ status: 400 });
    expect(calls).toBe(2);
  });

  it('takes its per-request time limit from CONTRACT_LLM_TIMEOUT_MS', async () => {
    const { createServer } = await import('node:http');
    const server = createServer(() => { /* never answers */ });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as import('node:net').AddressInfo;
    try {
      const p = providerFromEnv({ CONTRACT_LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, CONTRACT_LLM_MODEL: 'm', CONTRACT_LLM_TIMEOUT_MS: '200' })!;
      await expect(p.complete({ messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({ name: 'TimeoutError' });
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it('is off unless configured', () => {
    expect(providerFromEnv({})).toBeNull();
    expect(providerFromEnv({ CONTRACT_LLM_BASE_URL: 'http://x', CONTRACT_LLM_MODEL: 'm' })).toBeInstanceOf(OpenAICompatibleProvider);
  });
});
