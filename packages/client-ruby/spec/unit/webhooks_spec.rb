# frozen_string_literal: true

require "uri"

# webhooks.update / rotate_secret / list_deliveries / replay_delivery over HTTP, against the local stub server.
RSpec.describe "webhooks" do
  include_context "stub server"
  include Fixtures

  def webhook(**overrides)
    { "id" => "whk_1", "object" => "webhook", "url" => "https://hooks.example.com/cas",
      "events" => ["contract.review.completed"], "description" => nil, "status" => "enabled",
      "disabled_reason" => nil, "previous_secret_expires_at" => nil,
      "created_at" => "2026-11-20T08:02:44Z" }.merge(overrides.transform_keys(&:to_s))
  end

  def delivery(id, status = "failed")
    { "id" => id, "object" => "webhook_delivery", "webhook_id" => "whk_1", "event_id" => "evt_#{id}",
      "event_type" => "contract.review.completed", "status" => status, "attempts" => 8, "next_attempt_at" => nil,
      "last_attempt_at" => "2026-11-21T12:41:09Z", "last_response_status" => 503,
      "last_error" => "The endpoint answered 503.", "created_at" => "2026-11-20T09:14:08Z" }
  end

  def list(data, has_more: false, next_cursor: nil)
    { "object" => "list", "data" => data, "has_more" => has_more, "next_cursor" => next_cursor }
  end

  it "update: PATCHes only the fields given, with one Idempotency-Key across retries" do
    stub.reply(503, problem(503, "internal_error")).reply(200, webhook(status: "enabled"))
    result = client.webhooks.update("whk_1", status: :enabled, events: %w[contract.review.failed])
    expect(result).to be_a(ContractAnalysis::Models::Webhook)
    expect(result.disabled_reason).to be_nil
    expect(stub.requests.map(&:method)).to eq(%w[PATCH PATCH])
    expect(stub.requests.map(&:path).uniq).to eq(["/webhooks/whk_1"])
    expect(stub.requests.last.json).to eq("status" => "enabled", "events" => ["contract.review.failed"])
    keys = stub.requests.map { |r| r.header("idempotency-key") }
    expect(keys.uniq.size).to eq(1)
    expect(keys.first).to match(/\A\h{8}-\h{4}-4\h{3}-[89ab]\h{3}-\h{12}\z/)
  end

  it "update: reads disabled_reason and keeps the caller's Idempotency-Key" do
    stub.reply(200, webhook(status: "disabled", disabled_reason: "paused"))
    result = client.webhooks.update("whk_1", status: "disabled", idempotency_key: "pause-1")
    expect(result.status).to eq("disabled")
    expect(result.disabled_reason).to eq("paused")
    expect(stub.requests.last.header("idempotency-key")).to eq("pause-1")
    expect(stub.requests.last.json).to eq("status" => "disabled") # nothing else: fields left out keep their value
  end

  it "rotate_secret: POSTs the overlap (the spec's default of a day unless given) and returns the new secret" do
    rotated = webhook(secret: "whsec_Qm9SZ2pGc3RBY2hNZW5vcnk0VGVzdGluZw==",
                      previous_secret_expires_at: "2026-11-21T08:02:44Z")
    stub.reply(200, rotated).reply(200, rotated)
    result = client.webhooks.rotate_secret("whk_1")
    expect(result.secret).to start_with("whsec_")
    expect(result.previous_secret_expires_at).to eq(Time.utc(2026, 11, 21, 8, 2, 44))
    first = stub.requests.first
    expect([first.method, first.path]).to eq(["POST", "/webhooks/whk_1/rotate-secret"])
    expect(first.json).to eq("expire_previous_after_seconds" => 86_400) # the generated model fills in the default
    expect(first.header("idempotency-key")).not_to be_nil
    client.webhooks.rotate_secret("whk_1", expire_previous_after_seconds: 3600)
    expect(stub.requests.last.json).to eq("expire_previous_after_seconds" => 3600)
  end

  it "list_deliveries: a Page that walks every page with the status filter" do
    stub.reply(200, list([delivery("dlv_1"), delivery("dlv_2")], has_more: true, next_cursor: "dlv_2"))
    stub.reply(200, list([delivery("dlv_3")]))
    page = client.webhooks.list_deliveries("whk_1", status: :failed, limit: 2)
    expect(page).to be_a(ContractAnalysis::Page)
    expect(page.data.map(&:id)).to eq(%w[dlv_1 dlv_2])
    expect(page.map(&:id)).to eq(%w[dlv_1 dlv_2 dlv_3])
    expect(page.first).to be_a(ContractAnalysis::Models::WebhookDelivery)
    expect(page.first.status).to eq("failed")
    expect(page.first.last_response_status).to eq(503)
    paths = stub.requests.map { |r| URI(r.path) }
    expect(paths.map(&:path).uniq).to eq(["/webhooks/whk_1/deliveries"])
    expect(URI.decode_www_form(paths[0].query).to_h).to eq("limit" => "2", "status" => "failed")
    expect(URI.decode_www_form(paths[1].query).to_h).to eq("limit" => "2", "starting_after" => "dlv_2", "status" => "failed")
  end

  it "replay_delivery: POSTs to the delivery's replay path with an Idempotency-Key; 409 is a ConflictError" do
    stub.reply(202, delivery("dlv_1", "pending"))
    result = client.webhooks.replay_delivery("whk_1", "dlv_1")
    expect(result.status).to eq("pending")
    expect([stub.requests.last.method, stub.requests.last.path]).to eq(["POST", "/webhooks/whk_1/deliveries/dlv_1/replay"])
    expect(stub.requests.last.header("idempotency-key")).not_to be_nil
    stub.reply(409, problem(409, "webhook_disabled"))
    expect { client.webhooks.replay_delivery("whk_1", "dlv_1", max_retries: 0) }
      .to raise_error(ContractAnalysis::ConflictError) { |e| expect(e.code).to eq("webhook_disabled") }
  end
end
