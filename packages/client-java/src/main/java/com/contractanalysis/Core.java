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
import java.util.*;
import java.util.concurrent.*;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.logging.ConsoleHandler;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.apache.hc.client5.http.async.methods.SimpleHttpRequest;
import org.apache.hc.client5.http.async.methods.SimpleHttpResponse;
import org.apache.hc.client5.http.async.methods.SimpleRequestBuilder;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.impl.async.CloseableHttpAsyncClient;
import org.apache.hc.client5.http.impl.async.HttpAsyncClients;
import org.apache.hc.client5.http.impl.nio.PoolingAsyncClientConnectionManagerBuilder;
import org.apache.hc.client5.http.utils.DateUtils;
import org.apache.hc.core5.concurrent.DefaultThreadFactory;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.net.WWWFormCodec;
import org.apache.hc.core5.util.TimeValue;

/**
 * What runs every generated resource method: authentication (a key, or a client-credentials token renewed before it
 * expires), the one retry policy ({@link Policy}), idempotency keys, errors, the debug log and polling.
 */
final class Core {
  static final ObjectMapper JSON_MAPPER = JSON.getDefault().getMapper();
  /** The logger of every client; a client with log "debug" logs through a child of its own that prints to System.err. */
  static final Logger LOG = Logger.getLogger("com.contractanalysis");

  /** Waits between attempts and polls; tests record the waits instead. */
  interface Sleeper {
    void sleep(Duration d) throws InterruptedException;
  }

  /**
   * One Apache HttpClient 5 (README "Transport") for every client of the JVM, started on first use and never closed
   * (daemon threads): no retries, redirects, cookies or compression of its own, so that every retry is the policy's.
   */
  private static final class Http {
    static final CloseableHttpAsyncClient CLIENT = HttpAsyncClients.custom()
        .disableAutomaticRetries() // no resend of a failed exchange, no own reading of 429/503 Retry-After
        .disableRedirectHandling().disableCookieManagement().disableAuthCaching().disableContentCompression()
        .setConnectionManager(PoolingAsyncClientConnectionManagerBuilder.create()
            // The caller's threads bound the concurrency (the default pool queues beyond 5 per route).
            .setMaxConnTotal(Integer.MAX_VALUE).setMaxConnPerRoute(Integer.MAX_VALUE)
            // A kept-alive connection idle for a second is checked before reuse, so that one the server has closed
            // meanwhile is not handed to a request (which would fail it: retries are off).
            .setDefaultConnectionConfig(ConnectionConfig.custom().setValidateAfterInactivity(TimeValue.ofSeconds(1)).build())
            .build())
        .evictIdleConnections(TimeValue.ofMinutes(1))
        .setThreadFactory(new DefaultThreadFactory("contract-analysis-http", true))
        .build();

    static {
      CLIENT.start();
    }
  }

  final ContractAnalysisClient.Builder config;
  ContractAnalysisClient client; // for clientCredentialsToken (generated: the operation at the spec's tokenUrl)
  private final Logger log;
  private final boolean oauth;
  private String token;
  private long tokenExpiresAt;
  /** The time (ms) the token's expiry is read against: the system clock; a test in this package moves its own. */
  java.util.function.LongSupplier clock = System::currentTimeMillis;

  Core(ContractAnalysisClient.Builder config) {
    this.config = config;
    this.oauth = config.clientId != null && config.clientSecret != null;
    if (!oauth && (config.apiKey == null || config.apiKey.isEmpty())) {
      throw new ContractAnalysisException("No API key: call apiKey(...), set CONTRACT_ANALYSIS_API_KEY, or use clientCredentials(...)");
    }
    this.log = "debug".equalsIgnoreCase(config.log) ? debugLogger() : LOG;
  }

  /** This client's own logger at FINE with a handler on System.err; its records reach LOG's handlers too. */
  private static Logger debugLogger() {
    Logger debug = Logger.getAnonymousLogger();
    debug.setParent(LOG);
    debug.setLevel(Level.FINE);
    ConsoleHandler stderr = new ConsoleHandler();
    stderr.setLevel(Level.FINE);
    debug.addHandler(stderr);
    return debug;
  }

