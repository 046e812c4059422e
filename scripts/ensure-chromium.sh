#!/usr/bin/env bash
# Browser tests and the bench drive Debian's Chromium (never a Playwright download).
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium
