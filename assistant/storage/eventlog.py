"""The event log in memory: rows to engine events, and the fold of undo and redo rows.

A log row is one of the four table events (its payload is the ``listig/1`` event object)
or a correction: ``undo`` takes the last effective event back onto the redo branch,
``redo`` brings the same event back, and a new event after an undo discards the branch.
Folding the rows in order gives the effective events and the redo branch, exactly as
they stood when the last row was written.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from assistant.files.record import EventModel
from assistant.storage.models import LogKind
from engine import Blocked, Event, Keep, Play, Take


class LogError(ValueError):
    """A log row that cannot be read, or a correction with nothing to correct."""


def kind_of(event: Event) -> LogKind:
    """The log kind of a table event."""
    match event:
        case Play():
            return LogKind.PLAY
        case Take():
            return LogKind.TAKE
        case Keep():
            return LogKind.KEEP
        case Blocked():
            return LogKind.BLOCKED


def payload_of(event: Event) -> dict[str, Any]:
    """The stored payload of a table event: its ``listig/1`` event object."""
    return EventModel.from_event(event).model_dump(exclude_none=True)


def event_of(kind: str, payload: dict[str, Any]) -> Event:
    """The engine event of a stored table-event row."""
    try:
        model = EventModel.model_validate(payload)
        event = model.to_event()
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        detail = f"{where}: {first['msg']}" if where else str(first["msg"])
        raise LogError(f"unreadable {kind} event ({detail})") from None
    except ValueError as exc:
        raise LogError(f"unreadable {kind} event ({exc})") from None
    if kind_of(event).value != kind:
        raise LogError(f"a {kind} row holds {payload!r}")
    return event


@dataclass(slots=True)
class Folded:
    """The effective events and the redo branch (last undone last) after some log rows."""

    events: list[Event] = field(default_factory=list)
    redo: list[Event] = field(default_factory=list)

    def add(self, kind: str, payload: dict[str, Any]) -> None:
        """Fold one more row."""
        if kind == LogKind.UNDO:
            if not self.events:
                raise LogError("an undo row with nothing to undo")
            self.redo.append(self.events.pop())
        elif kind == LogKind.REDO:
            if not self.redo:
                raise LogError("a redo row with nothing to redo")
            self.events.append(self.redo.pop())
        else:
            self.events.append(event_of(kind, payload))
            self.redo.clear()


def fold(rows: Iterable[tuple[str, dict[str, Any]]]) -> Folded:
    """Fold ``(kind, payload)`` rows in sequence order."""
    folded = Folded()
    for kind, payload in rows:
        folded.add(kind, payload)
    return folded
