# frozen_string_literal: true

root = File.expand_path("..", __dir__)
unless File.exist?(File.join(root, "generated/lib/contract_analysis_generated.rb"))
  abort "generated/ is missing: run `pnpm --filter @contract-analysis/client-ruby build` first"
end
$LOAD_PATH.unshift File.join(root, "lib"), File.join(root, "generated/lib")
require "contract_analysis"
Dir[File.join(__dir__, "support/*.rb")].sort.each { |f| require f }

RSpec.configure do |config|
  config.disable_monkey_patching!
  config.expect_with(:rspec) { |c| c.syntax = :expect }
  config.warnings = false
end
