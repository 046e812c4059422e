#!/usr/bin/env bash
# Serves a build with deploy/nginx exactly as the container does, in the foreground:
#   serve-nginx.sh <dist-dir> <prefix-dir>
# The runtime files (config.js, CSP, proxy, port) come from this process's environment through
# deploy/runtime-config.sh: NGINX_PORT, ABP_BACKEND_URL, the app's VITE_* settings...
# The prefix gets html/ (a link to the build), conf/ (a copy of deploy/nginx), runtime/ and tmp/. Used by the `nginx` browser tests (playwright.config.ts).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dist="$(cd "$1" && pwd)"
prefix="$2"

rm -rf "$prefix"
mkdir -p "$prefix/runtime" "$prefix/tmp"
ln -s "$dist" "$prefix/html"
cp -r "$root/deploy/nginx" "$prefix/conf"
sh "$root/deploy/runtime-config.sh" write "$prefix/runtime"

# In the foreground, so whoever started it stops it. As root, nginx would hand its workers to
# another user, who may not read the build. (nginx takes one -g: the directives go together.)
directives="daemon off;"
if [ "$(id -u)" -eq 0 ]; then directives="$directives user root;"; fi
exec nginx -p "$prefix" -c conf/nginx.conf -e stderr -g "$directives"
