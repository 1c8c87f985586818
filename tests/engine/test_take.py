"""Taking a complete trick: k1 cards to the first taker, the rest to the second."""

from __future__ import annotations

import pytest
from engine_helpers import cards, new_round, play, take

from engine.mit_list_und_tuecke import Color, Phase


def test_first_taker_chooses_k1_any_cards_including_their_own() -> None:
    rnd = new_round(4)
    play(rnd, "R10", "Y6", "R14", "B2")
    take(rnd, "R14", "B2")  # C's own card and the second taker's card
    result = rnd.tricks[0]
    assert result.chosen == cards("R14", "B2")
    assert result.rest == cards("R10", "Y6")
    assert rnd.stacks(2).open == {Color.BLUE: 1, Color.RED: 1}
    assert rnd.stacks(3).open == {Color.RED: 1, Color.YELLOW: 1}


@pytest.mark.parametrize(
    ("n", "plays", "chosen", "first", "second"),
    [
        (4, ("R10", "Y6", "R14", "B2"), ("R10", "Y6"), 2, 3),
        (5, ("R10", "Y6", "R14", "B2", "Y16"), ("Y6", "B2", "Y16"), 2, 3),
        (6, ("R10", "Y6", "R14", "B2", "Y16", "R21"), ("R10", "Y6", "B2"), 5, 3),
    ],
)
def test_takers_get_k1_and_n_minus_k1_cards(
    n: int, plays: tuple[str, ...], chosen: tuple[str, ...], first: int, second: int
) -> None:
    rnd = new_round(n)
    play(rnd, *plays)
    take(rnd, *chosen)
    result = rnd.tricks[0]
    assert (result.first_taker, result.second_taker) == (first, second)
    assert len(result.chosen) == rnd.k1 == (n + 1) // 2
    assert len(result.rest) == n - rnd.k1
    assert rnd.stacks(first).total == rnd.k1
    assert rnd.stacks(second).total == n - rnd.k1
    others = [s for s in range(n) if s not in (first, second)]
    assert all(rnd.stacks(s).total == 0 for s in others)


def test_the_second_taker_must_take_the_rest_automatically() -> None:
    rnd = new_round(4)
    play(rnd, "R10", "Y6", "R14", "B2")
    take(rnd, "R10", "R14")
    # no event from the second taker: the next trick starts at once
    assert rnd.phase is Phase.PLAY
    assert rnd.stacks(3).open == {Color.BLUE: 1, Color.YELLOW: 1}


def test_one_color_trick_rest_is_out_of_play_and_first_taker_leads() -> None:
    rnd = new_round(4, leader=1)
    play(rnd, "B4", "B9", "B1", "B2")
    assert rnd.pending is not None and rnd.pending.second is None
    assert rnd.pending.first == 2  # B9 was played by seat 2
    take(rnd, "B9", "B1")
    result = rnd.tricks[0]
    assert result.second_taker is None
    assert set(result.out_of_play) == set(cards("B4", "B2"))
    assert sum(rnd.stacks(s).total for s in range(4)) == 2
    assert rnd.leader == 2 and rnd.to_play == 2


def test_a_trick_with_a_second_taker_has_nothing_out_of_play() -> None:
    rnd = new_round(4)
    play(rnd, "R10", "Y6", "R14", "B2")
    take(rnd, "R10", "R14")
    assert rnd.tricks[0].out_of_play == ()
    assert sum(rnd.stacks(s).total for s in range(4)) == 4


def test_the_order_of_the_chosen_cards_does_not_matter() -> None:
    a, b = new_round(4), new_round(4)
    for rnd in (a, b):
        play(rnd, "R10", "Y6", "R14", "B2")
    take(a, "R10", "Y6")
    take(b, "Y6", "R10")
    assert a.all_stacks() == b.all_stacks()
