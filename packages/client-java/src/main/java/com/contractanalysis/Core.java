package com.contractanalysis;

import com.contractanalysis.errors.ApiConnectionException;
import com.contractanalysis.errors.ApiException;
import com.contractanalysis.errors.ApiTimeoutException;
import com.contractanalysis.errors.ContractAnalysisException;
import com.contractanalysis.generated.JSON;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The transport under every generated resource: authentication, the one retry policy of
 * spec/contract-tests/vectors.yaml, idempotency keys, errors, logging and polling.
 */
final class Core {
  static final ObjectMapper JSON_MAPPER = JSON.getDefault().getMapper();
  static final Logger LOG = Logger.getLogger("com.contractanalysis");
  static final long INITIAL_DELAY_MS = 500, MAX_DELAY_MS = 8000, RETRY_AFTER_MAX_MS = 60_000;
  static final double JITTER = 0.25;

  /** Waits between attempts and polls; tests record the waits instead. */
  interface Sleeper {
    void sleep(Duration d) throws InterruptedException;
  }

  final ContractAnalysisClient.Builder config;
  final HttpClient http;
  final ClientCredentials credentials;

  Core(ContractAnalysisClient.Builder config) {
    this.config = config;
    this.http = HttpClient.newBuilder().connectTimeout(config.timeout).build();
    boolean oauth = config.clientId != null && config.clientSecret != null;
    if (!oauth && (config.apiKey == null || config.apiKey.isEmpty())) {
      throw new ContractAnalysisException("No API key: call apiKey(...), set CONTRACT_ANALYSIS_API_KEY, or use clientCredentials(...)");
    }
    this.credentials = oauth ? new ClientCredentials(config.clientId, config.clientSecret, config.scope) : null;
    if ("debug".equalsIgnoreCase(config.log)) Logging.debug();
  }

  <T> RawResponse<T> execute(Request request, Class<T> type, RequestOptions options) {
    RequestOptions o = options == null ? RequestOptions.NONE : options;
    int maxRetries = o.maxRetries != null ? o.maxRetries : config.maxRetries;
    String idempotencyKey = !request.idempotent ? null : o.idempotencyKey != null ? o.idempotencyKey : UUID.randomUUID().toString();
    for (int attempt = 0; ; attempt++) {
      HttpRequest http = build(request, o, idempotencyKey);
      int n = attempt + 1;
      LOG.fine(() -> "request " + request.method + " " + http.uri() + " attempt " + n + " headers " + Logging.redact(http.headers().map()));
      ContractAnalysisException error;
      Long retryAfter = null;
      try {
        HttpResponse<byte[]> response = this.http.send(http, HttpResponse.BodyHandlers.ofByteArray());
        RawResponse<byte[]> raw = new RawResponse<>(response.statusCode(), response.headers().map(), response.body());
        LOG.fine(() -> "response " + raw.statusCode() + " " + request.method + " " + http.uri() + " request-id " + raw.requestId());
        if (response.statusCode() < 400) return raw.map(body -> decode(body, type, raw));
        ApiException e = ApiException.of(response.statusCode(), new String(response.body(), java.nio.charset.StandardCharsets.UTF_8), response.headers().map());
        error = e;
        retryAfter = retryAfterMs(e);
        if (!retryable(e)) throw e;
      } catch (HttpTimeoutException e) {
        error = new ApiTimeoutException("Request timed out.", e);
      } catch (IOException e) {
        error = new ApiConnectionException("Connection error: " + e, e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new ApiConnectionException("Interrupted", e);
      }
      if (attempt >= maxRetries) throw error;
      long delay = retryAfter != null ? retryAfter
          : (long) (Math.min(INITIAL_DELAY_MS * Math.pow(2, attempt), MAX_DELAY_MS) * (1 - JITTER * ThreadLocalRandom.current().nextDouble()));
      String why = error.getMessage();
      LOG.fine(() -> "retrying " + request.method + " " + http.uri() + " in " + delay + " ms after " + why);
      sleep(Duration.ofMillis(delay));
    }
  }

  private HttpRequest build(Request request, RequestOptions o, String idempotencyKey) {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(config.baseUrl.replaceAll("/+$", "") + request.target()))
        .timeout(o.timeout != null ? o.timeout : config.timeout)
        .header("User-Agent", ContractAnalysisClient.USER_AGENT)
        .header("Accept", request.accept.isEmpty() ? "*/*" : request.accept);
    if (!request.anonymous) b.header("Authorization", "Bearer " + (credentials != null ? credentials.token() : config.apiKey));
    if (idempotencyKey != null) b.header("Idempotency-Key", idempotencyKey);
    Map<String, String> headers = new LinkedHashMap<>(config.headers);
    headers.putAll(request.headers);
    headers.putAll(o.headers);
    if (request.respondAsync) headers.merge("Prefer", "respond-async", (theirs, ours) -> ours + ", " + theirs);
    headers.forEach(b::setHeader);
    HttpRequest.BodyPublisher body = HttpRequest.BodyPublishers.noBody();
    if (request.json != null) {
      b.header("Content-Type", "application/json");
      body = HttpRequest.BodyPublishers.ofByteArray(write(request.json));
    } else if (!request.form.isEmpty()) {
      b.header("Content-Type", "application/x-www-form-urlencoded");
      body = HttpRequest.BodyPublishers.ofString(Request.encode(request.form));
    }
    return b.method(request.method, body).build();
  }

