#!/usr/bin/env bash
# Regenerates generated/ (gitignored; built, never committed) from spec/dist/openapi.json with the pinned
# openapi-generator: the private ContractAnalysisGenerated module under generated/lib, which the gem ships
# next to the face in lib/ (contract_analysis.gemspec: require_paths lib and generated/lib).
set -euo pipefail
cd "$(dirname "$0")/.."
node ../../tools/openapi-generator/generate.mjs ruby
