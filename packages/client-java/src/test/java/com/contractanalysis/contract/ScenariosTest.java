package com.contractanalysis.contract;

import static org.junit.jupiter.api.Assertions.*;

import com.contractanalysis.*;
import com.contractanalysis.errors.*;
import com.contractanalysis.generated.model.*;
import java.lang.reflect.Method;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.function.Executable;

/**
 * The shared scenarios (spec/contract-tests/scenarios.yaml), one test per scenario id (in its display name), against
 * Prism or, through {@code prism proxy}, the real server, run by the harness:
 * node ../../tools/contract-tests/run.mjs @contract-analysis/client-java [--target proxy].
 *
 * <p>Against the mock, {@code prefer} goes to Prism as the Prefer header to choose the response. Against the real server
 * (proxy) the key comes from CONTRACT_ANALYSIS_TEST_API_KEY, the selector is not sent, errors are provoked by a real bad
 * request, and a scenario that changes an object (delete, replay, rotate, ...) makes its own object first, so that the
 * suite neither depends on nor spoils the server's fixtures (the spec's example ids, seeded by
 * packages/server/test/conformance/fixtures.mjs). Scenarios whose error cannot be provoked against a real server from
 * here run against the mock only ({@link #MOCK_ONLY}, with the reason).
 */
@EnabledIfEnvironmentVariable(named = "CONTRACT_TEST_BASE_URL", matches = ".+")
class ScenariosTest {
  static final byte[] NDA = "MUTUAL NONDISCLOSURE AGREEMENT\n\nThis Agreement is between Northwind Analytics, Inc. and Bluefin Robotics Ltd.\n"
      .getBytes(StandardCharsets.UTF_8);

  static final boolean PROXY = "proxy".equals(System.getenv("CONTRACT_TEST_TARGET"));
  static final String API_KEY = System.getenv().getOrDefault("CONTRACT_ANALYSIS_TEST_API_KEY", "cas_test_contract_suite");
  static final String INVALID_KEY = "cas_test_not_a_valid_key";
  // The spec's example ids: any id works against Prism; the server's conformance run seeds objects with these ids.
  static final String CONTRACT = "ctr_4mT9qWzL2bXe7RkN", DRAFT = "drf_7hQ2nVx9LcPa3ZkM", PLAYBOOK = "pbk_2Xc8Vn4MqL7tRw9K";
  static final String WEBHOOK = "whk_2sLq8Rt4VbNm6YcX", DELIVERY = "dlv_5Rk2Wm9QxT4nLb7C";
  static final String OAUTH_CLIENT = "cli_9Qw2Er5TyU8iOp3A", OAUTH_SECRET = "cas_secret_example";

  /** Error scenarios that choose their answer with Prism's selector and have no real provocation here (as TypeScript's mockOnly). */
  static final Map<String, String> MOCK_ONLY = Map.of(
      "reviewContract.too_large", "Prism's proxy refuses a body over 10 MB itself (not as problem+json), before the server",
      "listContracts.rate_limited", "the conformance server's rate limit is raised for Schemathesis",
      "downloadContract.conflict", "the server's worker may complete a queued review before the download: no fixed answer",
      "retrieveContract.server_error", "a healthy server has no request that answers 500");

  /** A PDF cut off before its end-of-file marker: the server cannot read it (422 corrupt_document). */
  static final byte[] TRUNCATED_PDF = "%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages"
      .getBytes(StandardCharsets.ISO_8859_1);

  /** Against the server, a key of the suite's own with only benchmarks:read (for the 403 scenarios). */
  static String restrictedKey() {
    if (!PROXY) return API_KEY;
    return client().apiKeys().create(ApiKeys.CreateParams.builder().name("benchmarks only").scopes(Set.of(ApiKeyScope.BENCHMARKS_READ)).build()).getSecret();
  }

  @BeforeEach
  void mockOnly(TestInfo info) {
    String why = MOCK_ONLY.get(info.getDisplayName());
    Assumptions.assumeFalse(PROXY && why != null, () -> "against the mock only: " + why);
  }

  static ContractAnalysisClient client() { return client(null); }

