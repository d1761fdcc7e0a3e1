package com.contractanalysis.errors;

import com.contractanalysis.generated.JSON;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The server answered with an error status: the status, the request id, the headers and the RFC 9457 problem.
 * One generated subclass per class the spec names for a status ({@code x-sdk-error}: NotFoundException for 404,
 * ...); any other 5xx is the class of 500, any other status this class itself.
 */
public class ApiException extends ContractAnalysisException {
  private final int status;
  private final String body;
  private final JsonNode problem; // a MissingNode when the body is not a JSON object
  private final Map<String, List<String>> headers;

  /** {@code headers}: the response's, names case-insensitive (as the client passes them). */
  public ApiException(int status, String body, Map<String, List<String>> headers) {
    super(null);
    this.status = status;
    this.body = body;
    this.problem = parse(body);
    this.headers = headers == null ? Map.of() : headers;
  }

  /** "404 not_found: No contract ctr_1. (request_id req_1)": the detail, else the title, else the body's start. */
  @Override
  public String getMessage() {
    String code = code(), requestId = requestId(), detail = problem.path("detail").asText(problem.path("title").asText(null));
    if (detail == null && body != null && !body.isEmpty()) detail = body.substring(0, Math.min(200, body.length()));
    return status + (code == null ? "" : " " + code) + (detail == null ? "" : ": " + detail) + (requestId == null ? "" : " (request_id " + requestId + ")");
  }

  /** The exception for a status: the class the spec names for it (generated ErrorClasses). */
  public static ApiException of(int status, String body, Map<String, List<String>> headers) {
    return ErrorClasses.of(status, body, headers);
  }

  public int status() { return status; }

  /** The problem+json body, or null when the body was not a JSON object. */
  public JsonNode problem() { return problem.isObject() ? problem : null; }

  public String body() { return body; }

  /** The response headers, names case-insensitive. */
  public Map<String, List<String>> headers() { return headers; }

  /** The stable machine-readable {@code code} of the problem, or null. */
  public String code() { return problem.path("code").asText(null); }

  /** The request id: the problem's {@code request_id}, else the {@code Request-Id} header. */
  public String requestId() { return problem.path("request_id").asText(header("Request-Id").orElse(null)); }

  public Optional<String> header(String name) {
    return Optional.ofNullable(headers.get(name)).filter(v -> !v.isEmpty()).map(v -> v.get(0));
  }

  /** The body as a JSON object (read with the models' Jackson configuration), else a MissingNode. */
  private static JsonNode parse(String body) {
    try {
      JsonNode node = body == null || body.isBlank() ? null : JSON.getDefault().getMapper().readTree(body);
      return node != null && node.isObject() ? node : MissingNode.getInstance();
    } catch (Exception e) {
      return MissingNode.getInstance();
    }
  }
}