  /**
   * Sends one operation's request, attempt after attempt as the policy says, each within the timeout. An interrupt of
   * the calling thread cancels the attempt under way and ends the call.
   */
  <T> RawResponse<T> execute(Request request, Class<T> type, RequestOptions options) {
    RequestOptions o = options == null ? RequestOptions.NONE : options;
    int maxRetries = o.maxRetries() != null ? o.maxRetries() : config.maxRetries;
    Duration timeout = o.timeout() != null ? o.timeout() : config.timeout;
    String idempotencyKey = !request.idempotent ? null : o.idempotencyKey() != null ? o.idempotencyKey() : UUID.randomUUID().toString();
    for (int attempt = 0; ; attempt++) {
      SimpleHttpRequest http = build(request, o, idempotencyKey);
      String call = request.method + " " + http.getRequestUri();
      int n = attempt + 1;
      log.fine(() -> "request " + call + " attempt " + n + " headers " + headers(http.getHeaders(), true));
      Future<SimpleHttpResponse> exchange = Http.CLIENT.execute(http, null);
      ContractAnalysisException error;
      try {
        SimpleHttpResponse response = exchange.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
        byte[] body = Objects.requireNonNullElse(response.getBodyBytes(), new byte[0]);
        RawResponse<byte[]> raw = new RawResponse<>(response.getCode(), headers(response.getHeaders(), false), body);
        log.fine(() -> "response " + raw.statusCode() + " " + call + " request-id " + raw.requestId());
        if (raw.statusCode() < 400) return raw.map(bytes -> decode(bytes, type, raw));
        ApiException e = ApiException.of(raw.statusCode(), new String(body, StandardCharsets.UTF_8), raw.headers());
        if (!retryable(e)) throw e;
        error = e;
      } catch (TimeoutException e) {
        exchange.cancel(true);
        error = new ApiTimeoutException("Request timed out.", e);
      } catch (InterruptedException e) {
        exchange.cancel(true);
        Thread.currentThread().interrupt();
        throw new ApiConnectionException("Interrupted", e);
      } catch (ExecutionException | CancellationException e) {
        Throwable cause = e instanceof ExecutionException ? e.getCause() : e; // IOException, HttpException (not HTTP), cancelled
        if (cause instanceof RuntimeException r && r != e) throw r;
        error = cause instanceof InterruptedIOException ? new ApiTimeoutException("Request timed out.", cause) // a socket time-out
            : new ApiConnectionException("Connection error: " + cause, cause);
      }
      if (attempt >= maxRetries) throw error;
      long delay = delayMs(error, attempt);
      String why = error.getMessage();
      log.fine(() -> "retrying " + call + " in " + delay + " ms after " + why);
      sleep(Duration.ofMillis(delay));
    }
  }

  private SimpleHttpRequest build(Request request, RequestOptions o, String idempotencyKey) {
    SimpleRequestBuilder b = SimpleRequestBuilder.create(request.method).setUri(config.baseUrl.replaceAll("/+$", "") + request.target())
        .setHeader("User-Agent", ContractAnalysisClient.USER_AGENT)
        .setHeader("Accept", request.accept.isEmpty() ? "*/*" : request.accept);
    if (!request.anonymous) b.setHeader("Authorization", "Bearer " + token());
    if (idempotencyKey != null) b.setHeader("Idempotency-Key", idempotencyKey);
    Map<String, String> headers = new LinkedHashMap<>(config.headers);
    headers.putAll(request.headers);
    headers.putAll(o.headers());
    if (request.respondAsync) headers.merge("Prefer", "respond-async", (theirs, ours) -> ours + ", " + theirs);
    headers.forEach(b::setHeader);
    // The body's media type is its Content-Type header, as the spec names it (no charset parameter).
    if (request.json != null) b.setBody(write(request.json), ContentType.create("application/json"));
    else if (!request.form.isEmpty()) b.setBody(WWWFormCodec.format(request.form, StandardCharsets.UTF_8), ContentType.create("application/x-www-form-urlencoded"));
    return b.build();
  }

