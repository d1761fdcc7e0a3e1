# frozen_string_literal: true

# Smoke test of the installed gem contract_analysis (see README.md).
require "json"
require "contract_analysis"

spec = Gem.loaded_specs["contract_analysis"] or abort "smoke: the contract_analysis gem is not loaded"
gem_home = File.expand_path(ENV.fetch("GEM_HOME"))
unless spec.full_gem_path.start_with?(gem_home + File::SEPARATOR)
  abort "smoke: the client was loaded from #{spec.full_gem_path}, not from GEM_HOME (#{gem_home})"
end

document = ENV.fetch("CONTRACT_ANALYSIS_SMOKE_DOCUMENT")
client = ContractAnalysis::Client.new(max_retries: 0, timeout: 30) # key and base URL from the environment
contract = File.open(document, "rb") { |file| client.contracts.review(document: file, document_type: "nda") }
review = contract.review

fail_with = ->(message) { abort "smoke: #{message}" }
fail_with.call("status is #{contract.status}") unless contract.status.to_s == "completed"
score = review.risk_score
fail_with.call("risk_score is #{score.inspect}") unless score.is_a?(Numeric) && score.between?(0, 100)
fail_with.call("no issues") if review.issues.nil? || review.issues.empty?
review.issues.each do |issue|
  ok = %w[low medium high critical].include?(issue.severity.to_s) && !issue.title.to_s.empty?
  fail_with.call("bad issue #{issue.inspect}") unless ok
end
first = review.issues.first
puts JSON.generate(
  language: "ruby",
  version: ContractAnalysis::VERSION,
  runtime: "ruby #{RUBY_VERSION}",
  id: contract.id,
  request_id: contract.request_id,
  risk_score: score,
  risk_level: review.risk_level.to_s,
  issues: review.issues.size,
  first_issue: "[#{first.severity}] #{first.title}",
  loaded_from: spec.full_gem_path
)
