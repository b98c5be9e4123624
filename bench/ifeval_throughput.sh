#!/usr/bin/env bash
# Throughput of `nsvif bench --given-constraints` against the official IFEval checker on
# the same records, in the same run. The 540 GPT-4 records are repeated REPEAT times so
# both sides are measured warm (start-up is a few ms for nsvif, ~1 s for Python).
# usage: bench/ifeval_throughput.sh [REPEAT]   (needs the venv of shared/tools/official_ifeval.py in $PY)
set -euo pipefail
cd "$(dirname "$0")/.."
REPEAT=${1:-20}
PY=${PY:-.venv/bin/python}
DATA=../shared/data/ifeval/ifeval_gpt4.vif.jsonl
FILE=$(mktemp --suffix .vif.jsonl)
for _ in $(seq "$REPEAT"); do cat "$DATA"; done > "$FILE"
cargo build --release -q -p nsvif-cli
echo "records: $(wc -l < "$FILE")  machine: $(nproc) cores, $(uname -m)  date: $(date -u +%F)"
for jobs in 1 "$(nproc)"; do
  /usr/bin/time -f "  peak RSS %M KB" ./target/release/nsvif bench "$FILE" --given-constraints --json --jobs "$jobs" \
    | python3 -c "import json,sys; r=json.load(sys.stdin); print(f'nsvif --jobs $jobs: {r[\"records_per_second\"]:.0f} records/s, agreement {r[\"constraints\"][\"agreement\"]}, pass@1 {r[\"pass_at_1\"]}')"
done
"$PY" ../shared/tools/official_ifeval.py "$FILE" \
  | python3 -c "import json,sys; r=json.load(sys.stdin); print(f'official (Python, 1 thread): {r[\"records_per_s\"]:.0f} records/s')"
rm -f "$FILE"
