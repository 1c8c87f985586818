"""What a game kind says when it has nothing of its own to say: no quick reader, every
player scoring alone, the result rows of a round scored in points alone (and a copy of a
game, :mod:`assistant.games.snapshot`). A kind takes the defaults that fit it and writes its
own for the rest."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any


def read(data: bytes) -> None:
    """No quick reader: the kind's records are read by its ``Record``."""
    return None


def replay_read(read: object) -> Any:
    """Never called: :func:`read` reads nothing."""
    raise TypeError("this game has no quick reader")


def side_seats(players: int) -> tuple[tuple[int, ...], ...]:
    """Who scores together: every player alone."""
    return tuple((seat,) for seat in range(players))


def points_row(
    game_id: int, round_no: int, seat: int, player_id: int, points: int, end: str
) -> dict[str, Any]:
    """One seat's ``round_result`` row in a game scored in points alone: its points and how
    the round ended; the figures of the stack game are 0."""
    return {
        "game_id": game_id,
        "round_no": round_no,
        "seat": seat,
        "player_id": player_id,
        "points": points,
        "a": 0,
        "b": 0,
        "r": 0,
        "open_stacks": {},
        "discarded": 0,
        "four_colors": False,
        "blocked": False,
        "end": end,
    }


def points_rows(
    game_id: int, round_no: int, player_ids: Sequence[int], points: Iterable[int], end: str
) -> list[dict[str, Any]]:
    """The :func:`points_row` of every seat, in seating order, with each seat's ``points``."""
    return [
        points_row(game_id, round_no, seat, player_id, seat_points, end)
        for seat, (player_id, seat_points) in enumerate(zip(player_ids, points, strict=True))
    ]


def round_rows(
    game_id: int, round_no: int, rnd: Any, player_ids: Sequence[int]
) -> list[dict[str, Any]]:
    """The result rows of an ended round (``round_no`` 1-based), one per seat: each player's
    points in it, and how it ended."""
    points = [score.points for score in rnd.scores()]
    return points_rows(game_id, round_no, player_ids, points, rnd.end.value)
