"""Small helpers for the Gaigel engine tests: the table, scripted deals, state snapshots."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from engine.gaigel import Card, Event, Game, Play, Round, Trick, TurnUp, from_record

NAMES = ("Anna", "Ben", "Cleo", "Dan")
"""In playing order; Anna & Cleo against Ben & Dan. With Dan dealing, Anna is eldest."""

HERE = Path(__file__).parent


def c(text: str) -> Card:
    """A card in record notation."""
    return Card.parse(text)


def new_round(turn_up: str | None = "HT", dealer: int = 3) -> Round:
    """A fresh deal, Dan dealing, ``turn_up`` turned up (none if ``None``)."""
    deal = Round(NAMES, dealer)
    if turn_up is not None:
        deal.apply(TurnUp(NAMES[dealer], c(turn_up)))
    return deal


def plays(deal: Round, text: str) -> None:
    """Play cards in turn order: ``plays(deal, "DA D7 DT DJ")``."""
    for word in text.split():
        marriage = word.endswith("+")
        deal.apply(Play(deal.players[deal.to_play], c(word.rstrip("+")), marriage))


def tricks(deal: Round, *taken: tuple[str, int]) -> None:
    """Announce tricks: ``tricks(deal, ("Ben", 21), ("Dan", 26))``."""
    for by, counters in taken:
        deal.apply(Trick(by, counters))


def spec_record() -> dict[str, Any]:
    """The record of the spec's Gaigel section."""
    data: dict[str, Any] = json.loads((HERE / "spec_example.json").read_text())
    return data


def spec_replay() -> dict[str, Any]:
    """What ``listig replay`` prints for it, per the spec."""
    data: dict[str, Any] = json.loads((HERE / "spec_replay.json").read_text())
    return data


def replayed(record: dict[str, Any]) -> Game:
    """A game with every event of ``record`` applied."""
    game = Game(record["players"], record["first_dealer"])
    for deal in record["rounds"]:
        events: list[Event] = [from_record(e) for e in deal]
        game.apply_all(events)
    return game


def snapshot(deal: Round) -> dict[str, Any]:
    """Everything a deal holds, deep-copied, to compare before and after a refusal."""
    return copy.deepcopy({k: v for k, v in vars(deal).items() if k != "seats"})