  /** A client of the suite; {@code prefer} is Prism's selector, sent to the mock only. */
  static ContractAnalysisClient client(String prefer) { return client(prefer, API_KEY); }

  static ContractAnalysisClient client(String prefer, String apiKey) {
    ContractAnalysisClient.Builder b = ContractAnalysisClient.builder().apiKey(apiKey)
        // The time-out only guards against a hang (300 s, the server tests' guard): load must not fail a scenario.
        .baseUrl(System.getenv("CONTRACT_TEST_BASE_URL")).maxRetries(0).timeout(Duration.ofSeconds(300));
    if (prefer != null && !PROXY) b.defaultHeader("Prefer", prefer);
    return b.build();
  }

  /** The example webhook against Prism; against the server, a webhook of the scenario's own. */
  static String aWebhook() {
    if (!PROXY) return WEBHOOK;
    return client().webhooks().create(Webhooks.CreateParams.builder().url(URI.create("https://hooks.northwind.example/contract-analysis"))
        .events(Set.of(EventType.CONTRACT_REVIEW_COMPLETED)).build()).getId();
  }

  /** The example delivery against Prism; against the server, the delivery of a test event sent to the webhook. */
  static String aDelivery(String webhookId) {
    if (!PROXY) return DELIVERY;
    Event event = client().webhooks().test(Webhooks.TestParams.builder().id(webhookId).type(EventType.CONTRACT_REVIEW_COMPLETED).build());
    String eventId = event.getContractReviewCompletedEvent().getId();
    for (WebhookDelivery d : client().webhooks().listDeliveries(Webhooks.ListDeliveriesParams.builder().id(webhookId).build())) {
      if (eventId.equals(d.getEventId())) return d.getId();
    }
    throw new AssertionError("no delivery of " + eventId + " listed for " + webhookId);
  }

  static <T extends ApiException> T expectError(Class<T> cls, int status, Executable call) {
    T e = assertThrows(cls, call);
    assertEquals(status, e.status());
    assertNotNull(e.problem());
    assertEquals(status, e.problem().get("status").asInt());
    assertNotNull(e.requestId());
    return e;
  }

  static Contracts.ReviewParams nda() { return Contracts.ReviewParams.builder().document(NDA).documentType(DocumentType.NDA).filename("nda.txt").build(); }

  // Contracts

  @Test @DisplayName("reviewContract.created")
  void reviewCreated() {
    // example=completed picks the spec's named example (Prism's default is the schema's, with review null).
    RawResponse<Contract> raw = client("example=completed").contracts().withRawResponse().review(nda());
    assertEquals(201, raw.statusCode());
    assertNotNull(raw.requestId());
    Contract r = raw.data();
    assertTrue(r.getId().startsWith("ctr_"));
    double risk = r.getReview().getRiskScore().doubleValue();
    assertTrue(risk >= 0 && risk <= 100);
    assertNotNull(r.getReview().getIssues());
    r.getReview().getIssues().forEach(i -> assertNotNull(i.getTitle()));
    // the key terms carry how terms without a value are stated (none in this NDA) and whose notice it is (none)
    assertNotNull(r.getKeyTerms().getSources());
    assertNull(r.getKeyTerms().getSources().getGoverningLaw());
    assertNull(r.getKeyTerms().getNoticePeriodGivenBy());
    // how the term ends is one of the spec's kinds (fixed in the example; this NDA states no term), with no renewal
    assertTrue(List.of(TermKind.FIXED, TermKind.NOT_STATED).contains(r.getKeyTerms().getTermKind()));
    assertNull(r.getKeyTerms().getRenewalTerm());
  }

  @Test @DisplayName("reviewContract.async")
  void reviewAsync() {
    RawResponse<Contract> r = client("code=202, example=queued").contracts().withRawResponse().review(nda().toBuilder().respondAsync(true).build());
    assertEquals(202, r.statusCode());
    assertEquals(ContractStatus.QUEUED, r.data().getStatus());
    assertNull(r.data().getReview());
  }

