package com.contractanalysis;

import static org.junit.jupiter.api.Assertions.*;

import com.contractanalysis.errors.ConflictException;
import com.contractanalysis.generated.model.EventType;
import com.contractanalysis.generated.model.Webhook;
import com.contractanalysis.generated.model.WebhookDelivery;
import com.contractanalysis.generated.model.WebhookDeliveryStatus;
import com.contractanalysis.generated.model.WebhookUpdateRequest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** webhooks().update / rotateSecret / listDeliveries / replayDelivery over HTTP, against the local stub server. */
class WebhooksTest {
  static final ObjectMapper JSON = new ObjectMapper();

  static String webhook(String status, String disabledReason, String extra) {
    return "{\"id\":\"whk_1\",\"object\":\"webhook\",\"url\":\"https://hooks.example.com/cas\",\"events\":[\"contract.review.completed\"],"
        + "\"description\":null,\"status\":\"" + status + "\",\"disabled_reason\":" + disabledReason + ",\"previous_secret_expires_at\":null,"
        + extra + "\"created_at\":\"2026-11-20T08:02:44Z\"}";
  }

  static String delivery(String id, String status) {
    return "{\"id\":\"" + id + "\",\"object\":\"webhook_delivery\",\"webhook_id\":\"whk_1\",\"event_id\":\"evt_" + id + "\","
        + "\"event_type\":\"contract.review.completed\",\"status\":\"" + status + "\",\"attempts\":8,\"next_attempt_at\":null,"
        + "\"last_attempt_at\":\"2026-11-21T12:41:09Z\",\"last_response_status\":503,\"last_error\":\"The endpoint answered 503.\","
        + "\"created_at\":\"2026-11-20T09:14:08Z\"}";
  }

  static JsonNode body(StubServer.Recorded r) throws Exception { return JSON.readTree(r.body); }

  @Test
  void updatePatchesOnlyTheFieldsGivenWithOneIdempotencyKeyAcrossRetries() throws Exception {
    try (StubServer s = new StubServer()
        .reply(503, StubServer.problem(503, "internal_error", "req_1"))
        .reply(200, webhook("enabled", "null", ""))) {
      Webhook w = ClientTest.client(s).webhooks().update("whk_1",
          new WebhookUpdateRequest().status(WebhookUpdateRequest.StatusEnum.ENABLED).events(Set.of(EventType.CONTRACT_REVIEW_FAILED)), null);
      assertEquals(Webhook.StatusEnum.ENABLED, w.getStatus());
      assertNull(w.getDisabledReason());
      assertEquals(2, s.requests.size());
      for (StubServer.Recorded r : s.requests) {
        assertEquals("PATCH", r.method);
        assertEquals("/webhooks/whk_1", r.path);
      }
      assertEquals(JSON.readTree("{\"status\":\"enabled\",\"events\":[\"contract.review.failed\"]}"), body(s.last()));
      Set<String> keys = new HashSet<>();
      s.requests.forEach(q -> keys.add(q.header("Idempotency-Key")));
      assertEquals(1, keys.size());
      assertEquals(36, keys.iterator().next().length());
    }
  }

  @Test
  void updateReadsDisabledReasonAndKeepsTheCallersIdempotencyKey() throws Exception {
    try (StubServer s = new StubServer().reply(200, webhook("disabled", "\"paused\"", ""))) {
      Webhook w = ClientTest.client(s).webhooks().update("whk_1", new WebhookUpdateRequest().status(WebhookUpdateRequest.StatusEnum.DISABLED),
          RequestOptions.builder().idempotencyKey("pause-1").build());
      assertEquals(Webhook.StatusEnum.DISABLED, w.getStatus());
      assertEquals("paused", w.getDisabledReason());
      assertEquals("pause-1", s.last().header("Idempotency-Key"));
      assertEquals(JSON.readTree("{\"status\":\"disabled\"}"), body(s.last())); // not the model's empty events set
    }
  }

