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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Deliveries captured from the real server ({@code pnpm --filter @contract-analysis/server capture-delivery}), read
 * where the server package keeps them, not copied: the server's signing and this client's verification are checked
 * against each other. The Standard Webhooks library checks timestamps against the real clock, which a test cannot set:
 * the library must make the captured signatures at the captured timestamp, and the captured body, re-signed now with
 * the same secret, must verify into the typed event; as captured, it is refused as too old.
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

  /** The delivery as the server would send it now: the same id and body, signed by `secrets` at the real clock. */
  static Map<String, String> now(JsonNode delivery, String... secrets) {
    Map<String, String> h = headers(delivery.get("headers"));
    long ts = System.currentTimeMillis() / 1000;
    StringBuilder signatures = new StringBuilder();
    for (String s : secrets) signatures.append(signatures.length() == 0 ? "" : " ").append(new WebhookVerifier(s).sign(h.get("webhook-id"), ts, delivery.get("body").asText()));
    h.put("webhook-timestamp", Long.toString(ts));
    h.put("webhook-signature", signatures.toString());
    return h;
  }

  static String signedAsCaptured(JsonNode delivery, String secret) {
    Map<String, String> h = headers(delivery.get("headers"));
    return new WebhookVerifier(secret).sign(h.get("webhook-id"), Long.parseLong(h.get("webhook-timestamp")), delivery.get("body").asText());
  }

  @Test
  void theLibrarySignsAsTheServerDid() {
    assertEquals(capture.at("/headers/webhook-signature").asText(), signedAsCaptured(capture, capture.get("secret").asText()));
    JsonNode rotation = capture.get("rotation");
    assertEquals(rotation.at("/headers/webhook-signature").asText(),
        signedAsCaptured(rotation, rotation.get("secret").asText()) + " " + signedAsCaptured(rotation, rotation.get("previous_secret").asText()));
  }

  @Test
  void itsBodyVerifiesAndUnwrapsIntoTheTypedEvent() {
    String secret = capture.get("secret").asText();
    Object event = new WebhookVerifier(secret).unwrap(capture.get("body").asText(), now(capture, secret));
    ContractReviewCompletedEvent review = assertInstanceOf(ContractReviewCompletedEvent.class, event);
    assertEquals(capture.at("/event/id").asText(), review.getId());
    assertEquals(capture.at("/headers/webhook-id").asText(), review.getId());
    assertEquals(capture.at("/event/type").asText(), review.getType().getValue());
    Contract contract = review.getData().getObject();
    assertTrue(contract.getId().startsWith("ctr_"));
    assertEquals(ContractStatus.COMPLETED, contract.getStatus());
    double risk = contract.getReview().getRiskScore().doubleValue();
    assertTrue(risk >= 0 && risk <= 100);
    assertNotNull(contract.getReview().getIssues());
  }

  @Test
  void asCapturedItIsTooOldAndOtherwiseRefusedForAnotherSecretOrATamperedBody() {
    String secret = capture.get("secret").asText(), body = capture.get("body").asText();
    assertEquals("Message timestamp too old",
        assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(secret).unwrap(body, headers(capture.get("headers")))).getMessage());
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(capture.get("wrong_secret").asText()).unwrap(body, now(capture, secret)));
    String tampered = body.replace("\"status\":\"completed\"", "\"status\":\"failed\"");
    assertNotEquals(body, tampered);
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(secret).unwrap(tampered, now(capture, secret)));
  }

  @Test
  void aRotationDeliveryVerifiesWithEitherSecretOrBoth() {
    JsonNode rotation = capture.get("rotation");
    String newSecret = rotation.get("secret").asText(), previous = rotation.get("previous_secret").asText(), body = rotation.get("body").asText();
    assertEquals(previous, capture.get("secret").asText()); // the first capture was before the rotation
    Map<String, String> headers = now(rotation, newSecret, previous);
    for (WebhookVerifier w : List.of(new WebhookVerifier(newSecret), new WebhookVerifier(previous), new WebhookVerifier(List.of(newSecret, previous)))) {
      PlaybookUpdatedEvent event = assertInstanceOf(PlaybookUpdatedEvent.class, w.unwrap(body, headers));
      assertEquals(rotation.at("/event/id").asText(), event.getId());
      assertTrue(event.getData().getObject().getId().startsWith("pbk_"));
    }
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(capture.get("wrong_secret").asText()).unwrap(body, headers));
  }
}
