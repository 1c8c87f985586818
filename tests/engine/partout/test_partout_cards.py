"""Cards and their notation, the decks for 3, 4 and 6 players, the table sizes and the teams."""

from __future__ import annotations

import doctest
import importlib

import pytest

from engine.errors import ENGLISH, BadTable, NotationError
from engine.partout import (
    COLORS,
    SPECIALS,
    Card,
    Color,
    Emblem,
    Special,
    deck,
    sorted_deck,
    team_index,
    teams_of,
    variant,
)


class German:
    """A stand-in language that names cards instead of writing their notation."""

    notation = False

    def word(self, context: str, english: str) -> str:
        return {"red": "Rot", "black": "Schwarz", "Harlequin": "Harlekin"}.get(english, english)

    def card_name(self, color: str, number: int) -> str:
        return f"{color} {number}"


@pytest.mark.parametrize(
    "text", ["R3", "G9", "B1", "K7", "king", "queen", "harlequin", "mathematician", "alchemist"]
)
def test_notation_round_trips(text: str) -> None:
    assert str(Card.parse(text)) == text


def test_emblems_and_specials_are_told_apart() -> None:
    assert Card.parse("K7") == Emblem(Color.BLACK, 7)
    assert Card.parse("dungeon") is Special.DUNGEON
    assert isinstance(Special.KING, Card)
    assert isinstance(Emblem(Color.RED, 1), Card)


@pytest.mark.parametrize("text", ["R0", "R10", "Y3", "r3", "King", " R3", "K", "", "joker", "3R"])
def test_unreadable_cards_are_refused(text: str) -> None:
    with pytest.raises(NotationError) as error:
        Card.parse(text)
    assert error.value.message == (
        f"{text!r} is not a card of Partout (write R3, G9, B1, K7 or a special such as king)"
    )


def test_colors_read_exactly() -> None:
    assert [Color.parse(c) for c in "RGBK"] == list(COLORS)
    with pytest.raises(NotationError, match="is not a color"):
        Color.parse("Y")
    with pytest.raises(NotationError):
        Color.parse("g")


def test_cards_are_said_in_a_language() -> None:
    assert Card.parse("K7").said(ENGLISH) == "K7"
    assert Card.parse("R3").said(German()) == "Rot 3"  # type: ignore[arg-type]
    assert Special.HARLEQUIN.said(German()) == "Harlekin"  # type: ignore[arg-type]
    assert Special.HARLEQUIN.said(ENGLISH) == "harlequin"
    assert Color.BLACK.said(German()) == "Schwarz"  # type: ignore[arg-type]


@pytest.mark.parametrize(("players", "size", "highest"), [(3, 34, 7), (4, 34, 7), (6, 42, 9)])
def test_decks(players: int, size: int, highest: int) -> None:
    cards = deck(players)
    assert len(cards) == size == len(sorted_deck(players))
    assert set(SPECIALS) <= cards
    emblems = [c for c in cards if isinstance(c, Emblem)]
    assert max(c.number for c in emblems) == highest
    assert {c.color for c in emblems} == set(COLORS)
    assert Card.parse("R8") in deck(6)
    assert (Card.parse("R8") in cards) == (players == 6)


@pytest.mark.parametrize(
    ("players", "hand", "left", "tricks", "trick_size", "rounds"),
    [(3, 10, 4, 5, 6, 6), (4, 7, 6, 7, 4, 8), (6, 7, 0, 7, 6, 6)],
)
def test_the_rules_table(
    players: int, hand: int, left: int, tricks: int, trick_size: int, rounds: int
) -> None:
    v = variant(players)
    assert (v.hand, v.tricks, v.trick_size, v.rounds) == (hand, tricks, trick_size, rounds)
    assert len(deck(players)) - players * hand == left
    assert v.tricks * v.trick_size == players * hand  # every hand is empty at the end


def test_five_players_are_refused_with_the_reason() -> None:
    with pytest.raises(BadTable) as error:
        variant(5)
    assert error.value.message == (
        "Partout is not played by 5: partners sit opposite each other, so it takes 4 or 6 "
        "players (or 3, each playing alone)"
    )


@pytest.mark.parametrize("players", [0, 2, 7, 8])
def test_other_table_sizes_are_refused(players: int) -> None:
    with pytest.raises(BadTable) as error:
        variant(players)
    assert error.value.message == f"Partout is for 3, 4 or 6 players, not {players}"


def test_partners_sit_opposite() -> None:
    four = teams_of(["Anna", "Ben", "Cleo", "Dan"])
    assert [t.seats for t in four] == [(0, 2), (1, 3)]
    assert [t.name for t in four] == ["Anna & Cleo", "Ben & Dan"]
    six = teams_of(["Anna", "Ben", "Cleo", "Dan", "Eve", "Finn"])
    assert [t.seats for t in six] == [(0, 3), (1, 4), (2, 5)]
    three = teams_of(["Anna", "Ben", "Cleo"])
    assert [t.name for t in three] == ["Anna", "Ben", "Cleo"]
    assert team_index(3) == (0, 1, 2)
    for players in (4, 6):  # an opponent always sits between partners
        for team in variant(players).teams:
            a, b = team
            assert b - a == players // 2


MODULES = [
    "engine.partout.cards",
    "engine.partout.events",
    "engine.partout.trick",
    "engine.partout.scoring",
    "engine.partout.teams",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
    assert result.attempted > 0
