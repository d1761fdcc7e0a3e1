package com.contractanalysis.errors;

import java.util.List;
import java.util.Map;

/** HTTP 401. */
public class AuthenticationException extends ApiException {
  public AuthenticationException(int status, String body, Map<String, List<String>> headers) { super(status, body, headers); }
}
