# frozen_string_literal: true

require "json"

# Deliveries captured from the real server (`pnpm --filter @contract-analysis/server capture-delivery`), read
# where the server package keeps them, not copied: the server's signing and this client's verification are
# checked against each other. Their timestamps are those of the capture, so `now` is fixed at it (or the
# tolerance widened); with the real clock and the default tolerance they are too old.
RSpec.describe "a delivery captured from the server" do
  CAPTURED = File.expand_path("../../../server/test/fixtures/captured-delivery.json", __dir__)

  let(:capture) do
    unless File.exist?(CAPTURED)
      raise "#{CAPTURED} is missing: the server package writes it (pnpm --filter @contract-analysis/server capture-delivery)"
    end

    JSON.parse(File.read(CAPTURED))
  end
  let(:body) { capture.fetch("body") }
  let(:headers) { capture.fetch("headers") }
  let(:secret) { capture.fetch("secret") }
  let(:at) { Time.at(capture.fetch("verify_at", capture.fetch("timestamp"))) }

  it "verifies and unwraps into the typed event, with now fixed at the capture" do
    event = ContractAnalysis::Webhook.unwrap(body, headers, secret: secret, now: at)
    expect(event).to be_a(ContractAnalysis::Models::ContractReviewCompletedEvent)
    expect(event.id).to eq(capture.dig("event", "id"))
    expect(event.id).to eq(headers["webhook-id"])
    expect(event.type).to eq(capture.dig("event", "type"))
    contract = event.data.object
    expect(contract).to be_a(ContractAnalysis::Models::Contract)
    expect(contract.id).to start_with("ctr_")
    expect(contract.status).to eq("completed")
    expect(contract.review.risk_score).to be_a(Float).and be_between(0, 100)
    expect(contract.review.issues).to all(be_a(ContractAnalysis::Models::Issue))
  end

  it "verifies through ContractAnalysis::Webhook.unwrap with a tolerance override instead of a fixed now" do
    age = Time.now.to_i - capture.fetch("timestamp")
    event = ContractAnalysis::Webhook.unwrap(body, headers, secret: secret, tolerance: age + 60)
    expect(event.id).to eq(capture.dig("event", "id"))
  end

  it "is rejected once more than the default 5 minutes have passed (or before its time)" do
    ts = capture.fetch("timestamp")
    expect(ContractAnalysis::Webhook.unwrap(body, headers, secret: secret, now: Time.at(ts + 300)).id).to eq(headers["webhook-id"])
    expect { ContractAnalysis::Webhook.unwrap(body, headers, secret: secret, now: Time.at(ts + 301)) }
      .to raise_error(ContractAnalysis::WebhookVerificationError, /too old/)
    expect { ContractAnalysis::Webhook.unwrap(body, headers, secret: secret, now: Time.at(ts - 301)) }
      .to raise_error(ContractAnalysis::WebhookVerificationError, /too new/)
    if Time.now.to_i > ts + 300 # with the real clock (unless the capture was made in the last 5 minutes)
      expect { ContractAnalysis::Webhook.unwrap(body, headers, secret: secret) }
        .to raise_error(ContractAnalysis::WebhookVerificationError, /too old/)
    end
  end

  it "is rejected with another secret, a tampered body or a bad signature" do
    expect { ContractAnalysis::Webhook.unwrap(body, headers, secret: capture.fetch("wrong_secret"), now: at) }
      .to raise_error(ContractAnalysis::WebhookVerificationError, /No matching signature/)
    tampered = body.sub('"status":"completed"', '"status":"failed"')
    expect(tampered).not_to eq(body)
    expect { ContractAnalysis::Webhook.unwrap(tampered, headers, secret: secret, now: at) }
      .to raise_error(ContractAnalysis::WebhookVerificationError, /No matching signature/)
    expect { ContractAnalysis::Webhook.unwrap(JSON.generate(JSON.parse(body)).sub("{", "{ "), headers, secret: secret, now: at) }
      .to raise_error(ContractAnalysis::WebhookVerificationError, /No matching signature/) # re-serialised bytes
    bad = headers.merge("webhook-signature" => "v1,#{[OpenSSL::HMAC.digest('SHA256', 'another key', body)].pack('m0')}")
    expect { ContractAnalysis::Webhook.unwrap(body, bad, secret: secret, now: at) }
      .to raise_error(ContractAnalysis::WebhookVerificationError, /No matching signature/)
  end

  describe "during a secret rotation (signed with the new and the previous secret)" do
    let(:rotation) { capture.fetch("rotation") }
    let(:rotation_at) { Time.at(rotation.fetch("timestamp")) }

    it "carries two signatures and verifies with either secret, or both as an Array" do
      expect(rotation.dig("headers", "webhook-signature").split(" ").size).to eq(2)
      secrets = [rotation.fetch("secret"), rotation.fetch("previous_secret"),
                 [rotation.fetch("secret"), rotation.fetch("previous_secret")]]
      secrets.each do |s|
        event = ContractAnalysis::Webhook.unwrap(rotation.fetch("body"), rotation.fetch("headers"), secret: s, now: rotation_at)
        expect(event).to be_a(ContractAnalysis::Models::PlaybookUpdatedEvent)
        expect(event.id).to eq(rotation.dig("event", "id"))
        expect(event.data.object.id).to start_with("pbk_")
      end
    end

    it "lets a receiver holding both secrets accept the delivery from before the rotation too" do
      expect(capture.fetch("secret")).to eq(rotation.fetch("previous_secret")) # the capture before the rotation
      both = [rotation.fetch("secret"), rotation.fetch("previous_secret")]
      expect(ContractAnalysis::Webhook.unwrap(body, headers, secret: both, now: at).id).to eq(capture.dig("event", "id"))
      expect { ContractAnalysis::Webhook.unwrap(body, headers, secret: rotation.fetch("secret"), now: at) }
        .to raise_error(ContractAnalysis::WebhookVerificationError, /No matching signature/) # the old one signed it
      expect { ContractAnalysis::Webhook.unwrap(rotation.fetch("body"), rotation.fetch("headers"), secret: [capture.fetch("wrong_secret")], now: rotation_at) }
        .to raise_error(ContractAnalysis::WebhookVerificationError)
    end
  end
end
