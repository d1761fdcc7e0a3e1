package com.contractanalysis.errors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The server answered with an error status: the status, the request id, the headers and the RFC 9457 problem.
 * One generated subclass per class the spec names for a status ({@code x-sdk-error}: NotFoundException for 404,
 * ...); any other 5xx is the class of 500, any other status this class itself.
 */
public class ApiException extends ContractAnalysisException {
  private final int status;
  private final JsonNode problem;
  private final String body;
  private final Map<String, List<String>> headers;

  public ApiException(int status, String body, Map<String, List<String>> headers) {
    this(status, parse(body), body, sorted(headers));
  }

  private ApiException(int status, JsonNode problem, String body, Map<String, List<String>> headers) {
    super(status + (text(problem, "code") == null ? "" : " " + text(problem, "code"))
        + Optional.ofNullable(text(problem, "detail")).or(() -> Optional.ofNullable(text(problem, "title")))
            .or(() -> Optional.ofNullable(body).filter(b -> !b.isEmpty()).map(b -> b.substring(0, Math.min(200, b.length()))))
            .map(d -> ": " + d).orElse("")
        + (requestId(problem, headers) == null ? "" : " (request_id " + requestId(problem, headers) + ")"));
    this.status = status;
    this.problem = problem;
    this.body = body;
    this.headers = headers;
  }

  /** The exception for a status: the class the spec names for it (generated ErrorClasses). */
  public static ApiException of(int status, String body, Map<String, List<String>> headers) {
    return ErrorClasses.of(status, body, headers);
  }

  public int status() { return status; }

  /** The problem+json body, or null when the body was not a JSON object. */
  public JsonNode problem() { return problem; }

  public String body() { return body; }

  /** The response headers, names case-insensitive. */
  public Map<String, List<String>> headers() { return headers; }

  /** The stable machine-readable {@code code} of the problem, or null. */
  public String code() { return text(problem, "code"); }

  /** The request id: the problem's {@code request_id}, else the {@code Request-Id} header. */
  public String requestId() { return requestId(problem, headers); }

  public Optional<String> header(String name) {
    return Optional.ofNullable(headers.get(name)).filter(v -> !v.isEmpty()).map(v -> v.get(0));
  }

  private static Map<String, List<String>> sorted(Map<String, List<String>> headers) {
    TreeMap<String, List<String>> h = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
    if (headers != null) headers.forEach((k, v) -> { if (k != null) h.put(k, v); });
    return Collections.unmodifiableMap(h);
  }

  private static JsonNode parse(String body) {
    try {
      JsonNode node = body == null || body.isBlank() ? null : new ObjectMapper().readTree(body);
      return node != null && node.isObject() ? node : null;
    } catch (Exception e) {
      return null;
    }
  }

  private static String text(JsonNode node, String field) {
    return node != null && node.hasNonNull(field) ? node.get(field).asText() : null;
  }

  private static String requestId(JsonNode problem, Map<String, List<String>> headers) {
    String id = text(problem, "request_id");
    List<String> header = headers.get("Request-Id");
    return id != null || header == null || header.isEmpty() ? id : header.get(0);
  }
}
