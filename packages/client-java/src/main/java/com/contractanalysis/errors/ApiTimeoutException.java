package com.contractanalysis.errors;

/** The request timed out. */
public class ApiTimeoutException extends ApiConnectionException {
  public ApiTimeoutException(String message, Throwable cause) { super(message, cause); }
}
