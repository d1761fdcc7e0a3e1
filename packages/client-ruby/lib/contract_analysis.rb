# frozen_string_literal: true

# The official Ruby client for the Contract Analysis Service: a hand-written core (lib/) under the resources, models
# and error classes generated from the spec (generated/lib). See README.md.
%w[version errors core webhook sdk].each { |file| require "contract_analysis/#{file}" }

module ContractAnalysis
  Models = ::ContractAnalysisGenerated # the generated models (results of every call), under a public name
end
