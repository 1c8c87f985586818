"""The events that happen at a Tysiacha table, one class per kind of record event.

A record event maps to exactly one of them and back (:func:`from_record`, :func:`to_record`):

>>> from_record({"by": "Cleo", "play": "HK", "marriage": True})
Play(by='Cleo', card=Card(suit=<Suit.HEARTS: 'H'>, rank=<Rank.KING: 'K'>), marriage=True)
>>> to_record(Widow("Cleo", (Card.parse("SA"), Card.parse("D9"), Card.parse("HK"))))
{'by': 'Cleo', 'widow': ['SA', 'D9', 'HK']}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.french import Card

__all__ = [
    "Bid",
    "Concede",
    "Event",
    "FinalBid",
    "Pass",
    "Play",
    "Widow",
    "describe",
    "from_record",
    "to_record",
]


@dataclass(frozen=True, slots=True)
class Bid:
    """``by`` bids ``amount`` in the auction."""

    by: str
    amount: int


@dataclass(frozen=True, slots=True)
class Pass:
    """``by`` passes, for the rest of the deal."""

    by: str


@dataclass(frozen=True, slots=True)
class Widow:
    """``by``, the soloist, shows the three cards of the widow."""

    by: str
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Concede:
    """``by``, the soloist, says "forty each": the deal ends."""

    by: str


@dataclass(frozen=True, slots=True)
class FinalBid:
    """``by``, the soloist, announces the final bid (and passes a card to each opponent)."""

    by: str
    amount: int


@dataclass(frozen=True, slots=True)
class Play:
    """``by`` plays ``card``; with ``marriage`` it is led declaring the marriage of its suit."""

    by: str
    card: Card
    marriage: bool = False


Event = Bid | Pass | Widow | Concede | FinalBid | Play


def describe(event: Event) -> str:
    """A short line for logs and history: ``'Cleo leads HK declaring the marriage'``."""
    match event:
        case Bid(by, amount):
            return f"{by} bids {amount}"
        case Pass(by):
            return f"{by} passes"
        case Widow(by, cards):
            return f"{by} shows the widow {' '.join(str(c) for c in cards)}"
        case Concede(by):
            return f"{by} says forty each"
        case FinalBid(by, amount):
            return f"{by} plays for {amount}"
        case Play(by, card, marriage):
            return f"{by} leads {card} declaring the marriage" if marriage else f"{by} plays {card}"


def from_record(data: Mapping[str, Any]) -> Event:
    """The engine event of a record event dict (already checked for shape by the reader)."""
    by = data["by"]
    if "play" in data:
        return Play(by, Card.parse(data["play"]), data.get("marriage") is True)
    if "bid" in data:
        return Bid(by, data["bid"])
    if "pass" in data:
        return Pass(by)
    if "widow" in data:
        return Widow(by, tuple(Card.parse(c) for c in data["widow"]))
    if "concede" in data:
        return Concede(by)
    if "final_bid" in data:
        return FinalBid(by, data["final_bid"])
    raise ValueError(f"not a Tysiacha event: {dict(data)!r}")


def to_record(event: Event) -> dict[str, Any]:
    """The record event dict of an engine event, keys in the order the spec writes them."""
    match event:
        case Bid(by, amount):
            return {"by": by, "bid": amount}
        case Pass(by):
            return {"by": by, "pass": True}
        case Widow(by, cards):
            return {"by": by, "widow": [str(c) for c in cards]}
        case Concede(by):
            return {"by": by, "concede": True}
        case FinalBid(by, amount):
            return {"by": by, "final_bid": amount}
        case Play(by, card, marriage):
            record: dict[str, Any] = {"by": by, "play": str(card)}
            if marriage:
                record["marriage"] = True
            return record
