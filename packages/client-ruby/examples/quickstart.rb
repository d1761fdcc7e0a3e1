# frozen_string_literal: true

require "contract_analysis"

client = ContractAnalysis::Client.new # reads CONTRACT_ANALYSIS_API_KEY (and CONTRACT_ANALYSIS_BASE_URL, if set)

review = File.open("nda.pdf", "rb") { |file| client.contracts.review(file: file, document_type: "nda") }
puts "#{review.id} #{review.status} #{review.risk_score.inspect}"
review.issues.each { |issue| puts "- [#{issue.severity}] #{issue.title}" }

client.contracts.list(limit: 20).data.each do |contract| # iterate the Page itself to walk every page
  puts "#{contract.id} #{contract.status}"
end

begin
  client.contracts.retrieve("ctr_does_not_exist", extra_headers: { "Prefer" => "code=404" }) # Prefer: for Prism only
rescue ContractAnalysis::NotFoundError => e
  puts "not found: #{e.status} #{e.code} #{e.request_id}"
end
