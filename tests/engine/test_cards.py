"""The deck tables for four, five and six players, and the card notation."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.mit_list_und_tuecke import COLORS, Card, Color, deck, sorted_deck, takes_first


def _highest(players: int) -> dict[Color, int]:
    cards = deck(players)
    return {c: max(card.number for card in cards if card.color is c) for c in COLORS}


def test_four_players_use_1_to_14_in_all_colors() -> None:
    assert len(deck(4)) == 56
    assert _highest(4) == dict.fromkeys(COLORS, 14)


def test_five_players_red_and_yellow_1_to_18_blue_and_green_1_to_17() -> None:
    # Ruling: the French "1–17 in yellow and green" is a typo; blue and green are 1–17.
    assert len(deck(5)) == 70
    assert _highest(5) == {Color.BLUE: 17, Color.GREEN: 17, Color.RED: 18, Color.YELLOW: 18}
    assert Card.parse("Y18") in deck(5)
    assert Card.parse("G18") not in deck(5)
    assert Card.parse("B18") not in deck(5)


def test_six_players_use_1_to_21_in_all_colors() -> None:
    assert len(deck(6)) == 84
    assert _highest(6) == dict.fromkeys(COLORS, 21)


@pytest.mark.parametrize("players", [4, 5, 6])
def test_every_hand_has_14_cards(players: int) -> None:
    assert len(deck(players)) == 14 * players


@pytest.mark.parametrize("players", [4, 5, 6])
def test_each_color_is_numbered_from_1_without_gaps(players: int) -> None:
    cards = deck(players)
    per_color = Counter(card.color for card in cards)
    for color in COLORS:
        numbers = sorted(card.number for card in cards if card.color is color)
        assert numbers == list(range(1, per_color[color] + 1))


@pytest.mark.parametrize("players", [3, 7, 0])
def test_the_game_is_for_4_to_6_players(players: int) -> None:
    with pytest.raises(ValueError, match="4 to 6 players"):
        deck(players)


def test_sorted_deck_is_the_pad_order() -> None:
    pad = sorted_deck(4)
    assert [str(c) for c in pad[:3]] == ["B1", "B2", "B3"]
    assert str(pad[14]) == "G1"
    assert str(pad[-1]) == "Y14"
    assert set(pad) == deck(4)


@pytest.mark.parametrize(("players", "k1"), [(4, 2), (5, 3), (6, 3)])
def test_first_taker_chooses_half_the_trick_rounded_up(players: int, k1: int) -> None:
    assert takes_first(players) == k1


@pytest.mark.parametrize("players", [4, 5, 6])
def test_notation_round_trips_for_every_card(players: int) -> None:
    for card in deck(players):
        assert Card.parse(str(card)) == card


def test_notation_examples() -> None:
    assert Card.parse("R10") == Card(Color.RED, 10)
    assert str(Card(Color.BLUE, 2)) == "B2"
    assert Card.parse("r10") == Card(Color.RED, 10)  # readers may accept lower case
    assert Card.parse("y21").label == "Yellow 21"


@pytest.mark.parametrize(
    "text", ["", "R", "10", "X5", "R0", "R05", "RR5", "R-1", "R1.5", "R 10", "R٣", "R²", "5R"]
)
def test_bad_notation_is_rejected_with_a_plain_reason(text: str) -> None:
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(text)


def test_color_letters() -> None:
    assert [c.value for c in COLORS] == ["B", "G", "R", "Y"]
    assert Color.parse("y") is Color.YELLOW
    assert Color.RED.label == "red"
    with pytest.raises(ValueError, match="not a color"):
        Color.parse("P")
