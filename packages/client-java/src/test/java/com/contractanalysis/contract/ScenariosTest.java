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
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.function.Executable;

/**
 * The shared scenarios (spec/contract-tests/scenarios.yaml), one test per scenario id (in its display name), against
 * Prism through the harness: node ../../tools/contract-tests/run.mjs @contract-analysis/client-java.
 */
@EnabledIfEnvironmentVariable(named = "CONTRACT_TEST_BASE_URL", matches = ".+")
class ScenariosTest {
  static final byte[] NDA = "MUTUAL NONDISCLOSURE AGREEMENT\n\nThis Agreement is between Northwind Analytics, Inc. and Bluefin Robotics Ltd.\n"
      .getBytes(StandardCharsets.UTF_8);

  static ContractAnalysisClient client() { return client(null); }

  static ContractAnalysisClient client(String prefer) {
    ContractAnalysisClient.Builder b = ContractAnalysisClient.builder().apiKey("cas_test_contract_suite")
        .baseUrl(System.getenv("CONTRACT_TEST_BASE_URL")).maxRetries(0).timeout(Duration.ofSeconds(15));
    if (prefer != null) b.defaultHeader("Prefer", prefer);
    return b.build();
  }

  static <T extends ApiException> void expectError(Class<T> cls, int status, Executable call) {
    T e = assertThrows(cls, call);
    assertEquals(status, e.status());
    assertNotNull(e.problem());
    assertEquals(status, e.problem().get("status").asInt());
    assertNotNull(e.requestId());
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
    assertFalse(r.getReview().getIssues().isEmpty());
    r.getReview().getIssues().forEach(i -> assertNotNull(i.getTitle()));
  }

  @Test @DisplayName("reviewContract.async")
  void reviewAsync() {
    RawResponse<Contract> r = client("code=202, example=queued").contracts().withRawResponse().review(nda().toBuilder().respondAsync(true).build());
    assertEquals(202, r.statusCode());
    assertEquals(ContractStatus.QUEUED, r.data().getStatus());
    assertNull(r.data().getReview());
  }

  @Test @DisplayName("reviewContract.unprocessable")
  void reviewUnprocessable() { expectError(UnprocessableEntityException.class, 422, () -> client("code=422").contracts().review(nda())); }

  @Test @DisplayName("reviewContract.too_large")
  void reviewTooLarge() { expectError(ApiException.class, 413, () -> client("code=413").contracts().review(nda())); }

  @Test @DisplayName("reviewContract.unauthorized")
  void reviewUnauthorized() { expectError(AuthenticationException.class, 401, () -> client("code=401").contracts().review(nda())); }

  @Test @DisplayName("askContract.ok")
  void askOk() {
    Answer a = client().contracts().ask(Contracts.AskParams.builder().contractId("ctr_4mT9qWzL2bXe7RkN").question("How long do the obligations last?").build());
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
    expectError(PermissionDeniedException.class, 403, () -> client("code=403").contracts().draft(Contracts.DraftParams.builder().prompt("A mutual NDA").kind(DraftRequestKind.DOCUMENT).documentType(DocumentType.NDA).build()));
  }

  @Test @DisplayName("retrieveContract.ok")
  void retrieveOk() { assertTrue(client().contracts().retrieve(Contracts.RetrieveParams.builder().id("ctr_4mT9qWzL2bXe7RkN").build()).getId().startsWith("ctr_")); }

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
  void retrieveDraftOk() { assertTrue(client().drafts().retrieve(Drafts.RetrieveParams.builder().id("drf_7hQ2nVx9LcPa3ZkM").build()).getId().startsWith("drf_")); }

  @Test @DisplayName("retrieveDraft.not_found")
  void retrieveDraftNotFound() { expectError(NotFoundException.class, 404, () -> client("code=404").drafts().retrieve(Drafts.RetrieveParams.builder().id("drf_missing").build())); }

  // Downloads (a body that is not JSON is a Download)

  @Test @DisplayName("downloadContract.ok")
  void downloadContract(@TempDir Path dir) throws Exception {
    Download d = client().contracts().download(Contracts.DownloadParams.builder().id("ctr_4mT9qWzL2bXe7RkN").build());
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
    expectError(NotAcceptableException.class, 406, () -> client("code=406").contracts().download(Contracts.DownloadParams.builder().id("ctr_4mT9qWzL2bXe7RkN").build()));
  }

  @Test @DisplayName("downloadDraft.ok")
  void downloadDraft(@TempDir Path dir) throws Exception {
    RawResponse<Download> raw = client().drafts().withRawResponse().download(Drafts.DownloadParams.builder().id("drf_7hQ2nVx9LcPa3ZkM").build());
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
    BenchmarkList l = client().benchmarks().list(Benchmarks.ListParams.builder().clauseType(List.of("term")).industry(List.of("software")).build());
    l.getData().forEach(b -> assertNotNull(b.getSource()));
  }

  @Test @DisplayName("listBenchmarks.unauthorized")
  void benchmarksUnauthorized() { expectError(AuthenticationException.class, 401, () -> client("code=401").benchmarks().list()); }

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
    Playbook p = client().playbooks().update(Playbooks.UpdateParams.builder().id("pbk_2Vd8Qm4XtL9aRc6N").name("Our NDA, v2").build());
    assertTrue(p.getVersion() >= 1);
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
    PlaybookVersion v = client().playbooks().retrieveVersion(Playbooks.RetrieveVersionParams.builder().id("pbk_nda_standard").version(1).build());
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
  void retrieveWebhook() { assertTrue(client().webhooks().retrieve(Webhooks.RetrieveParams.builder().id("whk_2sLq8Rt4VbNm6YcX").build()).getId().startsWith("whk_")); }

