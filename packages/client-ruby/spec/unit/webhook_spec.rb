# frozen_string_literal: true

require "json"
require "yaml"

# What spec/contract-tests/webhooks.yaml (webhook_vectors_spec.rb) does not cover: the shapes Ruby hands headers and
# bodies over in, the tolerance: and now: options, signing, the real clock and refused secrets.
RSpec.describe ContractAnalysis::Webhook do
  include Fixtures

  file = YAML.safe_load(File.read(File.expand_path("../../../../spec/contract-tests/webhooks.yaml", __dir__)))
  valid = file["vectors"].find { |v| v["id"] == "webhook.valid" }
  let(:secret) { file["secrets"]["current"] }
  let(:payload) { file["bodies"][valid["body"]] }
  let(:headers) { valid["headers"] }
  let(:ts) { headers["webhook-timestamp"].to_i }

  it "takes any header case, Symbol keys, a Rack env and a binary body (as Rack's request.body.read returns it)" do
    symbols = headers.transform_keys { |k| k.tr("-", "_").to_sym }
    expect(described_class.verify(payload, symbols, secret: secret, now: Time.at(ts))).to be_a(Hash)
    rack = headers.transform_keys { |k| "HTTP_#{k.upcase.tr('-', '_')}" }
    expect(described_class.verify(payload, rack, secret: secret, now: ts)["id"]).to eq(headers["webhook-id"]) # epoch seconds too
    expect(described_class.new(secret).unwrap(payload.b, headers, now: Time.at(ts)).data.object.name).to eq("Our NDA")
  end

  it "signs as the vectors were signed, with the first secret of a list" do
    expect(described_class.new([secret, file["secrets"]["previous"]]).sign(headers["webhook-id"], ts, payload))
      .to eq(headers["webhook-signature"])
  end

  it "has a 5-minute tolerance on the real clock, and takes another one" do
    w = described_class.new(secret)
    now = Time.now.to_i
    body = JSON.generate("id" => "evt_1", "type" => "contract.review.completed", "object" => "event",
                         "created_at" => "2026-11-20T09:14:08Z", "livemode" => false, "data" => { "object" => contract })
    signed = ->(at) { { "webhook-id" => "evt_1", "webhook-timestamp" => at.to_s, "webhook-signature" => w.sign("evt_1", at, body) } }
    expect(w.unwrap(body, signed.call(now - 240)).data.object.review.risk_score).to eq(46.0)
    expect { w.verify(body, signed.call(now - 360)) }.to raise_error(ContractAnalysis::WebhookVerificationError, "Message timestamp too old")
    expect { w.verify(body, signed.call(now + 360)) }.to raise_error(ContractAnalysis::WebhookVerificationError, "Message timestamp too new")
    expect(described_class::TOLERANCE_SECONDS).to eq(300)
    expect(described_class.verify(body, signed.call(now - 3600), secret: secret, tolerance: 3700)).to be_a(Hash)
  end

  it "refuses a secret that is not base64, an empty one (an unset variable) and an empty list" do
    ["whsec_%%%", nil, "whsec_", [secret, "whsec_%%%"]].each do |bad|
      expect { described_class.new(bad) }.to raise_error(ContractAnalysis::WebhookVerificationError, "The webhook secret is empty or not base64.")
    end
    expect { described_class.new([]) }.to raise_error(ContractAnalysis::WebhookVerificationError, "No webhook secret was given.")
  end
end
