import { createQuerySerializer } from 'openapi-fetch';
import { send, sleep, type Fetch, type Logger, type RequestOptions, type RetryConfig, type Sleep } from './core.js';
import { APIConnectionTimeoutError, APIError, ContractAnalysisError } from './errors.js';
import { ERRORS } from './generated/errors.js';
import { SPEC_VERSION, TOKEN_PATH, VERSION } from './generated/version.js';
import { PagePromise, type ListPage } from './pagination.js';
import { APIPromise, type WithResponse } from './promise.js';
import { BinaryResponse, encodeDocument, toBase64 } from './uploads.js';
import type { WebhookSecret } from './extensions/webhooks.js';

export const DEFAULT_BASE_URL = 'https://api.contract-analysis.example/v1';
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

export interface ClientOptions {
  /** The secret API key (`cas_live_...`/`cas_test_...`). Default: `process.env.CONTRACT_ANALYSIS_API_KEY`. */
  apiKey?: string;
  /** OAuth 2.0 client credentials, used instead of an API key; tokens are fetched and renewed for you. */
  oauth?: OAuthCredentials;
  /** Default: `process.env.CONTRACT_ANALYSIS_BASE_URL`, else `https://api.contract-analysis.example/v1`. */
  baseURL?: string;
  /** Retries of a failed request (default 2; the policy is spec/contract-tests/vectors.yaml's). */
  maxRetries?: number;
  /** Milliseconds before an attempt is abandoned (default 60 000). */
  timeout?: number;
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

/** What a generated method tells the core about its operation (src/generated/api.ts, OPERATIONS). */
export interface Operation {
  name: string;
  verb: string;
  path: string;
  /** Query parameters and body fields by name; a body is JSON, or a form when `form`. */
  query?: readonly string[];
  fields?: readonly string[];
  form?: boolean;
  /** The body field that holds a base64 document (x-sdk.document). */
  document?: string;
  /** false: sent without the client's credentials (the token endpoint). */
  auth?: boolean;
  /** The media type of a success that is not JSON (a download): answered as a BinaryResponse. */
  accept?: string;
  /** The success has no content. */
  empty?: boolean;
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
  readonly #retry: RetryConfig;
  readonly #headers: Record<string, string>;
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
    this.maxRetries = options.maxRetries ?? 2;
    this.timeout = options.timeout ?? 60_000;
    this.webhookSecret = options.webhookSecret ?? env('CONTRACT_ANALYSIS_WEBHOOK_SECRET');
    const debug = (options.logLevel ?? env('CONTRACT_ANALYSIS_LOG')) === 'debug';
    const logger = options.logger ?? ((line: string) => console.debug(line));
    this.#retry = {
      fetch: options.fetch ?? ((url, init) => fetch(url, init)),
      maxRetries: this.maxRetries,
      timeout: this.timeout,
      sleep: options.sleep ?? sleep,
      log: debug ? (line) => logger(`[contract-analysis] ${line}`) : undefined,
    };
    this.#headers = { 'User-Agent': USER_AGENT, ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}), ...options.defaultHeaders };
  }

  /** A copy of this client with some options changed: `client.withOptions({ timeout: 5_000 })`. */
  withOptions(options: ClientOptions): this {
    return new (this.constructor as new (o: ClientOptions) => this)({ ...this.#options, ...options });
  }

  /** @internal Sends one operation and returns its data with the raw response; used by the generated methods. */
  _request<T>(op: Operation, path: Record<string, string | number>, params?: object, options: RequestOptions = {}): APIPromise<T> {
    return new APIPromise<T>(this.#send(op, path, (params ?? {}) as Record<string, unknown>, options));
  }

  async #send<T>(op: Operation, path: Record<string, string | number>, params: Record<string, unknown>, options: RequestOptions): Promise<WithResponse<T>> {
    const query: Record<string, unknown> = {};
    const body: Record<string, unknown> = {};
    const headers: Record<string, string> = { ...this.#headers, Accept: `${op.accept ?? 'application/json'}, application/problem+json` };
    for (const [key, value] of Object.entries(params)) {
      if (key === 'respondAsync') value && (headers.Prefer = 'respond-async');
      else if (op.query?.includes(key)) query[key] = value;
      else if (op.fields?.includes(key)) body[key] = value;
      else throw new TypeError(`${op.name}: unknown parameter "${key}" (it takes ${[...(op.query ?? []), ...(op.fields ?? [])].join(', ') || 'none'})`);
    }
    if (op.document && body[op.document] !== undefined) {
      const doc = await encodeDocument(body[op.document] as never); // a caller's error (no such file) is thrown as is
      body[op.document] = doc.base64;
      if (doc.filename && op.fields?.includes('filename')) body.filename ??= doc.filename;
    }
    if (op.auth === false) delete headers.Authorization;
    else if (this.#options.oauth) headers.Authorization = `Bearer ${await this.#accessToken(this.#options.oauth)}`;
    if (op.verb === 'POST' || op.verb === 'PATCH') headers['Idempotency-Key'] = options.idempotencyKey ?? crypto.randomUUID();
    let payload: string | undefined;
    if (op.fields) {
      headers['Content-Type'] = op.form ? 'application/x-www-form-urlencoded' : 'application/json';
      payload = op.form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
    }
    Object.assign(headers, options.headers);
    const search = querySerializer(query);
    const url = `${this.baseURL}${op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(path[name])))}${search ? `?${search}` : ''}`;
    const response = await send(this.#retry, url, { method: op.verb, headers, body: payload }, options);
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      let problem: APIError['error'] = text || undefined;
      try {
        problem = JSON.parse(text);
      } catch {} // not JSON: the text is the error
      const Class = ERRORS[response.status] ?? (response.status >= 500 ? ERRORS[500] : undefined) ?? APIError;
      throw new Class(response.status, problem, undefined, response.headers);
    }
    const data = op.accept
      ? new BinaryResponse(new Uint8Array(await response.arrayBuffer()), response.headers)
      : op.empty || response.status === 204 ? undefined : await response.json();
    return { data: data as T, response, request_id: response.headers.get('request-id') };
  }

  /** @internal An auto-paging list (x-sdk.paginate: cursor). */
  _list<T>(op: Operation, path: Record<string, string | number>, params: object, options?: RequestOptions): PagePromise<T> {
    return new PagePromise<T>((cursor) => this._request<ListPage<T>>(op, path, cursor ? { ...params, starting_after: cursor } : params, options));
  }

  /** @internal Polls `retrieve` until the resource is neither `queued` nor `processing` (x-sdk.respond_async). */
  async _poll<T extends { status?: string }>(first: PromiseLike<T>, retrieve: (current: T) => PromiseLike<T>, options: PollOptions & RequestOptions): Promise<T> {
    let current = await first;
    for (let polls = 0; current.status === 'queued' || current.status === 'processing'; polls++) {
      if (polls >= (options.maxPolls ?? 600)) throw new APIConnectionTimeoutError({ message: `Still ${current.status} after ${polls} polls.` });
      await this.#retry.sleep(options.pollInterval ?? 1000, options.signal);
      current = await retrieve(current);
    }
    return current;
  }

  /** An OAuth access token from the spec's token endpoint, shared by concurrent calls, renewed a minute early. */
  #accessToken(credentials: OAuthCredentials): Promise<string> {
    if (this.#token && Date.now() < this.#tokenRenewAt) return this.#token;
    const basic = toBase64(new TextEncoder().encode(`${encodeURIComponent(credentials.clientId)}:${encodeURIComponent(credentials.clientSecret)}`));
    const op: Operation = { name: 'oauth token', verb: 'POST', path: TOKEN_PATH, fields: ['grant_type', 'scope'], form: true, auth: false };
    const params = { grant_type: 'client_credentials', ...(credentials.scope ? { scope: credentials.scope } : {}) };
    this.#tokenRenewAt = Infinity;
    return (this.#token = this._request<{ access_token: string; expires_in: number }>(op, {}, params, { headers: { Authorization: `Basic ${basic}` } }).then(
      (t) => ((this.#tokenRenewAt = Date.now() + t.expires_in * 1000 - Math.min(60_000, t.expires_in * 100)), t.access_token),
      (err) => ((this.#token = undefined), Promise.reject(err)),
    ));
  }
}

/** The base of every generated resource class. */
export abstract class Resource {
  constructor(protected readonly _client: import('./generated/api.js').ContractAnalysis) {}
}
