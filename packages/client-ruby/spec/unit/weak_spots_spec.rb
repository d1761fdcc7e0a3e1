# frozen_string_literal: true

require "json"
require "uri"

# The generator's weak spots, handled deliberately (see tools/openapi-generator/README.md and FINDINGS.md).
RSpec.describe "generated code: weak spots" do
  include Fixtures

  def build(hash)
    ContractAnalysis::Models::Contract.build_from_hash(JSON.parse(JSON.generate(hash), symbolize_names: true))
  end

  describe "enums that grow" do
    it "keeps a value this version does not know, in $ref and inline enums (template overrides)" do
      data = contract(status: "archived", document_type: "franchise")
      data["review"]["risk_level"] = "extreme"                   # $ref RiskLevel (partial_model_enum_class)
      data["review"]["issues"][0]["severity"] = "blocker"        # $ref Severity
      data["review"]["checks"][0]["outcome"] = "partially_entailed" # inline enum (partial_model_generic)
      data["review"]["checks"][0]["position"] = "negotiable"        # inline, optional
      c = build(data)
      expect(c.status).to eq("archived")
      expect(c.document_type).to eq("franchise")
      expect(c.review.risk_level).to eq("extreme")
      expect(c.review.issues[0].severity).to eq("blocker")
      expect(c.review.checks[0].outcome).to eq("partially_entailed")
      expect(c.review.checks[0].position).to eq("negotiable")
      expect(c.to_hash[:review][:checks][0][:outcome]).to eq("partially_entailed") # round-trips
    end

    it "still maps known values to the enum constants" do
      expect(ContractAnalysis::Models::RiskLevel.build_from_hash("low")).to eq(ContractAnalysis::Models::RiskLevel::LOW)
      expect(ContractAnalysis::Models::RiskLevel.all_vars).to eq(%w[low medium high critical]) # no unknown_default_open_api sentinel
      expect(ContractAnalysis::Models::Check.new(check_id: "c", title: "t", outcome: "entailed", evidence: []).outcome).to eq("entailed")
    end

    it "does not fail a whole response over a new value" do
      stub = StubServer.new
      data = contract(status: "archived")
      data["review"]["checks"][0]["outcome"] = "partially_entailed"
      stub.reply(200, data)
      c = ContractAnalysis::Client.new(api_key: "k", base_url: stub.url).contracts.retrieve("ctr_1")
      expect(c.status).to eq("archived")
      expect(c.review.checks[0].outcome).to eq("partially_entailed")
    ensure
      stub&.close
    end
  end

  describe "nullable fields" do
    it "reads null as nil and writes it back as null" do
      data = contract(filename: nil, pages: nil, completed_at: nil)
      data["review"]["risk_score"] = nil # type: [number, 'null']
      data["review"]["risk_level"] = nil # anyOf [$ref, {type: 'null'}]
      c = build(data)
      expect(c.filename).to be_nil
      expect(c.completed_at).to be_nil
      expect(c.review.risk_score).to be_nil
      expect(c.review.risk_level).to be_nil
      hash = c.to_hash
      expect(hash).to include(filename: nil, completed_at: nil, error: nil)
      expect(hash[:review]).to include(risk_score: nil, risk_level: nil) # kept as null, not dropped
    end

    it "reads a null review (queued contract)" do
      c = build(contract(status: "queued", review: nil))
      expect(c.review).to be_nil
      expect(c.to_h["review"]).to be_nil
    end
  end

  describe "format: byte" do
    include_context "stub server"

    it "is a plain String in the generated model, so the core (x-sdk.document) sends standard padded base64" do
      expect(ContractAnalysis::Models::ReviewRequest.openapi_types[:document]).to eq(:String)
      stub.reply(201, contract)
      client.contracts.review(document: "x".b * 1000, document_type: "nda")
      sent = stub.requests.last.json["document"]
      expect(sent).not_to include("\n") # strict: no line breaks every 60 characters
      expect(sent.unpack1("m0")).to eq("x" * 1000)
    end
  end

  describe "the Event oneOf with its discriminator" do
    let(:event) do
      { "id" => "evt_1", "object" => "event", "type" => "contract.review.completed",
        "created_at" => "2026-11-20T09:14:08Z", "livemode" => false, "data" => { "object" => contract } }
    end

    it "types each event by `type` through the mapping" do
      parsed = ContractAnalysis.parse_event(JSON.generate(event))
      expect(parsed).to be_a(ContractAnalysis::Models::ContractReviewCompletedEvent)
      expect(parsed.data.object.review.risk_score).to eq(46.0)
      failed = event.merge("type" => "contract.review.failed",
                           "data" => { "object" => contract(status: "failed", review: nil,
                                                            error: problem(422, "unreadable_document")) })
      expect(ContractAnalysis.parse_event(failed)).to be_a(ContractAnalysis::Models::ContractReviewFailedEvent)
    end

    it "gives an UnknownEvent for a type this version does not know (the generated build answers nil)" do
      unknown = event.merge("type" => "contract.archived")
      expect(ContractAnalysis::Models::Event.build(JSON.parse(JSON.generate(unknown), symbolize_names: true))).to be_nil
      parsed = ContractAnalysis.parse_event(unknown)
      expect(parsed).to be_a(ContractAnalysis::UnknownEvent)
      expect(parsed.type).to eq("contract.archived")
      expect(parsed.id).to eq("evt_1")
    end
  end

  describe "over HTTP" do
    include_context "stub server"

    it "iterates every page (Enumerable) with starting_after = next_cursor" do
      stub.reply(200, "object" => "list", "data" => [contract(id: "ctr_1"), contract(id: "ctr_2")],
                      "has_more" => true, "next_cursor" => "ctr_2")
      stub.reply(200, "object" => "list", "data" => [contract(id: "ctr_3")], "has_more" => false, "next_cursor" => nil)
      page = client.contracts.list(limit: 2)
      expect(page.data.map(&:id)).to eq(%w[ctr_1 ctr_2])
      expect(page.has_more?).to be(true)
      expect(page.map(&:id)).to eq(%w[ctr_1 ctr_2 ctr_3])
      expect(stub.requests.size).to eq(2)
      query = URI.decode_www_form(URI(stub.requests[1].path).query).to_h
      expect(query).to eq("limit" => "2", "starting_after" => "ctr_2")
      expect(page.first).to be_a(ContractAnalysis::Models::Contract) # lazily: no further request for the first item
      expect(stub.requests.size).to eq(2)
      stub.reply(200, "object" => "list", "data" => [contract(id: "ctr_3")], "has_more" => false, "next_cursor" => nil)
      expect(page.each_page.map { |p| p.data.size }).to eq([2, 1]) # walks the pages (fetching page 2 again)
    end

    it "sends array query parameters exploded (?clause_type=a&clause_type=b)" do
      stub.reply(200, "object" => "list", "data" => [], "has_more" => false, "next_cursor" => nil)
      client.benchmarks.list(clause_type: %w[term governing_law], industry: "software")
      expect(URI(stub.requests.last.path).query).to eq("clause_type=term&clause_type=governing_law&industry=software")
    end

    it "reads `deleted: true` (enum [true] in the spec) as a boolean" do
      stub.reply(200, "id" => "whk_1", "object" => "webhook", "deleted" => true)
      expect(client.webhooks.delete("whk_1").deleted).to be(true)
    end

    it "exchanges OAuth client credentials (form-encoded) and renews the token before it expires" do
      stub.reply(200, "access_token" => "tok_1", "token_type" => "Bearer", "expires_in" => 1, "scope" => "contracts:read")
      stub.reply(200, contract)
      stub.reply(200, "access_token" => "tok_2", "token_type" => "Bearer", "expires_in" => 900, "scope" => "contracts:read")
      stub.reply(200, contract).reply(200, contract)
      c = ContractAnalysis::Client.new(client_id: "cli_1", client_secret: "sec", scope: "contracts:read", base_url: stub.url)
      skew = 0.0 # the clock moves on by a second here instead of the test sleeping
      allow(Process).to receive(:clock_gettime).and_wrap_original { |original, *args| original.call(*args) + skew }
      c.contracts.retrieve("ctr_1")
      skew = 1.0 # the first token has expired (renewed early, within its last 10%)
      c.contracts.retrieve("ctr_1")
      c.contracts.retrieve("ctr_1")
      token = stub.requests[0]
      expect(token.path).to eq("/oauth/token")
      expect(token.header("content-type")).to start_with("application/x-www-form-urlencoded")
      expect(token.header("authorization")).to be_nil
      expect(URI.decode_www_form(token.body).to_h).to eq("grant_type" => "client_credentials", "client_id" => "cli_1",
                                                          "client_secret" => "sec", "scope" => "contracts:read")
      auths = stub.requests.reject { |r| r.path == "/oauth/token" }.map { |r| r.header("authorization") }
      expect(auths).to eq(["Bearer tok_1", "Bearer tok_2", "Bearer tok_2"])
      expect(stub.requests.count { |r| r.path == "/oauth/token" }).to eq(2)
    end

    it "returns the test event typed by its type, or an UnknownEvent" do
      event = { "id" => "evt_1", "object" => "event", "type" => "contract.review.completed",
                "created_at" => "2026-11-20T09:14:08Z", "livemode" => false, "data" => { "object" => contract } }
      stub.reply(202, event).reply(202, event.merge("type" => "contract.archived"))
      expect(client.webhooks.test("whk_1", type: "contract.review.completed")).to be_a(ContractAnalysis::Models::ContractReviewCompletedEvent)
      expect(stub.requests.last.json).to eq("type" => "contract.review.completed")
      expect(stub.requests.last.header("idempotency-key")).not_to be_nil
      expect(client.webhooks.test("whk_1")).to be_a(ContractAnalysis::UnknownEvent)
    end
  end
end
