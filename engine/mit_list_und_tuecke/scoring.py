"""The round score: the two largest open stacks multiplied, divided by the rest."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from engine.mit_list_und_tuecke.cards import COLORS, Color
from engine.mit_list_und_tuecke.slots import slot_setter


@dataclass(frozen=True, slots=True)
class Score:
    """A score with its parts: ``a >= b`` the two largest open stacks, ``r`` all other cards."""

    a: int
    b: int
    r: int
    points: int

    def __init__(self, a: int, b: int, r: int, points: int) -> None:
        _set_a(self, a)  # one per seat and round of every replay: quicker than the generated one
        _set_b(self, b)
        _set_r(self, r)
        _set_points(self, points)

    @property
    def formula(self) -> str:
        """The calculation as the table reads it: ``'8 × 7 ÷ 4 = 14'``.

        >>> score({Color.BLUE: 7, Color.GREEN: 8}, discarded=4).formula
        '8 × 7 ÷ 4 = 14'
        >>> score({Color.BLUE: 7}, discarded=0).formula
        'fewer than two colors = 0'
        >>> score({Color.BLUE: 8, Color.RED: 1}, discarded=3).formula
        '8 × 1 ÷ 3 = 2.67, rounded down to 2'
        """
        if self.b == 0:
            return "fewer than two colors = 0"
        if self.r == 0:
            return f"{self.a} × {self.b} = {self.points}"
        if self.a * self.b % self.r == 0:
            return f"{self.a} × {self.b} ÷ {self.r} = {self.points}"
        exact = f"{self.quotient}".rstrip("0").rstrip(".")
        return f"{self.a} × {self.b} ÷ {self.r} = {exact}, rounded down to {self.points}"

    @property
    def quotient(self) -> Decimal:
        """``a × b ÷ r`` to two places as a reader rounds it, a half up (``r`` not 0).

        >>> score({Color.BLUE: 9, Color.RED: 1}, discarded=8).quotient
        Decimal('1.13')
        """
        return (Decimal(self.a * self.b) / self.r).quantize(Decimal("0.01"), ROUND_HALF_UP)


_set_a = slot_setter(Score, "a")
_set_b = slot_setter(Score, "b")
_set_r = slot_setter(Score, "r")
_set_points = slot_setter(Score, "points")


def score(open_stacks: Mapping[Color, int], discarded: int) -> Score:
    """Score a player's collected cards, as the rules page says.

    Fewer than two open colors score 0; with nothing else collected the product is not
    divided; otherwise it is divided by the other cards and rounded down.

    >>> score({Color.GREEN: 5, Color.RED: 6, Color.YELLOW: 3}, 0).points
    10
    """
    sizes = sorted((open_stacks.get(c, 0) for c in COLORS), reverse=True)
    a, b = sizes[0], sizes[1]
    r = sum(sizes[2:]) + discarded
    if b == 0:
        return Score(a, 0, r, 0)
    points = a * b if r == 0 else (a * b) // r
    return Score(a, b, r, points)
