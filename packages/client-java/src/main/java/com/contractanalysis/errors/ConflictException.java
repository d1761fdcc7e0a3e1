package com.contractanalysis.errors;

import java.util.List;
import java.util.Map;

/** HTTP 409. */
public class ConflictException extends ApiException {
  public ConflictException(int status, String body, Map<String, List<String>> headers) { super(status, body, headers); }
}
