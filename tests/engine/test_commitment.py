"""Commitment: at four open colors a player keeps two; dropped colors go to the discard pile."""

from __future__ import annotations

import random

import pytest
from engine_helpers import keep, new_round, snapshot, trick

from engine.errors import InvalidKeep, WrongPhase
from engine.mit_list_und_tuecke import Card, Color, End, Keep, Phase, Play, Round

R, G, B, Y = Color.RED, Color.GREEN, Color.BLUE, Color.YELLOW


def _cleo_reaches_four_colors() -> Round:
    """Cleo collects red and yellow, then green and blue in trick 2."""
    rnd = new_round(4)
    trick(rnd, ("R10", "Y6", "R14", "B2"), ("R14", "Y6"))  # Cleo first, Dan second
    assert rnd.leader == 3
    trick(rnd, ("G1", "G5", "B3", "G9"), ("G9", "B3"))  # Dan leads; Cleo first, Ben second
    return rnd


def _both_takers_reach_four_colors() -> Round:
    """Cleo (first taker) and Dan (second taker) both reach four colors in trick 4."""
    rnd = new_round(4)
    trick(rnd, ("R1", "Y1", "R2", "B1"), ("R2", "B1"))  # Cleo first, Ben second (Y1 before B1)
    trick(rnd, ("G1", "G14", "Y2", "Y3"), ("G14", "G1"))  # Ben leads; Cleo first, Dan second
    trick(rnd, ("R14", "B4", "B5", "R6"), ("R14", "B5"))  # Dan leads; Dan first, Anna second
    assert rnd.stacks(2).colors == (B, G, R) and rnd.stacks(3).colors == (B, R, Y)
    trick(rnd, ("R7", "Y5", "R8", "G4"), ("R8", "Y5"))  # Anna leads; Cleo first, Dan second
    return rnd


def test_four_open_colors_make_a_color_choice_due() -> None:
    rnd = _cleo_reaches_four_colors()
    assert rnd.phase is Phase.KEEP
    assert rnd.owing == [2]
    assert rnd.due() == (2,)
    assert rnd.stacks(2).colors == (B, G, R, Y)


def test_the_choice_is_made_before_the_next_card() -> None:
    rnd = _cleo_reaches_four_colors()
    before = snapshot(rnd)
    with pytest.raises(WrongPhase) as info:
        rnd.apply(Play("Ben", Card.parse("R3")))
    assert "Ben" in info.value.message and "R3" in info.value.message
    assert "Cleo must first choose two colors" in info.value.message
    assert snapshot(rnd) == before


def test_the_two_other_stacks_go_onto_the_discard_pile() -> None:
    rnd = _cleo_reaches_four_colors()
    keep(rnd, "Cleo", "R", "Y")
    st = rnd.stacks(2)
    assert st.open == {R: 1, Y: 1}
    assert st.discarded == 2
    assert st.kept == (R, Y)
    assert rnd.kept(2) == (R, Y)
    assert rnd.phase is Phase.PLAY
    assert rnd.leader == 1  # Ben, the second taker, leads next


def test_later_cards_of_dropped_colors_go_to_the_discard_pile() -> None:
    rnd = _cleo_reaches_four_colors()
    keep(rnd, "Cleo", "R", "Y")
    trick(rnd, ("R1", "R13", "G2", "Y2"), ("R13", "G2"))  # Ben leads; Cleo first, Dan second
    st = rnd.stacks(2)
    assert st.open == {R: 2, Y: 1}
    assert st.discarded == 3


def test_a_player_commits_at_most_once_per_round() -> None:
    rnd = _cleo_reaches_four_colors()
    keep(rnd, "Cleo", "R", "Y")
    trick(rnd, ("R1", "R13", "G2", "Y2"), ("R13", "G2"))
    trick(rnd, ("B4", "B5", "R2", "B14"), ("B14", "R2"))  # Dan leads; Cleo first again
    assert rnd.phase is Phase.PLAY
    assert rnd.owing == []
    before = snapshot(rnd)
    with pytest.raises(WrongPhase) as info:
        keep(rnd, "Cleo", "B", "G")
    assert "Cleo" in info.value.message and "final" in info.value.message
    assert snapshot(rnd) == before


def test_both_takers_may_owe_a_choice() -> None:
    rnd = _both_takers_reach_four_colors()
    assert rnd.phase is Phase.KEEP
    assert rnd.due() == (2, 3)
    with pytest.raises(WrongPhase, match="Cleo and Dan must first choose two colors"):
        rnd.apply(Play("Dan", Card.parse("R9")))


@pytest.mark.parametrize("order", [("Cleo", "Dan"), ("Dan", "Cleo")])
def test_both_choose_in_any_order(order: tuple[str, str]) -> None:
    rnd = _both_takers_reach_four_colors()
    choice = {"Cleo": ("R", "G"), "Dan": ("R", "Y")}
    first, second = order
    keep(rnd, first, *choice[first])
    assert rnd.phase is Phase.KEEP
    assert rnd.due() == (rnd.players.index(second),)
    keep(rnd, second, *choice[second])
    assert rnd.phase is Phase.PLAY
    assert rnd.stacks(2).open == {G: 2, R: 2} and rnd.stacks(2).discarded == 2
    assert rnd.stacks(3).open == {R: 2, Y: 2} and rnd.stacks(3).discarded == 2
    assert rnd.leader == 3


def test_the_last_trick_can_trigger_a_choice_before_the_round_ends() -> None:
    from assistant.games.simulate import play_round

    for seed in range(500):
        rnd = new_round(4)
        play_round(rnd, random.Random(seed))
        if rnd.end is End.COMPLETE and isinstance(rnd.events[-1], Keep):
            break
    else:
        pytest.fail("no seed ends a round with a color choice")
    replayed = new_round(4)
    replayed.apply_all(rnd.events[:-1])
    assert len(replayed.tricks) == 14
    assert replayed.phase is Phase.KEEP and not replayed.ended and replayed.end is End.OPEN
    replayed.apply(rnd.events[-1])
    assert replayed.end is End.COMPLETE


@pytest.mark.parametrize(
    "letters", [("R",), ("R", "R"), ("R", "Y", "G"), ()], ids=["one", "same", "three", "none"]
)
def test_a_choice_must_be_two_different_colors(letters: tuple[str, ...]) -> None:
    rnd = _cleo_reaches_four_colors()
    before = snapshot(rnd)
    with pytest.raises(InvalidKeep) as info:
        rnd.apply(Keep("Cleo", tuple(Color(x) for x in letters)))
    assert "Cleo" in info.value.message and "two different colors" in info.value.message
    assert snapshot(rnd) == before


def test_only_the_player_who_owes_chooses() -> None:
    rnd = _cleo_reaches_four_colors()
    before = snapshot(rnd)
    with pytest.raises(WrongPhase) as info:
        keep(rnd, "Anna", "R", "Y")
    assert "Anna" in info.value.message and "four colors" in info.value.message
    assert snapshot(rnd) == before


def test_no_choice_when_none_is_due() -> None:
    rnd = new_round(4)
    before = snapshot(rnd)
    with pytest.raises(WrongPhase, match="Anna cannot choose colors now"):
        keep(rnd, "Anna", "R", "Y")
    assert snapshot(rnd) == before
