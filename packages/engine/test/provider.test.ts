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

  it('is off unless configured', () => {
    expect(providerFromEnv({})).toBeNull();
    expect(providerFromEnv({ CONTRACT_LLM_BASE_URL: 'http://x', CONTRACT_LLM_MODEL: 'm' })).toBeInstanceOf(OpenAICompatibleProvider);
  });
});
