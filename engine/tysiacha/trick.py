"""A trick of Tysiacha: who takes it — the highest trump, else the highest card of the suit led."""

from __future__ import annotations

from collections.abc import Sequence

from engine import french
from engine.french import Played, Suit
from engine.french import Taking as Taking
from engine.tysiacha import sentences as say

__all__ = ["Taking", "takes"]


def takes(trick: Sequence[Played], trump: Suit | None) -> Taking:
    """Who takes ``trick`` (complete or not) with ``trump`` in force.

    >>> from engine.french import Card
    >>> trick = [Played(seat, Card.parse(c)) for seat, c in enumerate(("ST", "SA", "H9"))]
    >>> takes(trick, None).seat, takes(trick, Suit.HEARTS).seat
    (1, 2)
    >>> takes(trick, Suit.HEARTS).statement(["Anna", "Ben", "Cleo"]).message
    'Cleo takes the trick with H9: the highest trump, hearts being trump'
    """
    return french.takes(trick, trump, say.TAKES_TRUMP, say.TAKES_LED)
