#!/usr/bin/env bash
# Throughput of `nsvif bench --given-constraints` on IFBench-type records against the
# official IFBench checker (if_verifiable.ifbench) on the same records, in the same run, one
# thread each. The records: the 540 GPT-4 IFEval outputs with 1 to 3 IFBench constraints
# each, labelled by the official checker (bench/make_ifbench_records.py), repeated REPEAT
# times so both sides are measured warm.
# VERSION=upstream measures the upstream checker (records labelled by it, nsvif with
# --ifbench-version upstream, tests/official/ifbench_upstream_official.py as the official side).
# usage: [VERSION=frozen|upstream] bench/ifbench_throughput.sh [REPEAT]   (needs .venv from scripts/setup.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
REPEAT=${1:-20}
PY=${PY:-.venv/bin/python}
VERSION=${VERSION:-frozen}
OFFICIAL=crates/nsvif-check/tests/official/ifbench_official.py
LABELS=()
if [ "$VERSION" = upstream ]; then
  OFFICIAL=crates/nsvif-check/tests/official/ifbench_upstream_official.py
  LABELS=(--upstream)
fi
ONE=$(mktemp --suffix .vif.jsonl)
FILE=$(mktemp --suffix .vif.jsonl)
"$PY" bench/make_ifbench_records.py ../shared/data/ifeval/ifeval_gpt4.vif.jsonl "$ONE" "${LABELS[@]}"
for _ in $(seq "$REPEAT"); do cat "$ONE"; done > "$FILE"
cargo build --release -q -p nsvif-cli
echo "version: $VERSION  records: $(wc -l < "$FILE")  machine: $(nproc) cores, $(uname -m)  date: $(date -u +%F)"
./target/release/nsvif bench "$FILE" --given-constraints --json --jobs 1 --ifbench-version "$VERSION" \
  | python3 -c "import json,sys; r=json.load(sys.stdin); print(f'nsvif --jobs 1: {r[\"records_per_second\"]:.0f} records/s, agreement {r[\"constraints\"][\"agreement\"]}, pass@1 {r[\"pass_at_1\"]}')"
"$PY" "$OFFICIAL" "$FILE" --time > /dev/null
rm -f "$ONE" "$FILE"
