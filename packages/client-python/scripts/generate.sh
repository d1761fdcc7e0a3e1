#!/usr/bin/env bash
# Regenerates the private subpackage contract_analysis._generated from spec/dist/openapi.json: openapi-generator's
# models (pydantic) and tools/openapi-generator/python-sdk.mjs's resource layer (sdk.py), its
# facts (facts.py) and samples.json.
# The generator writes into .generated/ (its raw output); only the models, sdk.py and facts.py are copied into src/ (the
# generated urllib3 ApiClient is not used: the core talks httpx). Both are gitignored: built, never committed.
set -euo pipefail
cd "$(dirname "$0")/.."
node ../../tools/openapi-generator/generate.mjs python
rm -rf src/contract_analysis/_generated
mkdir -p src/contract_analysis/_generated
cp -r .generated/contract_analysis/_generated/{models,sdk.py,facts.py} src/contract_analysis/_generated/
echo '"""Generated from spec/dist/openapi.json at build time; never edited, never committed."""' > src/contract_analysis/_generated/__init__.py
