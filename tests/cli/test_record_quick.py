"""The quick way ``listig replay`` reads a record says exactly what the straightforward way says.

``replay_json`` reads a record straight into engine events (the game kind's ``read``) and
falls back to ``replay(parse_record(text))`` for anything it is not sure of. These tests
compare the two on many records, valid and broken: the same summary byte for byte, or the
same error message — and the quick reader never accepts what the model refuses.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.files.record import RecordError, parse_record, record_of, replay, replay_json
from assistant.games.mit_list_und_tuecke import kind as mit_list_und_tuecke
from assistant.games.simulate import random_game
from engine.mit_list_und_tuecke import summarize


def straightforward(text: str | bytes) -> str:
    """The summary (as JSON) or the error message, read by the pydantic model."""
    try:
        return json.dumps(summarize(replay(parse_record(text))), ensure_ascii=False)
    except RecordError as exc:
        return "error: " + exc.message


def quick(text: str | bytes) -> str:
    """The same, read the way ``listig replay`` reads it."""
    try:
        return json.dumps(summarize(replay_json(text)), ensure_ascii=False)
    except RecordError as exc:
        return "error: " + exc.message


def same(text: str | bytes) -> str:
    """Both ways agree; and the quick reader accepts only records the model accepts."""
    expected = straightforward(text)
    assert quick(text) == expected
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    if mit_list_und_tuecke.read(data.removeprefix(b"\xef\xbb\xbf")) is not None:
        parse_record(text)  # raises if the model refuses what the quick reader took
    return expected


GAMES = [
    record_of(random_game(players, seed, rounds=rounds)).dump(indent=None)
    for players in (4, 5, 6)
    for seed in range(6)
    for rounds in (None, seed % players)
]
BASE: dict[str, Any] = json.loads(record_of(random_game(5, seed=3, rounds=2)).dump())


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
EVENT_PATHS = [p for p in ALL_PATHS if len(p) >= 3 and p[0] == "rounds"]


def changed(path: tuple[Any, ...], new: Any, *, delete: bool = False) -> str:
    record = json.loads(json.dumps(BASE))
    target = record
    for key in path[:-1]:
        target = target[key]
    if delete:
        del target[path[-1]]
    else:
        target[path[-1]] = new
    return json.dumps(record, ensure_ascii=False)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=8,
)
event_values = (
    st.sampled_from(["R1", "r1", " B7 ", "Y21", "G0", "Q3", "", "R01", "B٣", True, False, 1, 0])
    | st.lists(st.sampled_from(["R1", "b2", "G", "Y14", "R1", 3]), max_size=4)
    | json_values
)


@pytest.mark.parametrize("text", GAMES, ids=range(len(GAMES)))
def test_valid_games_give_the_same_summary(text: str) -> None:
    assert not same(text).startswith("error")
    assert mit_list_und_tuecke.read(text.encode()) is not None  # and they are read the quick way


@settings(max_examples=400, deadline=None, derandomize=True)
@given(path=st.sampled_from(ALL_PATHS), new=json_values)
def test_any_value_anywhere_is_said_the_same(path: Any, new: Any) -> None:
    same(changed(path, new))


@settings(max_examples=400, deadline=None, derandomize=True)
@given(path=st.sampled_from(EVENT_PATHS), new=event_values, key=st.sampled_from(["", "x"]))
def test_any_event_value_is_said_the_same(path: Any, new: Any, key: str) -> None:
    if key and len(path) == 4:  # an unknown key beside the known ones
        path = (*path[:3], key)
    same(changed(path, new))


@settings(max_examples=200, deadline=None, derandomize=True)
@given(path=st.sampled_from(ALL_PATHS))
def test_a_missing_part_is_said_the_same(path: Any) -> None:
    same(changed(path, None, delete=True))


@settings(max_examples=300, deadline=None, derandomize=True)
@given(text=st.text(max_size=60) | st.binary(max_size=60))
def test_any_text_is_said_the_same(text: str | bytes) -> None:
    same(text)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(cut=st.integers(0, len(GAMES[0]) - 1))
def test_a_truncated_record_is_said_the_same(cut: int) -> None:
    same(GAMES[0][:cut])


@settings(max_examples=300, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10_000))
def test_swapped_or_dropped_events_break_the_same_rule(seed: int) -> None:
    """Rule breaks (not shape faults): two events swapped, or one dropped or doubled (the
    result may still be a valid game, rarely)."""
    rng = random.Random(seed)
    record = json.loads(GAMES[rng.randrange(len(GAMES))])
    rounds = [r for r in record["rounds"] if len(r) > 2]
    if not rounds:
        return
    events = rng.choice(rounds)
    i, j = sorted(rng.sample(range(len(events)), 2))
    match rng.randrange(3):
        case 0:
            events[i], events[j] = events[j], events[i]
        case 1:
            del events[i]
        case _:
            events.insert(j, events[i])
    same(json.dumps(record))


@pytest.mark.parametrize(
    "edit",
    [
        lambda r: r["rounds"][0][0].update(take=None),  # an explicit null beside the play
        lambda r: r["rounds"][0].append({"by": r["players"][0], "blocked": 1}),
        lambda r: r["rounds"][0][0].update(play=r["rounds"][0][0]["play"].lower()),
        lambda r: r["rounds"][0][0].update(by=" " + r["rounds"][0][0]["by"].upper() + " "),
        lambda r: r.pop("game"),
        lambda r: r.update(meta={"game": "partout", "x": [1, 2.5, None]}),
        lambda r: r.update(game="partout"),
        lambda r: r.update(format="listig/2"),
        lambda r: r.update(first_dealer=r["players"][0].lower()),
        lambda r: r.update(players=[*r["players"], r["players"][0]]),
        lambda r: r["rounds"].append([]),
        lambda r: r["rounds"].extend([[]] * 9),
    ],
)
def test_unusual_records_are_said_the_same(edit: Any) -> None:
    record = json.loads(GAMES[2])
    edit(record)
    text = json.dumps(record, ensure_ascii=False)
    same(text)
    same("\ufeff" + text)
