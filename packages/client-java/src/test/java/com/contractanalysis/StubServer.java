package com.contractanalysis;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;

/** A local HTTP server that answers from a script and records every request (no mock of the client). */
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
    final long delayMillis;

    Reply(int status, String body, Map<String, String> headers, long delayMillis) {
      this.status = status;
      this.body = body;
      this.headers = headers;
      this.delayMillis = delayMillis;
    }
  }

  final List<Recorded> requests = new ArrayList<>();
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
        reply = replies.isEmpty() ? new Reply(500, "{\"status\":500}", Map.of(), 0) : replies.poll();
      }
      if (reply.delayMillis > 0) {
        try { Thread.sleep(reply.delayMillis); } catch (InterruptedException ignored) { }
      }
      byte[] out = reply.body.getBytes(StandardCharsets.UTF_8);
      exchange.getResponseHeaders().set("Content-Type", reply.status >= 400 ? "application/problem+json" : "application/json");
      exchange.getResponseHeaders().set("Request-Id", "req_stub");
      reply.headers.forEach((k, v) -> exchange.getResponseHeaders().set(k, v));
      try {
        exchange.sendResponseHeaders(reply.status, out.length);
        exchange.getResponseBody().write(out);
      } catch (IOException ignored) {
        // the client gave up (timeout test)
      }
      exchange.close();
    });
    server.start();
  }

  String url() { return "http://127.0.0.1:" + server.getAddress().getPort(); }

  synchronized StubServer reply(int status, String body) { return reply(status, body, Map.of()); }

  synchronized StubServer reply(int status, String body, Map<String, String> headers) {
    replies.add(new Reply(status, body, headers, 0));
    return this;
  }

  synchronized StubServer slowReply(long delayMillis, int status, String body) {
    replies.add(new Reply(status, body, Map.of(), delayMillis));
    return this;
  }

  synchronized Recorded last() { return requests.get(requests.size() - 1); }

  @Override
  public void close() { server.stop(0); }

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
