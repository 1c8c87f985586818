"""A JSON object read as a stream: its top-level fields one by one, arrays an item at a time.

A backup of ten years of game nights is hundreds of megabytes; read whole, its Python
objects would take gigabytes. Here only one array item (one game) is in memory at a time.
``ijson`` parses (its C backend, yajl): chosen over reading with ``json`` or pydantic,
which build the whole document, and over hand-splitting the text, which JSON's strings
and escapes make fragile. Its ``basic_parse`` is used, which keeps no path per event (its
``parse`` builds a path string per event, so a deeply nested file costs memory squared).
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Any, Protocol

import ijson

from engine.errors import N_

log = logging.getLogger(__name__)

MAX_NESTING = 64
"""Deeper than this is refused before it is built (a backup's own shapes nest about 6 deep)."""

MAX_ITEM_VALUES = 250_000
"""The most JSON values one array item (one game) may hold: a game's log of ~500 rows is
~5,000; this bounds the memory one item takes (some tens of megabytes)."""

MAX_FIELD_VALUES = 2_000_000
"""The most JSON values a field read whole (the roster, the game nights) may hold."""


class ByteSource(Protocol):
    """What is read: anything with ``read(size)`` giving bytes (a file, a ``BytesIO``)."""

    def read(self, size: int = -1, /) -> bytes: ...


ENDS_EARLY = N_("the file ends too early")
NOT_AN_OBJECT = N_("the file does not hold a JSON object")
NOT_JSON = N_("the file is not valid JSON")
NOT_UTF8 = N_("the file is not UTF-8 text")
TOO_DEEP = N_("the file is nested more than {levels} levels deep")
NOT_A_LIST = N_("the field “{field}” should be a list")
TOO_MANY = N_("the field “{field}” holds more than {limit} values")


class StreamError(ValueError):
    """Not JSON, or not shaped as expected: a sentence (marked for translation, said in
    English by ``str``) and the facts that fill it, which say where."""

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params))


class Field:
    """One top-level field: ``value`` for a scalar or object, ``items()`` for an array."""

    def __init__(self, key: str, events: Iterator[tuple[str, Any]], first: tuple[str, Any]):
        self.key = key
        self._events = events
        self._first = first
        self._done = False
        self.is_array = first[0] == "start_array"

    @property
    def value(self) -> Any:
        """The whole value (built in memory)."""
        self._done = True
        return _build(self._first, self._events, MAX_FIELD_VALUES, self.key)

    def items(self) -> Iterator[Any]:
        """The array's items, one at a time."""
        if not self.is_array:
            raise StreamError(NOT_A_LIST, field=self.key)
        for index, event in enumerate(self._events):
            if event[0] == "end_array":
                self._done = True
                return
            yield _build(event, self._events, MAX_ITEM_VALUES, f"{self.key}[{index}]")
        raise StreamError(ENDS_EARLY)

    def skip(self) -> None:
        """Read past what the caller did not read."""
        if self._done:
            return
        if self.is_array:
            for _ in self.items():
                pass
        else:
            _ = self.value


def fields(stream: ByteSource) -> Iterator[Field]:
    """The top-level fields of the JSON object in ``stream``, in the order they are written.

    Each must be read (or is skipped) before the next is asked for. Raises ``StreamError``.
    """
    events = _events(stream)
    first = next(events, None)
    if first is None or first[0] != "start_map":
        raise StreamError(NOT_AN_OBJECT)
    for event, value in events:
        if event == "end_map":
            for _ in events:  # trailing text after the object: ijson raises on it
                pass
            return
        if event != "map_key":
            raise StreamError(NOT_AN_OBJECT)
        start = next(events, None)
        if start is None:
            raise StreamError(ENDS_EARLY)
        field = Field(str(value), events, start)
        yield field
        field.skip()
    raise StreamError(ENDS_EARLY)


def _events(stream: ByteSource) -> Iterator[tuple[str, Any]]:
    depth = 0
    try:
        for event, value in ijson.basic_parse(stream, use_float=True):
            if event in ("start_map", "start_array"):
                depth += 1
                if depth > MAX_NESTING:
                    raise StreamError(TOO_DEEP, levels=MAX_NESTING)
            elif event in ("end_map", "end_array"):
                depth -= 1
            yield event, value
    except UnicodeDecodeError:
        raise StreamError(NOT_UTF8) from None
    except ijson.JSONError as exc:  # yajl's own words ("lexical error … ------^") say no more
        log.debug("not valid JSON: %s", " ".join(str(exc).split())[:200])
        raise StreamError(NOT_JSON) from None


def _build(
    first: tuple[str, Any], events: Iterator[tuple[str, Any]], limit: int, where: str
) -> Any:
    """One value from its first event on, the rest taken from ``events``; at most ``limit``."""
    event, value = first
    if event not in ("start_map", "start_array"):
        return value
    builder = ijson.ObjectBuilder()
    depth = 0
    count = 0
    while True:
        count += 1
        if count > limit:
            raise StreamError(TOO_MANY, field=where, limit=limit)
        if event in ("start_map", "start_array"):
            depth += 1
        elif event in ("end_map", "end_array"):
            depth -= 1
        builder.event(event, value)
        if depth == 0:
            return builder.value
        found = next(events, None)
        if found is None:
            raise StreamError(ENDS_EARLY)
        event, value = found
