#!/usr/bin/env bash
# Loopback throughput: GET /healthz against each POST endpoint on the same production build.
# Usage: scripts/http-bench.sh [seconds=15] [connections=50]
# Needs wrk (Debian package `wrk`). Traffic goes to 127.0.0.1 only, and the run stops by itself.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-15}
connections=${2:-50}
port=${BENCH_PORT:-18480}

command -v wrk >/dev/null || { echo "wrk is not installed: apt-get install wrk" >&2; exit 1; }
cargo build --profile production --quiet
RUST_LOG=warn HOST=127.0.0.1 PORT=$port ./target/production/cribbage-api &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done

# One wrk script per POST endpoint: path and body.
post_script() { # body
  local lua
  lua=$(mktemp --suffix .lua)
  printf 'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\nwrk.body = [==[%s]==]\n' "$1" > "$lua"
  echo "$lua"
}
hand_body='{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "claimed": 8}'
play_body='{"events": ["KH", "6S", "KD", "go", "2H", "2C", "8S", "7S", "9S"], "hands": [["2H", "2C", "KH", "KD"], ["6S", "7S", "8S", "9S"]], "complete": true}'
validate_body='{"series": ["7H", "8S"], "card": "8D", "hand": ["8D", "KC"]}'
discard_body='{"cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true}'

run() { # name, wrk args...
  local name=$1; shift
  local out
  out=$(wrk -t2 -c"$connections" -d"${seconds}s" --latency "$@")
  local rps p50 p99 errors
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p50=$(awk '$1=="50%" {print $2}' <<<"$out")
  p99=$(awk '$1=="99%" {print $2}' <<<"$out")
  errors=$(grep -E "Non-2xx|Socket errors" <<<"$out" || true)
  printf '%-26s %12s req/s   p50 %8s   p99 %8s   %s\n' "$name" "$rps" "$p50" "$p99" "${errors:-no errors}" >&2
  echo "$rps"
}

echo "wrk -t2 -c$connections -d${seconds}s against a production build on 127.0.0.1:$port" >&2
health=$(run "GET /healthz" "http://127.0.0.1:$port/healthz")
for endpoint in "/v1/hands/score|$hand_body" "/v1/pegging/score|$play_body" "/v1/pegging/validate|$validate_body" "/v1/discards/recommend|$discard_body"; do
  path=${endpoint%%|*}
  lua=$(post_script "${endpoint#*|}")
  rps=$(run "POST $path" -s "$lua" "http://127.0.0.1:$port$path")
  rm -f "$lua"
  python3 -c "print(f'  POST $path: {100*$rps/$health:.1f}% of GET /healthz')" >&2
done
