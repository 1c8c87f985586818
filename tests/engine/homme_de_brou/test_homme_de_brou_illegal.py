"""Generated events at generated moments of self-played deals: each is applied, or refused in
words naming the player with the deal unchanged, exactly as ``refusal`` foretells."""

from __future__ import annotations

import random

from homme_de_brou_helpers import NAMES, snapshot
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import CardAlreadyPlayed, RuleError
from engine.homme_de_brou import (
    PACK,
    Card,
    Declare,
    Event,
    Hand,
    Kind,
    Phase,
    Play,
    Round,
    Suit,
    TurnUp,
)
from engine.homme_de_brou.selfplay import random_game


def _deals(seed: int) -> list[tuple[int, int | None, list[Event]]]:
    """The deals of a seeded self-played game: dealer, dummy and events of each."""
    dummy = None if seed % 2 else seed % 4
    game, deals = random_game(random.Random(seed), seed % 4, dummy, deals=3)
    return [(r.dealer, dummy, events) for r, events in zip(game.rounds, deals, strict=True)]


DEALS = [deal for seed in range(8) for deal in _deals(seed)]


def replayed(deal: int, step: int) -> Round:
    """Sample deal ``deal`` replayed up to event ``step``: any moment of a deal."""
    dealer, dummy, events = DEALS[deal % len(DEALS)]
    rnd = Round(NAMES, dealer, dummy)
    rnd.apply_all(events[: step % (len(events) + 1)])
    return rnd


cards = st.sampled_from(PACK)
events = st.one_of(
    st.builds(Play, st.sampled_from(NAMES), cards),
    st.builds(TurnUp, st.sampled_from(NAMES), cards),
    st.builds(Declare, st.sampled_from(NAMES), st.sampled_from(Kind), st.sampled_from(Suit)),
    st.builds(
        Hand,
        st.sampled_from(NAMES),
        st.lists(cards, min_size=6, max_size=9).map(tuple),
    ),
)


def check(rnd: Round, event: Event) -> None:
    before = snapshot(rnd)
    predicted = rnd.refusal(event)
    assert snapshot(rnd) == before
    try:
        rnd.apply(event)
    except RuleError as error:
        assert snapshot(rnd) == before
        assert event.by in error.message
        assert predicted is not None and type(predicted) is type(error)
        assert predicted.message == error.message
        due = rnd.phase is not Phase.ENDED and rnd.to_play == NAMES.index(event.by)
        if isinstance(event, Play) and due and event.card in rnd.played:
            assert isinstance(error, CardAlreadyPlayed)
    else:
        assert predicted is None
        assert rnd.events[-1] == event


@settings(max_examples=400)
@given(st.integers(0, 10_000), st.integers(0, 10_000), events)
def test_any_event_at_any_moment_is_applied_or_refused_unchanged(
    deal: int, step: int, event: Event
) -> None:
    check(replayed(deal, step), event)


@settings(max_examples=200)
@given(st.integers(0, 10_000), st.integers(0, 10_000), st.sampled_from(PACK))
def test_the_seat_to_play_is_refused_exactly_the_cards_not_playable(
    deal: int, step: int, card: Card
) -> None:
    rnd = replayed(deal, step)
    if rnd.phase not in (Phase.DECLARE, Phase.PLAY):
        return
    by = NAMES[rnd.to_play]
    allowed = card in rnd.playable_cards()
    assert (rnd.refusal(Play(by, card)) is None) == allowed
    check(rnd, Play(by, card))


@settings(max_examples=200)
@given(st.integers(0, 10_000), st.integers(0, 10_000), st.sampled_from(NAMES))
def test_a_seat_that_is_not_due_cannot_play(deal: int, step: int, by: str) -> None:
    rnd = replayed(deal, step)
    if rnd.phase not in (Phase.DECLARE, Phase.PLAY) or NAMES.index(by) == rnd.to_play:
        return
    for card in PACK:
        assert rnd.refusal(Play(by, card)) is not None
