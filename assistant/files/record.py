"""The ``listig/1`` game record: read, check against the rules, write."""

from __future__ import annotations

import hashlib
import json
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from engine import Blocked, Card, Color, Event, Game, Keep, Play, RuleError, Take, check_names

FORMAT: Literal["listig/1"] = "listig/1"
GAME: Literal["mit-list-und-tuecke"] = "mit-list-und-tuecke"


class RecordError(ValueError):
    """A record that cannot be read or breaks a rule; the message names round and event.

    ``rule`` is the engine's error when the record breaks a rule (for translations).
    """

    def __init__(
        self,
        reason: str,
        round_no: int | None = None,
        event_no: int | None = None,
        rule: RuleError | None = None,
    ):
        self.reason = reason
        self.round_no = round_no
        self.event_no = event_no
        self.rule = rule
        super().__init__(self.message)

    @property
    def message(self) -> str:
        """``round 2, event 17: reason`` (the parts that are known)."""
        where = []
        if self.round_no is not None:
            where.append(f"round {self.round_no}")
        if self.event_no is not None:
            where.append(f"event {self.event_no}")
        return f"{', '.join(where)}: {self.reason}" if where else self.reason


class EventModel(BaseModel):
    """One event as written in a record: ``by`` and exactly one of the four kinds."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    by: str
    play: str | None = None
    take: list[str] | None = None
    keep: list[str] | None = None
    blocked: Literal[True] | None = None

    @field_validator("by")
    @classmethod
    def _spoken_by(cls, by: str) -> str:
        return _spoken(by)

    @model_validator(mode="after")
    def _one_kind(self) -> EventModel:
        # Runs for every event of every record read: the common case is one comparison.
        if (self.play is None) + (self.take is None) + (self.keep is None) + (
            self.blocked is None
        ) != 3:
            kinds = [k for k in ("play", "take", "keep", "blocked") if getattr(self, k) is not None]
            found = " and ".join(kinds) if kinds else "none of them"
            raise ValueError(f"an event has exactly one of play, take, keep, blocked, not {found}")
        return self

    def to_event(self) -> Event:
        """The engine event; raises ``ValueError`` for a card or color that cannot be read."""
        if self.play is not None:
            return Play(self.by, Card.parse(self.play))
        if self.take is not None:
            return Take(self.by, tuple([Card.parse(c) for c in self.take]))
        if self.keep is not None:
            return Keep(self.by, tuple(Color.parse(c) for c in self.keep))
        return Blocked(self.by)

    @staticmethod
    def from_event(event: Event) -> EventModel:
        """The record form of an engine event, written in upper case."""
        match event:
            case Play(by, card):
                return EventModel(by=by, play=str(card))
            case Take(by, cards):
                return EventModel(by=by, take=[str(c) for c in cards])
            case Keep(by, colors):
                return EventModel(by=by, keep=[c.value for c in colors])
            case Blocked(by):
                return EventModel(by=by, blocked=True)


class Record(BaseModel):
    """A whole game: seating, first dealer, every round's events, free-form meta."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["listig/1"]
    game: Literal["mit-list-und-tuecke"] = GAME
    players: list[str]
    first_dealer: str
    rounds: list[list[EventModel]] = Field(default_factory=list)
    meta: dict[str, Any] = Field(default_factory=dict)

    @field_validator("players")
    @classmethod
    def _distinct(cls, players: list[str]) -> list[str]:
        from assistant.names import check_roster, clean_name

        if len(players) > 6:  # before looking at the names: the engine's count rule says it
            check_names(players)
        names = list(check_names([clean_name(p) for p in players]))
        check_roster(names)
        return names

    @field_validator("first_dealer")
    @classmethod
    def _spoken_dealer(cls, name: str) -> str:
        return _spoken(name)

    @field_validator("meta")
    @classmethod
    def _storable(cls, meta: dict[str, Any]) -> dict[str, Any]:
        from assistant.files.limits import check_json, started_at

        check_json(meta, "meta")
        started_at(meta)
        return meta

    @model_validator(mode="after")
    def _dealer_sits(self) -> Record:
        keys = [p.casefold() for p in self.players]
        if _spoken(self.first_dealer).casefold() not in keys:
            raise ValueError(f"the first dealer {self.first_dealer} is not one of the players")
        if len(self.rounds) > len(self.players):
            raise ValueError(
                f"{len(self.rounds)} rounds, but {len(self.players)} players play "
                f"{len(self.players)} rounds"
            )
        return self

    def dump(self, indent: int | None = 2) -> str:
        """The record as JSON text (``meta`` left out when empty)."""
        return self.model_dump_json(
            indent=indent, exclude_none=True, exclude={"meta"} if not self.meta else None
        )


def _spoken(name: str) -> str:
    """A name as the name rule writes it (NFC, whitespace collapsed), without judging it."""
    return " ".join(unicodedata.normalize("NFC", name).split())


