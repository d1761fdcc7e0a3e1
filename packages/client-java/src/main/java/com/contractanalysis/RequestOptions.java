package com.contractanalysis;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/** Options of one call: timeout, retries, extra headers, your own Idempotency-Key. Unset ones (null) take the client's. */
public record RequestOptions(Duration timeout, Integer maxRetries, Map<String, String> headers, String idempotencyKey) {
  static final RequestOptions NONE = builder().build();

  public RequestOptions {
    headers = headers == null ? Map.of() : Map.copyOf(headers);
  }

  public static Builder builder() { return new Builder(); }

  public static final class Builder {
    private final Map<String, String> headers = new LinkedHashMap<>();
    private String idempotencyKey;
    private Duration timeout;
    private Integer maxRetries;

    private Builder() {}

    public Builder header(String name, String value) { headers.put(name, value); return this; }

    /** Sent on a POST or PATCH instead of a generated key (the same on every retry of the call). */
    public Builder idempotencyKey(String key) { this.idempotencyKey = key; return this; }

    public Builder timeout(Duration timeout) { this.timeout = timeout; return this; }

    public Builder maxRetries(int maxRetries) { this.maxRetries = maxRetries; return this; }

    public RequestOptions build() { return new RequestOptions(timeout, maxRetries, headers, idempotencyKey); }
  }
}
