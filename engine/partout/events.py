"""The events that happen at a Partout table, one class per kind of record event.

A record event maps to exactly one of them and back (:func:`from_record`, :func:`to_record`):

>>> from_record({"by": "Ben", "play": "mathematician", "number": 5})
Play(by='Ben', card=<Special.MATHEMATICIAN: 'mathematician'>, number=5, color=None, target=None)
>>> to_record(TrumpColor("Cleo", Color.GREEN))
{'by': 'Cleo', 'trump_color': 'G'}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.partout.cards import Card, Color


@dataclass(frozen=True, slots=True)
class TrumpNumber:
    """``by`` (the first player after the dealer) names the trump number."""

    by: str
    number: int


@dataclass(frozen=True, slots=True)
class TrumpColor:
    """``by`` (the second player after the dealer) names the trump color."""

    by: str
    color: Color


@dataclass(frozen=True, slots=True)
class Predict:
    """``by`` predicts how many tricks they will take."""

    by: str
    tricks: int


@dataclass(frozen=True, slots=True)
class Play:
    """``by`` plays ``card``; the Mathematician names a ``number``, the Alchemist a ``color``,
    the Dungeon the ``target`` it locks up (none when it leads the trick)."""

    by: str
    card: Card
    number: int | None = None
    color: Color | None = None
    target: Card | None = None


Event = TrumpNumber | TrumpColor | Predict | Play


def describe(event: Event) -> str:
    """A short line for logs and history: ``'Ben plays mathematician (5)'``."""
    match event:
        case TrumpNumber(by, number):
            return f"{by} names {number} the trump number"
        case TrumpColor(by, color):
            return f"{by} names {color.label} the trump color"
        case Predict(by, tricks):
            return f"{by} predicts {tricks}"
        case Play(by, card, number, color, target):
            choice = number if number is not None else color or target
            return f"{by} plays {card}" + ("" if choice is None else f" ({choice})")


def from_record(data: Mapping[str, Any]) -> Event:
    """The engine event of a record event dict (already checked for shape by the reader)."""
    by = data["by"]
    if "play" in data:
        target = data.get("target")
        color = data.get("color")
        return Play(
            by,
            Card.parse(data["play"]),
            data.get("number"),
            None if color is None else Color.parse(color),
            None if target is None else Card.parse(target),
        )
    if "trump_number" in data:
        return TrumpNumber(by, data["trump_number"])
    if "trump_color" in data:
        return TrumpColor(by, Color.parse(data["trump_color"]))
    if "predict" in data:
        return Predict(by, data["predict"])
    raise ValueError(f"not a Partout event: {dict(data)!r}")


def to_record(event: Event) -> dict[str, Any]:
    """The record event dict of an engine event, keys in the order the spec writes them."""
    match event:
        case TrumpNumber(by, number):
            return {"by": by, "trump_number": number}
        case TrumpColor(by, color):
            return {"by": by, "trump_color": color.value}
        case Predict(by, tricks):
            return {"by": by, "predict": tricks}
        case Play(by, card, number, color, target):
            record: dict[str, Any] = {"by": by, "play": str(card)}
            if number is not None:
                record["number"] = number
            if color is not None:
                record["color"] = color.value
            if target is not None:
                record["target"] = str(target)
            return record
