package com.contractanalysis;

import static org.junit.jupiter.api.Assertions.*;

import com.contractanalysis.errors.WebhookVerificationException;
import com.contractanalysis.generated.model.Contract;
import com.contractanalysis.generated.model.ContractReviewCompletedEvent;
import com.contractanalysis.generated.model.ContractStatus;
import com.contractanalysis.generated.model.PlaybookUpdatedEvent;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Deliveries captured from the real server ({@code pnpm --filter @contract-analysis/server capture-delivery}), read
 * where the server package keeps them, not copied: the server's signing and this client's verification are checked
 * against each other. Their timestamps are those of the capture, so "now" is fixed at it (or the tolerance widened).
 */
class CapturedDeliveryTest {
  static final Path CAPTURED = Path.of("../server/test/fixtures/captured-delivery.json");
  static JsonNode capture;

  @BeforeAll
  static void read() throws Exception {
    assertTrue(Files.exists(CAPTURED),
        CAPTURED.toAbsolutePath().normalize() + " is missing: the server package writes it (pnpm --filter @contract-analysis/server capture-delivery)");
    capture = new ObjectMapper().readTree(CAPTURED.toFile());
  }

  static Map<String, String> headers(JsonNode node) {
    Map<String, String> h = new HashMap<>();
    node.fields().forEachRemaining(e -> h.put(e.getKey(), e.getValue().asText()));
    return h;
  }

  static String body() { return capture.get("body").asText(); }

  static String secret() { return capture.get("secret").asText(); }

  static long at() { return capture.has("verify_at") ? capture.get("verify_at").asLong() : capture.get("timestamp").asLong(); }

  @Test
  void verifiesAndUnwrapsIntoTheTypedEventWithNowFixedAtTheCapture() {
    Map<String, String> headers = headers(capture.get("headers"));
    Object event = new WebhookVerifier(secret()).unwrap(body(), headers, at());
    ContractReviewCompletedEvent review = assertInstanceOf(ContractReviewCompletedEvent.class, event);
    assertEquals(capture.at("/event/id").asText(), review.getId());
    assertEquals(headers.get("webhook-id"), review.getId());
    assertEquals(capture.at("/event/type").asText(), review.getType().getValue());
    Contract contract = review.getData().getObject();
    assertTrue(contract.getId().startsWith("ctr_"));
    assertEquals(ContractStatus.COMPLETED, contract.getStatus());
    double risk = contract.getReview().getRiskScore().doubleValue();
    assertTrue(risk >= 0 && risk <= 100);
    assertNotNull(contract.getReview().getIssues());
  }

  @Test
  void verifiesThroughTheClientWithAToleranceOverrideInsteadOfAFixedNow() {
    long age = System.currentTimeMillis() / 1000 - capture.get("timestamp").asLong();
    Object event = new WebhookVerifier(List.of(secret()), Duration.ofSeconds(Math.abs(age) + 60)).unwrap(body(), headers(capture.get("headers")));
    assertEquals(capture.at("/event/id").asText(), ((ContractReviewCompletedEvent) event).getId());
  }

  @Test
  void isRejectedOnceMoreThanTheDefaultFiveMinutesHavePassed() {
    long ts = capture.get("timestamp").asLong();
    Map<String, String> headers = headers(capture.get("headers"));
    assertNotNull(new WebhookVerifier(secret()).unwrap(body(), headers, ts + 300));
    WebhookVerificationException old = assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(secret()).unwrap(body(), headers, ts + 301));
    assertTrue(old.getMessage().contains("too old"));
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(secret()).unwrap(body(), headers, ts - 301));
    if (System.currentTimeMillis() / 1000 > ts + 300) { // with the real clock, unless captured in the last 5 minutes
      assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(secret()).unwrap(body(), headers));
    }
  }

  @Test
  void isRejectedWithAnotherSecretATamperedBodyOrABadSignature() {
    Map<String, String> headers = headers(capture.get("headers"));
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(capture.get("wrong_secret").asText()).unwrap(body(), headers, at()));
    String tampered = body().replace("\"status\":\"completed\"", "\"status\":\"failed\"");
    assertNotEquals(body(), tampered);
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(secret()).unwrap(tampered, headers, at()));
    Map<String, String> bad = new HashMap<>(headers);
    bad.put("webhook-signature", "v1," + Base64.getEncoder().encodeToString(new byte[32]));
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(secret()).unwrap(body(), bad, at()));
  }

  @Test
  void aRotationDeliveryCarriesTwoSignaturesAndVerifiesWithEitherSecretOrBoth() {
    JsonNode rotation = capture.get("rotation");
    Map<String, String> headers = headers(rotation.get("headers"));
    assertEquals(2, headers.get("webhook-signature").split(" ").length);
    String newSecret = rotation.get("secret").asText();
    String previous = rotation.get("previous_secret").asText();
    long ts = rotation.get("timestamp").asLong();
    for (WebhookVerifier w : List.of(new WebhookVerifier(newSecret), new WebhookVerifier(previous), new WebhookVerifier(List.of(newSecret, previous)))) {
      PlaybookUpdatedEvent event = assertInstanceOf(PlaybookUpdatedEvent.class, w.unwrap(rotation.get("body").asText(), headers, ts));
      assertEquals(rotation.at("/event/id").asText(), event.getId());
      assertTrue(event.getData().getObject().getId().startsWith("pbk_"));
    }
    assertThrows(WebhookVerificationException.class,
        () -> new WebhookVerifier(List.of(capture.get("wrong_secret").asText())).unwrap(rotation.get("body").asText(), headers, ts));
  }

  @Test
  void bothSecretsAlsoAcceptTheDeliveryFromBeforeTheRotation() {
    JsonNode rotation = capture.get("rotation");
    assertEquals(rotation.get("previous_secret").asText(), secret()); // the first capture was before the rotation
    List<String> both = List.of(rotation.get("secret").asText(), rotation.get("previous_secret").asText());
    Map<String, String> headers = headers(capture.get("headers"));
    ContractAnalysisClient client = ContractAnalysisClient.builder().apiKey("cas_test_k").baseUrl("http://127.0.0.1:9").build();
    long age = System.currentTimeMillis() / 1000 - capture.get("timestamp").asLong();
    assertEquals(capture.at("/event/id").asText(),
        ((ContractReviewCompletedEvent) new WebhookVerifier(both, Duration.ofSeconds(Math.abs(age) + 60)).unwrap(body(), headers)).getId());
    assertEquals(capture.at("/event/id").asText(), ((ContractReviewCompletedEvent) new WebhookVerifier(both).unwrap(body(), headers, at())).getId());
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(rotation.get("secret").asText()).unwrap(body(), headers, at()));
    if (System.currentTimeMillis() / 1000 > capture.get("timestamp").asLong() + 300) {
      assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(both).unwrap(body(), headers)); // real clock
    }
  }
}
