"""Every worked example and ruling of the Gaigel rules, recorded by announcements (the
referee) — the card checks have their own file."""

from __future__ import annotations

import pytest
from gaigel_helpers import NAMES, c, new_round, plays, snapshot, tricks

from engine.errors import NotYourTurn, RoundOver, RuleError, WrongPhase
from engine.gaigel import (
    Claim,
    ClaimKind,
    End,
    Exchange,
    Game,
    How,
    InvalidCounters,
    InvalidDix,
    InvalidMarriage,
    Kind,
    Marriage,
    MixedRecording,
    Mode,
    Phase,
    Play,
    Reserve,
    Result,
    Settle,
    SettleKind,
    Status,
    Suit,
    Trick,
    TurnUp,
)
from engine.gaigel.round import Round

OUT = ClaimKind.OUT
UNDER = ClaimKind.UNDERGAIGEL


def refused(deal: Round, event: object, error: type[RuleError]) -> RuleError:
    before = snapshot(deal)
    with pytest.raises(error) as caught:
        deal.apply(event)  # type: ignore[arg-type]
    assert snapshot(deal) == before
    return caught.value


def at_62(*, opponents_trick: bool = True) -> Round:
    """The worked example: Anna & Cleo hold 62 counters, hearts are trumps."""
    deal = new_round("HT")
    tricks(deal, ("Anna", 40), ("Cleo", 22))
    if opponents_trick:
        tricks(deal, ("Ben", 23))
    return deal


# ----------------------------------------------------------------- the worked example


def test_a_trump_marriage_at_62_reaches_102_and_a_claim_wins_a_single() -> None:
    deal = at_62()
    deal.apply(Marriage("Anna", Suit.HEARTS))
    assert deal.points(0) == 102 and deal.reached == [deal.trick_number, None]
    deal.apply(Claim("Anna", OUT))
    assert deal.result == Result(0, Kind.SINGLE, How.OUT)
    assert [s.points for s in deal.scores()] == [1, 0, 1, 0]


def test_the_same_claim_is_a_double_while_the_other_side_has_no_trick() -> None:
    deal = at_62(opponents_trick=False)
    deal.apply(Marriage("Anna", Suit.HEARTS))
    deal.apply(Claim("Cleo", OUT))
    assert deal.result == Result(0, Kind.DOUBLE, How.OUT)


def test_a_claim_in_the_middle_of_a_trick_is_judged_at_once() -> None:
    deal = new_round("HT")
    tricks(deal, ("Anna", 40), ("Cleo", 22))
    deal.apply(Marriage("Anna", Suit.HEARTS))
    deal.apply(Claim("Anna", OUT))  # the trick in progress is never announced
    assert deal.result == Result(0, Kind.DOUBLE, How.OUT)


def test_claiming_at_96_is_an_overgaigel_the_others_win_a_double() -> None:
    deal = new_round("HT")
    tricks(deal, ("Anna", 40), ("Cleo", 36), ("Anna", 20), ("Ben", 23))
    assert deal.points(0) == 96
    deal.apply(Claim("Anna", OUT))
    assert deal.result == Result(1, Kind.GAIGEL, How.OVERGAIGEL)
    assert [s.points for s in deal.scores()] == [0, 2, 0, 2]


# ----------------------------------------------------------------- marriages


def test_a_plain_marriage_is_20_a_trump_marriage_40() -> None:
    deal = at_62()
    deal.apply(Marriage("Anna", Suit.CLUBS))
    deal.apply(Marriage("Ben", Suit.HEARTS))
    assert [m.points for m in deal.marriages] == [20, 40]


def test_a_marriage_before_any_trick_waits_for_its_trick() -> None:
    deal = new_round("HT")
    deal.apply(Marriage("Anna", Suit.CLUBS))
    assert deal.marriages[0].status is Status.WAITS and deal.points(0) == 0
    tricks(deal, ("Cleo", 30))
    assert deal.marriages[0].status is Status.COUNTS and deal.points(0) == 50


def test_a_waiting_marriage_scores_nothing_when_the_others_take_the_trick() -> None:
    deal = new_round("HT")
    deal.apply(Marriage("Anna", Suit.CLUBS))
    tricks(deal, ("Ben", 30))
    assert deal.marriages[0].status is Status.NOTHING and deal.points(0) == 0
    refused(deal, Marriage("Anna", Suit.DIAMONDS), InvalidMarriage)  # it was his one


