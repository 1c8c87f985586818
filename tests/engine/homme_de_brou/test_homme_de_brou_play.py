"""Whist's trick play as ruled: eldest leads, the taker leads next, follow suit if able, no
duty to trump or to head; who takes a trick and why; rencontres; revokes after a show-out."""

from __future__ import annotations

import pytest
from homme_de_brou_helpers import EXAMPLE, NAMES, c, new_round, opened, plays, snapshot

from engine.errors import NotYourTurn, RuleError
from engine.homme_de_brou import Kind, Reason, Revoke, Round, Suit, TurnUp, side_names
from engine.homme_de_brou.events import Event


def refused(rnd: Round, event: Event, error: type[RuleError], match: str) -> None:
    before = snapshot(rnd)
    with pytest.raises(error, match=match):
        rnd.apply(event)
    assert snapshot(rnd) == before


def trick(text: str, trump: str = "H", dealer: int = 3) -> Round:
    """A deal with one trick played, the turn-up a low card of ``trump`` held by the dealer."""
    rnd = new_round(dealer)
    rnd.apply(TurnUp(NAMES[dealer], c(trump + "7")))
    rnd.apply_all(plays(text))
    return rnd


def test_eldest_leads_and_the_taker_leads_next() -> None:
    rnd = opened()
    assert rnd.to_act == 0
    refused(rnd, plays("Ben:SA")[0], NotYourTurn, "Anna's turn")
    rnd.apply_all(plays("Anna:D7 Ben:D8 Cleo:DA Dan:D9"))
    assert rnd.to_play == 2
    refused(rnd, plays("Dan:SA")[0], NotYourTurn, "Cleo's turn")


def test_the_highest_trump_takes_else_the_highest_of_the_suit_led_the_ten_high() -> None:
    rnd = trick("Anna:SK Ben:ST Cleo:SA Dan:CA")
    assert rnd.explain(1).seat == 2 and rnd.explain(1).reason is Reason.LED
    rnd = trick("Anna:SK Ben:ST Cleo:S9 Dan:CA")
    assert rnd.explain(1).card == c("ST")  # the Ten beats the King
    rnd = trick("Anna:SA Ben:H9 Cleo:HQ Dan:S8")
    taking = rnd.explain(1)
    assert taking.seat == 2 and taking.reason is Reason.TRUMP
    assert taking.statement(NAMES).message == (
        "Cleo takes the trick with HQ: the highest trump, hearts being trumps"
    )


def test_no_duty_to_trump_or_to_head() -> None:
    rnd = trick("Anna:SA Ben:C7 Cleo:S7")  # Ben neither follows nor trumps, Cleo does not head
    assert rnd.refusal(plays("Dan:D9")[0]) is None
    rnd.apply(plays("Dan:D9")[0])
    assert rnd.explain(1).seat == 0


def test_a_show_out_makes_a_seat_void_for_the_rest_of_the_deal() -> None:
    rnd = trick("Anna:SA Ben:C7 Cleo:S7 Dan:S8")
    assert rnd.voids[1] == {Suit.SPADES: 1}
    rnd.apply_all(plays("Anna:D7"))
    refused(rnd, plays("Ben:S9")[0], Revoke, "Ben did not follow spades in trick 1")
    rnd.apply_all(plays("Ben:D8 Cleo:DA Dan:D9"))
    rnd.apply_all(plays("Cleo:C8 Dan:C9 Anna:CA"))
    refused(rnd, plays("Ben:SK")[0], Revoke, "did not follow spades")
    rnd.apply(plays("Ben:H9")[0])  # not following says nothing about trumps
    assert rnd.explain(3).seat == 1


def test_a_void_seat_may_not_lead_the_suit_either() -> None:
    rnd = trick("Anna:SA Ben:HK Cleo:S7 Dan:S8")  # Ben trumps: void in spades
    assert rnd.to_play == 1
    refused(rnd, plays("Ben:SK")[0], Revoke, "did not follow spades in trick 1")


def test_rencontres_are_found_whoever_played_the_cards() -> None:
    rnd = trick("Anna:CK Ben:C7 Cleo:CQ Dan:C8")  # partners' cards
    assert [(x.kind, x.suit, x.value) for x in rnd.tricks[0].rencontres] == [
        (Kind.MARRIAGE, Suit.CLUBS, 40)
    ]
    assert rnd.take(0).rencontres == 40 and rnd.take(1).rencontres == 0


def test_a_trick_may_hold_two_marriages_each_scoring() -> None:
    rnd = trick("Anna:SK Ben:CK Cleo:SQ Dan:CQ")
    found = rnd.tricks[0].rencontres
    assert [(x.suit, x.value) for x in found] == [(Suit.SPADES, 40), (Suit.CLUBS, 40)]
    assert rnd.take(0).rencontres == 80  # Anna took it with the king led


def test_a_tierce_de_rencontre_scores_only_as_a_tierce_and_doubles_in_trumps() -> None:
    rnd = trick("Anna:HK Ben:HQ Cleo:HJ Dan:H7")  # Dan follows with his turn-up
    found = rnd.tricks[0].rencontres
    assert [(x.kind, x.suit, x.value) for x in found] == [(Kind.TIERCE, Suit.HEARTS, 120)]
    assert rnd.take(0).rencontres == 120


def test_a_trick_still_being_played_shows_no_rencontre() -> None:
    rnd = trick("Anna:CK Ben:CQ Cleo:CJ")
    assert rnd.tricks == [] and rnd.take(0).rencontres == 0
    assert rnd.rencontre_statements(side_names(NAMES)) == []


def test_a_rencontre_is_said_in_a_sentence() -> None:
    rnd = trick("Anna:CK Ben:CQ Cleo:CA Dan:C7")
    [statement] = rnd.rencontre_statements(side_names(NAMES))
    assert (
        statement.message == "trick 1 holds the marriage of clubs de rencontre: 40 for Anna & Cleo"
    )


def test_no_bonus_for_the_last_trick_or_for_most_tricks() -> None:
    rnd = new_round()
    rnd.apply_all(EXAMPLE)
    ben_dan = rnd.scores()[1]
    assert rnd.takers().count(0) + rnd.takers().count(2) == 5  # most tricks to Anna & Cleo
    assert rnd.takers()[-1] == 3  # the last trick to Dan
    assert ben_dan.points == 60 + 49
    assert sum(s.cards for s in rnd.scores()) == 120


def test_the_cards_a_seat_may_play_as_far_as_the_table_has_seen() -> None:
    rnd = opened()
    rnd.apply_all(plays("Anna:H9 Ben:HT Cleo:HA"))
    # Dan holds the turn-up H8: he follows suit (HK and HQ are Cleo's)
    assert rnd.playable_cards() == (c("HJ"), c("H8"), c("H7"))
    assert len(opened().playable_cards()) == 32 - 3  # all but Cleo's HK HQ and Dan's H8
