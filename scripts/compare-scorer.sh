#!/usr/bin/env bash
# Side-by-side show scoring benchmark: our itemized scorer and our fast rank-table total against
# the PyPI package cribbage-scorer (pinned, in a venv under target/), on the same deals.
# Usage: scripts/compare-scorer.sh [deals=200000]
#
# 1. target/scorer-venv: created, or reused while its .requirement marker matches the pins below.
# 2. target/compare-deals.txt: N deterministic random hand + starter deals (fixed seed; the same
#    file on every machine), one a line: `5S 5H 5D JC 5C` (four hand cards, then the starter).
# 3. scripts/compare_scorer.py scores every deal with cribbage-scorer, as a hand and as a crib,
#    timed in-process (perf_counter, cards pre-converted to the package's tuples, a plain loop).
#    Best of COMPARE_PY_REPS passes (default 3; one pass over 200,000 deals takes ~5-10 s).
# 4. crates/cribbage-research/examples/score_deals.rs scores the same deals with our two scorers, timed in-process
#    (Instant, best of at least 5 passes).
# 5. Checks that all three agree deal by deal (every disagreement is printed with its cards, and
#    the script exits 1), then prints hands/sec, ns/hand and the speed ratio to cribbage-scorer.
# The default run takes about a minute (most of it cribbage-scorer). Timings are wall-clock on
# whatever else the machine is doing: compare numbers only from a quiet machine.
set -euo pipefail
cd "$(dirname "$0")/.."

deals=${1:-200000}
[[ $deals =~ ^[1-9][0-9]*$ ]] || { echo "usage: $0 [deals=200000]" >&2; exit 2; }

venv=target/scorer-venv
# more-itertools is cribbage-scorer's only dependency; pinned too so reruns time the same code.
requirement="cribbage-scorer==0.2.5 more-itertools==11.2.1"
if [ ! -x "$venv/bin/python" ] || [ "$(cat "$venv/.requirement" 2>/dev/null)" != "$requirement" ]; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  # shellcheck disable=SC2086 # one word per pinned package
  "$venv/bin/pip" install --quiet --disable-pip-version-check $requirement
  echo "$requirement" > "$venv/.requirement"
fi

deals_file=target/compare-deals.txt
python3 scripts/compare_scorer.py generate "$deals" "$deals_file"

echo "== cribbage-scorer ($("$venv/bin/python" --version))"
"$venv/bin/python" scripts/compare_scorer.py score "$deals_file" \
  target/compare-scorer-totals.txt target/compare-scorer-timings.tsv --reps "${COMPARE_PY_REPS:-3}"

echo "== ours (cargo run --release -p cribbage-research --example score_deals)"
cargo run --release --locked --quiet -p cribbage-research --example score_deals -- "$deals_file"

echo "== check and table"
"$venv/bin/python" scripts/compare_scorer.py report "$deals_file" \
  target/compare-scorer-totals.txt target/compare-scorer-timings.tsv \
  target/compare-ours-totals.txt target/compare-ours-timings.tsv
