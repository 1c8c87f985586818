"""Why a card takes a trick: one sentence for each step of the ranking, said in English."""

from __future__ import annotations

import pytest

from engine.errors import ENGLISH
from engine.partout.cards import Card, Color
from engine.partout.explain import locked_up, trump_is, why
from engine.partout.trick import Played, Source, Trump, takes

PLAYERS = ["Anna", "Ben", "Cleo", "Dan"]
TRUMP = Trump(5, Color.GREEN, Source(0), Source(1))


def trick(*cards: str, target: str | None = None) -> list[Played]:
    played = [Played(seat, Card.parse(text)) for seat, text in enumerate(cards)]
    if target is not None:
        last = played[-1]
        played[-1] = Played(last.seat, last.card, target=Card.parse(target))
    return played


@pytest.mark.parametrize(
    ("cards", "said"),
    [
        (("queen", "harlequin", "R9"), "Ben takes the trick: the Harlequin beats the Queen"),
        (("R1", "king", "harlequin"), "Cleo takes the trick: the Harlequin beats the King"),
        (("R1", "king", "G5"), "Ben takes the trick with the King: it beats every emblem card"),
        (("queen", "king"), "Anna takes the trick with the Queen: it was played before the King"),
        (("R5", "G5", "B5"), "Ben takes the trick with G5: the trump number in the trump color"),
        (("R4", "B5", "K5"), "Ben takes the trick with B5: the first card of the trump number 5"),
        (("R9", "G1", "G3"), "Cleo takes the trick with G3: the highest card of the trump color"),
        (
            ("R2", "B9", "R7"),
            "Cleo takes the trick with R7: the highest card of the led color, red",
        ),
        (("alchemist", "harlequin", "dungeon"), "Anna takes the trick: no card in it counts"),
    ],
)
def test_each_step_of_the_ranking_has_its_sentence(cards: tuple[str, ...], said: str) -> None:
    played = trick(*cards)
    assert why(takes(played, TRUMP), played, PLAYERS).said(ENGLISH).startswith(said)


def test_a_royal_locked_up_does_not_count_as_played_first() -> None:
    played = trick("queen", "king", "dungeon", target="queen")
    taking = takes(played, TRUMP)
    assert why(taking, played, PLAYERS).said(ENGLISH) == (
        "Ben takes the trick with the King: it beats every emblem card"
    )
    statement = locked_up(taking)
    assert statement is not None
    assert statement.said(ENGLISH) == "The Dungeon locked up queen: it counts as never played."


def test_no_dungeon_no_lock_and_the_trump_said() -> None:
    played = trick("R1", "R2")
    assert locked_up(takes(played, TRUMP)) is None
    assert trump_is(TRUMP).message == "5 is the trump number, green the trump color."
