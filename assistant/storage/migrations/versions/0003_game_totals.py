"""Per-game sums of each seat, so that standings add up thousands of rows, not ten thousands.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-22
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    """Create ``game_total`` and fill it from the round results."""
    op.create_table(
        "game_total",
        sa.Column("game_id", sa.Integer, sa.ForeignKey("game.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("player.id"), nullable=False),
        sa.Column("rounds", sa.Integer, nullable=False),
        sa.Column("points", sa.Integer, nullable=False),
        sa.Column("best_round", sa.Integer, nullable=False),
        sa.Column("four_colors", sa.Integer, nullable=False),
        sa.Column("blocked", sa.Integer, nullable=False),
        sa.Column("won", sa.Boolean, nullable=False),
    )
    op.create_index("ix_game_total_player", "game_total", ["player_id"])
    op.execute(
        """
        INSERT INTO game_total
            (game_id, seat, player_id, rounds, points, best_round, four_colors, blocked, won)
        SELECT game_id, seat, player_id, count(*), sum(points), max(points),
               sum(CASE WHEN four_colors THEN 1 ELSE 0 END),
               sum(CASE WHEN blocked THEN 1 ELSE 0 END), false
        FROM round_result
        GROUP BY game_id, seat, player_id
        """
    )
    op.execute(
        """
        UPDATE game_total
        SET won = (points = (SELECT max(t.points) FROM game_total AS t
                             WHERE t.game_id = game_total.game_id))
        WHERE game_id IN (SELECT id FROM game WHERE status = 'finished')
        """
    )


def downgrade() -> None:
    """Drop ``game_total``."""
    op.drop_index("ix_game_total_player", "game_total")
    op.drop_table("game_total")
