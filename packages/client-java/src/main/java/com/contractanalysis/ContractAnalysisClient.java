package com.contractanalysis;

import com.contractanalysis.generated.ApiResponse;
import com.contractanalysis.generated.api.BenchmarksApi;
import com.contractanalysis.generated.api.ContractsApi;
import com.contractanalysis.generated.api.DraftsApi;
import com.contractanalysis.generated.api.OAuthApi;
import com.contractanalysis.generated.api.PlaybooksApi;
import com.contractanalysis.generated.api.WebhooksApi;
import com.contractanalysis.generated.model.Answer;
import com.contractanalysis.generated.model.AskRequest;
import com.contractanalysis.generated.model.BenchmarkList;
import com.contractanalysis.generated.model.ClauseTypeList;
import com.contractanalysis.generated.model.Contract;
import com.contractanalysis.generated.model.ContractList;
import com.contractanalysis.generated.model.ContractStatus;
import com.contractanalysis.generated.model.DeletedWebhook;
import com.contractanalysis.generated.model.DocumentType;
import com.contractanalysis.generated.model.Draft;
import com.contractanalysis.generated.model.DraftRequest;
import com.contractanalysis.generated.model.EventType;
import com.contractanalysis.generated.model.IndustryList;
import com.contractanalysis.generated.model.Playbook;
import com.contractanalysis.generated.model.PlaybookCreateRequest;
import com.contractanalysis.generated.model.PlaybookList;
import com.contractanalysis.generated.model.PlaybookUpdateRequest;
import com.contractanalysis.generated.model.ReviewOptions;
import com.contractanalysis.generated.model.ReviewRequest;
import com.contractanalysis.generated.model.TokenResponse;
import com.contractanalysis.generated.model.WebhookCreateRequest;
import com.contractanalysis.generated.model.WebhookDelivery;
import com.contractanalysis.generated.model.WebhookDeliveryList;
import com.contractanalysis.generated.model.WebhookDeliveryStatus;
import com.contractanalysis.generated.model.WebhookList;
import com.contractanalysis.generated.model.WebhookSecretRotationRequest;
import com.contractanalysis.generated.model.WebhookTestRequest;
import com.contractanalysis.generated.model.WebhookUpdateRequest;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * The Contract Analysis client.
 *
 * <pre>{@code
 * ContractAnalysisClient client = ContractAnalysisClient.builder().apiKey(System.getenv("CONTRACT_ANALYSIS_API_KEY")).build();
 * Review review = client.contracts().review(ReviewParams.builder().file(Path.of("nda.pdf")).documentType("nda").build());
 * System.out.println(review.riskScore() + " " + review.issues().size());
 * }</pre>
 *
 * Failed requests are retried {@code maxRetries} times (connection errors, 408, 409 except idempotency_conflict,
 * 429, 5xx) with exponential backoff and jitter, honouring Retry-After; a POST or PATCH keeps one Idempotency-Key
 * across its retries.
 */
public final class ContractAnalysisClient {
  /** This client's version (the Maven artifact's; written at build time from packages/client-java/package.json). */
  public static final String VERSION = com.contractanalysis.generated.BuildInfo.VERSION;
  /** info.version of the OpenAPI document this client was generated from (taken from the bundle at build time). */
  public static final String SPEC_VERSION = com.contractanalysis.generated.BuildInfo.SPEC_VERSION;
  /** What every request sends as User-Agent: {@code contract-analysis-java/<version> (spec <spec version>; java <version>)}. */
  public static final String USER_AGENT =
      "contract-analysis-java/" + VERSION + " (spec " + SPEC_VERSION + "; java " + System.getProperty("java.version") + ")";
  public static final String DEFAULT_BASE_URL = "https://api.contract-analysis.example/v1";

  private final Transport transport;
  private final Contracts contracts;
  private final Drafts drafts;
  private final Benchmarks benchmarks;
  private final Playbooks playbooks;
  private final Webhooks webhooks;
  private final OAuth oauth;

