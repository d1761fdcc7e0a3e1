package com.contractanalysis;

import static org.junit.jupiter.api.Assertions.*;

import com.contractanalysis.errors.NotFoundException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The User-Agent names the client and its version, the spec it was generated from and the Java version. */
class UserAgentTest {
  static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void namesTheClientTheSpecOfTheBundleAndJava() throws Exception {
    // Surefire runs in the module's folder: the bridge package.json and the spec bundle are read as they are now.
    String version = JSON.readTree(Path.of("package.json").toFile()).get("version").asText();
    String spec = JSON.readTree(Path.of("../../spec/dist/openapi.json").toFile()).get("info").get("version").asText();
    try (StubServer s = new StubServer().reply(404, StubServer.problem(404, "not_found", "req_1"))) {
      ContractAnalysisClient client = ContractAnalysisClient.builder().apiKey("cas_test_k").baseUrl(s.url()).maxRetries(0).build();
      assertThrows(NotFoundException.class, () -> client.contracts().retrieve(Contracts.RetrieveParams.builder().id("ctr_1").build()));
      assertEquals(
          "contract-analysis-java/" + version + " (spec " + spec + "; java " + System.getProperty("java.version") + ")",
          s.last().header("User-Agent"));
    }
    assertEquals(version, ContractAnalysisClient.VERSION);
    assertEquals(spec, ContractAnalysisClient.SPEC_VERSION);
  }
}
