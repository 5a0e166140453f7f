#!/usr/bin/env bash
# deploy/nginx.conf retries an overloaded 503 once, on the next instance, and passes a second
# 503 to the client as it is. Checked with the committed configuration (only addresses, logs and
# the pid file rewritten) in front of stand-ins whose answers are known in advance:
#
#   1. one instance that always answers 503 /problems/overloaded (a few lines of Python) and one
#      real release instance: every POST reaches the client as a 200, its body sent again
#      intact (the real instance scores it), and the busy instance is never taken out of the
#      group (it keeps being tried first in turn: half the requests show two upstreams);
#   2. two instances that always answer 503: the client gets the 503 with Retry-After and the
#      problem body, after exactly two tries (no third, no 502).
#
#   scripts/nginx-overload-retry.sh          # a few seconds; a CI step (.ci/run)
#
# Needs nginx (Debian's: apt-get install nginx), python3 and curl. Traffic goes to 127.0.0.1
# only, and everything it starts is stopped when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v nginx >/dev/null || { echo "nginx is not installed: apt-get install nginx" >&2; exit 1; }
[ -n "${CRIBBAGE_API_PREBUILT:-}" ] || cargo build --release --locked --quiet --bin cribbage-api

base=${OVERLOAD_RETRY_PORT:-18700}
lb=$base busy_a=$((base + 1)) busy_b=$((base + 2)) real=$((base + 3))
work=$(mktemp -d)
pids=()
cleanup() {
  if [ -f "$work/nginx.pid" ]; then kill "$(cat "$work/nginx.pid")" 2>/dev/null || true; fi
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

cat >"$work/busy.py" <<'PY'
import http.server, sys
BODY = (b'{"type":"/problems/overloaded","title":"Overloaded","status":503,'
        b'"detail":"the service is too busy to start this within 100 ms"}')
class Busy(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def do_POST(self):
        self.rfile.read(int(self.headers.get("content-length", 0)))
        self.send_response(503)
        self.send_header("content-type", "application/problem+json")
        self.send_header("retry-after", "1")
        self.send_header("content-length", str(len(BODY)))
        self.end_headers()
        self.wfile.write(BODY)
    def log_message(self, *args):
        pass
class Quiet(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        pass  # a peer that closes its keep-alive connection is no news here
Quiet(("127.0.0.1", int(sys.argv[1])), Busy).serve_forever()
PY
python3 "$work/busy.py" "$busy_a" & pids+=($!)
python3 "$work/busy.py" "$busy_b" & pids+=($!)
HOST=127.0.0.1 PORT=$real RUST_LOG=warn ./target/release/cribbage-api & pids+=($!)
for port in "$busy_a" "$busy_b" "$real"; do
  for _ in $(seq 100); do
    if curl -s -o /dev/null -m 1 -X POST "http://127.0.0.1:$port/" 2>/dev/null; then break; fi
    sleep 0.05
  done
done

failures=()
run_nginx() { # second upstream port
  sed -e "1i pid $work/nginx.pid;\nerror_log $work/error.log;" \
      -e "s#^\(\s*\)listen 80;#\1listen 127.0.0.1:$lb;#" \
      -e "s#server 127.0.0.1:8081 #server 127.0.0.1:$busy_a #" \
      -e "s#server 127.0.0.1:8082 #server 127.0.0.1:$1 #" \
      -e "/server 127.0.0.1:8083 /d" \
      -e "s#/var/log/nginx/cribbage-api.access.log#$work/access.log#" \
      -e "s#/var/log/nginx/cribbage-api.retries.log#$work/retries.log#" \
      deploy/nginx.conf >"$work/nginx.conf"
  : >"$work/access.log"
  nginx -c "$work/nginx.conf"
  for _ in $(seq 100); do
    if curl -s -o /dev/null -m 1 "http://127.0.0.1:$lb/healthz"; then return 0; fi
    sleep 0.05
  done
}
stop_nginx() {
  nginx -c "$work/nginx.conf" -s stop 2>/dev/null
  for _ in $(seq 100); do [ -f "$work/nginx.pid" ] || return 0; sleep 0.05; done
}
hand='{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C"}'
post() { curl -s -o "$work/body" -D "$work/headers" -w '%{http_code}' \
  -H 'content-type: application/json' -d "$hand" "http://127.0.0.1:$lb/v1/hands/score"; }

echo "== one busy instance (:$busy_a) and one real (:$real): 20 POSTs"
run_nginx "$real"
statuses=""
for _ in $(seq 20); do statuses+="$(post) "; done
retried=$(grep -c ' : ' "$work/access.log" || true)
echo "statuses: $statuses"
echo "requests tried on two instances: $retried of 20 (the busy one first: round robin goes on from the real one)"
if [ "$(tr ' ' '\n' <<<"$statuses" | grep -c '^200$')" != 20 ]; then failures+=("a 503 reached the client with a free instance behind nginx"); fi
if ! grep -q '"total":10' "$work/body"; then failures+=("the retried POST's answer is not the hand's score: $(cat "$work/body")"); fi
if [ "$retried" -lt 5 ]; then failures+=("the busy instance was tried first only $retried times of 20: was it taken out of the group?"); fi
stop_nginx

echo "== two busy instances: the client gets the 503 as it is"
run_nginx "$busy_b"
status=$(post)
tries=$(tail -1 "$work/access.log" | grep -o 'upstream_status=[^ ]*[^u]*' || true)
echo "status $status; $tries"
if [ "$status" != 503 ]; then failures+=("two busy instances: status $status, not 503"); fi
if ! grep -qi '^retry-after: 1' "$work/headers"; then failures+=("two busy instances: no Retry-After reached the client"); fi
if ! grep -q '/problems/overloaded' "$work/body"; then failures+=("two busy instances: the problem body did not reach the client"); fi
if [ "$(tail -1 "$work/access.log" | grep -o 'upstream_status=503 : 503 ' || true)" = "" ]; then
  failures+=("two busy instances: not exactly two tries ($tries)")
fi
stop_nginx

if [ ${#failures[@]} -gt 0 ]; then
  printf 'FAILED: %s\n' "${failures[@]}" >&2
  exit 1
fi
echo "nginx retries an overloaded 503 once on the next instance, and passes a second one on"
