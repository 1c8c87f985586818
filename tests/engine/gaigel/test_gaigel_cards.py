"""Card by card: turns, twins, the copies the table has seen, cards known in a hand, and the
duties after the stock (follow and head, trump and overtrump) as revokes."""

from __future__ import annotations

import pytest
from gaigel_helpers import c, new_round, plays, snapshot

from engine.errors import CardAlreadyPlayed, CardNotInDeck, NotYourTurn, RuleError
from engine.gaigel import (
    PACK,
    Claim,
    ClaimKind,
    Exchange,
    How,
    InvalidDix,
    InvalidMarriage,
    Kind,
    Play,
    Reason,
    Reserve,
    Result,
    Revoke,
    Status,
    Suit,
)
from engine.gaigel.round import Round

FREE = "CA CA CT CT  CK CK CQ CQ  CJ CJ C7 C7  DA DA DT DT  DK DK DQ DQ  DJ DJ D7 D7  SK SK SQ SQ"
"""Seven tricks of free play, spades trumps (ST turned up), all taken by Anna."""


def refused(deal: Round, by: str, card: str, error: type[RuleError], marriage: bool = False) -> str:
    before = snapshot(deal)
    with pytest.raises(error) as caught:
        deal.apply(Play(by, c(card), marriage))
    assert snapshot(deal) == before
    return caught.value.message


def after_stock() -> Round:
    """Seven tricks played; the stock is gone and Dan drew the turn-up last."""
    deal = new_round("ST")
    plays(deal, FREE)
    assert deal.stock_empty and deal.takers() == (0,) * 7
    assert deal.known[3][c("ST")] == 1 and deal.face_up is None
    return deal


def test_eldest_leads_and_the_taker_leads_the_next() -> None:
    deal = new_round("ST")
    assert refused(deal, "Ben", "CA", NotYourTurn) == "Ben cannot play CA — it is Anna's turn"
    plays(deal, "CT C7 CA D7")
    assert deal.takers() == (2,) and deal.to_play == 2


def test_of_two_identical_winning_cards_the_first_played_takes() -> None:
    deal = new_round("ST")
    plays(deal, "HA HA S7 S7")
    taking = deal.tricks[0].taking
    assert taking is not None and taking.seat == 2 and taking.reason is Reason.TRUMP
    assert deal.tricks[0].counters == 22


def test_while_the_stock_lasts_any_card_may_be_played() -> None:
    deal = new_round("ST")
    plays(deal, "HA D7 C7 HT  CA HK S7 HQ")  # nobody follows, nobody minds
    assert deal.takers() == (0, 2) and not any(deal.not_held)


def test_no_card_is_played_more_than_twice() -> None:
    deal = new_round("ST")
    plays(deal, "HA HA")
    refused(deal, "Cleo", "HA", CardAlreadyPlayed)
    refused(deal, "Cleo", "H9", CardNotInDeck)


def test_the_turn_up_on_the_table_is_a_copy_seen() -> None:
    deal = new_round("ST")
    plays(deal, "ST")
    message = refused(deal, "Ben", "ST", Revoke)
    assert "both copies" in message


def test_the_other_card_of_a_marriage_is_known_in_the_declarers_hand() -> None:
    deal = new_round("ST")
    plays(deal, "CA CT C7 D7")
    plays(deal, "HK+")  # Anna shows HK and HQ; her side has a trick, so it counts at once
    assert deal.known[0][c("HQ")] == 1
    assert deal.marriages[0].status is Status.COUNTS and deal.points(0) == 41
    plays(deal, "HQ")  # Ben has the other copy
    assert "both copies" in refused(deal, "Cleo", "HQ", Revoke)


def test_a_marriage_needs_a_king_or_queen_and_its_partner_unseen() -> None:
    deal = new_round("ST")
    plays(deal, "HQ HQ CA CT")
    refused(deal, "Anna", "HA", InvalidMarriage, marriage=True)
    refused(
        deal, "Anna", "HK", CardAlreadyPlayed, marriage=True
    )  # both HQ are played  # both HQ are played


def test_the_exchange_needs_a_dix_the_table_has_not_seen_twice() -> None:
    deal = new_round("ST")
    plays(deal, "S7 S7 CA CT")
    with pytest.raises(InvalidDix):
        deal.apply(Exchange("Anna"))
    with pytest.raises(InvalidDix):
        deal.apply(Reserve("Ben"))


