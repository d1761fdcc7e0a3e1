import com.contractanalysis.ContractAnalysisClient;
import com.contractanalysis.RequestOptions;
import com.contractanalysis.Review;
import com.contractanalysis.ReviewParams;
import com.contractanalysis.errors.NotFoundException;
import java.nio.file.Path;

public class Quickstart {
  public static void main(String[] args) {
    ContractAnalysisClient client = ContractAnalysisClient.builder()
        .apiKey(System.getenv("CONTRACT_ANALYSIS_API_KEY"))
        .build(); // base URL: CONTRACT_ANALYSIS_BASE_URL, if set

    Review review = client.contracts().review(
        ReviewParams.builder().file(Path.of("nda.pdf")).documentType("nda").build());
    System.out.println(review.id() + " " + review.status() + " " + review.riskScore());
    review.issues().forEach(issue -> System.out.println("- [" + issue.getSeverity() + "] " + issue.getTitle()));

    for (var contract : client.contracts().list(20, null, null, null, null).data()) { // iterate the Page to walk every page
      System.out.println(contract.getId() + " " + contract.getStatus());
    }

    try {
      client.contracts().retrieve("ctr_does_not_exist", false,
          RequestOptions.builder().header("Prefer", "code=404").build()); // Prefer: for Prism only
    } catch (NotFoundException e) {
      System.out.println("not found: " + e.status() + " " + e.code() + " " + e.requestId());
    }
  }
}
