"""The four kinds of event that happen at the table."""

from __future__ import annotations

from dataclasses import dataclass

from engine.mit_list_und_tuecke.cards import Card, Color
from engine.mit_list_und_tuecke.slots import slot_setter


@dataclass(frozen=True, slots=True)
class Play:
    """``by`` plays ``card`` to the current trick."""

    by: str
    card: Card

    def __init__(self, by: str, card: Card) -> None:
        # Fills the slots directly: a replay makes hundreds of these per game, and the
        # generated __init__ of a frozen dataclass (object.__setattr__) costs twice as much.
        _set_play_by(self, by)
        _set_play_card(self, card)


@dataclass(frozen=True, slots=True)
class Take:
    """The first taker ``by`` chooses ``cards`` of the complete trick."""

    by: str
    cards: tuple[Card, ...]

    def __init__(self, by: str, cards: tuple[Card, ...]) -> None:
        _set_take_by(self, by)  # as Play's
        _set_take_cards(self, cards)


_set_play_by = slot_setter(Play, "by")
_set_play_card = slot_setter(Play, "card")
_set_take_by = slot_setter(Take, "by")
_set_take_cards = slot_setter(Take, "cards")


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
