# frozen_string_literal: true

# Every behaviour vector of spec/contract-tests/vectors.yaml, data-driven: a vector added to the file runs here with no
# code change, and one whose call, response or expectation this runner does not understand fails (never skips).
# Each runs against the local stub server, with the client's waits recorded instead of slept.
require "yaml"

ROOT = File.expand_path("../../../..", __dir__)
VECTORS = YAML.safe_load(File.read(File.join(ROOT, "spec/contract-tests/vectors.yaml")))
BUNDLE = JSON.parse(File.read(File.join(ROOT, "spec/dist/openapi.json")))

RSpec.describe "behaviour vectors (vectors.yaml)" do
  include_context "stub server"

  def snake(name) = name.gsub(/([a-z0-9])([A-Z])/, '\1_\2').downcase

  def x_sdk(operation_id)
    BUNDLE["paths"].each_value do |item|
      item.each_value { |op| return op["x-sdk"] if op.is_a?(Hash) && op["operationId"] == operation_id }
    end
    raise "vectors.yaml names #{operation_id}, which the spec does not have"
  end

  def example(name, override = {}) = BUNDLE.dig("components", "schemas", name, "example").merge(override || {})

  def body_of(response)
    unknown = response.keys - %w[status headers body example override page connection]
    raise "response keys this runner does not know: #{unknown}" if unknown.any?
    return response["body"] if response.key?("body")
    return example(response["example"], response["override"]) if response["example"]

    page = response["page"] or raise "a response needs body, example or page: #{response}"
    { "object" => "list", "data" => page["ids"].map { |id| example(page["of"], "id" => id) },
      "has_more" => page["has_more"], "next_cursor" => page["next_cursor"] }
  end

  def call(spec)
    unknown = spec.keys - %w[operation params options iterate]
    raise "call keys this runner does not know: #{unknown}" if unknown.any?

    sdk = x_sdk(spec["operation"])
    op = ContractAnalysis::OPERATIONS.fetch(spec["operation"])
    params = (spec["params"] || {}).transform_keys(&:to_sym)
    args = op.path_params.map { |name| params.delete(name.to_sym) }
    options = (spec["options"] || {}).transform_keys(&:to_sym)
    resource = client.public_send(snake(sdk["resource"])).with_raw_response
    raw = resource.public_send(snake(sdk["method"]), *args, **params, **options)
    [raw, spec["iterate"] ? raw.data.map(&:id) : nil]
  end

  VECTORS.fetch("vectors").each do |vector|
    it vector.fetch("id") do
      vector.fetch("responses").each do |response|
        next stub.reset if response["connection"] == "reset"
        raise "unknown connection behaviour #{response['connection']}" if response["connection"]

        stub.reply(response.fetch("status"), body_of(response), response["headers"] || {})
      end
      expected = vector.fetch("expect")
      unknown = expected.keys - %w[attempts delays_ms idempotency_key outcome items queries]
      raise "expect keys this runner does not know: #{unknown}" if unknown.any?

      outcome = expected["outcome"] || {}
      if outcome["error"]
        expect { call(vector.fetch("call")) }.to raise_error(ContractAnalysis::Error) { |error|
          expect(error.class.name).to eq("ContractAnalysis::#{outcome['error']}")
          expect(error.status).to eq(outcome["status"]) if outcome.key?("status")
          expect(error.code).to eq(outcome["code"]) if outcome.key?("code")
          expect(error.request_id).to eq(outcome["request_id"]) if outcome.key?("request_id")
        }
      else
        raw, items = call(vector.fetch("call"))
        expect(raw.status).to eq(outcome["status"]) if outcome.key?("status")
        expect(raw.request_id).to eq(outcome["request_id"]) if outcome.key?("request_id")
        expect(items).to eq(expected["items"]) if expected.key?("items")
      end
      requests = stub.requests
      expect(requests.size).to eq(expected["attempts"]) if expected.key?("attempts")
      if expected.key?("delays_ms")
        expect(pauses.size).to eq(expected["delays_ms"].size)
        pauses.zip(expected["delays_ms"]).each { |seconds, (low, high)| expect(seconds * 1000).to be_between(low, high) }
      end
      keys = requests.map { |r| r.header("idempotency-key") }
      case expected["idempotency_key"]
      when nil then nil
      when "absent" then expect(keys).to all(be_nil)
      when "same_generated"
        expect(keys.uniq.size).to eq(1)
        expect(keys.first).to match(/\A\h{8}-\h{4}-4\h{3}-[89ab]\h{3}-\h{12}\z/)
      else expect(keys).to all(eq(expected["idempotency_key"]))
      end
      if expected.key?("queries")
        queries = requests.map { |r| URI.decode_www_form(URI(r.path).query.to_s).sort.map { |k, v| "#{k}=#{v}" }.join("&") }
        expect(queries).to eq(expected["queries"])
      end
    end
  end
end