  @SuppressWarnings("unchecked")
  private static <T> T decode(byte[] body, Class<T> type, RawResponse<?> raw) {
    if (type == Void.class) return null;
    if (type == Download.class) return (T) new Download(body, raw.header("Content-Type"), raw.header("Content-Disposition"));
    try {
      return body.length == 0 ? null : JSON_MAPPER.readValue(body, type);
    } catch (IOException e) {
      throw new ContractAnalysisException("Could not read the " + type.getSimpleName() + " in the response: " + e.getMessage(), e);
    }
  }

  static byte[] write(Object value) {
    try {
      return JSON_MAPPER.writeValueAsBytes(value);
    } catch (IOException e) {
      throw new ContractAnalysisException("Could not write " + value.getClass().getSimpleName() + " as JSON: " + e.getMessage(), e);
    }
  }

  /** Connection errors and time-outs (handled above), 408, 429, 5xx and 409 idempotency_in_progress. */
  static boolean retryable(ApiException e) {
    int s = e.status();
    return s == 408 || s == 429 || s >= 500 || (s == 409 && "idempotency_in_progress".equals(e.code()));
  }

  /** retry-after-ms, else Retry-After (seconds or an HTTP date), when within [0, 60 s]; else null. */
  static Long retryAfterMs(ApiException e) {
    Long ms = number(e.header("retry-after-ms").orElse(null), 1);
    if (ms == null) ms = number(e.header("Retry-After").orElse(null), 1000);
    if (ms == null) {
      try {
        ms = e.header("Retry-After").map(v -> ZonedDateTime.parse(v.trim(), DateTimeFormatter.RFC_1123_DATE_TIME)
            .toInstant().toEpochMilli() - System.currentTimeMillis()).orElse(null);
      } catch (RuntimeException ignored) {
        ms = null;
      }
    }
    return ms != null && ms >= 0 && ms <= RETRY_AFTER_MAX_MS ? ms : null;
  }

  private static Long number(String value, long scale) {
    if (value == null) return null;
    try {
      return Math.round(Double.parseDouble(value.trim()) * scale);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  void sleep(Duration d) {
    try {
      config.sleeper.sleep(d);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ApiConnectionException("Interrupted while waiting", e);
    }
  }

  /**
   * The ..._and_poll helpers: polls {@code fetch(id)} until the resource's status is completed or failed, waiting the
   * response's Retry-After or the client's pollInterval between polls, at most pollTimeout in all.
   */
  <T> T poll(RawResponse<T> first, Function<String, RawResponse<T>> fetch) {
    RawResponse<T> current = first;
    long waited = 0;
    while (true) {
      JsonNode tree = JSON_MAPPER.valueToTree(current.data());
      String status = tree.path("status").asText();
      if (status.equals("completed") || status.equals("failed")) return current.data();
      String id = tree.path("id").asText();
      Long after = current.header("Retry-After") == null ? null : number(current.header("Retry-After"), 1000);
      long delay = after != null && after >= 0 ? after : config.pollInterval.toMillis();
      if (waited + delay > config.pollTimeout.toMillis()) {
        throw new ContractAnalysisException(id + " is still " + status + " after " + config.pollTimeout.toSeconds() + " s of polling");
      }
      sleep(Duration.ofMillis(delay));
      waited += delay;
      current = fetch.apply(id);
    }
  }

  /** The debug log (CONTRACT_ANALYSIS_LOG=debug): method, URL, status, request id, headers with credentials hidden. */
  static final class Logging {
    static synchronized void debug() {
      if (Level.FINE.equals(LOG.getLevel())) return;
      java.util.logging.ConsoleHandler stderr = new java.util.logging.ConsoleHandler();
      stderr.setLevel(Level.FINE);
      LOG.addHandler(stderr);
      LOG.setLevel(Level.FINE);
    }

    static Map<String, List<String>> redact(Map<String, List<String>> headers) {
      Map<String, List<String>> out = new LinkedHashMap<>(headers);
      out.replaceAll((name, values) -> name.equalsIgnoreCase("Authorization") ? List.of("[redacted]") : values);
      return out;
    }
  }
}
