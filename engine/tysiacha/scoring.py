"""Scoring a deal: the soloist's bid made or failed, each opponent's take, the 1000 cap."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["CAP", "FORTY", "Score", "capped", "rounded", "score_concession", "score_deal"]

#: An opponent's total never goes above this; only a soloist passes it, and wins.
CAP = 1000

#: What each opponent scores when the soloist says "forty each".
FORTY = 40


@dataclass(frozen=True, slots=True)
class Score:
    """A player's score in a deal: the ``take`` (card points plus marriages; ``None`` after
    "forty each"), whether they were the soloist and made the bid, and ``points``, the change
    of their total after the cap."""

    soloist: bool
    take: int | None
    made: bool
    points: int


def rounded(take: int) -> int:
    """A take rounded to the nearest 5 (the rounding variant for opponents).

    >>> rounded(37), rounded(38), rounded(40)
    (35, 40, 40)
    """
    return (take + 2) // 5 * 5


def capped(total: int, gain: int) -> int:
    """The change of an opponent's total that gains ``gain``: never above 1000.

    >>> capped(985, 31), capped(1000, 12), capped(500, 40)
    (15, 0, 40)
    """
    return min(total + gain, CAP) - total


def score_deal(
    soloist: int,
    bid: int,
    takes: Sequence[int],
    totals: Sequence[int],
    rounding: bool = False,
) -> tuple[Score, ...]:
    """Each seat's score in a deal played out: the soloist ``+bid`` if his take reaches the
    final ``bid``, else ``−bid``; each opponent his take (rounded with ``rounding``), capped.

    >>> [s.points for s in score_deal(2, 140, (70, 12, 178), (0, 0, 0))]
    [70, 12, 140]
    >>> [s.points for s in score_deal(1, 100, (15, 85, 20), (0, 0, 0))]
    [15, -100, 20]
    """
    result = []
    for seat, (take, total) in enumerate(zip(takes, totals, strict=True)):
        if seat == soloist:
            made = take >= bid
            result.append(Score(True, take, made, bid if made else -bid))
        else:
            gain = rounded(take) if rounding else take
            result.append(Score(False, take, False, capped(total, gain)))
    return tuple(result)


def score_concession(soloist: int, bid: int, totals: Sequence[int]) -> tuple[Score, ...]:
    """Each seat's score after "forty each": the soloist loses his bid, each opponent 40, capped.

    >>> [s.points for s in score_concession(2, 120, (0, 980, 0))]
    [40, 20, -120]
    """
    return tuple(
        Score(True, None, False, -bid)
        if seat == soloist
        else Score(False, None, False, capped(t, FORTY))
        for seat, t in enumerate(totals)
    )
