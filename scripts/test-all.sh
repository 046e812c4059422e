#!/usr/bin/env bash
# `npm test`: every check the project has, in the order that fails fastest.
# Static checks -> unit/integration tests (vitest) -> one production build -> browser tests
# (Playwright against the built app: vite preview with the embedded backend, and Debian's nginx
# with deploy/nginx, as in production).
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
  local start
  start=$(date +%s)
  "$@"
  local took=$(($(date +%s) - start))
  TIMINGS+=("$(printf '%-12s %4ss' "$name" "$took")")
  echo "--- $name: ${took}s"
}

stage format "$BIN/prettier" --check --log-level warn .
stage lint "$BIN/eslint" . --max-warnings 0
stage cycles npm run -s lint:cycles
stage typecheck "$BIN/tsc" --noEmit
stage unit "$BIN/vitest" run
stage tools bash -c 'bash scripts/ensure-chromium.sh && bash scripts/ensure-nginx.sh'
stage build "$BIN/vite" build --logLevel warn
stage e2e "$BIN/playwright" test

echo
echo "All checks passed in $(($(date +%s) - TOTAL_START))s:"
printf '  %s\n' "${TIMINGS[@]}"
