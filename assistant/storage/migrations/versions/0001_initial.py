"""The first schema: players, game nights, games, seats and the event log.

Revision ID: 0001
Revises:
Create Date: 2026-11-22
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    """Create the first tables."""
    op.create_table(
        "player",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("name_key", sa.String, nullable=False, unique=True),
        sa.Column("archived", sa.Boolean, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "game_night",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("day", sa.Date, nullable=False, index=True),
        sa.Column("title", sa.String, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "game",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("night_id", sa.Integer, sa.ForeignKey("game_night.id"), nullable=False),
        sa.Column("players", sa.JSON, nullable=False),
        sa.Column("first_dealer", sa.Integer, nullable=False),
        sa.Column("show_counts", sa.Boolean, nullable=False),
        sa.Column("house_rules", sa.JSON, nullable=False),
        sa.Column("meta", sa.JSON, nullable=False),
        sa.Column("status", sa.String, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_game_night_id", "game", ["night_id"])
    op.create_index("ix_game_status", "game", ["status"])
    op.create_table(
        "game_seat",
        sa.Column("game_id", sa.Integer, sa.ForeignKey("game.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("player.id"), nullable=False),
    )
    op.create_index("ix_game_seat_player_id", "game_seat", ["player_id"])
    op.create_table(
        "game_event",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("game_id", sa.Integer, sa.ForeignKey("game.id"), nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("kind", sa.String, nullable=False),
        sa.Column("payload", sa.JSON, nullable=False),
        sa.Column("schema_version", sa.Integer, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("game_id", "seq", name="uq_game_event_game_seq"),
    )


def downgrade() -> None:
    """Drop the first tables."""
    for table in ("game_event", "game_seat", "game", "game_night", "player"):
        op.drop_table(table)
