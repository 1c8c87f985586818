"""Every worked example of the rules page, and the spec's replay summary, as tests."""

from __future__ import annotations

import pytest
from tysiacha_helpers import NAMES, cards, example_1, new_round, plays

from engine.errors import RoundOver, WrongPhase
from engine.tysiacha import (
    Bid,
    Concede,
    FinalBid,
    Game,
    InvalidBid,
    Pass,
    Phase,
    Play,
    Widow,
    capped,
    rounded,
    score_deal,
    summarize,
)


def test_example_1_a_whole_deal() -> None:
    rnd = new_round()
    rnd.apply_all(example_1())
    assert rnd.ended and rnd.soloist == 2 and rnd.bid == 120 and rnd.final_bid == 140
    assert rnd.card_points == [30, 12, 78]
    assert [rnd.take(seat) for seat in range(3)] == [70, 12, 178]
    assert [s.points for s in rnd.scores()] == [70, 12, 140]
    assert rnd.made


def test_example_1_replays_as_the_spec_prints_it() -> None:
    game = Game(NAMES, "Anna")
    game.apply_all(example_1())
    # the spec's second deal: Ben deals, Anna (R) and Ben (D) pass, Cleo must bid
    game.apply_all(
        [
            Pass("Anna"),
            Pass("Ben"),
            Bid("Cleo", 100),
            FinalBid("Cleo", 100),
            *plays("Cleo:CA Anna:CK Ben:C9 Cleo:HQ*"),
        ]
    )
    assert summarize(game) == {
        "game": "tysiacha",
        "players": ["Anna", "Ben", "Cleo"],
        "rounds": [
            {
                "dealer": "Anna",
                "soloist": "Cleo",
                "bid": 120,
                "final_bid": 140,
                "forced": False,
                "conceded": False,
                "end": "complete",
                "trumps": ["H", "S", "S", "S", "S", "S", "S", "S"],
                "takers": ["Anna", "Cleo", "Cleo", "Ben", "Anna", "Cleo", "Cleo", "Cleo"],
                "points": {"Anna": 30, "Ben": 12, "Cleo": 78},
                "marriages": {"Anna": ["S"], "Ben": [], "Cleo": ["H"]},
                "scores": {"Anna": 70, "Ben": 12, "Cleo": 140},
            },
            {
                "dealer": "Ben",
                "soloist": "Cleo",
                "bid": 100,
                "final_bid": 100,
                "forced": True,
                "conceded": False,
                "end": "open",
                "trumps": [None],
                "takers": ["Cleo"],
                "points": {"Anna": 0, "Ben": 0, "Cleo": 15},
                "marriages": {"Anna": [], "Ben": [], "Cleo": ["H"]},
                "scores": None,
            },
        ],
        "totals": {"Anna": 70, "Ben": 12, "Cleo": 140},
        "finished": False,
        "winners": [],
    }


def test_example_2_the_forced_game() -> None:
    rnd = new_round()  # Anna deals: Cleo is R, Ben E
    rnd.apply_all([Pass("Cleo"), Pass("Anna")])
    assert rnd.forced and rnd.to_act == 1 and not rnd.may_pass()
    with pytest.raises(InvalidBid):
        rnd.apply(Pass("Ben"))
    rnd.apply(Bid("Ben", 100))
    assert rnd.soloist == 1 and rnd.phase is Phase.DECIDE  # the widow is taken unseen
    with pytest.raises(WrongPhase):
        rnd.apply(Widow("Ben", cards("SA D9 HK")))
    with pytest.raises(InvalidBid):
        rnd.apply(FinalBid("Ben", 110))
    assert rnd.legal_final_bids() == (100,)
    rnd.apply(FinalBid("Ben", 100))
    assert rnd.phase is Phase.PLAY and rnd.to_act == 1
    assert [s.points for s in score_deal(1, 100, (15, 85, 20), (0, 0, 0))] == [15, -100, 20]


