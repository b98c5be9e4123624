"""Tests of the VIFBench generator: its reference checks, the text source, and the LLM
source against a mock endpoint on 127.0.0.1, recorded and replayed.

    python3 -m unittest bench/vifbench/test_generate.py
"""

import collections
import json
import re
import tempfile
import threading
import unittest
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import generate as g

VALUES = g.load_values(g.HERE / "values.json")


class ReferenceChecks(unittest.TestCase):
    def test_counts_skip_heading_lines(self):
        text = "# A Long Title Here\n\nOne two three.\n\n## Sub\n\nFour five six seven.\n"
        self.assertEqual(len(g.body_words(text)), 7)
        self.assertTrue(g.check("I", "odd", text))
        self.assertFalse(g.check("I", "even", text))
        self.assertTrue(g.check("B", 17, text))
        self.assertFalse(g.check("B", 18, text))

    def test_words_per_sentence_is_strict(self):
        self.assertTrue(g.check("H", 4, "# Title with many words in it\n\nOne two three. Four five six."))
        self.assertFalse(g.check("H", 3, "One two three. Four."))

    def test_titles_need_their_level(self):
        self.assertTrue(g.check("F", "The Sea", "# The Sea\n\ntext"))
        self.assertFalse(g.check("F", "The Sea", "## The Sea\n\ntext"))
        self.assertTrue(g.check("G", ["A", "B"], "## A\n\nx\n\n### B\n\ny"))
        self.assertFalse(g.check("G", ["A", "B"], "## A\n\nx\n\n# B\n\ny"))

    def test_keywords_are_substrings_in_any_case(self):
        self.assertTrue(g.check("D", ["ocean", "sea wall"], "The OCEAN meets the Sea Wall."))
        self.assertFalse(g.check("E", ["wind"], "A windy day."))
        self.assertTrue(g.check("E", ["wind"], "A calm day."))

    def test_same_start_and_end_word(self):
        self.assertTrue(g.check("J", None, "# Title\n\nRain falls, rain."))
        self.assertFalse(g.check("J", None, "# Rain\n\nSun falls, rain."))
        text = "# T\n\n## A\n\nRain on rain.\n\n## B\n\nSun and sun.\n"
        self.assertTrue(g.check("K", None, text))
        self.assertFalse(g.check("K", None, text.replace("and sun", "and moon")))


class TextSource(unittest.TestCase):
    def test_the_paper_layout_and_labels(self):
        records = list(g.generate(VALUES, logic_only=True, shuffle=True, seed=3))
        self.assertEqual(len(records), 820)
        groups = collections.Counter(r["group"] for r in records)
        self.assertEqual(groups, {2: 100, 3: 100, 4: 100, 5: 60, 6: 60, 7: 100, 8: 100, 9: 100, 10: 100})
        sat = sum(r["label"] == "sat" for r in records) / len(records)
        self.assertTrue(0.45 < sat < 0.55, sat)
        for r in records:
            broken = [c for c in r["vifbench_constraints"] if c["satisfied"] is False]
            if r["label"] == "sat":
                self.assertFalse(broken)
                self.assertIsNone(r["mutation"])
            else:
                self.assertTrue(broken)
            self.assertNotIn("topic", r["types"])

    def test_the_text_source_needs_logic_only(self):
        with self.assertRaises(SystemExit):
            g.main(["--source", "text"])


class MockModel(BaseHTTPRequestHandler):
    """Answers with as many words as the first message asks for, but only after being
    told its first answer failed; without a word count, five words."""

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        messages = body["messages"]
        m = re.search(r"around (\d+) words", messages[0]["content"])
        revised = messages[-1]["content"].startswith("Your response fails")
        n = int(m.group(1)) if m and revised else 5
        answer = " ".join(["word"] * n) + "."
        out = json.dumps({
            "choices": [{"message": {"role": "assistant", "content": answer}}],
            "usage": {"prompt_tokens": 10, "completion_tokens": n},
        }).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(out)))
        self.end_headers()
        self.wfile.write(out)

    def log_message(self, *args):
        pass


class LlmSource(unittest.TestCase):
    def test_sat_rounds_revise_unsat_rounds_break_and_the_recording_replays(self):
        server = HTTPServer(("127.0.0.1", 0), MockModel)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            with tempfile.TemporaryDirectory() as d:
                rec = Path(d) / "exchanges.jsonl"
                url = f"http://127.0.0.1:{server.server_port}/v1"
                llm = g.Llm(url, "mock", record=str(rec))
                live = list(g.generate(VALUES, True, False, 5, llm, limit=12))
                llm.record.close()
                self.assertTrue(llm.input_tokens > 0)
                replayed = list(g.generate(VALUES, True, False, 5, g.Llm(None, "mock", replay=str(rec)), limit=12))
        finally:
            server.shutdown()
        self.assertEqual(live, replayed)
        self.assertEqual(len(live), 12)
        for r in live:
            wc = r["vifbench_constraints"][0]
            self.assertEqual(wc["type"], "word_count")
            # Sat rounds were revised to the count; unsat rounds never asked for it.
            self.assertEqual(r["label"], "unsat" if r["mutation"] else "sat")
            self.assertEqual(wc["satisfied"], r["label"] == "sat")
        self.assertTrue({"sat", "unsat"} <= {r["label"] for r in live})

    def test_a_replay_without_the_answer_is_an_error(self):
        with tempfile.TemporaryDirectory() as d:
            empty = Path(d) / "empty.jsonl"
            empty.write_text("")
            with self.assertRaises(g.LlmError):
                list(g.generate(VALUES, True, False, 5, g.Llm(None, "mock", replay=str(empty)), limit=1))


if __name__ == "__main__":
    unittest.main()
