"""What the client tests share: the nsvif binary (NSVIF_BIN, default target/debug/nsvif)
and a `nsvif serve` on a free port of 127.0.0.1, stopped with SIGTERM after the tests
(it must then exit 0: graceful shutdown)."""

import os
import pathlib
import re
import signal
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[4]


@pytest.fixture(scope="session")
def nsvif_bin():
    path = pathlib.Path(os.environ.get("NSVIF_BIN", ROOT / "target" / "debug" / "nsvif"))
    assert path.is_file(), f"no nsvif binary at {path}: build it with cargo build -p nsvif-cli"
    return str(path)


@pytest.fixture(scope="session")
def server(nsvif_bin):
    env = {k: v for k, v in os.environ.items() if not k.startswith("NSVIF_LLM_")}
    env.pop("OPENAI_API_KEY", None)
    process = subprocess.Popen(
        [nsvif_bin, "serve", "--addr", "127.0.0.1:0"],
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    line = process.stderr.readline()
    match = re.search(r"http://127\.0\.0\.1:\d+", line)
    assert match, f"nsvif serve did not start: {line}"
    yield match.group(0)
    process.send_signal(signal.SIGTERM)
    assert process.wait(timeout=30) == 0
