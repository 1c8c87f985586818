"""The 32 cards of Homme de Brou (A T K Q J 9 8 7 in four suits, the Ten high), their
points and what a marriage or a tierce is worth."""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from engine.french import RANKS, SUITS, Card, Rank, Suit, pack

if TYPE_CHECKING:
    from engine.errors import Words

#: The whole pack, suit by suit, each from the ace down: all 32 cards are dealt.
PACK: tuple[Card, ...] = pack(RANKS)

#: The pack as a set, for the question "is this a card of the game?".
CARDS: frozenset[Card] = frozenset(PACK)

#: Card points in a deal (A 11, T 10, K 4, Q 3, J 2; 9, 8 and 7 nothing).
DEAL_POINTS = 120

#: The cards each seat holds: the whole pack dealt to four.
HAND = 8


class Kind(StrEnum):
    """A combination of one suit: the K and Q (marriage), or the K, Q and J (tierce)."""

    MARRIAGE = "marriage"
    TIERCE = "tierce"

    @property
    def ranks(self) -> tuple[Rank, ...]:
        """The ranks it shows."""
        if self is Kind.MARRIAGE:
            return (Rank.KING, Rank.QUEEN)
        return (Rank.KING, Rank.QUEEN, Rank.JACK)

    def said(self, words: Words) -> str:
        """The combination's name in ``words``' language: ``marriage``, ``Mariage``."""
        return words.word("combination", self.value)

    @property
    def base(self) -> int:
        """Its value declared in a plain suit: marriage 20, tierce 30."""
        return 20 if self is Kind.MARRIAGE else 30


def combination(kind: Kind, suit: Suit) -> tuple[Card, ...]:
    """The cards of a combination.

    >>> [str(card) for card in combination(Kind.TIERCE, Suit.SPADES)]
    ['SK', 'SQ', 'SJ']
    """
    return tuple(Card(suit, rank) for rank in kind.ranks)


def value(kind: Kind, suit: Suit, trump: Suit | None, rencontre: bool = False) -> int:
    """What a combination scores: doubled in trumps, doubled de rencontre (both: ×4).

    >>> H = Suit.HEARTS
    >>> value(Kind.MARRIAGE, Suit.SPADES, H), value(Kind.TIERCE, H, H)
    (20, 60)
    >>> value(Kind.MARRIAGE, Suit.CLUBS, H, True), value(Kind.TIERCE, H, H, True)
    (40, 120)
    """
    factor = (2 if suit is trump else 1) * (2 if rencontre else 1)
    return kind.base * factor


__all__ = [
    "CARDS",
    "DEAL_POINTS",
    "HAND",
    "PACK",
    "RANKS",
    "SUITS",
    "Card",
    "Kind",
    "Rank",
    "Suit",
    "combination",
    "value",
]
