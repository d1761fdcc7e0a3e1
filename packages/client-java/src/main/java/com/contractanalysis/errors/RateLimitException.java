package com.contractanalysis.errors;

import java.util.List;
import java.util.Map;

/** HTTP 429. */
public class RateLimitException extends ApiException {
  public RateLimitException(int status, String body, Map<String, List<String>> headers) { super(status, body, headers); }
}
