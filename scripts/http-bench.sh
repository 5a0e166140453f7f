#!/usr/bin/env bash
# Loopback throughput: GET /healthz against POST /v1/hands/score on the same release build.
# Usage: scripts/http-bench.sh [seconds=15] [connections=50]
# Needs wrk (Debian package `wrk`). Traffic goes to 127.0.0.1 only, and the run stops by itself.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-15}
connections=${2:-50}
port=${BENCH_PORT:-18480}

command -v wrk >/dev/null || { echo "wrk is not installed: apt-get install wrk" >&2; exit 1; }
cargo build --release --quiet
RUST_LOG=warn HOST=127.0.0.1 PORT=$port ./target/release/cribbage-api &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done

lua=$(mktemp --suffix .lua)
cat > "$lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "claimed": 8}'
LUA

run() { # name, wrk args...
  local name=$1; shift
  local out
  out=$(wrk -t2 -c"$connections" -d"${seconds}s" --latency "$@")
  local rps p50 p99 errors
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p50=$(awk '$1=="50%" {print $2}' <<<"$out")
  p99=$(awk '$1=="99%" {print $2}' <<<"$out")
  errors=$(grep -E "Non-2xx|Socket errors" <<<"$out" || true)
  printf '%-24s %12s req/s   p50 %8s   p99 %8s   %s\n' "$name" "$rps" "$p50" "$p99" "${errors:-no errors}"
  echo "$rps"
}

echo "wrk -t2 -c$connections -d${seconds}s against a release build on 127.0.0.1:$port"
health=$(run "GET /healthz" "http://127.0.0.1:$port/healthz" | tee /dev/stderr | tail -1)
hands=$(run "POST /v1/hands/score" -s "$lua" "http://127.0.0.1:$port/v1/hands/score" | tee /dev/stderr | tail -1)
rm -f "$lua"
python3 -c "print(f'POST /v1/hands/score reaches {100*$hands/$health:.1f}% of GET /healthz')"
