"""Conversations and soft constraints from Python: check(messages=…), check_many items with
messages, Verifier.prepare_conversation, TRL conversational prompts, and preferences that
warn, count in partial credit only, and count as requirements under strict_soft."""

import pytest

import nsvif
from nsvif.rewards import Rewarder, TrlReward

# 60 words, no commas, no exclamation marks.
LONG_REPLY = ("Paris is the capital of France and its largest city. It sits on the Seine and is known "
              "for its museums and its cafes and its long avenues. The Louvre holds thousands of works "
              "of art and the Eiffel Tower rises over the river. Many visitors come in the spring when "
              "the parks are green and the evenings are long.")
COMMA_REPLY = LONG_REPLY.replace(" and its largest", ", its largest", 1)

SIXTY_WORDS = ("Cats are animals that people keep at home for company and comfort. They sleep for most of "
               "the day and hunt at night when the house is quiet. A cat will groom itself with care and "
               "will often choose one person to follow around. Many cats enjoy a warm window and a soft "
               "place to rest in the afternoon sun.")


def conversation(reply=None):
    """A system prompt with two rules; three user turns, the second adding a rule and the
    third lifting one; assistant turns between them, one saying "use exactly 5 words"."""
    messages = [
        {"role": "system", "content": "You are a travel assistant. Keep your answers under 40 words. "
                                      "Never use exclamation marks."},
        {"role": "user", "content": "What is the capital of France?"},
        {"role": "assistant", "content": "Paris. If you want a slogan, use exactly 5 words."},
        {"role": "user", "content": "Thanks. Also, do not use any commas."},
        {"role": "assistant", "content": "Understood. Paris is lovely in spring."},
        {"role": "user", "content": "You can ignore the word limit now. Tell me more about Paris."},
    ]
    if reply is not None:
        messages.append({"role": "assistant", "content": reply})
    return messages


def test_check_messages_gives_each_constraint_its_message():
    r = nsvif.check(messages=conversation(LONG_REPLY))
    assert r["verdict"] == "sat", r
    assert [c["message"] for c in r["constraints"]] == [0, 3]
    r = nsvif.check(messages=conversation(COMMA_REPLY))
    assert r["verdict"] == "unsat"
    violated = r["violated"][0]["id"]
    assert next(c for c in r["constraints"] if c["id"] == violated)["message"] == 3
    # The reply given apart from a conversation that does not end with it.
    assert nsvif.check(messages=conversation(), output=LONG_REPLY)["verdict"] == "sat"


def test_bad_conversations_raise_clear_errors():
    with pytest.raises(ValueError, match="not the assistant's"):
        nsvif.check(messages=conversation())
    with pytest.raises(nsvif.NsvifError, match="nothing instructs"):
        nsvif.check(messages=[{"role": "assistant", "content": "Use exactly 5 words."}])
    with pytest.raises(ValueError, match="messages"):
        nsvif.check(messages=[{"role": "narrator", "content": "x"}], output="y")
    with pytest.raises(ValueError, match="not both"):
        nsvif.check("Use no commas.", "a", messages=conversation(LONG_REPLY))


def test_check_many_items_and_prepare_conversation():
    items = [{"messages": conversation(LONG_REPLY)}, {"messages": conversation(COMMA_REPLY)},
             {"messages": conversation(), "output": COMMA_REPLY}, ("Do not use any commas.", "a b")]
    assert nsvif.check_many(items, detail="verdict") == ["sat", "unsat", "unsat", "sat"]
    v = nsvif.Verifier()
    prepared = v.prepare_conversation(conversation())
    assert [c["message"] for c in prepared.spec["constraints"]] == [0, 3]
    assert prepared.check(COMMA_REPLY)["verdict"] == "unsat"
    # Each message formulated once: the same conversation again costs nothing.
    before = v.formulations
    v.prepare_conversation(conversation())
    assert v.formulations == before


def test_a_preference_warns_and_strict_soft_makes_it_a_requirement():
    r = nsvif.check("Preferably keep it under 50 words.", SIXTY_WORDS)
    assert r["verdict"] == "sat"
    assert [w["soft"] for w in r["warnings"]] == [True]
    assert "Preferably" in r["feedback"]
    strict = nsvif.check("Preferably keep it under 50 words.", SIXTY_WORDS, strict_soft=True)
    assert strict["verdict"] == "unsat"
    assert nsvif.Verifier(strict_soft=True).check("Preferably keep it under 50 words.", SIXTY_WORDS)[
        "verdict"] == "unsat"


def test_soft_constraints_count_only_in_partial_credit():
    items = [{"instruction": "Do not use any commas. Preferably keep it under 50 words.",
              "output": SIXTY_WORDS}]
    assert Rewarder().score(items) == [1.0]
    assert Rewarder(partial_credit=True).score(items) == [0.5]


def test_trl_reads_a_conversational_prompt_as_a_conversation():
    prompts = [conversation()] * 2
    completions = [[{"role": "assistant", "content": LONG_REPLY}],
                   [{"role": "assistant", "content": COMMA_REPLY}]]
    assert TrlReward()(prompts=prompts, completions=completions) == [1.0, 0.0]


def test_content_parts_and_facts_warnings():
    # OpenAI content parts are their text parts joined; a null content is empty.
    r = nsvif.check(messages=[{"role": "system", "content": [{"type": "text", "text": "Do not use any commas."}]},
                              {"role": "assistant", "content": None}], output="a, b")
    assert (r["verdict"], r["constraints"][0]["message"]) == ("unsat", 0)
    facts = nsvif.check_many([{"messages": [{"role": "user", "content": "Preferably keep it under 5 words."},
                                            {"role": "assistant", "content": "one two three four five six"}]}],
                             detail="facts")
    assert facts == [{"verdict": "sat", "facts": [False], "warnings": 1}]
