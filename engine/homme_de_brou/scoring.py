"""Scoring Homme de Brou: a side's deal (declarations, rencontres, card points) and the
game called at 300 at the end of a deal."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["GAME", "SIDES", "Score", "side_of", "tied", "winner"]

#: The total that wins, checked at the end of each deal.
GAME = 300

#: The two sides: the first and third seats, the second and fourth.
SIDES = 2


def side_of(seat: int) -> int:
    """The side a seat plays for: partners sit opposite.

    >>> [side_of(seat) for seat in range(4)]
    [0, 1, 0, 1]
    """
    return seat % SIDES


@dataclass(frozen=True, slots=True)
class Score:
    """A side's score in a deal: its declarations, its rencontres and the card points of
    its tricks. No bonus for the last trick or for most tricks."""

    declared: int
    rencontres: int
    cards: int

    @property
    def points(self) -> int:
        """The deal's score: everything added."""
        return self.declared + self.rencontres + self.cards


def winner(totals: Sequence[int]) -> int | None:
    """The side that has won, with ``totals`` after a complete deal: one side has 300 or
    more and the totals differ; the higher total wins, even if both passed 300.

    >>> winner((181, 109)), winner((310, 305)), winner((300, 300)), winner((299, 12))
    (None, 0, None, None)
    """
    if max(totals) < GAME or totals[0] == totals[1]:
        return None
    return 0 if totals[0] > totals[1] else 1


def tied(totals: Sequence[int]) -> bool:
    """Both sides at 300 or more with equal totals: another deal is played.

    >>> tied((300, 300)), tied((250, 250))
    (True, False)
    """
    return totals[0] == totals[1] >= GAME
