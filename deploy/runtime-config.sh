#!/bin/sh
# Writes a deployment's runtime files from its environment, at start, in one pass, so the app's
# settings and the web server's Content-Security-Policy cannot drift apart:
#   config.js   the app's settings (every VITE_* name of .env.example that is set; unset = the
#               value the app was built with)
#   csp.conf    nginx `add_header Content-Security-Policy`, connect-src/frame-src from those settings
#   proxy.conf  optional reverse proxy of /api and /connect to ABP_BACKEND_URL (the live counts'
#               event stream unbuffered)
#   listen.conf the port nginx listens on: NGINX_PORT, default 8080
#
#   runtime-config.sh config-js              print config.js (the dev and preview servers)
#   runtime-config.sh write <runtime-dir>    write them all (container start, nginx tests); nginx
#                                            serves /config.js from there, the build stays read-only
#
# Extra, not app settings: ABP_BACKEND_URL (http(s)://host[:port]), CSP_EXTRA_CONNECT_SRC and
# CSP_EXTRA_IMG_SRC (space-separated origins added to connect-src / img-src, e.g. app-icon hosts).
#
# Every value is checked in this shell before anything is written, never inside a `$(...)`: a
# refusal there only ends that subshell (bash does not even carry `set -e` into it), and the
# script would go on to write what it was refusing.
# -f: no value is ever a file pattern (CSP_EXTRA_* may hold a `*.` wildcard).
set -euf

# Keep in step with src/config/setting-names.ts (a unit test compares them).
SETTINGS="VITE_APP_TITLE VITE_API_BASE_URL VITE_AUTH_SERVER_URL VITE_AUTH_GRANT_TYPE
VITE_PASSWORD_CLIENT_ID VITE_PASSWORD_SCOPE VITE_OIDC_AUTHORITY VITE_OIDC_CLIENT_ID VITE_OIDC_SCOPE
VITE_OIDC_REDIRECT_URI VITE_OIDC_POST_LOGOUT_REDIRECT_URI VITE_LOGIN_MODE VITE_DEMO_API_BASE
VITE_HOME_PATH VITE_ERROR_LOG VITE_COOKIE_PREFIX VITE_SHOW_EXAMPLES"

# The other names read here; every one is checked like the settings.
EXTRAS="ABP_BACKEND_URL CSP_EXTRA_CONNECT_SRC CSP_EXTRA_IMG_SRC NGINX_PORT"

fail() {
  echo "runtime-config: $*" >&2
  exit 1
}

# Every control character (U+0001-U+001F, U+007F; an environment value cannot hold U+0000). The
# `.` keeps the trailing line feed, which `$(...)` would strip.
CONTROLS=$(printf '\001\002\003\004\005\006\007\010\011\012\013\014\015\016\017\020\021\022\023\024\025\026\027\030\031\032\033\034\035\036\037\177.')
CONTROLS=${CONTROLS%.}

# A line break would end an nginx directive and start another one of the value's choosing (and
# `grep -q '^...$'` checks lines, so it lets one through); a tab or an escape is a paste mistake.
# No setting has a use for either.
refuse_control_characters() {
  for name in $SETTINGS $EXTRAS; do
    eval "value=\${$name-}"
    case "$value" in
      *["$CONTROLS"]*) fail "$name contains a control character (a line break, tab...): refused" ;;
    esac
  done
}

# A JavaScript string literal (the value holds no line break: refuse_control_characters).
js_string() {
  printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/</\\u003c/g')"
}

config_js() {
  echo '// Written by deploy/runtime-config.sh from the environment at start. Names: .env.example.'
  printf 'window.__APP_CONFIG__ = {'
  separator=''
  for name in $SETTINGS; do
    # Only what is set: an unset name keeps the build's value.
    eval "isset=\${$name+yes}"
    [ "$isset" = yes ] || continue
    eval "value=\${$name}"
    printf '%s\n  %s: %s' "$separator" "$name" "$(js_string "$value")"
    separator=','
  done
  [ -n "$separator" ] && printf '\n'
  echo '}'
}

