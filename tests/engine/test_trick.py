"""Who takes a trick: the highest trump chooses first, the lowest non-trump takes the rest."""

from __future__ import annotations

import pytest
from engine_helpers import cards, new_round, play, snapshot, take
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import FourthColor
from engine.mit_list_und_tuecke import Card, Phase, Play, Takers, sorted_deck, takers


def _trick(*texts: str, leader: int = 0, n: int | None = None) -> list[tuple[int, Card]]:
    size = n or len(texts)
    return [((leader + i) % size, card) for i, card in enumerate(cards(*texts))]


def test_the_lead_sets_trump_for_this_trick_only() -> None:
    rnd = new_round(4)
    play(rnd, "G3")
    assert rnd.trump is not None and rnd.trump.value == "G"
    play(rnd, "R9", "R10", "B1")
    take(rnd, "R9", "R10")
    assert rnd.trump is None
    play(rnd, "Y5")
    assert rnd.trump is not None and rnd.trump.value == "Y"


def test_first_taker_is_the_highest_trump() -> None:
    assert takers(_trick("R10", "Y6", "R14", "B2")).first == 2


def test_the_lead_itself_may_be_the_highest_trump() -> None:
    assert takers(_trick("R14", "R3", "Y1", "B7")).first == 0


def test_higher_numbers_of_other_colors_do_not_beat_trump() -> None:
    assert takers(_trick("G2", "Y14", "B13", "R12")).first == 0


def test_second_taker_is_the_lowest_non_trump_across_colors() -> None:
    assert takers(_trick("R10", "Y6", "R14", "B2")).second == 3


def test_second_taker_tie_goes_to_the_card_played_earlier() -> None:
    assert takers(_trick("R5", "Y3", "B3", "R1")) == Takers(first=0, second=1)
    assert takers(_trick("R5", "B3", "Y3", "R1")) == Takers(first=0, second=1)


def test_tie_means_earlier_in_the_trick_not_lower_seat() -> None:
    # Seat 2 leads: seat 3 plays Y3 before seat 0 plays B3.
    trick = _trick("R5", "Y3", "B3", "R1", leader=2)
    assert [seat for seat, _ in trick] == [2, 3, 0, 1]
    assert takers(trick) == Takers(first=2, second=3)


def test_one_color_trick_has_no_second_taker() -> None:
    assert takers(_trick("B4", "B9", "B1", "B2")) == Takers(first=1, second=None)


def test_rules_example_five_players() -> None:
    # A R10 (lead, red is trump), B Y6, C R14, D B2, E Y16: C first, D second.
    assert takers(_trick("R10", "Y6", "R14", "B2", "Y16")) == Takers(first=2, second=3)


def test_rules_example_five_players_played_through_a_round() -> None:
    rnd = new_round(5)
    play(rnd, "R10", "Y6", "R14", "B2")
    # E cannot play green: three colors are showing.
    before = snapshot(rnd)
    with pytest.raises(FourthColor):
        rnd.apply(Play("Eve", Card.parse("G3")))
    assert snapshot(rnd) == before
    play(rnd, "Y16")
    assert rnd.phase is Phase.TAKE
    assert rnd.pending == Takers(first=2, second=3)
    assert rnd.k1 == 3
    take(rnd, "R14", "R10", "Y16")
    result = rnd.tricks[-1]
    assert result.first_taker == 2 and set(result.chosen) == set(cards("R14", "R10", "Y16"))
    assert result.second_taker == 3 and set(result.rest) == set(cards("Y6", "B2"))
    assert rnd.stacks(2).open == {Card.parse("R1").color: 2, Card.parse("Y1").color: 1}
    assert rnd.stacks(3).total == 2
    # D has the lowest non-trump card and leads the next trick.
    assert rnd.leader == 3 and rnd.to_play == 3


def test_would_take_follows_the_trick_as_it_grows() -> None:
    rnd = new_round(4)
    assert rnd.would_take() is None
    play(rnd, "R10")
    assert rnd.would_take() == Takers(first=0, second=None)
    play(rnd, "Y6")
    assert rnd.would_take() == Takers(first=0, second=1)
    play(rnd, "R14", "B2")
    assert rnd.would_take() == Takers(first=2, second=3) == rnd.pending


def test_empty_trick_has_no_takers() -> None:
    with pytest.raises(ValueError, match="empty trick"):
        takers([])


@settings(max_examples=300, deadline=None, derandomize=True)
@given(data=st.data(), n=st.sampled_from([4, 5, 6]))
def test_takers_match_the_rules_page_for_any_trick(data: st.DataObject, n: int) -> None:
    pool = sorted_deck(n)
    size = data.draw(st.integers(1, n), label="cards so far")
    chosen = data.draw(st.lists(st.sampled_from(pool), min_size=size, max_size=size, unique=True))
    leader = data.draw(st.integers(0, n - 1), label="leader")
    trick = [((leader + i) % n, card) for i, card in enumerate(chosen)]
    trump = chosen[0].color
    trumps = [(card.number, seat) for seat, card in trick if card.color is trump]
    others = [
        (card.number, i, seat) for i, (seat, card) in enumerate(trick) if card.color is not trump
    ]
    expected = Takers(first=max(trumps)[1], second=min(others)[2] if others else None)
    assert takers(trick) == expected
