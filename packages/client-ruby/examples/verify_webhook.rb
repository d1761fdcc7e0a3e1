# frozen_string_literal: true

require "contract_analysis"
require "json"
require "securerandom"
require "time"

# The endpoint's secret (`whsec_...`, from webhooks.create or webhooks.rotate_secret) and, during a rotation,
# the previous one until the webhook's `previous_secret_expires_at`. A delivery verifies if either signed it.
SECRETS = [ENV.fetch("CAS_WEBHOOK_SECRET", nil), ENV.fetch("CAS_WEBHOOK_PREVIOUS_SECRET", nil)].compact

# Give it the raw request body (the exact bytes, not re-serialised JSON) and the request headers (any Hash,
# or a Rack env); it answers the HTTP status. In Rails: handle_delivery(request.raw_post, request.headers.to_h).
def handle_delivery(raw_body, headers, secrets: SECRETS)
  event = ContractAnalysis::Webhook.unwrap(raw_body, headers, secret: secrets) # 5-minute tolerance
  case event
  when ContractAnalysis::Models::ContractReviewCompletedEvent
    puts "#{event.id}: #{event.data.object.id} reviewed, risk #{event.data.object.review.risk_score}"
  when ContractAnalysis::Models::PlaybookUpdatedEvent
    puts "#{event.id}: playbook #{event.data.object.id} is at version #{event.data.object.version}"
  else # another event type; ContractAnalysis::UnknownEvent for one this version does not know
    puts "#{event.id}: #{event.type}"
  end
  200 # answer 2xx within 15 s, or the delivery is retried (with the same webhook-id: drop duplicates)
rescue ContractAnalysis::WebhookVerificationError => e
  puts "rejected: #{e.message}"
  400
end

if $PROGRAM_NAME == __FILE__
  # Without a server: sign deliveries the way the server does, before, during and after a rotation.
  old_secret = "whsec_#{[SecureRandom.random_bytes(24)].pack('m0')}"
  new_secret = "whsec_#{[SecureRandom.random_bytes(24)].pack('m0')}"
  body = JSON.generate(
    id: "evt_demo1", object: "event", type: "playbook.updated", created_at: Time.now.utc.iso8601, livemode: false,
    data: { object: { id: "pbk_demo", object: "playbook", name: "Our NDA", document_type: "nda", version: 2,
                      built_in: false, based_on: "pbk_nda_standard", checks: [], created_at: Time.now.utc.iso8601,
                      updated_at: Time.now.utc.iso8601 } }
  )
  signed = lambda do |*secrets, at: Time.now.to_i|
    signatures = secrets.map { |s| ContractAnalysis::Webhook.new(s).sign("evt_demo1", at, body) }
    { "webhook-id" => "evt_demo1", "webhook-timestamp" => at.to_s, "webhook-signature" => signatures.join(" ") }
  end

  # client.webhooks.rotate_secret("whk_...") returned new_secret: until previous_secret_expires_at, the server
  # signs with both, so receivers still on the old secret keep working while the new one is deployed.
  raise unless handle_delivery(body, signed.call(new_secret, old_secret), secrets: [old_secret]) == 200
  # Deployed with both secrets: deliveries signed before, during and after the overlap all verify.
  both = [new_secret, old_secret]
  raise unless handle_delivery(body, signed.call(old_secret), secrets: both) == 200
  raise unless handle_delivery(body, signed.call(new_secret, old_secret), secrets: both) == 200
  raise unless handle_delivery(body, signed.call(new_secret), secrets: both) == 200
  # Rejected: a tampered body, a secret that signed nothing, a delivery older than 5 minutes.
  raise unless handle_delivery(body.sub("Our NDA", "Their NDA"), signed.call(new_secret), secrets: both) == 400
  raise unless handle_delivery(body, signed.call(new_secret), secrets: [old_secret]) == 400
  raise unless handle_delivery(body, signed.call(new_secret, at: Time.now.to_i - 600), secrets: both) == 400
end
