"""The events that happen at a Homme de Brou table, one class per kind of record event.

A record event maps to exactly one of them and back (:func:`from_record`, :func:`to_record`):

>>> from_record({"by": "Anna", "declare": "tierce", "suit": "S"})
Declare(by='Anna', kind=<Kind.TIERCE: 'tierce'>, suit=<Suit.SPADES: 'S'>)
>>> to_record(TurnUp("Dan", Card.parse("H8")))
{'by': 'Dan', 'turn_up': 'H8'}
>>> describe(Hand("Dummy", (Card.parse("HK"), Card.parse("HQ"))))
'Dummy lays down HK HQ'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.french import Card, Suit
from engine.homme_de_brou.cards import Kind

__all__ = ["Declare", "Event", "Hand", "Play", "TurnUp", "describe", "from_record", "to_record"]


@dataclass(frozen=True, slots=True)
class TurnUp:
    """``by``, the dealer, turns up his last card: its suit is trumps; he keeps it."""

    by: str
    card: Card


@dataclass(frozen=True, slots=True)
class Declare:
    """``by`` shows and scores a marriage or tierce of ``suit`` held in one hand."""

    by: str
    kind: Kind
    suit: Suit


@dataclass(frozen=True, slots=True)
class Play:
    """``by`` plays ``card`` to the current trick."""

    by: str
    card: Card


@dataclass(frozen=True, slots=True)
class Hand:
    """``by``, the dummy, is laid face up after the opening lead: its unplayed ``cards``."""

    by: str
    cards: tuple[Card, ...]


Event = TurnUp | Declare | Play | Hand


def describe(event: Event) -> str:
    """A short line for logs and history: ``'Anna declares the tierce of S'``."""
    match event:
        case TurnUp(by, card):
            return f"{by} turns up {card}"
        case Declare(by, kind, suit):
            return f"{by} declares the {kind.value} of {suit.value}"
        case Play(by, card):
            return f"{by} plays {card}"
        case Hand(by, cards):
            return f"{by} lays down {' '.join(str(c) for c in cards)}"


def from_record(data: Mapping[str, Any]) -> Event:
    """The engine event of a record event dict (already checked for shape by the reader)."""
    by = data["by"]
    if "play" in data:
        return Play(by, Card.parse(data["play"]))
    if "turn_up" in data:
        return TurnUp(by, Card.parse(data["turn_up"]))
    if "declare" in data:
        return Declare(by, Kind(data["declare"]), Suit.parse(data["suit"]))
    if "hand" in data:
        return Hand(by, tuple(Card.parse(c) for c in data["hand"]))
    raise ValueError(f"not a Homme de Brou event: {dict(data)!r}")


def to_record(event: Event) -> dict[str, Any]:
    """The record event dict of an engine event, keys in the order the spec writes them."""
    match event:
        case TurnUp(by, card):
            return {"by": by, "turn_up": str(card)}
        case Declare(by, kind, suit):
            return {"by": by, "declare": kind.value, "suit": suit.value}
        case Play(by, card):
            return {"by": by, "play": str(card)}
        case Hand(by, cards):
            return {"by": by, "hand": [str(c) for c in cards]}
