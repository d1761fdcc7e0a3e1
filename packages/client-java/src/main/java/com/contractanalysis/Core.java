package com.contractanalysis;

import com.contractanalysis.errors.ApiConnectionException;
import com.contractanalysis.errors.ApiException;
import com.contractanalysis.errors.ApiTimeoutException;
import com.contractanalysis.errors.ContractAnalysisException;
import com.contractanalysis.generated.JSON;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.charset.StandardCharsets;
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
import org.apache.hc.client5.http.async.methods.SimpleHttpRequest;
import org.apache.hc.client5.http.async.methods.SimpleRequestBuilder;
import org.apache.hc.core5.http.ContentType;

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

  private static final ContentType JSON_TYPE = ContentType.create("application/json");
  private static final ContentType FORM_TYPE = ContentType.create("application/x-www-form-urlencoded");

  final ContractAnalysisClient.Builder config;
  final ClientCredentials credentials;

  Core(ContractAnalysisClient.Builder config) {
    this.config = config;
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
    Duration timeout = o.timeout != null ? o.timeout : config.timeout;
    for (int attempt = 0; ; attempt++) {
      SimpleHttpRequest http = build(request, o, idempotencyKey);
      int n = attempt + 1;
      LOG.fine(() -> "request " + request.method + " " + http.getRequestUri() + " attempt " + n + " headers " + Logging.redact(Transport.headers(http.getHeaders())));
      ContractAnalysisException error;
      Long retryAfter = null;
      try {
        Transport.Answer response = Transport.send(http, timeout);
        RawResponse<byte[]> raw = new RawResponse<>(response.status(), response.headers(), response.body());
        LOG.fine(() -> "response " + raw.statusCode() + " " + request.method + " " + http.getRequestUri() + " request-id " + raw.requestId());
        if (response.status() < 400) return raw.map(body -> decode(body, type, raw));
        ApiException e = ApiException.of(response.status(), new String(response.body(), StandardCharsets.UTF_8), response.headers());
        error = e;
        retryAfter = retryAfterMs(e);
        if (!retryable(e)) throw e;
      } catch (InterruptedIOException e) { // the attempt's deadline (a socket time-out would be one too)
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
      LOG.fine(() -> "retrying " + request.method + " " + http.getRequestUri() + " in " + delay + " ms after " + why);
      sleep(Duration.ofMillis(delay));
    }
  }

  private SimpleHttpRequest build(Request request, RequestOptions o, String idempotencyKey) {
    SimpleRequestBuilder b = SimpleRequestBuilder.create(request.method).setUri(config.baseUrl.replaceAll("/+$", "") + request.target())
        .setHeader("User-Agent", ContractAnalysisClient.USER_AGENT)
        .setHeader("Accept", request.accept.isEmpty() ? "*/*" : request.accept);
    if (!request.anonymous) b.setHeader("Authorization", "Bearer " + (credentials != null ? credentials.token() : config.apiKey));
    if (idempotencyKey != null) b.setHeader("Idempotency-Key", idempotencyKey);
    Map<String, String> headers = new LinkedHashMap<>(config.headers);
    headers.putAll(request.headers);
    headers.putAll(o.headers);
    if (request.respondAsync) headers.merge("Prefer", "respond-async", (theirs, ours) -> ours + ", " + theirs);
    headers.forEach(b::setHeader);
    // The body's media type is its Content-Type header.
    if (request.json != null) b.setBody(write(request.json), JSON_TYPE);
    else if (!request.form.isEmpty()) b.setBody(Request.encode(request.form).getBytes(StandardCharsets.UTF_8), FORM_TYPE);
    return b.build();
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
