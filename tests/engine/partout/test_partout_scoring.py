"""Scoring a round: a point per trick, both bonus charts, and −m for a team with no trick."""

from __future__ import annotations

import pytest

from engine.partout import BONUS_THREE_TEAMS, BONUS_TWO_TEAMS, score, variant


def test_the_worked_example_for_three_teams() -> None:
    chart = variant(6).bonus
    a, b, c = score(3, 3, chart), score(1, 3, chart), score(3, 2, chart)
    assert (a.points, b.points, c.points) == (19, 1, 11)
    assert (a.formula, b.formula, c.formula) == ("3 + 16 = 19", "1", "3 + 8 = 11")


@pytest.mark.parametrize(
    ("tricks", "minimum", "points", "formula"),
    [(0, 2, -2, "−2"), (2, 0, 2, "2"), (5, 4, 21, "5 + 16 = 21"), (0, 0, 0, "0")],
)
def test_more_examples_for_four_players(
    tricks: int, minimum: int, points: int, formula: str
) -> None:
    result = score(tricks, minimum, variant(4).bonus)
    assert (result.points, result.formula) == (points, formula)


def test_the_charts_and_who_uses_which() -> None:
    assert BONUS_TWO_TEAMS == (2, 4, 8, 16, 30, 50, 100)
    assert BONUS_THREE_TEAMS == (4, 8, 16, 30, 50, 100, 200)
    assert variant(4).bonus == BONUS_TWO_TEAMS
    assert variant(6).bonus == BONUS_THREE_TEAMS
    assert variant(3).bonus == BONUS_THREE_TEAMS  # 3 players: the "3 teams" chart


@pytest.mark.parametrize("minimum", range(1, 8))
def test_every_bonus_of_both_charts(minimum: int) -> None:
    for chart in (BONUS_TWO_TEAMS, BONUS_THREE_TEAMS):
        assert score(7, minimum, chart).bonus == chart[minimum - 1]
        assert score(minimum, minimum, chart).points == minimum + chart[minimum - 1]


def test_a_minimum_beyond_the_tricks_is_out_of_reach() -> None:
    assert score(7, 8, BONUS_TWO_TEAMS).points == 7
    assert score(0, 9, BONUS_TWO_TEAMS).points == -9


def test_missing_the_minimum_scores_the_tricks_only() -> None:
    result = score(2, 3, BONUS_TWO_TEAMS)
    assert (result.points, result.bonus, result.reached) == (2, 0, False)
    assert score(3, 3, BONUS_TWO_TEAMS).reached


def test_what_a_minimum_is_worth() -> None:
    assert [variant(4).bonus_for(m) for m in range(9)] == [0, 2, 4, 8, 16, 30, 50, 100, 0]
    assert [variant(3).bonus_for(m) for m in range(7)] == [0, 4, 8, 16, 30, 50, 0]  # 5 tricks
    assert variant(6).bonus_for(7) == 200
