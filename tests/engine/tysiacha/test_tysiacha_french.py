"""The French-suited pack: notation that round-trips, card points, packs of chosen ranks."""

from __future__ import annotations

import pytest

from engine.errors import NotationError
from engine.french import RANKS, SUITS, Card, Rank, Suit, pack
from engine.tysiacha import CARDS, DEAL_POINTS, MARRIAGE, PACK, partner


@pytest.mark.parametrize("card", PACK)
def test_every_card_round_trips(card: Card) -> None:
    assert Card.parse(str(card)) == card


@pytest.mark.parametrize("text", ["sa", "S10", "HX", "", "SAA", "X9", "H 9", " HT"])
def test_records_are_strict(text: str) -> None:
    with pytest.raises(NotationError):
        Card.parse(text)


def test_the_pack_is_24_cards_worth_120() -> None:
    assert len(PACK) == len(CARDS) == 24
    assert sum(card.points for card in PACK) == DEAL_POINTS == 120
    for suit in SUITS:
        assert sum(card.points for card in PACK if card.suit is suit) == 30


def test_points_and_order() -> None:
    assert [Rank(r).points for r in "ATKQJ9"] == [11, 10, 4, 3, 2, 0]
    assert [r.value for r in sorted(RANKS, key=lambda r: -r.power)] == list("ATKQJ987")
    assert [s.value for s in SUITS] == ["S", "C", "D", "H"]
    assert Suit.HEARTS.label == "hearts"


def test_a_pack_of_other_ranks() -> None:
    assert len(pack("ATKQJ987")) == 32
    assert str(pack("A")[0]) == "SA"


def test_marriages_and_partners() -> None:
    assert [MARRIAGE[s] for s in SUITS] == [40, 60, 80, 100]
    assert partner(Card.parse("DK")) == Card.parse("DQ")
    with pytest.raises(ValueError):
        partner(Card.parse("DA"))
