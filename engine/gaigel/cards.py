"""The 48 cards of Gaigel: the 24-card French-suited pack (A T K Q J 7) twice, the counters
and the marriages."""

from __future__ import annotations

from engine.french import MARRIAGE_RANKS, Card, Rank, Suit, pack, partner

#: The 24 different cards, suit by suit, each from the ace down.
PACK: tuple[Card, ...] = pack("ATKQJ7")

#: The pack as a set, for the question "is this a card of the game?".
CARDS: frozenset[Card] = frozenset(PACK)

#: Each card is in the deck twice (two identical packs); twins are written alike.
COPIES = 2

#: The whole deck: every card twice, 48 cards.
DECK: tuple[Card, ...] = PACK * COPIES

#: The counters in the deck: A 11, T 10, K 4, Q 3, J 2, 7 nothing, twice over.
COUNTERS = 240

#: The points a side needs to claim "out".
OUT = 101

#: A marriage in trumps scores this, in another suit ``MARRIAGE``.
TRUMP_MARRIAGE = 40
MARRIAGE = 20


def marriage_value(suit: Suit, trump: Suit | None) -> int:
    """What a marriage in ``suit`` scores: 40 in trumps, 20 in another suit.

    >>> marriage_value(Suit.HEARTS, Suit.HEARTS), marriage_value(Suit.CLUBS, Suit.HEARTS)
    (40, 20)
    """
    return TRUMP_MARRIAGE if suit is trump else MARRIAGE


def dix(trump: Suit) -> Card:
    """The dix: the Seven of trumps.

    >>> str(dix(Suit.SPADES))
    'S7'
    """
    return Card(trump, Rank.SEVEN)


def _holdable(cards: int, kings_or_queens: int) -> frozenset[int]:
    """The counters ``cards`` cards can hold, at least ``kings_or_queens`` of them K or Q."""
    sums = {0}
    values = sorted({c.points for c in PACK})
    for _ in range(cards - kings_or_queens):
        sums = {s + v for s in sums for v in values}
    for _ in range(kings_or_queens):
        sums = {s + v for s in sums for v in (Rank.KING.points, Rank.QUEEN.points)}
    return frozenset(sums)


#: What a trick of four cards can hold, by the number of marriages shown in it (0 to 4).
TRICK_COUNTERS: tuple[frozenset[int], ...] = tuple(_holdable(4, m) for m in range(5))


__all__ = [
    "CARDS",
    "COPIES",
    "COUNTERS",
    "DECK",
    "MARRIAGE",
    "MARRIAGE_RANKS",
    "OUT",
    "PACK",
    "TRICK_COUNTERS",
    "TRUMP_MARRIAGE",
    "Card",
    "Rank",
    "Suit",
    "dix",
    "marriage_value",
    "partner",
]
