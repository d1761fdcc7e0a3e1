import com.contractanalysis.ContractAnalysisClient;
import com.contractanalysis.Contracts;
import com.contractanalysis.RequestOptions;
import com.contractanalysis.errors.NotFoundException;
import com.contractanalysis.generated.model.Contract;
import com.contractanalysis.generated.model.DocumentType;
import com.contractanalysis.generated.model.ReviewResult;
import java.nio.file.Path;

public class Quickstart {
  public static void main(String[] args) {
    // CONTRACT_ANALYSIS_API_KEY, and CONTRACT_ANALYSIS_BASE_URL for another server than the default.
    ContractAnalysisClient client = ContractAnalysisClient.builder().build();

    // A real (short) mutual NDA; give the path of your own contract as the first argument. review() waits for the
    // result; reviewAndPoll() sends Prefer: respond-async and polls until the review is completed or failed.
    Path nda = Path.of(args.length > 0 ? args[0] : "packages/client-java/examples/nda.txt");
    Contract contract = client.contracts().review(Contracts.ReviewParams.builder()
        .document(nda).filename(nda.getFileName().toString()).documentType(DocumentType.NDA).build());
    ReviewResult review = contract.getReview();
    System.out.println(contract.getId() + " " + contract.getStatus() + ", risk " + (review == null ? null : review.getRiskScore()));
    if (review != null) review.getIssues().forEach(issue -> System.out.println("- [" + issue.getSeverity() + "] " + issue.getTitle()));

    for (Contract c : client.contracts().list(Contracts.ListParams.builder().limit(5).build()).data()) { // iterate the Page itself to walk every page
      System.out.println(c.getId() + " " + c.getStatus());
    }

    try {
      client.contracts().retrieve(Contracts.RetrieveParams.builder().id("ctr_does_not_exist").build(),
          RequestOptions.builder().header("Prefer", "code=404").build()); // Prefer: for Prism only
    } catch (NotFoundException e) {
      System.out.println("not found: " + e.status() + " " + e.code() + " " + e.requestId());
    }
  }
}
