# frozen_string_literal: true

require "json"
require "openssl"

module ContractAnalysis
  # An event whose `type` this version does not know (the set may grow): its fields as a Hash.
  UnknownEvent = Struct.new(:data) do
    def id = data[:id]
    def type = data[:type]
  end

  # The event model for a payload (a JSON String or a Hash), chosen by its `type` through the spec's discriminator
  # mapping (ContractReviewCompletedEvent, ...); UnknownEvent for a type not known here.
  def self.parse_event(payload)
    data = JSON.parse(payload.is_a?(Hash) ? JSON.generate(payload) : payload, symbolize_names: true)
    raise ArgumentError, "an event is a JSON object" unless data.is_a?(Hash)

    known = ContractAnalysisGenerated::Event.openapi_discriminator_mapping.key?(data[:type].to_s.to_sym)
    known ? ContractAnalysisGenerated::Event.build(data) : UnknownEvent.new(data)
  end

  # Standard Webhooks verification (`webhook-id`, `webhook-timestamp`, `webhook-signature`: `v1,<base64 HMAC-SHA256 of
  # "id.timestamp.body">`, several space-separated) with the `whsec_...` secret, or several during a rotation, a
  # constant-time compare and a 5-minute tolerance (`tolerance:` seconds, `now:`). Headers: any Hash, or a Rack env.
  # OpenSSL, not the standardwebhooks gem (not on this project's registries); the other clients' libraries' behaviour
  # and messages (spec/contract-tests/webhooks.yaml).
  #   event = ContractAnalysis::Webhook.unwrap(request.body.read, request.headers, secret: ENV["WEBHOOK_SECRET"])
  class Webhook
    TOLERANCE_SECONDS = 5 * 60

    # The JSON body (a Hash with String keys) of a delivery that verifies; `unwrap`: its typed event (parse_event).
    def self.verify(payload, headers, secret:, tolerance: TOLERANCE_SECONDS, now: nil) = new(secret, tolerance: tolerance).verify(payload, headers, now: now)
    def self.unwrap(payload, headers, secret:, tolerance: TOLERANCE_SECONDS, now: nil) = new(secret, tolerance: tolerance).unwrap(payload, headers, now: now)

    def initialize(secret, tolerance: TOLERANCE_SECONDS)
      secrets = Array(secret.is_a?(Array) ? secret : [secret])
      raise WebhookVerificationError, "No webhook secret was given." if secrets.empty?

      @keys = secrets.map do |s|
        key = s.to_s.delete_prefix("whsec_").unpack1("m0") # strict base64
        raise ArgumentError if key.empty? # an unset variable verifies nothing

        key
      rescue ArgumentError
        raise WebhookVerificationError, "The webhook secret is empty or not base64."
      end
      @tolerance = tolerance
    end

    # The `webhook-signature` value for a payload, `v1,<base64 HMAC-SHA256>`, with the first secret.
    def sign(msg_id, timestamp, payload) = "v1,#{[digest(@keys.first, msg_id, timestamp, payload)].pack('m0')}"

    def verify(payload, headers, now: nil)
      h = (headers || {}).to_h { |k, v| [k.to_s.downcase.delete_prefix("http_").tr("_", "-"), Array(v).join(" ")] }
      msg_id, timestamp, signatures = h.values_at("webhook-id", "webhook-timestamp", "webhook-signature")
      raise WebhookVerificationError, "Missing required headers" if [msg_id, timestamp, signatures].any? { |v| v.to_s.empty? }
      raise WebhookVerificationError, "Invalid Signature Headers" unless timestamp.match?(/\A\d+\z/)

      age = (now || Time.now).to_i - timestamp.to_i
      raise WebhookVerificationError, "Message timestamp too old" if age > @tolerance
      raise WebhookVerificationError, "Message timestamp too new" if age < -@tolerance

      given = signatures.split(" ").filter_map { |c| c.start_with?("v1,") && (c[3..].unpack1("m0") rescue nil) }
      wanted = @keys.map { |key| digest(key, msg_id, timestamp.to_i, payload) }
      matched = wanted.product(given).any? { |w, g| g.bytesize == w.bytesize && OpenSSL.fixed_length_secure_compare(g, w) }
      raise WebhookVerificationError, "No matching signature found" unless matched

      body = JSON.parse(payload.to_s) rescue nil
      body.is_a?(Hash) ? body : raise(WebhookVerificationError, "The payload is not a JSON object.")
    end

    def unwrap(payload, headers, now: nil) = ContractAnalysis.parse_event(verify(payload, headers, now: now))

    private

    def digest(key, msg_id, timestamp, payload) = OpenSSL::HMAC.digest("SHA256", key, "#{msg_id}.#{timestamp}.".b + payload.to_s.b)
  end
end
