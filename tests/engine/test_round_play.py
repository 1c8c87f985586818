"""Turn order, leads, and the end of a round after 14 tricks."""

from __future__ import annotations

import pytest
from engine_helpers import lowest_first, names, new_round, play, take

from engine.mit_list_und_tuecke import Card, Color, End, Keep, Phase, Play, Round


@pytest.mark.parametrize("n", [4, 5, 6])
@pytest.mark.parametrize("dealer", [0, 2, 3])
def test_the_player_left_of_the_dealer_leads_the_first_trick(n: int, dealer: int) -> None:
    rnd = Round(names(n), dealer)
    assert rnd.leader == (dealer + 1) % n
    assert rnd.to_play == (dealer + 1) % n
    assert rnd.due() == ((dealer + 1) % n,)


def test_play_passes_to_the_left_and_wraps_around() -> None:
    rnd = Round(names(4), dealer=1)  # Cleo leads
    order = []
    for text in ("R1", "R2", "R3", "R4"):
        order.append(rnd.to_play)
        rnd.apply(Play(rnd.players[rnd.to_play], Card.parse(text)))
    assert order == [2, 3, 0, 1]


def test_one_card_per_seat_then_the_trick_waits_for_the_take() -> None:
    rnd = new_round(4)
    play(rnd, "R10", "Y6", "R14", "B2")
    assert rnd.phase is Phase.TAKE
    assert rnd.due() == (2,)
    assert rnd.playable_cards() == ()
    assert rnd.played_by_seat == [1, 1, 1, 1]


def test_second_taker_leads_the_next_trick() -> None:
    rnd = new_round(4)
    play(rnd, "R10", "Y6", "R14", "B2")
    take(rnd, "R14", "R10")
    assert rnd.leader == 3
    assert rnd.to_play == 3
    assert rnd.tricks[0].next_leader == 3


def test_names_are_matched_ignoring_case_and_spaces() -> None:
    rnd = new_round(4)
    rnd.apply(Play("  anna ", Card.parse("R1")))
    assert rnd.trick == [(0, Card.parse("R1"))]


def test_a_card_cannot_be_played_twice_in_a_round_even_in_a_later_trick() -> None:
    rnd = new_round(4)
    play(rnd, "R10", "Y6", "R14", "B2")
    take(rnd, "R14", "R10")
    assert Card.parse("R10") not in rnd.unplayed_cards()
    assert Card.parse("R10") not in rnd.playable_cards()


@pytest.mark.parametrize("n", [4, 5, 6])
def test_a_round_ends_after_14_tricks(n: int) -> None:
    rnd = new_round(n)
    lowest_first(rnd)
    assert rnd.ended and rnd.end is End.COMPLETE and rnd.phase is Phase.ENDED
    assert len(rnd.tricks) == 14
    assert rnd.unplayed_cards() == ()
    assert rnd.played_by_seat == [14] * n
    assert rnd.due() == ()
    assert rnd.trick_number == 14


def test_a_round_is_open_until_its_last_event() -> None:
    done = new_round(4)
    lowest_first(done)
    rnd = new_round(4)
    for event in done.events[:-1]:
        rnd.apply(event)
        assert rnd.end is End.OPEN and not rnd.ended
    rnd.apply(done.events[-1])
    assert rnd.end is End.COMPLETE


def test_table_view_shows_colors_not_counts_until_the_end() -> None:
    rnd = new_round(4)
    play(rnd, "R10", "Y6", "R14", "B2")
    take(rnd, "R14", "R10")
    view = rnd.table_view()
    assert view[2].colors == (Card.parse("R1").color,)
    assert view[2].counts is None and view[2].discarded is None
    assert rnd.table_view(show_counts=True)[2].counts == {Card.parse("R1").color: 2}
    lowest_first(rnd)
    assert rnd.table_view()[2].counts is not None


def test_a_round_needs_4_to_6_players_and_a_dealer_at_the_table() -> None:
    with pytest.raises(ValueError, match="dealer seat 4"):
        Round(names(4), 4)
    with pytest.raises(ValueError, match="4 to 6 players"):
        Round(("Anna", "Ben", "Cleo"), 0)


def test_describe_says_what_happened() -> None:
    from engine.mit_list_und_tuecke import Blocked, Color, Keep, Take, describe

    assert describe(Play("Ben", Card.parse("R10"))) == "Ben plays R10"
    assert describe(Take("Cleo", (Card.parse("R14"), Card.parse("Y6")))) == "Cleo takes R14, Y6"
    assert describe(Keep("Cleo", (Color.RED, Color.YELLOW))) == "Cleo keeps red and yellow"
    assert describe(Blocked("Dan")) == "Dan is blocked"


def test_something_that_is_not_an_event_is_refused_and_changes_nothing() -> None:
    rnd = new_round(4)
    with pytest.raises(TypeError):
        rnd.apply("Anna plays R1")  # type: ignore[arg-type]
    assert rnd.events == []


def test_table_view_shows_kept_colors_and_that_a_discard_pile_exists() -> None:
    rnd = new_round(4)
    play(rnd, "R10", "Y6", "R14", "B2")
    take(rnd, "R14", "Y6")
    play(rnd, "G1", "G5", "B3", "G9")
    take(rnd, "G9", "B3")
    rnd.apply(Keep("Cleo", (Color.RED, Color.YELLOW)))
    cleo = rnd.table_view()[2]
    assert cleo.kept == (Color.RED, Color.YELLOW)
    assert cleo.colors == (Color.RED, Color.YELLOW)
    assert cleo.has_discards and cleo.discarded is None and cleo.counts is None