def test_a_claim_during_the_trick_does_not_count_a_waiting_marriage() -> None:
    deal = new_round("HT")
    tricks(deal, ("Ben", 10))
    tricks(deal, ("Ben", 10))
    deal.apply(Marriage("Anna", Suit.HEARTS))  # Anna & Cleo have no trick yet
    deal.apply(Claim("Anna", OUT))
    assert deal.result == Result(1, Kind.GAIGEL, How.OVERGAIGEL)


def test_one_marriage_per_player() -> None:
    deal = at_62()
    deal.apply(Marriage("Anna", Suit.CLUBS))
    error = refused(deal, Marriage("Anna", Suit.SPADES), InvalidMarriage)
    assert error.message == "Anna cannot show a second marriage — one per player a deal"


def test_both_marriages_of_a_suit_by_different_players_but_not_a_third() -> None:
    deal = at_62()
    deal.apply(Marriage("Anna", Suit.CLUBS))
    deal.apply(Marriage("Ben", Suit.CLUBS))
    refused(deal, Marriage("Cleo", Suit.CLUBS), InvalidMarriage)
    deal.apply(Marriage("Cleo", Suit.DIAMONDS))


def test_no_marriage_in_the_twelfth_trick() -> None:
    deal = new_round("HT")
    tricks(deal, *[("Ben", 20)] * 11)
    error = refused(deal, Marriage("Anna", Suit.CLUBS), InvalidMarriage)
    assert "twelfth" in error.message


def test_counters_with_marriages_need_a_king_or_queen_each() -> None:
    deal = new_round("HT")
    deal.apply(Marriage("Anna", Suit.CLUBS))
    refused(deal, Trick("Anna", 0), InvalidCounters)
    refused(deal, Trick("Anna", 2), InvalidCounters)
    tricks(deal, ("Anna", 3))


# ----------------------------------------------------------------- counters


@pytest.mark.parametrize("counters", [1, 38, 39, 45, -1])
def test_counters_four_cards_cannot_hold_are_refused(counters: int) -> None:
    deal = new_round("HT")
    refused(deal, Trick("Anna", counters), InvalidCounters)


def test_counters_must_be_whole_numbers() -> None:
    deal = new_round("HT")
    refused(deal, Trick("Anna", True), InvalidCounters)
    refused(deal, Trick("Anna", 20.0), InvalidCounters)  # type: ignore[arg-type]


def test_the_tricks_hold_240_at_most_and_exactly_with_the_twelfth() -> None:
    deal = new_round("HT")
    tricks(deal, *[("Ben", 20)] * 10)  # 200
    refused(deal, Trick("Ben", 41), InvalidCounters)
    tricks(deal, ("Ben", 30))
    refused(deal, Trick("Anna", 9), InvalidCounters)
    tricks(deal, ("Anna", 10))
    assert sum(deal.counters) == 240


# ----------------------------------------------------------------- the dix


def test_an_exchange_needs_a_trick_won_by_the_side() -> None:
    deal = new_round("HT")
    refused(deal, Exchange("Anna"), InvalidDix)
    tricks(deal, ("Cleo", 10))
    deal.apply(Exchange("Anna"))
    assert deal.exchange == 0
    refused(deal, Exchange("Cleo"), InvalidDix)  # one exchange per deal


def test_no_exchange_when_the_turn_up_is_a_seven() -> None:
    deal = new_round("H7")
    tricks(deal, ("Cleo", 10))
    error = refused(deal, Exchange("Anna"), InvalidDix)
    assert error.message == "Anna cannot exchange or reserve — the turn-up H7 is a Seven"
    refused(deal, Reserve("Ben"), InvalidDix)


def test_no_exchange_after_the_last_draw() -> None:
    deal = new_round("HT")
    tricks(deal, *[("Cleo", 10)] * 7)
    refused(deal, Exchange("Anna"), InvalidDix)
    refused(deal, Reserve("Anna"), InvalidDix)


