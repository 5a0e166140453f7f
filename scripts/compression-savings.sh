#!/usr/bin/env bash
# What response compression saves and costs, per large answer and coding:
#   - bytes on the wire, and what the saved bytes are worth in transfer time at 10 and 100 Mbit/s
#     (the gain on a real network);
#   - the server's CPU time per request: every thread's on-CPU time from
#     /proc/PID/task/*/schedstat (nanoseconds, kernel time included) over `requests` identical
#     requests per coding on one keep-alive connection after a warm-up, in 5 interleaved
#     rounds, the median round counting. Steadier than wall time on a shared machine;
#   - the median latency at one connection (wrk over loopback, where there is no transfer time
#     to win back, so it shows the cost alone; noisy when other work shares the cores).
#
# Usage: scripts/compression-savings.sh [requests=2000] [seconds=5]
#
# Needs wrk (Debian package; installed with apt-get when missing and run as root), python3 and
# curl. Traffic goes to 127.0.0.1 only. The table is also written to
# target/compression-savings.md.
set -euo pipefail
cd "$(dirname "$0")/.."
requests=${1:-2000}
seconds=${2:-5}
port=${BENCH_PORT:-18493}

if ! command -v wrk >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq && apt-get install -y -qq wrk >/dev/null
  else
    echo "wrk is not installed: apt-get install wrk" >&2
    exit 1
  fi
fi

nice -n 10 cargo build --profile production --locked --quiet --bin cribbage-api
RUST_LOG=warn HOST=127.0.0.1 PORT=$port ./target/production/cribbage-api &
server=$!
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/readyz" >/dev/null && break; sleep 0.1; done
base="http://127.0.0.1:$port"

# name|path|body (GET when empty)
answers=(
  'discards with distributions|/v1/discards/recommend|{"cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "distribution": true}'
  'discards|/v1/discards/recommend|{"cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true}'
  'a whole round (two seats)|/v1/rounds/score|{"dealer": 1, "scores": [0, 0], "starter": "5C", "hands": [["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]], "crib": ["AH", "3S", "8D", "KH"], "events": ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"]}'
  'GET /api-docs/openapi.json|/api-docs/openapi.json|'
  'GET /metrics|/metrics|'
)

size() { # path body accept-encoding
  local args=(-s -o /dev/null -w '%{size_download}')
  if [ -n "$3" ]; then args+=(-H "Accept-Encoding: $3"); fi
  if [ -n "$2" ]; then
    curl "${args[@]}" -H 'content-type: application/json' -d "$2" "$base$1"
  else
    curl "${args[@]}" "$base$1"
  fi
}

lua_for() { # path body accept-encoding file
  {
    printf 'wrk.path = "%s"\n' "$1"
    if [ -n "$3" ]; then printf 'wrk.headers["Accept-Encoding"] = "%s"\n' "$3"; fi
    if [ -n "$2" ]; then
      printf 'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\nwrk.body = [==[%s]==]\n' "$2"
    fi
  } > "$4"
}

# Prints the median latency in µs of wrk at one connection; fails on any error.
median_us() { # lua
  wrk -t1 -c1 -d"${seconds}s" --latency -s "$1" "$base" | awk '
    /Non-2xx|Socket errors/ { bad = 1 }
    $1 == "50%" { v = $2; unit = v; sub(/[0-9.]+/, "", unit); sub(/[a-z]+$/, "", v)
      f = unit == "us" ? 1 : unit == "ms" ? 1000 : 1000000; printf "%.0f\n", v * f }
    END { if (bad) exit 1 }'
}

# Prints the server's CPU µs per request for identity, gzip and br (in that order): after 200
# requests of each to warm up, 5 rounds of `count`/5 requests per coding, interleaved so that
# the machine's drift hits all three alike; the median round of each.
cat > "$work/cpu.py" <<'EOF'
import glob, http.client, statistics, sys
pid, port, path, body, count = sys.argv[1:6]
per_round = max(1, int(count) // 5)
codings = ["", "gzip", "br"]

def cpu_ns():
    total = 0
    for stat in glob.glob(f"/proc/{pid}/task/*/schedstat"):
        try:
            total += int(open(stat).read().split()[0])
        except (OSError, ValueError):
            pass  # a thread that ended meanwhile
    return total

connection = http.client.HTTPConnection("127.0.0.1", int(port))

def send(accept, n):
    headers = {"Accept-Encoding": accept} if accept else {}
    if body:
        headers["Content-Type"] = "application/json"
    for _ in range(n):
        connection.request("POST" if body else "GET", path, body=body or None, headers=headers)
        response = connection.getresponse()
        response.read()
        if response.status != 200:
            sys.exit(f"{path}: {response.status}")

for accept in codings:
    send(accept, 200)
rounds = {accept: [] for accept in codings}
for _ in range(5):
    for accept in codings:
        before = cpu_ns()
        send(accept, per_round)
        rounds[accept].append((cpu_ns() - before) / per_round / 1000)
print(" ".join(f"{statistics.median(rounds[accept]):.1f}" for accept in codings))
EOF

report=target/compression-savings.md
mkdir -p target
{
  echo "production build, 127.0.0.1, $(nproc) cores; CPU over $requests requests a cell; wrk ${seconds}s at one connection; $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- src Cargo.toml || echo '+changes'); $(date -u +%FT%TZ)"
  echo
  echo "| answer | coding | bytes | saved | server CPU a request | added | median latency, 1 connection | transfer saved at 10 / 100 Mbit/s |"
  echo "|---|---|---|---|---|---|---|---|"
} > "$report"
for entry in "${answers[@]}"; do
  IFS='|' read -r name path body <<<"$entry"
  read -r cpu_identity cpu_gzip cpu_br < <(python3 "$work/cpu.py" "$server" "$port" "$path" "$body" "$requests")
  declare -A cpu=([identity]=$cpu_identity [gzip]=$cpu_gzip [br]=$cpu_br)
  plain_bytes=""
  for coding in identity gzip br; do
    accept=$coding
    if [ "$coding" = identity ]; then accept=""; fi
    bytes=$(size "$path" "$body" "$accept")
    lua_for "$path" "$body" "$accept" "$work/run.lua"
    p50=$(median_us "$work/run.lua")
    if [ -z "$plain_bytes" ]; then plain_bytes=$bytes; fi
    awk -v name="$name" -v coding="$coding" -v b="$bytes" -v pb="$plain_bytes" \
        -v cpu="${cpu[$coding]}" -v pcpu="$cpu_identity" -v p50="$p50" 'BEGIN {
      saved = pb - b
      plain = coding == "identity"
      printf "| %s | %s | %d | %s | %.1f µs | %s | %d µs | %s |\n", name, coding, b,
        plain ? "" : sprintf("%d (%.0f%%)", saved, 100 * saved / pb), cpu,
        plain ? "" : sprintf("%+.1f µs", cpu - pcpu), p50,
        plain ? "" : sprintf("%.0f / %.0f µs", saved * 8 / 10, saved * 8 / 100)
    }' >> "$report"
    tail -n 1 "$report" >&2
  done
done
echo "report: $report" >&2
