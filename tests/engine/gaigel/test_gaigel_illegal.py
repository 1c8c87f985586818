"""Generated events at generated moments of self-played deals: every refusal is a sentence
that names the player, and leaves the deal exactly as it was."""

from __future__ import annotations

import random

from gaigel_helpers import NAMES, snapshot
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import RuleError
from engine.french import RANKS, SUITS, Card
from engine.gaigel import (
    CARDS,
    Claim,
    ClaimKind,
    Event,
    Exchange,
    Game,
    Marriage,
    Play,
    Reserve,
    Revoke,
    Round,
    Settle,
    SettleKind,
    Trick,
    TurnUp,
)
from engine.gaigel.selfplay import announced, random_game

CARD = st.builds(Card, st.sampled_from(SUITS), st.sampled_from(RANKS))
BY = st.sampled_from(NAMES)
EVENT: st.SearchStrategy[Event] = st.one_of(
    st.builds(TurnUp, BY, CARD),
    st.builds(Play, BY, CARD, st.booleans()),
    st.builds(Trick, BY, st.integers(-5, 50)),
    st.builds(Marriage, BY, st.sampled_from(SUITS)),
    st.builds(Exchange, BY),
    st.builds(Reserve, BY),
    st.builds(Claim, BY, st.sampled_from(list(ClaimKind))),
    st.builds(Settle, BY, st.sampled_from(list(SettleKind))),
)


def a_moment(seed: int, cut: float, told: bool) -> Round:
    """A self-played deal, by cards or by announcements, cut after some of its events."""
    _, rounds = random_game(random.Random(seed), seed % 4, deals=1)
    events = announced(rounds[0], NAMES) if told else rounds[0]
    game = Game(NAMES, seed % 4)
    game.apply_all(events[: int(len(events) * cut)])
    return game.round or game.start_round()


@settings(max_examples=300, deadline=None)
@given(
    st.integers(0, 200),
    st.floats(0, 1),
    st.booleans(),
    st.lists(EVENT, min_size=1, max_size=6),
)
def test_a_refused_event_changes_nothing(
    seed: int, cut: float, told: bool, events: list[Event]
) -> None:
    deal = a_moment(seed, cut, told)
    for event in events:
        before = snapshot(deal)
        try:
            deal.apply(event)
        except RuleError as error:
            assert snapshot(deal) == before
            assert event.by in error.message or "trick" in error.message
            assert error.params and not error.message.startswith("{")


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 200), BY, CARD)
def test_a_card_after_the_deal_ended_is_refused(seed: int, by: str, card: Card) -> None:
    deal = a_moment(seed, 1.0, False)
    assert deal.ended
    before = snapshot(deal)
    try:
        deal.apply(Play(by, card))
    except RuleError:
        assert snapshot(deal) == before
    else:
        raise AssertionError("a card was accepted after the deal ended")


def after_the_stock(seed: int, cut: float) -> tuple[Round, Event] | None:
    """A self-played deal card by card, stopped before a card after the stock, and that card."""
    _, rounds = random_game(random.Random(seed), seed % 4, deals=1)
    events = rounds[0]
    game = Game(NAMES, seed % 4)
    game.apply_all(events[:1])
    deal = game.round
    assert deal is not None
    moments = []
    for i, event in enumerate(events[1:], 1):
        if isinstance(event, Play) and deal.stock_empty:
            moments.append(i)
        deal.apply(event)
    if not moments:
        return None
    at = moments[int(cut * (len(moments) - 1))]
    game = Game(NAMES, seed % 4)
    game.apply_all(events[:at])
    assert game.round is not None
    return game.round, events[at]


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 400), st.floats(0, 1))
def test_after_the_stock_the_card_played_is_accepted_and_the_refused_change_nothing(
    seed: int, cut: float
) -> None:
    moment = after_the_stock(seed, cut)
    if moment is None:
        return
    deal, real = moment
    assert deal.refusal(real) is None
    by = deal.players[deal.to_play]
    for card in sorted(CARDS, key=str):
        before = snapshot(deal)
        error = deal.refusal(Play(by, card))
        assert snapshot(deal) == before
        if card in deal.not_held[deal.to_play]:
            assert isinstance(error, Revoke)
