# frozen_string_literal: true

# The official Ruby client for the Contract Analysis Service. The resources, their methods, the models and the
# error classes are generated from the spec (generated/lib: contract_analysis/sdk.rb and ContractAnalysisGenerated);
# lib/ holds the hand-written core they run on.
#
#   client = ContractAnalysis::Client.new # the key comes from CONTRACT_ANALYSIS_API_KEY
#   contract = client.contracts.review(document: Pathname("nda.txt"), document_type: "nda")
#   puts contract.review.risk_score
require "contract_analysis/version"
require "contract_analysis/errors"
require "contract_analysis/core"
require "contract_analysis/webhook"
require "contract_analysis/sdk"

module ContractAnalysis
  # The generated models (results of every call), under a public name.
  Models = ::ContractAnalysisGenerated
end
