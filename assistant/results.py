"""Round results: one row per seat when a round ends, so standings never replay games."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine import Game, Round


def ended_rounds(game: Game) -> int:
    """How many rounds of the game have ended (always the first ones)."""
    return sum(1 for r in game.rounds if r.ended)


def round_rows(
    game_id: int, round_no: int, rnd: Round, player_ids: Sequence[int]
) -> list[dict[str, Any]]:
    """The result rows of an ended round (``round_no`` 1-based), one per seat."""
    rows = []
    for seat, (stacks, sc) in enumerate(zip(rnd.all_stacks(), rnd.scores(), strict=True)):
        rows.append(
            {
                "game_id": game_id,
                "round_no": round_no,
                "seat": seat,
                "player_id": player_ids[seat],
                "points": sc.points,
                "a": sc.a,
                "b": sc.b,
                "r": sc.r,
                "open_stacks": {c.value: n for c, n in stacks.open.items()},
                "discarded": stacks.discarded,
                "four_colors": stacks.kept is not None,
                "blocked": rnd.blocked_by == seat,
                "end": rnd.end.value,
            }
        )
    return rows


def game_rows(game_id: int, game: Game, player_ids: Sequence[int]) -> list[dict[str, Any]]:
    """The result rows of every ended round of a game."""
    rows: list[dict[str, Any]] = []
    for index, rnd in enumerate(game.rounds):
        if rnd.ended:
            rows.extend(round_rows(game_id, index + 1, rnd, player_ids))
    return rows