  /** The API key, or the client-credentials token (RFC 6749's access_token, expires_in), renewed a minute (or 10 %) before it expires. */
  private String token() {
    if (!oauth) return config.apiKey;
    synchronized (this) {
      if (token == null || clock.getAsLong() >= tokenExpiresAt) {
        var r = client.clientCredentialsToken(config.clientId, config.clientSecret, config.scope);
        long lifetime = r.getExpiresIn() * 1000L;
        tokenExpiresAt = clock.getAsLong() + lifetime - Math.min(60_000L, lifetime / 10);
        token = r.getAccessToken();
      }
      return token;
    }
  }

  /** Headers as a map with case-insensitive names; for the debug log, with the Authorization header hidden. */
  static Map<String, List<String>> headers(Header[] all, boolean redacted) {
    Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
    for (Header h : all) {
      headers.computeIfAbsent(h.getName(), k -> new ArrayList<>()).add(redacted && h.getName().equalsIgnoreCase("Authorization") ? "[redacted]" : h.getValue());
    }
    return Collections.unmodifiableMap(headers);
  }

  @SuppressWarnings("unchecked")
  private static <T> T decode(byte[] body, Class<T> type, RawResponse<?> raw) {
    if (type == Void.class) return null;
    if (type == Download.class) return (T) Download.of(body, raw.header("Content-Type"), raw.header("Content-Disposition"));
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

  /** Besides connection errors and time-outs: the policy's statuses (any 5xx) and 409 with one of its codes. */
  static boolean retryable(ApiException e) {
    int s = e.status();
    return Policy.RETRY_STATUSES.contains(s) || (Policy.RETRY_ANY_5XX && s >= 500)
        || (s == 409 && e.code() != null && Policy.RETRY_CONFLICT_CODES.contains(e.code())); // Set.of refuses null
  }

  /**
   * The wait before retry {@code attempt + 1}: retry-after-ms, else Retry-After (seconds or an HTTP date), the first
   * that is within [0, retry_after_max_ms]; else the capped exponential backoff with jitter.
   */
  static long delayMs(ContractAnalysisException error, int attempt) {
    ApiException e = error instanceof ApiException a ? a : null;
    Optional<String> after = e == null ? Optional.empty() : e.header("Retry-After");
    return Stream.of(e == null ? null : number(e.header("retry-after-ms"), 1), number(after, 1000),
            after.map(DateUtils::parseStandardDate).map(t -> t.toEpochMilli() - System.currentTimeMillis()).orElse(null))
        .filter(ms -> ms != null && ms >= 0 && ms <= Policy.RETRY_AFTER_MAX_MS).findFirst()
        .orElseGet(() -> (long) (Math.min(Policy.INITIAL_DELAY_MS * Math.pow(2, attempt), Policy.MAX_DELAY_MS)
            * (1 - Policy.JITTER * ThreadLocalRandom.current().nextDouble())));
  }

  private static Long number(Optional<String> value, long scale) {
    try {
      return value.map(v -> Math.round(Double.parseDouble(v.trim()) * scale)).orElse(null);
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
   * The ...AndPoll helpers: polls {@code fetch(id)} until the resource's status is completed or failed, waiting the
   * response's Retry-After or the client's pollInterval between polls, at most pollTimeout in all.
   */
  <T> T poll(RawResponse<T> first, Function<String, RawResponse<T>> fetch) {
    RawResponse<T> current = first;
    for (long waited = 0; ; ) {
      JsonNode tree = JSON_MAPPER.valueToTree(current.data());
      String status = tree.path("status").asText(), id = tree.path("id").asText();
      if (status.equals("completed") || status.equals("failed")) return current.data();
      Long after = number(Optional.ofNullable(current.header("Retry-After")), 1000);
      long delay = after != null && after >= 0 ? after : config.pollInterval.toMillis();
      if (waited + delay > config.pollTimeout.toMillis()) {
        throw new ContractAnalysisException(id + " is still " + status + " after " + config.pollTimeout.toSeconds() + " s of polling");
      }
      sleep(Duration.ofMillis(delay));
      waited += delay;
      current = fetch.apply(id);
    }
  }
}
