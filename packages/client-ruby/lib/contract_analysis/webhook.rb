# frozen_string_literal: true

require "json"
require "openssl"

module ContractAnalysis
  # An event whose `type` this version does not know (the set may grow): its fields as a Hash.
  class UnknownEvent
    attr_reader :data

    def initialize(data)
      @data = data
    end

    def id = data[:id]
    def type = data[:type]

    def inspect
      "#<#{self.class.name} id=#{id.inspect} type=#{type.inspect}>"
    end
  end

  # The event model for a payload (a JSON String or a Hash), chosen by its `type` through the spec's
  # discriminator mapping (ContractReviewCompletedEvent, ...); UnknownEvent for a type not known here.
  def self.parse_event(payload)
    data = payload.is_a?(Hash) ? deep_symbolize(payload) : JSON.parse(payload, symbolize_names: true)
    raise ArgumentError, "an event is a JSON object" unless data.is_a?(Hash)

    mapping = ContractAnalysisGenerated::Event.openapi_discriminator_mapping
    return UnknownEvent.new(data) unless data[:type].is_a?(String) && mapping.key?(data[:type].to_sym)

    ContractAnalysisGenerated::Event.build(data)
  end

  def self.deep_symbolize(value)
    case value
    when Hash then value.each_with_object({}) { |(k, v), h| h[k.to_sym] = deep_symbolize(v) }
    when Array then value.map { |v| deep_symbolize(v) }
    else value
    end
  end

  # Standard Webhooks verification: `webhook-id`, `webhook-timestamp` and `webhook-signature`
  # (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, several space-separated), with the endpoint's
  # `whsec_...` secret, a constant-time compare and a 5-minute tolerance.
  #
  #   event = ContractAnalysis::Webhook.unwrap(request.body.read, request.headers, secret: ENV["WEBHOOK_SECRET"])
  #
  # `secret:` may also be an Array of secrets, for a rotation (`webhooks.rotate_secret`): a delivery verifies
  # when one of its signatures matches one of the secrets, so a receiver that knows both the new and the
  # previous secret accepts every delivery of the overlap and after it.
  #
  # Headers may be any Hash (any case, String or Symbol keys) or a Rack env (`HTTP_WEBHOOK_ID`).
  # `tolerance:` (seconds) and `now:` (a Time or epoch seconds) move the timestamp window, e.g. to verify a
  # recorded delivery in a test.
  class Webhook
    TOLERANCE_SECONDS = 5 * 60
    PREFIX = "whsec_"

    # The parsed JSON body (a Hash with String keys) of a delivery that verifies.
    def self.verify(payload, headers, secret:, tolerance: TOLERANCE_SECONDS, now: nil)
      new(secret, tolerance: tolerance).verify(payload, headers, now: now)
    end

    # The typed event of a delivery that verifies (see ContractAnalysis.parse_event).
    def self.unwrap(payload, headers, secret:, tolerance: TOLERANCE_SECONDS, now: nil)
      new(secret, tolerance: tolerance).unwrap(payload, headers, now: now)
    end

    # `secret`: a `whsec_...` String, or an Array of them (any one may match; `sign` uses the first).
    def initialize(secret, tolerance: TOLERANCE_SECONDS)
      secrets = secret.is_a?(Array) ? secret : [secret]
      raise WebhookVerificationError, "No webhook secret given." if secrets.empty?

      @keys = secrets.map { |s| decode_secret(s) }
      @tolerance = tolerance
    end

    # The `webhook-signature` value for a payload, `v1,<base64 HMAC-SHA256>`, with the first secret.
    def sign(msg_id, timestamp, payload)
      "v1,#{[digest(@keys.first, msg_id, timestamp, payload)].pack('m0')}"
    end

    def verify(payload, headers, now: nil)
      lower = normalise(headers)
      msg_id = lower["webhook-id"]
      timestamp = lower["webhook-timestamp"]
      signatures = lower["webhook-signature"]
      if [msg_id, timestamp, signatures].any? { |v| v.nil? || v.empty? }
        raise WebhookVerificationError, "Missing webhook-id, webhook-timestamp or webhook-signature header."
      end
      raise WebhookVerificationError, "Invalid webhook-timestamp header." unless timestamp.match?(/\A\d+\z/)

      ts = timestamp.to_i
      current = (now || Time.now).to_i
      raise WebhookVerificationError, "Message timestamp too old." if ts < current - @tolerance
      raise WebhookVerificationError, "Message timestamp too new." if ts > current + @tolerance

      expected = @keys.map { |key| digest(key, msg_id, ts, payload) }
      given = signatures.split(" ").filter_map do |candidate|
        version, signature = candidate.split(",", 2)
        next unless version == "v1" && signature

        begin
          signature.unpack1("m0")
        rescue ArgumentError
          nil
        end
      end
      matched = expected.product(given).any? do |want, got|
        got.bytesize == want.bytesize && OpenSSL.fixed_length_secure_compare(got, want)
      end
      raise WebhookVerificationError, "No matching signature found." unless matched

      JSON.parse(payload.to_s)
    end

    def unwrap(payload, headers, now: nil)
      ContractAnalysis.parse_event(verify(payload, headers, now: now))
    end

    private

    # An empty secret (an unset environment variable) would verify what anyone can sign: refused.
    def decode_secret(secret)
      key = secret.to_s.delete_prefix(PREFIX).unpack1("m0") # strict base64
      raise WebhookVerificationError, "The webhook secret is empty." if key.empty?

      key
    rescue ArgumentError
      raise WebhookVerificationError, "The webhook secret is not valid base64."
    end

    def digest(key, msg_id, timestamp, payload)
      OpenSSL::HMAC.digest("SHA256", key, "#{msg_id}.#{timestamp}.".b + payload.to_s.b)
    end

    def normalise(headers)
      (headers || {}).each_with_object({}) do |(k, v), h|
        name = k.to_s.downcase.delete_prefix("http_").tr("_", "-")
        h[name] = (v.is_a?(Array) ? v.join(" ") : v).to_s
      end
    end
  end
end
