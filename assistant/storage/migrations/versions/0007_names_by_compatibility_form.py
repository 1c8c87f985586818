"""Roster keys that fold compatibility forms (``Ｔｏｍ`` is ``Tom``).

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-27
"""

from __future__ import annotations

from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    """Rekey the roster: ``assistant.names.skeleton`` now folds a name's compatibility forms
    (NFKC) first, so a fullwidth or mathematical ``Ｔｏｍ`` has the key of ``Tom``. Two
    players who already look alike keep their old keys."""
    from assistant.storage.migrations.roster_keys import rekey_roster

    rekey_roster(op.get_bind())


def downgrade() -> None:
    """Keys stay as they are: each is still unique and still finds its player by name."""
