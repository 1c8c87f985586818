"""The turn-up and the declarations before play: each ruling of the rules page and the
record spec, refusals in words, the deal unchanged."""

from __future__ import annotations

import pytest
from homme_de_brou_helpers import EXAMPLE, c, declare, new_round, opened, plays, snapshot

from engine.errors import CardAlreadyPlayed, NotYourTurn, RoundOver, RuleError, WrongPhase
from engine.homme_de_brou import InvalidDeclaration, Kind, Phase, Round, Suit, TurnUp
from engine.homme_de_brou.events import Event


def refused(rnd: Round, event: Event, error: type[RuleError], match: str) -> None:
    """``event`` is refused with ``error`` saying ``match``, and the deal is unchanged."""
    before = snapshot(rnd)
    assert rnd.refusal(event) is not None
    with pytest.raises(error, match=match):
        rnd.apply(event)
    assert snapshot(rnd) == before


# ----------------------------------------------------------------- the turn-up


def test_the_turn_up_names_trumps_and_stays_with_the_dealer() -> None:
    rnd = new_round()
    rnd.apply(TurnUp("Dan", c("H8")))
    assert rnd.trump is Suit.HEARTS and rnd.phase is Phase.DECLARE
    assert rnd.seen == {c("H8"): 3}


def test_the_turn_up_comes_first() -> None:
    rnd = new_round()
    refused(rnd, plays("Anna:SA")[0], WrongPhase, "Dan, first turns up")
    refused(rnd, declare("Anna", "marriage", "S"), WrongPhase, "Dan, first turns up")


def test_only_the_dealer_turns_up_and_only_once() -> None:
    rnd = new_round()
    refused(rnd, TurnUp("Anna", c("H8")), NotYourTurn, "Dan deals this time")
    rnd.apply(TurnUp("Dan", c("H8")))
    refused(rnd, TurnUp("Dan", c("S7")), WrongPhase, "H8 is turned up already: hearts are trumps")


def test_only_the_dealer_plays_the_turn_up_and_follows_its_suit_while_he_holds_it() -> None:
    rnd = opened()
    refused(rnd, plays("Anna:H8")[0], RuleError, "seen it in Dan's hand")
    rnd.apply_all(plays("Anna:H9 Ben:HT Cleo:HA"))
    refused(rnd, plays("Dan:S7")[0], RuleError, "hearts was led and the table has seen H8")
    rnd.apply(plays("Dan:H8")[0])


# ----------------------------------------------------------------- declarations


def test_declarations_go_in_playing_order_from_eldest_the_dealer_last() -> None:
    rnd = opened()  # Anna (eldest) the spade tierce, Cleo the heart marriage
    refused(rnd, declare("Ben", "marriage", "C"), InvalidDeclaration, "Cleo has declared")
    refused(rnd, declare("Anna", "marriage", "D"), InvalidDeclaration, "order from Anna")
    assert rnd.declaring_seats() == (2, 3)
    assert not rnd.may_declare(1, Kind.MARRIAGE, Suit.CLUBS)
    rnd.apply(declare("Cleo", "marriage", "D"))  # several suits, the same seat again
    rnd.apply(declare("Dan", "tierce", "C"))  # the dealer last
    assert [(rnd.players[d.seat], d.suit.value, d.value) for d in rnd.declarations] == [
        ("Anna", "S", 30),
        ("Cleo", "H", 40),
        ("Cleo", "D", 20),
        ("Dan", "C", 30),
    ]


def test_a_hand_declares_its_suits_in_any_order() -> None:
    rnd = new_round()
    rnd.apply_all([TurnUp("Dan", c("H8")), declare("Ben", "tierce", "D")])
    rnd.apply(declare("Ben", "marriage", "C"))
    rnd.apply(declare("Ben", "marriage", "S"))
    assert [d.suit for d in rnd.declarations] == [Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES]


