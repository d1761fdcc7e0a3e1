# frozen_string_literal: true

require "json"

RSpec.describe "User-Agent" do
  include_context "stub server"
  include Fixtures

  package = File.expand_path("../..", __dir__)
  spec_version = JSON.parse(File.read(File.join(package, "../../spec/dist/openapi.json")))["info"]["version"]
  bridge_version = JSON.parse(File.read(File.join(package, "package.json")))["version"]

  it "names the client and its version, the spec of the bundle it was generated from, and Ruby" do
    stub.reply(404, problem(404, "not_found", "req_1"))
    expect { client(max_retries: 0).contracts.retrieve("ctr_1") }.to raise_error(ContractAnalysis::NotFoundError)
    expect(stub.requests.first.header("User-Agent"))
      .to eq("contract-analysis-ruby/#{bridge_version} (spec #{spec_version}; ruby #{RUBY_VERSION})")
  end

  it "takes the spec version from the generated client's default User-Agent" do
    expect(ContractAnalysis.user_agent("contract-analysis-ruby/9.9.9 (spec 3.4.5)"))
      .to eq("contract-analysis-ruby/#{ContractAnalysis::VERSION} (spec 3.4.5; ruby #{RUBY_VERSION})")
    expect(ContractAnalysis.user_agent("OpenAPI-Generator/1.0.0/ruby")).to include("(spec unknown; ruby ")
  end
end
