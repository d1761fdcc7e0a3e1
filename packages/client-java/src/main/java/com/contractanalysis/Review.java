package com.contractanalysis;

import com.contractanalysis.generated.model.Contract;
import com.contractanalysis.generated.model.Issue;
import com.contractanalysis.generated.model.ReviewResult;
import java.util.List;

/**
 * A reviewed contract: {@link #riskScore()} and {@link #issues()} at hand, the whole Contract in {@link #contract()}.
 * For an asynchronous review (202, queued) the review is null, riskScore is null and issues is empty.
 */
public final class Review {
  private final Contract contract;
  private final int statusCode;
  private final String requestId;

  Review(Contract contract, int statusCode, String requestId) {
    this.contract = contract;
    this.statusCode = statusCode;
    this.requestId = requestId;
  }

  public Contract contract() { return contract; }

  public String id() { return contract.getId(); }

  public String status() { return contract.getStatus() == null ? null : contract.getStatus().getValue(); }

  public ReviewResult review() { return contract.getReview(); }

  /** 0 to 100, higher meaning riskier; null while queued or when risk scoring was off. */
  public Double riskScore() {
    ReviewResult r = contract.getReview();
    return r == null || r.getRiskScore() == null ? null : r.getRiskScore().doubleValue();
  }

  public String riskLevel() {
    ReviewResult r = contract.getReview();
    return r == null || r.getRiskLevel() == null ? null : r.getRiskLevel().getValue();
  }

  public List<Issue> issues() {
    ReviewResult r = contract.getReview();
    return r == null || r.getIssues() == null ? List.of() : r.getIssues();
  }

  public int statusCode() { return statusCode; }

  public String requestId() { return requestId; }

  @Override
  public String toString() {
    return "Review{id=" + id() + ", status=" + status() + ", riskScore=" + riskScore() + ", issues=" + issues().size() + "}";
  }
}
