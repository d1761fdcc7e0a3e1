package com.contractanalysis.errors;

import java.util.List;
import java.util.Map;

/** HTTP 422. */
public class UnprocessableEntityException extends ApiException {
  public UnprocessableEntityException(int status, String body, Map<String, List<String>> headers) { super(status, body, headers); }
}
