# frozen_string_literal: true

# Every webhook verification vector of spec/contract-tests/webhooks.yaml (see the file's header for the format),
# data-driven: a vector added to the file runs here with no code change; an expectation this runner does not know
# fails. The vector's clock is passed as `now:`.
require "yaml"

RSpec.describe "webhook vectors (webhooks.yaml)" do
  root = File.expand_path("../../../..", __dir__)
  file = YAML.safe_load(File.read(File.join(root, "spec/contract-tests/webhooks.yaml")))
  events = JSON.parse(File.read(File.join(root, "spec/dist/openapi.json"))).dig("components", "schemas", "Event", "discriminator", "mapping")

  def outcome(events)
    event = yield
    return { "unknown_event" => event.type } if event.is_a?(ContractAnalysis::UnknownEvent)

    type = event.to_hash[:type].to_s
    expect(events.fetch(type)).to end_with("/#{event.class.name.split('::').last}")
    { "event" => type }
  rescue ContractAnalysis::WebhookVerificationError => e
    { "error" => e.message }
  end

  file["vectors"].each do |v|
    it v["id"] do
      expect(v["expect"].size).to eq(1)
      expect(%w[event unknown_event error]).to include(v["expect"].keys.first)
      body = file["bodies"].fetch(v["body"])
      secrets = v["secrets"].map { |name| file["secrets"].fetch(name) }
      got = outcome(events) { ContractAnalysis::Webhook.unwrap(body, v["headers"], secret: secrets, now: Time.at(v["now"])) }
      expect(got).to eq(v["expect"])
    end
  end
end