  private ContractAnalysisClient(Builder b) {
    this.transport = new Transport(b);
    this.contracts = new Contracts(transport);
    this.drafts = new Drafts(transport);
    this.benchmarks = new Benchmarks(transport);
    this.playbooks = new Playbooks(transport);
    this.webhooks = new Webhooks(transport);
    this.oauth = new OAuth(transport);
  }

  public static Builder builder() { return new Builder(); }

  public Contracts contracts() { return contracts; }

  public Drafts drafts() { return drafts; }

  public Benchmarks benchmarks() { return benchmarks; }

  public Playbooks playbooks() { return playbooks; }

  public Webhooks webhooks() { return webhooks; }

  public OAuth oauth() { return oauth; }

  public static final class Builder {
    String apiKey;
    String clientId;
    String clientSecret;
    String scope;
    String baseUrl = System.getenv().getOrDefault("CONTRACT_ANALYSIS_BASE_URL", DEFAULT_BASE_URL);
    Duration timeout = Duration.ofSeconds(60);
    int maxRetries = 2;
    Duration retryBaseDelay = Duration.ofMillis(500);
    final Map<String, String> defaultHeaders = new LinkedHashMap<>();

    /** The API key; without one, CONTRACT_ANALYSIS_API_KEY is read. */
    public Builder apiKey(String apiKey) { this.apiKey = apiKey; return this; }

    /** OAuth client credentials instead of a key: a token is fetched from POST /oauth/token and renewed. */
    public Builder clientCredentials(String clientId, String clientSecret, String scope) {
      this.clientId = clientId;
      this.clientSecret = clientSecret;
      this.scope = scope;
      return this;
    }

    public Builder baseUrl(String baseUrl) { this.baseUrl = baseUrl; return this; }

    public Builder timeout(Duration timeout) { this.timeout = timeout; return this; }

    public Builder maxRetries(int maxRetries) { this.maxRetries = maxRetries; return this; }

    public Builder retryBaseDelay(Duration delay) { this.retryBaseDelay = delay; return this; }

    public Builder defaultHeader(String name, String value) { defaultHeaders.put(name, value); return this; }

    public ContractAnalysisClient build() { return new ContractAnalysisClient(this); }
  }

  private static String requestId(ApiResponse<?> r) {
    if (r.getHeaders() == null) return null;
    for (Map.Entry<String, List<String>> e : r.getHeaders().entrySet()) {
      if (e.getKey() != null && e.getKey().equalsIgnoreCase("request-id") && !e.getValue().isEmpty()) return e.getValue().get(0);
    }
    return null;
  }

  private static RequestOptions orNone(RequestOptions o) { return o == null ? RequestOptions.NONE : o; }

  public static final class Contracts {
    private final Transport t;
    private final ContractsApi api;
    private final DraftsApi drafts;

    Contracts(Transport t) {
      this.t = t;
      this.api = new ContractsApi(t.apiClient);
      this.drafts = new DraftsApi(t.apiClient);
    }

    public Review review(ReviewParams params) { return review(params, null); }

    /** Reviews a contract; the document is base64-encoded here (format: byte is byte[] in the generated model). */
    public Review review(ReviewParams p, RequestOptions options) {
      Transport.Options o = orNone(options).toOptions(true);
      ReviewRequest request = new ReviewRequest().document(p.document).documentType(DocumentType.fromValue(p.documentType))
          .filename(p.filename).metadata(p.metadata);
      if (p.riskScoring != null || p.suggestRedlines != null || p.playbookId != null) {
        ReviewOptions ro = new ReviewOptions();
        if (p.riskScoring != null) ro.riskScoring(p.riskScoring);
        if (p.suggestRedlines != null) ro.suggestRedlines(p.suggestRedlines);
        ro.playbookId(p.playbookId);
        request.options(ro);
      }
      String prefer = t.prefer(p.respondAsync ? "respond-async" : null, o.extraHeaders);
      ApiResponse<Contract> r = t.call(h -> {
        if (prefer != null) h.remove("Prefer");
        return api.reviewContractWithHttpInfo(request, o.idempotencyKey, prefer, h);
      }, o);
      return new Review(r.getData(), r.getStatusCode(), requestId(r));
    }

