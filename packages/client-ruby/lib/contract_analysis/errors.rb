# frozen_string_literal: true

module ContractAnalysis
  class Error < StandardError; end                    # every error of this client
  class ConfigurationError < Error; end               # no API key, a bad base_url
  class WebhookVerificationError < Error; end         # a delivery whose headers or signature do not verify

  # No answer: the connection failed or broke (retried by the policy); APITimeoutError when it timed out.
  class APIConnectionError < Error
    def initialize(message = "Connection error.") = super
  end

  class APITimeoutError < APIConnectionError
    def initialize(message = "Request timed out.") = super
  end

  # An error status. `problem` is the RFC 9457 body (a Hash with String keys) when it had one, `code` and
  # `request_id` come from it (the id else from the Request-Id header). Its subclasses come from the spec (ERRORS).
  class APIError < Error
    attr_reader :status, :code, :request_id, :problem, :body, :headers

    def initialize(status, problem: nil, body: nil, headers: nil)
      @status, @problem, @body = status, problem, body
      @headers = (headers || {}).to_h { |k, v| [k.to_s.downcase, v.is_a?(Array) ? v.join(", ") : v] }
      @code = problem&.dig("code")
      @request_id = problem&.dig("request_id") || @headers["request-id"]
      detail = problem&.values_at("detail", "title")&.compact&.first || (body.to_s[0, 200] unless body.to_s.empty?)
      super([status, @code].compact.join(" ") + (detail ? ": #{detail}" : "") + (@request_id ? " (request_id #{@request_id})" : ""))
    end
  end

  # The error for an answer: the spec's class for the status, the class of 500 for another 5xx, else APIError.
  def self.error_for(status, body, headers)
    problem = (JSON.parse(body.to_s) rescue nil)
    klass = ERRORS[status] || (status >= 500 && ERRORS[500]) || APIError
    klass.new(status, problem: problem.is_a?(Hash) ? problem : nil, body: body, headers: headers)
  end
end
