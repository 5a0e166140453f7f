#!/usr/bin/env bash
# HTTP cost per request, counted in instructions so that noise cannot hide it, and the same
# paths' throughput side by side from one wrk run.
#
# Usage: scripts/instructions-per-request.sh [requests=500] [wrk_seconds=5] [connections=64]
#
#   1. Builds the production binary and examples/noop_post (the same application plus
#      POST /bench/noop, which reads a body through the API's extractor and answers a constant).
#   2. Runs each under `valgrind --tool=callgrind` (WORKERS=1, RUST_LOG=warn). For every path it
#      sends 50 warm-up requests, zeroes the counters (`callgrind_control --zero`), sends
#      `requests` identical requests over one keep-alive connection, and dumps the counters
#      (`callgrind_control --dump`): instructions in the dump / requests = instructions per
#      request, with start-up and one-time initialisation left out. Every answer must be 200.
#      The real binary serves GET /healthz and the endpoints; noop_post serves GET /healthz again
#      (it must cost the same there: same application) and the no-op POST with each endpoint's
#      own body, so "excess over no-op" compares equal bodies.
#   3. Runs noop_post natively (it serves every path of the real binary, so one process serves
#      them all) and drives, for each endpoint in turn, GET /healthz, the endpoint, and the no-op
#      POST with the endpoint's body, each with `wrk -t2 -c<connections>` for `wrk_seconds`:
#      requests/s and the ratios to the neighbouring runs, so that drift on a shared machine
#      over the minutes of the run does not skew them.
#
# perf stat would be quicker, but needs hardware counters, which virtual machines often lack
# (`perf stat -e instructions true` says "<not supported>" on the CI machine); callgrind counts
# instructions exactly, in software, on any Linux.
#
# Needs valgrind and wrk (Debian packages; installed with apt-get when missing and run as root),
# python3 and curl. Servers bind 127.0.0.1 only. The table is also written to
# target/instructions-per-request.md.
set -euo pipefail
cd "$(dirname "$0")/.."
requests=${1:-500}
wrk_seconds=${2:-5}
connections=${3:-64}
port=${BENCH_PORT:-18490}
warmup=50

missing=()
command -v valgrind >/dev/null || missing+=(valgrind)
command -v wrk >/dev/null || missing+=(wrk)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "missing: ${missing[*]} (apt-get install ${missing[*]})" >&2
    exit 1
  fi
fi

nice -n 10 cargo build --profile production --locked --quiet --bin cribbage-api --features tools --example noop_post
binary=target/production/cribbage-api
noop_binary=target/production/examples/noop_post

work=$(mktemp -d)
server=""
stop_server() {
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    server=""
  fi
}
trap 'stop_server; rm -rf "$work"' EXIT

# name|path|body (GET when the body is empty): the load bodies of scripts/load-soak.sh.
endpoints=(
  'GET /healthz|/healthz|'
  'POST /v1/hands/score|/v1/hands/score|{"hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "claimed": 8}'
  'POST /v1/pegging/score|/v1/pegging/score|{"events": ["KH", "6S", "KD", "go", "2H", "2C", "8S", "7S", "9S"], "hands": [["2H", "2C", "KH", "KD"], ["6S", "7S", "8S", "9S"]], "complete": true}'
  'POST /v1/pegging/validate|/v1/pegging/validate|{"series": ["7H", "8S"], "card": "8D", "hand": ["8D", "KC"]}'
  'POST /v1/discards/recommend|/v1/discards/recommend|{"cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true}'
  'POST /v1/rounds/score|/v1/rounds/score|{"dealer": 1, "scores": [0, 0], "starter": "5C", "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]], "crib": ["AH", "3S", "8D", "KH"], "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"]}'
)
noop_path=/bench/noop

# Sends `count` identical requests over one keep-alive connection; fails on any status but 200.
cat > "$work/client.py" <<'PY'
import http.client, sys
port, method, path, body_file, count = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
body = open(body_file, "rb").read() if method == "POST" else None
headers = {"Content-Type": "application/json"} if body is not None else {}
connection = http.client.HTTPConnection("127.0.0.1", int(port), timeout=120)
for i in range(count):
    connection.request(method, path, body=body, headers=headers)
    response = connection.getresponse()
    response.read()
    if response.status != 200:
        sys.exit(f"{method} {path}: request {i + 1} answered {response.status}")
    if response.getheader("connection", "").lower() == "close":
        sys.exit(f"{method} {path}: the server closed the keep-alive connection")
