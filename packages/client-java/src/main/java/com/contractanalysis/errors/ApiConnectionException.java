package com.contractanalysis.errors;

/** The request got no response: the connection failed or broke. */
public class ApiConnectionException extends ContractAnalysisException {
  public ApiConnectionException(String message, Throwable cause) { super(message, cause); }
}
