"""What the games' records write the same way: an event as ``by`` and exactly one kind of
event, a flag that takes only ``true``, and a record of deals with no last one.

A game kind's ``EventModel`` and ``Record`` build on these and say only what is their own:
the kinds of event and their fields, and a rule of their own (a marriage only on a play).
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from typing import Annotated, Any, ClassVar, Protocol, Self

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    ModelWrapValidatorHandler,
    StrictBool,
    StrictStr,
    ValidationInfo,
    model_validator,
)

from assistant.files.envelope import FIRST_DEALER_NOT_PLAYING, BadRecord, RecordBase
from engine.errors import N_, Sentence

ONLY_TRUE = Sentence(N_("{field} takes only true"))


def _written_true(value: Any, info: ValidationInfo) -> Any:
    """A flag that is written takes only ``true``: ``null`` is refused, as ``false`` is."""
    if value is None:
        raise BadRecord(ONLY_TRUE, field=(info.field_name or "").rstrip("_"))
    return value


Flag = Annotated[StrictBool | None, BeforeValidator(_written_true)]
"""A key written only as ``true`` (``pass``, ``exchange``); list it in ``FLAGS`` too."""


class EngineEvents(Protocol):
    """A game's engine events (``engine.<game>.events``) as its records write them."""

    def from_record(self, record: Mapping[str, Any]) -> Any:
        """The event of a record object; ``NotationError`` for a card it cannot read."""
        ...

    def to_record(self, event: Any) -> dict[str, Any]:
        """The record object of an event."""
        ...


class EventRecord(BaseModel):
    """One event as a record writes it: ``by`` and exactly one of the game's kinds of event
    (``KINDS``, the record's keys), read and written by its engine events (``EVENTS``). A
    game's model adds its fields and, in :meth:`check`, its own rules."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    KINDS: ClassVar[tuple[str, ...]]
    """The kinds of event, by their record keys, in the order the spec writes them."""
    FIELDS: ClassVar[Mapping[str, str]] = {}
    """The model's field of a record key that is not a Python name (``pass``: ``pass_``)."""
    FLAGS: ClassVar[tuple[str, ...]] = ()
    """The record keys that take only ``true``."""
    EVENT_KINDS: ClassVar[Sentence]
    """The refusal of an event with more or fewer than one kind (fact: ``found``)."""
    EVENTS: ClassVar[EngineEvents]
    """The game's engine events (``engine.<game>.events``), which read and write them."""

    by: StrictStr

    def _value(self, key: str) -> Any:
        return getattr(self, self.FIELDS.get(key, key))

    def written(self) -> list[str]:
        """The kinds of event this object holds (one, once it is read)."""
        return [k for k in self.KINDS if self._value(k) is not None]

    @model_validator(mode="after")
    def _one_kind(self) -> Self:
        kinds = self.written()
        if len(kinds) != 1:
            found = " and ".join(kinds) if kinds else "none of them"
            raise BadRecord(self.EVENT_KINDS, found=found)
        for flag in self.FLAGS:
            if self._value(flag) is False:
                raise BadRecord(ONLY_TRUE, field=flag)
        self.check(kinds[0])
        return self

    def check(self, kind: str) -> None:
        """What else an event of ``kind`` holds to, ``BadRecord`` if it does not: nothing
        unless the game says."""

    @property
    def kind(self) -> str:
        """Which kind of event this is (the record key)."""
        return self.written()[0]

    def to_event(self) -> Any:
        """The engine event; ``NotationError`` for a card or suit that cannot be read."""
        return self.EVENTS.from_record(self.model_dump(exclude_none=True))

    @classmethod
    def from_event(cls, event: Any) -> Self:
        """The record form of an engine event."""
        return cls.model_validate(cls.EVENTS.to_record(event))

    @classmethod
    def entry_of(cls, event: Any) -> tuple[str, dict[str, Any]]:
        """An event as the log stores it: its kind (the record key) and its record object."""
        payload = cls.EVENTS.to_record(event)
        return next(k for k in cls.KINDS if k in payload), payload

    @classmethod
    def event_of(cls, kind: str, payload: dict[str, Any]) -> Any:
        """The engine event of a stored row; ``ValueError`` if it cannot be read."""
        model = cls.model_validate(payload)
        if model.kind != kind:
            raise ValueError(f"a {kind} row holds {payload!r}")
        return model.to_event()


class RecordOfDeals(RecordBase):
    """A record of a game with no fixed number of deals (it ends by a score, or when the
    table stops), whose names are written exactly as the players' (no other case, no spaces
    around), as ``by`` is."""

    @classmethod
    def rounds_for(cls, players: int) -> int:
        """No limit on the number of deals."""
        return sys.maxsize

    @model_validator(mode="wrap")
    @classmethod
    def _names_as_written(cls, data: Any, handler: ModelWrapValidatorHandler[Self]) -> Self:
        record = handler(data)
        if isinstance(data, dict):
            cls.check_written(data, record)
        return record

    @classmethod
    def check_written(cls, data: dict[str, Any], record: Self) -> None:
        """The names of the record as written (``data``) beside the players of the record
        read: the first dealer is written as one of them."""
        dealer = data.get("first_dealer")
        if dealer not in data.get("players", ()) and dealer not in record.players:
            raise BadRecord(FIRST_DEALER_NOT_PLAYING, name=dealer)
