"""Round results: one row per seat when a round ends, so standings never replay games."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Connection, Table, case, delete, false, func, insert, select, update
from sqlmodel import Session, SQLModel

from assistant.storage.models import GameRow, GameStatus, GameTotal, RoundResult
from engine.mit_list_und_tuecke import Game, Round


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


def refresh_totals(s: Session | Connection, game_id: int | None = None) -> None:
    """Recompute the per-game sums of one game (or of all) from its round results.

    Run after round results were written or removed, once the game's status is stored:
    ``won`` is set only in finished games (every seat with the highest total).
    """
    total, result, game = (sql_table(m) for m in (GameTotal, RoundResult, GameRow))
    if game_id is None:
        s.execute(delete(total))
    else:
        s.execute(delete(total).where(total.c.game_id == game_id))
    sums = select(
        result.c.game_id,
        result.c.seat,
        result.c.player_id,
        func.count(),
        func.sum(result.c.points),
        func.max(result.c.points),
        func.sum(case((result.c.four_colors, 1), else_=0)),
        func.sum(case((result.c.blocked, 1), else_=0)),
        false(),
    ).group_by(result.c.game_id, result.c.seat, result.c.player_id)
    if game_id is not None:
        sums = sums.where(result.c.game_id == game_id)
    columns = ["game_id", "seat", "player_id", "rounds", "points", "best_round"]
    columns += ["four_colors", "blocked", "won"]
    s.execute(insert(total).from_select(columns, sums))
    other = total.alias("other")
    best = select(func.max(other.c.points)).where(other.c.game_id == total.c.game_id)
    finished = select(game.c.id).where(game.c.status == GameStatus.FINISHED.value)
    if game_id is not None:
        finished = finished.where(game.c.id == game_id)
    s.execute(
        update(total)
        .where(total.c.game_id.in_(finished))
        .values(won=total.c.points == best.scalar_subquery())
    )


def sql_table(model: type[SQLModel]) -> Table:
    """The Core table of a table model."""
    table = model.__table__  # type: ignore[attr-defined]
    assert isinstance(table, Table)
    return table
