package com.contractanalysis;

import static org.junit.jupiter.api.Assertions.*;

import com.contractanalysis.errors.*;
import com.contractanalysis.generated.model.*;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generated surface on the core, against a local stub server (retries, errors and paging: VectorsTest). */
class ClientTest {
  static final byte[] PDF = "%PDF-1.7\n\u0000\u00ff binary".getBytes(StandardCharsets.ISO_8859_1);
  static final ObjectMapper JSON = new ObjectMapper();

  static ContractAnalysisClient client(StubServer s) {
    return ContractAnalysisClient.builder().apiKey("cas_test_k").baseUrl(s.url()).sleeper(d -> {}).build();
  }

  static JsonNode body(StubServer s) throws Exception { return JSON.readTree(s.last().body); }

  static Contracts.RetrieveParams ctr1() { return Contracts.RetrieveParams.builder().id("ctr_1").build(); }

  @Test
  void theDocumentComesFromAPathAStreamOrBytes(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("nda.pdf");
    Files.write(file, PDF);
    try (StubServer s = new StubServer().reply(201, StubServer.contract()).reply(201, StubServer.contract()).reply(201, StubServer.contract())) {
      ContractAnalysisClient c = client(s);
      for (Contracts.ReviewParams.Builder b : List.of(Contracts.ReviewParams.builder().document(file),
          Contracts.ReviewParams.builder().document(new ByteArrayInputStream(PDF)), Contracts.ReviewParams.builder().document(PDF))) {
        Contract review = c.contracts().review(b.documentType(DocumentType.NDA).build());
        assertArrayEquals(PDF, Base64.getDecoder().decode(body(s).get("document").asText()));
        assertEquals("nda", body(s).get("document_type").asText());
        assertEquals(46.0, review.getReview().getRiskScore().doubleValue());
      }
      assertFalse(body(s).has("metadata"), "an unset map is not sent: " + body(s));
    }
  }

  @Test
  void keyTermsCarryTheirSourcesAndWhoseNoticeAndReadWithoutThem() throws Exception {
    String keyTerms = "{\"parties\":[\"Acme Corp.\",\"Beta LLC\"],\"mutual\":true,\"effective_date\":null,\"term\":null,"
        + "\"survival\":null,\"governing_law\":null,\"jurisdiction\":null,\"notice_period\":\"P30D\",\"liability_cap\":null";
    String withSources = keyTerms + ",\"notice_period_given_by\":\"either_party\",\"sources\":{"
        + "\"governing_law\":{\"kind\":\"by_reference\",\"reference\":\"the Cover Page\",\"quote\":\"[Governing Law]\"},"
        + "\"term\":{\"kind\":\"blank\",\"reference\":null,\"quote\":\"[\u25cf] years\"}}}";
    String contract = StubServer.contract();
    try (StubServer s = new StubServer().reply(200, contract.replace("\"key_terms\":null", "\"key_terms\":" + withSources))
        .reply(200, contract.replace("\"key_terms\":null", "\"key_terms\":" + keyTerms + "}"))) {
      ContractAnalysisClient c = client(s);
      KeyTerms kt = c.contracts().retrieve(ctr1()).getKeyTerms();
      assertEquals("either_party", kt.getNoticePeriodGivenBy());
      KeyTermSource law = kt.getSources().getGoverningLaw();
      assertEquals(List.of(KeyTermSourceKind.BY_REFERENCE, "the Cover Page", "[Governing Law]"), List.of(law.getKind(), law.getReference(), law.getQuote()));
      assertEquals(KeyTermSourceKind.BLANK, kt.getSources().getTerm().getKind());
      assertEquals("[\u25cf] years", kt.getSources().getTerm().getQuote());
      assertNull(kt.getSources().getTerm().getReference());
      assertNull(kt.getSources().getSurvival());
      KeyTerms older = c.contracts().retrieve(ctr1()).getKeyTerms();
      assertNull(older.getSources());
      assertNull(older.getNoticePeriodGivenBy());
      assertEquals("P30D", older.getNoticePeriod());
    }
  }

