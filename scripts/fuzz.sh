#!/usr/bin/env bash
# Coverage-guided fuzzing with cargo-fuzz (libFuzzer); see fuzz/README.md.
#
#   scripts/fuzz.sh [target|all] [seconds=600]
#
# Runs the target (or every target, one after another) for `seconds` each, in one process, from
# the committed seeds in fuzz/seeds/<target>/ plus the corpus grown by earlier runs in
# fuzz/corpus/<target>/ (not committed), and prints libFuzzer's final stats. A crash or broken
# invariant stops with the input saved under fuzz/artifacts/<target>/ and a non-zero exit.
#
# Environment:
#   FUZZ_SANITIZER  address (default with a nightly toolchain) or none (forced on stable, which
#                   cannot build -Zsanitizer)
#   FUZZ_ARGS       extra libFuzzer arguments, e.g. "-jobs=1" or "-seed=1"
set -euo pipefail
cd "$(dirname "$0")/../fuzz"

TARGETS=(card_parser hand_scoring pegging request_json round discard advice position review table_advice)
what=${1:-all}
seconds=${2:-600}

usage() {
  echo "usage: scripts/fuzz.sh [target|all] [seconds=600]" >&2
  echo "targets: ${TARGETS[*]}" >&2
  exit 2
}
[[ $seconds =~ ^[0-9]+$ ]] || usage
if [[ $what == all ]]; then
  run=("${TARGETS[@]}")
elif [[ " ${TARGETS[*]} " == *" $what "* ]]; then
  run=("$what")
else
  usage
fi

if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "== installing cargo-fuzz"
  cargo install cargo-fuzz --locked
fi

# A nightly toolchain builds with AddressSanitizer; stable only without a sanitizer.
if cargo +nightly --version >/dev/null 2>&1; then
  toolchain=(+nightly)
  sanitizer=${FUZZ_SANITIZER:-address}
else
  toolchain=()
  sanitizer=none
  echo "== no nightly toolchain: building on stable with -s none"
fi

# Leaks that are by design in dependencies (see fuzz/lsan.supp).
export LSAN_OPTIONS="suppressions=$PWD/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

mkdir -p runs
status=0
for target in "${run[@]}"; do
  mkdir -p "corpus/$target"
  log="runs/$target.log"
  args=(-max_total_time="$seconds" -print_final_stats=1 -timeout=30)
  [[ -f dict/$target.dict ]] && args+=(-dict="dict/$target.dict")
  # shellcheck disable=SC2206 # FUZZ_ARGS is split into arguments on purpose
  args+=(${FUZZ_ARGS:-})
  echo "== $target: ${seconds}s, sanitizer $sanitizer, log fuzz/$log"
  set +e
  cargo "${toolchain[@]}" fuzz run -s "$sanitizer" "$target" "corpus/$target" "seeds/$target" \
    -- "${args[@]}" >"$log" 2>&1
  code=$?
  set -e
  # With -jobs/-workers libFuzzer writes the run to fuzz-N.log in the working directory.
  for extra in fuzz-*.log; do
    [[ -f $extra ]] && cat "$extra" >>"$log" && rm -f "$extra"
  done
  grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|^Done [0-9]+ runs|^stat::' "$log" || true
  if [[ $code -ne 0 ]]; then
    status=1
    echo "!! $target failed (exit $code):"
    grep -E 'panicked at|^SUMMARY|Test unit written to|^Error' "$log" || tail -20 "$log"
  fi
done
exit $status