    public Contract retrieve(String id) { return retrieve(id, false, null); }

    public Contract retrieve(String id, boolean includeText, RequestOptions options) {
      return t.call(h -> api.retrieveContractWithHttpInfo(id, includeText ? "text" : null, h), orNone(options).headers).getData();
    }

    public Page<Contract> list() { return list(null, null, null, null, null); }

    public Page<Contract> list(Integer limit, String startingAfter, String status, String documentType, RequestOptions options) {
      ContractStatus s = status == null ? null : ContractStatus.fromValue(status);
      DocumentType d = documentType == null ? null : DocumentType.fromValue(documentType);
      return fetch(limit, startingAfter, s, d, orNone(options));
    }

    private Page<Contract> fetch(Integer limit, String cursor, ContractStatus s, DocumentType d, RequestOptions o) {
      ContractList l = t.call(h -> api.listContractsWithHttpInfo(limit, cursor, s, d, h), o.headers).getData();
      return new Page<>(l.getData(), l.getHasMore(), l.getNextCursor(), next -> fetch(limit, next, s, d, o));
    }

    /** Asks about a stored contract. */
    public Answer ask(String contractId, String question, RequestOptions options) {
      return ask(new AskRequest().contractId(contractId).question(question), options);
    }

    /** Asks about a document given here (not stored). */
    public Answer ask(byte[] document, String documentType, String question, RequestOptions options) {
      return ask(new AskRequest().document(document).documentType(DocumentType.fromValue(documentType)).question(question), options);
    }

    private Answer ask(AskRequest request, RequestOptions options) {
      Transport.Options o = orNone(options).toOptions(true);
      return t.call(h -> api.askContractWithHttpInfo(request, o.idempotencyKey, h), o).getData();
    }

    /** Drafts a clause or a document; {@code request} is the generated DraftRequest. */
    public Draft draft(DraftRequest request, boolean respondAsync, RequestOptions options) {
      Transport.Options o = orNone(options).toOptions(true);
      String prefer = t.prefer(respondAsync ? "respond-async" : null, o.extraHeaders);
      return t.call(h -> {
        if (prefer != null) h.remove("Prefer");
        return drafts.draftContractWithHttpInfo(request, o.idempotencyKey, prefer, h);
      }, o).getData();
    }

    public Draft draft(String prompt, String kind, String documentType, RequestOptions options) {
      DraftRequest r = new DraftRequest().prompt(prompt).kind(DraftRequest.KindEnum.fromValue(kind));
      if (documentType != null) r.documentType(DocumentType.fromValue(documentType));
      return draft(r, false, options);
    }
  }

  public static final class Drafts {
    private final Transport t;
    private final DraftsApi api;

    Drafts(Transport t) {
      this.t = t;
      this.api = new DraftsApi(t.apiClient);
    }

    public Draft retrieve(String id) { return retrieve(id, null); }

    public Draft retrieve(String id, RequestOptions options) {
      return t.call(h -> api.retrieveDraftWithHttpInfo(id, h), orNone(options).headers).getData();
    }
  }

  public static final class Benchmarks {
    private final Transport t;
    private final BenchmarksApi api;

    Benchmarks(Transport t) {
      this.t = t;
      this.api = new BenchmarksApi(t.apiClient);
    }

    public BenchmarkList list(List<String> clauseTypes, List<String> industries, RequestOptions options) {
      return t.call(h -> api.listBenchmarksWithHttpInfo(clauseTypes, industries, h), orNone(options).headers).getData();
    }

    public ClauseTypeList clauseTypes(RequestOptions options) {
      return t.call(h -> api.listBenchmarkClauseTypesWithHttpInfo(h), orNone(options).headers).getData();
    }

    public IndustryList industries(RequestOptions options) {
      return t.call(h -> api.listBenchmarkIndustriesWithHttpInfo(h), orNone(options).headers).getData();
    }
  }

  public static final class Playbooks {
    private final Transport t;
    private final PlaybooksApi api;

    Playbooks(Transport t) {
      this.t = t;
      this.api = new PlaybooksApi(t.apiClient);
    }

