"""A trick of Tysiacha: who takes it — the highest trump, else the highest card of the suit led."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.errors import Statement
from engine.french import Card, Played, Reason, Suit, taking_index
from engine.tysiacha import sentences as say


@dataclass(frozen=True, slots=True)
class Taking:
    """Who takes a trick (so far) and why: the seat, the deciding card, the reason, the suit
    led and the trump in force for the trick (``None`` before the first marriage)."""

    seat: int
    card: Card
    reason: Reason
    led: Suit
    trump: Suit | None

    def statement(self, players: Sequence[str]) -> Statement:
        """Why the trick is taken, as a sentence with its facts."""
        player = players[self.seat]
        if self.reason is Reason.TRUMP:
            return Statement(
                say.TAKES_TRUMP, {"player": player, "card": self.card, "trump": self.trump}
            )
        return Statement(say.TAKES_LED, {"player": player, "card": self.card, "led": self.led})


def takes(trick: Sequence[Played], trump: Suit | None) -> Taking:
    """Who takes ``trick`` (complete or not) with ``trump`` in force.

    >>> trick = [Played(seat, Card.parse(c)) for seat, c in enumerate(("ST", "SA", "H9"))]
    >>> takes(trick, None).seat, takes(trick, Suit.HEARTS).seat
    (1, 2)
    >>> takes(trick, Suit.HEARTS).statement(["Anna", "Ben", "Cleo"]).message
    'Cleo takes the trick with H9: the highest trump, hearts being trump'
    """
    best = trick[taking_index([played.card for played in trick], trump)]
    led = trick[0].card.suit
    reason = Reason.TRUMP if best.card.suit is trump else Reason.LED
    return Taking(best.seat, best.card, reason, led, trump)
