"""The one template table of Homme de Brou: every sentence is said somewhere, its facts
filled in English and in any other language."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from homme_de_brou_helpers import (
    EXAMPLE,
    NAMES,
    c,
    cards,
    controlled_deal,
    declare,
    new_round,
    opened,
    plays,
)
from made_up_words import MadeUpWords

from engine.errors import RuleError, Sentence, Statement
from engine.homme_de_brou import Game, Hand, Play, Round, TurnUp, sentences, side_names
from engine.homme_de_brou.events import Event

TABLE = {name: v for name, v in vars(sentences).items() if isinstance(v, Sentence)}


def at(setup: Callable[[], Round], *events: Event) -> Callable[[], None]:
    """An action: a deal from ``setup``, then ``events`` applied (the last is refused)."""

    def action() -> None:
        rnd = setup()
        rnd.apply_all(events)

    return action


def dummy_led() -> Round:
    rnd = new_round(dummy=2)
    rnd.apply_all([TurnUp("Dan", c("H8")), declare("Dummy", "marriage", "H"), *plays("Anna:DT")])
    return rnd


def dummy_laid() -> Round:
    rnd = dummy_led()
    rnd.apply_all([Hand("Dummy", cards("HK HQ CA DQ D8 S7 ST C8")), *plays("Ben:C9")])
    return rnd


def ended() -> Round:
    rnd = new_round()
    rnd.apply_all(EXAMPLE)
    return rnd


def won() -> Game:
    game = Game(NAMES, 0)
    game.apply_all(controlled_deal(0, (0, 0, 0, 0), (0, 0, 0, 0)))
    return game


def running() -> Game:
    game = Game(NAMES, 0)
    game.apply(TurnUp("Anna", c("H8")))
    return game


LAID = cards("HK HQ CA DQ D8 S7 ST C8")

ACTIONS: list[Callable[[], object]] = [
    lambda: Round(NAMES[:3], 0),
    lambda: Game(("Anna", "", "Cleo", "Dan")),
    lambda: Game(("Anna", "Ben", "ANNA", "Dan")),
    lambda: Game(NAMES, "Eve"),
    lambda: Game(NAMES, 0, dummy="Eve"),
    at(new_round, Play("Eve", c("SA"))),
    at(new_round, TurnUp("Anna", c("H8"))),
    at(opened, TurnUp("Dan", c("S7"))),
    at(new_round, declare("Anna", "marriage", "S")),
    at(new_round, *plays("Anna:SA")),
    at(lambda: new_round(dummy=2), Hand("Dummy", LAID)),
    at(opened, *plays("Anna:SA"), declare("Ben", "marriage", "C")),
    at(opened, declare("Ben", "marriage", "C")),
    at(opened, declare("Cleo", "tierce", "S")),
    at(lambda: new_round(), TurnUp("Dan", c("HK")), declare("Cleo", "marriage", "H")),
    at(
        new_round,
        TurnUp("Dan", c("H8")),
        declare("Anna", "tierce", "S"),
        declare("Anna", "tierce", "C"),
        declare("Anna", "tierce", "D"),
    ),
    at(opened, *plays("Ben:SA")),
    at(opened, Play("Anna", c("H8"))),
    at(opened, *plays("Anna:SA Ben:SK")),
    at(opened, *plays("Anna:SA Ben:SA")),
    at(opened, *plays("Anna:SA Ben:D7 Cleo:S7 Dan:S8 Anna:S9 Ben:ST")),
    at(opened, *plays("Anna:HA Ben:H9 Cleo:H7 Dan:S7")),
    at(dummy_laid, *plays("Dummy:D7")),
    at(ended, *plays("Anna:SA")),
    at(opened, *plays("Anna:DT"), Hand("Cleo", LAID)),
    at(dummy_led, Hand("Anna", LAID)),
    at(dummy_laid, Hand("Dummy", LAID)),
    at(dummy_led, *plays("Ben:C9"), Hand("Dummy", LAID)),
    at(dummy_led, Hand("Dummy", LAID[:7])),
    at(dummy_led, Hand("Dummy", cards("HK HQ CA DQ D8 S7 DT C8"))),
    at(dummy_led, Hand("Dummy", cards("HK HQ CA DQ D8 S7 H8 C8"))),
    at(dummy_led, Hand("Dummy", cards("HK SA CA DQ D8 S7 ST C8"))),
    lambda: running().start_round(),
    lambda: won().start_round(),
    lambda: won().apply(TurnUp("Ben", c("H8"))),
]


def refusals() -> list[RuleError]:
    found: list[RuleError] = []
    for action in ACTIONS:
        try:
            action()
        except RuleError as error:
            found.append(error)
        else:
            raise AssertionError("an action was not refused")
    return found


def statements() -> list[Statement]:
    rnd = ended()
    return [
        rnd.explain(1).statement(rnd.players),
        rnd.explain(6).statement(rnd.players),
        *rnd.rencontre_statements(side_names(rnd.players)),
    ]


def test_every_sentence_is_said() -> None:
    said = {e.sentence for e in refusals()} | {s.sentence for s in statements()}
    unsaid = [name for name, sentence in TABLE.items() if sentence not in said]
    assert unsaid == []


@pytest.mark.parametrize("index", range(len(ACTIONS)))
def test_every_refusal_is_filled_in_any_language(index: int) -> None:
    error = refusals()[index]
    assert "{" not in error.message, error.message
    assert "{" not in error.said(MadeUpWords())  # type: ignore[arg-type]


def test_every_statement_is_filled() -> None:
    for statement in statements():
        assert "{" not in statement.message and "{" not in statement.said(MadeUpWords())  # type: ignore[arg-type]
    assert statements()[2].said(MadeUpWords()).startswith("trick #4 holds the combination:MARRIAGE")  # type: ignore[arg-type]


def test_a_refusal_names_player_card_and_rule() -> None:
    with pytest.raises(RuleError) as caught:
        opened().apply_all(plays("Anna:HA Ben:H9 Cleo:H7 Dan:S7"))
    assert caught.value.message == (
        "Dan cannot play S7 — hearts was led and the table has seen H8 in Dan's hand: follow suit"
    )
