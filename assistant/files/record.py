"""The ``listig/1`` game record of any game: read it, check it against the rules, write it.

The envelope and its errors are ``assistant.files.envelope``; each game's events, checks
and replay come from its kind (``assistant.games.kinds``), chosen by the ``game`` field.
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

from pydantic import ValidationError

from assistant.files.envelope import (
    NOT_AN_OBJECT,
    NOT_JSON,
    NOT_UTF8,
    RecordBase,
    RecordError,
    plain,
    spoken,
)
from assistant.games import kinds
from engine.errors import Sentence

Record = RecordBase
"""A parsed record of any game (each kind's model subclasses it)."""

_GAME = re.compile(rb'"game"\s*:\s*"([^"\\]*)"')


def _guess(text: bytes) -> kinds.GameKind:
    """The kind named by the first ``"game"`` key in the text (the default if none).

    A guess, cheap for the common record; the chosen model checks ``game`` again, and a
    wrong guess (a ``"game"`` key inside ``meta``) is settled by :func:`_top_level`.
    """
    found = _GAME.search(text)
    if found is None:
        return kinds.kind(kinds.DEFAULT)
    return kinds.KINDS.get(found.group(1).decode("utf-8", "replace")) or _top_level(text)


def _top_level(text: bytes) -> kinds.GameKind:
    """The kind named by the record's own ``game`` key, read by parsing the whole text."""
    try:
        data = json.loads(text)
    except ValueError:
        return kinds.kind(kinds.DEFAULT)  # the model's parse says what is wrong
    game = data.get("game", kinds.DEFAULT) if isinstance(data, dict) else kinds.DEFAULT
    return kinds.kind(game) if isinstance(game, str) else kinds.kind(repr(game))


def _bytes(text: str | bytes) -> bytes:
    """The record's bytes, without a byte order mark at the start (as some Windows editors
    write; the JSON standard allows it)."""
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    return data.removeprefix(b"\xef\xbb\xbf")


def parse_record(text: str | bytes) -> RecordBase:
    """Read a record from JSON text; raises ``RecordError`` with a plain reason."""
    data = _bytes(text)
    kind = _guess(data)
    try:
        return kind.Record.model_validate_json(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        if first["type"] == "literal_error" and tuple(first["loc"]) == ("game",):
            other = _top_level(data)
            if other is not kind:
                return _parse_as(other, data)
        raise _said(first, kind.Record) from None


def _parse_as(kind: kinds.GameKind, data: bytes) -> RecordBase:
    try:
        return kind.Record.model_validate_json(data)
    except ValidationError as exc:
        raise _said(exc.errors()[0], kind.Record) from None


def _said(first: Any, model: type[RecordBase]) -> RecordError:
    """The first validation error of a record, as a record error."""
    if first["type"] == "json_invalid":
        msg = str(first["msg"]).removeprefix("Invalid JSON: ")
        return RecordError(NOT_JSON, {"detail": msg})
    if first["type"] == "model_type" and not first["loc"]:
        return RecordError(NOT_AN_OBJECT)
    if first["type"] in ("string_unicode", "json_invalid_unicode") and not first["loc"]:
        return RecordError(NOT_UTF8)
    return plain(first, model)


def replay(record: RecordBase) -> Any:
    """Apply every event of the record to a new game of its kind; ``RecordError`` at the
    first fault."""
    return kinds.kind(record.game).replay(record)


def _check_size(text: str | bytes) -> None:
    from assistant.files.limits import MAX_RECORD_BYTES, size_sentence

    if len(text) > MAX_RECORD_BYTES:
        template, facts = size_sentence(len(text), MAX_RECORD_BYTES, "record")
        raise RecordError(Sentence(template), facts)


def fingerprint(game: Any) -> str:
    """What makes two records the same game, as a SHA-256 hex digest.

    The same game, the same players (names compared as the roster compares them: ignoring
    case and look-alike letters) in the same seats, the same dummy's seat (if any), the same
    first dealer, and the same events in the same order. How the file is written (spacing,
    key order, letter case of cards), and its ``meta`` (title, start time, notes), do not count.
    """
    head, rounds = _canonical(game)
    text = head + "[" + ",".join("[" + ",".join(events) + "]" for events in rounds) + "]}"
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def fingerprints(game: Any) -> list[str]:
    """The :func:`fingerprint` of the game as it stood before its first event and after each
    of them: a game imported from a record and played on here is still the record's game
    as it stood then. The last is the game's own fingerprint."""
    head, rounds = _canonical(game)
    digest = hashlib.sha256(head.encode("ascii"))
    found = [_closed(digest, "[]}")]
    digest.update(b"[")
    for number, events in enumerate(rounds):
        digest.update(b",[" if number else b"[")
        for index, event in enumerate(events):
            digest.update((("," if index else "") + event).encode("ascii"))
            found.append(_closed(digest, "]]}"))
        digest.update(b"]")
    return found


def _closed(digest: Any, tail: str) -> str:
    ended = digest.copy()
    ended.update(tail.encode("ascii"))
    return str(ended.hexdigest())


def _canonical(game: Any) -> tuple[str, list[list[str]]]:
    """The canonical JSON of a game for its fingerprint: all up to ``"rounds":``, and each
    event of each round (without empty rounds at the end); ``"rounds"`` is the last key."""
    from assistant.names import skeleton

    record = record_of(game)
    seats = {spoken(name).casefold(): seat for seat, name in enumerate(game.players)}
    rounds = []
    for events in record.model_dump(exclude_none=True)["rounds"]:
        for event in events:
            event["by"] = seats[spoken(event["by"]).casefold()]
        rounds.append([_json(event) for event in events])
    while rounds and not rounds[-1]:
        rounds.pop()
    canonical: dict[str, Any] = {
        "game": record.game,
        "players": [skeleton(p) for p in game.players],
        "first_dealer": game.first_dealer,
    }
    dummy = getattr(game, "dummy", None)
    if dummy is not None:  # Homme de Brou by three: the same seats, one of them the dummy's
        canonical["dummy"] = dummy
    head = _json(canonical)
    return head[:-1] + ',"rounds":', rounds


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def replay_json(text: str | bytes) -> Any:
    """:func:`replay` of :func:`parse_record`, the quick way: what ``listig replay`` does.

    A well-formed record is read straight into engine events by its kind's reader and
    replayed; anything else — a record the reader is not sure of, or one that breaks a
    rule — is read and replayed again the straightforward way, so a refused record gets
    exactly the error ``replay(parse_record(text))`` gives, and only a record that way
    accepts is ever accepted.
    """
    _check_size(text)
    data = _bytes(text)
    kind = _guess(data)
    read = kind.read(data)
    if read is not None:
        try:
            return kind.replay_read(read)
        except RecordError:
            pass  # said below, word for word as the straightforward way says it
    return replay(parse_record(data))


def summarize(game: Any) -> dict[str, Any]:
    """The ``listig replay`` summary of an engine game of any kind."""
    return kinds.kind_of_game(game).summarize(game)


def record_of(game: Any, meta: dict[str, Any] | None = None) -> RecordBase:
    """The record of an engine game of any kind, as it stands."""
    return kinds.kind_of_game(game).record_of(game, meta)


__all__ = [
    "Record",
    "RecordError",
    "parse_record",
    "record_of",
    "replay",
    "replay_json",
    "summarize",
]
