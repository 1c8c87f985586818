"""Names keyed by their look-alike skeleton; an imported game's record fingerprint.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    """Add ``game.fingerprint`` (unique, empty for games not imported); rekey the roster.

    ``player.name_key`` becomes the name's TR 39 skeleton (``assistant.names.skeleton``), so
    the database itself refuses a second player who looks the same. Two players who already
    look alike keep their old (case-folded) key, so that no stored player is lost.
    """
    from assistant.storage.migrations.roster_keys import rekey_roster

    op.add_column("game", sa.Column("fingerprint", sa.String, nullable=True))
    op.create_index("ix_game_fingerprint", "game", ["fingerprint"], unique=True)
    rekey_roster(op.get_bind())


def downgrade() -> None:
    """Drop ``game.fingerprint``; roster keys go back to the case-folded name."""
    op.drop_index("ix_game_fingerprint", table_name="game")
    with op.batch_alter_table("game") as batch:
        batch.drop_column("fingerprint")
    player = sa.table(
        "player",
        sa.column("id", sa.Integer),
        sa.column("name", sa.String),
        sa.column("name_key", sa.String),
    )
    bind = op.get_bind()
    for player_id, name in bind.execute(sa.select(player.c.id, player.c.name)).all():
        bind.execute(
            player.update().where(player.c.id == player_id).values(name_key=name.casefold())
        )
