import { createQuerySerializer } from 'openapi-fetch';
import { backoffDelay, isRetryable, retryAfterMs, sleep, type Fetch, type Logger, type RequestOptions, type Sleep } from './core.js';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, ContractAnalysisError } from './errors.js';
import { ERRORS } from './generated/errors.js';
import { TOKEN_OPERATION, type Operation } from './generated/operations.js';
import { DEFAULT_BASE_URL, POLICY, SPEC_VERSION, VERSION } from './generated/version.js';
import { apiPromise, pagePromise, type APIPromise, type ListPage, type PagePromise } from './promise.js';
import { BinaryResponse, encodeDocument, toBase64 } from './uploads.js';
import type { WebhookSecret } from './extensions/webhooks.js';

export { DEFAULT_BASE_URL };
/** `contract-analysis-node/<version> (spec <spec version>; node <x.y.z>)`. */
export const USER_AGENT = `contract-analysis-node/${VERSION} (spec ${SPEC_VERSION}${
  typeof process !== 'undefined' && process.versions?.node ? `; node ${process.versions.node}` : ''
})`;
const env = (name: string) => process.env[name]?.trim() || undefined;

export interface OAuthCredentials {
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes to ask for (default: all the client is allowed). */
  scope?: string;
}

/** The client's options; `maxRetries` and `timeout` are the defaults of the request options of the same name. */
export interface ClientOptions extends Pick<RequestOptions, 'maxRetries' | 'timeout'> {
  /** The secret API key (`cas_live_...`/`cas_test_...`). Default: `process.env.CONTRACT_ANALYSIS_API_KEY`. */
  apiKey?: string;
  /** OAuth 2.0 client credentials, used instead of an API key; tokens are fetched and renewed for you. */
  oauth?: OAuthCredentials;
  /** Default: `process.env.CONTRACT_ANALYSIS_BASE_URL`, else `https://api.contract-analysis.example/v1`. */
  baseURL?: string;
  /** A fetch implementation (default: the global fetch). */
  fetch?: Fetch;
  /** What waits between retries and polls (default: a timer); tests record the waits with it. */
  sleep?: Sleep;
  /** Where debug lines go (default `console.debug`), when `logLevel` or `CONTRACT_ANALYSIS_LOG` is `debug`. Never keys. */
  logger?: Logger;
  logLevel?: 'debug' | 'off';
  /** The secret(s) `webhooks.verify`/`unwrap` use by default. Default: `CONTRACT_ANALYSIS_WEBHOOK_SECRET`. */
  webhookSecret?: WebhookSecret;
  /** Headers sent with every request. */
  defaultHeaders?: Record<string, string>;
  /** This client refuses to run in a browser, where the key would be exposed, unless this is set. */
  dangerouslyAllowBrowser?: boolean;
}

export interface PollOptions {
  /** Milliseconds between polls (default 1000). */
  pollInterval?: number;
  /** Give up after this many polls (default 600). */
  maxPolls?: number;
}

const querySerializer = createQuerySerializer();

/** The transport, authentication, options and helpers under the generated resources (see ContractAnalysis). */
export class BaseClient {
  readonly baseURL: string;
  readonly maxRetries: number;
  readonly timeout: number;
  readonly webhookSecret: WebhookSecret | undefined;
  readonly #options: ClientOptions;
  readonly #headers: Record<string, string>;
  readonly #fetch: Fetch;
  readonly #sleep: Sleep;
  readonly #log: Logger | undefined;
  #token?: Promise<string>;
  #tokenRenewAt = 0;

