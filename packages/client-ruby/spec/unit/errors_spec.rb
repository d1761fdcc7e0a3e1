# frozen_string_literal: true

RSpec.describe "error mapping" do
  include_context "stub server"
  include Fixtures

  {
    400 => ContractAnalysis::BadRequestError,
    401 => ContractAnalysis::AuthenticationError,
    403 => ContractAnalysis::PermissionDeniedError,
    404 => ContractAnalysis::NotFoundError,
    409 => ContractAnalysis::ConflictError,
    413 => ContractAnalysis::APIError,
    415 => ContractAnalysis::APIError,
    422 => ContractAnalysis::UnprocessableEntityError,
    429 => ContractAnalysis::RateLimitError,
    500 => ContractAnalysis::InternalServerError,
    503 => ContractAnalysis::InternalServerError
  }.each do |status, klass|
    it "maps #{status} to #{klass.name.split('::').last}, with status, code, request_id and the problem" do
      code = { 409 => "idempotency_conflict", 413 => "document_too_large" }.fetch(status, "code_#{status}")
      stub.reply(status, problem(status, code, "req_#{status}"))
      error = nil
      begin
        client(max_retries: 0).contracts.retrieve("ctr_1")
      rescue ContractAnalysis::APIError => e
        error = e
      end
      expect(error).to be_an_instance_of(klass)
      expect(error).to be_a(ContractAnalysis::Error)
      expect(error.status).to eq(status)
      expect(error.code).to eq(code)
      expect(error.request_id).to eq("req_#{status}")
      expect(error.problem).to eq(problem(status, code, "req_#{status}"))
      expect(error.headers["content-type"]).to eq("application/problem+json")
      expect(error.message).to eq("#{status} #{code}: #{code} happened (request_id req_#{status})")
    end
  end

  it "takes the request id from the Request-Id header when the body has none, and keeps a non-JSON body" do
    stub.reply(502, "<html>Bad gateway</html>", "Content-Type" => "text/html", "Request-Id" => "req_header")
    expect { client(max_retries: 0).contracts.retrieve("ctr_1") }.to raise_error(ContractAnalysis::InternalServerError) { |e|
      expect(e.request_id).to eq("req_header")
      expect(e.problem).to be_nil
      expect(e.body).to eq("<html>Bad gateway</html>")
      expect(e.message).to include("Bad gateway")
    }
  end

  it "refuses a misspelt request option instead of ignoring it" do
    expect { client.contracts.retrieve("ctr_1", timout: 5) }.to raise_error(ArgumentError, /unknown option\(s\) timout/)
    expect(stub.requests).to be_empty
  end

  it "arranges the classes in one hierarchy" do
    expect(ContractAnalysis::APITimeoutError.ancestors).to include(ContractAnalysis::APIConnectionError)
    expect(ContractAnalysis::APIConnectionError.ancestors).to include(ContractAnalysis::Error)
    expect(ContractAnalysis::WebhookVerificationError.ancestors).to include(ContractAnalysis::Error)
    expect(ContractAnalysis::Error.ancestors).to include(StandardError)
  end
end
