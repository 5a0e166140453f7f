#!/usr/bin/env bash
# Load and soak: drives every endpoint of a production build with wrk, then a mixed soak, and checks
# that no request failed and that resident memory did not grow.
#
# Usage: scripts/load-soak.sh [seconds=60] [connections=256] [soak_seconds=120]
#
#   1. Starts the production server on 127.0.0.1 (WORKERS as configured: one per core by default)
#      and checks each request body once with curl (status 200), so the load is of real answers.
#   2. Reads RSS idle ("before"), warms every endpoint up for 5 s, and reads RSS again: buffers
#      for `connections` connections are now allocated, the baseline for growth.
#   3. Drives each endpoint for `seconds` at `connections` connections (wrk -t2), one after the
#      other: requests/s, p50 and p99 latency, non-2xx answers and socket errors, RSS after each.
#   4. Soak: all six paths mixed round-robin for `soak_seconds`, RSS sampled every 10 s.
#   5. RSS idle again ("after"). Fails when any request failed or when RSS after the soak is more
#      than 10% (and 1 MiB) above the warm baseline.
#
# Needs wrk (Debian's package `wrk`; installed here with apt-get when missing and run as root).
# Traffic goes to 127.0.0.1 only. The summary is also written to target/load-soak.md.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
connections=${2:-256}
soak_seconds=${3:-120}
port=${BENCH_PORT:-18481}

if ! command -v wrk >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get install -y -qq wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
  else
    echo "wrk is not installed: apt-get install wrk" >&2
    exit 1
  fi
fi
# Each connection is a file descriptor on both sides.
ulimit -n "$(( connections * 2 + 1024 ))" 2>/dev/null || true

cargo build --profile production --locked --quiet --bin cribbage-api
RUST_LOG=warn HOST=127.0.0.1 PORT=$port ./target/production/cribbage-api &
server=$!
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 100); do
  curl -sf "http://127.0.0.1:$port/readyz" >/dev/null && break
  sleep 0.1
done
base="http://127.0.0.1:$port"

rss_kib() { awk '/^VmRSS/ {print $2}' "/proc/$server/status"; }
hwm_kib() { awk '/^VmHWM/ {print $2}' "/proc/$server/status"; }
mib() { awk -v k="$1" 'BEGIN {printf "%.1f MiB", k / 1024}'; }

# name|path|body (GET when the body is empty). Each body is a complete, valid request.
endpoints=(
  'GET /healthz|/healthz|'
  'POST /v1/hands/score|/v1/hands/score|{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "claimed": 8}'
  'POST /v1/pegging/score|/v1/pegging/score|{"events": ["KH", "6S", "KD", "go", "2H", "2C", "8S", "7S", "9S"], "hands": [["2H", "2C", "KH", "KD"], ["6S", "7S", "8S", "9S"]], "complete": true}'
  'POST /v1/pegging/validate|/v1/pegging/validate|{"series": ["7H", "8S"], "card": "8D", "hand": ["8D", "KC"]}'
  'POST /v1/discards/recommend|/v1/discards/recommend|{"cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true}'
  'POST /v1/rounds/score|/v1/rounds/score|{"dealer": 1, "scores": [0, 0], "starter": "5C", "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]], "crib": ["AH", "3S", "8D", "KH"], "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"]}'
)

# A wrk script per endpoint, and one that cycles through all of them for the soak.
lua_for() { # path body file
  {
    printf 'wrk.path = "%s"\n' "$1"
    if [ -n "$2" ]; then
      printf 'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\nwrk.body = [==[%s]==]\n' "$2"
    fi
  } > "$3"
}
mixed="$work/mixed.lua"
echo 'local requests = {}' > "$mixed"
# wrk.format adds the Host header only once wrk knows the host: build the requests in init().
echo 'init = function(args)' >> "$mixed"
i=0
for entry in "${endpoints[@]}"; do
  IFS='|' read -r name path body <<<"$entry"
  lua_for "$path" "$body" "$work/$i.lua"
  # Fail fast if a body is not a valid request: the load must be of real answers.
  if [ -n "$body" ]; then
    status=$(curl -s -o "$work/answer" -w '%{http_code}' -H 'content-type: application/json' -d "$body" "$base$path")
  else
    status=$(curl -s -o "$work/answer" -w '%{http_code}' "$base$path")
  fi
  if [ "$status" != 200 ]; then
    echo "load-soak: $name answered $status to its load body:" >&2
    cat "$work/answer" >&2
    exit 1
  fi
  if [ -n "$body" ]; then
    printf '  requests[#requests + 1] = wrk.format("POST", "%s", {["Content-Type"] = "application/json"}, [==[%s]==])\n' "$path" "$body" >> "$mixed"
  else
    printf '  requests[#requests + 1] = wrk.format("GET", "%s")\n' "$path" >> "$mixed"
  fi
  i=$((i + 1))
