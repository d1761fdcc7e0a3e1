#!/usr/bin/env bash
# Unit tests, then the contract suite against Prism through the shared harness (when it exists).
set -euo pipefail
cd "$(dirname "$0")/.."
../../.venv/bin/python -m pytest -q tests/unit
if [ -f ../../tools/contract-tests/run.mjs ]; then
  node ../../tools/contract-tests/run.mjs @contract-analysis/client-python
else
  echo "tools/contract-tests/run.mjs not found: contract suite skipped"
fi
