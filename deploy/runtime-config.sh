#!/bin/sh
# Writes a deployment's runtime files from its environment, at start, in one pass, so the app's
# settings and the web server's Content-Security-Policy cannot drift apart:
#   config.js   the app's settings (every VITE_* name of .env.example that is set; unset = the
#               value the app was built with)
#   csp.conf    nginx `add_header Content-Security-Policy`, connect-src/frame-src from those settings
#   proxy.conf  optional reverse proxy of /api and /connect to ABP_BACKEND_URL
#   listen.conf the port nginx listens on: NGINX_PORT, default 8080
#
#   runtime-config.sh config-js              print config.js (the dev and preview servers)
#   runtime-config.sh write <runtime-dir>    write them all (container start, nginx tests); nginx
#                                            serves /config.js from there, the build stays read-only
#
# Extra, not app settings: ABP_BACKEND_URL (http(s)://host[:port]), CSP_EXTRA_CONNECT_SRC and
# CSP_EXTRA_IMG_SRC (space-separated origins added to connect-src / img-src, e.g. app-icon hosts).
set -eu

# Keep in step with src/config/setting-names.ts (a unit test compares them).
SETTINGS="VITE_APP_TITLE VITE_API_BASE_URL VITE_AUTH_SERVER_URL VITE_AUTH_GRANT_TYPE
VITE_PASSWORD_CLIENT_ID VITE_PASSWORD_SCOPE VITE_OIDC_AUTHORITY VITE_OIDC_CLIENT_ID VITE_OIDC_SCOPE
VITE_OIDC_REDIRECT_URI VITE_OIDC_POST_LOGOUT_REDIRECT_URI VITE_LOGIN_MODE VITE_DEMO_API_BASE
VITE_HOME_PATH VITE_ERROR_LOG VITE_COOKIE_PREFIX VITE_SHOW_EXAMPLES"

fail() {
  echo "runtime-config: $*" >&2
  exit 1
}

# A JavaScript string literal; a line break in a setting is a mistake, not a value.
js_string() {
  case "$1" in
    *'
'*) fail "a setting contains a line break" ;;
  esac
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

# http(s)://host[:port] of an address, empty for an empty or relative one (same origin).
origin_of() {
  case "$1" in
    http://* | https://*) ;;
    *) return 0 ;;
  esac
  origin=$(printf '%s' "$1" | sed -E 's#^(https?://[^/?#]+).*$#\1#')
  printf '%s' "$origin" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]+)?$' ||
    fail "not an address: $1"
  printf '%s' "$origin"
}

checked_origins() {
  for entry in $1; do
    printf '%s' "$entry" | grep -Eq '^https?://[A-Za-z0-9.*-]+(:[0-9]+)?$' ||
      fail "not an origin: $entry"
    printf ' %s' "$entry"
  done
}

csp_conf() {
  connect="'self'"
  for address in "${VITE_API_BASE_URL:-}" "${VITE_AUTH_SERVER_URL:-}" "${VITE_OIDC_AUTHORITY:-}"; do
    origin=$(origin_of "$address")
    case " $connect " in *" $origin "*) continue ;; esac
    [ -n "$origin" ] && connect="$connect $origin"
  done
  connect="$connect$(checked_origins "${CSP_EXTRA_CONNECT_SRC:-}")"
  # The redirect sign-in watches the provider's session in a hidden iframe (monitorSession).
  frame="'none'"
  if [ "${VITE_AUTH_GRANT_TYPE:-password}" != password ] && [ -n "${VITE_OIDC_AUTHORITY:-}" ]; then
    frame=$(origin_of "$VITE_OIDC_AUTHORITY")
  fi
  images="'self' data: blob:$(checked_origins "${CSP_EXTRA_IMG_SRC:-}")"
  # style-src keeps 'unsafe-inline': antd and its rc-* parts set style attributes (popup
  # positions, motion, virtual lists), which a nonce cannot cover. Styles cannot run script.
  policy="default-src 'self'; script-src 'self'; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src $images; font-src 'self' data:; connect-src $connect; frame-src $frame; frame-ancestors 'none'; form-action 'self'; base-uri 'self'; object-src 'none'"
  echo "# Written by deploy/runtime-config.sh at start."
  echo "add_header Content-Security-Policy \"$policy\" always;"
}

proxy_conf() {
  echo "# Written by deploy/runtime-config.sh at start: ABP_BACKEND_URL=${ABP_BACKEND_URL:-(unset)}."
  [ -n "${ABP_BACKEND_URL:-}" ] || return 0
  printf '%s' "$ABP_BACKEND_URL" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]+)?/?$' ||
    fail "ABP_BACKEND_URL must be http(s)://host[:port]: $ABP_BACKEND_URL"
  backend=${ABP_BACKEND_URL%/}
  for prefix in /api/ /connect/; do
    cat <<CONF
location $prefix {
  proxy_pass $backend;
  proxy_set_header Host \$proxy_host;
  proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto \$scheme;
  proxy_set_header X-Forwarded-Host \$host;
}
CONF
  done
}

case "${1:-}" in
  config-js)
    config_js
    ;;
  write)
    [ $# -eq 2 ] || fail "usage: $0 write <runtime-dir>"
    port=${NGINX_PORT:-8080}
    printf '%s' "$port" | grep -Eq '^[0-9]+$' || fail "NGINX_PORT must be a number: $port"
    # Everything is worked out before anything is written: a refused setting changes nothing.
    config=$(config_js)
    csp=$(csp_conf)
    proxy=$(proxy_conf)
    printf '%s\n' "$config" >"$2/config.js"
    printf '%s\n' "$csp" >"$2/csp.conf"
    printf '%s\n' "$proxy" >"$2/proxy.conf"
    printf 'listen %s;\n' "$port" >"$2/listen.conf"
    ;;
  *)
    fail "usage: $0 config-js | write <runtime-dir>"
    ;;
esac
