"""The ``quick_entry`` table as revision 0004 made it: the log of quick games' rounds until
revision 0005 moved its rows into ``game_event``. Made by 0004's upgrade and again by
0005's downgrade."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op


def create_quick_entry() -> None:
    """Create ``quick_entry``: a game's rounds entered by quick scoring, ``(game_id, seq)``
    unique."""
    op.create_table(
        "quick_entry",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("game_id", sa.Integer, sa.ForeignKey("game.id"), nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("kind", sa.String, nullable=False),
        sa.Column("payload", sa.JSON, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("game_id", "seq", name="uq_quick_entry_game_seq"),
    )
