"""The Python package with an LLM: judges through an OpenAI-compatible mock server on
127.0.0.1, started by the test (never the internet)."""

import http.server
import json
import threading

import pytest

import nsvif

SPEC = {
    "constraints": [
        {"id": "c1", "text": "do not use any commas", "kind": "logic", "check": {"predicate": "no_commas", "args": {}}},
        {
            "id": "c2",
            "text": "a pessimistic tone",
            "kind": "semantic",
            "check": {"judge": "The response is written in a pessimistic tone."},
        },
    ]
}


class MockModel(http.server.BaseHTTPRequestHandler):
    """Answers every chat completion with the judge verdict in `server.answer`."""

    def do_POST(self):  # noqa: N802 (http.server's naming)
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.server.requests.append(body)
        payload = json.dumps(
            {
                "id": "chatcmpl-1",
                "object": "chat.completion",
                "created": 1700000000,
                "model": body["model"],
                "choices": [
                    {
                        "index": 0,
                        "finish_reason": "stop",
                        "message": {"role": "assistant", "content": json.dumps(self.server.answer)},
                    }
                ],
                "usage": {"prompt_tokens": 120, "completion_tokens": 30, "total_tokens": 150},
            }
        ).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args):
        pass


@pytest.fixture
def server(monkeypatch):
    for var in ("NSVIF_LLM_BASE_URL", "NSVIF_LLM_MODEL", "NSVIF_JUDGE_MODEL", "OPENAI_API_KEY", "NSVIF_LLM_CONFIG"):
        monkeypatch.delenv(var, raising=False)
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), MockModel)
    srv.requests = []
    srv.answer = {"satisfied": False, "reason": "It is cheerful.", "evidence": "What a great day"}
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield srv
    srv.shutdown()


def verifier(server):
    url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    return nsvif.Verifier(llm_base_url=url, llm_model="mock", llm_timeout=5)


def test_a_tone_constraint_is_judged_once_and_the_answer_decides(server):
    v = verifier(server)
    assert v.has_llm
    r = v.prepare_spec(SPEC).check("What a great day it is for a walk")
    assert len(server.requests) == 1
    assert r["verdict"] == "unsat"
    assert [x["id"] for x in r["violated"]] == ["c2"]
    assert r["cost"]["llm_calls"] == 1
    assert r["cost"]["input_tokens"] == 120
    assert "It is cheerful." in r["constraints"][1]["fact"]["evidence"]["measured"]

    server.answer = {"satisfied": True, "reason": "Gloomy.", "evidence": "all is lost"}
    r = v.prepare_spec(SPEC).check("Nothing will work and all is lost")
    assert r["verdict"] == "sat"
    assert len(server.requests) == 2


def test_an_output_that_already_breaks_a_logic_constraint_costs_no_call(server):
    r = verifier(server).check("", "Well, all is lost", spec=SPEC)
    assert r["verdict"] == "unsat"
    assert server.requests == []
    assert r["cost"]["llm_calls"] == 0


def test_check_many_judges_only_the_outputs_that_need_it(server):
    prepared = verifier(server).prepare_spec(json.dumps(SPEC))
    reports = prepared.check_many(["Fine weather today", "Rain, again", "Sunny and warm"])
    assert [r["verdict"] for r in reports] == ["unsat", "unsat", "unsat"]
    # The output with a comma fails on the logic constraint: no judge for it.
    assert len(server.requests) == 2
    assert [r["cost"]["llm_calls"] for r in reports] == [1, 0, 1]


def test_without_an_llm_the_tone_is_unknown(monkeypatch):
    for var in ("NSVIF_LLM_BASE_URL", "NSVIF_LLM_MODEL", "NSVIF_JUDGE_MODEL", "OPENAI_API_KEY", "NSVIF_LLM_CONFIG"):
        monkeypatch.delenv(var, raising=False)
    v = nsvif.Verifier()
    assert not v.has_llm
    r = v.prepare_spec(SPEC).check("What a great day")
    assert r["verdict"] == "unknown"


def test_a_bad_formulator_is_an_error(server):
    url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    with pytest.raises(nsvif.NsvifError, match="formulator"):
        nsvif.Verifier(llm_base_url=url, llm_model="mock", formulator="magic")


def test_the_config_file_of_the_environment_and_record_replay_work_as_in_the_cli(server, tmp_path, monkeypatch):
    # NSVIF_LLM_CONFIG names the endpoint and the model, as it does for `nsvif check`.
    config = tmp_path / "llm.toml"
    url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    config.write_text(f'base_url = "{url}"\nmodel = "mock"\ntimeout_secs = 5\n')
    monkeypatch.setenv("NSVIF_LLM_CONFIG", str(config))
    recording = tmp_path / "exchanges.jsonl"
    recorded = nsvif.Verifier(record=str(recording)).prepare_spec(SPEC).check("What a great day")
    assert recorded["verdict"] == "unsat"
    assert len(server.requests) == 1
    assert recording.read_text().strip()
    # The recording answers the same question with no endpoint at all.
    monkeypatch.delenv("NSVIF_LLM_CONFIG")
    replaying = nsvif.Verifier(llm_model="mock", llm_base_url="http://127.0.0.1:9/v1", replay=str(recording))
    replayed = replaying.prepare_spec(SPEC).check("What a great day")
    assert replayed["verdict"] == "unsat"
    assert replayed["constraints"] == recorded["constraints"]
    assert len(server.requests) == 1


def test_recording_without_a_model_is_an_error(monkeypatch, tmp_path):
    for var in ("NSVIF_LLM_BASE_URL", "NSVIF_LLM_MODEL", "NSVIF_JUDGE_MODEL", "OPENAI_API_KEY", "NSVIF_LLM_CONFIG"):
        monkeypatch.delenv(var, raising=False)
    with pytest.raises(Exception, match="no LLM model given"):
        nsvif.Verifier(record=str(tmp_path / "x.jsonl"))
