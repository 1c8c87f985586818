"""Generated illegal bids, final bids and cards: each refused in words, nothing changed."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from tysiacha_helpers import NAMES, cards, new_round, snapshot

from engine.errors import CardAlreadyPlayed, RuleError
from engine.french import RANKS, SUITS, Card
from engine.tysiacha import Bid, Event, FinalBid, InvalidBid, Pass, Phase, Play, Round, Widow
from engine.tysiacha.selfplay import random_game

ALL_CARDS = [Card(s, r) for s in SUITS for r in RANKS]  # the 8s and 7s are not in the pack


def _deals(seed: int) -> list[tuple[int, list[Event]]]:
    """The first deals of a seeded self-played game: each dealer and its events."""
    game, deals = random_game(random.Random(seed), seed % 3, deals=3)
    return [(r.dealer, events) for r, events in zip(game.rounds, deals, strict=True)]


DEALS = [deal for seed in range(6) for deal in _deals(seed)]


def replayed(deal: int, step: int) -> Round:
    """Sample deal ``deal`` replayed up to event ``step``: any moment of a deal."""
    dealer, events = DEALS[deal % len(DEALS)]
    rnd = Round(NAMES, dealer)
    rnd.apply_all(events[: step % (len(events) + 1)])
    return rnd


@given(st.integers(-1000, 2000), st.sampled_from([None, 100, 150, 390, 400]))
def test_a_bid_is_accepted_exactly_when_it_is_legal(amount: int, last: int | None) -> None:
    rnd = new_round()
    if last is not None:
        rnd.apply(Bid("Cleo", last))
    seat = rnd.to_act
    assert seat is not None
    legal = amount in rnd.legal_bids()
    before = snapshot(rnd)
    try:
        rnd.apply(Bid(NAMES[seat], amount))
    except InvalidBid as error:
        assert not legal and NAMES[seat] in error.message and str(amount) in error.message
        assert snapshot(rnd) == before
    else:
        assert legal and rnd.bid == amount


@given(st.integers(-100, 1000), st.sampled_from([100, 120, 400]), st.booleans())
def test_a_final_bid_is_accepted_exactly_when_it_is_legal(
    amount: int, bid: int, forced: bool
) -> None:
    rnd = new_round()
    if forced:
        rnd.apply_all([Pass("Cleo"), Pass("Anna"), Bid("Ben", bid)])
    else:
        rnd.apply_all([Bid("Cleo", bid), Pass("Anna"), Pass("Ben")])
        rnd.apply(Widow("Cleo", cards("SA D9 HK")))
    soloist = rnd.soloist
    assert soloist is not None
    legal = amount in rnd.legal_final_bids()
    before = snapshot(rnd)
    try:
        rnd.apply(FinalBid(NAMES[soloist], amount))
    except InvalidBid as error:
        assert not legal and str(amount) in error.message
        assert snapshot(rnd) == before
    else:
        assert legal and rnd.phase is Phase.PLAY


@settings(max_examples=300)
@given(
    st.integers(0, 10_000),
    st.integers(0, 10_000),
    st.sampled_from(ALL_CARDS),
    st.booleans(),
    st.sampled_from(NAMES),
)
def test_any_card_at_any_moment_is_played_or_refused_unchanged(
    deal: int, step: int, card: Card, marriage: bool, by: str
) -> None:
    rnd = replayed(deal, step)
    before = snapshot(rnd)
    seat = NAMES.index(by)
    predicted = rnd.refusal(seat, card, marriage)
    try:
        rnd.apply(Play(by, card, marriage))
    except RuleError as error:
        assert by in error.message
        assert snapshot(rnd) == before
        assert predicted is not None and type(predicted) is type(error)
        if rnd.phase is Phase.PLAY and seat == rnd.to_play and card in rnd.played:
            assert isinstance(error, CardAlreadyPlayed)
    else:
        assert predicted is None and card in rnd.played
