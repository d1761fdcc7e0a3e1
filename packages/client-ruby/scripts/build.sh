#!/usr/bin/env bash
# Builds dist/contract_analysis-<version>.gem from contract_analysis.gemspec (the core in lib/ and the generated
# code in generated/lib, written by scripts/generate.sh just before) and dist/samples.json.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(ruby -Ilib -rcontract_analysis/version -e 'print ContractAnalysis::VERSION')
rm -rf dist
mkdir -p dist
cp generated/samples.json dist/samples.json # one Ruby sample per operation, for the reference's x-codeSamples
gem build --silent contract_analysis.gemspec --output "dist/contract_analysis-$version.gem"
ls dist
