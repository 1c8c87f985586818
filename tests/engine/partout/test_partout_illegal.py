"""Every kind of illegal event: the right error, a plain sentence, and nothing changed."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from partout_helpers import event, game_snapshot, new_round, play, predict, ready, snapshot

from engine.errors import (
    CardAlreadyPlayed,
    CardNotInDeck,
    NotationError,
    NotYourTurn,
    RoundOver,
    RuleError,
    UnknownPlayer,
    WrongPhase,
)
from engine.partout import (
    Card,
    Color,
    Event,
    Game,
    InvalidChoice,
    InvalidPrediction,
    InvalidTrump,
    Play,
    Predict,
    Round,
    TrumpColor,
    TrumpNumber,
)
from engine.partout.selfplay import random_game


def fresh() -> Round:
    return new_round(4)  # Dan deals: Anna is P1, Ben P2


def number_named() -> Round:
    rnd = fresh()
    rnd.apply(TrumpNumber("Anna", 3))
    return rnd


def predicting() -> Round:
    rnd = number_named()
    rnd.apply(TrumpColor("Ben", Color.GREEN))
    predict(rnd, 2)  # Ben predicts next
    return rnd


def playing() -> Round:
    return ready(4, 3, "G")  # Anna leads


def mid_trick() -> Round:
    rnd = playing()
    play(rnd, "R4")  # Ben to play
    return rnd


def changed() -> Round:
    rnd = playing()
    play(rnd, "R1", "mathematician:5", "alchemist:R", "R2")  # Dan leads, 5 red in force
    return rnd


def next_trick_begun() -> Round:
    rnd = changed()
    play(rnd, "R3")  # Anna to play
    return rnd


def ended() -> Round:
    rnd = playing()
    cards = [f"{c}{n}" for n in range(1, 8) for c in "RGBK"]
    for trick in range(7):
        play(rnd, *cards[trick * 4 : trick * 4 + 4])
    return rnd


CASES: list[tuple[str, Callable[[], Round], Event, type[RuleError], str]] = [
    # the trump number
    (
        "number by the wrong player",
        fresh,
        TrumpNumber("Ben", 3),
        NotYourTurn,
        "Ben cannot name the trump number — Anna, the first player after the dealer, names it",
    ),
    (
        "number not in the deck",
        fresh,
        TrumpNumber("Anna", 8),
        InvalidTrump,
        "Anna cannot name 8 as the trump number — with 4 players the numbers are 1 to 7",
    ),
    (
        "number zero",
        fresh,
        TrumpNumber("Anna", 0),
        InvalidTrump,
        "Anna cannot name 0 as the trump number — with 4 players the numbers are 1 to 7",
    ),
    (
        "number twice",
        number_named,
        TrumpNumber("Anna", 4),
        WrongPhase,
        "Anna cannot name the trump number — it is already named: 3",
    ),
    # the trump color
    (
        "color before the number",
        fresh,
        TrumpColor("Ben", Color.GREEN),
        WrongPhase,
        "Ben cannot name the trump color — Anna must first name the trump number",
    ),
    (
        "color by the wrong player",
        number_named,
        TrumpColor("Cleo", Color.GREEN),
        NotYourTurn,
        "Cleo cannot name the trump color — Ben, the second player after the dealer, names it",
    ),
    (
        "color twice",
        predicting,
        TrumpColor("Ben", Color.RED),
        WrongPhase,
        "Ben cannot name the trump color — it is already named: green",
    ),
    # predictions
    (
        "prediction before the number",
        fresh,
        Predict("Anna", 1),
        WrongPhase,
        "Anna cannot predict yet — Anna must first name the trump number",
    ),
    (
        "prediction before the color",
        number_named,
        Predict("Anna", 1),
        WrongPhase,
        "Anna cannot predict yet — Ben must first name the trump color",
    ),
    (
        "prediction out of turn",
        predicting,
        Predict("Cleo", 1),
        NotYourTurn,
        "Cleo cannot predict now — it is Ben's turn to predict",
    ),
    (
        "prediction twice",
        predicting,
        Predict("Anna", 1),
        NotYourTurn,
        "Anna cannot predict now — it is Ben's turn to predict",
    ),
    (
        "prediction above the tricks",
        predicting,
        Predict("Ben", 8),
        InvalidPrediction,
        "Ben cannot predict 8 tricks — a prediction is a number from 0 to 7, the tricks in a round",
    ),
    (
        "negative prediction",
        predicting,
        Predict("Ben", -1),
        InvalidPrediction,
        "Ben cannot predict -1 tricks — a prediction is a number from 0 to 7, "
        "the tricks in a round",
    ),
    (
        "prediction that is no number",
        predicting,
        Predict("Ben", True),
        InvalidPrediction,
        "Ben cannot predict True tricks — a prediction is a number from 0 to 7, "
        "the tricks in a round",
    ),
    (
        "prediction after all are in",
        playing,
        Predict("Anna", 1),
        WrongPhase,
        "Anna cannot predict now — every prediction is in and the play has begun",
    ),
    # playing before the play
    (
        "card before the number",
        fresh,
        Play("Anna", Card.parse("R3")),
        WrongPhase,
        "Anna cannot play R3 — Anna must first name the trump number",
    ),
    (
        "card before the color",
        number_named,
        Play("Ben", Card.parse("R3")),
        WrongPhase,
        "Ben cannot play R3 — Ben must first name the trump color",
    ),
    (
        "card before the predictions",
        predicting,
        Play("Anna", Card.parse("king")),
        WrongPhase,
        "Anna cannot play king — every prediction must be in first, and Ben has not predicted",
    ),
    # playing a card
    (
        "card out of turn",
        playing,
        Play("Ben", Card.parse("R5")),
        NotYourTurn,
        "Ben cannot play R5 — it is Anna's turn",
    ),
    (
        "card not in the deck",
        playing,
        Play("Anna", Card.parse("R8")),
        CardNotInDeck,
        "Anna cannot play R8 — there is no R8 in the deck for 4 players",
    ),
    (
        "card played twice",
        mid_trick,
        Play("Ben", Card.parse("R4")),
        CardAlreadyPlayed,
        "Ben cannot play R4 — R4 was already played this round",
    ),
    (
        "special played twice",
        changed,
        event("Dan", "mathematician:2"),
        CardAlreadyPlayed,
        "Dan cannot play mathematician — mathematician was already played this round",
    ),
    # the specials' choices
    (
        "Mathematician without a number",
        playing,
        event("Anna", "mathematician"),
        InvalidChoice,
        "Anna cannot play the Mathematician without naming the new trump number",
    ),
    (
        "Mathematician naming the number in force",
        playing,
        event("Anna", "mathematician:3"),
        InvalidChoice,
        "Anna cannot make 3 the trump number with the Mathematician — it already is",
    ),
    (
        "Mathematician naming a number not in the deck",
        playing,
        event("Anna", "mathematician:9"),
        InvalidChoice,
        "Anna cannot make 9 the trump number — with 4 players the numbers are 1 to 7",
    ),
    (
        "Alchemist without a color",
        playing,
        event("Anna", "alchemist"),
        InvalidChoice,
        "Anna cannot play the Alchemist without naming the new trump color",
    ),
    (
        "Alchemist naming the color in force",
        mid_trick,
        event("Ben", "alchemist:G"),
        InvalidChoice,
        "Ben cannot make green the trump color with the Alchemist — it already is",
    ),
    (
        "Dungeon leading with a target",
        playing,
        event("Anna", "dungeon:R4"),
        InvalidChoice,
        "Anna cannot lock up R4 — the Dungeon leads the trick, so it locks up nothing",
    ),
    (
        "Dungeon without a target",
        mid_trick,
        event("Ben", "dungeon"),
        InvalidChoice,
        "Ben cannot play the Dungeon without naming the card of this trick it locks up",
    ),
    (
        "Dungeon target not in the trick",
        mid_trick,
        event("Ben", "dungeon:K5"),
        InvalidChoice,
        "Ben cannot lock up K5 — it was not played earlier in this trick",
    ),
    (
        "Dungeon target from an earlier trick",
        next_trick_begun,
        event("Anna", "dungeon:R1"),
        InvalidChoice,
        "Anna cannot lock up R1 — it was not played earlier in this trick",
    ),
    (
        "a number with an emblem card",
        playing,
        Play("Anna", Card.parse("R5"), number=5),
        InvalidChoice,
        "Anna cannot name a trump number with R5 — only the Mathematician changes it",
    ),
    (
        "a color with the King",
        playing,
        Play("Anna", Card.parse("king"), color=Color.RED),
        InvalidChoice,
        "Anna cannot name a trump color with king — only the Alchemist changes it",
    ),
    (
        "a target with the Queen",
        mid_trick,
        Play("Ben", Card.parse("queen"), target=Card.parse("R4")),
        InvalidChoice,
        "Ben cannot lock up R4 with queen — only the Dungeon locks up a card",
    ),
    (
        "a color that is no color",
        playing,
        Play("Anna", Card.parse("alchemist"), color="Y"),  # type: ignore[arg-type]
        NotationError,
        "'Y' is not a color (use R, G, B or K)",
    ),
    # who is at the table
    (
        "somebody not at the table",
        playing,
        Play("Zoe", Card.parse("R1")),
        UnknownPlayer,
        "Zoe is not at this table (Anna, Ben, Cleo, Dan)",
    ),
    # the round is over
    (
        "card after the round",
        ended,
        Play("Anna", Card.parse("king")),
        RoundOver,
        "Anna cannot play on — the round has ended",
    ),
    (
        "number after the round",
        ended,
        TrumpNumber("Anna", 3),
        RoundOver,
        "Anna cannot play on — the round has ended",
    ),
    (
        "color after the round",
        ended,
        TrumpColor("Ben", Color.RED),
        RoundOver,
        "Ben cannot play on — the round has ended",
    ),
    (
        "prediction after the round",
        ended,
        Predict("Cleo", 1),
        RoundOver,
        "Cleo cannot play on — the round has ended",
    ),
]


@pytest.mark.parametrize(
    ("make", "offered", "error", "message"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_refused_with_a_sentence_and_nothing_changed(
    make: Callable[[], Round], offered: Event, error: type[RuleError], message: str
) -> None:
    rnd = make()
    before = snapshot(rnd)
    with pytest.raises(error) as refused:
        rnd.apply(offered)
    assert refused.value.message == message
    assert snapshot(rnd) == before


def test_the_round_plays_on_after_a_refusal() -> None:
    rnd = mid_trick()
    with pytest.raises(CardAlreadyPlayed):
        rnd.apply(Play("Ben", Card.parse("R4")))
    play(rnd, "R5", "R6", "R7")
    assert rnd.takers() == (3,)


def test_the_mathematician_may_not_name_the_number_in_force_after_a_change() -> None:
    rnd = playing()
    play(rnd, "R1", "alchemist:B", "dungeon:alchemist", "B2")  # Anna takes: red led
    rnd.apply(event("Anna", "mathematician:4"))
    assert rnd.trump is not None and rnd.trump.number == 4


def test_after_the_last_round_the_game_is_over() -> None:
    game, _ = random_game(4, random.Random(4))
    before = game_snapshot(game)
    with pytest.raises(RoundOver) as refused:
        game.apply(TrumpNumber("Anna", 3))
    assert (
        refused.value.message == "Anna cannot play on — the game is over: 4 players play 8 rounds"
    )
    assert game_snapshot(game) == before


def test_a_refused_event_in_a_new_round_leaves_the_game_as_it_was() -> None:
    game = Game(["Anna", "Ben", "Cleo", "Dan"], "Dan")
    before = game_snapshot(game)
    with pytest.raises(NotYourTurn):
        game.apply(TrumpNumber("Ben", 3))
    assert game_snapshot(game) == before and game.rounds == []
