"""One event log for every game, and the game each game row is of.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    """Add ``game.game`` (every stored game is of Mit List und Tücke) and move the rows of
    ``quick_entry`` into ``game_event``, the one log; drop ``quick_entry``."""
    # a plain ADD COLUMN: SQLite's batch mode would copy the game table others refer to
    op.add_column(
        "game",
        sa.Column(
            "game", sa.String, nullable=False, server_default=sa.text("'mit-list-und-tuecke'")
        ),
    )
    op.execute(
        "INSERT INTO game_event (game_id, seq, kind, payload, schema_version, created_at) "
        "SELECT game_id, seq, kind, payload, 1, created_at FROM quick_entry"
    )
    op.drop_table("quick_entry")


def downgrade() -> None:
    """Give quick games their own log again and drop ``game.game``."""
    from assistant.storage.migrations.quick_entry import create_quick_entry

    create_quick_entry()
    op.execute(
        "INSERT INTO quick_entry (game_id, seq, kind, payload, created_at) "
        "SELECT e.game_id, e.seq, e.kind, e.payload, e.created_at FROM game_event e "
        "JOIN game g ON g.id = e.game_id WHERE g.kind = 'quick'"
    )
    op.execute("DELETE FROM game_event WHERE game_id IN (SELECT id FROM game WHERE kind = 'quick')")
    with op.batch_alter_table("game") as batch:
        batch.drop_column("game")
