"""Seeded self-play of whole games, with four players and with a dummy: no refusal, every
card once, one card a seat a trick, scores from the tricks and declarations, the game called
as the rules call it; each game replays from its own record."""

from __future__ import annotations

import random

import pytest

from engine.homme_de_brou import (
    DEAL_POINTS,
    PACK,
    Game,
    Round,
    from_record,
    rencontres,
    summarize,
    to_record,
    winner,
)
from engine.homme_de_brou.selfplay import NAMES, random_game

SEEDS = range(80)


def check_deal(rnd: Round) -> None:
    assert rnd.ended and len(rnd.tricks) == 8 and rnd.played == set(PACK)
    assert rnd.seen == {}
    assert sum(rnd.card_points) == DEAL_POINTS
    assert all(sorted(p.seat for p in t.cards) == [0, 1, 2, 3] for t in rnd.tricks)
    assert rnd.tricks[0].cards[0].seat == rnd.eldest
    for i, trick in enumerate(rnd.tricks[1:]):
        assert trick.cards[0].seat == rnd.tricks[i].taker
    assert rnd.turn_up is not None
    assert any(p.card == rnd.turn_up and p.seat == rnd.dealer for t in rnd.tricks for p in t.cards)
    assert len({d.suit for d in rnd.declarations}) == len(rnd.declarations)
    for side, score in enumerate(rnd.scores()):
        assert score.declared == sum(d.value for d in rnd.declarations if d.seat % 2 == side)
        found = [
            c.value
            for t in rnd.tricks
            if t.taker % 2 == side
            for c in rencontres([p.card for p in t.cards], rnd.turn_up.suit)
        ]
        assert score.rencontres == sum(found)
        assert score.points == score.declared + score.rencontres + score.cards


@pytest.mark.parametrize("seed", SEEDS)
def test_a_whole_game_plays_to_the_end(seed: int) -> None:
    dummy = None if seed % 2 else (seed // 2) % 4
    game, deals = random_game(random.Random(seed), seed % 4, dummy)
    assert game.finished and len(game.winners()) == 1
    totals = [0, 0]
    for index, rnd in enumerate(game.rounds):
        check_deal(rnd)
        assert rnd.dealer == (seed % 4 + index) % 4 and rnd.dummy == dummy
        assert index == len(game.rounds) - 1 or winner(totals) is None
        for side, score in enumerate(rnd.scores()):
            totals[side] += score.points
        if index < len(game.rounds) - 1:
            assert winner(totals) is None
    assert tuple(totals) == game.totals()
    assert max(totals) >= 300 and totals[0] != totals[1]
    assert game.winners() == (0 if totals[0] > totals[1] else 1,)

    again = Game(NAMES, seed % 4, dummy)
    again.apply_all(from_record(to_record(e)) for events in deals for e in events)
    assert summarize(again) == summarize(game)


def test_games_with_a_dummy_lay_its_hand_down() -> None:
    laid = 0
    for seed in range(20):
        game, _ = random_game(random.Random(seed), 0, dummy=seed % 4)
        laid += sum(1 for r in game.rounds if r.laid is not None)
    assert laid > 0
