"""What the service lends the modules that run its commands: its database, its event log,
tonight's game night, a game's state and its cache.

:class:`assistant.service.Listig` is a :class:`Host`. Quick scoring and import/export take
a ``Host`` rather than the service itself, so that the service may import them without
their importing it back.
"""

from __future__ import annotations

from datetime import datetime
from typing import Protocol

from sqlalchemy.engine import Engine
from sqlmodel import Session

from assistant.states import GameState
from assistant.storage.eventlog import EventLog
from assistant.storage.models import GameNight


class Host(Protocol):
    """The service as its command modules use it."""

    db: Engine
    log: EventLog

    def tonight(self, s: Session, when: datetime | None = None) -> GameNight:
        """Tonight's game night (made when missing)."""
        ...

    def game(self, game_id: int) -> GameState:
        """A game card by card, as it stands."""
        ...

    def forget_all(self) -> None:
        """Drop every cached game (after the database was changed behind the service)."""
        ...
