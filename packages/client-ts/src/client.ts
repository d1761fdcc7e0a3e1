import createClient, { type Client } from 'openapi-fetch';
import { retryingFetch, sleep, type Fetch, type RequestOptions, type RetryConfig } from './core.js';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  ContractAnalysisError,
} from './errors.js';
import type { components, paths } from './generated/schema.js';
import { SPEC_VERSION, VERSION } from './generated/version.js';
import { PagePromise, type ListPage } from './pagination.js';
import { APIPromise, type WithResponse } from './promise.js';
import { encodeDocument, type DocumentInput } from './uploads.js';
import {
  unwrapWebhook,
  verifyWebhook,
  type VerifyOptions,
  type WebhookEvent,
  type WebhookHeaders,
  type WebhookSecret,
} from './webhook-signature.js';

type Schemas = components['schemas'];
export type Contract = Schemas['Contract'];
export type ReviewResult = Schemas['ReviewResult'];
export type Issue = Schemas['Issue'];
export type Answer = Schemas['Answer'];
export type Draft = Schemas['Draft'];
export type Benchmark = Schemas['Benchmark'];
export type BenchmarkList = Schemas['BenchmarkList'];
export type ClauseTypeList = Schemas['ClauseTypeList'];
export type IndustryList = Schemas['IndustryList'];
export type Playbook = Schemas['Playbook'];
export type Webhook = Schemas['Webhook'];
export type DeletedWebhook = Schemas['DeletedWebhook'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type WebhookDeliveryStatus = Schemas['WebhookDeliveryStatus'];
export type DocumentType = Schemas['DocumentType'];
export type EventType = Schemas['EventType'];
export type TokenResponse = Schemas['TokenResponse'];
export type ReviewOptions = Schemas['ReviewOptions'];
export type { WebhookEvent };

export const DEFAULT_BASE_URL = 'https://api.contract-analysis.example/v1';
/**
 * `contract-analysis-node/<version> (spec <spec version>; node <x.y.z>)`: this package's version and the spec's
 * info.version are written into src/generated/version.ts at build time (scripts/spec-version.mjs).
 */
export const USER_AGENT = `contract-analysis-node/${VERSION} (spec ${SPEC_VERSION}${
  typeof process !== 'undefined' && process.versions?.node ? `; node ${process.versions.node}` : ''
})`;

function env(name: string): string | undefined {
  return typeof process !== 'undefined' ? process.env?.[name]?.trim() || undefined : undefined;
}

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
  /** Retries of a failed request (default 2). */
  maxRetries?: number;
  /** Milliseconds before an attempt is abandoned (default 60 000). */
  timeout?: number;
  /** A fetch implementation (default: the global fetch). */
  fetch?: Fetch | typeof globalThis.fetch;
  /**
   * The secret that `webhooks.verify`/`unwrap` use by default, or several during a secret rotation
   * (`[newSecret, previousSecret]`: any of them may match). Default: `CONTRACT_ANALYSIS_WEBHOOK_SECRET`.
   */
  webhookSecret?: WebhookSecret;
  /** Headers sent with every request. */
  defaultHeaders?: Record<string, string>;
  /**
   * Keys are secrets: this client refuses to run in a browser. Set this only if you know the key is
   * not exposed (for example a short-lived, narrowly scoped token).
   */
  dangerouslyAllowBrowser?: boolean;
}

type Init = { fetch: Fetch; headers?: Record<string, string> };
type Result<D> = { data?: D; error?: unknown; response: Response };

/** Fetches OAuth access tokens and renews them before they expire. */
class TokenProvider {
  #token: string | undefined;
  #refreshAt = 0;
  #pending: Promise<string> | undefined;

  constructor(
    private readonly client: ContractAnalysis,
    private readonly credentials: OAuthCredentials,
  ) {}

  async authorization(): Promise<string> {
    if (this.#token && Date.now() < this.#refreshAt) return `Bearer ${this.#token}`;
    this.#pending ??= this.#fetchToken().finally(() => (this.#pending = undefined));
    return `Bearer ${await this.#pending}`;
  }

  async #fetchToken(): Promise<string> {
    const token = await this.client.oauth.createToken(this.credentials);
    const lifetimeMs = token.expires_in * 1000;
    // Renew a minute early, or after 90 % of a shorter lifetime.
    this.#refreshAt = Date.now() + lifetimeMs - Math.min(60_000, lifetimeMs / 10);
    this.#token = token.access_token;
    return token.access_token;
  }
}

