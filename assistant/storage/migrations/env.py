"""Alembic environment: migrate the connection that ``assistant.storage.db.upgrade`` hands over."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine
from sqlmodel import SQLModel

from assistant.storage import models

target_metadata = SQLModel.metadata
assert models.SCHEMA_VERSION >= 1


def run_migrations() -> None:
    """Run the migrations on the given connection, or on ``sqlalchemy.url``."""
    connection = context.config.attributes.get("connection")
    if connection is not None:
        context.configure(connection=connection, target_metadata=target_metadata)
        with context.begin_transaction():
            context.run_migrations()
        return
    url = context.config.get_main_option("sqlalchemy.url")
    if not url:
        raise RuntimeError("no connection and no sqlalchemy.url to migrate")
    engine = create_engine(url)
    with engine.begin() as conn:
        context.configure(connection=conn, target_metadata=target_metadata)
        with context.begin_transaction():
            context.run_migrations()


run_migrations()
