package com.contractanalysis;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/** A result with its HTTP response: {@code client.contracts().withRawResponse().retrieve(...)}. */
public final class RawResponse<T> {
  private final int statusCode;
  private final Map<String, List<String>> headers;
  private final T data;

  RawResponse(int statusCode, Map<String, List<String>> headers, T data) {
    this.statusCode = statusCode;
    TreeMap<String, List<String>> h = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
    h.putAll(headers);
    this.headers = Collections.unmodifiableMap(h);
    this.data = data;
  }

  public int statusCode() { return statusCode; }

  /** The response headers, names case-insensitive. */
  public Map<String, List<String>> headers() { return headers; }

  /** The first value of a header, or null. */
  public String header(String name) {
    List<String> values = headers.get(name);
    return values == null || values.isEmpty() ? null : values.get(0);
  }

  /** The server's Request-Id: quote it to support. */
  public String requestId() { return header("Request-Id"); }

  /** The parsed result. */
  public T data() { return data; }

  <R> RawResponse<R> map(Function<T, R> f) { return new RawResponse<>(statusCode, headers, f.apply(data)); }
}
