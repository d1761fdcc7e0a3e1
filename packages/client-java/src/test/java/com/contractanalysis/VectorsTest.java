package com.contractanalysis;

import static org.junit.jupiter.api.Assertions.*;

import com.contractanalysis.errors.ApiException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every behaviour vector of spec/contract-tests/vectors.yaml against a local socket server that answers the vector's
 * responses in order, with the client's sleep replaced by a recorder. Data-driven: a new vector runs with no code
 * change; a call or expectation this runner does not understand fails.
 */
class VectorsTest {
  static final Path ROOT = Path.of("../..").toAbsolutePath().normalize();
  static final ObjectMapper JSON = new ObjectMapper();

  /** vectors.yaml as JSON, read with the repository's own YAML parser (the `yaml` package of tools/). */
  static JsonNode load(String file) throws Exception {
    Process p = new ProcessBuilder("node", "--input-type=module", "-e",
        "import {parse} from 'yaml'; import {readFileSync} from 'node:fs'; process.stdout.write(JSON.stringify(parse(readFileSync(process.argv[1], 'utf8'))))",
        ROOT.resolve(file).toString()).directory(ROOT.resolve("tools/contract-tests").toFile()).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), out);
    return JSON.readTree(out);
  }

  @TestFactory
  Stream<DynamicTest> vectors() throws Exception {
    JsonNode spec = JSON.readTree(ROOT.resolve("spec/dist/openapi.json").toFile());
    JsonNode vectors = load("spec/contract-tests/vectors.yaml").get("vectors");
    assertTrue(vectors.size() > 0);
    List<DynamicTest> tests = new ArrayList<>();
    for (JsonNode v : vectors) tests.add(DynamicTest.dynamicTest(v.get("id").asText(), () -> run(spec, v)));
    return tests.stream();
  }

  static void run(JsonNode spec, JsonNode v) throws Exception {
    List<JsonNode> replies = new ArrayList<>();
    for (JsonNode r : v.get("responses")) replies.add(r);
    try (Stub stub = new Stub(spec, replies)) {
      List<Long> delays = new ArrayList<>();
      ContractAnalysisClient client = ContractAnalysisClient.builder().apiKey("cas_test_vectors").baseUrl(stub.url())
          .sleeper(d -> delays.add(d.toMillis())).build();
      JsonNode call = v.get("call"), expect = v.get("expect");
      Object result;
      try {
        result = invoke(spec, client, call);
      } catch (RuntimeException e) {
        result = e;
      }
      Object outcome = result;
      for (var it = expect.fieldNames(); it.hasNext(); ) {
        String key = it.next();
        JsonNode want = expect.get(key);
        switch (key) {
          case "attempts" -> assertEquals(want.asInt(), stub.requests.size(), "attempts (outcome " + outcome + ")");
          case "delays_ms" -> {
            assertEquals(want.size(), delays.size(), "waits " + delays);
            for (int i = 0; i < want.size(); i++) {
              long d = delays.get(i);
              assertTrue(d >= want.get(i).get(0).asLong() && d <= want.get(i).get(1).asLong(), "wait " + i + ": " + d + " ms, expected " + want.get(i));
            }
          }
          case "idempotency_key" -> {
            List<String> keys = stub.requests.stream().map(r -> r.headers.get("idempotency-key")).toList();
            if (want.asText().equals("absent")) keys.forEach(k -> assertNull(k, "Idempotency-Key"));
            else if (want.asText().equals("same_generated")) {
              assertNotNull(keys.get(0));
              assertTrue(keys.get(0).matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"), keys.get(0));
              keys.forEach(k -> assertEquals(keys.get(0), k));
            } else keys.forEach(k -> assertEquals(want.asText(), k));
          }
          case "outcome" -> checkOutcome(want, outcome);
          case "items" -> {
            List<String> ids = new ArrayList<>();
            for (Object item : (Iterable<?>) ((RawResponse<?>) outcome).data()) ids.add(JSON_OF(item).get("id").asText());
            List<String> expected = new ArrayList<>();
            want.forEach(n -> expected.add(n.asText()));
            assertEquals(expected, ids);
          }
          case "queries" -> {
            List<String> expected = new ArrayList<>();
            want.forEach(n -> expected.add(n.asText()));
            // The items are consumed first when the vector iterates (above, in the order of the file's keys).
            assertEquals(expected, stub.requests.stream().map(r -> sortedQuery(r.target)).toList());
          }
          default -> fail("vector " + v.get("id").asText() + ": unknown expectation " + key);
        }
      }
    }
  }

  static JsonNode JSON_OF(Object model) {
    try {
      return JSON.readTree(ContractAnalysisClient.toJson(model));
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  static void checkOutcome(JsonNode want, Object outcome) {
    if (want.has("error")) {
      String name = want.get("error").asText().replaceFirst("^API", "Api").replaceFirst("Error$", "Exception");
      assertTrue(outcome instanceof RuntimeException, "expected " + name + ", got " + outcome);
      assertEquals(name, outcome.getClass().getSimpleName(), String.valueOf(outcome));
      if (outcome instanceof ApiException e) {
        if (want.has("status")) assertEquals(want.get("status").asInt(), e.status());
        if (want.has("code")) assertEquals(want.get("code").asText(), e.code());
        if (want.has("request_id")) assertEquals(want.get("request_id").asText(), e.requestId());
      } else assertFalse(want.has("status"), "no status without a response");
      return;
    }
    if (outcome instanceof RuntimeException e) throw e;
    RawResponse<?> raw = (RawResponse<?>) outcome;
    if (want.has("status")) assertEquals(want.get("status").asInt(), raw.statusCode());
    if (want.has("request_id")) assertEquals(want.get("request_id").asText(), raw.requestId());
  }

  /** Calls the generated method named by the operation's x-sdk, with the vector's params set on its Params builder. */
  static Object invoke(JsonNode spec, ContractAnalysisClient client, JsonNode call) throws Exception {
    JsonNode sdk = null;
    for (JsonNode item : spec.get("paths")) for (JsonNode op : item) if (call.get("operation").asText().equals(op.path("operationId").asText())) sdk = op.get("x-sdk");
    assertNotNull(sdk, "no operation " + call.get("operation"));
    Object resource = client.getClass().getMethod(camel(sdk.get("resource").asText())).invoke(client);
    Object raw = resource.getClass().getMethod("withRawResponse").invoke(resource);
    String method = camel(sdk.get("method").asText());
    Class<?> paramsClass = Class.forName(resource.getClass().getName() + "$" + Character.toUpperCase(method.charAt(0)) + method.substring(1) + "Params");
    Object builder = paramsClass.getMethod("builder").invoke(null);
    for (var it = call.path("params").fields(); it.hasNext(); ) {
      var e = it.next();
      Method setter = null;
      for (Method m : builder.getClass().getMethods()) {
        if (m.getName().equals(camel(e.getKey())) && m.getParameterCount() == 1 && !m.getParameterTypes()[0].isAssignableFrom(java.io.InputStream.class)
            && !m.getParameterTypes()[0].equals(Path.class)) setter = m;
      }
      assertNotNull(setter, "no parameter " + e.getKey());
      setter.invoke(builder, (Object) Core.JSON_MAPPER.convertValue(e.getValue(), Core.JSON_MAPPER.constructType(setter.getGenericParameterTypes()[0])));
    }
    RequestOptions.Builder options = RequestOptions.builder();
    for (var it = call.path("options").fields(); it.hasNext(); ) {
      var e = it.next();
      switch (e.getKey()) {
        case "max_retries" -> options.maxRetries(e.getValue().asInt());
        case "idempotency_key" -> options.idempotencyKey(e.getValue().asText());
        case "timeout_ms" -> options.timeout(Duration.ofMillis(e.getValue().asLong()));
        default -> fail("unknown option " + e.getKey());
      }
    }
    for (var it = call.fieldNames(); it.hasNext(); ) {
      String key = it.next();
      if (!List.of("operation", "params", "options", "iterate").contains(key)) fail("unknown call field " + key);
    }
    Object params = builder.getClass().getMethod("build").invoke(builder);
    try {
      RawResponse<?> response = (RawResponse<?>) raw.getClass().getMethod(method, paramsClass, RequestOptions.class).invoke(raw, params, options.build());
      if (call.path("iterate").asBoolean()) {
        List<Object> items = new ArrayList<>();
        ((Iterable<?>) response.data()).forEach(items::add);
        return new RawResponse<>(response.statusCode(), response.headers(), items);
      }
      return response;
    } catch (InvocationTargetException e) {
      if (e.getCause() instanceof RuntimeException r) throw r;
      throw e;
    }
  }

  static String camel(String s) {
    StringBuilder out = new StringBuilder();
    boolean up = false;
    for (char c : s.toCharArray()) {
      if (c == '_' || c == '-') up = true;
      else {
        out.append(up ? Character.toUpperCase(c) : c);
        up = false;
      }
    }
    return out.toString();
  }

  static String sortedQuery(String target) {
    int q = target.indexOf('?');
    if (q < 0) return "";
    TreeMap<String, List<String>> sorted = new TreeMap<>();
    for (String pair : target.substring(q + 1).split("&")) sorted.computeIfAbsent(pair.split("=", 2)[0], k -> new ArrayList<>()).add(pair);
    return String.join("&", sorted.values().stream().flatMap(List::stream).toList());
  }

  /** A socket server answering the vector's responses in order; `connection: reset` closes without an answer. */
  static final class Stub implements AutoCloseable {
    record Received(String target, Map<String, String> headers) {}

    final List<Received> requests = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final ServerSocket server = new ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress());
    private final Thread thread;

    Stub(JsonNode spec, List<JsonNode> replies) throws Exception {
      Iterator<JsonNode> next = replies.iterator();
      thread = new Thread(() -> {
        while (!server.isClosed()) {
          try (Socket s = server.accept()) {
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.ISO_8859_1));
            String line = in.readLine();
            if (line == null) continue;
            Map<String, String> headers = new TreeMap<>();
            for (String h; (h = in.readLine()) != null && !h.isEmpty(); ) {
              headers.put(h.substring(0, h.indexOf(':')).toLowerCase(), h.substring(h.indexOf(':') + 1).trim());
            }
            int length = Integer.parseInt(headers.getOrDefault("content-length", "0"));
            for (int i = 0; i < length; i++) in.read();
            requests.add(new Received(line.split(" ")[1], headers));
            JsonNode r = next.hasNext() ? next.next() : null;
            if (r == null || r.has("connection")) {
              s.setSoLinger(true, 0); // RST
              continue;
            }
            byte[] body = body(spec, r);
            StringBuilder head = new StringBuilder("HTTP/1.1 " + r.get("status").asInt() + " X\r\nConnection: close\r\nContent-Length: " + body.length + "\r\n");
            boolean typed = false;
            for (var it = r.path("headers").fields(); it.hasNext(); ) {
              var e = it.next();
              head.append(e.getKey()).append(": ").append(e.getValue().asText()).append("\r\n");
              typed |= e.getKey().equalsIgnoreCase("content-type");
            }
            if (!typed) head.append("Content-Type: application/json\r\n");
            OutputStream out = s.getOutputStream();
            out.write(head.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1));
            out.write(body);
            out.flush();
          } catch (Exception e) {
            if (!server.isClosed()) e.printStackTrace();
          }
        }
      });
      thread.setDaemon(true);
      thread.start();
    }

    static byte[] body(JsonNode spec, JsonNode r) throws Exception {
      JsonNode schemas = spec.get("components").get("schemas");
      JsonNode body;
      if (r.has("body")) body = r.get("body");
      else if (r.has("example")) {
        ObjectNode example = schemas.get(r.get("example").asText()).get("example").deepCopy();
        if (r.has("override")) example.setAll((ObjectNode) r.get("override"));
        body = example;
      } else if (r.has("page")) {
        JsonNode page = r.get("page");
        ArrayNode data = JSON.createArrayNode();
        for (JsonNode id : page.get("ids")) {
          ObjectNode item = schemas.get(page.get("of").asText()).get("example").deepCopy();
          data.add(item.put("id", id.asText()));
        }
        ObjectNode list = JSON.createObjectNode().put("object", "list");
        list.set("data", data);
        list.put("has_more", page.get("has_more").asBoolean());
        list.set("next_cursor", page.get("next_cursor"));
        body = list;
      } else throw new AssertionError("a response needs body, example, page or connection: " + r);
      return body.isTextual() ? body.asText().getBytes(StandardCharsets.UTF_8) : JSON.writeValueAsBytes(body);
    }

    String url() { return "http://127.0.0.1:" + server.getLocalPort(); }

    @Override
    public void close() throws Exception {
      server.close();
      thread.join(10_000);
    }
  }
}
