package com.contractanalysis.errors;

/** A webhook delivery whose signature or timestamp does not verify. */
public class WebhookVerificationException extends ContractAnalysisException {
  public WebhookVerificationException(String message) { super(message); }
}