done
cat >> "$mixed" <<'LUA'
end
local n = 0
request = function()
  n = n + 1
  return requests[(n % #requests) + 1]
end
LUA

failures=0
report="target/load-soak.md"
mkdir -p target
{
  echo "wrk -t2 -c$connections -d${seconds}s per endpoint, production build, 127.0.0.1, $(nproc) cores, $(date -u +%FT%TZ)"
  echo
  echo "| endpoint | req/s | share of /healthz | p50 | p99 | non-2xx | socket errors | RSS after |"
  echo "|---|---|---|---|---|---|---|---|"
} > "$report"

# Runs wrk and prints "rps p50 p99 non2xx socket_errors".
drive() { # duration lua
  local out
  out=$(wrk -t2 -c"$connections" -d"$1" --latency -s "$2" "$base")
  local rps p50 p99 non2xx socket
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p50=$(awk '$1=="50%" {print $2}' <<<"$out")
  p99=$(awk '$1=="99%" {print $2}' <<<"$out")
  non2xx=$(awk '/Non-2xx/ {print $NF}' <<<"$out")
  socket=$(awk '/Socket errors/ {gsub(",", ""); print $4 + $6 + $8 + $10}' <<<"$out")
  echo "$rps $p50 $p99 ${non2xx:-0} ${socket:-0}"
}

rss_idle=$(rss_kib)
echo "RSS idle before load: $(mib "$rss_idle")" >&2
i=0
for _ in "${endpoints[@]}"; do
  wrk -t2 -c"$connections" -d5s -s "$work/$i.lua" "$base" >/dev/null
  i=$((i + 1))
done
rss_warm=$(rss_kib)
echo "RSS after a 5 s warm-up of every endpoint: $(mib "$rss_warm")" >&2
echo "wrk -t2 -c$connections -d${seconds}s per endpoint" >&2

health=""
i=0
for entry in "${endpoints[@]}"; do
  IFS='|' read -r name _ _ <<<"$entry"
  read -r rps p50 p99 non2xx socket <<<"$(drive "${seconds}s" "$work/$i.lua")"
  rss=$(rss_kib)
  [ -z "$health" ] && health=$rps
  share=$(awk -v r="$rps" -v h="$health" 'BEGIN {printf "%.0f%%", 100 * r / h}')
  printf '%-28s %10s req/s  %5s  p50 %8s  p99 %8s  non-2xx %s  socket errors %s  RSS %s\n' \
    "$name" "$rps" "$share" "$p50" "$p99" "$non2xx" "$socket" "$(mib "$rss")" >&2
  echo "| \`$name\` | $rps | $share | $p50 | $p99 | $non2xx | $socket | $(mib "$rss") |" >> "$report"
  if [ "$non2xx" != 0 ] || [ "$socket" != 0 ]; then failures=$((failures + 1)); fi
  i=$((i + 1))
done

echo "soak: all six paths round-robin for ${soak_seconds}s at $connections connections, RSS every 10 s" >&2
wrk -t2 -c"$connections" -d"${soak_seconds}s" --latency -s "$mixed" "$base" > "$work/soak.out" &
soak=$!
samples=()
while kill -0 "$soak" 2>/dev/null; do
  sleep 10
  kill -0 "$soak" 2>/dev/null && samples+=("$(rss_kib)")
done
wait "$soak"
soak_out=$(cat "$work/soak.out")
soak_rps=$(awk '/Requests\/sec/ {print $2}' <<<"$soak_out")
soak_p50=$(awk '$1=="50%" {print $2}' <<<"$soak_out")
soak_p99=$(awk '$1=="99%" {print $2}' <<<"$soak_out")
soak_non2xx=$(awk '/Non-2xx/ {print $NF}' <<<"$soak_out")
soak_socket=$(awk '/Socket errors/ {gsub(",", ""); print $4 + $6 + $8 + $10}' <<<"$soak_out")
soak_requests=$(awk '/requests in/ {print $1}' <<<"$soak_out")
if [ "${soak_non2xx:-0}" != 0 ] || [ "${soak_socket:-0}" != 0 ]; then failures=$((failures + 1)); fi
sleep 1
rss_after=$(rss_kib)
peak=$(hwm_kib)
sampled=""
for s in "${samples[@]}"; do sampled+="$(awk -v k="$s" 'BEGIN {printf "%.1f", k / 1024}') "; done
last=${samples[-1]:-$rss_after}

{
  echo
  echo "Soak: $soak_requests requests in ${soak_seconds}s, mixed round-robin over the six paths: $soak_rps req/s, p50 $soak_p50, p99 $soak_p99, non-2xx ${soak_non2xx:-0}, socket errors ${soak_socket:-0}."
  echo
  echo "RSS: idle before $(mib "$rss_idle"); after warm-up $(mib "$rss_warm"); during the soak (MiB, every 10 s) ${sampled}; idle after $(mib "$rss_after"); peak $(mib "$peak")."
} >> "$report"
tail -n 3 "$report" >&2

# Growth: memory after all the load may not exceed the warm baseline by 10% and 1 MiB.
limit=$(( rss_warm + rss_warm / 10 + 1024 ))
status=0
if [ "$failures" -ne 0 ]; then
  echo "load-soak: FAILED: requests failed in $failures run(s)" >&2
  status=1
fi
if [ "$rss_after" -gt "$limit" ] || [ "$last" -gt "$limit" ]; then
  echo "load-soak: FAILED: RSS grew from $(mib "$rss_warm") to $(mib "$rss_after") (last sample $(mib "$last"))" >&2
  status=1
fi
[ "$status" = 0 ] && echo "load-soak: no failed request, no memory growth (report: $report)" >&2
exit "$status"
