package com.contractanalysis.contract;

import static org.junit.jupiter.api.Assertions.*;

import com.contractanalysis.ContractAnalysisClient;
import com.contractanalysis.Page;
import com.contractanalysis.RequestOptions;
import com.contractanalysis.Review;
import com.contractanalysis.ReviewParams;
import com.contractanalysis.errors.*;
import com.contractanalysis.generated.model.*;
import java.lang.reflect.Method;
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

  static ReviewParams nda() { return ReviewParams.builder().file(NDA).documentType("nda").filename("nda.txt").build(); }

  // Contracts

  @Test @DisplayName("reviewContract.created")
  void reviewCreated() {
    // example=completed picks the spec's named example (Prism's default is the schema's, with review null).
    Review r = client("example=completed").contracts().review(nda());
    assertEquals(201, r.statusCode());
    assertTrue(r.id().startsWith("ctr_"));
    assertNotNull(r.riskScore());
    assertTrue(r.riskScore() >= 0 && r.riskScore() <= 100);
    assertFalse(r.issues().isEmpty());
    r.issues().forEach(i -> assertNotNull(i.getTitle()));
  }

  @Test @DisplayName("reviewContract.async")
  void reviewAsync() {
    Review r = client("code=202, example=queued").contracts().review(
        ReviewParams.builder().file(NDA).documentType("nda").respondAsync(true).build());
    assertEquals(202, r.statusCode());
    assertEquals("queued", r.status());
    assertNull(r.riskScore());
    assertTrue(r.issues().isEmpty());
  }

  @Test @DisplayName("reviewContract.unprocessable")
  void reviewUnprocessable() { expectError(UnprocessableEntityException.class, 422, () -> client("code=422").contracts().review(nda())); }

  @Test @DisplayName("reviewContract.too_large")
  void reviewTooLarge() { expectError(ApiException.class, 413, () -> client("code=413").contracts().review(nda())); }

  @Test @DisplayName("reviewContract.unauthorized")
  void reviewUnauthorized() { expectError(AuthenticationException.class, 401, () -> client("code=401").contracts().review(nda())); }

  @Test @DisplayName("askContract.ok")
  void askOk() {
    Answer a = client().contracts().ask("ctr_4mT9qWzL2bXe7RkN", "How long do the obligations last?", null);
    assertTrue(a.getId().startsWith("ans_"));
    List<Double> scores = new ArrayList<>();
    a.getCitations().forEach(c -> scores.add(c.getScore().doubleValue()));
    for (int i = 1; i < scores.size(); i++) assertTrue(scores.get(i - 1) >= scores.get(i));
  }

  @Test @DisplayName("askContract.not_found")
  void askNotFound() { expectError(NotFoundException.class, 404, () -> client("code=404").contracts().ask("ctr_missing", "Term?", null)); }

  @Test @DisplayName("draftContract.created")
  void draftCreated() {
    Draft d = client().contracts().draft("A mutual NDA under Delaware law", "document", "nda", null);
    assertTrue(d.getId().startsWith("drf_"));
    assertNotNull(d.getText());
  }

  @Test @DisplayName("draftContract.forbidden")
  void draftForbidden() {
    expectError(PermissionDeniedException.class, 403, () -> client("code=403").contracts().draft("A mutual NDA", "document", "nda", null));
  }

  @Test @DisplayName("retrieveContract.ok")
  void retrieveOk() { assertTrue(client().contracts().retrieve("ctr_4mT9qWzL2bXe7RkN").getId().startsWith("ctr_")); }

  @Test @DisplayName("retrieveContract.not_found")
  void retrieveNotFound() { expectError(NotFoundException.class, 404, () -> client("code=404").contracts().retrieve("ctr_missing")); }

  @Test @DisplayName("listContracts.ok")
  void listOk() {
    Page<Contract> page = client().contracts().list(2, null, null, null, null);
    page.data().forEach(c -> assertTrue(c.getId().startsWith("ctr_")));
    if (page.hasMore()) {
      assertNotNull(page.nextCursor());
      assertNotNull(page.nextPage());
    }
  }

  @Test @DisplayName("listContracts.rate_limited")
  void listRateLimited() { expectError(RateLimitException.class, 429, () -> client("code=429").contracts().list()); }

  @Test @DisplayName("retrieveDraft.ok")
  void retrieveDraftOk() { assertTrue(client().drafts().retrieve("drf_7hQ2nVx9LcPa3ZkM").getId().startsWith("drf_")); }

  @Test @DisplayName("retrieveDraft.not_found")
  void retrieveDraftNotFound() { expectError(NotFoundException.class, 404, () -> client("code=404").drafts().retrieve("drf_missing")); }

  // Benchmarks

  @Test @DisplayName("listBenchmarks.ok")
  void benchmarksOk() {
    BenchmarkList l = client().benchmarks().list(List.of("term"), List.of("software"), null);
    l.getData().forEach(b -> assertNotNull(b.getSource()));
  }

  @Test @DisplayName("listBenchmarks.unauthorized")
  void benchmarksUnauthorized() { expectError(AuthenticationException.class, 401, () -> client("code=401").benchmarks().list(null, null, null)); }

  @Test @DisplayName("listBenchmarkClauseTypes.ok")
  void clauseTypesOk() { assertNotNull(client().benchmarks().clauseTypes(null).getData()); }

  @Test @DisplayName("listBenchmarkIndustries.ok")
  void industriesOk() { assertNotNull(client().benchmarks().industries(null).getData()); }

  // Playbooks

  @Test @DisplayName("listPlaybooks.ok")
  void playbooksOk() { client().playbooks().list(null, null, null).data().forEach(p -> assertTrue(p.getId().startsWith("pbk_"))); }

  @Test @DisplayName("createPlaybook.created")
  void createPlaybook() {
    Playbook p = client().playbooks().create(new PlaybookCreateRequest().basedOn("pbk_nda_standard").name("Our NDA"), null);
    assertTrue(p.getId().startsWith("pbk_"));
  }

  @Test @DisplayName("createPlaybook.not_found")
  void createPlaybookNotFound() {
    expectError(NotFoundException.class, 404,
        () -> client("code=404").playbooks().create(new PlaybookCreateRequest().basedOn("pbk_missing").name("Our NDA"), null));
  }

  @Test @DisplayName("retrievePlaybook.ok")
  void retrievePlaybook() { assertTrue(client().playbooks().retrieve("pbk_nda_standard", null).getId().startsWith("pbk_")); }

  @Test @DisplayName("updatePlaybook.ok")
  void updatePlaybook() {
    Playbook p = client().playbooks().update("pbk_2Vd8Qm4XtL9aRc6N", new PlaybookUpdateRequest().name("Our NDA, v2"), null);
    assertTrue(p.getVersion() >= 1);
  }

  @Test @DisplayName("updatePlaybook.conflict")
  void updatePlaybookConflict() {
    expectError(ConflictException.class, 409,
        () -> client("code=409").playbooks().update("pbk_nda_standard", new PlaybookUpdateRequest().name("x"), null));
  }

  // Webhooks

  @Test @DisplayName("createWebhook.created")
  void createWebhook() {
    com.contractanalysis.generated.model.Webhook w =
        client().webhooks().create("https://hooks.example.com/cas", List.of("contract.review.completed"), null, null);
    assertTrue(w.getSecret().startsWith("whsec_"));
  }

  @Test @DisplayName("createWebhook.unprocessable")
  void createWebhookUnprocessable() {
    expectError(UnprocessableEntityException.class, 422,
        () -> client("code=422").webhooks().create("https://10.0.0.1/hook", List.of("contract.review.completed"), null, null));
  }

  @Test @DisplayName("listWebhooks.ok")
  void listWebhooks() { client().webhooks().list(null, null, null).data().forEach(w -> assertTrue(w.getId().startsWith("whk_"))); }

  @Test @DisplayName("retrieveWebhook.ok")
  void retrieveWebhook() { assertTrue(client().webhooks().retrieve("whk_2sLq8Rt4VbNm6YcX", null).getId().startsWith("whk_")); }

  @Test @DisplayName("retrieveWebhook.not_found")
  void retrieveWebhookNotFound() {
    expectError(NotFoundException.class, 404, () -> client("code=404").webhooks().retrieve("whk_missing", null));
  }

  @Test @DisplayName("deleteWebhook.ok")
  void deleteWebhook() {
    assertEquals(Boolean.TRUE, client().webhooks().delete("whk_2sLq8Rt4VbNm6YcX", null).getDeleted()); }

  @Test @DisplayName("testWebhook.accepted")
  void testWebhook() {
    Object event = client().webhooks().test("whk_2sLq8Rt4VbNm6YcX", "contract.review.completed", null);
    assertInstanceOf(ContractReviewCompletedEvent.class, event);
    assertTrue(((ContractReviewCompletedEvent) event).getId().startsWith("evt_"));
  }

  @Test @DisplayName("updateWebhook.ok")
  void updateWebhook() {
    com.contractanalysis.generated.model.Webhook w = client().webhooks().update("whk_2sLq8Rt4VbNm6YcX",
        new WebhookUpdateRequest().status(WebhookUpdateRequest.StatusEnum.ENABLED), null);
    assertTrue(w.getId().startsWith("whk_"));
    assertEquals(com.contractanalysis.generated.model.Webhook.StatusEnum.ENABLED, w.getStatus());
    assertNull(w.getDisabledReason());
  }

  @Test @DisplayName("rotateWebhookSecret.ok")
  void rotateWebhookSecret() {
    com.contractanalysis.generated.model.Webhook w = client().webhooks().rotateSecret("whk_2sLq8Rt4VbNm6YcX", Duration.ofDays(1), null);
    assertTrue(w.getSecret().startsWith("whsec_"));
    assertNotNull(w.getPreviousSecretExpiresAt());
  }

  @Test @DisplayName("listWebhookDeliveries.ok")
  void listWebhookDeliveries() {
    Page<WebhookDelivery> page = client().webhooks().listDeliveries("whk_2sLq8Rt4VbNm6YcX", 10, null, "failed", null);
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
    WebhookDelivery d = client().webhooks().replayDelivery("whk_2sLq8Rt4VbNm6YcX", "dlv_5Rk2Wm9QxT4nLb7C", null);
    assertTrue(d.getId().startsWith("dlv_"));
  }

  @Test @DisplayName("replayWebhookDelivery.conflict")
  void replayWebhookDeliveryConflict() {
    expectError(ConflictException.class, 409,
        () -> client("code=409").webhooks().replayDelivery("whk_2sLq8Rt4VbNm6YcX", "dlv_5Rk2Wm9QxT4nLb7C", null));
  }

  // OAuth

  @Test @DisplayName("createToken.ok")
  void createToken() {
    TokenResponse t = client().oauth().createToken("cli_9Qw2Er5TyU8iOp3A", "cas_secret_x", "contracts:read", null);
    assertNotNull(t.getAccessToken());
    assertTrue(t.getExpiresIn() > 0);
  }

  @Test @DisplayName("createToken.invalid_client")
  void createTokenInvalid() {
    expectError(AuthenticationException.class, 401, () -> client("code=401").oauth().createToken("cli_9Qw2Er5TyU8iOp3A", "wrong", null, null));
  }

  // Server errors

  @Test @DisplayName("retrieveContract.server_error")
  void serverError() {
    expectError(InternalServerException.class, 500, () -> client("code=500").contracts().retrieve("ctr_4mT9qWzL2bXe7RkN"));
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
