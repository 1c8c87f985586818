"""A team's round score: a point per trick, the bonus for a minimum reached, or −m for none."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Score:
    """A team's score with its parts: ``tricks`` taken, ``minimum`` predicted, ``bonus`` won."""

    tricks: int
    minimum: int
    bonus: int
    points: int

    @property
    def reached(self) -> bool:
        """Whether the team reached a minimum of at least one trick."""
        return self.minimum >= 1 and self.tricks >= self.minimum

    @property
    def formula(self) -> str:
        """The calculation as the table reads it.

        >>> score(3, 3, (4, 8, 16, 30, 50, 100, 200)).formula
        '3 + 16 = 19'
        >>> score(0, 2, (2, 4, 8, 16, 30, 50, 100)).formula
        '−2'
        >>> score(1, 3, (4, 8, 16, 30, 50, 100, 200)).formula
        '1'
        """
        if self.points < 0:
            return f"−{-self.points}"
        if self.bonus:
            return f"{self.tricks} + {self.bonus} = {self.points}"
        return str(self.points)


def score(tricks: int, minimum: int, chart: Sequence[int]) -> Score:
    """Score ``tricks`` taken against a ``minimum`` with a bonus ``chart`` (for 1, 2, … 7).

    The bonus counts when the minimum is at least 1 and reached; a team that predicted
    at least one trick and took none scores minus its minimum instead.

    >>> chart = (2, 4, 8, 16, 30, 50, 100)
    >>> [score(t, m, chart).points for t, m in ((0, 2), (2, 0), (5, 4), (0, 0))]
    [-2, 2, 21, 0]
    """
    if tricks == 0 and minimum >= 1:
        return Score(tricks, minimum, 0, -minimum)
    bonus = chart[minimum - 1] if 1 <= minimum <= tricks else 0
    return Score(tricks, minimum, bonus, tricks + bonus)
