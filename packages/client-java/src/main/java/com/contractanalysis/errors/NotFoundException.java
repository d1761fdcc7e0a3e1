package com.contractanalysis.errors;

import java.util.List;
import java.util.Map;

/** HTTP 404. */
public class NotFoundException extends ApiException {
  public NotFoundException(int status, String body, Map<String, List<String>> headers) { super(status, body, headers); }
}
