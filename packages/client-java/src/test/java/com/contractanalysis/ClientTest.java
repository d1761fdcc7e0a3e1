package com.contractanalysis;

import static org.junit.jupiter.api.Assertions.*;

import com.contractanalysis.errors.*;
import com.contractanalysis.generated.ApiClient;
import com.contractanalysis.generated.model.Contract;
import com.contractanalysis.generated.model.ContractStatus;
import com.contractanalysis.generated.model.ReviewRequest;
import com.contractanalysis.generated.model.RiskLevel;
import com.contractanalysis.generated.model.Severity;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.net.ServerSocket;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ClientTest {
  static final byte[] PDF = "%PDF-1.7\n\u0000\u00ff binary".getBytes(StandardCharsets.ISO_8859_1);
  static final ObjectMapper JSON = new ObjectMapper();

  static ContractAnalysisClient client(StubServer s) {
    return ContractAnalysisClient.builder().apiKey("cas_test_k").baseUrl(s.url()).retryBaseDelay(Duration.ofMillis(10)).build();
  }

  static JsonNode body(StubServer s) throws Exception { return JSON.readTree(s.last().body); }

  // Review inputs

  @Test
  void reviewAcceptsAnInputStream() throws Exception {
    try (StubServer s = new StubServer().reply(201, StubServer.contract())) {
      Review review = client(s).contracts().review(ReviewParams.builder().file(new ByteArrayInputStream(PDF)).documentType("nda").build());
      assertArrayEquals(PDF, Base64.getDecoder().decode(body(s).get("document").asText()));
      assertEquals("nda", body(s).get("document_type").asText());
      assertEquals(46.0, review.riskScore());
      assertEquals("Short survival", review.issues().get(0).getTitle());
      assertEquals("req_stub", review.requestId());
    }
  }

  @Test
  void reviewAcceptsBytesAndAPath(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("nda.pdf");
    Files.write(file, PDF);
    try (StubServer s = new StubServer().reply(201, StubServer.contract()).reply(201, StubServer.contract())) {
      ContractAnalysisClient c = client(s);
      c.contracts().review(ReviewParams.builder().file(PDF).documentType("nda").filename("a.pdf").build());
      assertEquals(Base64.getEncoder().encodeToString(PDF), body(s).get("document").asText()); // format: byte
      assertEquals("a.pdf", body(s).get("filename").asText());
      c.contracts().review(ReviewParams.builder().file(file).documentType("nda").build());
      assertEquals("nda.pdf", body(s).get("filename").asText());
      assertArrayEquals(PDF, Base64.getDecoder().decode(body(s).get("document").asText()));
    }
  }

  @Test
  void asyncReviewSendsPreferAndHasNoScoreYet() throws Exception {
    String queued = StubServer.contract().replaceFirst("\"review\":\\{.*\\},\"error\"", "\"review\":null,\"error\"").replace("completed", "queued");
    try (StubServer s = new StubServer().reply(202, queued)) {
      Review r = client(s).contracts().review(ReviewParams.builder().file(PDF).documentType("nda").respondAsync(true).build());
      assertEquals("respond-async", s.last().header("Prefer"));
      assertEquals(202, r.statusCode());
      assertEquals("queued", r.status());
      assertNull(r.riskScore());
      assertTrue(r.issues().isEmpty());
    }
  }

  // Retries

  @Test
  void retries429And5xxWithOneIdempotencyKey() throws Exception {
    try (StubServer s = new StubServer()
        .reply(429, StubServer.problem(429, "rate_limited", "req_1"), Map.of("Retry-After", "0"))
        .reply(503, StubServer.problem(503, "internal_error", "req_2"))
        .reply(201, StubServer.contract())) {
      Review r = client(s).contracts().review(ReviewParams.builder().file(PDF).documentType("nda").build());
      assertEquals(46.0, r.riskScore());
      assertEquals(3, s.requests.size());
      Set<String> keys = new HashSet<>();
      s.requests.forEach(q -> keys.add(q.header("Idempotency-Key")));
      assertEquals(1, keys.size());
      assertEquals(36, keys.iterator().next().length());
    }
  }

  @Test
  void retryAfterIsHonoured() throws Exception {
    try (StubServer s = new StubServer()
        .reply(429, StubServer.problem(429, "rate_limited", "req_1"), Map.of("Retry-After", "1"))
        .reply(200, StubServer.contract())) {
      long start = System.nanoTime();
      client(s).contracts().retrieve("ctr_1");
      assertTrue(System.nanoTime() - start >= 950_000_000L);
      assertEquals(2, s.requests.size());
    }
  }

  @Test
  void twoRetriesByDefaultThenTheError() throws Exception {
    try (StubServer s = new StubServer()) {
      for (int i = 0; i < 3; i++) s.reply(500, StubServer.problem(500, "internal_error", "req_last"));
      InternalServerException e = assertThrows(InternalServerException.class, () -> client(s).contracts().retrieve("ctr_1"));
      assertEquals(3, s.requests.size());
      assertEquals("req_last", e.requestId());
    }
  }

  @Test
  void idempotencyConflictIsNotRetried() throws Exception {
    try (StubServer s = new StubServer().reply(409, StubServer.problem(409, "idempotency_conflict", "req_1"))) {
      ConflictException e = assertThrows(ConflictException.class,
          () -> client(s).contracts().review(ReviewParams.builder().file(PDF).documentType("nda").build()));
      assertEquals("idempotency_conflict", e.code());
      assertEquals(1, s.requests.size());
    }
    try (StubServer s = new StubServer().reply(409, StubServer.problem(409, "idempotency_in_progress", "req_1")).reply(201, StubServer.contract())) {
      client(s).contracts().review(ReviewParams.builder().file(PDF).documentType("nda").build());
      assertEquals(2, s.requests.size());
    }
  }

  @Test
  void connectionErrorsAreRetriedThenThrown() throws Exception {
    int port;
    try (ServerSocket socket = new ServerSocket(0)) { port = socket.getLocalPort(); }
    ContractAnalysisClient c = ContractAnalysisClient.builder().apiKey("k").baseUrl("http://127.0.0.1:" + port)
        .retryBaseDelay(Duration.ofMillis(10)).build();
    assertThrows(ApiConnectionException.class, () -> c.contracts().retrieve("ctr_1"));
  }

  @Test
  void timeout() throws Exception {
    // The first two attempts are never answered, so only the client's time-out can end them, however loaded the
    // machine is. A third attempt would get the 200 and no exception: the exception proves there were at most two.
    try (StubServer s = new StubServer().hangingReply().hangingReply().reply(200, StubServer.contract())) {
      ContractAnalysisClient c = ContractAnalysisClient.builder().apiKey("k").baseUrl(s.url()).timeout(Duration.ofMillis(300))
          .maxRetries(1).retryBaseDelay(Duration.ofMillis(10)).build();
      assertThrows(ApiTimeoutException.class, () -> c.contracts().retrieve("ctr_1"));
      // Both were sent; the stub may still be reading the second one the client gave up on.
      assertEquals(List.of("/contracts/ctr_1", "/contracts/ctr_1"), s.awaitRequests(2).stream().map(r -> r.path).toList());
    }
  }

  // Errors

  @ParameterizedTest
  @CsvSource({"400,BadRequestException", "401,AuthenticationException", "403,PermissionDeniedException",
      "404,NotFoundException", "409,ConflictException", "413,ApiException", "415,ApiException",
      "422,UnprocessableEntityException", "429,RateLimitException", "500,InternalServerException", "502,InternalServerException"})
  void oneExceptionClassPerStatus(int status, String cls) throws Exception {
    try (StubServer s = new StubServer().reply(status, StubServer.problem(status, "some_code", "req_abc"))) {
      ContractAnalysisClient c = ContractAnalysisClient.builder().apiKey("k").baseUrl(s.url()).maxRetries(0).build();
      ApiException e = assertThrows(ApiException.class, () -> c.contracts().retrieve("ctr_1"));
      assertEquals(cls, e.getClass().getSimpleName());
      assertEquals(status, e.status());
      assertEquals("req_abc", e.requestId());
      assertEquals("some_code", e.code());
      assertEquals("some_code happened", e.problem().get("detail").asText());
    }
  }

  // Authentication

  @Test
  void oauthClientCredentialsAreExchangedAndRenewed() throws Exception {
    try (StubServer s = new StubServer()
        .reply(200, "{\"access_token\":\"tok_1\",\"token_type\":\"Bearer\",\"expires_in\":1,\"scope\":\"contracts:read\"}")
        .reply(200, StubServer.contract())
        .reply(200, "{\"access_token\":\"tok_2\",\"token_type\":\"Bearer\",\"expires_in\":900,\"scope\":\"contracts:read\"}")
        .reply(200, StubServer.contract())
        .reply(200, StubServer.contract())) {
      ContractAnalysisClient c = ContractAnalysisClient.builder().clientCredentials("cli_1", "sec", "contracts:read").baseUrl(s.url()).build();
      c.contracts().retrieve("ctr_1");
      Thread.sleep(1000);
      c.contracts().retrieve("ctr_1");
      c.contracts().retrieve("ctr_1");
      StubServer.Recorded token = s.requests.get(0);
      assertEquals("/oauth/token", token.path);
      assertTrue(token.header("Content-Type").startsWith("application/x-www-form-urlencoded"));
      String form = URLDecoder.decode(token.body, StandardCharsets.UTF_8);
      assertTrue(form.contains("grant_type=client_credentials") && form.contains("client_id=cli_1") && form.contains("client_secret=sec"), form);
      assertEquals(List.of("Bearer tok_1", "Bearer tok_2", "Bearer tok_2"),
          s.requests.stream().filter(r -> !r.path.equals("/oauth/token")).map(r -> r.header("Authorization")).toList());
    }
  }

  // Pagination

  @Test
  void paginationFollowsNextCursor() throws Exception {
    String p1 = "{\"object\":\"list\",\"data\":[" + StubServer.contract("ctr_1", "completed", "null", "low") + "," + StubServer.contract("ctr_2", "completed", "null", "low") + "],\"has_more\":true,\"next_cursor\":\"ctr_2\"}";
    String p2 = "{\"object\":\"list\",\"data\":[" + StubServer.contract("ctr_3", "completed", "null", "low") + "],\"has_more\":false,\"next_cursor\":null}";
    try (StubServer s = new StubServer().reply(200, p1).reply(200, p2)) {
      List<Contract> all = client(s).contracts().list(2, null, null, null, null).all();
      assertEquals(List.of("ctr_1", "ctr_2", "ctr_3"), all.stream().map(Contract::getId).toList());
      assertTrue(s.requests.get(1).path.contains("starting_after=ctr_2"));
    }
  }

  // Generator weak spots

  @Test
  void unknownEnumValuesDoNotCrash() throws Exception {
    ObjectMapper mapper = ApiClient.createDefaultObjectMapper();
    Contract c = mapper.readValue(StubServer.contract("ctr_1", "archived", "\"extreme\"", "blocker"), Contract.class);
    assertEquals(ContractStatus.UNKNOWN_DEFAULT_OPEN_API, c.getStatus());
    assertEquals(RiskLevel.UNKNOWN_DEFAULT_OPEN_API, c.getReview().getRiskLevel());
    assertEquals(Severity.UNKNOWN_DEFAULT_OPEN_API, c.getReview().getIssues().get(0).getSeverity());
    assertEquals(RiskLevel.LOW, RiskLevel.fromValue("low"));
  }

  @Test
  void nullableFields() throws Exception {
    ObjectMapper mapper = ApiClient.createDefaultObjectMapper();
    String json = StubServer.contract("ctr_1", "completed", "null", "low").replace("\"risk_score\":46", "\"risk_score\":null");
    Contract c = mapper.readValue(json, Contract.class);
    assertNull(c.getFilename()); // type: [string, 'null']
    assertNull(c.getReview().getRiskScore());
    assertNull(c.getReview().getRiskLevel()); // anyOf [$ref, {type: 'null'}]
    assertNull(c.getCompletedAt());
  }

  @Test
  void formatByteIsSerialisedAsBase64() throws Exception {
    ObjectMapper mapper = ApiClient.createDefaultObjectMapper();
    String json = mapper.writeValueAsString(new ReviewRequest().document(PDF));
    assertEquals(Base64.getEncoder().encodeToString(PDF), mapper.readTree(json).get("document").asText());
  }

  @Test
  void keyFromTheBuilderOrAClearError() {
    if (System.getenv("CONTRACT_ANALYSIS_API_KEY") == null) {
      assertThrows(ContractAnalysisException.class, () -> ContractAnalysisClient.builder().build());
    }
  }
}
