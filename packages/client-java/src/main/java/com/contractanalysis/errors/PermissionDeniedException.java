package com.contractanalysis.errors;

import java.util.List;
import java.util.Map;

/** HTTP 403. */
public class PermissionDeniedException extends ApiException {
  public PermissionDeniedException(int status, String body, Map<String, List<String>> headers) { super(status, body, headers); }
}
