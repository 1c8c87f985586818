"""Round results: one row per seat when a round ends, so standings never replay games."""

from __future__ import annotations

from sqlalchemy import Connection, Table, case, delete, false, func, insert, select, update
from sqlmodel import Session, SQLModel

from assistant.storage.models import GameRow, GameStatus, GameTotal, RoundResult


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
