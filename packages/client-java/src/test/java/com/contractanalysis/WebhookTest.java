package com.contractanalysis;

import static org.junit.jupiter.api.Assertions.*;

import com.contractanalysis.errors.WebhookVerificationException;
import com.contractanalysis.generated.model.PlaybookUpdatedEvent;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What spec/contract-tests/webhooks.yaml (WebhookVectorsTest) does not cover: deliveries signed now against the real
 * clock, signing with the first of several secrets, parsing events without checking, and refused secrets.
 */
class WebhookTest {
  static final String OLD = "whsec_Y29udHJhY3QtYW5hbHlzaXMtdGVzdC12ZWN0b3ItMDE=";
  static final String NEW = "whsec_" + Base64.getEncoder().encodeToString("the new secret, 32 bytes long....".getBytes(StandardCharsets.UTF_8));
  static final String PAYLOAD = "{\"id\":\"evt_6Tn3Kp9WqZ1xRb4M\",\"object\":\"event\",\"type\":\"playbook.updated\",\"created_at\":\"2026-11-20T09:14:08Z\","
      + "\"livemode\":false,\"data\":{\"object\":{\"id\":\"pbk_2Vd8Qm4XtL9aRc6N\",\"object\":\"playbook\",\"name\":\"Our NDA\",\"document_type\":\"nda\","
      + "\"version\":2,\"built_in\":false,\"based_on\":\"pbk_nda_standard\",\"checks\":[],\"created_at\":\"2026-11-20T09:14:08Z\",\"updated_at\":\"2026-11-20T09:14:08Z\"}}}";

  static Map<String, String> signedBy(long ts, String... secrets) {
    StringBuilder signatures = new StringBuilder();
    for (String secret : secrets) signatures.append(signatures.length() == 0 ? "" : " ").append(new WebhookVerifier(secret).sign("evt_6Tn3Kp9WqZ1xRb4M", ts, PAYLOAD));
    Map<String, String> h = new HashMap<>();
    h.put("Webhook-Id", "evt_6Tn3Kp9WqZ1xRb4M");
    h.put("webhook-timestamp", Long.toString(ts));
    h.put("WEBHOOK-SIGNATURE", signatures.toString());
    return h;
  }

  @Test
  void aDeliverySignedNowVerifiesWithEitherSecretOfARotation() {
    long now = System.currentTimeMillis() / 1000;
    Object event = new WebhookVerifier(List.of(NEW, OLD)).unwrap(PAYLOAD, signedBy(now - 240, OLD));
    assertEquals("evt_6Tn3Kp9WqZ1xRb4M", assertInstanceOf(PlaybookUpdatedEvent.class, event).getId());
    assertEquals("playbook.updated", new WebhookVerifier(OLD).verify(PAYLOAD, signedBy(now, NEW, OLD)).get("type").asText());
    assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(NEW).unwrap(PAYLOAD, signedBy(now, OLD)));
  }

  @Test
  void sixMinutesAwayFromTheRealClockIsRefused() {
    long now = System.currentTimeMillis() / 1000;
    WebhookVerifier both = new WebhookVerifier(List.of(NEW, OLD));
    assertEquals("Message timestamp too old", assertThrows(WebhookVerificationException.class, () -> both.verify(PAYLOAD, signedBy(now - 360, OLD))).getMessage());
    assertEquals("Message timestamp too new", assertThrows(WebhookVerificationException.class, () -> both.verify(PAYLOAD, signedBy(now + 360, NEW))).getMessage());
  }

  @Test
  void signsWithTheFirstSecret() {
    assertEquals(new WebhookVerifier(NEW).sign("evt_1", 1L, PAYLOAD), new WebhookVerifier(List.of(NEW, OLD)).sign("evt_1", 1L, PAYLOAD));
    assertNotEquals(new WebhookVerifier(OLD).sign("evt_1", 1L, PAYLOAD), new WebhookVerifier(List.of(NEW, OLD)).sign("evt_1", 1L, PAYLOAD));
  }

  @Test
  void eventsAreTypedWithoutChecking() {
    assertInstanceOf(PlaybookUpdatedEvent.class, WebhookVerifier.parseEvent(PAYLOAD));
    WebhookVerifier.UnknownEvent unknown = assertInstanceOf(WebhookVerifier.UnknownEvent.class,
        WebhookVerifier.parseEvent(PAYLOAD.replace("playbook.updated", "contract.archived")));
    assertEquals("contract.archived", unknown.type());
    assertEquals("pbk_2Vd8Qm4XtL9aRc6N", unknown.json().at("/data/object/id").asText());
    assertThrows(WebhookVerificationException.class, () -> WebhookVerifier.parseEvent(PAYLOAD.replace("\"checks\":[]", "\"checks\":7")));
  }

  @Test
  void emptyOrMissingSecretsAreRefused() {
    for (List<String> secrets : List.<List<String>>of(Arrays.asList((String) null), List.of(""), List.of(), Arrays.asList(OLD, null))) {
      assertEquals("No webhook secret was given.", assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(secrets)).getMessage());
    }
    for (String secret : List.of("whsec_", "whsec_%%%")) {
      assertEquals("The webhook secret is empty or not base64.", assertThrows(WebhookVerificationException.class, () -> new WebhookVerifier(secret)).getMessage());
    }
  }
}
