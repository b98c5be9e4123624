#!/usr/bin/env python3
"""Tests of label.py's unit definitions and checks, on small texts whose answers are
plain to a reader. Python 3 standard library only.

Usage: python3 bench/everyday/test_label.py
"""

import pathlib
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from label import holds, split_of, units  # noqa: E402


def count(text, unit, v=0, **check):
    return len(units(text, unit, v, check))


class Units(unittest.TestCase):
    def test_words(self):
        self.assertEqual(count("Don't stop, well-known rules!", "word"), 4)
        self.assertEqual(count("Don't stop, well-known rules!", "word", 1), 6)
        self.assertEqual(count("- one two\n1. three", "word", 2), 3)
        self.assertEqual(count("Hi 🌞 #Sun", "word"), 2)

    def test_sentences(self):
        self.assertEqual(count("One. Two! Three? Four", "sentence"), 4)
        self.assertEqual(count('He said "stop." Then left.', "sentence"), 2)
        self.assertEqual(count("Heading\nBody text here.", "sentence"), 2)
        self.assertEqual(count("Heading\nBody text here.", "sentence", 1), 1)
        self.assertEqual(count("- First item.\n- Second item.", "sentence"), 2)

    def test_lines_and_paragraphs(self):
        self.assertEqual(count("a\n\nb\n", "line"), 2)
        self.assertEqual(count("a\n\nb\n", "line", 1), 3)
        self.assertEqual(count("a\nb\n\n  \nc", "paragraph"), 2)

    def test_lists(self):
        text = "Intro:\n- a\n* b\n• c\n1. d\n2) e\n-no"
        self.assertEqual(count(text, "bullet"), 3)
        self.assertEqual(count(text, "numbered"), 2)
        self.assertEqual(count(text, "item"), 5)
        self.assertEqual(count("# Title\n#tag\n## Sub", "heading"), 2)

    def test_emoji_hashtags_mentions(self):
        self.assertEqual(count("Hi 👍🏽 and 👨‍👩‍👧 ❤️", "emoji"), 3)
        self.assertEqual(count("Hi 👍🏽 and ❤️", "emoji", 1), 2)
        self.assertEqual(count("#One #2no #two_3 a#b ##x", "hashtag"), 2)
        self.assertEqual(count("@ana hi @bo_b mail@x.org", "mention"), 2)

    def test_characters(self):
        self.assertEqual(count("ab c\n", "character"), 5)
        self.assertEqual(count("ab c\n", "character", 1), 4)
        self.assertEqual(count("a🌞", "character", 2), 3)

    def test_tables(self):
        text = "Intro\n\n| A | B |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n\nAfter"
        self.assertEqual(count(text, "table_column"), 2)
        self.assertEqual(count(text, "table_row"), 2)
        self.assertEqual(count(text, "table_row", 1), 3)
        self.assertEqual(count(text, "table_row", 1, header="excluded"), 2)
        self.assertEqual(count("| A | B |\n| 1 | 2 |", "table_column"), 0)

    def test_code_blocks_and_json(self):
        self.assertEqual(count("```py\nx\n```\ntext\n```\ny\n```", "code_block"), 2)
        self.assertEqual(count('```json\n{"a": 1, "b": 2}\n```', "json_key"), 2)
        self.assertEqual(count('{"a": 1} trailing', "json_key"), 0)


class Checks(unittest.TestCase):
    def test_relations(self):
        c = {"what": "count", "unit": "word", "rel": "<", "n": 3}
        self.assertTrue(holds("one two", c, 0))
        self.assertFalse(holds("one two three", c, 0))
        between = {"what": "count", "unit": "word", "rel": "between", "n": 1, "m": 3,
                   "quote": "between 1 and 3 words"}
        self.assertTrue(holds("one", between, 0))
        self.assertFalse(holds("one", between, 1))  # exclusive reading
        dash = dict(between, quote="1–3 words")
        self.assertTrue(holds("one", dash, 1))

    def test_scopes(self):
        each = {"what": "count", "unit": "word", "rel": "<", "n": 3,
                "in": {"unit": "bullet", "which": "each"}}
        self.assertTrue(holds("- a b\n- c", each, 0))
        self.assertFalse(holds("- a b c\n- d", each, 0))
        self.assertTrue(holds("no bullets here at all", each, 0))
        second = {"what": "starts_with", "text": "However",
                  "in": {"unit": "paragraph", "which": 2}}
        self.assertTrue(holds("A.\n\nHowever, b.", second, 0))
        self.assertFalse(holds("A.\nHowever, b.", second, 0))
        none = {"what": "ends_with", "text": ".", "negate": True,
                "in": {"unit": "bullet", "which": "each"}}
        self.assertTrue(holds("- a\n- b", none, 0))
        self.assertFalse(holds("- a\n- b.", none, 0))

    def test_contains(self):
        word = {"what": "contains", "text": "very", "word": True, "rel": "==", "n": 0}
        self.assertTrue(holds("every day", word, 0))
        self.assertFalse(holds("Very good", word, 0))
        self.assertTrue(holds("Very good", word, 1))  # case-sensitive reading
        comma = {"what": "contains", "text": ",", "rel": "==", "n": 0}
        self.assertFalse(holds("a, b", comma, 0))

    def test_sign_off_case_order_json(self):
        sign = {"what": "sign_off", "text": "Best regards"}
        self.assertTrue(holds("Hi,\n\nText.\n\nBest regards,\nAna", sign, 0))
        self.assertFalse(holds("Hi,\n\nText.\n\nKind regards,\nAna", sign, 0))
        self.assertFalse(holds("Best regards,\nAna\nP.S. More text follows here.", sign, 0))
        self.assertTrue(holds("all lower 123", {"what": "case", "value": "lower"}, 0))
        self.assertFalse(holds("ALL CAPs", {"what": "case", "value": "upper"}, 0))
        alpha = {"what": "order", "unit": "line", "by": "alpha"}
        self.assertTrue(holds("apple\nBanana\ncherry", alpha, 0))
        self.assertFalse(holds("banana\napple", alpha, 0))
        keys = {"what": "json", "keys": ["a", "b"], "exact": True}
        self.assertTrue(holds('{"a": 1, "b": 2}', keys, 0))
        self.assertFalse(holds('{"a": 1, "b": 2, "c": 3}', keys, 0))
        self.assertFalse(holds('{"a": 1}', keys, 0))
        seq = {"what": "numbered_in_sequence"}
        self.assertTrue(holds("1. a\n2. b", seq, 0))
        self.assertFalse(holds("1. a\n3. b", seq, 0))

    def test_split_rule(self):
        self.assertEqual(split_of("table27-01"), "table27")
        self.assertIn(split_of("everyday-0001"), ("tune", "heldout"))
        self.assertIn(split_of("fresh-0001"), ("fresh-tune", "fresh-heldout"))
        fresh = [split_of(f"fresh-{k:04d}") for k in range(1, 1001)]
        self.assertTrue(500 < fresh.count("fresh-tune") < 600)  # about 55 %


if __name__ == "__main__":
    unittest.main()
