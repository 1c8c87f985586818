"""Play: turns, the cards the table has seen, marriages and the trump, who takes each trick."""

from __future__ import annotations

import pytest
from tysiacha_helpers import c, cards, example_1, new_round, plays, ready, snapshot

from engine.errors import (
    CardAlreadyPlayed,
    CardNotInDeck,
    NotYourTurn,
    RoundOver,
    RuleError,
    WrongPhase,
)
from engine.tysiacha import (
    Bid,
    Card,
    Event,
    FinalBid,
    InvalidMarriage,
    Pass,
    Play,
    Rank,
    Reason,
    Revoke,
    Round,
    Suit,
    Widow,
)


def refused(rnd: Round, event: Event, error: type[RuleError], *words: str) -> RuleError:
    """Apply ``event``, expect ``error`` with ``words`` in its sentence and nothing changed."""
    before = snapshot(rnd)
    with pytest.raises(error) as caught:
        rnd.apply(event)
    for word in words:
        assert word in caught.value.message, caught.value.message
    assert snapshot(rnd) == before
    return caught.value


def played(rnd: Round, text: str) -> Round:
    rnd.apply_all(plays(text))
    return rnd


def with_widow(widow: str) -> Round:
    """Cleo the soloist at 100 (Anna deals), the widow shown as given, the final bid made."""
    rnd = new_round()
    rnd.apply_all(
        [
            Bid("Cleo", 100),
            Pass("Anna"),
            Pass("Ben"),
            Widow("Cleo", cards(widow)),
            FinalBid("Cleo", 100),
        ]
    )
    return rnd


def test_no_card_before_the_final_bid() -> None:
    rnd = new_round()
    refused(rnd, Play("Cleo", c("SA")), WrongPhase, "auction")
    rnd.apply_all([Bid("Cleo", 100), Pass("Anna"), Pass("Ben")])
    refused(rnd, Play("Cleo", c("SA")), WrongPhase, "widow")
    rnd.apply(Widow("Cleo", cards("SA D9 HK")))
    refused(rnd, Play("Cleo", c("SA")), WrongPhase, "final bid")


def test_the_soloist_leads_and_play_goes_clockwise() -> None:
    rnd = ready()
    refused(rnd, Play("Anna", c("SA")), NotYourTurn, "Anna", "SA", "Cleo's turn")
    played(rnd, "Cleo:SA")
    refused(rnd, Play("Ben", c("S9")), NotYourTurn, "Anna's turn")


def test_the_taker_leads_the_next_trick() -> None:
    rnd = played(ready(), "Cleo:S9 Anna:SA Ben:ST")
    assert rnd.tricks[0].taker == 0 and rnd.to_play == 0 and rnd.tricks[0].points == 21
    refused(rnd, Play("Cleo", c("HA")), NotYourTurn)


def test_a_card_not_in_the_pack_or_played_twice() -> None:
    rnd = played(ready(), "Cleo:SA")
    refused(rnd, Play("Anna", Card(Suit.SPADES, Rank.EIGHT)), CardNotInDeck, "S8")
    refused(rnd, Play("Anna", c("SA")), CardAlreadyPlayed, "Anna", "SA")


def test_who_takes_a_trick() -> None:
    rnd = played(ready(), "Cleo:ST Anna:HA Ben:SK")  # no trump: an ace off suit loses
    taking = rnd.explain(1)
    assert taking.seat == 2 and taking.reason is Reason.LED and taking.card == c("ST")
    assert taking.statement(rnd.players).message == (
        "Cleo takes the trick with ST: the highest card of spades led"
    )
    rnd = played(ready(), "Cleo:HK* Anna:HA Ben:HT")  # no duty to beat; the ten beats the king
    assert rnd.explain(1).seat == 0
    rnd = played(rnd, "Anna:SA Ben:H9 Cleo:SJ")  # a nine of trumps beats the ace
    assert rnd.explain(2).seat == 1 and rnd.explain(2).reason is Reason.TRUMP


def test_a_marriage_only_on_the_lead_with_its_king_or_queen() -> None:
    rnd = ready()
    refused(rnd, Play("Cleo", c("HA"), True), InvalidMarriage, "K or Q")
    played(rnd, "Cleo:SA")
    refused(rnd, Play("Anna", c("SK"), True), InvalidMarriage, "on lead")


def test_a_king_led_without_declaring_loses_the_marriage() -> None:
    rnd = played(ready(), "Cleo:HK Anna:H9 Ben:HA")
    assert rnd.trump is None and rnd.marriages == []
    refused(rnd, Play("Ben", c("HQ"), True), InvalidMarriage, "HK was already played")


def test_the_shown_card_is_seen_in_the_declarers_hand() -> None:
    rnd = played(ready(), "Cleo:HK* Anna:HA")  # Cleo holds HQ
    refused(rnd, Play("Ben", c("HQ")), Revoke, "Ben", "HQ", "Cleo showed it")
    assert rnd.may_declare(c("HQ")) is False


