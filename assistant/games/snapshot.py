"""A copy of an engine game that later commands do not change, for any game kind."""

from __future__ import annotations

from typing import Any, TypeVar, cast

G = TypeVar("G")


def snapshot(game: G, *more: Any) -> G:
    """A copy of ``game``: ended rounds are shared (an undo rebuilds the game, so they never
    change again); the round in progress is dealt again by the copy and given its own
    events, which costs far less than a deep copy. Works for any game of rounds made from
    its players, first dealer and ``more`` (a game's own arguments: Tysiacha's rounding,
    Homme de Brou's dummy)."""
    old: Any = game
    twin: Any = type(old)(old.players, old.first_dealer, *more)
    twin.rounds = list(old.rounds)
    last = twin.rounds[-1] if twin.rounds else None
    if last is not None and not last.ended:
        fresh = twin.rules.deal(last.players, last.dealer)
        fresh.apply_all(last.events)
        twin.rounds[-1] = fresh
    return cast(G, twin)
