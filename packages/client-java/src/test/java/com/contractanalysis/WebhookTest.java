package com.contractanalysis;

import static org.junit.jupiter.api.Assertions.*;

import com.contractanalysis.errors.WebhookVerificationException;
import com.contractanalysis.generated.model.ContractReviewCompletedEvent;
import com.contractanalysis.generated.model.PlaybookUpdatedEvent;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WebhookTest {
  /** Signed by the standardwebhooks reference implementation (Python 1.1.0); see the fixture's "source". */
  static JsonNode vector() throws Exception {
    try (InputStream in = WebhookTest.class.getResourceAsStream("/webhook-vector.json")) {
      return new ObjectMapper().readTree(in);
    }
  }

  static Map<String, String> headers(JsonNode v) {
    Map<String, String> h = new HashMap<>();
    h.put("webhook-id", v.get("webhook-id").asText());
    h.put("webhook-timestamp", v.get("webhook-timestamp").asText());
    h.put("webhook-signature", v.get("webhook-signature").asText());
    return h;
  }

  @Test
  void aSignatureFromTheReferenceLibraryVerifies() throws Exception {
    JsonNode v = vector();
    long ts = Long.parseLong(v.get("webhook-timestamp").asText());
    JsonNode body = new WebhookVerifier(v.get("secret").asText()).verify(v.get("payload").asText(), headers(v), ts + 10);
    assertEquals("playbook.updated", body.get("type").asText());
    assertEquals(v.get("webhook-signature").asText(), new WebhookVerifier(v.get("secret").asText()).sign(v.get("webhook-id").asText(), ts, v.get("payload").asText()));
  }

  @Test
  void oneOfSeveralSignaturesAndAnyHeaderCase() throws Exception {
    JsonNode v = vector();
    long ts = Long.parseLong(v.get("webhook-timestamp").asText());
    Map<String, String> h = new HashMap<>();
    h.put("Webhook-Id", v.get("webhook-id").asText());
    h.put("Webhook-Timestamp", v.get("webhook-timestamp").asText());
    h.put("Webhook-Signature", "v1,AAAA v2,xyz " + v.get("webhook-signature").asText());
    assertNotNull(new WebhookVerifier(v.get("secret").asText()).verify(v.get("payload").asText(), h, ts));
  }

  @Test
  void tamperingAndStaleTimestampsFail() throws Exception {
    JsonNode v = vector();
    long ts = Long.parseLong(v.get("webhook-timestamp").asText());
    WebhookVerifier w = new WebhookVerifier(v.get("secret").asText());
    String payload = v.get("payload").asText();
    assertThrows(WebhookVerificationException.class, () -> w.verify(payload.replace("Our NDA", "Their NDA"), headers(v), ts));
    Map<String, String> otherId = headers(v);
    otherId.put("webhook-id", "evt_other");
    assertThrows(WebhookVerificationException.class, () -> w.verify(payload, otherId, ts));
    Map<String, String> missing = headers(v);
    missing.remove("webhook-signature");
    assertThrows(WebhookVerificationException.class, () -> w.verify(payload, missing, ts));
    assertThrows(WebhookVerificationException.class, () -> w.verify(payload, headers(v), ts + 301));
    assertThrows(WebhookVerificationException.class, () -> w.verify(payload, headers(v), ts - 301));
    assertNotNull(w.verify(payload, headers(v), ts + 299));
  }

  @Test
  void eventsAreTypedByTheirDiscriminator() throws Exception {
    JsonNode v = vector();
    assertInstanceOf(PlaybookUpdatedEvent.class, WebhookVerifier.parseEvent(v.get("payload").asText()));
    String review = "{\"id\":\"evt_1\",\"object\":\"event\",\"type\":\"contract.review.completed\",\"created_at\":\"2026-11-20T09:14:08Z\","
        + "\"livemode\":false,\"data\":{\"object\":" + StubServer.contract() + "}}";
    Object event = WebhookVerifier.parseEvent(review);
    assertInstanceOf(ContractReviewCompletedEvent.class, event);
    assertEquals(46.0, ((ContractReviewCompletedEvent) event).getData().getObject().getReview().getRiskScore().doubleValue());
  }

  // Each rejection on its own

  @Test
  void aBadSignatureIsRejected() throws Exception {
    JsonNode v = vector();
    long ts = Long.parseLong(v.get("webhook-timestamp").asText());
    Map<String, String> forged = headers(v);
    forged.put("webhook-signature", new WebhookVerifier(OTHER).sign(v.get("webhook-id").asText(), ts, v.get("payload").asText()));
    WebhookVerificationException e = assertThrows(WebhookVerificationException.class,
        () -> new WebhookVerifier(v.get("secret").asText()).unwrap(v.get("payload").asText(), forged, ts));
    assertTrue(e.getMessage().contains("No matching signature"), e.getMessage());
    forged.put("webhook-signature", "v1,not base64!");
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(v.get("secret").asText()).verify(v.get("payload").asText(), forged, ts));
  }

  @Test
  void aTamperedBodyIsRejected() throws Exception {
    JsonNode v = vector();
    long ts = Long.parseLong(v.get("webhook-timestamp").asText());
    WebhookVerifier w = new WebhookVerifier(v.get("secret").asText());
    String payload = v.get("payload").asText();
    for (String tampered : List.of(payload.replace("\"version\":2", "\"version\":3"), payload + "\n", payload.replace(",", ", "))) {
      WebhookVerificationException e = assertThrows(WebhookVerificationException.class, () -> w.unwrap(tampered, headers(v), ts));
      assertTrue(e.getMessage().contains("No matching signature"), e.getMessage());
    }
  }

  @Test
  void aTimestampOutsideTheDefaultFiveMinutesIsRejectedAndTheToleranceCanBeChanged() throws Exception {
    JsonNode v = vector();
    long ts = Long.parseLong(v.get("webhook-timestamp").asText());
    String secret = v.get("secret").asText();
    String payload = v.get("payload").asText();
    assertEquals(300, WebhookVerifier.TOLERANCE_SECONDS);
    assertInstanceOf(PlaybookUpdatedEvent.class, new WebhookVerifier(secret).unwrap(payload, headers(v), ts + 300));
    WebhookVerificationException old = assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(secret).unwrap(payload, headers(v), ts + 301));
    assertTrue(old.getMessage().contains("too old"));
    WebhookVerificationException early = assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(secret).unwrap(payload, headers(v), ts - 301));
    assertTrue(early.getMessage().contains("too new"));
    // The vector is from 2025: stale with the real clock, unless the tolerance covers its age.
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(secret).unwrap(payload, headers(v)));
    long age = System.currentTimeMillis() / 1000 - ts;
    assertInstanceOf(PlaybookUpdatedEvent.class, new WebhookVerifier(secret, Duration.ofSeconds(age + 60)).unwrap(payload, headers(v)));
  }

  @Test
  void emptyOrMissingSecretsAreRefused() {
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier((String) null));
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier("whsec_"));
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier("whsec_%%%"));
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(List.of()));
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(Arrays.asList(OTHER, null)));
  }

  // Secret rotation: several secrets

  static final String OTHER = "whsec_" + Base64.getEncoder().encodeToString("neither the old nor the new one..".getBytes(StandardCharsets.UTF_8));
  static final String NEW = "whsec_" + Base64.getEncoder().encodeToString("the new secret, 32 bytes long....".getBytes(StandardCharsets.UTF_8));

  static Map<String, String> signedBy(String msgId, long ts, String payload, String... secrets) {
    StringBuilder signatures = new StringBuilder();
    for (String secret : secrets) signatures.append(signatures.length() == 0 ? "" : " ").append(new WebhookVerifier(secret).sign(msgId, ts, payload));
    Map<String, String> h = new HashMap<>();
    h.put("webhook-id", msgId);
    h.put("webhook-timestamp", Long.toString(ts));
    h.put("webhook-signature", signatures.toString());
    return h;
  }

  @Test
  void aDeliveryOfTheOverlapVerifiesWithTheOldTheNewOrBothSecrets() throws Exception {
    JsonNode v = vector();
    String old = v.get("secret").asText();
    String payload = v.get("payload").asText();
    long ts = Long.parseLong(v.get("webhook-timestamp").asText());
    Map<String, String> both = signedBy("evt_rotation_1", ts, payload, NEW, old);
    assertInstanceOf(PlaybookUpdatedEvent.class, new WebhookVerifier(old).unwrap(payload, both, ts));
    assertInstanceOf(PlaybookUpdatedEvent.class, new WebhookVerifier(NEW).unwrap(payload, both, ts));
    assertInstanceOf(PlaybookUpdatedEvent.class, new WebhookVerifier(List.of(NEW, old)).unwrap(payload, both, ts));
    assertInstanceOf(PlaybookUpdatedEvent.class, new WebhookVerifier(List.of(old, NEW)).unwrap(payload, both, ts));
  }

  @Test
  void bothSecretsVerifyDeliveriesSignedWithEitherAlone() throws Exception {
    JsonNode v = vector();
    String old = v.get("secret").asText();
    String payload = v.get("payload").asText();
    long ts = Long.parseLong(v.get("webhook-timestamp").asText());
    WebhookVerifier both = new WebhookVerifier(List.of(NEW, old));
    assertNotNull(both.verify(payload, headers(v), ts)); // the reference vector: signed with the old secret only
    assertNotNull(both.verify(payload, signedBy("evt_rotation_2", ts, payload, NEW), ts));
    assertNotNull(new WebhookVerifier(List.of(NEW, old), Duration.ofSeconds(60)).verify(payload, headers(v), ts + 60));
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(List.of(NEW, old), Duration.ofSeconds(60)).verify(payload, headers(v), ts + 61));
  }

  @Test
  void aListOfSecretsStillRejectsWhatNoneSignedTamperingAndStaleTimestamps() throws Exception {
    JsonNode v = vector();
    String old = v.get("secret").asText();
    String payload = v.get("payload").asText();
    long ts = Long.parseLong(v.get("webhook-timestamp").asText());
    WebhookVerifier both = new WebhookVerifier(List.of(NEW, old));
    assertThrows(WebhookVerificationException.class, () -> both.verify(payload, signedBy("evt_r", ts, payload, OTHER), ts));
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(List.of(NEW)).verify(payload, headers(v), ts));
    assertThrows(WebhookVerificationException.class,
        () -> both.verify(payload.replace("Our NDA", "Your NDA"), signedBy("evt_r", ts, payload, NEW, old), ts));
    assertThrows(WebhookVerificationException.class, () -> both.verify(payload, signedBy("evt_r", ts, payload, NEW, old), ts + 301));
  }

  @Test
  void signsWithTheFirstSecretAndVerifiesWithAList() throws Exception {
    JsonNode v = vector();
    String old = v.get("secret").asText();
    String payload = v.get("payload").asText();
    assertEquals(new WebhookVerifier(NEW).sign("evt_1", 1L, payload), new WebhookVerifier(List.of(NEW, old)).sign("evt_1", 1L, payload));
    long now = System.currentTimeMillis() / 1000;
    ContractAnalysisClient client = ContractAnalysisClient.builder().apiKey("cas_test_k").baseUrl("http://127.0.0.1:9").build();
    Object event = new WebhookVerifier(List.of(NEW, old)).unwrap(payload, signedBy("evt_6Tn3Kp9WqZ1xRb4M", now, payload, old));
    assertEquals("evt_6Tn3Kp9WqZ1xRb4M", ((PlaybookUpdatedEvent) event).getId());
    assertThrows(WebhookVerificationException.class,
        () -> new WebhookVerifier(List.of(NEW)).unwrap(payload, signedBy("evt_6Tn3Kp9WqZ1xRb4M", now, payload, old)));
  }

  @Test
  void theReadmeExampleRunsAsWritten() throws Exception {
    Path example = Path.of("examples/VerifyWebhook.java");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), example.toString())
        .redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), out);
    assertEquals(4, out.lines().filter(l -> l.contains("is at version 2")).count(), out);
    assertEquals(3, out.lines().filter(l -> l.startsWith("rejected: ")).count(), out);
    assertTrue(Files.readString(Path.of("README.md")).contains(Files.readString(example)), "README.md shows examples/VerifyWebhook.java");
  }

  @Test
  void anUnknownEventTypeDoesNotCrash() throws Exception {
    Object event = WebhookVerifier.parseEvent("{\"id\":\"evt_1\",\"object\":\"event\",\"type\":\"contract.archived\",\"data\":{}}");
    assertInstanceOf(WebhookVerifier.UnknownEvent.class, event);
    assertEquals("contract.archived", ((WebhookVerifier.UnknownEvent) event).type());
  }
}
