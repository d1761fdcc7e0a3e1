package com.contractanalysis;

import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A result with its HTTP response: {@code client.contracts().withRawResponse().retrieve(...)}: the status, the response
 * headers (names case-insensitive) and the parsed result ({@code data()}).
 */
public record RawResponse<T>(int statusCode, Map<String, List<String>> headers, T data) {
  /** The first value of a header, or null. */
  public String header(String name) {
    List<String> values = headers.get(name);
    return values == null || values.isEmpty() ? null : values.get(0);
  }

  /** The server's Request-Id: quote it to support. */
  public String requestId() { return header("Request-Id"); }

  <R> RawResponse<R> map(Function<T, R> f) { return new RawResponse<>(statusCode, headers, f.apply(data)); }
}
