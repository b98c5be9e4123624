#!/usr/bin/env bash
# Rebuilds bench/multilingual/mifeval_{es,fr,ja}_{tune,heldout}.jsonl from a checkout (or
# bare clone) of lightblue-tech/M-IFEval: the official verdicts of the published gpt-4o
# responses (nsvif's M-IFEval checkers on the published kwargs), then the records.
#
# usage: bench/multilingual/make_mifeval.sh M_IFEVAL_GIT_DIR [NSVIF]
set -euo pipefail
repo=$1
nsvif=${2:-nsvif}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for lang in es fr ja; do
  for f in "${lang}_input_data.jsonl" "${lang}_input_response_data_gpt-4o-2024-08-06.jsonl"; do
    git --git-dir="$repo" show "HEAD:data/$f" > "$work/$f" 2>/dev/null || cp "$repo/data/$f" "$work/$f"
  done
  "$nsvif" bench "$work/${lang}_input_data.jsonl" \
    --responses "$work/${lang}_input_response_data_gpt-4o-2024-08-06.jsonl" \
    --report "$work/report/$lang" > /dev/null
done
python3 "$here/make_mifeval.py" "$work" "$work/report" "$here"
