"""The Gaigel table's view model follows whole seeded sittings event by event, in every
language and both ways of recording a deal: the turn names who acts, each side's count shows
only at a table that keeps counts open, the pad keeps a card's second copy, each deal's end
adds up line by line to the engine's points and result, and the replay steps through every
trick."""

from __future__ import annotations

import random

import pytest

from assistant.languages import translator
from engine.french import Card
from engine.gaigel import (
    COPIES,
    Claim,
    Game,
    Mode,
    Phase,
    Round,
    Settle,
    Trick,
    TurnUp,
    side_of,
)
from engine.gaigel.selfplay import NAMES, announced, random_game
from views.gaigel.board import picture
from views.gaigel.model import (
    Choosing,
    Way,
    deal_end_of,
    event_said,
    replay_of,
    table_of,
    tally_of,
)

LANGUAGES = ("en", "de", "fr")


def _events(seed: int, by_announcements: bool) -> list[object]:
    _, rounds = random_game(random.Random(seed), deals=5)
    deals = [announced(r, NAMES) if by_announcements else r for r in rounds]
    return [e for deal in deals for e in deal]


@pytest.mark.parametrize("seed", [1, 7])
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("by_announcements", [True, False])
def test_the_table_follows_a_whole_sitting(seed: int, lang: str, by_announcements: bool) -> None:
    tr = translator(lang)
    game = Game(NAMES)
    for event in _events(seed, by_announcements):
        way = Way.TRICKS if by_announcements else Way.CARDS
        table = table_of(game, Choosing(way=way), False, tr)
        open_ = table_of(game, Choosing(way=way), True, tr)
        assert table.counts == ""
        current = game.round
        rnd = current if current is not None and not current.ended else None
        if rnd is None:
            assert table.phase is Phase.TURN_UP and table.pad_shown
            assert table.dealer in table.turn
        else:
            assert open_.counts.count(str(rnd.points(0))) >= 1
            if rnd.mode is Mode.CARDS and rnd.phase is Phase.PLAY:
                assert rnd.players[rnd.to_play] in table.turn
                assert table.pad_shown
            for pad in table.pad:
                assert pad.left == COPIES - rnd.played[pad.card]
        assert event_said(event, tr)  # type: ignore[arg-type]
        game.apply(event)  # type: ignore[arg-type]
        done = game.round
        assert isinstance(done, Round)
        if done.ended:
            end = deal_end_of(game, tr=tr)
            assert done.result is not None
            assert end.result.startswith(done.team(done.result.side))
            for side, sums in enumerate(end.sides):
                assert sums.team == done.team(side)
                assert tr.format("= {points}", points=done.points(side)) in sums.total
            for row, score in zip(end.rows, done.scores(), strict=True):
                assert row.points == score.points
            assert [r.total for r in end.rows] == list(game.totals())
            assert tally_of(game, tr).standings
        assert picture(game, tr).scores
    tricks = sum(len(r.tricks) for r in game.rounds)
    assert len(replay_of(game, tr)) == tricks


def test_how_each_deal_ended_is_said() -> None:
    tr = translator("en")
    game, _ = random_game(random.Random(11), deals=20)
    said = set()
    for index, rnd in enumerate(game.rounds):
        end = deal_end_of(game, index, tr)
        assert rnd.result is not None
        if isinstance(rnd.events[-1], Claim):
            assert rnd.events[-1].by in end.how
        if isinstance(rnd.events[-1], Settle):
            assert end.how == "The table settled the deal."
        said.add(end.how.split(":")[-1].strip(" .").split(" — ")[0])
    assert {"right", "wrong"} <= said


def test_counts_stay_hidden_unless_the_table_keeps_them_open() -> None:
    game = Game(NAMES)
    game.apply(TurnUp("Anna", Card.parse("HA")))
    game.apply(Trick("Dan", 25))
    assert table_of(game).counts == ""
    assert table_of(game, show_counts=True).counts == "Anna & Cleo: 0 · Ben & Dan: 25"
    assert side_of(3) == 1


def _seven_tricks() -> Game:
    """Anna deals, the heart ace turned up; seven tricks announced, 10 counters each."""
    from engine.gaigel import Trick, TurnUp

    game = Game(list(NAMES), 0)
    game.apply(TurnUp("Anna", Card.parse("HA")))
    takers = ["Ben", "Ben", "Cleo", "Dan", "Anna", "Ben", "Cleo"]
    for taker in takers[:6]:
        game.apply(Trick(taker, 10))
    return game


def test_the_turn_line_says_when_the_stock_is_gone_and_the_dix_is_offered_until_then() -> None:
    from engine.gaigel import Exchange, Reserve, Trick

    tr = translator("de")
    game = _seven_tricks()
    before = table_of(game, tr=tr)
    assert "Stock leer" not in before.turn
    assert [a.enabled for a in before.actions] == [True, True, True]
    game.apply(Trick("Cleo", 10))  # the seventh trick: the last card is drawn
    after = table_of(game, tr=tr)
    assert after.turn == "Stich 8: Cleo spielt aus · Stock leer"
    assert [a.enabled for a in after.actions] == [False, False, True]  # no dix any more
    reserved = _seven_tricks()
    reserved.apply(Reserve("Ben"))
    assert [a.enabled for a in table_of(reserved, tr=tr).actions] == [True, False, True]
    reserved.apply(Exchange("Dan"))
    assert [a.enabled for a in table_of(reserved, tr=tr).actions] == [False, False, True]


def test_who_acts_is_asked_with_the_likeliest_first() -> None:
    from views.gaigel.model import EXCHANGE, OUT_ACTION, RESERVE, UNDERGAIGEL, likely_first

    game = _seven_tricks()  # Ben took the last trick so far
    rnd = game.round
    assert rnd is not None
    assert likely_first(rnd, OUT_ACTION) == ("Ben", "Cleo", "Dan", "Anna")
    assert likely_first(rnd, EXCHANGE)[0] == "Ben"
    assert likely_first(rnd, UNDERGAIGEL)[0] == "Cleo"  # the other side
    assert likely_first(rnd, RESERVE)[0] == "Ben"  # he leads the next trick
