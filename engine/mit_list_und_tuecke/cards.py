"""Cards, colors and the deck for four, five or six players."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import TYPE_CHECKING

from engine.errors import BadTable, NotationError
from engine.mit_list_und_tuecke import sentences as say
from engine.suits import ColorWords

if TYPE_CHECKING:
    from engine.errors import Words


class Color(ColorWords, StrEnum):
    """The four colors, written as their letter in records (``B``, ``G``, ``R``, ``Y``)."""

    BLUE = "B"
    GREEN = "G"
    RED = "R"
    YELLOW = "Y"

    @classmethod
    def parse(cls, text: str) -> Color:
        """Read a color letter, upper or lower case.

        >>> Color.parse("g")
        <Color.GREEN: 'G'>
        """
        try:
            return cls(text.strip().upper())
        except ValueError:
            raise NotationError(say.NOT_A_COLOR, text=repr(text)) from None


#: Colors in their canonical order, used wherever colors are listed.
COLORS: tuple[Color, ...] = (Color.BLUE, Color.GREEN, Color.RED, Color.YELLOW)

MIN_PLAYERS = 4
MAX_PLAYERS = 6
HAND_SIZE = 14
TRICKS_PER_ROUND = HAND_SIZE

_HIGHEST: dict[int, dict[Color, int]] = {
    4: dict.fromkeys(COLORS, 14),
    5: {Color.BLUE: 17, Color.GREEN: 17, Color.RED: 18, Color.YELLOW: 18},
    6: dict.fromkeys(COLORS, 21),
}


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card: a color and a number from 1.

    >>> Card.parse("R10")
    Card(color=<Color.RED: 'R'>, number=10)
    >>> str(Card.parse("b2"))
    'B2'
    """

    color: Color
    number: int

    def __str__(self) -> str:
        return f"{self.color.value}{self.number}"

    @property
    def label(self) -> str:
        """A spoken name such as ``Red 10``."""
        return f"{self.color.label.capitalize()} {self.number}"

    def said(self, words: Words) -> str:
        """The card in ``words``' language: ``R10`` in notation, else ``Rot 10``."""
        if words.notation:
            return str(self)
        return words.card_name(self.color.said(words), self.number)

    @staticmethod
    def parse(text: str) -> Card:
        """Read the record notation: a color letter, then the number without leading zeros."""
        card = _PARSED.get(text)
        if card is not None:
            return card
        cleaned = text.strip().upper() if isinstance(text, str) else ""
        digits = cleaned[1:]
        if (
            len(cleaned) < 2
            or cleaned[0] not in "BGRY"
            or not (digits.isascii() and digits.isdigit())
        ):
            raise NotationError(say.NOT_A_CARD, text=repr(text))
        if digits[0] == "0":
            raise NotationError(say.NOT_A_CARD_ZERO, text=repr(text))
        return Card(Color(cleaned[0]), int(digits))


_PARSED: dict[str, Card] = {
    f"{letter}{number}": Card(Color(letter), number) for letter in "BGRY" for number in range(1, 22)
}

CARDS_BY_NOTATION: Mapping[str, Card] = _PARSED
"""Every card of the largest deck by its record notation (``"R10"``), exactly as written:
what ``Card.parse`` looks up first, for readers that read thousands of cards at a time."""


def check_player_count(players: int) -> None:
    """Raise ``BadTable`` (a ``ValueError``) unless 4 to 6 players are playing."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise BadTable(say.PLAYER_COUNT, players=players)


def highest_number(color: Color, players: int) -> int:
    """The highest number of ``color`` in the deck for this many players."""
    check_player_count(players)
    return _HIGHEST[players][color]


@cache
def deck(players: int) -> frozenset[Card]:
    """The cards used with this many players, as the rules table says.

    They are the very objects ``Card.parse`` returns, so a tapped card and a card read
    from a record are found by identity before any comparison.
    """
    check_player_count(players)
    return frozenset(
        _PARSED[f"{color.value}{number}"]
        for color in COLORS
        for number in range(1, _HIGHEST[players][color] + 1)
    )


@cache
def sorted_deck(players: int) -> tuple[Card, ...]:
    """The deck in color order, then by number: the order of the card pad."""
    return tuple(sorted(deck(players)))


def takes_first(players: int) -> int:
    """How many cards the first taker chooses: half the trick, rounded up."""
    return (players + 1) // 2


def color_list(colors: frozenset[Color] | set[Color] | tuple[Color, ...]) -> str:
    """Colors in canonical order as words: ``'blue, red and yellow'``."""
    names = [c.label for c in COLORS if c in colors]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
