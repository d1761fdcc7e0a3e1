#!/usr/bin/env bash
# Unit tests (rspec, against a local stub server), then the contract suite against Prism through the shared
# harness (when it exists).
set -euo pipefail
cd "$(dirname "$0")/.."
env -u CONTRACT_TEST_BASE_URL rspec spec/unit
if [ -f ../../tools/contract-tests/run.mjs ]; then
  node ../../tools/contract-tests/run.mjs @contract-analysis/client-ruby
else
  echo "tools/contract-tests/run.mjs not found: contract suite skipped"
fi
