"""Scoring a round: a × b ÷ r rounded down; the five worked examples of the rules."""

from __future__ import annotations

from engine.mit_list_und_tuecke import Color, Score, score

B, G, R, Y = Color.BLUE, Color.GREEN, Color.RED, Color.YELLOW


def test_example_a_three_open_stacks() -> None:
    # 5 green, 6 red, 3 yellow: 6 × 5 ÷ 3 = 10
    assert score({G: 5, R: 6, Y: 3}, 0) == Score(a=6, b=5, r=3, points=10)


def test_example_b_rounded_down() -> None:
    # 5 red, 4 blue, 3 yellow: 5 × 4 ÷ 3 = 6.66 → 6
    assert score({R: 5, B: 4, Y: 3}, 0) == Score(a=5, b=4, r=3, points=6)


def test_the_quotient_is_said_to_two_places_a_half_rounded_up() -> None:
    # 9 blue, 1 red, 8 discarded: 9 × 1 ÷ 8 = 1.125, said 1.13; the points stay 1
    result = score({B: 9, R: 1}, 8)
    assert result.points == 1
    assert result.formula == "9 × 1 ÷ 8 = 1.13, rounded down to 1"
    assert score({B: 8, R: 1}, 3).formula == "8 × 1 ÷ 3 = 2.67, rounded down to 2"


def test_example_c_discard_pile_divides() -> None:
    # 7 blue, 8 green, 4 discarded: 8 × 7 ÷ 4 = 14
    result = score({B: 7, G: 8}, 4)
    assert result == Score(a=8, b=7, r=4, points=14)
    assert result.formula == "8 × 7 ÷ 4 = 14"


def test_example_d_two_small_stacks() -> None:
    # 7 yellow, 1 red, 1 blue: 7 × 1 ÷ 1 = 7
    assert score({Y: 7, R: 1, B: 1}, 0) == Score(a=7, b=1, r=1, points=7)


def test_example_e_nothing_else_means_no_division() -> None:
    # 3 green, 5 blue, nothing else: 5 × 3 = 15
    result = score({G: 3, B: 5}, 0)
    assert result == Score(a=5, b=3, r=0, points=15)
    assert result.formula == "5 × 3 = 15"


def test_fewer_than_two_open_colors_score_zero() -> None:
    assert score({}, 0).points == 0
    assert score({R: 9}, 0).points == 0
    assert score({R: 9}, 5).points == 0
    assert score({R: 9}, 0).formula == "fewer than two colors = 0"


def test_a_discard_pile_and_a_third_stack_both_count_as_the_rest() -> None:
    assert score({R: 6, G: 5, Y: 2}, 1) == Score(a=6, b=5, r=3, points=10)


def test_four_open_stacks_only_two_largest_multiply() -> None:
    assert score({B: 1, G: 2, R: 3, Y: 4}, 0) == Score(a=4, b=3, r=3, points=4)


def test_empty_entries_count_as_no_stack() -> None:
    assert score({R: 4, G: 0, Y: 2}, 0) == score({R: 4, Y: 2}, 0)
