"""The one template table of Tysiacha: every sentence is said somewhere, its facts filled in
English and in any other language."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from made_up_words import MadeUpWords
from tysiacha_helpers import NAMES, c, cards, example_1, new_round, plays, ready

from engine.errors import RuleError, Sentence, Statement
from engine.tysiacha import (
    Bid,
    Card,
    Concede,
    FinalBid,
    Game,
    Pass,
    Play,
    Rank,
    Round,
    Suit,
    Widow,
    sentences,
)
from engine.tysiacha.selfplay import random_game

TABLE = {name: v for name, v in vars(sentences).items() if isinstance(v, Sentence)}


def at(setup: Callable[[], Round], *events: object) -> Callable[[], None]:
    """An action: a deal from ``setup``, then ``events`` applied (the last is refused)."""

    def action() -> None:
        rnd = setup()
        for event in events:
            rnd.apply(event)  # type: ignore[arg-type]

    return action


def auction_over() -> Round:
    rnd = new_round()
    rnd.apply_all([Bid("Cleo", 100), Pass("Anna"), Pass("Ben")])
    return rnd


def widow_shown() -> Round:
    rnd = auction_over()
    rnd.apply(Widow("Cleo", cards("SA D9 HK")))
    return rnd


def forced() -> Round:
    rnd = new_round()
    rnd.apply_all([Pass("Cleo"), Pass("Anna")])
    return rnd


def playing(text: str, widow: str = "SA D9 HK") -> Callable[[], Round]:
    def setup() -> Round:
        rnd = auction_over()
        rnd.apply_all([Widow("Cleo", cards(widow)), FinalBid("Cleo", 100), *plays(text)])
        return rnd

    return setup


def won() -> Game:
    game, _ = random_game(random.Random(1))
    return game


def running() -> Game:
    game = Game(NAMES)
    game.apply(Bid("Cleo", 100))
    return game


ACTIONS: list[Callable[[], object]] = [
    lambda: Round(NAMES[:2], 0),
    lambda: Game(("Anna", "", "Ben")),
    lambda: Game(("Anna", "Ben", "ANNA")),
    lambda: Game(NAMES, "Dora"),
    at(new_round, Bid("Dora", 100)),
    at(new_round, Bid("Anna", 100)),
    at(new_round, Pass("Anna")),
    at(auction_over, Bid("Anna", 110)),
    at(auction_over, Pass("Anna")),
    at(new_round, Bid("Cleo", "100")),
    at(new_round, Bid("Cleo", 105)),
    at(new_round, Bid("Cleo", 90)),
    at(new_round, Bid("Cleo", 410)),
    at(new_round, Bid("Cleo", 120), Bid("Anna", 110)),
    at(forced, Pass("Ben")),
    at(new_round, Concede("Cleo")),
    at(auction_over, Widow("Anna", cards("SA D9 HK"))),
    at(forced, Bid("Ben", 100), Widow("Ben", cards("SA D9 HK"))),
    at(widow_shown, Widow("Cleo", cards("SA D9 HK"))),
    at(auction_over, Widow("Cleo", cards("SA D9"))),
    at(auction_over, FinalBid("Cleo", 100)),
    at(playing(""), Widow("Cleo", cards("SA D9 HK"))),
    at(playing(""), Concede("Cleo")),
    at(playing(""), FinalBid("Cleo", 100)),
    at(widow_shown, FinalBid("Cleo", 105)),
    at(widow_shown, FinalBid("Cleo", 90)),
    at(widow_shown, FinalBid("Cleo", 410)),
    at(forced, Bid("Ben", 100), FinalBid("Ben", 110)),
    at(new_round, Play("Cleo", c("SA"))),
    at(auction_over, Play("Cleo", c("SA"))),
    at(widow_shown, Play("Cleo", c("SA"))),
    at(playing(""), Play("Anna", c("SA"))),
    at(playing(""), Play("Cleo", Card(Suit.CLUBS, Rank.SEVEN))),
    at(playing("Cleo:SA"), Play("Anna", c("SA"))),
    at(playing("Cleo:HK* Anna:HA"), Play("Ben", c("HQ"))),
    at(playing("Cleo:SA Anna:D9 Ben:S9 Cleo:ST"), Play("Anna", c("SK"))),
    at(playing("Cleo:HK* Anna:HT Ben:H9 Anna:CA Ben:D9 Cleo:C9 Anna:DA"), Play("Ben", c("HA"))),
    at(playing("Cleo:HK* Anna:HT Ben:H9 Anna:HA Ben:HJ"), Play("Cleo", c("SA"))),
    at(playing("Cleo:HK* Anna:HT Ben:H9 Anna:CA Ben:C9"), Play("Cleo", c("DA"))),
    at(playing("Cleo:CA Anna:D9 Ben:C9 Cleo:ST"), Play("Anna", c("SA"))),
    at(playing("Cleo:SA"), Play("Anna", c("SK"), True)),
    at(playing(""), Play("Cleo", c("SA"), True)),
    at(playing("Cleo:HK Anna:H9 Ben:HA"), Play("Ben", c("HQ"), True)),
    at(playing("Cleo:C9 Anna:CJ Ben:CA", "CA D9 HK"), Play("Ben", c("HQ"), True)),
    at(playing(""), Concede("Cleo")),
    lambda: new_round().apply_all([*example_1(), Play("Cleo", c("SA"))]),
    lambda: running().start_round(),
    lambda: won().start_round(),
    lambda: won().apply(Bid("Anna", 100)),
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
    rnd = playing("Cleo:ST Anna:HA Ben:SK Cleo:HK* Anna:H9 Ben:HT")()
    return [
        rnd.explain(1).statement(rnd.players),
        rnd.explain(2).statement(rnd.players),
        rnd.trump_statement(),
        ready().trump_statement(),
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
