#!/usr/bin/env bash
# Load figures of `nsvif serve` on 127.0.0.1 (docs/BENCHMARKS.md): throughput and p50/p99
# latency of /v1/check at 1, 8 and 64 clients, cached instructions and 10% new ones, then
# the server's resident memory over 100,000 requests. Bounded: every stage has a request
# count and a time limit, and the server is stopped with SIGTERM at the end.
# Needs the release builds: cargo build --release -p nsvif-cli -p nsvif-serve --example load
set -euo pipefail
cd "$(dirname "$0")/.."
nsvif=target/release/nsvif
load=target/release/examples/load
log=$(mktemp)
server=""
trap 'if [ -n "$server" ]; then kill -TERM "$server" 2>/dev/null || true; fi; rm -f "$log"' EXIT

start() {
  "$nsvif" serve --addr 127.0.0.1:0 --max-in-flight 256 "$@" 2>"$log" &
  server=$!
  for _ in $(seq 100); do grep -q listening "$log" && break; sleep 0.1; done
  addr=$(grep -o '127\.0\.0\.1:[0-9]*' "$log")
}
stop() { kill -TERM "$server"; wait "$server" || true; server=""; }
rss() { awk '/VmRSS/ {print $2 " kB"}' "/proc/$server/status"; }

start
"$load" http "$addr" 2000 8 >/dev/null  # warm-up: the eight instructions prepared
for clients in 1 8 64; do
  "$load" http "$addr" 20000 "$clients" 0 60
  "$load" http "$addr" 5000 "$clients" 100 60
done
stop

# memory LABEL NEW_PER_MILLE [SERVE FLAGS]: VmRSS after a warm-up and every 25,000 checks.
memory() {
  echo "memory, 100,000 checks, $1 (8 clients):"
  local new=$2
  shift 2
  start "$@"
  "$load" http "$addr" 2000 8 >/dev/null
  echo "  start: $(rss)"
  for i in 1 2 3 4; do
    "$load" http "$addr" 25000 8 "$new" 120 >/dev/null
    echo "  after $((i * 25000)): $(rss)"
  done
  stop
}
memory "cached instructions" 0
memory "10% new instructions, --cache-capacity 256" 100 --cache-capacity 256
