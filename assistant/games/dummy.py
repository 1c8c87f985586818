"""The dummy's seat in a stored game (Homme de Brou played by three).

The dummy takes a seat at the table and has a name there (``players`` of the game row, as the
record writes it), but it is no roster player: it has no ``game_seat`` row and no round
results, so it never appears in the standings, the roster or on a player's page; its side's
points count for its partner only. The game row keeps its seat in ``house_rules``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

GAME = "homme-de-brou"
"""The game that may be played with a dummy."""

NAME = "Dummy"
"""The dummy's name when none is given (the new-game form gives it in the tab's language)."""

KEY = "dummy"
"""The ``house_rules`` key of the dummy's seat."""

NO_PLAYER = 0
"""The player id standing for the dummy's seat in a game's seats (no roster id is 0)."""


def dummy_seat(house_rules: Mapping[str, Any] | None) -> int | None:
    """The dummy's seat a game row keeps, or ``None`` when no dummy plays."""
    if not house_rules:
        return None
    seat = house_rules.get(KEY)
    return seat if isinstance(seat, int) and not isinstance(seat, bool) else None


def seat_opposite(partner: int) -> int:
    """The dummy's seat at the table of four when it sits opposite the ``partner``-th of the
    three players (in their seating order), who plays its cards.

    >>> [seat_opposite(p) for p in range(3)]
    [2, 0, 1]
    """
    return next(d for d in range(4) if (d + 2) % 4 - ((d + 2) % 4 > d) == partner)


def house_rules_of(dummy: int | None) -> dict[str, Any]:
    """The ``house_rules`` of a new game: the dummy's seat, or nothing."""
    return {} if dummy is None else {KEY: dummy}


def by_seat(roster_ids: Sequence[int], dummy: int | None) -> tuple[int, ...]:
    """Every seat's player id, :data:`NO_PLAYER` at the dummy's seat, from the roster
    players' ids in seat order.

    >>> by_seat([11, 12, 14], 2)
    (11, 12, 0, 14)
    """
    ids = list(roster_ids)
    if dummy is not None:
        ids.insert(dummy, NO_PLAYER)
    return tuple(ids)


def seat_rows(game_id: int, player_ids: Sequence[int]) -> list[dict[str, int]]:
    """The ``game_seat`` rows of a game: every seat but the dummy's.

    >>> [r["seat"] for r in seat_rows(1, (11, 12, 0, 14))]
    [0, 1, 3]
    """
    return [
        {"game_id": game_id, "seat": seat, "player_id": pid}
        for seat, pid in enumerate(player_ids)
        if pid != NO_PLAYER
    ]