def test_a_suit_is_declared_once_the_tierce_absorbing_its_marriage() -> None:
    rnd = opened()
    refused(rnd, declare("Cleo", "tierce", "S"), InvalidDeclaration, "Anna declared spades")
    refused(rnd, declare("Cleo", "tierce", "H"), InvalidDeclaration, "Cleo declared hearts")
    rnd2 = new_round()
    rnd2.apply_all([TurnUp("Dan", c("H8")), declare("Anna", "tierce", "S")])
    refused(rnd2, declare("Anna", "marriage", "S"), InvalidDeclaration, "declared spades")


def test_a_tierce_may_be_declared_as_its_marriage_and_the_jack_is_not_seen() -> None:
    rnd = new_round()
    rnd.apply_all([TurnUp("Dan", c("H8")), declare("Anna", "marriage", "S")])
    assert rnd.declarations[0].value == 20
    assert c("SJ") not in rnd.seen
    rnd.apply_all(plays("Anna:SA Ben:SJ"))  # anyone may hold the jack


def test_a_combination_showing_another_seats_turn_up_is_refused() -> None:
    rnd = new_round()
    rnd.apply(TurnUp("Dan", c("HK")))
    refused(rnd, declare("Cleo", "marriage", "H"), InvalidDeclaration, "shows HK, turned up by Dan")
    rnd.apply(declare("Dan", "tierce", "H"))  # the dealer shows his own turn-up
    assert rnd.declarations[0].value == 60
    assert {card for card, seat in rnd.seen.items() if seat == 3} == {c("HK"), c("HQ"), c("HJ")}


def test_a_hand_shows_at_most_eight_cards() -> None:
    rnd = new_round()
    rnd.apply_all(
        [TurnUp("Dan", c("H8")), declare("Anna", "tierce", "S"), declare("Anna", "tierce", "C")]
    )
    refused(rnd, declare("Anna", "tierce", "D"), InvalidDeclaration, "shows 9 cards")
    rnd.apply(declare("Anna", "marriage", "D"))  # eight: a whole hand
    dealer = new_round()
    dealer.apply_all(
        [TurnUp("Dan", c("D7")), declare("Dan", "tierce", "S"), declare("Dan", "tierce", "C")]
    )
    refused(dealer, declare("Dan", "marriage", "H"), InvalidDeclaration, "shows 9 cards")


def test_no_declaration_after_the_opening_lead() -> None:
    rnd = opened()
    rnd.apply(plays("Anna:DT")[0])
    refused(rnd, declare("Ben", "marriage", "C"), WrongPhase, "play has begun")
    assert rnd.declaring_seats() == ()


def test_declared_cards_are_played_only_by_their_declarer() -> None:
    rnd = opened()
    rnd.apply_all(plays("Anna:C7"))
    refused(rnd, plays("Ben:HK")[0], RuleError, "seen it in Cleo's hand")
    refused(rnd, plays("Ben:SQ")[0], RuleError, "seen it in Anna's hand")


def test_nothing_is_deduced_by_elimination() -> None:
    """Anna holds the seen SK SQ SJ: a record cut off before a contradiction shows stays valid."""
    rnd = opened()
    rnd.apply_all(plays("Anna:SK Ben:S7 Cleo:S8 Dan:S9"))
    rnd.apply_all(plays("Anna:D7 Ben:D8 Cleo:D9 Dan:DJ"))
    assert rnd.refusal(plays("Dan:SQ")[0]) is not None  # still seen with Anna
    assert rnd.refusal(plays("Dan:C7")[0]) is None


def test_a_card_is_played_once() -> None:
    rnd = opened()
    rnd.apply_all(plays("Anna:DT Ben:C9"))
    refused(rnd, plays("Cleo:DT")[0], CardAlreadyPlayed, "played already")


def test_a_deal_that_has_ended_takes_no_more_events() -> None:
    rnd = new_round()
    rnd.apply_all(EXAMPLE)
    refused(rnd, plays("Anna:SA")[0], RoundOver, "deal is over")
    refused(rnd, declare("Anna", "marriage", "S"), RoundOver, "deal is over")