  @Test
  void rotateSecretPostsTheOverlapAndReturnsTheNewSecretWithItsExpiry() throws Exception {
    String rotated = webhook("enabled", "null", "\"secret\":\"whsec_Qm9SZ2pGc3RBY2hNZW5vcnk0VGVzdGluZw==\",")
        .replace("\"previous_secret_expires_at\":null", "\"previous_secret_expires_at\":\"2026-11-21T08:02:44Z\"");
    try (StubServer s = new StubServer().reply(200, rotated).reply(200, rotated)) {
      Webhook w = ClientTest.client(s).webhooks().rotateSecret("whk_1", null);
      assertTrue(w.getSecret().startsWith("whsec_"));
      assertEquals(OffsetDateTime.parse("2026-11-21T08:02:44Z"), w.getPreviousSecretExpiresAt());
      StubServer.Recorded first = s.requests.get(0);
      assertEquals("POST", first.method);
      assertEquals("/webhooks/whk_1/rotate-secret", first.path);
      assertEquals(JSON.readTree("{\"expire_previous_after_seconds\":86400}"), body(first)); // an object, never null
      assertNotNull(first.header("Idempotency-Key"));
      ClientTest.client(s).webhooks().rotateSecret("whk_1", Duration.ofHours(1), null);
      assertEquals(JSON.readTree("{\"expire_previous_after_seconds\":3600}"), body(s.last()));
    }
  }

  @Test
  void listDeliveriesIsAPageThatWalksEveryPageWithTheStatusFilter() throws Exception {
    String p1 = "{\"object\":\"list\",\"data\":[" + delivery("dlv_1", "failed") + "," + delivery("dlv_2", "failed")
        + "],\"has_more\":true,\"next_cursor\":\"dlv_2\"}";
    String p2 = "{\"object\":\"list\",\"data\":[" + delivery("dlv_3", "failed") + "],\"has_more\":false,\"next_cursor\":null}";
    try (StubServer s = new StubServer().reply(200, p1).reply(200, p2)) {
      Page<WebhookDelivery> page = ClientTest.client(s).webhooks().listDeliveries("whk_1", 2, null, "failed", null);
      assertEquals(List.of("dlv_1", "dlv_2"), page.data().stream().map(WebhookDelivery::getId).toList());
      List<WebhookDelivery> all = page.all();
      assertEquals(List.of("dlv_1", "dlv_2", "dlv_3"), all.stream().map(WebhookDelivery::getId).toList());
      assertEquals(WebhookDeliveryStatus.FAILED, all.get(0).getStatus());
      assertEquals(503, all.get(0).getLastResponseStatus().intValue());
      assertEquals("/webhooks/whk_1/deliveries?limit=2&status=failed", s.requests.get(0).path);
      assertEquals("/webhooks/whk_1/deliveries?limit=2&starting_after=dlv_2&status=failed", s.requests.get(1).path);
    }
  }

  @Test
  void replayDeliveryPostsWithAnIdempotencyKeyAndA409IsAConflictException() throws Exception {
    try (StubServer s = new StubServer()
        .reply(202, delivery("dlv_1", "pending"))
        .reply(409, StubServer.problem(409, "webhook_disabled", "req_1"), Map.of())
        .reply(409, StubServer.problem(409, "webhook_disabled", "req_2"))
        .reply(409, StubServer.problem(409, "webhook_disabled", "req_3"))) {
      WebhookDelivery d = ClientTest.client(s).webhooks().replayDelivery("whk_1", "dlv_1", null);
      assertEquals(WebhookDeliveryStatus.PENDING, d.getStatus());
      assertEquals("POST", s.last().method);
      assertEquals("/webhooks/whk_1/deliveries/dlv_1/replay", s.last().path);
      assertNotNull(s.last().header("Idempotency-Key"));
      ConflictException e = assertThrows(ConflictException.class, () -> ClientTest.client(s).webhooks().replayDelivery("whk_1", "dlv_1", null));
      assertEquals("webhook_disabled", e.code());
    }
  }

  @Test
  void testWithoutATypeSendsAnEmptyObjectNotNull() throws Exception {
    String event = "{\"id\":\"evt_1\",\"object\":\"event\",\"type\":\"contract.review.completed\",\"created_at\":\"2026-11-20T09:14:08Z\","
        + "\"livemode\":false,\"data\":{\"object\":" + StubServer.contract() + "}}";
    try (StubServer s = new StubServer().reply(202, event)) {
      ClientTest.client(s).webhooks().test("whk_1", null, null);
      assertEquals(JSON.readTree("{}"), body(s.last()));
    }
  }
}