def test_a_forced_bid_above_100_may_be_raised() -> None:
    rnd = new_round()
    rnd.apply_all([Pass("Cleo"), Pass("Anna"), Bid("Ben", 120)])
    assert rnd.soloist == 1 and rnd.legal_final_bids()[:2] == (120, 130)
    rnd.apply(FinalBid("Ben", 150))
    assert rnd.final_bid == 150


def test_example_3_forty_each() -> None:
    rnd = new_round()
    rnd.apply_all([Bid("Cleo", 120), Pass("Anna"), Pass("Ben"), Widow("Cleo", cards("SA D9 HK"))])
    rnd.apply(Concede("Cleo"))
    assert rnd.ended and rnd.conceded and rnd.final_bid is None
    assert [s.points for s in rnd.scores()] == [40, 40, -120]
    assert not rnd.made


def test_forty_each_in_a_forced_game_right_after_the_bid() -> None:
    rnd = new_round(totals=(990, 0, 0))
    rnd.apply_all([Pass("Cleo"), Pass("Anna"), Bid("Ben", 100), Concede("Ben")])
    assert [s.points for s in rnd.scores()] == [10, -100, 40]  # the 40 is capped too


def test_forty_each_is_refused_once_the_final_bid_is_made() -> None:
    rnd = new_round()
    rnd.apply_all(example_1()[:7])
    with pytest.raises(WrongPhase):
        rnd.apply(Concede("Cleo"))


def test_example_4_pegging_and_winning() -> None:
    assert 985 + capped(985, 31) == 1000
    rnd = new_round(totals=(985, 0, 920))
    rnd.apply_all(example_1(final_bid=110))
    assert [s.points for s in rnd.scores()] == [15, 12, 110]
    game = Game(NAMES, "Anna")
    game.rounds.append(rnd)
    assert game.winner == 2 and game.finished and game.winners() == (2,)
    with pytest.raises(RoundOver):
        game.apply(Bid("Cleo", 100))


def test_example_4_reaching_exactly_1000_does_not_win() -> None:
    rnd = new_round(totals=(0, 0, 890))
    rnd.apply_all(example_1(final_bid=110))
    game = Game(NAMES, "Anna")
    game.rounds.append(rnd)
    assert rnd.made and game.winner is None and not game.finished
    game.apply(Bid("Anna", 100))  # play on: the next deal starts (Ben deals, Anna is R)
    assert len(game.rounds) == 2


def test_an_opponent_at_1000_scores_nothing_and_totals_may_go_negative() -> None:
    assert capped(1000, 12) == 0
    rnd = new_round(totals=(1000, -50, 0))
    rnd.apply_all(example_1(final_bid=200))  # Cleo takes 178: fails
    assert [s.points for s in rnd.scores()] == [0, 12, -200]


def test_the_rounding_variant() -> None:
    assert (rounded(37), rounded(38), rounded(12), rounded(0)) == (35, 40, 10, 0)
    scores = score_deal(2, 140, (32, 13, 139), (0, 0, 0), rounding=True)
    assert [s.points for s in scores] == [30, 15, -140]  # the soloist is judged unrounded


def test_the_game_ranks_by_total_before_anyone_wins() -> None:
    game = Game(NAMES, "Anna")
    game.apply_all(example_1(final_bid=110))
    assert game.places() == (2, 3, 1)
    assert game.totals() == (70, 12, 110)


def test_a_marriage_sets_the_trump_for_the_trick_it_leads() -> None:
    rnd = new_round()
    rnd.apply_all([*example_1()[:7], *plays("Cleo:HQ* Anna:SA")])
    # Anna did not follow hearts: the trump of that moment is hearts, she shows out of it
    assert rnd.trump is not None and rnd.trump.value == "H"
    taking = rnd.would_take()
    assert taking is not None and taking.seat == 2
    rnd.apply(Play("Ben", cards("SK")[0]))
    assert rnd.tricks[0].taker == 2 and rnd.tricks[0].trump is not None
    assert (
        rnd.trump_statement().message == "Trump is hearts: Cleo declared the marriage in trick 1."
    )