# Scheme and host in lower case, the scheme's default port dropped: an origin as a browser writes
# it, so `HTTPS://API.Example.com:443` is allowed as the `https://api.example.com` the app calls.
normal_origin() {
  printf '%s' "$1" | tr 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' 'abcdefghijklmnopqrstuvwxyz' |
    sed -E -e 's#^(http://[^/]+):80$#\1#' -e 's#^(https://[^/]+):443$#\1#'
}

# The origin of an http(s) address, empty for an empty or relative one (same origin), status 1 for
# one that is not an address. Spaces around it are dropped, as the app drops them.
origin_of() {
  _address=$(printf '%s' "$1" | sed -e 's/^ *//' -e 's/ *$//')
  case "$_address" in
    [Hh][Tt][Tt][Pp]://* | [Hh][Tt][Tt][Pp][Ss]://*) ;;
    *) return 0 ;;
  esac
  _origin=$(normal_origin "$(printf '%s' "$_address" | sed -E 's#^([^:]+://[^/?#]+).*$#\1#')")
  printf '%s' "$_origin" | grep -Eq '^https?://[a-z0-9.-]+(:[0-9]+)?$' || return 1
  printf '%s' "$_origin"
}

# One entry of CSP_EXTRA_*: an origin, its host may start with a `*.` wildcard; status 1 if not.
extra_origin() {
  _origin=$(normal_origin "$1")
  printf '%s' "$_origin" | grep -Eq '^https?://[a-z0-9.*-]+(:[0-9]+)?$' || return 1
  printf '%s' "$_origin"
}

# The settings whose addresses the app calls from the browser (connect-src). The demo client is
# set up in the demo sign-in mode only (src/app/bootstrap.ts).
called_addresses() {
  echo VITE_API_BASE_URL VITE_AUTH_SERVER_URL VITE_OIDC_AUTHORITY
  [ "$(printf '%s' "${VITE_LOGIN_MODE:-}" | tr -d ' ')" != demo ] || echo VITE_DEMO_API_BASE
}

# Everything `write` turns into nginx configuration, checked in this shell (see the top).
check_server_settings() {
  for name in $(called_addresses); do
    eval "value=\${$name-}"
    origin_of "$value" >/dev/null || fail "$name is not an http(s) address: $value"
  done
  for name in CSP_EXTRA_CONNECT_SRC CSP_EXTRA_IMG_SRC; do
    eval "value=\${$name-}"
    for entry in $value; do
      extra_origin "$entry" >/dev/null || fail "$name: not an origin: $entry"
    done
  done
  if [ -n "${ABP_BACKEND_URL:-}" ]; then
    printf '%s' "$ABP_BACKEND_URL" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]+)?/?$' ||
      fail "ABP_BACKEND_URL must be http(s)://host[:port]: $ABP_BACKEND_URL"
  fi
  printf '%s' "${NGINX_PORT:-8080}" | grep -Eq '^[0-9]+$' ||
    fail "NGINX_PORT must be a number: ${NGINX_PORT:-}"
}

csp_conf() {
  connect="'self'"
  for name in $(called_addresses); do
    eval "value=\${$name-}"
    origin=$(origin_of "$value")
    case " $connect " in *" $origin "*) continue ;; esac
    [ -n "$origin" ] && connect="$connect $origin"
  done
  for entry in ${CSP_EXTRA_CONNECT_SRC:-}; do
    connect="$connect $(extra_origin "$entry")"
  done
  # The redirect sign-in watches the provider's session in a hidden iframe (monitorSession).
  frame="'none'"
  if [ "${VITE_AUTH_GRANT_TYPE:-password}" != password ] && [ -n "${VITE_OIDC_AUTHORITY:-}" ]; then
    frame=$(origin_of "$VITE_OIDC_AUTHORITY")
    [ -n "$frame" ] || frame="'none'"
  fi
  images="'self' data: blob:"
  for entry in ${CSP_EXTRA_IMG_SRC:-}; do
    images="$images $(extra_origin "$entry")"
  done
  # style-src keeps 'unsafe-inline': antd and its rc-* parts set style attributes (popup
  # positions, motion, virtual lists), which a nonce cannot cover. Styles cannot run script.
  policy="default-src 'self'; script-src 'self'; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src $images; font-src 'self' data:; connect-src $connect; frame-src $frame; frame-ancestors 'none'; form-action 'self'; base-uri 'self'; object-src 'none'"
  echo "# Written by deploy/runtime-config.sh at start."
  echo "add_header Content-Security-Policy \"$policy\" always;"
}

