# frozen_string_literal: true

require "time"

module ContractAnalysis
  # The client's one retry policy: which failures are retried, and how long to wait.
  module Retry
    MAX_RETRY_AFTER = 60.0
    MAX_BACKOFF = 8.0

    module_function

    # Connection errors (time-outs included), 408, 409 (but not idempotency_conflict), 429 and 5xx.
    def retryable?(error)
      return true if error.is_a?(APIConnectionError)
      return false unless error.is_a?(APIError)
      return error.code != "idempotency_conflict" if error.status == 409

      [408, 429].include?(error.status) || error.status >= 500
    end

    # Retry-After in seconds (delta-seconds or an HTTP date), or nil when absent, unusable or over a minute.
    def retry_after_seconds(headers, now: Time.now)
      value = headers && headers["retry-after"]
      return nil if value.nil?

      value = value.to_s.strip
      seconds =
        if value.match?(/\A\d+(\.\d+)?\z/)
          value.to_f
        else
          begin
            Time.httpdate(value) - now
          rescue ArgumentError
            return nil
          end
        end
      return nil if seconds > MAX_RETRY_AFTER

      seconds.negative? ? 0.0 : seconds
    end

    # Exponential backoff with jitter: base * 2^attempt, capped, scaled by a random factor in [0.5, 1].
    def backoff_seconds(attempt, base, cap: MAX_BACKOFF)
      [cap, base * (2**attempt)].min * (0.5 + (rand / 2))
    end

    def delay_for(error, attempt, base)
      after = error.is_a?(APIError) ? retry_after_seconds(error.headers) : nil
      after || backoff_seconds(attempt, base)
    end
  end
end
