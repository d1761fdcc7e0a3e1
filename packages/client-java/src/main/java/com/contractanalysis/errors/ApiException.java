package com.contractanalysis.errors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The server answered with an error status. Carries the status, the request id and the RFC 9457 problem body.
 * One generated subclass per class the spec names for a status ({@code x-sdk-error}: NotFoundException for 404,
 * ...); any other 5xx is the class of 500, any other status this class itself.
 */
public class ApiException extends ContractAnalysisException {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private final int status;
  private final JsonNode problem;
  private final String body;
  private final Map<String, List<String>> headers;

  public ApiException(int status, String body, Map<String, List<String>> headers) {
    this(status, parse(body), body, headers);
  }

  private ApiException(int status, JsonNode problem, String body, Map<String, List<String>> headers) {
    super(message(status, problem, body, headers));
    this.status = status;
    this.problem = problem;
    this.body = body;
    TreeMap<String, List<String>> h = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
    if (headers != null) h.putAll(headers);
    this.headers = Collections.unmodifiableMap(h);
  }

  /** The exception for a status: the class the spec names for it (x-sdk-error, generated ErrorClasses), the problem from the body. */
  public static ApiException of(int status, String body, Map<String, List<String>> headers) {
    return ErrorClasses.of(status, body, headers);
  }

  public int status() { return status; }

  /** The problem+json body, or null when the body was not JSON. */
  public JsonNode problem() { return problem; }

  public String body() { return body; }

  public Map<String, List<String>> headers() { return headers; }

  /** The stable machine-readable {@code code} of the problem, or null. */
  public String code() { return text(problem, "code"); }

  /** The request id: the problem's {@code request_id}, else the {@code Request-Id} header. */
  public String requestId() { return requestId(problem, headers); }

  public Optional<String> header(String name) {
    List<String> values = headers.get(name);
    return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
  }

  private static JsonNode parse(String body) {
    if (body == null || body.isBlank()) return null;
    try {
      JsonNode node = MAPPER.readTree(body);
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
    if (id != null || headers == null) return id;
    for (Map.Entry<String, List<String>> e : headers.entrySet()) {
      if (e.getKey() != null && e.getKey().equalsIgnoreCase("request-id") && !e.getValue().isEmpty()) return e.getValue().get(0);
    }
    return null;
  }

  private static String message(int status, JsonNode problem, String body, Map<String, List<String>> headers) {
    StringBuilder sb = new StringBuilder().append(status);
    String code = text(problem, "code");
    if (code != null) sb.append(' ').append(code);
    String detail = text(problem, "detail");
    if (detail == null) detail = text(problem, "title");
    if (detail == null && body != null) detail = body.length() > 200 ? body.substring(0, 200) : body;
    if (detail != null && !detail.isEmpty()) sb.append(": ").append(detail);
    String id = requestId(problem, headers);
    if (id != null) sb.append(" (request_id ").append(id).append(')');
    return sb.toString();
  }
}
