"""A game: one round per player, the dealer moving left, totals and the winners."""

from __future__ import annotations

import pytest
from engine_helpers import game_snapshot, lowest_first, names

from assistant.games.simulate import random_game
from engine.errors import RoundOver, UnknownPlayer
from engine.mit_list_und_tuecke import Blocked, Card, Game, Play, check_names


def _block_at_once(game: Game) -> None:
    """Play the next round as three cards of three colors and a (possible) block."""
    rnd = game.start_round()
    for text in ("R1", "Y1", "B1"):
        game.apply(Play(rnd.players[rnd.to_play], Card.parse(text)))
    game.apply(Blocked(rnd.players[rnd.to_play]))


@pytest.mark.parametrize("n", [4, 5, 6])
def test_a_game_has_as_many_rounds_as_players(n: int) -> None:
    game = Game(names(n), 0)
    for _ in range(n):
        assert not game.finished
        _block_at_once(game)
    assert game.finished
    assert len(game.rounds) == n
    with pytest.raises(RoundOver, match="the game is over"):
        game.start_round()


@pytest.mark.parametrize("n", [4, 5, 6])
@pytest.mark.parametrize("first", [0, 1, 3])
def test_the_dealer_moves_one_seat_to_the_left(n: int, first: int) -> None:
    game = Game(names(n), first)
    for i in range(n):
        _block_at_once(game)
        rnd = game.rounds[i]
        assert rnd.dealer == game.dealer_of(i) == (first + i) % n
        assert rnd.events[0].by == names(n)[(first + i + 1) % n]  # left of the dealer leads


def test_the_first_dealer_may_be_named() -> None:
    game = Game(names(5), " eve ")
    assert game.first_dealer == 4
    assert game.start_round().leader == 0
    with pytest.raises(UnknownPlayer, match="Zoe"):
        Game(names(5), "Zoe")


def test_the_next_round_starts_only_after_the_last_ended() -> None:
    game = Game(names(4), 0)
    game.start_round()
    with pytest.raises(RoundOver, match="round 2 cannot start before round 1 has ended"):
        game.start_round()


def test_apply_starts_the_next_round_when_the_last_has_ended() -> None:
    game = Game(names(4), 0)
    _block_at_once(game)
    game.apply(Play("Cleo", Card.parse("R1")))  # dealer Ben, Cleo leads round 2
    assert len(game.rounds) == 2 and game.rounds[1].dealer == 1


def test_a_rejected_first_event_does_not_start_a_round() -> None:
    game = Game(names(4), 0)
    _block_at_once(game)
    before = game_snapshot(game)
    with pytest.raises(Exception, match="Anna cannot play R1"):
        game.apply(Play("Anna", Card.parse("R1")))  # Cleo leads round 2, not Anna
    assert game_snapshot(game) == before


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("n", [4, 5, 6])
def test_totals_are_the_sum_of_the_round_scores(n: int, seed: int) -> None:
    game = random_game(n, seed)
    per_round = game.round_scores()
    assert all(s is not None for s in per_round)
    assert game.totals() == tuple(sum(s[i] for s in per_round if s) for i in range(n))
    best = max(game.totals())
    assert game.winners() == tuple(i for i, t in enumerate(game.totals()) if t == best)


def test_a_running_round_does_not_count_yet() -> None:
    game = random_game(4, seed=3, rounds=2)
    game.start_round()
    assert game.round_scores()[-1] is None
    assert not game.finished and game.winners() == ()


def test_equal_highest_totals_share_the_win() -> None:
    game = Game(names(4), 0)
    for _ in range(4):
        _block_at_once(game)  # nobody collects anything: everyone 0
    assert game.totals() == (0, 0, 0, 0)
    assert game.winners() == (0, 1, 2, 3)


def test_a_two_way_tie_shares_the_win() -> None:
    for seed in range(400):
        game = random_game(4, seed)
        totals = game.totals()
        if sorted(totals)[-1] == sorted(totals)[-2]:
            break
    else:
        pytest.fail("no seed gives a tie")
    best = max(totals)
    assert len(game.winners()) >= 2
    assert all(totals[s] == best for s in game.winners())


def test_a_single_highest_total_wins_alone() -> None:
    for seed in range(50):
        game = random_game(4, seed)
        totals = game.totals()
        if list(totals).count(max(totals)) == 1:
            break
    else:
        pytest.fail("no seed has a single winner")
    assert game.winners() == (totals.index(max(totals)),)


def test_a_complete_round_scores_from_its_stacks() -> None:
    game = Game(names(4), 0)
    rnd = game.start_round()
    lowest_first(rnd)
    assert game.round_scores()[0] == tuple(s.points for s in rnd.scores())


@pytest.mark.parametrize(
    ("players", "reason"),
    [
        (["Anna", "Ben", "Cleo"], "4 to 6 players"),
        (["Anna", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus"], "4 to 6 players"),
        (["Anna", "Ben", "Cleo", " "], "every player needs a name"),
        (["Anna", "Ben", "Cleo", "anna "], "Anna sits at the table twice"),
    ],
)
def test_the_table_is_4_to_6_distinct_names(players: list[str], reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        check_names(players)
