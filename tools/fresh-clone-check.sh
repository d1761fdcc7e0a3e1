#!/usr/bin/env bash
# Runs CI (.ci/run) in a fresh clone of this repository with empty package caches, the way a brand-new machine
# would, without touching the caches that other work on this machine uses.
#
#   bash tools/fresh-clone-check.sh [--runs N] [--branch BRANCH] [--keep]
#
# Each run clones the current branch (committed work only) into a temporary folder and gives .ci/run an empty HOME
# of its own, so ~/.npm, ~/.cache/pip, ~/.cache/pnpm and the pnpm store (~/.local/share/pnpm/store) start empty;
# MAVEN_OPTS=-Duser.home points Maven's ~/.m2 there too (the JVM takes its home from the password database, not from
# HOME). Configuration is not a cache and is copied: ~/.npmrc, ~/.gitconfig, ~/.config/go/env. Go's module and build
# caches stay the machine's (GOPATH, GOMODCACHE, GOCACHE). ../shared (the read-only data) is linked beside the clone.
# Prints each run's result and duration and what its caches held at the end; removes everything it made (--keep
# keeps the last run's folder and prints where). Exit status: 0 when every run passed.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
runs=1 branch=$(git -C "$repo" rev-parse --abbrev-ref HEAD) keep=false
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --branch) branch=$2; shift 2 ;;
    --keep) keep=true; shift ;;
    *) echo "usage: $0 [--runs N] [--branch BRANCH] [--keep]" >&2; exit 2 ;;
  esac
done

work=""
cleanup() { if [ -n "$work" ] && [ "$keep" = false ]; then rm -rf "$work"; fi; }
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

failed=0
for i in $(seq 1 "$runs"); do
  cleanup
  work=$(mktemp -d "${TMPDIR:-/tmp}/fresh-clone.XXXXXX")
  home="$work/home"
  mkdir -p "$home/.config/go"
  for f in .npmrc .gitconfig .config/go/env; do [ -f "$HOME/$f" ] && cp "$HOME/$f" "$home/$f"; done
  [ -d "$repo/../shared" ] && ln -s "$(cd "$repo/../shared" && pwd)" "$work/shared"
  git clone -q --branch "$branch" "$repo" "$work/repo"
  echo "fresh-clone-check: run $i of $runs: $(git -C "$work/repo" log --oneline -1) in $work/repo"
  start=$(date +%s)
  status=0
  (
    cd "$work/repo"
    export GOPATH="$(go env GOPATH 2>/dev/null || echo "$HOME/go")" GOMODCACHE="$(go env GOMODCACHE 2>/dev/null || true)" \
      GOCACHE="$(go env GOCACHE 2>/dev/null || true)"
    export HOME="$home" MAVEN_OPTS="-Duser.home=$home${MAVEN_OPTS:+ $MAVEN_OPTS}" CI=true
    bash .ci/run < /dev/null > "$work/ci.log" 2>&1
  ) || status=$?
  secs=$(( $(date +%s) - start ))
  sizes=$(cd "$home" && du -sh .npm .cache/pip .local/share/pnpm/store .m2 2>/dev/null | awk '{printf "%s %s, ", $2, $1}')
  if [ "$status" -eq 0 ]; then
    echo "fresh-clone-check: run $i passed in ${secs} s (caches at the end: ${sizes%, })"
  else
    failed=1
    echo "fresh-clone-check: run $i FAILED (exit $status) after ${secs} s; the log's end:"
    tail -40 "$work/ci.log"
    keep=true
    echo "fresh-clone-check: kept $work (the log is ci.log)"
    break
  fi
done
[ "$keep" = true ] && [ "$failed" -eq 0 ] && echo "fresh-clone-check: kept $work"
exit "$failed"