  @Test @DisplayName("reviewContract.unprocessable")
  void reviewUnprocessable() {
    // Against the server: a PDF cut off before its end-of-file marker. (An unknown document_type would be refused by
    // Prism's own request validation before it reached the server.)
    Contracts.ReviewParams pdf = nda().toBuilder().document(TRUNCATED_PDF).filename("contract.pdf").build();
    UnprocessableEntityException e = expectError(UnprocessableEntityException.class, 422, () -> client("code=422").contracts().review(pdf));
    if (PROXY) assertEquals("corrupt_document", e.code());
  }

  @Test @DisplayName("reviewContract.too_large")
  void reviewTooLarge() { expectError(ApiException.class, 413, () -> client("code=413").contracts().review(nda())); }

  @Test @DisplayName("reviewContract.unauthorized")
  void reviewUnauthorized() { expectError(AuthenticationException.class, 401, () -> client("code=401", INVALID_KEY).contracts().review(nda())); }

  @Test @DisplayName("askContract.ok")
  void askOk() {
    Answer a = client().contracts().ask(Contracts.AskParams.builder().contractId(CONTRACT).question("How long do the obligations last?").build());
    assertTrue(a.getId().startsWith("ans_"));
    List<Double> scores = new ArrayList<>();
    a.getCitations().forEach(c -> scores.add(c.getScore().doubleValue()));
    for (int i = 1; i < scores.size(); i++) assertTrue(scores.get(i - 1) >= scores.get(i));
  }

  @Test @DisplayName("askContract.not_found")
  void askNotFound() { expectError(NotFoundException.class, 404, () -> client("code=404").contracts().ask(Contracts.AskParams.builder().contractId("ctr_missing").question("Term?").build())); }

  @Test @DisplayName("draftContract.created")
  void draftCreated() {
    Draft d = client().contracts().draft(Contracts.DraftParams.builder().prompt("A mutual NDA under Delaware law").kind(DraftRequestKind.DOCUMENT).documentType(DocumentType.NDA).build());
    assertTrue(d.getId().startsWith("drf_"));
    assertNotNull(d.getText());
  }

  @Test @DisplayName("draftContract.forbidden")
  void draftForbidden() {
    String key = restrictedKey();
    expectError(PermissionDeniedException.class, 403, () -> client("code=403", key).contracts().draft(Contracts.DraftParams.builder().prompt("A mutual NDA").kind(DraftRequestKind.DOCUMENT).documentType(DocumentType.NDA).build()));
  }

  @Test @DisplayName("retrieveContract.ok")
  void retrieveOk() { assertTrue(client().contracts().retrieve(Contracts.RetrieveParams.builder().id(CONTRACT).build()).getId().startsWith("ctr_")); }

  @Test @DisplayName("retrieveContract.not_found")
  void retrieveNotFound() { expectError(NotFoundException.class, 404, () -> client("code=404").contracts().retrieve(Contracts.RetrieveParams.builder().id("ctr_missing").build())); }

  @Test @DisplayName("listContracts.ok")
  void listOk() {
    Page<Contract> page = client().contracts().list(Contracts.ListParams.builder().limit(2).build());
    page.data().forEach(c -> assertTrue(c.getId().startsWith("ctr_")));
    if (page.hasMore()) {
      assertNotNull(page.nextCursor());
      assertNotNull(page.nextPage());
    }
  }

  @Test @DisplayName("listContracts.rate_limited")
  void listRateLimited() { expectError(RateLimitException.class, 429, () -> client("code=429").contracts().list()); }

  @Test @DisplayName("retrieveDraft.ok")
  void retrieveDraftOk() { assertTrue(client().drafts().retrieve(Drafts.RetrieveParams.builder().id(DRAFT).build()).getId().startsWith("drf_")); }

  @Test @DisplayName("retrieveDraft.not_found")
  void retrieveDraftNotFound() { expectError(NotFoundException.class, 404, () -> client("code=404").drafts().retrieve(Drafts.RetrieveParams.builder().id("drf_missing").build())); }

  // Downloads (a body that is not JSON is a Download)