  @Test @DisplayName("retrieveWebhook.not_found")
  void retrieveWebhookNotFound() {
    expectError(NotFoundException.class, 404, () -> client("code=404").webhooks().retrieve(Webhooks.RetrieveParams.builder().id("whk_missing").build()));
  }

  @Test @DisplayName("deleteWebhook.ok")
  void deleteWebhook() {
    assertEquals(Boolean.TRUE, client().webhooks().delete(Webhooks.DeleteParams.builder().id("whk_2sLq8Rt4VbNm6YcX").build()).getDeleted()); }

  @Test @DisplayName("testWebhook.accepted")
  void testWebhook() {
    Event event = client().webhooks().test(Webhooks.TestParams.builder().id("whk_2sLq8Rt4VbNm6YcX").type(EventType.CONTRACT_REVIEW_COMPLETED).build());
    assertTrue(event.getContractReviewCompletedEvent().getId().startsWith("evt_"));
  }

  @Test @DisplayName("updateWebhook.ok")
  void updateWebhook() {
    Webhook w = client().webhooks().update(Webhooks.UpdateParams.builder().id("whk_2sLq8Rt4VbNm6YcX")
        .status(WebhookUpdateRequestStatus.ENABLED).build());
    assertTrue(w.getId().startsWith("whk_"));
    assertEquals(WebhookStatus.ENABLED, w.getStatus());
    assertNull(w.getDisabledReason());
  }

  @Test @DisplayName("rotateWebhookSecret.ok")
  void rotateWebhookSecret() {
    Webhook w = client().webhooks().rotateSecret(Webhooks.RotateSecretParams.builder().id("whk_2sLq8Rt4VbNm6YcX").expirePreviousAfterSeconds(86400).build());
    assertTrue(w.getSecret().startsWith("whsec_"));
    assertNotNull(w.getPreviousSecretExpiresAt());
  }

  @Test @DisplayName("listWebhookDeliveries.ok")
  void listWebhookDeliveries() {
    Page<WebhookDelivery> page = client().webhooks().listDeliveries(Webhooks.ListDeliveriesParams.builder().id("whk_2sLq8Rt4VbNm6YcX").limit(10).status(WebhookDeliveryStatus.FAILED).build());
    int n = 0;
    for (WebhookDelivery d : page) {
      assertTrue(d.getId().startsWith("dlv_"));
      assertTrue(d.getWebhookId().startsWith("whk_"));
      assertTrue(d.getEventId().startsWith("evt_"));
      if (++n == 3) break;
    }
    if (page.hasMore()) assertNotNull(page.nextCursor());
  }

  @Test @DisplayName("replayWebhookDelivery.accepted")
  void replayWebhookDelivery() {
    WebhookDelivery d = client().webhooks().replayDelivery(Webhooks.ReplayDeliveryParams.builder().id("whk_2sLq8Rt4VbNm6YcX").deliveryId("dlv_5Rk2Wm9QxT4nLb7C").build());
    assertTrue(d.getId().startsWith("dlv_"));
  }

  @Test @DisplayName("replayWebhookDelivery.conflict")
  void replayWebhookDeliveryConflict() {
    expectError(ConflictException.class, 409,
        () -> client("code=409").webhooks().replayDelivery(Webhooks.ReplayDeliveryParams.builder().id("whk_2sLq8Rt4VbNm6YcX").deliveryId("dlv_5Rk2Wm9QxT4nLb7C").build()));
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
  }

  @Test @DisplayName("createApiKey.forbidden")
  void createApiKeyForbidden() {
    expectError(PermissionDeniedException.class, 403, () -> client("code=403").apiKeys().create(ApiKeys.CreateParams.builder()
        .name("x").scopes(Set.of(ApiKeyScope.CONTRACTS_READ)).build()));
  }

  @Test @DisplayName("deleteApiKey.ok")
  void deleteApiKey() {
    assertEquals(Boolean.TRUE, client().apiKeys().delete(ApiKeys.DeleteParams.builder().id("key_3vN8qLm2XbT7wRcK").build()).getDeleted());
  }

  @Test @DisplayName("deleteApiKey.not_found")
  void deleteApiKeyNotFound() {
    expectError(NotFoundException.class, 404, () -> client("code=404").apiKeys().delete(ApiKeys.DeleteParams.builder().id("key_missing").build()));
  }

  @Test @DisplayName("createToken.ok")
  void createToken() {
    TokenResponse t = client().oauth().createToken(Oauth.CreateTokenParams.builder().grantType(TokenRequestGrantType.CLIENT_CREDENTIALS).clientId("cli_9Qw2Er5TyU8iOp3A").clientSecret("cas_secret_x").scope("contracts:read").build());
    assertNotNull(t.getAccessToken());
    assertTrue(t.getExpiresIn() > 0);
  }

  @Test @DisplayName("createToken.invalid_client")
  void createTokenInvalid() {
    expectError(AuthenticationException.class, 401, () -> client("code=401").oauth().createToken(Oauth.CreateTokenParams.builder().grantType(TokenRequestGrantType.CLIENT_CREDENTIALS).clientId("cli_9Qw2Er5TyU8iOp3A").clientSecret("wrong").build()));
  }

  // Server errors

  @Test @DisplayName("retrieveContract.server_error")
  void serverError() {
    expectError(InternalServerException.class, 500, () -> client("code=500").contracts().retrieve(Contracts.RetrieveParams.builder().id("ctr_4mT9qWzL2bXe7RkN").build()));
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
  }
}
