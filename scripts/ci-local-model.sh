#!/usr/bin/env bash
# CI step: the end-to-end suite against a real local model (crates/nsvif-cli/tests/local_model.rs).
# Installs the pinned engine and model (cached under ~/.cache/nsvif: a second run fetches
# nothing), serves the model on 127.0.0.1, runs the suite, and stops the server.
#
# The 0.5B model (Qwen2.5-0.5B-Instruct Q4_K_M, 470 MiB) keeps CI short; the suite asserts
# structure (calls, tokens equal to the server's usage, schema-shaped answers, replay,
# timeout → unknown), which holds for it as for the 1.5B one. NSVIF_CI_MODEL=1.5b picks
# the larger model.
set -euo pipefail
cd "$(dirname "$0")/.."
size="${NSVIF_CI_MODEL:-0.5b}"
port="${NSVIF_LOCAL_PORT:-18088}"
log="$(mktemp)"

bash scripts/local-model.sh install "$size" >/dev/null
NSVIF_LOCAL_PORT="$port" bash scripts/local-model.sh serve "$size" >"$log" 2>&1 &
server=$!
stop() { kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -f "$log"; }
trap stop EXIT

# Loading a model takes seconds to a minute on a loaded machine.
for _ in $(seq 1 180); do
  if curl -sf "http://127.0.0.1:$port/v1/models" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$server" 2>/dev/null; then
    echo "ci-local-model: the model server exited:" >&2; cat "$log" >&2; exit 1
  fi
  sleep 1
done
model=$(curl -sf "http://127.0.0.1:$port/v1/models" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"][0]["id"])')

NSVIF_LOCAL_MODEL_URL="http://127.0.0.1:$port/v1" NSVIF_LOCAL_MODEL="$model" \
  cargo test -p nsvif-cli --test local_model -- --test-threads=1
echo "ci-local-model: server log:"; cat "$log"
