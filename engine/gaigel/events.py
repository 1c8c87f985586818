"""The events of a Gaigel deal, one class per kind of record event.

A record event maps to exactly one of them and back (:func:`from_record`, :func:`to_record`):

>>> from_record({"by": "Anna", "play": "HK", "marriage": True})
Play(by='Anna', card=Card(suit=<Suit.HEARTS: 'H'>, rank=<Rank.KING: 'K'>), marriage=True)
>>> to_record(Claim("Anna", ClaimKind.UNDERGAIGEL))
{'by': 'Anna', 'claim': 'undergaigel'}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from engine.french import Card, Suit

__all__ = [
    "Claim",
    "ClaimKind",
    "Event",
    "Exchange",
    "Marriage",
    "Play",
    "Reserve",
    "Settle",
    "SettleKind",
    "Trick",
    "TurnUp",
    "describe",
    "from_record",
    "to_record",
]


class ClaimKind(StrEnum):
    """What a claim says."""

    OUT = "out"
    """"My side has reached 101."""
    UNDERGAIGEL = "undergaigel"
    """"Your side reached 101 and did not claim before the next lead."""


class SettleKind(StrEnum):
    """What the table settles on for the side of the player who enters it."""

    SINGLE = "single"
    DOUBLE = "double"


@dataclass(frozen=True, slots=True)
class TurnUp:
    """``by``, the dealer, turns ``card`` up: its suit is trumps for the deal."""

    by: str
    card: Card


@dataclass(frozen=True, slots=True)
class Play:
    """``by`` plays ``card`` to the trick; with ``marriage`` he shows its K and Q first."""

    by: str
    card: Card
    marriage: bool = False


@dataclass(frozen=True, slots=True)
class Trick:
    """By announcements: ``by`` took the current trick, which holds ``counters``."""

    by: str
    counters: int


@dataclass(frozen=True, slots=True)
class Marriage:
    """By announcements: ``by`` shows the K and Q of ``suit`` and plays one of them."""

    by: str
    suit: Suit


@dataclass(frozen=True, slots=True)
class Exchange:
    """``by`` takes the turn-up for a dix, which lies face up in its place."""

    by: str


@dataclass(frozen=True, slots=True)
class Reserve:
    """``by`` lays a dix under the turn-up, his hand one short."""

    by: str


@dataclass(frozen=True, slots=True)
class Claim:
    """``by`` claims: his side is out, or the other side undergaigled. The deal ends."""

    by: str
    claim: ClaimKind


@dataclass(frozen=True, slots=True)
class Settle:
    """The table settles the deal: the side of ``by`` wins a single or a double."""

    by: str
    kind: SettleKind


Event = TurnUp | Play | Trick | Marriage | Exchange | Reserve | Claim | Settle


def describe(event: Event) -> str:
    """A short line for logs and history: ``'Anna plays HK showing the marriage'``."""
    match event:
        case TurnUp(by, card):
            return f"{by} turns up {card}"
        case Play(by, card, marriage):
            return f"{by} plays {card} showing the marriage" if marriage else f"{by} plays {card}"
        case Trick(by, counters):
            return f"{by} takes a trick of {counters}"
        case Marriage(by, suit):
            return f"{by} shows the marriage in {suit.value}"
        case Exchange(by):
            return f"{by} takes the turn-up for the dix"
        case Reserve(by):
            return f"{by} lays the dix under the turn-up"
        case Claim(by, claim):
            return f"{by} claims {claim.value}"
        case Settle(by, kind):
            return f"the table settles a {kind.value} for {by}'s side"


def from_record(data: Mapping[str, Any]) -> Event:
    """The engine event of a record event dict (already checked for shape by the reader)."""
    by = data["by"]
    if "play" in data:
        return Play(by, Card.parse(data["play"]), data.get("marriage") is True)
    if "turn_up" in data:
        return TurnUp(by, Card.parse(data["turn_up"]))
    if "trick" in data:
        return Trick(by, data["trick"])
    if "marriage" in data:
        return Marriage(by, Suit.parse(data["marriage"]))
    if "exchange" in data:
        return Exchange(by)
    if "reserve" in data:
        return Reserve(by)
    if "claim" in data:
        return Claim(by, ClaimKind(data["claim"]))
    if "settle" in data:
        return Settle(by, SettleKind(data["settle"]))
    raise ValueError(f"not a Gaigel event: {dict(data)!r}")


def to_record(event: Event) -> dict[str, Any]:
    """The record event dict of an engine event, keys in the order the spec writes them."""
    match event:
        case TurnUp(by, card):
            return {"by": by, "turn_up": str(card)}
        case Play(by, card, marriage):
            record: dict[str, Any] = {"by": by, "play": str(card)}
            if marriage:
                record["marriage"] = True
            return record
        case Trick(by, counters):
            return {"by": by, "trick": counters}
        case Marriage(by, suit):
            return {"by": by, "marriage": suit.value}
        case Exchange(by):
            return {"by": by, "exchange": True}
        case Reserve(by):
            return {"by": by, "reserve": True}
        case Claim(by, claim):
            return {"by": by, "claim": claim.value}
        case Settle(by, kind):
            return {"by": by, "settle": kind.value}
