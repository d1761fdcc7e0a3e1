# frozen_string_literal: true

require "fileutils"
require "json"
require "open3"
require "stringio"
require "tmpdir"

# What users of Stainless and Stripe SDKs expect, against the local stub server: typed keyword arguments, per-request
# options, raw responses and request ids, with_options, debug logging without secrets, JSON models, polling, binary
# downloads and the caller's own errors.
RSpec.describe ContractAnalysis::Client do
  include Fixtures
  include_context "stub server"

  let(:root) { File.expand_path("../../../..", __dir__) }
  let(:bundle) { JSON.parse(File.read(File.join(root, "spec/dist/openapi.json"))) }

  describe "the generated surface" do
    it "has one method per operation, named by x-sdk, and one sample per operation" do
      samples = JSON.parse(File.read(File.expand_path("../../generated/samples.json", __dir__)))
      operations = bundle["paths"].values.flat_map { |item| item.values.select { |op| op.is_a?(Hash) && op["operationId"] } }
      expect(operations.size).to eq(ContractAnalysis::OPERATIONS.size)
      operations.each do |op|
        resource = op["x-sdk"]["resource"].gsub(/([a-z0-9])([A-Z])/, '\1_\2').downcase
        method = op["x-sdk"]["method"].gsub(/([a-z0-9])([A-Z])/, '\1_\2').downcase
        expect(client.public_send(resource)).to respond_to(method)
        expect(samples.dig(op["operationId"], "source")).to include("client.#{resource}.#{method}")
        expect(samples.dig(op["operationId"], "lang")).to eq("Ruby")
        expect(client.public_send(resource)).to respond_to("#{method}_and_poll") if op["x-sdk"]["respond_async"]
      end
    end

    it "makes a new operation of the spec a method, with no client code written by hand" do
      spec = JSON.parse(JSON.generate(bundle))
      spec["paths"]["/things/{id}/frobnicate"] = { "post" => {
        "operationId" => "frobnicateThing", "x-sdk" => { "resource" => "things", "method" => "frobnicate" },
        "security" => [{ "ApiKey" => [] }],
        "parameters" => [{ "name" => "id", "in" => "path", "required" => true, "schema" => { "type" => "string" } }],
        "requestBody" => { "required" => true, "content" => { "application/json" => { "schema" => {
          "type" => "object", "required" => ["level"], "properties" => { "level" => { "type" => "integer" } } } } } },
        "responses" => { "200" => { "description" => "ok", "content" => { "application/json" => {
          "schema" => { "$ref" => "#/components/schemas/Contract" } } } } }
      } }
      Dir.mktmpdir do |dir|
        FileUtils.mkdir_p(["#{dir}/dist", "#{dir}/contract-tests", "#{dir}/out/lib/contract_analysis_generated"])
        File.write("#{dir}/dist/openapi.json", JSON.generate(spec))
        FileUtils.cp(File.join(root, "spec/contract-tests/vectors.yaml"), "#{dir}/contract-tests/")
        FileUtils.ln_s(File.expand_path("../../generated/lib/contract_analysis_generated/models", __dir__), "#{dir}/out/lib/contract_analysis_generated/models")
        out, status = Open3.capture2e("node", File.join(root, "tools/openapi-generator/ruby-sdk.mjs"), "#{dir}/dist/openapi.json", "#{dir}/out", "#{dir}/out/samples.json")
        expect(status).to be_success, out
        stub.reply(200, contract(id: "ctr_9"))
        script = <<~RUBY
          require "contract_analysis"
          client = ContractAnalysis::Client.new(api_key: "cas_test_k", base_url: #{stub.url.inspect})
          puts client.things.frobnicate("thg 1", level: 3).id
          begin
            client.things.frobnicate("thg_1", level: 3, levle: 3)
          rescue ArgumentError => e
            puts e.message
          end
        RUBY
        lib = File.expand_path("../../lib", __dir__)
        out, status = Open3.capture2e(RbConfig.ruby, "-I#{lib}", "-I#{dir}/out/lib", "-I#{File.expand_path('../../generated/lib', __dir__)}", "-e", script)
        expect(status).to be_success, out
        expect(out.lines.map(&:strip)).to eq(["ctr_9", "unknown keyword: :levle"])
        expect([stub.requests.last.method, stub.requests.last.path, stub.requests.last.json]).to eq(["POST", "/things/thg%201/frobnicate", { "level" => 3 }])
        expect(JSON.parse(File.read("#{dir}/out/samples.json")).dig("frobnicateThing", "source")).to include("client.things.frobnicate(")
      end
    end

    it "generates one error class per x-sdk-error name, by status" do
      expect(ContractAnalysis::ERRORS[404]).to be(ContractAnalysis::NotFoundError)
      expect(ContractAnalysis::ERRORS[413]).to be(ContractAnalysis::PayloadTooLargeError)
      expect(ContractAnalysis::NotAcceptableError.ancestors).to include(ContractAnalysis::APIError)
    end
  end

  describe "keyword arguments" do
    it "rejects an unknown keyword, a missing required one and an unknown key of an object field, before any request" do
      expect { client.contracts.retrieve("ctr_1", include_text: true) }.to raise_error(ArgumentError, /unknown keyword: :include_text/)
      expect { client.contracts.review(document_type: "nda") }.to raise_error(ArgumentError, /missing keyword: :document/)
      expect { client.contracts.review(document: "text\n", document_type: "nda", options: { suggest_redline: true }) }
        .to raise_error(ArgumentError, /suggest_redline/)
      expect(stub.requests).to be_empty
    end

    it "sends path parameters encoded, query parameters, and body fields (a model or a Hash) as JSON" do
      stub.reply(200, contract).reply(201, contract)
      client.contracts.retrieve("ctr 1/x", include: "text")
      expect(stub.requests[0].path).to eq("/contracts/ctr%201%2Fx?include=text")
      options = ContractAnalysis::Models::ReviewOptions.new(suggest_redlines: true)
      client.contracts.review(document: "Mutual NDA\n", document_type: "nda", options: options, metadata: { ref: "A-1" })
      expect(stub.requests[1].json).to include("document_type" => "nda", "metadata" => { "ref" => "A-1" })
      expect(stub.requests[1].json["options"]).to include("suggest_redlines" => true)
      expect(stub.requests[1].json["document"].unpack1("m0")).to eq("Mutual NDA\n")
    end
  end

  describe "per-request options" do
    it "takes extra_headers, idempotency_key and max_retries on any call" do
      stub.reply(500, problem(500, "internal_error")).reply(201, bundle.dig("components", "schemas", "Webhook", "example"))
      client.webhooks.create(url: "https://example.com/h", events: ["contract.review.completed"],
                             extra_headers: { "X-Trace" => "t-1" }, idempotency_key: "key-1", max_retries: 1)
      expect(stub.requests.map { |r| [r.header("x-trace"), r.header("idempotency-key")] }).to eq([%w[t-1 key-1]] * 2)
      stub.reply(500, problem(500, "internal_error"))
      expect { client.webhooks.retrieve("whk_1", max_retries: 0) }.to raise_error(ContractAnalysis::InternalServerError)
      expect(stub.requests.size).to eq(3)
    end

    it "takes a timeout per call (a hung answer is an APITimeoutError)" do
      stub.hang
      expect { client.contracts.retrieve("ctr_1", timeout: 0.2, max_retries: 0) }.to raise_error(ContractAnalysis::APITimeoutError)
    end
  end

  describe "responses" do
    it "gives the raw response and the request id of every call" do
      stub.reply(200, contract, "Request-Id" => "req_a").reply(200, contract, "Request-Id" => "req_b")
      raw = client.contracts.with_raw_response.retrieve("ctr_1")
      expect([raw.status, raw.request_id, raw.headers["content-type"]]).to eq([200, "req_a", "application/json"])
      expect(raw.data).to be_a(ContractAnalysis::Models::Contract)
      model = client.contracts.retrieve("ctr_1")
      expect([model.request_id, model.last_response.status]).to eq(["req_b", 200])
      stub.reply(200, { "object" => "list", "data" => [], "has_more" => false, "next_cursor" => nil }, "Request-Id" => "req_c")
      expect(client.webhooks.list.last_response.request_id).to eq("req_c")
    end

    it "reads key terms with their sources and whose notice, and key terms without them as before" do
      key_terms = {
        "parties" => ["Acme Corp.", "Beta LLC"], "mutual" => true, "effective_date" => nil, "term" => nil,
        "survival" => nil, "governing_law" => nil, "jurisdiction" => nil, "notice_period" => "P30D",
        "liability_cap" => nil, "notice_period_given_by" => "either_party",
        "sources" => { "governing_law" => { "kind" => "by_reference", "reference" => "the Cover Page", "quote" => "[Governing Law]" },
                       "term" => { "kind" => "blank", "reference" => nil, "quote" => "[●] years" } }
      }
      stub.reply(200, contract(key_terms: key_terms))
      kt = client.contracts.retrieve("ctr_1").key_terms
      expect(kt.notice_period_given_by).to eq("either_party")
      expect([kt.sources.governing_law.kind, kt.sources.governing_law.reference, kt.sources.governing_law.quote])
        .to eq(["by_reference", "the Cover Page", "[Governing Law]"])
      expect([kt.sources.term.kind, kt.sources.term.reference]).to eq(["blank", nil])
      expect(kt.sources.survival).to be_nil
      stub.reply(200, contract(key_terms: key_terms.reject { |k, _| %w[sources notice_period_given_by].include?(k) }))
      older = client.contracts.retrieve("ctr_1").key_terms
      expect([older.sources, older.notice_period_given_by, older.notice_period]).to eq([nil, nil, "P30D"])
    end

    it "reads the parties' source when the list is empty" do
      key_terms = {
        "parties" => [], "mutual" => true, "effective_date" => nil, "term" => nil, "survival" => nil,
        "governing_law" => nil, "jurisdiction" => nil, "notice_period" => nil, "liability_cap" => nil,
        "sources" => { "parties" => { "kind" => "by_reference", "reference" => "the Order Form", "quote" => "The parties are named in the Order Form" } }
      }
      stub.reply(200, contract(key_terms: key_terms))
      kt = client.contracts.retrieve("ctr_1").key_terms
      expect(kt.parties).to eq([])
      expect([kt.sources.parties.kind, kt.sources.parties.reference, kt.sources.parties.quote])
        .to eq(["by_reference", "the Order Form", "The parties are named in the Order Form"])
    end

    it "reads how the term ends (term_kind, renewal_term), a kind it does not know as sent, and key terms without them" do
      key_terms = {
        "parties" => ["Acme Corp.", "Beta LLC"], "mutual" => true, "effective_date" => nil, "term" => "P2Y",
        "survival" => nil, "governing_law" => nil, "jurisdiction" => nil, "notice_period" => "P60D",
        "liability_cap" => nil, "term_kind" => "renewing", "renewal_term" => "P1Y"
      }
      stub.reply(200, contract(key_terms: key_terms))
      kt = client.contracts.retrieve("ctr_1").key_terms
      expect([kt.term, kt.term_kind, kt.renewal_term]).to eq(["P2Y", "renewing", "P1Y"])
      stub.reply(200, contract(key_terms: key_terms.merge("term" => nil, "term_kind" => "until_terminated", "renewal_term" => nil)))
      kt = client.contracts.retrieve("ctr_1").key_terms
      expect([kt.term, kt.term_kind, kt.renewal_term]).to eq([nil, "until_terminated", nil])
      stub.reply(200, contract(key_terms: key_terms.merge("term_kind" => "until_milestone")))
      expect(client.contracts.retrieve("ctr_1").key_terms.term_kind).to eq("until_milestone")
      stub.reply(200, contract(key_terms: key_terms.reject { |k, _| %w[term_kind renewal_term].include?(k) }))
      older = client.contracts.retrieve("ctr_1").key_terms
      expect([older.term_kind, older.renewal_term, older.term]).to eq([nil, nil, "P2Y"])
    end

    it "serialises models to JSON (to_h, to_json), times as RFC 3339" do
      stub.reply(200, contract)
      model = client.contracts.retrieve("ctr_1")
      expect(model.to_h).to include("id" => "ctr_1", "created_at" => "2026-11-20T09:14:07Z")
      expect(JSON.parse(model.to_json)).to eq(model.to_h)
      expect(JSON.parse(JSON.generate("contract" => model))["contract"]["review"]["risk_score"]).to eq(46.0)
    end

    it "returns a binary answer as bytes with a save-to-file helper, asking for the operation's media type" do
      docx = "PK\x03\x04docx bytes".b
      stub.reply(200, docx, "Content-Type" => "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                            "Content-Disposition" => 'attachment; filename="nda-redlined.docx"')
      download = client.contracts.download("ctr_1")
      expect([download.bytes, download.filename]).to eq([docx, "nda-redlined.docx"])
      expect(download.last_response.status).to eq(200)
      expect(stub.requests.last.header("accept")).to include("wordprocessingml.document")
      Dir.mktmpdir do |dir|
        download.write_to_file(File.join(dir, "out.docx"))
        expect(File.binread(File.join(dir, "out.docx"))).to eq(docx)
      end
    end

    it "polls a respond-async operation until the resource is completed" do
      stub.reply(202, contract(status: "queued", review: nil)).reply(200, contract(status: "processing", review: nil))
      stub.reply(200, contract)
      result = client.contracts.review_and_poll(document: "Mutual NDA\n", document_type: "nda", poll_interval: 2.5)
      expect(result.status).to eq("completed")
      expect(result.review.risk_score).to eq(46.0)
      expect(stub.requests.map { |r| [r.method, r.path] }).to eq([%w[POST /contracts/review], %w[GET /contracts/ctr_1], %w[GET /contracts/ctr_1]])
      expect(stub.requests[0].header("prefer")).to eq("respond-async")
      expect(pauses).to eq([2.5, 2.5])
    end
  end

  describe "the caller's own errors" do
    it "raises Errno::ENOENT for a missing file and ArgumentError for something that is not a document, sending nothing" do
      expect { client.contracts.review(document: "no-such-nda.pdf", document_type: "nda") }.to raise_error(Errno::ENOENT)
      expect { client.contracts.review(document: Pathname("no/such.pdf"), document_type: "nda") }.to raise_error(Errno::ENOENT)
      expect { client.contracts.review(document: 42, document_type: "nda") }.to raise_error(ArgumentError)
      expect(stub.requests).to be_empty
    end

    it "reads a File, a Pathname, a path and bytes" do
      Dir.mktmpdir do |dir|
        path = File.join(dir, "nda.txt")
        File.write(path, "NDA text")
        4.times { stub.reply(201, contract) }
        [File.open(path, "rb"), Pathname(path), path, "NDA text".b].each { |doc| client.contracts.review(document: doc, document_type: "nda") }
      end
      expect(stub.requests.map { |r| r.json["document"].unpack1("m0") }).to all(eq("NDA text"))
    end
  end

  describe "with_options" do
    it "copies the client with changed options and leaves the original alone" do
      copy = client(timeout: 30).with_options(max_retries: 0, default_headers: { "X-Tenant" => "t1" })
      expect([copy.max_retries, copy.timeout]).to eq([0, 30])
      expect(client.max_retries).to eq(2)
      stub.reply(503, problem(503, "internal_error"))
      expect { copy.contracts.retrieve("ctr_1") }.to raise_error(ContractAnalysis::InternalServerError)
      expect(stub.requests.map { |r| r.header("x-tenant") }).to eq(["t1"])
      expect { client.with_options(max_retry: 1) }.to raise_error(ArgumentError, /max_retry/)
    end
  end

  describe "debug logging" do
    around do |example|
      saved = [ENV.fetch("CONTRACT_ANALYSIS_LOG", nil), $stderr]
      ENV["CONTRACT_ANALYSIS_LOG"] = "debug"
      $stderr = StringIO.new
      example.run
    ensure
      ENV["CONTRACT_ANALYSIS_LOG"] = saved[0]
      $stderr = saved[1]
    end

    it "logs every attempt when CONTRACT_ANALYSIS_LOG=debug, never a key, a secret or a token" do
      stub.reply(200, "access_token" => "tok_secret_9", "token_type" => "Bearer", "expires_in" => 900,
                      "scope" => "contracts:read")
      stub.reply(503, problem(503, "internal_error")).reply(200, contract, "Request-Id" => "req_log")
      ContractAnalysis::Client.new(client_id: "cli_1", client_secret: "sec_very_secret", base_url: stub.url)
                              .contracts.retrieve("ctr_1")
      ContractAnalysis::Client.new(api_key: "cas_test_secretkey", base_url: stub.url).tap { stub.reply(200, contract) }
                              .contracts.retrieve("ctr_1")
      log = $stderr.string
      expect(log).to include("retrieveContract: GET /contracts/ctr_1 attempt 2", "200 request_id req_log", "retrying in")
      expect(log).to include("Authorization: [redacted]")
      expect(log).not_to include("tok_secret_9")
      expect(log).not_to include("sec_very_secret")
      expect(log).not_to include("cas_test_secretkey")
      expect(ContractAnalysis::Client.new(api_key: "cas_test_secretkey", base_url: stub.url).inspect).not_to include("secretkey")
    end

    it "is silent without the variable" do
      ENV.delete("CONTRACT_ANALYSIS_LOG")
      stub.reply(200, contract)
      client.contracts.retrieve("ctr_1")
      expect($stderr.string).to be_empty
    end
  end

  it "sends its User-Agent: the gem's version, the spec's and Ruby's" do
    stub.reply(200, contract)
    client.contracts.retrieve("ctr_1")
    expect(stub.requests.last.header("user-agent"))
      .to eq("contract-analysis-ruby/#{ContractAnalysis::VERSION} (spec #{bundle['info']['version']}; ruby #{RUBY_VERSION})")
  end
end
