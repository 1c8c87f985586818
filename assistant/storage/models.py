"""The tables: players, game nights, games and their seats, the event logs, round results."""

from __future__ import annotations

from datetime import UTC, date, datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import JSON, Column, Index, UniqueConstraint
from sqlmodel import Field, SQLModel

# Shared with the plain reads' names (assistant.storage.tables), and found here as well.
from assistant.storage.tables import GameStatus as GameStatus
from assistant.storage.tables import UTCDateTime as UTCDateTime

SCHEMA_VERSION = 1
"""The version of the event payloads written by this app (``listig/1`` event objects)."""


def utcnow() -> datetime:
    """Now, in UTC."""
    return datetime.now(UTC)


def _timestamp() -> Any:
    return Field(default_factory=utcnow, sa_column=Column(UTCDateTime(), nullable=False))


class Keeping(StrEnum):
    """How a game was kept: card by card (table events), or by quick scoring (stacks per round)."""

    CARDS = "cards"
    QUICK = "quick"


class Player(SQLModel, table=True):
    """A player of the roster; ``name_key`` (:func:`assistant.names.skeleton`) is unique.

    So no two players' names are the same ignoring case, or could be mistaken for each other.
    """

    __tablename__ = "player"

    id: int | None = Field(default=None, primary_key=True)
    name: str
    name_key: str = Field(unique=True)
    archived: bool = False
    created_at: datetime = _timestamp()


class GameNight(SQLModel, table=True):
    """An evening's games: a date and a place or title."""

    __tablename__ = "game_night"

    id: int | None = Field(default=None, primary_key=True)
    day: date = Field(index=True)
    title: str = ""
    created_at: datetime = _timestamp()


class GameRow(SQLModel, table=True):
    """A game: the seating (names as they were at the table), first dealer, rules, status."""

    __tablename__ = "game"

    id: int | None = Field(default=None, primary_key=True)
    night_id: int = Field(foreign_key="game_night.id", index=True)
    players: list[str] = Field(sa_column=Column(JSON, nullable=False))
    first_dealer: int
    show_counts: bool = False
    house_rules: dict[str, Any] = Field(
        default_factory=dict, sa_column=Column(JSON, nullable=False)
    )
    meta: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    status: str = Field(default=GameStatus.RUNNING.value, index=True)
    kind: str = Field(default=Keeping.CARDS.value)
    """How the game was kept (:class:`Keeping`)."""
    game: str = Field(default="mit-list-und-tuecke")
    """Which game was played: a record id of ``assistant.games.kinds``."""
    fingerprint: str | None = Field(default=None, unique=True, index=True)
    """An imported game's :func:`assistant.files.record.fingerprint`; ``None`` otherwise."""
    created_at: datetime = _timestamp()
    updated_at: datetime = _timestamp()


class Seat(SQLModel, table=True):
    """Who sat in which seat of a game (the roster player behind a name)."""

    __tablename__ = "game_seat"

    game_id: int = Field(foreign_key="game.id", primary_key=True)
    seat: int = Field(primary_key=True)
    player_id: int = Field(foreign_key="player.id", index=True)


class LogRow(SQLModel, table=True):
    """One row of a game's log (``assistant.storage.eventlog``): a table event, a round entered
    by quick scoring, or an undo or redo; ``(game_id, seq)`` is unique, so one writer wins."""

    __tablename__ = "game_event"
    __table_args__ = (UniqueConstraint("game_id", "seq", name="uq_game_event_game_seq"),)

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id")
    seq: int
    kind: str
    payload: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    schema_version: int = SCHEMA_VERSION
    created_at: datetime = _timestamp()


class RoundResult(SQLModel, table=True):
    """One seat's result of an ended round, written when the round ends (for standings)."""

    __tablename__ = "round_result"
    __table_args__ = (
        UniqueConstraint("game_id", "round_no", "seat", name="uq_round_result_game_round_seat"),
        Index("ix_round_result_player", "player_id"),
    )

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id")
    round_no: int
    seat: int
    player_id: int = Field(foreign_key="player.id")
    points: int
    a: int
    b: int
    r: int
    open_stacks: dict[str, int] = Field(
        default_factory=dict, sa_column=Column(JSON, nullable=False)
    )
    discarded: int
    four_colors: bool
    blocked: bool
    end: str


class GameTotal(SQLModel, table=True):
    """One seat's sums over a game's ended rounds, kept with the round results (standings)."""

    __tablename__ = "game_total"
    __table_args__ = (Index("ix_game_total_player", "player_id"),)

    game_id: int = Field(foreign_key="game.id", primary_key=True)
    seat: int = Field(primary_key=True)
    player_id: int = Field(foreign_key="player.id")
    rounds: int
    points: int
    best_round: int
    four_colors: int
    blocked: int
    won: bool = False
