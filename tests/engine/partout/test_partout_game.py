"""A whole game: its length, the deal passing on, totals by team, and winners (ties share)."""

from __future__ import annotations

import random

import pytest
from partout_helpers import names

from engine.errors import BadTable, NotYourTurn, RoundOver, UnknownPlayer
from engine.partout import Game, TrumpNumber, check_names
from engine.partout.selfplay import play_round, random_game


@pytest.mark.parametrize(("players", "rounds"), [(3, 6), (4, 8), (6, 6)])
def test_game_length_and_the_deal_passing_on(players: int, rounds: int) -> None:
    game, _ = random_game(players, random.Random(players), first_dealer=1)
    assert game.finished and len(game.rounds) == rounds
    assert [r.dealer for r in game.rounds] == [(1 + i) % players for i in range(rounds)]
    with pytest.raises(RoundOver) as error:
        game.start_round()
    assert error.value.message.endswith(f"the game is over: {players} players play {rounds} rounds")


def test_totals_sum_the_rounds_by_team() -> None:
    game, _ = random_game(4, random.Random(1))
    scores = game.round_scores()
    assert all(s is not None for s in scores)
    assert game.totals() == tuple(sum(s[t] for s in scores if s) for t in range(2))


def test_an_open_round_counts_nothing_yet() -> None:
    game = Game(names(4))
    play_round(game, random.Random(2))
    totals = game.totals()
    game.apply(TrumpNumber("Cleo", 4))  # Ben deals round 2
    assert game.totals() == totals and game.round_scores()[-1] is None
    assert not game.finished and game.winners() == ()


@pytest.mark.parametrize("players", [3, 4])
def test_equal_totals_share_the_win(players: int) -> None:
    for seed in range(3000):
        game, _ = random_game(players, random.Random(seed))
        totals = game.totals()
        if totals.count(max(totals)) > 1:
            break
    else:
        pytest.fail("no tie in 3000 games")
    best = max(totals)
    assert game.winners() == tuple(t for t, total in enumerate(totals) if total == best)
    assert len(game.winners()) > 1


def test_the_most_points_win() -> None:
    game, _ = random_game(6, random.Random(7))
    totals = game.totals()
    assert [totals[t] for t in game.winners()] == [max(totals)] * len(game.winners())


def test_names_are_checked() -> None:
    assert check_names([" Anna", "Ben ", "Cleo"]) == ("Anna", "Ben", "Cleo")
    with pytest.raises(BadTable, match="Partout is not played by 5"):
        Game(names(5))
    with pytest.raises(BadTable) as error:
        Game(["Anna", "Ben", "anna "])
    assert error.value.message == "Anna sits at the table twice"
    with pytest.raises(BadTable) as error:
        Game(["Anna", "", "Cleo"])
    assert error.value.message == "every player needs a name"
    with pytest.raises(UnknownPlayer) as unknown:
        Game(names(4), "Zoe")
    assert unknown.value.message == "the first dealer Zoe is not at this table"
    assert Game(names(4), "dan").first_dealer == 3


def test_a_refused_first_event_starts_no_round() -> None:
    game = Game(names(4))
    with pytest.raises(NotYourTurn):
        game.apply(TrumpNumber("Anna", 3))  # Ben is P1 when Anna deals
    assert game.rounds == []