def test_a_reservation_keeps_the_opponents_off_the_turn_up() -> None:
    deal = new_round("HT")
    tricks(deal, ("Ben", 10))
    deal.apply(Reserve("Anna"))
    refused(deal, Exchange("Ben"), InvalidDix)
    refused(deal, Reserve("Cleo"), InvalidDix)
    deal.apply(Exchange("Cleo"))  # the partner takes it, gives Anna his dix
    assert (deal.exchange, deal.reserve) == (2, 0)


def test_the_reserver_takes_the_turn_up_without_a_trick() -> None:
    deal = new_round("HT")
    deal.apply(Reserve("Anna"))
    deal.apply(Exchange("Anna"))
    assert (deal.exchange, deal.reserve) == (0, 0)


def test_a_reservation_must_be_settled_before_the_seventh_trick_ends() -> None:
    deal = new_round("HT")
    tricks(deal, *[("Ben", 10)] * 6)
    deal.apply(Reserve("Dan"))
    error = refused(deal, Trick("Ben", 10), InvalidDix)
    assert "reservation" in error.message
    deal.apply(Exchange("Ben"))
    tricks(deal, ("Ben", 10))


# ----------------------------------------------------------------- claims and 101


def test_a_claim_after_the_next_lead_is_an_undergaigel() -> None:
    deal = at_62()
    deal.apply(Marriage("Anna", Suit.HEARTS))  # 102, in trick 4
    tricks(deal, ("Ben", 10))  # trick 4 ends: still in time
    assert deal.late == [False, False]
    tricks(deal, ("Dan", 10))  # trick 5 was led
    assert deal.late == [True, False]
    deal.apply(Claim("Cleo", OUT))
    assert deal.result == Result(1, Kind.SINGLE, How.UNDERGAIGEL)


def test_claims_exchanges_and_reservations_are_no_leads() -> None:
    deal = new_round("HT")
    tricks(deal, ("Anna", 44), ("Cleo", 44), ("Anna", 20))  # 108 at the end of trick 3
    deal.apply(Exchange("Anna"))
    assert deal.late == [False, False]
    deal.apply(Claim("Cleo", OUT))
    assert deal.result == Result(0, Kind.DOUBLE, How.OUT)


def test_a_marriage_shown_on_the_lead_makes_a_side_late() -> None:
    deal = new_round("HT")
    tricks(deal, ("Anna", 44), ("Cleo", 44), ("Anna", 20))  # 108
    deal.apply(Marriage("Cleo", Suit.CLUBS))
    deal.apply(Claim("Cleo", OUT))
    assert deal.result == Result(1, Kind.SINGLE, How.UNDERGAIGEL)


def test_pointing_out_an_undergaigel() -> None:
    deal = at_62()
    deal.apply(Marriage("Anna", Suit.HEARTS))
    tricks(deal, ("Ben", 10), ("Dan", 20))
    deal.apply(Claim("Dan", UNDER))
    assert deal.result == Result(1, Kind.SINGLE, How.UNDERGAIGEL)


def test_a_wrong_undergaigel_is_an_overgaigel() -> None:
    deal = at_62()
    deal.apply(Marriage("Anna", Suit.HEARTS))  # in time still
    deal.apply(Claim("Ben", UNDER))
    assert deal.result == Result(0, Kind.GAIGEL, How.OVERGAIGEL)
    deal = at_62()
    deal.apply(Claim("Ben", UNDER))  # nobody has 101
    assert deal.result == Result(0, Kind.GAIGEL, How.OVERGAIGEL)


def test_the_first_claim_decides_a_side_that_reaches_101_after_the_others_were_late() -> None:
    deal = new_round("HT")
    tricks(deal, ("Anna", 44), ("Cleo", 44), ("Anna", 20))  # Anna & Cleo 108
    tricks(deal, ("Ben", 44), ("Dan", 44), ("Ben", 20))  # Ben & Dan 108, Anna & Cleo late
    deal.apply(Claim("Dan", OUT))
    assert deal.result == Result(1, Kind.SINGLE, How.OUT)


def test_twelve_tricks_with_a_late_first_side_end_the_deal() -> None:
    deal = new_round("HT")
    tricks(deal, ("Anna", 44), ("Cleo", 44), ("Anna", 20))
    tricks(deal, *[("Ben", 12)] * 8)
    tricks(deal, ("Ben", 36))
    assert deal.ended and deal.end is End.COMPLETE and deal.claim is None
    assert deal.result == Result(1, Kind.SINGLE, How.UNDERGAIGEL)
    refused(deal, Claim("Anna", OUT), RoundOver)


