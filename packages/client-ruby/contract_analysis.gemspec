# frozen_string_literal: true

require_relative "lib/contract_analysis/version"

Gem::Specification.new do |s|
  s.name        = "contract_analysis"
  s.version     = ContractAnalysis::VERSION
  s.summary     = "Official Ruby client for the Contract Analysis Service"
  s.description = "Contract review (risk scores, issues, redlines), ask, draft, downloads, benchmarks, playbooks, " \
                  "webhooks and API keys. Resources and models generated from the service's OpenAPI spec, on a small " \
                  "hand-written core (Net::HTTP)."
  s.authors     = ["Contract Analysis"]
  s.email       = ["api-support@contract-analysis.example"]
  s.homepage    = "https://docs.contract-analysis.example"
  s.license     = "MIT"
  s.required_ruby_version = ">= 3.0"
  s.metadata    = { "documentation_uri" => "https://docs.contract-analysis.example" }

  # lib/: the hand-written core. generated/lib/: what every build writes from the spec, the resource layer
  # (contract_analysis/sdk.rb, tools/openapi-generator/ruby-sdk.mjs) and openapi-generator's models
  # (ContractAnalysisGenerated). Both are on the load path; the generated Typhoeus ApiClient is not shipped.
  s.files = Dir["lib/**/*.rb"] + Dir["generated/lib/contract_analysis/**/*.rb"] +
            Dir["generated/lib/contract_analysis_generated/{api_model_base,version}.rb"] +
            Dir["generated/lib/contract_analysis_generated/models/*.rb"] + ["README.md"]
  s.require_paths = ["lib", "generated/lib"]

  # Net::HTTP, Logger and JSON are Ruby's own; json is also the Debian package ruby-json here.
  s.add_runtime_dependency "json", ">= 2.5"
end
