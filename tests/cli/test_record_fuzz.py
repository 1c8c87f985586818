"""Fuzzing the record reader: whatever the input, a summary or a RecordError — nothing else."""

from __future__ import annotations

import json
import re
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.files.record import RecordError, parse_record, record_of, replay
from assistant.games.simulate import random_game
from engine.mit_list_und_tuecke import summarize

BASE: dict[str, Any] = json.loads(record_of(random_game(4, seed=7, rounds=1)).dump())

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=8,
)
card_like = st.from_regex(r"[BGRYbgrxq ]?[0-9٣²]{0,3}", fullmatch=True)


def outcome(text: str | bytes) -> str:
    """'ok' or the error's one-line message; any other exception fails the test."""
    try:
        summarize(replay(parse_record(text)))
    except RecordError as exc:
        assert exc.message and "\n" not in exc.message
        assert "Traceback" not in exc.message
        return exc.message
    return "ok"


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON tree, as a tuple of keys and indexes."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


ALL_PATHS = [p for p in paths(BASE) if p]


def replaced(path: tuple[Any, ...], new: Any) -> dict[str, Any]:
    record = json.loads(json.dumps(BASE))
    target = record
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = new
    return record


def test_the_base_record_is_valid() -> None:
    assert outcome(json.dumps(BASE)) == "ok"


@settings(max_examples=300, deadline=None, derandomize=True)
@given(text=st.text(max_size=60) | st.binary(max_size=60))
def test_any_text_gives_a_summary_or_a_plain_error(text: str | bytes) -> None:
    outcome(text)


@settings(max_examples=400, deadline=None, derandomize=True)
@given(path=st.sampled_from(ALL_PATHS), new=json_values)
def test_any_value_anywhere_gives_a_summary_or_a_plain_error(path: Any, new: Any) -> None:
    outcome(json.dumps(replaced(path, new)))


@settings(max_examples=300, deadline=None, derandomize=True)
@given(data=st.data())
def test_any_card_text_gives_a_summary_or_a_plain_error(data: st.DataObject) -> None:
    plays = [p for p in ALL_PATHS if len(p) == 4 and p[-1] == "play"]
    path = data.draw(st.sampled_from(plays))
    message = outcome(json.dumps(replaced(path, data.draw(card_like))))
    if message != "ok":  # the events before the changed one are still fine
        match = re.match(r"round 1, event (\d+): ", message)
        assert match is not None, message
        assert int(match.group(1)) >= path[2] + 1


@settings(max_examples=200, deadline=None, derandomize=True)
@given(cut=st.integers(0, len(json.dumps(BASE)) - 1))
def test_a_truncated_record_is_not_valid_json(cut: int) -> None:
    assert outcome(json.dumps(BASE)[:cut]).startswith("not valid JSON")
