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
    Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), example.toString(), "examples/nda.txt")
        .redirectErrorStream(true).start();
    // A guard, not a timing assertion: a quick start that never ends fails instead of holding the suite.
    if (!p.waitFor(3, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      fail("the quick start did not end");
    }
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.exitValue(), out);
    assertTrue(out.lines().findFirst().orElse("").matches("ctr_\\w+ [a-z]+, risk .*"), out);
    assertTrue(out.contains("not found: 404 not_found req_"), out);
  }
}
