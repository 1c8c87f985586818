"""Every kind of event reads from its record form and writes back the same, and reads as a
short line."""

from __future__ import annotations

from typing import Any

import pytest
from homme_de_brou_helpers import c, cards

from engine.errors import NotationError
from engine.homme_de_brou import (
    Declare,
    Hand,
    Kind,
    Play,
    Suit,
    TurnUp,
    describe,
    from_record,
    to_record,
)

RECORDS: list[tuple[dict[str, Any], object, str]] = [
    ({"by": "Dan", "turn_up": "H8"}, TurnUp("Dan", c("H8")), "Dan turns up H8"),
    (
        {"by": "Anna", "declare": "tierce", "suit": "S"},
        Declare("Anna", Kind.TIERCE, Suit.SPADES),
        "Anna declares the tierce of S",
    ),
    (
        {"by": "Dummy", "declare": "marriage", "suit": "H"},
        Declare("Dummy", Kind.MARRIAGE, Suit.HEARTS),
        "Dummy declares the marriage of H",
    ),
    ({"by": "Anna", "play": "DT"}, Play("Anna", c("DT")), "Anna plays DT"),
    (
        {"by": "Dummy", "hand": ["HK", "HQ", "CA", "DQ", "D8", "S7", "ST", "C8"]},
        Hand("Dummy", cards("HK HQ CA DQ D8 S7 ST C8")),
        "Dummy lays down HK HQ CA DQ D8 S7 ST C8",
    ),
]


@pytest.mark.parametrize(("record", "event", "line"), RECORDS)
def test_a_record_event_round_trips(record: dict[str, Any], event: object, line: str) -> None:
    parsed = from_record(record)
    assert parsed == event
    assert to_record(parsed) == record
    assert list(to_record(parsed)) == list(record)  # keys in the spec's order
    assert describe(parsed) == line


@pytest.mark.parametrize("text", ["h8", "H10", "HX", "", "8H"])
def test_records_are_strict_about_cards(text: str) -> None:
    with pytest.raises(NotationError):
        from_record({"by": "Dan", "turn_up": text})


def test_records_are_strict_about_suits_and_kinds() -> None:
    with pytest.raises(NotationError):
        from_record({"by": "Anna", "declare": "marriage", "suit": "s"})
    with pytest.raises(ValueError):
        from_record({"by": "Anna", "declare": "Marriage", "suit": "S"})
    with pytest.raises(ValueError):
        from_record({"by": "Anna", "take": True})
