package com.contractanalysis;

import com.contractanalysis.errors.WebhookVerificationException;
import com.contractanalysis.generated.model.Event;
import com.contractanalysis.generated.model.EventType;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.*;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Standard Webhooks verification: {@code webhook-id}, {@code webhook-timestamp}, {@code webhook-signature}
 * ({@code v1,<base64>} space-separated), HMAC-SHA256 over {@code id.timestamp.body} with the base64-decoded secret
 * after {@code whsec_}, constant-time comparison, 5-minute tolerance.
 *
 * <pre>{@code
 * Object event = new WebhookVerifier(System.getenv("CAS_WEBHOOK_SECRET")).unwrap(rawBody, headers);
 * // during a secret rotation: the new and the previous secret; a delivery verifies if either signed it
 * Object event = new WebhookVerifier(List.of(newSecret, previousSecret)).unwrap(rawBody, headers);
 * }</pre>
 */
public final class WebhookVerifier {
  public static final long TOLERANCE_SECONDS = 5 * 60;
  private final List<SecretKeySpec> keys;
  private final long toleranceSeconds;

  /** One secret ({@code whsec_...}), 5-minute tolerance. */
  public WebhookVerifier(String secret) { this(Arrays.asList(secret)); }

  /** One secret and another tolerance. */
  public WebhookVerifier(String secret, Duration tolerance) { this(Arrays.asList(secret), tolerance); }

  /** Several secrets, for a rotation: a delivery verifies when one of its signatures matches one of them. {@link #sign} uses the first. */
  public WebhookVerifier(List<String> secrets) { this(secrets, Duration.ofSeconds(TOLERANCE_SECONDS)); }

  /** Several secrets and another tolerance (how far the {@code webhook-timestamp} may be from now, either way). */
  public WebhookVerifier(List<String> secrets, Duration tolerance) {
    if (secrets == null || secrets.isEmpty()) throw new WebhookVerificationException("No webhook secret given.");
    this.keys = secrets.stream().map(WebhookVerifier::key).toList();
    this.toleranceSeconds = tolerance.getSeconds();
  }

  /** An empty secret (an unset environment variable) would verify what anyone can sign: SecretKeySpec refuses it. */
  private static SecretKeySpec key(String secret) {
    try {
      return new SecretKeySpec(Base64.getDecoder().decode(Objects.requireNonNullElse(secret, "").replaceFirst("^whsec_", "")), "HmacSHA256");
    } catch (IllegalArgumentException e) {
      throw new WebhookVerificationException("The webhook secret is empty or not valid base64.");
    }
  }

  /** The {@code webhook-signature} value for a payload, {@code v1,<base64 HMAC-SHA256>}, with the first secret. */
  public String sign(String msgId, long timestamp, String payload) { return signature(keys.get(0), msgId + "." + timestamp + "." + payload); }

  private static String signature(SecretKeySpec key, String content) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(key);
      return "v1," + Base64.getEncoder().encodeToString(mac.doFinal(content.getBytes(StandardCharsets.UTF_8)));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Verifies against the current time; returns the parsed body. */
  public JsonNode verify(String payload, Map<String, String> headers) { return verify(payload, headers, System.currentTimeMillis() / 1000); }

  /** Verifies as if the time were {@code nowSeconds} (epoch seconds), e.g. a recorded delivery in a test. */
  public JsonNode verify(String payload, Map<String, String> headers, long nowSeconds) {
    String id = header(headers, "webhook-id"), ts = header(headers, "webhook-timestamp"), signatures = header(headers, "webhook-signature");
    if (id == null || ts == null || signatures == null) {
      throw new WebhookVerificationException("Missing webhook-id, webhook-timestamp or webhook-signature header.");
    }
    if (!ts.trim().matches("\\d{1,18}")) throw new WebhookVerificationException("Invalid webhook-timestamp header.");
    long timestamp = Long.parseLong(ts.trim());
    if (timestamp < nowSeconds - toleranceSeconds) throw new WebhookVerificationException("Message timestamp too old.");
    if (timestamp > nowSeconds + toleranceSeconds) throw new WebhookVerificationException("Message timestamp too new.");
    // Each expected signature against each given one, compared in constant time.
    for (SecretKeySpec key : keys) {
      byte[] expected = signature(key, id + "." + timestamp + "." + payload).getBytes(StandardCharsets.UTF_8);
      if (Arrays.stream(signatures.split(" ")).anyMatch(s -> MessageDigest.isEqual(expected, s.getBytes(StandardCharsets.UTF_8)))) {
        return json(payload);
      }
    }
    throw new WebhookVerificationException("No matching signature found.");
  }

  /** Verifies a delivery and returns its event, typed by {@code type} (see {@link #parseEvent}). */
  public Object unwrap(String payload, Map<String, String> headers) { return event(verify(payload, headers)); }

  /** {@link #unwrap(String, Map)} as if the time were {@code nowSeconds} (epoch seconds). */
  public Object unwrap(String payload, Map<String, String> headers, long nowSeconds) { return event(verify(payload, headers, nowSeconds)); }

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
    try {
      return Core.JSON_MAPPER.readTree(payload);
    } catch (Exception e) {
      throw new WebhookVerificationException("The payload is not JSON.");
    }
  }

  private static String header(Map<String, String> headers, String name) {
    return headers.entrySet().stream().filter(e -> name.equalsIgnoreCase(e.getKey())).map(Map.Entry::getValue).findFirst().orElse(null);
  }

  /** An event of a type this version does not know: its type and its JSON. */
  public record UnknownEvent(String type, JsonNode json) {}
}