connection.close()
PY

wait_ready() { # port
  for _ in $(seq 600); do
    curl -sf "http://127.0.0.1:$1/readyz" >/dev/null && return 0
    kill -0 "$server" 2>/dev/null || { echo "the server exited before it was ready" >&2; return 1; }
    sleep 0.1
  done
  echo "the server was not ready within 60 s" >&2
  return 1
}

# vgdb (behind callgrind_control) finds the process through a FIFO named after USER and HOST,
# read from the environment on both sides: pin them, since HOST is also the service's setting.
export USER=bench LOGNAME=bench HOST=127.0.0.1

# Starts `binary` under callgrind on `port`; sets $server and $dumps (the dump file prefix).
start_callgrind() { # binary port
  dumps="$work/callgrind.$(basename "$1")"
  WORKERS=1 RUST_LOG=warn PORT=$2 valgrind --tool=callgrind --callgrind-out-file="$dumps.out" \
    "$1" 2>"$dumps.log" &
  server=$!
  dump_count=0
  wait_ready "$2"
  wait_idle
}

# Waits until the server under callgrind stops working on its own: the wide position tables are
# solved on a start-up thread after the listener opens (half a second natively, minutes under
# callgrind, which runs one thread at a time and counts every thread's instructions). Measured
# before it ends, that thread's work lands in the counts and its CPU starves the compute pool
# into 503s. Idle: under 5 clock ticks of CPU in 2 s.
wait_idle() {
  local before after
  while :; do
    before=$(awk '{print $14 + $15}' "/proc/$server/stat")
    sleep 2
    after=$(awk '{print $14 + $15}' "/proc/$server/stat")
    [ $((after - before)) -lt 5 ] && break
  done
}

# Sets $result to the instructions per request for one path on the server under callgrind (not
# printed: a subshell would lose the dump count).
measure() { # method path body port
  local body_file="$work/body.json"
  printf '%s' "$3" > "$body_file"
  python3 "$work/client.py" "$4" "$1" "$2" "$body_file" "$warmup"
  callgrind_control --zero "$server" >/dev/null 2>&1
  python3 "$work/client.py" "$4" "$1" "$2" "$body_file" "$requests"
  callgrind_control --dump="$1 $2" "$server" >/dev/null 2>&1
  dump_count=$((dump_count + 1))
  local file="$dumps.out.$dump_count"
  for _ in $(seq 100); do [ -s "$file" ] && break; sleep 0.1; done
  result=$(awk -v n="$requests" '/^totals:/ {printf "%.0f\n", $2 / n}' "$file")
  [ -n "$result" ] || { echo "no totals in $file" >&2; return 1; }
}

echo "callgrind: $requests requests a path after $warmup warm-up requests, WORKERS=1, one keep-alive connection" >&2
declare -A ir noop_ir
start_callgrind "$binary" "$port"
for entry in "${endpoints[@]}"; do
  IFS='|' read -r name path body <<<"$entry"
  method=${name%% *}
  measure "$method" "$path" "$body" "$port"
  ir[$name]=$result
  printf '  %-28s %8s instructions a request\n' "$name" "${ir[$name]}" >&2
done
stop_server
start_callgrind "$noop_binary" "$port"
measure GET /healthz "" "$port"
noop_health=$result
printf '  %-28s %8s instructions a request (noop_post binary)\n' "GET /healthz" "$noop_health" >&2
for entry in "${endpoints[@]:1}"; do
  IFS='|' read -r name path body <<<"$entry"
  measure POST "$noop_path" "$body" "$port"
  noop_ir[$name]=$result
  printf '  %-28s %8s instructions a request (body of %s)\n' "POST $noop_path" "${noop_ir[$name]}" "$path" >&2
done
stop_server

