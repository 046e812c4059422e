#!/usr/bin/env bash
# Installs Debian packages with apt when the file that shows they are there is missing:
#   ensure-debian-package.sh <file> <package>...
# Browser tests and the bench drive Debian's Chromium (never a Playwright download); the nginx
# browser tests run Debian's nginx. Needs root (or password-less sudo) and apt-get.
set -euo pipefail

FILE="$1"
shift

if [ -e "$FILE" ]; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-debian-package: $FILE is missing and apt-get is not available." >&2
  echo "Install $* yourself." >&2
  exit 1
fi

if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO=(sudo -n)
  else
    echo "ensure-debian-package: $FILE is missing; installing $* needs root." >&2
    echo "Run as root, or: sudo apt-get update && sudo apt-get install -y $*" >&2
    exit 1
  fi
else
  SUDO=()
fi

echo "ensure-debian-package: installing $*..."
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null

if [ ! -e "$FILE" ]; then
  echo "ensure-debian-package: apt-get finished but $FILE is still missing." >&2
  exit 1
fi
echo "ensure-debian-package: installed $*"
