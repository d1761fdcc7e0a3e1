# frozen_string_literal: true

require "pathname"
require "stringio"
require "tempfile"

RSpec.describe "contracts.review" do
  include_context "stub server"
  include Fixtures

  let(:pdf) { "%PDF-1.7\n\xE2\xE3\xCF\xD3 binary \x00\xFF".b }

  def sent_document
    stub.requests.last.json["document"].unpack1("m0")
  end

  it "takes a File opened in binary mode, base64-encodes it and exposes risk_score and issues" do
    stub.reply(201, contract)
    Tempfile.create(["nda", ".pdf"], binmode: true) do |f|
      f.write(pdf)
      f.flush
      review = File.open(f.path, "rb") { |io| client.contracts.review(file: io, document_type: "nda") }
      expect(review.risk_score).to eq(46.0)
      expect(review.issues.map(&:title)).to eq(["Short survival"])
      expect(review.issues.first.severity).to eq("medium")
      expect(review.risk_level).to eq("medium")
      expect(review.status_code).to eq(201)
      expect(review.request_id).to eq("req_stub")
      expect(review.id).to eq("ctr_1")
      expect(review.sha256).to eq("0" * 64) # any other Contract field is delegated
      expect(sent_document).to eq(pdf)
      body = stub.requests.last.json
      expect(body["document_type"]).to eq("nda")
      expect(body["filename"]).to eq(File.basename(f.path))
    end
  end

  it "takes a String of bytes" do
    stub.reply(201, contract)
    client.contracts.review(file: pdf, document_type: "nda")
    expect(sent_document).to eq(pdf)
    expect(stub.requests.last.json).not_to have_key("filename")
  end

  it "takes text (a UTF-8 String that is no path) as the document" do
    stub.reply(201, contract)
    text = "MUTUAL NONDISCLOSURE AGREEMENT\n\nThe parties agree … to keep secrets.\n"
    client.contracts.review(file: text, document_type: "nda")
    expect(sent_document.force_encoding("UTF-8")).to eq(text)
  end

  it "takes a path, as a String or a Pathname" do
    Tempfile.create(["contract", ".pdf"], binmode: true) do |f|
      f.write(pdf)
      f.flush
      stub.reply(201, contract).reply(201, contract)
      client.contracts.review(file: f.path, document_type: "nda")
      expect(sent_document).to eq(pdf)
      expect(stub.requests.last.json["filename"]).to eq(File.basename(f.path))
      client.contracts.review(file: Pathname.new(f.path), document_type: "nda", filename: "mine.pdf")
      expect(sent_document).to eq(pdf)
      expect(stub.requests.last.json["filename"]).to eq("mine.pdf")
    end
  end

  it "takes any IO (StringIO) and refuses what it cannot read" do
    stub.reply(201, contract)
    client.contracts.review(file: StringIO.new(pdf), document_type: "nda")
    expect(sent_document).to eq(pdf)
    expect { client.contracts.review(file: 42, document_type: "nda") }.to raise_error(ArgumentError, /File\/IO/)
    expect { client.contracts.review(file: "missing-nda.pdf", document_type: "nda") }
      .to raise_error(ArgumentError, /no such file/)
    expect(stub.requests.size).to eq(1)
  end

  it "sends the key, JSON, both Accept types, options and metadata" do
    stub.reply(201, contract)
    client.contracts.review(file: pdf, document_type: :nda, options: { suggest_redlines: true },
                            metadata: { "matter" => "M-1" })
    request = stub.requests.last
    expect(request.method).to eq("POST")
    expect(request.path).to eq("/contracts/review")
    expect(request.header("authorization")).to eq("Bearer cas_test_k")
    expect(request.header("content-type")).to start_with("application/json")
    expect(request.header("accept")).to eq("application/json, application/problem+json")
    expect(request.header("user-agent")).to start_with("contract-analysis-ruby/#{ContractAnalysis::VERSION} (spec ") # user_agent_spec.rb
    expect(request.header("prefer")).to be_nil
    expect(request.json["options"]).to include("suggest_redlines" => true) # and the model's defaults
    expect(request.json["metadata"]).to eq("matter" => "M-1")
  end

  it "asks for an asynchronous review with Prefer: respond-async, merged with a caller's Prefer" do
    queued = contract(status: "queued", review: nil, completed_at: nil)
    stub.reply(202, queued).reply(202, queued)
    review = client.contracts.review(file: pdf, document_type: "nda", respond_async: true)
    expect(stub.requests.last.header("prefer")).to eq("respond-async")
    expect(review.status_code).to eq(202)
    expect(review.status).to eq("queued")
    expect(review.risk_score).to be_nil
    expect(review.issues).to eq([])
    client.contracts.review(file: pdf, document_type: "nda", respond_async: true,
                            extra_headers: { "Prefer" => "code=202" })
    expect(stub.requests.last.header("prefer")).to eq("respond-async, code=202")
  end

  it "reads the key from CONTRACT_ANALYSIS_API_KEY, and fails clearly without one" do
    stub.reply(200, contract)
    old = ENV.fetch("CONTRACT_ANALYSIS_API_KEY", nil)
    begin
      ENV["CONTRACT_ANALYSIS_API_KEY"] = "cas_test_from_env"
      ContractAnalysis::Client.new(base_url: stub.url).contracts.retrieve("ctr_1")
      expect(stub.requests.last.header("authorization")).to eq("Bearer cas_test_from_env")
      ENV.delete("CONTRACT_ANALYSIS_API_KEY")
      expect { ContractAnalysis::Client.new(base_url: stub.url) }
        .to raise_error(ContractAnalysis::ConfigurationError, /CONTRACT_ANALYSIS_API_KEY/)
    ensure
      old ? ENV["CONTRACT_ANALYSIS_API_KEY"] = old : ENV.delete("CONTRACT_ANALYSIS_API_KEY")
    end
  end

  it "asks about a document given as bytes" do
    answer = { "id" => "ans_1", "object" => "answer", "contract_id" => nil, "question" => "Term?",
               "answer" => "Two years.", "citations" => [], "confidence" => 0.9, "created_at" => "2026-11-20T09:14:08Z" }
    stub.reply(200, answer)
    result = client.contracts.ask(question: "Term?", file: pdf, document_type: "nda")
    expect(result.answer).to eq("Two years.")
    expect(sent_document).to eq(pdf)
    expect(stub.requests.last.json).not_to have_key("contract_id")
  end
end
