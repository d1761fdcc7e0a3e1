package com.contractanalysis;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/** One HTTP request as a generated resource method describes it; {@link Core} sends it. */
final class Request {
  final String method, accept;
  private String path;
  private final List<Map.Entry<String, String>> query = new ArrayList<>();
  final Map<String, String> headers = new LinkedHashMap<>();
  final Map<String, String> form = new LinkedHashMap<>();
  Object json;
  boolean idempotent, respondAsync, anonymous;

  /** {@code accept}: the media types of the operation's responses, errors included. */
  Request(String method, String path, String accept) {
    this.method = method;
    this.path = path;
    this.accept = accept;
  }

  Request path(String name, Object value) {
    path = path.replace("{" + name + "}", URLEncoder.encode(String.valueOf(value), StandardCharsets.UTF_8).replace("+", "%20"));
    return this;
  }

  /** A query parameter: absent when null, repeated for a collection (form style, exploded). */
  Request query(String name, Object value) {
    if (value instanceof Collection<?> c) c.forEach(v -> query(name, v));
    else if (value != null) query.add(Map.entry(name, String.valueOf(value)));
    return this;
  }

  Request header(String name, Object value) {
    if (value != null) headers.put(name, String.valueOf(value));
    return this;
  }

  Request form(String name, Object value) {
    if (value != null) form.put(name, String.valueOf(value));
    return this;
  }

  Request json(Object body) { json = body; return this; }

  Request idempotent() { idempotent = true; return this; }

  Request respondAsync(boolean on) { respondAsync = on; return this; }

  Request anonymous() { anonymous = true; return this; }

  String target() {
    if (query.isEmpty()) return path;
    StringJoiner q = new StringJoiner("&", path + "?", "");
    for (Map.Entry<String, String> e : query) q.add(encode(Map.of(e.getKey(), e.getValue())));
    return q.toString();
  }

  static String encode(Map<String, String> pairs) {
    StringJoiner out = new StringJoiner("&");
    pairs.forEach((k, v) -> out.add(URLEncoder.encode(k, StandardCharsets.UTF_8) + "=" + URLEncoder.encode(v, StandardCharsets.UTF_8)));
    return out.toString();
  }

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