  constructor(options: ClientOptions = {}) {
    if (!options.dangerouslyAllowBrowser && 'window' in globalThis && 'document' in globalThis) {
      throw new ContractAnalysisError('This client is for servers: in a browser it would expose your secret key (see dangerouslyAllowBrowser).');
    }
    const apiKey = options.apiKey ?? (options.oauth ? undefined : env('CONTRACT_ANALYSIS_API_KEY'));
    if (!apiKey && !options.oauth) {
      throw new ContractAnalysisError('No API key: pass { apiKey } or { oauth: { clientId, clientSecret } }, or set CONTRACT_ANALYSIS_API_KEY.');
    }
    this.#options = options;
    this.baseURL = (options.baseURL ?? env('CONTRACT_ANALYSIS_BASE_URL') ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.maxRetries = options.maxRetries ?? POLICY.max_retries;
    this.timeout = options.timeout ?? POLICY.timeout_ms;
    this.webhookSecret = options.webhookSecret ?? env('CONTRACT_ANALYSIS_WEBHOOK_SECRET');
    this.#fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.#sleep = options.sleep ?? sleep;
    const logger = options.logger ?? ((line: string) => console.debug(line));
    if ((options.logLevel ?? env('CONTRACT_ANALYSIS_LOG')) === 'debug') this.#log = (line) => logger(`[contract-analysis] ${line}`);
    const auth: Record<string, string> = apiKey ? { Authorization: `Bearer ${apiKey}` } : {};
    this.#headers = { 'User-Agent': USER_AGENT, ...auth, ...options.defaultHeaders, Accept: 'application/json, application/problem+json' };
  }

  /** A copy of this client with some options changed: `client.withOptions({ timeout: 5_000 })`. */
  withOptions(options: ClientOptions): this {
    return new (this.constructor as new (o: ClientOptions) => this)({ ...this.#options, ...options });
  }

  /** @internal Sends one operation to `path` (filled in); the promise has `.withResponse()`. Used by the generated methods. */
  _request<T>(op: Operation, path: string, params?: object, options: RequestOptions = {}): APIPromise<T> {
    const sent: { response?: Response } = {};
    return apiPromise(this.#send<T>(op, path, params as Record<string, unknown> | undefined, options, sent), sent);
  }

  /**
   * Sends an operation with the retry policy: each attempt has its own timeout (until the response headers arrive);
   * connection errors, time-outs and retryable statuses are retried after `Retry-After` or the backoff. The last
   * answer is the data or the API's error; APIConnectionError when no attempt got one.
   */
  async #send<T>(op: Operation, path: string, params: Record<string, unknown> | undefined, options: RequestOptions, sent: { response?: Response }): Promise<T> {
    const headers = { ...this.#headers };
    if (op.accept) headers.Accept = `${op.accept}, application/problem+json`;
    let query: Record<string, unknown> | undefined;
    let body: Record<string, unknown> | undefined;
    for (const key in params) {
      if (key === 'respondAsync') params[key] && (headers.Prefer = 'respond-async');
      else if (op.query?.includes(key)) (query ??= {})[key] = params[key];
      else if (op.fields?.includes(key)) (body ??= {})[key] = params[key];
      else throw new TypeError(`${op.name}: unknown parameter "${key}" (it takes ${[...(op.query ?? []), ...(op.fields ?? [])].join(', ') || 'none'})`);
    }
    if (op.document && body?.[op.document] !== undefined) {
      const doc = await encodeDocument(body[op.document] as never); // a caller's error (no such file) is thrown as is
      body[op.document] = doc.base64;
      if (doc.filename && op.fields?.includes('filename')) body.filename ??= doc.filename;
    }
    if (op.auth === false) delete headers.Authorization;
    else if (this.#options.oauth) headers.Authorization = `Bearer ${await this.#accessToken(this.#options.oauth)}`;
    if ((POLICY.idempotency_methods as readonly string[]).includes(op.verb)) headers['Idempotency-Key'] = options.idempotencyKey ?? crypto.randomUUID();
    let payload: string | undefined;
    if (op.fields) {
      headers['Content-Type'] = op.form ? 'application/x-www-form-urlencoded' : 'application/json';
      payload = op.form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body ?? {});
    }
    if (options.headers) Object.assign(headers, options.headers);
    const search = query && querySerializer(query);
    const url = search ? `${this.baseURL}${path}?${search}` : this.baseURL + path;
    const init: RequestInit = { method: op.verb, headers, body: payload };
    const { signal } = options;
    const maxRetries = options.maxRetries ?? this.maxRetries;
    let response: Response | undefined;
    for (let retry = 0; ; retry++) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), options.timeout ?? this.timeout);
      const onAbort = () => controller.abort(signal!.reason);
      if (signal?.aborted) onAbort();
      else signal?.addEventListener('abort', onAbort, { once: true });
      let failure: APIConnectionError | undefined;
      const started = this.#log && Date.now();
      try {
        init.signal = controller.signal;
        response = await this.#fetch(url, init);
      } catch (err) {
        response = undefined;
        if (signal?.aborted) throw new APIUserAbortError({ cause: err });
        if (err instanceof ContractAnalysisError) throw err;
        failure = controller.signal.aborted
          ? new APIConnectionTimeoutError({ cause: err })
          : new APIConnectionError({ message: `Connection error: ${(err as Error)?.message ?? err}`, cause: err });
      } finally {
        clearTimeout(timer);
      }
      this.#log?.(`${init.method} ${url} attempt ${retry + 1}: ${response ? `${response.status} ${response.headers.get('request-id') ?? ''}` : failure!.message} (${Date.now() - started!} ms)`);
      const last = retry >= maxRetries;
      if (response && (response.ok || last || !(await isRetryable(response)))) break;
      signal?.removeEventListener('abort', onAbort);
      if (last) throw failure!;
      const delay = retryAfterMs(response?.headers) ?? backoffDelay(retry + 1);
      this.#log?.(`retrying in ${Math.round(delay)} ms`);
      await response?.body?.cancel().catch(() => {});
      await this.#sleep(delay, signal);
    }
    sent.response = response;
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      let problem: APIError['error'] = text || undefined;
      try {
        problem = JSON.parse(text);
      } catch {} // not JSON: the text is the error
      const Class = ERRORS[response.status] ?? (response.status >= 500 ? ERRORS[500] : undefined) ?? APIError;
      throw new Class(response.status, problem, undefined, response.headers);
    }
    if (op.accept) return new BinaryResponse(new Uint8Array(await response.arrayBuffer()), response.headers) as T;
    return op.empty || response.status === 204 ? (undefined as T) : await response.json();
  }

