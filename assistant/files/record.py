"""The ``listig/1`` game record: read, check against the rules, write."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from engine.errors import N_, NotationError, Sentence, say
from engine.mit_list_und_tuecke import (
    Blocked,
    Card,
    Color,
    Event,
    Game,
    Keep,
    Play,
    RuleError,
    Take,
    check_names,
)

FORMAT: Literal["listig/1"] = "listig/1"
GAME: Literal["mit-list-und-tuecke"] = "mit-list-und-tuecke"


NOT_JSON = Sentence(N_("not valid JSON ({detail})"))
NOT_AN_OBJECT = Sentence(N_("a record is a JSON object"))
NOT_UTF8 = Sentence(N_("not UTF-8 text"))
NOT_THIS_FORMAT = Sentence(N_("not a listig/1 record (format is {format})"))
EVENT_NOT_AN_OBJECT = Sentence(
    N_("an event is a JSON object with 'by' and one of play, take, keep, blocked")
)
EVENT_KINDS = Sentence(N_("an event has exactly one of play, take, keep, blocked, not {found}"))
UNKNOWN_FIELD = Sentence(N_("unknown field {field}"))
UNKNOWN_KEY = Sentence(N_("unknown key {field}"))
MISSING = Sentence(N_("{field} is missing"))
FIELD_PROBLEM = Sentence(N_("{field}: {problem}"))
PROBLEM = Sentence(N_("{problem}"))
FIRST_DEALER_NOT_PLAYING = Sentence(N_("the first dealer {name} is not one of the players"))
TOO_MANY_ROUNDS = Sentence(N_("{rounds} rounds, but {players} players play {players} rounds"))
ROUND_NOT_ENDED = Sentence(
    N_("a round may only follow a round that has ended, and round {previous} has not")
)
EVENT_OF = Sentence(N_("{player}: {reason}"))


class BadRecord(ValueError):
    """A record's shape is wrong (raised inside validation, said by ``RecordError``)."""

    def __init__(self, sentence: Sentence, **params: Any) -> None:
        self.sentence = sentence
        self.params = params
        super().__init__(say(sentence, params))


class RecordError(ValueError):
    """A record that cannot be read or breaks a rule; the message names round and event.

    ``sentence`` and ``params`` say the reason in any language; ``rule`` is the engine's
    error when the record breaks a rule.
    """

    def __init__(
        self,
        sentence: Sentence,
        params: Mapping[str, Any] | None = None,
        round_no: int | None = None,
        event_no: int | None = None,
        rule: RuleError | None = None,
    ):
        self.sentence = sentence
        self.params = dict(params or {})
        self.round_no = round_no
        self.event_no = event_no
        self.rule = rule
        super().__init__(self.message)

    @classmethod
    def breaking(cls, rule: RuleError, round_no: int, event_no: int) -> RecordError:
        """The record breaks a rule at this round and event."""
        return cls(rule.sentence, rule.params, round_no, event_no, rule)

    @property
    def reason(self) -> str:
        """Why the record is refused, in English."""
        return say(self.sentence, self.params)

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

    @model_validator(mode="after")
    def _one_kind(self) -> EventModel:
        # Runs for every event of every record read: the common case is one comparison.
        if (self.play is None) + (self.take is None) + (self.keep is None) + (
            self.blocked is None
        ) != 3:
            kinds = [k for k in ("play", "take", "keep", "blocked") if getattr(self, k) is not None]
            found = " and ".join(kinds) if kinds else "none of them"
            raise BadRecord(EVENT_KINDS, found=found)
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
        return list(check_names(players))

    @model_validator(mode="after")
    def _dealer_sits(self) -> Record:
        keys = [p.casefold() for p in self.players]
        if self.first_dealer.strip().casefold() not in keys:
            raise BadRecord(FIRST_DEALER_NOT_PLAYING, name=self.first_dealer)
        if len(self.rounds) > len(self.players):
            raise BadRecord(TOO_MANY_ROUNDS, rounds=len(self.rounds), players=len(self.players))
        return self

    def dump(self, indent: int | None = 2) -> str:
        """The record as JSON text (``meta`` left out when empty)."""
        return self.model_dump_json(
            indent=indent, exclude_none=True, exclude={"meta"} if not self.meta else None
        )


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
    cause = error.get("ctx", {}).get("error")
    if kind == "value_error" and isinstance(cause, BadRecord | RuleError):  # our own sentence
        return RecordError(cause.sentence, cause.params, round_no, event_no)
    # pydantic's "Input should be ...", lower-cased to continue the line
    msg = str(error["msg"]).removeprefix("Value error, ")
    msg = msg[:1].lower() + msg[1:] if kind != "value_error" else msg
    if kind == "model_type" and event_no is not None and not field:
        return RecordError(EVENT_NOT_AN_OBJECT, {}, round_no, event_no)
    if kind == "extra_forbidden":
        unknown = UNKNOWN_FIELD if event_no is None else UNKNOWN_KEY
        return RecordError(unknown, {"field": repr(field)}, round_no, event_no)
    if kind == "missing":
        return RecordError(MISSING, {"field": repr(field)}, round_no, event_no)
    if kind == "literal_error" and field == "format":
        return RecordError(NOT_THIS_FORMAT, {"format": repr(error.get("input"))})
    if field and kind != "value_error":
        return RecordError(FIELD_PROBLEM, {"field": field, "problem": msg}, round_no, event_no)
    return RecordError(PROBLEM, {"problem": msg}, round_no, event_no)


def parse_record(text: str | bytes) -> Record:
    """Read a record from JSON text; raises ``RecordError`` with a plain reason.

    A byte order mark at the start (as some Windows editors write) is ignored, as the JSON
    standard allows.
    """
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
            raise RecordError(NOT_JSON, {"detail": msg}) from None
        if first["type"] == "model_type" and not first["loc"]:
            raise RecordError(NOT_AN_OBJECT) from None
        if first["type"] == "string_unicode" and not first["loc"]:
            raise RecordError(NOT_UTF8) from None
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
    game = Game(record.players, record.first_dealer)
    for round_no, events in enumerate(record.rounds, start=1):
        try:
            current = game.start_round()
        except RuleError:
            raise RecordError(ROUND_NOT_ENDED, {"previous": round_no - 1}, round_no) from None
        try:
            current.apply_all(_round_events(events))
        except NotationError as exc:  # a card or color that cannot be read
            event_no = len(current.events) + 1
            params = {"player": events[event_no - 1].by, "reason": exc}
            raise RecordError(EVENT_OF, params, round_no, event_no) from None
        except RuleError as exc:  # events are kept only once accepted: the next one failed
            raise RecordError.breaking(exc, round_no, len(current.events) + 1) from None
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
