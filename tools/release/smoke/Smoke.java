// Smoke test of the Maven artifact com.contractanalysis:contract-analysis-client (see README.md).
import com.contractanalysis.ContractAnalysisClient;
import com.contractanalysis.Contracts;
import com.contractanalysis.generated.model.Contract;
import com.contractanalysis.generated.model.DocumentType;
import com.contractanalysis.generated.model.ReviewResult;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

public class Smoke {
  static void fail(String message) {
    System.err.println("smoke: " + message);
    System.exit(1);
  }

  static String json(String s) {
    return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }

  public static void main(String[] args) throws Exception {
    String loadedFrom = Path.of(ContractAnalysisClient.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    String repo = System.getProperty("smoke.repository", "");
    if (repo.isEmpty() || !loadedFrom.startsWith(repo)) fail("the client was loaded from " + loadedFrom + ", not from " + repo);

    String document = System.getenv("CONTRACT_ANALYSIS_SMOKE_DOCUMENT");
    ContractAnalysisClient client = ContractAnalysisClient.builder() // key and base URL from the environment
        .baseUrl(System.getenv("CONTRACT_ANALYSIS_BASE_URL"))
        .maxRetries(0)
        .timeout(Duration.ofSeconds(30))
        .build();
    Contract contract = client.contracts().review(Contracts.ReviewParams.builder().document(Path.of(document)).documentType(DocumentType.NDA).build());

    if (!"completed".equals(String.valueOf(contract.getStatus()))) fail("status is " + contract.getStatus());
    ReviewResult review = contract.getReview();
    Double score = review == null || review.getRiskScore() == null ? null : review.getRiskScore().doubleValue();
    if (score == null || score < 0 || score > 100) fail("risk_score is " + score);
    var issues = review.getIssues();
    if (issues == null || issues.isEmpty()) fail("no issues");
    for (var issue : issues) {
      if (!List.of("low", "medium", "high", "critical").contains(String.valueOf(issue.getSeverity().getValue())) || issue.getTitle() == null || issue.getTitle().isEmpty()) {
        fail("bad issue " + issue);
      }
    }
    var first = issues.get(0);
    System.out.println("{\"language\":\"java\",\"version\":" + json(ContractAnalysisClient.VERSION)
        + ",\"runtime\":" + json("java " + System.getProperty("java.version"))
        + ",\"id\":" + json(contract.getId())
        + ",\"risk_score\":" + score
        + ",\"risk_level\":" + json(String.valueOf(review.getRiskLevel()))
        + ",\"issues\":" + issues.size()
        + ",\"first_issue\":" + json("[" + first.getSeverity().getValue() + "] " + first.getTitle())
        + ",\"loaded_from\":" + json(loadedFrom) + "}");
  }
}
