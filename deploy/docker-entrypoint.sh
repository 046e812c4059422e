#!/bin/sh
# Container start: the runtime files from the environment (config.js, CSP, proxy, port), then
# nginx in the foreground. A setting the script refuses stops the container with its reason.
set -eu
sh /srv/app/runtime-config.sh write /srv/app/runtime
exec nginx -p /srv/app -c conf/nginx.conf -e stderr -g 'daemon off;'
