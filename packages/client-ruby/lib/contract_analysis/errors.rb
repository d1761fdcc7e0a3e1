# frozen_string_literal: true

require "json"

module ContractAnalysis
  # Base of every error this client raises.
  class Error < StandardError; end

  # Missing or inconsistent client configuration (no API key, for instance).
  class ConfigurationError < Error; end

  # A webhook delivery whose signature, timestamp or headers do not verify.
  class WebhookVerificationError < Error; end

  # The request got no response: the connection failed or broke (retried by the policy).
  class APIConnectionError < Error
    def initialize(message = "Connection error.") = super
  end

  # The request timed out (a kind of connection error, so it is retried too).
  class APITimeoutError < APIConnectionError
    def initialize(message = "Request timed out.") = super
  end

  # The server answered with an error status. `problem` is the RFC 9457 body (a Hash with String keys) when it had
  # one; `code` and `request_id` come from it (the request id falls back to the Request-Id header). The subclasses
  # (NotFoundError, ...) are generated from the spec's x-sdk-error names (ERRORS).
  class APIError < Error
    attr_reader :status, :code, :request_id, :problem, :body, :headers

    def initialize(status, problem: nil, body: nil, headers: nil)
      @status = status
      @problem = problem
      @body = body
      @headers = (headers || {}).to_h { |k, v| [k.to_s.downcase, v.is_a?(Array) ? v.join(", ") : v] }
      @code = problem && problem["code"]
      @request_id = (problem && problem["request_id"]) || @headers["request-id"]
      detail = (problem && (problem["detail"] || problem["title"])) || (body.to_s[0, 200] unless body.to_s.empty?)
      super([status, @code].compact.join(" ") + (detail ? ": #{detail}" : "") + (@request_id ? " (request_id #{@request_id})" : ""))
    end
  end

  # The error for a response: the spec's class for the status (a 5xx without one: the class of 500; else APIError),
  # with the problem from the body when it is a JSON object.
  def self.error_for(status, body, headers)
    problem = begin
      parsed = JSON.parse(body.to_s)
      parsed if parsed.is_a?(Hash)
    rescue JSON::ParserError
      nil
    end
    klass = ERRORS[status] || (status >= 500 && ERRORS[500]) || APIError
    klass.new(status, problem: problem, body: body, headers: headers)
  end
end
