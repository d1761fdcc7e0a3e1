package com.contractanalysis.errors;

/** Base of every exception this client throws. Unchecked. */
public class ContractAnalysisException extends RuntimeException {
  public ContractAnalysisException(String message) { super(message); }
  public ContractAnalysisException(String message, Throwable cause) { super(message, cause); }
}