def fingerprint(game: Game) -> str:
    """What makes two records the same game, as a SHA-256 hex digest.

    The same players (names compared as the roster compares them: ignoring case and
    look-alike letters) in the same seats, the same first dealer, and the same events in
    the same order. How the file is written (spacing, key order, letter case of cards),
    and its ``meta`` (title, start time, notes), do not count.
    """
    from assistant.names import skeleton

    seats = {name.casefold(): seat for seat, name in enumerate(game.players)}
    rounds = []
    for current in game.rounds:
        events = []
        for event in current.events:
            data = EventModel.from_event(event).model_dump(exclude_none=True)
            data["by"] = seats[_spoken(event.by).casefold()]
            events.append(data)
        rounds.append(events)
    while rounds and not rounds[-1]:
        rounds.pop()
    canonical = {
        "game": GAME,
        "players": [skeleton(p) for p in game.players],
        "first_dealer": game.first_dealer,
        "rounds": rounds,
    }
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def _describe_location(loc: Sequence[int | str]) -> tuple[int | None, int | None, str]:
    """Round and event numbers (1-based) and a field name from a pydantic error location."""
    if len(loc) >= 3 and loc[0] == "rounds" and isinstance(loc[1], int) and isinstance(loc[2], int):
        rest = ".".join(str(p) for p in loc[3:])
        return loc[1] + 1, loc[2] + 1, rest
    if len(loc) >= 2 and loc[0] == "rounds" and isinstance(loc[1], int):
        return loc[1] + 1, None, ""
    return None, None, ".".join(str(p) for p in loc)


def _plain(error: Any) -> RecordError:
    """One pydantic error, said in plain words."""
    round_no, event_no, field = _describe_location(error["loc"])
    kind = error["type"]
    if kind == "value_error":  # our own sentence, names and all
        msg = str(error["msg"]).removeprefix("Value error, ")
    else:  # pydantic's "Input should be ...", lower-cased to continue the line
        msg = str(error["msg"])
        msg = msg[:1].lower() + msg[1:]
    if kind == "model_type" and event_no is not None and not field:
        reason = "an event is a JSON object with 'by' and one of play, take, keep, blocked"
    elif kind == "extra_forbidden":
        reason = f"unknown field {field!r}" if event_no is None else f"unknown key {field!r}"
    elif kind == "missing":
        reason = f"{field!r} is missing"
    elif kind == "literal_error" and field == "format":
        from assistant.names import preview

        reason = f"not a {FORMAT} record (format is {preview(repr(error.get('input')), 40)})"
    elif field and kind != "value_error":
        reason = f"{field}: {msg}"
    else:
        reason = msg
    if len(reason) > 200:
        reason = reason[:199] + "…"
    return RecordError(reason, round_no, event_no)


def parse_record(text: str | bytes) -> Record:
    """Read a record from JSON text; raises ``RecordError`` with a plain reason.

    A byte order mark at the start (as some Windows editors write) is ignored, as the JSON
    standard allows. A text longer than :data:`~assistant.files.limits.MAX_RECORD_BYTES` is
    refused before it is parsed.
    """
    from assistant.files.limits import MAX_RECORD_BYTES, size_error

    if len(text) > MAX_RECORD_BYTES:
        raise RecordError(size_error(len(text), MAX_RECORD_BYTES, "record"))
    if isinstance(text, bytes):
        text = text.removeprefix(b"\xef\xbb\xbf")
    else:
        text = text.removeprefix("\ufeff")
    try:
        return Record.model_validate_json(text)
    except ValidationError as exc:
        first = exc.errors()[0]
        if first["type"] == "json_invalid":
            msg = str(first["msg"]).removeprefix("Invalid JSON: ")
            raise RecordError(f"not valid JSON ({msg})") from None
        if first["type"] == "model_type" and not first["loc"]:
            raise RecordError("a record is a JSON object") from None
        if first["type"] == "string_unicode" and not first["loc"]:
            raise RecordError("not UTF-8 text") from None
        raise _plain(first) from None


def _events(models: Sequence[EventModel]) -> Iterator[Event]:
    """The engine events of one round, read one by one as the round applies them."""
    parse = Card.parse
    for model in models:
        play = model.play
        yield model.to_event() if play is None else Play(model.by, parse(play))


def _round_events(models: Sequence[EventModel]) -> Iterable[Event]:
    """The engine events of one round: all at once, or one by one if one cannot be read.

    One by one, a rule broken by an earlier event is still reported before the bad card.
    """
    parse = Card.parse
    try:
        return [
            model.to_event() if model.play is None else Play(model.by, parse(model.play))
            for model in models
        ]
    except ValueError:
        return _events(models)


def replay(record: Record) -> Game:
    """Apply every event of the record to a new game; raises ``RecordError`` at the first fault."""
    try:
        game = Game(record.players, record.first_dealer)
    except (RuleError, ValueError) as exc:
        raise RecordError(str(exc)) from None
    for round_no, events in enumerate(record.rounds, start=1):
        try:
            current = game.start_round()
        except RuleError:
            raise RecordError(
                f"a round may only follow a round that has ended, and round {round_no - 1} has not",
                round_no,
            ) from None
        try:
            current.apply_all(_round_events(events))
        except RuleError as exc:  # events are kept only once accepted: the next one failed
            raise RecordError(exc.message, round_no, len(current.events) + 1, exc) from None
        except ValueError as exc:  # a card or color that cannot be read
            event_no = len(current.events) + 1
            raise RecordError(f"{events[event_no - 1].by}: {exc}", round_no, event_no) from None
    return game


def record_of(game: Game, meta: dict[str, Any] | None = None) -> Record:
    """The record of a game as it stands."""
    return Record(
        format=FORMAT,
        players=list(game.players),
        first_dealer=game.players[game.first_dealer],
        rounds=[[EventModel.from_event(e) for e in r.events] for r in game.rounds],
        meta=meta or {},
    )
