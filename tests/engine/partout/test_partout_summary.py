"""The ``listig replay`` summary of a Partout game, exactly as the spec prints it."""

from __future__ import annotations

import json
import random

from partout_helpers import event

from engine.partout import (
    Color,
    Event,
    Game,
    Predict,
    TrumpColor,
    TrumpNumber,
    from_record,
    summarize,
    to_record,
)
from engine.partout.selfplay import random_game

SPEC = """{
  "game": "partout",
  "players": ["Anna", "Ben", "Cleo", "Dan"],
  "teams": ["Anna & Cleo", "Ben & Dan"],
  "rounds": [
    {"dealer": "Dan", "end": "complete",
     "trump": {"number": 3, "color": "G"}, "final_trump": {"number": 5, "color": "G"},
     "predictions": {"Anna": 2, "Ben": 1, "Cleo": 0, "Dan": 3},
     "takers": ["Anna", "Ben", "Ben", "Dan", "Anna", "Cleo", "Ben"],
     "tricks": {"Anna & Cleo": 3, "Ben & Dan": 4},
     "minimums": {"Anna & Cleo": 2, "Ben & Dan": 4},
     "scores": {"Anna & Cleo": 7, "Ben & Dan": 20}}
  ],
  "totals": {"Anna & Cleo": 7, "Ben & Dan": 20},
  "finished": false,
  "winners": []
}"""

# (player, card) per trick, in the order played
TRICKS = [
    [("Anna", "G3"), ("Ben", "R1"), ("Cleo", "R2"), ("Dan", "B1")],  # Anna: the trump card
    [("Anna", "R4"), ("Ben", "G4"), ("Cleo", "R5"), ("Dan", "B2")],  # Ben: trump color
    [("Ben", "king"), ("Cleo", "R6"), ("Dan", "B3"), ("Anna", "R7")],  # Ben: the King
    [("Ben", "B4"), ("Cleo", "B5"), ("Dan", "B6"), ("Anna", "K1")],  # Dan: led color
    [("Dan", "K2"), ("Anna", "G5"), ("Ben", "mathematician:5"), ("Cleo", "K3")],  # Anna: G5
    [("Anna", "K4"), ("Ben", "B7"), ("Cleo", "queen"), ("Dan", "K6")],  # Cleo: the Queen
    [("Cleo", "G1"), ("Dan", "G2"), ("Anna", "R3"), ("Ben", "G6")],  # Ben: trump color
]


def spec_events() -> list[Event]:
    events: list[Event] = [TrumpNumber("Anna", 3), TrumpColor("Ben", Color.GREEN)]
    events += [Predict(name, k) for name, k in (("Anna", 2), ("Ben", 1), ("Cleo", 0), ("Dan", 3))]
    events += [event(name, card) for trick in TRICKS for name, card in trick]
    return events


def spec_game(events: list[Event]) -> Game:
    game = Game(["Anna", "Ben", "Cleo", "Dan"], "Dan")
    game.apply_all(events)
    return game


def test_the_spec_example_exactly_key_order_included() -> None:
    summary = summarize(spec_game(spec_events()))
    expected = json.loads(SPEC)
    assert summary == expected
    assert json.dumps(summary) == json.dumps(expected)  # the same keys in the same order


def test_an_open_round_before_the_trump_is_named() -> None:
    game = Game(["Anna", "Ben", "Cleo", "Dan"], "Dan")
    game.apply(TrumpNumber("Anna", 3))
    (entry,) = summarize(game)["rounds"]
    assert entry == {
        "dealer": "Dan",
        "end": "open",
        "trump": {"number": 3, "color": None},
        "final_trump": {"number": 3, "color": None},
        "predictions": {},
        "takers": [],
        "tricks": {"Anna & Cleo": 0, "Ben & Dan": 0},
        "minimums": {"Anna & Cleo": 0, "Ben & Dan": 0},
        "scores": None,
    }


def test_predictions_so_far_and_the_minimums_of_every_team() -> None:
    game = spec_game(spec_events()[:4])  # trump, then Anna and Ben predicted
    (entry,) = summarize(game)["rounds"]
    assert entry["predictions"] == {"Anna": 2, "Ben": 1}
    assert entry["minimums"] == {"Anna & Cleo": 2, "Ben & Dan": 1}
    assert entry["final_trump"] == entry["trump"] == {"number": 3, "color": "G"}


def test_final_trump_changes_only_once_the_trick_is_done() -> None:
    events = spec_events()
    cut = events.index(event("Ben", "mathematician:5")) + 1
    (entry,) = summarize(spec_game(events[:cut]))["rounds"]
    assert entry["final_trump"] == {"number": 3, "color": "G"}  # the fifth trick is still open
    assert entry["takers"] == ["Anna", "Ben", "Ben", "Dan"]
    (entry,) = summarize(spec_game(events[: cut + 1]))["rounds"]
    assert entry["final_trump"] == {"number": 5, "color": "G"}
    assert entry["scores"] is None and entry["end"] == "open"


def test_three_players_are_keyed_by_name() -> None:
    game, _ = random_game(3, random.Random(3))
    summary = summarize(game)
    assert summary["teams"] == ["Anna", "Ben", "Cleo"]
    assert list(summary["totals"]) == ["Anna", "Ben", "Cleo"]
    assert summary["finished"] is True and len(summary["rounds"]) == 6
    assert set(summary["winners"]) <= {"Anna", "Ben", "Cleo"} and summary["winners"]
    assert list(summary["rounds"][0]["tricks"]) == ["Anna", "Ben", "Cleo"]


def test_six_players_three_teams() -> None:
    game, _ = random_game(6, random.Random(6), first_dealer=5)
    summary = summarize(game)
    assert summary["teams"] == ["Anna & Dan", "Ben & Eve", "Cleo & Finn"]
    assert [r["dealer"] for r in summary["rounds"]] == ["Finn", "Anna", "Ben", "Cleo", "Dan", "Eve"]
    assert sum(summary["rounds"][0]["tricks"].values()) == 7


def test_record_events_map_one_to_one() -> None:
    for data in (
        {"by": "Anna", "trump_number": 3},
        {"by": "Ben", "trump_color": "K"},
        {"by": "Cleo", "predict": 0},
        {"by": "Dan", "play": "R3"},
        {"by": "Dan", "play": "mathematician", "number": 5},
        {"by": "Dan", "play": "alchemist", "color": "B"},
        {"by": "Dan", "play": "dungeon", "target": "king"},
        {"by": "Dan", "play": "dungeon"},
    ):
        assert to_record(from_record(data)) == data
    for e in spec_events():
        assert from_record(to_record(e)) == e