  @Test @DisplayName("downloadContract.ok")
  void downloadContract(@TempDir Path dir) throws Exception {
    String id = PROXY ? client().contracts().review(nda()).getId() : CONTRACT;
    Download d = client().contracts().download(Contracts.DownloadParams.builder().id(id).build());
    assertTrue(d.contentType().startsWith("application/vnd.openxmlformats-officedocument.wordprocessingml.document"), d.contentType());
    assertArrayEquals(d.bytes(), Files.readAllBytes(d.saveTo(dir.resolve("contract.docx"))));
    if ("proxy".equals(System.getenv("CONTRACT_TEST_TARGET"))) assertEquals("PK", new String(d.bytes(), 0, 2, StandardCharsets.ISO_8859_1));
  }

  @Test @DisplayName("downloadContract.not_found")
  void downloadContractNotFound() {
    expectError(NotFoundException.class, 404, () -> client("code=404").contracts().download(Contracts.DownloadParams.builder().id("ctr_missing").build()));
  }

  @Test @DisplayName("downloadContract.conflict")
  void downloadContractConflict() {
    expectError(ConflictException.class, 409, () -> client("code=409").contracts().download(Contracts.DownloadParams.builder().id("ctr_queued").build()));
  }

  @Test @DisplayName("downloadContract.not_acceptable")
  void downloadContractNotAcceptable() {
    // The spec names its class (x-sdk-error: NotAcceptableError on the NotAcceptable response).
    // Against the server a per-request Accept replaces the client's (Prism cannot answer it: it selects 406).
    RequestOptions accept = PROXY ? RequestOptions.builder().header("Accept", "application/pdf").build() : RequestOptions.builder().build();
    expectError(NotAcceptableException.class, 406, () -> client("code=406").contracts().download(Contracts.DownloadParams.builder().id(CONTRACT).build(), accept));
  }

  @Test @DisplayName("downloadDraft.ok")
  void downloadDraft(@TempDir Path dir) throws Exception {
    RawResponse<Download> raw = client().drafts().withRawResponse().download(Drafts.DownloadParams.builder().id(DRAFT).build());
    assertEquals(200, raw.statusCode());
    assertArrayEquals(raw.data().bytes(), Files.readAllBytes(raw.data().saveTo(dir.resolve("draft.docx"))));
  }

  @Test @DisplayName("downloadDraft.not_found")
  void downloadDraftNotFound() {
    expectError(NotFoundException.class, 404, () -> client("code=404").drafts().download(Drafts.DownloadParams.builder().id("drf_missing").build()));
  }

  // Benchmarks

  @Test @DisplayName("listBenchmarks.ok")
  void benchmarksOk() {
    BenchmarkList l = client().benchmarks().list(Benchmarks.ListParams.builder().clauseType(List.of("governing_law", "non_compete")).industry(List.of("license")).build());
    l.getData().forEach(b -> assertNotNull(b.getSource()));
  }

  @Test @DisplayName("listBenchmarks.unauthorized")
  void benchmarksUnauthorized() { expectError(AuthenticationException.class, 401, () -> client("code=401", INVALID_KEY).benchmarks().list()); }

  @Test @DisplayName("listBenchmarkClauseTypes.ok")
  void clauseTypesOk() { assertNotNull(client().benchmarks().clauseTypes().getData()); }

  @Test @DisplayName("listBenchmarkIndustries.ok")
  void industriesOk() { assertNotNull(client().benchmarks().industries().getData()); }

  // Playbooks

  @Test @DisplayName("listPlaybooks.ok")
  void playbooksOk() { client().playbooks().list().data().forEach(p -> assertTrue(p.getId().startsWith("pbk_"))); }

  @Test @DisplayName("createPlaybook.created")
  void createPlaybook() {
    Playbook p = client().playbooks().create(Playbooks.CreateParams.builder().basedOn("pbk_nda_standard").name("Our NDA").build());
    assertTrue(p.getId().startsWith("pbk_"));
  }

  @Test @DisplayName("createPlaybook.not_found")
  void createPlaybookNotFound() {
    expectError(NotFoundException.class, 404,
        () -> client("code=404").playbooks().create(Playbooks.CreateParams.builder().basedOn("pbk_missing").name("Our NDA").build()));
  }

  @Test @DisplayName("retrievePlaybook.ok")
  void retrievePlaybook() { assertTrue(client().playbooks().retrieve(Playbooks.RetrieveParams.builder().id("pbk_nda_standard").build()).getId().startsWith("pbk_")); }

