# frozen_string_literal: true

require "contract_analysis"

# The key comes from CONTRACT_ANALYSIS_API_KEY, the server from CONTRACT_ANALYSIS_BASE_URL (when set).
client = ContractAnalysis::Client.new

# Review the sample NDA shipped next to this file (a path, a File or the bytes all work).
contract = client.contracts.review(document: Pathname(File.join(__dir__, "nda.txt")), document_type: "nda")
review = contract.review
puts "#{contract.id} #{contract.status} risk #{review&.risk_score.inspect} (request #{contract.request_id})"
Array(review&.issues).each { |issue| puts "- [#{issue.severity}] #{issue.title}" }

# Lists are pages you can iterate: the client fetches the next page as you go.
client.contracts.list(limit: 5).first(5).each { |c| puts "#{c.id} #{c.status}" }

begin
  client.contracts.retrieve("ctr_does_not_exist", extra_headers: { "Prefer" => "code=404" }) # Prefer: for Prism only
rescue ContractAnalysis::NotFoundError => e
  puts "not found: #{e.status} #{e.code} #{e.request_id}"
end
