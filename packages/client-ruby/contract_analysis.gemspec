# frozen_string_literal: true

require_relative "lib/contract_analysis/version"

Gem::Specification.new do |s|
  s.name        = "contract_analysis"
  s.version     = ContractAnalysis::VERSION
  s.summary     = "Official Ruby client for the Contract Analysis Service"
  s.description = "Contract review (risk scores, issues, redlines), ask, draft, benchmarks, playbooks and " \
                  "webhooks. Generated from the service's OpenAPI spec by openapi-generator, with a hand-written face."
  s.authors     = ["Contract Analysis"]
  s.email       = ["api-support@contract-analysis.example"]
  s.homepage    = "https://docs.contract-analysis.example"
  s.license     = "MIT"
  s.required_ruby_version = ">= 3.0"
  s.metadata    = { "documentation_uri" => "https://docs.contract-analysis.example" }

  # lib/: the face (ContractAnalysis). generated/lib/: the code openapi-generator writes on every build
  # (ContractAnalysisGenerated, private). Both are on the load path.
  s.files = Dir["lib/**/*.rb"] + Dir["generated/lib/**/*.rb"] + ["README.md"]
  s.require_paths = ["lib", "generated/lib"]

  # Debian packages provide these (ruby-typhoeus 1.4.0, ruby-json); there is no RubyGems registry here.
  s.add_runtime_dependency "typhoeus", "~> 1.4"
  s.add_runtime_dependency "json", ">= 2.5"
end
