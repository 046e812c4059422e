#!/usr/bin/env bash
# The nginx browser tests serve the build with Debian's nginx and its precompressed-brotli module,
# as deploy/Dockerfile does.
set -euo pipefail
here="$(dirname "$0")"
bash "$here/ensure-debian-package.sh" /usr/sbin/nginx nginx-light
bash "$here/ensure-debian-package.sh" /etc/nginx/modules-enabled/50-mod-http-brotli-static.conf \
  libnginx-mod-http-brotli-static
