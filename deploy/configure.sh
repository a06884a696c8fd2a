#!/bin/sh
# Writes the start-up configuration of the RIMA client and its nginx server block from the environment.
# Runs in the container before nginx starts (/docker-entrypoint.d/), and in the deployment test.
#
#   RIMA_API_URL             backend origin, e.g. https://rima-api.example.org (required for a backend build)
#   RIMA_CONFERENCE_API_URL  optional: base of the conference (LAK) API, default RIMA_API_URL/api/interests/
#   RIMA_API_DOCS_URL        optional: the header's "API docs" link, default RIMA_API_URL/docs/
#   RIMA_BASE_PATH           the path the build was made for (vite build --base), default /
#   RIMA_HTML_ROOT           nginx root; the build lies in its RIMA_BASE_PATH folder, default /usr/share/nginx/html
#   RIMA_LISTEN              port (or address:port) nginx listens on, default 8080
#   RIMA_NGINX_TEMPLATE      default /etc/rima/rima.conf.template
#   RIMA_NGINX_CONF          the server block written, default /etc/nginx/conf.d/rima.conf
#
# A standalone build (made without VITE_API_URL: it ships mockServiceWorker.js) reads no config.json:
# RIMA_API_URL is ignored there. Its built-in backend calls public sources from the browser, so its
# policy's connect-src lists exactly their hosts (STANDALONE_SOURCES below) instead of a backend's.
set -eu

# The hosts the standalone build's built-in backend calls (README, "What is sent where"):
# Semantic Scholar, Bluesky, OpenAlex, Wikipedia.
STANDALONE_SOURCES='https://api.semanticscholar.org https://public.api.bsky.app https://api.openalex.org https://en.wikipedia.org'

fail() {
  echo "rima: $*" >&2
  exit 1
}

base=${RIMA_BASE_PATH:-/}
root=${RIMA_HTML_ROOT:-/usr/share/nginx/html}
listen=${RIMA_LISTEN:-8080}
template=${RIMA_NGINX_TEMPLATE:-/etc/rima/rima.conf.template}
conf=${RIMA_NGINX_CONF:-/etc/nginx/conf.d/rima.conf}

case $base in
  /) ;;
  /*/) case $base in *[!A-Za-z0-9._~/-]* | *//*) fail "RIMA_BASE_PATH must look like /some/path/, got \"$base\"" ;; esac ;;
  *) fail "RIMA_BASE_PATH must start and end with a slash (/ or /some/path/), got \"$base\"" ;;
esac
case $listen in "" | *[!0-9.:]*) fail "RIMA_LISTEN must be a port or address:port, got \"$listen\"" ;; esac

html=$root$base
[ -f "${html}index.html" ] || fail "no build at ${html}index.html (RIMA_HTML_ROOT=$root, RIMA_BASE_PATH=$base)"

# An http(s) URL without characters that would break the JSON file or the nginx header.
check_url() {
  case $2 in
    *[[:space:]\"\'\\\;\{\}\<\>\`]*) fail "$1 must be an http(s) URL such as https://rima-api.example.org, got \"$2\"" ;;
    http://?* | https://?*) ;;
    *) fail "$1 must be an http(s) URL such as https://rima-api.example.org, got \"$2\"" ;;
  esac
}

origin() {
  printf '%s' "$1" | sed -E 's#^(https?://[^/?#]+).*#\1#'
}

connect=''
add_origin() {
  o=$(origin "$1")
  case " $connect " in *" $o "*) ;; *) connect="${connect:+$connect }$o" ;; esac
}

if [ -f "${html}mockServiceWorker.js" ]; then
  echo "rima: standalone build: no config.json, the app runs on its built-in backend"
  rm -f "${html}config.json"
  connect=$STANDALONE_SOURCES
else
  api=${RIMA_API_URL:-}
  conference=${RIMA_CONFERENCE_API_URL:-}
  docs=${RIMA_API_DOCS_URL:-}
  [ -n "$api" ] || fail "RIMA_API_URL is required: the origin of the RIMA backend, e.g. https://rima-api.example.org"
  check_url RIMA_API_URL "$api"
  add_origin "$api"
  json="\"apiUrl\": \"$api\""
  if [ -n "$conference" ]; then
    check_url RIMA_CONFERENCE_API_URL "$conference"
    add_origin "$conference"
    json="$json, \"conferenceApiUrl\": \"$conference\""
  fi
  if [ -n "$docs" ]; then
    check_url RIMA_API_DOCS_URL "$docs"
    json="$json, \"apiDocsUrl\": \"$docs\""
  fi
  printf '{ %s }\n' "$json" >"${html}config.json"
  echo "rima: wrote ${html}config.json (backend $api)"
fi

# Values for sed's replacement text: escape \, & and the | delimiter.
esc() {
  printf '%s' "$1" | sed -e 's/[\\&|]/\\&/g'
}

mkdir -p "$(dirname "$conf")"
sed -e "s|\${RIMA_LISTEN}|$(esc "$listen")|g" \
  -e "s|\${RIMA_ROOT}|$(esc "${root%/}")|g" \
  -e "s|\${RIMA_BASE_PATH}|$(esc "$base")|g" \
  -e "s|\${RIMA_CONNECT_SRC}|$(esc "$connect")|g" \
  "$template" >"$conf"
echo "rima: wrote $conf (port $listen, base path $base, connect-src 'self' $connect)"
