#!/usr/bin/env bash
# Builds the wheel and the sdist into dist/ from pyproject.toml (after scripts/generate.sh).
# No build isolation: the build backend comes pinned from tools/requirements.txt in the repo's .venv.
set -euo pipefail
cd "$(dirname "$0")/.."
py=../../.venv/bin/python
rm -rf dist build src/*.egg-info
"$py" -m build --no-isolation --wheel --sdist --outdir dist . >/dev/null
cp .generated/samples.json dist/samples.json
ls dist
