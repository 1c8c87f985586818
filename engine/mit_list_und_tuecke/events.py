"""The four kinds of event that happen at the table."""

from __future__ import annotations

from dataclasses import dataclass

from engine.mit_list_und_tuecke.cards import Card, Color


@dataclass(frozen=True, slots=True)
class Play:
    """``by`` plays ``card`` to the current trick."""

    by: str
    card: Card


@dataclass(frozen=True, slots=True)
class Take:
    """The first taker ``by`` chooses ``cards`` of the complete trick."""

    by: str
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Keep:
    """``by``, whose stacks cover four colors, keeps two colors."""

    by: str
    colors: tuple[Color, ...]


@dataclass(frozen=True, slots=True)
class Blocked:
    """``by`` cannot play: only fourth-color cards in hand. The round ends."""

    by: str


Event = Play | Take | Keep | Blocked


def describe(event: Event) -> str:
    """A short line for logs and history: ``'Ben plays R10'``."""
    match event:
        case Play(by, card):
            return f"{by} plays {card}"
        case Take(by, cards):
            return f"{by} takes {', '.join(str(c) for c in cards)}"
        case Keep(by, colors):
            return f"{by} keeps {' and '.join(c.label for c in colors)}"
        case Blocked(by):
            return f"{by} is blocked"
