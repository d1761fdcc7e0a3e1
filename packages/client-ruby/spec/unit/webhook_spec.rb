# frozen_string_literal: true

require "json"
require "open3"

RSpec.describe ContractAnalysis::Webhook do
  include Fixtures

  # Signed by the standardwebhooks reference implementation (Python); the same vector as the Java client's
  # (packages/client-java/src/test/resources/webhook-vector.json), copied so that this package stands alone.
  let(:vector) { JSON.parse(File.read(File.expand_path("../fixtures/webhook-vector.json", __dir__))) }
  let(:secret) { vector["secret"] }
  let(:payload) { vector["payload"] }
  let(:ts) { vector["webhook-timestamp"].to_i }
  let(:headers) { vector.slice("webhook-id", "webhook-timestamp", "webhook-signature") }

  it "uses the same vector as the Java client" do
    java = File.expand_path("../../../client-java/src/test/resources/webhook-vector.json", __dir__)
    skip "no Java client beside this one" unless File.exist?(java)
    expect(JSON.parse(File.read(java))).to eq(vector)
  end

  it "verifies a signature made by the standardwebhooks reference library" do
    body = described_class.verify(payload, headers, secret: secret, now: Time.at(ts + 10))
    expect(body["type"]).to eq("playbook.updated")
    expect(described_class.new(secret).sign(vector["webhook-id"], ts, payload)).to eq(vector["webhook-signature"])
  end

  it "unwraps the delivery into the event typed by its discriminator" do
    event = described_class.unwrap(payload, headers, secret: secret, now: Time.at(ts))
    expect(event).to be_a(ContractAnalysisGenerated::PlaybookUpdatedEvent)
    expect(event.data.object.name).to eq("Our NDA")
    expect(event.data.object.version).to eq(2)
  end

  it "accepts one matching signature among several, any header case, Symbol keys and a Rack env" do
    many = { "Webhook-Id" => headers["webhook-id"], "WEBHOOK-TIMESTAMP" => headers["webhook-timestamp"],
             "webhook-signature" => "v1,AAAA v2,xyz #{headers['webhook-signature']}" }
    expect(described_class.verify(payload, many, secret: secret, now: Time.at(ts))).to be_a(Hash)
    symbols = headers.transform_keys { |k| k.tr("-", "_").to_sym }
    expect(described_class.verify(payload, symbols, secret: secret, now: Time.at(ts))).to be_a(Hash)
    rack = headers.transform_keys { |k| "HTTP_#{k.upcase.tr('-', '_')}" }
    expect(described_class.verify(payload, rack, secret: secret, now: Time.at(ts))).to be_a(Hash)
  end

  it "verifies a binary (ASCII-8BIT) body, as Rack's request.body.read returns it" do
    expect(described_class.verify(payload.b, headers, secret: secret, now: Time.at(ts))["id"]).to eq(vector["webhook-id"])
  end

  it "refuses tampered bodies, other ids, wrong or missing signatures" do
    verify = ->(p, h) { described_class.verify(p, h, secret: secret, now: Time.at(ts)) }
    expect { verify.call(payload.sub("Our NDA", "Their NDA"), headers) }
      .to raise_error(ContractAnalysis::WebhookVerificationError, /No matching signature/)
    expect { verify.call(payload, headers.merge("webhook-id" => "evt_other")) }
      .to raise_error(ContractAnalysis::WebhookVerificationError)
    expect { verify.call(payload, headers.merge("webhook-signature" => "v1,#{['x' * 32].pack('m0')}")) }
      .to raise_error(ContractAnalysis::WebhookVerificationError)
    expect { verify.call(payload, headers.merge("webhook-signature" => "v1,not base64!")) }
      .to raise_error(ContractAnalysis::WebhookVerificationError)
    expect { verify.call(payload, headers.reject { |k, _| k == "webhook-signature" }) }
      .to raise_error(ContractAnalysis::WebhookVerificationError, /Missing/)
    expect { verify.call(payload, headers.merge("webhook-timestamp" => "soon")) }
      .to raise_error(ContractAnalysis::WebhookVerificationError, /timestamp/)
    other = "whsec_#{['another secret of 32 bytes......'].pack('m0')}"
    expect { described_class.verify(payload, headers, secret: other, now: Time.at(ts)) }
      .to raise_error(ContractAnalysis::WebhookVerificationError)
  end

  it "has a 5-minute tolerance both ways" do
    expect(described_class.verify(payload, headers, secret: secret, now: Time.at(ts + 299))).to be_a(Hash)
    expect(described_class.verify(payload, headers, secret: secret, now: Time.at(ts - 299))).to be_a(Hash)
    expect { described_class.verify(payload, headers, secret: secret, now: Time.at(ts + 301)) }
      .to raise_error(ContractAnalysis::WebhookVerificationError, /too old/)
    expect { described_class.verify(payload, headers, secret: secret, now: Time.at(ts - 301)) }
      .to raise_error(ContractAnalysis::WebhookVerificationError, /too new/)
    expect { described_class.verify(payload, headers, secret: secret) } # the vector is from 2025: stale now
      .to raise_error(ContractAnalysis::WebhookVerificationError, /too old/)
  end

  it "signs what it verifies, at the current time" do
    w = described_class.new(secret)
    now = Time.now.to_i
    body = JSON.generate("id" => "evt_1", "type" => "contract.review.completed", "object" => "event",
                         "created_at" => "2026-11-20T09:14:08Z", "livemode" => false,
                         "data" => { "object" => contract })
    signed = { "webhook-id" => "evt_1", "webhook-timestamp" => now.to_s, "webhook-signature" => w.sign("evt_1", now, body) }
    event = w.unwrap(body, signed)
    expect(event).to be_a(ContractAnalysisGenerated::ContractReviewCompletedEvent)
    expect(event.data.object.review.risk_score).to eq(46.0)
  end

  it "refuses a secret that is not base64, an empty one (an unset variable) and an empty list" do
    expect { described_class.new("whsec_%%%") }.to raise_error(ContractAnalysis::WebhookVerificationError, /base64/)
    expect { described_class.new(nil) }.to raise_error(ContractAnalysis::WebhookVerificationError, /empty/)
    expect { described_class.new("whsec_") }.to raise_error(ContractAnalysis::WebhookVerificationError, /empty/)
    expect { described_class.new([]) }.to raise_error(ContractAnalysis::WebhookVerificationError, /No webhook secret/)
    expect { described_class.new([secret, "whsec_%%%"]) }.to raise_error(ContractAnalysis::WebhookVerificationError)
  end

  describe "each rejection on its own" do
    let(:now) { Time.at(ts) }

    it "rejects a bad signature" do
      forged = "v1,#{OpenSSL::HMAC.digest('SHA256', 'not the key', "#{headers['webhook-id']}.#{ts}.#{payload}").then { |d| [d].pack('m0') }}"
      expect { described_class.verify(payload, headers.merge("webhook-signature" => forged), secret: secret, now: now) }
        .to raise_error(ContractAnalysis::WebhookVerificationError, /No matching signature/)
    end

    it "rejects a tampered body (one byte changed, or whitespace added)" do
      expect { described_class.unwrap(payload.sub('"version":2', '"version":3'), headers, secret: secret, now: now) }
        .to raise_error(ContractAnalysis::WebhookVerificationError, /No matching signature/)
      expect { described_class.unwrap("#{payload}\n", headers, secret: secret, now: now) }
        .to raise_error(ContractAnalysis::WebhookVerificationError, /No matching signature/)
    end

    it "rejects a timestamp outside the 5-minute default tolerance, and takes another tolerance" do
      expect(described_class::TOLERANCE_SECONDS).to eq(300)
      expect { described_class.unwrap(payload, headers, secret: secret, now: Time.at(ts + 301)) }
        .to raise_error(ContractAnalysis::WebhookVerificationError, /too old/)
      expect(described_class.unwrap(payload, headers, secret: secret, now: Time.at(ts + 3600), tolerance: 3601))
        .to be_a(ContractAnalysisGenerated::PlaybookUpdatedEvent)
      expect(described_class.unwrap(payload, headers, secret: secret, now: ts + 300)) # epoch seconds work too
        .to be_a(ContractAnalysisGenerated::PlaybookUpdatedEvent)
    end
  end

  describe "secret rotation: secret: accepts an Array" do
    let(:old_secret) { secret }
    let(:new_secret) { "whsec_#{['the new secret, 32 bytes long....'].pack('m0')}" }
    let(:other_secret) { "whsec_#{['neither the old nor the new one..'].pack('m0')}" }
    let(:msg_id) { "evt_rotation_1" }
    let(:now) { Time.at(ts) }

    def delivery(*secrets)
      signature = secrets.map { |s| described_class.new(s).sign(msg_id, ts, payload) }.join(" ")
      { "webhook-id" => msg_id, "webhook-timestamp" => ts.to_s, "webhook-signature" => signature }
    end

    it "verifies a delivery of the overlap (signed with both) with the old, the new or both secrets" do
      both = delivery(new_secret, old_secret)
      [old_secret, new_secret, [new_secret, old_secret], [old_secret, new_secret]].each do |s|
        expect(described_class.unwrap(payload, both, secret: s, now: now)).to be_a(ContractAnalysisGenerated::PlaybookUpdatedEvent)
      end
    end

    it "verifies, with both secrets, deliveries signed with either one alone (before and after the overlap)" do
      expect(described_class.verify(payload, delivery(old_secret), secret: [new_secret, old_secret], now: now)).to be_a(Hash)
      expect(described_class.verify(payload, delivery(new_secret), secret: [new_secret, old_secret], now: now)).to be_a(Hash)
      expect(described_class.new([new_secret, old_secret], tolerance: 60).verify(payload, delivery(old_secret), now: now))
        .to be_a(Hash)
    end

    it "rejects a delivery that no secret of the list signed, a tampered one and a stale one" do
      expect { described_class.verify(payload, delivery(other_secret), secret: [new_secret, old_secret], now: now) }
        .to raise_error(ContractAnalysis::WebhookVerificationError, /No matching signature/)
      expect { described_class.verify(payload, delivery(old_secret), secret: [new_secret], now: now) }
        .to raise_error(ContractAnalysis::WebhookVerificationError, /No matching signature/)
      expect { described_class.verify(payload.sub("Our NDA", "Your NDA"), delivery(new_secret, old_secret), secret: [new_secret, old_secret], now: now) }
        .to raise_error(ContractAnalysis::WebhookVerificationError, /No matching signature/)
      expect { described_class.verify(payload, delivery(new_secret, old_secret), secret: [new_secret, old_secret], now: Time.at(ts + 301)) }
        .to raise_error(ContractAnalysis::WebhookVerificationError, /too old/)
    end

    it "signs with the first secret of the list" do
      expect(described_class.new([new_secret, old_secret]).sign(msg_id, ts, payload))
        .to eq(described_class.new(new_secret).sign(msg_id, ts, payload))
    end

    it "is what Webhook.unwrap and verify take too" do
      expect(described_class.unwrap(payload, delivery(old_secret), secret: [new_secret, old_secret], now: now).id)
        .to eq(vector["webhook-id"])
      expect(described_class.verify(payload, delivery(new_secret), secret: [new_secret, old_secret], now: now)["type"])
        .to eq("playbook.updated")
      expect { described_class.unwrap(payload, delivery(old_secret), secret: [new_secret, old_secret]) }
        .to raise_error(ContractAnalysis::WebhookVerificationError, /too old/) # the real clock, 5 minutes
    end
  end

  it "runs examples/verify_webhook.rb (the README's snippet) as written" do
    root = File.expand_path("../..", __dir__)
    out, status = Open3.capture2e("ruby", "-I#{root}/lib", "-I#{root}/generated/lib", "#{root}/examples/verify_webhook.rb")
    expect(status).to be_success, out
    expect(out.lines.grep(/is at version 2/).size).to eq(4)
    expect(out.lines.grep(/rejected/).size).to eq(3)
    readme = File.read(File.join(root, "README.md"))
    expect(readme).to include(File.read(File.join(root, "examples/verify_webhook.rb")).sub("# frozen_string_literal: true\n\n", ""))
  end

  it "uses OpenSSL's constant-time compare" do
    source = File.read(File.expand_path("../../lib/contract_analysis/webhook.rb", __dir__))
    expect(source).to include("OpenSSL.fixed_length_secure_compare")
    expect(source).not_to match(/given\s*==\s*expected/)
  end
end
