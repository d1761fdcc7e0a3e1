package com.contractanalysis;

import com.contractanalysis.errors.WebhookVerificationException;
import com.contractanalysis.generated.model.Event;
import com.contractanalysis.generated.model.EventType;
import com.fasterxml.jackson.databind.JsonNode;
import com.standardwebhooks.Webhook;
import com.standardwebhooks.exceptions.WebhookSigningException;
import java.util.*;

/**
 * Standard Webhooks verification with that project's library ({@code com.standardwebhooks:standardwebhooks}): a
 * {@code v1} signature of the raw body by the secret, or by any of the secrets during a rotation, and a
 * {@code webhook-timestamp} within 5 minutes of the clock (the library's, fixed). Failures carry the library's message.
 *
 * <pre>{@code
 * Object event = new WebhookVerifier(System.getenv("CAS_WEBHOOK_SECRET")).unwrap(rawBody, headers);
 * // during a secret rotation: the new and the previous secret; a delivery verifies if either signed it
 * Object event = new WebhookVerifier(List.of(newSecret, previousSecret)).unwrap(rawBody, headers);
 * }</pre>
 */
public final class WebhookVerifier {
  private final List<Webhook> webhooks;

  /** One secret ({@code whsec_...}). */
  public WebhookVerifier(String secret) { this(Collections.singletonList(secret)); }

  /** Several secrets, for a rotation: a delivery verifies when one of its signatures matches one of them. {@link #sign} uses the first. */
  public WebhookVerifier(List<String> secrets) {
    if (secrets == null || secrets.isEmpty() || secrets.stream().anyMatch(s -> s == null || s.isEmpty())) {
      throw new WebhookVerificationException("No webhook secret was given.");
    }
    this.webhooks = secrets.stream().map(WebhookVerifier::webhook).toList();
  }

  private static Webhook webhook(String secret) {
    try {
      return new Webhook(secret);
    } catch (Exception e) { // not base64, or empty once decoded
      throw new WebhookVerificationException("The webhook secret is empty or not base64.");
    }
  }

  /** The {@code webhook-signature} value for a payload, {@code v1,<base64 HMAC-SHA256>}, with the first secret. */
  public String sign(String msgId, long timestamp, String payload) {
    try {
      return webhooks.get(0).sign(msgId, timestamp, payload);
    } catch (WebhookSigningException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Verifies a delivery (header names in any case); returns its body, a JSON object. */
  public JsonNode verify(String payload, Map<String, String> headers) {
    Map<String, List<String>> multi = new HashMap<>();
    headers.forEach((name, value) -> { if (name != null && value != null) multi.put(name, List.of(value)); });
    String error = null;
    for (Webhook webhook : webhooks) {
      try {
        webhook.verify(payload, multi);
        return json(payload);
      } catch (com.standardwebhooks.exceptions.WebhookVerificationException e) {
        // The library checks the headers and the timestamp before the signature: only "No matching signature
        // found" can differ from one secret to the next, so the last message is every secret's.
        error = e.getMessage();
      }
    }
    throw new WebhookVerificationException(error);
  }

  /** Verifies a delivery and returns its event, typed by {@code type} (see {@link #parseEvent}). */
  public Object unwrap(String payload, Map<String, String> headers) { return event(verify(payload, headers)); }

  /**
   * The event model for a payload, chosen by its {@code type} discriminator ({@code ContractReviewCompletedEvent},
   * ...), or an {@link UnknownEvent} for a type this version does not know (the set may grow).
   */
  public static Object parseEvent(String payload) { return event(json(payload)); }

  private static Object event(JsonNode node) {
    String type = node.path("type").asText(null);
    if (type == null || EventType.fromValue(type) == EventType.UNKNOWN_DEFAULT_OPEN_API) return new UnknownEvent(type, node);
    try {
      return Core.JSON_MAPPER.treeToValue(node, Event.class).getActualInstance();
    } catch (Exception e) {
      throw new WebhookVerificationException("The payload is not a valid event: " + e.getMessage());
    }
  }

  private static JsonNode json(String payload) {
    JsonNode node;
    try {
      node = Core.JSON_MAPPER.readTree(payload);
    } catch (Exception e) {
      node = null;
    }
    if (node == null || !node.isObject()) throw new WebhookVerificationException("The payload is not a JSON object.");
    return node;
  }

  /** An event of a type this version does not know: its type and its JSON. */
  public record UnknownEvent(String type, JsonNode json) {}
}
