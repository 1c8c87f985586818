"""The 24 cards of Tysiacha (A T K Q J 9 in four suits), their points and the marriages."""

from __future__ import annotations

from engine.french import MARRIAGE_RANKS, RANKS, SUITS, Card, Rank, Suit, pack, partner

#: The pack in the order of the card pad: suit by suit, each from the ace down.
PACK: tuple[Card, ...] = pack("ATKQJ9")

#: The pack as a set, for the question "is this a card of the game?".
CARDS: frozenset[Card] = frozenset(PACK)

#: Card points in a deal: 30 a suit.
DEAL_POINTS = 120

#: What declaring a marriage scores, by suit.
MARRIAGE: dict[Suit, int] = {Suit.SPADES: 40, Suit.CLUBS: 60, Suit.DIAMONDS: 80, Suit.HEARTS: 100}


def marriage_value(suit: Suit) -> int:
    """What a marriage in ``suit`` scores.

    >>> [marriage_value(s) for s in SUITS]
    [40, 60, 80, 100]
    """
    return MARRIAGE[suit]


__all__ = [
    "CARDS",
    "DEAL_POINTS",
    "MARRIAGE",
    "MARRIAGE_RANKS",
    "PACK",
    "RANKS",
    "SUITS",
    "Card",
    "Rank",
    "Suit",
    "marriage_value",
    "partner",
]
