"""A copy of an engine game that later commands do not change, for any game kind."""

from __future__ import annotations

from typing import Any


def snapshot(game: Any) -> Any:
    """A copy of ``game``: ended rounds are shared (an undo rebuilds the game, so they never
    change again); the round in progress is rebuilt from its own events, which costs far
    less than a deep copy. Works for any game whose rounds are made from players and dealer
    and hold their ``events``."""
    twin = type(game)(game.players, game.first_dealer)
    twin.rounds = list(game.rounds)
    last = twin.rounds[-1] if twin.rounds else None
    if last is not None and not last.ended:
        fresh = type(last)(last.players, last.dealer)
        fresh.apply_all(last.events)
        twin.rounds[-1] = fresh
    return twin
