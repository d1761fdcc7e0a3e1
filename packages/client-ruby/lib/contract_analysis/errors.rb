# frozen_string_literal: true

require "json"

module ContractAnalysis
  # Base of every error this client raises.
  class Error < StandardError; end

  # Missing or inconsistent client configuration (no API key, for instance).
  class ConfigurationError < Error; end

  # A webhook delivery whose signature, timestamp or headers do not verify.
  class WebhookVerificationError < Error; end

  # The request got no response: the connection failed or broke.
  class APIConnectionError < Error
    def initialize(message = "Connection error.")
      super
    end
  end

  # The request timed out (a kind of connection error, so it is retried too).
  class APITimeoutError < APIConnectionError
    def initialize(message = "Request timed out.")
      super
    end
  end

  # The server answered with an error status. `problem` is the RFC 9457 body (a Hash with String keys) when
  # it had one; `code` and `request_id` come from it (the request id falls back to the Request-Id header).
  class APIError < Error
    attr_reader :status, :code, :request_id, :problem, :body, :headers

    def initialize(status, problem: nil, body: nil, headers: nil)
      @status = status
      @problem = problem
      @body = body
      @headers = (headers || {}).each_with_object({}) { |(k, v), h| h[k.to_s.downcase] = v.is_a?(Array) ? v.last : v }
      @code = problem && problem["code"]
      @request_id = (problem && problem["request_id"]) || @headers["request-id"]
      detail = problem && (problem["detail"] || problem["title"])
      detail ||= body.to_s[0, 200] unless body.to_s.empty?
      message = status.to_s
      message += " #{@code}" if @code
      message += ": #{detail}" if detail
      message += " (request_id #{@request_id})" if @request_id
      super(message)
    end
  end

  class BadRequestError < APIError; end          # 400
  class AuthenticationError < APIError; end      # 401
  class PermissionDeniedError < APIError; end    # 403
  class NotFoundError < APIError; end            # 404
  class ConflictError < APIError; end            # 409
  class UnprocessableEntityError < APIError; end # 422
  class RateLimitError < APIError; end           # 429
  class InternalServerError < APIError; end      # 500 and every other 5xx

  ERRORS_BY_STATUS = {
    400 => BadRequestError,
    401 => AuthenticationError,
    403 => PermissionDeniedError,
    404 => NotFoundError,
    409 => ConflictError,
    422 => UnprocessableEntityError,
    429 => RateLimitError
  }.freeze

  # The error for a response: the class by status, the problem from the body when it is a JSON object.
  def self.error_for(status, body, headers)
    problem = nil
    unless body.nil? || body.empty?
      begin
        parsed = JSON.parse(body)
        problem = parsed if parsed.is_a?(Hash)
      rescue JSON::ParserError
        problem = nil
      end
    end
    klass = ERRORS_BY_STATUS[status] || (status >= 500 ? InternalServerError : APIError)
    klass.new(status, problem: problem, body: body, headers: headers)
  end
end
