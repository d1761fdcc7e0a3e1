# frozen_string_literal: true

require "contract_analysis/version"
require "contract_analysis/errors"
require "contract_analysis/retry"
require "contract_analysis/core"
require "contract_analysis/document"
require "contract_analysis/review"
require "contract_analysis/page"
require "contract_analysis/webhook"
require "contract_analysis/resources"

# The official Ruby client for the Contract Analysis Service.
#
#   client = ContractAnalysis::Client.new # the key comes from CONTRACT_ANALYSIS_API_KEY
#   review = client.contracts.review(file: File.open("nda.pdf", "rb"), document_type: "nda")
#   puts review.risk_score
#   review.issues.each { |issue| puts "#{issue.severity}: #{issue.title}" }
module ContractAnalysis
  # The generated models (results of every call), under a public name.
  Models = ::ContractAnalysisGenerated

  # The client. Authenticate with an API key (or CONTRACT_ANALYSIS_API_KEY) or with OAuth client credentials
  # (`client_id:`, `client_secret:`, `scope:`; the token is fetched and renewed before it expires).
  #
  # Failed requests are retried `max_retries` times (connection errors and time-outs, 408, 409 except
  # `idempotency_conflict`, 429 and 5xx) with exponential backoff and jitter, honouring Retry-After; a POST
  # or PATCH keeps one Idempotency-Key across its retries. `timeout` is in seconds.
  class Client
    attr_reader :contracts, :drafts, :benchmarks, :playbooks, :webhooks, :oauth

    def initialize(api_key: nil, client_id: nil, client_secret: nil, scope: nil, base_url: nil,
                   timeout: DEFAULT_TIMEOUT, max_retries: DEFAULT_MAX_RETRIES, retry_base_delay: 0.5,
                   default_headers: nil)
      @core = Core.new(api_key: api_key, client_id: client_id, client_secret: client_secret, scope: scope,
                       base_url: base_url, timeout: timeout, max_retries: max_retries,
                       retry_base_delay: retry_base_delay, default_headers: default_headers)
      @contracts = Resources::Contracts.new(@core)
      @drafts = Resources::Drafts.new(@core)
      @benchmarks = Resources::Benchmarks.new(@core)
      @playbooks = Resources::Playbooks.new(@core)
      @webhooks = Resources::Webhooks.new(@core)
      @oauth = Resources::OAuth.new(@core)
    end

    def base_url = @core.base_url

    def inspect
      "#<#{self.class.name} base_url=#{base_url.inspect}>"
    end
  end
end
