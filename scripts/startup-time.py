#!/usr/bin/env python3
"""Median wall time of `BIN --version` over N runs (default 20), after 3 warm-up runs.

Usage: python3 scripts/startup-time.py BIN [N]   (docs/RELEASING.md)
"""
import statistics
import subprocess
import sys
import time

binary = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 20
for _ in range(3):
    subprocess.run([binary, "--version"], stdout=subprocess.DEVNULL, check=True)
times = []
for _ in range(runs):
    start = time.perf_counter()
    subprocess.run([binary, "--version"], stdout=subprocess.DEVNULL, check=True)
    times.append((time.perf_counter() - start) * 1000)
print(
    f"{binary}: median {statistics.median(times):.2f} ms over {runs} runs "
    f"(min {min(times):.2f}, max {max(times):.2f})"
)