  /** @internal An auto-paging list (x-sdk.paginate: cursor). */
  _list<T>(op: Operation, path: string, params: object, options?: RequestOptions): PagePromise<T> {
    return pagePromise<T>((cursor) => this._request<ListPage<T>>(op, path, cursor ? { ...params, starting_after: cursor } : params, options));
  }

  /** @internal Polls `retrieve` until the resource is neither `queued` nor `processing` (x-sdk.respond_async). */
  async _poll<T extends { status?: string }>(first: PromiseLike<T>, retrieve: (current: T) => PromiseLike<T>, options: PollOptions & RequestOptions): Promise<T> {
    let current = await first;
    for (let polls = 0; current.status === 'queued' || current.status === 'processing'; polls++) {
      if (polls >= (options.maxPolls ?? 600)) throw new APIConnectionTimeoutError({ message: `Still ${current.status} after ${polls} polls.` });
      await this.#sleep(options.pollInterval ?? 1000, options.signal);
      current = await retrieve(current);
    }
    return current;
  }

  /** An OAuth access token from the spec's token endpoint, shared by concurrent calls, renewed a minute early. */
  #accessToken(credentials: OAuthCredentials): Promise<string> {
    if (this.#token && Date.now() < this.#tokenRenewAt) return this.#token;
    const basic = toBase64(new TextEncoder().encode(`${encodeURIComponent(credentials.clientId)}:${encodeURIComponent(credentials.clientSecret)}`));
    const params = { grant_type: 'client_credentials', ...(credentials.scope ? { scope: credentials.scope } : {}) };
    this.#tokenRenewAt = Infinity;
    return (this.#token = this._request<{ access_token: string; expires_in: number }>(TOKEN_OPERATION, TOKEN_OPERATION.path, params, { headers: { Authorization: `Basic ${basic}` } }).then(
      (t) => ((this.#tokenRenewAt = Date.now() + t.expires_in * 1000 - Math.min(60_000, t.expires_in * 100)), t.access_token),
      (err) => ((this.#token = undefined), Promise.reject(err)),
    ));
  }
}

/** The base of every generated resource class. */
export abstract class Resource {
  constructor(protected readonly _client: import('./generated/api.js').ContractAnalysis) {}
}
