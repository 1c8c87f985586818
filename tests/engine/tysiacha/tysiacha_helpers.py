"""Small helpers for the Tysiacha engine tests: tables, scripted deals and state snapshots."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from engine.tysiacha import Bid, Card, Event, FinalBid, Game, Pass, Play, Round, Widow

NAMES = ("Anna", "Ben", "Cleo")
"""Clockwise. With Anna dealing, Ben is eldest (E) and Cleo rearhand (R)."""


def c(text: str) -> Card:
    """A card in record notation."""
    return Card.parse(text)


def cards(text: str) -> tuple[Card, ...]:
    """Cards written with spaces between: ``cards("SA D9 HK")``."""
    return tuple(Card.parse(t) for t in text.split())


def new_round(dealer: int = 0, totals: Sequence[int] | None = None) -> Round:
    """A fresh deal, Anna dealing unless told."""
    return Round(NAMES, dealer, totals)


def plays(text: str) -> list[Event]:
    """Plays written ``Cleo:HK* Anna:HT Ben:H9`` (``*`` declares the marriage)."""
    events: list[Event] = []
    for item in text.split():
        by, card = item.split(":")
        events.append(Play(by, c(card.rstrip("*")), card.endswith("*")))
    return events


EXAMPLE_1_AUCTION: list[Event] = [
    Bid("Cleo", 100),
    Bid("Anna", 110),
    Pass("Ben"),
    Bid("Cleo", 120),
    Pass("Anna"),
    Widow("Cleo", cards("SA D9 HK")),
]
"""The rules' worked example 1 up to the final bid (Anna deals)."""

EXAMPLE_1_PLAY = plays(
    "Cleo:HK* Anna:HT Ben:H9 "
    "Anna:SK* Ben:S9 Cleo:SA "
    "Cleo:ST Anna:SJ Ben:C9 "
    "Cleo:DJ Anna:D9 Ben:DT "
    "Ben:DA Cleo:CJ Anna:SQ "
    "Anna:HJ Ben:DQ Cleo:HA "
    "Cleo:CA Anna:CK Ben:CT "
    "Cleo:HQ Anna:CQ Ben:DK"
)
"""Eight tricks that give worked example 1's takes: Cleo 78 + hearts, Anna 30 + spades, Ben 12."""


def example_1(final_bid: int = 140) -> list[Event]:
    """Worked example 1, the whole deal; a final bid below 120 comes from a short auction
    (Cleo bids it, the others pass) and the same widow and cards."""
    auction = EXAMPLE_1_AUCTION
    if final_bid < 120:
        auction = [Bid("Cleo", final_bid), Pass("Anna"), Pass("Ben"), EXAMPLE_1_AUCTION[-1]]
    return [*auction, FinalBid("Cleo", final_bid), *EXAMPLE_1_PLAY]


def ready(dealer: int = 0) -> Round:
    """Example 1's deal with the final bid made, before the first card."""
    rnd = new_round(dealer)
    rnd.apply_all([*EXAMPLE_1_AUCTION, FinalBid("Cleo", 140)])
    return rnd


def snapshot(rnd: Round) -> dict[str, Any]:
    """Everything a round holds, copied, to check that a refused event changed nothing."""
    return copy.deepcopy({k: v for k, v in vars(rnd).items() if k != "seats"})


def game_snapshot(game: Game) -> list[dict[str, Any]]:
    """Every deal of a game, copied."""
    return [snapshot(r) for r in game.rounds]
