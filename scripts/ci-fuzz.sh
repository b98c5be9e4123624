#!/usr/bin/env bash
# Fuzzes every target of fuzz/ for FUZZ_SECONDS each (default 60) from the committed seeds
# (fuzz/seeds/, hand-made; tests read them too) and the kept corpus (fuzz/grown/, what
# longer runs found that adds coverage, minimised); a crash, a panic, a stack overflow,
# an allocation over 2 GB or an input that runs over 10 s fails the step with the
# reproducing input in fuzz/artifacts/.
#
# A fresh CI machine has only the stable toolchain: cargo-fuzz's flags for libFuzzer's
# coverage are stable ones, and RUSTC_BOOTSTRAP=1 lets stable accept the few unstable
# ones it passes. No sanitizer (-s none): panics, aborts and overflows are caught without
# one, and the build stays a plain release build.
#
#   scripts/ci-fuzz.sh                  # every target, 60 s each
#   FUZZ_SECONDS=3600 scripts/ci-fuzz.sh formulate   # the documented longer run
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-60}
export RUSTC_BOOTSTRAP=1
if ! cargo fuzz --version >/dev/null 2>&1; then
  cargo install --locked cargo-fuzz --version "^0.13"
fi
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(spec_json formula_dsl check_output formulate llm_answer regex ja_morph)
fi
cargo fuzz build -s none -O
for target in "${targets[@]}"; do
  corpus=$(mktemp -d)
  log=$(mktemp)
  echo "fuzz: $target for ${seconds}s"
  status=0
  # The seeds and the kept corpus are read, never written: new inputs go to the
  # scratch corpus.
  kept=()
  [ -d "fuzz/grown/$target" ] && kept=("fuzz/grown/$target")
  cargo fuzz run -s none -O "$target" "$corpus" "fuzz/seeds/$target" "${kept[@]}" -- \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 >"$log" 2>&1 || status=$?
  grep -E "^stat::number_of_executed_units|^#[0-9]+ *DONE|^INFO: seed corpus" "$log" || true
  if [ "$status" -ne 0 ]; then
    tail -n 40 "$log" >&2
    echo "fuzz: $target failed (exit $status); the input is in fuzz/artifacts/$target/" >&2
    exit 1
  fi
  rm -rf "$corpus" "$log"
done
