"""A trick of Homme de Brou: who takes it (the highest trump, else the highest card of the
suit led, the Ten high) and the combinations de rencontre it holds."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine import french
from engine.french import SUITS, Card, Rank, Suit
from engine.french import Played as Played
from engine.french import Reason as Reason
from engine.french import Taking as Taking
from engine.homme_de_brou import sentences as say
from engine.homme_de_brou.cards import Kind, value

__all__ = ["Combination", "Played", "Reason", "Taking", "rencontres", "takes"]


def takes(trick: Sequence[Played], trump: Suit) -> Taking:
    """Who takes ``trick`` (complete or not) with ``trump`` trumps.

    >>> trick = [Played(seat, Card.parse(c)) for seat, c in enumerate(("DK", "HT", "DQ", "DJ"))]
    >>> takes(trick, Suit.HEARTS).statement(["Anna", "Ben", "Cleo", "Dan"]).message
    'Ben takes the trick with HT: the highest trump, hearts being trumps'
    >>> takes(trick, Suit.SPADES).seat
    0
    """
    return french.takes(trick, trump, say.TAKES_TRUMP, say.TAKES_LED)


@dataclass(frozen=True, slots=True)
class Combination:
    """A marriage or tierce of one suit found in a trick, and what it scores there."""

    kind: Kind
    suit: Suit
    value: int


def rencontres(cards: Sequence[Card], trump: Suit) -> tuple[Combination, ...]:
    """The combinations de rencontre in a finished trick, suit by suit (S C D H): the K and Q
    of a suit make a marriage, with its J a tierce (only a tierce), whoever played them.

    >>> found = rencontres([Card.parse(c) for c in ("CK", "CQ", "CA", "C7")], Suit.HEARTS)
    >>> [(c.kind.value, c.suit.value, c.value) for c in found]
    [('marriage', 'C', 40)]
    >>> found = rencontres([Card.parse(c) for c in ("HK", "SK", "HQ", "SQ")], Suit.HEARTS)
    >>> [(c.kind.value, c.suit.value, c.value) for c in found]
    [('marriage', 'S', 40), ('marriage', 'H', 80)]
    """
    held = set(cards)
    found = []
    for suit in SUITS:
        if Card(suit, Rank.KING) in held and Card(suit, Rank.QUEEN) in held:
            kind = Kind.TIERCE if Card(suit, Rank.JACK) in held else Kind.MARRIAGE
            found.append(Combination(kind, suit, value(kind, suit, trump, rencontre=True)))
    return tuple(found)