  @Test @DisplayName("updatePlaybook.ok")
  void updatePlaybook() {
    Playbook p = client().playbooks().update(Playbooks.UpdateParams.builder().id(PLAYBOOK).name("Our NDA, v2").build());
    assertTrue(p.getVersion() >= 1);
    if (PROXY) assertEquals(PLAYBOOK, p.getId()); // Prism answers the example's id
  }

  @Test @DisplayName("updatePlaybook.conflict")
  void updatePlaybookConflict() {
    expectError(ConflictException.class, 409,
        () -> client("code=409").playbooks().update(Playbooks.UpdateParams.builder().id("pbk_nda_standard").name("x").build()));
  }

  @Test @DisplayName("listPlaybookVersions.ok")
  void listPlaybookVersions() {
    Page<PlaybookVersion> page = client().playbooks().listVersions(Playbooks.ListVersionsParams.builder().id("pbk_nda_standard").limit(10).build());
    int n = 0;
    for (PlaybookVersion v : page) {
      assertEquals(v.getPlaybookId() + "@" + v.getVersion(), v.getId());
      assertTrue(v.getVersion() >= 1);
      assertNotNull(v.getChanges());
      if (++n == 3) break;
    }
    assertEquals(page.hasMore() ? 3 : Math.min(3, page.data().size()), n);
    if (page.hasMore()) assertNotNull(page.nextCursor());
  }

  @Test @DisplayName("listPlaybookVersions.not_found")
  void listPlaybookVersionsNotFound() {
    expectError(NotFoundException.class, 404,
        () -> client("code=404").playbooks().listVersions(Playbooks.ListVersionsParams.builder().id("pbk_missing").build()));
  }

  @Test @DisplayName("retrievePlaybookVersion.ok")
  void retrievePlaybookVersion() {
    // a built-in playbook serves its current version only: ask for the one the playbook reports
    Integer current = client().playbooks().retrieve(Playbooks.RetrieveParams.builder().id("pbk_nda_standard").build()).getVersion();
    PlaybookVersion v = client().playbooks().retrieveVersion(Playbooks.RetrieveVersionParams.builder().id("pbk_nda_standard").version(current).build());
    assertTrue(v.getVersion() >= 1);
    assertNotNull(v.getChecks());
  }

  @Test @DisplayName("retrievePlaybookVersion.not_found")
  void retrievePlaybookVersionNotFound() {
    expectError(NotFoundException.class, 404,
        () -> client("code=404").playbooks().retrieveVersion(Playbooks.RetrieveVersionParams.builder().id("pbk_nda_standard").version(999).build()));
  }

  // Webhooks

  @Test @DisplayName("createWebhook.created")
  void createWebhook() {
    Webhook w =
        client().webhooks().create(Webhooks.CreateParams.builder().url(URI.create("https://hooks.example.com/cas")).events(Set.of(EventType.CONTRACT_REVIEW_COMPLETED)).build());
    assertTrue(w.getSecret().startsWith("whsec_"));
  }

  @Test @DisplayName("createWebhook.unprocessable")
  void createWebhookUnprocessable() {
    expectError(UnprocessableEntityException.class, 422,
        () -> client("code=422").webhooks().create(Webhooks.CreateParams.builder().url(URI.create("https://10.0.0.1/hook")).events(Set.of(EventType.CONTRACT_REVIEW_COMPLETED)).build()));
  }

  @Test @DisplayName("listWebhooks.ok")
  void listWebhooks() { client().webhooks().list().data().forEach(w -> assertTrue(w.getId().startsWith("whk_"))); }

  @Test @DisplayName("retrieveWebhook.ok")
  void retrieveWebhook() { assertEquals(WEBHOOK, client().webhooks().retrieve(Webhooks.RetrieveParams.builder().id(WEBHOOK).build()).getId()); }

  @Test @DisplayName("retrieveWebhook.not_found")
  void retrieveWebhookNotFound() {
    expectError(NotFoundException.class, 404, () -> client("code=404").webhooks().retrieve(Webhooks.RetrieveParams.builder().id("whk_missing").build()));
  }

