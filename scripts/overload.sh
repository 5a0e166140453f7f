#!/usr/bin/env bash
# Overload: heavy advice at three times what the service can compute, while probes time the
# cheap answers alongside (issue #24, docs/operations.md).
#
#   scripts/overload.sh            # 60 s of overload in 6 windows, capacity before each
#   scripts/overload.sh --short    # 15 s in 3 windows: a CI step (.ci/run)
#
# 1. Builds the release binary and examples/overload.rs, and starts the service on 127.0.0.1
#    with RUST_LOG=warn (COMPUTE_THREADS, COMPUTE_QUEUE_MS and WORKERS pass through when set;
#    OVERLOAD_BINARY runs another build, e.g. an older one, for a before/after).
# 2. Capacity: the heavy mix (win-objective discards at two boards, the play at the lead) in a
#    closed loop over 4 connections per core: heavy answers a second, flat out.
# 3. Overload: the same mix open-loop at three times that rate, while GET /healthz and
#    POST /v1/hands/score are probed at 50 a second each on connections of their own.
#    Steps 2 and 3 alternate, with capacity once more at the end (examples/overload.rs says
#    why: this machine's speed drifts); each window is held against the capacity around it.
# 4. Prints the probes' median and 99th percentile, the heavy throughput against capacity, the
#    refusals and the errors, and the service's compute metrics; exits non-zero when a target
#    is missed (a probe's p99 over 10 ms or any probe error, heavy throughput under 90% of
#    capacity, a heavy request neither answered nor refused with 503 in time with Retry-After).
#
# Traffic goes to 127.0.0.1 only, and the run stops by itself. OVERLOAD_NO_BUILD=1 skips the
# build (CI has just built both).
set -euo pipefail
cd "$(dirname "$0")/.."

# 60 s of overload in six windows of 10 s, capacity for 3 s before each and after the last,
# held to the target of 90%. --short: 15 s in three windows, and 80%: its 2 s capacity samples
# scatter widely on a shared two-core machine (398, 555, 557 and 430 answers/s within one run of
# 2026-11-29), and two healthy smoke runs (no late 503, no error, probes' p99 under 5 ms) came to
# 84.2% and 84.4% against an 85% floor. 80% still catches a pool that wastes capacity; the full
# run is the measurement of the target (BENCHMARKS.md, "Overload").
cycles=6 capacity_seconds=3 window_seconds=10 least_share=0.9
if [ "${1:-}" = "--short" ]; then cycles=3 capacity_seconds=2 window_seconds=5 least_share=0.8; fi
port=${OVERLOAD_PORT:-18490}
queue_ms=${COMPUTE_QUEUE_MS:-100}
cores=$(nproc)

if [ "${OVERLOAD_NO_BUILD:-0}" != 1 ]; then
  [ -n "${CRIBBAGE_API_PREBUILT:-}" ] || cargo build --release --locked --quiet --bin cribbage-api --example overload
fi
binary=${OVERLOAD_BINARY:-target/release/cribbage-api}
driver=target/release/examples/overload

RUST_LOG=warn HOST=127.0.0.1 PORT=$port "$binary" &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null' EXIT
for _ in $(seq 100); do
  if curl -sf -o /dev/null "http://127.0.0.1:$port/healthz"; then break; fi
  sleep 0.05
done

echo "== $cycles cycles: capacity (closed loop, $((4 * cores)) connections, ${capacity_seconds} s), then ${window_seconds} s open-loop at 3 x that, probes at 50/s each ($cores cores)" >&2
status=0
"$driver" --base "http://127.0.0.1:$port" --mode overload --cycles "$cycles" \
  --capacity-seconds "$capacity_seconds" --seconds "$window_seconds" \
  --connections $((4 * cores)) --queue-ms "$queue_ms" --least-share "$least_share" \
  > target/overload.json || status=$?

echo "== the service's compute metrics" >&2
curl -s "http://127.0.0.1:$port/metrics" |
  grep -E '^compute_(admitted_total|refused_total|waiting|running)' >&2 || echo "(none: a build without the compute pool)" >&2
echo "report: target/overload.json" >&2
exit "$status"
