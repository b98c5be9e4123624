#!/usr/bin/env bash
# CI step for VIFBench (#13), offline: generate the logic-only set (820 records, shuffled
# constraint order) with bench/vifbench/generate.py, score it with
# `nsvif bench --vifbench-report`, and fail unless pass@1 >= 0.99 with no false `sat`.
# First the generator's own tests (reference checks; LLM source on a 127.0.0.1 mock).
set -euo pipefail
cd "$(dirname "$0")/.."
(cd bench/vifbench && python3 -m unittest -q test_generate.py 2>/dev/null) || {
  (cd bench/vifbench && python3 -m unittest test_generate.py); exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
python3 bench/vifbench/generate.py --logic-only --shuffle-order --seed 1 > "$out/vifbench.jsonl"
cargo run -q -p nsvif-cli -- bench "$out/vifbench.jsonl" --vifbench-report "$out/report" > /dev/null
python3 - "$out/report/report.json" <<'PY'
import json, sys
o = json.load(open(sys.argv[1]))["overall"]
print(f"VIFBench logic-only: {o['records']} records, pass@1 {o['pass_at_1']:.4f}, "
      f"F1 {o['f1']:.4f}, false sat {o['confusion']['fp']}")
if o["records"] < 800 or o["pass_at_1"] < 0.99 or o["confusion"]["fp"] != 0:
    sys.exit("VIFBench: below pass@1 0.99, a false sat, or fewer than 800 records")
PY