def test_the_exchange_puts_the_turn_up_in_the_hand_and_the_dix_on_the_table() -> None:
    deal = new_round("ST")
    plays(deal, "CA CT C7 D7")
    deal.apply(Exchange("Cleo"))
    assert deal.known[2][c("ST")] == 1 and deal.face_up == c("S7")
    plays(deal, "ST")  # Anna has the other copy
    refused(deal, "Ben", "ST", Revoke)  # one played, one in Cleo's hand
    plays(deal, "S7")  # Ben has the other seven: one on the table, one his


def test_a_partner_gives_the_reserver_his_dix() -> None:
    deal = new_round("ST")
    deal.apply(Reserve("Anna"))
    assert deal.under == c("S7")
    deal.apply(Exchange("Cleo"))
    assert deal.known[0][c("S7")] == 1 and deal.known[2][c("ST")] == 1
    assert deal.face_up == c("S7") and deal.under is None
    plays(deal, "S7")  # Anna plays the dix Cleo gave her
    assert deal.known[0][c("S7")] == 0
    refused(deal, "Ben", "S7", Revoke)  # the other lies face up


def test_after_the_stock_a_follower_who_does_not_head_holds_nothing_higher() -> None:
    deal = after_stock()
    plays(deal, "HK HQ")
    assert deal.not_held[1] == {c("HA"), c("HT")}
    plays(deal, "SJ SA")  # Dan overtrumps and takes
    plays(deal, "ST S7")  # Dan leads the turn-up he drew; Anna cannot beat it
    assert deal.not_held[0] == {c("SA")}
    message = refused(deal, "Ben", "HA", Revoke)
    assert message == "Ben cannot have HA — an earlier card after the stock showed he holds none"


def test_a_void_follower_must_trump_and_overtrump() -> None:
    deal = after_stock()
    plays(deal, "HK HQ SJ")  # Cleo trumps: she holds no heart
    assert {card for card in deal.not_held[2]} == {
        card for card in PACK if card.suit is Suit.HEARTS
    }
    # Dan holds ST (drawn last): a low trump under SJ would show he has none higher.
    message = refused(deal, "Dan", "S7", Revoke)
    assert message.startswith("Dan cannot play S7 — he holds ST")
    plays(deal, "ST")
    assert deal.takers()[-1] == 3


def test_a_trump_on_a_plain_lead_shows_no_card_of_the_suit_led() -> None:
    deal = after_stock()
    plays(deal, "HK SJ")
    assert deal.not_held[1] == {card for card in PACK if card.suit is Suit.HEARTS}
    plays(deal, "H7")  # once the trick is trumped, any heart will do
    assert deal.not_held[2] == set()
    refused(deal, "Ben", "HJ", NotYourTurn)


def test_known_cards_must_fit_the_hand() -> None:
    deal = after_stock()
    plays(deal, "H7 HA HT HK+")  # Dan shows hearts: HQ and the drawn ST known in his hand
    assert deal.known[3] == {c("ST"): 1, c("HQ"): 1}
    plays(deal, "HJ HJ HA HT")  # Ben leads; Dan takes with the second HA
    plays(deal, "SA SA SJ SJ")
    message = refused(deal, "Dan", "HK", Revoke)
    assert message == (
        "Dan cannot play HK — 2 cards are known in his hand, which then holds only 1"
    )
    plays(deal, "HQ")


def test_a_double_even_when_the_others_would_win_the_trick_in_progress() -> None:
    deal = new_round("DJ")
    plays(deal, "HA HA HT HT  CA CA CT CT")  # Anna & Cleo 84, Ben & Dan no trick
    plays(deal, "DK+ DA")  # Anna's trump marriage: 124; Ben's ace would take the trick
    assert deal.points(0) == 124 and deal.would_take() is not None
    deal.apply(Claim("Anna", ClaimKind.OUT))
    assert deal.result == Result(0, Kind.DOUBLE, How.OUT)


def test_the_dix_given_for_the_turn_up_is_the_last_card_drawn() -> None:
    deal = new_round("ST")
    plays(deal, "CA CT C7 D7")
    deal.apply(Exchange("Cleo"))
    plays(deal, "CA CT C7 D7  CK CK CQ CQ  CJ CJ H7 H7  DA DA DT DT  DK DK DQ DQ  DJ DJ HJ HJ")
    assert deal.takers()[-1] == 0 and deal.face_up is None
    assert deal.known[3][c("S7")] == 1  # Dan, before Anna, drew it
    assert deal.refusal(Play("Ben", c("S7"))) is not None  # Anna leads
    assert deal.refusal(Play("Anna", c("S7"))) is None  # the other seven is unseen
    plays(deal, "S7")
    assert "both copies" in refused(deal, "Ben", "S7", Revoke)
