#!/usr/bin/env bash
# The shared scenarios against $CONTRACT_TEST_BASE_URL (set by tools/contract-tests/run.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
: "${CONTRACT_TEST_BASE_URL:?set by tools/contract-tests/run.mjs}"
mvn -B -q test -Dtest='com.contractanalysis.contract.ScenariosTest' -Dsurefire.failIfNoSpecifiedTests=false
grep 'Tests run' target/surefire-reports/com.contractanalysis.contract.ScenariosTest.txt
