package com.contractanalysis.errors;

import java.util.List;
import java.util.Map;

/** HTTP 400. */
public class BadRequestException extends ApiException {
  public BadRequestException(int status, String body, Map<String, List<String>> headers) { super(status, body, headers); }
}
