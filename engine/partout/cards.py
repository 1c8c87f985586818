"""Cards, colors, the six specials and the deck for 3, 4 or 6 players of Partout."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from typing import TYPE_CHECKING

from engine.errors import BadTable, NotationError
from engine.partout import sentences as say
from engine.suits import ColorWords

if TYPE_CHECKING:
    from engine.errors import Words


class Color(ColorWords, StrEnum):
    """The four colors, written as their letter in records (black is ``K``)."""

    RED = "R"
    GREEN = "G"
    BLUE = "B"
    BLACK = "K"

    @classmethod
    def parse(cls, text: str) -> Color:
        """Read a color letter exactly as a record writes it.

        >>> Color.parse("K")
        <Color.BLACK: 'K'>
        """
        try:
            return cls(text)
        except ValueError:
            raise NotationError(say.NOT_A_COLOR, text=repr(text)) from None


#: Colors in their canonical order, as the rules list them.
COLORS: tuple[Color, ...] = (Color.RED, Color.GREEN, Color.BLUE, Color.BLACK)


class Card:
    """A card of Partout: an :class:`Emblem` card (color and number) or a :class:`Special`.

    >>> Card.parse("K7")
    Emblem(color=<Color.BLACK: 'K'>, number=7)
    >>> Card.parse("harlequin")
    <Special.HARLEQUIN: 'harlequin'>
    >>> [str(Card.parse(text)) for text in ("R3", "G9", "B1", "K7", "dungeon")]
    ['R3', 'G9', 'B1', 'K7', 'dungeon']
    """

    __slots__ = ()

    @staticmethod
    def parse(text: str) -> Card:
        """Read the record notation: ``R3``, ``K7`` or a special's word such as ``king``."""
        card = _PARSED.get(text) if isinstance(text, str) else None
        if card is None:
            raise NotationError(say.NOT_A_CARD, text=repr(text))
        return card

    def said(self, words: Words) -> str:
        """The card in ``words``' language."""
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Emblem(Card):
    """An emblem card: a color and a number from 1 to 9."""

    color: Color
    number: int
    _hash: int = field(init=False, repr=False, compare=False, default=0)

    def __post_init__(self) -> None:
        # computed once: replays hash every card several times (deck, played, trick)
        object.__setattr__(self, "_hash", hash((self.color.value, self.number)))

    def __hash__(self) -> int:
        return self._hash

    def __str__(self) -> str:
        return f"{self.color.value}{self.number}"

    def said(self, words: Words) -> str:
        """``R3`` in notation, else the color word and the number: ``Rot 3``."""
        if words.notation:
            return str(self)
        return words.card_name(self.color.said(words), self.number)


class Special(Card, StrEnum):
    """The six special cards, one of each, without a color; written as their word."""

    KING = "king"
    QUEEN = "queen"
    HARLEQUIN = "harlequin"
    MATHEMATICIAN = "mathematician"
    ALCHEMIST = "alchemist"
    DUNGEON = "dungeon"

    __hash__ = str.__hash__  # equal to its word, as the str it is; faster than Enum's own

    @property
    def label(self) -> str:
        """The English name: ``Special.KING.label == 'King'``."""
        return self.value.capitalize()

    def said(self, words: Words) -> str:
        """``king`` in notation, else the card's name: ``König``."""
        if words.notation:
            return self.value
        return words.word("special card", self.label)


#: The specials in the order of the card pad.
SPECIALS: tuple[Special, ...] = tuple(Special)

#: The two cards that beat every emblem card (and lose to a Harlequin beside them).
ROYALS = frozenset({Special.KING, Special.QUEEN})

_PARSED: dict[str, Card] = {
    **{f"{c.value}{n}": Emblem(c, n) for c in COLORS for n in range(1, 10)},
    **{s.value: s for s in SPECIALS},
}


@dataclass(frozen=True, slots=True)
class Variant:
    """What the number of players decides: the deck, the deal, the tricks, the game length.

    >>> variant(3).trick_size, variant(3).tricks, variant(4).rounds, variant(6).highest
    (6, 5, 8, 9)
    """

    players: int
    highest: int
    """The highest emblem number in the deck: 7 (the 8s and 9s removed) or 9."""
    hand: int
    tricks: int
    """Tricks per round."""
    trick_size: int
    """Cards per trick: one per player, twice round the table with 3 players."""
    rounds: int
    """Rounds per game."""
    bonus: tuple[int, ...]
    """The bonus for a minimum of 1, 2, … 7 tricks reached."""
    teams: tuple[tuple[int, ...], ...]
    """Seats of each team, partners opposite; with 3 players each plays alone."""

    @property
    def numbers(self) -> range:
        """The numbers in the deck: what a trump number may be."""
        return range(1, self.highest + 1)

    def bonus_for(self, minimum: int) -> int:
        """What reaching a minimum is worth on top of the tricks (0 when out of reach).

        >>> variant(4).bonus_for(3), variant(6).bonus_for(3), variant(4).bonus_for(9)
        (8, 16, 0)
        """
        return self.bonus[minimum - 1] if 1 <= minimum <= self.tricks else 0


#: The bonus chart for 2 teams (4 players).
BONUS_TWO_TEAMS = (2, 4, 8, 16, 30, 50, 100)
#: The bonus chart for 3 teams (6 players), also used by 3 players alone.
BONUS_THREE_TEAMS = (4, 8, 16, 30, 50, 100, 200)

_VARIANTS = {
    3: Variant(3, 7, 10, 5, 6, 6, BONUS_THREE_TEAMS, ((0,), (1,), (2,))),
    4: Variant(4, 7, 7, 7, 4, 8, BONUS_TWO_TEAMS, ((0, 2), (1, 3))),
    6: Variant(6, 9, 7, 7, 6, 6, BONUS_THREE_TEAMS, ((0, 3), (1, 4), (2, 5))),
}

#: Table sizes Partout is played at.
PLAYER_COUNTS = tuple(_VARIANTS)


def variant(players: int) -> Variant:
    """The variant for this many players; ``BadTable`` (a ``ValueError``) for 5 or any other.

    >>> variant(5)
    Traceback (most recent call last):
    ...
    engine.errors.BadTable: Partout is not played by 5: partners sit opposite each other, ...
    """
    found = _VARIANTS.get(players)
    if found is None:
        if players == 5:
            raise BadTable(say.FIVE_PLAYERS)
        raise BadTable(say.PLAYER_COUNT, players=players)
    return found


@cache
def deck(players: int) -> frozenset[Card]:
    """The cards used with this many players: 34 with 3 or 4 players, 42 with 6."""
    return frozenset(sorted_deck(players))


@cache
def sorted_deck(players: int) -> tuple[Card, ...]:
    """The deck in the order of the card pad: colors, then numbers, then the specials.

    >>> len(sorted_deck(4)), len(sorted_deck(6)), sorted_deck(3)[-1]
    (34, 42, <Special.DUNGEON: 'dungeon'>)
    """
    highest = variant(players).highest
    emblems = [_PARSED[f"{c.value}{n}"] for c in COLORS for n in range(1, highest + 1)]
    return (*emblems, *SPECIALS)
