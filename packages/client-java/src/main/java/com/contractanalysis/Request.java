package com.contractanalysis;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.*;
import org.apache.hc.core5.http.NameValuePair;
import org.apache.hc.core5.http.message.BasicNameValuePair;
import org.apache.hc.core5.net.PercentCodec;
import org.apache.hc.core5.net.WWWFormCodec;

/** One HTTP request as a generated resource method describes it; {@link Core} sends it. */
final class Request {
  final String method, accept;
  private String path;
  private final List<NameValuePair> query = new ArrayList<>();
  final List<NameValuePair> form = new ArrayList<>();
  final Map<String, String> headers = new LinkedHashMap<>();
  Object json;
  boolean idempotent, respondAsync, anonymous;

  /** {@code accept}: the media types of the operation's responses, errors included. */
  Request(String method, String path, String accept) {
    this.method = method;
    this.path = path;
    this.accept = accept;
  }

  Request path(String name, Object value) {
    path = path.replace("{" + name + "}", PercentCodec.encode(String.valueOf(value), StandardCharsets.UTF_8));
    return this;
  }

  /** A query parameter: absent when null, repeated for a collection (form style, exploded). */
  Request query(String name, Object value) {
    if (value instanceof Collection<?> c) c.forEach(v -> query(name, v));
    else if (value != null) query.add(new BasicNameValuePair(name, String.valueOf(value)));
    return this;
  }

  Request header(String name, Object value) {
    if (value != null) headers.put(name, String.valueOf(value));
    return this;
  }

  Request form(String name, Object value) {
    if (value != null) form.add(new BasicNameValuePair(name, String.valueOf(value)));
    return this;
  }

  Request json(Object body) { json = body; return this; }

  Request idempotent() { idempotent = true; return this; }

  Request respondAsync(boolean on) { respondAsync = on; return this; }

  Request anonymous() { anonymous = true; return this; }

  /** The path and query string, to append to the base URL. */
  String target() { return query.isEmpty() ? path : path + "?" + WWWFormCodec.format(query, StandardCharsets.UTF_8); }

  /** Reads a local file for upload; a missing file is the caller's error (UncheckedIOException), not a network one. */
  static byte[] read(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + file + ": " + e.getMessage(), e);
    }
  }

  static byte[] read(InputStream in) {
    try {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
