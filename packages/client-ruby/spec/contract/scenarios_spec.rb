# frozen_string_literal: true

# The shared scenarios (spec/contract-tests/scenarios.yaml), one example per scenario id, against Prism or, through
# `prism proxy`, the real server.
#
# Run through the harness: `node ../../tools/contract-tests/run.mjs @contract-analysis/client-ruby [--target proxy]`,
# which starts Prism and sets CONTRACT_TEST_BASE_URL and CONTRACT_TEST_TARGET. Against the mock, `prefer` goes to
# Prism as the Prefer header to choose the response (`code=404`; `example=completed` picks a named example).
# Against the real server (proxy) the key comes from CONTRACT_ANALYSIS_TEST_API_KEY, the selector is not sent, errors
# are provoked by a real bad request, and a scenario that changes an object (delete, replay, rotate, ...) makes its
# own object first, so that the suite neither depends on nor spoils the server's fixtures (the spec's example ids,
# seeded by packages/server/test/conformance/fixtures.mjs). Scenarios whose error cannot be provoked against a real
# server from here run against the mock only (MOCK_ONLY, with the reason).
require "tmpdir"
require "yaml"

BASE_URL = ENV.fetch("CONTRACT_TEST_BASE_URL", nil)
PROXY = ENV["CONTRACT_TEST_TARGET"] == "proxy"
API_KEY = ENV.fetch("CONTRACT_ANALYSIS_TEST_API_KEY", "cas_test_contract_suite")
INVALID_KEY = "cas_test_not_a_valid_key"
# The spec's example ids: any id works against Prism; the server's conformance run seeds objects with these ids.
CONTRACT = "ctr_4mT9qWzL2bXe7RkN"
DRAFT = "drf_7hQ2nVx9LcPa3ZkM"
PLAYBOOK = "pbk_2Xc8Vn4MqL7tRw9K"
WEBHOOK = "whk_2sLq8Rt4VbNm6YcX"
DELIVERY = "dlv_5Rk2Wm9QxT4nLb7C"
OAUTH_CLIENT = "cli_9Qw2Er5TyU8iOp3A"
OAUTH_SECRET = "cas_secret_example"
# Error scenarios that choose their answer with Prism's selector and have no real provocation here: against the
# mock only (the same set as the TypeScript suite's `mockOnly`).
MOCK_ONLY = {
  "reviewContract.too_large" => "Prism's proxy refuses a body over 10 MB itself (not as problem+json), before the server",
  "listContracts.rate_limited" => "the conformance server's rate limit is raised for Schemathesis",
  "downloadContract.conflict" => "the server's worker may complete a queued review before the download: no fixed answer",
  "retrieveContract.server_error" => "a healthy server has no request that answers 500"
}.freeze
# A PDF cut off before its end-of-file marker: the server cannot read it (422 corrupt_document).
TRUNCATED_PDF = "%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages".b
SCENARIOS_FILE = File.expand_path("../../../../spec/contract-tests/scenarios.yaml", __dir__)
NDA = "MUTUAL NONDISCLOSURE AGREEMENT\n\nThis Mutual Nondisclosure Agreement is entered into between " \
      "Northwind Analytics, Inc. and Bluefin Robotics Ltd.\n\n1. Confidential Information. ...\n".b

