"""The auction: rearhand first, tens from 100 to 400, passes final, the forced bid."""

from __future__ import annotations

import pytest
from tysiacha_helpers import NAMES, cards, new_round, snapshot

from engine.errors import BadTable, NotYourTurn, RoundOver, RuleError, UnknownPlayer, WrongPhase
from engine.tysiacha import (
    Bid,
    Concede,
    Event,
    FinalBid,
    Game,
    InvalidBid,
    InvalidWidow,
    Pass,
    Phase,
    Round,
    Widow,
)


def test_rearhand_bids_first_then_dealer_then_eldest() -> None:
    for dealer in range(3):
        rnd = new_round(dealer)
        rear, eldest = (dealer + 2) % 3, (dealer + 1) % 3
        assert rnd.to_act == rear
        rnd.apply(Bid(NAMES[rear], 100))
        assert rnd.to_act == dealer
        rnd.apply(Bid(NAMES[dealer], 110))
        assert rnd.to_act == eldest
        rnd.apply(Pass(NAMES[eldest]))
        assert rnd.to_act == rear  # round again, skipping the pass


def test_two_passes_make_the_third_the_soloist_at_the_last_bid() -> None:
    rnd = new_round()
    rnd.apply_all([Bid("Cleo", 100), Bid("Anna", 110), Pass("Ben"), Bid("Cleo", 150)])
    rnd.apply(Pass("Anna"))
    assert rnd.soloist == 2 and rnd.bid == 150 and rnd.phase is Phase.WIDOW and not rnd.forced


def test_a_pass_is_final() -> None:
    rnd = new_round()
    rnd.apply_all([Bid("Cleo", 100), Pass("Anna"), Bid("Ben", 110)])
    assert rnd.to_act == 2
    with pytest.raises(NotYourTurn):
        rnd.apply(Bid("Anna", 120))


def test_the_auction_runs_on_after_400_until_two_passed() -> None:
    rnd = new_round()
    rnd.apply(Bid("Cleo", 400))
    assert rnd.legal_bids() == ()
    with pytest.raises(InvalidBid):
        rnd.apply(Bid("Anna", 410))
    rnd.apply_all([Pass("Anna"), Pass("Ben")])
    assert rnd.soloist == 2 and rnd.legal_final_bids() == ()  # the widow comes first


def test_legal_bids_go_in_tens_above_the_last() -> None:
    rnd = new_round()
    assert rnd.legal_bids()[:3] == (100, 110, 120) and rnd.legal_bids()[-1] == 400
    rnd.apply(Bid("Cleo", 250))
    assert rnd.legal_bids()[0] == 260


@pytest.mark.parametrize("amount", [90, 0, -100, 105, 410, 1000, 99])
def test_bad_bids_are_refused(amount: int) -> None:
    rnd = new_round()
    before = snapshot(rnd)
    with pytest.raises(InvalidBid) as refused:
        rnd.apply(Bid("Cleo", amount))
    assert "Cleo" in refused.value.message and str(amount) in refused.value.message
    assert snapshot(rnd) == before


@pytest.mark.parametrize("amount", ["100", 100.0, True, None])
def test_a_bid_is_a_whole_number(amount: object) -> None:
    rnd = new_round()
    with pytest.raises(InvalidBid):
        rnd.apply(Bid("Cleo", amount))  # type: ignore[arg-type]


def test_a_bid_must_be_higher_than_the_last() -> None:
    rnd = new_round()
    rnd.apply(Bid("Cleo", 120))
    with pytest.raises(InvalidBid, match="higher than the last bid, 120"):
        rnd.apply(Bid("Anna", 120))


def test_after_the_auction_nobody_bids_or_passes() -> None:
    rnd = new_round()
    rnd.apply_all([Bid("Cleo", 100), Pass("Anna"), Pass("Ben")])
    with pytest.raises(WrongPhase, match="Cleo won it"):
        rnd.apply(Bid("Anna", 110))
    with pytest.raises(WrongPhase):
        rnd.apply(Pass("Cleo"))


def test_the_widow_and_final_bid_are_the_soloists() -> None:
    rnd = new_round()
    rnd.apply_all([Bid("Cleo", 100), Pass("Anna"), Pass("Ben")])
    refused: list[tuple[Event, type[RuleError]]] = [
        (Widow("Anna", cards("SA D9 HK")), NotYourTurn),
        (FinalBid("Cleo", 100), WrongPhase),  # the widow first
        (Concede("Cleo"), WrongPhase),
        (Widow("Cleo", cards("SA D9")), InvalidWidow),
        (Widow("Cleo", cards("SA SA HK")), InvalidWidow),
        (Widow("Cleo", cards("SA S8 HK")), InvalidWidow),
        (Widow("Cleo", cards("SA D9 HK HA")), InvalidWidow),
    ]
    before = snapshot(rnd)
    for event, error in refused:
        with pytest.raises(error):
            rnd.apply(event)
        assert snapshot(rnd) == before
    rnd.apply(Widow("Cleo", cards("HK SA D9")))  # any order
    with pytest.raises(WrongPhase):
        rnd.apply(Widow("Cleo", cards("HK SA D9")))
    for amount in (90, 105, 410):
        with pytest.raises(InvalidBid):
            rnd.apply(FinalBid("Cleo", amount))
    rnd.apply(FinalBid("Cleo", 400))
    with pytest.raises(WrongPhase):
        rnd.apply(FinalBid("Cleo", 400))
    with pytest.raises(WrongPhase):
        rnd.apply(Widow("Cleo", cards("HK SA D9")))


def test_events_before_the_auction_is_over() -> None:
    rnd = new_round()
    for event in (Widow("Cleo", cards("SA D9 HK")), Concede("Cleo"), FinalBid("Cleo", 100)):
        with pytest.raises(WrongPhase, match="auction is still open"):
            rnd.apply(event)


def test_an_ended_deal_takes_nothing_more() -> None:
    rnd = new_round()
    rnd.apply_all([Bid("Cleo", 100), Pass("Anna"), Pass("Ben"), Widow("Cleo", cards("SA D9 HK"))])
    rnd.apply(Concede("Cleo"))
    with pytest.raises(RoundOver):
        rnd.apply(Bid("Anna", 110))


def test_the_table() -> None:
    with pytest.raises(BadTable):
        Round(("Anna", "Ben"), 0)
    with pytest.raises(BadTable):
        Game(("Anna", "Ben", "anna "))
    with pytest.raises(UnknownPlayer):
        Game(NAMES, "Dora")
    with pytest.raises(UnknownPlayer):
        new_round().apply(Bid("Dora", 100))
    assert Game(NAMES, " cleo").first_dealer == 2
