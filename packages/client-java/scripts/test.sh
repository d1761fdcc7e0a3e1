#!/usr/bin/env bash
# Unit tests (JUnit 5), then the contract suite against Prism through the shared harness (when it exists).
set -euo pipefail
cd "$(dirname "$0")/.."
env -u CONTRACT_TEST_BASE_URL mvn -B -q test
cat target/surefire-reports/*.txt | grep 'Tests run' || true
if [ -f ../../tools/contract-tests/run.mjs ]; then
  node ../../tools/contract-tests/run.mjs @contract-analysis/client-java
else
  echo "tools/contract-tests/run.mjs not found: contract suite skipped"
fi