# The routes whose contract allows a body over the 1 MB every other request gets (server.conf),
# as `<location match> <client_max_body_size>`. Without these, nginx answers 413 itself to an
# upload the API accepts. Images (avatar, signing keys, my signature, a task's drawn signature):
# the whole request at most 2 MB (business-api §0.5, §5, §6.3; workflow-api §4). Approval
# attachments and the PDF verify: a file of at most 20 MB (workflow-api §4.1, §4); a template's
# base PDF: at most 10 MB (workflow-api §7); each with 64 kB for the multipart envelope.
UPLOAD_ROUTES='
= /api/identity/users/current-user/avatar 2m
= /api/base/sign-key 2m
= /api/base/sign-key/my-signature 2m
~ ^/api/base/sign-key/[^/]+/image$ 2m
~ ^/api/workflow/task/[^/]+/signature$ 2m
= /api/workflow/attachment 20544k
= /api/workflow/document/verify 20544k
~ ^/api/workflow/document-template/[^/]+/base-pdf$ 10304k
'

# One proxied location: `proxy_location <match> [client_max_body_size]`.
proxy_location() {
  echo "location $1 {"
  [ -z "${2:-}" ] || echo "  client_max_body_size $2;"
  cat <<CONF
  proxy_pass $backend;
  proxy_set_header Host \$proxy_host;
  proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto \$scheme;
  proxy_set_header X-Forwarded-Host \$host;
}
CONF
}

# The live counts' event stream (workflow-api §8): each event passes at once (no buffering, no
# gzip), over a kept-alive upstream connection, and the read timeout is well above the server's
# 25 s comment, so an idle stream is never cut by nginx (its default is 60 s; the server also ends
# the stream itself when the token expires).
stream_location() {
  cat <<CONF
location = $1 {
  proxy_pass $backend;
  proxy_set_header Host \$proxy_host;
  proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto \$scheme;
  proxy_set_header X-Forwarded-Host \$host;
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_buffering off;
  proxy_cache off;
  gzip off;
  proxy_read_timeout 1h;
}
CONF
}

proxy_conf() {
  echo "# Written by deploy/runtime-config.sh at start: ABP_BACKEND_URL=${ABP_BACKEND_URL:-(unset)}."
  [ -n "${ABP_BACKEND_URL:-}" ] || return 0
  backend=${ABP_BACKEND_URL%/}
  proxy_location /api/
  proxy_location /connect/
  stream_location /api/base/realtime/stream
  printf '%s\n' "$UPLOAD_ROUTES" | while read -r modifier path limit; do
    [ -z "$modifier" ] || proxy_location "$modifier $path" "$limit"
  done
}

case "${1:-}" in
  config-js)
    refuse_control_characters
    config_js
    ;;
  write)
    [ $# -eq 2 ] || fail "usage: $0 write <runtime-dir>"
    # Everything is checked, then worked out, before anything is written: a refused setting
    # changes nothing.
    refuse_control_characters
    check_server_settings
    config=$(config_js)
    csp=$(csp_conf)
    proxy=$(proxy_conf)
    printf '%s\n' "$config" >"$2/config.js"
    printf '%s\n' "$csp" >"$2/csp.conf"
    printf '%s\n' "$proxy" >"$2/proxy.conf"
    printf 'listen %s;\n' "${NGINX_PORT:-8080}" >"$2/listen.conf"
    ;;
  *)
    fail "usage: $0 config-js | write <runtime-dir>"
    ;;
esac
