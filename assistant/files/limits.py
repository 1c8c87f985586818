"""Limits on what listig reads, checked before parsing, and the JSON values both databases store.

SQLite stores almost anything; PostgreSQL refuses a NUL character in text and JSON, and
NaN or infinity in JSON; neither can store text with a lone surrogate. Every free-form
value that comes in from a file (a record's ``meta``, a backup's payloads and titles) is
checked here, so that whatever one database accepts, the other stores too.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime
from typing import Any

from engine.errors import N_

MAX_RECORD_BYTES = 1_000_000
"""A game record (and a line of ``listig replay --batch``): a six-player game is ~25 kB."""

MAX_BACKUP_BYTES = 1_000_000_000
"""A backup: ten years of weekly game nights (3,000 games) write about 160 MB. It is read
as a stream, one game at a time, so memory does not grow with it."""

MAX_DEPTH = 20
"""How deep free-form JSON (``meta``, payloads) may nest."""

MAX_TEXT = 10_000
"""The longest text in free-form JSON, in characters."""

MAX_INTEGER = 2**53
"""Integers in free-form JSON stay where every JSON reader agrees on them."""

MAX_TITLE = 80
"""A game night's title, in characters."""


class Unstorable(ValueError):
    """A value that one of the databases cannot store; the sentence names the field.

    ``template`` and ``params`` say it in any language (``InputError(exc.template,
    **exc.params)``); ``str(exc)`` is the English.
    """

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params))


_SIZE = {
    "backup": N_("the backup is {size} bytes; listig reads backups of at most {limit} bytes"),
    "line": N_("the line is {size} bytes; a record has at most {limit} bytes"),
    "record": N_("the record is {size} bytes; a record has at most {limit} bytes"),
}
_MORE = {
    "backup": N_(
        "the backup is more than {limit} bytes; listig reads backups of at most {limit} bytes"
    ),
    "line": N_("the line is more than {limit} bytes; a record has at most {limit} bytes"),
    "record": N_("the record is more than {limit} bytes; a record has at most {limit} bytes"),
}


def size_sentence(size: int | None, limit: int, what: str) -> tuple[str, dict[str, int]]:
    """Why a file is too large, as a template and its facts (``size`` ``None``: only that it
    is larger than ``limit``, when the reading stopped there)."""
    key = what if what in _SIZE else "record"
    if size is None:
        return _MORE[key], {"limit": limit}
    return _SIZE[key], {"size": size, "limit": limit}


def size_error(size: int | None, limit: int, what: str) -> str:
    """``the record is 5,000,000 bytes; a record has at most 1,000,000 bytes``, in English
    (the command line's words)."""
    template, params = size_sentence(size, limit, what)
    return template.format(**{name: f"{value:,}" for name, value in params.items()})


def check_text(text: str, where: str, limit: int = MAX_TEXT) -> None:
    """``Unstorable`` for text with a NUL or a lone surrogate, or longer than ``limit``."""
    if len(text) > limit:
        raise Unstorable(
            N_("{field}: text of {size} characters; at most {limit}"),
            field=where,
            size=len(text),
            limit=limit,
        )
    if "\x00" in text:
        raise Unstorable(N_("{field}: text with a NUL character"), field=where)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise Unstorable(
            N_("{field}: text with a broken character (a lone surrogate)"), field=where
        ) from None


def check_json(value: Any, where: str) -> None:
    """``Unstorable`` unless ``value`` is JSON that SQLite and PostgreSQL both store as is.

    Walked without recursion, so a deeply nested value is refused, not a ``RecursionError``.
    """
    stack: list[tuple[Any, str, int]] = [(value, where, 0)]
    while stack:
        item, path, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise Unstorable(
                N_("{field}: nested more than {limit} levels deep"), field=where, limit=MAX_DEPTH
            )
        if isinstance(item, str):
            check_text(item, path)
        elif isinstance(item, bool) or item is None:
            continue
        elif isinstance(item, int):
            if not -MAX_INTEGER <= item <= MAX_INTEGER:
                raise Unstorable(N_("{field}: a number too large to store"), field=path)
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise Unstorable(N_("{field}: not a number (NaN or infinity)"), field=path)
        elif isinstance(item, dict):
            for key, inner in item.items():
                if not isinstance(key, str):
                    raise Unstorable(N_("{field}: a key that is not text"), field=path)
                check_text(key, path, 200)
                stack.append((inner, f"{path}.{_short(key)}", depth + 1))
        elif isinstance(item, list | tuple):
            for index, inner in enumerate(item):
                stack.append((inner, f"{path}[{index}]", depth + 1))
        else:
            raise Unstorable(N_("{field}: not a JSON value"), field=path)


def _short(key: str) -> str:
    from assistant.names import preview

    return preview(key, 20)


EARLIEST = datetime(1970, 1, 2, tzinfo=UTC)
LATEST = datetime(9998, 12, 31, tzinfo=UTC)
"""Stored times lie between these (far enough from the ends that a time zone cannot overflow)."""


def started_at(meta: dict[str, Any]) -> datetime | None:
    """``meta.started_at`` as a time; ``Unstorable`` if it is there but not a usable time."""
    from assistant.names import preview

    value = meta.get("started_at")
    if value is None:
        return None
    when: datetime | None = None
    try:
        when = datetime.fromisoformat(value) if isinstance(value, str) else None
        if when is not None and not when.tzinfo:
            when = when.replace(tzinfo=UTC)
        usable = when is not None and EARLIEST <= when <= LATEST
    except (ValueError, OverflowError):
        usable = False
    if not usable or when is None:
        raise Unstorable(
            N_("meta.started_at: {value} is not a date and time between 1970 and 9998"),
            value=preview(str(value)),
        )
    return when