    public Page<Playbook> list(Integer limit, String startingAfter, RequestOptions options) {
      return fetch(limit, startingAfter, orNone(options));
    }

    private Page<Playbook> fetch(Integer limit, String cursor, RequestOptions o) {
      PlaybookList l = t.call(h -> api.listPlaybooksWithHttpInfo(limit, cursor, null, h), o.headers).getData();
      return new Page<>(l.getData(), l.getHasMore(), l.getNextCursor(), next -> fetch(limit, next, o));
    }

    public Playbook retrieve(String id, RequestOptions options) {
      return t.call(h -> api.retrievePlaybookWithHttpInfo(id, h), orNone(options).headers).getData();
    }

    public Playbook create(PlaybookCreateRequest request, RequestOptions options) {
      Transport.Options o = orNone(options).toOptions(true);
      return t.call(h -> api.createPlaybookWithHttpInfo(request, o.idempotencyKey, h), o).getData();
    }

    public Playbook update(String id, PlaybookUpdateRequest request, RequestOptions options) {
      Transport.Options o = orNone(options).toOptions(true);
      return t.call(h -> api.updatePlaybookWithHttpInfo(id, request, o.idempotencyKey, h), o).getData();
    }
  }

  public static final class Webhooks {
    private final Transport t;
    private final WebhooksApi api;

    Webhooks(Transport t) {
      this.t = t;
      this.api = new WebhooksApi(t.apiClient);
    }

    public com.contractanalysis.generated.model.Webhook create(String url, List<String> events, String description, RequestOptions options) {
      LinkedHashSet<EventType> types = new LinkedHashSet<>();
      for (String e : events) types.add(EventType.fromValue(e));
      WebhookCreateRequest request = new WebhookCreateRequest().url(java.net.URI.create(url)).events(types).description(description);
      Transport.Options o = orNone(options).toOptions(true);
      return t.call(h -> api.createWebhookWithHttpInfo(request, o.idempotencyKey, h), o).getData();
    }

    public Page<com.contractanalysis.generated.model.Webhook> list(Integer limit, String startingAfter, RequestOptions options) {
      return fetch(limit, startingAfter, orNone(options));
    }

    private Page<com.contractanalysis.generated.model.Webhook> fetch(Integer limit, String cursor, RequestOptions o) {
      WebhookList l = t.call(h -> api.listWebhooksWithHttpInfo(limit, cursor, h), o.headers).getData();
      return new Page<>(l.getData(), l.getHasMore(), l.getNextCursor(), next -> fetch(limit, next, o));
    }

    public com.contractanalysis.generated.model.Webhook retrieve(String id, RequestOptions options) {
      return t.call(h -> api.retrieveWebhookWithHttpInfo(id, h), orNone(options).headers).getData();
    }

    public DeletedWebhook delete(String id, RequestOptions options) {
      return t.call(h -> api.deleteWebhookWithHttpInfo(id, h), orNone(options).headers).getData();
    }

    /**
     * Changes a webhook's URL, events or description, or its status: {@code status(ENABLED)} turns a disabled webhook
     * back on (see {@code getDisabledReason()}), {@code DISABLED} pauses it. Fields left null keep their value, and so
     * do the events when the set is empty (the generated model starts with an empty set; a webhook needs one event).
     */
    public com.contractanalysis.generated.model.Webhook update(String id, WebhookUpdateRequest request, RequestOptions options) {
      Transport.Options o = orNone(options).toOptions(true);
      // Otherwise the empty set would be sent as "events": [], which the spec refuses (minItems 1).
      if (request != null && request.getEvents() != null && request.getEvents().isEmpty()) request.setEvents(null);
      return t.call(h -> api.updateWebhookWithHttpInfo(id, request, o.idempotencyKey, h), o).getData();
    }

