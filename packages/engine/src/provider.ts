/**
 * The engine's only door to a language model. Nothing in the engine calls a provider by default:
 * review, ask and draft are deterministic. A caller that configures a provider can use it, e.g. to
 * rephrase an answer, and must keep the engine's citations as the source of truth.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionRequest {
  messages: ChatMessage[];
  temperature?: number;
  max_tokens?: number;
}

export interface CompletionResult {
  text: string;
  model: string;
  finish_reason: string | null;
}

export interface LanguageModelProvider {
  readonly name: string;
  complete(req: CompletionRequest): Promise<CompletionResult>;
}

export interface OpenAICompatibleOptions {
  /** e.g. https://api.example.com/v1 (the path /chat/completions is appended). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export class ProviderError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** A provider for any server that speaks the OpenAI chat-completions protocol. Off unless constructed. */
export class OpenAICompatibleProvider implements LanguageModelProvider {
  readonly name = 'openai-compatible';
  private readonly opts: OpenAICompatibleOptions;

  constructor(opts: OpenAICompatibleOptions) {
    if (!opts.baseUrl) throw new ProviderError('baseUrl is required');
    if (!opts.model) throw new ProviderError('model is required');
    this.opts = opts;
  }

  async complete(req: CompletionRequest): Promise<CompletionResult> {
    const f = this.opts.fetch ?? globalThis.fetch;
    const url = `${this.opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.opts.apiKey) headers.authorization = `Bearer ${this.opts.apiKey}`;
    const body = JSON.stringify({ model: this.opts.model, messages: req.messages, temperature: req.temperature ?? 0, max_tokens: req.max_tokens });
    const res = await f(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30000) });
    if (!res.ok) {
      const detail = await res.text().catch(() => '');
      throw new ProviderError(`provider returned ${res.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`, res.status);
    }
    const json = (await res.json()) as { model?: string; choices?: { message?: { content?: string }; finish_reason?: string | null }[] };
    const choice = json.choices?.[0];
    if (!choice || typeof choice.message?.content !== 'string') throw new ProviderError('provider response has no choices[0].message.content');
    return { text: choice.message.content, model: json.model ?? this.opts.model, finish_reason: choice.finish_reason ?? null };
  }
}

/**
 * Build the provider from configuration, or return null when none is configured (the default).
 * Reads CONTRACT_LLM_BASE_URL, CONTRACT_LLM_MODEL and CONTRACT_LLM_API_KEY from the given env.
 */
export function providerFromEnv(env: Record<string, string | undefined>): LanguageModelProvider | null {
  const baseUrl = env.CONTRACT_LLM_BASE_URL;
  const model = env.CONTRACT_LLM_MODEL;
  if (!baseUrl || !model) return null;
  return new OpenAICompatibleProvider({ baseUrl, model, apiKey: env.CONTRACT_LLM_API_KEY });
}