  @Test
  void keyTermsReadThePartiesSourceWhenTheListIsEmpty() throws Exception {
    String keyTerms = "{\"parties\":[],\"mutual\":true,\"effective_date\":null,\"term\":null,\"survival\":null,"
        + "\"governing_law\":null,\"jurisdiction\":null,\"notice_period\":null,\"liability_cap\":null,"
        + "\"sources\":{\"parties\":{\"kind\":\"blank\",\"reference\":null,\"quote\":\"Company\"}}}";
    String contract = StubServer.contract();
    try (StubServer s = new StubServer().reply(200, contract.replace("\"key_terms\":null", "\"key_terms\":" + keyTerms))) {
      KeyTerms kt = client(s).contracts().retrieve(ctr1()).getKeyTerms();
      assertEquals(List.of(), kt.getParties());
      KeyTermSource parties = kt.getSources().getParties();
      assertEquals(KeyTermSourceKind.BLANK, parties.getKind());
      assertEquals("Company", parties.getQuote());
      assertNull(parties.getReference());
    }
  }

  @Test
  void keyTermsSayHowTheTermEndsAndReadWithoutIt() throws Exception {
    String keyTerms = "{\"parties\":[\"Acme Corp.\",\"Beta LLC\"],\"mutual\":true,\"effective_date\":null,\"term\":\"P2Y\","
        + "\"survival\":null,\"governing_law\":null,\"jurisdiction\":null,\"notice_period\":\"P60D\",\"liability_cap\":null";
    String renewing = keyTerms + ",\"term_kind\":\"renewing\",\"renewal_term\":\"P1Y\"}";
    String open = keyTerms.replace("\"term\":\"P2Y\"", "\"term\":null") + ",\"term_kind\":\"until_terminated\",\"renewal_term\":null}";
    String contract = StubServer.contract();
    try (StubServer s = new StubServer().reply(200, contract.replace("\"key_terms\":null", "\"key_terms\":" + renewing))
        .reply(200, contract.replace("\"key_terms\":null", "\"key_terms\":" + open))
        .reply(200, contract.replace("\"key_terms\":null", "\"key_terms\":" + keyTerms + "}"))) {
      ContractAnalysisClient c = client(s);
      KeyTerms kt = c.contracts().retrieve(ctr1()).getKeyTerms();
      assertEquals(List.of("P2Y", TermKind.RENEWING, "P1Y"), List.of(kt.getTerm(), kt.getTermKind(), kt.getRenewalTerm()));
      KeyTerms openEnded = c.contracts().retrieve(ctr1()).getKeyTerms();
      assertNull(openEnded.getTerm());
      assertEquals(TermKind.UNTIL_TERMINATED, openEnded.getTermKind());
      assertNull(openEnded.getRenewalTerm());
      KeyTerms older = c.contracts().retrieve(ctr1()).getKeyTerms();
      assertNull(older.getTermKind());
      assertNull(older.getRenewalTerm());
      assertEquals("P2Y", older.getTerm());
    }
    // a kind added after this client was built does not fail the response
    String later = StubServer.contract().replace("\"key_terms\":null", "\"key_terms\":" + keyTerms + ",\"term_kind\":\"until_milestone\"}");
    assertEquals(TermKind.UNKNOWN_DEFAULT_OPEN_API, ContractAnalysisClient.fromJson(later, Contract.class).getKeyTerms().getTermKind());
  }

