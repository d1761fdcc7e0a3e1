#!/usr/bin/env bash
# The shared scenarios and the code samples (dist/samples.json) against $CONTRACT_TEST_BASE_URL (set by
# tools/contract-tests/run.mjs). The samples build their client from the environment, as a user's program would;
# against the real server (--target proxy) the key is the one the caller gives in CONTRACT_ANALYSIS_TEST_API_KEY.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${CONTRACT_TEST_BASE_URL:?set by tools/contract-tests/run.mjs}"
export CONTRACT_ANALYSIS_BASE_URL="$CONTRACT_TEST_BASE_URL" CONTRACT_ANALYSIS_API_KEY="${CONTRACT_ANALYSIS_TEST_API_KEY:-cas_test_contract_suite}"
trap 'rm -f nda.txt' EXIT
mvn -B -q -o test -Dtest='com.contractanalysis.contract.*Test' -Dsurefire.failIfNoSpecifiedTests=false
grep -h 'Tests run' target/surefire-reports/com.contractanalysis.contract.*.txt