  @Test @DisplayName("deleteWebhook.ok")
  void deleteWebhook() {
    String id = aWebhook();
    DeletedWebhook deleted = client().webhooks().delete(Webhooks.DeleteParams.builder().id(id).build());
    assertEquals(Boolean.TRUE, deleted.getDeleted());
    assertEquals(id, deleted.getId());
  }

  @Test @DisplayName("testWebhook.accepted")
  void testWebhook() {
    Event event = client().webhooks().test(Webhooks.TestParams.builder().id(aWebhook()).type(EventType.CONTRACT_REVIEW_COMPLETED).build());
    assertTrue(event.getContractReviewCompletedEvent().getId().startsWith("evt_"));
  }

  @Test @DisplayName("updateWebhook.ok")
  void updateWebhook() {
    String id = aWebhook();
    Webhook w = client().webhooks().update(Webhooks.UpdateParams.builder().id(id).status(WebhookUpdateRequestStatus.ENABLED).build());
    assertEquals(id, w.getId());
    assertEquals(WebhookStatus.ENABLED, w.getStatus());
    assertNull(w.getDisabledReason());
  }

  @Test @DisplayName("rotateWebhookSecret.ok")
  void rotateWebhookSecret() {
    Webhook w = client().webhooks().rotateSecret(Webhooks.RotateSecretParams.builder().id(aWebhook()).expirePreviousAfterSeconds(86400).build());
    assertTrue(w.getSecret().startsWith("whsec_"));
    assertNotNull(w.getPreviousSecretExpiresAt());
  }

  @Test @DisplayName("listWebhookDeliveries.ok")
  void listWebhookDeliveries() {
    // Against the server, the fixture webhook's failed delivery (no scenario changes it).
    Page<WebhookDelivery> page = client().webhooks().listDeliveries(Webhooks.ListDeliveriesParams.builder().id(WEBHOOK).limit(10).status(WebhookDeliveryStatus.FAILED).build());
    int n = 0;
    List<String> ids = new ArrayList<>();
    for (WebhookDelivery d : page) {
      assertTrue(d.getId().startsWith("dlv_"));
      assertEquals(WEBHOOK, d.getWebhookId());
      assertEquals(WebhookDeliveryStatus.FAILED, d.getStatus());
      assertTrue(d.getEventId().startsWith("evt_"));
      ids.add(d.getId());
      if (++n == 3) break;
    }
    if (PROXY) assertTrue(ids.contains(DELIVERY), ids.toString());
    if (page.hasMore()) assertNotNull(page.nextCursor());
  }

  @Test @DisplayName("replayWebhookDelivery.accepted")
  void replayWebhookDelivery() {
    String id = aWebhook(), deliveryId = aDelivery(id);
    WebhookDelivery d = client().webhooks().replayDelivery(Webhooks.ReplayDeliveryParams.builder().id(id).deliveryId(deliveryId).build());
    assertEquals(deliveryId, d.getId());
  }

  @Test @DisplayName("replayWebhookDelivery.conflict")
  void replayWebhookDeliveryConflict() {
    String id = aWebhook(), deliveryId = aDelivery(id);
    if (PROXY) { // the real provocation: a replay to a disabled webhook
      Webhook paused = client().webhooks().update(Webhooks.UpdateParams.builder().id(id).status(WebhookUpdateRequestStatus.DISABLED).build());
      assertEquals(WebhookStatus.DISABLED, paused.getStatus());
    }
    expectError(ConflictException.class, 409,
        () -> client("code=409").webhooks().replayDelivery(Webhooks.ReplayDeliveryParams.builder().id(id).deliveryId(deliveryId).build()));
  }

  // OAuth

  // API keys

  @Test @DisplayName("listApiKeys.ok")
  void listApiKeys() {
    client().apiKeys().list().data().forEach(k -> {
      assertTrue(k.getId().startsWith("key_"));
      assertNull(k.getSecret()); // prefixes and scopes, never a secret
    });
  }

