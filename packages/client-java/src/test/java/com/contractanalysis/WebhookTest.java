package com.contractanalysis;

import static org.junit.jupiter.api.Assertions.*;

import com.contractanalysis.errors.WebhookVerificationException;
import com.contractanalysis.generated.model.ContractReviewCompletedEvent;
import com.contractanalysis.generated.model.PlaybookUpdatedEvent;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.util.HashMap;
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
    JsonNode body = new Webhook(v.get("secret").asText()).verify(v.get("payload").asText(), headers(v), ts + 10);
    assertEquals("playbook.updated", body.get("type").asText());
    assertEquals(v.get("webhook-signature").asText(), new Webhook(v.get("secret").asText()).sign(v.get("webhook-id").asText(), ts, v.get("payload").asText()));
  }

  @Test
  void oneOfSeveralSignaturesAndAnyHeaderCase() throws Exception {
    JsonNode v = vector();
    long ts = Long.parseLong(v.get("webhook-timestamp").asText());
    Map<String, String> h = new HashMap<>();
    h.put("Webhook-Id", v.get("webhook-id").asText());
    h.put("Webhook-Timestamp", v.get("webhook-timestamp").asText());
    h.put("Webhook-Signature", "v1,AAAA v2,xyz " + v.get("webhook-signature").asText());
    assertNotNull(new Webhook(v.get("secret").asText()).verify(v.get("payload").asText(), h, ts));
  }

  @Test
  void tamperingAndStaleTimestampsFail() throws Exception {
    JsonNode v = vector();
    long ts = Long.parseLong(v.get("webhook-timestamp").asText());
    Webhook w = new Webhook(v.get("secret").asText());
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
    assertInstanceOf(PlaybookUpdatedEvent.class, Webhook.parseEvent(v.get("payload").asText()));
    String review = "{\"id\":\"evt_1\",\"object\":\"event\",\"type\":\"contract.review.completed\",\"created_at\":\"2026-11-20T09:14:08Z\","
        + "\"livemode\":false,\"data\":{\"object\":" + StubServer.contract() + "}}";
    Object event = Webhook.parseEvent(review);
    assertInstanceOf(ContractReviewCompletedEvent.class, event);
    assertEquals(46.0, ((ContractReviewCompletedEvent) event).getData().getObject().getReview().getRiskScore().doubleValue());
  }

  @Test
  void anUnknownEventTypeDoesNotCrash() throws Exception {
    Object event = Webhook.parseEvent("{\"id\":\"evt_1\",\"object\":\"event\",\"type\":\"contract.archived\",\"data\":{}}");
    assertInstanceOf(Webhook.UnknownEvent.class, event);
    assertEquals("contract.archived", ((Webhook.UnknownEvent) event).type());
  }
}
