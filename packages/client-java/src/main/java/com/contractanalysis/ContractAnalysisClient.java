package com.contractanalysis;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The Contract Analysis client. Its resources ({@code contracts()}, {@code webhooks()}, ...) and their methods are
 * generated from the OpenAPI document (see {@link Resources}); this class holds the configuration.
 *
 * <pre>{@code
 * ContractAnalysisClient client = ContractAnalysisClient.builder().build(); // CONTRACT_ANALYSIS_API_KEY
 * Contract c = client.contracts().review(Contracts.ReviewParams.builder()
 *     .document(Path.of("nda.txt")).documentType(DocumentType.NDA).build());
 * }</pre>
 */
public final class ContractAnalysisClient extends Resources {
  /** This client's version (the Maven artifact's; written at build time from packages/client-java/package.json). */
  public static final String VERSION = com.contractanalysis.generated.BuildInfo.VERSION;
  /** info.version of the OpenAPI document this client was generated from. */
  public static final String SPEC_VERSION = com.contractanalysis.generated.BuildInfo.SPEC_VERSION;
  /** What every request sends as User-Agent. */
  public static final String USER_AGENT =
      "contract-analysis-java/" + VERSION + " (spec " + SPEC_VERSION + "; java " + System.getProperty("java.version") + ")";
  /** The spec's first server. */
  public static final String DEFAULT_BASE_URL = com.contractanalysis.generated.BuildInfo.DEFAULT_BASE_URL;

  private final Builder config;

  private ContractAnalysisClient(Builder config) {
    super(new Core(config));
    this.config = config;
    core.client = this;
  }

  public static Builder builder() { return new Builder(System.getenv()); }

  /** A copy of this client with some options changed: {@code client.withOptions(o -> o.maxRetries(5))}. */
  public ContractAnalysisClient withOptions(Consumer<Builder> change) {
    Builder copy = config.copy();
    change.accept(copy);
    return copy.build();
  }

  /** A model (or any value) as JSON, the way the client sends it. */
  public static String toJson(Object value) { return new String(Core.write(value), StandardCharsets.UTF_8); }

  /** JSON read into a model class ({@code Contract.class}, ...). */
  public static <T> T fromJson(String json, Class<T> type) {
    try {
      return Core.JSON_MAPPER.readValue(json, type);
    } catch (IOException e) {
      throw new IllegalArgumentException("Not a " + type.getSimpleName() + ": " + e.getMessage(), e);
    }
  }

  public static final class Builder implements Cloneable {
    String apiKey, clientId, clientSecret, scope, baseUrl, log;
    Duration timeout = Duration.ofMillis(Policy.TIMEOUT_MS), pollInterval = Duration.ofSeconds(1), pollTimeout = Duration.ofMinutes(10);
    int maxRetries = Policy.MAX_RETRIES;
    Map<String, String> headers = new LinkedHashMap<>();
    Core.Sleeper sleeper = d -> Thread.sleep(d.toMillis());

    /** Reads CONTRACT_ANALYSIS_API_KEY, CONTRACT_ANALYSIS_BASE_URL and CONTRACT_ANALYSIS_LOG from {@code env}. */
    Builder(Map<String, String> env) {
      apiKey = env.get("CONTRACT_ANALYSIS_API_KEY");
      baseUrl = env.getOrDefault("CONTRACT_ANALYSIS_BASE_URL", DEFAULT_BASE_URL);
      log = env.get("CONTRACT_ANALYSIS_LOG");
    }

    Builder copy() {
      try {
        Builder b = (Builder) clone();
        b.headers = new LinkedHashMap<>(headers);
        return b;
      } catch (CloneNotSupportedException e) {
        throw new AssertionError(e);
      }
    }

    /** The API key (else CONTRACT_ANALYSIS_API_KEY). */
    public Builder apiKey(String apiKey) { this.apiKey = apiKey; return this; }

    /** OAuth client credentials instead of a key: a token from POST /oauth/token, renewed before it expires. */
    public Builder clientCredentials(String clientId, String clientSecret, String scope) {
      this.clientId = clientId;
      this.clientSecret = clientSecret;
      this.scope = scope;
      return this;
    }

    /** Default {@value #DEFAULT_BASE_URL}, or CONTRACT_ANALYSIS_BASE_URL. */
    public Builder baseUrl(String baseUrl) { this.baseUrl = baseUrl; return this; }

    /** Per attempt: connecting, sending and reading the whole response (the policy's timeout_ms, 60 s). */
    public Builder timeout(Duration timeout) { this.timeout = timeout; return this; }

    /** Retries of a failed attempt (the policy's max_retries, 2); the policy is spec/contract-tests/vectors.yaml's. */
    public Builder maxRetries(int maxRetries) { this.maxRetries = maxRetries; return this; }

    /** A header sent with every request. */
    public Builder defaultHeader(String name, String value) { headers.put(name, value); return this; }

    /** Between polls of the ...AndPoll helpers (1 s; a Retry-After of the server wins), and how long they poll (10 min). */
    public Builder polling(Duration interval, Duration timeout) { this.pollInterval = interval; this.pollTimeout = timeout; return this; }

    /** "debug" logs every request and response (never a credential) to System.err; else CONTRACT_ANALYSIS_LOG. */
    public Builder log(String level) { this.log = level; return this; }

    Builder sleeper(Core.Sleeper sleeper) { this.sleeper = sleeper; return this; }

    public ContractAnalysisClient build() { return new ContractAnalysisClient(copy()); }
  }
}
