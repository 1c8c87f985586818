"""Every kind of illegal event: the right error, a plain sentence, and nothing changed."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from engine_helpers import cards, game_snapshot, new_round, play, snapshot, trick

from engine.errors import (
    BlockedNotPossible,
    CardAlreadyPlayed,
    CardNotInDeck,
    FourthColor,
    InvalidKeep,
    InvalidTake,
    NotYourTurn,
    RoundOver,
    RuleError,
    UnknownPlayer,
    WrongPhase,
)
from engine.mit_list_und_tuecke import Blocked, Card, Color, Event, Game, Keep, Play, Round, Take


def fresh() -> Round:
    return new_round(4)


def trick_complete() -> Round:
    rnd = new_round(4)
    play(rnd, "R10", "Y6", "R14", "B2")  # Cleo takes first, Dan second
    return rnd


def after_one_trick() -> Round:
    rnd = trick_complete()
    rnd.apply(Take("Cleo", cards("R14", "Y6")))  # Dan leads
    return rnd


def three_colors() -> Round:
    rnd = new_round(4)
    play(rnd, "R10", "Y6", "B2")  # Dan to play; green is the fourth color
    return rnd


def color_choice_due() -> Round:
    rnd = after_one_trick()
    trick(rnd, ("G1", "G5", "B3", "G9"), ("G9", "B3"))  # Cleo now has four colors
    return rnd


def chosen_once() -> Round:
    rnd = color_choice_due()
    rnd.apply(Keep("Cleo", (Color.RED, Color.YELLOW)))
    return rnd


def block_impossible() -> Round:
    rnd = new_round(4)
    trick(rnd, ("G1", "R1", "Y1", "G2"), ("G2", "G1"))
    play(rnd, "R2", "Y2", "B2")  # Anna holds 13, only 12 green unplayed
    return rnd


def ended() -> Round:
    rnd = three_colors()
    rnd.apply(Blocked("Dan"))
    return rnd


P = Card.parse
CASES: list[tuple[str, Callable[[], Round], Event, type[RuleError], tuple[str, ...]]] = [
    # name, state, event, error, words the message must contain
    ("wrong turn", fresh, Play("Ben", P("R1")), NotYourTurn, ("Ben", "R1", "Anna's turn")),
    (
        "wrong turn later",
        after_one_trick,
        Play("Anna", P("B5")),
        NotYourTurn,
        ("Anna", "B5", "Dan's turn"),
    ),
    (
        "card not in deck",
        fresh,
        Play("Anna", P("R15")),
        CardNotInDeck,
        ("Anna", "R15", "no R15 in the deck for 4 players"),
    ),
    (
        "card played already this trick",
        three_colors,
        Play("Dan", P("R10")),
        CardAlreadyPlayed,
        ("Dan", "R10", "already played"),
    ),
    (
        "card played in an earlier trick",
        after_one_trick,
        Play("Dan", P("Y6")),
        CardAlreadyPlayed,
        ("Dan", "Y6", "already played this round"),
    ),
    (
        "fourth color",
        three_colors,
        Play("Dan", P("G4")),
        FourthColor,
        ("Dan", "G4", "already shows blue, red and yellow"),
    ),
    (
        "play while a take is due",
        trick_complete,
        Play("Dan", P("G4")),
        WrongPhase,
        ("Dan", "G4", "Cleo must first take 2 cards"),
    ),
    (
        "play while a color choice is due",
        color_choice_due,
        Play("Ben", P("R3")),
        WrongPhase,
        ("Ben", "R3", "Cleo must first choose two colors"),
    ),
    (
        "take before the trick is complete",
        three_colors,
        Take("Anna", cards("R10", "Y6")),
        WrongPhase,
        ("Anna", "R10", "the trick is not complete"),
    ),
    (
        "take by the wrong player",
        trick_complete,
        Take("Dan", cards("R10", "Y6")),
        NotYourTurn,
        ("Dan", "R10", "Cleo played the highest trump"),
    ),
    (
        "take too few",
        trick_complete,
        Take("Cleo", cards("R10")),
        InvalidTake,
        ("Cleo", "R10", "exactly 2 cards, not 1"),
    ),
    (
        "take too many",
        trick_complete,
        Take("Cleo", cards("R10", "Y6", "B2")),
        InvalidTake,
        ("Cleo", "B2", "exactly 2 cards, not 3"),
    ),
    (
        "take a card not in the trick",
        trick_complete,
        Take("Cleo", cards("R10", "G5")),
        InvalidTake,
        ("Cleo", "G5", "not in this trick"),
    ),
    (
        "take the same card twice",
        trick_complete,
        Take("Cleo", cards("R10", "R10")),
        InvalidTake,
        ("Cleo", "R10", "same card twice"),
    ),
    (
        "take while a color choice is due",
        color_choice_due,
        Take("Cleo", cards("G9", "B3")),
        WrongPhase,
        ("Cleo", "G9", "color choice is due"),
    ),
    (
        "keep when not due",
        after_one_trick,
        Keep("Dan", (Color.RED, Color.BLUE)),
        WrongPhase,
        ("Dan", "choose colors", "four colors"),
    ),
    (
        "keep by the wrong player",
        color_choice_due,
        Keep("Ben", (Color.RED, Color.BLUE)),
        WrongPhase,
        ("Ben", "choose colors", "four colors"),
    ),
    (
        "keep one color",
        color_choice_due,
        Keep("Cleo", (Color.RED,)),
        InvalidKeep,
        ("Cleo", "two different colors"),
    ),
    (
        "keep the same color twice",
        color_choice_due,
        Keep("Cleo", (Color.RED, Color.RED)),
        InvalidKeep,
        ("Cleo", "two different colors"),
    ),
    (
        "keep a second time",
        chosen_once,
        Keep("Cleo", (Color.GREEN, Color.BLUE)),
        WrongPhase,
        ("Cleo", "already made", "final"),
    ),
    (
        "blocked while a take is due",
        trick_complete,
        Blocked("Cleo"),
        WrongPhase,
        ("Cleo", "be blocked", "must first take"),
    ),
    (
        "blocked without three colors",
        fresh,
        Blocked("Anna"),
        BlockedNotPossible,
        ("Anna", "blocked", "three colors"),
    ),
    (
        "blocked impossible",
        block_impossible,
        Blocked("Anna"),
        BlockedNotPossible,
        ("Anna", "13 cards", "12 green cards"),
    ),
    (
        "blocked out of turn",
        three_colors,
        Blocked("Anna"),
        NotYourTurn,
        ("Anna", "blocked", "Dan's turn"),
    ),
    ("play after the round", ended, Play("Dan", P("G4")), RoundOver, ("Dan", "G4", "ended")),
    (
        "take after the round",
        ended,
        Take("Anna", cards("R10", "Y6")),
        RoundOver,
        ("Anna", "R10", "ended"),
    ),
    (
        "keep after the round",
        ended,
        Keep("Anna", (Color.RED, Color.BLUE)),
        RoundOver,
        ("Anna", "ended"),
    ),
    ("blocked after the round", ended, Blocked("Dan"), RoundOver, ("Dan", "ended")),
    (
        "unknown player",
        fresh,
        Play("Zoe", P("R1")),
        UnknownPlayer,
        ("Zoe", "not at this table", "Anna, Ben, Cleo, Dan"),
    ),
    ("unknown player taking", trick_complete, Take("Zoe", ()), UnknownPlayer, ("Zoe",)),
    ("unknown player keeping", color_choice_due, Keep("", ()), UnknownPlayer, ("not at",)),
]


@pytest.mark.parametrize(
    ("state", "event", "error", "words"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_illegal_event_is_rejected_and_changes_nothing(
    state: Callable[[], Round], event: Event, error: type[RuleError], words: tuple[str, ...]
) -> None:
    rnd = state()
    before = snapshot(rnd)
    with pytest.raises(RuleError) as info:
        rnd.apply(event)
    assert type(info.value) is error
    for word in words:
        assert word in info.value.message
    assert str(info.value) == info.value.message
    assert info.value.params.get("player") == event.by
    assert info.value.code != "rule"
    assert snapshot(rnd) == before
    # the same round still accepts a legal event afterwards
    assert rnd.ended or rnd.due()


def test_every_error_class_has_its_own_code() -> None:
    classes = {case[3] for case in CASES}
    assert len({cls.code for cls in classes}) == len(classes) == 10


def test_anything_after_the_game_has_ended_is_rejected() -> None:
    game = Game(["Anna", "Ben", "Cleo", "Dan"], "Dan")
    for _ in range(4):
        rnd = game.start_round()
        play(rnd, "R1", "Y1", "B1")
        game.apply(Blocked(rnd.players[rnd.to_play]))
    assert game.finished
    before = game_snapshot(game)
    for event in (
        Play("Anna", P("R2")),
        Take("Anna", cards("R1", "Y1")),
        Keep("Anna", (Color.RED, Color.BLUE)),
        Blocked("Anna"),
    ):
        with pytest.raises(RoundOver) as info:
            game.apply(event)
        assert "Anna" in info.value.message and "the game is over" in info.value.message
        assert game_snapshot(game) == before
    assert "R2" in _message(game, Play("Anna", P("R2")))


def _message(game: Game, event: Event) -> str:
    try:
        game.apply(event)
    except RuleError as exc:
        return exc.message
    raise AssertionError("accepted")
