"""Three players and a dummy: everything the dummy does is by the dummy, in its turn; its
hand may be laid down once, right after the opening lead, and then it plays only from it."""

from __future__ import annotations

import pytest
from homme_de_brou_helpers import c, cards, declare, new_round, plays, snapshot

from engine.errors import NotYourTurn, RuleError
from engine.homme_de_brou import Hand, InvalidDeclaration, InvalidHand, Revoke, Round, TurnUp
from engine.homme_de_brou.events import Event

LAID = cards("HK HQ CA DQ D8 S7 ST C8")


def refused(rnd: Round, event: Event, error: type[RuleError], match: str) -> None:
    before = snapshot(rnd)
    assert rnd.refusal(event) is not None
    with pytest.raises(error, match=match):
        rnd.apply(event)
    assert snapshot(rnd) == before


def led(dealer: int = 3) -> Round:
    """The spec's dummy deal after the opening lead (Dan deals, Anna leads DT)."""
    rnd = new_round(dealer, dummy=2)
    rnd.apply_all(
        [
            TurnUp("Dan", c("H8")),
            declare("Anna", "tierce", "S"),
            declare("Dummy", "marriage", "H"),
            *plays("Anna:DT"),
        ]
    )
    return rnd


def test_the_dummy_declares_in_its_own_turn() -> None:
    rnd = new_round(dummy=2)
    rnd.apply_all([TurnUp("Dan", c("H8")), declare("Dummy", "marriage", "H")])
    refused(rnd, declare("Anna", "marriage", "S"), InvalidDeclaration, "Dummy has declared")
    assert rnd.declarations[0].seat == 2


def test_the_partners_own_event_is_refused_in_the_dummys_turn() -> None:
    rnd = led()
    rnd.apply(plays("Ben:C9")[0])
    refused(rnd, plays("Anna:D8")[0], NotYourTurn, "Dummy's turn")


def test_the_hand_is_laid_down_right_after_the_opening_lead() -> None:
    rnd = led()
    rnd.apply(Hand("Dummy", LAID))
    assert rnd.laid == LAID
    assert all(rnd.seen[card] == 2 for card in LAID)
    rnd.apply(plays("Ben:C9")[0])
    refused(rnd, plays("Dummy:D7")[0], Revoke, "not in the dummy's hand laid down")
    refused(rnd, plays("Dummy:CA")[0], Revoke, "diamonds was led and the table has seen")
    rnd.apply(plays("Dummy:D8")[0])
    refused(rnd, plays("Dan:ST")[0], Revoke, "seen it in Dummy's hand")


def test_the_hand_is_optional() -> None:
    rnd = led()
    rnd.apply_all(plays("Ben:C9 Dummy:D7 Dan:D9"))
    assert rnd.laid is None
    refused(rnd, Hand("Dummy", LAID), InvalidHand, "right after the lead")


def test_the_hand_is_only_the_dummys_and_only_once() -> None:
    rnd = led()
    refused(rnd, Hand("Anna", LAID), InvalidHand, "only the dummy, Dummy")
    rnd.apply(Hand("Dummy", LAID))
    refused(rnd, Hand("Dummy", LAID), InvalidHand, "again")
    four = new_round()
    four.apply_all([TurnUp("Dan", c("H8")), *plays("Anna:DT")])
    refused(four, Hand("Cleo", LAID), InvalidHand, "no dummy")


def test_not_before_the_opening_lead() -> None:
    rnd = new_round(dummy=2)
    refused(rnd, Hand("Dummy", LAID), RuleError, "first turns up")
    rnd.apply(TurnUp("Dan", c("H8")))
    refused(rnd, Hand("Dummy", LAID), InvalidHand, "right after the lead")


def test_eight_different_cards_or_seven_when_the_dummy_led() -> None:
    rnd = led()
    refused(rnd, Hand("Dummy", LAID[:7]), InvalidHand, "8 different cards")
    refused(rnd, Hand("Dummy", (*LAID[:7], LAID[0])), InvalidHand, "8 different cards")
    eldest = new_round(dealer=1, dummy=2)
    eldest.apply_all([TurnUp("Ben", c("H8")), *plays("Dummy:D7")])
    refused(eldest, Hand("Dummy", LAID), InvalidHand, "7 different cards")
    eldest.apply(Hand("Dummy", LAID[:7]))


def test_the_hand_agrees_with_what_the_table_has_seen() -> None:
    rnd = led()
    refused(rnd, Hand("Dummy", cards("HK HQ CA DQ D8 S7 DT C8")), InvalidHand, "DT — it was played")
    refused(rnd, Hand("Dummy", cards("HK HQ CA DQ D8 S7 SK C8")), InvalidHand, "Anna's hand")
    refused(rnd, Hand("Dummy", cards("HK SA CA DQ D8 S7 ST C8")), InvalidHand, "must hold HQ")
    refused(rnd, Hand("Dummy", cards("HK HQ CA DQ D8 S7 ST H8")), InvalidHand, "Dan's hand")


def test_when_the_deal_falls_to_the_dummy_it_turns_up() -> None:
    rnd = new_round(dealer=2, dummy=2)
    refused(rnd, TurnUp("Anna", c("S7")), NotYourTurn, "Dummy deals")
    rnd.apply(TurnUp("Dummy", c("S7")))
    assert rnd.seen == {c("S7"): 2} and rnd.to_act == 3
