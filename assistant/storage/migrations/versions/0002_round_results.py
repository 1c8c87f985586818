"""Round results for the standings, filled in for the games already stored.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22
"""

from __future__ import annotations

import json

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    """Create ``round_result`` and write the rows of every round that has ended."""
    table = op.create_table(
        "round_result",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("game_id", sa.Integer, sa.ForeignKey("game.id"), nullable=False),
        sa.Column("round_no", sa.Integer, nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("player.id"), nullable=False),
        sa.Column("points", sa.Integer, nullable=False),
        sa.Column("a", sa.Integer, nullable=False),
        sa.Column("b", sa.Integer, nullable=False),
        sa.Column("r", sa.Integer, nullable=False),
        sa.Column("open_stacks", sa.JSON, nullable=False),
        sa.Column("discarded", sa.Integer, nullable=False),
        sa.Column("four_colors", sa.Boolean, nullable=False),
        sa.Column("blocked", sa.Boolean, nullable=False),
        sa.Column("end", sa.String, nullable=False),
        sa.UniqueConstraint("game_id", "round_no", "seat", name="uq_round_result_game_round_seat"),
    )
    op.create_index("ix_round_result_player", "round_result", ["player_id"])
    assert table is not None
    _backfill(op.get_bind(), table)


def _backfill(bind: sa.Connection, table: sa.Table) -> None:
    # The rules have not changed since the log was written: replay each game's log with
    # the engine and write the results of its ended rounds.
    from assistant.games import kinds
    from assistant.games.mit_list_und_tuecke import kind
    from assistant.games.session import GameSession
    from assistant.storage.eventlog import fold

    games = bind.execute(sa.text("SELECT id, players, first_dealer FROM game ORDER BY id")).all()
    for game_id, players, first_dealer in games:
        if isinstance(players, str):
            players = json.loads(players)
        seats = bind.execute(
            sa.text("SELECT player_id FROM game_seat WHERE game_id = :g ORDER BY seat"),
            {"g": game_id},
        ).scalars()
        rows = bind.execute(
            sa.text("SELECT kind, payload FROM game_event WHERE game_id = :g ORDER BY seq"),
            {"g": game_id},
        ).all()
        folded = fold((entry, json_value(payload)) for entry, payload in rows)
        events = [kind.event_of(entry, payload) for entry, payload in folded.entries]
        redo = [kind.event_of(entry, payload) for entry, payload in folded.redo]
        session = GameSession(kind, players, first_dealer, events, redo)
        results = kinds.result_rows(game_id, session.game, list(seats))
        if results:
            bind.execute(sa.insert(table), results)


def json_value(value: object) -> dict[str, object]:
    """A JSON column read through plain SQL: a dict on PostgreSQL, text on SQLite."""
    if isinstance(value, str):
        loaded: dict[str, object] = json.loads(value)
        return loaded
    assert isinstance(value, dict)
    return value


def downgrade() -> None:
    """Drop ``round_result``."""
    op.drop_index("ix_round_result_player", "round_result")
    op.drop_table("round_result")