RSpec.describe "contract scenarios", if: BASE_URL do
  M = ContractAnalysis::Models

  # A client of the suite; `prefer` is Prism's selector, sent to the mock only. The time-out only guards against a
  # hang (300 s, the server tests' guard): a loaded machine must not fail a scenario.
  def client(prefer = nil, api_key: API_KEY, **options)
    ContractAnalysis::Client.new(api_key: api_key, base_url: BASE_URL, max_retries: 0, timeout: 300,
                                 default_headers: prefer && !PROXY ? { "Prefer" => prefer } : nil, **options)
  end

  # Against the server, a key of the suite's own with only benchmarks:read (for the 403 scenarios).
  def restricted_key
    PROXY ? client.api_keys.create(name: "benchmarks only", scopes: ["benchmarks:read"]).secret : API_KEY
  end

  # The example webhook against Prism; against the server, a webhook of the scenario's own.
  def a_webhook
    return WEBHOOK unless PROXY

    client.webhooks.create(url: "https://hooks.northwind.example/contract-analysis", events: ["contract.review.completed"]).id
  end

  # The example delivery against Prism; against the server, the delivery of a test event sent to the webhook.
  def a_delivery(webhook_id)
    return DELIVERY unless PROXY

    event = client.webhooks.test(webhook_id, type: "contract.review.completed")
    delivery = client.webhooks.list_deliveries(webhook_id).find { |d| d.event_id == event.id }
    raise "no delivery of #{event.id} listed for #{webhook_id}" unless delivery

    delivery.id
  end

  before do |example|
    reason = MOCK_ONLY[example.description]
    skip("against the mock only: #{reason}") if PROXY && reason
  end

  def expect_error(klass, status, code: nil)
    expect { yield }.to raise_error(klass) { |e|
      expect(e.code).to eq(code) if code
      expect(e.status).to eq(status)
      expect(e.problem).to be_a(Hash)
      expect(e.problem["status"]).to eq(status)
      expect(e.request_id).to be_a(String)
      expect(e.request_id).not_to be_empty
    }
  end

  # Contracts
  it "reviewContract.created" do
    raw = client("example=completed").contracts.with_raw_response.review(document: NDA, document_type: "nda", filename: "nda.txt")
    expect(raw.status).to eq(201)
    expect(raw.request_id).to be_a(String)
    contract = raw.data
    expect(contract.id).to start_with("ctr_")
    expect(contract.review.risk_score).to be_a(Float).and be_between(0, 100)
    expect(contract.review.issues).to be_a(Array)
    expect(contract.review.issues).to all(have_attributes(title: a_kind_of(String), severity: a_kind_of(String)))
    # the key terms carry how terms without a value are stated (none in this NDA) and whose notice it is (none)
    expect(contract.key_terms.sources).not_to be_nil
    expect([contract.key_terms.sources.governing_law, contract.key_terms.notice_period_given_by]).to eq([nil, nil])
    # how the term ends is one of the spec's kinds (fixed in the example; this NDA states no term), with no renewal
    expect(%w[fixed not_stated]).to include(contract.key_terms.term_kind)
    expect(contract.key_terms.renewal_term).to be_nil
  end

  it "reviewContract.async" do
    raw = client("code=202, example=queued").contracts.with_raw_response.review(document: NDA, document_type: "nda",
                                                                                  respond_async: true)
    expect(raw.status).to eq(202)
    expect(raw.data.status).to eq("queued")
    expect(raw.data.review).to be_nil
  end

  it "reviewContract.unprocessable" do
    # Against the server: a PDF cut off before its end-of-file marker. (An unknown document_type would be refused by
    # Prism's own request validation before it reached the server.)
    expect_error(ContractAnalysis::UnprocessableEntityError, 422, code: PROXY ? "corrupt_document" : nil) do
      client("code=422").contracts.review(document: TRUNCATED_PDF, document_type: "nda", filename: "contract.pdf")
    end
  end

  it "reviewContract.too_large" do
    expect_error(ContractAnalysis::APIError, 413) { client("code=413").contracts.review(document: NDA, document_type: "nda") }
  end

  it "reviewContract.unauthorized" do
    expect_error(ContractAnalysis::AuthenticationError, 401) do
      client("code=401", api_key: INVALID_KEY).contracts.review(document: NDA, document_type: "nda")
    end
  end

  it "askContract.ok" do
    answer = client.contracts.ask(contract_id: CONTRACT, question: "How long do the obligations last?")
    expect(answer.id).to start_with("ans_")
    scores = answer.citations.map(&:score)
    expect(scores).to eq(scores.sort.reverse)
  end

  it "askContract.not_found" do
    expect_error(ContractAnalysis::NotFoundError, 404) do
      client("code=404").contracts.ask(contract_id: "ctr_missing", question: "Term?")
    end
  end

  it "draftContract.created" do
    draft = client.contracts.draft(prompt: "A mutual NDA under Delaware law", kind: "document", document_type: "nda")
    expect(draft.id).to start_with("drf_")
    expect(draft.text).not_to be_empty
  end

  it "draftContract.forbidden" do
    key = restricted_key
    expect_error(ContractAnalysis::PermissionDeniedError, 403) do
      client("code=403", api_key: key).contracts.draft(prompt: "A mutual NDA", kind: "document", document_type: "nda")
    end
  end

  it "retrieveContract.ok" do
    contract = client.contracts.retrieve(CONTRACT)
    expect(contract.id).to start_with("ctr_")
    expect(contract.object).to eq("contract")
  end

  it "retrieveContract.not_found" do
    expect_error(ContractAnalysis::NotFoundError, 404) { client("code=404").contracts.retrieve("ctr_missing") }
  end

  it "listContracts.ok" do
    page = client.contracts.list(limit: 2)
    pages = page.each_page.first(2)
    expect(pages).to all(have_attributes(data: an_instance_of(Array)))
    expect(page.next_cursor).to be_a(String) if page.has_more?
    expect(pages.size).to eq(2) if page.has_more?
    expect(page.first(3)).to all(have_attributes(id: start_with("ctr_")))
  end

  it "listContracts.rate_limited" do
    expect_error(ContractAnalysis::RateLimitError, 429) { client("code=429").contracts.list }
  end

  it "retrieveDraft.ok" do
    expect(client.drafts.retrieve(DRAFT).id).to start_with("drf_")
  end

  it "retrieveDraft.not_found" do
    expect_error(ContractAnalysis::NotFoundError, 404) { client("code=404").drafts.retrieve("drf_missing") }
  end

  # DOCX downloads
  def expect_download(download)
    expect(download).to be_a(ContractAnalysis::Download)
    expect(download.bytes).not_to be_empty
    expect(download.last_response.status).to eq(200)
    expect(download.bytes[0, 2]).to eq("PK") if ENV["CONTRACT_TEST_TARGET"] == "proxy" # a real DOCX is a ZIP package
    Dir.mktmpdir do |dir|
      download.write_to_file(File.join(dir, "out.docx"))
      expect(File.binread(File.join(dir, "out.docx"))).to eq(download.bytes)
    end
  end

  it "downloadContract.ok" do
    contract_id = PROXY ? client.contracts.review(document: NDA, document_type: "nda").id : CONTRACT
    expect_download(client.contracts.download(contract_id))
  end

  it "downloadContract.not_found" do
    expect_error(ContractAnalysis::NotFoundError, 404) { client("code=404").contracts.download("ctr_missing") }
  end

  it "downloadContract.conflict" do
    expect_error(ContractAnalysis::ConflictError, 409) { client("code=409").contracts.download(CONTRACT) }
  end

  it "downloadContract.not_acceptable" do
    # Against the server a per-request Accept replaces the client's (Prism cannot answer it: it selects 406).
    headers = PROXY ? { "Accept" => "application/pdf" } : {}
    expect_error(ContractAnalysis::APIError, 406) { client("code=406").contracts.download(CONTRACT, extra_headers: headers) }
  end

  it "downloadDraft.ok" do
    expect_download(client.drafts.download(DRAFT))
  end

  it "downloadDraft.not_found" do
    expect_error(ContractAnalysis::NotFoundError, 404) { client("code=404").drafts.download("drf_missing") }
  end

  # Benchmarks
  it "listBenchmarks.ok" do
    benchmarks = client.benchmarks.list(clause_type: %w[governing_law non_compete], industry: "license")
    expect(benchmarks.object).to eq("list")
    expect(benchmarks.data).to all(have_attributes(source: be_truthy))
  end

  it "listBenchmarks.unauthorized" do
    expect_error(ContractAnalysis::AuthenticationError, 401) { client("code=401", api_key: INVALID_KEY).benchmarks.list }
  end

  it "listBenchmarkClauseTypes.ok" do
    expect(client.benchmarks.clause_types.object).to eq("list")
  end

  it "listBenchmarkIndustries.ok" do
    expect(client.benchmarks.industries.object).to eq("list")
  end

  # Playbooks
  it "listPlaybooks.ok" do
    expect(client.playbooks.list.data).to all(have_attributes(id: start_with("pbk_")))
  end

  it "createPlaybook.created" do
    expect(client.playbooks.create(based_on: "pbk_nda_standard", name: "Our NDA").id).to start_with("pbk_")
  end

  it "createPlaybook.not_found" do
    expect_error(ContractAnalysis::NotFoundError, 404) do
      client("code=404").playbooks.create(based_on: "pbk_missing", name: "Our NDA")
    end
  end

  it "retrievePlaybook.ok" do
    expect(client.playbooks.retrieve("pbk_nda_standard").id).to start_with("pbk_")
  end

  it "updatePlaybook.ok" do
    playbook = client.playbooks.update(PLAYBOOK, name: "Our NDA, v2")
    expect(playbook.id).to eq(PLAYBOOK) if PROXY # Prism answers the example's id
    expect(playbook.version).to be >= 1
  end

  it "updatePlaybook.conflict" do
    expect_error(ContractAnalysis::ConflictError, 409) { client("code=409").playbooks.update("pbk_nda_standard", name: "x") }
  end

  it "listPlaybookVersions.ok" do
    page = client.playbooks.list_versions("pbk_nda_standard", limit: 10)
    expect(page).to be_a(ContractAnalysis::Page)
    versions = page.first(3)
    expect(versions.length).to eq(page.has_more? ? 3 : [3, page.data.length].min)
    expect(versions).to all(be_a(M::PlaybookVersion))
    expect(versions).to all(have_attributes(object: "playbook_version", version: be_a(Integer), changes: be_a(Array)))
  end

  it "listPlaybookVersions.not_found" do
    expect_error(ContractAnalysis::NotFoundError, 404) { client("code=404").playbooks.list_versions("pbk_missing") }
  end

  it "retrievePlaybookVersion.ok" do
    # a built-in playbook serves its current version only: ask for the one the playbook reports
    current = client.playbooks.retrieve("pbk_nda_standard").version
    version = client.playbooks.retrieve_version("pbk_nda_standard", current)
    expect(version).to be_a(M::PlaybookVersion)
    expect(version).to have_attributes(object: "playbook_version", version: be >= 1, checks: be_a(Array))
  end

  it "retrievePlaybookVersion.not_found" do
    expect_error(ContractAnalysis::NotFoundError, 404) { client("code=404").playbooks.retrieve_version("pbk_nda_standard", 999) }
  end

  # Webhooks
  it "createWebhook.created" do
    webhook = client.webhooks.create(url: "https://hooks.example.com/cas", events: ["contract.review.completed"])
    expect(webhook.secret).to start_with("whsec_")
  end

  it "createWebhook.unprocessable" do
    expect_error(ContractAnalysis::UnprocessableEntityError, 422) do
      client("code=422").webhooks.create(url: "https://10.0.0.1/hook", events: ["contract.review.completed"])
    end
  end

  it "listWebhooks.ok" do
    expect(client.webhooks.list.data).to all(have_attributes(id: start_with("whk_")))
  end

  it "retrieveWebhook.ok" do
    expect(client.webhooks.retrieve(WEBHOOK).id).to eq(WEBHOOK)
  end

  it "retrieveWebhook.not_found" do
    expect_error(ContractAnalysis::NotFoundError, 404) { client("code=404").webhooks.retrieve("whk_missing") }
  end

  it "deleteWebhook.ok" do
    webhook_id = a_webhook
    deleted = client.webhooks.delete(webhook_id)
    expect(deleted.deleted).to be(true)
    expect(deleted.id).to eq(webhook_id)
  end

  it "testWebhook.accepted" do
    event = client.webhooks.test(a_webhook, type: "contract.review.completed")
    expect(event).to be_a(M::ContractReviewCompletedEvent)
    expect(event.id).to start_with("evt_")
  end

  it "updateWebhook.ok" do
    webhook_id = a_webhook
    webhook = client.webhooks.update(webhook_id, status: "enabled")
    expect(webhook).to be_a(M::Webhook)
    expect(webhook.id).to eq(webhook_id)
    expect(webhook.status).to eq("enabled")
    expect(webhook.disabled_reason).to be_nil
  end

  it "rotateWebhookSecret.ok" do
    webhook = client.webhooks.rotate_secret(a_webhook, expire_previous_after_seconds: 86_400)
    expect(webhook.secret).to start_with("whsec_")
    expect(webhook.previous_secret_expires_at).to be_a(Time)
  end

  it "listWebhookDeliveries.ok" do
    # Against the server, the fixture webhook's failed delivery (no scenario changes it).
    page = client.webhooks.list_deliveries(WEBHOOK, status: "failed", limit: 10)
    expect(page).to be_a(ContractAnalysis::Page)
    deliveries = page.first(3)
    expect(deliveries).to all(be_a(M::WebhookDelivery))
    expect(deliveries).to all(have_attributes(id: start_with("dlv_"), webhook_id: WEBHOOK, status: "failed",
                                              event_id: start_with("evt_")))
    expect(deliveries.map(&:id)).to include(DELIVERY) if PROXY
    expect(page.next_cursor).to be_a(String) if page.has_more?
  end

  it "replayWebhookDelivery.accepted" do
    webhook_id = a_webhook
    delivery_id = a_delivery(webhook_id)
    delivery = client.webhooks.replay_delivery(webhook_id, delivery_id)
    expect(delivery).to be_a(M::WebhookDelivery)
    expect(delivery.id).to eq(delivery_id)
  end

  it "replayWebhookDelivery.conflict" do
    webhook_id = a_webhook
    delivery_id = a_delivery(webhook_id)
    # The real provocation: a replay to a disabled webhook.
    expect(client.webhooks.update(webhook_id, status: "disabled").status).to eq("disabled") if PROXY
    expect_error(ContractAnalysis::ConflictError, 409) { client("code=409").webhooks.replay_delivery(webhook_id, delivery_id) }
  end

  # API keys
  it "listApiKeys.ok" do
    page = client.api_keys.list(limit: 10)
    expect(page).to be_a(ContractAnalysis::Page)
    keys = page.first(3) # a Page fetches the next pages as the iteration needs them
    expect(keys).not_to be_empty
    expect(keys).to all(be_a(M::ApiKey))
    expect(keys).to all(have_attributes(id: start_with("key_")))
    expect(keys.map(&:to_h)).to all(satisfy { |h| !h.key?("secret") || h["secret"].nil? })
  end

  it "createApiKey.created" do
    key = client.api_keys.create(name: "CI", scopes: ["contracts:read"], mode: "test")
    expect(key.id).to start_with("key_")
    expect(key.secret).to start_with("cas_")
    if PROXY # a test key, and it authenticates a request
      expect(key.secret).to start_with("cas_test_")
      expect(client(api_key: key.secret).contracts.list(limit: 1).data).to be_a(Array)
    end
  end

  it "createApiKey.forbidden" do
    key = restricted_key
    expect_error(ContractAnalysis::PermissionDeniedError, 403) do
      client("code=403", api_key: key).api_keys.create(name: "CI", scopes: ["contracts:read"])
    end
  end

  it "deleteApiKey.ok" do
    key = PROXY ? client.api_keys.create(name: "to revoke", scopes: ["benchmarks:read"]) : nil
    id = key ? key.id : "key_6Hn3Qw8ZtR2mLx5C"
    deleted = client.api_keys.delete(id)
    expect(deleted.id).to eq(id) if PROXY # Prism answers the example's id
    expect(deleted.deleted).to be(true)
    # The revoked key no longer authenticates.
    expect_error(ContractAnalysis::AuthenticationError, 401) { client(api_key: key.secret).benchmarks.clause_types } if key
  end

  it "deleteApiKey.not_found" do
    expect_error(ContractAnalysis::NotFoundError, 404) { client("code=404").api_keys.delete("key_missing") }
  end

  # OAuth
  it "createToken.ok" do
    token = client.oauth.create_token(client_id: OAUTH_CLIENT, client_secret: OAUTH_SECRET, scope: "contracts:read")
    expect(token.access_token).not_to be_empty
    expect(token.token_type).to eq("Bearer")
    expect(token.expires_in).to be > 0
    # The issued token authenticates a request.
    expect(client(api_key: token.access_token).contracts.list(limit: 1).data).to be_a(Array) if PROXY
  end

  it "createToken.invalid_client" do
    expect_error(ContractAnalysis::AuthenticationError, 401) do
      client("code=401").oauth.create_token(client_id: OAUTH_CLIENT, client_secret: "wrong")
    end
  end

  # Server errors
  it "retrieveContract.server_error" do
    expect_error(ContractAnalysis::InternalServerError, 500) do
      client("code=500").contracts.retrieve(CONTRACT)
    end
  end

  it "has one example per scenario id of scenarios.yaml" do
    ids = YAML.safe_load(File.read(SCENARIOS_FILE))["scenarios"].map { |s| s["id"] }
    own = RSpec.current_example.example_group.descendant_filtered_examples.map(&:description)
    expect(own - ["has one example per scenario id of scenarios.yaml"]).to match_array(ids)
    expect(ids).to include(*MOCK_ONLY.keys)
  end
end
