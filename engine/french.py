"""The French-suited pack that Tysiacha, Homme de Brou and Gaigel share: suits, ranks, card
points, the card notation of records (``HT``, ``SA``, ``C9``) and packs of chosen ranks.

>>> card = Card.parse("HT")
>>> card.suit, card.rank, card.points
(<Suit.HEARTS: 'H'>, <Rank.TEN: 'T'>, 10)
>>> str(card)
'HT'
>>> [str(c) for c in pack("AK")]
['SA', 'SK', 'CA', 'CK', 'DA', 'DK', 'HA', 'HK']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, NamedTuple

from engine.errors import N_, NotationError, Sentence, Statement
from engine.suits import ColorWords

if TYPE_CHECKING:
    from engine.errors import Words

NOT_A_SUIT = Sentence(N_("{text} is not a suit (use S, C, D or H)"))
NOT_A_CARD = Sentence(
    N_("{text} is not a card (write the suit S, C, D or H, then the rank: SA, HT, C9)")
)


class Suit(ColorWords, StrEnum):
    """The four suits, written as their letter in records."""

    SPADES = "S"
    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit letter exactly as a record writes it.

        >>> Suit.parse("D")
        <Suit.DIAMONDS: 'D'>
        """
        try:
            return cls(text)
        except ValueError:
            raise NotationError(NOT_A_SUIT, text=repr(text)) from None


#: The suits in their canonical order (spades, clubs, diamonds, hearts).
SUITS: tuple[Suit, ...] = tuple(Suit)


class Rank(StrEnum):
    """The ranks from the highest down, written as their letter (``T`` is the ten)."""

    ACE = "A"
    TEN = "T"
    KING = "K"
    QUEEN = "Q"
    JACK = "J"
    NINE = "9"
    EIGHT = "8"
    SEVEN = "7"

    @property
    def points(self) -> int:
        """The card points: A 11, T 10, K 4, Q 3, J 2, 9, 8 and 7 nothing.

        >>> [rank.points for rank in Rank]
        [11, 10, 4, 3, 2, 0, 0, 0]
        """
        return _POINTS[self]

    @property
    def power(self) -> int:
        """How high the rank is in a suit: the ace highest, then the ten, the king …

        >>> Rank.TEN.power > Rank.KING.power > Rank.NINE.power
        True
        """
        return _POWER[self]

    @property
    def label(self) -> str:
        """The English name: ``Rank.TEN.label == 'ten'``."""
        return self.name.lower()


#: The ranks from the highest down.
RANKS: tuple[Rank, ...] = tuple(Rank)

_POINTS = {
    Rank.ACE: 11,
    Rank.TEN: 10,
    Rank.KING: 4,
    Rank.QUEEN: 3,
    Rank.JACK: 2,
    Rank.NINE: 0,
    Rank.EIGHT: 0,
    Rank.SEVEN: 0,
}
_POWER = {rank: len(RANKS) - i for i, rank in enumerate(RANKS)}


@dataclass(frozen=True, slots=True)
class Card:
    """One card: a suit and a rank, written suit first (``SA``, ``HT``, ``C9``).

    >>> Card.parse("SA")
    Card(suit=<Suit.SPADES: 'S'>, rank=<Rank.ACE: 'A'>)
    >>> Card.parse("sa")
    Traceback (most recent call last):
    ...
    engine.errors.NotationError: 'sa' is not a card (write the suit S, C, D or H, then ...
    """

    suit: Suit
    rank: Rank

    def __str__(self) -> str:
        return f"{self.suit.value}{self.rank.value}"

    @staticmethod
    def parse(text: str) -> Card:
        """Read a card exactly as a record writes it: upper case, ``T`` for the ten."""
        card = _PARSED.get(text) if isinstance(text, str) else None
        if card is None:
            raise NotationError(NOT_A_CARD, text=repr(text))
        return card

    @property
    def points(self) -> int:
        """The card's points (its rank's)."""
        return self.rank.points

    def said(self, words: Words) -> str:
        """The card's name in ``words``' language, as a label or a pad key says it: ``HT``
        in notation, else its rank and suit (``ten of hearts``, ``Herz Zehn``, ``dix de
        cœur``)."""
        return self._named(words, "French card: rank and suit", "{rank} of {suit}")

    def in_sentence(self, words: Words) -> str:
        """The card as a sentence says it, with the article its language puts before it:
        ``the ten of hearts``, ``le dix de cœur``, ``l’as de pique``, ``la dame de cœur``
        (German names a card without one: ``Herz Zehn``). Each rank has its own template,
        so the translator chooses the article; :func:`engine.errors.say` fills a sentence's
        cards with it."""
        return self._named(
            words, f"French card in a sentence: {self.rank.label}", "the {rank} of {suit}"
        )

    def _named(self, words: Words, context: str, english: str) -> str:
        if words.notation:
            return str(self)
        template = words.word(context, english)
        return template.format(rank=words.word("rank", self.rank.label), suit=self.suit.said(words))