  @Test
  void aMissingFileIsTheCallersErrorNotAConnectionError(@TempDir Path dir) {
    UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> Contracts.ReviewParams.builder().document(dir.resolve("missing.pdf")));
    assertInstanceOf(NoSuchFileException.class, e.getCause());
  }

  @Test
  void aMissingRequiredParameterIsAnIllegalArgument() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Contracts.ReviewParams.builder().document(PDF).build());
    assertEquals("document_type is required", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Contracts.RetrieveParams.builder().build());
  }

  @Test
  void anErrorSaysItsStatusCodeDetailAndRequestId() throws Exception {
    String problem = "{\"title\":\"Not Found\",\"status\":404,\"code\":\"not_found\",\"detail\":\"No contract ctr_1.\",\"request_id\":\"req_1\"}";
    try (StubServer s = new StubServer().reply(404, problem).reply(409, "{\"title\":\"Conflict\"}").reply(400, "").reply(503, "upstream down")) {
      ContractAnalysisClient c = client(s).withOptions(o -> o.maxRetries(0));
      NotFoundException notFound = assertThrows(NotFoundException.class, () -> c.contracts().retrieve(ctr1()));
      assertEquals("404 not_found: No contract ctr_1. (request_id req_1)", notFound.getMessage());
      assertEquals("not_found", notFound.code());
      assertEquals("req_1", notFound.requestId()); // the problem's request_id before the header's
      assertEquals("No contract ctr_1.", notFound.problem().get("detail").asText());
      ConflictException conflict = assertThrows(ConflictException.class, () -> c.contracts().retrieve(ctr1()));
      assertEquals("409: Conflict (request_id req_stub)", conflict.getMessage()); // the title without a detail
      ApiException empty = assertThrows(BadRequestException.class, () -> c.contracts().retrieve(ctr1()));
      assertEquals("400 (request_id req_stub)", empty.getMessage());
      assertNull(empty.problem());
      InternalServerException server = assertThrows(InternalServerException.class, () -> c.contracts().retrieve(ctr1()));
      assertEquals("503: upstream down (request_id req_stub)", server.getMessage()); // a body that is not JSON: its start
      assertEquals(Optional.of("req_stub"), server.header("request-id"));
    }
  }

  @Test
  void perRequestOptionsAndTheRawResponse() throws Exception {
    try (StubServer s = new StubServer().reply(201, StubServer.contract(), Map.of("X-Extra", "yes"))) {
      RawResponse<Contract> raw = client(s).contracts().withRawResponse().review(
          Contracts.ReviewParams.builder().document(PDF).documentType(DocumentType.NDA).respondAsync(true).build(),
          RequestOptions.builder().header("X-Trace", "t-1").idempotencyKey("order-1").header("Prefer", "code=201").build());
      assertEquals(201, raw.statusCode());
      assertEquals("req_stub", raw.requestId());
      assertEquals("yes", raw.header("x-extra"));
      assertEquals("ctr_1", raw.data().getId());
      assertEquals("t-1", s.last().header("X-Trace"));
      assertEquals("order-1", s.last().header("Idempotency-Key"));
      assertEquals("respond-async, code=201", s.last().header("Prefer"));
      assertEquals("Bearer cas_test_k", s.last().header("Authorization"));
    }
  }

  @Test
  void aPerRequestTimeoutEndsAnAttemptThatIsNeverAnswered() throws Exception {
    try (StubServer s = new StubServer().hangingReply()) {
      ContractAnalysisClient c = client(s);
      assertThrows(ApiTimeoutException.class,
          () -> c.contracts().retrieve(ctr1(), RequestOptions.builder().timeout(Duration.ofMillis(300)).maxRetries(0).build()));
    }
  }

  @Test
  void interruptingTheCallerCancelsTheCallAtOnceAndKeepsTheInterrupt() throws Exception {
    try (StubServer s = new StubServer().hangingReply()) {
      // Time-out and retries far out of the way: only the interrupt can end this call before the guard below.
      ContractAnalysisClient c = client(s).withOptions(o -> o.timeout(Duration.ofHours(1)).maxRetries(5));
      AtomicReference<Throwable> outcome = new AtomicReference<>();
      AtomicReference<Boolean> stillInterrupted = new AtomicReference<>();
      Thread caller = new Thread(() -> {
        try {
          c.contracts().retrieve(ctr1());
        } catch (Throwable t) {
          outcome.set(t);
          stillInterrupted.set(Thread.currentThread().isInterrupted());
        }
      });
      caller.start();
      s.awaitRequests(1); // the request is on the wire and its answer never comes
      caller.interrupt();
      caller.join(TimeUnit.SECONDS.toMillis(60)); // a guard: a call that ignores the interrupt fails instead of hanging
      assertFalse(caller.isAlive(), "the interrupted call is still waiting");
      assertInstanceOf(ApiConnectionException.class, outcome.get());
      assertEquals("Interrupted", outcome.get().getMessage());
      assertTrue(stillInterrupted.get(), "the caller's interrupt status is kept");
      assertEquals(1, s.requests.size(), "an interrupted call is not retried");
    }
  }

  @Test
  void withOptionsCopiesTheClientAndLeavesTheOriginalAlone() throws Exception {
    try (StubServer s = new StubServer().reply(503, StubServer.problem(503, "internal_error", "req_1"))
        .reply(503, StubServer.problem(503, "internal_error", "req_2")).reply(200, StubServer.contract())) {
      List<Duration> waits = new ArrayList<>();
      ContractAnalysisClient original = ContractAnalysisClient.builder().apiKey("cas_test_k").baseUrl(s.url()).sleeper(waits::add).build();
      ContractAnalysisClient impatient = original.withOptions(o -> o.maxRetries(0).defaultHeader("X-Copy", "1"));
      assertThrows(InternalServerException.class, () -> impatient.contracts().retrieve(ctr1()));
      assertEquals("1", s.last().header("X-Copy"));
      assertEquals("ctr_1", original.contracts().retrieve(ctr1()).getId()); // 503 once more, then 200
      assertNull(s.last().header("X-Copy"));
      assertEquals(1, waits.size());
    }
  }

  @Test
  void theDebugLogNeverShowsACredential() throws Exception {
    String token = "{\"access_token\":\"tok_SECRET_1\",\"token_type\":\"Bearer\",\"expires_in\":900,\"scope\":\"webhooks:manage\"}";
    String webhook = "{\"id\":\"whk_1\",\"object\":\"webhook\",\"url\":\"https://h.example/x\",\"events\":[\"contract.review.completed\"],"
        + "\"status\":\"enabled\",\"secret\":\"whsec_SECRET_2\",\"created_at\":\"2026-11-20T09:14:08Z\"}";
    List<String> lines = new ArrayList<>();
    Handler capture = new Handler() {
      public void publish(LogRecord r) { lines.add(r.getMessage()); }
      public void flush() {}
      public void close() {}
    };
    Core.LOG.addHandler(capture);
    try (StubServer s = new StubServer().reply(200, token).reply(201, webhook)) {
      ContractAnalysisClient c = ContractAnalysisClient.builder().clientCredentials("cli_1", "sec_SECRET_3", "webhooks:manage")
          .baseUrl(s.url()).log("debug").build();
      c.webhooks().create(Webhooks.CreateParams.builder().url(URI.create("https://h.example/x"))
          .events(Set.of(EventType.CONTRACT_REVIEW_COMPLETED)).build());
      assertEquals("Bearer tok_SECRET_1", s.last().header("Authorization"));
    }
    // The debug log is the client's own: another client in the same JVM (its copies too) logs nothing.
    try (StubServer s = new StubServer().reply(200, StubServer.contract())) {
      client(s).contracts().retrieve(ctr1());
    } finally {
      Core.LOG.removeHandler(capture);
    }
    assertFalse(lines.stream().anyMatch(l -> l.contains("/contracts/ctr_1")), String.join("\n", lines));
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("request POST") && l.contains("/webhooks")), String.join("\n", lines));
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("response 201")), String.join("\n", lines));
    for (String l : lines) assertFalse(l.contains("SECRET"), l);
  }

  @Test
  void theEnvironmentSwitchesTheDebugLogOn() {
    assertEquals("debug", new ContractAnalysisClient.Builder(Map.of("CONTRACT_ANALYSIS_LOG", "debug")).log);
    assertEquals("cas_test_env", new ContractAnalysisClient.Builder(Map.of("CONTRACT_ANALYSIS_API_KEY", "cas_test_env")).apiKey);
  }

  @Test
  void reviewAndPollWaitsUntilTheReviewIsDone() throws Exception {
    try (StubServer s = new StubServer().reply(202, StubServer.contract("ctr_1", "queued", "null", "low"))
        .reply(200, StubServer.contract("ctr_1", "processing", "null", "low"), Map.of("Retry-After", "3"))
        .reply(200, StubServer.contract())) {
      List<Duration> waits = new ArrayList<>();
      ContractAnalysisClient c = ContractAnalysisClient.builder().apiKey("cas_test_k").baseUrl(s.url()).sleeper(waits::add).build();
      Contract done = c.contracts().reviewAndPoll(Contracts.ReviewParams.builder().document(PDF).documentType(DocumentType.NDA).build());
      assertEquals(ContractStatus.COMPLETED, done.getStatus());
      assertEquals("respond-async", s.requests.get(0).header("Prefer"));
      assertEquals(List.of("POST /contracts/review", "GET /contracts/ctr_1", "GET /contracts/ctr_1"),
          s.requests.stream().map(r -> r.method + " " + r.path).toList());
      assertEquals(List.of(Duration.ofSeconds(1), Duration.ofSeconds(3)), waits); // pollInterval, then the server's Retry-After
    }
  }

  @Test
  void pollingGivesUpAfterThePollTimeout() throws Exception {
    try (StubServer s = new StubServer().reply(202, StubServer.contract("ctr_1", "queued", "null", "low"))
        .reply(200, StubServer.contract("ctr_1", "processing", "null", "low"))) {
      ContractAnalysisClient c = ContractAnalysisClient.builder().apiKey("cas_test_k").baseUrl(s.url()).sleeper(d -> {})
          .polling(Duration.ofSeconds(2), Duration.ofSeconds(3)).build();
      ContractAnalysisException e = assertThrows(ContractAnalysisException.class,
          () -> c.contracts().reviewAndPoll(Contracts.ReviewParams.builder().document(PDF).documentType(DocumentType.NDA).build()));
      assertTrue(e.getMessage().contains("still processing"), e.getMessage());
    }
  }

  @Test
  void aBodyThatIsNotJsonIsADownload(@TempDir Path dir) throws Exception {
    try (StubServer s = new StubServer().reply(200, "PK\u0003\u0004docx",
        Map.of("Content-Type", "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            "Content-Disposition", "attachment; filename=\"nda.docx\""))) {
      Download d = client(s).core.execute(new Request("GET", "/contracts/ctr_1/download", ""), Download.class, null).data();
      assertEquals("nda.docx", d.filename());
      assertTrue(d.contentType().startsWith("application/vnd.openxmlformats"));
      assertArrayEquals("PK\u0003\u0004docx".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(d.saveTo(dir.resolve("out.docx"))));
    }
  }

  @Test
  void webhookTestReturnsTheTypedEvent() throws Exception {
    String event = "{\"id\":\"evt_1\",\"object\":\"event\",\"type\":\"playbook.updated\",\"created_at\":\"2026-11-20T09:14:08Z\","
        + "\"livemode\":false,\"data\":{\"object\":{\"id\":\"pbk_1\",\"object\":\"playbook\",\"name\":\"Our NDA\",\"document_type\":\"nda\","
        + "\"version\":2,\"built_in\":false,\"based_on\":\"pbk_nda_standard\",\"checks\":[],\"created_at\":\"2026-11-20T09:14:08Z\","
        + "\"updated_at\":\"2026-11-20T09:14:08Z\"}}}";
    try (StubServer s = new StubServer().reply(202, event)) {
      Event e = client(s).webhooks().test(Webhooks.TestParams.builder().id("whk_1").type(EventType.PLAYBOOK_UPDATED).build());
      assertEquals("pbk_1", e.getPlaybookUpdatedEvent().getData().getObject().getId());
      assertEquals("{\"type\":\"playbook.updated\"}", s.last().body);
    }
  }

  @Test
  void oauthClientCredentialsAreExchangedAndRenewed() throws Exception {
    try (StubServer s = new StubServer()
        .reply(200, "{\"access_token\":\"tok_1\",\"token_type\":\"Bearer\",\"expires_in\":1,\"scope\":\"contracts:read\"}")
        .reply(200, StubServer.contract())
        .reply(200, "{\"access_token\":\"tok_2\",\"token_type\":\"Bearer\",\"expires_in\":900,\"scope\":\"contracts:read\"}")
        .reply(200, StubServer.contract())
        .reply(200, StubServer.contract())) {
      ContractAnalysisClient c = ContractAnalysisClient.builder().clientCredentials("cli_1", "sec", "contracts:read").baseUrl(s.url()).build();
      // The client's clock stands still until moved: the first token is used however long the call takes.
      long[] now = { 1_000_000L };
      c.core.clock = () -> now[0];
      c.contracts().retrieve(ctr1());
      now[0] += 1000; // the first token's lifetime (1 s) is over: the next call renews it
      c.contracts().retrieve(ctr1());
      c.contracts().retrieve(ctr1());
      StubServer.Recorded token = s.requests.get(0);
      assertEquals("/oauth/token", token.path);
      assertNull(token.header("Authorization"));
      assertTrue(token.header("Content-Type").startsWith("application/x-www-form-urlencoded"));
      String form = URLDecoder.decode(token.body, StandardCharsets.UTF_8);
      assertTrue(form.contains("grant_type=client_credentials") && form.contains("client_id=cli_1") && form.contains("client_secret=sec"), form);
      assertEquals(List.of("Bearer tok_1", "Bearer tok_2", "Bearer tok_2"),
          s.requests.stream().filter(r -> !r.path.equals("/oauth/token")).map(r -> r.header("Authorization")).toList());
    }
  }

  @Test
  void modelsSerialiseToJsonAndBack() throws Exception {
    Contract c = ContractAnalysisClient.fromJson(StubServer.contract(), Contract.class);
    JsonNode json = JSON.readTree(ContractAnalysisClient.toJson(c));
    assertEquals(JSON.readTree(StubServer.contract()).get("created_at").asText(), json.get("created_at").asText());
    assertEquals(c, ContractAnalysisClient.fromJson(json.toString(), Contract.class));
    assertThrows(IllegalArgumentException.class, () -> ContractAnalysisClient.fromJson("{\"status\": [1]}", Contract.class));
  }

  @Test
  void unknownEnumValuesDoNotCrash() {
    Contract c = ContractAnalysisClient.fromJson(StubServer.contract("ctr_1", "archived", "\"extreme\"", "blocker"), Contract.class);
    assertEquals(ContractStatus.UNKNOWN_DEFAULT_OPEN_API, c.getStatus());
    assertEquals(RiskLevel.UNKNOWN_DEFAULT_OPEN_API, c.getReview().getRiskLevel());
    assertEquals(Severity.UNKNOWN_DEFAULT_OPEN_API, c.getReview().getIssues().get(0).getSeverity());
  }

  @Test
  void nullableFields() {
    String json = StubServer.contract("ctr_1", "completed", "null", "low").replace("\"risk_score\":46", "\"risk_score\":null");
    Contract c = ContractAnalysisClient.fromJson(json, Contract.class);
    assertNull(c.getFilename());
    assertNull(c.getReview().getRiskScore());
    assertNull(c.getReview().getRiskLevel());
  }

  @Test
  void keyFromTheBuilderOrAClearError() {
    assertThrows(ContractAnalysisException.class, () -> new ContractAnalysisClient.Builder(Map.of()).build());
  }
}
