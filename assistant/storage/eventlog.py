"""The one event log: every game's rows in ``game_event``, appended with optimistic sequence
numbers, folded with their undo and redo rows, one writer per game at a time.

A row is an entry (a table event, or a round entered by quick scoring: its payload is
whatever the game kind stores) or a correction: ``undo`` takes the last effective entry
back onto the redo branch, ``redo`` brings the same entry back, and a new entry after an
undo discards the branch. Folding the rows in order gives the effective entries and the
redo branch exactly as they stood when the last row was written.

``(game_id, seq)`` is unique in the database, so of two writers only one appends row 17:
the other gets :class:`~assistant.errors.Conflict` with the game as it stands.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, TypeVar

from sqlalchemy import Engine, bindparam, func, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session

from assistant.errors import Conflict
from assistant.states import GameState, QuickState
from assistant.storage.db import writing
from assistant.storage.models import SCHEMA_VERSION, GameRow, LogRow, UTCDateTime, utcnow
from assistant.storage.results import sql_table


class Correction(StrEnum):
    """The two kinds of row that correct the entries before them."""

    UNDO = "undo"
    REDO = "redo"


class LogError(ValueError):
    """A log row that cannot be read, or a correction with nothing to correct."""


class Stale(Exception):
    """``expected_seq`` does not match the log: somebody else wrote first."""


Entry = tuple[str, dict[str, Any]]
"""A row's kind and payload."""


@dataclass(slots=True)
class Folded:
    """The effective entries and the redo branch (last undone last) after some log rows."""

    entries: list[Entry] = field(default_factory=list)
    redo: list[Entry] = field(default_factory=list)

    def add(self, kind: str, payload: dict[str, Any]) -> None:
        """Fold one more row."""
        if kind == Correction.UNDO:
            if not self.entries:
                raise LogError("an undo row with nothing to undo")
            self.redo.append(self.entries.pop())
        elif kind == Correction.REDO:
            if not self.redo:
                raise LogError("a redo row with nothing to redo")
            self.entries.append(self.redo.pop())
        else:
            self.entries.append((kind, payload))
            self.redo.clear()


def fold(rows: Iterable[Entry]) -> Folded:
    """Fold ``(kind, payload)`` rows in sequence order."""
    folded = Folded()
    for kind, payload in rows:
        folded.add(kind, payload)
    return folded


_LOG, _GAME = sql_table(LogRow), sql_table(GameRow)
_HEAD = select(
    _GAME.c.status,
    select(func.max(_LOG.c.seq)).where(_LOG.c.game_id == bindparam("gid")).scalar_subquery(),
).where(_GAME.c.id == bindparam("gid"))
_APPEND = insert(_LOG)
_TOUCH = (
    update(_GAME)
    .where(_GAME.c.id == bindparam("gid"))
    .values(status=bindparam("new_status"), updated_at=bindparam("now", type_=UTCDateTime()))
)
_ROWS = (
    select(_LOG.c.seq, _LOG.c.kind, _LOG.c.payload)
    .where(_LOG.c.game_id == bindparam("gid"), _LOG.c.seq > bindparam("after"))
    .order_by(_LOG.c.seq)
)

State = TypeVar("State", GameState, QuickState)


class EventLog:
    """Appends to and reads the log of any game, one writer per game in this process."""

    def __init__(self, db: Engine) -> None:
        self.db = db
        self._guard = threading.Lock()
        # a game's lock lives while a command holds it: nothing grows with the games played
        self._locks: weakref.WeakValueDictionary[int, _GameLock] = weakref.WeakValueDictionary()

    @contextmanager
    def lock(self, game_id: int) -> Iterator[None]:
        """Hold the game's lock: commands on one game run one at a time in this process."""
        with self._guard:
            lock = self._locks.get(game_id)
            if lock is None:
                lock = _GameLock()
                self._locks[game_id] = lock
        with lock.lock:
            yield

    def locks_held(self) -> int:
        """How many games' locks exist now (for tests: none once no command runs)."""
        with self._guard:
            return len(self._locks)

    @contextmanager
    def command(self, game_id: int, fresh: Callable[[], State]) -> Iterator[Session]:
        """One command on a game: its lock and one write transaction.

        :class:`Stale` raised inside, or a unique violation of ``(game_id, seq)`` (another
        process wrote first), becomes :class:`Conflict` with ``fresh()``, the game as the
        database has it now; anything else raised inside rolls the transaction back.
        """
        with self.lock(game_id):
            try:
                with writing(self.db) as s:
                    yield s
            except (Stale, IntegrityError):
                raise Conflict(fresh()) from None

    @staticmethod
    def head(s: Session, game_id: int) -> tuple[str, int] | None:
        """The game's status and the sequence number of its last row (0 before any)."""
        found = s.connection().execute(_HEAD, {"gid": game_id}).first()
        if found is None:
            return None
        return str(found[0]), int(found[1] or 0)

    @staticmethod
    def rows(s: Session, game_id: int, after: int = 0) -> list[tuple[int, str, dict[str, Any]]]:
        """The game's rows after sequence number ``after``, in order: ``(seq, kind, payload)``."""
        found = s.connection().execute(_ROWS, {"gid": game_id, "after": after})
        return [(int(seq), str(kind), dict(payload)) for seq, kind, payload in found]

    @staticmethod
    def append(
        s: Session, game_id: int, seq: int, kind: str, payload: dict[str, Any], status: str
    ) -> None:
        """Write row ``seq`` of the game and its new status (the caller checked ``seq - 1``
        is the last row; a concurrent writer of the same ``seq`` fails the transaction)."""
        now = utcnow()
        connection = s.connection()
        connection.execute(
            _APPEND,
            {
                "game_id": game_id,
                "seq": seq,
                "kind": kind,
                "payload": payload,
                "schema_version": SCHEMA_VERSION,
                "created_at": now,
            },
        )
        connection.execute(_TOUCH, {"gid": game_id, "new_status": status, "now": now})


class _GameLock:
    """A per-game lock; weakly held, so it goes when nobody waits for it."""

    __slots__ = ("__weakref__", "lock")

    def __init__(self) -> None:
        self.lock = threading.Lock()
