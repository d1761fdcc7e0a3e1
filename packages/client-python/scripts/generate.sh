#!/usr/bin/env bash
# Regenerates the private subpackage contract_analysis._generated from spec/dist/openapi.json.
# The generator writes into .generated/ (its raw output); the package itself is copied into src/.
# Both are gitignored: generated code is built, never committed.
set -euo pipefail
cd "$(dirname "$0")/.."
node ../../tools/openapi-generator/generate.mjs python
rm -rf src/contract_analysis/_generated
cp -r .generated/contract_analysis/_generated src/contract_analysis/_generated
