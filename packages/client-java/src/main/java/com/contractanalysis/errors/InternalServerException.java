package com.contractanalysis.errors;

import java.util.List;
import java.util.Map;

/** HTTP 500 and every other 5xx. */
public class InternalServerException extends ApiException {
  public InternalServerException(int status, String body, Map<String, List<String>> headers) { super(status, body, headers); }
}