def test_holding_the_shown_card_the_declarer_follows_its_suit() -> None:
    rnd = played(ready(), "Cleo:HK* Anna:HT Ben:H9 Anna:HA Ben:HJ")
    refused(rnd, Play("Cleo", c("SA")), Revoke, "Cleo", "SA", "HQ", "follow suit")
    played(rnd, "Cleo:HQ")
    assert rnd.shown == {}


def test_holding_the_shown_trump_the_declarer_follows_or_trumps() -> None:
    rnd = played(ready(), "Cleo:HK* Anna:HT Ben:H9 Anna:CA Ben:C9")
    refused(rnd, Play("Cleo", c("DA")), Revoke, "Cleo", "DA", "follow clubs or trump")
    for card in ("CK", "HJ", "HQ"):
        copy = played(ready(), "Cleo:HK* Anna:HT Ben:H9 Anna:CA Ben:C9")
        copy.apply(Play("Cleo", c(card)))


def test_a_show_out_makes_the_player_void_in_the_suit() -> None:
    rnd = played(ready(), "Cleo:SA Anna:D9 Ben:S9")
    assert rnd.voids[0].keys() == {Suit.SPADES}
    played(rnd, "Cleo:ST")
    refused(rnd, Play("Anna", c("SK")), Revoke, "Anna", "SK", "spades in trick 1")
    played(rnd, "Anna:HA Ben:SK")
    # led cards are checked too
    rnd = played(ready(), "Cleo:SA Anna:D9 Ben:S9 Cleo:C9 Anna:CA Ben:CT")
    refused(rnd, Play("Anna", c("SQ")), Revoke, "spades")


def test_neither_following_nor_trumping_makes_the_player_void_in_the_trump() -> None:
    rnd = played(ready(), "Cleo:HK* Anna:HT Ben:H9 Anna:CA Ben:D9 Cleo:C9")
    assert rnd.voids[1].keys() == {Suit.CLUBS, Suit.HEARTS}
    played(rnd, "Anna:DA")
    refused(rnd, Play("Ben", c("HA")), Revoke, "neither followed nor trumped", "hearts")


def test_an_opponent_plays_at_most_one_card_of_the_shown_widow() -> None:
    rnd = played(with_widow("SA D9 HK"), "Cleo:CA Anna:D9 Ben:C9")
    played(rnd, "Cleo:ST")
    refused(rnd, Play("Anna", c("SA")), Revoke, "Anna", "SA", "D9")
    played(rnd, "Anna:SK Ben:SA")  # Ben may have the other one
    played(rnd, "Ben:H9 Cleo:HK Anna:HA")  # and the soloist any of them
    assert len(rnd.tricks) == 3


def test_an_opponents_marriage_counts_its_shown_card_against_the_widow() -> None:
    rnd = played(with_widow("CA D9 HK"), "Cleo:C9 Anna:CJ Ben:CA")
    assert rnd.to_play == 1
    refused(rnd, Play("Ben", c("HQ"), True), InvalidMarriage, "two cards of the widow")
    refused(rnd, Play("Ben", c("HK"), True), InvalidMarriage)
    played(rnd, "Ben:SK*")
    rnd = with_widow("HK HQ SA")
    played(rnd, "Cleo:SA Anna:ST Ben:S9")
    rnd = with_widow("HK HQ S9")
    played(rnd, "Cleo:SJ Anna:SA Ben:S9")  # Anna leads; she cannot hold both HK and HQ
    refused(rnd, Play("Anna", c("HK"), True), InvalidMarriage)
    rnd.apply(Play("Anna", c("HK")))


def test_in_a_forced_game_the_widow_is_unknown() -> None:
    rnd = new_round()
    rnd.apply_all([Pass("Cleo"), Pass("Anna"), Bid("Ben", 100), FinalBid("Ben", 100)])
    played(rnd, "Ben:SA Cleo:S9 Anna:ST Ben:HK* Cleo:HA Anna:H9")
    assert rnd.widow is None and rnd.take(1) == 121


def test_the_deal_ends_after_eight_tricks() -> None:
    rnd = new_round()
    rnd.apply_all(example_1())
    refused(rnd, Play("Cleo", c("SA")), RoundOver, "ended")
    assert rnd.playable_cards() == () and rnd.unplayed_cards() == ()


def test_playable_cards_are_what_the_table_allows() -> None:
    rnd = played(ready(), "Cleo:HK* Anna:HT Ben:H9 Anna:CA Ben:C9")
    playable = rnd.playable_cards()
    assert c("DA") not in playable and c("CK") in playable and c("HQ") in playable
    assert c("CA") not in playable
    rnd = played(ready(), "Cleo:HK* Anna:HT Ben:H9")
    assert rnd.may_declare(c("SK")) and not rnd.may_declare(c("HQ"))
