"""Quick scoring: a game's kind, and the log of rounds entered as stacks.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-22
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    """Add ``game.kind`` (every stored game was kept card by card) and ``quick_entry``."""
    # a plain ADD COLUMN on every database: SQLite's batch mode would copy the game table,
    # which the seats and the event log refer to
    op.add_column(
        "game", sa.Column("kind", sa.String, nullable=False, server_default=sa.text("'cards'"))
    )
    from assistant.storage.migrations.quick_entry import create_quick_entry

    create_quick_entry()


def downgrade() -> None:
    """Drop ``quick_entry`` and ``game.kind``."""
    op.drop_table("quick_entry")
    with op.batch_alter_table("game") as batch:
        batch.drop_column("kind")
