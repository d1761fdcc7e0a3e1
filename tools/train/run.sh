#!/usr/bin/env bash
# Re-train the engine's learned models from the shared data (read in place: $CONTRACT_DATA_DIR, else
# <repo>/../shared/data). Writes packages/engine/data/clause-types.{model,cv}.json, locator.{thresholds,sentences,cv}.json, position.{model,cv}.json, nli.{model,cv}.json, nli-label.cv.json, ask.vectors.json,
# ask.wordllama.json, ask.adapter.json and the parity vectors in packages/engine/test/fixtures/ and test/ask/. Uses $PYTHON, else tools/train/.venv
# (created with the training pins of tools/requirements.txt). ask.wordllama.json copies weights from the wordllama wheel, installed
# without its dependencies (its Python code is not run, only its weight and tokenizer files are read).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
if [ -z "${PYTHON:-}" ]; then
  if [ ! -x "$here/.venv/bin/python" ]; then
    python3 -m venv "$here/.venv"
    "$here/.venv/bin/pip" install --quiet scikit-learn==1.9.1 numpy==2.4.6 scipy==1.17.1 joblib==1.6.0 threadpoolctl==3.8.0 cloudpickle==3.1.2 narwhals==2.29.0
  fi
  PYTHON="$here/.venv/bin/python"
fi
# shellcheck source=../toolchain.env
. "$repo/tools/toolchain.env"
"$PYTHON" -c "import importlib.util, sys; sys.exit(importlib.util.find_spec('wordllama') is None)" || "$PYTHON" -m pip install --quiet --no-deps "wordllama==$WORDLLAMA_VERSION"
cd "$repo"
pnpm turbo run build --filter=@contract-analysis/engine --output-logs=errors-only
"$PYTHON" "$here/train_clause_types.py"
"$PYTHON" "$here/train_locator.py"
# the position reader: its export builds the engines of earlier commits (git history) to read its suites blind
"$PYTHON" "$here/train_position.py"
"$PYTHON" "$here/train_nli.py"
"$PYTHON" "$here/ask-vectors.py"
"$PYTHON" "$here/ask-wordllama.py"
# ask's question adapter (data/ask.adapter.json): e5's vectors of the tuning suites' questions and candidates, then the
# fit; needs the encoder tools/ask-models.sh installs
embed="$(mktemp -d)/ask-embed.json"
(cd packages/engine && pnpm exec node test/ask/tune-embed.ts "$embed" --nli)
"$PYTHON" "$here/ask-adapter.py" "$embed" --fit
# measurement only (data/nli-label.cv.json): the label model is not shipped, see the engine README
"$PYTHON" "$here/nli-label.py"