/** The Contract Analysis Service API client. Use it on servers only: the key is a secret. */
export class ContractAnalysis {
  readonly baseURL: string;
  readonly maxRetries: number;
  readonly timeout: number;
  readonly webhookSecret: WebhookSecret | undefined;
  /** @internal */
  readonly _api: Client<paths>;
  /** @internal */
  readonly _retry: RetryConfig;

  readonly contracts = new Contracts(this);
  readonly drafts = new Drafts(this);
  readonly benchmarks = new Benchmarks(this);
  readonly playbooks = new Playbooks(this);
  readonly webhooks = new Webhooks(this);
  readonly oauth = new OAuth(this);

  constructor(options: ClientOptions = {}) {
    if (
      !options.dangerouslyAllowBrowser &&
      typeof (globalThis as { window?: unknown }).window !== 'undefined' &&
      typeof (globalThis as { document?: unknown }).document !== 'undefined'
    ) {
      throw new ContractAnalysisError(
        'This client is for servers: running it in a browser would expose your secret key. ' +
          'Call the API from your backend instead (or set dangerouslyAllowBrowser if you understand the risk).',
      );
    }
    const apiKey = options.apiKey ?? (options.oauth ? undefined : env('CONTRACT_ANALYSIS_API_KEY'));
    if (!apiKey && !options.oauth) {
      throw new ContractAnalysisError(
        'No API key: pass { apiKey } or { oauth: { clientId, clientSecret } }, or set CONTRACT_ANALYSIS_API_KEY.',
      );
    }
    this.baseURL = (options.baseURL ?? env('CONTRACT_ANALYSIS_BASE_URL') ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.maxRetries = options.maxRetries ?? 2;
    this.timeout = options.timeout ?? 60_000;
    this.webhookSecret = options.webhookSecret ?? env('CONTRACT_ANALYSIS_WEBHOOK_SECRET');
    const tokens = options.oauth ? new TokenProvider(this, options.oauth) : undefined;
    const bearer = `Bearer ${apiKey}`;
    this._retry = {
      fetch: (options.fetch as Fetch | undefined) ?? ((input, init) => globalThis.fetch(input, init)),
      maxRetries: this.maxRetries,
      timeout: this.timeout,
      userAgent: USER_AGENT,
      authorization: tokens ? () => tokens.authorization() : () => bearer,
    };
    this._api = createClient<paths>({ baseUrl: this.baseURL, headers: options.defaultHeaders });
  }

  /** @internal Runs one openapi-fetch call through the retrying fetch and maps errors. */
  _call<D>(fn: (init: Init) => Promise<Result<D>>, options: RequestOptions = {}): APIPromise<D> {
    return new APIPromise<D>(this.#run(fn, options));
  }

  async #run<D>(fn: (init: Init) => Promise<Result<D>>, options: RequestOptions): Promise<WithResponse<D>> {
    let result: Result<D>;
    try {
      result = await fn({ fetch: retryingFetch(this._retry, options), headers: options.headers });
    } catch (err) {
      if (err instanceof ContractAnalysisError) throw err;
      if (options.signal?.aborted) throw new APIUserAbortError({ cause: err });
      const name = (err as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new APIConnectionTimeoutError({ cause: err });
      throw new APIConnectionError({ message: (err as Error)?.message, cause: err });
    }
    const { data, error, response } = result;
    if (!response.ok) {
      throw APIError.generate(response.status, error as APIError['error'], response.headers);
    }
    return { data: data as D, response, request_id: response.headers.get('request-id') };
  }
}

abstract class Resource {
  constructor(protected readonly _client: ContractAnalysis) {}
  protected get api(): Client<paths> {
    return this._client._api;
  }
}

export interface WaitOptions {
  /** Milliseconds between polls (default 1000). */
  pollInterval?: number;
  /** Give up after this many milliseconds (default 10 minutes). */
  timeout?: number;
  signal?: AbortSignal;
}

async function waitUntilDone<T extends { status: string }>(
  retrieve: () => Promise<T>,
  first: T | undefined,
  options: WaitOptions,
): Promise<T> {
  const deadline = Date.now() + (options.timeout ?? 600_000);
  let current = first ?? (await retrieve());
  while (current.status === 'queued' || current.status === 'processing') {
    if (Date.now() >= deadline) {
      throw new APIConnectionTimeoutError({ message: `Still ${current.status} after waiting; try again later.` });
    }
    await sleep(options.pollInterval ?? 1000, options.signal);
    current = await retrieve();
  }
  return current;
}

export interface ReviewParams extends Omit<Schemas['ReviewRequest'], 'document' | 'document_type'> {
  /** The contract: bytes, a Blob, a readable stream or a file path. It is base64-encoded for you. */
  document: DocumentInput;
  /** The kind of contract (`nda`, `msa`, ...). */
  documentType?: DocumentType;
  /** The same as `documentType`, as the API spells it. */
  document_type?: DocumentType;
  /** Send `Prefer: respond-async`: the answer is 202 with the contract `queued` (see `waitForCompletion`). */
  respondAsync?: boolean;
}

export interface AskParams extends Omit<Schemas['AskRequest'], 'document' | 'document_type'> {
  /** A contract sent inline instead of `contract_id` (bytes, Blob, stream or path). */
  document?: DocumentInput;
  documentType?: DocumentType;
  document_type?: DocumentType;
}

export type DraftParams = Schemas['DraftRequest'] & {
  /** Send `Prefer: respond-async`: the answer is 202 with the draft `queued`. */
  respondAsync?: boolean;
};

export type ListContractsParams = NonNullable<paths['/contracts']['get']['parameters']['query']>;
export type ListPlaybooksParams = NonNullable<paths['/playbooks']['get']['parameters']['query']>;
export type ListWebhooksParams = NonNullable<paths['/webhooks']['get']['parameters']['query']>;
export type ListWebhookDeliveriesParams = NonNullable<paths['/webhooks/{id}/deliveries']['get']['parameters']['query']>;
export type ListBenchmarksParams = NonNullable<paths['/benchmarks']['get']['parameters']['query']>;

export class Contracts extends Resource {
  /**
   * Reviews a contract against its playbook. Returns the Contract: `review.risk_score`,
   * `review.issues`, ... (`queued` and without review when `respondAsync` is set).
   */
  review(params: ReviewParams, options?: RequestOptions): APIPromise<Contract> {
    const { document, documentType, document_type, respondAsync, ...rest } = params;
    return this._client._call(async (init) => {
      const encoded = await encodeDocument(document);
      const type = documentType ?? document_type;
      if (!type) throw new ContractAnalysisError('documentType is required');
      return this.api.POST('/contracts/review', {
        ...init,
        params: { header: respondAsync ? { Prefer: 'respond-async' } : {} },
        body: {
          ...(encoded.filename ? { filename: encoded.filename } : {}),
          ...rest,
          document: encoded.base64,
          document_type: type,
        },
      });
    }, options);
  }

  /** Asks a question about a stored contract (`contract_id`) or an inline `document`. */
  ask(params: AskParams, options?: RequestOptions): APIPromise<Answer> {
    const { document, documentType, document_type, ...rest } = params;
    return this._client._call(async (init) => {
      const body: Schemas['AskRequest'] = { ...rest };
      if (document !== undefined) body.document = (await encodeDocument(document)).base64;
      const type = documentType ?? document_type;
      if (type) body.document_type = type;
      return this.api.POST('/contracts/ask', { ...init, body });
    }, options);
  }

  /** Drafts a clause or a document from a prompt. */
  draft(params: DraftParams, options?: RequestOptions): APIPromise<Draft> {
    const { respondAsync, ...body } = params;
    return this._client._call(
      (init) =>
        this.api.POST('/contracts/draft', {
          ...init,
          params: { header: respondAsync ? { Prefer: 'respond-async' } : {} },
          body,
        }),
      options,
    );
  }

  retrieve(id: string, query?: { include?: 'text' }, options?: RequestOptions): APIPromise<Contract> {
    return this._client._call(
      (init) => this.api.GET('/contracts/{id}', { ...init, params: { path: { id }, query } }),
      options,
    );
  }

  /** Lists contracts. `for await (const c of client.contracts.list())` walks every page. */
  list(params: ListContractsParams = {}, options?: RequestOptions): PagePromise<Contract> {
    return new PagePromise<Contract>(
      (cursor) =>
        this._client._call(
          (init) =>
            this.api.GET('/contracts', {
              ...init,
              params: { query: { ...params, ...(cursor ? { starting_after: cursor } : {}) } },
            }),
          options,
        ) as APIPromise<ListPage<Contract>>,
      params.starting_after,
    );
  }

  /** Polls a contract until it is `completed` or `failed` (after `review({ respondAsync: true })`). */
  waitForCompletion(contract: string | Contract, options: WaitOptions = {}): Promise<Contract> {
    const id = typeof contract === 'string' ? contract : contract.id;
    return waitUntilDone(
      () => this.retrieve(id, undefined, { signal: options.signal }),
      typeof contract === 'string' ? undefined : contract,
      options,
    );
  }
}

export class Drafts extends Resource {
  retrieve(id: string, options?: RequestOptions): APIPromise<Draft> {
    return this._client._call(
      (init) => this.api.GET('/contracts/drafts/{id}', { ...init, params: { path: { id } } }),
      options,
    );
  }

  /** Polls a draft until it is `completed` or `failed`. */
  waitForCompletion(draft: string | Draft, options: WaitOptions = {}): Promise<Draft> {
    const id = typeof draft === 'string' ? draft : draft.id;
    return waitUntilDone(
      () => this.retrieve(id, { signal: options.signal }),
      typeof draft === 'string' ? undefined : draft,
      options,
    );
  }
}

export class Benchmarks extends Resource {
  /** Market figures per clause type and industry. */
  list(params: ListBenchmarksParams = {}, options?: RequestOptions): APIPromise<BenchmarkList> {
    return this._client._call((init) => this.api.GET('/benchmarks', { ...init, params: { query: params } }), options);
  }

  /** The clause types that `list` can be asked about. */
  clauseTypes(options?: RequestOptions): APIPromise<ClauseTypeList> {
    return this._client._call((init) => this.api.GET('/benchmarks/clause-types', init), options);
  }

  /** The industries that `list` can be asked about. */
  industries(options?: RequestOptions): APIPromise<IndustryList> {
    return this._client._call((init) => this.api.GET('/benchmarks/industries', init), options);
  }
}

export class Playbooks extends Resource {
  list(params: ListPlaybooksParams = {}, options?: RequestOptions): PagePromise<Playbook> {
    return new PagePromise<Playbook>(
      (cursor) =>
        this._client._call(
          (init) =>
            this.api.GET('/playbooks', {
              ...init,
              params: { query: { ...params, ...(cursor ? { starting_after: cursor } : {}) } },
            }),
          options,
        ) as APIPromise<ListPage<Playbook>>,
      params.starting_after,
    );
  }

  /** Copies a built-in playbook (`based_on`) with your changes. */
  create(params: Schemas['PlaybookCreateRequest'], options?: RequestOptions): APIPromise<Playbook> {
    return this._client._call((init) => this.api.POST('/playbooks', { ...init, body: params }), options);
  }

  retrieve(id: string, options?: RequestOptions): APIPromise<Playbook> {
    return this._client._call(
      (init) => this.api.GET('/playbooks/{id}', { ...init, params: { path: { id } } }),
      options,
    );
  }

  /** Changes a playbook of yours; its `version` goes up by one. */
  update(id: string, params: Schemas['PlaybookUpdateRequest'], options?: RequestOptions): APIPromise<Playbook> {
    return this._client._call(
      (init) => this.api.PATCH('/playbooks/{id}', { ...init, params: { path: { id } }, body: params }),
      options,
    );
  }
}

export class Webhooks extends Resource {
  /** Registers an endpoint. The answer's `secret` (`whsec_...`) is shown only once: store it. */
  create(params: Schemas['WebhookCreateRequest'], options?: RequestOptions): APIPromise<Webhook> {
    return this._client._call((init) => this.api.POST('/webhooks', { ...init, body: params }), options);
  }

  list(params: ListWebhooksParams = {}, options?: RequestOptions): PagePromise<Webhook> {
    return new PagePromise<Webhook>(
      (cursor) =>
        this._client._call(
          (init) =>
            this.api.GET('/webhooks', {
              ...init,
              params: { query: { ...params, ...(cursor ? { starting_after: cursor } : {}) } },
            }),
          options,
        ) as APIPromise<ListPage<Webhook>>,
      params.starting_after,
    );
  }

  retrieve(id: string, options?: RequestOptions): APIPromise<Webhook> {
    return this._client._call(
      (init) => this.api.GET('/webhooks/{id}', { ...init, params: { path: { id } } }),
      options,
    );
  }

  delete(id: string, options?: RequestOptions): APIPromise<DeletedWebhook> {
    return this._client._call(
      (init) => this.api.DELETE('/webhooks/{id}', { ...init, params: { path: { id } } }),
      options,
    );
  }

  /**
   * Changes the URL, events or description, or turns the webhook back on (`{ status: 'enabled' }`)
   * after it was disabled (see `status` and `disabled_reason`).
   */
  update(id: string, params: Schemas['WebhookUpdateRequest'], options?: RequestOptions): APIPromise<Webhook> {
    return this._client._call(
      (init) => this.api.PATCH('/webhooks/{id}', { ...init, params: { path: { id } }, body: params }),
      options,
    );
  }

  /**
   * Creates a new signing secret and returns the webhook with it in `secret` (shown only here).
   * Until `previous_secret_expires_at` (by default a day; `expire_previous_after_seconds` sets it)
   * deliveries carry a signature from each secret: verify with `[newSecret, previousSecret]` meanwhile.
   */
  rotateSecret(
    id: string,
    params: Schemas['WebhookSecretRotationRequest'] = {},
    options?: RequestOptions,
  ): APIPromise<Webhook> {
    return this._client._call(
      (init) => this.api.POST('/webhooks/{id}/rotate-secret', { ...init, params: { path: { id } }, body: params }),
      options,
    );
  }

  /**
   * Lists the webhook's deliveries, newest first (`status: 'failed'` for the ones that exhausted
   * their retries). `for await (const d of client.webhooks.listDeliveries(id))` walks every page.
   */
  listDeliveries(
    id: string,
    params: ListWebhookDeliveriesParams = {},
    options?: RequestOptions,
  ): PagePromise<WebhookDelivery> {
    return new PagePromise<WebhookDelivery>(
      (cursor) =>
        this._client._call(
          (init) =>
            this.api.GET('/webhooks/{id}/deliveries', {
              ...init,
              params: { path: { id }, query: { ...params, ...(cursor ? { starting_after: cursor } : {}) } },
            }),
          options,
        ) as APIPromise<ListPage<WebhookDelivery>>,
      params.starting_after,
    );
  }

  /**
   * Queues a delivery's event again (202), with a fresh retry schedule and the same `webhook-id`.
   * A disabled webhook must be enabled first (`update`), else ConflictError `webhook_disabled`.
   */
  replayDelivery(id: string, deliveryId: string, options?: RequestOptions): APIPromise<WebhookDelivery> {
    return this._client._call(
      (init) =>
        this.api.POST('/webhooks/{id}/deliveries/{delivery_id}/replay', {
          ...init,
          params: { path: { id, delivery_id: deliveryId } },
        }),
      options,
    );
  }

  /** Sends a sample event of `type` to the endpoint and returns it. */
  test(id: string, params: Schemas['WebhookTestRequest'] = {}, options?: RequestOptions): APIPromise<WebhookEvent> {
    return this._client._call(
      (init) => this.api.POST('/webhooks/{id}/test', { ...init, params: { path: { id } }, body: params }),
      options,
    );
  }

  /**
   * Checks a delivery's Standard Webhooks signature; throws WebhookVerificationError if it is not valid.
   * `secret` (default: the client's `webhookSecret`) may be several secrets during a rotation:
   * `[newSecret, previousSecret]` accepts a delivery signed with either.
   */
  verify(payload: string | Uint8Array, headers: WebhookHeaders, secret?: WebhookSecret, options?: VerifyOptions): void {
    verifyWebhook(payload, headers, this.#secret(secret), options);
  }

  /** Verifies a delivery (see `verify`) and returns its event, typed by `type`. */
  unwrap(
    payload: string | Uint8Array,
    headers: WebhookHeaders,
    secret?: WebhookSecret,
    options?: VerifyOptions,
  ): WebhookEvent {
    return unwrapWebhook(payload, headers, this.#secret(secret), options);
  }

  #secret(secret: WebhookSecret | undefined): WebhookSecret {
    const s = secret ?? this._client.webhookSecret;
    if (!s || (typeof s !== 'string' && s.length === 0)) {
      throw new ContractAnalysisError('No webhook secret: pass it, or set webhookSecret / CONTRACT_ANALYSIS_WEBHOOK_SECRET.');
    }
    return s;
  }
}

export class OAuth extends Resource {
  /** Exchanges client credentials for an access token (the client does this itself with `oauth`). */
  createToken(credentials: OAuthCredentials, options?: RequestOptions): APIPromise<TokenResponse> {
    const basic = Buffer.from(
      `${encodeURIComponent(credentials.clientId)}:${encodeURIComponent(credentials.clientSecret)}`,
    ).toString('base64');
    const body: Schemas['TokenRequest'] = { grant_type: 'client_credentials' };
    if (credentials.scope) body.scope = credentials.scope;
    return this._client._call(
      (init) =>
        this.api.POST('/oauth/token', {
          ...init,
          headers: { ...init.headers, 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Basic ${basic}` },
          body,
          bodySerializer: (b) => new URLSearchParams(b as Record<string, string>).toString(),
        }),
      options,
    );
  }
}