echo "wrk -t2 -c$connections -d${wrk_seconds}s, noop_post natively (one worker per core), one path at a time" >&2
WORKERS=${WORKERS:-$(nproc)} RUST_LOG=warn PORT=$port "$noop_binary" &
server=$!
wait_ready "$port"
lua_for() { # method path body file
  {
    printf 'wrk.method = "%s"\nwrk.path = "%s"\n' "$1" "$2"
    if [ "$1" = POST ]; then
      printf 'wrk.headers["Content-Type"] = "application/json"\nwrk.body = [==[%s]==]\n' "$3"
    fi
  } > "$4"
}
# Prints requests/s; fails on any non-2xx answer or socket error.
drive() { # method path body
  lua_for "$1" "$2" "$3" "$work/drive.lua"
  local out
  out=$(wrk -t2 -c"$connections" -d"${wrk_seconds}s" -s "$work/drive.lua" "http://127.0.0.1:$port")
  if grep -qE "Non-2xx|Socket errors" <<<"$out"; then
    echo "wrk $1 $2: errors:" >&2
    echo "$out" >&2
    return 1
  fi
  awk '/Requests\/sec/ {print $2}' <<<"$out"
}
# Each POST endpoint runs between a GET /healthz run and a no-op POST run with its body, so its
# ratios compare runs seconds apart: on a shared machine throughput drifts over minutes.
declare -A rps noop_rps health_next_to
health_runs=()
for entry in "${endpoints[@]:1}"; do
  IFS='|' read -r name path body <<<"$entry"
  health_next_to[$name]=$(drive GET /healthz "")
  health_runs+=("${health_next_to[$name]}")
  rps[$name]=$(drive POST "$path" "$body")
  noop_rps[$name]=$(drive POST "$noop_path" "$body")
  printf '  %-28s %10s req/s  (GET /healthz %s, no-op POST %s)\n' "$name" "${rps[$name]}" \
    "${health_next_to[$name]}" "${noop_rps[$name]}" >&2
done
stop_server

report=target/instructions-per-request.md
health=${ir["GET /healthz"]}
read -r health_rps health_min health_max < <(printf '%s\n' "${health_runs[@]}" | awk '
  { sum += $1; if (NR == 1 || $1 < min) min = $1; if ($1 > max) max = $1 }
  END { printf "%.0f %.0f %.0f\n", sum / NR, min, max }')
{
  echo "callgrind: $requests requests a path (after $warmup warm-up), WORKERS=1, RUST_LOG=warn; wrk -t2 -c$connections -d${wrk_seconds}s a run; $(nproc) cores; $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- src Cargo.toml Cargo.lock || echo '+changes'); $(date -u +%FT%TZ)"
  echo
  echo "| path | instructions a request | × GET /healthz | no-op POST, same body | excess over no-op | req/s | ÷ GET /healthz (run before) | ÷ no-op POST (run after) |"
  echo "|---|---|---|---|---|---|---|---|"
  echo "| \`GET /healthz\` | $health | 1.00 |  |  | $health_rps (mean; $health_min–$health_max) |  |  |"
  for entry in "${endpoints[@]:1}"; do
    IFS='|' read -r name _ _ <<<"$entry"
    awk -v name="$name" -v ir="${ir[$name]}" -v h="$health" -v noop="${noop_ir[$name]}" \
        -v r="${rps[$name]}" -v hr="${health_next_to[$name]}" -v nr="${noop_rps[$name]}" 'BEGIN {
      printf "| `%s` | %d | %.2f | %d | %+d (%.2f×) | %.0f | %.0f%% | %.0f%% |\n", name, ir, ir / h,
        noop, ir - noop, ir / noop, r, 100 * r / hr, 100 * r / nr
    }'
  done
  echo
  echo "GET /healthz on noop_post: $noop_health instructions a request (the same application as the binary: $health)."
  for entry in "${endpoints[@]:1}"; do
    IFS='|' read -r name _ _ <<<"$entry"
    echo "No-op POST with the body of \`$name\`: ${noop_rps[$name]} req/s, $(awk -v a="${noop_rps[$name]}" -v b="${health_next_to[$name]}" 'BEGIN {printf "%.0f%%", 100 * a / b}') of GET /healthz run just before."
  done
} > "$report"
cat "$report"
