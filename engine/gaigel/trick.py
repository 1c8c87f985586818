"""A trick of Gaigel: who takes it — the highest trump, else the highest card of the suit
led; of two identical winning cards the first played — and what a card after the stock shows
the player did not hold."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.errors import Statement
from engine.french import Card, Played, Reason, Suit
from engine.gaigel import sentences as say
from engine.gaigel.cards import PACK


@dataclass(frozen=True, slots=True)
class Taking:
    """Who takes a trick (so far) and why: the seat, the deciding card, the reason, the suit
    led and the trumps; ``twin`` when the deciding card's twin came after it in the trick."""

    seat: int
    card: Card
    reason: Reason
    led: Suit
    trump: Suit
    twin: bool = False

    def statement(self, players: Sequence[str]) -> Statement:
        """Why the trick is taken, as a sentence with its facts (the first of two twins said
        only when its twin is in the trick)."""
        facts = {"player": players[self.seat], "card": self.card}
        if self.reason is Reason.TRUMP:
            trump = say.TAKES_TRUMP_TWIN if self.twin else say.TAKES_TRUMP
            return Statement(trump, {**facts, "trump": self.trump})
        return Statement(
            say.TAKES_LED_TWIN if self.twin else say.TAKES_LED, {**facts, "led": self.led}
        )


def beats(card: Card, top: Card, trump: Suit) -> bool:
    """Whether ``card`` played after ``top`` (the card winning the trick) takes its place: a
    higher card of its suit, or a trump on a plain card. A twin does not beat its twin.

    >>> beats(Card.parse("HA"), Card.parse("HA"), Suit.SPADES)
    False
    >>> beats(Card.parse("S7"), Card.parse("HA"), Suit.SPADES)
    True
    """
    if card.suit is top.suit:
        return card.rank.power > top.rank.power
    return card.suit is trump


def takes(trick: Sequence[Played], trump: Suit) -> Taking:
    """Who takes ``trick`` (complete or not) with ``trump`` as trumps.

    >>> trick = [Played(s, Card.parse(c)) for s, c in enumerate(("HA", "H7", "HA", "DT"))]
    >>> takes(trick, Suit.SPADES).seat, takes(trick, Suit.DIAMONDS).seat
    (0, 3)
    >>> takes(trick, Suit.SPADES).statement(["Anna", "Ben", "Cleo", "Dan"]).message
    'Anna takes the trick with HA: the highest card of the suit led, hearts (twins: the first)'
    >>> takes(trick[:2], Suit.SPADES).statement(["Anna", "Ben", "Cleo", "Dan"]).message
    'Anna takes the trick with HA: the highest card of the suit led, hearts'
    """
    if not trick:
        raise ValueError("an empty trick has no taker")
    best = trick[0]
    for played in trick[1:]:
        if beats(played.card, best.card, trump):
            best = played
    reason = Reason.TRUMP if best.card.suit is trump else Reason.LED
    twin = any(p.card == best.card for p in trick[trick.index(best) + 1 :])
    return Taking(best.seat, best.card, reason, trick[0].card.suit, trump, twin)


def not_held(card: Card, top: Card, led: Suit, trump: Suit) -> frozenset[Card]:
    """The cards a follower shows he does not hold by playing ``card`` after the stock, when
    ``top`` wins the trick and ``led`` was led: he must follow and head, else trump and
    overtrump, and only then may discard.

    >>> sorted(str(c) for c in not_held(Card.parse("H7"), Card.parse("HK"), Suit.HEARTS,
    ...                                 Suit.SPADES))
    ['HA', 'HT']
    >>> len(not_held(Card.parse("D7"), Card.parse("HK"), Suit.HEARTS, Suit.SPADES))
    12
    """
    if card.suit is led:
        if top.suit is led and not beats(card, top, trump):
            return frozenset(c for c in PACK if c.suit is led and beats(c, top, trump))
        return frozenset()
    gone = {c for c in PACK if c.suit is led}
    if card.suit is not trump:
        gone |= {c for c in PACK if c.suit is trump}
    elif top.suit is trump and not beats(card, top, trump):
        gone |= {c for c in PACK if c.suit is trump and beats(c, top, trump)}
    return frozenset(gone)
