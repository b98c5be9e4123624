#!/usr/bin/env bash
# Size-vs-time and size-vs-memory of the worst shapes of issue #18 (docs/BENCHMARKS.md):
# formulation of a line of asterisks and of one requirement repeated, and a check of
# IFEval GPT-4 responses concatenated against an instruction touching every rule family,
# at 1 KiB … 10 MiB (and 50 MiB for the check). Needs a release build and
# ../shared/data/ifeval/responses_gpt4.jsonl.
#
#   scripts/reliability-curve.sh [target/release/nsvif]
set -euo pipefail
cd "$(dirname "$0")/.."
nsvif=${1:-target/release/nsvif}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 - "$dir" <<'PY'
import json, sys
d = sys.argv[1]
resps = [json.loads(l)["response"] for l in open("../shared/data/ifeval/responses_gpt4.jsonl")]
blob = "\n\n".join(resps).encode()
unit = b"Do not use any commas. "
for name, n in [("1k", 1 << 10), ("10k", 10 << 10), ("100k", 100 << 10), ("1m", 1 << 20), ("10m", 10 << 20), ("50m", 50 << 20)]:
    if n <= 10 << 20:
        open(f"{d}/ast_{name}", "wb").write(b"*" * n)
        open(f"{d}/rep_{name}", "wb").write((unit * (n // len(unit) + 1))[:n])
    # Whole UTF-8 characters: cut at a character boundary.
    out = (blob * (n // len(blob) + 1))[:n].decode("utf-8", "ignore")
    open(f"{d}/out_{name}", "w").write(out)
PY
every=$(sed -n 's/^const EVERY_FAMILY: &str = "\(.*\)";$/\1/p' crates/nsvif-formulate/src/pipeline/mod.rs | sed 's/\\"/"/g')
measure() {  # label size command…
  local label=$1 size=$2; shift 2
  /usr/bin/time -f "%e %M" -o "$dir/time" "$@" >/dev/null 2>"$dir/err" || true
  # GNU time puts "Command exited with non-zero status N" first when the verdict is not
  # `sat` (exit 1, 2): the figures are on the last line.
  read -r secs kb < <(tail -n 1 "$dir/time") || true
  printf "%-22s %9s bytes  %8s s  peak RSS %8s KB\n" "$label" "$size" "$secs" "$kb"
}
for shape in ast rep; do
  for name in 1k 10k 100k 1m 10m; do
    f="$dir/${shape}_$name"
    measure "formulate $shape" "$(stat -c %s "$f")" "$nsvif" formulate --max-instruction-kib 20480 -i "@$f"
  done
done
for name in 1k 10k 100k 1m 10m 50m; do
  f="$dir/out_$name"
  measure "check every family" "$(stat -c %s "$f")" "$nsvif" check -i "$every" -o "@$f"
done
