"""The tables as plain reads see them: SQLAlchemy Core names for the columns that reads
without the ORM use, and the column types and values the models share with them.

:mod:`assistant.storage.models` declares the tables (SQLModel, so pydantic and SQLAlchemy's
ORM: another 0.1 s to import); a read that needs no model object, like the
ratings that ``listig ratings`` prints, builds its queries on these names instead and
leaves the models unimported. Each column here is one of the models' tables' (a test holds
them to it), with the type that reads and writes its values.
"""

from __future__ import annotations

from datetime import UTC, datetime
from enum import StrEnum

from sqlalchemy import Date, DateTime, Dialect, Integer, String, column, table
from sqlalchemy.types import TypeDecorator


class UTCDateTime(TypeDecorator[datetime]):
    """A point in time stored in UTC, read back aware on every database (SQLite too)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class GameStatus(StrEnum):
    """Where a game stands."""

    RUNNING = "running"
    FINISHED = "finished"
    ABANDONED = "abandoned"


player = table("player", column("id", Integer), column("name", String))

game_night = table("game_night", column("id", Integer), column("day", Date))

game = table(
    "game",
    column("id", Integer),
    column("night_id", Integer),
    column("game", String),
    column("status", String),
    column("created_at", UTCDateTime()),
    column("updated_at", UTCDateTime()),
)

round_result = table(
    "round_result",
    column("id", Integer),
    column("game_id", Integer),
    column("round_no", Integer),
    column("seat", Integer),
    column("player_id", Integer),
    column("points", Integer),
)

game_total = table(
    "game_total",
    column("game_id", Integer),
    column("seat", Integer),
    column("player_id", Integer),
    column("points", Integer),
)
