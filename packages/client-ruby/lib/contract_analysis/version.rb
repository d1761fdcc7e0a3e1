# frozen_string_literal: true

module ContractAnalysis
  # Kept equal to package.json's version by tools/version-sync.mjs (changesets bump package.json).
  VERSION = "1.0.0"
end
