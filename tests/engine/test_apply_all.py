"""``Round.apply_all`` (a replay's loop, with its own quick way for plays) does what
``Round.apply`` does event by event: the same state after every accepted event, the same
error, word for word, and an unchanged round for a rejected one."""

from __future__ import annotations

import random

from engine_helpers import snapshot
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.games.simulate import random_game
from engine.errors import RuleError
from engine.mit_list_und_tuecke import Card, Color, Event, Play, Round


def one_by_one(rnd: Round, events: list[Event]) -> str | None:
    """Apply with ``apply``; the error's type and message, if one is rejected."""
    for event in events:
        try:
            rnd.apply(event)
        except (RuleError, TypeError, AttributeError, ValueError) as exc:
            return f"{type(exc).__name__}: {exc}"
    return None


def all_at_once(rnd: Round, events: list[Event]) -> str | None:
    try:
        rnd.apply_all(events)
    except (RuleError, TypeError, AttributeError, ValueError) as exc:
        return f"{type(exc).__name__}: {exc}"
    return None


def odd_event(rng: random.Random, rnd: Round, event: Event) -> Event:
    """An event that may break a rule: another player, card, or a name written otherwise."""
    by = rng.choice([*rnd.players, rnd.players[0].upper(), " " + rnd.players[1], "Zoe"])
    card = rng.choice(
        [
            Card.parse(rng.choice("BGRY") + str(rng.randint(1, 22))),
            Card(Color.RED, rng.randint(0, 3)),  # equal to a deck card, not the same object
            "R5",  # not a card at all
        ]
    )
    same_card = Play(by, event.card) if isinstance(event, Play) else event
    return rng.choice([same_card, Play(by, card)])  # type: ignore[arg-type]


@settings(max_examples=150, deadline=None, derandomize=True)
@given(players=st.integers(4, 6), seed=st.integers(0, 10_000), cut=st.floats(0, 1))
def test_apply_all_is_apply_event_by_event(players: int, seed: int, cut: float) -> None:
    rng = random.Random(seed)
    game = random_game(players, seed, rounds=1)
    events = list(game.rounds[0].events)
    at = int(cut * len(events))
    if rng.random() < 0.8:  # most examples: one odd event, then the rest as they were
        events.insert(at, odd_event(rng, game.rounds[0], events[min(at, len(events) - 1)]))
    dealer = game.rounds[0].dealer
    quick, slow = Round(game.players, dealer), Round(game.players, dealer)
    assert all_at_once(quick, events) == one_by_one(slow, events)
    assert snapshot(quick) == snapshot(slow)
