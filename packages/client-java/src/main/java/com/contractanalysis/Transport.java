package com.contractanalysis;

import com.contractanalysis.errors.ApiConnectionException;
import com.contractanalysis.errors.ApiException;
import com.contractanalysis.errors.ApiTimeoutException;
import com.contractanalysis.errors.ConflictException;
import com.contractanalysis.errors.ContractAnalysisException;
import com.contractanalysis.generated.ApiClient;
import com.contractanalysis.generated.ApiResponse;
import java.net.http.HttpClient;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/** Runs every generated call through authentication, the one retry policy and error mapping. */
final class Transport {
  /** A call into the generated API with the headers of one attempt. */
  @FunctionalInterface
  interface Call<T> {
    ApiResponse<T> call(Map<String, String> headers) throws com.contractanalysis.generated.ApiException;
  }

  static final double MAX_RETRY_AFTER_SECONDS = 60;

  final ApiClient apiClient;
  final int maxRetries;
  final Duration retryBaseDelay;
  final Map<String, String> defaultHeaders;
  private final TokenSource tokens;

  Transport(ContractAnalysisClient.Builder b) {
    this.apiClient = new ApiClient();
    this.apiClient.updateBaseUri(b.baseUrl.replaceAll("/+$", ""));
    this.apiClient.setHttpClientBuilder(HttpClient.newBuilder().connectTimeout(b.timeout));
    this.apiClient.setReadTimeout(b.timeout);
    this.maxRetries = b.maxRetries;
    this.retryBaseDelay = b.retryBaseDelay;
    this.defaultHeaders = new LinkedHashMap<>(b.defaultHeaders);
    this.defaultHeaders.putIfAbsent("User-Agent", ContractAnalysisClient.USER_AGENT);
    if (b.clientId != null && b.clientSecret != null) {
      this.tokens = new ClientCredentials(this, b.clientId, b.clientSecret, b.scope);
    } else {
      String key = b.apiKey != null ? b.apiKey : System.getenv("CONTRACT_ANALYSIS_API_KEY");
      if (key == null || key.isEmpty()) {
        throw new ContractAnalysisException(
            "No API key: call apiKey(...), set CONTRACT_ANALYSIS_API_KEY, or use clientCredentials(...)");
      }
      this.tokens = () -> key;
    }
  }

  interface TokenSource {
    String token();
  }

  /** Options of one call. */
  static final class Options {
    boolean post;
    boolean authenticated = true;
    String idempotencyKey;
    Map<String, String> extraHeaders = Map.of();
  }

  /** The Idempotency-Key of a POST: the caller's, or a new UUID v4 that every retry reuses. */
  static String idempotencyKey(String given) {
    return given != null ? given : UUID.randomUUID().toString();
  }

  /** Merges the caller's Prefer header (e.g. Prism's code=...) into the operation's own preference. */
  String prefer(String own, Map<String, String> extra) {
    String other = extra.getOrDefault("Prefer", defaultHeaders.get("Prefer"));
    if (own == null) return null;
    return other == null ? own : own + ", " + other;
  }

  <T> ApiResponse<T> call(Call<T> call, Options options) {
    int attempt = 0;
    while (true) {
      Map<String, String> headers = new LinkedHashMap<>(defaultHeaders);
      headers.putAll(options.extraHeaders);
      if (options.authenticated) headers.put("Authorization", "Bearer " + tokens.token());
      ContractAnalysisException error;
      try {
        return call.call(headers);
      } catch (com.contractanalysis.generated.ApiException e) {
        error = translate(e);
      }
      if (attempt >= maxRetries || !isRetryable(error)) throw error;
      sleep(delayFor(error, attempt));
      attempt++;
    }
  }

  <T> ApiResponse<T> call(Call<T> call, Map<String, String> extraHeaders) {
    Options o = new Options();
    o.extraHeaders = extraHeaders == null ? Map.of() : extraHeaders;
    return call(call, o);
  }

  static ContractAnalysisException translate(com.contractanalysis.generated.ApiException e) {
    if (e.getCode() == 0) {
      Throwable cause = e.getCause() != null ? e.getCause() : e;
      if (cause instanceof HttpTimeoutException) return new ApiTimeoutException("Request timed out.", cause);
      return new ApiConnectionException("Connection error: " + cause, cause);
    }
    return ApiException.of(e.getCode(), e.getResponseBody(),
        e.getResponseHeaders() == null ? Map.of() : e.getResponseHeaders().map());
  }

  /** Connection errors, 408, 409 (not idempotency_conflict), 429 and 5xx. */
  static boolean isRetryable(ContractAnalysisException e) {
    if (e instanceof ApiConnectionException) return true;
    if (!(e instanceof ApiException)) return false;
    ApiException api = (ApiException) e;
    if (api instanceof ConflictException) return !"idempotency_conflict".equals(api.code());
    int s = api.status();
    return s == 408 || s == 429 || s >= 500;
  }

  Duration delayFor(ContractAnalysisException e, int attempt) {
    if (e instanceof ApiException) {
      Duration after = retryAfter(((ApiException) e).header("Retry-After").orElse(null));
      if (after != null) return after;
    }
    double base = retryBaseDelay.toMillis() * Math.pow(2, attempt);
    double capped = Math.min(8000, base);
    return Duration.ofMillis((long) (capped * (0.5 + ThreadLocalRandom.current().nextDouble() / 2)));
  }

  /** Retry-After as delta-seconds or an HTTP date; null when absent, unusable or over a minute. */
  static Duration retryAfter(String value) {
    if (value == null || value.isBlank()) return null;
    double seconds;
    try {
      seconds = Double.parseDouble(value.trim());
    } catch (NumberFormatException nfe) {
      try {
        ZonedDateTime at = ZonedDateTime.parse(value.trim(), DateTimeFormatter.RFC_1123_DATE_TIME);
        seconds = (at.toInstant().toEpochMilli() - System.currentTimeMillis()) / 1000.0;
      } catch (Exception ex) {
        return null;
      }
    }
    if (seconds > MAX_RETRY_AFTER_SECONDS) return null;
    return Duration.ofMillis((long) (Math.max(0, seconds) * 1000));
  }

  private static void sleep(Duration d) {
    try {
      Thread.sleep(d.toMillis());
    } catch (InterruptedException ie) {
      Thread.currentThread().interrupt();
      throw new ApiConnectionException("Interrupted while waiting to retry", ie);
    }
  }
}
