#!/usr/bin/env bash
# The shared scenarios against $CONTRACT_TEST_BASE_URL (set by tools/contract-tests/run.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
: "${CONTRACT_TEST_BASE_URL:?set by tools/contract-tests/run.mjs}"
rspec spec/contract
