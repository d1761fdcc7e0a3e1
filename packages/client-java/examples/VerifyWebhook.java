import com.contractanalysis.WebhookVerifier;
import com.contractanalysis.errors.WebhookVerificationException;
import com.contractanalysis.generated.model.ContractReviewCompletedEvent;
import com.contractanalysis.generated.model.PlaybookUpdatedEvent;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;

public class VerifyWebhook {
  /**
   * The endpoint's secret ({@code whsec_...}, from webhooks().create or webhooks().rotateSecret) and, during a
   * rotation, the previous one until the webhook's previous_secret_expires_at. A delivery verifies if either signed it.
   */
  static List<String> secretsFromEnvironment() {
    List<String> secrets = new ArrayList<>();
    for (String name : List.of("CAS_WEBHOOK_SECRET", "CAS_WEBHOOK_PREVIOUS_SECRET")) {
      if (System.getenv(name) != null) secrets.add(System.getenv(name));
    }
    return secrets;
  }

  /** Give it the raw request body (the exact bytes as a UTF-8 String, not re-serialised JSON) and the headers. */
  static int handleDelivery(String rawBody, Map<String, String> headers, List<String> secrets) {
    try {
      Object event = new WebhookVerifier(secrets).unwrap(rawBody, headers); // 5-minute tolerance
      if (event instanceof ContractReviewCompletedEvent e) {
        System.out.println(e.getId() + ": " + e.getData().getObject().getId() + " reviewed, risk "
            + e.getData().getObject().getReview().getRiskScore());
      } else if (event instanceof PlaybookUpdatedEvent e) {
        System.out.println(e.getId() + ": playbook " + e.getData().getObject().getId() + " is at version "
            + e.getData().getObject().getVersion());
      } else { // another event type; WebhookVerifier.UnknownEvent for one this version does not know
        System.out.println("event " + event);
      }
      return 200; // answer 2xx within 15 s, or the delivery is retried (with the same webhook-id: drop duplicates)
    } catch (WebhookVerificationException e) {
      System.out.println("rejected: " + e.getMessage());
      return 400;
    }
  }

  // Without a server: sign deliveries the way the server does, before, during and after a rotation.
  static final String BODY = "{\"id\":\"evt_demo1\",\"object\":\"event\",\"type\":\"playbook.updated\","
      + "\"created_at\":\"2026-11-20T09:14:08Z\",\"livemode\":false,\"data\":{\"object\":{\"id\":\"pbk_demo\","
      + "\"object\":\"playbook\",\"name\":\"Our NDA\",\"document_type\":\"nda\",\"version\":2,\"built_in\":false,"
      + "\"based_on\":\"pbk_nda_standard\",\"checks\":[],\"created_at\":\"2026-11-20T09:14:08Z\","
      + "\"updated_at\":\"2026-11-20T09:14:08Z\"}}}";

  static String newSecret() {
    byte[] key = new byte[24];
    new SecureRandom().nextBytes(key);
    return "whsec_" + Base64.getEncoder().encodeToString(key);
  }

  static Map<String, String> signed(String body, long at, String... secrets) {
    List<String> signatures = new ArrayList<>();
    for (String secret : secrets) signatures.add(new WebhookVerifier(secret).sign("evt_demo1", at, body));
    return Map.of("webhook-id", "evt_demo1", "webhook-timestamp", Long.toString(at), "webhook-signature", String.join(" ", signatures));
  }

  static void expect(int status, int expected) {
    if (status != expected) throw new AssertionError("answered " + status + ", expected " + expected);
  }

  public static void main(String[] args) {
    String oldSecret = newSecret();
    String newSecret = newSecret();
    long now = Instant.now().getEpochSecond();
    // webhooks().rotateSecret(...) returned newSecret: until previous_secret_expires_at
    // the server signs with both, so receivers still on the old secret keep working while the new one is deployed.
    expect(handleDelivery(BODY, signed(BODY, now, newSecret, oldSecret), List.of(oldSecret)), 200);
    // Deployed with both secrets: deliveries signed before, during and after the overlap all verify.
    List<String> both = List.of(newSecret, oldSecret);
    expect(handleDelivery(BODY, signed(BODY, now, oldSecret), both), 200);
    expect(handleDelivery(BODY, signed(BODY, now, newSecret, oldSecret), both), 200);
    expect(handleDelivery(BODY, signed(BODY, now, newSecret), both), 200);
    // Rejected: a tampered body, a secret that signed nothing, a delivery older than 5 minutes.
    expect(handleDelivery(BODY.replace("Our NDA", "Their NDA"), signed(BODY, now, newSecret), both), 400);
    expect(handleDelivery(BODY, signed(BODY, now, newSecret), List.of(oldSecret)), 400);
    expect(handleDelivery(BODY, signed(BODY, now - 600, newSecret), both), 400);
  }
}
