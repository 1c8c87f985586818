"""The game: four seats (or three and a dummy), the deal passing on, the game called at 300
at the end of a deal, the higher total winning, an exact tie meaning another deal."""

from __future__ import annotations

import pytest
from homme_de_brou_helpers import (
    DUMMY_NAMES,
    EXAMPLE,
    NAMES,
    c,
    controlled_deal,
    game_snapshot,
    side_total,
)

from engine.errors import BadTable, NotYourTurn, RoundOver, UnknownPlayer
from engine.homme_de_brou import Game, Play, TurnUp, summarize, tied, winner


@pytest.mark.parametrize("names", [NAMES[:3], (*NAMES, "Eve"), NAMES[:2]])
def test_other_player_counts_are_refused(names: tuple[str, ...]) -> None:
    with pytest.raises(BadTable, match="4 seats"):
        Game(names)


def test_names_are_checked() -> None:
    with pytest.raises(BadTable):
        Game(("Anna", "ben", "Ben", "Dan"))
    with pytest.raises(BadTable):
        Game(("Anna", " ", "Cleo", "Dan"))
    with pytest.raises(UnknownPlayer):
        Game(NAMES, "Eve")
    with pytest.raises(UnknownPlayer, match="dummy"):
        Game(NAMES, 0, dummy="Eve")


def test_the_first_dealer_is_free_and_the_deal_passes_one_seat_on() -> None:
    game = Game(NAMES, "Cleo")
    assert [NAMES[game.dealer_of(i)] for i in range(5)] == ["Cleo", "Dan", "Anna", "Ben", "Cleo"]


def test_the_dummys_partner_sits_opposite_for_the_whole_game() -> None:
    game = Game(DUMMY_NAMES, "Dummy", dummy="Dummy")
    assert game.partner == 0 and game.sides == ("Anna & Dummy", "Ben & Dan")
    rnd = game.apply(TurnUp("Dummy", c("H8")))  # the deal falls to the dummy: it turns up
    assert rnd.dummy == 2 and rnd.partner == 0 and rnd.dealer == 2
    assert game.apply(Play("Dan", c("SA"))) is rnd  # eldest is the seat after the dummy


def test_the_partner_does_not_turn_up_for_the_dummy() -> None:
    game = Game(DUMMY_NAMES, "Dummy", dummy="Dummy")
    with pytest.raises(NotYourTurn, match="Dummy deals"):
        game.apply(TurnUp("Anna", c("H8")))
    assert game.rounds == []


def test_a_deal_scores_nothing_for_the_game_until_it_is_complete() -> None:
    game = Game(NAMES, "Dan")
    game.apply_all(EXAMPLE[:-1])
    assert game.totals() == (0, 0) and not game.finished
    game.apply(EXAMPLE[-1])
    assert game.totals() == (181, 109) and not game.finished


def test_both_past_300_in_one_deal_the_higher_total_wins() -> None:
    game = Game(NAMES, 0)
    first = ((0, 0, 0, 1), (0, 1, 1, 1))
    second = ((0, 1, 1, 1), (1, 1, 1, 1))
    game.apply_all(controlled_deal(0, *first))
    assert game.totals() == (side_total(*first, 0), side_total(*first, 1)) == (250, 170)
    assert not game.finished
    game.apply_all(controlled_deal(1, *second))
    assert game.totals() == (330, 510)
    assert game.finished and game.winners() == (1,) and not game.tied
    assert summarize(game)["winners"] == ["Ben & Dan"]


def test_no_deal_follows_the_one_that_won() -> None:
    game = Game(NAMES, 0)
    game.apply_all(controlled_deal(0, (0, 0, 0, 1), (0, 1, 1, 1)))
    game.apply_all(controlled_deal(1, (0, 1, 1, 1), (1, 1, 1, 1)))
    before = game_snapshot(game)
    with pytest.raises(RoundOver, match="game is over, Ben & Dan won"):
        game.apply(TurnUp("Cleo", c("H8")))
    with pytest.raises(RoundOver):
        game.start_round()
    assert game_snapshot(game) == before and len(game.rounds) == 2


def test_an_exact_tie_at_300_or_more_means_another_deal() -> None:
    game = Game(NAMES, 0)
    game.apply_all(controlled_deal(0, (0, 0, 0, 1), (0, 0, 1, 1)))
    assert game.totals() == (260, 160)
    game.apply_all(controlled_deal(1, (1, 1, 1, 0), (0, 0, 1, 1)))
    assert game.totals() == (420, 420)
    assert game.tied and not game.finished and game.winners() == ()
    assert summarize(game)["tied"] is True
    turn_up, *rest = controlled_deal(2, (1, 1, 1, 0), (0, 0, 0, 0))
    game.apply(turn_up)  # the next deal is open: the totals are still tied
    assert game.tied and summarize(game)["tied"] is True
    game.apply_all(rest)
    assert game.totals() == (600, 660)
    assert game.finished and game.winners() == (1,) and not game.tied


def test_the_game_is_called_only_at_the_end_of_a_deal() -> None:
    game = Game(NAMES, 0)
    game.apply_all(controlled_deal(0, (0, 0, 0, 0), (0, 0, 0, 0)))
    assert game.totals() == (420, 0) and game.finished
    fresh = Game(NAMES, 0)
    events = controlled_deal(0, (0, 0, 0, 0), (0, 0, 0, 0))
    fresh.apply_all(events[:-1])
    assert fresh.round is not None and fresh.round.take(0).points >= 300
    assert not fresh.finished and fresh.winners() == ()


def test_winner_and_tie_rules() -> None:
    assert winner((299, 299)) is None
    assert winner((300, 12)) == 0
    assert winner((305, 340)) == 1
    assert winner((300, 300)) is None and tied((300, 300))
    assert not tied((100, 100))
