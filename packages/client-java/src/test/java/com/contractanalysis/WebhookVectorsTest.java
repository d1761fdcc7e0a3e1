package com.contractanalysis;

import static org.junit.jupiter.api.Assertions.*;

import com.contractanalysis.errors.WebhookVerificationException;
import com.fasterxml.jackson.databind.JsonNode;
import com.standardwebhooks.Webhook;
import java.util.*;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every webhook verification vector of spec/contract-tests/webhooks.yaml (see the file's header for the format).
 * The Standard Webhooks library reads System.currentTimeMillis(), which a test cannot set, so each delivery is moved to
 * the real clock: its timestamp shifted by (real now - the vector's {@code now}) and its signature made again from the
 * vector's template by the library. First, the library's signature at the vector's own timestamp must be the vector's
 * header. A run counts only if the clock's second did not change during it (else it runs again at the new second), so
 * the outcome does not depend on how long a run takes. Data-driven: a new vector runs with no change here.
 */
class WebhookVectorsTest {
  static final Pattern TEMPLATE = Pattern.compile("\\{(\\w+)\\}");

  @TestFactory
  Stream<DynamicTest> vectors() throws Exception {
    JsonNode file = VectorsTest.load("spec/contract-tests/webhooks.yaml");
    JsonNode events = VectorsTest.JSON.readTree(VectorsTest.ROOT.resolve("spec/dist/openapi.json").toFile()).at("/components/schemas/Event/discriminator/mapping");
    assertTrue(file.get("vectors").size() > 0);
    List<DynamicTest> tests = new ArrayList<>();
    for (JsonNode v : file.get("vectors")) tests.add(DynamicTest.dynamicTest(v.get("id").asText(), () -> run(file, events, v)));
    return tests.stream();
  }

  static void run(JsonNode file, JsonNode events, JsonNode v) throws Exception {
    JsonNode expect = v.get("expect");
    assertTrue(expect.size() == 1 && Set.of("event", "unknown_event", "error").contains(expect.fieldNames().next()), "unknown expectation " + expect);
    String body = file.at("/bodies/" + v.get("body").asText()).asText();
    List<String> secrets = new ArrayList<>();
    v.get("secrets").forEach(name -> secrets.add(file.at("/secrets/" + name.asText()).asText()));
    Map<String, String> sent = new LinkedHashMap<>();
    v.get("headers").fields().forEachRemaining(e -> sent.put(e.getKey(), e.getValue().asText()));
    String timestamp = header(sent, "webhook-timestamp");
    boolean movable = timestamp != null && timestamp.matches("\\d+") && header(sent, "webhook-id") != null;
    if (movable && v.has("signature")) assertEquals(header(sent, "webhook-signature"), sign(file, v, sent));
    Map<String, String> outcome;
    long second;
    do {
      second = System.currentTimeMillis() / 1000;
      Map<String, String> headers = new LinkedHashMap<>(sent);
      if (movable) {
        put(headers, "webhook-timestamp", String.valueOf(Long.parseLong(timestamp) + second - v.get("now").asLong()));
        if (v.has("signature")) put(headers, "webhook-signature", sign(file, v, headers));
      }
      outcome = outcome(events, () -> new WebhookVerifier(secrets).unwrap(body, headers));
    } while (System.currentTimeMillis() / 1000 != second);
    assertEquals(Map.of(expect.fieldNames().next(), expect.elements().next().asText()), outcome);
  }

  /** The vector's `signature` template at these headers' id and timestamp, each {name} signed by the library. */
  static String sign(JsonNode file, JsonNode v, Map<String, String> headers) throws Exception {
    String signed = file.at("/bodies/" + v.path("signed_body").asText(v.get("body").asText())).asText();
    Matcher m = TEMPLATE.matcher(v.get("signature").asText());
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      Webhook webhook = new Webhook(file.at("/secrets/" + m.group(1)).asText());
      String signature = webhook.sign(header(headers, "webhook-id"), Long.parseLong(header(headers, "webhook-timestamp")), signed);
      m.appendReplacement(out, Matcher.quoteReplacement(signature.substring("v1,".length())));
    }
    return m.appendTail(out).toString();
  }

  static Map<String, String> outcome(JsonNode events, Supplier<Object> unwrap) {
    try {
      Object event = unwrap.get();
      if (event instanceof WebhookVerifier.UnknownEvent unknown) return Map.of("unknown_event", unknown.type());
      String type = Core.JSON_MAPPER.valueToTree(event).get("type").asText();
      assertTrue(events.path(type).asText().endsWith("/" + event.getClass().getSimpleName()), type + " came as " + event.getClass());
      return Map.of("event", type);
    } catch (WebhookVerificationException e) {
      return Map.of("error", e.getMessage());
    }
  }

  static String header(Map<String, String> headers, String name) {
    return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name)).map(Map.Entry::getValue).findFirst().orElse(null);
  }

  static void put(Map<String, String> headers, String name, String value) {
    headers.replaceAll((k, old) -> k.equalsIgnoreCase(name) ? value : old);
  }
}
