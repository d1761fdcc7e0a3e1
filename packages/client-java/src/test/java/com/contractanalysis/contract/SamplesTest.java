package com.contractanalysis.contract;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.lang.reflect.InvocationTargetException;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.condition.DisabledIfEnvironmentVariable;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * Every code sample of dist/samples.json (generated at build time, one per operation) compiled as it is and run
 * against Prism: scripts/contract-test.sh sets CONTRACT_ANALYSIS_API_KEY and CONTRACT_ANALYSIS_BASE_URL, which the
 * samples' {@code ContractAnalysisClient.builder().build()} reads, and the samples' nda.txt is examples/nda.txt.
 */
@EnabledIfEnvironmentVariable(named = "CONTRACT_ANALYSIS_BASE_URL", matches = ".+")
// Against the real server (proxy) the samples' example ids name nothing, so they run against the mock only.
@DisabledIfEnvironmentVariable(named = "CONTRACT_TEST_TARGET", matches = "proxy", disabledReason = "the samples name the spec's example ids")
class SamplesTest {
  @TestFactory
  Stream<DynamicTest> everySampleCompilesAndRuns() throws Exception {
    JsonNode samples = new ObjectMapper().readTree(Path.of("dist/samples.json").toFile());
    JsonNode spec = new ObjectMapper().readTree(Path.of("../../spec/dist/openapi.json").toFile());
    int operations = 0;
    for (JsonNode item : spec.get("paths")) for (JsonNode op : item) if (op.has("operationId")) operations++;
    assertEquals(operations, samples.size(), "one sample per operation");

    StringBuilder imports = new StringBuilder(), methods = new StringBuilder();
    List<String> ids = new ArrayList<>();
    for (var it = samples.fields(); it.hasNext(); ) {
      var e = it.next();
      assertEquals("Java", e.getValue().get("lang").asText());
      StringBuilder body = new StringBuilder();
      for (String line : e.getValue().get("source").asText().split("\n")) {
        if (line.startsWith("import ")) {
          if (imports.indexOf(line) < 0) imports.append(line).append('\n');
        } else body.append("    ").append(line).append('\n');
      }
      methods.append("  public static void ").append(e.getKey()).append("() throws Exception {\n").append(body).append("  }\n");
      ids.add(e.getKey());
    }
    Path dir = Files.createTempDirectory("java-samples");
    Files.writeString(dir.resolve("Samples.java"), imports + "\npublic class Samples {\n" + methods + "}\n");
    int status = ToolProvider.getSystemJavaCompiler().run(null, null, null,
        "-d", dir.toString(), "-cp", System.getProperty("java.class.path"), dir.resolve("Samples.java").toString());
    assertEquals(0, status, "the samples compile");
    Files.copy(Path.of("examples/nda.txt"), Path.of("nda.txt"), StandardCopyOption.REPLACE_EXISTING);
    Class<?> samplesClass = new URLClassLoader(new java.net.URL[] {dir.toUri().toURL()}, getClass().getClassLoader()).loadClass("Samples");
    return ids.stream().map(id -> DynamicTest.dynamicTest(id, () -> {
      java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();
      java.io.PrintStream out = System.out; // what the sample prints is kept out of the test log
      System.setOut(new java.io.PrintStream(printed, true, StandardCharsets.UTF_8));
      try {
        samplesClass.getMethod(id).invoke(null);
      } catch (InvocationTargetException e) {
        fail("sample " + id + " failed against Prism: " + e.getCause(), e.getCause());
      } finally {
        System.setOut(out);
      }
    }));
  }
}
