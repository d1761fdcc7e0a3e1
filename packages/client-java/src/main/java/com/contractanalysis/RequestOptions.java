package com.contractanalysis;

import java.util.LinkedHashMap;
import java.util.Map;

/** Per-call options: extra headers and an Idempotency-Key of your own. */
public final class RequestOptions {
  static final RequestOptions NONE = builder().build();
  final Map<String, String> headers;
  final String idempotencyKey;

  private RequestOptions(Builder b) {
    this.headers = Map.copyOf(b.headers);
    this.idempotencyKey = b.idempotencyKey;
  }

  public static Builder builder() { return new Builder(); }

  public static final class Builder {
    private final Map<String, String> headers = new LinkedHashMap<>();
    private String idempotencyKey;

    public Builder header(String name, String value) { headers.put(name, value); return this; }

    public Builder idempotencyKey(String key) { this.idempotencyKey = key; return this; }

    public RequestOptions build() { return new RequestOptions(this); }
  }

  Transport.Options toOptions(boolean post) {
    Transport.Options o = new Transport.Options();
    o.post = post;
    o.extraHeaders = headers;
    o.idempotencyKey = post ? Transport.idempotencyKey(idempotencyKey) : null;
    return o;
  }
}
