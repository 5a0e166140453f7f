#!/usr/bin/env bash
# Instructions per call of the core workloads (crates/cribbage-research/examples/core_instructions.rs), counted by
# callgrind: each workload runs once with n=1 and once with n=1+N, and the difference over N is
# the cost of one call, start-up left out. Exact and repeatable on a busy machine, unlike
# wall-clock time; compare two commits by running this script in a checkout of each.
#
# Usage: scripts/core-instructions.sh [N=2000]. Needs valgrind (Debian package).
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-2000}
cargo build --profile production --quiet -p cribbage-research --example core_instructions
bin=target/production/examples/core_instructions

refs() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" 2>&1 >/dev/null |
    sed -n 's/.*I *refs: *//p' | tr -d ,
}

printf '| workload | instructions a call |\n|---|---|\n'
for workload in round play play_with_hands discards discards_expert position; do
  base=$(refs "$workload" 1)
  more=$(refs "$workload" $((n + 1)))
  printf '| `%s` | %s |\n' "$workload" $(((more - base) / n))
done