    /**
     * Makes a new signing secret; the result's {@code getSecret()} is shown only here. Until its
     * {@code getPreviousSecretExpiresAt()} ({@code expirePreviousAfter} from now; null for the default of a day, zero
     * to retire the previous secret at once), deliveries carry a signature per secret: verify with both meanwhile,
     * {@code new Webhook(List.of(newSecret, oldSecret))}.
     */
    public com.contractanalysis.generated.model.Webhook rotateSecret(String id, Duration expirePreviousAfter, RequestOptions options) {
      Transport.Options o = orNone(options).toOptions(true);
      // Always a JSON object (the generated model fills in the spec's default, 86400), never the JSON null that the
      // generated code writes for a null body.
      WebhookSecretRotationRequest request = new WebhookSecretRotationRequest();
      if (expirePreviousAfter != null) request.expirePreviousAfterSeconds(Math.toIntExact(expirePreviousAfter.getSeconds()));
      return t.call(h -> api.rotateWebhookSecretWithHttpInfo(id, o.idempotencyKey, request, h), o).getData();
    }

    public com.contractanalysis.generated.model.Webhook rotateSecret(String id, RequestOptions options) {
      return rotateSecret(id, null, options);
    }

    /**
     * A page of the webhook's deliveries, newest first; {@code status} ("pending", "succeeded", "failed") filters them.
     * Iterating the page walks every page.
     */
    public Page<WebhookDelivery> listDeliveries(String id, Integer limit, String startingAfter, String status, RequestOptions options) {
      WebhookDeliveryStatus s = status == null ? null : WebhookDeliveryStatus.fromValue(status);
      return fetchDeliveries(id, limit, startingAfter, s, orNone(options));
    }

    private Page<WebhookDelivery> fetchDeliveries(String id, Integer limit, String cursor, WebhookDeliveryStatus s, RequestOptions o) {
      WebhookDeliveryList l = t.call(h -> api.listWebhookDeliveriesWithHttpInfo(id, limit, cursor, s, h), o.headers).getData();
      return new Page<>(l.getData(), l.getHasMore(), l.getNextCursor(), next -> fetchDeliveries(id, limit, next, s, o));
    }

    /**
     * Queues a delivery again (202) with a fresh retry schedule and the same {@code webhook-id}. A disabled webhook
     * answers 409 {@code webhook_disabled} ({@link com.contractanalysis.errors.ConflictException}): enable it first.
     */
    public WebhookDelivery replayDelivery(String id, String deliveryId, RequestOptions options) {
      Transport.Options o = orNone(options).toOptions(true);
      return t.call(h -> api.replayWebhookDeliveryWithHttpInfo(id, deliveryId, o.idempotencyKey, h), o).getData();
    }

    /** Sends a test event; returns it typed by its {@code type} (ContractReviewCompletedEvent, ...). */
    public Object test(String id, String type, RequestOptions options) {
      Transport.Options o = orNone(options).toOptions(true);
      // {} without a type: the generated code would send the JSON null for a null body, which is not an object.
      WebhookTestRequest request = type == null ? new WebhookTestRequest() : new WebhookTestRequest().type(EventType.fromValue(type));
      return t.call(h -> api.testWebhookWithHttpInfo(id, o.idempotencyKey, request, h), o).getData().getActualInstance();
    }

    /** Verifies a delivery with the endpoint's secret and returns its typed event. */
    public Object unwrap(String payload, Map<String, String> headers, String secret) {
      return new Webhook(secret).unwrap(payload, headers);
    }

    /**
     * Verifies a delivery with any of several secrets (the new and the previous one during a rotation) and returns
     * its typed event.
     */
    public Object unwrap(String payload, Map<String, String> headers, List<String> secrets) {
      return new Webhook(secrets).unwrap(payload, headers);
    }
  }

  public static final class OAuth {
    private final Transport t;
    private final OAuthApi api;

    OAuth(Transport t) {
      this.t = t;
      this.api = new OAuthApi(t.apiClient);
    }

    /** Exchanges client credentials for a token (the client does this itself when built with them). */
    public TokenResponse createToken(String clientId, String clientSecret, String scope, RequestOptions options) {
      Transport.Options o = new Transport.Options();
      o.authenticated = false;
      o.extraHeaders = orNone(options).headers;
      return t.call(h -> api.createTokenWithHttpInfo("client_credentials", clientId, clientSecret, scope, h), o).getData();
    }
  }
}