_PARSED: dict[str, Card] = {f"{s.value}{r.value}": Card(s, r) for s in SUITS for r in RANKS}


def pack(ranks: Iterable[Rank | str]) -> tuple[Card, ...]:
    """The cards of the given ranks in every suit, suit by suit, each suit from the highest
    rank given (Tysiacha: ``pack("ATKQJ9")``, 24 cards)."""
    chosen = sorted({Rank(r) for r in ranks}, key=RANKS.index)
    return tuple(_PARSED[f"{s.value}{r.value}"] for s in SUITS for r in chosen)


class Played(NamedTuple):
    """A card in a trick and the seat that played it."""

    seat: int
    card: Card


class Reason(StrEnum):
    """Why a card takes the trick."""

    TRUMP = "trump"
    """The highest trump in the trick (of two equal cards, the first played)."""
    LED = "led"
    """No trump in the trick: the highest card of the suit led (of two, the first)."""


def taking_index(cards: Sequence[Card], trump: Suit | None) -> int:
    """Which of a trick's cards (in the order played) takes it, as the French-suited games
    with a trump have it: the highest trump, else the highest card of the suit led.

    >>> taking_index([Card.parse(c) for c in ("ST", "SA", "H9", "SK")], None)
    1
    >>> taking_index([Card.parse(c) for c in ("ST", "SA", "H9", "SK")], Suit.HEARTS)
    2
    """
    if not cards:
        raise ValueError("an empty trick has no taker")
    best = 0
    for index in range(1, len(cards)):
        card, top = cards[index], cards[best]
        if card.suit is top.suit:
            if card.rank.power > top.rank.power:
                best = index
        elif card.suit is trump:
            best = index
    return best


@dataclass(frozen=True, slots=True)
class Taking:
    """Who takes a trick (so far) and why: the seat, the deciding card, the reason, the suit
    led and the trump in force (``None`` while there is none: Tysiacha before the first
    marriage), said by the game's own sentences (``by_trump``: facts ``player``, ``card``,
    ``trump``; ``by_led``: ``player``, ``card``, ``led``)."""

    seat: int
    card: Card
    reason: Reason
    led: Suit
    trump: Suit | None
    by_trump: Sentence = field(compare=False, repr=False)
    by_led: Sentence = field(compare=False, repr=False)

    def statement(self, players: Sequence[str]) -> Statement:
        """Why the trick is taken, as a sentence with its facts."""
        player = players[self.seat]
        if self.reason is Reason.TRUMP:
            return Statement(
                self.by_trump, {"player": player, "card": self.card, "trump": self.trump}
            )
        return Statement(self.by_led, {"player": player, "card": self.card, "led": self.led})


def takes(
    trick: Sequence[Played], trump: Suit | None, by_trump: Sentence, by_led: Sentence
) -> Taking:
    """Who takes ``trick`` (complete or not, not empty) with ``trump`` in force, by
    :func:`taking_index`, said by ``by_trump`` or ``by_led``."""
    best = trick[taking_index([played.card for played in trick], trump)]
    reason = Reason.TRUMP if best.card.suit is trump else Reason.LED
    return Taking(best.seat, best.card, reason, trick[0].card.suit, trump, by_trump, by_led)


#: The two ranks of a marriage (Tysiacha, Gaigel, Homme de Brou: a King and Queen of a suit).
MARRIAGE_RANKS = frozenset({Rank.KING, Rank.QUEEN})


def partner(card: Card) -> Card:
    """The other card of the marriage ``card`` belongs to: the Queen for a King, and back.

    >>> str(partner(Card.parse("HK"))), str(partner(Card.parse("SQ")))
    ('HQ', 'SK')
    """
    if card.rank not in MARRIAGE_RANKS:
        raise ValueError(f"{card} is not a king or queen")
    return _PARSED[
        f"{card.suit.value}{(Rank.QUEEN if card.rank is Rank.KING else Rank.KING).value}"
    ]