def test_a_side_that_reaches_101_in_the_twelfth_trick_may_still_claim() -> None:
    deal = new_round("HT")
    tricks(deal, ("Anna", 44), ("Anna", 44), ("Anna", 12))  # Anna & Cleo 100
    tricks(deal, ("Ben", 44), ("Ben", 44), ("Ben", 12))  # Ben & Dan 100
    tricks(deal, *[("Dan", 0)] * 5)
    tricks(deal, ("Cleo", 40))  # 140 in the twelfth trick
    assert deal.reached == [12, None]
    assert deal.phase is Phase.CLAIM and deal.end is End.OPEN
    refused(deal, Trick("Anna", 10), WrongPhase)
    deal.apply(Claim("Cleo", OUT))
    assert deal.result == Result(0, Kind.SINGLE, How.OUT)


def test_a_claim_needs_a_turn_up_and_a_running_deal() -> None:
    deal = new_round(None)
    refused(deal, Claim("Anna", OUT), WrongPhase)
    refused(deal, Trick("Anna", 10), WrongPhase)
    deal.apply(Settle("Anna", SettleKind.DOUBLE))
    assert deal.result == Result(0, Kind.DOUBLE, How.SETTLED)
    refused(deal, Settle("Ben", SettleKind.SINGLE), RoundOver)


# ----------------------------------------------------------------- the deal and the sitting


def test_only_the_dealer_turns_up_and_only_once() -> None:
    deal = new_round(None)
    refused(deal, TurnUp("Anna", c("HT")), NotYourTurn)
    refused(deal, TurnUp("Dan", c("H9")), RuleError)
    deal.apply(TurnUp("Dan", c("HT")))
    assert deal.trump is Suit.HEARTS and deal.eldest == 0
    refused(deal, TurnUp("Dan", c("SA")), WrongPhase)


def test_a_deal_is_recorded_one_way() -> None:
    deal = new_round("HT")
    tricks(deal, ("Ben", 10))
    assert deal.mode is Mode.TRICKS
    refused(deal, Play("Ben", c("SA")), MixedRecording)
    deal = new_round("HT")
    plays(deal, "SA")
    assert deal.mode is Mode.CARDS
    refused(deal, Trick("Ben", 10), MixedRecording)
    refused(deal, Marriage("Ben", Suit.CLUBS), MixedRecording)


def test_the_deal_passes_one_seat_and_totals_are_per_player() -> None:
    game = Game(NAMES, "Dan")
    game.apply(Settle("Anna", SettleKind.SINGLE))
    game.apply(Settle("Ben", SettleKind.DOUBLE))
    assert [r.dealer for r in game.rounds] == [3, 0]
    assert game.totals() == (1, 2, 1, 2) and game.finished
    assert game.winners() == (1, 3)
    game.apply(TurnUp("Ben", c("D7")))
    assert not game.finished and game.winners() == ()
    with pytest.raises(NotYourTurn):
        Game(NAMES, "Dan").apply(TurnUp("Anna", c("D7")))


def test_the_app_supports_four_players_only() -> None:
    with pytest.raises(RuleError):
        Game(NAMES[:3])


def test_each_sides_points_after_every_trick() -> None:
    deal = at_62()
    deal.apply(Marriage("Dan", Suit.CLUBS))  # Ben & Dan have a trick: 20 at once
    tricks(deal, ("Anna", 10))
    assert [t.points for t in deal.tricks] == [(40, 0), (62, 0), (62, 23), (72, 43)]


def test_a_turn_up_while_a_claim_is_awaited_is_refused() -> None:
    deal = new_round("HT")
    tricks(deal, ("Anna", 44), ("Anna", 44), ("Anna", 12))
    tricks(deal, ("Ben", 44), ("Ben", 44), ("Ben", 12))
    tricks(deal, *[("Dan", 0)] * 5)
    tricks(deal, ("Cleo", 40))
    error = refused(deal, TurnUp("Anna", c("SA")), WrongPhase)
    assert "twelve tricks" in error.message
