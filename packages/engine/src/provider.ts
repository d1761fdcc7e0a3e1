/**
 * The engine's only door to a language model. Nothing in the engine calls a provider by default:
 * review, ask and draft are deterministic. A caller that configures a provider can use it, e.g. to
 * rephrase an answer, and must keep the engine's citations as the source of truth.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The JSON a reply must be, as the OpenAI protocol's `response_format` asks for it (a JSON Schema, not strict). */
export interface JsonSchemaFormat {
  type: 'json_schema';
  json_schema: { name: string; schema: Record<string, unknown> };
}

export interface CompletionRequest {
  messages: ChatMessage[];
  temperature?: number;
  max_tokens?: number;
  /** Ask the server for a reply that is JSON under this schema (servers that constrain decoding make it hold). */
  response_format?: JsonSchemaFormat;
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
  /** Per request (default 30,000); a model on a CPU may need more. */
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
  /** Set when the server refused a `response_format`: later requests go without it. */
  private formatRefused = false;

  constructor(opts: OpenAICompatibleOptions) {
    if (!opts.baseUrl) throw new ProviderError('baseUrl is required');
    if (!opts.model) throw new ProviderError('model is required');
    this.opts = opts;
  }

  /**
   * POST /chat/completions. A request with a `response_format` that the server refuses (HTTP 400, 415, 422 or 501) is
   * sent again without it, and so are later ones: not every OpenAI-compatible server takes a JSON Schema, and the
   * door checks every reply itself.
   */
  async complete(req: CompletionRequest): Promise<CompletionResult> {
    const withFormat = !!req.response_format && !this.formatRefused;
    try {
      return await this.post(req, withFormat);
    } catch (e) {
      if (!withFormat || !(e instanceof ProviderError) || ![400, 415, 422, 501].includes(e.status ?? 0)) throw e;
      this.formatRefused = true;
      return this.post(req, false);
    }
  }

  private async post(req: CompletionRequest, withFormat: boolean): Promise<CompletionResult> {
    const f = this.opts.fetch ?? globalThis.fetch;
    const url = `${this.opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.opts.apiKey) headers.authorization = `Bearer ${this.opts.apiKey}`;
    const body = JSON.stringify({
      model: this.opts.model, messages: req.messages, temperature: req.temperature ?? 0, max_tokens: req.max_tokens,
      ...(withFormat ? { response_format: req.response_format } : {}),
    });
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
 * Reads CONTRACT_LLM_BASE_URL, CONTRACT_LLM_MODEL, CONTRACT_LLM_API_KEY and CONTRACT_LLM_TIMEOUT_MS (milliseconds
 * per request, default 30,000) from the given env.
 */
export function providerFromEnv(env: Record<string, string | undefined>): LanguageModelProvider | null {
  const baseUrl = env.CONTRACT_LLM_BASE_URL;
  const model = env.CONTRACT_LLM_MODEL;
  if (!baseUrl || !model) return null;
  const timeout = Number(env.CONTRACT_LLM_TIMEOUT_MS);
  return new OpenAICompatibleProvider({ baseUrl, model, apiKey: env.CONTRACT_LLM_API_KEY, ...(timeout > 0 ? { timeoutMs: timeout } : {}) });
}
