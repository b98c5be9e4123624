#!/usr/bin/env bash
# CI step of `nsvif serve` and `nsvif mcp` with real clients: Debian's Chromium driven by
# Playwright (the system browser: `playwright install` downloads a browser of its own and
# is never run) checks the playground page, and the MCP Python SDK's client calls
# `nsvif mcp` over stdio. The HTTP API's own tests (fault cases included) are Rust tests
# of crates/nsvif-serve, run by `cargo test --workspace`.
set -euo pipefail
cd "$(dirname "$0")/.."
dpkg-query -W -f='${Status}' chromium 2>/dev/null | grep -q "ok installed" || {
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
}
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -c "import playwright, mcp, pytest" 2>/dev/null \
  || .venv/bin/pip install -q playwright mcp pytest
# The binary as `cargo test --workspace` built it: the same features, so nothing is rebuilt
# after that step (a plain `cargo build -p nsvif-cli` resolves features without the
# dev-dependencies and builds part of the tree again).
cargo test -q --workspace --no-run
NSVIF_BIN="$PWD/target/debug/nsvif" NSVIF_CHROMIUM=/usr/bin/chromium \
  timeout 600 .venv/bin/python -m pytest -q -p no:cacheprovider crates/nsvif-serve/tests/clients
