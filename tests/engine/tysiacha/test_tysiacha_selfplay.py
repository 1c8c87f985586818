"""Seeded self-play of whole games: no refusal, every card once, scores and totals consistent."""

from __future__ import annotations

import random

import pytest
from tysiacha_helpers import snapshot

from engine.errors import RoundOver
from engine.tysiacha import (
    CAP,
    DEAL_POINTS,
    MARRIAGE,
    PACK,
    Bid,
    Game,
    Play,
    Round,
    from_record,
    summarize,
    to_record,
)
from engine.tysiacha.selfplay import NAMES, random_game

SEEDS = range(60)


def check_deal(rnd: Round, before: tuple[int, ...]) -> None:
    scores = rnd.scores()
    assert rnd.ended and len(scores) == 3 and rnd.soloist is not None
    soloist = rnd.soloist
    assert rnd.bid is not None
    if rnd.conceded:
        assert rnd.final_bid is None and rnd.tricks == []
        assert scores[soloist].points == -rnd.bid
        return
    assert rnd.final_bid is not None and rnd.final_bid >= rnd.bid
    assert len(rnd.tricks) == 8 and rnd.played == set(PACK)
    assert sum(rnd.card_points) == DEAL_POINTS
    assert all(len({p.seat for p in t.cards}) == 3 for t in rnd.tricks)
    for i, trick in enumerate(rnd.tricks[1:]):
        assert trick.cards[0].seat == rnd.tricks[i].taker
    assert rnd.tricks[0].cards[0].seat == soloist
    for seat in range(3):
        take = rnd.card_points[seat] + sum(MARRIAGE[s] for s in rnd.marriages_of(seat))
        if seat == soloist:
            expected = rnd.final_bid if take >= rnd.final_bid else -rnd.final_bid
        else:
            expected = min(before[seat] + take, CAP) - before[seat]
        assert scores[seat].points == expected
    assert len({m.suit for m in rnd.marriages}) == len(rnd.marriages)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_whole_game_plays_to_the_end(seed: int) -> None:
    game, deals = random_game(random.Random(seed), seed % 3)
    assert game.finished and len(game.winners()) == 1
    totals = [0, 0, 0]
    for index, rnd in enumerate(game.rounds):
        assert rnd.dealer == (seed % 3 + index) % 3
        assert tuple(totals) == rnd.totals
        check_deal(rnd, tuple(totals))
        for seat, score in enumerate(rnd.scores()):
            totals[seat] += score.points
        assert all(t <= CAP for t in totals) or index == len(game.rounds) - 1
    assert tuple(totals) == game.totals()
    winner = game.winners()[0]
    assert totals[winner] > CAP and sorted(totals)[1] <= CAP
    assert game.places()[winner] == 1
    # no deal follows the winning one
    before = [snapshot(r) for r in game.rounds]
    with pytest.raises(RoundOver):
        game.apply(Bid(NAMES[0], 100))
    assert [snapshot(r) for r in game.rounds] == before
    # the record round-trips and replays to the same game
    replay = Game(NAMES, seed % 3)
    replay.apply_all(from_record(to_record(e)) for deal in deals for e in deal)
    assert summarize(replay) == summarize(game)


def test_self_play_uses_marriages_forced_games_and_concessions() -> None:
    kinds = {"marriage": 0, "forced": 0, "conceded": 0, "failed": 0}
    for seed in range(20):
        game, deals = random_game(random.Random(seed), 0)
        for rnd, events in zip(game.rounds, deals, strict=True):
            kinds["marriage"] += any(isinstance(e, Play) and e.marriage for e in events)
            kinds["forced"] += rnd.forced
            kinds["conceded"] += rnd.conceded
            kinds["failed"] += not rnd.conceded and not rnd.made
    assert all(count > 0 for count in kinds.values()), kinds
