#!/usr/bin/env bash
# Browser tests and the bench drive Debian's Chromium (never a Playwright download).
# Installs it with apt when it is missing; needs root and apt-get.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $CHROMIUM is missing and apt-get is not available." >&2
  echo "Install Chromium yourself and set CHROMIUM_PATH to its executable." >&2
  exit 1
fi

if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO=(sudo -n)
  else
    echo "ensure-chromium: $CHROMIUM is missing; installing it needs root." >&2
    echo "Run as root, or: sudo apt-get update && sudo apt-get install -y chromium" >&2
    exit 1
  fi
else
  SUDO=()
fi

echo "ensure-chromium: installing Debian chromium (about 25 s)..."
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: apt-get finished but $CHROMIUM is still missing." >&2
  exit 1
fi
echo "ensure-chromium: installed $("$CHROMIUM" --version 2>/dev/null | tail -n 1)"