  @Test @DisplayName("createApiKey.created")
  void createApiKey() {
    ApiKey key = client().apiKeys().create(ApiKeys.CreateParams.builder().name("Contract intake service")
        .scopes(Set.of(ApiKeyScope.CONTRACTS_READ)).mode(ApiKeyMode.TEST).build());
    assertTrue(key.getId().startsWith("key_"));
    assertTrue(key.getSecret().startsWith("cas_"), key.getSecret());
    if (PROXY) { // a test key, and it authenticates a request
      assertTrue(key.getSecret().startsWith("cas_test_"), key.getSecret());
      assertNotNull(client(null, key.getSecret()).contracts().list(Contracts.ListParams.builder().limit(1).build()).data());
    }
  }

  @Test @DisplayName("createApiKey.forbidden")
  void createApiKeyForbidden() {
    String key = restrictedKey();
    expectError(PermissionDeniedException.class, 403, () -> client("code=403", key).apiKeys().create(ApiKeys.CreateParams.builder()
        .name("x").scopes(Set.of(ApiKeyScope.CONTRACTS_READ)).build()));
  }

  @Test @DisplayName("deleteApiKey.ok")
  void deleteApiKey() {
    ApiKey key = PROXY ? client().apiKeys().create(ApiKeys.CreateParams.builder().name("to revoke").scopes(Set.of(ApiKeyScope.BENCHMARKS_READ)).build()) : null;
    String id = key != null ? key.getId() : "key_3vN8qLm2XbT7wRcK";
    DeletedApiKey deleted = client().apiKeys().delete(ApiKeys.DeleteParams.builder().id(id).build());
    assertEquals(Boolean.TRUE, deleted.getDeleted());
    if (key != null) { // the revoked key no longer authenticates
      assertEquals(id, deleted.getId());
      expectError(AuthenticationException.class, 401, () -> client(null, key.getSecret()).benchmarks().clauseTypes());
    }
  }

  @Test @DisplayName("deleteApiKey.not_found")
  void deleteApiKeyNotFound() {
    expectError(NotFoundException.class, 404, () -> client("code=404").apiKeys().delete(ApiKeys.DeleteParams.builder().id("key_missing").build()));
  }

  @Test @DisplayName("createToken.ok")
  void createToken() {
    TokenResponse t = client().oauth().createToken(Oauth.CreateTokenParams.builder().grantType(TokenRequestGrantType.CLIENT_CREDENTIALS).clientId(OAUTH_CLIENT).clientSecret(OAUTH_SECRET).scope("contracts:read").build());
    assertNotNull(t.getAccessToken());
    assertTrue(t.getExpiresIn() > 0);
    // The issued token authenticates a request.
    if (PROXY) assertNotNull(client(null, t.getAccessToken()).contracts().list(Contracts.ListParams.builder().limit(1).build()).data());
  }

  @Test @DisplayName("createToken.invalid_client")
  void createTokenInvalid() {
    expectError(AuthenticationException.class, 401, () -> client("code=401").oauth().createToken(Oauth.CreateTokenParams.builder().grantType(TokenRequestGrantType.CLIENT_CREDENTIALS).clientId(OAUTH_CLIENT).clientSecret("wrong").build()));
  }

  // Server errors

  @Test @DisplayName("retrieveContract.server_error")
  void serverError() {
    expectError(InternalServerException.class, 500, () -> client("code=500").contracts().retrieve(Contracts.RetrieveParams.builder().id(CONTRACT).build()));
  }

  @Test @DisplayName("every scenario has a test")
  void everyScenarioHasATest() throws Exception {
    String yaml = Files.readString(Path.of("../../spec/contract-tests/scenarios.yaml"));
    Set<String> ids = new TreeSet<>();
    Matcher m = Pattern.compile("\\bid:\\s*([A-Za-z]+\\.[a-z_]+)").matcher(yaml);
    while (m.find()) ids.add(m.group(1));
    Set<String> tested = new TreeSet<>();
    for (Method method : ScenariosTest.class.getDeclaredMethods()) {
      DisplayName d = method.getAnnotation(DisplayName.class);
      if (d != null && d.value().contains(".")) tested.add(d.value());
    }
    assertFalse(ids.isEmpty());
    assertEquals(ids, tested);
    assertTrue(ids.containsAll(MOCK_ONLY.keySet()), MOCK_ONLY.keySet().toString());
  }
}
