"""Events map one to one onto record events and back, and read as short lines."""

from __future__ import annotations

import pytest
from tysiacha_helpers import NAMES, c, cards, example_1

from engine.errors import NotationError
from engine.tysiacha import (
    Bid,
    Concede,
    Event,
    FinalBid,
    Game,
    Pass,
    Play,
    Widow,
    describe,
    from_record,
    to_record,
)

RECORDS = [
    ({"by": "Cleo", "bid": 100}, Bid("Cleo", 100), "Cleo bids 100"),
    ({"by": "Ben", "pass": True}, Pass("Ben"), "Ben passes"),
    (
        {"by": "Cleo", "widow": ["SA", "D9", "HK"]},
        Widow("Cleo", cards("SA D9 HK")),
        "Cleo shows the widow SA D9 HK",
    ),
    ({"by": "Cleo", "concede": True}, Concede("Cleo"), "Cleo says forty each"),
    ({"by": "Cleo", "final_bid": 140}, FinalBid("Cleo", 140), "Cleo plays for 140"),
    ({"by": "Anna", "play": "HT"}, Play("Anna", c("HT")), "Anna plays HT"),
    (
        {"by": "Cleo", "play": "HK", "marriage": True},
        Play("Cleo", c("HK"), True),
        "Cleo leads HK declaring the marriage",
    ),
]


@pytest.mark.parametrize(("record", "event", "line"), RECORDS)
def test_record_events_round_trip(record: dict[str, object], event: Event, line: str) -> None:
    assert from_record(record) == event
    assert to_record(event) == record
    assert describe(event) == line


def test_record_cards_are_strict() -> None:
    with pytest.raises(NotationError):
        from_record({"by": "Anna", "play": "h10"})
    with pytest.raises(ValueError):
        from_record({"by": "Anna", "take": True})


def test_a_game_replays_its_own_record() -> None:
    game = Game(NAMES, "Anna")
    game.apply_all(from_record(to_record(e)) for e in example_1())
    assert game.totals() == (70, 12, 140)


def test_the_rounding_variant_in_a_game() -> None:
    game = Game(NAMES, "Anna", rounding=True)
    game.apply_all(example_1())
    assert game.totals() == (70, 10, 140)  # Ben's 12 rounds to 10; Anna's 70 stays
