package com.contractanalysis.contract;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/** The README's quick start (examples/Quickstart.java, shown verbatim) runs as written against Prism. */
@EnabledIfEnvironmentVariable(named = "CONTRACT_ANALYSIS_BASE_URL", matches = ".+")
class QuickstartTest {
  @Test
  void theQuickstartRunsAgainstPrism() throws Exception {
    Path example = Path.of("examples/Quickstart.java");
    assertTrue(Files.readString(Path.of("README.md")).contains(Files.readString(example)), "README.md shows examples/Quickstart.java");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    // What it prints is checked; what goes to stderr (slf4j's notice when the program has no logging backend for
    // Apache HttpClient's slf4j-api, say) is shown when the check fails.
    Path dir = Files.createTempDirectory("quickstart");
    Path stdout = dir.resolve("stdout"), stderr = dir.resolve("stderr");
    Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), example.toString(), "examples/nda.txt")
        .redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
    // A guard, not a timing assertion: a quick start that never ends fails instead of holding the suite.
    if (!p.waitFor(3, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      fail("the quick start did not end");
    }
    String out = Files.readString(stdout, StandardCharsets.UTF_8);
    String all = out + "\n--- stderr ---\n" + Files.readString(stderr, StandardCharsets.UTF_8);
    assertEquals(0, p.exitValue(), all);
    assertTrue(out.lines().findFirst().orElse("").matches("ctr_\\w+ [a-z]+, risk .*"), all);
    assertTrue(out.contains("not found: 404 not_found req_"), all);
  }
}
