package com.contractanalysis;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * A local HTTP server that answers from a script and records every request (no mock of the client).
 *
 * <p>A request is recorded as soon as it arrives, before its reply is chosen. Nothing here depends on timing: a reply
 * that must outlast the client's time-out never comes ({@link #hangingReply()}), and a test that needs requests the
 * client may have given up on waits for them to arrive ({@link #awaitRequests(int)}) instead of assuming they have.
 */
final class StubServer implements AutoCloseable {
  static final class Recorded {
    final String method;
    final String path;
    final Map<String, String> headers = new HashMap<>();
    final String body;

    Recorded(String method, String path, String body) {
      this.method = method;
      this.path = path;
      this.body = body;
    }

    String header(String name) {
      for (Map.Entry<String, String> e : headers.entrySet()) if (e.getKey().equalsIgnoreCase(name)) return e.getValue();
      return null;
    }
  }

  static final class Reply {
    final int status;
    final String body;
    final Map<String, String> headers;
    final boolean hang;

    Reply(int status, String body, Map<String, String> headers, boolean hang) {
      this.status = status;
      this.body = body;
      this.headers = headers;
      this.hang = hang;
    }
  }

  /** Upper bound for {@link #awaitRequests(int)}: only a broken client gets near it; it fails instead of hanging. */
  private static final long AWAIT_SECONDS = 60;

  /** Every request in order of arrival; safe to read from the test's thread while handlers add to it. */
  final List<Recorded> requests = new CopyOnWriteArrayList<>();
  private final CountDownLatch closed = new CountDownLatch(1);
  private final Deque<Reply> replies = new ArrayDeque<>();
  private final HttpServer server;

  StubServer() throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.setExecutor(Executors.newCachedThreadPool());
    server.createContext("/", exchange -> {
      String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
      Recorded r = new Recorded(exchange.getRequestMethod(), exchange.getRequestURI().toString(), body);
      exchange.getRequestHeaders().forEach((k, v) -> r.headers.put(k, String.join(",", v)));
      Reply reply;
      synchronized (this) {
        requests.add(r);
        reply = replies.isEmpty() ? new Reply(500, "{\"status\":500}", Map.of(), false) : replies.poll();
        notifyAll();
      }
      if (reply.hang) {
        // Never answer: hold the connection until the stub closes (the client's time-out ends the attempt).
        try { closed.await(); } catch (InterruptedException ignored) { Thread.currentThread().interrupt(); }
        exchange.close();
        return;
      }
      byte[] out = reply.body.getBytes(StandardCharsets.UTF_8);
      exchange.getResponseHeaders().set("Content-Type", reply.status >= 400 ? "application/problem+json" : "application/json");
      exchange.getResponseHeaders().set("Request-Id", "req_stub");
      reply.headers.forEach((k, v) -> exchange.getResponseHeaders().set(k, v));
      try {
        exchange.sendResponseHeaders(reply.status, out.length);
        exchange.getResponseBody().write(out);
      } catch (IOException ignored) {
        // the client has gone
      }
      exchange.close();
    });
    server.start();
  }

  String url() { return "http://127.0.0.1:" + server.getAddress().getPort(); }

  synchronized StubServer reply(int status, String body) { return reply(status, body, Map.of()); }

  synchronized StubServer reply(int status, String body, Map<String, String> headers) {
    replies.add(new Reply(status, body, headers, false));
    return this;
  }

  /** A reply that never comes: the request is recorded and its connection held open until {@link #close()}. */
  synchronized StubServer hangingReply() {
    replies.add(new Reply(0, "", Map.of(), true));
    return this;
  }

  /**
   * Waits until at least {@code n} requests have arrived and returns them. A client that has given up on a request
   * (time-out) has sent it, but the stub may not have read it yet; this waits for it rather than for a while.
   */
  synchronized List<Recorded> awaitRequests(int n) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(AWAIT_SECONDS);
    while (requests.size() < n) {
      long left = deadline - System.nanoTime();
      if (left <= 0) throw new AssertionError("expected " + n + " requests, saw " + requests.size() + " (waited " + AWAIT_SECONDS + " s)");
      TimeUnit.NANOSECONDS.timedWait(this, left);
    }
    return List.copyOf(requests);
  }

  synchronized Recorded last() { return requests.get(requests.size() - 1); }

  @Override
  public void close() {
    closed.countDown();
    server.stop(0);
  }

  static String problem(int status, String code, String requestId) {
    return "{\"type\":\"https://docs.contract-analysis.example/errors/" + code + "\",\"title\":\"Error\",\"status\":" + status
        + ",\"code\":\"" + code + "\",\"detail\":\"" + code + " happened\",\"request_id\":\"" + requestId + "\"}";
  }

  static String contract(String id, String status, String riskLevel, String severity) {
    return "{\"id\":\"" + id + "\",\"object\":\"contract\",\"status\":\"" + status + "\",\"document_type\":\"nda\","
        + "\"filename\":null,\"size_bytes\":5,\"sha256\":\"" + "0".repeat(64) + "\",\"pages\":null,\"text_length\":5,"
        + "\"clauses\":[],\"key_terms\":null,\"review\":{\"risk_score\":46,\"risk_level\":" + riskLevel + ","
        + "\"category_scores\":[],\"issues\":[{\"id\":\"iss_1\",\"check_id\":\"nda.term_length\",\"category\":\"term\","
        + "\"severity\":\"" + severity + "\",\"title\":\"Short survival\",\"explanation\":\"e\",\"recommendation\":\"r\",\"citations\":[]}],"
        + "\"checks\":[{\"check_id\":\"nda.governing_law\",\"title\":\"t\",\"outcome\":\"entailed\",\"evidence\":[]}],"
        + "\"playbook\":{\"id\":\"pbk_nda_standard\",\"version\":1},\"summary\":\"s\"},\"error\":null,\"metadata\":{},"
        + "\"livemode\":false,\"created_at\":\"2026-11-20T09:14:07Z\",\"completed_at\":null}";
  }

  static String contract() { return contract("ctr_1", "completed", "\"medium\"", "medium"); }
}
