"""Scoring a Gaigel deal: who wins it, how (out, undergaigel, overgaigel, settled), and the
game points — a single 1, a double 2, a gaigel 2 — credited to each player of the side."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Kind(StrEnum):
    """What the winning side wins."""

    SINGLE = "single"
    DOUBLE = "double"
    """A correct, timely "out" while the other side has won no trick (or a settled double)."""
    GAIGEL = "gaigel"
    """The other side claimed wrongly (overgaigled)."""

    @property
    def points(self) -> int:
        """The game points: a single 1, a double 2, a gaigel 2.

        >>> [kind.points for kind in Kind]
        [1, 2, 2]
        """
        return 1 if self is Kind.SINGLE else 2


class How(StrEnum):
    """How the deal was decided."""

    OUT = "out"
    """A correct claim in time."""
    UNDERGAIGEL = "undergaigel"
    """A late side: its own late claim, one pointed out, or the twelfth trick."""
    OVERGAIGEL = "overgaigel"
    """A wrong claim."""
    SETTLED = "settled"
    """The table entered its own result."""


@dataclass(frozen=True, slots=True)
class Result:
    """The end of a deal: the winning ``side`` (0: 1st & 3rd player, 1: 2nd & 4th), what it
    wins and how."""

    side: int
    kind: Kind
    how: How

    @property
    def points(self) -> int:
        """The game points each player of the winning side gets."""
        return self.kind.points


@dataclass(frozen=True, slots=True)
class Score:
    """A player's game points from one deal."""

    points: int


def scores(result: Result | None, players: int) -> tuple[Score, ...]:
    """Each player's game points: the result's points for both players of the winning side.

    >>> [s.points for s in scores(Result(1, Kind.DOUBLE, How.OUT), 4)]
    [0, 2, 0, 2]
    """
    return tuple(
        Score(result.points if result is not None and seat % 2 == result.side else 0)
        for seat in range(players)
    )
