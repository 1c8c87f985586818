"""A trick's two takers: the highest trump chooses first, the lowest non-trump takes the rest."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.mit_list_und_tuecke.cards import Card
from engine.mit_list_und_tuecke.slots import slot_setter

#: A card in a trick together with the seat that played it.
Played = tuple[int, Card]


@dataclass(frozen=True, slots=True)
class Takers:
    """Seats of the first taker and the second taker (``None`` in a one-color trick)."""

    first: int
    second: int | None

    def __init__(self, first: int, second: int | None) -> None:
        _set_first(self, first)  # one per trick: quicker than the generated __init__
        _set_second(self, second)


_set_first = slot_setter(Takers, "first")
_set_second = slot_setter(Takers, "second")


def takers(trick: Sequence[Played]) -> Takers:
    """Who takes a (possibly incomplete) trick.

    The first taker played the highest card of the led color; the second taker the
    lowest card of any other color, the earlier card winning a tie.

    >>> from engine.mit_list_und_tuecke.cards import Card as C
    >>> trick = [(0, C.parse("R10")), (1, C.parse("Y6")), (2, C.parse("R14")),
    ...          (3, C.parse("B2")), (4, C.parse("Y16"))]
    >>> takers(trick)
    Takers(first=2, second=3)
    """
    if not trick:
        raise ValueError("an empty trick has no takers")
    trump = trick[0][1].color
    first_seat, best = trick[0][0], trick[0][1].number
    second_seat: int | None = None
    lowest = 0
    for seat, card in trick[1:]:
        if card.color is trump:
            if card.number > best:
                first_seat, best = seat, card.number
        elif second_seat is None or card.number < lowest:
            second_seat, lowest = seat, card.number
    return Takers(first_seat, second_seat)


@dataclass(frozen=True, slots=True)
class TrickResult:
    """A finished trick: the cards in order, who took what, who leads next."""

    cards: tuple[Played, ...]
    first_taker: int
    chosen: tuple[Card, ...]
    second_taker: int | None
    rest: tuple[Card, ...]

    def __init__(
        self,
        cards: tuple[Played, ...],
        first_taker: int,
        chosen: tuple[Card, ...],
        second_taker: int | None,
        rest: tuple[Card, ...],
    ) -> None:
        _set_cards(self, cards)  # one per trick: quicker than the generated __init__
        _set_first_taker(self, first_taker)
        _set_chosen(self, chosen)
        _set_second_taker(self, second_taker)
        _set_rest(self, rest)

    @property
    def out_of_play(self) -> tuple[Card, ...]:
        """Cards nobody receives: the rest of a one-color trick."""
        return self.rest if self.second_taker is None else ()

    @property
    def next_leader(self) -> int:
        """The second taker leads next; after a one-color trick, the first taker."""
        return self.first_taker if self.second_taker is None else self.second_taker


_set_cards = slot_setter(TrickResult, "cards")
_set_first_taker = slot_setter(TrickResult, "first_taker")
_set_chosen = slot_setter(TrickResult, "chosen")
_set_second_taker = slot_setter(TrickResult, "second_taker")
_set_rest = slot_setter(TrickResult, "rest")
