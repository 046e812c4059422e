#!/usr/bin/env bash
# `npm test`: every check the project has, in the order that fails fastest.
# Static checks -> Debian's tools when missing -> unit/integration tests (vitest) -> one production
# build -> browser tests (Playwright against the built app: vite preview with the embedded backend,
# and Debian's nginx with deploy/nginx, as in production).
set -euo pipefail

cd "$(dirname "$0")/.."

export CI="${CI:-1}"
BIN=node_modules/.bin
TIMINGS=()
TOTAL_START=$(date +%s)

stage() {
  local name="$1"
  shift
  echo
  echo "==> $name"
  local start rc=0
  start=$(date +%s)
  "$@" || rc=$?
  local took=$(($(date +%s) - start))
  TIMINGS+=("$(printf '%-12s %4ss' "$name" "$took")")
  echo "--- $name: ${took}s"
  return "$rc"
}

# The static checks are single-threaded: ESLint (type-aware, the longest) runs on one core while
# format, cycles and typecheck run in turn on the other; ESLint's output follows theirs.
static_checks() {
  local lint_log
  lint_log=$(mktemp)
  (stage lint "$BIN/eslint" . --max-warnings 0) >"$lint_log" 2>&1 &
  local lint_pid=$! others=0 lint=0
  { stage format "$BIN/prettier" --check --log-level warn . &&
    stage cycles npm run -s lint:cycles &&
    stage typecheck "$BIN/tsc" --noEmit; } || others=$?
  wait "$lint_pid" || lint=$?
  cat "$lint_log"
  TIMINGS+=("$(sed -nE 's/^--- lint: (.*)$/lint         \1 (beside the three above)/p' "$lint_log")")
  rm -f "$lint_log"
  [ "$others" -eq 0 ] && [ "$lint" -eq 0 ]
}
stage static static_checks
# Debian's tools the tests drive: Chromium and nginx (browser tests), poppler's pdftoppm (the unit
# test that renders a signed PDF and looks for ink).
stage tools bash -c 'bash scripts/ensure-chromium.sh && bash scripts/ensure-nginx.sh &&
  bash scripts/ensure-debian-package.sh /usr/bin/pdftoppm poppler-utils'
stage unit "$BIN/vitest" run
stage build "$BIN/vite" build --logLevel warn
stage e2e "$BIN/playwright" test

echo
echo "All checks passed in $(($(date +%s) - TOTAL_START))s:"
printf '  %s\n' "${TIMINGS[@]}"
