# frozen_string_literal: true

# The shared scenarios (spec/contract-tests/scenarios.yaml), one example per scenario id, against Prism.
#
# Run through the harness: `node ../../tools/contract-tests/run.mjs @contract-analysis/client-ruby`, which starts
# Prism and sets CONTRACT_TEST_BASE_URL. `prefer` goes to Prism as the Prefer header to choose the response
# (`code=404`; `example=completed` picks a named example).
require "tmpdir"
require "yaml"

BASE_URL = ENV.fetch("CONTRACT_TEST_BASE_URL", nil)
SCENARIOS_FILE = File.expand_path("../../../../spec/contract-tests/scenarios.yaml", __dir__)
NDA = "MUTUAL NONDISCLOSURE AGREEMENT\n\nThis Mutual Nondisclosure Agreement is entered into between " \
      "Northwind Analytics, Inc. and Bluefin Robotics Ltd.\n\n1. Confidential Information. ...\n".b

RSpec.describe "contract scenarios", if: BASE_URL do
  M = ContractAnalysis::Models

  def client(prefer = nil, **options)
    ContractAnalysis::Client.new(api_key: "cas_test_contract_suite", base_url: BASE_URL, max_retries: 0, timeout: 15,
                                 default_headers: prefer && { "Prefer" => prefer }, **options)
  end

  def expect_error(klass, status)
    expect { yield }.to raise_error(klass) { |e|
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
    expect(contract.review.issues).not_to be_empty
    expect(contract.review.issues).to all(have_attributes(title: a_kind_of(String), severity: a_kind_of(String)))
  end

  it "reviewContract.async" do
    raw = client("code=202, example=queued").contracts.with_raw_response.review(document: NDA, document_type: "nda",
                                                                                  respond_async: true)
    expect(raw.status).to eq(202)
    expect(raw.data.status).to eq("queued")
    expect(raw.data.review).to be_nil
  end

  it "reviewContract.unprocessable" do
    expect_error(ContractAnalysis::UnprocessableEntityError, 422) do
      client("code=422").contracts.review(document: NDA, document_type: "nda")
    end
  end

  it "reviewContract.too_large" do
    expect_error(ContractAnalysis::APIError, 413) { client("code=413").contracts.review(document: NDA, document_type: "nda") }
  end

  it "reviewContract.unauthorized" do
    expect_error(ContractAnalysis::AuthenticationError, 401) do
      client("code=401").contracts.review(document: NDA, document_type: "nda")
    end
  end

  it "askContract.ok" do
    answer = client.contracts.ask(contract_id: "ctr_4mT9qWzL2bXe7RkN", question: "How long do the obligations last?")
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
    expect_error(ContractAnalysis::PermissionDeniedError, 403) do
      client("code=403").contracts.draft(prompt: "A mutual NDA", kind: "document", document_type: "nda")
    end
  end

  it "retrieveContract.ok" do
    contract = client.contracts.retrieve("ctr_4mT9qWzL2bXe7RkN")
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
    expect(client.drafts.retrieve("drf_7hQ2nVx9LcPa3ZkM").id).to start_with("drf_")
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
    expect_download(client.contracts.download("ctr_4mT9qWzL2bXe7RkN"))
  end

  it "downloadContract.not_found" do
    expect_error(ContractAnalysis::NotFoundError, 404) { client("code=404").contracts.download("ctr_missing") }
  end

  it "downloadContract.conflict" do
    expect_error(ContractAnalysis::ConflictError, 409) { client("code=409").contracts.download("ctr_4mT9qWzL2bXe7RkN") }
  end

  it "downloadContract.not_acceptable" do
    expect_error(ContractAnalysis::APIError, 406) { client("code=406").contracts.download("ctr_4mT9qWzL2bXe7RkN") }
  end

  it "downloadDraft.ok" do
    expect_download(client.drafts.download("drf_7hQ2nVx9LcPa3ZkM"))
  end

  it "downloadDraft.not_found" do
    expect_error(ContractAnalysis::NotFoundError, 404) { client("code=404").drafts.download("drf_missing") }
  end

  # Benchmarks
  it "listBenchmarks.ok" do
    benchmarks = client.benchmarks.list(clause_type: "term", industry: "software")
    expect(benchmarks.object).to eq("list")
    expect(benchmarks.data).to all(have_attributes(source: be_truthy))
  end

  it "listBenchmarks.unauthorized" do
    expect_error(ContractAnalysis::AuthenticationError, 401) { client("code=401").benchmarks.list }
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
    expect(client.playbooks.update("pbk_2Vd8Qm4XtL9aRc6N", name: "Our NDA, v2").version).to be >= 1
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
    version = client.playbooks.retrieve_version("pbk_nda_standard", 1)
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
    expect(client.webhooks.retrieve("whk_2sLq8Rt4VbNm6YcX").id).to start_with("whk_")
  end

  it "retrieveWebhook.not_found" do
    expect_error(ContractAnalysis::NotFoundError, 404) { client("code=404").webhooks.retrieve("whk_missing") }
  end

  it "deleteWebhook.ok" do
    expect(client.webhooks.delete("whk_2sLq8Rt4VbNm6YcX").deleted).to be(true)
  end

  it "testWebhook.accepted" do
    event = client.webhooks.test("whk_2sLq8Rt4VbNm6YcX", type: "contract.review.completed")
    expect(event).to be_a(M::ContractReviewCompletedEvent)
    expect(event.id).to start_with("evt_")
  end

  it "updateWebhook.ok" do
    webhook = client.webhooks.update("whk_2sLq8Rt4VbNm6YcX", status: "enabled")
    expect(webhook).to be_a(M::Webhook)
    expect(webhook.id).to start_with("whk_")
    expect(webhook.status).to eq("enabled")
    expect(webhook.disabled_reason).to be_nil
  end

  it "rotateWebhookSecret.ok" do
    webhook = client.webhooks.rotate_secret("whk_2sLq8Rt4VbNm6YcX", expire_previous_after_seconds: 86_400)
    expect(webhook.secret).to start_with("whsec_")
    expect(webhook.previous_secret_expires_at).to be_a(Time)
  end

  it "listWebhookDeliveries.ok" do
    page = client.webhooks.list_deliveries("whk_2sLq8Rt4VbNm6YcX", status: "failed", limit: 10)
    expect(page).to be_a(ContractAnalysis::Page)
    deliveries = page.first(3)
    expect(deliveries).to all(be_a(M::WebhookDelivery))
    expect(deliveries).to all(have_attributes(id: start_with("dlv_"), webhook_id: start_with("whk_"),
                                              event_id: start_with("evt_")))
    expect(page.next_cursor).to be_a(String) if page.has_more?
  end

  it "replayWebhookDelivery.accepted" do
    delivery = client.webhooks.replay_delivery("whk_2sLq8Rt4VbNm6YcX", "dlv_5Rk2Wm9QxT4nLb7C")
    expect(delivery).to be_a(M::WebhookDelivery)
    expect(delivery.id).to start_with("dlv_")
  end

  it "replayWebhookDelivery.conflict" do
    expect_error(ContractAnalysis::ConflictError, 409) do
      client("code=409").webhooks.replay_delivery("whk_2sLq8Rt4VbNm6YcX", "dlv_5Rk2Wm9QxT4nLb7C")
    end
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
    key = client.api_keys.create(name: "CI", scopes: ["contracts:read"])
    expect(key.id).to start_with("key_")
    expect(key.secret).to start_with("cas_")
  end

  it "createApiKey.forbidden" do
    expect_error(ContractAnalysis::PermissionDeniedError, 403) do
      client("code=403").api_keys.create(name: "CI", scopes: ["contracts:read"])
    end
  end

  it "deleteApiKey.ok" do
    expect(client.api_keys.delete("key_6Hn3Qw8ZtR2mLx5C").id).to start_with("key_")
  end

  it "deleteApiKey.not_found" do
    expect_error(ContractAnalysis::NotFoundError, 404) { client("code=404").api_keys.delete("key_missing") }
  end

  # OAuth
  it "createToken.ok" do
    token = client.oauth.create_token(client_id: "cli_9Qw2Er5TyU8iOp3A", client_secret: "cas_secret_x",
                                      scope: "contracts:read")
    expect(token.access_token).not_to be_empty
    expect(token.token_type).to eq("Bearer")
    expect(token.expires_in).to be > 0
  end

  it "createToken.invalid_client" do
    expect_error(ContractAnalysis::AuthenticationError, 401) do
      client("code=401").oauth.create_token(client_id: "cli_9Qw2Er5TyU8iOp3A", client_secret: "wrong")
    end
  end

  # Server errors
  it "retrieveContract.server_error" do
    expect_error(ContractAnalysis::InternalServerError, 500) do
      client("code=500").contracts.retrieve("ctr_4mT9qWzL2bXe7RkN")
    end
  end

  it "has one example per scenario id of scenarios.yaml" do
    ids = YAML.safe_load(File.read(SCENARIOS_FILE))["scenarios"].map { |s| s["id"] }
    own = RSpec.current_example.example_group.descendant_filtered_examples.map(&:description)
    expect(own - ["has one example per scenario id of scenarios.yaml"]).to match_array(ids)
  end
end
