"""Blocked: only with three colors showing, only when possible; the round ends at once."""

from __future__ import annotations

import pytest
from engine_helpers import new_round, play, snapshot, take, trick

from engine.errors import BlockedNotPossible, NotYourTurn, RoundOver, WrongPhase
from engine.mit_list_und_tuecke import Blocked, Card, Color, End, Phase, Play, Take, sentences


def _three_colors_after_one_trick():  # type: ignore[no-untyped-def]
    """Trick 1 taken (Dan 2 red, Ben Y1 and B1); trick 2 shows red, yellow, blue; Anna to play."""
    rnd = new_round(4)
    trick(rnd, ("R1", "Y1", "B1", "R2"), ("R2", "R1"))
    assert rnd.leader == 1
    play(rnd, "R3", "Y2", "B2")
    assert rnd.to_play == 0
    return rnd


def test_blocked_ends_the_round_at_once() -> None:
    rnd = _three_colors_after_one_trick()
    assert rnd.may_claim_blocked()
    rnd.apply(Blocked("Anna"))
    assert rnd.ended and rnd.phase is Phase.ENDED and rnd.end is End.BLOCKED
    assert rnd.blocked_by == 0
    assert len(rnd.tricks) == 1
    assert rnd.due() == ()


def test_cards_of_the_unfinished_trick_and_in_hands_are_worthless() -> None:
    rnd = _three_colors_after_one_trick()
    rnd.apply(Blocked("Anna"))
    stacks = rnd.all_stacks()
    assert sum(st.total for st in stacks) == 4  # only trick 1 was collected
    assert stacks[3].open == {Color.RED: 2}
    assert stacks[1].open == {Color.BLUE: 1, Color.YELLOW: 1}
    assert [s.points for s in rnd.scores()] == [0, 1, 0, 0]


def test_blocked_is_possible_in_the_first_trick_with_a_whole_hand_of_one_color() -> None:
    rnd = new_round(4)
    play(rnd, "R1", "Y1", "B1")
    # 14 green cards unplayed, Dan holds 14 cards: possible (at least, not more than)
    assert rnd.may_claim_blocked()
    rnd.apply(Blocked("Dan"))
    assert rnd.end is End.BLOCKED and rnd.tricks == []
    assert all(st.total == 0 for st in rnd.all_stacks())


def test_blocked_is_rejected_when_the_fourth_color_cannot_fill_the_hand() -> None:
    rnd = new_round(4)
    trick(rnd, ("G1", "R1", "Y1", "G2"), ("G2", "G1"))  # two greens gone
    assert rnd.leader == 1
    play(rnd, "R2", "Y2", "B2")
    assert not rnd.may_claim_blocked()
    before = snapshot(rnd)
    with pytest.raises(BlockedNotPossible) as info:
        rnd.apply(Blocked("Anna"))
    message = info.value.message
    assert message == (
        "Anna cannot be blocked — Anna still holds 13 cards, but only 12 green cards are "
        "left unplayed"
    )
    assert info.value.params["hand"] == 13 and info.value.params["unplayed"] == 12
    assert snapshot(rnd) == before


def test_blocked_needs_three_colors_in_the_trick() -> None:
    rnd = new_round(4)
    play(rnd, "R1", "Y1")
    before = snapshot(rnd)
    assert not rnd.may_claim_blocked()
    with pytest.raises(BlockedNotPossible) as info:
        rnd.apply(Blocked("Cleo"))
    assert "Cleo" in info.value.message and "three colors" in info.value.message
    assert info.value.sentence is sentences.BLOCKED_FEWER_THAN_THREE
    assert snapshot(rnd) == before


def test_the_leader_cannot_be_blocked() -> None:
    rnd = new_round(4)
    before = snapshot(rnd)
    with pytest.raises(BlockedNotPossible):
        rnd.apply(Blocked("Anna"))
    assert snapshot(rnd) == before


def test_only_the_player_to_play_can_be_blocked() -> None:
    rnd = _three_colors_after_one_trick()
    before = snapshot(rnd)
    with pytest.raises(NotYourTurn) as info:
        rnd.apply(Blocked("Cleo"))
    assert "Cleo" in info.value.message and "Anna's turn" in info.value.message
    assert snapshot(rnd) == before


def test_not_blocked_while_a_take_is_due() -> None:
    rnd = new_round(4)
    play(rnd, "R1", "Y1", "B1", "R2")
    before = snapshot(rnd)
    with pytest.raises(WrongPhase):
        rnd.apply(Blocked("Anna"))
    assert snapshot(rnd) == before


def test_nothing_happens_after_a_block() -> None:
    rnd = _three_colors_after_one_trick()
    rnd.apply(Blocked("Anna"))
    before = snapshot(rnd)
    for event in (
        Play("Anna", Card.parse("R4")),
        Blocked("Anna"),
        Take("Anna", (Card.parse("R3"), Card.parse("Y2"))),
    ):
        with pytest.raises(RoundOver) as info:
            rnd.apply(event)
        assert "Anna" in info.value.message and "ended" in info.value.message
        assert snapshot(rnd) == before


def test_the_claim_counts_the_cards_played_by_that_player_this_round() -> None:
    rnd = new_round(4)
    trick(rnd, ("B1", "B2", "B3", "B4"), ("B4", "B3"))  # one-color: Dan first and leads
    assert rnd.leader == 3
    play(rnd, "B5", "B6", "B7", "B8")
    take(rnd, "B8", "B7")
    assert rnd.leader == 2
    play(rnd, "R1", "Y1", "G1")  # Cleo, Dan, Anna: blue is the fourth color
    assert rnd.fourth_color is Color.BLUE and rnd.to_play == 1
    # Ben has played 2 cards, so holds 12; only B9 to B14 (6 cards) are unplayed.
    assert not rnd.may_claim_blocked()
    with pytest.raises(BlockedNotPossible, match="Ben still holds 12 cards, but only 6 blue"):
        rnd.apply(Blocked("Ben"))
